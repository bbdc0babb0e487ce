# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A maker upgrading from the original PyBadge sliding puzzle: its picture folders play as they
are, and its ``parameters.py`` line ``puzzle_graphics_folder = "..."`` chooses the set where
there is no ``PICTURE``, with one line on the console saying so."""

import os
import shutil
import sys
import types
from pathlib import Path

from PIL import Image, ImageDraw

import parameters
from conftest import ROOT
from puzzle.board import Board
from puzzle.layout import SCREEN_HEIGHT, SCREEN_WIDTH, tile_size
from puzzle.settings import RULES, Settings, read
from puzzle.view import View
from test_micropython import result_of, run_source
from test_settings import load_file, scripted_run  # noqa: F401 (a fixture)

sys.path.append(os.path.join(ROOT, "tools"))
import maker_parameters  # noqa: E402

# The original game's parameters.py, as its README has a maker change it.
ORIGINAL = ('puzzle_graphics_folder = "santa"\n'
            'image = {"name": "full.bmp", "tiles3": "tiles3.bmp", "tiles4": "tiles4.bmp"}\n')
USED = "puzzle_graphics_folder = 'santa': used as PICTURE"


def original_set(folder):
    """A set as the original game's README has a maker draw one in a paint program:
    ``full.bmp``, and tilesheets of 256 colours, each tile's number in its top-right corner
    and the last tile black."""
    folder.mkdir(parents=True)
    with Image.open(os.path.join(ROOT, "images", "night", "full.bmp")) as image:
        picture = image.convert("RGB")
    picture.save(folder / "full.bmp")
    for side in (3, 4):
        width, height = tile_size(side, side)
        sheet = picture.resize((width * side, height * side))
        draw = ImageDraw.Draw(sheet)
        for index in range(side * side):
            x, y = index % side * width, index // side * height
            draw.text((x + width - 14, y + 2), str(index + 1), fill=(255, 255, 255))
        draw.rectangle((width * (side - 1), height * (side - 1), width * side - 1,
                        height * side - 1), fill=(0, 0, 0))
        sheet.quantize(256).save(folder / ("tiles%d.bmp" % side))


def without_picture(**values):
    """The shipped settings but ``PICTURE``, and ``values``."""
    names = {name: getattr(parameters, name) for name, _, _ in RULES if name != "PICTURE"}
    return types.SimpleNamespace(**dict(names, **values))


def test_its_folders_play_as_they_are(desktop, tmp_path, capsys):
    """Its tilesheets are the tiles, drawn as they are: nothing is said, nothing cut."""
    original_set(tmp_path / "santa")
    view = View(desktop.display, images=str(tmp_path))
    assert view.use_pictures("santa", Settings.SIZES) == []
    for side in (3, 4):
        view.room_for(Board(side, side))
        view.show_board(Board(side, side))
        desktop.display.save(str(tmp_path / "shot.png"))
        with Image.open(tmp_path / ("santa/tiles%d.bmp" % side)) as sheet:
            drawn = sheet.convert("RGB")
        left, top = (SCREEN_WIDTH - drawn.width) // 2, (SCREEN_HEIGHT - drawn.height) // 2
        with Image.open(tmp_path / "shot.png") as shot:
            shown = shot.convert("RGB").crop((left, top, left + drawn.width, top + drawn.height))
        gap = drawn.width // side * (side - 1), drawn.height // side * (side - 1)
        for image in (shown, drawn):  # the gap: the game draws its own ring in it
            image.paste((0, 0, 0), gap + drawn.size)
        assert max(abs(a - b) for a, b in zip(shown.tobytes(), drawn.tobytes())) <= 8
    assert capsys.readouterr().out == ""


def test_its_line_chooses_the_set_where_there_is_no_picture(capsys):
    checked = read(without_picture(puzzle_graphics_folder="santa"))
    assert checked.PICTURE == "santa" and checked.problems == []
    assert capsys.readouterr().out == USED + "\n"


def test_a_picture_line_counts_and_the_old_one_is_said_to_be_ignored(capsys):
    checked = read(without_picture(PICTURE="night", puzzle_graphics_folder="santa"))
    assert checked.PICTURE == "night" and checked.problems == []
    assert capsys.readouterr().out == "puzzle_graphics_folder: ignored; PICTURE is set\n"


def test_a_bad_value_in_it_is_named_as_written(capsys):
    checked = read(without_picture(puzzle_graphics_folder="x" * 30))
    assert checked.PICTURE == Settings.PICTURE
    assert checked.problems == ["puzzle_graphics_folder = 'xxxxxxxxxxxx...: must be a picture "
                                "set's name of 1 to 24 characters; using 'night'"]
    assert capsys.readouterr().out == ""


def test_it_counts_in_a_parameters_py_that_does_not_import(load_file, capsys):  # noqa: F811
    checked = load_file(ORIGINAL + "SOUND = Flase\n")
    assert checked.PICTURE == "santa" and checked.SOUND is True
    assert checked.problems[0] == "line 3: SOUND = Flase: not a value; using True"
    assert capsys.readouterr().out == USED + "\n"


def test_its_line_chooses_the_set_on_the_badges_runtime(tmp_path):
    """The settings' module as shipped, compiled, in MicroPython."""
    folder = tmp_path / "drive"
    folder.mkdir()
    (folder / "parameters.py").write_text(ORIGINAL)
    done = run_source(tmp_path, "import settings_gate\nsettings_gate.main(%r)\n" % str(folder))
    assert done.returncode == 0 and done.stdout.startswith(USED + "\n"), done.stdout
    assert result_of(done)["values"]["PICTURE"] == "santa"


def test_its_parameters_py_and_folder_on_the_drive_start_the_game_on_it(tmp_path):
    for name in ("garden", "night"):
        shutil.copytree(os.path.join(ROOT, "images", name), tmp_path / "images" / name)
    original_set(tmp_path / "images" / "santa")
    state, said = scripted_run(tmp_path, ORIGINAL)
    assert state["picture"] == "santa" and state["state"] == "play" and state["moves"] >= 1
    assert said.splitlines()[0] == USED and said.count("santa") == 1


def test_make_install_keeps_the_line_and_adds_every_setting_but_picture():
    ours = (Path(ROOT) / "parameters.py").read_bytes()
    added, text = maker_parameters.completed(ORIGINAL.encode(), ours)
    assert sorted(added) == sorted(name for name, _, _ in RULES if name != "PICTURE")
    assert text.startswith(ORIGINAL.encode())
    found = {}
    exec(compile(text, "parameters.py", "exec"), found)
    assert "PICTURE" not in found and read(types.SimpleNamespace(**found)).PICTURE == "santa"
