# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Which files of the project go onto the badge: one list for the bundle and the gates."""

import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DESKTOP_ONLY = ("puzzle/desktop.py",)  # never imported on the badge, never copied to it
LIBRARIES = ("adafruit_display_text", "adafruit_imageload")  # what goes into CIRCUITPY/lib


def device_files(root=ROOT):
    """Paths, relative to ``root``, of the Python files that run on the badge."""
    package = sorted("puzzle/" + name for name in os.listdir(os.path.join(root, "puzzle"))
                     if name.endswith(".py"))
    return ["code.py", "parameters.py"] + [path for path in package if path not in DESKTOP_ONLY]
