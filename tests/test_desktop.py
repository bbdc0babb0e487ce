# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The desktop platform: the headless scripted CLI and the keyboard as buttons.

The CLI runs as a subprocess (``python -m desktop --headless ...``), as a maker or a
benchmark would run it; its JSON and screenshot are checked against moves written apart from
the game (``support.neighbours``), a breadth-first solver, a solvability rule of our own, and
in-process renders on the session's one display. Anything that quits pygame runs in a
subprocess too, so that the shared display survives.
"""

import json
import os
import random
import subprocess
import sys
import textwrap
from functools import lru_cache
from pathlib import Path

import pygame
import pytest
from PIL import Image
from hypothesis import HealthCheck, given, settings as hypothesis_settings, strategies as st
from support import FakeClock, check_json, neighbours, ref_solvable, shortest_solution

import parameters
from desktop.script import GameClock, game_figures, game_state, play_script
from puzzle import settings
from puzzle.app import make_game
from puzzle.board import Board
from puzzle.view import View

ROOT = Path(__file__).resolve().parent.parent
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
           PYGAME_HIDE_SUPPORT_PROMPT="1")
SEED = 7
TOLERANCE = 8
TITLE_ROWS = range(0, 40)  # rows the labels may cover: the title's box from the top,
SUBTITLE_ROWS = range(99, 128)  # the subtitle's two lines up from the bottom


# ---------------------------------------------------------------------------- helpers


def run_cli(*args):
    """``python -m desktop *args`` in the repo root; the finished process."""
    return subprocess.run([sys.executable, "-m", "desktop", *map(str, args)],
                          cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60)


def scripted(folder, seed, keys, wait=None, name="shot"):
    """A scripted headless run: its JSON (checked for form) and the path of its screenshot."""
    shot = folder / ("%s-%s-%s-%s.png" % (name, seed, keys.replace(",", "_") or "none", wait))
    args = ["--headless", "--seed", seed, "--keys", keys, "--screenshot", shot]
    if wait is not None:
        args += ["--wait", wait]
    done = run_cli(*args)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1, "stdout is not one line: %r" % done.stdout
    result = json.loads(lines[0])
    check_json(result)
    assert shot.is_file()
    return result, shot


@pytest.fixture(scope="module")
def cli(tmp_path_factory):
    """``cli(seed, keys, wait=None)``: a scripted run, each one made once per module."""
    folder = tmp_path_factory.mktemp("cli")

    @lru_cache(maxsize=None)
    def cli(seed, keys, wait=None):
        return scripted(folder, seed, keys, wait)

    return cli


@lru_cache(maxsize=None)
def solution(tiles):
    return shortest_solution(tiles, 3, 3)


def apply(tiles, width, height, directions):
    """``tiles`` after ``directions`` by ``support.neighbours`` (an impossible one does
    nothing), and how many of them moved a tile."""
    tiles = tuple(tiles)
    moved = 0
    for direction in directions:
        following = dict(neighbours(tiles, width, height))
        if direction in following:
            tiles = following[direction]
            moved += 1
    return list(tiles), moved


def read(path):
    with Image.open(path) as image:
        return image.convert("RGB")


def cells(image, columns, rows):
    """The crops of every cell of a screenshot, row-major (tiles 160 // columns wide,
    128 // rows high, the grid centred)."""
    width, height = 160 // columns, 128 // rows
    x, y = (160 - columns * width) // 2, (128 - rows * height) // 2
    return [image.crop((x + c * width, y + r * height, x + (c + 1) * width, y + (r + 1) * height))
            for r in range(rows) for c in range(columns)]


def is_black(image):
    return max(high for _, high in image.getextrema()) <= TOLERANCE


def without_labels(image):
    """``image`` with the rows the labels may cover painted magenta."""
    out = image.copy()
    out.paste((255, 0, 255), (0, TITLE_ROWS.start, 160, TITLE_ROWS.stop))
    out.paste((255, 0, 255), (0, SUBTITLE_ROWS.start, 160, SUBTITLE_ROWS.stop))
    return out


def differing(a, b):
    """The pixels of ``a`` that differ from ``b`` by more than the tolerance, as colours."""
    a_data, b_data = a.tobytes(), b.tobytes()
    return [tuple(a_data[i:i + 3]) for i in range(0, len(a_data), 3)
            if max(abs(a_data[i + k] - b_data[i + k]) for k in range(3)) > TOLERANCE]


def has_label_text(image, plain, rows):
    """True when, in ``rows``, ``image`` differs from ``plain`` (the same screen without
    text) by both white letters and their black label background."""
    box = (0, rows.start, 160, rows.stop)
    changed = differing(image.crop(box), plain.crop(box))
    return (any(max(p) <= TOLERANCE for p in changed)
            and any(min(p) >= 255 - TOLERANCE for p in changed))


@pytest.fixture(scope="module")
def screens(desktop, tmp_path_factory):
    """In-process renders to hold the CLI's screenshots against, on the session's display:

    ``screens("solved")``: the solved 3x3 board as a game made by ``make_game`` from the same
    ``parameters.py`` shows it at setup, so its tiles look as the CLI's do (numbers or a
    picture set); ``screens("picture", name)``: the whole picture without text, that is the
    set's ``full.bmp``, or for numbered tiles (``name`` None) the view's ``show_picture``.
    """
    folder = tmp_path_factory.mktemp("screens")

    @lru_cache(maxsize=None)
    def screens(what, name=None):
        if what == "solved":
            game = make_game(settings.read(parameters), desktop.display, FakeClock(),
                             random.Random(0))
            game.press("a")
            assert game.state == "setup"
        elif name:
            return read(ROOT / "images" / name / "full.bmp")
        else:
            view = View(desktop.display, tile_color=parameters.TILE_COLOR,
                        number_color=parameters.NUMBER_COLOR)
            view.show_picture(Board(3, 3), "", "")
        path = folder / ("%s.png" % what)
        desktop.display.save(str(path))
        return read(path)

    return screens


# ---------------------------------------------------------------------------- the scripted CLI


def test_no_keys_leaves_the_intro_and_reports_no_game(cli):
    """Without presses the game is on the intro, and the line says no game was played: no
    board, no moves, no time, and ``last`` null."""
    result, _ = cli(SEED, "")
    assert result == {"state": "intro", "picture": result["picture"], "notice": "",
                      "mode": "normal", "last": None}


MENU_TO_INTRO = "start,down,down,down,down,a"  # the menu's last item: back to the intro


def test_back_on_the_intro_the_last_game_is_under_its_own_key(cli):
    """A game won, then START: the intro's line has no game of its own, and ``last`` holds
    the game as it ended (solved, its moves and time). A game left from the menu: ``last``
    holds it unsolved, with the moves it had."""
    start, _ = cli(SEED, "a")
    path = solution(tuple(start["tiles"]))
    won, _ = cli(SEED, "a," + ",".join(path))
    result, _ = cli(SEED, "a," + ",".join(path) + ",start")
    assert result["state"] == "intro" and "moves" not in result and "tiles" not in result
    assert result["last"] == {key: won[key] for key in won if key not in
                              ("state", "picture", "notice", "mode")}
    assert result["last"]["solved"] and result["last"]["moves"] == len(path)
    assert result["last"]["seconds"] > 0
    left, _ = cli(SEED, "a,left,up," + MENU_TO_INTRO)
    assert left["state"] == "intro"
    assert not left["last"]["solved"] and left["last"]["moves"] == 2
    assert left["last"]["tiles"] == apply(start["tiles"], 3, 3, ["left", "up"])[0]


def test_seconds_is_a_float_in_every_state(cli):
    """0.0 in play before any pause (not 0), the play time once paused or over."""
    assert type(cli(SEED, "a")[0]["seconds"]) is float
    paused, _ = cli(SEED, "a,left,start")
    assert paused["state"] == "menu" and type(paused["seconds"]) is float
    assert paused["seconds"] == 0.5  # play began after the setup: LEFT's half second


PRESSES = st.lists(st.one_of(st.sampled_from(("up", "down", "left", "right", "a", "b",
                                              "start", "select")),
                             st.tuples(st.integers(-20, 180), st.integers(-20, 150))),
                   max_size=25)


@hypothesis_settings(max_examples=25, deadline=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(presses=PRESSES, wait=st.sampled_from((0.0, 3.0, 40.0)))
def test_every_line_has_its_fields_and_the_last_game_as_it_was_left(desktop, presses, wait):
    """Random scripts (clicks and waits past the demo among them): every line has the
    fields of its state, each of one type; ``last`` is the game as it stood after the last
    press that found it in play or over, seen press by press on a second run."""
    lines = []
    for whole in (True, False):
        clock = GameClock()
        game = make_game(settings.read(parameters), desktop.display, clock, random.Random(3))
        if whole:
            last = play_script(game, clock, presses, wait=wait)
        else:
            last = None
            for press in presses:
                play_script(game, clock, [press])
                if game.state in ("play", "menu", "solved", "out"):
                    last = game_figures(game)
            play_script(game, clock, [], wait=wait)
        line = json.loads(json.dumps(game_state(game, last)))
        check_json(line)
        lines.append(line)
    assert lines[0] == lines[1]


@pytest.mark.parametrize("seed", [SEED, 1, 2])
def test_a_starts_a_solvable_scrambled_3x3(cli, seed):
    """A gives play on a 3x3 board that is scrambled and can be solved."""
    result, _ = cli(seed, "a")
    assert result["state"] == "play"
    assert (result["width"], result["height"]) == (3, 3)
    assert result["tiles"] != list(range(9))
    assert ref_solvable(result["tiles"], 3)
    assert result["moves"] == 0


def test_b_starts_a_solvable_scrambled_4x4(cli):
    """B gives play on a 4x4 board that is scrambled and can be solved."""
    result, _ = cli(SEED, "b")
    assert result["state"] == "play"
    assert (result["width"], result["height"]) == (4, 4)
    assert result["tiles"] != list(range(16))
    assert ref_solvable(result["tiles"], 4)


def test_solvability_rule_of_these_tests():
    """Our rule agrees with a breadth-first search of the 2x3 boards (so it can be trusted)."""
    reachable = {(0, 1, 2, 3, 4, 5)}
    frontier = list(reachable)
    while frontier:
        frontier = [following for tiles in frontier for _, following in neighbours(tiles, 2, 3)
                    if following not in reachable]
        reachable.update(frontier)
    rng = random.Random(0)
    for _ in range(200):
        tiles = list(range(6))
        rng.shuffle(tiles)
        assert ref_solvable(tiles, 2) == (tuple(tiles) in reachable)


@pytest.mark.parametrize("keys", ["left,up", "left,left,left,up,up,up,right,down"])
def test_arrows_move_tiles_as_an_independent_model_does(cli, keys):
    """Arrow presses change the scramble exactly as ``support.neighbours`` moves the tiles;
    impossible ones (three lefts or ups in a row on 3x3 always include one) change nothing
    and are not counted."""
    start, _ = cli(SEED, "a")
    result, _ = cli(SEED, "a," + keys)
    expected, moved = apply(start["tiles"], 3, 3, keys.split(","))
    assert result["state"] == "play"
    assert result["tiles"] == expected
    assert result["moves"] == moved
    if keys.count("left") == 3:
        assert moved < len(keys.split(","))


def test_shortest_solution_solves_with_you_won(cli, screens):
    """Replaying a BFS solution of the scramble ends solved with that many moves, and the
    screen shows the solved board with "You won!" text over it."""
    start, _ = cli(SEED, "a")
    path = solution(tuple(start["tiles"]))
    result, shot = cli(SEED, "a," + ",".join(path))
    assert result["state"] == "solved"
    assert result["tiles"] == list(range(9))
    assert result["moves"] == len(path)

    screen = read(shot)
    solved = screens("solved")
    # Off the label rows, each cell is as solved, pixel for pixel.
    pairs = zip(cells(without_labels(screen), 3, 3), cells(without_labels(solved), 3, 3))
    for position, (shown, expected) in enumerate(pairs):
        assert shown.tobytes() == expected.tobytes(), "cell %d" % position
    assert has_label_text(screen, solved, TITLE_ROWS), "no title"
    assert has_label_text(screen, solved, SUBTITLE_ROWS), "no result line"
    _, play_shot = cli(SEED, "a," + ",".join(path[:-1]))
    assert read(play_shot).tobytes() != screen.tobytes()


def test_waiting_after_the_win_shows_the_whole_picture(cli, screens):
    """With ``--wait 5`` after the winning move the whole picture is back (the last cell
    holds a tile, not the black gap), still with text."""
    start, _ = cli(SEED, "a")
    path = solution(tuple(start["tiles"]))
    result, shot = cli(SEED, "a," + ",".join(path), 5)
    assert result["state"] == "solved"
    screen = read(shot)
    picture = screens("picture", result.get("picture"))  # "picture": the set, if any
    assert not differing(without_labels(screen), without_labels(picture))
    assert has_label_text(screen, picture, TITLE_ROWS), "no title"
    assert has_label_text(screen, picture, SUBTITLE_ROWS), "no result line"
    last = cells(screen, 3, 3)[8].crop((0, 0, 53, SUBTITLE_ROWS.start - 85))  # above the text
    assert not is_black(last), "the last cell is still the gap"


def test_same_seed_same_run_other_seeds_other_scrambles(cli, tmp_path):
    """A seed and keys give the same JSON and the same screenshot bytes every time; seeds
    7, 1 and 2 give three different scrambles."""
    first = scripted(tmp_path, SEED, "a,left,up", name="first")
    second = scripted(tmp_path, SEED, "a,left,up", name="second")
    assert first[0] == second[0]
    assert first[1].read_bytes() == second[1].read_bytes()
    scrambles = {tuple(cli(seed, "a")[0]["tiles"]) for seed in (SEED, 1, 2)}
    assert len(scrambles) == 3


def test_screenshot_shows_the_tiles_of_the_json(cli, screens):
    """The screenshot of "a,left,up" shows, cell for cell, the board its JSON describes: each
    cell is the crop of that tile from the solved board, and the gap's cell is the gap."""
    from test_render import is_gap

    result, shot = cli(SEED, "a,left,up")
    solved = cells(screens("solved"), 3, 3)
    assert is_gap(solved[8]) and not any(is_black(crop) for crop in solved[:8])
    assert len({crop.tobytes() for crop in solved}) == 9
    shown = cells(read(shot), 3, 3)
    for position, tile in enumerate(result["tiles"]):
        assert shown[position].tobytes() == solved[tile].tobytes(), "cell %d" % position


def test_unknown_key_exits_2_naming_it():
    """A key that is no button stops the run with code 2 and names the key."""
    done = run_cli("--headless", "--seed", SEED, "--keys", "a,jump")
    assert done.returncode == 2
    assert "jump" in done.stderr
    assert done.stdout == ""


def off_screen(side):
    """Coordinates off a screen ``side`` pixels across, as typed: negative, too far, long."""
    return st.one_of(st.integers(max_value=-1).map(str), st.integers(min_value=side).map(str),
                     st.just("9" * 5000))


@hypothesis_settings(max_examples=60, deadline=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(click=st.one_of(
    st.tuples(off_screen(160), st.one_of(off_screen(128), st.integers(0, 127).map(str))),
    st.tuples(st.integers(0, 159).map(str), off_screen(128))))
def test_a_click_off_the_screen_is_refused_in_a_line_naming_it(capsys, click):
    """A click past the screen's edge (negative, too far, thousands of digits) stops the
    script before anything runs, with code 2 and one line that names the click."""
    from desktop.script import main

    with pytest.raises(SystemExit) as stop:
        main(["--headless", "--keys", "a,click:%s,%s,up" % click])
    assert stop.value.code == 2
    said = capsys.readouterr().err.splitlines()[-1]
    assert said == ("python -m desktop: error: argument --keys: click:%s,%s is off the "
                    "160x128 screen (0 to 159, 0 to 127)" % click)


def test_without_headless_refuses():
    """Scripted runs must say --headless: without it the CLI fails and says why."""
    done = run_cli("--seed", SEED, "--keys", "a")
    assert done.returncode != 0
    assert "--headless" in done.stderr
    assert done.stdout == ""


# ---------------------------------------------------------------------------- the keyboard


def post(event_type, key):
    pygame.event.post(pygame.event.Event(event_type, key=key, mod=0))


@pytest.fixture
def keyboard(desktop):
    """The session's desktop with an empty event queue and nothing pending, before and after."""
    pygame.event.clear()
    while desktop.next_press() is not None:
        pass
    yield desktop
    pygame.event.clear()
    while desktop.next_press() is not None:
        pass


def test_keys_map_to_button_names_in_order(keyboard):
    """Key-down events become button names in the order they came, then None."""
    keys = [(pygame.K_LEFT, "left"), (pygame.K_x, "a"), (pygame.K_RIGHT, "right"),
            (pygame.K_UP, "up"), (pygame.K_DOWN, "down"), (pygame.K_z, "b"),
            (pygame.K_RETURN, "start"), (pygame.K_SPACE, "select"), (pygame.K_LEFT, "left")]
    assert keyboard.next_press() is None
    for key, _ in keys:
        post(pygame.KEYDOWN, key)
    assert [keyboard.next_press() for _ in keys] == [name for _, name in keys]
    assert keyboard.next_press() is None


def test_key_ups_and_unknown_keys_are_ignored(keyboard):
    """Releasing a key, or a key that is no button, gives no press."""
    post(pygame.KEYUP, pygame.K_LEFT)
    post(pygame.KEYDOWN, pygame.K_q)
    post(pygame.KEYDOWN, pygame.K_F2)
    assert keyboard.next_press() is None
    post(pygame.KEYUP, pygame.K_x)
    post(pygame.KEYDOWN, pygame.K_UP)
    post(pygame.KEYUP, pygame.K_UP)
    assert keyboard.next_press() == "up"
    assert keyboard.next_press() is None


def test_a_held_key_is_one_press(keyboard):
    """Key repeat stays off, so holding a key down gives exactly one press."""
    assert pygame.key.get_repeat() == (0, 0)
    post(pygame.KEYDOWN, pygame.K_x)
    presses = []
    for _ in range(10):
        pygame.event.pump()
        presses.append(keyboard.next_press())
    assert presses == ["a"] + [None] * 9


ESCAPE_SCRIPT = textwrap.dedent("""
    import json, pygame
    from desktop.window import Desktop
    desktop = Desktop(headless=True)
    seen = [desktop.running()]
    for key in (pygame.K_LEFT, pygame.K_ESCAPE, pygame.K_UP):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key))
    seen += [desktop.next_press(), desktop.next_press(), desktop.next_press()]
    seen += [desktop.running(), pygame.get_init()]
    print(json.dumps(seen))
""")


def test_escape_stops_the_loop():
    """Escape is no button: the presses around it still arrive, then running() is False and
    pygame is shut down (in a subprocess, since that ends pygame)."""
    done = subprocess.run([sys.executable, "-c", ESCAPE_SCRIPT], cwd=ROOT, env=ENV,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen == [True, "left", "up", None, False, False]


def test_tilt_on_the_desktop_says_it_is_off():
    """TILT is for the badge's accelerometer: a computer says why it does nothing (in a
    subprocess: a process has one display)."""
    script = ("from desktop.window import Desktop\nfrom puzzle.settings import Settings\n"
              "settings = Settings()\nsettings.TILT = %r\nDesktop(settings, headless=True)\n")
    for tilt, said in ((True, "Tilt off: a computer has no accelerometer"), (False, "")):
        done = subprocess.run([sys.executable, "-c", script % tilt], cwd=ROOT, env=ENV,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(said) and ("Tilt" in done.stdout) == tilt
