# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The desktop window: the mouse, the help, the scaled window, the refresh of what changed,
and a quiet start and end.

Clicks are checked against a model written apart from the game: the tile layout of DESIGN.md
(3x3: tiles of 53x42 from (0, 1); 4x4: 40x32 from (0, 0)) and a row or column of tiles
shifting one cell toward the gap. They go in as pygame events, through the window's mapping,
the queue and the game, as the player's do. Whatever quits pygame or changes its window mode
runs in a subprocess, so that the session's display survives.
"""

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import displayio
import numpy
import pygame
import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from support import OPPOSITE, FakeClock

import parameters
from desktop.window import Desktop
from puzzle import settings
from puzzle.app import make_game
from puzzle.board import Board
from puzzle.layout import SCREEN_HEIGHT, SCREEN_WIDTH

ROOT = Path(__file__).resolve().parent.parent
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
           PYGAME_HIDE_SUPPORT_PROMPT="1")
LAYOUTS = {3: (53, 42, 0, 1), 4: (40, 32, 0, 0)}  # columns: tile width, height, grid x, y


def cell_of(columns, x, y):
    """The cell DESIGN.md's layout puts at screen pixel (x, y), or None."""
    width, height, left, top = LAYOUTS[columns]
    column, row = (x - left) // width, (y - top) // height
    if 0 <= column < columns and 0 <= row < columns and x >= left and y >= top:
        return row * columns + column
    return None


def after_click(tiles, columns, cell):
    """``(tiles, moves)`` after a click on ``cell``: the tiles from it to the gap, in the gap's
    row or column, each shift one cell toward the gap; anywhere else nothing moves."""
    gap = tiles.index(len(tiles) - 1)
    if cell is None or cell == gap:
        return list(tiles), 0
    (gap_row, gap_column), (row, column) = divmod(gap, columns), divmod(cell, columns)
    if gap_row == row:
        step = 1 if column > gap_column else -1
        path = [row * columns + c for c in range(gap_column, column + step, step)]
    elif gap_column == column:
        step = 1 if row > gap_row else -1
        path = [r * columns + column for r in range(gap_row, row + step, step)]
    else:
        return list(tiles), 0
    moved = list(tiles)
    for here, there in zip(path, path[1:]):
        moved[here] = tiles[there]
    moved[cell] = len(tiles) - 1
    return moved, len(path) - 1


def test_the_click_model_of_these_tests():
    """The model above, on cases worked by hand (gap = 8 on a 3x3 board)."""
    tiles = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    assert after_click(tiles, 3, 6) == ([0, 1, 2, 3, 4, 5, 8, 6, 7], 2)
    assert after_click(tiles, 3, 2) == ([0, 1, 8, 3, 4, 2, 6, 7, 5], 2)
    assert after_click(tiles, 3, 7) == ([0, 1, 2, 3, 4, 5, 6, 8, 7], 1)
    assert after_click(tiles, 3, 4) == (tiles, 0)
    assert after_click(tiles, 3, None) == (tiles, 0)
    assert cell_of(3, 0, 0) is None and cell_of(3, 0, 1) == 0 and cell_of(3, 159, 64) is None
    assert cell_of(3, 158, 126) == 8 and cell_of(3, 158, 127) is None


# ---------------------------------------------------------------------------- helpers


@pytest.fixture
def window(desktop):
    """The session's desktop, its events and queue empty, its window's size kept."""
    size = pygame.display.get_surface().get_size()
    drain(desktop)
    yield desktop
    drain(desktop)
    if desktop.display.help_shown:
        desktop.display.hide_help()
    resize(desktop, size)


def drain(desktop):
    """Empty pygame's events and the desktop's queue of presses."""
    pygame.event.clear()
    while desktop.next_press() is not None:
        pass


def resize(window, size):
    """The window made ``size`` as its frame's corner dragged does: SDL resizes it, and the
    desktop's loop reads the event that says so."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    assert window.next_press() is None


def new_game(window, button="a", slide_seconds=None):
    """A game on the window's display, in play on the board ``button`` starts."""
    clock = FakeClock()
    chosen = settings.read(parameters)
    if slide_seconds is not None:
        chosen.SLIDE_SECONDS = slide_seconds
    game = make_game(chosen, window.display, clock, random.Random(5))
    game.press(button)
    run(window, game, clock)
    assert game.state == "play"
    return game, clock


