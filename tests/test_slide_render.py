# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The slide and the highlight on the real displayio scene."""

import random

import displayio
import pygame
import pytest

from puzzle.board import Board
from puzzle.screen import tile_size
from puzzle.view import View


@pytest.fixture
def counted(monkeypatch):
    """Counts TileGrid cell writes, by grid."""
    writes = []
    original = displayio.TileGrid.__setitem__

    def counting(grid, index, value):
        writes.append((id(grid), index, value))
        original(grid, index, value)

    monkeypatch.setattr(displayio.TileGrid, "__setitem__", counting)
    return writes


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
    left, top = view._tiles._grids[0].x, view._tiles._grids[0].y
    first_place = (0, 0, tile_width, tile_height)
    for direction in ["up", "down", "left", "right"] * 5:
        target = board.blank
        if board.move(direction) is None:
            continue
        source = board.blank
        counted.clear()
        box = two_cells(source, target, width, (tile_width, tile_height, left, top))
        for fraction in (0, 0.25, 0.5, 0.75, 1):
            view.slide(board.tile_at(target), source, target, fraction)
            assert not redrawn_outside(desktop.display, box, first_place), (fraction, box)
        first_place = None
        grid_writes = [write for write in counted if write[0] == id(view._tiles._grids[0])]
        assert sorted(index for _, index, _ in grid_writes) == sorted([source, target])
        view.show_board(board)  # the grid already matches: nothing more to write
        assert len([write for write in counted if write[0] == id(view._tiles._grids[0])]) == 2
        assert all(view._tiles._grids[0][position] == board.tile_at(position)
                   for position in range(width * height))


def test_the_highlight_frames_the_cell_and_goes(desktop, tmp_path):
    view = View(desktop.display)
    view.use_pictures(None, [(4, 4)])
    board = Board(4, 4)
    view.show_board(board)
    view.highlight(5)
    frame = view._tiles._frame
    assert not frame.hidden and (frame.x, frame.y) == (40, 32)
    desktop.display.save(str(tmp_path / "frame.png"))
    from PIL import Image

    with Image.open(tmp_path / "frame.png") as image:
        red, green, blue = image.convert("RGB").getpixel((41, 33))
        assert red > 240 and green > 210 and blue < 20  # the frame's yellow, through RGB565
    view.highlight(-1)
    assert frame.hidden
