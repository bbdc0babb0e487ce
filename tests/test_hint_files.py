# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The solver is made when a hint is first asked for and let go of on the intro; a damaged
or missing hint file is said then, on the console and the intro, as a broken picture is, and
hints go on from a fallback."""

import random
import shutil

import pytest

import puzzle.app
import puzzle.hints
from puzzle.app import make_game
from puzzle.settings import Settings
from puzzle.solver import HINTS_3X3, HINTS_4X4, Solver
from support import FakeClock


@pytest.fixture
def files(tmp_path, monkeypatch):
    """Copies of the two hint files, and the game's solver reading them."""
    paths = (str(tmp_path / "hints3x3.bin"), str(tmp_path / "hints4x4.bin"))
    shutil.copy(HINTS_3X3, paths[0])
    shutil.copy(HINTS_4X4, paths[1])
    monkeypatch.setattr(puzzle.app, "_solver",
                        lambda: Solver(hints_3x3=paths[0], hints_4x4=paths[1]))
    return paths


def start(desktop, tmp_path):
    """A 3x3 game in play, and its clock."""
    clock = FakeClock()
    game = make_game(Settings(), desktop.display, clock, random.Random(1),
                     images=str(tmp_path / "no-images"))
    game.press("a")
    clock.now += 2
    game.tick()
    return game, clock


def hint(game, clock):
    """A, then passes until the hint has moved a tile (a solver step each)."""
    game.press("a")
    for _ in range(200):
        clock.now += 0.05
        game.tick()
        if game.ready:
            break


def test_the_solver_is_made_at_the_first_hint_and_let_go_of_on_the_intro(desktop, tmp_path,
                                                                           monkeypatch):
    made = []
    monkeypatch.setattr(puzzle.app, "_solver", lambda: made.append(Solver()) or made[-1])
    unloaded = []
    monkeypatch.setattr(puzzle.hints, "unload", unloaded.append)
    game, clock = start(desktop, tmp_path)
    assert made == [], "a game without hints holds no solver"
    hint(game, clock)
    hint(game, clock)
    assert game.helped and len(made) == 1 and unloaded == []
    game.press("start")
    for _ in range(4):
        game.press("down")
    game.press("a")  # the menu's last item: back to the intro
    assert game.state == "intro" and unloaded == ["puzzle.solver"]
    game.press("b")  # a 4x4 game: the solver made again at its first hint
    clock.now += 2
    game.tick()
    hint(game, clock)
    assert len(made) == 2 and game.moves == 1


def test_no_memory_for_hints_is_said_and_the_game_plays_on(desktop, tmp_path, monkeypatch,
                                                            capsys):
    def no_room():
        raise MemoryError()

    monkeypatch.setattr(puzzle.app, "_solver", no_room)
    game, clock = start(desktop, tmp_path)
    game.press("a")
    assert game.ready and not game.helped and "not enough memory for hints" in game.notice
    assert "not enough memory for hints" in capsys.readouterr().out
    game.press("a")  # hints are off now: nothing happens, nothing is said again
    game.press("up")
    game.press("left")
    assert game.state == "play" and capsys.readouterr().out == ""


def test_a_missing_hint_file_is_said_at_the_first_hint(desktop, tmp_path, files, capsys):
    import os

    os.remove(files[0])
    game, clock = start(desktop, tmp_path)
    hint(game, clock)
    assert game.notice.startswith("hints3x3.bin: ")
    assert "hints3x3.bin: " in capsys.readouterr().out
    assert game.moves == 1, "a fallback gave the hint"


def test_a_damaged_hint_file_is_said_once_read_through_and_hints_go_on(desktop, tmp_path, files,
                                                                        capsys):
    with open(files[0], "r+b") as file:  # one byte in the middle: only the checksum tells
        file.seek(20000)
        byte = file.read(1)
        file.seek(20000)
        file.write(bytes([byte[0] ^ 0xFF]))
    game, clock = start(desktop, tmp_path)
    for _ in range(200):  # hints from the fallback, all the way to solved
        if game.state != "play":
            break
        hint(game, clock)
    assert game.state == "solved" and game.helped
    assert "hints3x3.bin: bad checksum" in game.notice
    assert "hints3x3.bin: bad checksum" in capsys.readouterr().out
