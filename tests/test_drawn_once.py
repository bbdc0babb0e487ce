# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Each change of screen drawn once: the pixels displayio draws for it, counted on the desktop.

On the badge a pixel costs 230 to 450 instructions to draw and 2 bytes over SPI, so a change
drawn layer by layer, its areas overlapping, costs two or three times a screen. The desktop's
display draws through the same displayio calls (Blinka's areas, as the badge's): the rectangles
one refresh draws are added up here, for each change the player sees, and held to one screen.
"""

import random

import pytest
from support import FakeClock

import parameters
from puzzle import settings
from puzzle.app import make_game
from puzzle.layout import SCREEN_HEIGHT, SCREEN_WIDTH

SCREEN = SCREEN_WIDTH * SCREEN_HEIGHT


class Player:
    """A game on the desktop's display, played a pass at a time as ``code.py`` does, with
    the screen refreshed once a pass; the pixels each pass drew in ``passes``."""

    def __init__(self, display, slide_seconds):
        chosen = settings.read(parameters)
        chosen.SLIDE_SECONDS = slide_seconds
        self.clock = FakeClock()
        self.display = display
        self.game = make_game(chosen, display, self.clock, random.Random(3))
        self.counted = display.pixels  # the first intro

    def drawn(self):
        """Pixels drawn since the last call (the presenter refreshes once a pass)."""
        self.display.refresh_window()  # the window's own refresh: nothing is left to draw
        pixels = self.display.pixels - self.counted
        self.counted = self.display.pixels
        return pixels

    def change(self, button=None, seconds=0.0):
        """Press ``button`` (None: nothing), then let ``seconds`` pass a pass at a time: the
        pixels each refresh drew meanwhile, one a pass, the press's first."""
        passes = []
        if button:
            self.game.press(button)
        self.game.tick()
        passes.append(self.drawn())
        while seconds > 0:
            self.clock.now += 0.02
            seconds -= 0.02
            self.game.tick()
            passes.append(self.drawn())
        return passes


@pytest.fixture
def player(desktop):
    return Player(desktop.display, 0.1)


def test_each_change_of_screen_is_drawn_once(player):
    """A picture switch, a game's start, its scramble, the menu, a move in it, resuming, the
    win, the whole picture, the demo: each drawn in one refresh of one screen at most."""
    game = player.game
    changes = {}
    for step in ("right", "left"):
        changes["another picture: " + step] = player.change(step)
    changes["a game starts"] = player.change("a")
    changes["its scramble"] = player.change(None, 2)
    changes["the menu"] = player.change("start")
    changes["the menu's next item"] = player.change("down")
    changes["back to play"] = player.change("b")
    while game.state == "play":  # hints to solved; the last one is the win
        moves = game.moves
        changes["the win"] = player.change("a", 0.3)
        assert game.moves == moves + 1
    assert game.state == "solved"
    changes["the whole picture"] = player.change(None, 3)
    changes["back to the intro"] = player.change("start")
    changes["the demo"] = player.change(None, 31)
    assert game.state == "demo"
    for change, passes in changes.items():
        assert max(passes) <= SCREEN, (change, [drew for drew in passes if drew])
    # The menu's cursor moves on its own: its two places, a character each, not the items.
    assert 0 < sum(changes["the menu's next item"]) <= 2 * 2 * 6 * 14
    # and each is drawn in one pass: the passes after it draw nothing of it
    for change in ("another picture: right", "a game starts", "the menu", "back to play",
                   "back to the intro"):
        assert changes[change][0] > 0 and changes[change][1:] == [], (change, changes[change])


def test_a_move_draws_two_cells_not_the_screen(desktop):
    """A tile that jumps (no glide) draws its cell and the gap's, twice at most (the gap's
    ring moves over the same two cells): the rest of the screen stays."""
    player = Player(desktop.display, 0)
    game = player.game
    player.change("b")
    player.change(None, 2)
    assert game.state == "play"
    arrow = game.board.legal_moves()[0]
    passes = player.change(arrow)
    assert 0 < passes[0] <= 4 * 40 * 32, passes  # 4x4: a cell is 40x32
