# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Work done ahead while the player looks at the intro: the picture set's tilesheets are
loaded a pass at a time, so the press that starts a game loads none. On the desktop's display,
through the view's own methods, the library's loader counted."""

import adafruit_imageload

from puzzle.board import Board
from puzzle.view import View


def test_the_intro_loads_each_tilesheet_once_ahead_and_a_game_start_none(desktop,
                                                                        monkeypatch):
    loads = []
    load = adafruit_imageload.load

    def counted(path, *args, **kwargs):
        loads.append(path.split("/")[-2:])
        return load(path, *args, **kwargs)

    monkeypatch.setattr(adafruit_imageload, "load", counted)
    view = View(desktop.display)
    for name in ("garden", "night"):
        assert view.use_pictures(name, ((3, 3), (4, 4))) == []
        view.show_picture(Board(3, 3), name, "A 3x3 B 4x4")
        before = len(loads)
        assert view.prepare() and view.prepare(), "a tilesheet a call, first"
        assert sorted(loads[before:]) == [[name, "tiles3.bmp"], [name, "tiles4.bmp"]]
        while view.prepare():  # then the texts' font learnt (the first time only)
            pass
        for size in ((3, 3), (4, 4)):
            assert view.room_for(Board(*size)) == ""
            view.show_board(Board(*size))
        assert len(loads) == before + 2, "a game's start loads nothing"
    # Back to a set seen before: its sheets are loaded again, ahead, as the buffers hold
    # another set's now.
    view.use_pictures("garden", ((3, 3), (4, 4)))
    assert view.prepare() and view.prepare() and not view.prepare(), "the font is learnt"
    assert sorted(loads[-2:]) == [["garden", "tiles3.bmp"], ["garden", "tiles4.bmp"]]


def test_a_tilesheet_that_fails_ahead_is_said_once_when_its_game_starts(desktop, monkeypatch,
                                                                       capsys):
    def broken(path, *args, **kwargs):
        raise OSError("read error")

    view = View(desktop.display)
    view.use_pictures("garden", ((3, 3), (4, 4)))
    monkeypatch.setattr(adafruit_imageload, "load", broken)
    while view.prepare():  # each tried once ahead, and nothing said
        pass
    assert capsys.readouterr().out == ""
    assert view.room_for(Board(3, 3)) == ""  # cut from the whole picture instead
    said = capsys.readouterr().out.splitlines()
    assert len(said) == 1 and said[0].endswith("tiles3.bmp: read error; cut from full.bmp "
                                               "instead"), said
