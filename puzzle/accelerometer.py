# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's accelerometer, a LIS3DH on I2C (PyBadge and PyGamer; the PyBadge LC has none),
its tilts as arrow presses (:mod:`puzzle.tilt`).

Imported by :mod:`puzzle.badge` only when ``TILT`` is on and a chip answers on the bus, so
that otherwise neither this module nor the library costs any RAM. ``adafruit_lis3dh`` sets
the chip up, and is let go of then; the game reads the two axes it needs itself, into a
buffer made once, so that a reading allocates nothing.
"""

from adafruit_ticks import ticks_diff, ticks_ms

from .tilt import Tilt
from .unload import unload

_OUT_X_L = 0x28  # its first output register: x, then y, two bytes each, low byte first
_READ_ON = 0x80  # with this bit, a read goes on through the registers that follow
ONE_G = 16380  # a reading of 1 g at its range of +-2 g, as adafruit_lis3dh converts them
READ_MS = 50  # between readings: 20 a second


def open_tilt(i2c, address, degrees):
    """The accelerometer at ``address`` on ``i2c`` as :class:`TiltSensor`, or None after one
    line on the console if it is not a LIS3DH or the library is missing.

    :param float degrees: how far from level a tilt must go (``TILT_DEGREES``)
    """
    try:
        import adafruit_lis3dh
        from adafruit_bus_device.i2c_device import I2CDevice

        chip = adafruit_lis3dh.LIS3DH_I2C(i2c, address=address)
        # The library has set it to +-2 g, high resolution; 25 readings a second are
        # plenty for a tilt, and draw less current than its 400.
        chip.data_rate = adafruit_lis3dh.DATARATE_25_HZ
        return TiltSensor(I2CDevice(i2c, address), degrees)
    except Exception as error:  # not a LIS3DH, no library: the buttons still play
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