def run(window, game, clock):
    """``code.py``'s loop on the fake clock until every input is in and the game has settled
    (ready for input, nothing on its way)."""
    for _ in range(1000):
        button = window.next_press()
        if button:
            game.press(button)
        clock.now += 0.02
        game.tick()
        if button is None and game.ready and not game.busy and not pygame.event.peek():
            return
    raise AssertionError("the game never settled")


def window_position(display, x, y):
    """The middle of the window's pixels that show screen pixel (x, y)."""
    picture = display.picture
    return (picture.x + (2 * x + 1) * picture.width // (2 * SCREEN_WIDTH),
            picture.y + (2 * y + 1) * picture.height // (2 * SCREEN_HEIGHT))


def click(display, x, y):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=window_position(display, x, y)))


def key(code, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod))


def redrawn_whole(display):
    """The screen as displayio draws it all anew (a new root group forces that)."""
    root = display.root_group
    display.root_group = displayio.Group()
    display.root_group = root
    return pygame.surfarray.array3d(display.screenshot())


# ---------------------------------------------------------------------------- the mouse


@pytest.mark.parametrize("button, columns, glide", [("a", 3, 0.1), ("b", 4, 0.1), ("a", 3, 0)])
def test_clicks_slide_the_tiles_between_the_click_and_the_gap(window, button, columns, glide):
    """Random clicks anywhere on the screen, through the window: each moves what the model
    says and counts a move per tile; over the run every gap position and slides of 2 or more
    tiles come up, and the screen always equals displayio drawing it all anew (tiles that
    glide, and tiles that jump)."""
    game, clock = new_game(window, button, glide)
    rng = random.Random(columns)
    gaps, lengths = set(), set()
    for number in range(400):
        x, y = rng.randrange(SCREEN_WIDTH), rng.randrange(SCREEN_HEIGHT)
        expected, moved = after_click(game.board.tiles, columns, cell_of(columns, x, y))
        moves = game.moves
        click(window.display, x, y)
        run(window, game, clock)
        window.display.refresh_window()
        if game.state != "play":  # solved by a click: the run is over
            break
        assert (game.board.tiles, game.moves - moves) == (expected, moved), (x, y)
        gaps.add(game.board.blank)
        lengths.add(moved)
        if number % 50 == 0:
            shown = pygame.surfarray.array3d(window.display.screenshot())
            assert (shown == redrawn_whole(window.display)).all()
    assert gaps == set(range(columns * columns))
    assert set(range(columns)) <= lengths


