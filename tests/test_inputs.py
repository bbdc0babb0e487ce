# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Every input counted once, in order, when it is made: presses while a tile glides, presses
while a hint is worked out, a click's run of tiles, and the solving move's glide. Driven through
the game's own methods on a fake view and clock, as code.py's loop drives it."""

import random

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

import puzzle.board
from puzzle.board import Board
from puzzle.game import KEPT
from support import CountingFeedback, FakeClock, FakeHinter, FakeView, ScriptedRng, a_game

SETUP = 1.5
GLIDE = 0.1  # a tile's glide, in the game's seconds



@pytest.fixture(autouse=True, scope="module")
def scrambles_of_a_few_moves():
    """These games are scripted (``ScriptedRng``) from scrambles a few moves from solved: the
    normal scramble's least distance (test_board.py tests it) comes down to 1 move here."""
    share = puzzle.board.SCRAMBLE_SHARE
    puzzle.board.SCRAMBLE_SHARE = 0
    yield
    puzzle.board.SCRAMBLE_SHARE = share


def walk(width, height, directions):
    board = Board(width, height)
    for direction in directions:
        assert board.move(direction) is not None
    return board.tiles


def best_move(board):
    """A hint a model can follow: the first legal move in DIRECTIONS' order (None: solved)."""
    return None if board.is_solved() else board.legal_moves()[0]


def new_game(scramble, hint_steps=1, slide_seconds=GLIDE, move_limit=0):
    """A game in play on ``scramble`` (3x3 or 4x4), its view, clock and feedback."""
    view, clock, feedback = FakeView(), FakeClock(), CountingFeedback()
    rng = ScriptedRng(scramble, scramble)  # the second for the menu's New scramble, if chosen
    game = a_game(view, clock, sizes=((3, 3), (4, 4)), rng=rng, setup_seconds=SETUP,
                feedback=feedback, slide_seconds=slide_seconds, move_limit=move_limit,
                make_hinter=lambda: FakeHinter(best_move, hint_steps))
    rng.game = game
    game.press("a" if len(scramble) == 9 else "b")
    clock.now += SETUP
    game.tick()
    assert game.state == "play"
    del feedback.said[:]
    return game, view, clock, feedback


def settle(game, clock):
    """Passes of the loop, 50 ms each, until the game is ready and nothing is on its way."""
    for _ in range(200):
        if game.ready and not game.busy:
            return
        clock.now += 0.05
        game.tick()
    raise AssertionError("the game never settled")


def one_at_a_time(game, clock, inputs):
    for button in inputs:
        game.press(button)
        settle(game, clock)


def typed_fast(game, clock, inputs, gaps):
    """Each input in a pass of the loop of its own, ``gaps[i]`` seconds after the one before
    (shorter than a glide), then the game settles."""
    for button, gap in zip(inputs, gaps):
        game.press(button)
        clock.now += gap
        game.tick()
    settle(game, clock)


def seen(game, feedback):
    return (game.state, game.board.tiles, game.moves, game.redoable, game.helped,
            feedback.said)


def test_a_press_that_cannot_move_buzzes_and_the_next_plays_at_once():
    """The issue's case: the gap in the top middle, Left Left Up typed 30 ms apart while the
    tiles glide: Left moves, the second Left buzzes (the gap is in the corner), Up moves."""
    scramble = walk(3, 3, ["down", "right", "down"])  # the gap at 1
    game, view, clock, feedback = new_game(scramble)
    typed_fast(game, clock, ["left", "left", "up"], [0.03] * 3)
    assert game.moves == 2 and feedback.said == ["moved", "blocked", "moved"]
    slow, _, slow_clock, slow_feedback = new_game(scramble)
    one_at_a_time(slow, slow_clock, ["left", "left", "up"])
    assert seen(game, feedback) == seen(slow, slow_feedback)
    clock.now += 6
    game.tick()
    game.press("right")  # seconds later, one press is one move: nothing was left behind
    assert game.moves == 3


