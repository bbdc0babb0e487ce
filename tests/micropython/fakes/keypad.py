# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``keypad`` for the gates: the keys pressed are those a gate puts in ``pending``.

``on_read`` (None, or a function) is called each time the game looks for a key event: the
timing session uses it to stop ``code.py`` on its first look, which is when the intro is on the
screen; the loop gate, to run its script a pass at a time. ``pending`` holds
``(key_number, pressed)`` pairs, handed out oldest first.
"""

on_read = None
pending = []


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class _Events:
    def get_into(self, event):
        if on_read is not None:
            on_read()
        if not pending:
            return False
        event.key_number, event.pressed = pending.pop(0)
        return True


class ShiftRegisterKeys:
    def __init__(self, *, clock, data, latch, key_count, value_when_pressed=False, **kwargs):
        self.events = _Events()
