# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Picture sets: finding them under ``images/`` and checking their files before displayio does.

A set is a folder ``images/<name>/`` with ``full.bmp`` (160x128), ``tiles3.bmp`` (159x126,
3x3 tiles of 53x42), ``tiles4.bmp`` (160x128, 4x4 tiles of 40x32) and, for other boards,
``tiles<columns>x<rows>.bmp``. Every file is an uncompressed indexed BMP (1, 4 or 8 bits per
pixel), which both ``displayio.OnDiskBitmap`` and ``adafruit_imageload`` read. A file that
is not is reported by a short message naming it, and the game uses numbered tiles instead.
"""

import os
import struct

SCREEN_WIDTH = 160
SCREEN_HEIGHT = 128
_HEADER = 54  # file header (14 bytes) and BITMAPINFOHEADER (40): all that is checked
_INDEXED_DEPTHS = (1, 4, 8)
_COMPRESSION = {1: "RLE8-compressed", 2: "RLE4-compressed", 3: "bitfields", 4: "JPEG",
                5: "PNG"}


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

    Reads the 54-byte header and the file's size, nothing more.
    """
    name = path.split("/")[-1]
    try:
        size = os.stat(path)[6]
        with open(path, "rb") as file:
            header = file.read(_HEADER)
    except OSError:
        raise PictureError("%s: missing" % name)
    if len(header) < 2 or header[:2] != b"BM":
        raise PictureError("%s: not a BMP file" % name)
    if len(header) < _HEADER:
        raise PictureError("%s: cut short" % name)
    offset, info_size, file_width, file_height, planes, depth, compression = struct.unpack_from(
        "<IIiiHHI", header, 10
    )
    if info_size < 40:
        raise PictureError("%s: old BMP header; save as Windows BMP" % name)
    if planes != 1 or file_width <= 0 or file_height == 0:
        raise PictureError("%s: broken BMP header" % name)
    if file_height < 0:
        raise PictureError("%s: top-down BMP; save it bottom-up" % name)
    if depth not in _INDEXED_DEPTHS:
        raise PictureError("%s: %d bits per pixel; need 4 or 8 (indexed)" % (name, depth))
    if compression:
        raise PictureError("%s: %s; need uncompressed" % (
            name, _COMPRESSION.get(compression, "compressed")))
    if (file_width, file_height) != (width, height):
        raise PictureError("%s: %dx%d; need %dx%d" % (name, file_width, file_height, width, height))
    row_bytes = (file_width * depth + 31) // 32 * 4
    if offset < _HEADER or size < offset + row_bytes * file_height:
        raise PictureError("%s: cut short" % name)


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
