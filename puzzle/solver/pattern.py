# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Pattern tables: distances for a few tiles and the gap, the others being alike."""

from .geometry import NO, OPPOSITE, fill_neighbours

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
    reach.

    :param width: the board's width; ``height`` its height
    :param fixed: cells that no move may enter (tiles already placed)
    :param tiles: the stage's tiles; ``targets`` the cells they go to
    :param gap: the cell the gap must end on, or -1 for anywhere

    The badge only looks whole blocks up (the 3x3 table); unranking them, to build that table
    by breadth-first search, is ``tools/make_hints.py``'s ``WholeBlock``.
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

    def unrank(self, index, pos):
        """Write the state of ``index`` into ``pos``; the inverse of ``rank``.

        For a whole block only the ranked items: ``WholeBlock`` places the last two."""
        m = len(self.cells)
        ranked = self.ranked
        for i in range(ranked - 1, -1, -1):
            radix = m - i
            pos[i] = index % radix
            index //= radix
        for i in range(ranked):  # digit -> the digit-th cell not taken by earlier items
            digit = pos[i]
            cell = 0
            while True:
                taken = False
                for j in range(i):
                    if pos[j] == cell:
                        taken = True
                        break
                if not taken:
                    if digit == 0:
                        break
                    digit -= 1
                cell += 1
            pos[i] = cell

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
        closer = (self.value(self.rank(pos)) + 2) % 3
        for d in range(4):
            if self.slide(pos, d):
                if self.value(self.rank(pos)) == closer:
                    return d
                self.slide(pos, OPPOSITE[d])
        raise RuntimeError("no move is closer: the stage table is wrong")

    def distance(self, where, work):
        """Exact moves from the board's state to this stage's goal (``work.expanded`` += it)."""
        self.load(where)
        pos = self.pos
        count = 0
        while self.descend(pos) >= 0:
            count += 1
        work.expanded += count
        return count

    def build(self, work):
        """Fill ``self.table`` by breadth-first search from the goal, in slices.

        A generator (``yield from pattern.build(work)``): it yields whenever ``work`` has spent
        its slice, and counts each state expanded in ``work.expanded``. The frontier is two
        bitsets rather than a queue, so memory stays at a half byte per state beyond the table.
        """
        size = self.size
        table = bytearray(b"\xff" * ((size + 3) >> 2))  # every state UNSEEN
        self.table = table
        current = bytearray((size + 7) >> 3)
        following = bytearray(len(current))
        pos = bytearray(len(self.items))
        goal = self.goal
        for i in range(1, len(pos)):
            pos[i] = goal[i]
        for cell in range(len(self.cells)):  # every goal state: the gap on each cell allowed
            taken = False
            for i in range(1, len(pos)):
                if goal[i] == cell:
                    taken = True
            if not taken and (goal[0] == NO or cell == goal[0]):
                pos[0] = cell
                self._mark(self.rank(pos), 0, current)
        # A state costs more to unrank on a larger board: in units of about one searched state.
        weight = 1 + (len(self.cells) >= 12) + (len(self.cells) >= 30)
        depth = 0
        reached = True
        while reached:
            depth += 1
            value = depth % 3
            reached = False
            for byte in range(len(current)):
                bits = current[byte]
                if not bits:
                    continue
                current[byte] = 0
                for bit in range(8):
                    if not bits >> bit & 1:
                        continue
                    self.unrank(byte * 8 + bit, pos)
                    work.expanded += 1
                    work.extra += weight - 1
                    for d in range(4):
                        if self.slide(pos, d):
                            index = self.rank(pos)
                            if self.value(index) == UNSEEN:
                                self._mark(index, value, following)
                                reached = True
                            self.slide(pos, OPPOSITE[d])
                    if work.spent() >= work.until:
                        yield
            current, following = following, current

    def _mark(self, index, value, frontier):
        shift = (index & 3) << 1
        table = self.table
        table[index >> 2] = (table[index >> 2] & ~(3 << shift) & 255) | (value << shift)
        frontier[index >> 3] |= 1 << (index & 7)
