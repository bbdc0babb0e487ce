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

from adafruit_ticks import ticks_diff, ticks_ms

from .feedback import Feedback
from .outputs import open_neopixels, open_speaker
from .rest import Shade

# Shift-register key numbers of the PyBadge: 0 = B, 1 = A, 2 = START, 3 = SELECT, then the d-pad.
_KEY_NAMES = ("b", "a", "start", "select", "right", "down", "up", "left")
# The PyGamer's joystick reads 0..65535; past these it counts as pushed.
_LOW = 15000
_HIGH = 50000
# The LIS3DH of the PyBadge and PyGamer: where it answers on I2C, its first output register
# (the bit 0x80 reads on through the next ones: x, then y, two bytes each, low byte first).
_ACCELEROMETER_ADDRESSES = (0x19, 0x18)
_OUT_X_L = 0x28
_ONE_G = 16380  # a reading of 1 g at the range of +-2 g, as adafruit_lis3dh converts them
_TILT_READ_MS = 50  # between readings of the accelerometer: 20 a second


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
        # The accelerometer and its library are opened only when asked for: no RAM otherwise.
        self._tilt = _Tilt.open(settings.TILT_DEGREES) if settings.TILT else None
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
        return "CircuitPython %s on %s, %d bytes free" % (
            ".".join(str(part) for part in sys.implementation.version),
            os.uname().machine, gc.mem_free(),
        )


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


class _Tilt:
    """The accelerometer's tilts as arrow presses (:class:`puzzle.tilt.Tilt`), read 20 times a
    second into a buffer made once: a reading allocates nothing."""

    def __init__(self, device, degrees):
        from .tilt import Tilt

        self._device = device
        self._tilt = Tilt(degrees, _ONE_G)
        self._register = bytearray((_OUT_X_L | 0x80,))
        self._data = bytearray(4)
        self._read_at = ticks_ms()

    @staticmethod
    def open(degrees):
        """A :class:`_Tilt` of the board's LIS3DH, or None after one line on the console where
        there is none (a PyBadge LC), nothing answers, or the library is missing."""
        try:
            import adafruit_lis3dh
            from adafruit_bus_device.i2c_device import I2CDevice

            i2c = board.I2C()
            found = None
            for address in _ACCELEROMETER_ADDRESSES:
                try:
                    found = adafruit_lis3dh.LIS3DH_I2C(i2c, address=address)
                    break
                except (OSError, RuntimeError, ValueError):  # nothing there, or not a LIS3DH
                    continue
            if found is None:
                print("Tilt off: no accelerometer (a PyBadge LC has none)")
                return None
            # The library has set the chip up (+-2 g, high resolution); 25 readings a second
            # are plenty, and draw less than its 400. The readings themselves are ours.
            found.data_rate = adafruit_lis3dh.DATARATE_25_HZ
            return _Tilt(I2CDevice(i2c, address), degrees)
        except Exception as error:  # no I2C on this board, no library: the buttons still play
            print("Tilt off: %s: %s" % (type(error).__name__, error))
            return None
        finally:
            # What the library had to do is done: let it go, and its RAM with it.
            sys.modules.pop("adafruit_lis3dh", None)

    def next_press(self):
        """An arrow press when the badge has been tilted, else None; reads at most 20 times
        a second."""
        now = ticks_ms()
        if ticks_diff(now, self._read_at) < _TILT_READ_MS:
            return None
        self._read_at = now
        with self._device as device:
            device.write_then_readinto(self._register, self._data)
        data = self._data
        x = data[0] | data[1] << 8
        y = data[2] | data[3] << 8
        # Signed 16 bits. The chip's x points to the screen's left and its y to its top
        # (inferred from Adafruit's sand demo for the PyBadge; not checked on a badge here).
        return self._tilt.press((65536 - x if x > 32767 else -x),
                                (65536 - y if y > 32767 else -y))
