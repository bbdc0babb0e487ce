# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``adafruit_display_text.label`` 5.0.6: the font, then LabelBase's keywords."""

from typing_extensions import Unpack  # typing has it from Python 3.11

from fontio import FontProtocol

from . import LabelBase, LabelKeywords

class Label(LabelBase):
    def __init__(self, font: FontProtocol, **kwargs: Unpack[LabelKeywords]) -> None: ...
