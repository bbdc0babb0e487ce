# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Tiles drawn at run time: numbered tiles, so the game is playable without any picture, and
the numbers (and the gap) drawn over a picture that has no tilesheet, cut into tiles on the fly.

Imported by :mod:`puzzle.sheets` only when a board size has no tilesheet to load: the shipped
sets have one for each size they play, so this module is not in the heap while they are used.
"""

import bitmaptools
import displayio
import terminalio

from .layout import SCREEN_HEIGHT, SCREEN_WIDTH, tile_size
from .tiles import RING_COLOR, Tiles

# Palette indices of the numbered tilesheet...
_GAP = 0  # the gap and the grout between tiles
_FACE = 1
_SHADE = 2  # the lower and right edge of each tile
_INK = 3
_RING = 4  # the gap's ring
# ... and of the overlay.
_CLEAR = 0
_BADGE = 1
_BADGE_INK = 2
_OVERLAY_RING = 3
# The font's cell: terminalio.FONT is 6x12 on the badge and in Blinka.
_GLYPH_WIDTH, _GLYPH_HEIGHT = terminalio.FONT.get_bounding_box()[:2]
_BADGE_HEIGHT = _GLYPH_HEIGHT + 2  # a label's badge in the overlay: a pixel above, one below


def cut_tiles(sheets, columns, rows):
    """The whole picture of ``sheets`` (:class:`puzzle.sheets.Sheets`) cut on the fly into a
    ``columns`` x ``rows`` board, the numbers drawn over it into the board: its TileGrids are
    the set's own, the spare and frame the size's, kept."""
    width, height, kx, ky, x, y = cut(columns, rows)
    zone = badge_box(columns, rows, sheets.labels)
    spare, frame = sheets.made(width, height)
    whole = sheets.whole  # a TileGrid of the picture on the drive
    tiles = Tiles(sheets.board, sheets.palette, spare, columns, rows, width, height,
                  columns * rows - 1, zone, frame,
                  Cut(whole.bitmap, whole.pixel_shader, width // kx, height // ky, kx, ky, x,
                      y, columns))
    overlay(tiles, sheets.palette, sheets.number_color, sheets.labels)
    return sheets.holding(tiles, _OVERLAY_RING)


def numbered_tiles(sheets, columns, rows):
    """Numbered tiles of a ``columns`` x ``rows`` board drawn into the board of ``sheets``;
    their tiles made once a size and kept."""
    key = ("numbered", columns, rows)
    tiles = sheets.kept.get(key)
    width, height = tile_size(columns, rows)
    labels = sheets.labels
    if tiles is None:
        last = label_text(columns * rows - 1, labels)

        def finish(bitmap, x, y):  # the last tile, in the solved grid that is the picture
            draw_tile(bitmap, x, y, width, height, last, {})

        zone = label_box(columns, rows, width, height, labels)
        spare, frame = sheets.made(width, height)
        # the last tile completes the picture as tile n
        tiles = sheets.kept[key] = Tiles(
            sheets.board, sheets.palette, spare, columns, rows, width, height,
            columns * rows, zone, frame, finish=finish)
    if sheets.holds is not tiles:
        tilesheet(tiles, sheets.palette, sheets.tile_color, sheets.number_color, labels)
        sheets.holding(tiles, _RING)
    return tiles


class Cut:
    """The whole picture ``bitmap`` (``shader``) cut into parts of ``width`` x ``height``, of
    which tile ``t`` of a board ``columns`` wide takes the ``kx`` x ``ky`` block whose first
    is part ``(x, y)`` moved ``(t % columns * kx, t // columns * ky)`` parts on."""

    def __init__(self, bitmap, shader, width, height, kx, ky, x, y, columns):
        self.bitmap, self.shader = bitmap, shader
        self.width, self.height, self.kx, self.ky = width, height, kx, ky
        self.across = bitmap.width // width  # parts in a row of the picture
        self.first = y * self.across + x
        self.columns = columns

    def grid(self, columns, rows, x=0, y=0):
        """A TileGrid of the picture's parts for ``columns`` x ``rows`` tiles, at ``x, y``."""
        return displayio.TileGrid(self.bitmap, pixel_shader=self.shader,
                                  width=columns * self.kx, height=rows * self.ky,
                                  tile_width=self.width, tile_height=self.height, x=x, y=y)

    def put(self, grid, position, tile, columns=1):
        """Show tile ``tile`` in the cell at ``position`` of ``grid``, ``columns`` cells a row
        (cells by number: ``grid[x, y]`` would make a tuple a write)."""
        kx, ky, across = self.kx, self.ky, self.across
        first = self.first + tile // self.columns * ky * across + tile % self.columns * kx
        stride = columns * kx
        at = position // columns * ky * stride + position % columns * kx
        for j in range(ky):
            for i in range(kx):
                grid[at + j * stride + i] = first + j * across + i


def cut(columns, rows):
    """How the whole picture (160x128) is cut into ``columns`` x ``rows`` tiles by a TileGrid,
    whose tiles must divide the picture exactly: ``(tile width, tile height, kx, ky, x, y)``.

    The tiles are the largest that divide the screen (a 3x3 board: 40x32, not the 53x42 of a
    tilesheet), the board's part of the picture is its centre, and each tile is made of
    ``kx`` x ``ky`` of the TileGrid's, of which ``(x, y)`` is the board's first.
    """
    width = _largest_divisor(SCREEN_WIDTH, SCREEN_WIDTH // columns)
    height = _largest_divisor(SCREEN_HEIGHT, SCREEN_HEIGHT // rows)
    left = (SCREEN_WIDTH - columns * width) // 2
    top = (SCREEN_HEIGHT - rows * height) // 2
    part_width, part_height = _gcd(width, left), _gcd(height, top)
    return (width, height, width // part_width, height // part_height, left // part_width,
            top // part_height)


def _largest_divisor(number, most):
    return max(d for d in range(1, most + 1) if number % d == 0)


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a



def label_text(tile, labels):
    """What tile ``tile`` (0-based) carries: ``"1"``, ``"A"`` (then ``"AA"``...) or nothing."""
    if labels == "numbers":
        return str(tile + 1)
    if labels == "letters":
        return chr(ord("A") + tile % 26) * (tile // 26 + 1)
    return ""


def tilesheet(tiles, palette, face, ink, labels):
    """Numbered tiles drawn into the board of ``tiles`` (:class:`puzzle.tiles.Tiles`), solved,
    with 5 of ``palette``'s colours (the gap's ring one).

    Tile ``i`` shows ``i + 1`` (or a letter, or nothing: ``labels``) and tile ``n - 1`` is
    black (the gap), as in a picture's tilesheet; :func:`draw_tile` draws the last
    tile whole in its place when the solved grid is the picture.
    """
    bitmap, width, height = tiles.board, tiles.tile_width, tiles.tile_height
    bitmap.fill(_GAP)
    palette.make_opaque(_GAP)
    palette[_GAP] = 0x000000
    palette[_FACE] = face
    palette[_SHADE] = _darker(face)
    palette[_INK] = ink
    palette[_RING] = RING_COLOR
    drawn = {}
    for tile in range(tiles.columns * tiles.rows - 1):
        draw_tile(bitmap, tiles.cell_x(tile), tiles.cell_y(tile), width, height,
                  label_text(tile, labels), drawn)


def draw_tile(bitmap, x, y, tile_width, tile_height, text, drawn):
    """A numbered tile carrying ``text`` drawn over black with its top left corner at
    ``x, y``; ``drawn`` as for :func:`_draw_text`."""
    right, bottom = x + tile_width, y + tile_height
    bitmaptools.fill_region(bitmap, x + 1, y + 1, right - 1, bottom - 1, _SHADE)
    bitmaptools.fill_region(bitmap, x + 1, y + 1, right - 3, bottom - 3, _FACE)
    if text:
        scale, left, top = _placed(len(text), tile_width - 2, tile_height - 2)
        _draw_text(bitmap, text, x + left, y + top, scale, _INK, drawn)


def label_box(columns, rows, tile_width, tile_height, labels="numbers"):
    """``(left, top, right, bottom)`` in a tile of what its label may cover (the longest
    label's box, centred), or None when the tiles carry none."""
    length = len(label_text(columns * rows - 1, labels))
    if not length:
        return None
    scale, left, top = _placed(length, tile_width - 2, tile_height - 2)
    return left, top, left + _GLYPH_WIDTH * length * scale, top + _GLYPH_HEIGHT * scale


def overlay(tiles, palette, ink, labels):
    """What goes over a picture cut into tiles on the fly, drawn into the board of ``tiles``
    with 4 of ``palette``'s colours: each tile's number (or letter) in its top left
    corner on a black badge, the gap's tile all black, the rest clear; centred, solved."""
    bitmap, width, height = tiles.board, tiles.tile_width, tiles.tile_height
    n = tiles.columns * tiles.rows
    bitmap.fill(_CLEAR)
    palette.make_transparent(_CLEAR)
    palette[_BADGE] = 0x000000
    palette[_BADGE_INK] = ink
    palette[_OVERLAY_RING] = RING_COLOR
    drawn = {}
    for tile in range(n):
        x, y = tiles.cell_x(tile), tiles.cell_y(tile)
        if tile == n - 1:
            bitmaptools.fill_region(bitmap, x, y, x + width, y + height, _BADGE)
            continue
        text = label_text(tile, labels)
        if text:
            bitmaptools.fill_region(bitmap, x, y, x + _badge_width(len(text)),
                                    y + _BADGE_HEIGHT, _BADGE)
            _draw_text(bitmap, text, x + 2, y + 1, 1, _BADGE_INK, drawn)


def badge_box(columns, rows, labels="numbers"):
    """``(left, top, right, bottom)`` in a tile of the longest label's badge in the
    :func:`overlay`, or None when the tiles carry none."""
    length = len(label_text(columns * rows - 2, labels))
    return (0, 0, _badge_width(length), _BADGE_HEIGHT) if length else None


def _badge_width(length):
    return _GLYPH_WIDTH * length + 3


def _darker(color):
    return (color >> 1) & 0x7F7F7F


def _placed(length, width, height):
    """``(scale, left, top)`` of a label of ``length`` characters centred in a box of
    ``width`` x ``height``, scaled up as far as it fits."""
    scale = min(3, (width - 4) // (_GLYPH_WIDTH * length), (height - 4) // _GLYPH_HEIGHT)
    scale = max(1, scale)
    return (scale, (width - _GLYPH_WIDTH * length * scale) // 2,
            (height - _GLYPH_HEIGHT * scale) // 2)


def _draw_text(bitmap, text, left, top, scale, ink, drawn):
    """Draw ``text`` from ``left, top`` in colour ``ink``, each font pixel ``scale`` wide.

    A character drawn before at the same scale on the same background is copied from there
    in one call: ``drawn`` maps ``(character, scale)`` to where it was drawn first.
    """
    width, height = _GLYPH_WIDTH * scale, _GLYPH_HEIGHT * scale
    for char in text:
        first = drawn.get((char, scale))
        if first is None:
            drawn[(char, scale)] = (left, top)
            _draw_glyph(bitmap, terminalio.FONT.get_glyph(ord(char)), left, top, scale, ink)
        else:
            bitmaptools.blit(bitmap, bitmap, left, top, x1=first[0], y1=first[1],
                             x2=first[0] + width, y2=first[1] + height)
        left += width


def _draw_glyph(bitmap, glyph, left, top, scale, ink):
    """Draw ``glyph`` from ``left, top``, each of its pixels ``scale`` wide."""
    source = glyph.bitmap
    first = glyph.tile_index * glyph.width  # where it sits in the font's bitmap
    for row in range(glyph.height):
        at = row * source.width + first
        for column in range(glyph.width):
            # One number for the pixel, not an (x, y) tuple: nothing made per pixel.
            if source[at + column]:
                px = left + column * scale
                py = top + row * scale
                bitmaptools.fill_region(bitmap, px, py, px + scale, py + scale, ink)
