# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game playing itself on the intro, by its hints: a part of :class:`puzzle.game.Game`
(its methods work on the game's own state)."""

from .states import DEMO_STEP_SECONDS, STATE_DEMO, STATE_INTRO
from .texts import DEMO, DEMO_DONE, PRESS_ANY


class Demo:
    """After ``DEMO_IDLE_SECONDS`` alone on the intro, a scramble of the first size solved a
    hint every ``DEMO_STEP_SECONDS``; any press ends it."""

    def _show_demo(self):
        """The demo's board, and its next move's time; once solved, the whole picture."""
        if self.board.is_solved():
            self.presenter.picture(self.board, DEMO_DONE, PRESS_ANY)
            return
        self.presenter.note(DEMO)
        self.presenter.board(self.board)
        self._after(DEMO_STEP_SECONDS)

    def _end_demo(self, button=None):
        """Back to the intro: on any press, or when there is no memory for the demo's hints."""
        self.presenter.note("")
        self.board = self._boards[0]
        self._enter(STATE_INTRO)

    def _demo(self):
        self.board = self._boards[0]
        self.board.scramble(self._rng)
        self._hints.ahead(self.board)
        self._play.begin(self.board)  # no move limit: the demo plays to solved
        self._enter(STATE_DEMO)

    def _demo_step(self):
        self._hints.ask(self.board, "demo")
