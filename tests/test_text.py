# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""puzzle.captions over adafruit_display_text, drawn by the real displayio headless: a text is
white on a padded black box where the layout says, in any font's size; a character the font
lacks is a "?"; the same texts touch no label, a hidden one holds no glyphs; and a heap with
no room for a text leaves that text out without stopping the game."""

from types import SimpleNamespace

import adafruit_display_text.label
import displayio
import fontio
import pytest
import terminalio
from PIL import Image

from puzzle.captions import Captions
from puzzle.layout import ASKED, PAD_X, PAD_Y, Layout, Spaced

WIDTH, HEIGHT = 160, 128
RED, BLACK, WHITE = (255, 0, 0), (0, 0, 0), (255, 255, 255)
NO_ROOM = "no memory for a text: left out"


class AsciiFont:
    """A font like CircuitPython's built-in one: glyphs for printable ASCII only, each a tile
    of one bitmap, of ``width`` x ``height`` pixels; each glyph a box with a dot inside."""

    def __init__(self, width=6, height=12):
        self.width, self.height = width, height
        self.bitmap = displayio.Bitmap(width * 95, height, 2)
        for tile in range(95):
            self.bitmap[tile * width + width // 2, height // 2] = 1

    def get_bounding_box(self):
        return (self.width, self.height)

    def get_glyph(self, code):
        if not 32 <= code < 127:
            return None
        return fontio.Glyph(self.bitmap, code - 32, self.width, self.height, 0, 0,
                            self.width, 0)


def test_known_puts_a_question_mark_where_the_font_has_no_glyph():
    font = Spaced(AsciiFont())
    assert font.known("Caf\u00e9 \u2603\nx") == "Caf%s %s\nx" % (ASKED, ASKED)
    plain = "".join(["You ", "won!\n3 moves"])
    assert font.known(plain) is plain, "a text the font has whole is not copied"
    while font.learn():  # learnt: the same, by the quick path
        pass
    assert font.known("Caf\u00e9 \u2603\nx") == "Caf%s %s\nx" % (ASKED, ASKED)
    assert font.known(plain) is plain


@pytest.fixture
def screen(desktop, tmp_path):
    """A red screen with a group on it for captions; ``shoot()`` renders it."""
    root = displayio.Group()
    red = displayio.Palette(1)
    red[0] = 0xFF0000
    root.append(displayio.TileGrid(displayio.Bitmap(WIDTH, HEIGHT, 1), pixel_shader=red))
    desktop.display.root_group = root
    path = tmp_path / "shot.png"

    def shoot():
        desktop.display.refresh()
        desktop.display.save(str(path))
        with Image.open(path) as image:
            return image.convert("RGB")

    return SimpleNamespace(root=root, shoot=shoot)


def assert_box(image, box, scale):
    """``image`` is red outside ``box``, black in its padding, black and white inside it
    (some white: the text)."""
    left, top, right, bottom = box
    pixels = image.load()
    for y in range(HEIGHT):
        for x in range(WIDTH):
            pixel = pixels[x, y]
            if not (left <= x < right and top <= y < bottom):
                assert pixel == RED, ("the box ends there", x, y, box)
            elif (left + PAD_X * scale <= x < right - PAD_X * scale
                  and top + PAD_Y * scale <= y < bottom - PAD_Y * scale):
                assert pixel in (BLACK, WHITE), (x, y)
            else:
                assert pixel == BLACK, ("the padding is black", x, y)
    assert WHITE in [color for _, color in image.getcolors(1 << 16)], "some text"


@pytest.mark.parametrize("font", [terminalio.FONT, AsciiFont(8, 16)], ids=["terminalio", "8x16"])
def test_the_title_is_a_padded_black_box_centred_where_the_font_puts_it(screen, font):
    """A title that fits a line is twice the font's size, centred at the top; its box is as
    wide and high as the font's glyphs make it, with the padding around."""
    captions = Captions(screen.root, font)
    captions.show("Hi!", "", "")
    width, height = font.get_bounding_box()
    scale = 2
    box_width, box_height = Layout(width, height).box(["Hi!"], scale)
    assert box_width == (3 * width + 2 * PAD_X) * scale
    left = (WIDTH - box_width) // 2
    box = (left, 2, left + box_width, 2 + box_height)
    assert_box(screen.shoot(), box, scale)
    assert captions.shade.touches(*box) and not captions.shade.touches(0, box[3] + 1, WIDTH, HEIGHT)


