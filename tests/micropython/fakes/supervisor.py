# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``supervisor`` for the gates: ``ticks_ms``, the badge's exact milliseconds (which
``adafruit_ticks`` uses), from the real clock, or from ``now`` once a gate sets it."""

from prelude import _time

now = None  # None: the real clock; else the milliseconds a gate moves on itself


def ticks_ms():
    if now is None:
        return _time.ticks_ms() & 0x1FFFFFFF  # wraps at 2**29, as CircuitPython's
    return now
