# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake PyBadge ``board`` for the gates: pins as names, a display that shows whatever group
it is given (``board.DISPLAY`` is made by the firmware, off the heap), and the I2C bus with the
accelerometer on it (``ACCELEROMETER``, a fake LIS3DH the gates and tests lean)."""


class _Display:
    width = 160
    height = 128
    brightness = 1.0  # the backlight, 0 to 1

    def __init__(self):
        self.root_group = None

    def refresh(self, *, target_frames_per_second=60, minimum_frames_per_second=0):
        return True


DISPLAY = _Display()
BUTTON_CLOCK = "BUTTON_CLOCK"
BUTTON_OUT = "BUTTON_OUT"
BUTTON_LATCH = "BUTTON_LATCH"
SPEAKER = "SPEAKER"
SPEAKER_ENABLE = "SPEAKER_ENABLE"
NEOPIXEL = "NEOPIXEL"


class LIS3DH:
    """The PyBadge's accelerometer on the I2C bus: its registers, answering as the chip does.

    A write's first byte is the register to start at (with 0x80 set, reading and writing go on
    through the next ones, else they stay on it); the bytes after it are written there, and a
    read reads from there. :meth:`lean` sets what the chip reads: the pull of gravity along its
    own axes, in raw counts (16380 is 1 g at its range of +-2 g).
    """

    def __init__(self):
        self.registers = bytearray(0x40)
        self.registers[0x0F] = 0x33  # WHO_AM_I
        self._at = 0
        self._step = 0
        self.reads = 0  # of its output registers: how often the game looked
        self.lean(0, 0, 16380)

    def lean(self, x, y, z=16380):
        for at, value in ((0x28, x), (0x2A, y), (0x2C, z)):
            value &= 0xFFFF
            self.registers[at] = value & 0xFF
            self.registers[at + 1] = value >> 8

    def write(self, buffer, start, end):
        if end <= start:  # the address alone: a probe
            return
        self._at = buffer[start] & 0x3F
        self._step = 1 if buffer[start] & 0x80 else 0
        for index in range(start + 1, end):
            self.registers[self._at] = buffer[index]
            self._at += self._step

    def read(self, buffer, start, end):
        if self._at == 0x28:
            self.reads += 1
        for index in range(start, end):
            buffer[index] = self.registers[self._at]
            self._at += self._step


class _I2C:
    """``busio.I2C`` with the devices at their addresses; nothing at any other, as on a bus."""

    def __init__(self, devices):
        self.devices = devices

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def scan(self):
        return sorted(self.devices)

    def _device(self, address):
        if address not in self.devices:
            raise OSError(19)  # ENODEV: nothing acknowledged the address
        return self.devices[address]

    def writeto(self, address, buffer, *, start=0, end=None):
        self._device(address).write(buffer, start, len(buffer) if end is None else end)

    def readfrom_into(self, address, buffer, *, start=0, end=None):
        self._device(address).read(buffer, start, len(buffer) if end is None else end)

    def writeto_then_readfrom(self, address, out_buffer, in_buffer, *, out_start=0,
                              out_end=None, in_start=0, in_end=None):
        device = self._device(address)
        device.write(out_buffer, out_start, len(out_buffer) if out_end is None else out_end)
        device.read(in_buffer, in_start, len(in_buffer) if in_end is None else in_end)


ACCELEROMETER = LIS3DH()
_BUS = _I2C({0x19: ACCELEROMETER})


def I2C():
    """The board's I2C bus, made once (as ``board.I2C()`` is a singleton)."""
    return _BUS
