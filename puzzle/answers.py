# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A hint's answer acted on, and the inputs kept while it was worked out: a part of
:class:`puzzle.game.Game` (its methods work on the game's own state)."""


class Answers:
    """A hint asked for by A (its move made), by SELECT (its tile framed) or by the demo (its
    move made, silently); inputs made meanwhile kept, then played in order."""

    def _play_kept(self):
        """The inputs kept while a hint was worked out, in order, until one asks for another."""
        while self._kept.count and not self._keeping():
            self._input(self._kept.take())

    def _answered(self, why):
        """The hint asked for ``why`` is over: act on it. None comes when the memory ran out
        for it: hints are then off, and the demo, which plays by them, ends."""
        self._tell(self._hints.news())  # a hint file found damaged; no memory for hints
        direction = self._hints.direction if self._hints.on else None
        if why == "demo":
            if direction is None:  # no memory for hints, or nothing left to solve
                self._end_demo()
            else:
                self._move(direction)
        elif direction is not None:
            self._play.helped = True  # the tile to move, shown: as much help as moving it
            if why == "a":
                self._move(direction)
            else:
                self.presenter.frame(self.board.source(direction))
