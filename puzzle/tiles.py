# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The tiles of one board size on the screen: what the cells show, a tile on its way, marks.

A cell shows tile ``t`` of a sheet whose tile ``n - 1`` is the gap (a black tile). The sheet
is one of three, each a stack of *layers* (TileGrids whose cells always hold the same tile
numbers):

- a picture set's tilesheet (``tiles4.bmp``...), loaded into RAM: one layer, the fast path;
- the set's whole picture on flash (``full.bmp``, any BMP ``displayio.OnDiskBitmap`` reads)
  when it has no tilesheet for the size: a TileGrid cuts it into tiles as it draws, nothing
  of it is copied into RAM; a second layer, drawn by :func:`puzzle.numbered.overlay`, carries
  each tile's number in its corner and covers the gap's cell in black;
- numbered tiles drawn by :func:`puzzle.numbered.tilesheet` when there is no picture.

Over the layers go the *marks*, cells of one small 1-bit sheet made with the tiles (nothing
made per move): a light ring inside the gap's cell, so the gap stands out from a picture's
own black; a patch over a tile's label while a text box reaches into it; the hint's frame.
"""

import bitmaptools
import displayio

from .screen import SCREEN_HEIGHT, SCREEN_WIDTH


class Layer:
    """A sheet (``bitmap``, ``shader``) cut into parts of ``width`` x ``height``, of which a
    board's tile ``t`` takes the ``kx`` x ``ky`` block whose first is part ``(x, y)`` moved
    ``(t % columns * kx, t // columns * ky)`` parts on. A tilesheet is ``Layer(bitmap,
    palette, width, height)``: its tile ``t`` is tile ``t``."""

    def __init__(self, bitmap, shader, width, height, kx=1, ky=1, x=0, y=0):
        self.bitmap, self.shader = bitmap, shader
        self.width, self.height, self.kx, self.ky = width, height, kx, ky
        self.across = bitmap.width // width  # parts in a row of the sheet
        self.first = y * self.across + x


def cut(columns, rows):
    """How the whole picture (160x128) is cut into ``columns`` x ``rows`` tiles by a TileGrid,
    whose tiles must divide the picture exactly: ``(tile width, tile height, kx, ky, x, y)``.

    The tiles are the largest that divide the screen (a 3x3 board: 40x32, not the 53x42 of a
    tilesheet), the board's part of the picture is its centre, and each tile is made of
    ``kx`` x ``ky`` of the TileGrid's, of which ``(x, y)`` is the board's first.
    """
    width = _largest_divisor(SCREEN_WIDTH, SCREEN_WIDTH // columns)
    height = _largest_divisor(SCREEN_HEIGHT, SCREEN_HEIGHT // rows)
    left = (SCREEN_WIDTH - columns * width) // 2
    top = (SCREEN_HEIGHT - rows * height) // 2
    part_width, part_height = _gcd(width, left), _gcd(height, top)
    return (width, height, width // part_width, height // part_height, left // part_width,
            top // part_height)


def _largest_divisor(number, most):
    return max(d for d in range(1, most + 1) if number % d == 0)


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


# The marks' sheet: a tile of each, as large as a cell.
_CLEAR, _COVER, _RING, _FRAME = range(4)
RING_COLOR = 0xC0C0C0  # the gap's ring: light between the gap's black edge and its black inside
FRAME_COLOR = 0xFFE000  # the hint's frame


class Tiles:
    """The TileGrids of a ``columns`` x ``rows`` board of ``width`` x ``height`` cells, one a
    :class:`Layer`, in ``group``; the same tile numbers in every one; the marks over them.

    :param int whole: the tile that completes the picture in the last cell (solved grid)
    :param zone: ``(left, top, right, bottom)`` in a tile of what its label may cover, or
        None when the tiles carry no labels
    :param int cover: the colour of a patch over a label (the tile's face, the badge's black)
    :param marks: the marks' sheet for these cells and ``zone`` (:func:`make_marks`), when
        one is kept; else it is made here
    """

    def __init__(self, layers, columns, rows, width, height, whole, zone=None, cover=0x000000,
                 marks=None):
        self.columns, self.rows, self.whole = columns, rows, whole
        self.tile_width, self.tile_height = width, height
        self.zone = zone
        # centred: a 3x3 board of 53x42 tiles covers 159x126 of the 160x128 screen
        self.x = (SCREEN_WIDTH - columns * width) // 2
        self.y = (SCREEN_HEIGHT - rows * height) // 2
        self.group = displayio.Group()
        self._sprite = displayio.Group()  # the tile on its way during a slide: a cell a layer
        self._sprite.hidden = True
        self.layers = layers
        self._grids = []
        for layer in layers:
            self._grids.append(displayio.TileGrid(
                layer.bitmap, pixel_shader=layer.shader, width=columns * layer.kx,
                height=rows * layer.ky, tile_width=layer.width, tile_height=layer.height,
                x=self.x, y=self.y))
            self._sprite.append(displayio.TileGrid(
                layer.bitmap, pixel_shader=layer.shader, width=layer.kx, height=layer.ky,
                tile_width=layer.width, tile_height=layer.height))
            self.group.append(self._grids[-1])
        self._shown = bytearray(b"\xff" * columns * rows)  # the tile in each cell
        if marks is None:
            marks = make_marks(width, height, zone)
        self._ring = _mark(marks, _RING, RING_COLOR, width, height)  # under the gliding tile
        self.gap = -1  # the cell the gap is drawn in, its ring with it (-1: none, hidden)
        self._covers = _mark(marks, _CLEAR, cover, width, height, columns, rows)
        self._covers.x, self._covers.y = self.x, self.y
        self._covered = 0  # cells with a patch: the covers are hidden while there are none
        self._frame = _mark(marks, _FRAME, FRAME_COLOR, width, height)
        for layer in (self._ring, self._sprite, self._covers, self._frame):
            self.group.append(layer)

    def __getitem__(self, position):
        return self._shown[position]

    def draw(self, position, tile):
        """Show ``tile`` in the cell at ``position``; only a change is written (True)."""
        if self._shown[position] == tile:
            return False
        self._shown[position] = tile
        columns = self.columns
        for index in range(len(self.layers)):
            layer = self.layers[index]
            _write(self._grids[index], layer, tile, columns,
                   position // columns * layer.ky * columns * layer.kx
                   + position % columns * layer.kx, columns * layer.kx)
        if tile == columns * self.rows - 1:  # the gap: its ring goes with it
            self.gap = position
            self._ring.x, self._ring.y = self.cell_x(position), self.cell_y(position)
            show(self._ring, True)
        elif position == self.gap:
            self.gap = -1
            show(self._ring, False)
        return True

    def cover(self, position, covered):
        """Patch over the label of the tile at ``position`` (True: a text box reaches into
        it, the rest of the tile stays in sight), or take the patch away (False)."""
        mark = _COVER if covered else _CLEAR
        covers = self._covers
        if covers[position] == mark:
            return
        covers[position] = mark
        self._covered += 1 if covered else -1
        show(covers, self._covered > 0)

    def slide(self, tile, source, target, fraction):
        """Draw ``tile`` ``fraction`` (0 to 1) of the way from cell ``source`` to ``target``.

        At 0 the source cell goes black and the tile rides on the sprite; at 1 it lands in the
        target cell and the sprite goes: the cells are written once each, and in between only
        the sprite moves, inside those two cells.
        """
        sprite = self._sprite
        if fraction <= 0:
            self.draw(source, self.columns * self.rows - 1)
            for index in range(len(self.layers)):
                layer = self.layers[index]
                _write(sprite[index], layer, tile, self.columns, 0, layer.kx)
        if fraction >= 1:
            self.draw(target, tile)
            show(sprite, False)
            return
        sprite.x = self.cell_x(source) + int((self.cell_x(target) - self.cell_x(source))
                                             * fraction)
        sprite.y = self.cell_y(source) + int((self.cell_y(target) - self.cell_y(source))
                                             * fraction)
        show(sprite, True)

    @property
    def gliding(self):
        """True while a tile is on its way between two cells."""
        return not self._sprite.hidden

    def highlight(self, position):
        """Frame the cell at ``position``; -1 takes the frame away."""
        if position < 0:
            show(self._frame, False)
            return
        self._frame.x = self.cell_x(position)
        self._frame.y = self.cell_y(position)
        show(self._frame, True)

    def cell_x(self, position):
        return self.x + position % self.columns * self.tile_width

    def cell_y(self, position):
        return self.y + position // self.columns * self.tile_height


def _write(grid, layer, tile, columns, at, stride):
    """Write ``layer``'s tile ``tile`` into ``grid`` from its cell ``at``, ``stride`` cells a
    row (cells by number: ``grid[x, y]`` would make a tuple a write)."""
    first = layer.first + tile // columns * layer.ky * layer.across + tile % columns * layer.kx
    for j in range(layer.ky):
        for i in range(layer.kx):
            grid[at + j * stride + i] = first + j * layer.across + i


def make_marks(width, height, zone):
    """The marks' sheet, 1 bit a pixel, a tile of each: clear, a label's patch over ``zone``,
    the gap's ring (1 pixel, 1 pixel in from the edge) and the hint's frame (2 pixels)."""
    marks = displayio.Bitmap(4 * width, height, 2)
    if zone is not None:
        left = _COVER * width
        bitmaptools.fill_region(marks, left + zone[0], zone[1], left + min(zone[2], width),
                                min(zone[3], height), 1)
    _outline(marks, _RING * width + 1, 1, width - 2, height - 2, 1)
    _outline(marks, _FRAME * width, 0, width, height, 2)
    return marks


def _outline(bitmap, left, top, width, height, thickness):
    bitmaptools.fill_region(bitmap, left, top, left + width, top + height, 1)
    bitmaptools.fill_region(bitmap, left + thickness, top + thickness,
                            left + width - thickness, top + height - thickness, 0)


def _mark(marks, tile, color, width, height, columns=1, rows=1):
    """A TileGrid of ``marks`` in ``color``, every cell showing ``tile``; hidden."""
    palette = displayio.Palette(2)
    palette[1] = color
    palette.make_transparent(0)
    grid = displayio.TileGrid(marks, pixel_shader=palette, width=columns, height=rows,
                              tile_width=width, tile_height=height, default_tile=tile)
    grid.hidden = True
    return grid


def show(layer, visible):
    """Show or hide a layer, touching it only on a change: setting ``hidden`` (even to the
    value it has) makes CircuitPython redraw the whole layer."""
    if layer.hidden == visible:
        layer.hidden = not visible
