# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``adafruit_ticks`` 1.1.7, for the CircuitPython API gate: the functions the game uses, as the
library annotates them (its typed source is not on the gate's path)."""

def ticks_ms() -> int: ...
def ticks_diff(ticks1: int, ticks2: int) -> int: ...
