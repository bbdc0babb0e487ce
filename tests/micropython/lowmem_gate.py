# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The heap runs out in a step of the real solver, under MicroPython's fixed heap: the game
plays on without hints.

Imported by a script that ``import prelude`` first and then calls ``main(damaged)``, where
``damaged`` is the path of a ``hints4x4.bin`` with one byte changed (its fallback, the stage
tables built by ``bfs``, takes several KB more than the file). Three 4x4 games from the
same known scramble, the solver made by the game at the first hint (A), its modules let go
of when hints go off, as ``puzzle.app`` has it:

1. the heap the first hint holds (the solver's modules, tables and buffers) is measured;
2. with all the heap held but that and ``MARGIN``, the hint still comes (the control);
3. with the damaged file and the same heap left, a step of the solver runs out; then hints
   are off and said once, nothing waits, the arrows solve the board and the record is saved.

One JSON line of figures; exit 1 with the reason on any problem.
"""

import gc
import random
import sys

from game_gate import FakeClock, FakeView, KnownScramble
from harness import check, heap, report, scramble_walk, undo
from puzzle.board import Board
from puzzle.game import STATE_INTRO, STATE_PLAY, STATE_SOLVED, Game
from puzzle.hints import NO_MEMORY
from puzzle.pictures import file_problem  # noqa: F401 (the view has it loaded in a game)
from puzzle.saves import Records
from puzzle.saves import SLOT, Saves
from puzzle import unload
from puzzle.settings import Settings

JUMP = Settings()  # the game's settings, but tiles jump: no glide to wait for
JUMP.SLIDE_SECONDS = 0

SCRAMBLE_MOST = 1000  # moves the known scramble's walk may take (see scramble_walk)
MARGIN = 3072  # bytes left beyond what the first hint holds: its garbage, the game's own (the
# fallback needs about 6 KB more; 2-5 KB left here make it run out, and the control pass)
SOLVER = "puzzle.solver"  # the solver's modules, let go of with it (as puzzle.app has it)


class Watched:
    """The real solver, made as the game makes it; its steps counted, and where it ran out
    of heap noted: in the fallback (``bfs``), or before it began."""

    def __init__(self, hints_4x4):
        from solving import Solver

        self._solver = Solver(hints_4x4=hints_4x4)
        self.steps = 0
        self.ran_out = None  # "fallback" or "before the fallback", once it has

    busy = property(lambda self: self._solver.busy)
    direction = property(lambda self: self._solver.direction)
    problems = property(lambda self: self._solver.problems)

    def start(self, board):
        self._solver.start(board)

    def rush(self):
        self._solver.rush()

    def step(self):
        self.steps += 1
        try:
            return self._solver.step()
        except MemoryError:
            # the file's problem is found first: then bfs is imported and builds the tables
            fallback = bool(self._solver.problems) or SOLVER + ".bfs" in sys.modules
            self.ran_out = "fallback" if fallback else "before the fallback"
            raise


def ballast(leave):
    """Hold all of the heap but about ``leave`` bytes, in blocks from 32 KB down to 16."""
    held = []
    gc.collect()
    size = 32768
    while size >= 16:
        if gc.mem_free() - size < leave:
            size //= 2
            continue
        try:
            held.append(bytearray(size))
        except MemoryError:
            size //= 2
    return held


def session(walk, scrambled, hints_4x4=None, leave=None):
    """A 4x4 game from ``scrambled``; A asked for a hint, with all the heap but ``leave``
    held from then on (None: none held). Its figures."""
    nvm = bytearray(b"\xff" * 2 * SLOT)
    made = []

    def make():
        made.append(Watched(hints_4x4))
        return made[-1]

    unload(SOLVER)  # each game as at a fresh start: the solver's modules not yet imported
    clock = FakeClock()
    game = Game(FakeView(), clock, JUMP, rng=KnownScramble(range(16), scrambled.tiles),
                records=Records(Saves(nvm)), make_hinter=make, hint_modules=SOLVER)
    game.press("b")
    clock.now += 10
    game.tick()
    check(game.state == STATE_PLAY and game.board.tiles == scrambled.tiles,
          "the 4x4 game did not start from the known scramble")
    before = heap()
    held = ballast(leave) if leave is not None else []
    free = gc.mem_free()
    game.press("a")
    passes = 0
    while not game.ready and passes < 20000:  # building the fallback: thousands of steps
        game.tick()
        passes += 1
    figures = {"passes": passes, "free_at_hint": free, "held": len(held),
               "steps": made[0].steps if made else 0, "ran_out": made and made[0].ran_out,
               "moves": game.moves, "waiting": game.busy,
               "notice": game.notice}
    if leave is None:
        figures["hint_holds"] = heap() - before
    game.press("a")  # another hint: none comes once hints are off
    for _ in range(10):
        game.tick()
    figures["hints_on"] = game.moves != figures["moves"] or game.busy  # moved, or on its way
    figures["made"] = len(made)
    while game.moves:  # the hinted moves taken back, then the walk: solved by the arrows
        game.press("b")
    undo(game.press, walk, 0, len(walk))
    clock.now += 10
    game.tick()
    figures["solved"] = game.state == STATE_SOLVED
    figures["record"] = list(Records(Saves(nvm)).get("4x4"))
    game.press("start")
    figures["intro"] = game.state == STATE_INTRO
    figures["notice_on_intro"] = game.notice
    return figures


def main(damaged):
    """The three games (see the module's docstring); one JSON line."""
    random.seed(5)
    scrambled = Board(4, 4)
    log = bytearray(SCRAMBLE_MOST)
    walk = log[:scramble_walk(scrambled, log, random.randrange)]
    free = session(walk, scrambled)
    leave = free["hint_holds"] + MARGIN
    control = session(walk, scrambled, leave=leave)
    low = session(walk, scrambled, damaged, leave)
    problems = []
    if not (control["moves"] == 1 and control["hints_on"]):
        problems.append("the control's hint did not come with %d bytes left" % leave)
    if control["ran_out"] or low["ran_out"] != "fallback":
        problems.append("the heap did not run out in the fallback's steps alone")
    if low["hints_on"] or low["waiting"]:
        problems.append("hints are still on, or the game waits for one")
    if low["notice"] != NO_MEMORY + " (+1 more)" or low["made"] != 1:
        problems.append("no memory for hints was not said once: %r" % low["notice"])
    if not (low["solved"] and low["record"][0] == len(walk) and low["intro"]):
        problems.append("the game did not play on to a record: %r" % (low,))
    report({"gate": "lowmem", "ok": not problems, "problems": problems, "leave": leave,
            "walked": len(walk), "sessions": [free, control, low]})
