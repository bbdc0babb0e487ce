# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The solver's data files and the tables read from them: the 3x3 table and the 4x4 stage
tables, checked whole in slices, then read from the drive a byte at a time, with fallbacks;
and what each board size is split into.

A file is a 16-byte header (``PZHT``, version, kind, payload length, Adler-32 of the payload,
all little-endian) and the payload. ``tools/make_hints.py`` writes them; the badge only reads.
``Tables`` looks at the header and the length (``open_file``), then sums the payload 256
bytes at a time, in slices.
"""

import struct

from micropython import const

from ..pictures import file_problem
from .work import STAGES_4X4, Pattern

MAGIC = b"PZHT"
VERSION = 1
_HEADER_SIZE = const(16)
KIND_3X3 = 3  # payload: 2 bits per 3x3 arrangement, the direction of an optimal move
KIND_4X4 = 4  # payload: the 4x4 stage tables, 2 bits per state, distance modulo 3
_SIZE_3X3 = const(181440 // 4)  # bytes of the 3x3 payload
# Bytes of the 4x4 payload: its stage tables back to back, 2 bits a state (tests/test_solver.py)
_SIZE_4X4 = const(4356)
_CHUNK = const(256)  # bytes summed at a time; also keeps Adler's b below 2**30 before the modulo
_CHUNK_WORK = const(2)  # work units of summing one chunk (a unit is about one searched state)


# The files beside this module, whether ``__file__`` is absolute, relative or unknown (worked
# out at import: code here is not kept, as a function's would be).
try:
    _FOLDER = __file__
except NameError:  # a frozen module has no file
    _FOLDER = ""
_FOLDER = _FOLDER[:max(_FOLDER.rfind("/"), _FOLDER.rfind("\\")) + 1]
HINTS_3X3 = _FOLDER + "hints3x3.bin"
HINTS_4X4 = _FOLDER + "hints4x4.bin"


def open_file(path, which, header):
    """The file of table ``which`` (0: 3x3, 1: 4x4) at ``path``, its header read into
    ``header`` (16 bytes) and its length checked, and None; or None and the problem, in a few
    words (a line of the screen holds 26 characters).

    Only a regular file is opened (:func:`puzzle.pictures.file_problem`)."""
    problem = file_problem(path)
    if problem:
        return None, problem
    try:
        stream = open(path, "rb")
    except OSError:
        return None, "unreadable"
    size = _SIZE_4X4 if which else _SIZE_3X3
    problem = "bad header"
    if stream.readinto(header) == _HEADER_SIZE and header[:4] == MAGIC:
        _, version, kind, length = struct.unpack_from("<4sHHI", header)
        if version != VERSION:
            problem = "bad version"
        elif kind != KIND_3X3 + which:
            problem = "wrong kind"
        elif length != size:
            problem = "wrong size"
        elif stream.seek(0, 2) != _HEADER_SIZE + size:
            problem = "cut short" if stream.tell() < _HEADER_SIZE + size else "too long"
        else:
            return stream, None
    stream.close()
    return None, problem


# ----- the tables, made or checked once

_PATTERN_WORK = const(3)  # work units of making a 4x4 stage's Pattern (its moves worked out)


class Tables:
    """What the searches look up, made or checked once.

    ``files`` are the checked files, open (None without one: the last 3x3 is then solved by
    IDA*, the 4x4 stage tables built by breadth-first search into RAM); ``stages4`` the three
    4x4 stage Patterns, their tables read from ``hints4x4.bin`` or built. ``problems`` lists
    what was wrong with the files, one short line each. The fallbacks' code (``small``,
    ``bfs``) is imported only when a fallback is needed; a table found wrong in use
    (``distrust``) is not read again. ``paths`` are the files' (the tests' may be others).
    """

    def __init__(self):
        self.paths = [HINTS_3X3, HINTS_4X4]  # None once a file's table proved wrong
        self.problems = []
        self.files = [None, None]
        self.stages4 = None
        self._loading = [None, None]  # type: list  # each table's loader; True once ready
        self._blocks = {}  # 8 * width + height -> the blocks of that size

    def _report(self, which, problem):
        """File ``which``'s ``problem`` (None: none) into ``problems``, said once, its name
        alone before it: short enough for the screen."""
        if problem is not None:
            path = self.paths[which]
            problem = path[max(path.rfind("/"), path.rfind("\\")) + 1:] + ": " + problem
            if problem not in self.problems:
                self.problems.append(problem)

    def ready(self, which, work):
        """Go on loading table ``which`` (0: 3x3, 1: 4x4) until ``work``'s slice is spent.

        :return: True once it is ready (or its fallback is); the work survives between calls
        """
        loading = self._loading[which]
        if loading is True:
            return True
        if loading is None:
            loading = self._loading[which] = self._load(which, work)
        next(loading)
        return self._loading[which] is True

    def _load(self, which, work):
        """Table ``which`` loaded, a generator that yields whenever ``work`` has spent its
        slice: its file opened (``open_file``), its payload summed ``_CHUNK`` bytes at a time
        (``_CHUNK_WORK`` units each) and the file kept open; else its fallback made.

        The Adler-32 sum's two halves stay apart: a 32-bit value does not fit CircuitPython's
        small integers on the SAMD51, and a long integer would be allocated on every update.
        """
        patterns = []
        fixed = []
        for tiles in STAGES_4X4 if which else ():
            patterns.append(Pattern(4, 4, list(fixed), tiles, tiles))
            fixed.extend(tiles)
            work.extra += _PATTERN_WORK  # each works out its moves: worth a few states' work
            if work.spent() >= work.until:
                yield
        stream = None
        path = self.paths[which]
        if path is not None:
            size = _SIZE_4X4 if which else _SIZE_3X3
            header = bytearray(_HEADER_SIZE)
            stream, problem = open_file(path, which, header)
            if stream is not None:
                stream.seek(_HEADER_SIZE)
                chunk = bytearray(_CHUNK)
                a, b = 1, 0
                done = 0
                while done < size:
                    got = stream.readinto(chunk)
                    if not got:
                        break
                    for i in range(got):
                        a += chunk[i]
                        b += a
                    a %= 65521
                    b %= 65521
                    done += got
                    work.extra += _CHUNK_WORK
                    if work.spent() >= work.until:
                        yield
                if done != size or struct.unpack_from("<HH", header, 12) != (a, b):
                    stream.close()
                    stream, problem = None, "bad checksum"
            self._report(which, problem)  # before the fallback: said if the heap runs out in it
        offset = _HEADER_SIZE
        for pattern in patterns:
            if stream is not None:
                pattern.table = stream
                pattern.offset = offset
                offset += (pattern.size + 3) >> 2
            else:
                from .bfs import build

                yield from build(pattern, work)
        self.files[which] = stream
        if which:
            self.stages4 = patterns
        self._loading[which] = True
        yield

    def distrust(self, which):
        """Table ``which`` (0: 3x3, 1: 4x4) proved wrong in use (``WrongTable``): said once
        (``problems``), its file closed and not read again; IDA* serves 3x3 from now on, and
        the 4x4 stage tables are built into RAM when next needed (a table not read from a
        file is never distrusted: it is made right)."""
        self.files[which].close()
        self.files[which] = None
        self._report(which, "wrong table")
        self.paths[which] = None
        if which:
            self.stages4 = None
            self._loading[1] = None

    def blocks(self, width, height):
        """The order a board of this size is solved in, made once a size: ``[(home cells,
        stages, rescue)]``, a stage ``(tiles, target cells, cells fixed for it alone, the gap's
        target)``. The last block's stages are None and its third item is its Pattern (all its
        tiles, every other cell fixed).

        4x4: ``STAGES_4X4``, then the 3x3 left. A board of at most 3x3 is one last block. Other
        sizes are cut a line at a time (``lines.make_blocks``, imported only for them).
        """
        key = width * 8 + height  # an int: a tuple key would be allocated on every hint
        found = self._blocks.get(key)
        if found is None:
            if width == height == 4:
                found = [(bytes(tiles), ((tiles, tiles, (), -1),), None) for tiles in STAGES_4X4]
                homes = bytes((5, 6, 7, 9, 10, 11, 13, 14, 15))
            elif width <= 3 and height <= 3:
                found = []
                homes = bytes(range(width * height))
            else:
                from .lines import make_blocks

                found = make_blocks(width, height)
                homes = found.pop()[0]
            fixed = []  # a loop: a comprehension would make ``homes`` a cell on every call
            for cell in range(width * height):
                if homes.find(bytes((cell,))) < 0:
                    fixed.append(cell)
            found.append((homes, None, Pattern(width, height, fixed, homes[:-1], homes[:-1])))
            self._blocks[key] = found
        return found

    def end_walk(self, width, height):
        """The Pattern of the last block of a size whose last block is 3x3, its table the 3x3
        table on the drive (its ``descend`` follows it), if that file is open; else None."""
        stream = self.files[0]
        if stream is None:
            return None
        pattern = self.blocks(width, height)[-1][2]
        pattern.table = stream
        pattern.offset = _HEADER_SIZE
        pattern.steps = True
        return pattern
