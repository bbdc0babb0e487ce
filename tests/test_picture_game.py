# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Whole games with picture sets: good, broken, chosen and remembered."""

import json
import os
import random
import subprocess
import sys

import pytest
from PIL import Image

import parameters
from conftest import ROOT
from puzzle.app import make_game
from puzzle.settings import read
from puzzle.board import Board
from puzzle.view import View
from support import FakeClock



def screen(desktop, path):
    desktop.display.save(str(path))
    with Image.open(path) as image:
        return image.convert("RGB")


def numbered_screen(desktop, tmp_path, tiles, width, height):
    """The screen the numbered tiles make of ``tiles``."""
    view = View(desktop.display)
    view.use_pictures(None, [(width, height)])
    view.show_board(Board(width, height, tiles))
    return screen(desktop, tmp_path / "numbered.png")


def play(desktop, images, keys, seed=1, storage=None):
    clock = FakeClock()
    game = make_game(read(parameters), desktop.display, clock, random.Random(seed), storage,
                     str(images))
    from desktop.script import play_script

    play_script(game, clock, keys)
    return game


def test_a_good_set_shows_its_picture_and_its_tiles(desktop, images, tmp_path):
    game = play(desktop, images, [])
    assert game.picture_name == "aurora" and game.notice == ""
    with Image.open(images / "aurora" / "full.bmp") as image:
        full = image.convert("RGB")
    shot = screen(desktop, tmp_path / "intro.png")
    box = (0, 40, 160, 100)  # between the title and the size line
    assert max(abs(a - b) for a, b in zip(shot.crop(box).tobytes(),
                                          full.crop(box).tobytes())) <= 8

    game = play(desktop, images, ["b"])
    shot = screen(desktop, tmp_path / "play.png")
    assert shot != numbered_screen(desktop, tmp_path, game.board.tiles, 4, 4)


@pytest.mark.parametrize("spoil, said", [
    (lambda folder: os.remove(folder / "full.bmp"), "aurora: full.bmp: missing"),
    (lambda folder: (folder / "full.bmp").write_bytes(b""), "aurora: full.bmp: not a BMP file"),
    (lambda folder: Image.new("RGB", (160, 128)).save(folder / "full.bmp"), ""),  # a picture
    (lambda folder: [os.remove(folder / name) for name in os.listdir(folder)],
     "aurora: full.bmp: missing"),
])
def test_any_broken_set_still_gives_a_playable_game(desktop, images, spoil, said):
    """What is wrong is said on the intro, and gone once a size is chosen."""
    spoil(images / "aurora")
    assert play(desktop, images, []).notice == said
    game = play(desktop, images, ["a", "up", "left"])
    assert game.state == "play" and game.notice == ""


@pytest.mark.parametrize("spoil, said, console", [
    # a tilesheet missing: nothing wrong, full.bmp is cut; the console says so once
    (lambda folder: os.remove(folder / "tiles3.bmp"), [],
     ["tiles3.bmp: missing; cut from full.bmp"]),
    (lambda folder: os.remove(folder / "tiles4.bmp"), [],
     ["tiles4.bmp: missing; cut from full.bmp"]),
    (lambda folder: Image.new("RGB", (320, 240)).save(folder / "full.bmp", "BMP"),
     ["full.bmp: 320x240; need 160x128"], []),
    (lambda folder: [os.remove(folder / name) for name in ("full.bmp", "tiles4.bmp")],
     ["full.bmp: missing", "tiles4.bmp: missing; numbered tiles"], []),
    # tilesheets only for boards not played: a picture dropped in, cut at every size
    (lambda folder: [os.rename(folder / "tiles4.bmp", folder / "tiles5x4.bmp"),
                     os.remove(folder / "tiles3.bmp")], [],
     ["tiles3.bmp: missing; cut from full.bmp", "tiles4.bmp: missing; cut from full.bmp"]),
])
def test_a_set_says_on_the_intro_what_is_wrong_with_it(desktop, images, tmp_path, capsys,
                                                        spoil, said, console):
    """Named with the reason, on the intro and once on the console; a tilesheet that is not
    there at all (full.bmp is cut instead) is not wrong: the console alone says it, once. And
    played at every size by the next best."""
    from test_dropin import cut_screen, differences, shown

    spoil(images / "aurora")
    game = play(desktop, images, [])
    named = ["aurora: " + problem for problem in said]
    assert game.notice == (named[0] + (" (+1 more)" if len(named) > 1 else "") if named else "")
    assert capsys.readouterr().out.splitlines() == named + ["aurora: " + line for line in console]
    for step in ("right", "left"):  # the missing tilesheet not said again when it comes back
        game.press(step)
    assert capsys.readouterr().out.splitlines() == named
    for button, size in (("a", (3, 3)), ("b", (4, 4))):
        game = play(desktop, images, [button])
        assert game.state == "play" and game.notice == ""
        full = images / "aurora" / "full.bmp"
        if os.path.exists(full) and not os.path.exists(images / "aurora" / (
                "tiles%d.bmp" % size[0])):
            cut = cut_screen(shown(full.read_bytes()), game.board.tiles, *size)
            assert differences(screen(desktop, tmp_path / "play.png"), cut, *size) == 0


