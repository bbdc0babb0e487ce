# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Hint files made hostile: whatever stands in place of ``hints3x3.bin`` or ``hints4x4.bin``
(a FIFO, a folder, a loop of links, a huge file, random bytes, a valid header and checksum
around wrong tables), a hint never hangs and is never a wrong move: every hint is a legal
move and following them reaches solved. What is wrong is named once, in one short line, and
hints come from the fallback.

Every test runs under an alarm: a hang fails it instead of stopping the run.
"""

import os
import random
import signal
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import puzzle.app
from conftest import ROOT
from puzzle.app import make_game
from puzzle.board import Board
from puzzle.settings import Settings
from puzzle.solver import tables
from solving import Solver
from puzzle.solver.tables import Tables
from puzzle.solver.hinter import _END_MOST as END_MOST
from support import FakeClock
from test_solver import follow_hints, korf_instances

sys.path.append(os.path.join(ROOT, "tools"))
import make_hints  # noqa: E402

SECONDS = 60  # the most a test may take before it counts as a hang
NAMES = ("hints3x3.bin", "hints4x4.bin")
SHIPPED = (tables.HINTS_3X3, tables.HINTS_4X4)
KINDS = (tables.KIND_3X3, tables.KIND_4X4)




@pytest.fixture(autouse=True)
def no_hang():
    """SIGALRM after ``SECONDS``: a read that waits for ever raises instead."""

    def hung(number, frame):
        raise TimeoutError("hung for %d s" % SECONDS)

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(SECONDS)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def payload(which):
    """The shipped file's tables, without the header."""
    with open(SHIPPED[which], "rb") as stream:
        return stream.read()[tables._HEADER_SIZE:]


def write(folder, which, content):
    """``content`` as a hint file named as the game's, in ``folder``; its path."""
    path = os.path.join(str(folder), NAMES[which])
    with open(path, "wb") as stream:
        stream.write(content)
    return path


def plausible(folder, which, tables):
    """A file whose header and checksum are right for ``tables``: only use tells it wrong."""
    return write(folder, which, make_hints.pack_header(KINDS[which], bytes(tables)) + tables)


def boards(seed, count=2):
    """Scrambled 3x3 boards and Korf 4x4 instances to hint through to solved."""
    rng = random.Random(seed)
    chosen = []
    for _ in range(count):
        board = Board(3, 3)
        board.scramble(rng)
        chosen.append(board)
    return chosen + [Board(4, 4, tiles) for _, tiles in korf_instances()[seed % 7:][:count]]


def solved_by_hints(hinter, seed, count=2):
    """Hints followed to solved on each board (every one legal: ``follow_hints``); a 3x3
    board in ``END_MOST`` moves or fewer."""
    for board in boards(seed, count):
        width = board.width
        moves = len(follow_hints(hinter, board)) - 1
        assert width == 4 or moves <= END_MOST, moves


def fifo(path):
    os.mkfifo(path)


def folder(path):
    os.mkdir(path)


def link_loop(path):
    os.symlink(path + ".other", path)
    os.symlink(path, path + ".other")


def link_to_nowhere(path):
    os.symlink(path + ".nowhere", path)


def writer(content):
    def make(path):
        with open(path, "wb") as stream:
            stream.write(content)

    return make


def shipped_but(change, length=None):
    """A copy of the shipped file, changed by ``change(data)``, then made ``length`` bytes
    long (sparse: no room taken)."""

    def make(path, which):
        with open(SHIPPED[which], "rb") as stream:
            writer(change(stream.read()))(path)
        if length is not None:
            os.truncate(path, length)

    return make


NOT_FILES = {"FIFO": (fifo, "not a file"), "folder": (folder, "not a file"),
             "loop of links": (link_loop, "unreadable"),
             "link to nowhere": (link_to_nowhere, "missing"),
             "empty": (writer(b""), "bad header"),
             "random bytes": (writer(bytes(random.Random(1).randrange(256)
                                           for _ in range(50000))), "bad header")}
