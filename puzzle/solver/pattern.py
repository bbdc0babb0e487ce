# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Pattern tables: distances for a few tiles and the gap, the others being alike."""

from ..board import OPPOSITE
from .work import NO, WrongTable, fill_neighbours

UNSEEN = 3  # the 2-bit table value of a state breadth-first search has not reached


class Pattern:
    """Distances for one stage: where its tiles and the gap stand among the free cells.

    Other tiles are alike, so a state is just the cells of the gap and of each tile (item 0
    is the gap). Its index ranks those cells as a partial permutation of the free cells, the
    gap first: ``m * (m-1) * ...`` states for ``m`` free cells. When every free cell holds an
    item (a whole block, as the 3x3 table), the last two items are left out of the rank:
    parity decides their order, which halves the table.

    The table holds each state's distance to the goal (the tiles on their targets, the gap
    anywhere or on ``gap``) modulo 3, 2 bits a state, value 3 for a state the goal cannot
    reach; or, with ``steps``, each state's optimal move (the 3x3 table).

    :param width: the board's width; ``height`` its height
    :param fixed: cells that no move may enter (tiles already placed)
    :param tiles: the stage's tiles; ``targets`` the cells they go to
    :param gap: the cell the gap must end on, or -1 for anywhere

    The tables are made by breadth-first search (``bfs.build``): ahead of time for the data
    files, on the badge for the steps of sizes other than 3x3 and 4x4 and when a file is bad.
    """

    def __init__(self, width, height, fixed, tiles, targets, gap=-1, table=None):
        n = width * height
        local = bytearray(n)
        for cell in fixed:
            local[cell] = NO
        cells = bytearray(cell for cell in range(n) if local[cell] != NO)
        m = len(cells)
        for i in range(m):
            local[cells[i]] = i
        self.cells = cells
        self.local = local
        self.free = bytearray(n)  # 1 for a cell moves may enter, for the board's own moves
        for cell in cells:
            self.free[cell] = 1
        self.items = bytes([n - 1] + list(tiles))
        count = len(self.items)
        self.goal = bytearray(count)  # local cells; the gap's is NO for anywhere
        for i in range(1, count):
            self.goal[i] = local[targets[i - 1]]
        self.goal[0] = NO if gap < 0 else local[gap]
        self.full = count == m  # every free cell holds an item: rank drops the last two
        if self.full:  # the gap's target is the cell no tile has
            self.goal[0] = sum(range(m)) - sum(self.goal[1:])
        self.ranked = count - 2 if self.full else count
        size = 1
        for i in range(self.ranked):
            size *= m - i
        self.size = size
        self.width = width
        self.adjacent = bytearray(m * 4)  # adjacent[4 * cell + direction]: where the gap goes
        fill_neighbours(self.adjacent, width, height, cells, local)
        self.pos = bytearray(count)  # scratch state, so lookups allocate nothing
        self.table = table
        self.steps = False  # True: the table holds each state's move (the 3x3 table)

    def rank(self, pos):
        """Index of the state ``pos`` (local cells of the items)."""
        m = len(self.cells)
        index = 0
        for i in range(self.ranked):
            x = pos[i]
            digit = x
            for j in range(i):
                if pos[j] < x:
                    digit -= 1
            index = index * (m - i) + digit
        return index

    def value(self, index):
        """The table's 2-bit value for ``index``."""
        return (self.table[index >> 2] >> ((index & 3) << 1)) & 3

    def at_goal(self, pos):
        """Whether every tile of the state ``pos`` (and the gap, if it has one) is on target."""
        goal = self.goal
        if goal[0] != NO and pos[0] != goal[0]:
            return False
        for i in range(1, len(pos)):
            if pos[i] != goal[i]:
                return False
        return True

    def load(self, where):
        """The state of a board (``where[tile]`` = its cell) into ``self.pos``; its index."""
        pos = self.pos
        items = self.items
        local = self.local
        for i in range(len(items)):
            pos[i] = local[where[items[i]]]
        return self.rank(pos)

    def slide(self, pos, direction):
        """Move the gap of state ``pos`` in ``direction``; False (and no change) if blocked."""
        gap = pos[0]
        cell = self.adjacent[4 * gap + direction]
        if cell == NO:
            return False
        for i in range(1, len(pos)):
            if pos[i] == cell:
                pos[i] = gap
                break
        pos[0] = cell
        return True

    def descend(self, pos):
        """Make one optimal move on ``pos``; its direction, or -1 when ``pos`` is the goal."""
        if self.at_goal(pos):
            return -1
        if self.steps:
            move = self.value(self.rank(pos))
            if not self.slide(pos, move):
                raise WrongTable(0)
            return move
        closer = (self.value(self.rank(pos)) + 2) % 3
        for d in range(4):
            if self.slide(pos, d):
                if self.value(self.rank(pos)) == closer:
                    return d
                self.slide(pos, OPPOSITE[d])
        raise WrongTable(1)  # no move is closer: only a stage table can be this wrong
