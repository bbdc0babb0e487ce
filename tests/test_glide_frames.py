# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A glide's frames are drawn at once: no slice of the hint worked out ahead runs in a pass a
tile glides or lands in, and the hint goes on in the passes after. Driven through the game's
own methods on a fake view, clock and hinter, as code.py's loop drives it."""

import puzzle.board
from support import FakeClock, FakeHinter, FakeView, ScriptedRng, a_game

SETUP = 1.5
GLIDE = 0.1  # a tile's glide, in the game's seconds
PASS = 0.02  # the loop's pass, at its quickest (REST_SECONDS)


class CountingHinter(FakeHinter):
    """A hinter whose hint never ends: it counts the steps it is given."""

    def __init__(self):
        super().__init__(lambda board: None, steps=10 ** 6)
        self.steps = 0

    def step(self):
        self.steps += 1
        return super().step()


def test_no_hint_slice_in_a_pass_a_tile_glides_or_lands_in(monkeypatch):
    monkeypatch.setattr(puzzle.board, "SCRAMBLE_SHARE", 0)  # a scramble of a few moves
    hinters = []

    def make():
        hinters.append(CountingHinter())
        return hinters[-1]

    view, clock = FakeView(), FakeClock()
    scramble = [0, 8, 2, 3, 1, 4, 6, 7, 5]  # three moves from solved, the gap at the top
    rng = ScriptedRng(scramble, scramble)
    game = a_game(view, clock, sizes=((3, 3), (4, 4)), rng=rng, setup_seconds=SETUP,
                slide_seconds=GLIDE, make_hinter=make)
    rng.game = game
    game.press("a")
    clock.now += SETUP
    game.tick()
    assert game.state == "play"
    for _ in range(5):  # the hinter made (a part a pass) and working ahead
        clock.now += PASS
        game.tick()
    hinter = hinters[-1]
    assert hinter.steps > 0 and game.busy

    for arrow in ("left", "right", "left"):  # none solves it
        game.press(arrow)
        game.tick()  # the press's pass: the tile sets off
        frames = 0
        while True:
            shown, steps = len(view.shown), hinter.steps
            clock.now += PASS
            game.tick()
            slides = [entry for entry in view.shown[shown:] if entry[0] == "slide"]
            if not slides:
                break
            frames += 1
            fraction = slides[-1][-1]
            assert hinter.steps == steps, "a hint slice in a frame of the glide"
        assert frames >= 3 and fraction == 1, (frames, fraction)  # glided, then landed
        assert hinter.steps == steps + 1, "the hint goes on once the tile has landed"
