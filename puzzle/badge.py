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
_ACCELEROMETER = (0x19, 0x18)  # where a LIS3DH answers on I2C: the PyBadge's is at 0x19
# The PyGamer's joystick reads 0..65535; past these it counts as pushed.
_LOW = 15000
_HIGH = 50000


class Badge:
    """Buttons, display and clock of the board the game runs on.

    :param settings: the checked settings (:mod:`puzzle.settings`): sound and lights
    """

    def __init__(self, settings):
        self.display = board.DISPLAY
        # Drawn by the presenter, once a pass: never half a change, nor a change in pieces.
        self.display.auto_refresh = False
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
        if settings.TILT:
            self._tilt = _open_tilt(settings.TILT_DEGREES)
        neopixels = open_neopixels(board) if settings.LIGHTS else None
        self.lights = Shade(neopixels, settings.PIXELS) if neopixels else None  # dark when dimmed
        self.feedback = Feedback(
            sound=open_speaker(board, settings.VOLUME) if settings.SOUND else None,
            lights=self.lights, pixels=settings.PIXELS, brightness=settings.BRIGHTNESS,
            clock=self.clock,
        )

    def running(self):
        """The badge plays until it is switched off."""
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


def _accelerometer(i2c):
    """The address a LIS3DH answers at on the bus ``i2c``, or None: a scan, which loads
    nothing, so that a badge without one (a PyBadge LC) never loads the accelerometer's code."""
    if not i2c.try_lock():
        return None
    try:
        found = i2c.scan()
    finally:
        i2c.unlock()
    for address in _ACCELEROMETER:
        if address in found:
            return address
    return None


def _open_tilt(degrees):
    """The accelerometer's tilts as presses (:mod:`puzzle.accelerometer`), or None after one
    line on the console. Its modules and library are loaded only once a chip answers, and let
    go of if it cannot be used: a badge without one holds none of them, nor their holes."""
    try:
        i2c = board.I2C()
        address = _accelerometer(i2c)
    except Exception as error:  # no I2C on this board: the buttons still play
        print("Tilt off: %s: %s" % (type(error).__name__, error))
        address = None
    else:
        if address is None:
            print("Tilt off: no accelerometer (a PyBadge LC has none)")
        else:
            from .accelerometer import open_tilt

            tilt = open_tilt(i2c, address, degrees)
            if tilt is not None:
                return tilt
        unload("puzzle.accelerometer")  # a chip it could not use: what would read it goes
        unload("puzzle.tilt")
    return None


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
