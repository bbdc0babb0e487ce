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
from puzzle.solver import Solver

ROOM = 32768  # bytes of heap free before each step


def timed_step(hinter):
    """``(done, microseconds, bytes allocated)`` of one ``hinter.step()``."""
    if gc.mem_free() < ROOM:  # the collector is off during the step: room for its garbage
        gc.collect()
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
            out["planned"] += hinter.planned
            if len(out["expanded"]) == 1:  # tables loaded, buffers made, blocks cut
                gc.collect()
                out["resident"] = max(out["resident"], gc.mem_alloc() - out["base"])
            if hinter.direction is None:
                break
            if not board.move(hinter.direction):
                out["problems"].append("an illegal hint")
                break
            moves += 1
        out["lengths"].append(moves)
    out["problems"].extend(hinter.problems)
    hinter.close()
    return times


def measure(run, repeats):
    """The figures of one run (see the module's docstring)."""
    gc.collect()
    out = {"label": run["label"], "units": [], "prepare_units": [], "expanded": [],
           "planned": 0, "lengths": [], "most_allocated": 0, "first_allocated": 0,
           "resident": 0, "problems": [],
           "base": gc.mem_alloc()}
    best = None
    for _ in range(repeats):
        for key in ("units", "prepare_units", "expanded", "lengths", "problems"):
            out[key] = []
        out["planned"] = 0
        times = play(run, out)
        best = times if best is None else [min(a, b) for a, b in zip(best, times)]
        gc.collect()
    out["us"] = best
    del out["base"]
    return out


def main(config, imported):
    """Measure every run of ``config``; print the figures as one JSON line.

    :param imported: bytes of heap that importing ``puzzle.solver`` took, for the record
    """
    result = {"import": imported, "runs": []}
    for run in config["runs"]:
        result["runs"].append(measure(run, config.get("repeats", 1)))
    print(json.dumps(result))

