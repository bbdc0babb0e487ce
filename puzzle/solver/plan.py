# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The plan kept between hints: while the player follows it, a hint costs nothing."""

from ..board import TRANSPOSED
from .work import MAX_CELLS, MAX_PLAN


class Plan:
    """Moves planned from a board, and the board expected before the next of them."""

    def __init__(self):
        self.moves = bytearray(MAX_PLAN)
        self.length = self.at = 0
        self.expect = bytearray(MAX_CELLS)  # the arrangement before moves[at]
        self.blank = 0  # the gap there
        self.n = self.width = 0  # the board's size; n 0: no plan

    def forget(self):
        self.n = 0

    def store(self, work):
        """Remember the board just read (before a search changes the working board)."""
        self.n = 0
        for cell in range(work.n):
            self.expect[cell] = work.tiles[cell]
        self.blank = work.blank

    def keep(self, moves, start, count, work, transposed=False):
        """Keep ``moves[start:start + count]`` as the plan from the stored board; its first
        move. ``transposed``: the moves were made on the transposed board; turn them back."""
        plan = self.moves
        for i in range(count):
            plan[i] = TRANSPOSED[moves[start + i]] if transposed else moves[start + i]
        self.length = count
        self.at = 0
        self.n = work.n
        self.width = work.width
        return plan[0]

    def follow(self, work):
        """The plan's move if the board is where the plan has been or goes next, else -1."""
        n = self.n
        if n != work.n or self.width != work.width:
            return -1
        expect, tiles, after = self.expect, work.tiles, work.next
        while self.at < self.length:
            for cell in range(n):
                if expect[cell] != tiles[cell]:
                    break
            else:
                return self.moves[self.at]
            # Not here: perhaps the player made this move (or more) without asking.
            blank = self.blank
            cell = after[4 * blank + self.moves[self.at]]
            expect[blank] = expect[cell]
            expect[cell] = n - 1
            self.blank = cell
            self.at += 1
        self.n = 0
        return -1
