# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What the game may use of adafruit_display_text 5.0.6, for the CircuitPython API gate (mypy).

The library's ``Label`` classes take ``**kwargs`` and pass them on, so its own annotations would
let a removed argument such as ``max_glyphs`` through; these stubs spell out every keyword the
library accepts, once, in ``LabelKeywords``. tests/test_gates.py checks them against the
installed library.
"""

from typing import TypedDict

from typing_extensions import Unpack  # typing has it from Python 3.11

from displayio import Group
from fontio import FontProtocol

class LabelKeywords(TypedDict, total=False):
    """The keywords LabelBase takes, which every Label passes on through ``**kwargs``."""

    x: int
    y: int
    text: str
    color: int
    background_color: int | None
    line_spacing: float
    background_tight: bool
    padding_top: int
    padding_bottom: int
    padding_left: int
    padding_right: int
    anchor_point: tuple[float, float] | None
    anchored_position: tuple[int, int] | None
    scale: int
    base_alignment: bool
    tab_replacement: tuple[int, str]
    label_direction: str
    verbose: bool

class LabelBase(Group):
    def __init__(self, font: FontProtocol, **kwargs: Unpack[LabelKeywords]) -> None: ...
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
