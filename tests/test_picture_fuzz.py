# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Damaged picture files, at random: each is played or refused with a message, never a crash,
a hang or a memory blow-up. The checker stands between the files and the libraries."""

import contextlib
import io
import os
import pathlib
import random
import resource
import shutil
import signal
import struct
import tempfile
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import ROOT
from puzzle.app import make_game
from puzzle.pictures import check_picture
from puzzle.saves import SLOT, Saves
from puzzle.settings import Settings
from puzzle.sheets import Sheets
from support import FakeClock

SET = os.path.join(ROOT, "images", "night")
FILES = ("full.bmp", "tiles3.bmp", "tiles4.bmp")
# (offset, bytes) of every field of the file header and BITMAPINFOHEADER
FIELDS = ((2, 4), (6, 4), (10, 4), (14, 4), (18, 4), (22, 4), (26, 2), (28, 2), (30, 4),
          (34, 4), (38, 4), (42, 4), (46, 4), (50, 4))
INTERESTING = (0, 1, 2, 3, 4, 8, 12, 15, 16, 17, 24, 32, 40, 52, 54, 56, 108, 118, 124, 128,
               159, 160, 255, 256, 257, 65535, 65536, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF)
SECONDS = 10  # one mutant, from the checker to the last screen drawn
MEMORY = 2 * 1024**3  # bytes the whole test process may reach (it holds about 0.3 GB)


def mutations(fields=FIELDS, bytes_up_to=118 + 64):
    field = st.tuples(st.just("field"), st.sampled_from(fields),
                      st.one_of(st.sampled_from(INTERESTING), st.integers(0, 2**32 - 1)))
    byte = st.tuples(st.just("byte"), st.integers(0, bytes_up_to), st.integers(0, 255))
    cut = st.tuples(st.just("cut"), st.integers(0, 21000), st.just(0))
    return st.lists(st.one_of(field, byte, cut), min_size=1, max_size=4)


def mutate(data, changes):
    data = bytearray(data)
    for kind, where, value in changes:
        if kind == "field":
            offset, size = where
            data[offset:offset + size] = (value % (1 << 8 * size)).to_bytes(size, "little")
        elif kind == "byte" and where < len(data):
            data[where] = value
        elif kind == "cut":
            del data[where:]
    return bytes(data)


def play_everything(desktop, images, shot, intro=True):
    """The intro, then a game of each size with a move or two, each screen drawn.

    :param bool intro: draw the intro too: every pixel of full.bmp read, slowly in Blinka
    """
    clock = FakeClock()
    game = make_game(Settings(), desktop.display, clock, random.Random(1), images=images)
    if intro:
        desktop.display.save(shot)
    for size in ("a", "b"):
        game.press(size)
        clock.now += 2
        game.tick()
        assert game.state == "play"
        game.press("up")
        game.press("left")
        clock.now += 1
        game.tick()
        desktop.display.save(shot)  # the tiles: every cell drawn from the tilesheet
        game.press("start")  # the menu: back to the intro
        game.press("up")
        game.press("a")
    return game


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(FILES), changes=mutations())
def test_a_damaged_header_is_played_or_refused_with_a_message(desktop, name, changes):
    with tempfile.TemporaryDirectory() as images:
        folder = os.path.join(images, "night")
        shutil.copytree(SET, folder)
        with open(os.path.join(SET, name), "rb") as file:
            damaged = mutate(file.read(), changes)
        with open(os.path.join(folder, name), "wb") as file:
            file.write(damaged)
        started = time.monotonic()
        play_everything(desktop, images, os.path.join(images, "shot.png"),
                        intro=name == "full.bmp")
        assert time.monotonic() - started < SECONDS
        # The whole test process at its peak: a colour count of 2**31 believed would pass it.
        assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 < MEMORY
        problems = all_problems(images)
        if name + ":" not in problems:  # accepted: then the readers must take it whole
            sheets = Sheets(images, 0, 0, "numbers")
            sheets.use("night", ((3, 3), (4, 4)))
            if name == "full.bmp":  # shown, read into the board or from the drive
                assert sheets.picture() is not None
            else:
                said = io.StringIO()
                with contextlib.redirect_stdout(said):
                    tiles = sheets.tiles(*((3, 3) if name == "tiles3.bmp" else (4, 4)))
                # the tilesheet itself, loaded: not the picture cut on the fly instead
                assert tiles is not None and "cut from full.bmp" not in said.getvalue()


# The formats a drop-in full.bmp may have (see puzzle.pictures): indexed 1, 4 and 8 bits, 16
# bits as 555 or 565 (masks after a 40-byte header, or in a V4 header), 24 bits with a 40 or
# 124-byte header, 32 bits plain or with masks in a V4 header.
DROP_INS = ("1", "4", "8", "555", "565", "565 V4", "24", "24 V5", "32", "32 V4")
# The fields of the V4 and V5 headers past BITMAPINFOHEADER: masks, colour space, V5's extras
MORE_FIELDS = ((54, 4), (58, 4), (62, 4), (66, 4), (70, 4), (122, 4), (126, 4), (130, 4))


def drop_in(kind, tmp_path):
    """A 160x128 ``full.bmp`` of the kind named in ``DROP_INS``, as bytes."""
    from test_dropin import bmp_bytes, photograph

    image = photograph()
    if kind in ("1", "4", "8", "24", "32", "565"):
        return bmp_bytes(image, kind, tmp_path)
    depth = 16 if kind.startswith("5") else int(kind[:2])
    info = {"V4": 108, "V5": 124}.get(kind[-2:], 40)
    masks = {"555": b"", "565 V4": struct.pack("<III", 0xF800, 0x07E0, 0x001F),
             "24 V5": b"", "32 V4": struct.pack("<III", 0xFF0000, 0xFF00, 0xFF)}[kind]
    stride = (160 * depth + 31) // 32 * 4
    rows = []
    for y in reversed(range(128)):
        row = bytearray(stride)
        for x in range(160):
            r, g, b = image.getpixel((x, y))
            if depth == 16:
                value = (r >> 3) << 11 | (g >> 2) << 5 | b >> 3 if masks else (
                    (r >> 3) << 10 | (g >> 3) << 5 | b >> 3)
                struct.pack_into("<H", row, 2 * x, value)
            else:
                row[x * depth // 8:x * depth // 8 + 3] = bytes((b, g, r))
        rows.append(bytes(row))
    offset = 14 + info
    header = struct.pack("<2sIHHIIiiHHIIiiII", b"BM", offset + stride * 128, 0, 0, offset, info,
                         160, 128, 1, depth, 3 if masks else 0, stride * 128, 2835, 2835, 0, 0)
    extra = (masks + bytes(info - 40))[:info - 40]
    return header + extra + b"".join(rows)


def test_every_drop_in_format_of_the_fuzz_is_one_the_game_shows(tmp_path):
    for kind in DROP_INS:
        path = tmp_path / ("%s.bmp" % kind)
        path.write_bytes(drop_in(kind, tmp_path))
        check_picture(str(path))  # no PictureError


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(DROP_INS), changes=mutations(FIELDS + MORE_FIELDS, 140))
def test_a_drop_in_with_a_damaged_header_plays_or_is_refused_in_a_line(desktop, kind, changes):
    """A set that is only ``full.bmp`` (cut into tiles as it is drawn), in every format the
    game shows, its header damaged: the intro and a game of each size are played, or the
    picture is refused with one line naming it and the numbered tiles play; within time and
    memory, never a crash."""
    with tempfile.TemporaryDirectory() as images:
        folder = os.path.join(images, "night")
        os.mkdir(folder)
        with open(os.path.join(folder, "full.bmp"), "wb") as file:
            file.write(mutate(drop_in(kind, pathlib.Path(images)), changes))
        started = time.monotonic()
        game = play_everything(desktop, images, os.path.join(images, "shot.png"))
        assert time.monotonic() - started < SECONDS
        assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 < MEMORY
        assert "\n" not in game.notice
        if game.notice:
            assert game.notice.startswith("full.bmp: "), game.notice


def all_problems(images):
    """What the checker says about the set ``night`` in ``images``, for the game's sizes."""
    return " ".join(Sheets(images, 0, 0, "numbers").use("night", ((3, 3), (4, 4))))