def test_a_click_while_a_tile_glides_is_read_against_the_board_it_lands_on(window):
    """An arrow and a click at once: the click lands the gliding tile at once, then slides the
    tiles in line with the new gap."""
    game, clock = new_game(window)
    for _ in range(20):
        direction = game.board.legal_moves()[0]
        landed = game.board.tiles
        # where the gap will be, and a cell in line with it there, two away if there is one
        gap = game.board.source(direction)
        row, column = divmod(gap, 3)
        cell = row * 3 + (2 if column == 0 else 0)
        expected, moved = after_click(after_move(landed, direction), 3, cell)
        moves = game.moves
        key({"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
             "right": pygame.K_RIGHT}[direction])
        width, height, left, top = LAYOUTS[3]
        click(window.display, left + cell % 3 * width + 5, top + cell // 3 * height + 5)
        assert window.next_press() == direction
        game.press(direction)
        assert game.busy, "the arrow's tile glides"
        game.press(window.next_press())  # the click, in the same pass of the loop
        run(window, game, clock)
        if game.state != "play":
            break
        assert game.board.tiles == expected and game.moves == moves + 1 + moved


def after_move(tiles, direction):
    columns = 3
    gap = tiles.index(len(tiles) - 1)
    source = gap + {"up": columns, "down": -columns, "left": 1, "right": -1}[direction]
    moved = list(tiles)
    moved[gap], moved[source] = moved[source], moved[gap]
    return moved


ARROW_KEYS = {pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left",
              pygame.K_RIGHT: "right"}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_keys_typed_ahead_are_each_played_once_in_order(window, seed):
    """Forty arrow and undo (Z) key events in the window's queue at once, while tiles glide:
    code.py's loop plays each once, in order, as a model does with the same keys one at a
    time (a key that cannot move only buzzes, and the next is played all the same)."""
    game, clock = new_game(window)
    rng = random.Random(seed)
    keys = [rng.choice(list(ARROW_KEYS) + [pygame.K_z]) for _ in range(40)]
    model, history = Board(3, 3, game.board.tiles), []
    for code in keys:
        key(code)
        if model.is_solved():
            continue
        if code == pygame.K_z:
            if history:
                model.move(OPPOSITE[history.pop()])
        elif model.move(ARROW_KEYS[code]) is not None:
            history.append(ARROW_KEYS[code])
    run(window, game, clock)
    assert (game.board.tiles, game.moves) == (model.tiles, len(history))


@pytest.mark.parametrize("state", ["intro", "setup", "menu"])
def test_clicks_outside_play_do_nothing(window, state):
    """On the intro, during the setup pause and in the menu a click changes nothing."""
    clock = FakeClock()
    game = make_game(settings.read(parameters), window.display, clock, random.Random(5))
    if state != "intro":
        game.press("a")
    if state == "menu":
        clock.now += 5
        game.tick()
        game.press("start")
    assert game.state == state
    redrawn_whole(window.display)
    window.display.refresh_window()
    before = (game.board.tiles, game.moves)
    for x, y in [(1, 2), (80, 64), (150, 120), (26, 22), (140, 22)]:
        click(window.display, x, y)
        assert window.next_press() == (x, y)
        game.press((x, y))
    assert (game.state, game.board.tiles, game.moves) == (state,) + before
    assert not window.display.refresh_window(), "nothing on the screen changed"


def test_clicks_off_the_board_and_off_the_picture_do_nothing(window):
    """The 3x3 board leaves a column and two rows of the screen bare; a window wider than the
    screen's shape has black bands beside the picture: clicks there move nothing."""
    game, clock = new_game(window)
    tiles, moves = game.board.tiles, game.moves
    for x, y in [(159, 60), (159, 0), (40, 0), (40, 127), (0, 127)]:
        assert cell_of(3, x, y) is None
        game.press((x, y))
        assert (game.board.tiles, game.moves) == (tiles, moves)
    display = window.display
    resize(window, (900, 500))
    band = display.picture.x // 2
    for position in [(band, 250), (900 - band, 250), (0, 0), (899, 499)]:
        assert display.screen_pixel(position) is None
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=position))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3,  # not the left one
                                         pos=window_position(display, 80, 64)))
    run(window, game, clock)
    assert (game.board.tiles, game.moves) == (tiles, moves)


COORDINATE = st.one_of(st.integers(-700, 700), st.integers(-2**70, 2**70),
                       st.sampled_from((-1, 0, 639, 640, 2**31 - 1, 2**31, -2**31, 2**63)),
                       st.floats(allow_nan=True, allow_infinity=True))
EVENT = st.one_of(st.tuples(COORDINATE, COORDINATE),
                  st.sampled_from((pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)))


def on_the_window(event):
    """Whether ``event`` is a key, or a click's position of two whole numbers on the window."""
    if type(event) is int:
        return True
    width, height = pygame.display.get_surface().get_size()
    return all(type(value) is int for value in event) and (
        0 <= event[0] < width and 0 <= event[1] < height)


@hypothesis_settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(events=st.lists(EVENT, max_size=16), passes=st.lists(st.integers(0, 3), max_size=16))
def test_clicks_at_any_coordinates_mean_what_they_say_or_nothing(window, events, passes):
    """Clicks anywhere (negative, huge, past 32 bits, fractions, NaN, off the window) among
    arrows, a few passes of the loop between them so that many come while a tile glides:
    nothing raises, and the board ends as it does with the clicks off the window left out
    (the same passes made at the same times)."""
    ends = []
    for keep in (lambda event: True, on_the_window):
        game, clock = new_game(window, slide_seconds=0.1)
        for index, event in enumerate(events):
            if type(event) is int:
                key(event)
            elif keep(event):
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                     pos=event))
            for _ in range(passes[index] if index < len(passes) else 0):
                button = window.next_press()
                if button:
                    game.press(button)
                clock.now += 0.02
                game.tick()
        run(window, game, clock)
        ends.append((game.board.tiles, game.moves))
    assert ends[0] == ends[1]


