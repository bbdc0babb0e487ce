# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Letting go of modules the game needs only now and then (the solver, the tilesheets' loader)."""

import sys


def unload(prefix):
    """Let go of the modules whose names begin with ``prefix``, and of their package's hold
    on them (so of their RAM, once nothing else holds them); ``import`` loads them again."""
    for name in [name for name in sys.modules if name.startswith(prefix)]:
        del sys.modules[name]
        package, _, child = name.rpartition(".")
        if package in sys.modules and hasattr(sys.modules[package], child):
            delattr(sys.modules[package], child)