def test_presses_while_a_hint_is_worked_out_are_played_after_it_in_order():
    """A's hint takes four passes; the arrows pressed meanwhile wait for it, then play in order
    at once: the hint's move first, a press that cannot move buzzes, the next plays anyway."""
    scramble = walk(3, 3, ["down", "right", "down"])  # the gap at 1
    game, view, clock, feedback = new_game(scramble, hint_steps=4)
    game.press("a")  # the hint: "up" (the first legal move), the gap goes to 4
    for button in ("down", "down", "down", "left"):  # down, down, then a buzz: the gap on top
        game.press(button)
        assert not game.ready and game.moves == 0, "kept until the hint has been acted on"
        clock.now += 0.01
        game.tick()
    settle(game, clock)
    expected = Board(3, 3, scramble)
    for direction in ("up", "down", "left"):
        expected.move(direction)
    assert game.board.tiles == expected.tiles and game.moves == 3 and game.helped
    assert feedback.said == ["moved", "moved", "blocked", "blocked", "moved"]


def test_more_inputs_than_kept_buzz_and_every_one_kept_is_played():
    """While a hint is worked out KEPT inputs are kept; one more buzzes at once and is not
    played. Here the hint takes long (as a new 4x4 plan on the badge) and every kept input is
    a B that has nothing to take back but the hint's move."""
    scramble = walk(4, 4, ["down", "right"])
    game, view, clock, feedback = new_game(scramble, hint_steps=KEPT + 10)
    game.press("a")
    for _ in range(KEPT + 3):
        game.press("b")
        game.tick()
    assert feedback.said == ["blocked"] * 3 and game.moves == 0
    settle(game, clock)
    assert game.moves == 0 and game.board.tiles == scramble
    assert feedback.said == ["blocked"] * 3 + ["moved", "moved"] + ["blocked"] * (KEPT - 1)


def test_a_click_is_one_input_making_a_counted_move_a_tile_that_glide_in_turn():
    """A click three cells from the gap moves three tiles: three moves, one click of the
    feedback, and the three tiles glide one after the other, the nearest first."""
    scramble = walk(4, 4, ["right", "right"])  # the gap at 13 (row 3, column 1)
    game, view, clock, feedback = new_game(scramble)
    tiles = Board(4, 4, scramble)
    shown = len(view.shown)
    game.press((1, 0))  # the FakeView's pixel: column 1, row 0, three cells above the gap
    assert game.moves == 3 and feedback.said == ["moved"]
    settle(game, clock)
    set_off = [entry[1:4] for entry in view.shown[shown:] if entry[4] == 0]
    assert set_off == [(tiles.tile_at(cell), cell, cell + 4) for cell in (9, 5, 1)]
    assert view.last == ("slide", tiles.tile_at(1), 1, 5, 1)
    game.press((1, 0))  # the gap's own cell, then a cell out of line with it: nothing
    game.press((2, 1))
    assert game.moves == 3 and feedback.said == ["moved"]


HOSTILE = [(1.5, 0), (0, 2.0), (10**30, 0), (-10**30, 5), (-1, -1), (0,), (0, 0, 0), (),
           ("1", "0"), (True, False), (None, None), [1, 0], "click", None, 3, b"up", "UP"]


def test_inputs_that_mean_nothing_do_nothing_at_once_or_kept():
    """Clicks off the board or of any other shape, and anything that is no button, change
    nothing and raise nothing: in play, and while a hint is worked out (nothing is kept)."""
    scramble = walk(3, 3, ["right", "down"])  # the gap at 4: every cell a click could slide
    game, view, clock, feedback = new_game(scramble, hint_steps=3)
    for hostile in HOSTILE:
        game.press(hostile)
    assert (game.board.tiles, game.moves, feedback.said) == (scramble, 0, [])
    game.press("a")
    for hostile in HOSTILE:
        game.press(hostile)
    game.press((1, 0))  # the one input kept: a click in the gap's column
    settle(game, clock)  # the hint moves the tile below the gap up, then the click two tiles
    assert game.moves == 3 and feedback.said == ["moved", "moved"]


def test_the_solving_move_glides_and_you_won_comes_as_it_lands():
    game, view, clock, feedback = new_game(walk(3, 3, ["down"]))
    game.press("up")
    assert game.state == "solved" and view.last[0] == "slide" and feedback.said == ["solved"]
    clock.now += GLIDE / 2
    game.tick()
    assert view.last[:4] == ("slide", 5, 8, 5) and view.last[4] == 0.5
    settle(game, clock)
    assert view.last == ("board", list(range(9)), "You won!", "1 move  0:00")