# ---------------------------------------------------------------------------- the window


@pytest.mark.parametrize("size", [(640, 512), (900, 500), (500, 900), (161, 129), (1366, 768),
                                  (100, 80)])
def test_the_window_shows_the_screen_scaled_centred_and_clicks_map_back(window, size):
    """At any window size the picture keeps the screen's shape, fills the window one way and
    is centred; every window pixel shows the screen pixel a click there maps to, also after a
    refresh that redrew only what changed."""
    game, clock = new_game(window, "b")
    display = window.display
    resize(window, size)
    picture = display.picture
    assert abs(picture.width * SCREEN_HEIGHT - picture.height * SCREEN_WIDTH) <= SCREEN_WIDTH
    assert picture.width == size[0] or picture.height == size[1]
    assert abs(picture.left - (size[0] - picture.right)) <= 1
    assert abs(picture.top - (size[1] - picture.bottom)) <= 1
    for _ in range(3):  # the first as fit() drew it, then after a glide's frames and landing
        xs = [display.screen_pixel((x, picture.y)) for x in range(size[0])]
        ys = [display.screen_pixel((picture.x, y)) for y in range(size[1])]
        columns = [x for x in range(size[0]) if xs[x] is not None]
        rows = [y for y in range(size[1]) if ys[y] is not None]
        assert columns == list(range(picture.left, picture.right))
        assert rows == list(range(picture.top, picture.bottom))
        screen = pygame.surfarray.array3d(display.screenshot())
        shown = pygame.surfarray.array3d(pygame.display.get_surface())
        expected = screen[[xs[x][0] for x in columns]][:, [ys[y][1] for y in rows]]
        assert (shown[picture.left:picture.right, picture.top:picture.bottom] == expected).all()
        outside = numpy.ones(size, bool)
        outside[picture.left:picture.right, picture.top:picture.bottom] = False
        assert not shown[outside].any(), "the bands beside the picture are black"
        game.press(game.board.legal_moves()[0])
        clock.now += 0.05
        game.tick()
        display.refresh_window()
        run(window, game, clock)
        display.refresh_window()


def test_only_what_changed_is_redrawn(window):
    """Nothing changed: a refresh draws nothing. A glide's frames draw inside its two cells,
    and where the sprite was last shown, in the two cells of the glide before: displayio keeps
    the place of a hidden TileGrid once it has been refreshed hidden (Blinka's as
    CircuitPython's), and redraws it when the TileGrid shows again (the first time, where it
    was made: the top left cell)."""
    game, clock = new_game(window)
    display = window.display
    display.refresh_window()  # all of it: a new scene
    display.refresh_window()  # what changed meanwhile (displayio keeps it for the next one)
    assert not display.refresh_window() and not display.refresh_window()
    game.tick()
    assert not display.refresh_window()
    width, height, left, top = LAYOUTS[3]
    last_box = pygame.Rect(0, 0, width, height)  # where the sprite was last: at first, made
    for _ in range(3):
        direction = game.board.legal_moves()[0]
        (gap_row, gap_column), (row, column) = divmod(game.board.blank, 3), divmod(
            game.board.source(direction), 3)
        box = pygame.Rect(left + min(gap_column, column) * width,
                          top + min(gap_row, row) * height, (abs(gap_column - column) + 1) * width,
                          (abs(gap_row - row) + 1) * height)
        game.press(direction)
        frames = 0
        while game.busy:
            clock.now += 0.02
            game.tick()
            drawn = display.refresh_window()
            frames += bool(drawn)
            assert all(box.contains(rect) or last_box.contains(rect) for rect in drawn), (
                box, last_box, drawn)
        last_box = box
        assert frames >= 4
        assert not display.refresh_window()


