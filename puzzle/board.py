# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The sliding-puzzle board: tiles, moves, parity and scrambling.

Pure Python with no imports beyond ``random``, so the same file runs on CPython,
MicroPython and CircuitPython. ``tiles[position]`` is the id of the tile at that
position (row-major from the top left); ids run 0..n-1 and id n-1 is the gap, so a
tilesheet cell index is a tile id and the board is solved when ``tiles[i] == i``.
"""

import random

UP = "up"
DOWN = "down"
LEFT = "left"
RIGHT = "right"
DIRECTIONS = (UP, DOWN, LEFT, RIGHT)  # every direction: the d-pad's arrows are these names
SIDE_MIN = 2  # columns or rows of a board, at least
SIDE_MAX = 6  # and at most: tiles of a 7-wide board would be too narrow for their numbers


def source_cell(gap, direction, width, height):
    """The cell whose tile moves into the gap at ``gap`` for ``direction``, or -1 when none can;
    ``ValueError`` for anything that is not one of ``DIRECTIONS``.

    The one place that says which way a direction goes. It names the TILE that moves: UP slides
    the tile below the gap up into it, so the gap goes down.
    """
    if direction == UP:  # the tile below the gap comes up
        return gap + width if gap + width < width * height else -1
    if direction == DOWN:  # the tile above comes down
        return gap - width if gap >= width else -1
    if direction == LEFT:  # the tile right of the gap moves left
        return gap + 1 if gap % width != width - 1 else -1
    if direction == RIGHT:  # the tile left of the gap moves right
        return gap - 1 if gap % width else -1
    raise ValueError("direction must be one of %s, not %r" % (", ".join(DIRECTIONS), direction))


# A direction's code is its index in DIRECTIONS (the solver's tables and the undo history, 2 bits
# a move, keep codes): OPPOSITE[code] takes that move back (up and down, left and right);
# TRANSPOSED[code] is the same move on the board mirrored on its diagonal (up and left, down
# and right). tests/test_board.py derives both from source_cell.
OPPOSITE = b"\x01\x00\x03\x02"
TRANSPOSED = b"\x02\x03\x00\x01"


# A normal scramble is at least this share of the mean Manhattan distance of the size's
# arrangements from solved (see scramble_minimum): 11 moves on 3x3, half the mean fewest
# moves there (22); 28 on 4x4, more than half of its mean (52.6). bench/scramble_bench.py
# measures what it keeps and rejects.
SCRAMBLE_SHARE = 0.75


def scramble_minimum(width, height):
    """The fewest moves from solved a normal scramble of this size may be.

    ``SCRAMBLE_SHARE`` of the mean Manhattan distance (see ``Board.manhattan``) over all
    arrangements, rounded up: each tile but the gap is equally likely on every cell, so the
    mean is the sum, over the tiles and the cells, of the rows and columns between them,
    divided by the cells. At least 1: a scramble is never solved.
    """
    total = 0
    for home in range(width * height - 1):
        row, column = home // width, home % width
        for other in range(height):
            total += width * abs(other - row)
        for other in range(width):
            total += height * abs(other - column)
    return max(1, int(-(-SCRAMBLE_SHARE * total // (width * height))))


class Board:
    """A width x height sliding puzzle; the tile next to the gap moves into it.

    :param int width: columns, 2 or more
    :param int height: rows, 2 or more
    :param tiles: ``tiles[position] = tile id`` (ids 0..n-1, the gap is n-1);
        ``None`` for a solved board. Anything else raises ``ValueError``.
    """

    def __init__(self, width, height, tiles=None):
        for name, value in (("width", width), ("height", height)):
            if type(value) is not int or value < 2:
                raise ValueError("%s must be a whole number of 2 or more, not %r" % (name, value))
        self.width = width
        self.height = height
        n = width * height
        self._tiles = list(range(n))
        self._blank = n - 1
        if tiles is not None:
            self.arrange(tiles)

    def arrange(self, tiles):
        """Put the tiles as ``tiles`` says (``tiles[position] = tile id``), in place; anything
        but an arrangement of this board's ids raises ``ValueError`` and changes nothing."""
        width, height, n = self.width, self.height, self.width * self.height
        try:  # tiles[position] for each position: a list, tuple, range...; not a set
            tiles = [tiles[position] for position in range(len(tiles))]
        except (TypeError, KeyError):
            raise ValueError("tiles must be a sequence of tile ids, not %r" % (tiles,))
        count = len(tiles)
        if count != n:
            raise ValueError(
                "tiles has %d entries; a %dx%d board needs %d" % (count, width, height, n)
            )
        for position, tile in enumerate(tiles):
            if type(tile) is not int:
                raise ValueError("tile at position %d is %r, not a whole number" % (position, tile))
            if not 0 <= tile < n:
                raise ValueError(
                    "tile id %d at position %d is outside 0..%d" % (tile, position, n - 1)
                )
            if tiles.index(tile) != position:  # found first at an earlier position
                raise ValueError("tile id %d appears more than once" % tile)
        # n entries in range and none repeated means none is missing either.
        for position in range(n):
            self._tiles[position] = tiles[position]
        self._blank = tiles.index(n - 1)

    @property
    def tiles(self):
        """The arrangement, ``tiles[position] = tile id``, as a new list."""
        return list(self._tiles)

    @property
    def blank(self):
        """Position of the gap, 0..n-1, row-major from the top left."""
        return self._blank

    def tile_at(self, position):
        """The id of the tile at ``position``, without copying the arrangement."""
        return self._tiles[position]

    def is_solved(self):
        """True when every tile is in its own position."""
        tiles = self._tiles
        for position in range(len(tiles)):
            if tiles[position] != position:
                return False
        return True

    def inversions(self):
        """How many pairs of tiles (the gap excluded) stand in the wrong order."""
        tiles = self._tiles
        gap = len(tiles) - 1
        count = 0
        for i in range(len(tiles)):
            a = tiles[i]
            if a == gap:
                continue
            for j in range(i + 1, len(tiles)):
                if a > tiles[j] != gap:
                    count += 1
        return count

    def is_solvable(self):
        """True when moves can bring this arrangement to solved.

        Every move changes the parity of the permutation (gap included) and moves the
        gap one step, so ``inversions + gap distance`` keeps its parity. For an odd
        width a vertical move jumps the tile over an even number of others, so the
        inversions alone keep their parity; for an even width each vertical move flips
        it and also changes the gap's row, so inversions plus the gap's row counted from
        the bottom keep theirs. Solved has 0 inversions with the gap on the bottom row.
        """
        parity = self.inversions()
        if self.width % 2 == 0:
            parity += self.height - 1 - self._blank // self.width
        return parity % 2 == 0

    def source(self, direction):
        """Position of the tile ``direction`` would move into the gap, or -1 if none can;
        ``ValueError`` for anything that is not one of ``DIRECTIONS``."""
        return source_cell(self._blank, direction, self.width, self.height)

    def legal_moves(self):
        """The directions that move a tile now."""
        return [d for d in DIRECTIONS if self.source(d) >= 0]

    def line_to(self, cell):
        """``(direction, count)``: the move of ``count`` tiles that slides the tiles from
        ``cell`` to the gap, in the gap's row or column, a cell each towards it; None for the
        gap or any cell out of line with it."""
        if cell == self._blank or not 0 <= cell < len(self._tiles):
            return None
        for direction in DIRECTIONS:
            there, count = self._blank, 0
            while there >= 0:
                there = source_cell(there, direction, self.width, self.height)
                count += 1
                if there == cell:
                    return direction, count
        return None

    def move(self, direction):
        """Slide the tile next to the gap in ``direction`` (one of ``DIRECTIONS``) into the gap.

        :return: the position the tile came from (where the gap is now), or None (and nothing
            changed) if no tile can move that way
        """
        source = self.source(direction)
        if source < 0:
            return None
        tiles = self._tiles
        tiles[self._blank] = tiles[source]
        tiles[source] = len(tiles) - 1
        self._blank = source
        return source

    def manhattan(self):
        """Rows and columns between each tile (the gap excluded) and its home, summed.

        A move takes one tile one step, so no fewer moves than this solve the board.
        """
        tiles = self._tiles
        width = self.width
        gap = len(tiles) - 1
        total = 0
        for position in range(len(tiles)):
            tile = tiles[position]
            if tile != gap:
                total += abs(position // width - tile // width)
                total += abs(position % width - tile % width)
        return total

    def scramble(self, rng=None):
        """Replace the arrangement with a uniformly random solvable one at least
        ``scramble_minimum(width, height)`` moves from solved.

        Fisher-Yates on ``rng.randrange`` (CircuitPython has no ``random.shuffle``), drawn
        again until it is solvable and its Manhattan distance reaches the minimum: rejection
        keeps the draw uniform over those arrangements, and since no fewer moves than the
        Manhattan distance solve a board, each is at least the minimum from solved. About half
        of all draws are kept (bench/scramble_bench.py counts them).

        :param rng: anything with ``randrange(n)``; the ``random`` module by default
        """
        if rng is None:
            rng = random
        least = scramble_minimum(self.width, self.height)
        tiles = self._tiles
        while True:
            for i in range(len(tiles) - 1, 0, -1):
                j = rng.randrange(i + 1)
                tiles[i], tiles[j] = tiles[j], tiles[i]
            self._blank = tiles.index(len(tiles) - 1)
            if self.is_solvable() and self.manhattan() >= least:
                return

    def random_walk(self, moves, rng=None):
        """Scramble with ``moves`` random moves from solved (the easy scramble).

        A move never takes back the one before it, and a walk that ends solved is walked again.

        :param rng: anything with ``randrange(n)``; the ``random`` module by default
        """
        if rng is None:
            rng = random
        tiles = self._tiles
        choices = bytearray(4)
        while True:
            for position in range(len(tiles)):
                tiles[position] = position
            self._blank = len(tiles) - 1
            last = -1
            for _ in range(moves):
                count = 0
                for d in range(4):
                    if (last < 0 or d != OPPOSITE[last]) and self.source(DIRECTIONS[d]) >= 0:
                        choices[count] = d
                        count += 1
                last = choices[rng.randrange(count)]
                self.move(DIRECTIONS[last])
            if moves == 0 or not self.is_solved():
                return
