# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Every text of every screen at its extremes, laid out by ``adafruit_display_text`` and
rendered by the real displayio headless: each label's box lies inside the 160x128 screen, no
two overlap, no text was cut (the label holds every character asked for, in order), and no
tile's label pokes out half hidden around a text box. Then the layout's arithmetic alone, on
any text (hypothesis)."""

import random
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from puzzle.shade import GRAIN
from puzzle.board import Board
from puzzle.layout import CURSOR, MORE, PAD_X, PAD_Y, Layout, balanced, shortened, wrap
from puzzle.pictures import sheet_name
from puzzle.screens import LEFT_SHOWN
from puzzle.play import HISTORY
from puzzle.saves import MOST, Records
from puzzle.settings import NAME_MAX, RULES, SIDE_MAX, SIDE_MIN
from puzzle.texts import (DEMO, DEMO_DONE, OUT_OF_MOVES, PAUSED, PRESS_ANY, RECORD, TITLE, WON,
                          intro_text, menu_text, over, result, summary, title_of)
from puzzle.sheets import LABEL_CORNER
from puzzle.view import View

ROOT = Path(__file__).resolve().parent.parent
WIDTH, HEIGHT = 160, 128
MOVE_LIMIT_MAX = [rule for rule in RULES if rule[0] == "MOVE_LIMIT"][0][1]
assert MOVE_LIMIT_MAX(9999) and not MOVE_LIMIT_MAX(10000), "the challenge's longest limit"
# Without a limit the moves that stand have no bound but the player's patience: a million is
# a move every tenth of a second for more than a day; records keep at most MOST[0].
MOVES = [0, 1, 9, 10, 57, 999, 9999, MOST[0], 10 ** 6]
SECONDS = [0, 59.9, 3599, 3600, 36000, MOST[1], 10 ** 6]
LONGEST_NAME = "abcdefghijklmnopqrstuvwx"[:NAME_MAX]
NAMES = [None, "night", "mountains", "waterfalls", "sunflowers!", "a" * 12, LONGEST_NAME,
         "sunset over the harbour!"[:NAME_MAX], "x" * 60]
NOTICES = [
    "",
    "no picture sets in images/: numbered tiles",
    summary(["SLIDE_SECONDS = -1: must be 0 to 1 second; using 0.1",
             "parameters.py: SyntaxError: invalid syntax (parameters.py, line 12); using the "
             "defaults", "x"]),
    "save: 96 bytes of nvm, need 4096: records last until power-off",
]
BUTTONS = ("a", "b")


def game_over(moves, seconds, helped):
    return SimpleNamespace(moves=moves, seconds=seconds, helped=helped)


def records_at_their_caps(sizes, mode):
    records = Records()
    for width, height in sizes:
        for _ in range(2):
            records.add("%dx%d%s" % (width, height, " easy" if mode == "easy" else ""),
                        MOST[0], MOST[1])
    return records


def screens():
    """``(kind, size, title, subtitle, notice)`` for every screen at its extremes; ``kind`` is
    the view's method: "picture", "board" or "text"."""
    cases = []
    for name in NAMES:
        for sizes in (((3, 3), (4, 4)), ((SIDE_MAX, SIDE_MAX), (SIDE_MAX - 1, SIDE_MIN))):
            boards = [Board(*size) for size in sizes]
            for records in (None, records_at_their_caps(sizes, "normal")):
                for notice in NOTICES:
                    cases.append(("picture", sizes[0], title_of(name, 3),
                                  intro_text(BUTTONS, boards, "normal", records), notice))
    # Each count of moves with the shortest and the longest times, and each time with the
    # most moves: the longest lines each figure can make, and their neighbours.
    games = [(moves, seconds, helped) for moves in MOVES for seconds in (0, SECONDS[-1])
             for helped in (False, True)]
    games += [(MOVES[-1], seconds, True) for seconds in SECONDS]
    for moves, seconds, helped in games:
        play = game_over(moves, seconds, helped)
        for title in (WON, RECORD):
            cases.append(("board", (4, 4), title, result(play), ""))
            cases.append(("picture", (3, 3), title, over(play), ""))
        cases.append(("board", (3, 3), OUT_OF_MOVES, over(play), ""))
        for choice in (0, 4):
            cases.append(("text", (4, 4), PAUSED, result(play),
                          menu_text(choice, min(moves, HISTORY), moves > 0)))
    cases.append(("picture", (3, 3), DEMO_DONE, PRESS_ANY, ""))
    cases.append(("picture", (3, 3), TITLE, intro_text(BUTTONS, [Board(3, 3), Board(4, 4)],
                                                        "normal", None), ""))
    return cases


