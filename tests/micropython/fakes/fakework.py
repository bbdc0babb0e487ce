# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The fake firmware's calls, tallied for the instruction count (``count_gate.py`` sets
``COUNTING``; every other gate leaves it off): each call into a fake of a firmware module
(``displayio``, ``terminalio``, ``bitmaptools``, ``board``'s accelerometer and bus) is Python
here and C on the badge, so the count takes each pass's calls apart from the game's Python."""

COUNTING = False
tally = [0]  # calls so far
