# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What the game may use of adafruit_display_text 5.0.6, for the CircuitPython API gate (mypy).

The library's ``Label`` classes take ``**kwargs`` and pass them on, so its own annotations would
let a removed argument such as ``max_glyphs`` through; these stubs spell out every keyword the
library accepts. tests/test_gates.py checks them against the installed library.
"""

from displayio import Group
from fontio import FontProtocol

def wrap_text_to_pixels(
    string: str,
    max_width: int,
    font: FontProtocol | None = None,
    indent0: str = "",
    indent1: str = "",
    outline_accent_ranges: list[tuple[int, int, int]] | None = None,
) -> list[str]: ...
def wrap_text_to_lines(string: str, max_chars: int) -> list[str]: ...

class LabelBase(Group):
    def __init__(
        self,
        font: FontProtocol,
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
    font: FontProtocol
    color: int
    background_color: int | None
    anchor_point: tuple[float, float] | None
    anchored_position: tuple[int, int] | None
    text: str
    line_spacing: float
    label_direction: str
    @property
    def bounding_box(self) -> tuple[int, ...]: ...
    @property
    def height(self) -> int: ...
    @property
    def width(self) -> int: ...