DAMAGED = {"header only": (shipped_but(lambda data: data[:tables._HEADER_SIZE]), "cut short"),
           "cut short": (shipped_but(lambda data: data[:-1]), "cut short"),
           "a byte more": (shipped_but(lambda data: data + b"\0"), "too long"),
           "4 GB": (shipped_but(lambda data: data + bytes(1), 4 << 30), "too long"),
           "a byte changed": (shipped_but(lambda data: data[:-1] + bytes([data[-1] ^ 1])),
                              "bad checksum")}


@pytest.mark.parametrize("which", [0, 1], ids=NAMES)
@pytest.mark.parametrize("kind", list(NOT_FILES) + list(DAMAGED))
def test_whatever_stands_for_a_hint_file_is_named_once_and_hints_go_on(tmp_path, which, kind):
    path = os.path.join(str(tmp_path), NAMES[which])
    if kind in NOT_FILES:
        make, problem = NOT_FILES[kind]
        make(path)
    else:
        make, problem = DAMAGED[kind]
        make(path, which)
    hinter = Solver(**{("hints_3x3", "hints_4x4")[which]: path})
    quick = [] if problem == "bad checksum" else ["%s: %s" % (NAMES[which], problem)]
    assert hinter.look() == quick, "the header and length alone, read at once"
    solved_by_hints(hinter, which)
    assert hinter.problems == ["%s: %s" % (NAMES[which], problem)]


def rotated_3x3(tables):
    """Each 2-bit move turned to the next direction (0 to 1, ... 3 to 0)."""
    return bytes(sum(((byte >> shift & 3) + 1) % 4 << shift for shift in range(0, 8, 2))
                 for byte in tables)


def opposite_3x3(tables):
    """Each move the opposite of the right one: the tile goes back and forth."""
    return bytes(byte ^ 0x55 for byte in tables)


def shifted_4x4(tables):
    """Each distance one more, modulo 3, as right as a table can look (unseen states kept)."""
    out = bytearray(tables)
    for i, byte in enumerate(tables):
        value = 0
        for shift in range(0, 8, 2):
            cell = byte >> shift & 3
            value |= (cell if cell == 3 else (cell + 1) % 3) << shift
        out[i] = value
    return bytes(out)


WRONG = {0: {"each move turned": rotated_3x3, "each move reversed": opposite_3x3,
             "all up": lambda tables: bytes(len(tables)),
             "random": lambda tables: random.Random(3).randbytes(len(tables))},
         1: {"a byte along": lambda tables: tables[1:] + tables[:1],
             "all unseen": lambda tables: b"\xff" * len(tables),
             "all zero": lambda tables: bytes(len(tables)),
             "random": lambda tables: random.Random(4).randbytes(len(tables)),
             "stages swapped": lambda tables: tables[-2000:] + tables[:-2000]}}


@pytest.mark.parametrize("which, wrong", [(which, name) for which in (0, 1)
                                          for name in WRONG[which]])
def test_a_right_checksum_around_wrong_tables_is_found_out_in_use(tmp_path, which, wrong):
    """The first hint that meets the wrong table says so once; it and every hint after it
    come from the fallback (IDA* on 3x3, tables built in RAM on 4x4), all legal, to solved."""
    path = plausible(tmp_path, which, WRONG[which][wrong](payload(which)))
    hinter = Solver(**{("hints_3x3", "hints_4x4")[which]: path})
    assert hinter.look() == [], "the header and the length are right"
    solved_by_hints(hinter, which + 2)
    assert hinter.problems == ["%s: wrong table" % NAMES[which]]
    hinter.close()  # opened again when next needed: not read, not said again
    solved_by_hints(hinter, which + 3, 1)
    assert hinter.problems == ["%s: wrong table" % NAMES[which]]


def test_stage_tables_all_one_more_are_as_good_as_right(tmp_path):
    """The 4x4 search reads distances modulo 3 against the state it starts from, so tables
    whose every distance is one more lead the same way: not wrong, nothing said."""
    path = plausible(tmp_path, 1, shifted_4x4(payload(1)))
    board = Board(4, 4, korf_instances()[0][1])
    assert Solver(hints_4x4=path).solve(board) == Solver().solve(board)


