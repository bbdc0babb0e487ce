# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Which files of the project go onto the badge: one list for the bundle and the gates."""

import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA_FILES = ("puzzle/solver/hints3x3.bin", "puzzle/solver/hints4x4.bin")  # puzzle.solver's
# Shipped as source: CircuitPython starts only a code.py, and makers edit parameters.py. Every
# other device file and library module is shipped compiled (.mpy, tools/mpy.py).
SOURCE_FILES = ("code.py", "parameters.py")

# What goes into CIRCUITPY/lib: each library's parts the game imports (None: a one-file module).
# The texts are display_text's label.Label (puzzle.captions says why not bitmap_label);
# feedback.Rest counts time with adafruit_ticks; imageload reads BMPs with bmp/ and nothing else;
# adafruit_lis3dh sets up the accelerometer for tilting (its adafruit_bus_device is built into
# the PyBadge's CircuitPython).
LIBRARIES = {
    "adafruit_display_text": ("__init__.py", "label.py"),
    "adafruit_imageload": ("__init__.py", "displayio_types.py", "bmp"),
    "adafruit_lis3dh": None,
    "adafruit_ticks": None,
}


def device_files(root=ROOT):
    """Paths, relative to ``root``, of the Python files that run on the badge: ``code.py``,
    ``parameters.py`` and the whole of ``puzzle/`` (the desktop's modules live in ``desktop/``)."""
    package = []
    for folder, dirs, names in os.walk(os.path.join(root, "puzzle")):
        dirs[:] = [name for name in dirs if name != "__pycache__"]
        here = os.path.relpath(folder, root).replace(os.sep, "/")
        package.extend(here + "/" + name for name in names if name.endswith(".py"))
    package.sort()
    return ["code.py", "parameters.py"] + package


def device_modules(root=ROOT):
    """The device files that are shipped compiled: all but ``SOURCE_FILES``."""
    return [path for path in device_files(root) if path not in SOURCE_FILES]


def compiled_name(path):
    """The name a ``.py`` module has on the drive once compiled: ``puzzle/game.mpy``."""
    return path[:-3] + ".mpy"
