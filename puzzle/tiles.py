# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The tiles of one board size on the screen: what the cells show, a tile on its way, the frame.

Every board size draws its tiles into one bitmap of the screen's size, the *board*, made once
(:mod:`puzzle.sheets`): a cell's pixels are its tile's. A tilesheet is loaded into the board
as it is (solved); numbered tiles are drawn into it. A move copies the moved tile's pixels
into the gap's cell and the gap's into the cell it left, with ``bitmaptools.blit``; another
arrangement (a scramble, a restart) is reached by moving cells along the cycles of the
permutation, through a *spare* bitmap of one tile (nothing made per move). The same spare
carries the tile on its way during a glide, on a sprite. Tile ``n - 1`` is the gap: black,
with a light ring drawn into it a pixel in from its edge, so the gap stands out from a
picture's own black; the ring goes where the gap's pixels go, so a move writes the board's two
cells and nothing else (a ring of its own, over the board, would be a second area to draw).

A set with no tilesheet for the size is cut from its whole picture on the flash (``full.bmp``,
any BMP ``displayio.OnDiskBitmap`` reads): a TileGrid cuts it into tiles as it draws, nothing
of it copied into RAM, its cells written by tile number; the board, over it, carries each
tile's number in its corner and the gap's black, the rest clear
(:func:`puzzle.numbered.overlay`).

