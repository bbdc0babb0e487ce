# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Measurements for the README (``make bench``): what one move costs the board and the screen.

For a scripted game of each size, on the real view in a headless window:
- TileGrid cell writes per move (the badge redraws only written cells),
- the board's cost per move: time on this computer and memory allocated (tracemalloc),
- the whole press (game + board + view) per move on the desktop's displayio,
- the scramble: draws per scramble (rejection of unsolvable and solved draws) and its time.
"""

import os
import random
import sys
import time
import tracemalloc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(ROOT)  # last, so that code.py cannot hide the standard library's `code`
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from puzzle.desktop import Desktop, GameClock  # noqa: E402  (pygame before displayio)

import displayio  # noqa: E402

import parameters  # noqa: E402
from puzzle.app import make_game  # noqa: E402
from puzzle.board import DIRECTIONS, Board  # noqa: E402

MOVES = 20000
PRESSES = 2000


def random_directions(count, seed):
    rng = random.Random(seed)
    return [DIRECTIONS[rng.randrange(4)] for _ in range(count)]


def board_cost(width, height):
    """(microseconds per move, bytes allocated per move) for the board alone."""
    board = Board(width, height)
    board.scramble(random.Random(1))
    directions = random_directions(MOVES, 2)
    started = time.perf_counter()
    for direction in directions:
        board.move(direction)
    per_move = (time.perf_counter() - started) / MOVES * 1e6
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    for direction in directions:
        board.move(direction)
        board.is_solved()
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    allocated = sum(stat.size_diff for stat in after.compare_to(before, "filename")
                    if stat.traceback[0].filename.endswith("board.py"))
    return per_move, allocated / MOVES


def scramble_cost(width, height, count=2000):
    """(draws per scramble, microseconds per scramble)."""
    draws = [0]

    class CountingRng(random.Random):
        def randrange(self, stop):
            if stop == width * height:
                draws[0] += 1
            return super().randrange(stop)

    rng = CountingRng(3)
    board = Board(width, height)
    started = time.perf_counter()
    for _ in range(count):
        board.scramble(rng)
    return draws[0] / count, (time.perf_counter() - started) / count * 1e6


def dirty_pixels(display):
    """Pixels displayio would redraw now (the areas it marked dirty), then draw them."""
    areas = []
    display.root_group._get_refresh_areas(areas)  # pylint: disable=protected-access
    display.refresh()
    return sum(area.size() for area in areas)


def screen_cost(desktop, button, width, height):
    """(cell writes per move, pixels redrawn per move, legal moves, milliseconds per press)."""
    writes = [0]
    set_cell = displayio.TileGrid.__setitem__

    def counting(grid, index, value):
        writes[0] += 1
        set_cell(grid, index, value)

    clock = GameClock()
    game = make_game(parameters, desktop.display, clock, random.Random(4))
    game.press(button)
    clock.now += 10
    game.tick()
    assert (game.board.width, game.board.height) == (width, height)
    dirty_pixels(desktop.display)
    displayio.TileGrid.__setitem__ = counting
    moves = pixels = 0
    elapsed = 0.0
    try:
        for direction in random_directions(PRESSES, 5):
            before = game.moves
            started = time.perf_counter()
            game.press(direction)
            elapsed += time.perf_counter() - started
            moves += game.moves - before
            pixels += dirty_pixels(desktop.display)
            if game.state != "play":
                break
    finally:
        displayio.TileGrid.__setitem__ = set_cell
    return writes[0] / moves, pixels / moves, moves, elapsed / PRESSES * 1e3


def main():
    desktop = Desktop(parameters, headless=True)
    print("| board | cell writes per move | pixels redrawn per move | board: µs per move "
          "| board: bytes allocated per move | press (game + view): ms | scramble: draws "
          "| scramble: µs |")
    print("|---|---|---|---|---|---|---|---|")
    for button, (width, height) in zip("ab", ((3, 3), (4, 4))):
        writes, pixels, moves, press_ms = screen_cost(desktop, button, width, height)
        per_move, allocated = board_cost(width, height)
        draws, scramble_us = scramble_cost(width, height)
        print("| %dx%d | %.2f (%d moves) | %.0f of %d | %.2f | %.1f | %.3f | %.2f | %.0f |" % (
            width, height, writes, moves, pixels, 160 * 128, per_move, allocated, press_ms,
            draws, scramble_us))
    print("\nPython %s on %s; %d board moves, %d presses per size." % (
        sys.version.split()[0], sys.platform, MOVES, PRESSES))


if __name__ == "__main__":
    main()
