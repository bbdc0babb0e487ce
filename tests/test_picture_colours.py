# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The colours of a made set against its source: flat regions keep their hue at 16 colours,
photographs lose less than with Pillow's median cut, transparent parts take the background.
The colour difference is CIEDE2000 (tools/cielab.py), checked here against its authors' data."""

import os
import tempfile

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

import drawings
from drawings import errors, made, maker, region_colour
from drawings import cielab
from palette import indexed

HUE = 5  # degrees a flat region's hue may move
DELTA_E = 3  # CIEDE2000 a flat region's colour may move: "close" at a glance, not another colour


# Sharma, Wu and Dalal (2005), table 1: pairs of Lab colours and their CIEDE2000 difference,
# chosen where the formula has its edge cases (hue means across 0 degrees, greys, blues).
SHARMA = [((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
          ((50, 0, 0), (50, -1, 2), 2.3669),
          ((50, 2.49, -0.001), (50, -2.49, 0.0009), 7.1792),
          ((50, 2.49, -0.001), (50, -2.49, 0.0011), 7.2195),
          ((50, 2.5, 0), (73, 25, -18), 27.1492),
          ((50, 2.5, 0), (50, 3.1736, 0.5854), 1.0),
          ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
          ((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619), 2.0373),
          ((90.8027, -2.0831, 1.441), (91.1528, -1.6435, 0.0447), 1.4441)]


def test_ciede2000_gives_its_authors_figures_both_ways():
    first, second, expected = (np.array(column) for column in zip(*SHARMA))
    assert np.round(cielab.ciede2000(first, second), 4).tolist() == expected.tolist()
    assert np.round(cielab.ciede2000(second, first), 4).tolist() == expected.tolist()


def test_lab_of_srgb_primaries_and_back():
    assert np.allclose(cielab.lab([255, 0, 0]), (53.2408, 80.0925, 67.2032), atol=1e-3)
    assert np.allclose(cielab.lab([[255, 255, 255], [0, 0, 0]]), [(100, 0, 0), (0, 0, 0)],
                       atol=1e-3)
    colours = np.random.default_rng(7).integers(0, 256, (500, 3))
    assert [cielab.rgb(colour) for colour in cielab.lab(colours)] == [
        tuple(colour) for colour in colours.tolist()]


FLAT_REGIONS = [(drawing, region) for drawing, draw in drawings.FLAT.items()
                for region in draw()[1]]


@pytest.fixture(scope="module")
def sources():
    """Each drawing's screen (cropped and shrunk, before its colours are reduced) and regions."""
    found = {}
    for name, draw in {**drawings.FLAT, **drawings.PHOTOS}.items():
        image, regions = draw()
        found[name] = (image, maker.screen_image(image), regions)
    return found


@pytest.fixture(scope="module")
def sixteen(sources):
    return {name: made(image) for name, (image, _, _) in sources.items()}


def test_the_drawings_regions_are_flat(sources):
    """The test's own premise: each region is one colour on the screen the maker reduces."""
    for drawing, region in FLAT_REGIONS:
        _, screen, regions = sources[drawing]
        assert len(screen.crop(regions[region]).getcolors()) == 1, (drawing, region)


@pytest.mark.parametrize("drawing, region", FLAT_REGIONS)
def test_a_flat_region_keeps_its_hue_at_16_colours(sources, sixteen, drawing, region):
    """A red barn stays red, a yellow sun yellow (the median cut made them purple and grey)."""
    _, screen, regions = sources[drawing]
    source = region_colour(screen, regions[region])
    result = region_colour(sixteen[drawing], regions[region])
    assert cielab.hue_difference(cielab.hue(source), cielab.hue(result)) <= HUE
    assert cielab.ciede2000(source, result) <= DELTA_E


@pytest.mark.parametrize("drawing", drawings.FLAT)
def test_the_median_cut_lost_a_flat_colour_in_each_drawing_but_one(sources, drawing):
    """The drawings do show the fault the maker had: its median cut moved the colour of
    some region of each (the sun drawing, all blue and yellow, it kept)."""
    _, screen, regions = sources[drawing]
    before = drawings.median_cut(screen)
    worst = max(cielab.ciede2000(region_colour(screen, box), region_colour(before, box))
                for box in regions.values())
    assert (worst > DELTA_E) == (drawing != "sun"), worst


@pytest.mark.parametrize("drawing", drawings.PHOTOS)
def test_a_photograph_loses_less_colour_than_with_the_median_cut(sources, sixteen, drawing):
    _, screen, _ = sources[drawing]
    after = errors(screen, sixteen[drawing])
    before = errors(screen, drawings.median_cut(screen))
    assert after.mean() <= 0.8 * before.mean()
    assert np.percentile(after, 95) <= np.percentile(before, 95)


@pytest.mark.parametrize("colors", [64, 256])
def test_more_colours_keep_them_too(sources, colors):
    image, screen, regions = sources["barn"]
    result = made(image, colors)
    for region in regions:
        source = region_colour(screen, regions[region])
        assert cielab.ciede2000(source, region_colour(result, regions[region])) <= DELTA_E


def test_a_flat_region_comes_out_flat(sources, sixteen):
    """Exactly its own colour, no dithered dots: the palette holds it and the maker uses it."""
    _, screen, regions = sources["kite"]
    for box in regions.values():
        assert sixteen["kite"].crop(box).getcolors() == screen.crop(box).getcolors()


@settings(max_examples=60, deadline=None)
@given(colours=st.lists(st.tuples(*[st.integers(0, 255)] * 3), min_size=1, max_size=14,
                        unique=True),
       seed=st.integers(0, 2**32 - 1), colors=st.sampled_from([16, 64]), dither=st.booleans())
def test_a_picture_of_few_colours_comes_out_exactly(colours, seed, colors, dither):
    """As many colours as the palette has room for beside black and white, however close
    together or few their pixels: each keeps its entry, each pixel its colour (black comes
    out as the maker's darkest grey: black is the gap's)."""
    rng = np.random.default_rng(seed)
    pixels = np.array(colours, dtype=np.uint8)[rng.integers(0, len(colours), (128, 160))]
    screen = maker.lifted(Image.fromarray(pixels, "RGB"))
    palette = maker.screen_palette(screen, colors)
    result = indexed(screen, palette, dither, maker.gap_entry(palette))
    assert len(result.getpalette()) // 3 <= colors
    assert result.convert("RGB").tobytes() == screen.tobytes()


# The gap's black ----------------------------------------------------------------------------

def gap_pixels_in_picture(folder, sizes):
    """``(file, count)`` of the pixels that have the gap's palette entry or pure black, in
    ``full.bmp`` and in each tilesheet outside the gap's cell and the labels' corners."""
    from puzzle.pictures import sheet_name
    from puzzle.layout import tile_size
    from puzzle.sheets import LABEL_CORNER

    found = []
    for name, size in [("full.bmp", None)] + [(sheet_name(*size), size) for size in sizes]:
        with Image.open(os.path.join(folder, name)) as image:
            indices = np.asarray(image)
            entries = np.array(image.getpalette()).reshape(-1, 3)
        gap = len(entries) - 2
        assert tuple(entries[gap]) == (0, 0, 0)
        blacks = [index for index in range(len(entries)) if not entries[index].any()]
        picture = np.ones(indices.shape, bool)
        if size:
            width, height = tile_size(*size)
            picture[-height:, -width:] = False  # the gap's cell
            for y in range(0, indices.shape[0], height):
                for x in range(0, indices.shape[1], width):
                    picture[y:y + LABEL_CORNER[3], x:x + LABEL_CORNER[2]] = False
        found.append((name, int((np.isin(indices, blacks) & picture).sum())))
    return found


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), colors=st.sampled_from([4, 16, 64, 256]),
       black=st.floats(0, 1), dither=st.booleans())
