# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The board logic alone, in a MicroPython run with a small fixed heap.

Run from the repository's root with ``tests/micropython`` on ``MICROPYPATH``::

    micropython -X heapsize=16wK tests/micropython/board_gate.py

For each size, rounds of: a scramble drawn from the ``random`` module, random moves checked
against ``legal_moves()`` and the parity, and every move undone back to the scramble; then a
board built from the tiles of a known walk from solved, solved by undoing the walk. Prints
one JSON line; exits 1 with the reason on a wrong result (``MemoryError`` if the heap is too
small).
"""

import prelude  # noqa: F401  (first: the PyBadge's modules and CircuitPython's time)

import random

# The board is compiled first, on the emptiest heap (harness imports it too).
from puzzle.board import DIRECTIONS, Board
from harness import check, heap, random_walk, report, undo

SIZES = ((3, 3, 3), (4, 4, 4), (5, 3, 5))  # width, height, random seed
ROUNDS = 10  # scrambles per size
MOVES = 500  # random moves per round, then undone
WALK = 60  # moves of the known walk from solved


def exercise(width, height, seed, log):
    """Scramble, move, undo and solve a ``width`` x ``height`` board; return its figures."""
    size = "%dx%d" % (width, height)
    random.seed(seed)
    board = Board(width, height)
    presses = 0
    for _ in range(ROUNDS):
        board.scramble()
        check(board.is_solvable() and not board.is_solved(), "%s: bad scramble %r", size, board)
        scrambled = board.tiles
        moves = 0
        while moves < MOVES:
            direction = random.randrange(4)
            presses += 1
            legal = DIRECTIONS[direction] in board.legal_moves()
            check((board.move(DIRECTIONS[direction]) is not None) == legal, "%s: %s moved against "
                  "legal_moves() on %r", size, DIRECTIONS[direction], board)
            if legal:
                log[moves] = direction
                moves += 1
        check(board.is_solvable(), "%s: unsolvable after %d moves: %r", size, moves, board)
        undo(board.move, log, 0, MOVES)
        check(board.tiles == scrambled, "%s: undoing %d moves did not bring back the scramble",
              size, MOVES)

    walked = Board(width, height)
    random_walk(walked, log, 0, WALK, random.randrange)
    board = Board(width, height, walked.tiles)
    undo(board.move, log, 0, WALK)
    check(board.is_solved(), "%s: undoing the known walk did not solve %r", size, board)
    return {"size": size, "scrambles": ROUNDS, "presses": presses,
            "moves": 2 * ROUNDS * MOVES + WALK}


def main():
    """Exercise every size; print the figures, exit 1 on a problem."""
    log = bytearray(max(MOVES, WALK))
    sizes = [exercise(width, height, seed, log) for width, height, seed in SIZES]
    report({"gate": "board", "ok": True, "problems": [], "sizes": sizes, "heap_after": heap()})


if __name__ == "__main__":
    main()
