# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The whole picture is read into the board when it is shown, and the tiles back when a game
starts: drawn from RAM, not from the drive; a picture the board cannot hold is still shown,
from the drive."""

import random
import shutil

import displayio
import pytest

from conftest import ROOT
from puzzle.board import Board
from puzzle.view import View
from test_dropin import bmp_bytes, photograph, shown
from test_picture_game import screen
from test_slide_render import shown_grids

SIZES = [(3, 3), (4, 4)]


def bitmaps(display):
    """The kinds of bitmap the TileGrids in sight on ``display`` draw from."""
    return {type(grid.bitmap).__name__ for grid in shown_grids(display.root_group)}


def pixels(desktop, path):
    """The screen's pixels, drawn now."""
    return screen(desktop, path).tobytes()


def scrambled(columns, rows):
    board = Board(columns, rows)
    board.scramble(random.Random(columns))
    return board


@pytest.mark.parametrize("columns, rows", SIZES)
def test_the_whole_picture_is_drawn_from_the_board_and_the_tiles_come_back(
        desktop, tmp_path, columns, rows):
    images = tmp_path / "images"
    shutil.copytree(ROOT + "/images/night", images / "night")
    view = View(desktop.display, images=str(images))
    assert view.use_pictures("night", SIZES) == []
    board = scrambled(columns, rows)
    view.show_board(board)
    tiles = pixels(desktop, tmp_path / "tiles.png")
    view.show_picture(board, "", "")
    assert bitmaps(desktop.display) == {"Bitmap"}  # no OnDiskBitmap: the board, in RAM
    picture = (images / "night" / "full.bmp").read_bytes()
    assert pixels(desktop, tmp_path / "picture.png") == shown(picture).tobytes()
    view.show_board(board)  # the tilesheet read back into the board
    assert pixels(desktop, tmp_path / "again.png") == tiles


def test_a_picture_shown_again_is_not_read_again(desktop, tmp_path, monkeypatch):
    """A text changed over the whole picture (SELECT on the intro) reads nothing."""
    view = View(desktop.display, images=ROOT + "/images")
    view.use_pictures("night", SIZES)
    view.show_picture(Board(3, 3), "night", "")
    read = []
    monkeypatch.setattr("bitmaptools.readinto", lambda *args, **kwargs: read.append(args))
    view.show_picture(Board(3, 3), "night", "easy")
    assert read == []


def test_a_picture_with_more_colours_than_the_board_is_shown_from_the_drive(
        desktop, tmp_path):
    """The shipped tilesheets (16 colours) beside a 256-colour full.bmp: the board stays at
    16 colours, the picture is drawn through OnDiskBitmap, the tiles from the board."""
    images = tmp_path / "images"
    shutil.copytree(ROOT + "/images/night", images / "night")
    data = bmp_bytes(photograph(), "8", tmp_path)
    (images / "night" / "full.bmp").write_bytes(data)
    view = View(desktop.display, images=str(images))
    assert view.use_pictures("night", SIZES) == []
    board = scrambled(4, 4)
    view.show_board(board)
    tiles = pixels(desktop, tmp_path / "tiles.png")
    view.show_picture(board, "", "")
    assert bitmaps(desktop.display) == {"OnDiskBitmap"}
    assert pixels(desktop, tmp_path / "picture.png") == shown(data).tobytes()
    view.show_board(board)
    assert bitmaps(desktop.display) == {"Bitmap"}
    assert pixels(desktop, tmp_path / "again.png") == tiles


def test_a_picture_gone_since_it_was_checked_is_said_and_the_solved_tiles_show(
        desktop, tmp_path, capsys):
    images = tmp_path / "images"
    shutil.copytree(ROOT + "/images/night", images / "night")
    view = View(desktop.display, images=str(images))
    assert view.use_pictures("night", SIZES) == []
    board = scrambled(3, 3)
    view.show_board(board)
    tiles = pixels(desktop, tmp_path / "tiles.png")
    full = images / "night" / "full.bmp"
    full.write_bytes(full.read_bytes()[:5000])  # cut short half way through its pixels
    view.show_picture(board, "", "")
    said = capsys.readouterr().out.splitlines()
    assert len(said) == 1 and said[0].startswith(str(full) + ": "), said
    view.show_picture(Board(3, 3), "", "")  # the solved tiles: no half-read picture
    solved = pixels(desktop, tmp_path / "solved.png")
    view.show_board(board)
    assert pixels(desktop, tmp_path / "again.png") == tiles
    fresh = View(desktop.display, images=ROOT + "/images")
    fresh.use_pictures("night", SIZES)
    fresh.show_board(Board(3, 3))
    assert solved == pixels(desktop, tmp_path / "expected.png")


def test_the_board_holds_the_only_large_buffer(desktop):
    """The board, its palette and its TileGrid for the whole picture: nothing else of the
    screen's size is made for the picture."""
    view = View(desktop.display, images=ROOT + "/images")
    view.use_pictures("night", SIZES)
    view.show_picture(Board(3, 3), "", "")
    grids = [grid for grid in shown_grids(desktop.display.root_group)
             if isinstance(grid.bitmap, displayio.Bitmap) and grid.bitmap.width == 160
             and grid.bitmap.height == 128]
    assert len({id(grid.bitmap) for grid in grids}) == 1
