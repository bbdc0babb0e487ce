# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The tiles of each board size for the picture set in use, their large buffers made once.

A long evening on the badge swaps picture sets and board sizes hundreds of times. Blocks of
10 KB freed and made again between long-lived objects leave holes that CircuitPython's heap
(grown in areas that must each hold a block whole) cannot use again, until a tilesheet no
longer fits. So every buffer of 1 KB or more here is made at the first use of its board size,
at the largest size it will need, and refilled in place ever after:

- a tilesheet's Bitmap and Palette per size, with as many colours as the largest of that size
  among the sets (read from their headers at that first use); each set's ``tilesN.bmp`` is
  loaded into them by ``adafruit_imageload``, whose factories hand it the kept ones;
- numbered tiles and the numbers drawn over a cut picture, per size (they never change);
- the :class:`puzzle.tiles.Tiles` over each of those, with their marks.

Only a picture cut on the fly (a set with ``full.bmp`` alone) makes its small TileGrids for
each set: the picture is read from the drive as it is drawn and takes no RAM.
"""

import sys

import displayio

from .screen import tile_size
from .tiles import Layer, Tiles, cut, make_marks

# Where a picture set's label may be in each tile, from its top-left corner: the corner that
# tools/picture.py draws it in (two characters, margin and outline included).
LABEL_CORNER = (0, 0, 16, 13)
NO_ROOM = "%dx%d: not enough memory for its tiles"
# The modules of adafruit_imageload that load a tilesheet (what _load runs), outermost first.
LOADER = ("adafruit_imageload", "adafruit_imageload.bmp", "adafruit_imageload.bmp.indexed")


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
        self._tile_color = tile_color
        self._number_color = number_color
        self._labels = labels
        self._paths = {}  # (columns, rows) -> path of the set's checked tilesheet
        self.whole = None  # the set's whole picture (an OnDiskBitmap), if it has a good one
        # (kind, columns, rows) -> Tiles made once: "sheet" (made with the first set),
        # "numbered"
        self._kept = {}
        self._loaded = {}  # (columns, rows) -> path of what the kept tilesheet holds
        self._drawn = {}  # (columns, rows) -> the numbers over a cut: bitmap, palette, marks
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
        if not self._kept:  # the first set: the game starts
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
        """Make the tiles of every size in ``sizes`` for a tilesheet now, while the heap is
        whole: they are its largest blocks. Where there is no room, a size plays cut from
        the whole picture (said when it is played)."""
        for columns, rows in sizes:
            try:
                self._sheet_tiles(None, columns, rows)
            except MemoryError:
                pass

    def prepare(self):
        """Import the tilesheets' loader ahead of the first game, while the heap is whole (a
        module loaded later makes its code and its names in a heap play has cut up); it
        stays. A module of it a call, so that no pass is long: True on a call that imported
        one."""
        for name in LOADER:
            if name not in sys.modules:
                try:
                    __import__(name)
                except MemoryError:
                    return False  # tried again at the first load, which says what failed
                return True
        return False

    def tiles(self, columns, rows):
        """The tiles of a ``columns`` x ``rows`` board for the set in use, or None when not
        even numbered tiles fit in the heap."""
        path = self._paths.get((columns, rows))
        if path is not None:
            tiles = self._sheet_tiles(path, columns, rows)
            if tiles is not None:
                return tiles
        try:
            if self.whole is not None:
                try:
                    return self._cut_tiles(columns, rows)
                except MemoryError:  # the numbers over the picture: numbered tiles need less
                    print("%dx%d: no memory to cut the picture; numbered tiles" % (
                        columns, rows))
            return self._numbered_tiles(columns, rows)
        except MemoryError:
            print(NO_ROOM % (columns, rows))
            return None

    def _sheet_tiles(self, path, columns, rows):
        """The kept tiles of the size with the set's tilesheet loaded into them; None when it
        does not load (said on the console)."""
        size = (columns, rows)
        key = ("sheet", columns, rows)
        tiles = self._kept.get(key)
        try:
            if tiles is None:
                width, height = tile_size(columns, rows)
                colors = self._most_colors(columns, rows)
                layer = Layer(displayio.Bitmap(columns * width, rows * height, colors),
                              displayio.Palette(colors), width, height)
                tiles = Tiles([layer], columns, rows, width, height, columns * rows - 1,
                              LABEL_CORNER)
                self._kept[key] = tiles
            if path is not None and self._loaded.get(size) != path:
                self._loaded[size] = None  # half loaded, if it fails
                self._load(path, tiles.layers[0])
                self._loaded[size] = path
            return tiles
        except (OSError, ValueError, RuntimeError, MemoryError) as error:
            print("%s: %s; cut from full.bmp instead" % (
                path or "%dx%d tilesheet" % size, error))
            return None

    def _most_colors(self, columns, rows):
        """The most colours a tilesheet of this size has in any set (2 at least)."""
        from . import pictures

        most = 2
        for name in pictures.find_sets(self._images):
            most = max(most, pictures.sheet_colors(
                self._images + "/" + name + "/" + pictures.sheet_name(columns, rows)))
        return most

    @staticmethod
    def _load(path, layer):
        """Read the tilesheet at ``path`` into ``layer``'s bitmap and palette, in place."""
        import adafruit_imageload

        def bitmap(width, height, colors):
            if (width, height) != (layer.bitmap.width, layer.bitmap.height) \
                    or colors > len(layer.shader):
                raise ValueError("%d colours; the tiles have room for %d" % (
                    colors, len(layer.shader)))
            return layer.bitmap

        adafruit_imageload.load(path, bitmap=bitmap, palette=lambda colors: layer.shader)

    def _cut_tiles(self, columns, rows):
        """The whole picture cut on the fly with the numbers drawn over it: its TileGrids
        are the set's own, the numbers' sheet the size's, kept."""
        from . import numbered

        size = (columns, rows)
        width, height, kx, ky, x, y = cut(columns, rows)
        zone = numbered.badge_box(columns, rows, self._labels)
        drawn = self._drawn.get(size)
        if drawn is None:
            drawn = numbered.overlay(columns, rows, width, height, self._number_color,
                                     self._labels) + (make_marks(width, height, zone),)
            self._drawn[size] = drawn
        return Tiles([Layer(self.whole, self.whole.pixel_shader, width // kx, height // ky,
                            kx, ky, x, y),
                      Layer(drawn[0], drawn[1], width, height)],
                     columns, rows, width, height, columns * rows - 1, zone, marks=drawn[2])

    def _numbered_tiles(self, columns, rows):
        """Numbered tiles, drawn once a size and kept."""
        key = ("numbered", columns, rows)
        tiles = self._kept.get(key)
        if tiles is None:
            from . import numbered

            width, height = tile_size(columns, rows)
            bitmap, palette = numbered.tilesheet(columns, rows, width, height,
                                                 self._tile_color, self._number_color,
                                                 self._labels)
            # numbered sheets carry the last tile after the gap; a label is patched with
            # the face
            tiles = Tiles([Layer(bitmap, palette, width, height)], columns, rows, width,
                          height, columns * rows,
                          numbered.label_box(columns, rows, width, height, self._labels),
                          self._tile_color)
            self._kept[key] = tiles
        return tiles
