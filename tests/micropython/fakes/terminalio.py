# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``terminalio`` for the timing session: ``FONT``, 6x12 glyphs in flash on the badge.

The font costs the badge no heap; each ``get_glyph`` makes a Glyph, a named tuple of 8
fields in CircuitPython (48 bytes on the badge), and one here: its fields read natively, as
the badge reads them in C (a Python property per field would be counted as the game's time).
"""

from collections import namedtuple

Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy", "shift_x",
                             "shift_y"))


class _FontBitmap:
    """The font's pixels, in flash on the badge: a pattern here, no buffer."""

    width = 6 * 95
    height = 12

    def __getitem__(self, key):
        if isinstance(key, tuple):
            x, y = key
        else:  # one number, y * width + x, as displayio.Bitmap takes too
            x, y = key % self.width, key // self.width
        return (x + y) % 3 == 0


class _BuiltinFont:
    def __init__(self):
        self.bitmap = _FontBitmap()

    def get_bounding_box(self):
        return (6, 12, 0, -2)

    def get_glyph(self, codepoint):
        index = codepoint - 32 if 32 <= codepoint < 127 else 0
        return Glyph(self.bitmap, index, 6, 12, 0, -2, 6, 0)


FONT = _BuiltinFont()
