# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""How far from solved a normal scramble is (``python bench/scramble_bench.py``): markdown.

``Board.scramble`` keeps a uniform draw only when its Manhattan distance reaches
``scramble_minimum`` (``SCRAMBLE_SHARE`` of the mean Manhattan distance of the size). For the
sizes small enough to search whole (up to 3x3), every solvable arrangement's fewest moves
from solved, by breadth-first search: the mean, how many the minimum leaves out and the
nearest one kept. Then ``DRAWS`` scrambles each of 3x3 and 4x4 as the game makes them: draws
per scramble (a draw is one Fisher-Yates pass; half are unsolvable), and the fewest moves of
the nearest (exact on 3x3; on 4x4 the Manhattan distance, a lower bound, with the mean
optimal length of Korf's 100 random instances for scale). Last, how many of ``DRAWS``
uniform draws without the minimum (the scramble as it was) are within ``NEAR`` moves.
"""

import os
import random
import sys
import time
from collections import deque

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.append(ROOT)  # last, so that code.py cannot hide the standard library's `code`

from test_solver import korf_instances  # noqa: E402

from puzzle.board import SCRAMBLE_SHARE, Board, scramble_minimum  # noqa: E402

DRAWS = 100_000
NEAR = 4  # moves: "nearly solved"
SEED = 21


def distances(width, height):
    """``{arrangement: fewest moves from solved}`` of every solvable one (breadth-first)."""
    n = width * height
    solved = tuple(range(n))
    depth = {solved: 0}
    queue = deque([solved])
    while queue:
        tiles = queue.popleft()
        board = Board(width, height, tiles)
        for direction in board.legal_moves():
            board = Board(width, height, tiles)
            board.move(direction)
            moved = tuple(board.tiles)
            if moved not in depth:
                depth[moved] = depth[tiles] + 1
                queue.append(moved)
    return depth


class CountingRng:
    """``randrange`` of a seeded ``random.Random``, counting the passes of a shuffle of ``n``
    tiles (each starts with ``randrange(n)``)."""

    def __init__(self, seed, n):
        self._source = random.Random(seed)
        self._n = n
        self.passes = 0

    def randrange(self, stop):
        self.passes += stop == self._n
        return self._source.randrange(stop)


def scrambles(width, height):
    """``DRAWS`` scrambles as the game makes them, and the Fisher-Yates passes they took."""
    rng = CountingRng(SEED, width * height)
    board = Board(width, height)
    kept = []
    for _ in range(DRAWS):
        board.scramble(rng)
        kept.append(tuple(board.tiles))
    return kept, rng.passes


def uniform(width, height, count, seed):
    """``count`` draws uniform over the solvable unsolved arrangements (no minimum)."""
    rng = random.Random(seed)
    n = width * height
    drawn = []
    while len(drawn) < count:
        tiles = rng.sample(range(n), n)
        board = Board(width, height, tiles)
        if board.is_solvable() and not board.is_solved():
            drawn.append(board)
    return drawn


def mean(values):
    return sum(values) / len(values)


def main():
    began = time.perf_counter()
    print("Normal scrambles: Manhattan distance at least %g of the mean Manhattan distance of "
          "the size (`SCRAMBLE_SHARE`, `puzzle/board.py`)." % SCRAMBLE_SHARE)
    print()
    print("| board | minimum | mean fewest moves | minimum / mean | solvable arrangements "
          "| left out (nearer) | nearest kept |")
    print("|---|---|---|---|---|---|---|")
    exact = {}
    for width, height in ((2, 2), (2, 3), (3, 2), (3, 3)):
        depth = distances(width, height)
        exact[width, height] = depth
        least = scramble_minimum(width, height)
        kept = [moves for tiles, moves in depth.items()
                if Board(width, height, tiles).manhattan() >= least]
        print("| %dx%d | %d | %.2f | %.2f | %d | %d (%.1f %%) | %d |" % (
            width, height, least, mean(list(depth.values())), least / mean(list(depth.values())),
            len(depth), len(depth) - len(kept), 100 * (len(depth) - len(kept)) / len(depth),
            min(kept)))
    print()
    print("%d scrambles of each size, as the game makes them (seed %d):" % (DRAWS, SEED))
    print()
    print("| board | minimum | draws per scramble (parity alone: 2) | nearest: fewest moves "
          "| nearest: Manhattan | mean Manhattan | mean fewest moves |")
    print("|---|---|---|---|---|---|---|")
    korf = mean([optimal for optimal, _ in korf_instances()])
    for width, height in ((3, 3), (4, 4)):
        kept, passes = scrambles(width, height)
        manhattan = [Board(width, height, tiles).manhattan() for tiles in kept]
        if (width, height) in exact:
            moves = [exact[width, height][tiles] for tiles in kept]
            fewest, average = "%d" % min(moves), "%.2f" % mean(moves)
        else:
            fewest, average = ">= %d" % min(manhattan), "%.2f (Korf's 100)" % korf
        print("| %dx%d | %d | %.3f | %s | %d | %.2f | %s |" % (
            width, height, scramble_minimum(width, height), passes / DRAWS, fewest,
            min(manhattan), mean(manhattan), average))
    print()
    near = sum(1 for board in uniform(3, 3, DRAWS, SEED)
               if exact[3, 3][tuple(board.tiles)] <= NEAR)
    print("Without the minimum, %d of %d uniform 3x3 scrambles are within %d moves of "
          "solved; with it, none is nearer than %d." % (near, DRAWS, NEAR,
                                                       scramble_minimum(3, 3)))
    print("(bench ran %.0f s)" % (time.perf_counter() - began))


if __name__ == "__main__":
    main()
