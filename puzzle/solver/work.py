# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The working board every search shares, its buffers, the work it has cost, and the neighbour
tables the searches move by.

Searches change this one board in place and put it back, so nothing is allocated per state.
Work is counted in units of about one searched state (``spent``); a search is a generator
that yields once ``spent()`` reaches ``until``, which is how a hint is cut into slices.
Directions are codes here, indexes into ``puzzle.board.DIRECTIONS``: a table's entry for code
``d`` is the cell that direction's tile comes from, as the board says (``source_cell``).
"""

from ..board import DIRECTIONS, SIDE_MAX, SIDE_MIN, source_cell

NO = 255  # in a neighbour table: no cell (off the board, or not free to enter)

MAX_CELLS = SIDE_MAX * SIDE_MAX
MAX_PLAN = 256  # moves; the longest plan (a 6x6 line end) is well under this
# No 4x4 stage is longer than this (tests/test_solver.py walks every state of each table):
# a 4x4 plan holds at most a move count of this a stage. A leaf of the 4x4 search is scored by
# walking down the next table, so one more leaf never costs more than LEAF_COST over a
# search's allowance.
STAGE_MOST = 32
LEAF_COST = STAGE_MOST + 1
END_MOST = 31  # moves: no 3x3 arrangement is farther from solved (tests/test_solver.py)


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

    ``origin`` is the board as last read. ``free`` (a bytearray per cell, or None for all)
    limits which cells a slide may enter;
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
        self.moves = bytearray(MAX_PLAN)
        self.tried = bytearray(MAX_PLAN)
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
        tiles, origin = self.tiles, self.origin
        for cell in range(self.n):
            tiles[cell] = origin[cell] = board.tile_at(cell)
        self.index()

    def load(self, tiles, start=0):
        """Copy ``tiles[start:start + n]`` in (a board of the same size)."""
        for cell in range(self.n):
            self.tiles[cell] = tiles[start + cell]
        self.index()

    def index(self):
        """``where`` and the gap from ``tiles``."""
        tiles, where = self.tiles, self.where
        for cell in range(self.n):
            where[tiles[cell]] = cell
        self.blank = where[self.n - 1]

    def solved(self):
        """Whether every tile is home."""
        tiles = self.tiles
        for cell in range(self.n):
            if tiles[cell] != cell:
                return False
        return True

    def slide(self, direction):
        """Move the gap; False (and no change) if the cell there is off the board or not free."""
        blank = self.blank
        cell = self.next[4 * blank + direction]
        if cell == NO or (self.free is not None and not self.free[cell]):
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
        self.index()

