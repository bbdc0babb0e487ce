# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``I2CDevice`` as the PyBadge's built-in one: it probes its address and refuses one where
nothing answers, with the same error."""


class I2CDevice:
    def __init__(self, i2c, device_address, probe=True):
        self.i2c = i2c
        self.device_address = device_address
        if probe and device_address not in i2c.scan():
            raise ValueError("No I2C device at address: 0x%x" % device_address)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def write_then_readinto(self, out_buffer, in_buffer, **kwargs):
        self.i2c.writeto_then_readfrom(self.device_address, out_buffer, in_buffer)
