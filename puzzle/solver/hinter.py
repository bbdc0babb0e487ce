# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The Solver: the hints' steps, with the tables, buffers and plan they share (see
:mod:`puzzle.solver`)."""

from micropython import const

from ..board import DIRECTIONS
from .beam import Beam, Plan
from .tables import Tables
from .work import LEAF_COST, Work, WrongTable, first_open

_BUDGET = const(2500)  # expanded states for one 4x4 plan
_BEAM = const(4)  # end states kept per 4x4 stage
# Work units a step may start on (a unit is about one searched state, 10-16 us in the unix
# port): a step of the game loop stays under 50 ms on the badge (bench/solver_bench.py).
STEP_WORK = 6
# The most a step does: a piece begun just before STEP_WORK (a chunk summed, a state
# expanded, a move of a leaf's walk).
STEP_MOST = STEP_WORK + LEAF_COST
_WALKING = const(-2)  # the 3x3 table's way to solved is being walked, a slice a step
_END_MOST = const(31)  # moves: no 3x3 arrangement is farther from solved (tests/test_solver.py)


class Solver:
    """The hints' steps, with the tables, buffers and plan they share between hints; every
    buffer made here, at its largest, and reused.

    A step starts no new piece of work past ``step_work`` units, so it does at most
    ``STEP_MOST``. What the game does not need (a hint or a solution all at once, the files
    checked ahead, each step's work counted, whether a hint made a plan) is the tests' and
    tools' (``tests/micropython/solving.py``), not the badge's.
    """

    step_work = STEP_WORK

    def __init__(self):
        self.busy = False  # between start and the step that finishes
        self.direction = None
        self.work = Work()
        self.tables = Tables()
        self.problems = self.tables.problems  # what is wrong with the data files, a line each
        self.beam = Beam(_BEAM, self.tables)
        self.plan = Plan()
        self._job = None  # the generator doing the work, once a search is needed
        self._walked = -1  # moves of the 3x3 table's way walked so far, a slice a step; -1: none
        self.board = None  # the board being hinted

    def start(self, board):
        """Begin working out a hint for ``board`` (copied now; only read), dropping any
        unfinished one. ``ValueError`` for a size outside 2..6 a side (then nothing is begun)."""
        self.busy = False
        self._job = None
        work = self.work
        work.read(board)
        self.plan.track(work)
        self.board = board
        self._walked = -1
        self.busy = True
        self.direction = None
        self.beam.hurry = False  # True: a player waits (``rush``)
        work.expanded = work.reads = work.extra = 0

    def rush(self):
        """A player waits for the hint begun: if the board is off the kept plan, the next step
        answers with the way back to it; a beam search still to run goes greedily."""
        self.beam.hurry = True

    def step(self):
        """Do one slice of the work begun by ``start``.

        :return: False while there is more to do; True when done (the hint is then in
            ``direction``), and True at once when nothing was begun. ``ValueError`` (and
            nothing more to do) for a board that cannot be solved.
        """
        if not self.busy:
            return True
        work = self.work
        work.until = work.spent() + self.step_work
        ok = False
        try:
            try:
                if self._job is not None:
                    back = self.plan.follow(work, True) if self.beam.hurry else -1
                    if back >= 0:  # the way back, or a plan the search has kept already
                        self._finish(back)
                    else:
                        next(self._job)
                elif self._walked >= 0:  # the 3x3 table's way, begun by the first step
                    move = self._walk()
                    if move >= 0:
                        self._finish(move)
                else:
                    self._first()
            except WrongTable as wrong:  # said once; the hint starts again from the fallback
                self.tables.distrust(wrong.args[0])
                self._job = None
                self._walked = -1
                self.plan.n = 0  # no plan
                work.read(self.board)  # the search left the working board astray
            ok = True
        finally:
            if not ok:
                self._finish(-1)
        return not self.busy

    # ----- the steps

    def _first(self):
        """The first step: the answer from the plan or the 3x3 table, else a search begun."""
        work, tables, board = self.work, self.tables, self.board
        if board.is_solved():
            return self._finish(-1)
        move = self.plan.follow(work, self.beam.hurry)
        if move >= 0:
            return self._finish(move)
        if not board.is_solvable():  # IDA* would search forever
            raise ValueError("no moves solve %r" % (board,))
        blocks = tables.blocks(work.width, work.height)
        block = first_open(blocks, work.tiles)
        if blocks[block][1] is None:
            move = self._walk(blocks[block][0])
            if move >= 0:
                return self._finish(move)
            if move == _WALKING:
                return None
        self._job = self._search(blocks, block)
        next(self._job)

    def _finish(self, move):
        self.direction = DIRECTIONS[move] if move >= 0 else None
        self.busy = False
        self._job = None
        self._walked = -1

    def _search(self, blocks, block):
        """The search for the board just read, in slices, kept as the plan: it ends by
        ``_finish`` with the plan's first move. The last block: the 3x3 table or IDA*; 4x4: its
        stages, by a beam search; a line of the other sizes: its next block (``lines``)."""
        homes, stages, _ = blocks[block]
        work, tables, plan = self.work, self.tables, self.plan
        if stages is None:
            while not tables.ready(0, work):
                yield
            move = self._walk(homes)
            while move == _WALKING:
                yield
                move = self._walk()
            if move < 0:  # no 3x3 table: IDA*
                from .small import SMALL

                count = yield from SMALL.solve(work, homes, blocks[-1][2].local)
                move = plan.keep(count, work)
        elif work.width == work.height == 4:  # as the board stands and transposed: the shorter
            while not tables.ready(1, work):
                yield
            while not tables.ready(0, work):  # leaves are scored with it
                yield
            budget = work.expanded + _BUDGET  # building tables (a fallback) is not planning
            patterns, beam = tables.stages4, self.beam
            best = -1
            for turn in range(2):
                if turn:
                    if beam.hurry:
                        break  # a player waits: the board as it stands will do
                    work.transpose()
                beam.start(work)
                after = 0 if turn else 1 + _BEAM * (len(patterns) - 1)  # searches after these
                count = yield from beam.search(work, patterns, first_open(blocks, work.tiles),
                                               _BEAM, budget, after)
                work.load(work.origin)  # back to the board as read
                if best < 0 or beam.scores[0] < best and not beam.hurry:  # hurried: unscored
                    best = beam.scores[0]
                    move = plan.keep(count, work, turn == 1)
        else:
            from .lines import plan as lines

            count = yield from lines(work, self.beam, blocks, block)
            work.load(work.origin)  # back to the board as read
            move = plan.keep(count, work)
        self._finish(move)
        yield

    # ----- the last block's way down the 3x3 table

    def _walk(self, homes=None):
        """The 3x3 table's move for a last block of 3x3 (its cells ``homes``; -1: no checked
        table), its whole way to solved walked and kept as the plan, a slice a step: a read a
        unit, counted in ``work.reads``; ``_WALKING`` until the slice that reaches solved,
        which answers the plan's first move. A walk begun goes on (``homes`` unread).

        The walk is on a copy of the block (the end Pattern's ``pos``), which nothing else
        loads between its slices. ``WrongTable`` for a move the block cannot make or a walk
        past ``_END_MOST``: a table that passes leads to solved, so a hint from it is never a
        wrong move."""
        work, tables = self.work, self.tables
        count = self._walked
        if count < 0 and (len(homes) != 9 or homes[-1] % work.width - homes[0] % work.width != 2
                          or not tables.ready(0, work)):
            return -1
        pattern = tables.end_walk(work.width, work.height)
        if count < 0:  # begin
            if pattern is None:
                return -1
            pattern.load(work.where)
            count = 0
        while True:
            move = pattern.descend(pattern.pos)
            if move < 0:
                self._walked = -1
                return self.plan.keep(count, work)
            if count == _END_MOST:
                raise WrongTable(0)
            work.moves[count] = move
            count += 1
            work.reads += 1
            if work.spent() >= work.until:
                self._walked = count
                return _WALKING
