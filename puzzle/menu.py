# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The menu START opens in play: the item chosen, and what a press there asks for. What each
item does is the game's (:mod:`puzzle.game`); what they say is :mod:`puzzle.texts`'."""

from .texts import MENU, REDO, RESUME, menu_text

STEPPED = -1  # a press that moved the choice up or down


class Menu:
    """The chosen item: the menu opens on Resume, or on Redo while the player is redoing."""

    def __init__(self):
        self.choice = RESUME

    def open(self, redoable):
        """The menu opens; ``redoable``: how many undone moves Redo can make again."""
        if self.choice != REDO or not redoable:
            self.choice = RESUME

    def press(self, button):
        """The item a press asks for (its place in ``MENU``; START and B: Resume), ``STEPPED``
        when UP or DOWN moved the choice, or None for a press that means nothing here."""
        if button in ("up", "down"):
            self.choice = (self.choice + (1 if button == "down" else -1)) % len(MENU)
            return STEPPED
        if button in ("start", "b"):
            self.choice = RESUME
        elif button != "a":
            return None
        return self.choice

    def text(self, redoable):
        return menu_text(self.choice, redoable)