def test_a_character_the_font_lacks_is_drawn_as_its_question_mark(screen):
    captions = Captions(screen.root)
    captions.show("", "", "Hi?\n? x")
    asked = screen.shoot()
    captions.show("", "", "Hi\u2603\n\u2603 x")
    assert captions.labels[2].text == "Hi?\n? x"
    assert screen.shoot().tobytes() == asked.tobytes()


def test_the_same_texts_again_change_nothing_and_a_hidden_label_holds_no_glyphs(screen):
    """Showing the texts on screen again touches no label; a title or subtitle hidden lets
    go of its glyphs' TileGrids, and shown again it draws. The notice's label keeps its glyphs
    while hidden: the same notice again (the menu) makes none, another makes its own."""
    captions = Captions(screen.root)
    captions.show("Paused", "1 move  0:01", "  Resume")
    members = [list(label[0]) for label in captions.labels]  # their glyphs
    captions.show("Paused", "1 move  0:01", "  Resume")
    assert [list(label[0]) for label in captions.labels] == members, "the same texts: nothing new"
    captions.show("", "", "")
    title, subtitle, notice = captions.labels
    assert title.hidden and title.text == "" and subtitle.hidden and subtitle.text == ""
    assert notice.hidden and list(notice[0]) == members[2]
    assert screen.shoot().tobytes() == bytes(RED) * (WIDTH * HEIGHT)
    captions.show("Paused", "", "  Resume")
    assert not title.hidden and title.text == "Paused"
    assert not notice.hidden and list(notice[0]) == members[2], "the same notice: nothing new"
    assert screen.shoot().tobytes() != bytes(RED) * (WIDTH * HEIGHT), "shown again"
    captions.show("Paused", "", "  Restart")
    assert list(notice[0]) != members[2]


def test_the_note_out_of_a_gliding_tiles_way_keeps_its_glyphs_and_goes_with_its_text(screen):
    """The note in the gap ("Demo", "5 left") is hidden while a tile glides and shown in the
    new gap when it lands: the same glyphs' TileGrids, nothing made on a move. With texts up
    instead, it is out of sight, its glyphs kept for the next notice or note."""
    captions = Captions(screen.root)
    captions.note("Demo")
    captions.place_note(0, 0, 53, 42)
    label = captions.labels[2]
    glyphs = list(label[0])  # the label's own group: a TileGrid a character
    assert len(glyphs) == 4
    captions.place_note(0, 0, 0, 0)  # a tile glides
    assert label.hidden and list(label[0]) == glyphs
    captions.place_note(53, 42, 53, 42)  # landed: the new gap
    assert not label.hidden and list(label[0]) == glyphs
    captions.place_note(0, 0, 0, 0)
    captions.show("You won!", "", "")
    assert label.hidden and list(label[0]) == glyphs


class FullHeap:
    """``displayio.TileGrid`` as on a heap with no room left for one (label.Label makes one
    for its box and one for each character)."""

    def __init__(self, *args, **kwargs):
        raise MemoryError("memory allocation failed, allocating 1024 bytes")


def test_no_room_for_a_text_leaves_it_out_and_the_next_text_comes(screen, monkeypatch,
                                                                   capsys):
    captions = Captions(screen.root)
    captions.show("You won!", "", "")  # its label made, with room
    monkeypatch.setattr(adafruit_display_text.label, "TileGrid", FullHeap)
    captions.show("New record!", "31 moves  1:05", "")
    assert captions.labels[0] is None and captions.labels[1] is None, "both left out"
    assert not captions.shade.touches(0, 0, WIDTH, HEIGHT), "nothing shown, nothing covered"
    assert capsys.readouterr().out.splitlines() == [NO_ROOM, NO_ROOM]
    captions.note("9 left")
    captions.show("", "", "")
    captions.place_note(53, 43, 53, 42)  # and no room for the note either
    assert captions.labels[2] is None
    monkeypatch.undo()
    captions.show("You won!", "31 moves  1:05", "")
    assert [label.text for label in captions.labels[:2]] == ["You won!", "31 moves  1:05"]
    assert captions.shade.touches(0, 0, WIDTH, 30) and captions.shade.touches(0, 110, WIDTH, HEIGHT)
