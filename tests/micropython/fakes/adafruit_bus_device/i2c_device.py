# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``adafruit_bus_device.i2c_device`` for the gates: ``I2CDevice`` over a ``busio.I2C``
(the fake board's), as the PyBadge's built-in one behaves; it allocates nothing per transfer."""


class I2CDevice:
    def __init__(self, i2c, device_address, probe=True):
        self.i2c = i2c
        self.device_address = device_address
        if probe:
            try:
                i2c.writeto(device_address, b"")
            except OSError:
                raise ValueError("No I2C device at address: 0x%x" % device_address)

    def __enter__(self):
        self.i2c.try_lock()
        return self

    def __exit__(self, kind, value, traceback):
        self.i2c.unlock()
        return False

    def write(self, buffer, *, start=0, end=None):
        self.i2c.writeto(self.device_address, buffer, start=start, end=end)

    def readinto(self, buffer, *, start=0, end=None):
        self.i2c.readfrom_into(self.device_address, buffer, start=start, end=end)

    def write_then_readinto(self, out_buffer, in_buffer, *, out_start=0, out_end=None,
                            in_start=0, in_end=None):
        self.i2c.writeto_then_readfrom(self.device_address, out_buffer, in_buffer,
                                       out_start=out_start, out_end=out_end,
                                       in_start=in_start, in_end=in_end)
