# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The displayio scene: the whole picture, one TileGrid of tiles, and three labels.

The game asks five things of it (a fake with the same methods stands in for it in tests)::

    view.use_pictures(name, sizes)  # the picture set to use (None: numbered); -> [problems]
    view.show_picture(board, title, subtitle, notice="")  # the whole picture and text
    view.show_board(board, title="", subtitle="", notice="")  # the tiles, and text over them
    view.highlight(position)  # frame one cell (-1: none)
    view.slide(tile, source, target, fraction)  # a tile on its way from one cell to another

and, for the desktop's mouse, ``view.cell_at(x, y)``: the cell shown at a screen pixel.

The scene is built once. Showing something else only flips ``hidden``, sets label text, or
writes the TileGrid cells that differ from the board; layers are swapped only when the player
chooses another picture set or board size, or when the whole picture takes the screen (the
tiles' sheet is let go of then), never during play.
"""

import bitmaptools
import displayio
import terminalio
from adafruit_display_text import bitmap_label, wrap_text_to_pixels

from . import numbered
from .pictures import SCREEN_HEIGHT, SCREEN_WIDTH, PictureError, check_bmp, sheet_name, tile_size

_TEXT_BACKGROUND = 0x000000
_TEXT_COLOR = 0xFFFFFF
_TITLE_SCALE = 2
_NOTICE_WIDTH = SCREEN_WIDTH - 8  # pixels a line of a notice may take


class View:
    """Shows the game on a displayio display.

    :param display: ``board.DISPLAY`` on the badge, a ``PyGameDisplay`` on the desktop
    :param str images: the folder of the picture sets
    :param int tile_color: face colour of the numbered tiles (0xRRGGBB)
    :param int number_color: colour of the numbers on them
    :param str labels: what the numbered tiles carry: "numbers", "letters" or "none"
    """

    def __init__(self, display, images="images", tile_color=0x3060C0, number_color=0xFFFFFF,
                 labels="numbers"):
        self._images = images
        self._labels = labels
        self._tile_color = tile_color
        self._number_color = number_color
        self._sheets = {}  # (columns, rows) -> path of a checked tilesheet of the picture set
        self._picture = displayio.Group()  # the set's whole picture, if it has a good one
        self._tiles = displayio.Group()  # the TileGrid of the board size in use
        self._grid = None
        self._sprite = None  # a tile sliding between two cells
        self._frame = None  # a frame over one of its cells, shown by highlight()
        self._columns = self._rows = 0  # its size
        self._tile_width = self._tile_height = 0
        self._whole = 0  # the tile that completes the picture in the grid's last cell
        self._root = displayio.Group()
        self._root.append(self._picture)
        self._root.append(self._tiles)
        self._title = self._label(_TITLE_SCALE, (0.5, 0.5), 20)
        self._subtitle = self._label(1, (0.5, 1.0), SCREEN_HEIGHT - 1)
        self._notice = self._label(1, (0.5, 0.5), SCREEN_HEIGHT // 2)
        display.root_group = self._root

    def _label(self, scale, anchor, y):
        label = bitmap_label.Label(
            terminalio.FONT, text=" ", color=_TEXT_COLOR, background_color=_TEXT_BACKGROUND,
            padding_left=3, padding_right=3, padding_top=1, padding_bottom=1,
            scale=scale, anchor_point=anchor, anchored_position=(SCREEN_WIDTH // 2, y),
        )
        self._root.append(label)
        return label

    def use_pictures(self, name, sizes):
        """Use the picture set ``name`` (None: numbered tiles) for boards of ``sizes``.

        Each file is checked before displayio opens it; one that fails is left out and the
        game uses numbered tiles in its place.

        :return: a list of problems, each naming a file (empty when all is well)
        """
        problems = []
        self._sheets = {}
        while len(self._picture):
            self._picture.pop()
        self._drop_grid()
        if name is None:
            return problems
        folder = self._images + "/" + name
        try:
            path = folder + "/full.bmp"
            check_bmp(path, SCREEN_WIDTH, SCREEN_HEIGHT)
            # OnDiskBitmap reads the file as it draws: the whole picture costs no RAM.
            bitmap = displayio.OnDiskBitmap(path)
            self._picture.append(displayio.TileGrid(bitmap, pixel_shader=bitmap.pixel_shader))
        except PictureError as error:
            problems.append(str(error))
        except (OSError, ValueError, MemoryError) as error:  # what the checker did not foresee
            problems.append("full.bmp: %s" % error)
        for columns, rows in sizes:
            path = folder + "/" + sheet_name(columns, rows)
            tile_width, tile_height = tile_size(columns, rows)
            try:
                check_bmp(path, columns * tile_width, rows * tile_height)
                self._sheets[(columns, rows)] = path
            except PictureError as error:
                problems.append(str(error))
        return problems

    def show_picture(self, board, title, subtitle, notice=""):
        """The whole picture for ``board``'s size, a title, a line of text and maybe a notice."""
        if len(self._picture):
            _show(self._picture, True)
            # The tiles are not shown under a whole picture: their sheet (10 KB or so) goes,
            # and the next game loads it again, so that the intro holds no tilesheet.
            self._drop_grid()
            _show(self._tiles, False)
        else:
            # No picture: the solved grid is the picture, with its last cell filled if it can.
            self._use_grid(board)
            last = board.width * board.height - 1
            for position in range(last):
                self._draw(position, position)
            self._draw(last, self._whole)
        self._set_text(title, subtitle, notice)

    def show_board(self, board, title="", subtitle="", notice=""):
        """The tiles of ``board``: only the cells that differ from what is shown are written."""
        self._use_grid(board)
        for position in range(board.width * board.height):
            self._draw(position, board.tile_at(position))
        _show(self._picture, False)
        self._set_text(title, subtitle, notice)

    def slide(self, tile, source, target, fraction):
        """Draw ``tile`` ``fraction`` (0 to 1) of the way from cell ``source`` to ``target``.

        At 0 the source cell goes black and the tile rides on a sprite; at 1 it lands in the
        target cell and the sprite goes: the grid's two cells are written once each, and in
        between only the sprite moves, inside those two cells.
        """
        sprite = self._sprite
        if fraction <= 0:
            self._draw(source, self._columns * self._rows - 1)
            sprite[0] = tile
        if fraction >= 1:
            self._draw(target, tile)
            _show(sprite, False)
            return
        sprite.x = self._cell_x(source) + int((self._cell_x(target) - self._cell_x(source))
                                              * fraction)
        sprite.y = self._cell_y(source) + int((self._cell_y(target) - self._cell_y(source))
                                              * fraction)
        _show(sprite, True)

    def cell_at(self, x, y):
        """The cell (a board position) shown at screen pixel ``(x, y)``, or -1: no tile there."""
        if self._grid is None or self._tiles.hidden:
            return -1
        column = (x - self._grid.x) // self._tile_width
        row = (y - self._grid.y) // self._tile_height
        if 0 <= column < self._columns and 0 <= row < self._rows:
            return row * self._columns + column
        return -1

    def _cell_x(self, position):
        return self._grid.x + position % self._columns * self._tile_width

    def _cell_y(self, position):
        return self._grid.y + position // self._columns * self._tile_height

    def highlight(self, position):
        """Frame the cell at ``position`` (the tile a hint would move); -1 takes the frame away."""
        frame = self._frame
        if frame is None:
            return
        if position < 0:
            _show(frame, False)
            return
        frame.x = self._cell_x(position)
        frame.y = self._cell_y(position)
        _show(frame, True)

    def _draw(self, position, tile):
        if self._grid[position] != tile:
            self._grid[position] = tile

    def _use_grid(self, board):
        """Show the TileGrid for ``board``'s size, making it if the size changed."""
        _show(self._tiles, True)
        if board.width == self._columns and board.height == self._rows:
            return  # the usual case, and the only one during play: nothing to allocate
        self._drop_grid()
        self._columns, self._rows = board.width, board.height
        self._grid = self._make_grid(board.width, board.height)
        self._tile_width, self._tile_height = tile_size(board.width, board.height)
        # One more cell over the same tilesheet: the tile on its way during a slide.
        self._sprite = displayio.TileGrid(
            self._grid.bitmap, pixel_shader=self._grid.pixel_shader,
            tile_width=self._tile_width, tile_height=self._tile_height)
        self._sprite.hidden = True
        self._frame = _make_frame(self._tile_width, self._tile_height)
        self._tiles.append(self._grid)
        self._tiles.append(self._sprite)
        self._tiles.append(self._frame)

    def _drop_grid(self):
        """Let go of the TileGrid and its tilesheet: only one size's sheet is kept in RAM."""
        while len(self._tiles):
            self._tiles.pop()
        self._grid = self._sprite = self._frame = None
        self._columns = self._rows = 0

    def _make_grid(self, columns, rows):
        tile_width, tile_height = tile_size(columns, rows)
        n = columns * rows
        sheet = self._load_sheet(columns, rows)
        if sheet is None:
            sheet = numbered.tilesheet(columns, rows, tile_width, tile_height,
                                       self._tile_color, self._number_color, self._labels)
            self._whole = n  # numbered sheets carry the last tile after the gap
        else:
            self._whole = n - 1  # a picture's last tile is the gap
        bitmap, palette = sheet
        return displayio.TileGrid(
            bitmap, pixel_shader=palette, width=columns, height=rows,
            tile_width=tile_width, tile_height=tile_height, default_tile=n - 1,
            # centred: a 3x3 board of 53x42 tiles covers 159x126 of the 160x128 screen
            x=(SCREEN_WIDTH - columns * tile_width) // 2,
            y=(SCREEN_HEIGHT - rows * tile_height) // 2,
        )

    def _load_sheet(self, columns, rows):
        """``(bitmap, palette)`` of the picture set's checked tilesheet, or None."""
        path = self._sheets.get((columns, rows))
        if path is None:
            return None
        # Imported only when a set has tilesheets: without pictures its RAM stays free.
        import adafruit_imageload

        try:
            return adafruit_imageload.load(path, bitmap=displayio.Bitmap,
                                           palette=displayio.Palette)
        except (OSError, ValueError, RuntimeError, MemoryError) as error:
            print("%s: %s; numbered tiles instead" % (path, error))
            return None

    def _set_text(self, title, subtitle, notice=""):
        if title and title != self._title.text:
            # Large if it fits the screen's width: a long set name gets the small font.
            wide = len(title) * 6 * _TITLE_SCALE > SCREEN_WIDTH - 8
            self._title.scale = 1 if wide else _TITLE_SCALE
        _set_label(self._title, title)
        _set_label(self._subtitle, subtitle)
        if notice:
            notice = "\n".join(wrap_text_to_pixels(notice, _NOTICE_WIDTH, terminalio.FONT))
        _set_label(self._notice, notice)


def _make_frame(width, height, thickness=2, color=0xFFE000):
    """A hidden one-cell TileGrid: a ``thickness``-pixel frame, clear inside."""
    bitmap = displayio.Bitmap(width, height, 2)
    bitmap.fill(1)
    bitmaptools.fill_region(bitmap, thickness, thickness, width - thickness, height - thickness, 0)
    palette = displayio.Palette(2)
    palette[1] = color
    palette.make_transparent(0)
    frame = displayio.TileGrid(bitmap, pixel_shader=palette)
    frame.hidden = True
    return frame


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
