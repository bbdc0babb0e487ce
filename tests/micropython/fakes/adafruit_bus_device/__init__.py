# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake of ``adafruit_bus_device``, built into the PyBadge's CircuitPython (C there)."""
