# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""CircuitPython itself as the judge: the shipped bundle played on the real runtime.

The bundle that ``make bundle`` makes runs, byte for byte, on CircuitPython 10.2.1 with its
own displayio (``tests/circuitpython/runtime.py`` finds it), through ``code.py``'s own loop,
with stand-ins only for the badge's hardware that the build lacks. The session is the game's
whole life in four starts of the badge (``tests/circuitpython/life.py``), on a heap of
``GAME_HEAP`` for the game plus what the stand-ins hold: the badge's ~150 KB less 40 KB left
for a maker's own additions and for fragmentation. At each shot the runtime's screen is
compared with the desktop renderer's, playing the same session on the same clock. A player's
evening in one start (``life.evening``: the MicroPython life gate's games) runs at the badge's
whole pool; ``tests/test_life.py`` plays its script on the desktop renderer, build or no build.
"""

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "circuitpython"))
import life  # noqa: E402
import runtime  # noqa: E402
from test_life import GAMES  # noqa: E402

if runtime.find_runtime() is None:
    pytest.skip(runtime.SKIP_REASON, allow_module_level=True)

GAME_HEAP = 120 * 1024
# gc.mem_free() at the top of a small code.py on CircuitPython 10.2.1 with its heap laid out as
# the badge's (measured outside the project: CIRCUITPYTHON.md): the pool a PyBadge has.
BADGE_POOL = 154672
SOLVED_3x3 = list(range(9))
SOLVED_4x4 = list(range(16))


def heap_for(tree, steps, folder, nvm):
    """``GAME_HEAP`` plus the stand-ins' bytes, measured for this run."""
    return GAME_HEAP + runtime.run(tree, steps, folder, GAME_HEAP, nvm=nvm, dry=True)["standins"]


@pytest.fixture(scope="module")
def life_runs(built_bundle, tmp_path_factory):
    """``{run name: (runtime report, desktop report, folder)}`` of the whole session, each run
    starting with the nvm the one before it left."""
    bundle = built_bundle[0]
    nvm = runtime.ERASED_NVM
    runs = {}
    for name, change, steps in life.RUNS:
        folder = str(tmp_path_factory.mktemp(name))
        tree = life.drive(bundle, folder, change)
        heap = heap_for(tree, steps, folder, nvm)
        real = runtime.run(tree, steps, folder, heap, nvm=nvm)
        drawn = runtime.run_desktop(tree, steps, folder, nvm=nvm)
        real["nvm in"], real["heap"] = nvm, heap
        runs[name] = (real, drawn, folder)
        nvm = real["nvm"]
    return runs


def test_every_run_plays_to_the_end_with_no_traceback(life_runs):
    for name, (real, drawn, _) in life_runs.items():
        output = real["output"]
        assert real["done"] and real["returncode"] == 0, (name, output[-2000:])
        assert "Traceback" not in output and "MemoryError" not in output, (name, output)
        assert drawn["done"], (name, drawn["output"][-2000:])
        assert list(real["shots"]) == [step[1] for step in life.RUNS_BY_NAME[name]
                                       if step[0] == "shot"]


def test_the_games_states_are_as_scripted(life_runs):
    first = life_runs["first"][0]["shots"]
    assert first["intro"]["state"] == "intro" and first["intro"]["picture"] == "night"
    assert first["intro, next set"]["picture"] == "seaside"
    moved, undone = first["3x3 moved"], first["3x3 undone"]
    assert moved["moves"] >= 3 and undone["moves"] == moved["moves"] - 1
    assert first["menu"]["state"] == "menu"
    assert first["3x3 redone"]["tiles"] == moved["tiles"]
    assert first["3x3 restarted"]["tiles"] == first["3x3"]["tiles"] != SOLVED_3x3
    assert first["3x3 restarted"]["moves"] == 0
    for shot, solved in (("3x3 won", SOLVED_3x3), ("3x3 picture", SOLVED_3x3),
                         ("4x4 won", SOLVED_4x4)):
        assert first[shot]["state"] == "solved" and first[shot]["tiles"] == solved
    assert first["4x4"]["width"] == 4 and first["4x4 won"]["helped"]
    assert first["demo"]["state"] == "demo"
    assert first["intro after the demo"]["state"] == "intro"
    again = life_runs["again"][0]["shots"]
    assert again["out of moves"]["state"] == "out" and again["out of moves"]["moves"] == 3
    pictures = life_runs["pictures"][0]["shots"]
    assert pictures["drop-in 3x3"]["picture"] == pictures["drop-in 4x4"]["picture"] == "dropin"
    assert pictures["drop-in 4x4"]["state"] == "play"
    assert pictures["damaged tilesheet 4x4"]["picture"] == "garden"
    assert pictures["damaged tilesheet 4x4"]["state"] == "play"
    numbered = life_runs["numbered"][0]["shots"]
    assert numbered["intro, no pictures"]["picture"] is None
    assert numbered["numbered 4x4"]["state"] == "play"


def test_a_save_written_at_a_win_is_read_back_at_the_next_start(life_runs):
    """The first run's wins wrote the nvm; the second starts from those very bytes, and its
    intro opens on the set the first run played last (seaside), not on ``PICTURE``'s."""
    first, again = life_runs["first"][0], life_runs["again"][0]
    assert first["nvm in"] == runtime.ERASED_NVM != first["nvm"]
    assert again["nvm in"] == first["nvm"]
    assert first["shots"]["intro"]["picture"] == "night"
    assert first["shots"]["intro, seaside played last"]["picture"] == "seaside"
    assert again["shots"]["intro, the save read back"]["picture"] == "seaside"


def test_an_evening_at_the_badges_pool_degrades_nothing(built_bundle, tmp_path):
    """A player's evening in one start of the badge, the bundle as built: the MicroPython life
    gate's ``GAMES`` games (``life.evening``: both sizes with hints to solved, undo, the menu's
    Redo, Restart, New scramble and Back to intro, picture switches, easy mode, the demo) at
    the badge's pool for the game, the stand-ins' bytes added as for the session. Every game
    solved, each menu item doing what it says, and nothing on the console after the start-up
    line: no fallback, no "not enough memory", no text left out."""
    steps = life.evening(GAMES)
    tree = life.drive(built_bundle[0], str(tmp_path), life.RUNS[0][1])  # the bundle as built
    standins = runtime.run(tree, steps, str(tmp_path), BADGE_POOL, dry=True)["standins"]
    real = runtime.run(tree, steps, str(tmp_path), BADGE_POOL + standins, shots=False)
    output = real["output"]
    assert real["returncode"] == 0, output[-2000:]
    assert "Traceback" not in output and "MemoryError" not in output, output[-2000:]
    assert life.evening_problems(real, GAMES) == []
    assert life.said_after_start(output) == []


def test_the_runtimes_screens_are_the_desktops(life_runs):
    """Every shot, pixel for pixel once the desktop's colours are cut to RGB565, and the
    game's state the same on both sides."""
    for name, (real, drawn, folder) in life_runs.items():
        for shot, state in real["shots"].items():
            other = drawn["shots"][shot]
            for key in ("state", "picture", "notice", "tiles", "moves", "helped", "seconds"):
                assert state[key] == other[key], (name, shot, key)
            assert runtime.differences(os.path.join(folder, "runtime", shot + ".png"),
                                       os.path.join(folder, "desktop", shot + ".png")) == [], (
                name, shot)


def test_the_game_fits_its_heap_with_the_stand_ins_measured_apart(life_runs):
    """Each run had ``GAME_HEAP`` for the game: the stand-ins' bytes are added to it, measured
    before the game in the same run; what the game held at each shot is below it."""
    for name, (real, _, _) in life_runs.items():
        assert 8192 < real["standins"] < 40 * 1024, name  # the nvm's 8 KB at least
        assert real["heap"] == GAME_HEAP + real["standins"]
        for shot, state in real["shots"].items():
            assert 0 < state["held"] < GAME_HEAP, (name, shot)


def test_a_pass_of_play_allocates_nothing_with_the_real_view(life_runs):
    """Arrows that move, arrows that cannot, undos and the glides between them, watched pass
    by pass on the real displayio: not a byte allocated (a collection would show as less)."""
    first = life_runs["first"][0]
    assert first["watched"] >= 30
    assert first["allocated"] == 0


def test_a_loop_that_allocates_fails_the_watch(built_bundle, tmp_path):
    """The watch can fail: a code.py whose loop makes a list each pass is caught by it."""
    name, change, steps = life.RUNS[0]
    tree = life.drive(built_bundle[0], str(tmp_path), change)
    path = os.path.join(tree, "code.py")
    with open(path) as file:
        source = file.read()
    with open(path, "w") as file:
        file.write(source.replace("    game.tick()\n", "    game.tick()\n    junk = [0, 1]\n"))
    real = runtime.run(tree, steps, str(tmp_path), 150 * 1024, shots=False)
    assert real["done"] and real["allocated"] > 0


def test_a_feature_that_is_unavailable_leaves_none_of_its_modules(life_runs):
    """TILT on, no accelerometer: its modules go once that is known."""
    again = life_runs["again"][0]
    assert "Tilt off: no accelerometer" in again["output"]
    for state in again["shots"].values():
        assert "puzzle.tilt" not in state["modules"]
    assert "puzzle.game" in again["shots"]["out of moves"]["modules"]


def test_the_console_says_the_version_and_that_dimming_is_off(life_runs):
    output = life_runs["first"][0]["output"]
    assert "CircuitPython 10.2.1 on " in output and "10.2.1." not in output
    assert "Dimming off: this display's brightness cannot be set" in output


def test_too_small_a_heap_fails_the_session(built_bundle, tmp_path):
    """The gate can fail: with 60 KB for the game the first run never reaches its end."""
    name, change, steps = life.RUNS[0]
    tree = life.drive(built_bundle[0], str(tmp_path), change)
    small = 60 * 1024 + runtime.run(tree, steps, str(tmp_path), GAME_HEAP, dry=True)["standins"]
    real = runtime.run(tree, steps, str(tmp_path), small, shots=False)
    assert not real["done"]


def test_short_of_heap_pictures_fall_back_and_the_game_goes_on(built_bundle, tmp_path):
    """With too little heap for the drop-in and damaged sets' tiles (84 KB for the game), the
    game falls back (numbered tiles, else the intro saying why, else texts left out) and
    never stops with a traceback."""
    name, change, steps = life.RUNS[2]
    tree = life.drive(built_bundle[0], str(tmp_path), change)
    heap = 84 * 1024 + runtime.run(tree, steps, str(tmp_path), GAME_HEAP, dry=True)["standins"]
    real = runtime.run(tree, steps, str(tmp_path), heap, shots=False)
    assert real["done"] and "Traceback" not in real["output"], real["output"][-2000:]
    assert "no memory to cut the picture; numbered tiles" in real["output"]
    assert "not enough memory for its tiles" in real["output"]
