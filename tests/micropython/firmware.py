# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``sys`` and ``os`` as the game sees them on the badge, for the timing session.

``install()`` makes ``import`` hand the game (and ``code.py``) stand-ins for them, until
``uninstall()``: ``sys.implementation.name`` reads "circuitpython", so that ``code.py`` picks
the badge's platform; ``os.uname()`` answers, as CircuitPython's does and the unix port's
cannot. Everything else is the real module's.
"""

import os
import sys


class _Implementation:
    name = "circuitpython"
    version = (9, 2, 0)


class _Uname:
    machine = "Adafruit PyBadge with samd51j19 (timing session)"


class _Stand:
    """A module's stand-in: its own attributes first, then the real module's."""

    def __init__(self, real, **own):
        self._real = real
        self._own = own

    def __getattr__(self, name):
        own = self._own
        return own[name] if name in own else getattr(self._real, name)


def _uname():
    return _Uname


_STANDS = {"sys": _Stand(sys, implementation=_Implementation),
           "os": _Stand(os, uname=_uname)}


def install():
    """``import sys`` and ``import os`` give the stand-ins: a module in ``sys.modules`` is
    found before a built-in one (a Python ``__import__`` would break relative imports on
    MicroPython 1.27, which does not tell it who imports)."""
    sys.modules.update(_STANDS)


def uninstall():
    for name in _STANDS:
        sys.modules.pop(name, None)