def test_a_table_cut_short_while_the_game_reads_it_is_found_out(tmp_path):
    """Checked whole, then cut under the open file: the next read finds it out."""
    path = write(tmp_path, 0, open(tables.HINTS_3X3, "rb").read())
    hinter = Solver(hints_3x3=path)
    first, second = boards(5, 2)[:2]
    follow_hints(hinter, first)
    os.truncate(path, tables._HEADER_SIZE + 100)
    follow_hints(hinter, second)
    assert hinter.problems == ["hints3x3.bin: wrong table"]


def table_index(tiles):
    """Where the 3x3 table holds the move for the arrangement ``tiles``."""
    where = bytearray(9)
    for cell, tile in enumerate(tiles):
        where[tile] = cell
    return Tables().blocks(3, 3)[-1][2].load(where)


@settings(max_examples=60, deadline=None)
@given(changes=st.lists(st.tuples(st.integers(0, END_MOST - 1), st.integers(0, 3)),
                        min_size=1, max_size=4), seed=st.integers(0, 2**16))
def test_any_3x3_table_with_a_right_checksum_gives_legal_hints_to_solved(tmp_path_factory,
                                                                        changes, seed):
    """The shipped table with moves changed along a board's way to solved (the checksum made
    right): hints are legal and reach solved within the longest way there is; a change met
    is said at most once."""
    board = boards(seed, 1)[0]
    way = [board.tiles]
    for direction in Solver().solve(board):
        following = Board(3, 3, way[-1])
        following.move(direction)
        way.append(following.tiles)
    tables = bytearray(payload(0))
    for step, move in changes:
        if step < len(way) - 1:
            index = table_index(way[step])
            shift = (index & 3) * 2
            tables[index >> 2] = tables[index >> 2] & ~(3 << shift) | move << shift
    path = plausible(tmp_path_factory.mktemp("hints"), 0, bytes(tables))
    hinter = Solver(hints_3x3=path)
    assert len(follow_hints(hinter, board)) - 1 <= END_MOST
    assert hinter.problems in ([], ["hints3x3.bin: wrong table"])


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(changes=st.lists(st.tuples(st.integers(0, 4355), st.integers(0, 255)), min_size=1,
                        max_size=50), instance=st.integers(0, 99))
def test_any_4x4_tables_with_a_right_checksum_give_legal_hints_to_solved(tmp_path_factory,
                                                                        changes, instance):
    tables = bytearray(payload(1))
    for where, value in changes:
        tables[where] = value
    path = plausible(tmp_path_factory.mktemp("hints"), 1, bytes(tables))
    hinter = Solver(hints_4x4=path)
    follow_hints(hinter, Board(4, 4, korf_instances()[instance][1]))
    assert hinter.problems in ([], ["hints4x4.bin: wrong table"])


@pytest.mark.parametrize("which", [0, 1], ids=NAMES)
@pytest.mark.parametrize("kind", ["FIFO", "wrong table"])
def test_in_the_game_a_hint_comes_and_the_problem_is_said_once(desktop, tmp_path, monkeypatch,
                                                              capsys, which, kind):
    """The issue's cases through the game: a FIFO (the first hint hung, deaf to SIGTERM) and
    wrong tables (hints did nothing, or the first 4x4 hint hung)."""
    path = os.path.join(str(tmp_path), NAMES[which])
    if kind == "FIFO":
        os.mkfifo(path)
        said = "%s: not a file" % NAMES[which]
    else:
        plausible(tmp_path, which, WRONG[which]["random"](payload(which)))
        said = "%s: wrong table" % NAMES[which]
    paths = {("hints_3x3", "hints_4x4")[which]: path}
    monkeypatch.setattr(puzzle.app, "make_solver", lambda: Solver(**paths))
    clock = FakeClock()
    game = make_game(Settings(), desktop.display, clock, random.Random(2),
                     images=str(tmp_path / "no-images"))
    game.press("ab"[which])
    clock.now += 2
    game.tick()
    for hints in range(1, 400):
        tiles = game.board.tiles
        game.press("a")
        for _ in range(20000):  # building the 4x4 tables takes a few thousand passes
            clock.now += 0.05
            game.tick()
            if game.ready:
                break
        assert game.ready, "a hint on its way for 20000 passes"
        if game.state != "play":
            break
        assert game.board.tiles != tiles, "a hint that moved nothing"
    assert game.state == "solved" and game.moves == hints
    assert capsys.readouterr().out.count(said) == 1
