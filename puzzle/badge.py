# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The PyBadge (and PyGamer) as the game sees it: the display, buttons by name, a clock.

The only module that imports CircuitPython's ``board``; it runs on the badge only. With
``TILT`` on, the accelerometer's tilts are arrow presses too (:mod:`puzzle.tilt`).
"""

import gc
import os
import sys
import time

import board
import keypad
import microcontroller

from .feedback import Feedback
from .outputs import open_neopixels, open_speaker
from .rest import Shade
from .unload import unload

# Shift-register key numbers of the PyBadge: 0 = B, 1 = A, 2 = START, 3 = SELECT, then the d-pad.
_KEY_NAMES = ("b", "a", "start", "select", "right", "down", "up", "left")
# The PyGamer's joystick reads 0..65535; past these it counts as pushed.
_LOW = 15000
_HIGH = 50000


class Badge:
    """Buttons, display and clock of the board the game runs on.

    :param settings: the checked settings (:mod:`puzzle.settings`): sound and lights
    """

    def __init__(self, settings):
        self.display = board.DISPLAY
        self.clock = time.monotonic
        self.storage = microcontroller.nvm  # survives power-off; written only on a change
        stick = getattr(board, "JOYSTICK_X", None), getattr(board, "JOYSTICK_Y", None)
        self._joystick = _Joystick(*stick) if stick[0] else None  # a PyGamer
        self._keys = keypad.ShiftRegisterKeys(
            clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
            key_count=4 if self._joystick else 8, value_when_pressed=True,
        )
        self._event = keypad.Event()  # reused for every key event: nothing allocated per press
        self._tilt = None  # the accelerometer's tilts as presses, with TILT on
        if settings.TILT:  # its modules and library are imported only then: no RAM otherwise
            from .accelerometer import open_tilt

            self._tilt = open_tilt(board, settings.TILT_DEGREES)
            if self._tilt is None:  # no accelerometer: what would have read it goes
                del open_tilt
                unload("puzzle.accelerometer")
                unload("puzzle.tilt")
        neopixels = open_neopixels(board) if settings.LIGHTS else None
        self.lights = Shade(neopixels, settings.PIXELS) if neopixels else None  # dark when dimmed
        self.feedback = Feedback(
            sound=open_speaker(board, settings.VOLUME) if settings.SOUND else None,
            lights=self.lights, pixels=settings.PIXELS, brightness=settings.BRIGHTNESS,
        )

    def running(self):
        """The badge plays until it is switched off; sound and lights move on meanwhile."""
        self.feedback.update()
        return True

    def next_press(self):
        """The name of the next button pressed, or None; releases and held buttons give nothing."""
        event = self._event
        while self._keys.events.get_into(event):
            if event.pressed:
                return _KEY_NAMES[event.key_number]
        if self._joystick:
            direction = self._joystick.next_press()
            if direction:
                return direction
        if self._tilt:
            return self._tilt.next_press()
        return None

    def describe(self):
        """A line for the serial console: firmware, board and free heap."""
        gc.collect()
        # CircuitPython 10's version has a fourth part, an empty string: three numbers say it.
        return "CircuitPython %d.%d.%d on %s, %d bytes free" % (
            sys.implementation.version[:3] + (os.uname().machine, gc.mem_free()))


class _Joystick:
    """The PyGamer's analog stick as d-pad presses: one press each time it leaves the centre."""

    def __init__(self, x_pin, y_pin):
        import analogio  # only the PyGamer has a joystick

        self._x = analogio.AnalogIn(x_pin)
        self._y = analogio.AnalogIn(y_pin)
        self._held = None

    def next_press(self):
        x = self._x.value
        y = self._y.value
        direction = None
        if x < _LOW:
            direction = "left"
        elif x > _HIGH:
            direction = "right"
        elif y < _LOW:
            direction = "up"
        elif y > _HIGH:
            direction = "down"
        if direction == self._held:
            return None
        self._held = direction
        return direction
