# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The state machine, driven through whole games by scripted presses, a fake view and clock."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import puzzle.board
from puzzle.board import Board
from puzzle.texts import MENU, REDO, RESTART, format_time, moves_text
from support import (OPPOSITE, CountingFeedback, FakeClock, FakeHinter, FakeView, ScriptedRng,
                     a_game, shortest_solution)

SETUP = 1.5
WON = 2.5


@pytest.fixture(autouse=True)
def near_scrambles(monkeypatch):
    """These games are scripted (``ScriptedRng``) from scrambles a few moves from solved, so
    they play out in a few presses: the normal scramble's least distance (test_board.py
    tests it) comes down to 1 move here."""
    monkeypatch.setattr(puzzle.board, "SCRAMBLE_SHARE", 0)


def walk(width, height, directions):
    """The arrangement that ``directions`` make from solved."""
    board = Board(width, height)
    for direction in directions:
        assert board.move(direction) is not None
    return board.tiles


def new_game(*targets, sizes=((3, 3), (4, 4)), rng=None, clock=None, **options):
    """A game on a fake view and clock whose scrambles are ``targets`` (or ``rng``'s);
    ``options`` are the game's own parameters."""
    view, clock = FakeView(), clock or FakeClock()
    rng = rng or ScriptedRng(*targets)
    game = a_game(view, clock, sizes=sizes, rng=rng, setup_seconds=SETUP, won_seconds=WON,
                **options)
    if isinstance(rng, ScriptedRng):
        rng.game = game  # each scramble starts from the board as the game left it
    return game, view, clock


def start(game, clock, button="a"):
    """Choose a size and let the setup pause run out."""
    game.press(button)
    clock.now += SETUP
    game.tick()
    assert game.state == "play"


def test_intro_shows_the_picture_and_the_size_buttons():
    game, view, _ = new_game()
    assert game.state == "intro"
    assert view.shown == [("pictures", None, ((3, 3), (4, 4))),
                          ("picture", 3, 3, "Slide", "A 3x3 B 4x4 SELECT normal", "")]


@pytest.mark.parametrize("button, size", [("a", (3, 3)), ("b", (4, 4))])
def test_setup_shows_solved_tiles_then_the_scramble(button, size):
    width, height = size
    scramble = walk(width, height, ["down", "right", "down"])
    game, view, clock = new_game(scramble)
    game.press(button)
    assert game.state == "setup"
    assert view.last == ("board", list(range(width * height)), "", "")

    clock.now += SETUP - 0.01
    game.tick()
    assert game.state == "setup", "the solved tiles stay for the whole pause"

    clock.now += 0.01
    game.tick()
    assert game.state == "play"
    assert (game.board.width, game.board.height) == size
    assert view.last == ("board", scramble, "", "")
    assert game.moves == 0


def test_presses_during_setup_move_nothing_and_are_not_replayed():
    game, view, clock = new_game(walk(3, 3, ["down", "right"]))
    game.press("a")
    shown = len(view.shown)
    for button in ("up", "down", "left", "right", "a", "b", "start", "select"):
        game.press(button)
    assert game.state == "setup"
    assert len(view.shown) == shown, "nothing redrawn"
    clock.now += SETUP
    game.tick()
    assert game.board.tiles == walk(3, 3, ["down", "right"])
    assert game.moves == 0


def test_a_whole_game_from_intro_to_solved_and_back():
    directions = ["down", "right", "down", "right", "up", "left"]
    game, view, clock = new_game(walk(3, 3, directions))
    start(game, clock)
    clock.now += 12  # the player thinks
    solution = [OPPOSITE[d] for d in reversed(directions)]
    for direction in solution[:-1]:
        game.press(direction)
        assert game.state == "play"
        assert view.last[0] == "board"
    game.press(solution[-1])

    assert game.state == "solved"
    assert game.moves == len(solution)
    assert game.seconds == pytest.approx(12)
    assert view.last == ("board", list(range(9)), "You won!", "6 moves  0:12")

    for button in ("up", "a", "b", "select"):
        game.press(button)
    assert game.state == "solved", "only START leaves the solved screen"

    clock.now += WON
    game.tick()
    assert view.last == ("picture", 3, 3, "You won!", "6 moves  0:12\nPress START", "")

    game.press("start")
    assert game.state == "intro"
    assert view.last == ("picture", 3, 3, "Slide", "A 3x3 B 4x4 SELECT normal", "")


