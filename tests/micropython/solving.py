# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The hints' solver as the tests, the gates, the benches and the tools drive it.

The badge's :class:`puzzle.solver.hinter.Solver` only starts, rushes and steps: the game needs
nothing more, and every function it holds costs the badge's heap. What else a test or a bench
asks of it lives here, beside it, in CPython and in MicroPython's unix port alike: a hint or a
whole solution at once, both data files checked ahead (``prepare``), what the headers and
lengths alone say (``look``), the files closed, and the work of each step and each hint
counted (``steps``, ``last``, ``most``, ``expanded``, ``reads``).
"""

from puzzle.board import Board
from puzzle.solver import hinter
from puzzle.solver.hinter import Plan
from puzzle.solver.tables import open_file

HEADER_SIZE = 16  # bytes of a hint file's header (``tables._HEADER_SIZE``)


class Kept(Plan):
    """The badge's Plan, ``kept`` True once a plan is kept (a search made one)."""

    kept = False

    def keep(self, count, work, transposed=False):
        self.kept = True
        return Plan.keep(self, count, work, transposed)


class Solver(hinter.Solver):
    """The badge's Solver with the tests' and tools' extras.

    After a hint, ``expanded`` is the number of states it expanded (searched or built),
    ``reads`` the bytes it read from the 3x3 table, ``planned`` whether it made a new plan,
    ``steps`` how many steps it took, ``last`` the work units of the last step and ``most``
    the most of them.

    :param hints_3x3: path of the 3x3 table; ``hints_4x4`` of the 4x4 stage tables (None: the
        files beside the solver's modules)
    :param step_work: work units one step may start on
    """

    def __init__(self, hints_3x3=None, hints_4x4=None, step_work=hinter.STEP_WORK):
        super().__init__()
        paths = self.tables.paths
        paths[0] = hints_3x3 or paths[0]
        paths[1] = hints_4x4 or paths[1]
        self.step_work = step_work
        self.expanded = self.reads = self.steps = self.last = self.most = 0
        self.planned = False
        self._checking = False
        self.plan = Kept()

    def start(self, board):
        self._checking = self.planned = self.plan.kept = False
        self.steps = self.most = 0
        super().start(board)

    def prepare(self):
        """Begin checking and loading both data files; ``step`` until True."""
        self._checking = self.busy = True
        self.direction = None
        self.planned = self.plan.kept = False
        work = self.work
        work.expanded = work.reads = work.extra = 0
        self.steps = self.most = 0

    def step(self):
        work = self.work
        began = work.spent()
        if self._checking:
            work.until = began + self.step_work
            tables = self.tables
            if tables.ready(0, work) and tables.ready(1, work):
                self._checking = self.busy = False
            done = not self.busy
        else:
            done = super().step()
        self.steps += 1
        self.last = work.spent() - began
        self.most = max(self.most, self.last)
        self.expanded, self.reads = work.expanded, work.reads
        self.planned = self.plan.kept
        return done

    def hint(self, board):
        """The direction of the next move toward solved, or None when ``board`` is solved: all
        steps at once."""
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

    def look(self):
        """``problems``, with what the headers and lengths of the files not yet loaded say
        added (a few bytes read)."""
        tables = self.tables
        for which in range(2):
            if tables._loading[which] is not True and tables.paths[which] is not None:
                stream, problem = open_file(tables.paths[which], which,
                                            bytearray(HEADER_SIZE))
                if stream is None:
                    tables._report(which, problem)
                else:
                    stream.close()
        return self.problems

    def close(self):
        """Close the files; they are opened and checked again when next needed (a table
        found wrong is not: its fallback goes on serving)."""
        tables = self.tables
        for which in range(2):
            if tables.files[which] is not None:
                tables.files[which].close()
                tables.files[which] = None
            tables._loading[which] = None
        tables.stages4 = None


_SOLVER = []


def solver():
    """The shared Solver, made on first use."""
    if not _SOLVER:
        _SOLVER.append(Solver())
    return _SOLVER[0]