def test_the_help_shows_over_the_game_and_no_key_that_closes_it_is_a_press(window):
    game, clock = new_game(window)
    tiles = game.board.tiles
    display = window.display
    display.refresh_window()
    picture = pygame.surfarray.array3d(pygame.display.get_surface())
    for opener, closer in [(pygame.K_h, pygame.K_LEFT), (pygame.K_F1, pygame.K_h),
                           (pygame.K_h, pygame.K_x), (pygame.K_F1, None)]:
        key(opener)
        assert window.next_press() is None and display.help_shown
        assert (pygame.surfarray.array3d(pygame.display.get_surface()) != picture).any()
        if closer is None:
            click(display, 80, 64)
        else:
            key(closer)
        assert window.next_press() is None and not display.help_shown
        run(window, game, clock)
        assert game.board.tiles == tiles
        assert (pygame.surfarray.array3d(pygame.display.get_surface()) == picture).all()
    key(pygame.K_h)
    key(pygame.K_RIGHT)
    key(pygame.K_LEFT)
    assert window.next_press() == "left", "the key after the closing one is a press again"
    lines = dict(window_help())
    assert lines["X or A"] == "A" and lines["Enter or S"] == "START"
    assert lines["Space or Tab"] == "SELECT" and "H or F1" in lines and "Mouse" in lines


def window_help():
    from desktop.window import help_lines

    return help_lines()


FULL_SCREEN_SCRIPT = textwrap.dedent("""
    import json, pygame
    from desktop.window import Desktop
    desktop = Desktop(headless=True)
    seen = []
    for code, mod in ((pygame.K_F11, 0), (pygame.K_RETURN, pygame.KMOD_LALT), (pygame.K_F11, 0),
                      (pygame.K_F11, 0), (pygame.K_RETURN, 0)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod))
        press = desktop.next_press()
        seen.append([desktop.display.full_screen, list(pygame.display.get_surface().get_size()),
                     press])
    print(json.dumps(seen))
""")


