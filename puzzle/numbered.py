# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Numbered tiles drawn at run time, so the game is playable without any picture."""

import bitmaptools
import displayio
import terminalio

# Palette indices of the tilesheet.
_GAP = 0  # the gap and the grout between tiles
_FACE = 1
_SHADE = 2  # the lower and right edge of each tile
_INK = 3


def label_text(tile, labels):
    """What tile ``tile`` (0-based) carries: ``"1"``, ``"A"`` (then ``"AA"``...) or nothing."""
    if labels == "numbers":
        return str(tile + 1)
    if labels == "letters":
        return chr(ord("A") + tile % 26) * (tile // 26 + 1)
    return ""


def tilesheet(columns, rows, tile_width, tile_height, face=0x3060C0, ink=0xFFFFFF,
              labels="numbers"):
    """A tilesheet of numbered tiles for a ``columns`` x ``rows`` board.

    Tile ``i`` shows ``i + 1`` (or a letter, or nothing: ``labels``) and tile ``n - 1`` is
    black (the gap), as in a picture's
    tilesheet. One more tile, ``n``, below the board's rows, is the last tile with its
    number: a grid showing tiles ``0..n-2`` and ``n`` is the whole "picture".

    :return: ``(bitmap, palette)`` with 4 colours (2 bits per pixel)
    """
    n = columns * rows
    bitmap = displayio.Bitmap(columns * tile_width, (rows + 1) * tile_height, 4)
    palette = displayio.Palette(4)
    palette[_GAP] = 0x000000
    palette[_FACE] = face
    palette[_SHADE] = _darker(face)
    palette[_INK] = ink
    for tile in range(n + 1):
        if tile == n - 1:
            continue  # the gap stays black
        x = (tile % columns) * tile_width
        y = (tile // columns) * tile_height
        right, bottom = x + tile_width, y + tile_height
        bitmaptools.fill_region(bitmap, x + 1, y + 1, right - 1, bottom - 1, _SHADE)
        bitmaptools.fill_region(bitmap, x + 1, y + 1, right - 3, bottom - 3, _FACE)
        _draw_text(bitmap, label_text(min(tile, n - 1), labels), x, y, tile_width - 2,
                   tile_height - 2)
    return bitmap, palette


def label_box(columns, rows, tile_width, tile_height, labels="numbers"):
    """``(left, top, right, bottom)`` in a tile of what its label may cover (the longest
    label's box, centred), or None when the tiles carry none."""
    length = len(label_text(columns * rows - 1, labels))
    if not length:
        return None
    scale, left, top = _placed(length, tile_width - 2, tile_height - 2)
    width, height = terminalio.FONT.get_bounding_box()[:2]
    return left, top, left + width * length * scale, top + height * scale


def _darker(color):
    return (color >> 1) & 0x7F7F7F


def _placed(length, width, height):
    """``(scale, left, top)`` of a label of ``length`` characters centred in a box of
    ``width`` x ``height``, scaled up as far as it fits."""
    glyph_width, glyph_height = terminalio.FONT.get_bounding_box()[:2]
    scale = min(3, (width - 4) // (glyph_width * length), (height - 4) // glyph_height)
    scale = max(1, scale)
    return (scale, (width - glyph_width * length * scale) // 2,
            (height - glyph_height * scale) // 2)


def _draw_text(bitmap, text, x, y, width, height):
    """Draw ``text`` centred in the box at ``x, y``, scaled up as far as it fits."""
    if not text:
        return
    font = terminalio.FONT
    glyph_width = font.get_bounding_box()[0]
    scale, left, top = _placed(len(text), width, height)
    left += x
    top += y
    for char in text:
        glyph = font.get_glyph(ord(char))
        source = glyph.bitmap
        first = glyph.tile_index * glyph.width  # where it sits in the font's bitmap
        for row in range(glyph.height):
            at = row * source.width + first
            for column in range(glyph.width):
                # One number for the pixel, not an (x, y) tuple: nothing made per pixel.
                if source[at + column]:
                    px = left + column * scale
                    py = top + row * scale
                    bitmaptools.fill_region(bitmap, px, py, px + scale, py + scale, _INK)
        left += glyph_width * scale
