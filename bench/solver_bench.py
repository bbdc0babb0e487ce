# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What hints cost and how good they are (``make bench``): markdown tables.

Under MicroPython's unix port (``tests/micropython/solver_gate.py``), hints are followed to
solved one ``step`` at a time, as the game loop takes them: the distribution of step times
(max, 99th percentile, median; each step the least of ``REPEATS`` runs, the rest being other
programs on this machine), the work units per step, the steps and time of the slowest hint,
and the badge's estimate at ``FACTOR`` times slower (measured range 110-240x, see
CIRCUITPYTHON.md). Kinds: checking both data files ahead (``prepare``), the 3x3 table, the
3x3 fallback (IDA*, as when ``hints3x3.bin`` is missing), 4x4 on Korf's 100 instances, 4x4
with its stage tables built on the badge (no ``hints4x4.bin``), and 6x6. Then states per
hint, memory, and for 4x4 the solution length over the optimal one (on CPython).
"""

import os
import pathlib
import random
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(1, os.path.join(ROOT, "tests", "micropython"))  # solving.py: hints at once
sys.path.append(ROOT)  # last, so that code.py cannot hide the standard library's `code`

from test_solver import korf_instances, run_device  # noqa: E402

from puzzle.board import Board  # noqa: E402
from puzzle.solver.hinter import STEP_MOST, STEP_WORK  # noqa: E402
from solving import Solver  # noqa: E402

BOARDS_3X3 = 300
BOARDS_FALLBACK = 60
BOARDS_BUILT = 3
BOARDS_6X6 = 3
REPEATS = 3
from timing_bench import FACTOR, FACTOR_HIGH, FACTOR_LOW  # noqa: E402
MISSING = "/nonexistent/hints.bin"


def scrambles(count, seed, width=3, height=3):
    """``count`` random solvable arrangements."""
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        board = Board(width, height)
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


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def badge(us):
    """A time on the unix port as the badge's estimate: "0.21 s (0.10-0.25)"."""
    return "%.2f s (%.2f-%.2f)" % (us * FACTOR / 1e6, us * FACTOR_LOW / 1e6,
                                   us * FACTOR_HIGH / 1e6)


def step_rows(figures):
    """Rows of the step table: (kind, step times in us, units, slowest hint's steps and us)."""
    rows = []
    for run in figures:
        prepared = len(run["prepare_units"])
        if run["label"] == "4x4, Korf 100":
            rows.append(("prepare: check both files", run["us"][:prepared],
                         run["prepare_units"], prepared, sum(run["us"][:prepared])))
        times = run["us"][prepared:]
        slowest = (0, 0)
        at = 0
        for steps in run["hint_steps"]:
            slowest = max(slowest, (sum(times[at:at + steps]), steps))
            at += steps
        rows.append((run["label"], times, run["units"], slowest[1], slowest[0]))
    return rows


def main():
    korf = korf_instances()
    runs = [("3x3 table", 3, scrambles(BOARDS_3X3, 1), {}),
            ("3x3 fallback (IDA*)", 3, scrambles(BOARDS_FALLBACK, 2), {"hints_3x3": MISSING}),
            ("4x4, Korf 100", 4, [tiles for _, tiles in korf], {}),
            ("4x4, tables built (no hints4x4.bin)", 4, [tiles for _, tiles in korf[:BOARDS_BUILT]],
             {"hints_4x4": MISSING}),
            ("6x6", 6, scrambles(BOARDS_6X6, 6, 6, 6), {})]
    began = time.perf_counter()
    cpython = [on_cpython(width, boards, files) for _, width, boards, files in runs[:3]]
    with tempfile.TemporaryDirectory() as folder:
        device = run_device(pathlib.Path(folder), [
            {"label": label, "width": width, "height": width, "boards": boards, "files": files}
            for label, width, boards, files in runs], repeats=REPEATS, heap="4096wK",
            timeout=1800)
    figures = device["runs"]

    print("Steps under MicroPython's unix port (each step the least of %d runs; a step starts "
          "no new piece of work past %d units and does at most %d), and the badge at %dx "
          "(%d-%dx):" % (REPEATS, STEP_WORK, STEP_MOST, FACTOR, FACTOR_LOW, FACTOR_HIGH))
    print()
    print("| | steps | units per step: max | step time: max / p99 / median "
          "| badge per step: max | slowest hint: steps, time | badge: slowest hint |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for label, times, units, steps, total in step_rows(figures):
        print("| %s | %d | %d | %.2f / %.2f / %.3f ms | %s | %d, %.1f ms | %s |" % (
            label, len(times), max(units), max(times) / 1000, percentile(times, 0.99) / 1000,
            percentile(times, 0.5) / 1000, badge(max(times)), steps, total / 1000,
            badge(total)))
    print()
    print("| | states per hint: mean / max | states per searching hint: mean "
          "| bytes allocated per step: max (first hint) | kept by the solver "
          "| CPython per hint: mean / max |")
    print("| --- | --- | --- | --- | --- | --- |")
    for index, run in enumerate(figures):
        expanded = run["expanded"]
        searches = [count for count in expanded if count] or [0]
        cells = "| %s | %.0f / %d | %.0f | %d (%d) | %d |" % (
            run["label"], mean(expanded), max(expanded), mean(searches), run["most_allocated"],
            run["first_allocated"], run["resident"])
        if index < len(cpython):
            seconds = cpython[index][1]
            cells += " %.3f / %.1f ms |" % (1000 * mean(seconds), 1000 * max(seconds))
        else:
            cells += " |"
        print(cells)
    ratios = [length / optimal for length, (optimal, _) in zip(cpython[2][2], korf)]
    assert figures[2]["lengths"] == cpython[2][2], "MicroPython and CPython disagree"
    print()
    print("4x4 on Korf's 100 instances: solution length / optimal: mean %.3f, max %.3f "
          "(mean %.1f moves, optimal %.1f)." % (mean(ratios), max(ratios), mean(cpython[2][2]),
                                                 mean([o for o, _ in korf])))
    print("Importing puzzle.solver (with puzzle.board) under MicroPython: %d bytes of heap."
          % device["import"])
    print("(bench ran %.0f s)" % (time.perf_counter() - began))


if __name__ == "__main__":
    main()
