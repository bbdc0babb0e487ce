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

from desktop.script import GameClock  # noqa: E402  (pygame before displayio)
from desktop.window import Desktop  # noqa: E402

import displayio  # noqa: E402

import parameters  # noqa: E402
from puzzle.app import make_game  # noqa: E402
from puzzle.settings import read  # noqa: E402
from puzzle.board import DIRECTIONS, Board  # noqa: E402

MOVES = 20000
PRESSES = 2000
PALETTE_ENTRY = 12  # bytes CircuitPython keeps per palette colour (RGB888, RGB565, luma, hue...)


def bitmap_bytes(width, height, colors):
    """RAM of a ``displayio.Bitmap`` on CircuitPython: the bits per pixel are the power of two
    that holds ``colors`` values, and each row is rounded up to 32-bit words."""
    bits = 1
    while (1 << bits) < colors:
        bits *= 2
    return (width * bits + 31) // 32 * 4 * height


def picture_memory():
    """Rows of (what, bytes of RAM) for the ways a picture can reach the screen."""
    rows = [("the board: any size's tiles, %d colours" % colors,
             bitmap_bytes(160, 128, colors) + colors * PALETTE_ENTRY) for colors in (16, 256)]
    rows.append(("full.bmp, read into the board when it is shown", 0))
    rows.append(("full.bmp with more colours than the board, through OnDiskBitmap: 256 colours",
                 256 * PALETTE_ENTRY))
    rows.append(("the spare tile that glides (3x3, 16 colours)", bitmap_bytes(53, 42, 16)))
    return rows


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
    """Draw what displayio marked as changed (its dirty areas); how many pixels that was."""
    return sum(rect.width * rect.height for rect in display.refresh_window())


def screen_cost(desktop, button, width, height):
    """(cell writes per move, pixels redrawn per move, legal moves, milliseconds per press)."""
    writes = [0]
    set_cell = displayio.TileGrid.__setitem__

    def counting(grid, index, value):
        if grid.width * grid.height > 1:  # the board's grid, not the gliding tile's sprite
            writes[0] += 1
        set_cell(grid, index, value)

    clock = GameClock()
    game = make_game(read(parameters), desktop.display, clock, random.Random(4))
    game.press(button)
    clock.now += 10
    game.tick()
    assert (game.board.width, game.board.height) == (width, height)
    dirty_pixels(desktop.display)  # the new scene, all of it
    dirty_pixels(desktop.display)  # and what displayio keeps of it for one more refresh
    displayio.TileGrid.__setitem__ = counting
    moves = pixels = 0
    elapsed = 0.0
    try:
        for direction in random_directions(PRESSES, 5):
            before = game.moves
            started = time.perf_counter()
            game.press(direction)
            elapsed += time.perf_counter() - started
            clock.now += 1  # the tile glides and lands before the next press
            game.tick()
            moves += game.moves - before
            pixels += dirty_pixels(desktop.display)
            if game.state != "play":
                break
    finally:
        displayio.TileGrid.__setitem__ = set_cell
    return writes[0] / moves, pixels / moves, moves, elapsed / PRESSES * 1e3


def main():
    desktop = Desktop(read(parameters), headless=True)
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
    print("\n| picture in RAM on the badge | bytes |\n|---|---|")
    for what, size in picture_memory():
        print("| %s | %d |" % (what, size))
    print("\nComputed from CircuitPython's displayio.Bitmap layout; the view keeps one "
          "tilesheet, of the size being played, at a time.")


if __name__ == "__main__":
    main()
