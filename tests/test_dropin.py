# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A picture dropped on the drive is a puzzle: a folder holding only ``full.bmp``, in any
format ``OnDiskBitmap`` reads, plays at every size, cut into tiles as it is drawn."""

import io
import os
import random
import struct
import subprocess
import sys

import pytest
from PIL import Image, ImageDraw

import parameters
from puzzle.app import make_game
from puzzle.pictures import PictureError, check_picture
from puzzle.settings import read
from puzzle.numbered import cut
from conftest import ROOT
from support import FakeClock
from test_picture_game import play, screen
from test_slide_render import board_grids

sys.path.append(os.path.join(ROOT, "tools"))
import picture as maker  # noqa: E402

BADGE = (16, 14)  # the corner a tile's number takes over a cut picture: never compared


def photograph(seed=5):
    """An unseen "photograph": smooth gradients, discs and noise, 160x128."""
    rng = random.Random(seed)
    image = Image.new("RGB", (160, 128))
    image.putdata([((x * 3 + y) % 256, (y * 2 + rng.randrange(40)) % 256,
                    (x + y * 5 + rng.randrange(30)) % 256) for y in range(128) for x in range(160)])
    draw = ImageDraw.Draw(image)
    for _ in range(6):
        x, y = rng.randrange(160), rng.randrange(128)
        draw.ellipse((x, y, x + 30, y + 24), fill=tuple(rng.randrange(256) for _ in "rgb"))
    return image


def bmp_bytes(image, kind, tmp_path):
    """``image`` as a BMP of ``kind``: "24", "32", "565", "8" (256 colours), "4", "1"."""
    if kind == "565":
        return bmp_565(image)
    path = tmp_path / ("picture-%s.bmp" % kind)
    if kind == "4":
        maker.write_bmp(str(path), image.quantize(16), 16)
    else:
        converted = {"24": image, "32": image.convert("RGBA"), "8": image.quantize(256),
                     "1": image.convert("1")}[kind]
        converted.save(path, "BMP")
    return path.read_bytes()


def bmp_565(image):
    """A 16-bit 565 BMP (BITFIELDS) of ``image``, as GIMP and other editors write one."""
    width, height = image.size
    stride = (width * 2 + 3) // 4 * 4
    rows = []
    for y in reversed(range(height)):
        row = bytearray(stride)
        for x in range(width):
            r, g, b = image.getpixel((x, y))[:3]
            struct.pack_into("<H", row, 2 * x, (r >> 3) << 11 | (g >> 2) << 5 | b >> 3)
        rows.append(bytes(row))
    offset = 14 + 40 + 12
    header = struct.pack("<2sIHHIIiiHHIIiiII", b"BM", offset + stride * height, 0, 0, offset,
                         40, width, height, 1, 16, 3, stride * height, 2835, 2835, 0, 0)
    return header + struct.pack("<III", 0xF800, 0x07E0, 0x001F) + b"".join(rows)


def shown(data):
    """What the screen shows of a BMP file: its pixels at the display's 16 bits (565)."""
    return in_565(Image.open(io.BytesIO(data)).convert("RGB"))