Over them goes the hint's *frame*, a cell of 1 bit a pixel made with the tiles (nothing made
per move). A patch over a tile's label while a text box reaches into it is the captions'
(:meth:`puzzle.captions.Captions.patch`), over ``zone`` of the cell.
"""

import bitmaptools
import displayio

from .layout import SCREEN_HEIGHT, SCREEN_WIDTH


RING_COLOR = 0xC0C0C0  # the gap's ring: light between the gap's black edge and its black inside
FRAME_COLOR = 0xFFE000  # the hint's frame


class Tiles:
    """A ``columns`` x ``rows`` board of ``width`` x ``height`` cells, centred on the screen,
    drawn in ``board`` (the screen's pixels, ``palette``'s colours), in ``group``; the hint's
    frame over it.

    :param spare: a bitmap of one cell, as deep as ``board``: the tile on its way
    :param int whole: the tile that completes the picture in the last cell (solved grid);
        ``n`` (not the gap's ``n - 1``) is drawn there by ``finish(board, x, y)``
    :param zone: ``(left, top, right, bottom)`` in a tile of what its label may cover, or
        None when the tiles carry no labels
    :param frame: the hint's frame for these cells (:func:`make_frame`)
    :param picture: the whole picture under the board, cut into these cells
        (:class:`puzzle.numbered.Cut`), or None
    """

    def __init__(self, board, palette, spare, columns, rows, width, height, whole, zone,
                 frame, picture=None, finish=None):
        self.columns, self.rows, self.whole = columns, rows, whole
        self.tile_width, self.tile_height = width, height
        self.zone = zone
        self.board, self._spare, self._finish = board, spare, finish
        # centred: a 3x3 board of 53x42 tiles covers 159x126 of the 160x128 screen
        self.x = (SCREEN_WIDTH - columns * width) // 2
        self.y = (SCREEN_HEIGHT - rows * height) // 2
        self.group = displayio.Group()
        self._sprite = displayio.Group()  # the tile on its way during a slide
        self._picture = picture
        if picture is not None:  # its cells, and the sprite's part of it
            self._cells = picture.grid(columns, rows, self.x, self.y)
            self.group.append(self._cells)
            self._sprite.append(picture.grid(1, 1))
        self.group.append(displayio.TileGrid(board, pixel_shader=palette))
        self._sprite.append(displayio.TileGrid(spare, pixel_shader=palette))
        # hidden once its layers are in (Blinka's Group hides only the layers it has)
        self._sprite.hidden = True
        self._sprite.y = PARKED
        self.gliding = False  # a tile is on its way between two cells: the sprite shown
        self._riding = -1  # the tile the spare carries (-1: none)
        self._shown = bytearray(b"\xff" * columns * rows)  # the tile in each cell
        self.gap = -1  # the cell the gap is drawn in, its ring with it (-1: none)
        self._ring = 0  # the palette's index the ring is drawn in (see drawn)
        self._frame = _framed(frame)
        for layer in (self._sprite, self._frame):
            self.group.append(layer)

    def __getitem__(self, position):
        return self._shown[position]

    def drawn(self, ring):
        """The board now holds these tiles solved, the gap in the last cell (just loaded or
        drawn), not what this board showed before: the gap's ring is drawn into it in the
        palette's colour ``ring``."""
        for position in range(len(self._shown)):
            self._put(position, position)
        self._riding = -1
        self._ring = ring
        self._draw_ring(len(self._shown) - 1)

    def arrange(self, board, whole=False):
        """Show ``board``'s tiles (``whole``: solved, the last cell completing the picture),
        moving only the cells that differ; how many cells were written."""
        shown = self._shown
        gap = len(shown) - 1
        written = 0
        finish = whole and self.whole != gap
        if shown[gap] > gap and not finish:  # the last tile drawn whole: the gap again
            bitmaptools.fill_region(self.board, self.cell_x(gap), self.cell_y(gap),
                                    self.cell_x(gap) + self.tile_width,
                                    self.cell_y(gap) + self.tile_height, 0)
            self._draw_ring(gap)
            self._put(gap, gap)
            written += 1
        for start in range(gap + 1):
            tile = start if whole else board.tile_at(start)
            held = shown[start]
            if held == tile or held > gap:
                continue
            self._copy(start, -1)  # the cycle's first tile waits in the spare
            hole = start
            while tile != held:
                source = 0
                while shown[source] != tile:
                    source += 1
                self._copy(source, hole)
                written += 1
                hole = source
                tile = hole if whole else board.tile_at(hole)
            self._copy(-1, hole)
            written += 1
        self._riding = -1
        if finish and shown[gap] == gap:
            self._finish(self.board, self.cell_x(gap), self.cell_y(gap))
            self._put(gap, self.whole)
            written += 1
        self.gap = -1  # none: the last tile drawn whole
        for position in range(gap + 1):
            if shown[position] == gap:
                self.gap = position
                break
        return written

    def _copy(self, source, target):
        """The tile in cell ``source`` copied to cell ``target`` (-1: the spare)."""
        width, height = self.tile_width, self.tile_height
        if source < 0:
            bitmaptools.blit(self.board, self._spare, self.cell_x(target), self.cell_y(target))
            self._put(target, self._riding)
            return
        x, y = self.cell_x(source), self.cell_y(source)
        if target < 0:
            bitmaptools.blit(self._spare, self.board, 0, 0, x1=x, y1=y, x2=x + width,
                             y2=y + height)
            self._riding = self._shown[source]
        else:
            bitmaptools.blit(self.board, self.board, self.cell_x(target), self.cell_y(target),
                             x1=x, y1=y, x2=x + width, y2=y + height)
            self._put(target, self._shown[source])

    def _put(self, position, tile):
        self._shown[position] = tile
        if self._picture is not None:
            self._picture.put(self._cells, position, tile, self.columns)

    def _draw_ring(self, position):
        """The gap's ring drawn into the board in cell ``position``, the gap's."""
        self.gap = position
        x, y = self.cell_x(position) + 1, self.cell_y(position) + 1
        right, bottom = x + self.tile_width - 2, y + self.tile_height - 2
        for x1, y1, x2, y2 in ((x, y, right, y + 1), (x, bottom - 1, right, bottom),
                               (x, y, x + 1, bottom), (right - 1, y, right, bottom)):
            bitmaptools.fill_region(self.board, x1, y1, x2, y2, self._ring)

    def slide(self, tile, source, target, fraction):
        """Draw ``tile`` ``fraction`` (0 to 1) of the way from cell ``source`` to ``target``
        (the gap's).

        At 0 the tile goes onto the sprite and its cell takes the gap's pixels; at 1 it lands
        in the target cell and the sprite goes: the cells are written once each, and in
        between only the sprite moves, inside those two cells.
        """
        sprite = self._sprite
        if self._shown[source] == tile:  # it sets off
            self._copy(source, -1)
            self._copy(target, source)
            self.gap = source
            if self._picture is not None:
                self._picture.put(sprite[0], 0, tile)
        if fraction >= 1:
            if self._riding == tile:
                self._copy(-1, target)
            self._riding = -1
            self.gliding = False
            show(sprite, False)
            return
        sprite.x = self.cell_x(source) + int((self.cell_x(target) - self.cell_x(source))
                                             * fraction)
        sprite.y = self.cell_y(source) + int((self.cell_y(target) - self.cell_y(source))
                                             * fraction)
        self.gliding = True
        show(sprite, True)

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


def make_frame(width, height):
    """The hint's frame for cells of ``width`` x ``height``: 2 pixels wide, 1 bit a pixel."""
    frame = displayio.Bitmap(width, height, 2)
    bitmaptools.fill_region(frame, 0, 0, width, height, 1)
    bitmaptools.fill_region(frame, 2, 2, width - 2, height - 2, 0)
    return frame


_FRAMED = displayio.Palette(2)  # the frame's colours: every board size's frame shares them
_FRAMED[1] = FRAME_COLOR
_FRAMED.make_transparent(0)


def _framed(frame):
    """A TileGrid of ``frame`` in ``FRAME_COLOR``; hidden."""
    grid = displayio.TileGrid(frame, pixel_shader=_FRAMED)
    grid.hidden = True
    grid.y = PARKED
    return grid


# How far below the screen a hidden layer waits (see show): far past any layer's height.
PARKED = 4096


def show(layer, visible):
    """Show or hide a layer, touching it only on a change: setting ``hidden`` (even to the
    value it has) makes CircuitPython redraw the whole layer.

    A hidden layer also waits ``PARKED`` pixels below the screen, and comes back up when shown
    (a layer placed anew before it is shown stays where it was placed). CircuitPython's full
    refresh (a change of screen) takes a hidden layer with nothing drawn as drawn where it is,
    and the next refresh that is not full draws that whole area again: a game's first move drew
    the whole picture's and the text boxes' hidden layers, two screens. Off the screen, that
    area draws nothing."""
    if layer.hidden == visible:
        layer.hidden = not visible
        if visible:
            if layer.y >= PARKED // 2:
                layer.y -= PARKED
        elif layer.y < PARKED // 2:
            layer.y += PARKED
