# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Slide: a sliding-picture puzzle for the Adafruit PyBadge, in CircuitPython."""

__version__ = "0.1.0"
