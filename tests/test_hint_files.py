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
from puzzle.game import DEMO_IDLE_SECONDS
from puzzle.hints import NO_MEMORY
from puzzle.saves import Records
from puzzle.saves import SLOT, Saves
from puzzle.settings import Settings
from solving import Solver
from puzzle.solver.tables import HINTS_3X3, HINTS_4X4
from support import FakeClock, FakeHinter, shortest_solution


@pytest.fixture
def files(tmp_path, monkeypatch):
    """Copies of the two hint files, and the game's solver reading them."""
    paths = (str(tmp_path / "hints3x3.bin"), str(tmp_path / "hints4x4.bin"))
    shutil.copy(HINTS_3X3, paths[0])
    shutil.copy(HINTS_4X4, paths[1])
    monkeypatch.setattr(puzzle.app, "make_solver",
                        lambda: Solver(hints_3x3=paths[0], hints_4x4=paths[1]))
    return paths


def start(desktop, tmp_path, storage=None):
    """A 3x3 game in play, and its clock."""
    clock = FakeClock()
    game = make_game(Settings(), desktop.display, clock, random.Random(1), storage=storage,
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


def test_the_solver_is_made_at_its_first_use_and_kept_for_the_session(desktop, tmp_path,
                                                                        monkeypatch):
    made = []
    monkeypatch.setattr(puzzle.app, "make_solver", lambda: made.append(Solver()) or made[-1])
    unloaded = []
    monkeypatch.setattr(puzzle.hints, "unload", unloaded.append)
    game, clock = start(desktop, tmp_path)
    assert made == [], "no pass without a press yet: nothing made"
    hint(game, clock)
    hint(game, clock)
    assert game.helped and len(made) == 1
    game.press("start")
    for _ in range(4):
        game.press("down")
    game.press("a")  # the menu's last item: back to the intro
    assert game.state == "intro"
    game.press("b")  # a 4x4 game: the same solver
    clock.now += 2
    game.tick()
    hint(game, clock)
    assert len(made) == 1 and game.moves == 1 and unloaded == []


class RunsOut(FakeHinter):
    """A hinter whose heap runs out in its ``steps``-th step of every hint."""

    def __init__(self, steps, problems=()):
        super().__init__(None, steps)
        self.problems = list(problems)
        self.stepped = 0

    def step(self):
        self.stepped += 1
        self._left -= 1
        if self._left <= 0:
            raise MemoryError()
        return False


def runs_out(monkeypatch, steps, problems=()):
    """The game's hinter runs out of heap in its ``steps``-th step (0: while it is made);
    returns the hinters made and the modules let go of."""
    made, unloaded = [], []

    def make():
        if not steps:
            raise MemoryError()
        made.append(RunsOut(steps, problems))
        return made[-1]

    monkeypatch.setattr(puzzle.app, "make_solver", make)
    monkeypatch.setattr(puzzle.hints, "unload", unloaded.append)
    return made, unloaded


def passes_until_ready(game, clock, seconds=0.05):
    """Ticks until the game takes input again (at most 20); how many it took."""
    for passes in range(1, 21):
        clock.now += seconds
        game.tick()
        if game.ready:
            return passes
    raise AssertionError("still waiting after 20 passes")


def plays_on_to_a_record(game, clock, storage):
    """Arrows solve the board and the record is saved: the game went on without hints."""
    assert game.state == "play"
    solution = shortest_solution(game.board.tiles, 3, 3)
    for direction in solution:
        game.press(direction)
        passes_until_ready(game, clock)
    assert game.state == "solved" and not game.helped
    assert Records(Saves(storage)).get("3x3")[::2] == (len(solution), 1)


@pytest.mark.parametrize("button", ["a", "select"])
@pytest.mark.parametrize("steps", [0, 1, 4], ids=["making it", "first step", "fourth step"])
def test_no_memory_for_a_hint_turns_hints_off_said_once_and_the_game_plays_on(
        desktop, tmp_path, monkeypatch, capsys, button, steps):
    made, unloaded = runs_out(monkeypatch, steps)
    storage = bytearray(2 * SLOT)
    game, clock = start(desktop, tmp_path, storage)
    game.press(button)
    assert not game.ready, "answered in a tick, as any hint"
    assert passes_until_ready(game, clock) == steps + 1, "made on a pass, stepped on the next"
    assert not game.busy
    assert game.notice.count(NO_MEMORY) == 1 and unloaded == ["puzzle.solver"]
    assert [hinter.stepped for hinter in made] == ([steps] if steps else [])
    game.press(button)  # hints are off: nothing is asked
    assert game.ready and len(made) == min(steps, 1)
    plays_on_to_a_record(game, clock, storage)
    game.press("start")
    assert game.state == "intro" and game.notice.count(NO_MEMORY) == 1
    assert capsys.readouterr().out.count(NO_MEMORY) == 1


@pytest.mark.parametrize("steps", [0, 1, 4], ids=["making it", "first step", "fourth step"])
def test_no_memory_for_the_demos_hint_ends_it_on_the_intro_with_the_notice(
        desktop, tmp_path, monkeypatch, capsys, steps):
    runs_out(monkeypatch, steps)
    storage = bytearray(2 * SLOT)
    clock = FakeClock()
    game = make_game(Settings(), desktop.display, clock, random.Random(1), storage=storage,
                     images=str(tmp_path / "no-images"))
    clock.now += DEMO_IDLE_SECONDS
    game.tick()
    # The hinter is made on the intro: when making it runs out, no demo starts at all.
    assert game.state == ("demo" if steps else "intro")
    for _ in range(20):
        clock.now += 0.4
        game.tick()
        if game.state != "demo":
            break
    assert game.state == "intro" and game.ready and not game.busy
    assert game.notice.count(NO_MEMORY) == 1
    clock.now += 2 * DEMO_IDLE_SECONDS
    game.tick()
    assert game.state == "intro", "no demo without hints"
    game.press("a")
    clock.now += 2
    game.tick()
    plays_on_to_a_record(game, clock, storage)
    assert capsys.readouterr().out.count(NO_MEMORY) == 1


def test_the_heap_running_out_in_a_hint_worked_out_ahead_is_said_and_ends_the_demo(
        desktop, tmp_path, monkeypatch):
    """A hint worked out ahead, which nobody waits for yet, may run the heap out too: the game
    hears it all the same (hints off, said once), and the demo, which plays by hints, ends."""
    made, unloaded = runs_out(monkeypatch, 3)
    clock = FakeClock()
    game = make_game(Settings(), desktop.display, clock, random.Random(1),
                     images=str(tmp_path / "no-images"))
    clock.now += DEMO_IDLE_SECONDS
    game.tick()
    assert game.state == "demo" and game.busy, "its first hint is worked out ahead"
    for _ in range(4):  # the hinter made, then its steps: the third runs out
        clock.now += 0.05
        game.tick()
    assert [hinter.stepped for hinter in made] == [3] and unloaded == ["puzzle.solver"]
    assert game.state == "demo" and NO_MEMORY in game.notice and not game.busy
    clock.now += 0.4
    game.tick()  # the demo's move asks for its hint
    game.tick()  # none comes
    assert game.state == "intro" and game.notice.count(NO_MEMORY) == 1


def test_a_file_problem_found_before_the_heap_ran_out_is_still_said(desktop, tmp_path,
                                                                    monkeypatch, capsys):
    runs_out(monkeypatch, 2, ["hints4x4.bin: bad checksum"])
    game, clock = start(desktop, tmp_path)
    game.press("a")
    passes_until_ready(game, clock)
    assert game.notice == NO_MEMORY + " (+1 more)"
    assert NO_MEMORY + "\nhints4x4.bin: bad checksum\n" in capsys.readouterr().out


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