def test_a_missing_picture_folder_is_reported_and_another_used(desktop, images, monkeypatch):
    monkeypatch.setattr(parameters, "PICTURE", "castle")
    game = play(desktop, images, [])
    assert game.picture_name == "aurora"
    assert game.notice == "PICTURE = 'castle': no images/castle; using aurora"


def test_no_picture_sets_at_all_means_numbered_tiles(desktop, tmp_path):
    game = play(desktop, tmp_path / "nothing", ["left", "a"])
    assert game.picture_name is None and game.state == "play"


def test_right_on_the_intro_changes_the_set_and_the_picture(desktop, images, tmp_path):
    play(desktop, images, [])
    first = screen(desktop, tmp_path / "first.png")
    game = play(desktop, images, ["right"])
    assert game.picture_name == "brook"
    assert screen(desktop, tmp_path / "second.png") != first
    assert play(desktop, images, ["right", "right"]).picture_name == "aurora"
    assert play(desktop, images, ["left"]).picture_name == "brook"


def run_cli(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, "-m", "desktop", "--headless", *args],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout), result.stderr


def test_the_chosen_set_is_remembered_for_the_next_start(images, tmp_path):
    """Kept with the records of the next solved game: one write to the badge's flash."""
    save = str(tmp_path / "nvm.bin")
    hints = ",a" * 40  # A in play moves as the hint says: solved in at most 31
    state, _ = run_cli("--images", str(images), "--save", save, "--keys", "right,a" + hints)
    assert state["picture"] == "brook" and state["state"] == "solved"
    state, _ = run_cli("--images", str(images), "--save", save, "--keys", "right,a,left")
    assert state["picture"] == "aurora" and state["state"] == "play"
    state, _ = run_cli("--images", str(images), "--save", save)
    assert state["picture"] == "brook" and state["state"] == "intro", "no game solved with aurora"


def test_a_corrupt_save_is_reported_and_the_game_starts(images, tmp_path):
    save = tmp_path / "nvm.bin"
    save.write_bytes(b"SL" + bytes(range(200)))
    state, errors = run_cli("--images", str(images), "--save", str(save))
    assert state["picture"] == "aurora" and "save corrupt" in state["notice"]
    assert "save corrupt: starting afresh" in errors


def test_a_broken_set_in_a_scripted_run(images, tmp_path):
    (images / "brook" / "tiles4.bmp").write_bytes(b"\x89PNG\r\n")
    state, errors = run_cli("--images", str(images), "--keys", "right")
    said = "brook: tiles4.bmp: not a BMP file; cut from full.bmp"
    assert state["notice"] == said and said in errors
    state, _ = run_cli("--images", str(images), "--keys", "right,b,up,left",
                       "--screenshot", str(tmp_path / "shot.png"))
    assert state["state"] == "play" and state["width"] == 4


