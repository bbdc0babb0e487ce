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
most_held_at = -1  # the script's step then
# Bytes allocated in a pass (a press, a tick, the rest) while the script watches, at most: the
# heap in use from the start of one pass to the next, with no collection between them.
most_watched = 0
watched_passes = 0
_watched = -1  # bytes in use at the start of the last pass, if it was watched


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed
        self.timestamp = 0


class _Events:
    def get_into(self, event):
        global most_held, most_held_at, most_watched, watched_passes, _watched
        if collect_each_pass:
            gc.collect()
            if gc.mem_alloc() > most_held:
                most_held, most_held_at = gc.mem_alloc(), session.driver.at
        driver = session.driver
        if driver.watching:
            now = gc.mem_alloc()
            if 0 <= _watched <= now:  # no collection in between
                most_watched = max(most_watched, now - _watched)
                watched_passes += 1
            _watched = now
        button = driver.next_press(__main__.game)
        if not driver.watching:
            _watched = -1
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
