# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The pause menu: a part of :class:`puzzle.game.Game` (its methods work on the game's own
state)."""

from .board import DOWN, UP
from .play import AGAIN
from .states import STATE_INTRO, STATE_PLAY, STATE_SETUP
from .texts import MENU, NEW_SCRAMBLE, PAUSED, REDO, RESTART, RESUME, menu_text, result


class Menu:
    """START in play: Resume, Redo, Restart (the same scramble), New scramble, Back to intro."""

    def _show_menu(self):
        play = self._play
        self.presenter.text(PAUSED, result(play),
                            menu_text(self._choice, play.redoable, play.restartable))

    def _press_in_menu(self, button):
        """UP and DOWN choose an item, A does it; START and B resume."""
        if button == UP or button == DOWN:
            self._choice = (self._choice + (1 if button == DOWN else -1)) % len(MENU)
            self._show_menu()
            return
        if button in ("start", "b"):
            self._choice = RESUME
        elif button != "a":
            return
        choice = self._choice
        if choice == REDO and not self._play.redoable or (
                choice == RESTART and not self._play.restartable):
            self.presenter.blocked()  # an item in brackets: it would do nothing
        elif choice in (RESUME, REDO):
            self._play.resume()
            self._enter(STATE_PLAY)
            if choice == REDO:  # played on the board in sight, a move like any other
                self._move(self._play.redoing(), 1, AGAIN)
        elif choice == RESTART:
            self._play.restart()
            self._hints.ahead(self.board)
            self._enter(STATE_PLAY)
            self._show_left()
        else:
            self._enter(STATE_SETUP if choice == NEW_SCRAMBLE else STATE_INTRO)