def test_no_pixel_of_a_picture_has_the_gaps_black(seed, colors, black, dither):
    """Dark mid-tones with some pure black, in any number of colours, dithered or not: the
    gap's palette entry, and pure black, are the gap's (and the labels' outline) alone."""
    rng = np.random.default_rng(seed)
    small = rng.integers(0, 90, (16, 20, 3)).astype(np.uint8)
    small[rng.random((16, 20)) < black] = 0
    image = Image.fromarray(small, "RGB").resize((320, 256), Image.BILINEAR)
    with tempfile.TemporaryDirectory() as images:
        folder = os.path.join(images, "dark")
        maker.make_set(image, folder, colors=colors, dither=dither)
        assert gap_pixels_in_picture(folder, [(3, 3), (4, 4)]) == [
            ("full.bmp", 0), ("tiles3.bmp", 0), ("tiles4.bmp", 0)]


@pytest.mark.parametrize("drawing", drawings.PHOTOS)
def test_a_16_colour_photograph_has_no_stray_black(sixteen, drawing):
    assert (0, 0, 0) not in [colour for _, colour in sixteen[drawing].getcolors(256)]


# Transparent parts --------------------------------------------------------------------------

def transparent_pictures():
    """A red square on transparency: with an alpha channel, and with a transparent palette
    entry (both as Pillow opens them from PNG files)."""
    rgba = Image.new("RGBA", (200, 160), (0, 0, 0, 0))
    rgba.paste((220, 20, 20, 255), (50, 40, 150, 120))
    indexed = Image.new("P", (200, 160), 0)
    indexed.putpalette([0, 0, 0, 220, 20, 20])
    indexed.paste(1, (50, 40, 150, 120))
    indexed.info["transparency"] = 0
    return {"alpha": rgba, "palette": indexed}


@pytest.mark.parametrize("kind", ["alpha", "palette"])
@pytest.mark.parametrize("background", [None, (135, 206, 235)])
def test_transparent_parts_take_the_background_not_the_gaps_black(tmp_path, kind, background):
    options = {} if background is None else {"background": background}
    maker.make_set(transparent_pictures()[kind], str(tmp_path / "set"), **options)
    with Image.open(tmp_path / "set" / "full.bmp") as image:
        full = image.convert("RGB")
    expected = background or maker.WHITE
    assert full.getpixel((4, 64)) == full.getpixel((80, 4)) == expected
    assert full.getpixel((80, 64)) == (220, 20, 20)
