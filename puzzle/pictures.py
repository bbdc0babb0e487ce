# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Picture sets: finding them under ``images/`` and checking their files before displayio does.

A set is a folder ``images/<name>/`` with ``full.bmp`` (160x128) and, made by ``make
picture``, tilesheets: ``tiles3.bmp`` (159x126, 3x3 tiles of 53x42), ``tiles4.bmp`` (160x128,
4x4 tiles of 40x32) and, for other boards, ``tiles<columns>x<rows>.bmp``. ``full.bmp`` may be
any BMP that ``displayio.OnDiskBitmap`` reads (indexed 1, 4 or 8 bits per pixel, 16-bit 565
or 555, 24-bit, 32-bit); a tilesheet is an uncompressed indexed BMP, which
``adafruit_imageload`` reads too. A file that is not, or whose header does not add up, is
reported by a short message naming it before any library opens it, and the game does without
it (see :mod:`puzzle.view`). A check returns what it read of a good file's header, and
:mod:`puzzle.sheets` reads the file's colours and pixels with it, not the header again.
"""

import os
import struct

from .layout import SCREEN_HEIGHT, SCREEN_WIDTH

_FILE_HEADER = 14  # "BM", file size, reserved, data offset
_INFO_SIZES = (40, 52, 56, 108, 124)  # BITMAPINFOHEADER and its successors (V2 to V5)
_COLOR_INFO_SIZES = (40, 108, 124)  # what OnDiskBitmap takes for more than 8 bits a pixel
_SMALLEST = 138  # displayio.OnDiskBitmap reads this much header from every file
_INDEXED_DEPTHS = (1, 4, 8)
_BITFIELDS = 3
_COMPRESSION = {1: "RLE8-compressed", 2: "RLE4-compressed", 3: "bitfields", 4: "JPEG",
                5: "PNG"}
# The colour masks OnDiskBitmap reads right (red, green, blue), by bits a pixel.
_MASKS = {16: ((0xF800, 0x07E0, 0x001F), (0x7C00, 0x03E0, 0x001F)),
          32: ((0xFF0000, 0xFF00, 0xFF),)}
_REGULAR = 0x8000  # S_IFREG in os.stat()[0]
_TYPE = 0xF000  # S_IFMT
_NO_ENTRY = 2  # ENOENT


class PictureError(ValueError):
    """A picture file that the game cannot show; the message names the file and the problem.
    ``missing`` tells a file that is not there at all."""

    def __init__(self, message, missing=False):
        super().__init__(message)
        self.missing = missing


def sheet_name(columns, rows):
    """``tiles4.bmp`` for a 4x4 board, ``tiles5x4.bmp`` for a 5x4 one."""
    if columns == rows:
        return "tiles%d.bmp" % columns
    return "tiles%dx%d.bmp" % (columns, rows)


def file_problem(path):
    """None when ``path`` is a regular file; else why the game must not open it: "missing",
    "not a file" (a FIFO would block the game until something wrote to it, a folder or a
    device cannot be read as one) or "unreadable". Every picture and hint file passes this
    before it is opened."""
    try:
        mode = os.stat(path)[0]
    except OSError as error:  # a link to nowhere is missing too; a loop of links is not
        return "missing" if error.args and error.args[0] == _NO_ENTRY else "unreadable"
    return None if mode & _TYPE == _REGULAR else "not a file"


def check_bmp(path, width, height, pixels=True):
    """Raise ``PictureError`` unless ``path`` is an uncompressed indexed BMP of that size.

    Everything the BMP readers (``displayio.OnDiskBitmap``, :mod:`puzzle.sheets`) rely on is
    checked against everything else before either opens the file: a regular file, header
    size, bit depth, colour count, data offset and file size; and, when the palette has fewer
    colours than the depth allows, that every pixel names one of them. Nothing is allocated
    from a size the file declares. Without ``pixels``, the header alone.

    :return: ``(bits per pixel, colours in the palette, offset of the pixels)``: what a
        reader needs, the header not read again
    """
    return _check(path, width, height, False, pixels)


def check_picture(path):
    """Raise ``PictureError`` unless ``path`` is a 160x128 BMP that ``OnDiskBitmap`` shows
    right: indexed as for :func:`check_bmp`, or 16, 24 or 32 bits a pixel (as many colours
    as those bits hold); returns what :func:`check_bmp` does."""
    return _check(path, SCREEN_WIDTH, SCREEN_HEIGHT, True)


def _check(path, width, height, color, pixels=True):
    name = path.split("/")[-1]
    problem = file_problem(path)
    if problem:
        raise PictureError("%s: %s" % (name, problem), missing=problem == "missing")
    try:
        with open(path, "rb") as file:
            depth, colors, offset = _check_header(name, file.read(_FILE_HEADER + 52),
                                                  os.stat(path)[6], width, height, color)
            if pixels and colors < 1 << depth:
                file.seek(offset)
                _check_pixels(name, file, width, height, depth, colors)
    except OSError:
        raise PictureError("%s: unreadable" % name)
    return depth, colors, offset


def _check_header(name, header, size, width, height, color):
    """``(bits per pixel, colours in the palette, data offset)``, or ``PictureError``; with
    ``color``, 16, 24 and 32 bits a pixel pass too (with as many colours as they hold)."""
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
    if (file_width, file_height) != (width, height):
        raise PictureError("%s: %dx%d; need %dx%d" % (name, file_width, file_height, width, height))
    if color and depth in (16, 24, 32):
        _check_color(name, header, size, info_size, depth, compression, offset, width, height)
        return depth, 1 << depth, offset
    if depth not in _INDEXED_DEPTHS:
        raise PictureError("%s: %d bits per pixel; need 1, 4 or 8 (indexed)%s" % (
            name, depth, ", 16, 24 or 32" if color else ""))
    colors = struct.unpack_from("<I", header, 46)[0] or 1 << depth
    if compression:
        raise PictureError("%s: %s; need uncompressed" % (
            name, _COMPRESSION.get(compression, "compressed")))
    if colors > 1 << depth or colors < 2:
        raise PictureError("%s: %d colours in a %d-bit palette" % (name, colors, depth))
    # Both readers find the palette (one after the header, one before the pixels) and the
    # pixels (at the offset): they agree only when the palette fills the space between.
    if offset != _FILE_HEADER + info_size + 4 * colors:
        raise PictureError("%s: palette and pixels overlap or leave a gap" % name)
    if size < offset + (width * depth + 31) // 32 * 4 * height:
        raise PictureError("%s: cut short" % name)
    return depth, colors, offset


def _check_color(name, header, size, info_size, depth, compression, offset, width, height):
    """Raise ``PictureError`` unless OnDiskBitmap reads these 16, 24 or 32 bits a pixel right:
    a header it knows, no compression but colour masks it reads as 565, 555 or 888."""
    if info_size not in _COLOR_INFO_SIZES:
        raise PictureError("%s: header of %d bytes; save as Windows BMP" % (name, info_size))
    # OnDiskBitmap reads 16-bit masks from any header that has them, 32-bit ones only when
    # the compression says bitfields.
    if depth in _MASKS and (compression == _BITFIELDS or depth == 16 and info_size > 40):
        if tuple(struct.unpack_from("<III", header, _FILE_HEADER + 40)) not in _MASKS[depth]:
            raise PictureError("%s: colour masks the screen cannot read; save as 24-bit" % name)
    elif compression:
        raise PictureError("%s: %s; need uncompressed" % (
            name, _COMPRESSION.get(compression, "compressed")))
    first = _FILE_HEADER + info_size + (12 if compression and info_size == 40 else 0)
    if offset < first:
        raise PictureError("%s: pixels overlap the header" % name)
    if size < offset + (width * depth + 31) // 32 * 4 * height:
        raise PictureError("%s: cut short" % name)


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
