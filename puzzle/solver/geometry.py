# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Where a direction takes the gap: the one place the solver's neighbour tables come from.

Directions are indexes into ``puzzle.board.DIRECTIONS`` (up, down, left, right) and name the
TILE that moves, as on the board: "up" brings the tile below the gap up, so the gap goes down.
``source`` is the only geometry here; the opposite and the transposed direction are worked
out from it, so the board can later own all of it in one function.
"""

NO = 255  # in a neighbour table: no cell (off the board, or not free to enter)


def source(cell, direction, width, height):
    """The cell whose tile ``direction`` moves into a gap at ``cell`` (the gap goes there), or -1
    off the board."""
    if direction == 0:  # up: the tile below the gap comes up
        return cell + width if cell + width < width * height else -1
    if direction == 1:
        return cell - width if cell >= width else -1
    if direction == 2:  # left: the tile right of the gap moves left
        return cell + 1 if cell % width != width - 1 else -1
    return cell - 1 if cell % width else -1


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
            there = source(cell, d, width, height)
            if there >= 0 and local is not None:
                there = local[there]
            table[4 * i + d] = NO if there < 0 else there


def _derived():
    """``(OPPOSITE, TRANSPOSED)`` from ``source``, seen from the middle of a 3x3 board."""
    opposite = bytearray(4)
    transposed = bytearray(4)
    for d in range(4):
        there = source(4, d, 3, 3)
        mirrored = there % 3 * 3 + there // 3
        for e in range(4):
            if source(there, e, 3, 3) == 4:
                opposite[d] = e
            if source(4, e, 3, 3) == mirrored:
                transposed[d] = e
    return bytes(opposite), bytes(transposed)


# OPPOSITE[d] takes move d back; TRANSPOSED[d] is move d on the board mirrored on its diagonal.
OPPOSITE, TRANSPOSED = _derived()