def in_565(image):
    """``image`` (RGB) as the display shows it, at 16 bits a pixel (565)."""
    red, green, blue = image.split()
    five = red.point(lambda value: (value >> 3) * 255 // 31)
    return Image.merge("RGB", (five, green.point(lambda value: (value >> 2) * 255 // 63),
                               blue.point(lambda value: (value >> 3) * 255 // 31)))


def board_cells(columns, rows):
    """``(width, height, left, top)`` of the cells a picture is cut into, on the screen: each
    tile is the part of the picture under its cell when the board is solved."""
    width, height = cut(columns, rows)[:2]
    return width, height, (160 - columns * width) // 2, (128 - rows * height) // 2


def cut_screen(picture, tiles, columns, rows):
    """The screen of ``tiles`` cut from ``picture``, the gap drawn as the gap (badges not
    drawn)."""
    from test_render import gap_image

    width, height, left, top = board_cells(columns, rows)
    expected = Image.new("RGB", (160, 128))
    for position, tile in enumerate(tiles):
        x, y = left + position % columns * width, top + position // columns * height
        if tile == columns * rows - 1:
            expected.paste(in_565(gap_image(width, height)), (x, y))
        else:
            source = (left + tile % columns * width, top + tile // columns * height)
            expected.paste(picture.crop(source + (source[0] + width, source[1] + height)), (x, y))
    return expected


def differences(shot, expected, columns, rows):
    """Pixels that differ, outside the number badges in the cells' corners."""
    width, height, left, top = board_cells(columns, rows)
    count = 0
    for y in range(128):
        for x in range(160):
            inside_x, inside_y = (x - left) % width, (y - top) % height
            if inside_x < BADGE[0] and inside_y < BADGE[1]:
                continue
            if shot.getpixel((x, y)) != expected.getpixel((x, y)):
                count += 1
    return count


@pytest.mark.parametrize("kind", ["24", "565", "8", "4", "1", "32"])
@pytest.mark.parametrize("button, size", [("a", (3, 3)), ("b", (4, 4))])
def test_a_lone_full_bmp_plays_cut_into_its_cells(desktop, tmp_path, monkeypatch, kind,
                                                  button, size):
    monkeypatch.setattr(parameters, "PICTURE", "photo")
    folder = tmp_path / "images" / "photo"
    folder.mkdir(parents=True)
    data = bmp_bytes(photograph(), kind, tmp_path)
    (folder / "full.bmp").write_bytes(data)
    game = play(desktop, tmp_path / "images", [])
    assert game.picture_name == "photo" and game.notice == ""  # no tilesheet is no problem
    intro = screen(desktop, tmp_path / "intro.png")
    expected = shown(data)
    under_the_text = (0, 40, 160, 100)
    assert intro.crop(under_the_text).tobytes() == expected.crop(under_the_text).tobytes()
    game = play(desktop, tmp_path / "images", [button, "up", "left"])
    assert game.state == "play" and game.notice == ""
    shot = screen(desktop, tmp_path / "play.png")
    assert differences(shot, cut_screen(expected, game.board.tiles, *size), *size) == 0
    # the numbers are drawn by the game: the badge of each tile is there
    left, top = board_cells(*size)[2:]
    badges = [shot.getpixel((x, y)) for x in range(left, left + BADGE[0])
              for y in range(top, top + BADGE[1])]
    assert (255, 255, 255) in badges and (0, 0, 0) in badges


@pytest.mark.parametrize("make, message", [
    (lambda path: Image.new("RGB", (320, 240)).save(path, "BMP"),
     "full.bmp: 320x240; need 160x128"),
    (lambda path: Image.new("RGB", (160, 128)).save(path, "PNG"), "full.bmp: not a BMP file"),
    (lambda path: path.write_bytes(bmp_565(Image.new("RGB", (160, 128)))[:5000]),
     "full.bmp: cut short"),
    (lambda path: path.write_bytes(bmp_565(Image.new("RGB", (160, 128))).replace(
        struct.pack("<III", 0xF800, 0x07E0, 0x001F), struct.pack("<III", 0xF00, 0xF0, 0xF))),
     "full.bmp: colour masks the screen cannot read; save as 24-bit"),
    (lambda path: path.write_bytes(_rle(Image.new("P", (160, 128)))),
     "full.bmp: RLE8-compressed; need uncompressed"),
])
def test_a_picture_it_cannot_show_is_said_and_the_game_plays(desktop, tmp_path, monkeypatch,
                                                              make, message, capsys):
    monkeypatch.setattr(parameters, "PICTURE", "odd")
    folder = tmp_path / "images" / "odd"
    folder.mkdir(parents=True)
    make(folder / "full.bmp")
    with pytest.raises(PictureError) as error:
        check_picture(str(folder / "full.bmp"))
    assert str(error.value) == message
    game = play(desktop, tmp_path / "images", [])
    assert game.notice == "odd: " + message and "odd: " + message in capsys.readouterr().out
    game = play(desktop, tmp_path / "images", ["b", "up", "left"])
    assert game.state == "play"  # numbered tiles


def _rle(image):
    """An 8-bit BMP whose header says RLE8 (the pixels need not be valid: it is refused)."""
    data = io.BytesIO()
    image.save(data, "BMP")
    raw = bytearray(data.getvalue())
    struct.pack_into("<I", raw, 30, 1)
    return bytes(raw)


@pytest.mark.parametrize("broken, button, size", [("tiles4.bmp", "b", (4, 4)),
                                                   ("tiles3.bmp", "a", (3, 3))])
def test_a_broken_tilesheet_is_reported_and_the_picture_cut_instead(
        desktop, images, tmp_path, capsys, broken, button, size):
    path = images / "aurora" / broken
    path.write_bytes(path.read_bytes()[:500])
    game = play(desktop, images, [])
    said = "aurora: %s: cut short; cut from full.bmp" % broken
    assert game.notice == said and said in capsys.readouterr().out
    game = play(desktop, images, [button])
    assert game.state == "play" and game.notice == ""
    shot = screen(desktop, tmp_path / "play.png")
    expected = cut_screen(shown((images / "aurora" / "full.bmp").read_bytes()),
                          game.board.tiles, *size)
    assert differences(shot, expected, *size) == 0


def test_a_drop_in_costs_its_overlay_not_its_picture(desktop, tmp_path, monkeypatch):
    """Played from full.bmp, the only Bitmap made for the board is the numbers' overlay, at
    2 bits a pixel; the picture stays an OnDiskBitmap."""
    monkeypatch.setattr(parameters, "PICTURE", "photo")
    folder = tmp_path / "images" / "photo"
    folder.mkdir(parents=True)
    photograph().save(folder / "full.bmp")
    game = make_game(read(parameters), desktop.display, FakeClock(), random.Random(1), None,
                     str(tmp_path / "images"))
    game.press("b")
    pictures, numbers = board_grids(desktop.display, 4, 4)
    assert type(pictures.bitmap).__name__ == "OnDiskBitmap"
    assert type(numbers.bitmap).__name__ == "Bitmap"
    assert (numbers.bitmap.width, numbers.bitmap.height) == (160, 128)


@pytest.mark.parametrize("columns, rows", [(3, 3), (4, 4), (5, 4), (6, 6)])
def test_a_cut_picture_slides_inside_its_two_cells_and_lands_right(desktop, tmp_path, columns,
                                                                   rows):
    """A slide over a cut picture redraws only inside the two cells, on both layers, and
    the board it leaves is the cut of the picture the board says."""
    from puzzle.board import Board
    from puzzle.view import View
    from test_slide_render import new_scene, redrawn_outside, two_cells

    folder = tmp_path / "images" / "photo"
    folder.mkdir(parents=True)
    data = bmp_bytes(photograph(), "24", tmp_path)
    (folder / "full.bmp").write_bytes(data)
    view = View(desktop.display, images=str(tmp_path / "images"))
    assert view.use_pictures("photo", [(columns, rows)]) == []
    board = Board(columns, rows)
    board.scramble(random.Random(columns))
    view.show_board(board)
    new_scene(desktop.display)
    width, height, left, top = board_cells(columns, rows)
    first_place = (0, 0, width, height)
    for direction in ["up", "left", "down", "right"] * 3:
        target = board.blank
        if board.move(direction) is None:
            continue
        source = board.blank
        box = two_cells(source, target, columns, (width, height, left, top))
        for fraction in (0, 0.5, 1):
            view.tiles.slide(board.tile_at(target), source, target, fraction)
            assert not redrawn_outside(desktop.display, box, first_place), (fraction, box)
        first_place = None
    shot = screen(desktop, tmp_path / "board.png")
    expected = cut_screen(shown(data), board.tiles, columns, rows)
    assert differences(shot, expected, columns, rows) == 0


@pytest.mark.parametrize("sets", [["photo"], []], ids=["a lone full.bmp", "no sets"])
def test_tiles_drawn_at_run_time_are_loaded_before_the_first_game(tmp_path, sets):
    """A set without a tilesheet (or none at all) has its tiles drawn by ``puzzle.numbered``:
    that module is loaded with the board, before the first game, as every module is; with the
    shipped sets alone it is not loaded at all."""
    images = tmp_path / "images"
    images.mkdir()
    for name in sets:
        (images / name).mkdir()
        (images / name / "full.bmp").write_bytes(bmp_bytes(photograph(), "4", tmp_path))
    probe = ("import sys; from desktop.window import Desktop; from puzzle.app import make_game;"
             "from puzzle.settings import load; from support import FakeClock;"
             "make_game(load(), Desktop(headless=True).display, FakeClock(), images=sys.argv[1]);"
             "print('puzzle.numbered' in sys.modules)")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join((ROOT, os.path.join(ROOT, "tests"))))
    for folder, loaded in ((str(images), "True"), (os.path.join(ROOT, "images"), "False")):
        done = subprocess.run([sys.executable, "-c", probe, folder], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60)
        assert done.stdout.split()[-1:] == [loaded], done.stdout + done.stderr
