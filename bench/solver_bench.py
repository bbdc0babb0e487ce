# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What hints cost and how good they are (``make bench-solver``): one markdown table.

For the 3x3 table, the 3x3 fallback (IDA*, as when ``hints3x3.bin`` is missing) and 4x4:
states expanded per hint, bytes a hint allocates and the solver keeps (MicroPython's
``gc.mem_alloc``, unix port, ``-X heapsize=128wK``: 8-byte words, so objects are larger than
on the badge), time per hint on CPython and on MicroPython, and for 4x4 on Korf's 100
instances the solution length over the optimal one. Hints are followed to solved, so most
hints only read the kept plan or the table: the max columns show the planning hints.
"""

import os
import pathlib
import random
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.append(ROOT)  # last, so that code.py cannot hide the standard library's `code`

from test_solver import korf_instances, run_device  # noqa: E402

from puzzle.board import Board  # noqa: E402
from puzzle.solver import Solver  # noqa: E402

BOARDS_3X3 = 300
BOARDS_FALLBACK = 60
MISSING = "/nonexistent/hints3x3.bin"


def scrambles(count, seed):
    """``count`` random solvable 3x3 arrangements."""
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        board = Board(3, 3)
        board.scramble(rng)
        boards.append(board.tiles)
    return boards


def on_cpython(width, boards, files):
    """Hints followed to solved on CPython: ``(expanded, seconds per hint, lengths)``."""
    hinter = Solver(**files)
    expanded, seconds, lengths = [], [], []
    for tiles in boards:
        board = Board(width, width, tiles)
        moves = 0
        while True:
            began = time.perf_counter()
            direction = hinter.hint(board)
            seconds.append(time.perf_counter() - began)
            expanded.append(hinter.expanded)
            if direction is None:
                break
            board.move(direction)
            moves += 1
        lengths.append(moves)
    return expanded, seconds, lengths


def mean(values):
    return sum(values) / len(values)


def main():
    korf = korf_instances()
    runs = [("3x3 table", 3, scrambles(BOARDS_3X3, 1), {}),
            ("3x3 fallback (IDA*)", 3, scrambles(BOARDS_FALLBACK, 2), {"hints_3x3": MISSING}),
            ("4x4, Korf 100", 4, [tiles for _, tiles in korf], {})]
    began = time.perf_counter()
    cpython = [on_cpython(width, boards, files) for _, width, boards, files in runs]
    korf_seconds = sum(cpython[2][1])
    with tempfile.TemporaryDirectory() as folder:
        device = run_device(pathlib.Path(folder), [
            {"label": label, "width": width, "height": width, "boards": boards, "files": files}
            for label, width, boards, files in runs])
    print("| | states per hint: mean / max | states per searching hint: mean "
          "| bytes per hint: max (kept by the solver) "
          "| CPython per hint: mean / max | MicroPython per hint: mean / max |")
    print("| --- | --- | --- | --- | --- | --- |")
    for (label, _, _, _), (expanded, seconds, _), figures in zip(runs, cpython,
                                                                  device["runs"]):
        searches = [count for count in expanded if count] or [0]
        print("| %s | %.0f / %d | %.0f | %d (%d) | %.3f / %.1f ms | %.2f / %.1f ms |" % (
            label, mean(expanded), max(expanded), mean(searches), figures["most_allocated"],
            figures["resident"], 1000 * mean(seconds), 1000 * max(seconds),
            figures["us"] / figures["hints"] / 1000, figures["most_us"] / 1000))
    ratios = [length / optimal for length, (optimal, _) in zip(cpython[2][2], korf)]
    print()
    print("4x4 on Korf's 100 instances: solution length / optimal: mean %.3f, max %.3f "
          "(mean %.1f moves, optimal %.1f); CPython %.1f s, MicroPython %.1f s for all 100."
          % (mean(ratios), max(ratios), mean(cpython[2][2]), mean([o for o, _ in korf]),
             korf_seconds, device["runs"][2]["us"] / 1e6))
    print("Importing puzzle.solver (with puzzle.board) under MicroPython: %d bytes of heap."
          % device["import"])
    print("(bench ran %.0f s)" % (time.perf_counter() - began))


if __name__ == "__main__":
    main()
