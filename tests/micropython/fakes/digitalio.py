# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``digitalio`` for the timing session: a pin that remembers its value."""


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = False

    def switch_to_output(self, value=False, drive_mode=None):
        self.value = value

    def deinit(self):
        pass
