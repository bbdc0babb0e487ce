# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Lines of text on a black box: the built-in font's glyphs as the tiles of a TileGrid, as
CircuitPython's own terminal shows text. The module holds about 2 KB of heap where
``adafruit_display_text`` held 17 KB (``make bench``)."""

import displayio
import terminalio

PAD_X = 3  # the box reaches this far left and right of its text (at scale 1)
PAD_Y = 1  # and this far above and below
_ASKED = "?"  # shown for a character the font has not


class Glyphs:
    """The font's glyphs as the tiles of one bitmap, and the tile of each character.

    On the badge that bitmap is the font's own, in flash, and a character's tile is looked
    up when it is first written (each lookup makes a Glyph). Where each glyph is a bitmap of
    its own (Blinka's font on a desktop) they are copied into one, about 2 KB.
    """

    def __init__(self, font=terminalio.FONT):
        self._font = font
        self.width, self.height = font.get_bounding_box()[:2]
        self._tiles = bytearray(b"\xff" * 256)  # 255: not looked up yet
        asked = font.get_glyph(ord(_ASKED))
        if asked.bitmap is font.bitmap:
            self.bitmap = font.bitmap
            self._asked = asked.tile_index
            return
        codes = [code for code in range(32, 256) if font.get_glyph(code) is not None]
        self.bitmap = displayio.Bitmap(self.width * len(codes), self.height, 2)
        for tile, code in enumerate(codes):
            self._copy(font.get_glyph(code).bitmap, tile)
            self._tiles[code] = tile
        self._asked = codes.index(ord(_ASKED))

    def tile(self, code):
        """The tile of the character ``code``: the font's "?" for one it has not."""
        if code >= 256:
            return self._asked
        tile = self._tiles[code]
        if tile == 255:
            glyph = self._font.get_glyph(code) if code >= 32 else None
            tile = glyph.tile_index if glyph is not None and glyph.bitmap is self.bitmap else -1
            tile = tile if 0 <= tile < 255 else self._asked
            self._tiles[code] = tile
        return tile

    def _copy(self, source, tile):
        left = tile * self.width
        for y in range(min(self.height, source.height)):
            for x in range(min(self.width, source.width)):
                if source[x, y]:
                    self.bitmap[left + x, y] = 1


class TextBox:
    """Lines of text in ``color`` on a ``background`` box, in ``group`` (a displayio Group to
    put on the screen); hidden until shown.

    A new text makes a TileGrid of its size and a one-bit box behind it (a few hundred bytes,
    let go of with the text before): the PyBadge has no ``vectorio`` to draw a box with.

    :param Glyphs glyphs: the font's tiles (one for all boxes)
    """

    def __init__(self, glyphs, color=0xFFFFFF, background=0x000000):
        self._glyphs = glyphs
        self._ink = displayio.Palette(2)  # 0: the background, of the box and the glyphs
        self._ink[0] = background
        self._ink[1] = color
        self.group = displayio.Group()
        self.group.hidden = True
        self.text = ""  # what is shown ("" while hidden)

    @property
    def hidden(self):
        return self.group.hidden

    @property
    def scale(self):
        return self.group.scale

    def show(self, text, scale, left, top):
        """``text`` (lines split by ``"\\n"``) in a box whose top left is at ``left, top``
        on the screen, each font pixel ``scale`` pixels; ``""`` hides the box."""
        group = self.group
        if not text:
            if not group.hidden:  # touched only on a change: it redraws the layer
                group.hidden = True
            self.text = ""
            return
        if text != self.text:
            self._write(text)
        if group.scale != scale:
            group.scale = scale
        if group.x != left or group.y != top:
            group.x, group.y = left, top
        if group.hidden:
            group.hidden = False

    def _write(self, text):
        glyphs = self._glyphs
        lines = text.split("\n")
        columns = 0
        for line in lines:
            columns = max(columns, len(line))
        grid = displayio.TileGrid(
            glyphs.bitmap, pixel_shader=self._ink, width=columns, height=len(lines),
            tile_width=glyphs.width, tile_height=glyphs.height, x=PAD_X, y=PAD_Y,
            default_tile=glyphs.tile(32))
        for row in range(len(lines)):
            line, at = lines[row], row * columns
            for column in range(len(line)):
                grid[at + column] = glyphs.tile(ord(line[column]))
        box = displayio.Bitmap(columns * glyphs.width + 2 * PAD_X,
                               len(lines) * glyphs.height + 2 * PAD_Y, 1)
        group = self.group
        while len(group):
            group.pop()
        group.append(displayio.TileGrid(box, pixel_shader=self._ink))
        group.append(grid)
        self.text = text
