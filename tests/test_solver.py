# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Tests of ``puzzle.solver``: hints that are optimal on 3x3, short and cheap on 4x4, correct
on every size from 2x2 to 6x6, and the same under MicroPython with a small heap.

The references are independent of the solver: a breadth-first search over all 181 440
solvable 3x3 arrangements (every one of them is checked, not a sample), ``shortest_solution``
for small boards, and Korf's optimal lengths (``tests/data/korf100.txt``) for 4x4. The data
files are damaged in copies (a flipped byte, cut short, missing) to check that the solver
notices and its fallback still gives optimal 3x3 hints.
"""

import os
import random
import sys
import zlib
from collections import deque

import pytest
from conftest import ROOT
from support import OPPOSITE, neighbours, shortest_solution
from test_micropython import result_of, run_source

from puzzle import solver
from puzzle.board import Board

sys.path.append(os.path.join(ROOT, "tools"))
import make_hints  # noqa: E402

KORF = os.path.join(ROOT, "tests", "data", "korf100.txt")
KORF_SUBSET = range(0, 100, 10)  # ten instances for the tests; the bench runs all 100
MEAN_RATIO, MAX_RATIO = 1.6, 2.2  # the bounds on Korf's instances
BUDGET_3X3, BUDGET_4X4 = 2000, 2500  # expanded states per hint
MEMORY_4X4 = 16 * 1024  # bytes of working memory for 4x4 hints


def korf_instances():
    """``[(optimal length, tiles)]`` of Korf's 100 instances, in the project's convention."""
    instances = []
    with open(KORF) as stream:
        for line in stream:
            if line.startswith("#") or not line.strip():
                continue
            head, tiles = line.split(":")
            instances.append((int(head.split()[1]), [int(tile) for tile in tiles.split()]))
    return instances


def follow_hints(hinter, board, limit=1000):
    """Make ``hinter.hint``'s moves on ``board`` until solved; return each hint's cost.

    Also checks that a hint never changes the board and that every hint is a legal move.
    """
    costs = []
    while True:
        before = board.tiles
        direction = hinter.hint(board)
        assert board.tiles == before, "a hint changed the board"
        costs.append(hinter.expanded)
        if direction is None:
            assert board.is_solved()
            return costs
        assert board.move(direction), "hint %r is not a legal move" % direction
        assert len(costs) < limit, "no end in sight"


@pytest.fixture(scope="module")
def distances_3x3():
    """Moves to solved of every solvable 3x3 arrangement, by breadth-first search."""
    goal = tuple(range(9))
    distance = {goal: 0}
    queue = deque([goal])
    while queue:
        state = queue.popleft()
        for _, following in neighbours(state, 3, 3):
            if following not in distance:
                distance[following] = distance[state] + 1
                queue.append(following)
    assert len(distance) == 181440
    return distance


def assert_optimal_3x3(hinter, distances, states):
    """Each of ``states`` gets a hint that lowers the distance to solved by one."""
    for state in states:
        board = Board(3, 3, list(state))
        direction = hinter.hint(board)
        if distances[state] == 0:
            assert direction is None
            continue
        assert board.tiles == list(state)
        assert board.move(direction)
        assert distances[tuple(board.tiles)] == distances[state] - 1, state


# ----- 3x3


def test_every_3x3_hint_is_optimal_and_one_read(distances_3x3):
    hinter = solver.Solver()
    for state, distance in distances_3x3.items():
        board = Board(3, 3, list(state))
        direction = hinter.hint(board)
        if distance == 0:
            assert direction is None
            continue
        assert hinter.reads == 1 and hinter.expanded == 0
        board.move(direction)
        assert distances_3x3[tuple(board.tiles)] == distance - 1, state
    assert hinter.problems == []


def damaged_copies(folder):
    """``{what was done: path}`` of broken copies of the 3x3 data file."""
    with open(solver.HINTS_3X3, "rb") as stream:
        data = stream.read()
    flipped = bytearray(data)
    flipped[solver.HEADER_SIZE + 1000] ^= 0x10
    copies = {"flipped byte": bytes(flipped), "truncated": data[:-100], "header only":
              data[:solver.HEADER_SIZE], "empty": b"", "bad magic": b"XXXX" + data[4:],
              "longer": data + b"\0"}
    paths = {"missing": os.path.join(folder, "nothing.bin")}
    for what, content in copies.items():
        paths[what] = os.path.join(folder, what.replace(" ", "_") + ".bin")
        with open(paths[what], "wb") as stream:
            stream.write(content)
    return paths


def test_damaged_3x3_file_is_noticed_and_ida_stays_optimal(distances_3x3, tmp_path):
    rng = random.Random(9)
    states = list(distances_3x3)
    farthest = [state for state, distance in distances_3x3.items() if distance == 31]
    sample = rng.sample(states, 25) + farthest + [tuple(range(9))]
    for what, path in damaged_copies(str(tmp_path)).items():
        hinter = solver.Solver(hints_3x3=path)
        assert_optimal_3x3(hinter, distances_3x3, sample[:8] + farthest[:1])
        assert len(hinter.problems) == 1 and path in hinter.problems[0], what
    hinter = solver.Solver(hints_3x3=os.path.join(str(tmp_path), "nothing.bin"))
    assert_optimal_3x3(hinter, distances_3x3, sample)


def test_3x3_solutions_from_ida_are_optimal_and_kept_as_a_plan(distances_3x3, tmp_path):
    hinter = solver.Solver(hints_3x3=os.path.join(str(tmp_path), "nothing.bin"))
    rng = random.Random(4)
    for state in rng.sample(list(distances_3x3), 30):
        board = Board(3, 3, list(state))
        costs = follow_hints(hinter, board)
        assert len(costs) - 1 == distances_3x3[state]
        assert sum(1 for cost in costs if cost) <= 1  # one search, then the plan


# ----- 4x4


def test_korf_subset_within_bounds_and_budget():
    instances = korf_instances()
    assert len(instances) == 100
    hinter = solver.Solver()
    ratios = []
    for i in KORF_SUBSET:
        optimal, tiles = instances[i]
        costs = follow_hints(hinter, Board(4, 4, tiles))
        assert max(costs) <= BUDGET_4X4
        ratios.append((len(costs) - 1) / optimal)
    assert sum(ratios) / len(ratios) <= MEAN_RATIO
    assert max(ratios) <= MAX_RATIO
    assert hinter.problems == []


def test_4x4_scrambles_and_detours_reach_solved_within_budget():
    rng = random.Random(16)
    hinter = solver.Solver()
    for game in range(25):
        board = Board(4, 4)
        board.scramble(rng)
        detour = 0.3 if game % 2 else 0.0  # every other game, the player often goes astray
        for _ in range(2000):
            before = board.tiles
            direction = hinter.hint(board)
            assert board.tiles == before
            assert hinter.expanded <= BUDGET_4X4
            if direction is None:
                break
            if rng.random() < detour:
                board.move(rng.choice(board.legal_moves()))
                detour *= 0.97
            else:
                board.move(direction)
        assert board.is_solved()


def test_4x4_first_hint_within_budget_whatever_the_board():
    rng = random.Random(44)
    hinter = solver.Solver()
    hinter.hint(Board(4, 4, korf_instances()[0][1]))  # tables loaded: not part of a hint
    worst = 0
    for _ in range(150):
        board = Board(4, 4)
        board.scramble(rng)
        hinter.hint(board)
        assert hinter.planned
        worst = max(worst, hinter.expanded)
    assert worst <= BUDGET_4X4


def test_followed_hints_reuse_the_plan():
    hinter = solver.Solver()
    board = Board(4, 4, korf_instances()[3][1])
    assert hinter.hint(board) is not None and hinter.planned
    again = hinter.hint(board)  # asked twice without moving: same answer, no new plan
    assert not hinter.planned and hinter.expanded == 0
    board.move(again)
    board.move(hinter.hint(board))
    assert not hinter.planned
    direction = hinter.hint(board)
    board.move(direction)
    board.move(OPPOSITE[direction])  # back and forth: where the plan was, so it still holds
    assert hinter.hint(board) == direction and not hinter.planned


def test_missing_or_damaged_4x4_file_builds_the_same_tables(tmp_path):
    with open(solver.HINTS_4X4, "rb") as stream:
        data = bytearray(stream.read())
    data[-1] ^= 1
    damaged = os.path.join(str(tmp_path), "hints4x4.bin")
    with open(damaged, "wb") as stream:
        stream.write(data)
    shipped = solver.Solver()
    for path in (os.path.join(str(tmp_path), "nothing.bin"), damaged):
        rebuilt = solver.Solver(hints_4x4=path)
        for _, tiles in korf_instances()[:3]:
            board = Board(4, 4, tiles)
            assert rebuilt.solve(board) == shipped.solve(board)
        assert len(rebuilt.problems) == 1 and path in rebuilt.problems[0]


def test_4x4_without_any_file_still_solves(tmp_path):
    nothing = os.path.join(str(tmp_path), "nothing.bin")
    hinter = solver.Solver(hints_3x3=nothing, hints_4x4=nothing)
    for i in (0, 50):
        optimal, tiles = korf_instances()[i]
        assert len(follow_hints(hinter, Board(4, 4, tiles))) - 1 <= MAX_RATIO * optimal


# ----- every size


SIZES = [(width, height) for width in range(2, 7) for height in range(2, 7)]


@pytest.mark.parametrize("width,height", SIZES)
def test_every_size_reaches_solved(width, height):
    rng = random.Random(width * 10 + height)
    hinter = solver.Solver()
    for game in range(6 if width * height <= 16 else 2):
        board = Board(width, height)
        board.scramble(rng)
        tiles = board.tiles
        moves = hinter.solve(board)
        assert board.tiles == tiles
        for direction in moves:
            assert board.move(direction)
        assert board.is_solved()
        board = Board(width, height, tiles)
        if game % 2:  # wander off between hints: every replan starts somewhere new
            for _ in range(40):
                board.move(rng.choice(board.legal_moves()))
                direction = hinter.hint(board)
                if direction is not None:
                    board.move(direction)
        follow_hints(hinter, board, limit=3000)


@pytest.mark.parametrize("width,height", [(2, 2), (2, 3), (3, 2)])
def test_small_boards_are_solved_optimally(width, height):
    rng = random.Random(width + height)
    hinter = solver.Solver()
    for _ in range(20):
        board = Board(width, height)
        board.scramble(rng)
        assert len(hinter.solve(board)) == len(shortest_solution(board.tiles, width, height))


@pytest.mark.parametrize("width,height", SIZES)
def test_solve_solved_and_one_move_boards(width, height):
    hinter = solver.Solver()
    board = Board(width, height)
    assert hinter.hint(board) is None
    assert hinter.solve(board) == []
    for direction in board.legal_moves():
        moved = Board(width, height)
        moved.move(direction)
        assert hinter.solve(moved) == [OPPOSITE[direction]]


def test_bad_boards_are_refused():
    hinter = solver.Solver()
    with pytest.raises(ValueError):
        hinter.hint(Board(7, 3))
    unsolvable = Board(3, 3, [1, 0, 2, 3, 4, 5, 6, 7, 8])
    with pytest.raises(ValueError):
        hinter.hint(unsolvable)
    with pytest.raises(ValueError):
        hinter.solve(Board(4, 4, [1, 0] + list(range(2, 16))))


def test_module_level_hint_and_solve():
    board = Board(3, 3, [0, 1, 2, 3, 4, 5, 6, 8, 7])
    assert solver.hint(board) == "left"  # the tile right of the gap moves left
    assert solver.solve(board) == ["left"]


# ----- the data files


def test_checksum_and_header_match_zlib():
    payload = bytes(random.Random(1).randrange(256) for _ in range(5000))
    a, b = solver.adler32(payload)
    assert b << 16 | a == zlib.adler32(payload)
    header = solver.pack_header(solver.KIND_3X3, payload)
    assert len(header) == solver.HEADER_SIZE and header[:4] == solver.MAGIC
    assert int.from_bytes(header[12:16], "little") == zlib.adler32(payload)


def test_shipped_files_are_what_make_hints_makes():
    for path, kind, size in ((solver.HINTS_3X3, solver.KIND_3X3, 45360),
                             (solver.HINTS_4X4, solver.KIND_4X4, 4356)):
        with open(path, "rb") as stream:
            data = stream.read()
        assert data[:solver.HEADER_SIZE] == solver.pack_header(kind, data[solver.HEADER_SIZE:])
        assert len(data) == solver.HEADER_SIZE + size
    payload = make_hints.stages_4x4()  # the 3x3 payload is checked hint by hint above
    assert data == solver.pack_header(solver.KIND_4X4, payload) + payload


def test_data_files_are_found_beside_the_module(monkeypatch):
    for module_file, expected in (("/puzzle/solver.py", "/puzzle/x.bin"),
                                  ("puzzle/solver.py", "puzzle/x.bin"),
                                  ("solver.py", "x.bin"),
                                  ("C:\\game\\puzzle\\solver.py", "C:\\game\\puzzle\\x.bin")):
        monkeypatch.setattr(solver, "__file__", module_file)
        assert solver._here("x.bin") == expected


# ----- MicroPython

# Runs under MicroPython's unix port behind tests/micropython/prelude.py (only the PyBadge's
# modules, CircuitPython's time), after a line ``CONFIG = {"runs": [...]}``. For each run: a
# fresh Solver, the boards' hints followed to solved, and over the hints the sum and the most
# of the states expanded, the bytes allocated (collector off meanwhile) and the time. The
# solver's resident memory (buffers, tables, the open file) is measured after the first hint,
# which is left out of the rest.
DEVICE_SCRIPT = """
import gc
import json
import time

