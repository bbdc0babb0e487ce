# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The displayio scene: the whole picture, the tiles of a board (:mod:`puzzle.tiles`), and text.

The presenter (:mod:`puzzle.presenter`) alone asks these things of it (a fake with the same
methods stands in for it in tests)::

    view.use_pictures(name, sizes)  # the picture set to use (None: numbered); -> [problems]
    view.room_for(board)  # the tiles of board's size made now: "" or why they cannot be
    view.show_picture(board, title, subtitle, notice="")  # the whole picture and text
    view.show_board(board, title="", subtitle="", notice="")  # the tiles, and text over them
    view.show_text(title, subtitle, notice)  # text alone: the board out of sight (paused)
    view.note(text)  # a few words in the gap, moving with it, on a board with no other text
    view.place_note()  # the note out of a gliding tile's way, or back in the gap once landed
    view.highlight(position)  # frame one cell (-1: none)
    view.prepare()  # a slice of work ahead, while the player looks at the intro; True if done

and, for the desktop's mouse, ``view.cell_at(x, y)``: the cell shown at a screen pixel. Its
parts are the presenter's too: ``view.tiles`` glide a tile from one cell to another
(:meth:`puzzle.tiles.Tiles.slide`), and ``view.display`` is refreshed once a pass, when the
pass has changed something: no hop through the view on a move.

The scene is built once. Showing something else only flips ``hidden``, sets a text, or
writes the TileGrid cells that differ from the board; layers are swapped only when the player
chooses another picture set or board size, or when the whole picture takes the screen, never
during play. The tiles' large buffers are made once and refilled (:mod:`puzzle.sheets`).

