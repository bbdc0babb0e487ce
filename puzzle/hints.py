# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Hints asked for by the player or by the demo, worked out a step on each pass of the loop,
so that the screen never freezes while one is found (see :mod:`puzzle.solver`).

The hinter is made when a hint is first asked for, not at start-up, and let go of on the
intro (:meth:`Hints.release`), with its modules: a game played without hints never holds the
solver's code and tables (about 20 KB on the badge).
"""

from .unload import unload

NO_MEMORY = "not enough memory for hints"


class Hints:
    """The hint on its way and what it is for: ``"a"``, ``"select"`` or ``"demo"``.

    :param make_hinter: makes a :class:`puzzle.solver.Solver`, or anything like it; None for
        no hints. A ``MemoryError`` from it turns hints off, said once.
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
        """Start on a hint for ``board`` (read now), for ``why``; the hinter is made first
        if it is not there (a pass's work: importing it)."""
        if self._hinter is None:
            try:
                self._hinter = self._make()
            except MemoryError:
                self._make = None  # hints off: the game plays on without them
                self._unsaid.append(NO_MEMORY)
                return
        self._hinter.start(board)
        self.asked = why

    def forget(self):
        """The board changed: the hint on its way is for nobody now."""
        self.asked = None

    def release(self):
        """Let go of the hinter and its modules (back on the intro): made again when asked."""
        if self._hinter is not None:
            self._hinter = None
            self.asked = None
            if self._modules:
                unload(self._modules)

    def step(self):
        """A step of the work on its way: what it was for once it is done, else None."""
        hinter = self._hinter
        if hinter is None or not hinter.busy or not hinter.step() or self.asked is None:
            return None
        why, self.asked = self.asked, None
        return why

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
