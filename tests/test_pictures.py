# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Picture sets: the BMP checker, the tilesheet maker, every shipped set as shipped, and any
set a maker adds by the game's own checks."""

import os
import struct
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageDraw

from conftest import ROOT
from puzzle.pictures import PictureError, check_bmp, find_sets, sheet_name
from puzzle.layout import tile_size

sys.path.append(os.path.join(ROOT, "tools"))
import bundle  # noqa: E402
import picture as maker  # noqa: E402
from shipped_sets import SHIPPED  # noqa: E402

IMAGES = os.path.join(ROOT, "images")
SIZES = ((3, 3), (4, 4))


def photo(width=800, height=600):
    """An 'unseen photograph': shapes and gradients no shipped set has."""
    image = Image.new("RGB", (width, height))
    draw = ImageDraw.Draw(image)
    for y in range(height):
        draw.line((0, y, width, y), fill=(y * 255 // height, 90, 255 - y * 255 // height))
    for i in range(12):
        x, y = (i * 97) % width, (i * 151) % height
        draw.ellipse((x, y, x + 120, y + 90), fill=((i * 40) % 256, (i * 90) % 256, 60))
    return image


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """A set made by the maker from the unseen photograph."""
    folder = tmp_path_factory.mktemp("images") / "photo"
    maker.make_set(photo(), str(folder))
    return str(folder)


def good_bmp(tmp_path, width=160, height=128):
    path = tmp_path / "good.bmp"
    maker.write_bmp(str(path), Image.new("RGB", (width, height), (20, 200, 90)).quantize(16), 16)
    return path


def set_files(folder):
    """(path, width, height) of every file a set for SIZES must have."""
    files = [(os.path.join(folder, "full.bmp"), 160, 128)]
    for columns, rows in SIZES:
        tile_width, tile_height = tile_size(columns, rows)
        files.append((os.path.join(folder, sheet_name(columns, rows)),
                      columns * tile_width, rows * tile_height))
    return files


# The checker ---------------------------------------------------------------------------------

def test_a_good_indexed_bmp_passes(tmp_path):
    check_bmp(str(good_bmp(tmp_path)), 160, 128)


@pytest.mark.parametrize("spoil, message", [
    (lambda data: data[: len(data) // 2], "cut short"),
    (lambda data: data[:40], "cut short"),
    (lambda data: b"", "not a BMP"),
    (lambda data: data[:2] + b"\0" * 10, "cut short"),
    (lambda data: data[:30] + struct.pack("<I", 1) + data[34:], "RLE8-compressed"),
    (lambda data: data[:30] + struct.pack("<I", 2) + data[34:], "RLE4-compressed"),
    (lambda data: data[:28] + struct.pack("<H", 24) + data[30:], "24 bits per pixel"),
    (lambda data: data[:22] + struct.pack("<i", -128) + data[26:], "top-down"),
    (lambda data: data[:14] + struct.pack("<I", 12) + data[18:], "header of 12 bytes"),
])
def test_the_checker_names_what_is_wrong(tmp_path, spoil, message):
    path = good_bmp(tmp_path)
    path.write_bytes(spoil(path.read_bytes()))
    with pytest.raises(PictureError, match="good.bmp: .*" + message):
        check_bmp(str(path), 160, 128)


def test_a_24_bit_bmp_from_an_editor_is_refused(tmp_path):
    path = tmp_path / "tiles4.bmp"
    Image.new("RGB", (160, 128), "red").save(path)
    with pytest.raises(PictureError, match=r"^tiles4\.bmp: 24 bits per pixel; need 1, 4 or 8"):
        check_bmp(str(path), 160, 128)


def test_a_png_renamed_bmp_is_refused(tmp_path):
    path = tmp_path / "full.bmp"
    Image.new("P", (160, 128)).save(path, format="PNG")
    with pytest.raises(PictureError, match=r"^full\.bmp: not a BMP file$"):
        check_bmp(str(path), 160, 128)


def test_a_sheet_of_the_wrong_size_is_refused(tmp_path):
    path = good_bmp(tmp_path, 160, 128)
    with pytest.raises(PictureError, match=r"160x128; need 159x126"):
        check_bmp(str(path), 159, 126)


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(PictureError, match=r"^tiles3\.bmp: missing$"):
        check_bmp(str(tmp_path / "tiles3.bmp"), 159, 126)


@settings(max_examples=400, deadline=None)
@given(header=st.binary(min_size=0, max_size=80), keep_magic=st.booleans(),
       tail=st.integers(0, 30000))
def test_corrupt_headers_raise_only_the_checkers_error(tmp_path_factory, header, keep_magic,
                                                       tail):
    """Whatever the bytes, the checker passes the file or raises PictureError: nothing else."""
    if keep_magic:
        header = b"BM" + header[2:]
    path = tmp_path_factory.mktemp("corrupt") / "x.bmp"
    path.write_bytes(header + b"\0" * tail)
    try:
        check_bmp(str(path), 160, 128)
    except PictureError:
        pass


# The maker -----------------------------------------------------------------------------------

def test_the_maker_writes_the_three_files_at_their_sizes(made):
    assert sorted(os.listdir(made)) == ["full.bmp", "tiles3.bmp", "tiles4.bmp"]
    for path, width, height in set_files(made):
        check_bmp(path, width, height)
        with Image.open(path) as image:
            assert image.size == (width, height)
            assert image.mode == "P"
            assert len(image.getpalette()) // 3 <= 16


@pytest.mark.parametrize("columns, rows", SIZES)
def test_the_gap_is_black_and_every_number_stands_out(made, columns, rows):
    tile_width, tile_height = tile_size(columns, rows)
    with Image.open(os.path.join(made, sheet_name(columns, rows))) as image:
        sheet = image.convert("RGB")
    gap = sheet.crop(((columns - 1) * tile_width, (rows - 1) * tile_height,
                      columns * tile_width, rows * tile_height))
    assert gap.getcolors() == [(tile_width * tile_height, (0, 0, 0))]
    for tile in range(columns * rows - 1):
        x, y = (tile % columns) * tile_width, (tile // columns) * tile_height
        corner = sheet.crop((x, y, x + 16, y + 12))
        colors = dict((color, count) for count, color in corner.getcolors(256))
        # white strokes inside a black outline: legible whatever the picture is
        assert colors.get((255, 255, 255), 0) >= 6, "tile %d has no white number" % tile
        assert colors.get((0, 0, 0), 0) >= 10, "tile %d has no outline" % tile


def test_the_tiles_line_up_with_the_whole_picture(made):
    """Away from the numbers, each tile is the part of full.bmp under its cell."""
    with Image.open(os.path.join(made, "full.bmp")) as image:
        full = image.convert("RGB")
    with Image.open(os.path.join(made, "tiles4.bmp")) as image:
        sheet = image.convert("RGB")
    box = (20, 16, 40, 32)  # bottom-right of tile 0, no number there
    assert sheet.crop(box).tobytes() == full.crop(box).tobytes()


def test_letters_and_no_labels(tmp_path):
    maker.make_set(photo(), str(tmp_path / "plain"), labels="none")
    maker.make_set(photo(), str(tmp_path / "letters"), labels="letters")
    with Image.open(tmp_path / "plain" / "tiles4.bmp") as image:
        plain = image.convert("RGB")
    with Image.open(tmp_path / "letters" / "tiles4.bmp") as image:
        letters = image.convert("RGB")
    assert (255, 255, 255) not in [color for _, color in plain.crop((0, 0, 16, 12)).getcolors()]
    assert plain.crop((0, 0, 16, 12)).tobytes() != letters.crop((0, 0, 16, 12)).tobytes()
    assert maker.label_text(0, "letters") == "A" and maker.label_text(27, "letters") == "BB"


def test_the_number_of_colours_sets_the_bits_per_pixel(tmp_path):
    maker.make_set(photo(), str(tmp_path / "rich"), colors=64)
    with open(tmp_path / "rich" / "full.bmp", "rb") as file:
        assert struct.unpack_from("<H", file.read(30), 28)[0] == 8
    with Image.open(tmp_path / "rich" / "full.bmp") as image:
        assert len(image.getpalette()) // 3 == 64


def test_fit_keeps_the_whole_image_inside_borders(tmp_path):
    tall = Image.new("RGB", (300, 600), (250, 200, 0))
    maker.make_set(tall, str(tmp_path / "tall"), fit=True)
    with Image.open(tmp_path / "tall" / "full.bmp") as image:
        full = image.convert("RGB")
    assert full.getpixel((2, 64)) == maker.DARKEST, "borders left and right"
    assert full.getpixel((80, 64)) != maker.DARKEST


def test_a_photograph_is_turned_as_its_exif_orientation_says(tmp_path):
    """A phone held upright stores the picture on its side with Orientation 6 ("turn 90
    degrees clockwise to view"): the set shows it upright, red sky above blue sea."""
    upright = Image.new("RGB", (200, 160), (0, 0, 230))
    upright.paste((230, 0, 0), (0, 0, 200, 80))
    exif = Image.Exif()
    exif[0x0112] = 6  # Orientation
    path = tmp_path / "phone.jpg"
    upright.transpose(Image.Transpose.ROTATE_90).save(path, exif=exif)  # as the phone stores it
    with Image.open(path) as stored:
        assert stored.size == (160, 200)
        maker.make_set(stored, str(tmp_path / "phone"))
    with Image.open(tmp_path / "phone" / "full.bmp") as image:
        full = image.convert("RGB")
    for x in (10, 80, 150):
        assert max(full.getpixel((x, 20))) == full.getpixel((x, 20))[0], "red above"
        assert max(full.getpixel((x, 110))) == full.getpixel((x, 110))[2], "blue below"


def run_maker(*args):
    return subprocess.run([sys.executable, os.path.join(ROOT, "tools", "picture.py"), *args],
                          capture_output=True, text=True)


def test_bad_input_is_one_line_and_leaves_nothing(tmp_path):
    images = tmp_path / "images"
    text = tmp_path / "notes.jpg"
    text.write_text("not a picture")
    small = tmp_path / "small.png"
    Image.new("RGB", (60, 40)).save(small)
    for source, message in [(text, "is not an image"), (small, "at least 80x64"),
                            (tmp_path / "none.png", "No such file")]:
        result = run_maker(str(source), "cat", "--images", str(images))
        assert result.returncode == 1
        assert result.stderr.count("\n") == 1 and message in result.stderr, result.stderr
        assert not images.exists() or os.listdir(images) == []


def test_a_name_longer_than_the_game_keeps_is_refused(tmp_path):
    from puzzle.settings import NAME_MAX

    source = tmp_path / "cat.png"
    Image.new("RGB", (160, 128), "red").save(source)
    images = tmp_path / "images"
    result = run_maker(str(source), "c" * (NAME_MAX + 1), "--images", str(images))
    assert result.returncode == 1
    assert result.stderr == "make picture: NAME must be at most %d characters, not %d\n" % (
        NAME_MAX, NAME_MAX + 1)
    assert run_maker(str(source), "c" * NAME_MAX, "--images", str(images)).returncode == 0


def test_an_existing_set_needs_force(tmp_path):
    source = tmp_path / "photo.png"
    photo().save(source)
    images = tmp_path / "images"
    assert run_maker(str(source), "cat", "--images", str(images)).returncode == 0
    before = (images / "cat" / "full.bmp").read_bytes()
    result = run_maker(str(source), "cat", "--images", str(images), "--labels", "none")
    assert result.returncode == 1 and "FORCE=1" in result.stderr
    assert (images / "cat" / "full.bmp").read_bytes() == before
    assert run_maker(str(source), "cat", "--images", str(images), "--force").returncode == 0
    assert sorted(os.listdir(images)) == ["cat"], "no half-written folder left behind"


def test_a_failure_half_way_leaves_no_half_written_set(tmp_path, monkeypatch):
    calls = []

    def failing(*args):
        calls.append(args)
        if len(calls) == 2:
            raise OSError("disk full")
        return real(*args)

    real = maker.write_bmp
    monkeypatch.setattr(maker, "write_bmp", failing)
    with pytest.raises(OSError):
        maker.make_set(photo(), str(tmp_path / "cat"))
    assert os.listdir(tmp_path) == []


# The shipped sets ----------------------------------------------------------------------------

def test_three_sets_are_shipped():
    assert len(SHIPPED) >= 3, SHIPPED
    assert set(SHIPPED) <= set(find_sets(IMAGES))


@pytest.mark.parametrize("name", find_sets(IMAGES))
def test_every_set_in_images_is_taken_whole_or_named_by_the_games_checks(name):
    """A maker's set too, whatever it holds: the bundle takes each set the game's checks pass
    and names the one they refuse, in one line."""
    problems = []
    files = bundle.picture_files(ROOT, problems, [name])
    if problems:
        assert files == {} and len(problems) == 1 and "\n" not in problems[0]
        assert problems[0].startswith("left out images/%s/: " % name)
    else:
        assert "images/%s/full.bmp" % name in files


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_set_passes_the_checks_and_loads(name):
    import adafruit_imageload
    import displayio

    for path, width, height in set_files(os.path.join(IMAGES, name)):
        check_bmp(path, width, height)
        bitmap, palette = adafruit_imageload.load(path, bitmap=displayio.Bitmap,
                                                  palette=displayio.Palette)
        assert (bitmap.width, bitmap.height) == (width, height)
        assert len(palette) <= 16, "4 bits a pixel in RAM"
        on_disk = displayio.OnDiskBitmap(path)
        assert (on_disk.width, on_disk.height) == (width, height)


@pytest.mark.parametrize("name", SHIPPED)
def test_every_tile_of_a_shipped_set_can_be_told_apart(name):
    """No two tiles of the 4x4 sheet look alike (mean difference of their pixels)."""
    with Image.open(os.path.join(IMAGES, name, "full.bmp")) as image:
        full = image.convert("L")
    tiles = [full.crop((x * 40, y * 32, x * 40 + 40, y * 32 + 32)).tobytes()
             for y in range(4) for x in range(4)][:-1]
    for i, first in enumerate(tiles):
        for second in tiles[i + 1:]:
            difference = sum(abs(a - b) for a, b in zip(first, second)) / len(first)
            assert difference > 8, "two tiles of %s look alike" % name


@pytest.mark.parametrize("name", SHIPPED)
def test_no_shipped_picture_has_the_gaps_black(name):
    """The gap's black is the gap's (and the labels' outline's) alone: made by the maker
    now, not by an older one that let a photograph's mid-tones take it."""
    from test_picture_colours import gap_pixels_in_picture

    assert gap_pixels_in_picture(os.path.join(IMAGES, name), SIZES) == [
        ("full.bmp", 0)] + [(sheet_name(*size), 0) for size in SIZES]
