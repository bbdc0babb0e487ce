# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The solver's neighbour tables, built from the board's one definition of the directions.

Directions are numbers, indexes into ``puzzle.board.DIRECTIONS``, and name the TILE that
moves, as on the board: "up" brings the tile below the gap up, so the gap goes down.
"""

from ..board import source_cell

NO = 255  # in a neighbour table: no cell (off the board, or not free to enter)


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
            there = source_cell(cell, d, width, height)
            if there >= 0 and local is not None:
                there = local[there]
            table[4 * i + d] = NO if there < 0 else there
