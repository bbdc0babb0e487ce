# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What a pass of play draws on the badge: no pass within a screen draws more than a move.

The desktop's displayio finds the areas CircuitPython 10 finds (:mod:`badge_areas`), and the
display is refreshed only when the game asks, as on the badge. A move draws its two cells, the
gap's ring and the tile on its way (8904 pixels on a 3x3 board); measured on CircuitPython
itself, a game's first move drew two screens more (46 000 to 50 000 pixels: the hidden whole
picture's and text boxes' layers), and a hint asked while a tile glided twice a move (17 808).
The gap's ring is now drawn into the board, so a move draws its two cells once (4452 pixels on
a 3x3 board): it drew them twice (8904), the ring's layer over the board's.
"""

import pytest
from badge_areas import badge_refresh
from test_drawn_once import Player


@pytest.fixture
def player(desktop, monkeypatch):
    work = badge_refresh(monkeypatch, desktop.display)
    player = Player(desktop.display, 0.1)
    player.work = work
    player.change()  # the intro's first pass draws it
    return player


def worked(player, button=None, seconds=0.0):
    """Like ``player.change``: each refresh's work, pixels times the layers over them."""
    work = []
    if button:
        player.game.press(button)
    while True:
        before = player.work.layers
        player.game.tick()
        player.drawn()
        work.append(player.work.layers - before)
        if seconds <= 0:
            return work
        player.clock.now += 0.02
        seconds -= 0.02


def most(passes):
    return max(passes) if passes else 0


def a_move(player):
    """The largest refresh of a move by an arrow, glided to its end."""
    return most(player.change(player.game.board.legal_moves()[0], 0.3))


@pytest.mark.parametrize("size", ["a", "b"])
def test_a_move_draws_its_two_cells_once(player, size):
    """Each refresh of a move by an arrow, set off, glided and landed, draws at most the two
    cells it moves between, once."""
    player.change(size)
    player.change(None, 2)
    cell = 20480 // (9 if size == "a" else 16)
    assert [a_move(player) <= 2 * cell for _ in range(4)] == [True] * 4


@pytest.mark.parametrize("size", ["a", "b"])
def test_a_games_first_move_draws_no_more_than_any_move(player, size):
    """After the intro, the setup pause and the scramble (changes of screen, each drawn
    whole), the first move draws what a move draws: not the layers hidden meanwhile."""
    player.change(size)
    player.change(None, 2)
    assert player.game.state == "play"
    first = a_move(player)
    later = [a_move(player) for _ in range(3)]
    cell = 20480 // (9 if size == "a" else 16)
    assert first <= max(later) <= 5 * cell, (first, later)


def test_a_move_after_the_menu_draws_no_more_than_any_move(player):
    player.change("a")
    player.change(None, 2)
    later = a_move(player)
    player.change("start")
    player.change("b")  # back to play
    assert a_move(player) <= later


@pytest.mark.parametrize("size", ["a", "b"])
def test_presses_while_a_tile_glides_draw_no_more_than_a_move_a_pass(player, size):
    """Hints (A) and arrows pressed faster than a tile glides: each lands the tile on its way
    and moves the next; no pass draws more than a move alone does."""
    player.change(size)
    player.change(None, 2)
    a_move(player)
    alone = a_move(player)
    drawn = []
    for _ in range(6):
        drawn += player.change("a", 0.04)
    for step in range(6):
        drawn += player.change(player.game.board.legal_moves()[step % 2], 0.04)
    assert player.game.moves >= 10
    assert most(drawn) <= alone, (alone, [pixels for pixels in drawn if pixels])


def test_the_demos_moves_work_no_more_than_a_players(player):
    """The demo's note ("Demo", in the gap) has no box: the gap is black. The boxes' layer,
    over the whole screen, stays hidden, so a demo move and its glide work each pixel through
    the layers a player's move does (the note's few characters apart), where with it a demo
    move cost half as much again (9 612 pixels at 3.4 layers, a move 8 904 at 2.5)."""
    player.change("a")
    player.change(None, 2)
    a_move(player)
    move = max(worked(player, player.game.board.legal_moves()[0], 0.3))
    player.change("start")
    player.change("up")  # round to the last item: "Back to intro"
    player.change("a")
    assert player.game.state == "intro"
    player.change(None, 30.5)
    assert player.game.state == "demo"
    demo = max(worked(player, None, 3))
    assert player.game.state == "demo"
    assert demo <= move * 1.05, (demo, move)
