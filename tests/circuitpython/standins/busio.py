# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``busio`` on the runtime: an I2C bus with nothing on it (no accelerometer answers)."""


class I2C:
    def __init__(self, scl=None, sda=None, frequency=100000):
        pass

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def scan(self):
        return []

    def writeto(self, address, buffer, *, start=0, end=None):
        raise OSError(19)  # ENODEV: nothing acknowledged the address

    def readfrom_into(self, address, buffer, *, start=0, end=None):
        raise OSError(19)

    def writeto_then_readfrom(self, address, out_buffer, in_buffer, **kwargs):
        raise OSError(19)

    def deinit(self):
        pass