def test_start_goes_back_to_the_intro_before_the_picture_too():
    game, _, clock = new_game(walk(3, 3, ["down"]))
    start(game, clock)
    game.press("up")
    assert game.state == "solved"
    game.press("start")
    assert game.state == "intro"
    clock.now += WON
    game.tick()
    assert game.state == "intro", "the solved screen's timer died with it"


def test_a_random_scramble_solved_by_breadth_first_search():
    game, _, clock = new_game(rng=random.Random(2026))
    start(game, clock)
    solution = shortest_solution(game.board.tiles, 3, 3)
    for direction in solution:
        game.press(direction)
    assert game.state == "solved"
    assert game.moves == len(solution)


def test_a_4x4_game_and_then_a_3x3_game():
    game, view, clock = new_game(walk(4, 4, ["down", "down", "right"]), walk(3, 3, ["right"]))
    start(game, clock, "b")
    for direction in ("left", "up", "up"):
        game.press(direction)
    assert game.state == "solved" and game.moves == 3
    game.press("start")
    start(game, clock, "a")
    assert game.board.width == 3
    assert view.last == ("board", walk(3, 3, ["right"]), "", "")


def test_a_move_that_is_not_possible_is_ignored():
    game, view, clock = new_game(walk(3, 3, ["down", "right"]))  # gap in the centre row
    start(game, clock)
    game.press("down")  # the gap is at position 4: the tile above it can move down
    shown = len(view.shown)
    tiles = game.board.tiles
    board = Board(3, 3, tiles)
    for direction in ("up", "down", "left", "right"):
        if direction not in board.legal_moves():
            game.press(direction)
    assert game.board.tiles == tiles
    assert len(view.shown) == shown
    for button in ("a", "select"):  # hint buttons, and this game has no hints
        game.press(button)
    assert game.board.tiles == tiles and game.state == "play"


def test_intro_ignores_everything_but_a_b_and_select():
    game, view, _ = new_game()
    for button in ("up", "down", "left", "right", "start"):
        game.press(button)
    assert game.state == "intro"
    assert len(view.shown) == 2


class CountingClock(FakeClock):
    """A fake clock that counts its readings."""

    def __init__(self):
        super().__init__()
        self.readings = 0

    def __call__(self):
        self.readings += 1
        return self.now


def test_play_reads_no_clock():
    """In play, passes of the loop and moves that do not end the game read no clock (on the
    badge a reading is a float: nothing is allocated per pass or per move); the move that
    solves the board reads it, for the time."""
    clock = CountingClock()
    game, _, _ = new_game(walk(3, 3, ["down", "right", "down"]), clock=clock)
    start(game, clock)
    clock.readings = 0
    for direction in ("left", "right", "down", "b", "b"):  # moves, a buzz (gap on top), undos
        game.press(direction)
        for _ in range(10):
            game.tick()
    assert game.moves == 0 and clock.readings == 0
    game.press("up")
    game.press("left")
    game.press("up")
    assert game.state == "solved" and clock.readings > 0


def test_a_notice_is_shown_on_the_intro_until_a_size_is_chosen():
    view, clock = FakeView(), FakeClock()
    game = a_game(view, clock, rng=ScriptedRng(walk(3, 3, ["down"])), notices=["bad SIZES"])
    assert view.last[-1] == "bad SIZES"
    start(game, clock)
    game.press("up")
    game.press("start")
    assert view.last == ("picture", 3, 3, "Slide", "A 3x3 B 4x4 SELECT normal", "")


@pytest.mark.parametrize("seconds, text", [(0, "0:00"), (9.99, "0:09"), (65.3, "1:05"),
                                           (3599.9, "59:59"), (3600, "1:00:00"),
                                           (3723, "1:02:03"), (359999, "99:59:59"),
                                           (360000, "100:00:00")])
def test_format_time(seconds, text):
    assert format_time(seconds) == text


def picture_game(names, problems=None, picture=0):
    view, clock, saved = FakeView(problems), FakeClock(), []
    game = a_game(view, clock, rng=ScriptedRng(walk(3, 3, ["down"])), pictures=names,
                   picture=picture, remember=saved.append)
    return game, view, clock, saved