CASES = screens()


@pytest.fixture(scope="module")
def shoot(desktop, tmp_path_factory):
    folder = tmp_path_factory.mktemp("fits")

    def shoot():
        path = folder / "shot.png"
        desktop.display.save(str(path))
        with Image.open(path) as image:
            return image.convert("RGB")

    return shoot


SCENES = {}  # id(view) -> the group it made the display's root: one display, two views


@pytest.fixture(scope="module")
def views(desktop):
    """A view of numbered tiles and one of the shipped picture set "night"."""
    numbered = View(desktop.display)
    SCENES[id(numbered)] = desktop.display.root_group
    picture = View(desktop.display, images=str(ROOT / "images"))
    SCENES[id(picture)] = desktop.display.root_group
    sizes = [(columns, rows) for columns in range(SIDE_MIN, SIDE_MAX + 1)
             for rows in range(SIDE_MIN, SIDE_MAX + 1)]
    picture.use_pictures("night", sizes)
    return {"numbered": numbered, "picture": picture}


def show(view, desktop, kind, size, title, subtitle, notice):
    desktop.display.root_group = SCENES[id(view)]
    board = Board(*size)
    if kind == "picture":
        view.show_picture(board, title, subtitle, notice)
    elif kind == "board":
        board.scramble(random.Random(len(title + subtitle)))
        view.show_board(board, title, subtitle, notice)
    else:
        view.show_text(title, subtitle, notice)
    return board


def label_of(view, index):
    """The title's (0), subtitle's (1) or notice's (2) label, None while it has not been made."""
    return view.captions.labels[index]


def text_of(view, index):
    """What label ``index`` shows: "" while it is hidden or not made."""
    shown = label_of(view, index)
    return "" if shown is None or shown.hidden else shown.text


