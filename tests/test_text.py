# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""puzzle.text: the font's glyphs as tiles, on the badge's kind of font (one bitmap, tiles
looked up when first written) and on Blinka's (a bitmap a glyph, copied into one); a text box
drawn by the real displayio, headless."""

from types import SimpleNamespace

import displayio
import pytest
import terminalio
from PIL import Image

from puzzle.text import PAD_X, PAD_Y, Glyphs, TextBox

ASKED = ord("?")


class OneBitmapFont:
    """A font like CircuitPython's built-in one: every glyph a tile of ``bitmap``; glyphs for
    printable ASCII only, tile = code - 32; counts its lookups."""

    def __init__(self):
        self.bitmap = displayio.Bitmap(6 * 95, 12, 2)
        self.looked_up = []

    def get_bounding_box(self):
        return (6, 12, 0, -2)

    def get_glyph(self, code):
        self.looked_up.append(code)
        if not 32 <= code < 127:
            return None
        return SimpleNamespace(bitmap=self.bitmap, tile_index=code - 32, width=6, height=12)


def test_on_the_badge_the_fonts_own_bitmap_is_used_and_each_tile_looked_up_once():
    font = OneBitmapFont()
    glyphs = Glyphs(font)
    assert glyphs.bitmap is font.bitmap and (glyphs.width, glyphs.height) == (6, 12)
    assert font.looked_up == [ASKED], "nothing looked up before it is written"
    assert [glyphs.tile(ord(c)) for c in "Az ~"] == [ord(c) - 32 for c in "Az ~"]
    assert [glyphs.tile(ord(c)) for c in "Az ~"] == [ord(c) - 32 for c in "Az ~"]
    assert font.looked_up == [ASKED] + [ord(c) for c in "Az ~"], "each character once"
    for code in (0, 10, 127, 233, 255, 256, 0x2603):
        assert glyphs.tile(code) == ASKED - 32, "a character the font has not: its '?'"


def test_on_blinka_the_glyphs_are_copied_into_one_sheet_pixel_for_pixel():
    font = terminalio.FONT
    glyphs = Glyphs(font)
    assert glyphs.bitmap.width % glyphs.width == 0 and glyphs.bitmap.height == glyphs.height
    for code in range(32, 127):
        glyph, tile = font.get_glyph(code), glyphs.tile(code)
        for y in range(glyphs.height):
            for x in range(glyphs.width):
                shown = glyphs.bitmap[tile * glyphs.width + x, y]
                assert shown == glyph.bitmap[x, y], (chr(code), x, y)
    assert glyphs.tile(0x2603) == glyphs.tile(ASKED) != glyphs.tile(ord("A"))


@pytest.fixture(scope="module")
def screen(desktop, tmp_path_factory):
    root = displayio.Group()
    red = displayio.Palette(1)
    red[0] = 0xFF0000
    root.append(displayio.TileGrid(displayio.Bitmap(160, 128, 1), pixel_shader=red))
    desktop.display.root_group = root
    path = tmp_path_factory.mktemp("text") / "shot.png"

    def shoot():
        desktop.display.refresh()
        desktop.display.save(str(path))
        with Image.open(path) as image:
            return image.convert("RGB")

    return SimpleNamespace(root=root, shoot=shoot)


@pytest.mark.parametrize("scale", [1, 2])
def test_a_text_box_is_its_text_on_a_padded_black_box(screen, scale):
    box = TextBox(Glyphs(), color=0xFFFFFF)
    screen.root.append(box.group)
    try:
        assert box.hidden
        box.show("Hi!\n\u2603 x", scale, 20, 30)
        assert not box.hidden and box.text == "Hi!\n\u2603 x" and box.scale == scale
        grid = box.group[1]
        glyphs = Glyphs()
        assert [grid[i] for i in range(6)] == [glyphs.tile(ord(c)) for c in "Hi!? x"]
        image = screen.shoot()
        right, bottom = 20 + (3 * 6 + 2 * PAD_X) * scale, 30 + (2 * 12 + 2 * PAD_Y) * scale
        for y in range(image.height):
            for x in range(image.width):
                pixel = image.getpixel((x, y))
                if not (20 <= x < right and 30 <= y < bottom):
                    assert pixel == (255, 0, 0), ("the box ends there", x, y)
                elif (20 + PAD_X * scale <= x < right - PAD_X * scale
                      and 30 + PAD_Y * scale <= y < bottom - PAD_Y * scale):
                    assert pixel in ((0, 0, 0), (255, 255, 255)), (x, y)
                else:
                    assert pixel == (0, 0, 0), ("the padding is black", x, y)
        assert (255, 255, 255) in [color for _, color in image.getcolors(1 << 16)], "some text"
        members = list(box.group)
        box.show("Hi!\n\u2603 x", scale, 20, 30)
        assert list(box.group) == members, "the same text again makes nothing new"
        box.show("", 1, 0, 0)
        assert box.hidden and box.text == ""
    finally:
        screen.root.remove(box.group)
