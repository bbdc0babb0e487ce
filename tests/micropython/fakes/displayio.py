# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``displayio`` for the timing session: what the game's view and its libraries call,
drawing nothing, with CircuitPython's buffers allocated at CircuitPython's sizes.

On the badge these objects are C structs on the Python heap with buffers beside them. Here
every buffer is a ``bytearray`` of exactly the bytes CircuitPython allocates for it (from
``shared-module/displayio``: a ``Bitmap``'s pixels in rows of 32-bit words, 12 bytes a
``Palette`` colour, a byte a ``TileGrid`` cell beyond 4 cells), so the collector
has the badge's work to do. The structs themselves (16 to 96 bytes on the badge) are stood
for by these Python instances, 16 to 32 bytes larger each on a 32-bit heap (more on a 64-bit
one). Drawing is C work on the badge: nothing is drawn here.
"""

_COLOR_BYTES = 12  # _displayio_color_t: rgb888, rgb565, luma, hue, chroma, transparent
BIG = 1024  # a buffer of this many bytes or more is logged
_big = []  # what each such buffer was, in the order they were made


def big_buffers():
    """What each buffer of ``BIG`` bytes or more made so far was, oldest first."""
    return list(_big)


def _buffer(size, what):
    if size >= BIG:
        _big.append("%s: %d bytes" % (what, size))
    return bytearray(size)


def _bits_for(value_count):
    """Bits per pixel CircuitPython picks for ``value_count`` values: 1, 2, 4, 8, 16 or 32."""
    bits = 1
    while (1 << bits) < value_count:
        bits *= 2
    return bits


def bitmap_bytes(width, height, value_count):
    """Bytes of a Bitmap's pixels on the badge: rows rounded up to 32-bit words."""
    return (width * _bits_for(value_count) + 31) // 32 * 4 * height


class Bitmap:
    """Pixels in a buffer of CircuitPython's size; values read back as written."""

    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        self._bits = _bits_for(value_count)
        self._stride = (width * self._bits + 31) // 32 * 32  # bits a row
        self._data = _buffer(bitmap_bytes(width, height, value_count),
                             "Bitmap %dx%d, %d values" % (width, height, value_count))

    def _where(self, key):
        if isinstance(key, tuple):
            x, y = key
        else:
            x, y = key % self.width, key // self.width
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError("pixel out of bounds")
        return y * self._stride + x * self._bits

    def __getitem__(self, key):
        at = self._where(key)
        bits = self._bits
        if bits >= 8:
            return self._data[at // 8]
        return (self._data[at // 8] >> (8 - bits - at % 8)) & ((1 << bits) - 1)

    def __setitem__(self, key, value):
        at = self._where(key)
        bits = self._bits
        if bits >= 8:
            self._data[at // 8] = value & 255
            return
        shift = 8 - bits - at % 8
        mask = ((1 << bits) - 1) << shift
        self._data[at // 8] = (self._data[at // 8] & ~mask) | ((value << shift) & mask)

    def fill(self, value):
        pass  # C work on the badge

    def dirty(self, x1=0, y1=0, x2=-1, y2=-1):
        pass


class Palette:
    """Colours in a buffer of 12 bytes each, as CircuitPython keeps them."""

    def __init__(self, color_count, *, dither=False):
        self._colors = _buffer(_COLOR_BYTES * color_count, "Palette of %d" % color_count)
        self._count = color_count

    def __len__(self):
        return self._count

    def __getitem__(self, index):
        at = _COLOR_BYTES * index
        data = self._colors
        return data[at] << 16 | data[at + 1] << 8 | data[at + 2]

    def __setitem__(self, index, color):
        at = _COLOR_BYTES * index
        data = self._colors
        if isinstance(color, int):
            data[at] = color >> 16 & 255
            data[at + 1] = color >> 8 & 255
            data[at + 2] = color & 255
        else:  # bytes: red, green, blue (and one more, ignored)
            data[at] = color[0]
            data[at + 1] = color[1]
            data[at + 2] = color[2]

    def make_transparent(self, index):
        self._colors[_COLOR_BYTES * index + 11] = 1

    def make_opaque(self, index):
        self._colors[_COLOR_BYTES * index + 11] = 0

    def is_transparent(self, index):
        return self._colors[_COLOR_BYTES * index + 11] == 1


class ColorConverter:
    def __init__(self, *, input_colorspace=None, dither=False):
        pass


class TileGrid:
    """Cells of tile indices, a byte each beyond 4 (CircuitPython keeps up to 4 inside its
    struct). Its shape is one tuple and its place and ``hidden`` are set only when they differ
    from the class's defaults, so that an instance holds about the bytes of the badge's struct
    (a glyph of a text is one of these)."""

    x = 0
    y = 0
    hidden = False

    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        tile_width = tile_width or bitmap.width
        tile_height = tile_height or bitmap.height
        if bitmap.width % tile_width or bitmap.height % tile_height:
            raise ValueError("Tile width must exactly divide bitmap width")  # as CircuitPython
        self._shape = (bitmap, pixel_shader, width, height, tile_width, tile_height)
        if x:
            self.x = x
        if y:
            self.y = y
        count = width * height
        if count == 1:  # a glyph, a sprite's part: the cell is the struct's own
            self._tiles = default_tile
        else:
            self._tiles = bytearray(count)
            for i in range(count):
                self._tiles[i] = default_tile

    bitmap = property(lambda self: self._shape[0])
    pixel_shader = property(lambda self: self._shape[1])
    width = property(lambda self: self._shape[2])
    height = property(lambda self: self._shape[3])
    tile_width = property(lambda self: self._shape[4])
    tile_height = property(lambda self: self._shape[5])

    def __getitem__(self, key):
        if isinstance(key, tuple):
            key = key[1] * self.width + key[0]
        if isinstance(self._tiles, int):
            if key != 0:
                raise IndexError("tile index out of bounds")
            return self._tiles
        return self._tiles[key]

    def __setitem__(self, key, tile):
        if isinstance(key, tuple):
            key = key[1] * self.width + key[0]
        if isinstance(self._tiles, int):
            if key != 0:
                raise IndexError("tile index out of bounds")
            self._tiles = tile
            return
        self._tiles[key] = tile


class Group:
    """Layers in a list, as CircuitPython's Group keeps them."""

    def __init__(self, *, scale=1, x=0, y=0):
        self._members = []
        self._group_scale = scale
        self.x = x
        self.y = y
        self.hidden = False

    @property
    def scale(self):
        return self._group_scale

    @scale.setter
    def scale(self, value):
        self._group_scale = value

    def append(self, layer):
        self._members.append(layer)

    def insert(self, index, layer):
        self._members.insert(index, layer)

    def pop(self, index=-1):
        return self._members.pop(index)

    def remove(self, layer):
        self._members.remove(layer)

    def index(self, layer):
        return self._members.index(layer)

    def __len__(self):
        return len(self._members)

    def __getitem__(self, index):
        return self._members[index]

    def __setitem__(self, index, layer):
        self._members[index] = layer

    def __iter__(self):
        return iter(self._members)


class OnDiskBitmap:
    """A BMP read from the drive as it is drawn: the open file and the palette stay."""

    def __init__(self, path):
        self._file = open(path, "rb")
        header = self._file.read(54)
        self.width = header[18] | header[19] << 8
        self.height = header[22] | header[23] << 8
        if header[28] > 8:  # 16, 24 or 32 bits a pixel: colours converted as they are drawn
            self.pixel_shader = ColorConverter()
        else:
            self.pixel_shader = Palette(header[46] | header[47] << 8 or 1 << header[28])