def test_left_and_right_on_the_intro_cycle_through_the_picture_sets():
    game, view, _, _ = picture_game(["garden", "night", "seaside"], picture=1)
    assert view.last[:4] == ("picture", 3, 3, "< Night >")
    names = []
    for button in ("right", "right", "left", "left", "left"):
        game.press(button)
        assert view.shown[-2] == ("pictures", game.picture_name, ((3, 3), (4, 4)))
        names.append(view.last[3])
    assert names == ["< Seaside >", "< Garden >", "< Seaside >", "< Night >", "< Garden >"]
    assert game.state == "intro"


def test_one_picture_set_has_no_arrows_and_ignores_left_and_right():
    game, view, _, _ = picture_game(["night"])
    assert view.last[3] == "Night"
    shown = len(view.shown)
    game.press("left")
    game.press("right")
    assert len(view.shown) == shown


def test_the_chosen_set_is_remembered_when_a_game_starts_with_it():
    game, _, clock, saved = picture_game(["garden", "night"])
    game.press("right")
    game.press("left")
    game.press("right")
    assert saved == [], "browsing the sets writes nothing"
    start(game, clock)
    assert saved == ["night"]


def test_a_broken_set_is_reported_on_screen_and_console_and_the_game_plays_on(capsys):
    problems = {"night": ["tiles3.bmp: 24 bits per pixel", "full.bmp: missing"]}
    game, view, clock, _ = picture_game(["garden", "night"], problems)
    assert view.last[-1] == ""
    game.press("right")
    assert view.last[-1] == "night: tiles3.bmp: 24 bits per pixel (+1 more)"
    assert capsys.readouterr().out.splitlines() == [
        "night: tiles3.bmp: 24 bits per pixel", "night: full.bmp: missing"]
    start(game, clock)
    game.press("up")
    assert game.state == "solved"


# Undo, menu, records, modes, hints and the demo (issues 5 and 6) ------------------------------

def test_undo_takes_back_every_move_down_to_the_scramble():
    scramble = walk(3, 3, ["down", "right", "down"])
    game, view, clock = new_game(scramble)
    start(game, clock)
    pressed = ["left", "right", "down", "left", "up", "up", "right", "down", "left"]
    for direction in pressed:
        game.press(direction)
    assert game.moves > 0
    for _ in range(game.moves):
        game.press("b")
    assert game.board.tiles == scramble and game.moves == 0
    assert view.last == ("board", scramble, "", "")
    game.press("b")  # nothing left to take back
    assert game.board.tiles == scramble and game.moves == 0


@pytest.mark.parametrize("extra", [1, 7, 2048, 3000])
def test_undo_past_what_it_remembers_stops_where_board_and_count_agree(extra):
    """HISTORY moves are remembered; older ones are forgotten, and undo stops there."""
    from puzzle.play import HISTORY

    scramble = walk(4, 4, ["down", "right", "down"])
    feedback = CountingFeedback()
    game, view, clock = new_game(scramble, feedback=feedback)
    start(game, clock, "b")
    made = []
    rng = random.Random(extra)
    while len(made) < HISTORY + extra:
        direction = rng.choice(game.board.legal_moves())
        game.press(direction)
        made.append((direction, game.board.tiles))
        if game.state != "play":  # solved by chance: the walk is long enough to allow it
            pytest.skip("a random walk solved the board")
    assert game.moves == HISTORY + extra
    del feedback.said[:]
    for _ in range(HISTORY):
        game.press("b")
    assert game.moves == extra
    assert game.board.tiles == made[extra - 1][1], "the board as it was after `extra` moves"
    assert "blocked" not in feedback.said
    game.press("b")
    assert feedback.said[-1] == "blocked", "undo says it cannot go further"
    assert game.moves == extra and game.board.tiles == made[extra - 1][1]


def test_moves_at_the_end_count_only_the_moves_that_stand():
    game, _, clock = new_game(walk(3, 3, ["down"]))
    start(game, clock)
    game.press("left")
    game.press("b")
    game.press("up")
    assert game.state == "solved" and game.moves == 1


