# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The Solver: the hints' steps, with the tables, buffers and plan they share (see
:mod:`puzzle.solver`)."""

from micropython import const

from ..board import DIRECTIONS, Board
from .beam import Beam, Plan, plan_4x4
from .tables import Tables
from .work import LEAF_COST, MAX_CELLS, MAX_PLAN, Work, WrongTable, first_open

BUDGET = 2500  # expanded states for one 4x4 plan
BEAM = 4  # end states kept per 4x4 stage
# Work units a step may start on (a unit is about one searched state, 10-16 us in the unix
# port): a step of the game loop stays under 50 ms on the badge (bench/solver_bench.py).
STEP_WORK = 6
# The most a step does: a piece begun just before STEP_WORK (a chunk summed, a state
# expanded, a move of a leaf's walk).
STEP_MOST = STEP_WORK + LEAF_COST
_WALKING = const(-2)  # the 3x3 table's way to solved is being walked, a slice a step


class Solver:
    """Hints and solutions, with the tables, buffers and plan they share between calls.

    After a hint, ``expanded`` is the number of states it expanded (searched or built),
    ``reads`` the bytes it read from the 3x3 table, ``planned`` whether it made a new plan,
    ``steps`` how many steps it took, ``last`` the work units of the last step and ``most``
    the most of them. A step starts no new piece of work past ``step_work`` units, so it
    does at most ``STEP_MOST``. Every buffer is made here, at its largest, and reused.

    :param hints_3x3: path of the 3x3 table; ``hints_4x4`` of the 4x4 stage tables (None:
        ``files.HINTS_3X3`` and ``files.HINTS_4X4``, beside the solver's modules)
    :param beam: end states kept per 4x4 stage; ``budget`` expanded states per 4x4 plan
    :param step_work: work units one step may start on
    """

    def __init__(self, hints_3x3=None, hints_4x4=None, beam=BEAM, budget=BUDGET,
                 step_work=STEP_WORK):
        self.budget = budget
        self.step_work = step_work
        self.busy = False  # between start (or prepare) and the step that finishes
        self.direction = None
        self.expanded = self.reads = self.steps = self.last = self.most = 0
        self.planned = False
        self._work = Work()
        self._tables = Tables(hints_3x3, hints_4x4)
        self._beam = Beam(beam, self._tables, MAX_PLAN)  # room for the longest plan of any size
        self._plan = Plan()
        self._rushed = False  # a player waits: off the plan, the way back serves
        self._job = None  # the generator doing the work, once a search is needed
        self._walking = False  # the 3x3 table's way walked, a slice a step, with no job
        self._board = None  # the board being hinted; None while preparing

    @property
    def problems(self):
        """What is wrong with the data files, one short line each (a fallback serves)."""
        return self._tables.problems

    def look(self):
        """``problems``, with what the files' headers and lengths say added (quick)."""
        return self._tables.look()

    def start(self, board):
        """Begin working out a hint for ``board`` (copied now; only read), dropping any
        unfinished one. ``ValueError`` for a size outside 2..6 a side (then nothing is begun)."""
        self.busy = False
        self._job = None
        self._work.read(board)
        self._plan.track(self._work)
        self._begin(board)

    def rush(self):
        """A player waits for the hint begun: if the board is off the kept plan, the next step
        answers with the way back to it; a beam search still to run goes greedily."""
        self._rushed = self._beam.hurry = True

    def prepare(self):
        """Begin checking and loading both data files; ``step`` until True."""
        self._begin(None)

    def _begin(self, board):
        self._board = board
        self._job = None
        self._walking = False
        self.busy = True
        self.direction = None
        self.planned = False
        self._rushed = self._beam.hurry = False
        self._work.expanded = self._work.reads = self._work.extra = 0
        self.steps = self.most = 0

    def step(self):
        """Do one slice of the work begun by ``start`` or ``prepare``.

        :return: False while there is more to do; True when done (the hint is then in
            ``direction``), and True at once when nothing was begun. ``ValueError`` (and
            nothing more to do) for a board that cannot be solved.
        """
        if not self.busy:
            return True
        work = self._work
        began = work.spent()
        work.until = began + self.step_work
        ok = False
        try:
            try:
                if self._walking:
                    move = self._walk_on()
                    if move >= 0:
                        self._finish(move)
                elif self._job is None:
                    self._first()
                else:
                    back = self._plan.follow(work, True) if self._rushed else -1
                    if back >= 0:  # the way back, or a plan the search has kept already
                        self._finish(back)
                    else:
                        next(self._job)
            except WrongTable as wrong:  # said once; the hint starts again from the fallback
                self._tables.distrust(wrong.args[0])
                self._job = None
                self._walking = False
                self._plan.forget()
                if self._board is not None:
                    self._work.read(self._board)  # the search left the working board astray
            ok = True
        finally:
            if not ok:
                self.busy = False
                self._job = None
                self._walking = False
        self.steps += 1
        self.last = work.spent() - began
        self.most = max(self.most, self.last)
        self.expanded, self.reads = work.expanded, work.reads
        return not self.busy

    def hint(self, board):
        """The direction of the next move toward solved, or None when ``board`` is solved.

        All steps at once (see ``start``): for tests and tools, not for the game loop.
        """
        self.start(board)
        while not self.step():
            pass
        return self.direction

    def solve(self, board):
        """The whole list of directions from ``board`` to solved (``board`` is not changed).

        ``expanded`` and ``reads`` then count the whole solution.
        """
        board = Board(board.width, board.height, board.tiles)
        moves = []
        expanded = reads = 0
        while True:
            direction = self.hint(board)
            expanded += self.expanded
            reads += self.reads
            if direction is None:
                break
            board.move(direction)
            moves.append(direction)
        self.expanded = expanded
        self.reads = reads
        return moves

    def close(self):
        """Close the 3x3 table file (it is reopened and checked again when needed)."""
        self._tables.close()

    # ----- the steps

    def _first(self):
        """The first step: the answer from the plan or the 3x3 table, else a search begun."""
        work, tables = self._work, self._tables
        if self._board is None:
            self._job = self._prepare()
        elif work.solved():
            return self._finish(-1)
        else:
            move = self._plan.follow(work, self._rushed)
            if move >= 0:
                return self._finish(move)
            if not self._board.is_solvable():  # IDA* would search forever
                raise ValueError("no moves solve %r" % (self._board,))
            blocks = tables.blocks(work.width, work.height)
            block = first_open(blocks, work.tiles)
            if blocks[block][1] is None:
                move = self._table_move(blocks[block][0])
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
        self._walking = False

    def _prepare(self):
        while not self._tables.ready(0, self._work):
            yield
        while not self._tables.ready(1, self._work):
            yield
        self._finish(-1)
        yield

    def _search(self, blocks, block):
        """The search for the board just read, in slices: it ends by ``_finish``."""
        homes, stages, rescue = blocks[block]
        work = self._work
        if stages is None:
            move = yield from self._last_block(homes)
        elif work.width == work.height == 4:
            move = yield from self._plan_4x4()
        else:
            move = yield from self._plan_lines(blocks, block)
        self._finish(move)
        yield

    def _keep(self, moves, start, count, transposed=False):
        self.planned = True
        return self._plan.keep(moves, start, count, self._work, transposed)

    # ----- the last block: the 3x3 table or IDA*

    def _table_move(self, homes):
        """The 3x3 table's move for a last block of 3x3 (-1: no checked table), its whole way to
        solved walked and kept as the plan, a slice a step (``_WALKING`` meanwhile)."""
        work = self._work
        if len(homes) != 9 or homes[-1] % work.width - homes[0] % work.width != 2:
            return -1
        if not self._tables.ready(0, work) or self._tables.file3 is None:
            return -1
        self._tables.begin_walk(work)
        self._walking = True
        return self._walk_on()

    def _walk_on(self):
        """The 3x3 table walked on a slice: ``_WALKING``, or the plan's first move at the goal."""
        work = self._work
        count = self._tables.walk_on(work, work.moves)
        if count < 0:
            return _WALKING
        self._walking = False
        return self._keep(work.moves, 0, count)

    def _last_block(self, homes):
        """The move for a board whose other blocks are done: the 3x3 table or IDA*."""
        work, tables = self._work, self._tables
        while not tables.ready(0, work):
            yield
        move = self._table_move(homes)
        self._walking = False  # walked on here, in the job
        while move == _WALKING:
            yield
            move = self._walk_on()
        if move >= 0:
            return move
        columns = homes[-1] % work.width - homes[0] % work.width + 1
        small = tables.small()
        local = tables.end_pattern(work.width, work.height).local
        for i in range(len(homes)):  # relabel: the block's tiles become 0..m-1
            small.tiles[i] = local[work.tiles[homes[i]]]
        count = yield from small.solve(columns, len(homes) // columns, work)
        return self._keep(work.moves, 0, count)

    def _plan_4x4(self):
        work, tables = self._work, self._tables
        while not tables.ready(1, work):
            yield
        while not tables.ready(0, work):  # leaves are scored with it
            yield
        budget = work.expanded + self.budget  # building tables (a fallback) is not planning
        self.planned = True
        return (yield from plan_4x4(work, tables, self._beam, self._plan, budget))

    def _plan_lines(self, blocks, block):
        """Plan the next block of a board other than 4x4 (see ``lines``)."""
        from .lines import plan

        count = yield from plan(self._work, self._beam, blocks, block)
        return self._keep(self._beam.slots[0], MAX_CELLS, count)


_SOLVER = None


def solver():
    """The shared Solver (made on first use, so importing this module costs little)."""
    global _SOLVER
    if _SOLVER is None:
        _SOLVER = Solver()
    return _SOLVER
