# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Numbered tiles and the numbers over a cut picture: every label's pixels are its characters'
in ``terminalio.FONT``, each font pixel drawn ``scale`` wide, and nothing else is inked.

Each tile's inked pixels are read from the sheet Blinka's displayio holds, and set against the
label drawn from the font pixel by pixel here, at each scale it may have, placed where the
inked pixels start."""

import displayio
import pytest
import terminalio

from puzzle import numbered
from puzzle.layout import tile_size
from puzzle.tiles import Tiles, make_frame

FACE, INK = 0x3366CC, 0xFFEE00


def board_tiles(columns, rows, width, height):
    """Tiles of that board over a board of the screen's size, 5 colours (the gap's ring the
    fifth), and its palette."""
    palette = displayio.Palette(5)
    tiles = Tiles(displayio.Bitmap(160, 128, 5), palette, displayio.Bitmap(width, height, 5),
                  columns, rows, width, height, columns * rows, None,
                  make_frame(width, height))
    return tiles, palette


def inked(bitmap, palette, ink, left, top, width, height):
    """The ``(x, y)`` of the pixels in ``ink`` in that box of ``bitmap``, from its corner."""
    return {(x, y) for y in range(height) for x in range(width)
            if palette[bitmap[left + x, top + y]] == ink}


def font_pixels(text, scale):
    """The ``(x, y)`` of ``text``'s pixels in the font, each ``scale`` x ``scale``."""
    font = terminalio.FONT
    cell = font.get_bounding_box()[0]
    pixels = set()
    for place, char in enumerate(text):
        glyph = font.get_glyph(ord(char))
        for row in range(glyph.height):
            for column in range(glyph.width):
                if glyph.bitmap[glyph.tile_index * glyph.width + column, row]:
                    for dy in range(scale):
                        for dx in range(scale):
                            pixels.add(((place * cell + column) * scale + dx,
                                        row * scale + dy))
    return pixels


def shows(pixels, text):
    """True when ``pixels`` are exactly ``text`` in the font at some scale, moved as a whole."""
    if not text:
        return not pixels
    for scale in (1, 2, 3):
        expected = font_pixels(text, scale)
        if pixels and len(pixels) == len(expected):
            dx = min(x for x, _ in pixels) - min(x for x, _ in expected)
            dy = min(y for _, y in pixels) - min(y for _, y in expected)
            if {(x + dx, y + dy) for x, y in expected} == pixels:
                return True
    return False


@pytest.mark.parametrize("labels", ["numbers", "letters", "none"])
@pytest.mark.parametrize("columns, rows", [(3, 3), (4, 4), (5, 4)])
def test_each_numbered_tile_shows_its_label_and_nothing_else(desktop, columns, rows, labels):
    width, height = tile_size(columns, rows)
    tiles, palette = board_tiles(columns, rows, width, height)
    numbered.tilesheet(tiles, palette, FACE, INK, labels)
    bitmap = tiles.board
    n = columns * rows
    for tile in range(n + 1):  # the last, drawn whole in the gap's cell, carries its label
        if tile == n:
            numbered.draw_tile(bitmap, tiles.cell_x(n - 1), tiles.cell_y(n - 1), width, height,
                               numbered.label_text(n - 1, labels), {})
        x, y = tiles.cell_x(min(tile, n - 1)), tiles.cell_y(min(tile, n - 1))
        text = "" if tile == n - 1 else numbered.label_text(min(tile, n - 1), labels)
        assert shows(inked(bitmap, palette, INK, x, y, width, height), text), (tile, text)


@pytest.mark.parametrize("labels", ["numbers", "letters"])
@pytest.mark.parametrize("columns, rows", [(3, 3), (4, 4)])
def test_each_number_over_a_cut_picture_is_its_label(desktop, columns, rows, labels):
    width, height = tile_size(columns, rows)
    tiles, palette = board_tiles(columns, rows, width, height)
    numbered.overlay(tiles, palette, INK, labels)
    bitmap = tiles.board
    n = columns * rows
    for tile in range(n):
        x, y = tiles.cell_x(tile), tiles.cell_y(tile)
        text = "" if tile == n - 1 else numbered.label_text(tile, labels)
        assert shows(inked(bitmap, palette, INK, x, y, width, height), text), (tile, text)
