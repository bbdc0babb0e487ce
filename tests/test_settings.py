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
from pathlib import Path

import pytest
from hypothesis import given, settings as hypothesis_settings, strategies as st

import parameters
from conftest import ROOT
from puzzle.settings import LINE, NAME_MAX, RULES, Settings, load, read
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
    from puzzle.outputs import make_sounds, open_neopixels, open_speaker

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
    (None, "no parameters.py: using the defaults"),
    ("SIZES = ((3, 3), (4, 4)\nPICTURE = 'night'\n",
     "line 1: SIZES: not a value; default used"),
    ("PICTURE = night\n", "line 1: PICTURE = night: not a value; default used"),
    ("raise RuntimeError('oops')\n", "line 1: raise Runtime...: RuntimeError"),
    ("import nonexistent_module\n", "line 1: import nonexi...: ModuleNotFoundError"),
    ("PICTURE = 1 / 0\n", "line 1: PICTURE = 1 / 0: not a value; default used"),
])
def test_a_parameters_file_that_does_not_import_starts_the_game(tmp_path, text, reason):
    state, errors = scripted_run(tmp_path, text, keys="")
    assert state["state"] == "intro"
    assert state["notice"].startswith(reason)
    assert reason in errors
    state, _ = scripted_run(tmp_path, None)
    assert state["state"] == "play" and state["width"] == 3 and state["moves"] >= 1


# One mistake costs one setting (issue 28): read a statement at a time. -----------------------

SHIPPED = (Path(ROOT) / "parameters.py").read_text()
SHIPPED_LINES = SHIPPED.split("\n")


@pytest.fixture
def load_file(tmp_path, monkeypatch):
    """``load()`` of a ``parameters.py`` holding the text given, first on the path."""

    def load_file(text):
        (tmp_path / "parameters.py").write_text(text)
        monkeypatch.setattr(sys, "dont_write_bytecode", True)  # each text read anew
        monkeypatch.syspath_prepend(str(tmp_path))
        monkeypatch.delitem(sys.modules, "parameters", raising=False)
        return load()

    return load_file


def shipped_with(name, *lines):
    """The shipped ``parameters.py`` with setting ``name``'s line replaced by ``lines``, and
    the number of that line."""
    number = [index for index, line in enumerate(SHIPPED_LINES)
              if line.startswith(name + " = ")][0]
    return "\n".join(SHIPPED_LINES[:number] + list(lines) + SHIPPED_LINES[number + 1:]), number + 1


def values(settings):
    return dict((name, getattr(settings, name)) for name in NAMES)


SHIPPED_VALUES = values(read(parameters))


@pytest.mark.parametrize("name, lines, why", [
    ("SOUND", ["SOUND = Flase"], "not a value; using True"),  # a NameError
    ("LIGHTS", ["LIGHTS = true"], "not a value; using True"),
    ("PICTURE", ["PICTURE = cat"], "not a value; default used"),  # text without quotes
    ("PICTURE", ['PICTURE = "cat'], "not a value; default used"),  # a quote left open
    ("PICTURE", ['PICTURE = """cat'], "not a value; default used"),  # three left open
    ("SIZES", ["SIZES = ((3, 3),", "         (4, 4)"], "not a value; default used"),
    ("SIZES", ["SIZES = [(3, 3),", "         (4, 4))"], "not a value; default used"),
    ("SETUP_SECONDS", ["SETUP_SECONDS = = 1.5"], "not a value; using 1.5"),
    ("VOLUME", ["VOLUME = 1 / 0"], "not a value; using 0.2"),
    ("TILE_COLOR", ["TILE_COLOR = #3060C0"], "not a value; default used"),
])
def test_a_line_that_is_not_a_value_costs_its_setting_alone(load_file, name, lines, why):
    text, number = shipped_with(name, *lines)
    checked = load_file(text)
    [problem] = checked.problems
    shown = "line %d: %s" % (number, lines[0])
    if len(shown) > 24:  # the line's text does not fit the screen's line: the name alone
        shown = "line %d: %s" % (number, name)
    assert problem == "%s: %s" % (shown, why)
    assert values(checked) == SHIPPED_VALUES, "the default for it, the file's for the rest"