def test_a_hints_all_the_way_to_solved_in_the_fewest_moves(tmp_path):
    """The real solver behind A: from a scramble, hints alone solve it optimally."""
    from support import shortest_solution

    state, _ = run_cli("--seed", "4", "--keys", "a")
    optimal = len(shortest_solution(state["tiles"], 3, 3))
    state, _ = run_cli("--seed", "4", "--keys", ",".join(["a"] * (optimal + 1)))
    assert state["state"] == "solved" and state["helped"]
    assert state["moves"] == optimal


def test_select_is_help_in_the_scripted_json_and_the_solved_game_sets_no_record(tmp_path):
    """The real solver behind SELECT: the tile it frames, moved by hand to solved, makes a
    "helped" game, which counts but sets no record in the save."""
    from puzzle.saves import Records
    from puzzle.saves import Saves
    from desktop.storage import FileStorage
    from support import shortest_solution

    state, _ = run_cli("--seed", "4", "--keys", "a")
    path = shortest_solution(state["tiles"], 3, 3)
    state, _ = run_cli("--seed", "4", "--keys", "a,select")
    assert state["state"] == "play" and state["helped"] and state["moves"] == 0
    save = str(tmp_path / "nvm.bin")
    state, _ = run_cli("--seed", "4", "--save", save, "--keys", ",".join(["a", "select"] + path))
    assert state["state"] == "solved" and state["helped"]
    assert Records(Saves(FileStorage(save))).get("3x3") == (0, 0, 1)
    state, _ = run_cli("--seed", "4", "--save", save, "--keys", ",".join(["a"] + path))
    assert state["state"] == "solved" and not state["helped"]
    assert Records(Saves(FileStorage(save))).get("3x3")[::2] == (len(path), 2)


def test_the_badge_plays_by_itself_after_30_quiet_seconds():
    state, _ = run_cli("--seed", "2", "--wait", "31")
    assert state["state"] == "demo" and not state["solved"]
    state, _ = run_cli("--seed", "2", "--wait", "60")
    assert state["state"] == "demo" and state["solved"]


def test_labels_on_the_numbered_tiles_are_chosen_in_parameters(desktop, tmp_path, monkeypatch):
    screens = {}
    for labels in ("numbers", "letters", "none"):
        monkeypatch.setattr(parameters, "LABELS", labels)
        game = play(desktop, tmp_path / "nothing", ["b"], seed=5)
        assert game.notice == ""
        screens[labels] = screen(desktop, tmp_path / ("%s.png" % labels))
    assert len({image.tobytes() for image in screens.values()}) == 3
    monkeypatch.setattr(parameters, "LABELS", "roman")
    game = play(desktop, tmp_path / "nothing", [])
    assert game.notice == ("LABELS = 'roman': must be 'numbers', 'letters', 'none'; using "
                           "'numbers' (+1 more)")  # and that images/ holds no picture sets


@pytest.mark.parametrize("saved, wanted, expected", [
    (["brook", "aurora"], "aurora", (1, "")),  # the set last played, PICTURE unchanged since
    (["brook", "aurora"], "castle", (0, "PICTURE = 'castle': no images/castle; using aurora")),
    (["brook", "brook"], "aurora", (0, "")),  # PICTURE edited since: the maker's word wins
    (["gone", "aurora"], "aurora", (0, "")),  # the set played is no longer there
    ("brook", "aurora", (0, "")),  # a save of another shape: PICTURE
    (None, "brook", (1, "")),
])
def test_the_set_to_start_with(saved, wanted, expected):
    from puzzle.app import first_picture

    assert first_picture(["aurora", "brook"], saved, wanted) == expected


def test_a_missing_picture_falls_back_to_the_default_set_and_no_sets_are_said():
    from puzzle.app import first_picture

    assert first_picture(["garden", "night", "seaside"], None, "nosuch") == (
        1, "PICTURE = 'nosuch': no images/nosuch; using night")
    assert first_picture([], None, "night") == (0, "no picture sets in images/: numbered tiles")
