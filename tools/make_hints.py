# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Make the solver's data files (desktop only): ``make hints``.

    python tools/make_hints.py [--check]

- ``puzzle/solver/hints3x3.bin``: for each of the 181 440 solvable 3x3 arrangements, in the order
  of ``Pattern.rank``, the direction of an optimal move (2 bits, 45 360 bytes).
- ``puzzle/solver/hints4x4.bin``: the 4x4 stage tables of ``STAGES_4X4``, back to back, distance
  modulo 3 (2 bits a state, 4 356 bytes).

Each is a 16-byte header (``pack_header``: writing files is this tool's, reading and checking
them ``puzzle/solver/files.py``'s) and the payload. Both come from a breadth-first search from
solved, the same ``bfs.build`` the badge runs when a 4x4 file is missing, so the files and
the fallback cannot disagree. The 3x3 search takes about half a
minute. ``--check`` rebuilds in memory and fails if a file differs.
"""

import sys

from stopping import stop_cleanly

if __name__ == "__main__":  # first, so that Ctrl+C during the imports is one line too
    stop_cleanly("make hints: interrupted; run it again, as a table it was writing is cut "
                 "short")

import argparse  # noqa: E402
import os  # noqa: E402
import zlib  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(ROOT)  # last, so that code.py cannot hide the standard library's `code`

from puzzle.solver import bfs  # noqa: E402
from puzzle.solver.tables import (  # noqa: E402
    HINTS_3X3, HINTS_4X4, KIND_3X3, KIND_4X4, MAGIC, VERSION,
)
from puzzle.solver.work import STAGES_4X4, Pattern, Work  # noqa: E402


def pack_header(kind, payload):
    """The 16-byte header of a data file holding ``payload``."""
    checksum = zlib.adler32(payload)
    a, b = checksum & 0xFFFF, checksum >> 16
    return MAGIC + b"".join(value.to_bytes(width, "little") for value, width in (
        (VERSION, 2), (kind, 2), (len(payload), 4), (a, 2), (b, 2)))


def build(pattern, place=bfs.unrank):
    """``bfs.build`` all at once (it is a generator that yields between slices)."""
    for _ in bfs.build(pattern, Work(), place):
        pass


class WholeBlock(Pattern):
    """The Pattern of every tile of a block, which can also unrank its states.

    Its rank leaves the last two tiles out (parity decides their order), so unranking places
    them; only this desktop tool needs that, to build the 3x3 table, so the badge's module
    does without it.
    """

    def __init__(self, width, height):
        tiles = range(width * height - 1)
        super().__init__(width, height, (), tiles, tiles)
        self.width = width

    def unrank(self, index, pos):
        """``bfs.unrank``, then the last two tiles in the order the parity rule allows."""
        bfs.unrank(self, index, pos)
        last = self.ranked
        free = [cell for cell in range(len(self.cells)) if cell not in pos[:last]]
        pos[last], pos[last + 1] = free
        if not self.reachable(pos):
            pos[last], pos[last + 1] = free[1], free[0]

    def reachable(self, pos):
        """Whether the block in state ``pos`` can reach its goal.

        A move swaps the gap with a tile and moves the gap by one cell, so the parity of the
        permutation and that of the gap's distance to its target change together.
        """
        at = {self.goal[i]: i for i in range(len(pos))}  # cell -> the item whose target it is
        seen = set()
        cycles = 0
        for i in range(len(pos)):
            if i not in seen:
                cycles += 1
                while i not in seen:
                    seen.add(i)
                    i = at[pos[i]]
        gap, target = self.cells[pos[0]], self.cells[self.goal[0]]
        distance = abs(gap // self.width - target // self.width) + abs(
            gap % self.width - target % self.width)
        return (len(pos) - cycles + distance) % 2 == 0


def directions_3x3():
    """The 3x3 payload: 2 bits per arrangement, the direction of an optimal move."""
    pattern = WholeBlock(3, 3)
    build(pattern, WholeBlock.unrank)
    payload = bytearray((pattern.size + 3) >> 2)
    pos = bytearray(9)
    for index in range(pattern.size):
        pattern.unrank(index, pos)
        direction = pattern.descend(pos)
        if direction > 0:  # -1 (solved) and 0 ("up") both leave the bits at 0
            payload[index >> 2] |= direction << ((index & 3) << 1)
    return bytes(payload)


def stages_4x4():
    """The 4x4 payload: each stage's table of distances modulo 3."""
    payload = bytearray()
    fixed = []
    for tiles in STAGES_4X4:
        pattern = Pattern(4, 4, fixed, tiles, tiles)
        build(pattern)
        payload += pattern.table
        fixed = fixed + list(tiles)
    return bytes(payload)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="rebuild in memory and compare with the files; write nothing")
    args = parser.parse_args(argv)
    status = 0
    for path, kind, make in ((HINTS_4X4, KIND_4X4, stages_4x4),
                             (HINTS_3X3, KIND_3X3, directions_3x3)):
        payload = make()
        data = pack_header(kind, payload) + payload
        name = os.path.relpath(path, ROOT)
        if args.check:
            with open(path, "rb") as stream:
                same = stream.read() == data
            print("%s: %s" % (name, "up to date" if same else "DIFFERS: run make hints"))
            status |= not same
        else:
            with open(path, "wb") as stream:
                stream.write(data)
            print("wrote %s: %d bytes" % (name, len(data)))
    return status


if __name__ == "__main__":
    sys.exit(main())