def not_a_file(path, kind):
    """Put at ``path`` what a maker's ``images/`` may hold where a picture should be."""
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "link to a fifo":
        os.mkfifo(path.parent.parent / "fifo")
        path.symlink_to(path.parent.parent / "fifo")
    elif kind == "device":
        path.symlink_to("/dev/zero")
    else:
        path.symlink_to(path.parent.parent / "nowhere.bmp")


@pytest.mark.parametrize("kind", ["fifo", "folder", "link to a fifo", "device",
                                  "link to nowhere"])
@pytest.mark.parametrize("name", FILES)
def test_a_picture_file_that_is_not_a_file_is_refused_at_once(desktop, tmp_path, capsys, name,
                                                               kind):
    """Every picture file the game opens, as anything but a regular file: never opened (a
    FIFO would wait for a writer for ever), refused in one line, and the set plays on as it
    does without that file."""
    folder = tmp_path / "night"
    shutil.copytree(SET, folder)
    (folder / name).unlink()
    not_a_file(folder / name, kind)
    signal.alarm(20)
    try:
        play_everything(desktop, str(tmp_path), str(tmp_path / "shot.png"))
        lines = [line for line in capsys.readouterr().out.splitlines() if name in line]
        problems = all_problems(str(tmp_path))
    finally:
        signal.alarm(0)
    said = "%s: %s%s" % (name, "missing" if kind == "link to nowhere" else "not a file",
                         "" if name == "full.bmp" else "; cut from full.bmp")
    assert lines == ["night: " + said]
    if name == "full.bmp" or kind != "link to nowhere":  # a tilesheet not there is no problem
        assert said in problems


