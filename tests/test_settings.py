# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""parameters.py is edited by hand: no value in it, and no mistake in the file, stops the game."""

import json
import math
import os
import random
import subprocess
import sys
import types

import pytest
from hypothesis import given, settings as hypothesis_settings, strategies as st

import parameters
from conftest import ROOT
from puzzle.settings import NAME_MAX, RULES, Settings, read
from support import FakeClock

NAMES = [name for name, _, _ in RULES]
HOSTILE = [None, "", "x", "4", b"4", -1, 0, 1.5, -0.0, 10**100, -10**100, 1e400, -1e400,
           float("nan"), True, False, [], [3, 3], {}, (1,), ((3, 3),), object(), 0x1000000,
           "night" * 30, lambda: 4]


def module(**values):
    """A parameters module with the shipped values, changed by ``values``."""
    names = {name: getattr(parameters, name) for name in NAMES}
    names.update(values)
    return types.SimpleNamespace(**names)


def test_the_shipped_parameters_are_all_good():
    assert read(parameters).problems == []


def test_the_defaults_pass_their_own_rules():
    for name, rule, _ in RULES:
        assert rule(getattr(Settings, name)), name


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("value", HOSTILE, ids=lambda value: repr(value)[:12])
def test_a_bad_value_takes_the_default_with_one_line_saying_why(name, value):
    rule = dict((rule_name, rule) for rule_name, rule, _ in RULES)[name]
    checked = read(module(**{name: value}))
    if rule(value):  # some of these are good for some settings ("x" is a picture name)
        assert checked.problems == [] and getattr(checked, name) == value
        return
    assert getattr(checked, name) == getattr(Settings, name)
    [problem] = checked.problems
    assert problem.startswith(name + " = ") and "using" in problem
    assert "\n" not in problem and len(problem) < 120


@pytest.mark.parametrize("name", NAMES)
def test_a_missing_setting_takes_the_default_and_says_so(name):
    values = module()
    delattr(values, name)
    checked = read(values)
    assert getattr(checked, name) == getattr(Settings, name)
    default = getattr(Settings, name)
    shown = "0x%06X" % default if name.endswith("_COLOR") else repr(default)  # colours in hex
    assert checked.problems == ["no %s: using %s" % (name, shown)]


def test_a_misspelt_setting_is_named_first():
    checked = read(module(SLIDE_SECOND=0.5))
    assert checked.problems == ["SLIDE_SECOND: no such setting"]
    values = module(SLIDE_SECOND=0.5)
    del values.SLIDE_SECONDS
    assert read(values).problems == ["SLIDE_SECOND: no such setting", "no SLIDE_SECONDS: using 0.1"]


def test_sizes_as_lists_become_tuples():
    assert read(module(SIZES=[[5, 4], [2, 3]])).SIZES == ((5, 4), (2, 3))


def test_a_long_value_is_cut_short_in_the_reason():
    [problem] = read(module(MOVE_LIMIT=10**100)).problems
    assert problem == "MOVE_LIMIT = 1000000000000...: must be a whole number, 0 to 9999; using 0"


# Whatever the rules let through, the game plays: the ranges are the contract. -----------------

def good_values():
    """Any value each rule accepts, from the edges of its range to the middle."""
    return st.fixed_dictionaries({
        "SIZES": st.lists(st.tuples(st.integers(2, 6), st.integers(2, 6)), min_size=2,
                          max_size=2),
        "SETUP_SECONDS": st.sampled_from([0, 0.001, 1.5, 10]),
        "WON_SECONDS": st.sampled_from([0, 0.5, 10.0]),
        "MODE": st.sampled_from(["normal", "easy"]),
        "EASY_MOVES": st.sampled_from([2, 3, 20, 500]),
        "MOVE_LIMIT": st.sampled_from([0, 1, 2, 80, 9999]),
        "SLIDE_SECONDS": st.sampled_from([0, 1e-9, 0.1, 1]),
        "LABELS": st.sampled_from(["numbers", "letters", "none"]),
        "TILE_COLOR": st.sampled_from([0, 0xFFFFFF, 0x3060C0]),
        "NUMBER_COLOR": st.sampled_from([0, 0xFFFFFF]),
        "PICTURE": st.sampled_from(["night", "x", "n" * NAME_MAX]),
    })


@hypothesis_settings(max_examples=25, deadline=None)
@given(values=good_values(), seed=st.integers(0, 2**16))
def test_any_good_settings_play_a_whole_game(desktop, values, seed):
    from puzzle.app import make_game

    checked = read(module(**values))
    assert checked.problems == []
    clock = FakeClock()
    game = make_game(checked, desktop.display, clock, random.Random(seed))
    rng = random.Random(seed)
    for _ in range(300):
        game.press(rng.choice(["a", "b", "up", "down", "left", "right", "a", "a", "select"]))
        for _ in range(3):
            clock.now += rng.choice([0.01, 0.3, 2.0])
            game.tick()
    assert game.state in ("intro", "setup", "play", "solved", "out", "menu", "demo")


