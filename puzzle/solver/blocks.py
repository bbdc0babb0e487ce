# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The order in which a board is solved: blocks of tiles, each placed in stages."""

from .pattern import Pattern

# The 4x4 stages: tiles to place, each home on its own id; the 3x3 that is left comes last.
STAGES_4X4 = ((0, 1), (2, 3), (4, 8, 12))


def make_blocks(width, height):
    """The order of solving: ``[(home cells, stages, rescue)]``; the last block's stages
    are None. A stage is ``(tiles, target cells, cells fixed for it alone, the gap's target)``.

    4x4: ``STAGES_4X4``, then the 3x3 left. A board of at most 3x3 is one last block. Other
    sizes are cut a line at a time (``lines.make_blocks``, imported only for them).
    """
    if width == height == 4:
        blocks = [(bytes(tiles), ((tiles, tiles, (), -1),), None) for tiles in STAGES_4X4]
        blocks.append((bytes((5, 6, 7, 9, 10, 11, 13, 14, 15)), None, None))
        return blocks
    if width <= 3 and height <= 3:
        return [(bytes(range(width * height)), None, None)]
    from .lines import make_blocks as lines

    return lines(width, height)


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
