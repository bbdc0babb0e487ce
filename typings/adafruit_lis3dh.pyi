# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``adafruit_lis3dh`` 5.2.10, for the CircuitPython API gate: what the badge uses to set the
accelerometer up. The library has no ``py.typed`` marker; these are its own annotations."""

from busio import I2C
from digitalio import DigitalInOut

DATARATE_25_HZ: int

class LIS3DH:
    data_rate: int
    range: int

class LIS3DH_I2C(LIS3DH):
    def __init__(
        self,
        i2c: I2C,
        *,
        address: int = 0x18,
        int1: DigitalInOut | None = None,
        int2: DigitalInOut | None = None,
    ) -> None: ...
