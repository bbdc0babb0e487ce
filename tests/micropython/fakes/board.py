# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake PyBadge ``board`` for the budget gate: pins as names and a display that shows
whatever group it is given (``board.DISPLAY`` is made by the firmware, off the heap)."""


class _Display:
    width = 160
    height = 128
    brightness = 1.0  # the backlight, 0 to 1

    def __init__(self):
        self.root_group = None

    def refresh(self, **kwargs):
        return True


DISPLAY = _Display()
BUTTON_CLOCK = "BUTTON_CLOCK"
BUTTON_OUT = "BUTTON_OUT"
BUTTON_LATCH = "BUTTON_LATCH"
SPEAKER = "SPEAKER"
SPEAKER_ENABLE = "SPEAKER_ENABLE"
NEOPIXEL = "NEOPIXEL"
