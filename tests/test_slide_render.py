# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The slide and the highlight on the real displayio scene."""

import random

import displayio
import pytest

from puzzle.board import Board
from puzzle.pictures import tile_size
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


def dirty_areas(display):
    """Refresh ``display``: the rectangles of the screen it redrew, as ``pygame.Rect``."""
    return display.refresh_window()


@pytest.mark.parametrize("width, height", [(3, 3), (4, 4)])
def test_a_slide_writes_two_cells_and_redraws_only_inside_them(desktop, counted, width, height):
    view = View(desktop.display)
    view.use_pictures(None, [(width, height)])
    board = Board(width, height)
    board.scramble(random.Random(width))
    view.show_board(board)
    dirty_areas(desktop.display)  # all of it: a new scene
    dirty_areas(desktop.display)  # and once more what changed meanwhile (displayio keeps that)
    tile_width, tile_height = tile_size(width, height)
    left, top = view._grid.x, view._grid.y
    # Blinka's displayio keeps the area a TileGrid made hidden would have had (the top left
    # cell, where the sprite is made) and redraws it once, when the sprite is first shown.
    made_at = [(0, 0, tile_width, tile_height)]
    for direction in ["up", "down", "left", "right"] * 5:
        target = board.blank
        if board.move(direction) is None:
            continue
        source = board.blank
        counted.clear()
        box = [min(source % width, target % width) * tile_width + left,
               min(source // width, target // width) * tile_height + top]
        box += [max(source % width, target % width) * tile_width + left + tile_width,
                max(source // width, target // width) * tile_height + top + tile_height]
        for fraction in (0, 0.25, 0.5, 0.75, 1):
            view.slide(board.tile_at(target), source, target, fraction)
            for area in dirty_areas(desktop.display):
                if tuple(area) in made_at:
                    made_at.clear()
                    continue
                assert box[0] <= area.left and area.right <= box[2], (fraction, area, box)
                assert box[1] <= area.top and area.bottom <= box[3], (fraction, area, box)
        grid_writes = [write for write in counted if write[0] == id(view._grid)]
        assert sorted(index for _, index, _ in grid_writes) == sorted([source, target])
        view.show_board(board)  # the grid already matches: nothing more to write
        assert len([write for write in counted if write[0] == id(view._grid)]) == 2
        assert all(view._grid[position] == board.tile_at(position)
                   for position in range(width * height))


def test_the_highlight_frames_the_cell_and_goes(desktop, tmp_path):
    view = View(desktop.display)
    view.use_pictures(None, [(4, 4)])
    board = Board(4, 4)
    view.show_board(board)
    view.highlight(5)
    assert not view._frame.hidden and (view._frame.x, view._frame.y) == (40, 32)
    desktop.display.save(str(tmp_path / "frame.png"))
    from PIL import Image

    with Image.open(tmp_path / "frame.png") as image:
        red, green, blue = image.convert("RGB").getpixel((41, 33))
        assert red > 240 and green > 210 and blue < 20  # the frame's yellow, through RGB565
    view.highlight(-1)
    assert view._frame.hidden