def test_a_bad_line_between_good_ones_keeps_the_good_ones(load_file):
    checked = load_file("\n".join([
        "# made by hand",
        "VOLUME = 0.5",
        "SIZES = (",
        "    (2, 3),",
        "    (5, 5),",
        ")",
        "SOUND = Flase",
        "TILT = True",
        "TILE_COLOR = 0x102030",
        "NUMBER_COLOR = TILE_COLOR + 1  # a value made of another",
        "LABELS = 'letters",
        "PIXELS = 1",
    ]))
    assert checked.VOLUME == 0.5 and checked.SIZES == ((2, 3), (5, 5)) and checked.TILT is True
    assert checked.TILE_COLOR == 0x102030 and checked.NUMBER_COLOR == 0x102031
    assert checked.PIXELS == 1 and checked.SOUND is True and checked.LABELS == "numbers"
    assert checked.problems[:2] == ["line 7: SOUND = Flase: not a value; using True",
                                    "line 11: LABELS: not a value; default used"]
    assert all(problem.startswith("no ") for problem in checked.problems[2:])


def test_a_setting_a_bad_line_costs_is_its_default_to_the_lines_after(load_file):
    checked = load_file("TILE_COLOR = 0x3060CG\nNUMBER_COLOR = TILE_COLOR\n")
    assert checked.NUMBER_COLOR == Settings.TILE_COLOR
    assert checked.problems[0] == "line 1: TILE_COLOR: not a value; default used"


def test_a_statement_that_sets_nothing_costs_nothing(load_file):
    text = "import nonexistent_module\n" + SHIPPED + "raise RuntimeError('oops')\n"
    checked = load_file(text)
    assert checked.problems == [
        "line 1: import nonexi...: ModuleNotFoundError",
        "line %d: raise Runtim...: RuntimeError" % (len(SHIPPED_LINES) + 1)]
    assert values(checked) == SHIPPED_VALUES


def test_a_misspelt_name_in_a_file_that_does_not_import_is_named_too(load_file):
    text, _ = shipped_with("SOUND", "SOUND = Flase", "SOUNDS = False")
    checked = load_file(text)
    assert checked.problems[1:] == ["SOUNDS: no such setting"]


def test_a_parameters_package_that_does_not_import_gives_the_defaults(tmp_path, monkeypatch):
    """No parameters.py on the path to read again: every default, and why."""
    (tmp_path / "parameters").mkdir()
    (tmp_path / "parameters" / "__init__.py").write_text("SOUND = Flase\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "parameters", raising=False)
    checked = load()
    assert checked.problems == [
        "parameters.py: NameError: name 'Flase' is not defined; using the defaults"]
    assert values(checked) == values(Settings())


def test_every_such_reason_fits_two_lines_of_the_badges_screen(load_file):
    """Every setting's reason at its longest (line 1234, a long line) wrapped as the notice is:
    two lines at most."""
    import terminalio

    from puzzle.captions import Layout, wrap
    from puzzle.layout import SCREEN_WIDTH

    columns = Layout(*terminalio.FONT.get_bounding_box()[:2]).columns(SCREEN_WIDTH)
    assert columns == LINE
    reasons = []
    for value in ("Flase", "(" * 40, "= " * 20):
        lines = ["%s = %s" % (name, value) for name in NAMES + ["NOT_A_SETTING_AT_ALL"]]
        lines.append("import " + value)
        reasons.extend(load_file("\n" * 1233 + "\n".join(lines)).problems)
    assert len(reasons) > 3 * len(NAMES)
    for reason in reasons:
        if reason.startswith("line "):
            assert len(wrap(reason, columns)) <= 2, reason


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