def test_the_menu_resumes_rescrambles_or_leaves_and_stops_the_clock():
    first, second = walk(3, 3, ["down", "right"]), walk(3, 3, ["right", "down"])
    third = walk(3, 3, ["down", "down"])
    game, view, clock = new_game(first, second, third)
    start(game, clock)
    clock.now += 5
    game.press("start")
    assert game.state == "menu"
    assert view.last == ("text", "Paused", "0 moves  0:05",
                         "> Resume\n  (Redo)\n  (Restart)\n  New scramble\n  Back to intro")
    clock.now += 600  # a long pause costs no time
    game.press("up")  # wraps to the last item
    assert view.last[-1].endswith("> Back to intro")
    game.press("down")
    game.press("b")  # closes the menu, like START
    assert game.state == "play"
    clock.now += 5
    game.press("left")
    game.press("up")
    assert game.state == "solved" and game.seconds == pytest.approx(10)

    game.press("start")
    start(game, clock)
    game.press("start")
    game.press("up")
    game.press("up")
    game.press("a")  # New scramble
    assert game.state == "setup"
    clock.now += SETUP
    game.tick()
    assert game.board.tiles == third and game.moves == 0

    game.press("start")
    game.press("up")
    game.press("a")  # Back to intro
    assert game.state == "intro"


def test_records_are_kept_per_size_and_shown():
    from puzzle.saves import Records

    records = Records()
    rng = ScriptedRng(walk(3, 3, ["down"]), walk(3, 3, ["down"]), walk(3, 3, ["down"]))
    view, clock = FakeView(), FakeClock()
    game = a_game(view, clock, rng=rng, records=records)
    rng.game = game
    for extra in ([], ["right", "left"], []):
        start(game, clock)
        clock.now += 3
        for direction in extra + ["up"]:
            game.press(direction)
        assert game.state == "solved"
        clock.now += WON
        game.tick()
        game.press("start")
    assert records.get("3x3") == (1, 3, 3)  # best moves, best seconds, games
    assert view.last[4] == "A 3x3 B 4x4 SELECT normal\n3x3 best 1 move 0:03"


def test_a_new_record_is_announced():
    from puzzle.saves import Records

    records = Records()
    records.add("3x3", 5, 100)
    game, view, clock = new_game(walk(3, 3, ["down"]), records=records)
    start(game, clock)
    game.press("up")
    assert view.last[2] == "New record!"


def test_easy_mode_scrambles_by_a_walk_that_never_turns_back():
    view, clock = FakeView(), FakeClock()
    game = a_game(view, clock, rng=random.Random(5), easy_moves=12)
    game.press("select")
    assert game.mode == "easy" and "SELECT easy" in view.last[4]
    for _ in range(30):
        start(game, clock)
        distance = len(shortest_solution(game.board.tiles, 3, 3))
        assert 0 < distance <= 12
        game.press("start")
        game.press("up")
        game.press("a")  # Back to intro


def test_challenge_mode_ends_out_of_moves():
    game, view, clock = new_game(walk(3, 3, ["down", "right", "down", "right"]), move_limit=6)
    start(game, clock)
    for direction in ("left", "right", "left", "right", "left", "right"):
        game.press(direction)
    assert game.state == "out"
    assert view.last[2:] == ("Out of moves", "6 moves  0:00\nPress START")
    game.press("up")
    assert game.state == "out"
    game.press("start")
    assert game.state == "intro"


def best_move(board):
    """The first move of a shortest solution, or None when solved."""
    return (shortest_solution(board.tiles, board.width, board.height) or [None])[0]


def test_a_hints_a_move_and_marks_the_game_helped():
    game, view, clock = new_game(walk(3, 3, ["down", "right"]),
                                 make_hinter=lambda: FakeHinter(best_move))
    start(game, clock)
    game.press("a")
    assert game.moves == 0 and not game.ready, "the hint is on its way"
    game.tick()  # the first hint's pass makes the hinter
    assert game.moves == 0 and not game.ready
    game.tick()
    assert game.moves == 1 and game.ready
    game.press("a")
    game.tick()
    assert game.state == "solved" and game.helped
    assert view.last[3] == "2 moves  0:00  helped"


def test_select_highlights_the_tile_to_move_for_a_moment():
    # the gap at 5: the tile at 8 moves up
    game, view, clock = new_game(walk(3, 3, ["down"]),
                                 make_hinter=lambda: FakeHinter(lambda board: "up"))
    start(game, clock)
    game.press("select")
    game.tick()  # the hinter made
    game.tick()
    assert view.last == ("highlight", 8)
    clock.now += 0.5
    game.tick()
    assert view.last == ("highlight", 8)
    clock.now += 0.6
    game.tick()
    assert view.last == ("highlight", -1)
    assert game.board.tiles == walk(3, 3, ["down"])


