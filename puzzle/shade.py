# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The black boxes behind the texts, and the patches over the tiles' labels they would cut
into: one 1-bit Bitmap made once, a pixel of it ``GRAIN`` screen pixels a side (768 bytes, not
the screen's 2 560). They are not the labels' own boxes: a Bitmap a text, made again for each,
would cut the heap into holes.

CircuitPython draws a layer's transparent pixel at the cost of any other, so the bitmap is
shown in *bands*: a TileGrid for each run of its rows that holds a box or a patch, a row a
tile, made again when a box moves (a change of screen). The intro's title and subtitle are two
bands of a third of the screen in all, not a layer of all of it.
"""

import bitmaptools
import displayio

from .layout import SCREEN_HEIGHT, SCREEN_WIDTH
from .tiles import show

GRAIN = 2  # screen pixels a side of a pixel of the bitmap: at most the captions' margin, so
# that two boxes never share one and a box cleared leaves its neighbours whole
BOXES = 12  # left, top, right, bottom of the title's, the subtitle's and the notice's boxes
_ROWS = SCREEN_HEIGHT // GRAIN
_BOXED, _PATCHED = 1, 2  # what shades a row of the bitmap


class Shade:
    """The boxes ``boxes`` (on the screen; right <= left: none) and the patches, in ``color``,
    in a group of their own appended to ``group``. ``changed`` counts the boxes shaded anew
    since the view last looked, 2 for the layer or its bands coming or going: two or more are
    a change of the whole screen (a bitmap's changed area is one rectangle)."""

    def __init__(self, group, color):
        self._bitmap = displayio.Bitmap(SCREEN_WIDTH // GRAIN, _ROWS, 2)
        self._palette = palette = displayio.Palette(2)
        palette[1] = color
        palette.make_transparent(0)
        self._bands = displayio.Group(scale=GRAIN)
        show(self._bands, False)
        group.append(self._bands)
        self.boxes = [0] * BOXES
        self._shaded = [0] * BOXES  # the boxes as shaded
        self._rows = bytearray(_ROWS)  # a row's shade: _PATCHED, _BOXED, both or none
        self.changed = 0

    def touches(self, left, top, right, bottom):
        """True when a box, as shaded (out to ``GRAIN``), reaches into, or touches, that box
        of the screen."""
        boxes = self.boxes
        for at in range(0, BOXES, 4):
            if boxes[at + 2] > boxes[at] and (
                    boxes[at] // GRAIN * GRAIN <= right
                    and left <= -(-boxes[at + 2] // GRAIN) * GRAIN
                    and boxes[at + 1] // GRAIN * GRAIN <= bottom
                    and top <= -(-boxes[at + 3] // GRAIN) * GRAIN):
                return True
        return False

    def patch(self, tiles, patches, shown):
        """Shade the boxes again, and with them the labels of ``tiles``' cells flagged in
        ``patches`` (a byte a cell; no ``tiles``: none), over ``zone`` of each cell out to
        whole pixels but inside the cell: a label a box would cut into is hidden whole. A
        change of the whole screen."""
        self._bitmap.fill(0)
        for side in range(BOXES):
            self._shaded[side] = 0
        rows = self._rows
        for row in range(_ROWS):
            rows[row] = 0
        for position in range(tiles.columns * tiles.rows if tiles is not None else 0):
            if patches[position]:
                x, y, zone = tiles.cell_x(position), tiles.cell_y(position), tiles.zone
                top = max((y + zone[1]) // GRAIN, -(-y // GRAIN))
                bottom = min(-(-(y + zone[3]) // GRAIN), (y + tiles.tile_height) // GRAIN)
                bitmaptools.fill_region(
                    self._bitmap, max((x + zone[0]) // GRAIN, -(-x // GRAIN)), top,
                    min(-(-(x + zone[2]) // GRAIN), (x + tiles.tile_width) // GRAIN), bottom, 1)
                for row in range(top, bottom):
                    rows[row] = _PATCHED
        self.shade(shown)
        self.changed += 2

    def shade(self, shown):
        """Bring the bitmap in line with ``boxes`` (every box that moved cleared, then shaded
        where it is now) and its bands with the rows shaded; the layer in sight if
        ``shown``."""
        boxes, shaded = self.boxes, self._shaded
        moved = False
        for fill in range(2):
            was = boxes if fill else shaded
            for at in range(0, BOXES, 4):
                if boxes[at] == shaded[at] and boxes[at + 1] == shaded[at + 1] and \
                        boxes[at + 2] == shaded[at + 2] and boxes[at + 3] == shaded[at + 3]:
                    continue
                if was[at + 2] > was[at]:  # out to whole pixels of the bitmap
                    bitmaptools.fill_region(self._bitmap, was[at] // GRAIN,
                                            was[at + 1] // GRAIN, -(-was[at + 2] // GRAIN),
                                            -(-was[at + 3] // GRAIN), fill)
                if fill:
                    for side in range(at, at + 4):
                        shaded[side] = boxes[side]
                    self.changed += 1
                    moved = True
        if moved:
            self._band()
        if self._bands.hidden == shown:
            show(self._bands, shown)  # hidden: off the screen too (puzzle.tiles.show)
            self.changed += 2

    def _band(self):
        """A band for each run of the rows the boxes and patches reach."""
        rows, boxes = self._rows, self.boxes
        for row in range(_ROWS):
            rows[row] &= _PATCHED  # the boxes' rows found again
        for at in range(0, BOXES, 4):
            if boxes[at + 2] > boxes[at]:
                for row in range(boxes[at + 1] // GRAIN, -(-boxes[at + 3] // GRAIN)):
                    rows[row] |= _BOXED
        bands = self._bands
        while len(bands):
            bands.pop()
        start = 0
        while start < _ROWS:
            end = start
            while end < _ROWS and rows[end]:
                end += 1
            if end > start:
                band = displayio.TileGrid(self._bitmap, pixel_shader=self._palette,
                                          height=end - start, tile_width=SCREEN_WIDTH // GRAIN,
                                          tile_height=1, default_tile=start)
                band.y = start
                for row in range(1, end - start):
                    band[row] = start + row
                bands.append(band)
            start = end + 1
        self.changed += 2
