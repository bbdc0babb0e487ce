# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The picture sets the game ships with, and their rebuilding (``make pictures``): each
picture of ``tools/art.py`` drawn afresh and cut into ``images/<name>/`` by the tilesheet
maker. The tests judge these sets as shipped; any other set in ``images/`` is a maker's, judged
only by the game's own checks (``puzzle/pictures.py``)."""

import os
import sys

import art
import picture

SHIPPED = tuple(sorted(art.PICTURES))  # the names art.py draws, and no others


def main():
    for name, draw in art.PICTURES.items():
        folder = os.path.join(picture.IMAGES, name)
        picture.make_set(draw(), folder, force=True)
        print("wrote %s/" % os.path.relpath(folder, os.path.dirname(picture.IMAGES)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
