# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The tiles of each board size for the picture set in use, their large buffers made once.

A long evening on the badge swaps picture sets and board sizes hundreds of times. Blocks of
10 KB freed and made again between long-lived objects leave holes that CircuitPython's heap
(grown in areas that must each hold a block whole) cannot use again, until a tilesheet no
longer fits. So every buffer of 1 KB or more here is made with the first set, at the largest
size it will need, and refilled in place ever after:

- one *board*, a Bitmap of the screen's size with a Palette of as many colours as the largest
  tilesheet among the sets (read from their headers), which every size's tiles are drawn into
  (:mod:`puzzle.tiles`): the set's tilesheet for the size in play is read into it row by row,
  numbered tiles or the numbers over a cut picture are drawn into it, again whenever the size
  or the set changes; one tilesheet in RAM, not one a size;
- for each size, a spare bitmap of one tile and the marks, with its
  :class:`puzzle.tiles.Tiles`.

Only a picture cut on the fly (a set with ``full.bmp`` alone) makes its small TileGrids for
each set: the picture is read from the drive as it is drawn and takes no RAM.
"""

import bitmaptools
import displayio

from .layout import SCREEN_HEIGHT, SCREEN_WIDTH, tile_size
from .tiles import Tiles, make_marks

# Where a picture set's label may be in each tile, from its top-left corner: the corner that
# tools/picture.py draws it in (two characters, margin and outline included).
LABEL_CORNER = (0, 0, 16, 13)
NO_ROOM = "%dx%d: not enough memory for its tiles"


class Sheets:
    """The tiles a board size is shown with: the set's tilesheet, else its whole picture cut
    on the fly with numbers over it, else numbered tiles.

    :param str images: the folder of the picture sets
    :param int tile_color: face colour of the numbered tiles (0xRRGGBB)
    :param int number_color: colour of the numbers on them
    :param str labels: what the numbered tiles carry: "numbers", "letters" or "none"
    """

    def __init__(self, images, tile_color, number_color, labels):
        self._images = images
        self.tile_color = tile_color
        self.number_color = number_color
        self.labels = labels
        self._paths = {}  # (columns, rows) -> path of the set's checked tilesheet
        self.whole = None  # the set's whole picture (an OnDiskBitmap), if it has a good one
        self.board = self.palette = None  # made with the first set
        self.holds = None  # the tiles the board holds, drawn or loaded
        self._path = None  # and the tilesheet loaded into it (None: drawn)
        # (kind, columns, rows) -> Tiles made once: "sheet" (made with the first set),
        # "numbered"
        self.kept = {}
        self._spares = {}  # (width, height) -> a tile's spare bitmap, made once
        self._marks = {}  # (width, height, zone) -> the marks' sheet, made once
        self._said = []  # tilesheets missing where full.bmp is cut instead: said once

    def use(self, name, sizes):
        """Use the picture set ``name`` (None: numbered tiles) for boards of ``sizes``.

        Each file is checked before displayio opens it; one that fails is left out. A size
        without a good tilesheet is cut from the whole picture; without that either, it has
        numbered tiles. A tilesheet that is not there at all, in a set with a good whole
        picture, is no problem: the console says it once in a session.

        :return: a list of problems, each naming a file, the reason and for a tilesheet what
            plays instead (empty when all is well)
        """
        problems = []
        self._paths = {}
        self.whole = None
        if self.board is None:  # the first set: the game starts
            self._prepare(sizes)
        if name is not None:
            try:
                self._check(self._images + "/" + name, sizes, problems)
            except MemoryError:  # not even room to check it: numbered tiles play
                self._paths = {}
                self.whole = None
                problems.append("not enough memory for its pictures; numbered tiles")
        return problems

    def _check(self, folder, sizes, problems):
        from . import pictures

        try:
            path = folder + "/full.bmp"
            pictures.check_picture(path)
            # OnDiskBitmap reads the file as it draws: the whole picture costs no RAM.
            self.whole = displayio.OnDiskBitmap(path)
        except pictures.PictureError as error:
            problems.append(str(error))
        except (OSError, ValueError, MemoryError) as error:  # what the checker did not foresee
            problems.append("full.bmp: %s" % error)
        instead = "cut from full.bmp" if self.whole is not None else "numbered tiles"
        missing = []  # tilesheets not there, with no whole picture to cut instead
        for columns, rows in sizes:
            path = folder + "/" + pictures.sheet_name(columns, rows)
            tile_width, tile_height = tile_size(columns, rows)
            try:
                pictures.check_bmp(path, columns * tile_width, rows * tile_height)
                self._paths[(columns, rows)] = path
            except pictures.PictureError as error:
                said = "%s; %s" % (error, instead)
                if not error.missing:
                    problems.append(said)
                elif self.whole is None:
                    missing.append(said)
                elif said not in self._said:  # nothing wrong: a size make picture did not make
                    self._said.append(said)
                    print("%s: %s" % (folder.split("/")[-1], said))
        # No tilesheet at all, and no whole picture: what is wrong is full.bmp alone.
        if len(missing) < len(sizes):
            problems.extend(missing)

    def _prepare(self, sizes):
        """Make the board, and the tiles of every size in ``sizes`` for a tilesheet, now,
        while the heap is whole: they are its largest blocks."""
        from . import pictures

        most = 4  # numbered tiles
        names = pictures.find_sets(self._images)
        drawn = not names  # some tiles drawn at run time
        for columns, rows in sizes:
            for name in names:
                colors = pictures.sheet_colors(
                    self._images + "/" + name + "/" + pictures.sheet_name(columns, rows))
                most = max(most, colors)
                drawn = drawn or not colors
        if drawn:  # imported now, before the first game, as every module is
            from . import numbered  # noqa: F401
        try:
            self.board = displayio.Bitmap(SCREEN_WIDTH, SCREEN_HEIGHT, most)
            self.palette = displayio.Palette(most)
            for columns, rows in sizes:
                self._sheet_tiles(None, columns, rows)
        except MemoryError:
            pass

    def tiles(self, columns, rows):
        """The tiles of a ``columns`` x ``rows`` board for the set in use, drawn into the
        board, or None when not even numbered tiles fit in the heap."""
        if self.board is None:  # not made with the first set: made now, if there is room
            self._prepare(((columns, rows),))
            if self.board is None:
                print(NO_ROOM % (columns, rows))
                return None
        path = self._paths.get((columns, rows))
        if path is not None:
            tiles = self._sheet_tiles(path, columns, rows)
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

    def made(self, width, height, zone):
        """A tile's spare bitmap and the marks' sheet for cells of ``width`` x ``height``
        and labels in ``zone``, made at their first use and kept."""
        size = (width, height)
        spare = self._spares.get(size)
        if spare is None:
            spare = self._spares[size] = displayio.Bitmap(width, height, len(self.palette))
        key = (width, height, zone)
        marks = self._marks.get(key)
        if marks is None:
            marks = self._marks[key] = make_marks(width, height, zone)
        return spare, marks

    def holding(self, tiles, path=None):
        """The board now holds ``tiles`` (loaded from ``path``, or drawn), solved."""
        self.holds, self._path = tiles, path
        tiles.drawn()
        return tiles

    def _sheet_tiles(self, path, columns, rows):
        """The kept tiles of the size with the set's tilesheet loaded into the board; None
        when it does not load (said on the console)."""
        key = ("sheet", columns, rows)
        tiles = self.kept.get(key)
        try:
            if tiles is None:
                width, height = tile_size(columns, rows)
                spare, marks = self.made(width, height, LABEL_CORNER)
                tiles = self.kept[key] = Tiles(
                    self.board, self.palette, spare, columns, rows, width, height,
                    columns * rows - 1, LABEL_CORNER, 0x000000, marks)
            if path is not None and (self.holds is not tiles or self._path != path):
                self.holds = None  # half loaded, if it fails
                self._load(path, tiles)
                self.holding(tiles, path)
            return tiles
        except (OSError, ValueError, RuntimeError, MemoryError, EOFError) as error:
            print("%s: %s; cut from full.bmp instead" % (
                path or "%dx%d tilesheet" % (columns, rows), error))
            return None

    def _load(self, path, tiles):
        """Read the tilesheet at ``path`` (checked: :func:`puzzle.pictures.check_bmp`) into
        the board where ``tiles`` are, its colours into the palette, the rest of the board
        black."""
        board, palette = self.board, self.palette
        with open(path, "rb") as file:
            header = file.read(54)
            offset, width, height = _half(header, 10), _half(header, 18), _half(header, 22)
            depth, colors = header[28], _half(header, 46) or 1 << header[28]
            if colors > len(palette):
                raise ValueError("%d colours; the tiles have room for %d" % (
                    colors, len(palette)))
            file.seek(offset - 4 * colors)
            quad = bytearray(4)  # blue, green, red, nothing
            palette.make_opaque(0)
            for index in range(colors):
                file.readinto(quad)
                palette[index] = quad[2] << 16 | quad[1] << 8 | quad[0]
            # A row of the file at a time: a bitmap's rows are as long as a BMP's.
            row = displayio.Bitmap(width, 1, len(palette))
            x, y = tiles.x, tiles.y + height
            for _ in range(height):  # from the bottom up
                y -= 1
                bitmaptools.readinto(row, file, bits_per_pixel=depth, element_size=4,
                                     reverse_pixels_in_element=True)
                bitmaptools.blit(board, row, x, y)
        # Around the tiles, the gap's black (a 3x3 board of 53x42 tiles leaves a column
        # and two rows of the screen).
        gap = tiles.columns * tiles.rows - 1
        black = board[tiles.cell_y(gap) * SCREEN_WIDTH + tiles.cell_x(gap)]
        right, bottom = x + width, tiles.y + height
        for x1, y1, x2, y2 in ((0, 0, SCREEN_WIDTH, tiles.y), (0, bottom, SCREEN_WIDTH,
                               SCREEN_HEIGHT), (0, 0, x, SCREEN_HEIGHT),
                               (right, 0, SCREEN_WIDTH, SCREEN_HEIGHT)):
            if x2 > x1 and y2 > y1:
                bitmaptools.fill_region(board, x1, y1, x2, y2, black)


def _half(header, at):
    """The 16-bit little-endian number at ``at`` of ``header`` (a BMP's sizes and offsets
    here are all under 65 536)."""
    return header[at] | header[at + 1] << 8