def test_the_demo_starts_after_idle_time_and_any_press_ends_it():
    game, view, clock = new_game(rng=random.Random(3), make_hinter=lambda: FakeHinter(best_move))
    clock.now += 29
    game.tick()
    assert game.state == "intro"
    clock.now += 1
    game.tick()
    assert game.state == "demo"
    steps = 0
    while view.last[0] != "picture":
        clock.now += 0.4
        game.tick()
        steps += 1
    assert game.board.is_solved() and steps < 80  # a pass for each move's time, one for its hint
    game.press("left")
    assert game.state == "intro"
    clock.now += 10
    game.tick()
    assert game.state == "intro", "the idle time starts again"


def test_a_tile_glides_and_the_next_press_lands_it_at_once_and_plays():
    """A press while a tile glides is not kept for later: the tile lands there and then, and
    the press is played on the board it landed on, gliding in turn from the next pass (a pass
    draws a landing or a setting off, not both: see test_badge_passes.py)."""
    scramble = walk(3, 3, ["down", "right", "down"])  # the gap at 1
    game, view, clock = new_game(scramble, slide_seconds=0.1)
    start(game, clock)
    game.press("up")  # the tile at 4 glides up into the gap at 1
    tile = game.board.tile_at(1)
    assert view.last == ("slide", tile, 4, 1, 0) and game.busy and game.ready
    clock.now += 0.05
    game.tick()
    assert view.last == ("slide", tile, 4, 1, 0.5)
    shown = len(view.shown)
    game.press("left")  # lands "up", then the tile at 5 glides left into the gap at 4
    left = game.board.tile_at(4)
    assert view.shown[shown:] == [("slide", tile, 4, 1, 1)] and game.busy
    game.tick()  # the pass of the press: its landing drawn
    assert view.shown[shown:] == [("slide", tile, 4, 1, 1)]
    game.tick()  # the next: the tile at 5 sets off
    assert view.shown[shown:] == [("slide", tile, 4, 1, 1), ("slide", left, 5, 4, 0)]
    game.press("b")  # lands "left", then takes it back: the tile glides back
    game.press("left")
    assert game.moves == 2, "up, left, left taken back, left again: each when it was pressed"
    expected = Board(3, 3, scramble)
    for direction in ("up", "left"):
        expected.move(direction)
    assert game.board.tiles == expected.tiles
    while game.busy:
        clock.now += 0.025
        game.tick()
    assert view.last == ("slide", left, 5, 4, 1)
    assert [entry[0] for entry in view.shown].count("slide") >= 4 * 2


def test_without_sliding_a_move_shows_at_once():
    game, view, clock = new_game(walk(3, 3, ["down", "right"]))
    start(game, clock)
    game.press("left")
    assert view.last[0] == "board" and game.ready


# Redo, restart, either hint as help, moves and time in play (issue 12) ------------------------

def open_menu_at(game, view, item):
    """START, then DOWN to ``item`` (a place in ``texts.MENU``) from wherever it opened."""
    game.press("start")
    assert game.state == "menu"
    for _ in range(len(MENU)):
        if view.last[3].splitlines()[item].startswith("> "):
            break
        game.press("down")
    assert view.last[3].splitlines()[item].lstrip("> (").startswith(MENU[item][:4])


def test_redo_makes_the_undone_moves_again_until_a_new_move():
    scramble = walk(3, 3, ["down", "right", "down", "right", "up"])
    game, view, clock = new_game(scramble)
    start(game, clock)
    made = []
    for direction in ("left", "up", "right"):
        game.press(direction)
        made.append(game.board.tiles)
    game.press("b")
    game.press("b")
    assert game.moves == 1 and game.board.tiles == made[0]
    open_menu_at(game, view, REDO)
    assert view.last[3].splitlines()[REDO] == "> Redo (2)"
    game.press("a")
    assert game.state == "play" and game.moves == 2 and game.board.tiles == made[1]
    game.press("start")  # the menu opens on Redo while there is more to redo
    assert view.last[3].splitlines()[REDO] == "> Redo (1)"
    game.press("a")
    assert game.moves == 3 and game.board.tiles == made[2]
    game.press("start")  # nothing more to redo: it opens on Resume
    assert view.last[3].startswith("> Resume\n  (Redo)\n")
    game.press("down")
    game.press("a")  # Redo with nothing to redo: a buzz, the menu stays
    assert game.state == "menu" and game.moves == 3
    game.press("b")
    game.press("b")  # undo one, then a new move: redo has nothing any more
    game.press("left" if game.board.source("left") >= 0 else "right")
    assert game.redoable == 0
    open_menu_at(game, view, REDO)
    moves, tiles = game.moves, game.board.tiles
    game.press("a")
    assert game.state == "menu" and (game.moves, game.board.tiles) == (moves, tiles)


