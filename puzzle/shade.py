# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The black boxes behind the texts, on one bitmap of the screen's size made once.

A label's own box (``background_color``) is a Bitmap of its text's size, up to about 1 KB for
the menu, made again for every text; over an evening those blocks, freed and made between
long-lived objects, cut the heap into holes too small for the next one. Here each box is
shaded with ``bitmaptools.fill_region`` in a 1-bit Bitmap made with the captions, and only a
box that moved is cleared and shaded again.
"""

import bitmaptools
import displayio

from .screen import SCREEN_HEIGHT, SCREEN_WIDTH

BOXES = 4  # the title's, the subtitle's, the notice's and the note's
_CLEAR, _SHADED = 0, 1  # the bitmap's values: nothing, or the boxes' colour


class Shade:
    """``BOXES`` boxes in one layer appended to ``group``, hidden while none is wanted (a
    glide then looks through no extra layer).

    :param int color: the boxes' colour (0xRRGGBB)
    """

    def __init__(self, group, color):
        self._bitmap = displayio.Bitmap(SCREEN_WIDTH, SCREEN_HEIGHT, 2)
        palette = displayio.Palette(2)
        palette[_SHADED] = color
        palette.make_transparent(_CLEAR)
        self._layer = displayio.TileGrid(self._bitmap, pixel_shader=palette)
        self._layer.hidden = True
        group.append(self._layer)
        # The boxes wanted, left, top, right, bottom each (right <= left: none); as shaded.
        self.boxes = [0] * (4 * BOXES)
        self._shaded = [0] * (4 * BOXES)
        # Boxes shaded anew since the view last looked (2 for the layer coming or going): the
        # bitmap's changed area is one rectangle around them all, so two or more are drawn as
        # a change of the whole screen.
        self.changed = 0

    def clear(self, box):
        """No box ``box`` (0 to ``BOXES`` - 1) from the next :meth:`shade` on."""
        boxes = self.boxes
        for at in range(4 * box, 4 * box + 4):
            boxes[at] = 0

    def shade(self, shown):
        """Bring the bitmap in line with ``boxes``, and the layer in sight if ``shown``."""
        boxes, shaded, bitmap = self.boxes, self._shaded, self._bitmap
        for at in range(0, 4 * BOXES, 4):
            if not _same(boxes, shaded, at) and shaded[at + 2] > shaded[at]:
                bitmaptools.fill_region(bitmap, shaded[at], shaded[at + 1], shaded[at + 2],
                                        shaded[at + 3], _CLEAR)
        for at in range(0, 4 * BOXES, 4):
            if not _same(boxes, shaded, at):
                if boxes[at + 2] > boxes[at]:
                    bitmaptools.fill_region(bitmap, boxes[at], boxes[at + 1], boxes[at + 2],
                                            boxes[at + 3], _SHADED)
                for side in range(at, at + 4):
                    shaded[side] = boxes[side]
                self.changed += 1
        if self._layer.hidden == shown:
            self._layer.hidden = not shown
            self.changed += 2  # the layer comes or goes: the whole screen


def _same(boxes, others, at):
    """True when the box at ``at`` of ``boxes`` is that of ``others`` (no list is made)."""
    return (boxes[at] == others[at] and boxes[at + 1] == others[at + 1]
            and boxes[at + 2] == others[at + 2] and boxes[at + 3] == others[at + 3])
