# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Hints: the direction of the next move toward solved, for any board from 2x2 to 6x6,
worked out in slices short enough that the game never freezes.

In the game loop (one ``step`` a pass; each does at most ``STEP_WORK`` units of work, about
as many searched states, under 3 ms in MicroPython's unix port, about 0.3 s on the badge)::

    hinter = puzzle.solver.solver()     # the shared Solver
    hinter.start(board)                 # on A or SELECT: begins; the board is copied
    ...
    if hinter.busy and hinter.step():   # once a pass, until it returns True
        direction = hinter.direction    # "up", "down", "left", "right"; None if solved

The answer is for the board as it was at ``start``: if a tile moves meanwhile, call
``start`` again (it drops unfinished work; files being checked go on where they were).
``prepare()`` then ``step()`` until True checks and loads the data files ahead of time (on
the intro, say), so that ``problems()`` lists what is wrong with them. ``hint(board)`` and
``solve(board)`` do it all at once, for tests and tools.

- **3x3**: a perfect table (``hints3x3.bin``, 45 KB on the drive, 2 bits an arrangement):
  one seek and one byte read, no search. Without it: IDA* (``small``), optimal but slower.
- **4x4**: the beam search of ``beam`` through three stage tables (``hints4x4.bin``, 4 KB in
  RAM; without it they are built here, once), then the 3x3 table: 1.32 times optimal on
  average on Korf's 100, 1.52 at worst, at most ``BUDGET`` states a plan. The plan is kept
  (``plan``), so a hint on a board along it costs nothing.
- **other sizes**: rows and columns peeled off with small tables built for each step
  (``blocks``), then the last block of at most 3x3 exactly.

Directions are the board's: the TILE moves, so "up" takes the tile below the gap up into it.
"""

from ..board import DIRECTIONS, Board
from .beam import LEAF_COST, Beam
from .blocks import first_open, fixed_cells
from .files import HINTS_3X3, HINTS_4X4
from .pattern import Pattern
from .plan import Plan
from .small import Small
from .tables import Tables
from .work import MAX_CELLS, Work

BUDGET = 2500  # expanded states for one 4x4 plan
BEAM = 4  # end states kept per 4x4 stage
STEP_WORK = 100  # work units a step may start on (a unit is about one searched state)
STEP_MOST = STEP_WORK + 2 * LEAF_COST  # the most a step does: a leaf may follow the 3x3 table


class Solver:
    """Hints and solutions, with the tables, buffers and plan they share between calls.

    After a hint, ``expanded`` is the number of states it expanded (searched or built),
    ``reads`` the bytes it read from the 3x3 table, ``planned`` whether it made a new plan,
    ``steps`` how many steps it took, ``last`` the work units of the last step and ``most``
    the most of them. A step starts no new piece of work past ``step_work`` units, so it
    does at most ``STEP_MOST``: the longest piece is scoring one leaf of the 4x4 search.

    :param hints_3x3: path of the 3x3 table; ``hints_4x4`` of the 4x4 stage tables
    :param beam: end states kept per 4x4 stage; ``budget`` expanded states per 4x4 plan
    :param step_work: work units one step may start on
    """

    def __init__(self, hints_3x3=HINTS_3X3, hints_4x4=HINTS_4X4, beam=BEAM, budget=BUDGET,
                 step_work=STEP_WORK):
        self.budget = budget
        self.step_work = step_work
        self.busy = False  # between start (or prepare) and the step that finishes
        self.direction = None
        self.expanded = self.reads = self.steps = self.last = self.most = 0
        self.planned = False
        self._work = Work()
        self._tables = Tables(hints_3x3, hints_4x4, Small())
        self._beam = Beam(beam, self._tables)
        self._plan = Plan()
        self._job = None  # the generator doing the work, once a search is needed
        self._board = None
        self._preparing = False

    @property
    def problems(self):
        """What is wrong with the data files, one short line each (a fallback serves)."""
        return self._tables.problems

    def look(self):
        """``problems``, with what the files' headers and lengths say added (quick)."""
        return self._tables.look()

    def start(self, board):
        """Begin working out a hint for ``board`` (copied now; only read).

        ``ValueError`` for a size outside 2..6 a side (here) or an arrangement that cannot
        be solved (from ``step``).
        """
        self._work.read(board)
        self._begin(board, False)

    def prepare(self):
        """Begin checking and loading both data files; ``step`` until True."""
        self._begin(None, True)

    def _begin(self, board, preparing):
        self._board = board
        self._preparing = preparing
        self._job = None
        self.busy = True
        self.direction = None
        self.planned = False
        self._work.expanded = self._work.reads = self._work.extra = 0
        self.steps = self.most = 0

    def step(self):
        """Do one slice of the work begun by ``start`` or ``prepare``.

        :return: False while there is more to do; True when done (the hint is then in
            ``direction``), and True at once when nothing was begun
        """
        if not self.busy:
            return True
        work = self._work
        began = work.spent()
        work.until = began + self.step_work
        ok = False
        try:
            if self._job is None:
                self._first()
            else:
                next(self._job)
            ok = True
        finally:
            if not ok:
                self.busy = False
                self._job = None
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
        if self._preparing:
            self._job = self._prepare()
        elif work.solved():
            return self._finish(-1)
        else:
            move = self._plan.follow(work)
            if move >= 0:
                return self._finish(move)
            if not self._board.is_solvable():  # IDA* would search forever
                raise ValueError("no moves solve %r" % (self._board,))
            self._plan.store(work)
            blocks = tables.blocks(work.width, work.height)
            block = first_open(blocks, work.tiles)
            if blocks[block][1] is None:
                move = self._table_move(blocks[block][0])
                if move >= 0:
                    return self._finish(move)
            self._job = self._search(blocks, block)
        next(self._job)

    def _finish(self, move):
        self.direction = DIRECTIONS[move] if move >= 0 else None
        self.busy = False
        self._job = None

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
        """The 3x3 table's move for a last block of 3x3, if the table is checked; else -1."""
        width = self._work.width
        if len(homes) != 9 or homes[-1] % width - homes[0] % width != 2:
            return -1
        if not self._tables.ready(0, self._work) or self._tables.file3 is None:
            return -1
        self._plan.forget()  # the table needs no plan
        self._work.reads += 1
        return self._tables.lookup(self._work)

    def _last_block(self, homes):
        """The move for a board whose other blocks are done: the 3x3 table or IDA*."""
        work, tables = self._work, self._tables
        while not tables.ready(0, work):
            yield
        move = self._table_move(homes)
        if move >= 0:
            return move
        columns = homes[-1] % work.width - homes[0] % work.width + 1
        small = tables.small
        local = tables.end_pattern(work.width, work.height).local
        for i in range(len(homes)):  # relabel: the block's tiles become 0..m-1
            small.tiles[i] = local[work.tiles[homes[i]]]
        count = yield from small.solve(columns, len(homes) // columns, work)
        return self._keep(work.moves, 0, count)

    # ----- planning in stages

    def _plan_4x4(self):
        """Plan the 4x4 stages as the board stands and as transposed; keep the shorter plan."""
        work, tables, beam = self._work, self._tables, self._beam
        while not tables.ready(1, work):
            yield
        while not tables.ready(0, work):  # leaves are scored with it
            yield
        patterns = tables.stages4
        budget = work.expanded + self.budget  # building tables (a fallback) is not planning
        best_total = -1
        first_move = 0
        for turn in range(2):
            if turn:
                work.transpose()
            first = first_open(tables.blocks(4, 4), work.tiles)
            beam.start(work)
            calls_after = 0 if turn else 1 + beam.keep * (len(patterns) - 1)
            count = yield from beam.search(work, patterns, first, beam.keep, budget,
                                           calls_after, True)
            total = beam.scores[0][0]
            if best_total < 0 or total < best_total:
                best_total = total
                first_move = self._keep(beam.slots[0], MAX_CELLS, count, turn == 1)
            work.load(self._plan.expect)  # back to the board as read, for the next turn
        return first_move

    def _plan_lines(self, blocks, block):
        """Plan the next block of a board other than 4x4: its stages, greedily."""
        work, beam = self._work, self._beam
        homes, stages, rescue = blocks[block]
        fixed = fixed_cells(blocks, block)
        beam.start(work)
        yield from self._run_stages(stages[:1], fixed)
        rest = stages[1:]
        if rescue is not None:
            corner, tile, below, gap_stage, window_stage = rescue
            slot = beam.slots[0]
            if slot[corner] == tile:
                rest = (gap_stage, window_stage)
            elif slot[corner] == work.n - 1 and slot[below] == tile:  # a must go up into q
                rest = (window_stage,)
        count = yield from self._run_stages(rest, fixed)
        return self._keep(beam.slots[0], MAX_CELLS, count)

    def _run_stages(self, stages, fixed):
        """Build the tables of ``stages`` and walk them greedily from beam 0; the moves."""
        work = self._work
        patterns = []
        for tiles, targets, extra, gap in stages:
            pattern = Pattern(work.width, work.height, fixed + list(extra), tiles, targets, gap)
            yield from pattern.build(work)
            patterns.append(pattern)
        count = yield from self._beam.search(work, patterns, 0, 1, None, 0, False)
        return count


_SOLVER = None


def solver():
    """The shared Solver (made on first use, so importing this module costs little)."""
    global _SOLVER
    if _SOLVER is None:
        _SOLVER = Solver()
    return _SOLVER


def problems():
    """What is wrong with the data files, one short line each, for the screen and console.

    Headers and lengths are looked at now (a few bytes read); a bad checksum shows up once
    ``prepare`` or a hint has read the file through.
    """
    return solver().look()


def hint(board):
    """The direction of the next move toward solved, or None when solved (see Solver.hint)."""
    return solver().hint(board)


def solve(board):
    """Every direction from ``board`` to solved (see Solver.solve)."""
    return solver().solve(board)
