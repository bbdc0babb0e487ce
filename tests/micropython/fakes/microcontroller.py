# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``microcontroller`` for the timing session: ``nvm`` as 8 KB of erased flash.

On the badge ``nvm`` lives in flash and costs no heap; the gate imports this module before
it measures anything, so the bytearray here is not counted either.
"""

nvm = bytearray(b"\xff" * 8192)