def test_f11_and_alt_enter_toggle_full_screen_and_back_to_the_window():
    done = subprocess.run([sys.executable, "-c", FULL_SCREEN_SCRIPT], cwd=ROOT, env=ENV,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    window = [640, 512]  # WINDOW_SCALE's default: 4 screens
    assert [full for full, _, _ in seen] == [True, False, True, False, False]
    assert seen[1][1] == window and seen[3][1] == window
    assert seen[0][1] != window
    assert [press for _, _, press in seen] == [None, None, None, None, "start"]


HELP_KEYS_SCRIPT = textwrap.dedent("""
    import json, pygame
    from desktop.window import Desktop
    desktop = Desktop(headless=True)
    seen = []
    for closer in ([(pygame.K_ESCAPE, 0)], [(pygame.K_F11, 0)],
                   [(pygame.K_LALT, pygame.KMOD_LALT), (pygame.K_RETURN, pygame.KMOD_LALT)],
                   [(pygame.K_LSHIFT, pygame.KMOD_LSHIFT), (pygame.K_LEFT, pygame.KMOD_LSHIFT)],
                   [(pygame.K_h, 0)], [(pygame.K_q, 0)]):
        for code, mod in [(pygame.K_h, 0)] + closer:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod))
        seen.append([desktop.next_press(), desktop.display.help_shown,
                     desktop.display.full_screen, desktop.running()])
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    seen.append([desktop.next_press(), desktop.display.help_shown, None, desktop.running()])
    print(json.dumps(seen))
""")


def test_any_key_closes_the_help_and_does_nothing_else_escape_included():
    """The help says "any key closes this": Esc, F11, Alt+Enter, Shift+Left, H, Q each close
    it and do nothing more (no quit, no full screen, no press); a modifier alone is half a
    key and leaves it up until the chord's key. With the help closed Esc quits."""
    done = subprocess.run([sys.executable, "-c", HELP_KEYS_SCRIPT], cwd=ROOT, env=ENV,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen[:-1] == [[None, False, False, True]] * 6
    assert seen[-1] == [None, False, None, False]


# ---------------------------------------------------------------------------- quiet and clean


def interrupt(process):
    """Ctrl+C, again every half second until it ends (one can come before Python listens)."""
    for _ in range(40):
        process.send_signal(signal.SIGINT)
        try:
            return process.communicate(timeout=0.5)
        except subprocess.TimeoutExpired:
            pass
    process.kill()
    raise AssertionError("Ctrl+C did not stop it")


def test_code_py_starts_quietly_and_ctrl_c_quits_like_escape(tmp_path):
    """No Blinka platform warning, no ALSA lines (at most one line that sound is off), and
    Ctrl+C ends the game with status 0 and no traceback."""
    env = dict(ENV, SDL_AUDIODRIVER="alsa", XDG_DATA_HOME=str(tmp_path))
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT")
    process = subprocess.Popen([sys.executable, "code.py"], cwd=ROOT, env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    lines = [process.stdout.readline()]
    while "Esc quits" not in lines[-1]:  # the game is up
        assert lines[-1], "code.py ended before it started: %r" % lines
        lines.append(process.stdout.readline())
    out, err = interrupt(process)
    said = ("".join(lines) + out + err).splitlines()
    assert process.returncode == 0, said
    assert not [line for line in said if "ALSA lib" in line or "not fully supported" in line
                or "Traceback" in line or "pygame" in line]
    assert len([line for line in said if line.startswith("Sound off")]) <= 1
    assert len(said) <= 2, said


@pytest.mark.parametrize("console", ["utf-8:strict", "ascii:strict"])
def test_picture_folders_named_in_any_encoding_start_the_window_game(tmp_path, console):
    """Folder names that are Latin-1, UTF-8 or no encoding at all, on a console that takes
    only UTF-8 (or only ASCII): the game starts in its window, says what it says with the
    names escaped, and Ctrl+C ends it cleanly. The first set (the one PICTURE's fallback
    plays) is broken, so both the start-up's and the set's problems are printed."""
    for name in ("code.py", "parameters.py"):
        (tmp_path / name).write_bytes((ROOT / name).read_bytes())
    for name in ("puzzle", "desktop"):  # linked: the game finds images/ beside them
        (tmp_path / name).symlink_to(ROOT / name)
    full = (ROOT / "images" / "night" / "full.bmp").read_bytes()
    images = os.fsencode(tmp_path / "images")
    for name, content in ((b"caf\xe9", b"not a picture"), (b"\xe6\x97\xa5", full),
                          (b"\xff", full)):
        os.makedirs(os.path.join(images, name))
        with open(os.path.join(images, name, b"full.bmp"), "wb") as file:
            file.write(content)
    env = dict(ENV, PYTHONIOENCODING=console, XDG_DATA_HOME=str(tmp_path))
    process = subprocess.Popen([sys.executable, "code.py"], cwd=tmp_path, env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               encoding="ascii", errors="strict")
    lines = [process.stdout.readline()]
    while "Esc quits" not in lines[-1]:  # the game is up
        assert lines[-1], "code.py ended before it started: %r" % (
            lines + [process.stderr.read()])
        lines.append(process.stdout.readline())
    out, err = interrupt(process)
    assert process.returncode == 0 and "Traceback" not in out + err, out + err
    said = "".join(lines)
    assert "PICTURE = 'night': no images/night; using caf\\udce9\n" in said, said
    assert "caf\\udce9: full.bmp: not a BMP file\n" in said, said


def test_the_scripted_run_is_quiet_and_ctrl_c_stops_it_without_a_traceback():
    done = subprocess.run([sys.executable, "-m", "desktop", "--headless", "--keys", "a"],
                          cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    process = subprocess.Popen([sys.executable, "-m", "desktop", "--headless", "--keys", "a",
                                "--wait", "1e6"], cwd=ROOT, env=ENV, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(1)
    out, err = interrupt(process)
    assert process.returncode == 130 and (out, err) == ("", ""), err


def test_a_headless_desktop_leaves_ctrl_c_alone(desktop):
    """Tests and scripts keep Python's KeyboardInterrupt: only the window takes Ctrl+C."""
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    assert isinstance(desktop, Desktop)
