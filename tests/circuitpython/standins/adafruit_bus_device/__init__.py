# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``adafruit_bus_device``, built into the PyBadge's CircuitPython, not into this build."""
