# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``analogio`` on the runtime: an input at mid-scale (a PyGamer's joystick at rest)."""


class AnalogIn:
    def __init__(self, pin):
        self.value = 32768

    def deinit(self):
        pass
