# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Boards other than 3x3 and 4x4, a line at a time: how they are cut into blocks, and each
block placed in stages whose small tables are made for that plan, walked greedily.

Imported only for those sizes.
"""

from .bfs import build
from .work import Pattern


def make_blocks(width, height):
    """The blocks of a board other than 4x4 (see ``tables.Tables.blocks``).

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


def fixed_cells(blocks, count):
    """The home cells of the first ``count`` blocks: placed, so no move enters them."""
    fixed = []
    for i in range(count):
        fixed.extend(blocks[i][0])
    return fixed


def plan(work, beam, blocks, block):
    """Plan the block ``blocks[block]`` from the working board, in slices.

    A generator: ``count = yield from plan(...)``; the moves follow the tiles in the beam's
    first slot. A last pair of a line that the first stage would trap takes the rescue.
    """
    _, stages, rescue = blocks[block]
    fixed = fixed_cells(blocks, block)
    beam.start(work)
    yield from _stages(work, beam, stages[:1], fixed)
    rest = stages[1:]
    if rescue is not None:
        corner, tile, below, gap_stage, window_stage = rescue
        slot = beam.slots
        if slot[corner] == tile:
            rest = (gap_stage, window_stage)
        elif slot[corner] == work.n - 1 and slot[below] == tile:  # a must go up into q
            rest = (window_stage,)
    count = yield from _stages(work, beam, rest, fixed)
    return count


def _stages(work, beam, stages, fixed):
    """Make the tables of ``stages`` and walk them greedily from the beam kept; the moves."""
    patterns = []
    for tiles, targets, extra, gap in stages:
        pattern = Pattern(work.width, work.height, fixed + list(extra), tiles, targets, gap)
        yield from build(pattern, work)
        patterns.append(pattern)
    count = yield from beam.search(work, patterns, 0, 1, None, 0)
    return count