def test_redo_glides_like_a_move_and_can_solve_the_board():
    """A redo that solves the board wins the game, as the move it makes again."""
    scramble = walk(3, 3, ["down", "right"])
    game, view, clock = new_game(scramble, slide_seconds=0.1)
    start(game, clock)
    game.press("left")  # solves it? no: the gap at 4, "left" moves the tile at 5
    while game.busy:
        clock.now += 0.05
        game.tick()
    game.press("b")
    while game.busy:
        clock.now += 0.05
        game.tick()
    assert game.board.tiles == scramble
    open_menu_at(game, view, REDO)
    game.press("a")
    assert view.last[0] == "slide" and game.busy, "the redone move glides"
    while game.busy:
        clock.now += 0.05
        game.tick()
    assert game.moves == 1 and game.state == "play"
    game.press("up")
    assert game.state == "solved" and game.moves == 2


def test_restart_plays_the_same_scramble_from_nothing():
    directions = ["down", "right", "down", "right", "up"]
    scramble = walk(3, 3, directions)
    game, view, clock = new_game(scramble, scramble, make_hinter=lambda: FakeHinter(best_move))
    start(game, clock)
    clock.now += 7
    game.press("a")  # a hint: helped
    game.tick()  # the hinter made
    game.tick()
    for direction in ("left", "up", "b", "b"):
        game.press(direction)
    assert game.helped and game.moves > 0
    open_menu_at(game, view, RESTART)
    assert view.last[2] == "%s  0:07  helped" % moves_text(game.moves)
    clock.now += 100  # the menu's time does not count, and Restart starts it again
    game.press("a")
    assert game.state == "play" and view.last == ("board", scramble, "", "")
    assert (game.board.tiles, game.moves, game.helped) == (scramble, 0, False)
    assert game.redoable == 0
    clock.now += 3
    game.press("start")
    assert view.last[2] == "0 moves  0:03"
    game.press("start")
    restarted = game.board
    for direction in reversed(directions):  # the walk taken back
        game.press(OPPOSITE[direction])
    assert game.state == "solved" and game.moves == 5
    game.press("start")
    game.press("a")
    assert game.board is restarted, "the restarted board is the game's for its size"


def test_the_menu_shows_the_moves_and_time_so_far_and_hides_the_board():
    game, view, clock = new_game(walk(3, 3, ["down", "right", "down"]))
    start(game, clock)
    clock.now += 65
    game.press("left")
    game.press("start")
    assert view.last == ("text", "Paused", "1 move  1:05",
                         "> Resume\n  (Redo)\n  Restart\n  New scramble\n  Back to intro")
    assert game.seconds == pytest.approx(65)
    clock.now += 3600
    game.press("b")  # back to play
    clock.now += 3600
    game.press("start")
    assert view.last[2] == "1 move  1:01:05"


