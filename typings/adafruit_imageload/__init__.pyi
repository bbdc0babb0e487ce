# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``adafruit_imageload.load`` of adafruit_imageload 1.24.8, for the CircuitPython API gate.

The library has no ``py.typed`` marker; this is its own annotation of ``load``.
"""

from collections.abc import Callable
from io import BufferedReader

from displayio import Bitmap, ColorConverter, Palette

def load(
    file_or_filename: str | BufferedReader,
    *,
    bitmap: Callable[[int, int, int], Bitmap] | None = None,
    palette: Callable[[int], Palette] | None = None,
) -> tuple[Bitmap, Palette | ColorConverter | None]: ...
