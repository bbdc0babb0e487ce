# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What the MicroPython gates share: known walks, heap figures, results and failures.

Runs under MicroPython after ``prelude``; the walks allocate nothing. Kept small: the board
gate runs it on a small heap.
"""

import gc
import json
import sys

from puzzle.board import DIRECTIONS, scramble_minimum

# DIRECTIONS[d ^ 1] is the opposite of DIRECTIONS[d]: up/down, left/right.
assert DIRECTIONS == ("up", "down", "left", "right")
WORD_BYTES = 8 if sys.maxsize > 0xFFFFFFFF else 4  # heap figures scale with the word


def random_walk(board, log, start, count, randrange):
    """Make ``count`` legal moves on ``board`` that never undo the last one nor solve it.

    Their direction indexes go into ``log[start:start + count]``.
    """
    last = -1
    end = start + count
    while start < end:
        d = randrange(4)
        if d == last ^ 1 or board.move(DIRECTIONS[d]) is None:
            continue
        if board.is_solved():
            board.move(DIRECTIONS[d ^ 1])
            continue
        log[start] = d
        last = d
        start += 1


def scramble_walk(board, log, randrange):
    """A random walk (``random_walk``) from solved ``board`` until it is as far from solved as
    the game's scramble takes (``scramble_minimum``), its moves in ``log``; how many."""
    count = 0
    least = scramble_minimum(board.width, board.height)
    while board.manhattan() < least:
        check(count + 10 <= len(log), "no room in the log for a walk of %d moves", count + 10)
        random_walk(board, log, count, 10, randrange)
        count += 10
    return count


def undo(move, log, start, stop):
    """``move`` the opposite of each direction in ``log[start:stop]``, last first."""
    for i in range(stop - 1, start - 1, -1):
        move(DIRECTIONS[log[i] ^ 1])


def heap():
    """Bytes of the heap in use after a full collection."""
    gc.collect()
    return gc.mem_alloc()


def check(condition, message, *values):
    """Stop the gate with ``message % values`` unless ``condition`` holds."""
    if not condition:
        fail(message % values)


def fail(message):
    """Stop the gate: the reason on stdout, exit status 1."""
    print("GATE FAILED: " + message)
    sys.exit(1)


def report(result):
    """The gate's figures as one JSON line on stdout; exit status 1 unless ``result["ok"]``."""
    result["micropython"] = "%d.%d.%d" % sys.implementation.version[:3]
    result["word_bytes"] = WORD_BYTES
    result["heap_total"] = gc.mem_alloc() + gc.mem_free()
    gc.collect()
    json.dump(result, sys.stdout)  # written as it goes: no one string of it all on the heap
    print()
    if not result["ok"]:
        fail("; ".join(result["problems"]))
