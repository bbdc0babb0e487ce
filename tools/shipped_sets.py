# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Rebuild the picture sets the game ships with (``make pictures``): each picture of
``tools/art.py`` drawn afresh and cut into ``images/<name>/`` by the tilesheet maker."""

import os
import sys

import art
import picture


def main():
    for name, draw in art.PICTURES.items():
        folder = os.path.join(picture.IMAGES, name)
        picture.make_set(draw(), folder, force=True)
        print("wrote %s/" % os.path.relpath(folder, os.path.dirname(picture.IMAGES)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
