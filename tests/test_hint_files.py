# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A damaged or missing hint file is said on the screen and the console, as a broken picture
is, and hints go on from a fallback."""

import random
import shutil

import pytest

import puzzle.solver
from puzzle.app import make_game
from puzzle.settings import Settings
from puzzle.solver import HINTS_3X3, HINTS_4X4, Solver
from support import FakeClock


@pytest.fixture
def files(tmp_path, monkeypatch):
    """Copies of the two hint files, and the game's shared solver reading them."""
    paths = (str(tmp_path / "hints3x3.bin"), str(tmp_path / "hints4x4.bin"))
    shutil.copy(HINTS_3X3, paths[0])
    shutil.copy(HINTS_4X4, paths[1])
    monkeypatch.setattr(puzzle.solver, "_SOLVER", None)
    real = puzzle.solver.solver

    def fresh():
        if puzzle.solver._SOLVER is None:
            puzzle.solver._SOLVER = Solver(hints_3x3=paths[0], hints_4x4=paths[1])
        return real()

    monkeypatch.setattr(puzzle.solver, "solver", fresh)
    return paths


def start(desktop, tmp_path):
    clock = FakeClock()
    game = make_game(Settings(), desktop.display, clock, random.Random(1),
                     images=str(tmp_path / "no-images"))
    for _ in range(50):  # the intro's passes: the files checked through, a step each
        clock.now += 0.05
        game.tick()
    return game, clock


def test_a_missing_hint_file_is_said_at_start_up(desktop, tmp_path, files, capsys):
    import os

    os.remove(files[0])
    game, _ = start(desktop, tmp_path)
    assert game.notice.startswith("hints3x3.bin: ")
    assert "hints3x3.bin: " in capsys.readouterr().out


def test_a_damaged_hint_file_is_said_once_read_through_and_hints_go_on(desktop, tmp_path, files,
                                                                        capsys):
    with open(files[0], "r+b") as file:  # one byte in the middle: only the checksum tells
        file.seek(20000)
        byte = file.read(1)
        file.seek(20000)
        file.write(bytes([byte[0] ^ 0xFF]))
    game, clock = start(desktop, tmp_path)
    assert "hints3x3.bin: bad checksum" in game.notice
    assert "hints3x3.bin: bad checksum" in capsys.readouterr().out
    game.press("a")
    clock.now += 2
    game.tick()
    for _ in range(200):  # hints from the fallback, all the way to solved
        if game.state != "play":
            break
        game.press("a")
        for _ in range(200):
            clock.now += 0.05
            game.tick()
            if game.ready:
                break
    assert game.state == "solved" and game.helped
