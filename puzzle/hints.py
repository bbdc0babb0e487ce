# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Hints asked for by the player or by the demo, worked out a step on each pass of the loop,
so that the screen never freezes while one is found (see :mod:`puzzle.solver`)."""

FILES = "files"  # what the work at start-up is for: checking the hint files through


class Hints:
    """The hint on its way and what it is for: ``"a"``, ``"select"``, ``"demo"`` or ``FILES``.

    :param hinter: a :class:`puzzle.solver.Solver`, or anything like it; None for no hints
    :param told: problems already said (at start-up): a file's problem is said once
    """

    def __init__(self, hinter, told):
        self._hinter = hinter
        self._told = told
        self.asked = None
        if hinter is not None:
            hinter.prepare()  # the files checked through a step a pass, on the intro
            self.asked = FILES

    @property
    def on(self):
        return self._hinter is not None

    @property
    def waiting(self):
        """True while a hint someone is waiting for is on its way."""
        return self.asked is not None and self.asked != FILES

    @property
    def direction(self):
        """The direction of the last hint worked out (None: the board was solved)."""
        return self._hinter.direction

    def ask(self, board, why):
        """Start on a hint for ``board`` (read now), for ``why``."""
        self._hinter.start(board)
        self.asked = why

    def forget(self):
        """The board changed: the hint on its way is for nobody now."""
        if self.waiting:
            self.asked = None

    def step(self):
        """A step of the work on its way: what it was for once it is done, else None."""
        hinter = self._hinter
        if hinter is None or not hinter.busy or not hinter.step() or self.asked is None:
            return None
        why, self.asked = self.asked, None
        return why

    def news(self):
        """Problems with the hint files not said before (a bad checksum, found by reading),
        said on the console now and returned for the screen."""
        new = [line for line in self._hinter.problems if line not in self._told]
        for line in new:
            print(line)
        self._told.extend(new)
        return new
