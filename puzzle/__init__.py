# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Slide: a sliding-picture puzzle for the Adafruit PyBadge, in CircuitPython.

The package itself holds :func:`unload`, which lets go of modules the game needs only at times
(the settings' rules, what builds the game, the picture checks, the solver, the tilt's chip),
and :func:`file_problem`, which the hints need all session long: a module of its own would
cost the badge a module's RAM for a small function.
"""

import os
import sys

__version__ = "0.1.0"


def unload(prefix):
    """Let go of the modules whose names begin with ``prefix``, and of their package's hold
    on them (so of their RAM, once nothing else holds them); ``import`` loads them again."""
    for name in [name for name in sys.modules if name.startswith(prefix)]:
        del sys.modules[name]
        package, _, child = name.rpartition(".")
        if package in sys.modules and hasattr(sys.modules[package], child):
            delattr(sys.modules[package], child)


def file_problem(path):
    """None when ``path`` is a regular file; else why the game must not open it: "missing",
    "not a file" (a FIFO would block the game until something wrote to it, a folder or a
    device cannot be read as one) or "unreadable". Every picture and hint file passes this
    before it is opened."""
    try:
        mode = os.stat(path)[0]
    except OSError as error:  # a link to nowhere is missing too; a loop of links is not
        return "missing" if error.args and error.args[0] == 2 else "unreadable"  # ENOENT
    return None if mode & 0xF000 == 0x8000 else "not a file"  # S_IFMT, S_IFREG
