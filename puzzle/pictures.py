# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Picture sets: finding them under ``images/`` and checking their files before displayio does.

A set is a folder ``images/<name>/`` with ``full.bmp`` (160x128), ``tiles3.bmp`` (159x126,
3x3 tiles of 53x42), ``tiles4.bmp`` (160x128, 4x4 tiles of 40x32) and, for other boards,
``tiles<columns>x<rows>.bmp``. Every file is an uncompressed indexed BMP (1, 4 or 8 bits per
pixel), which both ``displayio.OnDiskBitmap`` and ``adafruit_imageload`` read. A file that
is not, or whose header does not add up, is reported by a short message naming it before any
library opens it, and the game uses numbered tiles instead.
"""

import os
import struct

SCREEN_WIDTH = 160
SCREEN_HEIGHT = 128
_FILE_HEADER = 14  # "BM", file size, reserved, data offset
_INFO_SIZES = (40, 52, 56, 108, 124)  # BITMAPINFOHEADER and its successors (V2 to V5)
_SMALLEST = 138  # displayio.OnDiskBitmap reads this much header from every file
_INDEXED_DEPTHS = (1, 4, 8)
_COMPRESSION = {1: "RLE8-compressed", 2: "RLE4-compressed", 3: "bitfields", 4: "JPEG",
                5: "PNG"}
_REGULAR = 0x8000  # S_IFREG in os.stat()[0]
_TYPE = 0xF000  # S_IFMT


class PictureError(ValueError):
    """A picture file that the game cannot show; the message names the file and the problem."""


def tile_size(columns, rows):
    """Width and height of one tile of a ``columns`` x ``rows`` board on the screen."""
    return SCREEN_WIDTH // columns, SCREEN_HEIGHT // rows


def sheet_name(columns, rows):
    """``tiles4.bmp`` for a 4x4 board, ``tiles5x4.bmp`` for a 5x4 one."""
    if columns == rows:
        return "tiles%d.bmp" % columns
    return "tiles%dx%d.bmp" % (columns, rows)


def check_bmp(path, width, height):
    """Raise ``PictureError`` unless ``path`` is an uncompressed indexed BMP of that size.

    Everything the BMP readers (``displayio.OnDiskBitmap``, ``adafruit_imageload``) rely on is
    checked against everything else before either opens the file: a regular file, header
    size, bit depth, colour count, data offset and file size; and, when the palette has fewer
    colours than the depth allows, that every pixel names one of them. Nothing is allocated
    from a size the file declares.
    """
    name = path.split("/")[-1]
    try:
        stat = os.stat(path)
    except OSError:
        raise PictureError("%s: missing" % name)
    if stat[0] & _TYPE != _REGULAR:  # a FIFO would block the read, a folder cannot be read
        raise PictureError("%s: not a file" % name)
    size = stat[6]
    try:
        with open(path, "rb") as file:
            depth, colors, offset = _check_header(name, file.read(_FILE_HEADER + 40), size,
                                                  width, height)
            if colors < 1 << depth:
                file.seek(offset)
                _check_pixels(name, file, width, height, depth, colors)
    except OSError:
        raise PictureError("%s: unreadable" % name)


def _check_header(name, header, size, width, height):
    """``(bits per pixel, colours in the palette, data offset)``, or ``PictureError``."""
    if header[:2] != b"BM":
        raise PictureError("%s: not a BMP file" % name)
    if len(header) < _FILE_HEADER + 40 or size < _SMALLEST:
        raise PictureError("%s: cut short" % name)
    offset, info_size, file_width, file_height, planes, depth, compression = struct.unpack_from(
        "<IIiiHHI", header, 10
    )
    if info_size not in _INFO_SIZES:
        raise PictureError("%s: header of %d bytes; save as Windows BMP" % (name, info_size))
    if planes != 1 or file_width <= 0 or file_height == 0:
        raise PictureError("%s: broken BMP header" % name)
    if file_height < 0:
        raise PictureError("%s: top-down BMP; save it bottom-up" % name)
    if depth not in _INDEXED_DEPTHS:
        raise PictureError("%s: %d bits per pixel; need 1, 4 or 8 (indexed)" % (name, depth))
    colors = struct.unpack_from("<I", header, 46)[0] or 1 << depth
    if compression:
        raise PictureError("%s: %s; need uncompressed" % (
            name, _COMPRESSION.get(compression, "compressed")))
    if (file_width, file_height) != (width, height):
        raise PictureError("%s: %dx%d; need %dx%d" % (name, file_width, file_height, width, height))
    if colors > 1 << depth or colors < 2:
        raise PictureError("%s: %d colours in a %d-bit palette" % (name, colors, depth))
    # Both readers find the palette (one after the header, one before the pixels) and the
    # pixels (at the offset): they agree only when the palette fills the space between.
    if offset != _FILE_HEADER + info_size + 4 * colors:
        raise PictureError("%s: palette and pixels overlap or leave a gap" % name)
    if size < offset + (width * depth + 31) // 32 * 4 * height:
        raise PictureError("%s: cut short" % name)
    return depth, colors, offset


def _check_pixels(name, file, width, height, depth, colors):
    """Raise ``PictureError`` if a pixel names a colour past the palette (row by row)."""
    row = bytearray((width * depth + 31) // 32 * 4)
    used = (width * depth + 7) // 8  # bytes of the row that hold pixels, the rest is padding
    spare = used * 8 - width * depth  # padding bits at the end of the last of them
    per_byte = 8 // depth
    mask = (1 << depth) - 1
    for _ in range(height):
        file.readinto(row)
        if depth == 8:
            if max(row[:used]) >= colors:  # in C, not a loop in Python
                raise PictureError("%s: pixels use colours the palette lacks" % name)
            continue
        for index in range(used):
            byte = row[index]
            pixels = per_byte if index < used - 1 else per_byte - spare // depth
            for pixel in range(pixels):
                if (byte >> (8 - depth * (pixel + 1))) & mask >= colors:
                    raise PictureError("%s: pixels use colours the palette lacks" % name)


def find_sets(root="images"):
    """Names of the folders under ``root``, sorted; an empty list if there is no ``root``."""
    try:
        names = os.listdir(root)
    except OSError:
        return []
    return sorted(name for name in names if not name.startswith(".") and _is_folder(root, name))


def _is_folder(root, name):
    try:
        return os.stat(root + "/" + name)[0] & 0x4000 != 0  # S_IFDIR
    except OSError:
        return False