gc.collect()
base = gc.mem_alloc()
from puzzle.board import Board
import puzzle.solver as solver
gc.collect()
result = {"import": gc.mem_alloc() - base, "runs": []}
for run in CONFIG["runs"]:
    gc.collect()
    start = gc.mem_alloc()
    hinter = solver.Solver(**run["files"])
    out = {"label": run["label"], "hints": 0, "expanded": 0, "most_expanded": 0,
           "most_allocated": 0, "us": 0, "most_us": 0, "planned": 0, "lengths": []}
    for tiles in run["boards"]:
        board = Board(run["width"], run["height"], tiles)
        moves = 0
        while True:
            gc.collect()
            gc.disable()
            before = gc.mem_alloc()
            began = time.monotonic_ns()
            direction = hinter.hint(board)
            took = (time.monotonic_ns() - began) // 1000
            allocated = gc.mem_alloc() - before
            gc.enable()
            if "resident" not in out:
                gc.collect()
                out["resident"] = gc.mem_alloc() - start
                out["first_us"] = took
            else:
                out["hints"] += 1
                out["expanded"] += hinter.expanded
                out["most_expanded"] = max(out["most_expanded"], hinter.expanded)
                out["most_allocated"] = max(out["most_allocated"], allocated)
                out["us"] += took
                out["most_us"] = max(out["most_us"], took)
                out["planned"] += hinter.planned
            if direction is None:
                break
            board.move(direction)
            moves += 1
        out["lengths"].append(moves)
    out["problems"] = hinter.problems
    result["runs"].append(out)
    hinter.close()
    del hinter