def test_a_fifo_for_a_tilesheet_is_refused_by_the_game_itself(tmp_path):
    """The headless game, started where a maker's ``images/`` holds a FIFO: it plays."""
    from test_settings import SHIPPED, scripted_run

    shutil.copytree(SET, tmp_path / "images" / "night")
    (tmp_path / "images" / "night" / "tiles3.bmp").unlink()
    os.mkfifo(tmp_path / "images" / "night" / "tiles3.bmp")
    state, said = scripted_run(tmp_path, SHIPPED)
    assert state["state"] == "play" and state["picture"] == "night" and state["moves"] >= 1
    assert said.splitlines() == ["night: tiles3.bmp: not a file; cut from full.bmp"]


FOLDER_NAMES = st.binary(min_size=1, max_size=60).filter(
    lambda name: b"/" not in name and b"\0" not in name and name not in (b".", b".."))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(names=st.lists(st.tuples(FOLDER_NAMES, st.booleans()), min_size=1, max_size=4,
                      unique_by=lambda pair: pair[0]))
def test_picture_folders_named_in_any_bytes_are_chosen_and_played(desktop, names):
    """Folder names of any bytes (no encoding, Latin-1, UTF-8, control characters, hidden),
    each holding a good ``full.bmp`` or a broken one: every set is chosen on the intro in
    turn and a game begun with it (its name kept for the save); nothing raises."""
    with open(os.path.join(SET, "full.bmp"), "rb") as file:
        full = file.read()
    with tempfile.TemporaryDirectory() as images:
        for name, good in names:
            folder = os.path.join(os.fsencode(images), name)
            os.mkdir(folder)
            with open(os.path.join(folder, b"full.bmp"), "wb") as file:
                file.write(full if good else full[:100])
        clock = FakeClock()
        storage = bytearray(b"\xff" * 2 * SLOT)
        game = make_game(Settings(), desktop.display, clock, random.Random(1), storage,
                         images=images)
        shown = set()
        for _ in range(len(names)):
            shown.add(game.picture_name)
            game.press("a")
            clock.now += 2
            game.tick()
            assert game.state == "play"
            game.press("start")
            for button in ("down", "down", "down", "down", "a"):  # the menu: back to the intro
                game.press(button)
            assert game.state == "intro"
            game.press("right")
        visible = {os.fsdecode(name) for name, _ in names if not name.startswith(b".")}
        assert shown == (visible or {None})
        assert Saves(storage).problems == []


def test_a_palette_smaller_than_its_pixels_is_refused_before_any_draw(desktop, tmp_path):
    """8 colours declared in a 4-bit file whose pixels use all 16: the palette lookup would
    fail at the first draw."""
    folder = tmp_path / "night"
    shutil.copytree(SET, folder)
    data = bytearray((folder / "tiles4.bmp").read_bytes())
    data[46:50] = struct.pack("<I", 8)
    data[10:14] = struct.pack("<I", 14 + 40 + 4 * 8)  # header and palette still add up
    (folder / "tiles4.bmp").write_bytes(bytes(data[:14 + 40 + 32]) + bytes(data[118:]))
    play_everything(desktop, str(tmp_path), str(tmp_path / "shot.png"))
    assert "tiles4.bmp: pixels use colours the palette lacks" in all_problems(str(tmp_path))
