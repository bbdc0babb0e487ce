# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Work done ahead while the player looks at the intro: the texts' font learnt, a slice a
pass, and then nothing more is done on an idle pass. Tilesheets are not loaded ahead: loaded
ahead on the intro for every set shown, their loader's passing objects cut up the heap the
evening needs (bench/life_bench.py); a game's start loads its own. Through the view's own
methods, on the desktop's display, the tilesheets opened counted."""

import builtins

from puzzle.board import Board
from puzzle.view import View

SLICES_MOST = 3  # the printable ASCII characters, 32 a slice


def test_the_intro_works_ahead_in_a_few_slices_then_rests(desktop, monkeypatch):
    loads = []
    real_open = builtins.open

    def counted(path, *args, **kwargs):
        name = str(path).split("/")[-1]
        if name.startswith("tiles"):
            loads.append(name)
        return real_open(path, *args, **kwargs)

    view = View(desktop.display)
    assert view.use_pictures("garden", ((3, 3), (4, 4))) == []
    monkeypatch.setattr(builtins, "open", counted)  # from here on: what is read, and when
    view.show_picture(Board(3, 3), "garden", "A 3x3 B 4x4")
    slices = 0
    while view.prepare():
        slices += 1
        assert slices <= SLICES_MOST
    assert slices >= 1, "there was something to learn"
    assert not view.prepare() and loads == [], "then nothing, and no tilesheet loaded"
    assert view.room_for(Board(3, 3)) == ""
    view.show_board(Board(3, 3))
    assert loads == ["tiles3.bmp"], "a game's start loads its own tilesheet"
