# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The displayio scene: the whole picture, the tiles of a board (:mod:`puzzle.tiles`), and text.

The game asks these things of it (a fake with the same methods stands in for it in tests)::

    view.use_pictures(name, sizes)  # the picture set to use (None: numbered); -> [problems]
    view.room_for(board)  # the tiles of board's size made now: "" or why they cannot be
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
screen. A tile whose label a text box would cut into has its label patched over for as long
as the text is up: no label pokes out half hidden around a box, and every tile stays in sight.
"""

import displayio

from .captions import Captions
from .screen import tile_size
from .settings import Settings
from .tiles import Layer, Tiles, cut, show
from .unload import unload

# Where a picture set's label may be in each tile, from its top-left corner: the corner that
# tools/picture.py draws it in (two characters, margin and outline included).
LABEL_CORNER = (0, 0, 16, 13)
NO_ROOM = "%dx%d: not enough memory for its tiles"


class View:
    """Shows the game on a displayio display.

    :param display: ``board.DISPLAY`` on the badge, a ``PyGameDisplay`` on the desktop
    :param str images: the folder of the picture sets
    :param int tile_color: face colour of the numbered tiles (0xRRGGBB)
    :param int number_color: colour of the numbers on them
    :param str labels: what the numbered tiles carry: "numbers", "letters" or "none"
    """

    def __init__(self, display, images="images", tile_color=Settings.TILE_COLOR,
                 number_color=Settings.NUMBER_COLOR, labels=Settings.LABELS):
        self._images = images
        self._labels = labels
        self._tile_color = tile_color
        self._number_color = number_color
        self._sheets = {}  # (columns, rows) -> path of a checked tilesheet of the picture set
        self._whole = None  # the set's whole picture (an OnDiskBitmap), if it has a good one
        self._picture = displayio.Group()  # the whole picture on the screen
        self._layer = displayio.Group()  # the tiles of the board size in use
        self._tiles = None  # those tiles (puzzle.tiles.Tiles)
        self._root = displayio.Group()
        self._root.append(self._picture)
        self._root.append(self._layer)
        self._captions = Captions(self._root)
        self._gap = 0  # the gap's cell, where the note goes
        self._board_up = False  # the tiles in sight without the whole picture
        display.root_group = self._root

    @property
    def captions(self):
        """The texts over the scene (:class:`puzzle.captions.Captions`): what they show, where."""
        return self._captions

    def use_pictures(self, name, sizes):
        """Use the picture set ``name`` (None: numbered tiles) for boards of ``sizes``.

        Each file is checked before displayio opens it; one that fails is left out. A size
        without a good tilesheet is cut from the whole picture; without that either, it has
        numbered tiles. A folder holding only ``full.bmp`` is a whole set; one with the
        tilesheets of some of ``sizes`` lacks the others.

        :return: a list of problems, each naming a file, the reason and for a tilesheet what
            plays instead (empty when all is well)
        """
        problems = []
        self._sheets = {}
        self._whole = None
        while len(self._picture):
            self._picture.pop()
        self._drop_tiles()
        if name is not None:
            try:
                from . import pictures

                self._check_set(pictures, self._images + "/" + name, sizes, problems)
            except MemoryError:  # not even room to check it: numbered tiles play
                self._sheets = {}
                self._whole = None
                problems.append("not enough memory for its pictures; numbered tiles")
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
        instead = "cut from full.bmp" if self._whole is not None else "numbered tiles"
        missing = []
        for columns, rows in sizes:
            path = folder + "/" + pictures.sheet_name(columns, rows)
            tile_width, tile_height = tile_size(columns, rows)
            try:
                pictures.check_bmp(path, columns * tile_width, rows * tile_height)
                self._sheets[(columns, rows)] = path
            except pictures.PictureError as error:
                (missing if error.missing else problems).append("%s; %s" % (error, instead))
        # No tilesheet at all is a drop-in picture, cut on the fly; some but not all, a set
        # that lacks one.
        if len(missing) < len(sizes):
            problems.extend(missing)

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

    def room_for(self, board):
        """Make the tiles of ``board``'s size now unless they are made: "" when they are, else
        why not (the heap is too short for even numbered tiles: the game stays on the intro)."""
        self._captions.show("", "", "")  # the texts' room first: the tiles are one block
        if self._use_tiles(board) is None:
            return NO_ROOM % (board.width, board.height)
        return ""

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
        a tile whose label a text box reaches into has its label patched over."""
        tiles = self._tiles
        if tiles is None:  # too little memory for any tiles: the text alone
            return
        gap = board.width * board.height - 1
        texts = self._captions.up
        for position in range(gap + 1):
            if whole:
                tile = tiles.whole if position == gap else position
            else:
                tile = board.tile_at(position)
            tiles.draw(position, tile)
            tiles.cover(position, texts and tile != gap and self._covered(position))

    def _covered(self, position):
        """True when a text box reaches into, or touches, the label of the tile at
        ``position``."""
        zone = self._tiles.zone
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
        if fraction <= 0 or fraction >= 1:
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
        """Show the tiles of ``board``'s size, made if the size changed (never during play);
        None when not even numbered tiles fit in the heap."""
        tiles = self._tiles
        if tiles is None or (tiles.columns, tiles.rows) != (board.width, board.height):
            self._drop_tiles()
            tiles = self._tiles = self._make_tiles(board.width, board.height)
            if tiles is None:
                return None
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
            return Tiles([Layer(sheet[0], sheet[1], width, height)], columns, rows, width,
                         height, n - 1, LABEL_CORNER)
        # Numbers are drawn only now: their module goes again, and its heap with it.
        try:
            from . import numbered

            return self._draw_tiles(numbered, columns, rows, width, height)
        except MemoryError:
            print(NO_ROOM % (columns, rows))
            return None
        finally:
            unload("puzzle.numbered")

    def _draw_tiles(self, numbered, columns, rows, width, height):
        """The whole picture cut on the fly with the numbers drawn over it, else numbered
        tiles; and where a tile's label is in it."""
        n = columns * rows
        if self._whole is not None:
            width, height, kx, ky, x, y = cut(columns, rows)
            try:
                numbers, palette = numbered.overlay(columns, rows, width, height,
                                                    self._number_color, self._labels)
                return Tiles([Layer(self._whole, self._whole.pixel_shader, width // kx,
                                    height // ky, kx, ky, x, y),
                              Layer(numbers, palette, width, height)],
                             columns, rows, width, height, n - 1,
                             numbered.badge_box(columns, rows, self._labels))
            except MemoryError:  # the numbers over the picture: numbered tiles need less
                print("%dx%d: no memory to cut the picture; numbered tiles" % (columns, rows))
                numbers = palette = None
            width, height = tile_size(columns, rows)
        bitmap, palette = numbered.tilesheet(columns, rows, width, height, self._tile_color,
                                             self._number_color, self._labels)
        # numbered sheets carry the last tile after the gap; a label is patched with the face
        return Tiles([Layer(bitmap, palette, width, height)], columns, rows, width, height, n,
                     numbered.label_box(columns, rows, width, height, self._labels),
                     self._tile_color)

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
        if self._board_up and tiles is not None and not tiles.gliding:
            self._captions.place_note(tiles.cell_x(self._gap), tiles.cell_y(self._gap),
                                      tiles.tile_width, tiles.tile_height)
        else:
            self._captions.place_note(0, 0, 0, 0)
