# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Optimal solutions of boards of at most 3x3: IDA* with Manhattan distance and linear
conflicts, for the last block when there is no 3x3 table (or it is smaller than 3x3).

Imported only then: a badge with its 3x3 table playing 3x3 and 4x4 never loads it.
"""

from ..board import OPPOSITE
from .work import NO, fill_neighbours


def heuristic(tiles, width, height, scratch):
    """Manhattan distance plus linear conflicts of a board of at most 3x3 (admissible).

    In each row (and column), of the tiles that belong there, all but the longest run already
    in order must step out of the line and back to let the others pass: two more moves each.
    ``scratch`` is a bytearray of 6.
    """
    gap = width * height - 1
    total = 0
    for cell in range(gap + 1):
        tile = tiles[cell]
        if tile != gap:
            total += abs(cell // width - tile // width) + abs(cell % width - tile % width)
    for line in range(height + width):
        count = 0
        if line < height:  # row `line`: goal columns of the tiles whose goal row it is
            for column in range(width):
                tile = tiles[line * width + column]
                if tile != gap and tile // width == line:
                    scratch[count] = tile % width
                    count += 1
        else:
            column = line - height
            for row in range(height):
                tile = tiles[row * width + column]
                if tile != gap and tile % width == column:
                    scratch[count] = tile // width
                    count += 1
        if count > 1:
            longest = 0  # longest increasing run, scratch[3 + i] for the run ending at i
            for i in range(count):
                run = 1
                for j in range(i):
                    if scratch[j] < scratch[i] and scratch[3 + j] + 1 > run:
                        run = scratch[3 + j] + 1
                scratch[3 + i] = run
                if run > longest:
                    longest = run
            total += 2 * (count - longest)
    return total


class Small:
    """IDA* on a small board (tiles 0..m-1, the gap m-1), with buffers made once."""

    def __init__(self):
        self.tiles = bytearray(9)  # the block to solve, relabelled
        self.scratch = bytearray(6)
        self.next = bytearray(4 * 9)
        self.size = 0  # 8 * width + height of self.next

    def end_estimate(self, work, pattern):
        """A lower bound of the moves left for the working board's last 3x3 block (its Pattern
        ``pattern``), its other blocks done: the heuristic, for the 4x4 search's leaves when
        there is no 3x3 table."""
        pattern.load(work.where)
        for i in range(9):
            self.tiles[pattern.pos[i]] = (i + 8) % 9  # item 0 is the gap: tile 8 there
        return heuristic(self.tiles, 3, 3, self.scratch)

    def solve(self, work, homes, local):
        """Optimal moves for the working board's last block (its cells ``homes``, the other
        blocks done; ``local`` its Pattern's) into ``work.moves``, in slices: ``count = yield
        from small.solve(...)``, each state expanded counted in ``work.expanded``.

        The search keeps an explicit stack (``work.tried``): the board changes in place and
        is put back on the way up, so it allocates nothing, and the C stack stays shallow.
        """
        width = homes[-1] % work.width - homes[0] % work.width + 1
        height = len(homes) // width
        for i in range(len(homes)):  # relabel: the block's tiles become 0..m-1
            self.tiles[i] = local[work.tiles[homes[i]]]
        if self.size != 8 * width + height:
            fill_neighbours(self.next, width, height)
            self.size = 8 * width + height
        tiles, scratch, after = self.tiles, self.scratch, self.next
        moves, tried = work.moves, work.tried
        gap = width * height - 1
        blank = 0
        while tiles[blank] != gap:
            blank += 1
        bound = heuristic(tiles, width, height, scratch)
        if bound == 0:
            return 0
        while True:
            depth = 0
            tried[0] = 0
            beyond = 255  # the least f over the bound: the next bound
            while depth >= 0:
                d = tried[depth]
                if d == 0:
                    work.expanded += 1
                    if work.spent() >= work.until:
                        yield
                if d == 4:
                    depth -= 1
                    if depth >= 0:  # undo the move that led here
                        cell = after[4 * blank + OPPOSITE[moves[depth]]]
                        tiles[blank] = tiles[cell]
                        tiles[cell] = gap
                        blank = cell
                    continue
                tried[depth] = d + 1
                cell = after[4 * blank + d]
                if cell == NO or depth and d == OPPOSITE[moves[depth - 1]]:
                    continue
                tiles[blank] = tiles[cell]
                tiles[cell] = gap
                estimate = heuristic(tiles, width, height, scratch)
                if depth + 1 + estimate > bound:
                    if depth + 1 + estimate < beyond:
                        beyond = depth + 1 + estimate
                    tiles[cell] = tiles[blank]
                    tiles[blank] = gap
                    continue
                blank = cell
                moves[depth] = d
                depth += 1
                if estimate == 0:
                    return depth
                tried[depth] = 0
            bound = beyond


SMALL = Small()  # the one the solver uses, made with this module: only when a fallback is
# needed (its buffers are the size of a 3x3 board)