The text over it is :mod:`puzzle.captions`' labels (``view.captions``), laid out to fit the
screen. A tile whose label a text box would cut into has its label patched over for as long
as the text is up: no label pokes out half hidden around a box, and every tile stays in sight.
"""

import displayio

from .board import SIDE_MAX
from .captions import Captions
from .settings import Settings
from .sheets import NO_ROOM, Sheets
from .tiles import show


class View:
    """Shows the game on a displayio display.

    :param display: ``board.DISPLAY`` on the badge, a ``PyGameDisplay`` on the desktop
    :param str images: the folder of the picture sets
    :param int tile_color: face colour of the numbered tiles (0xRRGGBB)
    :param int number_color: colour of the numbers on them
    :param str labels: what the numbered tiles carry: "numbers", "letters" or "none"
    :param board: the bitmap the tiles and pictures are read into, made first of all
        (:func:`puzzle.sheets.make_board`), or None: made with the first picture set
    """

    def __init__(self, display, images="images", tile_color=Settings.TILE_COLOR,
                 number_color=Settings.NUMBER_COLOR, labels=Settings.LABELS, board=None):
        self._sheets = Sheets(images, tile_color, number_color, labels, board)
        self._picture = displayio.Group()  # the whole picture on the screen
        self._layer = displayio.Group()  # the tiles of the board size in use
        self.tiles = None  # those tiles (puzzle.tiles.Tiles); None: none fit in the heap
        self._root = displayio.Group()
        self._root.append(self._picture)
        self._root.append(self._layer)
        # the texts over the scene (puzzle.captions.Captions): what they show, where
        self.captions = Captions(self._root)
        self._patches = bytearray(SIDE_MAX * SIDE_MAX)  # 1: the cell's label patched
        self._patched = None  # on these tiles (None: no label patched)
        self._board_up = False  # the tiles in sight without the whole picture
        self.display = display  # refreshed by the presenter, once a pass that changed it
        self._screen = ""  # what is in sight: "picture", "board" or "text"
        self._whole_due = True  # the next screen shown is drawn whole (see _whole)
        display.root_group = self._root

    def use_pictures(self, name, sizes):
        """Use the picture set ``name`` (None: numbered tiles) for boards of ``sizes``; see
        :meth:`puzzle.sheets.Sheets.use`.

        :return: a list of problems, each naming a file, the reason and for a tilesheet what
            plays instead (empty when all is well)
        """
        while len(self._picture):
            self._picture.pop()
        self._drop_tiles()
        self._whole_due = True
        return self._sheets.use(name, sizes)

    def show_picture(self, board, title, subtitle, notice=""):
        """The whole picture for ``board``'s size, a title, a line of text and maybe a notice."""
        self._board_up = False
        self.captions.show(title, subtitle, notice)
        # Mostly read into the board, over the tiles: they go out of the scene, kept, and
        # their tilesheet is read back into the board when they come again.
        grid = self._sheets.picture()
        picture = self._picture
        if len(picture) and picture[0] is not grid:  # another: full.bmp could not be read
            picture.pop()
        if grid is not None:
            if not len(picture):
                picture.append(grid)
            show(picture, True)
            self._drop_tiles()
            self._patch(None)
        else:
            # No picture: the solved grid is the picture, with its last cell filled if it can.
            self._use_tiles(board)
            self._draw_cells(board, True)
        self.place_note()
        self._whole("picture")

    def room_for(self, board):
        """Make the tiles of ``board``'s size now unless they are made: "" when they are, else
        why not (the heap is too short for even numbered tiles: the game stays on the intro)."""
        self.captions.show("", "", "")  # the texts' room first: the tiles are one block
        if self._use_tiles(board) is None:
            return NO_ROOM % (board.width, board.height)
        return ""

    def show_board(self, board, title="", subtitle="", notice=""):
        """The tiles of ``board``: only the cells that differ from what is shown are written."""
        self._board_up = True
        if self.captions.show(title, subtitle, notice):  # the labels' patches come or go
            self._whole_due = True
        self._use_tiles(board)
        self._draw_cells(board, False)
        show(self._picture, False)
        self.place_note()
        self._whole("board")

    def show_text(self, title, subtitle, notice):
        """Text alone on black: the picture and the tiles out of sight (a paused game)."""
        self._board_up = False
        self.captions.show(title, subtitle, notice)
        show(self._picture, False)
        show(self._layer, False)
        self._patch(None)
        self.place_note()
        self._whole("text")

    def prepare(self):
        """Work ahead while the player looks at the intro, a slice a call: the texts' font
        learnt. True when a slice was done."""
        return self.captions.prepare()

    def _whole(self, screen):
        """Another ``screen`` ("picture", "board" or "text"), or the same with another set,
        board size or more than a move's cells changed: the next refresh draws the whole
        display once. Layer by layer, its areas would overlap and be drawn two or three times;
        within a screen only what changed is drawn (a move's cells, texts). Texts whose boxes
        change in two places or more are a change of screen too (see :mod:`puzzle.captions`)."""
        captions = self.captions
        shaded, captions.shade.changed = captions.shade.changed, 0
        if screen != self._screen or self._whole_due or shaded > 1:
            self._screen = screen
            self._whole_due = False
            # A new root group is drawn whole; the same group again would be ignored.
            self.display.root_group = None
            self.display.root_group = self._root

    def note(self, text):
        """A few words in the gap (the moves left of a challenge, the demo), kept there as
        the tiles move, shown while the board is up with no other text; "" for none."""
        if self.captions.note(text):
            self.place_note()
            self._whole(self._screen)

    def _draw_cells(self, board, whole):
        """Every cell of ``board`` (``whole``: solved, the last cell completing the picture);
        a tile whose label a text box reaches into, or touches, has its label patched over.
        More than a move's two cells written: the screen is drawn whole (see :meth:`_whole`)."""
        tiles = self.tiles
        if tiles is None:  # too little memory for any tiles: the text alone
            return
        if tiles.arrange(board, whole) > 2:
            self._whole_due = True
        self._patch(tiles)

    def _patch(self, tiles):
        """Patch the labels that a text box reaches into, or touches, on the tiles shown (None:
        the board is out of sight): the captions shade them again when they change, or when
        the boxes do. With no text up and nothing patched (a move in play), nothing to do."""
        captions, shade, patches = self.captions, self.captions.shade, self._patches
        zone = tiles.zone if tiles is not None and captions.up else None  # no labels, no texts
        if zone is None and self._patched is None:
            return
        changed = some = False
        for position in range(len(patches)):
            patched = False
            if zone is not None and position < tiles.columns * tiles.rows and (
                    tiles[position] != tiles.columns * tiles.rows - 1):
                x, y = tiles.cell_x(position), tiles.cell_y(position)
                patched = shade.touches(x + zone[0], y + zone[1], x + zone[2], y + zone[3])
                some = some or patched
            if patches[position] != patched:
                patches[position] = patched
                changed = True
        if changed or some and (tiles is not self._patched or shade.changed):
            captions.patch(tiles, patches)
        self._patched = tiles if some else None

    def cell_at(self, x, y):
        """The cell (a board position) shown at screen pixel ``(x, y)``, or -1: no tile there."""
        tiles = self.tiles
        if tiles is None:
            return -1
        column = (x - tiles.x) // tiles.tile_width
        row = (y - tiles.y) // tiles.tile_height
        if 0 <= column < tiles.columns and 0 <= row < tiles.rows:
            return row * tiles.columns + column
        return -1

    def highlight(self, position):
        """Frame the cell at ``position`` (the tile a hint would move); -1 takes the frame away."""
        if self.tiles is not None:
            self.tiles.highlight(position)

    def _use_tiles(self, board):
        """Show the tiles of ``board``'s size, the set's (never changed during play); None
        when not even numbered tiles fit in the heap."""
        tiles = self.tiles
        # another size, or the board read over (the whole picture, read half way)
        if tiles is None or (tiles.columns, tiles.rows) != (board.width, board.height) or (
                self._sheets.holds is not tiles):
            self._drop_tiles()
            tiles = self.tiles = self._sheets.tiles(board.width, board.height)
            self._whole_due = True
            if tiles is None:
                return None
            self._layer.append(tiles.group)
        show(self._layer, True)
        return tiles

    def _drop_tiles(self):
        """Take the tiles out of the scene (their buffers are kept: :mod:`puzzle.sheets`)."""
        show(self._layer, False)
        if self.tiles is not None:
            self.tiles.highlight(-1)
            self._layer.pop()
            self.tiles = None

    def place_note(self):
        """The note in the gap while the board is up and no tile glides; else out of sight
        (the presenter asks again when a glide with a note up begins and ends)."""
        tiles = self.tiles
        if self._board_up and tiles is not None and not tiles.gliding and tiles.gap >= 0:
            self.captions.place_note(tiles.cell_x(tiles.gap), tiles.cell_y(tiles.gap),
                                      tiles.tile_width, tiles.tile_height)
        else:
            self.captions.place_note(0, 0, 0, 0)
