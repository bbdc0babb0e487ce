# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``adafruit_display_text.bitmap_label`` 5.0.6: its own arguments, then LabelBase's keywords."""

from typing_extensions import Unpack  # typing has it from Python 3.11

from displayio import Bitmap, Palette, TileGrid
from fontio import FontProtocol

from . import LabelBase, LabelKeywords

class Label(LabelBase):
    def __init__(
        self,
        font: FontProtocol,
        save_text: bool = True,
        color_palette: Palette | None = None,
        outline_color: int | None = None,
        outline_size: int = 1,
        max_characters: int | None = None,
        animate_time: float = 0.3,
        current_index: int = 0,
        **kwargs: Unpack[LabelKeywords],
    ) -> None: ...
    animate_time: float
    current_index: int
    full_text: str
    max_characters: int | None
    outline_color: int | None
    outline_size: int
    @property
    def bitmap(self) -> Bitmap: ...
    @property
    def tilegrid(self) -> TileGrid: ...
    def update(self, force: bool = False) -> bool: ...
