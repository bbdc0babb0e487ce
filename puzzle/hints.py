# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Hints asked for by the player or by the demo, worked out ahead a slice a pass, so that a
hint asked for is ready or nearly, and no pass freezes the screen (see :mod:`puzzle.solver`).

The game hands over each board it puts in play and each change of it (``ahead``); in a pass
with nothing else to do (no press, no tile gliding or landing) a slice of that board's hint
is worked out (``step(True)``), from the setup pause on. The hinter is made at its first
use, a module a pass, and kept for the session with every buffer it needs: a new game, a hint
or the menu imports and allocates nothing large.

When the heap runs out for hints (making the hinter, or in one of its steps: its tables are
loaded, or built when a file is bad, a step at a time), the hinter and its modules are let go
of, hints are off for the rest of the session, said once, and the game plays on without them:
the hint asked for never comes.
"""

import sys

from .unload import unload

NO_MEMORY = "not enough memory for hints"
SOLVER = "puzzle.solver"  # the solver's package and its modules
AHEAD = "ahead"  # what ``step`` says when hints went off while no hint was asked for


def make_solver():
    """The next part of the hints' solver: a module a call (importing them all in one pass
    would take over 50 ms on the badge), then the Solver; None until it is made."""
    from .solver import PARTS

    for part in PARTS:
        name = SOLVER + "." + part
        if name not in sys.modules:
            __import__(name)
            return None
    from .solver.hinter import Solver

    return Solver()


class Hints:
    """The hint on its way and what it is for: ``"a"``, ``"select"`` or ``"demo"``; and the
    board in play, whose hint is worked out ahead.

    :param make_hinter: makes a :class:`puzzle.solver.hinter.Solver`, or anything like it, a
        part a call (None until it is made); None for no hints. A ``MemoryError`` from it, or
        from the hinter's ``start`` or ``step``, turns hints off (see the module's docstring).
    :param told: problems already said (at start-up): a file's problem is said once
    :param str modules: the prefix of the modules the hinter needs, let go of if hints go off
    """

    def __init__(self, make_hinter, told, modules=""):
        self._make = make_hinter
        self._hinter = None
        self._told = told
        self._modules = modules
        self._unsaid = []  # problems found since news() was last asked
        self.asked = None
        self._board = None  # the board in play (None: no game)
        self._fresh = False  # the hinter has begun on the board as it is now

    @property
    def on(self):
        return self._make is not None

    @property
    def waiting(self):
        """True while a hint someone is waiting for is on its way."""
        return self.asked is not None

    @property
    def thinking(self):
        """True while the hint of the board in play is still to be worked out ahead."""
        return self.on and self._board is not None and (
            not self._fresh or self._hinter.busy)

    @property
    def direction(self):
        """The direction of the last hint worked out (None: the board was solved)."""
        return self._hinter.direction

    def ahead(self, board):
        """``board`` is in play, new or just changed: its hint is worked out ahead from now.
        The hinter copies it at once (a few bytes), so it follows each move along its plan."""
        self._board = board
        self._fresh = False
        self._begin()

    def ask(self, board, why):
        """A hint for ``board``, for ``why``: the one worked out ahead if it is for this board
        as it is (a player waits: off the plan, the way back to it comes first)."""
        self.asked = why
        if board is not self._board or not self._fresh:
            self.ahead(board)
        if self._fresh:
            self._hinter.rush()

    def forget(self):
        """The game left the state the hint was asked in: it is for nobody now."""
        self.asked = None

    def release(self):
        """The game is over: no board to work on ahead. The hinter is kept."""
        self.asked = None
        self._board = None
        self._fresh = False

    def step(self, idle=False):
        """A step of the hint on its way: what it was for once it is over, else None; with
        ``idle`` and no hint asked for, a step of the hint worked out ahead (None, or
        ``AHEAD`` if the heap ran out in it).

        A hint is over when worked out (then read ``direction``), or when the heap ran out for
        it (see the module's docstring): then hints are off (``on`` is False) and no hint
        comes.
        """
        why = self.asked
        if why is None and not (idle and self.thinking):
            return None
        if self.on:  # off: the heap ran out in ask
            try:
                if self._hinter is None:
                    self._hinter = self._make()
                    if self._hinter is not None:
                        self._begin()
                        if why is not None and self._fresh:
                            self._hinter.rush()
                    return None  # made on this pass, worked on from the next
                if not self._hinter.step():
                    return None
                if why is None:
                    return None
            except MemoryError:
                self._off()
        self.asked = None
        return why or AHEAD

    def _begin(self):
        if self._hinter is not None and self._board is not None:
            try:
                self._hinter.start(self._board)
                self._fresh = True
            except MemoryError:
                self._off()

    def _off(self):
        """No memory for hints: off for the rest of the session. The hinter and its modules
        (any imported before the memory ran out too) are let go of before anything is said,
        so their RAM is free; a file's problem the hinter found is still said, after it."""
        found = self._hinter.problems if self._hinter is not None else []
        self._make = None
        self._hinter = None
        self._fresh = False
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
