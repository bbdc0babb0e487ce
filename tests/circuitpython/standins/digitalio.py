# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``digitalio`` on the runtime: a pin that remembers its value (the speaker's switch, the
NeoPixels' pin)."""


class Direction:
    INPUT = 0
    OUTPUT = 1


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = False
        self.direction = Direction.INPUT

    def switch_to_output(self, value=False, drive_mode=None):
        self.direction = Direction.OUTPUT
        self.value = value

    def deinit(self):
        pass
