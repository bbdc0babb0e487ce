# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``keypad`` for the budget gate: no key is ever pressed.

``on_read`` (None, or a function) is called each time the game looks for a key event: the
gate uses it to stop ``code.py`` on its first look, which is when the intro is on the screen.
"""

on_read = None


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class _Events:
    def get_into(self, event):
        if on_read is not None:
            on_read()
        return False


class ShiftRegisterKeys:
    def __init__(self, *, clock, data, latch, key_count, value_when_pressed=False, **kwargs):
        self.events = _Events()
