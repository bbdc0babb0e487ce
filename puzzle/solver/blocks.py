# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The order in which a board is solved: blocks of tiles, each placed in stages."""

from .pattern import Pattern

# The 4x4 stages: tiles to place, each home on its own id; the 3x3 that is left comes last.
STAGES_4X4 = ((0, 1), (2, 3), (4, 8, 12))


def make_blocks(width, height):
    """The order of solving: ``[(home cells, stages, rescue)]``; the last block's stages
    are None.

    A stage is ``(tiles, target cells, cells fixed for it alone, the gap's target)``.
    The rectangle left loses its top row while it is at least as tall as wide, else its
    left column, until at most 3x3 is left. A line's tiles are placed one by one but its
    last two, a then b, go in together: b to a's home p, a beside p (away from the line),
    b on to its home q, a into p; placing the last tile alone would need the gap inside
    the placed line. Once p is taken q is a dead end, and a is trapped if the first stage
    leaves it on q, or below q with the gap on q. The rescue ``(q, a, the cell below q,
    gap stage, window stage)`` then solves both tiles together in the 3x3 (or 3x2) corner
    window, a table of at most 336 states, after bringing the gap beside p if a is on q.
    """
    blocks = []  # type: list
    if width == height == 4:
        for tiles in STAGES_4X4:
            blocks.append((bytes(tiles), ((tiles, tiles, (), -1),), None))
        blocks.append((bytes((5, 6, 7, 9, 10, 11, 13, 14, 15)), None, None))
        return blocks
    top = left = 0
    while height - top > 3 or width - left > 3:
        if height - top >= width - left:  # peel the top row
            line = [top * width + column for column in range(left, width)]
            across = width
            rows = range(top, top + 3)
            columns = range(max(left, width - 3), width)
            top += 1
        else:
            line = [row * width + left for row in range(top, height)]
            across = 1
            rows = range(max(top, height - 3), height)
            columns = range(left, left + 3)
            left += 1
        for cell in line[:-2]:
            blocks.append((bytes((cell,)), (((cell,), (cell,), (), -1),), None))
        a, b = line[-2], line[-1]
        beside = a + across
        window = [row * width + column for row in rows for column in columns]
        outside = [cell for cell in range(width * height) if cell not in window]
        rescue = (b, a, b + across, ((), (), (a, b), beside), ((a, b), (a, b), outside, -1))
        blocks.append((bytes((a, b)), (((b,), (a,), (), -1), ((a,), (beside,), (a,), -1),
                                       ((b,), (b,), (beside,), -1), ((a,), (a,), (b,), -1)),
                       rescue))
    last = bytes(row * width + column for row in range(top, height)
                 for column in range(left, width))
    blocks.append((last, None, None))
    return blocks


def last_pattern(width, height, homes):
    """The Pattern of a last block: all its tiles, every other cell fixed."""
    fixed = [cell for cell in range(width * height) if homes.find(bytes((cell,))) < 0]
    return Pattern(width, height, fixed, homes[:-1], homes[:-1])


def first_open(blocks, tiles):
    """Index of the first block whose tiles are not all home."""
    for i in range(len(blocks)):
        for cell in blocks[i][0]:
            if tiles[cell] != cell:
                return i
    return len(blocks) - 1


def fixed_cells(blocks, count):
    """The home cells of the first ``count`` blocks: placed, so no move enters them."""
    fixed = []
    for i in range(count):
        fixed.extend(blocks[i][0])
    return fixed
