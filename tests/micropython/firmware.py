# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``sys`` and ``os`` as the game sees them on the badge, for the timing session.

``install()`` makes ``import`` hand the game (and ``code.py``) stand-ins for them, until
``uninstall()``: ``sys.implementation.name`` reads "circuitpython", so that ``code.py`` picks
the badge's platform; ``os.uname()`` answers, as CircuitPython's does and the unix port's
cannot. Everything else is the real module's.
"""

import builtins
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
_real_import = [None]


def _import(name, globals=None, locals=None, fromlist=None, level=0):
    if level == 0 and name in _STANDS:
        return _STANDS[name]
    return _real_import[0](name, globals, locals, fromlist, level)


def install():
    if _real_import[0] is None:
        _real_import[0] = builtins.__import__
        builtins.__import__ = _import


def uninstall():
    if _real_import[0] is not None:
        builtins.__import__ = _real_import[0]
        _real_import[0] = None