def labels(view):
    """``(label, (left, top, right, bottom))`` of each label in sight, its black box on the
    screen worked out from the label: its place, scale and text's bounding box, padded, and
    out to the boxes' grain."""
    shown = []
    for index in range(3):
        made = label_of(view, index)
        if made is None or made.hidden:
            continue
        scale = made.scale
        text_left, text_top, text_width, text_height = made.bounding_box
        left = made.x + (text_left - PAD_X) * scale
        top = made.y + (text_top - PAD_Y) * scale
        right = left + (text_width + 2 * PAD_X) * scale
        bottom = top + (text_height + 2 * PAD_Y) * scale
        shown.append((made, (left // GRAIN * GRAIN, top // GRAIN * GRAIN,
                             -(-right // GRAIN) * GRAIN, -(-bottom // GRAIN) * GRAIN)))
    return shown


def letters(text):
    return "".join(text.split())


def assert_fits(view, title, subtitle, notice):
    shown = labels(view)
    for label, (left, top, right, bottom) in shown:
        assert 0 <= left and right <= WIDTH and 0 <= top and bottom <= HEIGHT, (
            label.text, (left, top, right, bottom))
    for index, (_, box) in enumerate(shown):
        for _, other in shown[index + 1:]:
            assert box[2] <= other[0] or other[2] <= box[0] or box[3] <= other[1] or (
                other[3] <= box[1]), "two texts overlap: %r %r" % (box, other)
    cursor = view.captions.cursor
    if not cursor.hidden:  # the menu's chosen item, marked on its own
        assert CURSOR in notice
        box = shown[-1][1]  # the notice's, the last shown
        assert box[0] <= cursor.x and cursor.x + cursor.tile_width <= box[2]
        assert box[1] <= cursor.y and cursor.y + cursor.tile_height <= box[3]
        notice = notice.replace(CURSOR, " " * len(CURSOR), 1)
    else:
        assert CURSOR not in notice
    for index, asked in enumerate((title, subtitle, notice)):
        said = text_of(view, index)
        if letters(said) == letters(asked):
            continue
        # Only a notice too long for its room is shortened, and says so.
        assert index == 2, "cut: %r for %r" % (said, asked)
        assert said.endswith(MORE) and letters(asked).startswith(letters(said)[:-len(MORE)])
    return shown


@pytest.mark.parametrize("tiles", ["numbered", "picture"])
def test_every_screen_at_its_extremes_fits_and_cuts_nothing(desktop, views, tiles):
    view = views[tiles]
    for kind, size, title, subtitle, notice in CASES:
        show(view, desktop, kind, size, title, subtitle, notice)
        assert_fits(view, title, subtitle, notice)
    # The usual intros keep their notice whole: a name (the longest too), the sizes, two
    # records or none, and the longest notice here.
    records = Records()
    records.add("3x3", 21, 10)
    records.add("4x4", 312, 754)
    for name, kept in (("night", records), (LONGEST_NAME, None)):
        show(view, desktop, "picture", (3, 3), title_of(name, 3),
             intro_text(BUTTONS, [Board(3, 3), Board(4, 4)], "normal", kept), NOTICES[2])
        assert letters(text_of(view, 2)) == letters(NOTICES[2])


def test_the_title_is_large_when_it_fits_a_line_and_never_loses_its_arrows(desktop, views):
    view = views["numbered"]
    for name in NAMES[1:]:
        title = title_of(name, 3)
        show(view, desktop, "picture", (3, 3), title, "", "")
        text = text_of(view, 0)
        assert text.startswith("<") and text.endswith(">") and letters(text) == letters(title)
        if len(name) > NAME_MAX:  # a folder's name: the settings refuse such a PICTURE
            assert title == "< %s... >" % name[:NAME_MAX - 3].capitalize()
        expected = 2 if len(title) <= (WIDTH // 2 - 2 * PAD_X) // 6 else 1
        assert label_of(view, 0).scale == expected, title
        if len(title) <= NAME_MAX + 4:
            assert text.count("\n") <= 1, "a name of up to NAME_MAX takes two lines at most"
    show(view, desktop, "picture", (3, 3), title_of("seaside", 3), "", "")
    assert label_of(view, 0).scale == 2 and text_of(view, 0) == "< Seaside >"


def ink_around(screen, box, ink=(255, 255, 255)):
    """Pixels of ``ink`` on the one-pixel ring just outside ``box``, inside the screen."""
    left, top, right, bottom = box
    pixels = screen.load()
    ring = [(x, y) for x in range(left - 1, right + 1) for y in (top - 1, bottom)]
    ring += [(x, y) for y in range(top, bottom) for x in (left - 1, right)]
    return [(x, y) for x, y in ring if 0 <= x < WIDTH and 0 <= y < HEIGHT
            and max(abs(a - b) for a, b in zip(pixels[x, y], ink)) <= 8]


@pytest.mark.parametrize("size", [(3, 3), (4, 4), (2, 2), (5, 4), (6, 6)])
def test_no_number_pokes_out_around_a_text_box(desktop, views, shoot, size):
    """On numbered tiles (white numbers on blue) nothing white touches a text box from
    outside: a number a box would cut into is patched over, black as the boxes."""
    view = views["numbered"]
    for kind, title, subtitle, notice in [
            ("board", WON, result(game_over(22, 5, True)), ""),
            ("board", RECORD, result(game_over(MOST[0], MOST[1], True)), ""),
            ("board", OUT_OF_MOVES, over(game_over(9999, 3723, False)), ""),
            ("picture", WON, over(game_over(57, 65, False)), ""),
            ("picture", TITLE, "A 3x3 B 4x4 SELECT normal", NOTICES[1]),
            ("picture", DEMO_DONE, PRESS_ANY, "")]:
        show(view, desktop, kind, size, title, subtitle, notice)
        screen = shoot()
        for label, box in labels(view):
            assert not ink_around(screen, box), (size, label.text)


@pytest.mark.parametrize("size", [(3, 3), (4, 4)])  # the sizes the shipped sets have
def test_no_picture_label_is_cut_by_a_text_box(desktop, views, shoot, size):
    """On a picture set's tiles what the text boxes leave of each tile is as it is without
    them (no tile goes dark), and no label pokes out half hidden: a label's corner that a box
    reaches into is patched black outside the box, the others are as they are without text. A
    patch is in the boxes' bitmap, out to its whole pixels (``GRAIN``) but inside its tile: it
    may reach a pixel past the corner, or leave the tile's edge, a pixel of the picture."""
    view = views["picture"]
    columns, rows = size
    tile_width, tile_height = WIDTH // columns, HEIGHT // rows
    x0, y0 = (WIDTH - columns * tile_width) // 2, (HEIGHT - rows * tile_height) // 2
    for title, subtitle in [(WON, result(game_over(22, 5, True))),
                            (RECORD, over(game_over(MOST[0], MOST[1], True))),
                            (OUT_OF_MOVES, over(game_over(9999, 3723, False)))]:
        board = show(view, desktop, "board", size, title, subtitle, "")
        boxes = [box for _, box in labels(view)]
        with_text = shoot().load()
        view.show_board(board)
        bare = shoot().load()
        patched = 0
        for position in range(columns * rows):
            if board.tile_at(position) == columns * rows - 1:
                continue  # the gap
            x = x0 + position % columns * tile_width
            y = y0 + position // columns * tile_height
            corner = (GRAIN * max((x + LABEL_CORNER[0]) // GRAIN, -(-x // GRAIN)),
                      GRAIN * max((y + LABEL_CORNER[1]) // GRAIN, -(-y // GRAIN)),
                      GRAIN * -(-(x + LABEL_CORNER[2]) // GRAIN),
                      GRAIN * -(-(y + LABEL_CORNER[3]) // GRAIN))
            in_sight = [(px, py) for px in range(x, x + tile_width)
                        for py in range(y, y + tile_height)
                        if not any(_inside(box, px, py) for box in boxes)]
            label = [(px, py) for px, py in in_sight if _inside(corner, px, py)]
            rest = [(px, py) for px, py in in_sight if not _inside(corner, px, py)]
            assert all(with_text[p] == bare[p] for p in rest), (size, position)
            if all(with_text[p] == (0, 0, 0) for p in label):
                patched += 1
                continue
            assert all(with_text[p] == bare[p] for p in label), (size, position)
            assert not any(_overlap(box, corner) for box in boxes), (size, position)
        assert patched, "no label reached by a box: the case is not tried"


def _inside(box, x, y):
    return box[0] <= x < box[2] and box[1] <= y < box[3]


def _overlap(box, other):
    return box[0] < other[2] and other[0] < box[2] and box[1] < other[3] and other[1] < box[3]


@pytest.mark.parametrize("labels", ["numbers", "letters"])
def test_the_labels_make_picture_draws_lie_in_their_corner(tmp_path, labels):
    """What the view keeps clear, LABEL_CORNER, holds every label ``make picture`` draws: on a
    flat picture (no black or white of its own) the label's white and black outline lie in
    each tile's corner, for every board size."""
    sys.path.append(str(ROOT / "tools"))
    import picture as maker

    sizes = [(columns, rows) for columns in range(SIDE_MIN, SIDE_MAX + 1)
             for rows in range(SIDE_MIN, SIDE_MAX + 1)]
    maker.make_set(Image.new("RGB", (320, 256), (120, 160, 90)), str(tmp_path / "flat"),
                   sizes=sizes, labels=labels)
    for columns, rows in sizes:
        with Image.open(tmp_path / "flat" / sheet_name(columns, rows)) as image:
            image = image.convert("RGB")
        tile_width, tile_height = image.width // columns, image.height // rows
        pixels = image.load()
        for tile in range(columns * rows - 1):
            x, y = tile % columns * tile_width, tile // columns * tile_height
            ink = [(dx, dy) for dy in range(tile_height) for dx in range(tile_width)
                   if pixels[x + dx, y + dy] in ((0, 0, 0), (255, 255, 255))]
            assert ink, "%dx%d: tile %d has no label" % (columns, rows, tile)
            assert all(LABEL_CORNER[0] <= dx < LABEL_CORNER[2]
                       and LABEL_CORNER[1] <= dy < LABEL_CORNER[3] for dx, dy in ink), (
                "%dx%d: tile %d's label reaches past the corner: %r" % (
                    columns, rows, tile, (max(ink), max(dy for _, dy in ink))))


@pytest.mark.parametrize("columns", range(SIDE_MIN, SIDE_MAX + 1))
@pytest.mark.parametrize("rows", range(SIDE_MIN, SIDE_MAX + 1))
def test_the_moves_left_and_the_demo_fit_in_the_gap(desktop, views, columns, rows):
    """The note sits inside the gap's cell on every board size: whole where it fits, else its
    first word (the number of moves left) whole, never a broken word; it goes while another
    text is up, and comes back at the gap after it moves."""
    view = views["numbered"]
    tile_width, tile_height = WIDTH // columns, HEIGHT // rows
    fits = (tile_width - 2 * PAD_X) // 6  # characters a line of the cell holds
    for text in ["%d left" % LEFT_SHOWN, "1 left", DEMO]:
        board = show(view, desktop, "board", (columns, rows), "", "", "")
        view.note(text)
        if len(text.split()[0]) > fits:
            assert labels(view) == [], "nothing rather than a broken word"
            continue
        [(label, box)] = labels(view)
        x = (WIDTH - columns * tile_width) // 2 + board.blank % columns * tile_width
        y = (HEIGHT - rows * tile_height) // 2 + board.blank // columns * tile_height
        assert x <= box[0] and box[2] <= x + tile_width and y <= box[1]
        assert box[3] <= y + tile_height, (text, box, (x, y))
        words = label.text.split()
        assert words in (text.split(), text.split()[:1])
        if len(text) <= fits:
            assert label.text == text, "on one line where it fits"
        view.show_board(board, WON, "1 move  0:01")
        assert text_of(view, 2) == "", "no note while other text is up"
        board.move(board.legal_moves()[0])
        view.show_board(board)
        [(label, moved)] = labels(view)
        assert label.text.split() == words and moved != box
        view.note("")
        assert labels(view) == []
    show(view, desktop, "board", (3, 3), "", "", "")
    view.note("%d left" % LEFT_SHOWN)
    assert text_of(view, 2) == "%d left" % LEFT_SHOWN


# ---------------------------------------------------------------------------- the arithmetic

TEXT = st.text(st.sampled_from("ab cdXYZ019:<>()-.\n"), max_size=120)


@settings(max_examples=300, deadline=None)
@given(text=TEXT, columns=st.integers(1, 30), fill=st.booleans())
def test_wrap_keeps_every_character_within_the_width(text, columns, fill):
    lines = wrap(text, columns, fill)
    assert all(len(line) <= columns for line in lines)
    assert letters("".join(lines)) == letters(text)
    assert len(lines) >= text.count("\n") + 1


@settings(max_examples=200, deadline=None)
@given(text=TEXT.filter(lambda text: "\n" not in text), columns=st.integers(2, 30))
def test_balanced_lines_are_as_few_and_no_wider(text, columns):
    lines = balanced(text, columns)
    assert len(lines) == len(wrap(text, columns, True))
    assert all(len(line) <= columns for line in lines)
    assert letters("".join(lines)) == letters(text)


@settings(max_examples=200, deadline=None)
@given(lines=st.lists(st.text("abc ", max_size=25), max_size=8), most=st.integers(0, 8))
def test_shortened_keeps_at_most_most_lines_and_says_so(lines, most):
    kept = shortened(list(lines), most, 25)
    assert len(kept) == min(len(lines), most)
    if len(lines) > most > 0:
        assert kept[-1].endswith(MORE) and all(len(line) <= 25 for line in kept)
    elif len(lines) <= most:
        assert kept == lines


def test_the_font_is_measured_not_assumed():
    """The layout's figures follow terminalio.FONT: a 6x12 font gives 25 characters a line
    and 12 at the title's size, and lines 12 pixels apart, as the labels step them."""
    import terminalio

    layout = Layout(*terminalio.FONT.get_bounding_box()[:2])
    assert (layout.columns(WIDTH), layout.columns(WIDTH, 2)) == (25, 12)
    assert layout.box(["x" * 25]) == (156, 14) and layout.box(["a", "b"], 2) == (24, 52)
    assert layout.rows(14) == 1 and layout.rows(13) == 0 and layout.rows(29) == 2
    wide = Layout(8, 16)
    assert wide.columns(WIDTH) == 19 and wide.box(["ab", "c"]) == (22, 34)