def test_the_badge_takes_the_checked_values():
    """Lights and sound made from the rules' extremes: no crash, nothing out of range."""
    from puzzle.feedback import Feedback
    from puzzle.outputs import open_neopixels, open_speaker
    from puzzle.sounds import make_sounds

    class Pixels:
        def show(self, buffer):
            assert len(buffer) == 3 * checked.PIXELS
            assert max(buffer, default=0) <= round(255 * checked.BRIGHTNESS)

    board = types.SimpleNamespace()  # no speaker, no NeoPixels: each part says so and stays off
    for values in ({"PIXELS": 0, "BRIGHTNESS": 0, "VOLUME": 0},
                   {"PIXELS": 10, "BRIGHTNESS": 1, "VOLUME": 1}):
        checked = read(module(**values))
        assert open_speaker(board, checked.VOLUME) is None and open_neopixels(board) is None
        assert all(0 <= value <= 65535 for wave in make_sounds(volume=checked.VOLUME)
                   for value in wave)
        feedback = Feedback(lights=Pixels(), pixels=checked.PIXELS,
                            brightness=checked.BRIGHTNESS)
        feedback.moved(3, 9)
        feedback.solved()
        feedback.update()


# The file itself: missing, or not Python. --------------------------------------------------

def scripted_run(folder, text=None, keys="a,left,up"):
    """A scripted game started in ``folder``, whose parameters.py holds ``text`` (None: none)."""
    if text is not None:
        (folder / "parameters.py").write_text(text)
    for package in ("puzzle", "desktop"):  # the game, not its settings
        if not (folder / package).exists():
            (folder / package).symlink_to(os.path.join(ROOT, package))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONPATH", None)
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "--headless", "--seed", "1", "--keys",
         keys], cwd=folder, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return json.loads(result.stdout), result.stderr


@pytest.mark.parametrize("text, reason", [
    (None, "no parameters.py"),
    ("SIZES = ((3, 3), (4, 4)\nPICTURE = 'night'\n", "parameters.py: SyntaxError"),
    ("PICTURE = night\n", "parameters.py: NameError"),
    ("raise RuntimeError('oops')\n", "parameters.py: RuntimeError: oops"),
    ("import nonexistent_module\n", "parameters.py: ModuleNotFoundError"),
    ("PICTURE = 1 / 0\n", "parameters.py: ZeroDivisionError"),
])
def test_a_parameters_file_that_does_not_import_starts_the_game_on_the_defaults(
        tmp_path, text, reason):
    state, errors = scripted_run(tmp_path, text, keys="")
    assert state["state"] == "intro"
    assert state["notice"].startswith(reason) and "using the defaults" in state["notice"]
    assert reason in errors
    state, _ = scripted_run(tmp_path, None)
    assert state["state"] == "play" and state["width"] == 3 and state["moves"] >= 1


def test_hostile_values_in_a_real_file_still_play(tmp_path):
    text = "\n".join([
        "SLIDE_SECONDS = float('nan')", "SETUP_SECONDS = float('inf')", "WON_SECONDS = None",
        "MOVE_LIMIT = 10**100", "WINDOW_SCALE = -1", "VOLUME = 'loud'", "TILE_COLOR = -5",
        "PIXELS = 1.5", "BRIGHTNESS = float('nan')", "SIZES = 'big'", "DIM_SECONDS = -60",
        "REST_SECONDS = 1", "TILT = 'on'", "TILT_DEGREES = 90", ""])
    state, _ = scripted_run(tmp_path, text, keys="")
    # the first reason on the screen (rules in the file's order), and how many more
    assert state["notice"] == "no PICTURE: using 'night' (+21 more)"  # and no images/
    state, errors = scripted_run(tmp_path, text)
    assert state["state"] == "play" and state["moves"] >= 1
    for name in ("SLIDE_SECONDS", "SETUP_SECONDS", "WON_SECONDS", "MOVE_LIMIT", "WINDOW_SCALE",
                 "VOLUME", "TILE_COLOR", "PIXELS", "BRIGHTNESS", "SIZES", "DIM_SECONDS",
                 "REST_SECONDS", "TILT", "TILT_DEGREES"):
        assert name + " = " in errors, name
    assert "no PICTURE: using 'night'" in errors
    assert not math.isnan(state["seconds"])