def test_the_menu_tells_which_items_would_do_nothing_and_they_only_buzz():
    """Redo with nothing undone and Restart before a move (or a hint) are in brackets; A on
    one buzzes and changes nothing, the menu stays."""
    feedback = CountingFeedback()
    scramble = walk(3, 3, ["down", "right", "down"])
    game, view, clock = new_game(scramble, feedback=feedback,
                                 make_hinter=lambda: FakeHinter(lambda board: "up"))
    start(game, clock)
    clock.now += 5
    for item in (REDO, RESTART):
        open_menu_at(game, view, item)
        assert view.last[3].splitlines()[REDO:RESTART + 1] == (
            ["> (Redo)", "  (Restart)"] if item == REDO else ["  (Redo)", "> (Restart)"])
        clock.now += 1
        game.press("a")
        assert feedback.said[-1] == "blocked" and game.state == "menu"
        assert view.last[3].splitlines()[item].startswith("> (")
        game.press("start")
        assert game.state == "play" and game.board.tiles == scramble
    game.press("start")
    assert view.last[2] == "0 moves  0:05", "the clock ran on: nothing restarted it"
    game.press("start")
    game.press("select")  # a hint frames a tile: a restart would make the game unhelped
    game.tick()
    game.tick()
    game.press("start")
    assert view.last[3].splitlines()[REDO:RESTART + 1] == ["  (Redo)", "  Restart"]
    game.press("b")
    game.press("left")
    game.press("b")  # the move undone: Redo can make it again
    open_menu_at(game, view, REDO)
    assert view.last[3].splitlines()[REDO:RESTART + 1] == ["> Redo (1)", "  Restart"]


def test_select_counts_as_help_on_screen_and_in_the_records():
    from puzzle.saves import Records

    records = Records()
    records.add("3x3", 50, 100)
    game, view, clock = new_game(walk(3, 3, ["down"]), records=records,
                                 make_hinter=lambda: FakeHinter(lambda board: "up"))
    start(game, clock)
    game.press("select")
    game.tick()  # the hinter made
    game.tick()
    assert view.last == ("highlight", 8) and game.helped
    game.press("up")  # the framed tile, moved by the player
    assert game.state == "solved" and game.helped
    assert view.last[2:] == ("You won!", "1 move  0:00  helped")
    assert records.get("3x3") == (50, 100, 2), "counted, no record set"


def test_select_on_a_solved_board_or_without_an_answer_is_no_help():
    game, view, clock = new_game(walk(3, 3, ["down"]),
                                 make_hinter=lambda: FakeHinter(lambda board: None))
    start(game, clock)
    game.press("select")
    game.tick()
    assert not game.helped


def test_a_challenge_shows_the_moves_left_in_the_gap_from_ten():
    from puzzle.screens import LEFT_SHOWN

    scramble = walk(3, 3, ["down", "right", "down", "right"])
    game, view, clock = new_game(scramble, scramble, move_limit=14)
    start(game, clock)
    assert view.notes == [""], "14 left: not shown yet"
    for _ in range(4):
        game.press("left")
        game.press("right")
    assert view.notes[-1] == "6 left"
    assert "%d left" % LEFT_SHOWN in view.notes and "%d left" % (LEFT_SHOWN + 1) not in view.notes
    game.press("b")
    assert view.notes[-1] == "7 left", "an undone move is given back"
    for _ in range(3):
        game.press("left")
        game.press("right")
    assert view.notes[-1] == "1 left"
    game.press("left")
    assert game.state == "out" and view.last[2] == "Out of moves"
    game.press("start")
    start(game, clock)
    assert view.notes[-1] == "", "a new game has its 14 moves again"


def test_without_a_challenge_the_gap_says_nothing():
    game, view, clock = new_game(walk(3, 3, ["down", "right", "down"]))
    start(game, clock)
    for direction in ("left", "right", "b"):
        game.press(direction)
    assert view.notes == []


def test_the_demo_says_so_in_the_gap_and_stops_saying_it():
    game, view, clock = new_game(rng=random.Random(3), make_hinter=lambda: FakeHinter(best_move))
    clock.now += 30
    game.tick()
    assert game.state == "demo" and view.notes == ["Demo"]
    game.press("a")
    assert game.state == "intro" and view.notes == ["Demo", ""]


OPS = ("up", "down", "left", "right", "b", "redo")


