# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The slide and the highlight on the real displayio scene."""

import random

import bitmaptools
import displayio
import pygame
import pytest

from puzzle.board import Board
from puzzle.layout import tile_size
from puzzle.view import View


@pytest.fixture
def counted(monkeypatch):
    """Counts the tiles' pixels copied into the board, as the ``(x, y)`` they went to."""
    writes = []
    original = bitmaptools.blit

    def counting(dest, source, x, y, **kwargs):
        if dest.width == 160:  # the board; not the spare
            writes.append((x, y))
        original(dest, source, x, y, **kwargs)

    monkeypatch.setattr(bitmaptools, "blit", counting)
    return writes


def shown_grids(group):
    """The TileGrids in sight in ``group`` and the groups in it, in drawing order."""
    if group.hidden:
        return []
    if isinstance(group, displayio.TileGrid):
        return [group]
    return [grid for layer in group for grid in shown_grids(layer)]


def board_grids(display, columns, rows):
    """The TileGrids in sight on ``display`` that hold a ``columns`` x ``rows`` board's
    cells: the board's pixels (the screen's size), and a picture cut into cells under it."""
    return [grid for grid in shown_grids(display.root_group)
            if grid.width * grid.tile_width == 160 and grid.height * grid.tile_height == 128
            or grid.width % columns == grid.height % rows == 0 and grid.width >= columns > 1]


def new_scene(display):
    """Refresh ``display`` until a new scene is drawn: all of it at once, then what displayio
    keeps for one more refresh (the changes it made while drawing it all)."""
    display.refresh_window()
    display.refresh_window()


def redrawn_outside(display, box, first_place=None):
    """Refresh ``display``: the rectangles it redrew outside ``box`` (x1, y1, x2, y2).

    Those inside ``first_place`` do not count: displayio (Blinka's, as CircuitPython's) keeps
    the area a TileGrid made hidden would have had, and redraws it once when the TileGrid is
    first shown; the sprite is made at the top left cell.
    """
    allowed = [pygame.Rect(box[0], box[1], box[2] - box[0], box[3] - box[1])]
    if first_place:
        allowed.append(pygame.Rect(first_place))
    return [area for area in display.refresh_window()
            if not any(place.contains(area) for place in allowed)]


def two_cells(source, target, columns, cells):
    """``(left, top, right, bottom)`` on the screen of the cells ``source`` and ``target`` of
    a board of ``columns``, its ``cells`` being ``(width, height, left, top)``."""
    width, height, left, top = cells
    return (min(source % columns, target % columns) * width + left,
            min(source // columns, target // columns) * height + top,
            max(source % columns, target % columns) * width + left + width,
            max(source // columns, target // columns) * height + top + height)


@pytest.mark.parametrize("width, height", [(3, 3), (4, 4)])
def test_a_slide_writes_two_cells_and_redraws_only_inside_them(desktop, counted, width, height):
    view = View(desktop.display)
    view.use_pictures(None, [(width, height)])
    board = Board(width, height)
    board.scramble(random.Random(width))
    view.show_board(board)
    new_scene(desktop.display)
    tile_width, tile_height = tile_size(width, height)
    [grid] = board_grids(desktop.display, width, height)  # numbered tiles: one layer
    left, top = view.tiles.x, view.tiles.y
    first_place = (0, 0, tile_width, tile_height)
    for direction in ["up", "down", "left", "right"] * 5:
        target = board.blank
        if board.move(direction) is None:
            continue
        source = board.blank
        counted.clear()
        box = two_cells(source, target, width, (tile_width, tile_height, left, top))
        for fraction in (0, 0.25, 0.5, 0.75, 1):
            view.tiles.slide(board.tile_at(target), source, target, fraction)
            assert not redrawn_outside(desktop.display, box, first_place), (fraction, box)
        first_place = None
        cells = [view.cell_at(x, y) for x, y in counted]
        assert sorted(cells) == sorted([source, target])
        view.show_board(board)  # the board already matches: nothing more to write
        assert len(counted) == 2
        assert all(view.tiles[position] == board.tile_at(position)
                   for position in range(width * height))


def test_the_highlight_frames_the_cell_and_goes(desktop):
    """The frame's yellow, through RGB565, on the edge of cell 5 of a 4x4 board (40x32 cells):
    there with the highlight, and gone without it."""
    view = View(desktop.display)
    view.use_pictures(None, [(4, 4)])
    board = Board(4, 4)
    view.show_board(board)
    edge = [(41, 33), (78, 33), (41, 62), (78, 62), (60, 33), (41, 48)]

    def yellow():
        shot = desktop.display.screenshot()
        return [tuple(shot.get_at(pixel))[:3] for pixel in edge + [(38, 30), (60, 48)]]

    before = yellow()
    view.highlight(5)
    framed = yellow()
    assert all(red > 240 and green > 210 and blue < 20 for red, green, blue in framed[:-2])
    assert framed[-2:] == before[-2:], "outside and inside the frame: as before"
    view.highlight(-1)
    assert yellow() == before
