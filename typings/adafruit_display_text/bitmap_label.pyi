# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``adafruit_display_text.bitmap_label`` 5.0.6: its own arguments, then LabelBase's keywords."""

from displayio import Bitmap, Palette, TileGrid
from fontio import FontProtocol

from . import LabelBase

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
        *,
        x: int = 0,
        y: int = 0,
        text: str = "",
        color: int = 0xFFFFFF,
        background_color: int | None = None,
        line_spacing: float = 1.25,
        background_tight: bool = False,
        padding_top: int = 0,
        padding_bottom: int = 0,
        padding_left: int = 0,
        padding_right: int = 0,
        anchor_point: tuple[float, float] | None = None,
        anchored_position: tuple[int, int] | None = None,
        scale: int = 1,
        base_alignment: bool = False,
        tab_replacement: tuple[int, str] = (4, " "),
        label_direction: str = "LTR",
        verbose: bool = False,
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
