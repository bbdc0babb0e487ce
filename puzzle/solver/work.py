# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The working board every search shares, with its buffers and the work it has cost; the
pattern tables the searches look distances up in; and the 4x4 stages (what each size is cut
into is ``tables.Tables.blocks``).

Searches change this one board in place and put it back, so nothing is allocated per state.
Work is counted in units of about one searched state (``spent``); a search is a generator
that yields once ``spent()`` reaches ``until``, which is how a hint is cut into slices.
Directions are codes here, indexes into ``puzzle.board.DIRECTIONS``: a table's entry for code
``d`` is the cell that direction's tile comes from, as the board says (``source_cell``).
"""

from micropython import const

from ..board import DIRECTIONS, OPPOSITE, SIDE_MAX, SIDE_MIN, source_cell

NO = const(255)  # in a neighbour table: no cell (off the board, or not free to enter)

MAX_CELLS = SIDE_MAX * SIDE_MAX
# No 4x4 stage is longer than this (tests/test_solver.py walks every state of each table):
# a 4x4 plan holds at most a move count of this a stage. A leaf of the 4x4 search is scored by
# walking down the next table, so one more leaf never costs more than LEAF_COST over a
# search's allowance.
STAGE_MOST = 32
LEAF_COST = STAGE_MOST + 1
# Moves: no plan is longer. A 4x4 plan is three stages; a block of a line of the other sizes
# is at most 79 moves (a 6x6 line's last pair; tests/test_solver.py walks every stage table).
MAX_PLAN = 3 * STAGE_MOST


class WrongTable(Exception):
    """A table read from a hint file proved wrong in use (a checksum cannot tell a table made
    wrong): ``args[0]`` is 0 for the 3x3 table, 1 for the 4x4 stage tables. A search finds
    it out by a move the board cannot make, a walk longer than the longest there is, or a
    state the table says cannot be solved; the solver then goes on from the fallback."""


def fill_neighbours(table, width, height, cells=None, local=None):
    """``table[4 * i + d]``: where the gap at ``cells[i]`` goes in direction ``d``, or ``NO``.

    :param cells: the cells to describe (None: every cell, in order)
    :param local: maps a board cell to its number in the table (``NO``: not free); None for
        the board's own numbering
    """
    count = width * height if cells is None else len(cells)
    for i in range(count):
        cell = i if cells is None else cells[i]
        for d in range(4):
            there = source_cell(cell, DIRECTIONS[d], width, height)
            if there >= 0 and local is not None:
                there = local[there]
            table[4 * i + d] = NO if there < 0 else there


class Work:
    """The board being worked on: ``tiles``, ``where`` each tile is, the ``blank``, and
    ``next[4 * cell + direction]``, the cell the gap goes to (``NO`` off the board).

    ``origin`` is the board as last read. ``free`` (a Pattern's ``local``: ``NO`` for a cell
    no slide may enter; None: every cell) limits which cells a slide may enter;
    ``moves`` and ``tried`` are the search stacks. ``expanded`` counts states searched or
    built, ``reads`` bytes read from the 3x3 table, ``extra`` other work in the same units.
    """

    def __init__(self):
        self.width = self.height = self.n = 0
        self.tiles = bytearray(MAX_CELLS)
        self.origin = bytearray(MAX_CELLS)  # the board as read: searches come back to it
        self.where = bytearray(MAX_CELLS)
        self.next = bytearray(4 * MAX_CELLS)
        self.blank = 0
        self.free = None
        # The search stacks: a search's way is at most MAX_PLAN moves, and one more move is
        # tried before a way longer is found out (a wrong table)
        self.moves = bytearray(MAX_PLAN + 2)
        self.tried = bytearray(MAX_PLAN + 2)
        self.expanded = self.reads = self.extra = 0
        self.until = 1 << 29  # where the slice ends, in units of spent() (a small int on the badge)

    def spent(self):
        """The work done so far, in units of about one searched state."""
        return self.expanded + self.reads + self.extra

    def read(self, board):
        """Copy ``board`` in, and into ``origin`` (the neighbour table too when the size
        changes)."""
        width, height = board.width, board.height
        if not (SIDE_MIN <= width <= SIDE_MAX and SIDE_MIN <= height <= SIDE_MAX):
            raise ValueError("hints need 2 to %d tiles a side, not %dx%d"
                             % (SIDE_MAX, width, height))
        if width != self.width or height != self.height:
            self.width, self.height, self.n = width, height, width * height
            fill_neighbours(self.next, width, height)
        origin = self.origin
        for cell in range(self.n):
            origin[cell] = board.tile_at(cell)
        self.load(origin)

    def load(self, tiles, start=0):
        """Copy ``tiles[start:start + n]`` in (a board of the same size), ``where`` each tile
        is and the gap with them."""
        own, where = self.tiles, self.where
        for cell in range(self.n):
            tile = tiles[start + cell]
            own[cell] = tile
            where[tile] = cell
        self.blank = where[self.n - 1]

    def slide(self, direction):
        """Move the gap; False (and no change) if the cell there is off the board or not free."""
        blank = self.blank
        cell = self.next[4 * blank + direction]
        if cell == NO or (self.free is not None and self.free[cell] == NO):
            return False
        tiles, where = self.tiles, self.where
        tile = tiles[cell]
        tiles[blank] = tile
        where[tile] = blank
        tiles[cell] = self.n - 1
        where[self.n - 1] = cell
        self.blank = cell
        return True

    def transpose(self):
        """Mirror the (square) board on its diagonal: rows become columns.

        Tile ids are cells too, so both are mirrored; the gap (the last cell) stays put, and
        a move ``d`` becomes ``TRANSPOSED[d]``.
        """
        width, tiles = self.width, self.tiles
        for cell in range(self.n):
            row, column = cell // width, cell % width  # divmod would make a tuple
            if column > row:
                other = column * width + row
                a, b = tiles[cell], tiles[other]
                tiles[cell] = (b % width) * width + b // width
                tiles[other] = (a % width) * width + a // width
            elif column == row:
                a = tiles[cell]
                tiles[cell] = (a % width) * width + a // width
        self.load(tiles)  # where each tile is, and the gap


# ----- pattern tables: distances for a few tiles and the gap, the others being alike

UNSEEN = 3  # the 2-bit table value of a state breadth-first search has not reached
_BYTE = bytearray(1)  # a byte of a table read from the drive


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

    def __init__(self, width, height, fixed, tiles, targets, gap=-1):
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
        self.items = bytes([n - 1] + list(tiles))
        count = len(self.items)
        self.goal = bytearray(count)  # local cells; the gap's is NO for anywhere
        for i in range(1, count):
            self.goal[i] = local[targets[i - 1]]
        self.goal[0] = NO if gap < 0 else local[gap]
        full = count == m  # every free cell holds an item: rank drops the last two
        if full:  # the gap's target is the cell no tile has
            self.goal[0] = sum(range(m)) - sum(self.goal[1:])
        self.ranked = count - 2 if full else count
        size = 1
        for i in range(self.ranked):
            size *= m - i
        self.size = size
        self.adjacent = bytearray(m * 4)  # adjacent[4 * cell + direction]: where the gap goes
        fill_neighbours(self.adjacent, width, height, cells, local)
        self.pos = bytearray(count)  # scratch state, so lookups allocate nothing
        self.table = None  # a bytearray, or a file open (``offset`` its bytes in)
        self.offset = 0
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
        """The table's 2-bit value for ``index``: from RAM, or (``offset`` set) read from the
        open file into a buffer of one byte, nothing allocated. A file cut or gone since it
        was checked is ``WrongTable``."""
        table = self.table
        if self.offset:
            try:
                table.seek(self.offset + (index >> 2))
                if table.readinto(_BYTE) != 1:
                    raise OSError()
            except OSError:
                raise WrongTable(0 if self.steps else 1)
            byte = _BYTE[0]
        else:
            byte = table[index >> 2]
        return (byte >> ((index & 3) << 1)) & 3

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


# ----- blocks of tiles, each placed in stages (see ``tables.Tables.blocks``)

# The 4x4 stages: tiles to place, each home on its own id; the 3x3 that is left comes last.
STAGES_4X4 = ((0, 1), (2, 3), (4, 8, 12))


def first_open(blocks, tiles):
    """Index of the first block whose tiles are not all home."""
    for i in range(len(blocks)):
        for cell in blocks[i][0]:
            if tiles[cell] != cell:
                return i
    return len(blocks) - 1
