# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``keypad`` on the runtime: the keys the session's script presses, one a pass.

Each look for an event is the start of a pass of ``code.py``'s loop: the session's driver
moves its clock on and says which button (if any) is pressed now.
"""

import __main__
import gc

import session

KEY_NUMBERS = {"b": 0, "a": 1, "start": 2, "select": 3, "right": 4, "down": 5, "up": 6,
               "left": 7}  # the PyBadge's shift register, in its order
collect_each_pass = False  # the bench's run: the heap held between passes, after a collection
most_held = 0  # bytes in use at the start of a pass, at most (with collect_each_pass)


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed
        self.timestamp = 0


class _Events:
    def get_into(self, event):
        global most_held
        if collect_each_pass:
            gc.collect()
            most_held = max(most_held, gc.mem_alloc())
        button = session.driver.next_press(__main__.game)
        if button is None:
            return False
        event.key_number = KEY_NUMBERS[button]
        event.pressed = True
        event.released = False
        return True

    def clear(self):
        pass


class ShiftRegisterKeys:
    def __init__(self, *, clock, data, latch, key_count, value_when_pressed=False, **kwargs):
        self.key_count = key_count
        self.events = _Events()