print(json.dumps(result))
"""


def run_device(folder, runs):
    """``DEVICE_SCRIPT``'s figures for ``runs`` (label, width, height, boards, files).

    :param folder: a ``pathlib.Path`` to write the script into
    """
    done = run_source(folder, "CONFIG = %r\n%s" % ({"runs": runs}, DEVICE_SCRIPT))
    assert done.returncode == 0, done.stdout + done.stderr
    return result_of(done)


def test_under_micropython_within_budget_and_memory(tmp_path):
    rng = random.Random(7)
    boards3 = []
    for _ in range(3):
        board = Board(3, 3)
        board.scramble(rng)
        boards3.append(board.tiles)
    boards4 = [tiles for _, tiles in korf_instances()[:3]]
    small, large, fallback = run_device(tmp_path, [
        {"label": "3x3", "width": 3, "height": 3, "boards": boards3, "files": {}},
        {"label": "4x4", "width": 4, "height": 4, "boards": boards4, "files": {}},
        {"label": "3x3 fallback", "width": 3, "height": 3, "boards": boards3[:1],
         "files": {"hints_3x3": "/nonexistent/hints3x3.bin"}},
    ])["runs"]
    assert small["problems"] == [] and large["problems"] == []
    assert small["most_expanded"] == 0 and small["most_allocated"] == 0
    assert large["most_expanded"] <= BUDGET_4X4
    # Working memory of 4x4 hints: what the solver keeps (buffers, stage tables, the open
    # 3x3 file) plus the most one hint allocates. The unix port has 8-byte words, so objects
    # are larger than on the badge: this errs on the safe side.
    assert large["resident"] + large["most_allocated"] <= MEMORY_4X4, large
    assert large["most_allocated"] <= 1024
    lengths = [len(shortest_solution(tiles, 3, 3)) for tiles in boards3]
    assert small["lengths"] == lengths and fallback["lengths"] == lengths[:1]
    assert len(fallback["problems"]) == 1
