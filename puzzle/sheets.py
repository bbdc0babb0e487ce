# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The tiles of each board size for the picture set in use, their large buffers made once.

A long evening on the badge swaps picture sets and board sizes hundreds of times. Blocks of
10 KB freed and made again between long-lived objects leave holes that CircuitPython's heap
(grown in areas that must each hold a block whole) cannot use again, until a tilesheet no
longer fits. So every buffer of 1 KB or more here is made once, and refilled in place:

- one *board*, a Bitmap of the screen's size (made first of all, :func:`make_board`; deeper
  if a set's tilesheets have more colours), which every size's tiles are drawn into
  (:mod:`puzzle.tiles`): the set's tilesheet for the size in play is read into it, or
  numbered tiles or the numbers over a cut picture drawn, whenever the size or set changes;
- for each size, a spare bitmap of one tile and the hint's frame, with its
  :class:`puzzle.tiles.Tiles`.

The whole picture is read into the same board whenever it is shown (the intro, a solved
game's picture, the demo's end), and the size's tilesheet back into it when a game starts: a
screen drawn from RAM costs about half the instructions of one read from the drive through
``OnDiskBitmap`` as it is drawn. Only a picture the board cannot hold (more colours than it
has, or not indexed) and a picture cut on the fly (a set with ``full.bmp`` alone) are read
from the drive, with an ``OnDiskBitmap`` and small TileGrids for each set.
"""

import bitmaptools
import displayio

from .layout import SCREEN_HEIGHT, SCREEN_WIDTH, tile_size
from .tiles import RING_COLOR, Tiles, make_frame

# Where a picture set's label may be in each tile, from its top-left corner: the corner that
# tools/picture.py draws it in (two characters, margin and outline included).
LABEL_CORNER = (0, 0, 16, 13)
BOARD_COLORS = 16  # the board made first of all (make_board): make picture's 4 bits a pixel
_GREY = RING_COLOR & 0xFF  # the ring is grey: each channel this
NO_ROOM = "%dx%d: not enough memory for its tiles"
NO_MEMORY = "not enough memory for its pictures; numbered tiles"


def make_board():
    """The board for ``BOARD_COLORS``: the game's largest block, made by ``code.py`` before
    start-up cuts the heap up; None when there is no room (:class:`Sheets` tries again)."""
    try:
        return displayio.Bitmap(SCREEN_WIDTH, SCREEN_HEIGHT, BOARD_COLORS)
    except MemoryError:
        return None


class Sheets:
    """The tiles a board size is shown with: the set's tilesheet, else its whole picture cut
    on the fly with numbers over it, else numbered tiles.

    :param str images: the folder of the picture sets
    :param int tile_color: face colour of the numbered tiles (0xRRGGBB)
    :param int number_color: colour of the numbers on them
    :param str labels: what the numbered tiles carry: "numbers", "letters" or "none"
    :param board: the board from :func:`make_board`, or None: made with the first set
    """

    def __init__(self, images, tile_color, number_color, labels, board=None):
        self._images = images
        self.tile_color = tile_color
        self.number_color = number_color
        self.labels = labels
        self._found = None  # set -> what pictures.check_set found for ``_sizes`` (_prepare)
        self._sizes = ()
        self._paths = {}  # (columns, rows) -> the tilesheet as pictures.check_bmp read it
        self._full = None  # the set's checked full.bmp the same way, if read into the board
        self.whole = None  # else a TileGrid of it read from the drive (and to cut it)
        self._grid = None  # the board's TileGrid: the whole picture read into it
        self.board = board  # its colours: BOARD_COLORS, or those of the sets' tilesheets
        self._colors = BOARD_COLORS if board is not None else 0
        self.palette = None  # made with the first set, as the board if not made before
        self.holds = None  # the tiles the board holds, drawn or loaded
        self._path = None  # and the file loaded into it (None: drawn); full.bmp: holds None
        self.kept = {}  # (kind, columns, rows) -> Tiles made once: "sheet" or "numbered"
        self._made = {}  # (width, height) -> a tile's spare bitmap and the hint's frame
        self._said = []  # tilesheets missing where full.bmp is cut instead: said once

    def use(self, name, sizes):
        """Use the picture set ``name`` (None: numbered tiles) for boards of ``sizes``.

        Each file was checked, with every set's, as the game started (:meth:`_prepare`); one
        that failed is left out. A size without a good tilesheet is cut from the whole
        picture, else has numbered tiles; a tilesheet not there at all, beside a good whole
        picture, is no problem, said on the console once.

        :return: a list of problems, each naming a file, the reason and for a tilesheet what
            plays instead (empty when all is well)
        """
        self._paths = {}
        self._full = self.whole = None
        if self.palette is None:  # the first set: the game starts
            self._prepare(sizes)
        if name is None:
            return []
        found = self._found.get(name) if sizes == self._sizes else None
        if found is None:  # not there as the game started, or for other sizes: checked now
            found = self._check(name, sizes)
        full, self._paths, problems, missing = found
        problems = list(problems)
        for said in missing:
            if said not in self._said:
                self._said.append(said)
                print("%s: %s" % (name, said))
        try:
            self._whole(full, sizes, problems)
        except MemoryError:  # not even room for it: numbered tiles play
            self._paths = {}
            self._full = self.whole = None
            problems.append(NO_MEMORY)
        return problems

    def _check(self, name, sizes):
        """What :func:`puzzle.pictures.check_set` finds in the set ``name``."""
        from . import pictures

        try:
            return pictures.check_set(self._images + "/" + name, sizes)
        except MemoryError:  # not even room to check it: numbered tiles play
            return None, {}, (NO_MEMORY,), ()

    def _whole(self, full, sizes, problems):
        """Show the set's checked ``full.bmp`` read into the board, if the board holds its
        colours; else, and to be cut on the fly for a size without its tilesheet, read from
        the drive as it is drawn: no RAM, but about twice the instructions a pixel."""
        palette = self.palette
        fits = full and palette is not None and full[1] <= 8 and full[2] <= len(palette)
        if full and (not fits or len(self._paths) < len(sizes)):
            try:
                whole = displayio.OnDiskBitmap(full[0])
                self.whole = displayio.TileGrid(whole, pixel_shader=whole.pixel_shader)
            except (OSError, ValueError, MemoryError) as error:  # what the checker did not foresee
                problems.append("full.bmp: %s" % error)
                fits = False
        if fits:
            self._full = full

    def picture(self):
        """A TileGrid of the set's whole picture, None when it has none: the board, full.bmp
        read into it unless it is there, its colours into the palette; or full.bmp read from
        the drive as it is drawn."""
        full = self._full
        if full is None:
            return self.whole
        if self.holds is not None or self._path != full[0]:
            self.holds = self._path = None  # half read, if it fails
            try:
                self._read(full)
            except (OSError, ValueError, RuntimeError, MemoryError, EOFError) as error:
                print("%s: %s" % (full[0], error))  # changed since it was checked
                self._full = None
                return self.whole
            self._path = full[0]
        return self._grid

    def _prepare(self, sizes):
        """Check every set's files for boards of ``sizes`` once, as the game starts, and keep
        what was found: a set chosen on the intro opens no checker again (its module is let
        go of). Then the board (unless the one made first holds every tilesheet's colours),
        its palette, and every size's tiles for a tilesheet, the game's largest blocks."""
        if self._found is None:
            from . import pictures

            self._sizes = sizes
            self._found = {}
            for name in pictures.find_sets(self._images):
                self._found[name] = self._check(name, sizes)
        most = 5  # numbered tiles: four colours and the gap's ring
        drawn = not self._found  # some tiles drawn at run time
        for found in self._found.values():
            drawn = drawn or len(found[1]) < len(self._sizes)
            for sheet in found[1].values():  # the colours of each tilesheet the game loads
                most = max(most, sheet[2])
        if drawn:  # imported now, before the first game, as every module is
            from . import numbered  # noqa: F401
        try:
            if self.board is None or most > self._colors:
                self.board = None  # one made first with too few colours goes
                self.board = displayio.Bitmap(SCREEN_WIDTH, SCREEN_HEIGHT, most)
                self._colors = most
            self.palette = displayio.Palette(self._colors)
            self._grid = displayio.TileGrid(self.board, pixel_shader=self.palette)
            for columns, rows in sizes:
                self._sheet_tiles(None, columns, rows)
        except MemoryError:
            pass

    def tiles(self, columns, rows):
        """The tiles of a ``columns`` x ``rows`` board for the set in use, drawn into the
        board, or None when not even numbered tiles fit in the heap."""
        if self.palette is None:  # not made with the first set: made now, if there is room
            self._prepare(((columns, rows),))
            if self.palette is None:
                print(NO_ROOM % (columns, rows))
                return None
        sheet = self._paths.get((columns, rows))
        if sheet is not None:
            tiles = self._sheet_tiles(sheet, columns, rows)
            if tiles is not None:
                return tiles
        from . import numbered  # tiles drawn at run time: imported only for them

        try:
            if self.whole is not None:
                try:
                    return numbered.cut_tiles(self, columns, rows)
                except MemoryError:  # the numbers over the picture: numbered tiles need less
                    print("%dx%d: no memory to cut the picture; numbered tiles" % (
                        columns, rows))
            return numbered.numbered_tiles(self, columns, rows)
        except MemoryError:
            print(NO_ROOM % (columns, rows))
            return None

    def made(self, width, height):
        """A tile's spare bitmap and the hint's frame for cells of ``width`` x ``height``,
        made at their first use and kept."""
        size = (width, height)
        made = self._made.get(size)
        if made is None:
            made = self._made[size] = (displayio.Bitmap(width, height, len(self.palette)),
                                       make_frame(width, height))
        return made

    def holding(self, tiles, ring, path=None):
        """The board now holds ``tiles`` (loaded from ``path``, or drawn), solved, its gap's
        ring in the palette's colour ``ring``."""
        self.holds, self._path = tiles, path
        tiles.drawn(ring)
        return tiles

    def _sheet_tiles(self, sheet, columns, rows):
        """The kept tiles of the size with the set's tilesheet ``sheet`` (see ``_paths``)
        loaded into the board; None when it does not load (said on the console)."""
        key = ("sheet", columns, rows)
        tiles = self.kept.get(key)
        try:
            if tiles is None:
                width, height = tile_size(columns, rows)
                spare, frame = self.made(width, height)
                tiles = self.kept[key] = Tiles(
                    self.board, self.palette, spare, columns, rows, width, height,
                    columns * rows - 1, LABEL_CORNER, frame)
            if sheet is not None and (self.holds is not tiles or self._path != sheet[0]):
                self.holds = self._path = None  # half loaded, if it fails
                self.holding(tiles, self._read(sheet, tiles), sheet[0])
            return tiles
        except (OSError, ValueError, RuntimeError, MemoryError, EOFError) as error:
            print("%s: %s" % (sheet[0] if sheet else "%dx%d tilesheet" % (columns, rows),
                              error))
            return None

    def _read(self, bmp, tiles=None):
        """Read the checked BMP ``bmp`` (``(path, bits a pixel, colours, offset)``) into the
        board, its colours into the palette: the whole picture, or the tilesheet of ``tiles``
        where they are, the rest the gap's black. Returns the palette's index of the gap's
        ring: past the file's colours, made ``RING_COLOR``, or the colour nearest it."""
        path, depth, colors, offset = bmp
        board, palette = self.board, self.palette
        if colors > len(palette):
            raise ValueError("%d colours; the tiles have room for %d" % (colors, len(palette)))
        x = y = 0
        right, bottom = SCREEN_WIDTH, SCREEN_HEIGHT
        if tiles is not None:
            x, y = tiles.x, tiles.y
            right, bottom = x + tiles.columns * tiles.tile_width, y + tiles.rows * tiles.tile_height
        with open(path, "rb") as file:
            file.seek(offset - 4 * colors)
            quad = bytearray(4)  # blue, green, red, nothing
            palette.make_opaque(0)
            ring, nearest = colors, 3 * 256 * 256  # past the file's colours, if there is room
            for index in range(colors):
                file.readinto(quad)
                palette[index] = quad[2] << 16 | quad[1] << 8 | quad[0]
                far = (quad[0] - _GREY) ** 2 + (quad[1] - _GREY) ** 2 + (quad[2] - _GREY) ** 2
                if colors == len(palette) and far < nearest:
                    ring, nearest = index, far
            if ring == colors:
                palette[ring] = RING_COLOR
            if right - x == SCREEN_WIDTH and bottom - y == SCREEN_HEIGHT:  # at once
                bitmaptools.readinto(board, file, bits_per_pixel=depth, element_size=4,
                                     reverse_pixels_in_element=True, reverse_rows=True)
                return ring
            # A row of the file at a time: a bitmap's rows are as long as a BMP's.
            row = displayio.Bitmap(right - x, 1, len(palette))
            for at in range(bottom - 1, y - 1, -1):  # from the bottom up
                bitmaptools.readinto(row, file, bits_per_pixel=depth, element_size=4,
                                     reverse_pixels_in_element=True)
                bitmaptools.blit(board, row, x, at)
        # Around the tiles, the gap's black (a 3x3 board of 53x42 tiles leaves a column and
        # two rows of the screen).
        gap = tiles.columns * tiles.rows - 1
        black = board[tiles.cell_y(gap) * SCREEN_WIDTH + tiles.cell_x(gap)]
        for x1, y1, x2, y2 in ((0, 0, SCREEN_WIDTH, y), (0, bottom, SCREEN_WIDTH,
                               SCREEN_HEIGHT), (0, 0, x, SCREEN_HEIGHT),
                               (right, 0, SCREEN_WIDTH, SCREEN_HEIGHT)):
            if x2 > x1 and y2 > y1:
                bitmaptools.fill_region(board, x1, y1, x2, y2, black)
        return ring