@settings(max_examples=150, deadline=None)
@given(ops=st.lists(st.sampled_from(OPS), max_size=80), limit=st.sampled_from([0, 12, 30]))
def test_moves_undo_and_redo_keep_board_and_counts_as_a_model_says(ops, limit):
    """Arrows, B and the menu's Redo in any order, against a model: the arrangements of the
    moves that stand, and those undone that redo can make again (a new move forgets them)."""
    scramble = walk(4, 4, ["down", "right", "down", "right", "up", "right", "down", "down"])
    game, view, clock = new_game(scramble, sizes=((4, 4), (3, 3)), move_limit=limit)
    start(game, clock)
    stood = [scramble]  # the arrangement after each move that stands, the scramble first
    undone = []  # arrangements undo left, the next to redo last
    for op in ops:
        if op == "b":
            game.press("b")
            if len(stood) > 1:
                undone.append(stood.pop())
        elif op == "redo":
            open_menu_at(game, view, REDO)
            game.press("a")
            if undone:
                stood.append(undone.pop())
            else:
                game.press("b")  # nothing to redo: the menu stayed; close it
        else:
            board = Board(4, 4, stood[-1])
            if board.move(op) is not None:
                stood.append(board.tiles)
                undone = []
            game.press(op)
        assert game.board.tiles == stood[-1]
        assert game.moves == len(stood) - 1
        assert game.redoable == len(undone)
        if game.state != "play":  # the move limit, or solved by chance
            assert game.state == ("out" if stood[-1] != list(range(16)) else "solved")
            assert game.state == "solved" or game.moves == limit
            return
        assert not limit or game.moves < limit


@pytest.mark.parametrize("extra", [1, 2048])
def test_redo_after_undoing_past_what_undo_remembers(extra):
    """2048 + ``extra`` moves, every remembered one undone, then all redone: the board and the
    count are as before the undos, and redo stops there."""
    from puzzle.play import HISTORY

    feedback = CountingFeedback()
    game, view, clock = new_game(walk(4, 4, ["down", "right", "down"]), feedback=feedback)
    start(game, clock, "b")
    rng = random.Random(extra)
    while game.moves < HISTORY + extra:
        game.press(rng.choice(game.board.legal_moves()))
        if game.state != "play":
            pytest.skip("a random walk solved the board")
    tiles = game.board.tiles
    for _ in range(HISTORY + 5):  # five more than it can: they buzz
        game.press("b")
    assert game.moves == extra and game.redoable == HISTORY
    for _ in range(HISTORY):
        open_menu_at(game, view, REDO)
        game.press("a")
    assert game.moves == HISTORY + extra and game.board.tiles == tiles
    del feedback.said[:]
    open_menu_at(game, view, REDO)
    game.press("a")
    assert feedback.said == ["blocked"] and game.moves == HISTORY + extra


def test_a_size_whose_tiles_do_not_fit_stays_on_the_intro_and_says_why():
    """With too little heap for even numbered 4x4 tiles, B is refused on the intro with the
    reason in its notice; A still plays 3x3."""
    view, clock = FakeView(no_room=[(4, 4)]), FakeClock()
    game = a_game(view, clock, setup_seconds=SETUP, won_seconds=WON)
    game.press("b")
    assert game.state == "intro"
    assert game.notice == "4x4: not enough memory for its tiles"
    assert view.shown[-1][-1] == game.notice
    start(game, clock, "a")
    assert (game.board.width, game.board.height) == (3, 3)


def test_the_first_hint_is_worked_out_ahead_a_bounded_slice_a_pass():
    """Issue 26: a game's hint is worked out in the setup pause and the passes a player spends
    looking, at most ``STEP_MOST`` units of work a pass, so that the first hint, and one asked
    just after a move off the plan, answers in the pass of the press."""
    from solving import Solver

    from puzzle.hints import make_solver
    from puzzle.solver.hinter import STEP_MOST

    made = []

    def make():
        hinter = make_solver()  # a module a call, then the solver
        if hinter is not None:
            hinter = Solver()  # the same, each step's work counted (``last``)
            made.append(hinter)
        return hinter

    game, view, clock = new_game(rng=random.Random(5), make_hinter=make)
    for button in ("a", "b"):
        game.press(button)
        slices = []
        looked = 0
        while game.state == "setup" or game.busy:  # the pause, then a player looking
            clock.now += 0.05
            game.tick()
            looked += 1
            slices.append(made[0].last if made else 0)
            assert looked < 500, "still working out the first hint"
        assert 0 < max(slices) <= STEP_MOST and len(made) == 1
        game.press("a")
        game.tick()
        assert game.moves == 1, "the first hint answers in the pass of the press"
        legal = game.board.legal_moves()
        game.press(legal[-1])  # a move of the player's own, on the plan or off it
        game.press("a")
        game.tick()
        assert game.moves == 3, "off the plan, the way back to it answers at once"
        game.press("start")
        for _ in range(4):
            game.press("down")
        game.press("a")  # the menu's last item: back to the intro
        assert game.state == "intro"
