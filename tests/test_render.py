# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Real displayio renders of ``puzzle.view.View`` in headless pygame, checked pixel by pixel.

Every render uses the one display of the session fixture ``desktop`` (Blinka allows one per
process); each test builds its own ``View`` on it, which makes its scene the root group.
The grid geometry comes from the design (tiles of 160 // columns by 128 // rows, centred), not
from the view's code. Reference crops of every tile come from a render of the solved board, so
a scrambled board must show, cell by cell, exactly the reference of ``tiles[position]``.

The view-level tests use numbered tiles (a ``View`` without a picture set). The game built by
``make_game`` uses whatever picture set ``parameters.py`` names and finds, so its screens are
checked against its own setup screen (the solved board) and against the set's ``full.bmp``,
or the numbered whole picture when there is no set.
"""

import random
from pathlib import Path

import bitmaptools
import displayio
import pytest
from PIL import Image, ImageChops, ImageDraw
from support import FakeClock, shortest_solution

import parameters
from puzzle.app import make_game
from puzzle.settings import read
from puzzle.board import Board
from puzzle.numbered import cut
from puzzle.tiles import RING_COLOR
from puzzle.view import View

ROOT = Path(__file__).resolve().parent.parent
SCREEN_WIDTH = 160
SCREEN_HEIGHT = 128
TOLERANCE = 8  # per channel: colours pass through RGB565 on their way to the screen
# Rows the labels may cover: the title's box (scale 2) from the top, the subtitle's two lines
# (a result and "Press START") up from the bottom.
TITLE_ROWS = range(0, 40)
SUBTITLE_ROWS = range(99, SCREEN_HEIGHT)
SIZES = [(3, 3), (4, 4), (2, 3), (5, 4)]
DIRECTIONS = ("up", "down", "left", "right")


# ---------------------------------------------------------------------------- helpers


def geometry(columns, rows):
    """``(tile_width, tile_height, x, y)`` of a centred grid, from the design."""
    tile_width = SCREEN_WIDTH // columns
    tile_height = SCREEN_HEIGHT // rows
    return (tile_width, tile_height,
            (SCREEN_WIDTH - columns * tile_width) // 2, (SCREEN_HEIGHT - rows * tile_height) // 2)


def cell_box(columns, rows, position):
    """The screen box ``(left, top, right, bottom)`` of the cell at ``position``."""
    tile_width, tile_height, x, y = geometry(columns, rows)
    row, column = divmod(position, columns)
    left = x + column * tile_width
    top = y + row * tile_height
    return left, top, left + tile_width, top + tile_height


def cells(image, columns, rows):
    """The crops of every cell of ``image``, row-major."""
    return [image.crop(cell_box(columns, rows, p)) for p in range(columns * rows)]


def is_black(image):
    """True when no channel of any pixel rises above the tolerance."""
    return max(high for _, high in image.getextrema()) <= TOLERANCE


def gap_image(width, height, ring=(RING_COLOR >> 16, RING_COLOR >> 8 & 0xFF, RING_COLOR & 0xFF)):
    """The gap's cell as drawn: black, with a ring of ``ring`` a pixel in from its edge."""
    image = Image.new("RGB", (width, height))
    ImageDraw.Draw(image).rectangle((1, 1, width - 2, height - 2), outline=ring)
    return image


def is_gap(image):
    """True when ``image`` (a cell) shows the gap, within the tolerance: black, with a ring of
    one light colour a pixel in from its edge (``RING_COLOR``, or the colour of a full
    palette nearest it: a picture's tilesheet has no room for another)."""
    ring = image.getpixel((1, 1))
    if sum(ring) < 3 * 128:
        return False
    difference = ImageChops.difference(image, gap_image(*image.size, ring))
    return max(high for _, high in difference.getextrema()) <= TOLERANCE


def in_label_rows(y):
    return y in TITLE_ROWS or y in SUBTITLE_ROWS


def label_mask():
    """An "L" mask, 255 on the rows the labels may cover."""
    mask = Image.new("L", (SCREEN_WIDTH, SCREEN_HEIGHT), 0)
    mask.paste(255, (0, TITLE_ROWS.start, SCREEN_WIDTH, TITLE_ROWS.stop))
    mask.paste(255, (0, SUBTITLE_ROWS.start, SCREEN_WIDTH, SUBTITLE_ROWS.stop))
    return mask


def without_labels(image):
    """``image`` with the label rows painted magenta, so two such images compare elsewhere."""
    out = image.copy()
    out.paste((255, 0, 255), mask=label_mask())
    return out


def differing_pixels(a, b):
    """The ``(x, y)`` of every pixel where ``a`` and ``b`` differ by more than the tolerance."""
    diff = ImageChops.difference(a, b).convert("RGB")
    width, height = diff.size
    data = diff.load()
    return [(x, y) for y in range(height) for x in range(width)
            if max(data[x, y]) > TOLERANCE]


def assert_text_in_bands(with_text, without_text):
    """``with_text`` differs from ``without_text`` only on the label rows, and both the title
    and the subtitle rows hold label pixels: black background and white letters."""
    changed = differing_pixels(with_text, without_text)
    assert changed, "no text was drawn"
    outside = [(x, y) for x, y in changed if not in_label_rows(y)]
    assert not outside, "pixels outside the label rows changed, e.g. %r" % (outside[:5],)
    pixels = with_text.load()
    for band in (TITLE_ROWS, SUBTITLE_ROWS):
        colours = [pixels[x, y] for x, y in changed if y in band]
        assert colours, "no text in rows %d..%d" % (band.start, band.stop - 1)
        assert any(max(c) <= TOLERANCE for c in colours), "no black label background"
        assert any(min(c) >= 255 - TOLERANCE for c in colours), "no white letters"


def assert_shows_cells(image, columns, rows, expected):
    """Cell ``p`` of ``image`` equals ``expected[p]`` pixel for pixel, for each ``p`` given."""
    shown = cells(image, columns, rows)
    for position, crop in enumerate(expected):
        assert shown[position].tobytes() == crop.tobytes(), "cell %d differs" % position


@pytest.fixture(scope="module")
def shoot(desktop, tmp_path_factory):
    """``shoot()``: refresh the display, save it as PNG and read it back as an RGB image."""
    folder = tmp_path_factory.mktemp("render")
    count = [0]

    def shoot():
        count[0] += 1
        path = folder / ("shot%03d.png" % count[0])
        desktop.display.save(str(path))
        with Image.open(path) as image:
            assert image.size == (SCREEN_WIDTH, SCREEN_HEIGHT)
            return image.convert("RGB")

    return shoot


@pytest.fixture(scope="module")
def references(desktop, shoot):
    """``references(columns, rows)``: the crop of each tile from a render of the solved board
    (and the whole screenshot), with the colours ``parameters.py`` gives the game."""
    made = {}

    def references(columns, rows):
        if (columns, rows) not in made:
            view = View(desktop.display, tile_color=parameters.TILE_COLOR,
                        number_color=parameters.NUMBER_COLOR)
            view.show_board(Board(columns, rows))
            screen = shoot()
            made[columns, rows] = cells(screen, columns, rows), screen
        return made[columns, rows]

    return references


@pytest.fixture
def writes(monkeypatch):
    """Every tile's pixels copied into a cell of the board while the test runs, as the
    ``(x, y)`` of the cell on the screen (the board is the screen: see puzzle.tiles)."""
    log = []
    original = bitmaptools.blit

    def counting(dest, source, x, y, **kwargs):
        if dest.width == SCREEN_WIDTH:  # the board; not the spare
            log.append((x, y))
        original(dest, source, x, y, **kwargs)

    monkeypatch.setattr(bitmaptools, "blit", counting)
    return log


def written(view, writes):
    """The cells (board positions) of ``writes``, in order."""
    return [view.cell_at(x, y) for x, y in writes]


def scene_tree(group, shown=False):
    """Every layer under ``group``, depth first, as the objects themselves (with ``shown``,
    only those not hidden, themselves or by a group above them)."""
    layers = []
    for layer in group:
        if shown and layer.hidden:
            continue
        layers.append(layer)
        if isinstance(layer, displayio.Group):
            layers.extend(scene_tree(layer, shown))
    return layers


# ---------------------------------------------------------------------------- the tiles


@pytest.mark.parametrize("columns, rows", SIZES)
def test_solved_board_gives_distinct_references(references, columns, rows):
    """The solved board shows n-1 distinct, non-black numbered tiles and the gap."""
    crops, _ = references(columns, rows)
    n = columns * rows
    assert is_gap(crops[n - 1]), "the gap is not drawn as the gap"
    for tile in range(n - 1):
        assert not is_black(crops[tile]), "tile %d is black" % tile
    faces = [crop.tobytes() for crop in crops[:n - 1]]
    assert len(set(faces)) == n - 1, "two numbered tiles look the same"


@pytest.mark.parametrize("columns, rows", SIZES)
def test_scrambled_boards_show_each_tile_in_its_cell(desktop, shoot, references, columns, rows):
    """After scrambles (and a redraw over the previous board) each cell shows tiles[position]."""
    crops, _ = references(columns, rows)
    view = View(desktop.display)
    for seed in range(4):
        board = Board(columns, rows)
        board.scramble(random.Random(seed))
        view.show_board(board)
        screen = shoot()
        shown = cells(screen, columns, rows)
        for position, tile in enumerate(board.tiles):
            assert shown[position].tobytes() == crops[tile].tobytes(), (
                "seed %d: cell %d does not show tile %d" % (seed, position, tile))
        assert is_gap(shown[board.blank])


def flat_view(display, folder, kind, colour, size):
    """A View whose tiles show a picture of one ``colour`` all over: a picture set made by
    ``make picture`` ("tilesheet"), a lone ``full.bmp`` cut on the fly ("cut"); or numbered
    tiles ("numbered")."""
    if kind == "numbered":
        return View(display)
    import sys

    sys.path.append(str(ROOT / "tools"))
    import picture as maker

    flat = Image.new("RGB", (SCREEN_WIDTH, SCREEN_HEIGHT), colour)
    if kind == "tilesheet":
        maker.make_set(flat, str(folder / "flat"), sizes=[size])
    else:
        (folder / "flat").mkdir()
        flat.save(folder / "flat" / "full.bmp")
    view = View(display, images=str(folder))
    assert view.use_pictures("flat", [size]) == []
    return view


@pytest.mark.parametrize("colors", [16, 64])
def test_the_board_made_first_shows_what_one_made_later_does(desktop, shoot, tmp_path, colors):
    """The board ``code.py`` makes before anything else (``make_board``: make picture's 16
    colours) shows a set's picture and tiles as the board made with the first set does; a set
    of more colours gets a deeper board in its place, and every colour is shown."""
    import sys

    from conftest import painting
    from puzzle.sheets import make_board

    sys.path.append(str(ROOT / "tools"))
    import picture as maker

    maker.make_set(painting(90), str(tmp_path / "painted"), colors=colors)
    screens = []
    for bitmap in (None, make_board()):
        view = View(desktop.display, images=str(tmp_path), board=bitmap)
        assert view.use_pictures("painted", [(3, 3), (4, 4)]) == []
        board = Board(4, 4)
        view.show_picture(board, "", "")
        screens.append(shoot())
        board.scramble(random.Random(colors))
        view.show_board(board)
        screens.append(shoot())
    assert screens[:2] == screens[2:]
    assert all(len(screen.getcolors(256)) > colors // 2 for screen in screens)


@pytest.mark.parametrize("colour", [(0, 0, 0), (255, 255, 255), (192, 192, 192)])
@pytest.mark.parametrize("kind", ["tilesheet", "cut", "numbered"])
@pytest.mark.parametrize("columns, rows", [(3, 3), (4, 4)])
def test_the_gap_stands_out_from_any_picture(desktop, shoot, tmp_path, kind, colour, columns,
                                             rows):
    """On a picture of one colour all over (the gap's black, white, the ring's own grey),
    the gap's cell, and no other, shows the gap's ring: on the setup's solved board, and
    after moves made at once or gliding."""
    view = flat_view(desktop.display, tmp_path, kind, colour, (columns, rows))
    tile_width, tile_height = (cut(columns, rows)[:2] if kind == "cut"
                               else (SCREEN_WIDTH // columns, SCREEN_HEIGHT // rows))
    left = (SCREEN_WIDTH - columns * tile_width) // 2
    top = (SCREEN_HEIGHT - rows * tile_height) // 2

    def gaps():
        screen = shoot()
        return [p for p in range(columns * rows)
                if is_gap(screen.crop((left + p % columns * tile_width,
                                       top + p // columns * tile_height,
                                       left + (p % columns + 1) * tile_width,
                                       top + (p // columns + 1) * tile_height)))]

    board = Board(columns, rows)
    view.show_board(board)
    assert gaps() == [board.blank]
    rng = random.Random(columns)
    for step in range(8):
        target = board.blank
        board.move(rng.choice(board.legal_moves()))
        if step % 2:
            view.show_board(board)
        else:
            for fraction in (0, 0.5, 1):
                view.tiles.slide(board.tile_at(target), board.blank, target, fraction)
        assert gaps() == [board.blank], step


def test_3x3_grid_is_centred(desktop, shoot):
    """A 3x3 grid of 53x42 tiles covers 159x126 of the screen at x=0, y=1: its tiles' frames
    leave equal black margins above and below, and column 159, rows 0 and 127 stay black."""
    view = View(desktop.display)
    view.show_picture(Board(3, 3), "", "")  # every cell holds a tile: no gap in the way
    screen = shoot()
    assert is_black(screen.crop((159, 0, 160, SCREEN_HEIGHT)))
    assert is_black(screen.crop((0, 0, SCREEN_WIDTH, 1)))
    assert is_black(screen.crop((0, 127, SCREEN_WIDTH, 128)))
    mask = screen.convert("L").point(lambda v: 255 if v > TOLERANCE else 0)
    left, top, right, bottom = mask.getbbox()
    assert top == SCREEN_HEIGHT - bottom, "not centred vertically: %r" % (mask.getbbox(),)
    assert abs(left - (SCREEN_WIDTH - right)) <= 1, "not centred: %r" % (mask.getbbox(),)
    # The grid starts at x=0, y=1: its first cell's tile is drawn from there on.
    tiles = view.tiles
    assert (tiles.x, tiles.y, tiles.tile_width, tiles.tile_height) == (0, 1, 53, 42)
    assert not is_black(screen.crop(cell_box(3, 3, 0)))


# ---------------------------------------------------------------------------- what a move costs


@pytest.mark.parametrize("columns, rows", [(3, 3), (4, 4)])
def test_move_writes_exactly_the_two_changed_cells(desktop, writes, columns, rows):
    """A legal move writes the old and the new gap cell, nothing else; an illegal one nothing."""
    view = View(desktop.display)
    board = Board(columns, rows)
    board.scramble(random.Random(5))
    view.show_board(board)
    for direction in DIRECTIONS:
        for _ in range(2):  # the second time in the same direction may be illegal
            writes.clear()
            before = board.blank
            if board.move(direction) is not None:
                view.show_board(board)
                assert sorted(written(view, writes)) == sorted([before, board.blank])
                assert view.tiles[before] == board.tile_at(before)
                assert view.tiles[board.blank] == columns * rows - 1
            else:
                view.show_board(board)
                assert writes == [], "an illegal %s wrote %r" % (direction, writes)
    # A corner gap always has illegal moves: make sure that case was met.
    board = Board(columns, rows)
    view.show_board(board)
    writes.clear()
    assert board.move("up") is None
    view.show_board(board)
    assert writes == []


@pytest.mark.parametrize("columns, rows", [(3, 3), (4, 4), (5, 4)])
def test_random_walk_writes_two_cells_per_move(desktop, writes, columns, rows):
    """Over 200 random legal moves the grid gets exactly two writes per move."""
    view = View(desktop.display)
    board = Board(columns, rows)
    view.show_board(board)
    writes.clear()
    rng = random.Random(columns * 10 + rows)
    for _ in range(200):
        assert board.move(rng.choice(board.legal_moves())) is not None
        view.show_board(board)
    assert len(writes) == 2 * 200


@pytest.mark.parametrize("columns, rows", [(3, 3), (4, 4)])
def test_scene_is_never_rebuilt_during_play(desktop, columns, rows):
    """After the first show of a size, 300 moves keep the very same root group and layers."""
    view = View(desktop.display)
    root = desktop.display.root_group
    board = Board(columns, rows)
    board.scramble(random.Random(2))
    view.show_board(board)
    layers = scene_tree(root)
    children = [list(layer) for layer in layers if isinstance(layer, displayio.Group)]
    rng = random.Random(11)
    for _ in range(300):
        board.move(rng.choice(board.legal_moves()))
        view.show_board(board)
    assert desktop.display.root_group is root
    after = scene_tree(root)
    assert len(after) == len(layers)
    assert all(a is b for a, b in zip(after, layers)), "a layer was replaced"
    assert [list(layer) for layer in after if isinstance(layer, displayio.Group)] == children


# ---------------------------------------------------------------------------- the game's screens


def whole_picture(desktop, shoot, columns, rows):
    """The numbered whole picture with no text: a render of ``show_picture(board, "", "")``."""
    view = View(desktop.display, tile_color=parameters.TILE_COLOR,
                number_color=parameters.NUMBER_COLOR)
    view.show_picture(Board(columns, rows), "", "")
    return shoot()


def lit_part(screen, columns, rows, position):
    """The share of the pixels of a cell, outside the label rows, that are not black."""
    data = cells(without_labels(screen), columns, rows)[position].tobytes()
    visible = [pixel for pixel in zip(data[0::3], data[1::3], data[2::3])
               if pixel != (255, 0, 255)]
    return sum(1 for pixel in visible if max(pixel) > TOLERANCE) / len(visible)


@pytest.mark.parametrize("columns, rows", [(3, 3), (4, 4)])
def test_picture_without_text_is_the_solved_grid_with_the_last_tile(
        desktop, shoot, references, columns, rows):
    """show_picture with no text: every cell holds its own tile, the last one too."""
    crops, _ = references(columns, rows)
    n = columns * rows
    screen = whole_picture(desktop, shoot, columns, rows)
    assert_shows_cells(screen, columns, rows, crops[:n - 1])
    assert lit_part(screen, columns, rows, n - 1) > 0.5, "the last cell is the black gap"


@pytest.fixture(scope="module")
def game_screens(desktop, shoot):
    """One 3x3 game built by ``make_game`` from ``parameters.py``, played to solved with a
    breadth-first solution on a fake clock: its screenshots, board and picture."""
    screens = {}
    clock = FakeClock()
    game = make_game(read(parameters), desktop.display, clock, random.Random(3))
    # The picture set the game uses (None: numbered tiles), by name where the game has sets.
    name = getattr(game, "picture_name", None)
    screens["intro"] = shoot()
    screens["intro_state"] = game.state
    game.press("a")
    screens["setup"] = shoot()
    screens["setup_state"] = game.state
    clock.now += parameters.SETUP_SECONDS - 0.01
    game.tick()
    screens["early_state"] = game.state
    clock.now += 0.02
    game.tick()
    screens["play"] = shoot()
    screens["play_state"] = game.state
    screens["tiles"] = game.board.tiles
    screens["solution"] = shortest_solution(game.board.tiles, 3, 3)
    for direction in screens["solution"]:
        game.press(direction)
        while game.busy:  # the tile glides into the gap
            clock.now += 0.01
            game.tick()
    screens["won"] = shoot()
    screens["won_state"], screens["moves"] = game.state, game.moves
    clock.now += parameters.WON_SECONDS - 0.01
    game.tick()
    screens["won_later"] = shoot()
    clock.now += 0.02
    game.tick()
    screens["won_picture"] = shoot()
    game.press("start")
    screens["back"] = shoot()
    screens["back_state"] = game.state
    # The whole picture without text, to compare the screens with text against.
    if name:
        with Image.open(ROOT / "images" / name / "full.bmp") as full:
            screens["plain"] = full.convert("RGB")
    else:
        screens["plain"] = whole_picture(desktop, shoot, 3, 3)
    return screens


def test_game_setup_shows_the_solved_tiles(game_screens):
    """A 3x3: the setup screen is the solved board, whatever the tiles look like: the gap
    and eight distinct tiles; the scramble comes only when the setup time is over."""
    assert game_screens["setup_state"] == "setup"
    assert game_screens["early_state"] == "setup"
    crops = cells(game_screens["setup"], 3, 3)
    assert is_gap(crops[8])
    assert not any(is_black(crop) for crop in crops[:8])
    assert len({crop.tobytes() for crop in crops[:8]}) == 8


def test_game_intro_shows_the_whole_picture_with_title_and_help(game_screens):
    """The intro is the whole picture (the last cell lit, not the gap) under the title and
    the help line: it differs from the bare picture only on the label rows."""
    assert game_screens["intro_state"] == "intro"
    intro = game_screens["intro"]
    assert_text_in_bands(intro, game_screens["plain"])
    assert lit_part(intro, 3, 3, 8) > 0.5, "the last cell is the black gap"


def test_game_play_shows_the_scramble(game_screens):
    """In play each cell shows the setup screen's crop of the tile at that position."""
    assert game_screens["play_state"] == "play"
    tiles = game_screens["tiles"]
    assert tiles != list(range(9))
    crops = cells(game_screens["setup"], 3, 3)
    assert_shows_cells(game_screens["play"], 3, 3, [crops[tile] for tile in tiles])


def test_game_solution_shows_you_won_over_the_solved_board(game_screens):
    """The last move of a shortest solution: the solved board with "You won!" and the result
    over it, every tile in sight around them, for WON_SECONDS; then the whole picture with
    text."""
    assert game_screens["won_state"] == "solved"
    assert game_screens["moves"] == len(game_screens["solution"])
    won = game_screens["won"]
    assert_text_in_bands(won, game_screens["setup"])
    assert differing_pixels(won.crop((0, 0, SCREEN_WIDTH, TITLE_ROWS.stop)),
                            game_screens["intro"].crop((0, 0, SCREEN_WIDTH, TITLE_ROWS.stop))), (
        "the title still reads as on the intro")
    assert game_screens["won_later"].tobytes() == won.tobytes(), "the picture came too early"
    won_picture = game_screens["won_picture"]
    assert_text_in_bands(won_picture, game_screens["plain"])
    assert lit_part(won_picture, 3, 3, 8) > 0.5, "the last cell is the black gap"


def test_game_start_returns_to_the_intro(game_screens):
    """START on the solved screen shows the intro the game began with, and now a record under
    the size buttons: the picture and title are the same, the bottom lines differ."""
    assert game_screens["back_state"] == "intro"
    box = (0, 0, 160, 90)
    back, intro = game_screens["back"], game_screens["intro"]
    assert back.crop(box).tobytes() == intro.crop(box).tobytes()
    assert back.crop((0, 90, 160, 128)).tobytes() != intro.crop((0, 90, 160, 128)).tobytes()


# ---------------------------------------------------------------------------- a real picture


def picture_view(display, path, size):
    """A View using the picture set ``path.parent`` (only a ``full.bmp``: cut into tiles for
    boards of ``size``), as ``View(display, images=folder).use_pictures(name, sizes)``."""
    view = View(display, images=str(path.parent.parent))
    problems = view.use_pictures(path.parent.name, [size])
    assert not any("full.bmp" in problem for problem in problems), problems
    return view


@pytest.fixture(scope="module")
def picture_bmp(tmp_path_factory):
    """A 160x128 colourful gradient as an 8-bit indexed BMP of 64 colours."""
    image = Image.new("RGB", (SCREEN_WIDTH, SCREEN_HEIGHT))
    image.putdata([(x * 255 // 159, y * 255 // 127, (x * 3 + y * 5) % 256)
                   for y in range(SCREEN_HEIGHT) for x in range(SCREEN_WIDTH)])
    indexed = image.quantize(64)
    folder = tmp_path_factory.mktemp("images") / "gradient"  # a picture set of its own
    folder.mkdir()
    path = folder / "full.bmp"
    indexed.save(path)
    with Image.open(path) as saved:
        assert saved.mode == "P"
    return path, indexed.convert("RGB")


def test_picture_view_shows_the_bmp_and_hides_it_for_the_board(desktop, shoot, picture_bmp):
    """With a picture, show_picture shows the BMP (text over it); show_board hides it and the
    board shows it cut into tiles; show_picture brings it back."""
    from test_dropin import cut_screen, differences, shown

    path, expected = picture_bmp
    view = picture_view(desktop.display, path, (4, 4))
    board = Board(4, 4)

    view.show_picture(board, "", "")
    plain = shoot()
    assert not differing_pixels(plain, expected), "the picture is not shown as in the BMP"

    view.show_picture(board, "Slide", "A 3x3 B 4x4 SELECT normal")
    titled = shoot()
    assert not differing_pixels(without_labels(titled), without_labels(expected))
    assert_text_in_bands(titled, plain)

    board.scramble(random.Random(8))
    view.show_board(board)
    cut = cut_screen(shown(path.read_bytes()), board.tiles, 4, 4)
    assert differences(shoot(), cut, 4, 4) == 0

    view.show_picture(board, "", "")
    assert shoot().tobytes() == plain.tobytes()
