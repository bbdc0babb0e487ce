# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Slide: a sliding-picture puzzle for the Adafruit PyBadge, in CircuitPython.

The package itself holds :func:`unload`, which lets go of modules the game needs only at times
(the settings' rules, what builds the game, the solver, the tilt's chip): a module of its own
would cost the badge a module's RAM for one small function.
"""

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