def test_the_move_that_ends_a_challenge_glides_and_out_of_moves_comes_as_it_lands():
    game, view, clock, feedback = new_game(walk(3, 3, ["down", "right"]), move_limit=2)
    game.press("left")
    game.press("right")  # lands the first, and is the last the limit allows
    assert game.state == "out" and view.last[0] == "slide"
    game.press("start")  # lands it, shows "Out of moves", then goes back to the intro
    assert game.state == "intro" and view.shown[-2][2] == "Out of moves"


# A random stream of inputs: arrows, B, A's hint, the menu's buttons and clicks anywhere (the
# FakeView's pixels are cells' columns and rows, -1 and 4 off the board).
INPUTS = st.one_of(st.sampled_from(["up", "down", "left", "right", "b", "a", "start"]),
                   st.tuples(st.integers(-1, 4), st.integers(-1, 4)))
MENU = st.sampled_from(["up", "down", "a", "b", "start"])


@settings(max_examples=200, deadline=None)
@given(data=st.data(), size=st.sampled_from([3, 4]), hint_steps=st.integers(1, 4),
       glide=st.sampled_from([0, GLIDE]), seed=st.integers(0, 2**16))
def test_inputs_typed_fast_do_what_they_do_one_at_a_time(data, size, hint_steps, glide, seed):
    """Any stream of inputs, each in a pass of its own at most 50 ms after the last (tiles still
    gliding, hints still worked out), ends as the same inputs made one at a time, each once the
    game has settled: the same board, counts and state, and the same clicks and buzzes in the
    same order. The stream is cut where one at a time it leaves play and the menu (a new
    scramble's setup pause ignores presses: one at a time waits it out)."""
    rng = random.Random(seed)
    scramble = Board(size, size)
    scramble.scramble(rng)
    slow, _, slow_clock, slow_feedback = new_game(scramble.tiles, hint_steps, glide)
    inputs = []
    for _ in range(data.draw(st.integers(0, 40))):
        button = data.draw(MENU if slow.state == "menu" else INPUTS)
        slow.press(button)
        if slow.state in ("intro", "setup"):  # the menu's New scramble or Back to intro
            break
        inputs.append(button)
        settle(slow, slow_clock)
        if slow.state not in ("play", "menu"):
            break
    slow, _, slow_clock, slow_feedback = new_game(scramble.tiles, hint_steps, glide)
    one_at_a_time(slow, slow_clock, inputs)
    fast, _, fast_clock, fast_feedback = new_game(scramble.tiles, hint_steps, glide)
    gaps = data.draw(st.lists(st.sampled_from([0, 0.01, 0.03, 0.05]), min_size=len(inputs),
                              max_size=len(inputs)))
    typed_fast(fast, fast_clock, inputs, gaps)
    assert seen(fast, fast_feedback) == seen(slow, slow_feedback)


GLIDING_PRESSES = """
import gc, json
from game_gate import FakeClock, FakeView
from puzzle.game import Game
from puzzle.settings import Settings


class View(FakeView):
    def slide(self, tile, source, target, fraction):
        pass


clock = FakeClock()
settings = Settings()
settings.SLIDE_SECONDS = 0.1
game = Game(View(), clock, settings)
press, tick = game.press, game.tick  # bound once: binding a method allocates
press("a")
clock.now += 10
tick()
press("right")
press("left")
move = before = allocated = 0  # made now: a new global can grow the module's dict inside the count
gc.collect()
gc.disable()
before = gc.mem_alloc()
for move in range(500):  # each press lands the glide before it and starts its own
    press("right")
    press("left")
allocated = gc.mem_alloc() - before
gc.enable()
print(json.dumps({"allocated": allocated, "moves": game.moves, "busy": game.busy}))
"""


def test_under_micropython_a_press_that_lands_a_glide_and_starts_one_allocates_nothing(
        tmp_path):
    """The badge's heap must not fragment as tiles glide: 1000 presses, each landing the glide
    before it and starting its own, with the collector off leave MicroPython's heap as it was.
    (A pass that moves a glide on computes with floats, which the badge keeps off the heap and
    this 64-bit port does not: those are measured on the real runtime, not here.)"""
    from test_micropython import result_of, run_source

    done = run_source(tmp_path, GLIDING_PRESSES)
    assert done.returncode == 0, done.stdout + done.stderr
    result = result_of(done)
    assert result["allocated"] == 0 and result["moves"] >= 999 and result["busy"], result
