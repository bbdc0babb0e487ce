# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``microcontroller`` on the runtime: ``nvm``, the SAMD51's 8 192 bytes that survive
power-off, read from a host file before the run (the runner prints them after it)."""

nvm = bytearray(8192)


def load(path):
    with open(path, "rb") as file:
        file.readinto(nvm)
