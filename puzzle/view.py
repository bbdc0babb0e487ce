# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The displayio scene: the whole picture, one TileGrid of tiles per board size, two labels.

Everything is built once and stays in the root group; showing something else only flips
``hidden``, sets label text, or writes the TileGrid cells that differ from the board.
"""

import displayio
import terminalio
from adafruit_display_text import bitmap_label

from . import numbered

SCREEN_WIDTH = 160
SCREEN_HEIGHT = 128
_TEXT_BACKGROUND = 0x000000
_TEXT_COLOR = 0xFFFFFF
_TITLE_SCALE = 2


class View:
    """Shows the game on a displayio display.

    :param display: ``board.DISPLAY`` on the badge, a ``PyGameDisplay`` on the desktop
    :param str picture: path of the whole picture (a BMP), or None for numbered tiles
    :param int tile_color: face colour of the numbered tiles (0xRRGGBB)
    :param int number_color: colour of the numbers on them
    """

    def __init__(self, display, picture=None, tile_color=0x3060C0, number_color=0xFFFFFF):
        self._tile_color = tile_color
        self._number_color = number_color
        self._root = displayio.Group()
        self._picture = None
        if picture:
            # OnDiskBitmap reads the file as it draws: the picture costs no RAM.
            bitmap = displayio.OnDiskBitmap(picture)
            self._picture = displayio.TileGrid(bitmap, pixel_shader=bitmap.pixel_shader)
            self._root.append(self._picture)
        self._tiles = displayio.Group()  # one TileGrid per board size, made when first used
        self._grids = {}  # (columns, rows) -> TileGrid
        self._grid = None  # the one on show
        self._columns = self._rows = 0  # its size
        self._root.append(self._tiles)
        self._title = self._label(_TITLE_SCALE, 20)
        self._subtitle = self._label(1, SCREEN_HEIGHT - 10)
        self._notice = self._label(1, SCREEN_HEIGHT // 2)
        display.root_group = self._root

    def _label(self, scale, y):
        label = bitmap_label.Label(
            terminalio.FONT, text=" ", color=_TEXT_COLOR, background_color=_TEXT_BACKGROUND,
            padding_left=3, padding_right=3, padding_top=1, padding_bottom=1,
            scale=scale, anchor_point=(0.5, 0.5), anchored_position=(SCREEN_WIDTH // 2, y),
        )
        self._root.append(label)
        return label

    def show_picture(self, board, title, subtitle, notice=""):
        """The whole picture for ``board``'s size, a title, a line of text and maybe a notice."""
        if self._picture is None:
            # Numbered tiles: the whole picture is the solved grid with its last tile in place.
            self._use_grid(board)
            last = board.width * board.height - 1
            for position in range(last):
                self._draw(position, position)
            self._draw(last, last + 1)
        else:
            _show(self._picture, True)
            _show(self._tiles, False)
        self._set_text(title, subtitle, notice)

    def show_board(self, board, title="", subtitle=""):
        """The tiles of ``board``: only the cells that differ from what is shown are written."""
        self._use_grid(board)
        for position in range(board.width * board.height):
            self._draw(position, board.tile_at(position))
        if self._picture is not None:
            _show(self._picture, False)
        self._set_text(title, subtitle)

    def _draw(self, position, tile):
        if self._grid[position] != tile:
            self._grid[position] = tile

    def _use_grid(self, board):
        """Show the TileGrid for ``board``'s size, making it the first time."""
        _show(self._tiles, True)
        if board.width == self._columns and board.height == self._rows:
            return  # the usual case, and the only one during play: nothing to allocate
        if self._grid is not None:
            _show(self._grid, False)
        self._columns, self._rows = board.width, board.height
        size = (self._columns, self._rows)
        if size not in self._grids:
            self._grids[size] = self._make_grid(self._columns, self._rows)
            self._tiles.append(self._grids[size])
        self._grid = self._grids[size]
        _show(self._grid, True)

    def _make_grid(self, columns, rows):
        tile_width = SCREEN_WIDTH // columns
        tile_height = SCREEN_HEIGHT // rows
        bitmap, palette = numbered.tilesheet(
            columns, rows, tile_width, tile_height, self._tile_color, self._number_color
        )
        return displayio.TileGrid(
            bitmap, pixel_shader=palette, width=columns, height=rows,
            tile_width=tile_width, tile_height=tile_height,
            # centred: a 3x3 board of 53x42 tiles covers 159x126 of the 160x128 screen
            x=(SCREEN_WIDTH - columns * tile_width) // 2,
            y=(SCREEN_HEIGHT - rows * tile_height) // 2,
        )

    def _set_text(self, title, subtitle, notice=""):
        _set_label(self._title, title)
        _set_label(self._subtitle, subtitle)
        _set_label(self._notice, notice)


def _set_label(label, text):
    """Show ``text`` on ``label``, or hide it for ``""``; unchanged text costs nothing."""
    if text and label.text != text:
        label.text = text
    _show(label, bool(text))


def _show(layer, visible):
    """Show or hide a layer, touching it only on a change: setting ``hidden`` (even to the
    value it has) makes CircuitPython redraw the whole layer."""
    if layer.hidden == visible:
        layer.hidden = not visible
