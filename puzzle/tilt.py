# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Tilting the badge as arrow presses: readings of an accelerometer in, a button's name out.

Held flat, screen up, the badge is level. Tilted past the threshold, the tile on the high side
slides down into the gap, as a marble would: the right edge raised is LEFT (the tile right of
the gap moves left), the bottom edge raised is UP (the tile below the gap moves up), and so on,
the arrows' own meaning. One tilt is one press: a side must read past the threshold on
:data:`STEADY` readings in a row (a bump or a shaky hand is not a tilt), and after a press
nothing more comes until the badge is back near level, within half the threshold's angle (so
that a tilt held, or wavering about the threshold, is still one press).

:class:`Tilt` is pure and device-safe: the tests hand it a fake's readings, and with
whole-number readings nothing is allocated. The badge's accelerometer, a LIS3DH on I2C
(PyBadge and PyGamer; the PyBadge LC has none), is :class:`TiltSensor`.

Imported by :mod:`puzzle.badge` only when ``TILT`` is on, and let go of when no chip can be
used, so that otherwise neither this module nor the library costs any RAM. A scan of the bus
loads nothing; ``adafruit_lis3dh`` sets the chip up, and is let go of then; the game reads the
two axes it needs itself, into a buffer made once, so that a reading allocates nothing.
"""

import math

from adafruit_ticks import ticks_diff, ticks_ms

from . import unload

STEADY = 2  # readings in a row past the threshold that make a tilt (the badge reads 20 a second)
# The press of each side raised: right edge, left edge, bottom edge, top edge.
PRESSES = ("left", "right", "up", "down")


class Tilt:
    """One press per tilt, from readings of the pull of gravity along the screen's two axes.

    :param float degrees: how far from level a tilt must go
    :param one_g: what a reading is for 1 g (the readings' unit: any, whole numbers best)
    """

    def __init__(self, degrees, one_g):
        self._past = int(one_g * math.sin(math.radians(degrees)))  # a tilt: this far or more
        self._level = int(one_g * math.sin(math.radians(degrees / 2)))  # level: less than this
        self._armed = True  # False from a press until the badge is back near level
        self._side = -1  # index in PRESSES of the side read past the threshold, or -1
        self._count = 0  # readings in a row of that side

    def press(self, right, down):
        """The press that this reading makes, or None.

        :param right: the reading along the axis to the screen's right: positive when the
            right edge is the higher
        :param down: the reading along the axis to the screen's bottom: positive when the
            bottom edge is the higher
        """
        across, along = abs(right), abs(down)
        if not self._armed:
            if across < self._level and along < self._level:
                self._armed = True
            return None
        side = -1
        if across >= along and across >= self._past:  # the steeper axis says which side
            side = 0 if right > 0 else 1
        elif along > across and along >= self._past:
            side = 2 if down > 0 else 3
        if side != self._side:
            self._side = side
            self._count = 0
        if side < 0:
            return None
        self._count += 1
        if self._count < STEADY:
            return None
        self._armed = False
        self._side = -1
        return PRESSES[side]


_OUT_X_L = 0x28  # its first output register: x, then y, two bytes each, low byte first
_READ_ON = 0x80  # with this bit, a read goes on through the registers that follow
ONE_G = 16380  # a reading of 1 g at its range of +-2 g, as adafruit_lis3dh converts them
READ_MS = 50  # between readings: 20 a second
ADDRESSES = (0x19, 0x18)  # where a LIS3DH answers on I2C: the PyBadge's is at 0x19


def open_tilt(board_module, degrees):
    """The board's accelerometer as :class:`TiltSensor`, or None after one line on the console
    when there is none, it is not a LIS3DH or the library is missing.

    :param board_module: the ``board`` module: its ``I2C()``
    :param float degrees: how far from level a tilt must go (``TILT_DEGREES``)
    """
    try:
        i2c = board_module.I2C()
        # A scan, which loads nothing: a badge without one (a PyBadge LC) loads no library.
        found = []  # type: list[int]
        if i2c.try_lock():
            try:
                found = i2c.scan()
            finally:
                i2c.unlock()
        found = [address for address in ADDRESSES if address in found]
        if not found:
            print("Tilt off: no accelerometer (a PyBadge LC has none)")
            return None
        address = found[0]
        import adafruit_lis3dh
        from adafruit_bus_device.i2c_device import I2CDevice

        chip = adafruit_lis3dh.LIS3DH_I2C(i2c, address=address)
        # The library has set it to +-2 g, high resolution; 25 readings a second are
        # plenty for a tilt, and draw less current than its 400.
        chip.data_rate = adafruit_lis3dh.DATARATE_25_HZ
        return TiltSensor(I2CDevice(i2c, address), degrees)
    except Exception as error:  # no I2C, not a LIS3DH, no library: the buttons still play
        print("Tilt off: %s: %s" % (type(error).__name__, error))
    finally:
        unload("adafruit_lis3dh")  # its work is done: its RAM goes with it
    return None


class TiltSensor:
    """Tilts as presses, the accelerometer read at most 20 times a second.

    :param device: the chip as an ``adafruit_bus_device`` ``I2CDevice``, set up already
    :param float degrees: how far from level a tilt must go
    """

    def __init__(self, device, degrees):
        self._device = device
        self._tilt = Tilt(degrees, ONE_G)
        self._register = bytearray((_OUT_X_L | _READ_ON,))
        self._data = bytearray(4)
        self._read_at = ticks_ms()

    def next_press(self):
        """An arrow press when the badge has been tilted (see :mod:`puzzle.tilt`), else None."""
        now = ticks_ms()
        if ticks_diff(now, self._read_at) < READ_MS:
            return None
        self._read_at = now
        with self._device as device:
            device.write_then_readinto(self._register, self._data)
        data = self._data
        x = data[0] | data[1] << 8
        y = data[2] | data[3] << 8
        # The chip's x points to the screen's left and its y to its top (inferred from
        # Adafruit's sand demo for the PyBadge, not checked on a badge): negated, signed.
        return self._tilt.press(65536 - x if x > 32767 else -x,
                                65536 - y if y > 32767 else -y)
