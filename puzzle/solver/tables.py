# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The solver's data: the 3x3 table and the 4x4 stage tables, read from the drive a byte at
a time (checked whole first), and what each board size is split into; loaded and checked in
slices, with fallbacks.

The files' checks (``files``) are imported only while a file is looked at or loaded, and let
go of once both tables are ready: hints hold no code that only reads them in."""

from ..unload import unload
from .blocks import STAGES_4X4, last_pattern, make_blocks
from .pattern import Pattern

_FILES = "puzzle.solver.files"


class Tables:
    """What the searches look up, made or checked once.

    ``file3`` is the checked 3x3 table, open (None without one: the last 3x3 is then solved
    by IDA*); ``stages4`` the three 4x4 stage Patterns, their tables read from
    ``hints4x4.bin`` (kept open) or, without a good one, built by breadth-first search into
    RAM. ``problems`` lists what was wrong with the
    files, one short line each. The fallbacks' code (``small``, ``bfs``) is imported only
    when a fallback is needed.
    """

    def __init__(self, hints_3x3=None, hints_4x4=None):
        self._paths = (hints_3x3, hints_4x4)  # None: the file beside the solver's modules
        self._table3 = None  # file3's table (a Stored)
        self._small = None
        self.problems = []
        self.file3 = None
        self._file4 = None
        self.stages4 = None
        self._loading = [None, None]  # the generator loading each table, while it runs
        self._done = bytearray(2)  # 1 once a table (or its fallback) is ready
        self._end = None  # the Pattern of the last block, for 3x3 lookups and relabelling
        self._end_size = 0  # 8 * width + height of self._end (an int: a tuple is allocated)
        self._blocks = {}  # 8 * width + height -> the blocks of that size
        self._byte = bytearray(1)

    def look(self):
        """Add to ``problems`` what the files' headers and lengths say, without reading on."""
        from . import files

        for which in range(2):
            if not self._done[which]:
                size = files.SIZE_3X3 if which == 0 else _size_4x4(_stages())
                kind = (files.KIND_3X3, files.KIND_4X4)[which]
                self._report(files.quick_problem(self._path(files, which), kind, size))
        self._let_go()
        return self.problems

    def _path(self, files, which):
        return self._paths[which] or (files.HINTS_3X3, files.HINTS_4X4)[which]

    def _let_go(self):
        """Let go of the files' checks unless a table is still being loaded."""
        if self._loading[0] is None and self._loading[1] is None:
            unload(_FILES)

    def _report(self, problem):
        if problem is not None and problem not in self.problems:
            self.problems.append(problem)

    def ready(self, which, work):
        """Go on loading table ``which`` (0: 3x3, 1: 4x4) until ``work``'s slice is spent.

        :return: True once it is ready (or its fallback is); the work survives between calls
        """
        if self._done[which]:
            return True
        if self._loading[which] is None:
            self._loading[which] = self._load_3x3(work) if which == 0 else self._load_4x4(work)
        next(self._loading[which])
        return self._done[which] == 1

    def _load_3x3(self, work):
        from . import files

        path = self._path(files, 0)
        stream, problem = yield from files.checked(path, files.KIND_3X3, files.SIZE_3X3, work)
        self._report(problem)
        self.file3 = stream
        if stream is not None:
            self._table3 = Stored(stream, files.HEADER_SIZE, self._byte)
        del files
        self._finish(0)
        yield

    def _load_4x4(self, work):
        from . import files

        patterns = _stages()
        size = _size_4x4(patterns)
        path = self._path(files, 1)
        stream, problem = yield from files.checked(path, files.KIND_4X4, size, work)
        offset = files.HEADER_SIZE
        del files
        self._report(problem)  # before the fallback: said even if the heap runs out in it
        for pattern in patterns:
            if stream is not None:
                pattern.table = Stored(stream, offset, self._byte)
                offset += (pattern.size + 3) >> 2
            else:
                from .bfs import build

                yield from build(pattern, work)
        self._file4 = stream
        self.stages4 = patterns
        self._finish(1)
        yield

    def small(self):
        """The IDA* solver of small blocks (``small.Small``), made when first needed."""
        if self._small is None:
            from .small import Small

            self._small = Small()
        return self._small

    def _finish(self, which):
        self._done[which] = 1
        self._loading[which] = None
        self._let_go()

    def close(self):
        """Close the files; they are opened and checked again when next needed."""
        for stream in (self.file3, self._file4):
            if stream is not None:
                stream.close()
        self.file3 = self._file4 = self._table3 = self.stages4 = None
        self._done[0] = self._done[1] = 0
        self._loading[0] = self._loading[1] = None

    def blocks(self, width, height):
        """The blocks of this size, made once (see ``blocks.make_blocks``)."""
        key = width * 8 + height  # an int: a tuple key would be allocated on every hint
        found = self._blocks.get(key)
        if found is None:
            found = make_blocks(width, height)
            self._blocks[key] = found
        return found

    def end_pattern(self, width, height):
        """The Pattern of the block that ends this size (the last one made is kept)."""
        if self._end_size != width * 8 + height:
            self._end = last_pattern(width, height, self.blocks(width, height)[-1][0])
            self._end_size = width * 8 + height
        return self._end

    def lookup(self, work):
        """The 3x3 table's move for the working board's last block (``file3`` is open)."""
        index = self.end_pattern(work.width, work.height).load(work.where)
        return self._read(index)

    def _read(self, index):
        return (self._table3[index >> 2] >> ((index & 3) << 1)) & 3

    def end_distance(self, work):
        """Exact moves left for the working board's last 3x3 block (its other blocks done).

        Follows the 3x3 table on a copy of the state; without the table, the heuristic.
        """
        pattern = self.end_pattern(work.width, work.height)
        pattern.load(work.where)
        pos = pattern.pos
        if self.file3 is None:
            small = self.small()
            for i in range(9):
                small.tiles[pos[i]] = (i + 8) % 9  # item 0 is the gap, tile 8 on the small board
            return small.estimate(3, 3)
        count = 0
        while not pattern.at_goal(pos):
            pattern.slide(pos, self._read(pattern.rank(pos)))
            count += 1
        work.reads += count
        work.expanded += count
        return count


class Stored:
    """A table left on the drive: ``stored[i]`` is its byte ``i``, read from the open file
    (``offset`` bytes in) into ``byte``, a buffer of one. Nothing is allocated per read."""

    def __init__(self, stream, offset, byte):
        self._stream = stream
        self._offset = offset
        self._byte = byte

    def __getitem__(self, index):
        self._stream.seek(self._offset + index)
        self._stream.readinto(self._byte)
        return self._byte[0]


def _stages():
    """The three 4x4 stage Patterns, without their tables."""
    patterns = []
    fixed = []
    for tiles in STAGES_4X4:
        patterns.append(Pattern(4, 4, list(fixed), tiles, tiles))
        fixed.extend(tiles)
    return patterns


def _size_4x4(patterns):
    """Bytes of the 4x4 payload: the stage tables back to back, 2 bits a state."""
    size = 0
    for pattern in patterns:
        size += (pattern.size + 3) >> 2
    return size
