# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The solver under MicroPython's fixed heap, one step at a time, as the game loop runs it.

Imported by a script that ``import prelude`` first and then calls ``main(config, imported)``,
where ``config`` is ``{"runs": [...], "repeats": R}`` and each run is ``{"label", "width",
"height", "boards", "files"}``. For each run a fresh ``Solver`` (made with ``files``) first
``prepare``s its data files, then follows its hints step by step from each board to solved.
Per step it records the work units done, the bytes allocated (collector off meanwhile; the
first hint, which cuts the board into blocks once, apart) and the time. The run is repeated
``R`` times with a fresh solver; the steps are the same each time, and each step's time is
the least of its repeats (the rest is other programs on the machine). One JSON line; the
tests check the work units and the bytes, only the bench reads the times.
"""

import gc
import json
import time

from puzzle.board import Board
from solving import Solver

COLLECT = 8  # steps between collections: none of them leaves 8 KB of garbage
_since = 0


def timed_step(hinter):
    """``(done, microseconds, bytes allocated)`` of one ``hinter.step()``."""
    global _since
    _since += 1
    if _since == COLLECT:  # the collector is off during the step: room for its garbage
        gc.collect()
        _since = 0
    gc.disable()
    before = gc.mem_alloc()
    began = time.monotonic_ns()
    done = hinter.step()
    took = (time.monotonic_ns() - began) // 1000
    allocated = gc.mem_alloc() - before
    gc.enable()
    return done, took, allocated


def play(run, out):
    """One pass over ``run``'s boards with a fresh solver; its step times, in order."""
    times = []
    hinter = Solver(**run["files"])
    hinter.prepare()
    done = False
    while not done:
        done, took, allocated = timed_step(hinter)
        times.append(took)
        out["prepare_units"].append(hinter.last)
    for tiles in run["boards"]:
        board = Board(run["width"], run["height"], tiles)
        moves = 0
        while True:
            hinter.start(board)
            done = False
            while not done:
                done, took, allocated = timed_step(hinter)
                times.append(took)
                out["units"].append(hinter.last)
                key = "most_allocated" if out["expanded"] else "first_allocated"
                out[key] = max(out[key], allocated)
            out["expanded"].append(hinter.expanded)
            out["hint_steps"].append(hinter.steps)
            out["planned"] += hinter.planned
            if hinter.direction is None:
                break
            if board.move(hinter.direction) is None:
                out["problems"].append("an illegal hint")
                break
            moves += 1
        out["lengths"].append(moves)
    out["problems"].extend(hinter.problems)
    hinter.close()
    return times


def resident(run):
    """Bytes the solver keeps after its first hint: buffers, tables, the open file, blocks."""
    board = Board(run["width"], run["height"], run["boards"][0])
    gc.collect()
    base = gc.mem_alloc()
    hinter = Solver(**run["files"])
    hinter.hint(board)
    gc.collect()
    kept = gc.mem_alloc() - base
    hinter.close()
    return kept


def measure(run, repeats):
    """The figures of one run (see the module's docstring)."""
    out = {"label": run["label"], "units": [], "prepare_units": [], "expanded": [],
           "hint_steps": [], "planned": 0, "lengths": [], "most_allocated": 0,
           "first_allocated": 0, "resident": resident(run), "problems": []}
    best = None
    for _ in range(repeats):
        for key in ("units", "prepare_units", "expanded", "hint_steps", "lengths", "problems"):
            out[key] = []
        out["planned"] = 0
        times = play(run, out)
        best = times if best is None else [min(a, b) for a, b in zip(best, times)]
        gc.collect()
    out["us"] = best
    return out


def main(config, imported):
    """Measure every run of ``config``; print the figures as one JSON line.

    :param imported: bytes of heap that importing ``puzzle.solver`` took, for the record
    """
    result = {"import": imported, "runs": []}
    for run in config["runs"]:
        result["runs"].append(measure(run, config.get("repeats", 1)))
    print(json.dumps(result))

