# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Long random games: thousands of presses of every button in every state (the menu's Redo and
Restart among them), the clock jumping, real saves written and read back. Nothing may raise,
and after each press what the game says of itself (the scripted run's JSON) must be true of
its board, its move count and its saves."""

import json
import os
import random
import subprocess
import sys

import pytest

from conftest import ROOT
from puzzle.app import make_game
from desktop.script import game_state
from desktop.storage import FileStorage
from puzzle.saves import Records, key
from puzzle.saves import Saves
from puzzle.settings import Settings
from support import CountingFeedback, FakeClock, check_json

BUTTONS = ("up", "down", "left", "right", "a", "b", "start", "select")
# A is the hint in play: weighted so that games end, and records get written.
WEIGHTS = (3, 3, 3, 3, 14, 2, 1, 1)
JUMPS = (0.0, 0.01, 0.05, 0.3, 2.0, 31.0, 3700.0)  # seconds: a frame ... past the demo, an hour


def parity(first, then):
    """The parity of the permutation that takes the arrangement ``first`` to ``then``."""
    where = {tile: position for position, tile in enumerate(first)}
    order = [where[tile] for tile in then]
    swaps = 0
    for position in range(len(order)):
        while order[position] != position:
            target = order[position]
            order[position], order[target] = order[target], order[position]
            swaps += 1
    return swaps % 2


class Scrambles:
    """The scramble of the game under way, as seen: the board's arrangement when last seen in
    the setup pause (the game scrambles it on entering the pause, out of sight, and deals it
    only once the pause is over: no tick both scrambles and deals)."""

    def __init__(self):
        self.tiles = None

    def see(self, game):
        if game.state == "setup":
            self.tiles = game.board.tiles

    def check(self, game):
        """Each move, undo and redo swaps the gap with one tile: the moves that stand and the
        way from the game's scramble to its board have the same parity, whatever was undone,
        redone or restarted."""
        if game.state in ("play", "menu", "solved", "out"):
            scramble = self.tiles
            assert parity(scramble, game.board.tiles) == game.moves % 2, (scramble, game.moves)


def check(state):
    """What the JSON line says must hold together, each field of its one type."""
    json.dumps(state, allow_nan=False)  # NaN or infinity would not be JSON
    check_json(state)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_thousands_of_random_presses_with_the_clock_jumping(desktop, tmp_path, seed):
    rng = random.Random(seed)
    path = str(tmp_path / "nvm.bin")
    settings = Settings()
    settings.MODE = ("normal", "easy", "easy")[seed - 1]  # easy games end sooner: more saves
    settings.MOVE_LIMIT = (0, 0, 40)[seed - 1]
    clock = FakeClock()
    solved = {}  # the games the player solved, by their records' key

    class Solves(CountingFeedback):
        """The game's feedback: the tune plays for each game the player solves."""

        def solved(self):
            name = key(game.board.width, game.board.height, game.mode)
            solved[name] = solved.get(name, 0) + 1

    game = make_game(settings, desktop.display, clock, random.Random(seed), FileStorage(path),
                     images=os.path.join(ROOT, "images"), feedback=Solves())
    counted = 0
    scrambles = Scrambles()
    for _ in range(6000):
        game.press(rng.choices(BUTTONS, WEIGHTS)[0])
        scrambles.see(game)
        for _ in range(rng.randrange(3)):
            clock.now += rng.choice(JUMPS)
            game.tick()
            scrambles.see(game)
        check(game_state(game))
        scrambles.check(game)
        if settings.MOVE_LIMIT:
            assert game.moves <= settings.MOVE_LIMIT
        if sum(solved.values()) != counted:  # solved since the last press: saved at once
            counted = sum(solved.values())
            records = Records(Saves(FileStorage(path)))  # read back from the file, as at start
            assert records.problems == []
            for name, games in solved.items():
                assert records.get(name)[2] == games, name
    assert sum(solved.values()) >= 4, "long enough to win several games"


@pytest.mark.parametrize("seed", [4, 5])
def test_long_scripted_runs_with_real_saves_print_true_json(tmp_path, seed):
    rng = random.Random(seed)
    save = str(tmp_path / "nvm.bin")
    for run in range(2):  # the second run starts from what the first one saved
        keys = ",".join(rng.choices(BUTTONS, WEIGHTS, k=1500))
        result = subprocess.run(
            [sys.executable, "-m", "desktop", "--headless", "--seed", str(seed + run),
             "--keys", keys, "--save", save, "--wait", "45"],
            cwd=ROOT, capture_output=True, text=True, timeout=300,
            env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
        assert result.returncode == 0, result.stderr[-2000:]
        assert "Traceback" not in result.stderr
        [line] = result.stdout.splitlines()
        check(json.loads(line))
        assert Saves(FileStorage(save)).problems == []
        assert Records(Saves(FileStorage(save))).problems == []
