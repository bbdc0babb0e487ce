# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Hints asked for by the player or by the demo, worked out a step on each pass of the loop,
so that the screen never freezes while one is found (see :mod:`puzzle.solver`).

The hinter is made by the first step after a hint is first asked for (in the pass of the
press that asked; on the next pass for the demo), not at start-up, and works from the pass
after that (importing it and a search step are not one pass's heap); it is let go of when a
game ends and on the intro (:meth:`Hints.release`), with its modules: a game played without
hints never holds the solver's code and data (about 18 KB on the badge).

When the heap runs out for hints (making the hinter, or in one of its steps: its tables are
loaded, or built when a file is bad, a step at a time), hints are off for the rest of the
session, said once, and the game plays on without them: the hint asked for never comes.
"""

from .unload import unload

NO_MEMORY = "not enough memory for hints"
SOLVER = "puzzle.solver"  # the solver's package and its modules


def make_solver():
    """The hints' solver: importing it is the work of the pass that calls this. A hint file
    missing or damaged is said then, and a fallback serves."""
    from .solver import Solver

    return Solver()


class Hints:
    """The hint on its way and what it is for: ``"a"``, ``"select"`` or ``"demo"``.

    :param make_hinter: makes a :class:`puzzle.solver.Solver`, or anything like it; None for
        no hints. A ``MemoryError`` from it, or from the hinter's ``start`` or ``step``, turns
        hints off (see the module's docstring).
    :param told: problems already said (at start-up): a file's problem is said once
    :param str modules: the prefix of the modules the hinter needs, unloaded with it
    """

    def __init__(self, make_hinter, told, modules=""):
        self._make = make_hinter
        self._hinter = None
        self._told = told
        self._modules = modules
        self._unsaid = []  # problems found since news() was last asked
        self.asked = None
        self._board = None  # the board asked about, until the hinter is made

    @property
    def on(self):
        return self._make is not None

    @property
    def waiting(self):
        """True while a hint someone is waiting for is on its way."""
        return self.asked is not None

    @property
    def direction(self):
        """The direction of the last hint worked out (None: the board was solved)."""
        return self._hinter.direction

    def ask(self, board, why):
        """Start on a hint for ``board``, for ``why``. Without a hinter, the next step makes
        one (importing it is a pass's work) and starts it on ``board`` as it is then (the game
        changes no board while a hint is on its way)."""
        self.asked = why
        self._board = board
        if self._hinter is not None:
            try:
                self._hinter.start(board)
            except MemoryError:
                self._off()  # the hint is over at the next step

    def forget(self):
        """The game left the state the hint was asked in: it is for nobody now."""
        self.asked = None

    def release(self):
        """Let go of the hinter and its modules (back on the intro): made again when asked."""
        if self._hinter is not None:
            self._hinter = None
            self.asked = None
            if self._modules:
                unload(self._modules)

    def step(self):
        """A step of the hint on its way: what it was for once it is over, else None.

        It is over when worked out (then read ``direction``), or when the heap ran out for
        it (see the module's docstring): then hints are off (``on`` is False) and no hint
        comes. A hint nobody waits for is not worked on (``ask`` starts again then).
        """
        why = self.asked
        if why is None:
            return None
        if self.on:  # off: the heap ran out in ask
            try:
                if self._hinter is None:
                    self._hinter = self._make()
                    self._hinter.start(self._board)
                    return None  # made on this pass, worked on from the next
                if not self._hinter.step():
                    return None
            except MemoryError:
                self._off()
        self.asked = None
        return why

    def _off(self):
        """No memory for hints: off for the rest of the session. The hinter and its modules
        (any imported before the memory ran out too) are let go of before anything is said,
        so their RAM is free; a file's problem the hinter found is still said, after it."""
        found = self._hinter.problems if self._hinter is not None else []
        self._make = None
        self._hinter = None
        if self._modules:
            unload(self._modules)
        self._unsaid.append(NO_MEMORY)  # first: what the screen has room for
        self._unsaid.extend(found)

    def news(self):
        """Problems not said before (a hint file damaged, found by reading it; no memory for
        hints), said on the console now and returned for the screen."""
        found = self._unsaid + (self._hinter.problems if self._hinter is not None else [])
        self._unsaid = []
        new = [line for line in found if line not in self._told]
        for line in new:
            print(line)
        self._told.extend(new)
        return new
