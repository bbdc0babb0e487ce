# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The displayio scene: the whole picture, the tiles of a board (:mod:`puzzle.tiles`), and text.

The game asks these things of it (a fake with the same methods stands in for it in tests)::

    view.use_pictures(name, sizes)  # the picture set to use (None: numbered); -> [problems]
    view.show_picture(board, title, subtitle, notice="")  # the whole picture and text
    view.show_board(board, title="", subtitle="", notice="")  # the tiles, and text over them
    view.show_text(title, subtitle, notice)  # text alone: the board out of sight (paused)
    view.note(text)  # a few words in the gap, moving with it, on a board with no other text
    view.highlight(position)  # frame one cell (-1: none)
    view.slide(tile, source, target, fraction)  # a tile on its way from one cell to another

and, for the desktop's mouse, ``view.cell_at(x, y)``: the cell shown at a screen pixel.

The scene is built once. Showing something else only flips ``hidden``, sets a text, or
writes the TileGrid cells that differ from the board; layers are swapped only when the player
chooses another picture set or board size, or when the whole picture takes the screen (the
tiles' sheet is let go of then), never during play.

The text over it is :mod:`puzzle.captions`' labels (``view.captions``), laid out to fit the
screen. A tile whose label a text box would cut into is drawn dark for as long as the text is
up, so no label pokes out half hidden around a box.
"""

import displayio

from .captions import Captions
from .screen import tile_size
from .tiles import Layer, Tiles, cut, show
from .unload import unload

# Where a picture set's label may be in each tile, from its top-left corner: the corner that
# tools/picture.py draws it in (two characters, margin and outline included).
LABEL_CORNER = (0, 0, 16, 13)


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
        self._whole = None  # the set's whole picture (an OnDiskBitmap), if it has a good one
        self._picture = displayio.Group()  # the whole picture on the screen
        self._layer = displayio.Group()  # the tiles of the board size in use
        self._tiles = None  # those tiles (puzzle.tiles.Tiles)
        self._zone = None  # (left, top, right, bottom) in a tile that its label may cover
        self._root = displayio.Group()
        self._root.append(self._picture)
        self._root.append(self._layer)
        self._captions = Captions(self._root)
        self._gap = 0  # the gap's cell, where the note goes
        self._board_up = False  # the tiles in sight without the whole picture
        self._gliding = False  # a tile between two cells: the gap is not settled
        display.root_group = self._root

    @property
    def captions(self):
        """The texts over the scene (:class:`puzzle.captions.Captions`): what they show, where."""
        return self._captions

    def use_pictures(self, name, sizes):
        """Use the picture set ``name`` (None: numbered tiles) for boards of ``sizes``.

        Each file is checked before displayio opens it; one that fails is left out. A size
        without a good tilesheet is cut from the whole picture; without that either, it has
        numbered tiles. A folder holding only ``full.bmp`` is a whole set.

        :return: a list of problems, each naming a file (empty when all is well)
        """
        problems = []
        self._sheets = {}
        self._whole = None
        while len(self._picture):
            self._picture.pop()
        self._drop_tiles()
        if name is not None:
            from . import pictures

            self._check_set(pictures, self._images + "/" + name, sizes, problems)
        # The checks are needed only now (and at start-up, to find the sets): their module
        # goes, and its heap with it.
        unload("puzzle.pictures")
        return problems

    def _check_set(self, pictures, folder, sizes, problems):
        try:
            path = folder + "/full.bmp"
            pictures.check_picture(path)
            # OnDiskBitmap reads the file as it draws: the whole picture costs no RAM.
            self._whole = displayio.OnDiskBitmap(path)
            self._picture.append(displayio.TileGrid(self._whole,
                                                    pixel_shader=self._whole.pixel_shader))
        except pictures.PictureError as error:
            problems.append(str(error))
        except (OSError, ValueError, MemoryError) as error:  # what the checker did not foresee
            problems.append("full.bmp: %s" % error)
        for columns, rows in sizes:
            path = folder + "/" + pictures.sheet_name(columns, rows)
            tile_width, tile_height = tile_size(columns, rows)
            try:
                pictures.check_bmp(path, columns * tile_width, rows * tile_height)
                self._sheets[(columns, rows)] = path
            except pictures.PictureError as error:
                if not error.missing:  # no tilesheet is no problem: the picture is cut on the fly
                    problems.append(str(error))

    def show_picture(self, board, title, subtitle, notice=""):
        """The whole picture for ``board``'s size, a title, a line of text and maybe a notice."""
        self._board_up = False
        self._captions.show(title, subtitle, notice)
        if len(self._picture):
            show(self._picture, True)
            # The tiles are not shown under a whole picture: their sheet (10 KB or so) goes,
            # and the next game loads it again, so that the intro holds no tilesheet.
            self._drop_tiles()
        else:
            # No picture: the solved grid is the picture, with its last cell filled if it can.
            self._use_tiles(board)
            self._draw_cells(board, True)
        self._place_note()

    def show_board(self, board, title="", subtitle="", notice=""):
        """The tiles of ``board``: only the cells that differ from what is shown are written."""
        self._board_up = True
        self._gap = board.blank
        self._captions.show(title, subtitle, notice)
        self._use_tiles(board)
        self._draw_cells(board, False)
        show(self._picture, False)
        self._place_note()

    def show_text(self, title, subtitle, notice):
        """Text alone on black: the picture and the tiles out of sight (a paused game)."""
        self._board_up = False
        self._captions.show(title, subtitle, notice)
        show(self._picture, False)
        show(self._layer, False)
        self._place_note()

    def note(self, text):
        """A few words in the gap (the moves left of a challenge, the demo), kept there as
        the tiles move, shown while the board is up with no other text; "" for none."""
        if self._captions.note(text):
            self._place_note()

    def _draw_cells(self, board, whole):
        """Every cell of ``board`` (``whole``: solved, the last cell completing the picture);
        a tile whose label a text box reaches into is drawn as the dark gap."""
        tiles = self._tiles
        gap = board.width * board.height - 1
        texts = self._captions.up
        for position in range(gap + 1):
            if whole:
                tile = tiles.whole if position == gap else position
            else:
                tile = board.tile_at(position)
            if texts and tile != gap and self._covered(position):
                tile = gap
            tiles.draw(position, tile)

    def _covered(self, position):
        """True when a text box reaches into, or touches, the label of the tile at
        ``position``."""
        zone = self._zone
        if zone is None:
            return False
        x, y = self._tiles.cell_x(position), self._tiles.cell_y(position)
        return self._captions.touches(x + zone[0], y + zone[1], x + zone[2], y + zone[3])

    def slide(self, tile, source, target, fraction):
        """Draw ``tile`` ``fraction`` (0 to 1) of the way from cell ``source`` to ``target``
        (see :meth:`puzzle.tiles.Tiles.slide`); the note in the gap keeps out of the way
        until the tile has landed."""
        self._tiles.slide(tile, source, target, fraction)
        if fraction <= 0:
            self._gap = source
            self._gliding = True
            self._place_note()
        if fraction >= 1:
            self._gliding = False
            self._place_note()

    def cell_at(self, x, y):
        """The cell (a board position) shown at screen pixel ``(x, y)``, or -1: no tile there."""
        tiles = self._tiles
        if tiles is None:
            return -1
        column = (x - tiles.x) // tiles.tile_width
        row = (y - tiles.y) // tiles.tile_height
        if 0 <= column < tiles.columns and 0 <= row < tiles.rows:
            return row * tiles.columns + column
        return -1

    def highlight(self, position):
        """Frame the cell at ``position`` (the tile a hint would move); -1 takes the frame away."""
        if self._tiles is not None:
            self._tiles.highlight(position)

    def _use_tiles(self, board):
        """Show the tiles of ``board``'s size, made if the size changed (never during play)."""
        tiles = self._tiles
        if tiles is None or (tiles.columns, tiles.rows) != (board.width, board.height):
            self._drop_tiles()
            tiles = self._tiles = self._make_tiles(board.width, board.height)
            self._layer.append(tiles.group)
        show(self._layer, True)
        return tiles

    def _drop_tiles(self):
        """Let go of the tiles and their sheet: only one size's sheet is kept in RAM."""
        show(self._layer, False)
        if self._tiles is not None:
            self._layer.pop()
            self._tiles = None

    def _make_tiles(self, columns, rows):
        """The best the set offers for the size: its tilesheet, else its whole picture cut
        on the fly, else numbered tiles; and where a tile's label is in it."""
        n = columns * rows
        width, height = tile_size(columns, rows)
        sheet = self._load_sheet(columns, rows)
        if sheet is not None:
            self._zone = LABEL_CORNER
            return Tiles([Layer(sheet[0], sheet[1], width, height)], columns, rows, width,
                         height, n - 1)
        # Numbers are drawn only now: their module goes again, and its heap with it.
        from . import numbered

        try:
            return self._draw_tiles(numbered, columns, rows, width, height)
        finally:
            unload("puzzle.numbered")

    def _draw_tiles(self, numbered, columns, rows, width, height):
        """The whole picture cut on the fly with the numbers drawn over it, else numbered
        tiles; and where a tile's label is in it."""
        n = columns * rows
        if self._whole is not None:
            width, height, kx, ky, x, y = cut(columns, rows)
            numbers, palette = numbered.overlay(columns, rows, width, height,
                                                self._number_color, self._labels)
            self._zone = numbered.badge_box(columns, rows, self._labels)
            return Tiles([Layer(self._whole, self._whole.pixel_shader, width // kx, height // ky,
                                kx, ky, x, y), Layer(numbers, palette, width, height)],
                         columns, rows, width, height, n - 1)
        bitmap, palette = numbered.tilesheet(columns, rows, width, height, self._tile_color,
                                             self._number_color, self._labels)
        self._zone = numbered.label_box(columns, rows, width, height, self._labels)
        # numbered sheets carry the last tile after the gap
        return Tiles([Layer(bitmap, palette, width, height)], columns, rows, width, height, n)

    def _load_sheet(self, columns, rows):
        """``(bitmap, palette)`` of the picture set's checked tilesheet, or None."""
        path = self._sheets.get((columns, rows))
        if path is None:
            return None
        # Imported only to load a tilesheet, and let go of once it is loaded: between
        # games its modules' RAM is free.
        import adafruit_imageload

        try:
            return adafruit_imageload.load(path, bitmap=displayio.Bitmap,
                                           palette=displayio.Palette)
        except (OSError, ValueError, RuntimeError, MemoryError) as error:
            print("%s: %s; cut from full.bmp instead" % (path, error))
            return None
        finally:
            del adafruit_imageload
            unload("adafruit_imageload")

    def _place_note(self):
        """The note in the gap while the board is up and no tile glides; else out of sight."""
        tiles = self._tiles
        if self._board_up and not self._gliding and tiles is not None:
            self._captions.place_note(tiles.cell_x(self._gap), tiles.cell_y(self._gap),
                                      tiles.tile_width, tiles.tile_height)
        else:
            self._captions.place_note(0, 0, 0, 0)
