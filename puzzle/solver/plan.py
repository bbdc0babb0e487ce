# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The plan kept between hints, and the player followed along it: on it, a hint costs
nothing; off it, the way back to it is known without a search."""

from ..board import OPPOSITE, TRANSPOSED
from .work import MAX_CELLS, MAX_PLAN


class Plan:
    """Moves planned from a board, how far along them the player is, and the detour.

    Each board read (``track``) is compared with the one before: a change the gap made in a
    line is taken as moves; one the plan makes next moves ``at`` on, one that takes back the
    detour's last shortens it, any other goes on the detour. Anything else (a restart, a
    board seen after several changes) is looked for along the plan from its start.
    """

    def __init__(self):
        self.moves = bytearray(MAX_PLAN)
        self.length = self.at = 0
        self.origin = bytearray(MAX_CELLS)  # the board the plan starts from
        self.seen = bytearray(MAX_CELLS)  # the board last tracked
        self.blank = 0  # the gap in ``seen``
        self.detour = bytearray(MAX_PLAN)  # moves made off the plan since it was left
        self.off = 0  # moves in the detour
        self.n = self.width = 0  # the board's size; n 0: no plan

    def forget(self):
        self.n = 0

    def keep(self, moves, start, count, work, transposed=False):
        """Keep ``moves[start:start + count]`` as the plan from ``work.origin``; its first
        move. ``transposed``: the moves were made on the transposed board; turn them back."""
        plan = self.moves
        for i in range(count):
            plan[i] = TRANSPOSED[moves[start + i]] if transposed else moves[start + i]
        self.length = count
        self.at = self.off = 0
        self.n = work.n
        self.width = work.width
        for cell in range(work.n):
            self.origin[cell] = work.origin[cell]
        self._back_to_origin()
        return plan[0]

    def track(self, work):
        """Follow the player from the board last tracked to ``work``'s, just read."""
        n = self.n
        if n != work.n or self.width != work.width:
            self.n = 0
            return
        if self._same(work.tiles):
            return
        target = work.blank
        for d in range(4):  # the gap's way in a line from where it was to where it is
            cell = self.blank
            while cell != target and cell < n:
                cell = work.next[4 * cell + d]  # NO (255) is off the board
            if cell == target:
                while self.blank != target:
                    self._moved(d, work)
                if self._same(work.tiles):
                    return
                break
        self._find(work)

    def follow(self, work, rushed=False):
        """The plan's next move, or with ``rushed`` off the plan the way back to it; else -1."""
        if self.n != work.n or self.width != work.width:
            return -1
        if self.off:
            return OPPOSITE[self.detour[self.off - 1]] if rushed else -1
        return self.moves[self.at] if self.at < self.length else -1

    def _same(self, tiles):
        seen = self.seen
        for cell in range(self.n):
            if seen[cell] != tiles[cell]:
                return False
        return True

    def _slide(self, d, work):
        """Move the gap of ``seen`` in direction ``d`` (a move known to be legal)."""
        seen, blank = self.seen, self.blank
        cell = work.next[4 * blank + d]
        seen[blank] = seen[cell]
        seen[cell] = self.n - 1
        self.blank = cell

    def _moved(self, d, work):
        self._slide(d, work)
        if self.off == 0 and self.at < self.length and self.moves[self.at] == d:
            self.at += 1
        elif self.off and self.detour[self.off - 1] == OPPOSITE[d]:
            self.off -= 1
        elif self.off < MAX_PLAN:
            self.detour[self.off] = d
            self.off += 1
        else:
            self.n = 0  # a detour longer than any plan: a new search is better

    def _back_to_origin(self):
        origin, seen = self.origin, self.seen
        for cell in range(self.n):
            seen[cell] = origin[cell]
            if origin[cell] == self.n - 1:
                self.blank = cell
        self.at = self.off = 0

    def _find(self, work):
        """``work``'s board along the plan from its start (``at`` there), or no plan."""
        self._back_to_origin()
        while True:
            if self._same(work.tiles):
                return
            if self.at == self.length:
                break
            self._slide(self.moves[self.at], work)
            self.at += 1
        self.n = 0
