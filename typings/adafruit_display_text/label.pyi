# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``adafruit_display_text.label`` 5.0.6: ``Label(font, **kwargs)`` takes LabelBase's keywords."""

from . import LabelBase

class Label(LabelBase): ...
