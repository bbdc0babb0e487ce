# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Pattern tables made by breadth-first search from the goal, in slices.

Imported only when a table must be made: for sizes other than 3x3 and 4x4 (a few small
tables a plan), when ``hints4x4.bin`` is missing or bad, and by ``tools/make_hints.py``.
"""

from ..board import OPPOSITE
from .work import NO, UNSEEN


def unrank(pattern, index, pos):
    """Write the state of ``index`` into ``pos``; the inverse of ``pattern.rank``.

    For a whole block only the ranked items (``tools/make_hints.py`` places the last two)."""
    m = len(pattern.cells)
    ranked = pattern.ranked
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


def build(pattern, work, place=unrank):
    """Fill ``pattern.table`` by breadth-first search from the goal, in slices.

    A generator (``yield from build(pattern, work)``): it yields whenever ``work`` has spent
    its slice, and counts each state expanded in ``work.expanded``. The frontier is two
    bitsets rather than a queue, so memory stays at a half byte per state beyond the table.

    :param place: writes the state of an index into ``pos``: ``place(pattern, index, pos)``
    """
    size = pattern.size
    table = bytearray(b"\xff" * ((size + 3) >> 2))  # every state UNSEEN
    pattern.table = table
    current = bytearray((size + 7) >> 3)
    following = bytearray(len(current))
    pos = bytearray(len(pattern.items))
    goal = pattern.goal
    for i in range(1, len(pos)):
        pos[i] = goal[i]
    for cell in range(len(pattern.cells)):  # every goal state: the gap on each cell allowed
        taken = False
        for i in range(1, len(pos)):
            if goal[i] == cell:
                taken = True
        if not taken and (goal[0] == NO or cell == goal[0]):
            pos[0] = cell
            _mark(table, pattern.rank(pos), 0, current)
    # A state costs more to unrank on a larger board: in units of about one searched state.
    weight = 1 + (len(pattern.cells) >= 12) + (len(pattern.cells) >= 30)
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
                place(pattern, byte * 8 + bit, pos)
                work.expanded += 1
                work.extra += weight - 1
                for d in range(4):
                    if pattern.slide(pos, d):
                        index = pattern.rank(pos)
                        if pattern.value(index) == UNSEEN:
                            _mark(table, index, value, following)
                            reached = True
                        pattern.slide(pos, OPPOSITE[d])
                if work.spent() >= work.until:
                    yield
        current, following = following, current


def _mark(table, index, value, frontier):
    shift = (index & 3) << 1
    table[index >> 2] = (table[index >> 2] & ~(3 << shift) & 255) | (value << shift)
    frontier[index >> 3] |= 1 << (index & 7)
