# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Which files of the project go onto the badge: one list for the bundle and the gates."""

import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Never imported on the badge, never copied to it.
DESKTOP_ONLY = ("puzzle/desktop.py", "puzzle/desktop_sound.py")
DATA_FILES = ("puzzle/solver/hints3x3.bin", "puzzle/solver/hints4x4.bin")  # puzzle.solver's

# What goes into CIRCUITPY/lib: each library's parts the game imports (None: a one-file module).
# bitmap_label needs adafruit_ticks; imageload reads BMPs with bmp/ and nothing else.
LIBRARIES = {
    "adafruit_display_text": ("__init__.py", "bitmap_label.py"),
    "adafruit_imageload": ("__init__.py", "displayio_types.py", "bmp"),
    "adafruit_ticks": None,
}


def device_files(root=ROOT):
    """Paths, relative to ``root``, of the Python files that run on the badge."""
    package = []
    for folder, dirs, names in os.walk(os.path.join(root, "puzzle")):
        dirs[:] = [name for name in dirs if name != "__pycache__"]
        here = os.path.relpath(folder, root).replace(os.sep, "/")
        package.extend(here + "/" + name for name in names if name.endswith(".py"))
    package.sort()
    return ["code.py", "parameters.py"] + [path for path in package if path not in DESKTOP_ONLY]
