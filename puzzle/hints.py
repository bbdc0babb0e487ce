# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Hints asked for by the player or by the demo, worked out ahead a slice a pass, so that a
hint asked for is ready or nearly, and no pass freezes the screen (see :mod:`puzzle.solver`).

The game hands over each board it puts in play (``ahead``); in a pass with nothing else to do
(no press, no tile gliding or landing) a slice of that board's hint is worked out
(``step(True)``), from the setup pause on, and the moves made since the last such pass are
followed then (the play's ``changes``): a move itself does not reach the hints or the solver.
The hinter is made in the intro's quiet passes, a module a pass, before the first game has cut
up the heap, and kept for the session with every buffer it needs: a new game, a hint or the
menu imports and allocates nothing large. A hint a player waits for that is not worked out
yet is hurried (``Solver.rush``): its plan comes within a few dozen units of work.

When the heap runs out for hints (making the hinter, or in one of its steps: its tables are
loaded, or built when a file is bad, a step at a time), the hinter and its modules are let go
of, hints are off for the rest of the session, said once, and the game plays on without them:
the hint asked for never comes.
"""

import sys

from . import unload

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
    :param play: the game in play (:class:`puzzle.play.Play`): its ``changes`` say when the
        board has changed since the hinter read it, so a move is no news to tell here
    :param told: problems already said (at start-up): a file's problem is said once
    :param str modules: the prefix of the modules the hinter needs, let go of if hints go off
    """

    def __init__(self, make_hinter, play, told, modules=""):
        self._make = make_hinter
        self.on = make_hinter is not None  # False: no hints, or they went off
        self.direction = None  # of the last hint worked out for someone (None: board solved)
        self._hinter = None
        self._play = play
        self._told = told
        self._modules = modules
        self._unsaid = []  # problems found since news() was last asked
        self.asked = None  # what the hint on its way is for; None: no hint asked for
        # True while the hinter is still to be made, or the hint of the board in play still to
        # be worked out ahead, as the last step saw it (a move since is seen by the next step)
        self.thinking = self.on
        self._board = None  # the board in play (None: no game)
        self._fresh = False  # the hinter has begun on the board as it was at ``_seen``
        self._seen = 0  # the play's ``changes`` when the hinter read the board

    def ahead(self, board):
        """``board`` is in play (a new scramble, a restart, the demo's): its hint is worked out
        ahead from the next step on. Its moves need no telling: the next step sees them in
        the play's ``changes``, and the hinter follows them along its plan."""
        self._board = board
        self._fresh = False
        self.thinking = self.on

    def ask(self, board, why):
        """A hint for ``board``, for ``why``: the one worked out ahead if it is for this board
        as it is (a player waits: off the plan, the way back to it comes first)."""
        self.asked = why
        if board is not self._board:
            self.ahead(board)
        if self._current():
            self._hinter.rush()

    def forget(self):
        """The game left the state the hint was asked in: it is for nobody now."""
        self.asked = None

    def release(self):
        """The game is over: no board to work on ahead. The hinter is kept."""
        self.asked = None
        self._board = None
        self._fresh = False
        self.thinking = self.on and self._hinter is None

    def step(self, idle=False):
        """A step of the hint on its way: what it was for once it is over, else None; with
        ``idle`` and no hint asked for, a step of the hint worked out ahead (None, or
        ``AHEAD`` if the heap ran out in it). The game calls it on a pass with a hint asked
        for or with nothing else to do, not on the passes of a move.

        A hint is over when worked out (then read ``direction``), or when the heap ran out for
        it (see the module's docstring): then hints are off (``on`` is False) and no hint
        comes.
        """
        why = self.asked
        if self._hinter is None and self.on:  # still to be made, a part a quiet pass
            if why is None and not idle:
                return None
        elif self._board is None or not (why is not None or idle and (
                self.thinking or self._seen != self._play.changes)):
            return None  # nothing to work on ahead, or nothing new since the last step
        if self.on:  # off: the heap ran out in ask
            try:
                if self._hinter is None:
                    self._hinter = self._make()
                    if self._hinter is not None:
                        self.thinking = False  # made: nothing more without a board
                        self._follow(why)
                    return None  # made on this pass, worked on from the next
                if not self._current():
                    self._follow(why)  # the board moved since: the hinter follows it now
                if self._hinter is not None:
                    done = self._hinter.step()
                    self.thinking = not done
                    if not done or why is None:
                        return None
                    self.direction = self._hinter.direction
            except MemoryError:
                self._off()
        self.asked = None
        return why or AHEAD

    def _current(self):
        """True when the hinter has begun on the board as it is now."""
        return self._fresh and self._seen == self._play.changes

    def _follow(self, why):
        """The hinter begins on the board as it is now (rushed if a hint is asked for)."""
        if self._board is None:
            return
        try:
            self._hinter.start(self._board)
            self._fresh = True
            self._seen = self._play.changes
            self.thinking = True
            if why is not None:
                self._hinter.rush()
        except MemoryError:
            self._off()

    def _off(self):
        """No memory for hints: off for the rest of the session. The hinter and its modules
        (any imported before the memory ran out too) are let go of before anything is said,
        so their RAM is free; a file's problem the hinter found is still said, after it."""
        found = self._hinter.problems if self._hinter is not None else []
        self._make = None
        self.on = False
        self._hinter = None
        self._fresh = False
        self.thinking = False
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
