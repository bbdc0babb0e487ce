# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The solver's data files and what it reads from them: the 3x3 table and the 4x4 stage
tables, read from the drive a byte at a time (checked whole first), and what each board size is
split into; loaded and checked in slices, with fallbacks.

A file is a 16-byte header (``PZHT``, version, kind, payload length, Adler-32 of the payload,
all little-endian) and the payload. ``tools/make_hints.py`` writes them; the badge only reads.
``quick_problem`` looks at the header and the length (a few bytes read); ``checked`` also
sums the payload, 256 bytes at a time, as a generator that yields when the slice is spent.
"""

from micropython import const

from ..pictures import file_problem
from .work import END_MOST, STAGES_4X4, Pattern, WrongTable, last_pattern, make_blocks

MAGIC = b"PZHT"
VERSION = 1
HEADER_SIZE = 16
KIND_3X3 = 3  # payload: 2 bits per 3x3 arrangement, the direction of an optimal move
KIND_4X4 = 4  # payload: the 4x4 stage tables, 2 bits per state, distance modulo 3
SIZE_3X3 = 181440 // 4  # bytes of the 3x3 payload
_CHUNK = const(256)  # bytes summed at a time; also keeps Adler's b below 2**30 before the modulo
_CHUNK_WORK = const(2)  # work units of summing one chunk (a unit is about one searched state)


def _here(name):
    """``name`` beside this module, whether ``__file__`` is absolute, relative or unknown."""
    try:
        path = __file__
    except NameError:  # a frozen module has no file
        return name
    cut = max(path.rfind("/"), path.rfind("\\"))
    return path[:cut + 1] + name if cut >= 0 else name


HINTS_3X3 = _here("hints3x3.bin")
HINTS_4X4 = _here("hints4x4.bin")


def name_of(path):
    """The file name alone, short enough for the screen."""
    return path[max(path.rfind("/"), path.rfind("\\")) + 1:]


def adler32(data, count=None, sums=None):
    """Adler-32 of ``data[:count]`` as ``[a, b]`` (the checksum is ``b << 16 | a``).

    Continues from ``sums`` when given (updated in place), so a file can be checked in
    chunks. The two halves stay apart because a 32-bit value does not fit CircuitPython's
    small integers on the SAMD51, and a long integer would be allocated on every update.
    """
    if sums is None:
        sums = [1, 0]
    if count is None:
        count = len(data)
    a, b = sums
    start = 0
    while start < count:
        stop = min(count, start + _CHUNK)
        for i in range(start, stop):
            a += data[i]
            b += a
        a %= 65521
        b %= 65521
        start = stop
    sums[0] = a
    sums[1] = b
    return sums


def _open(path, kind, size, header):
    """The file at ``path``, its header read into ``header`` and its length checked, and None;
    or None and the problem, in a few words (a line of the screen holds 26 characters).

    Only a regular file is opened (:func:`puzzle.pictures.file_problem`)."""
    problem = file_problem(path)
    if problem:
        return None, problem
    try:
        stream = open(path, "rb")
    except OSError:
        return None, "unreadable"
    problem = None
    if stream.readinto(header) != HEADER_SIZE or header[:4] != MAGIC:
        problem = "bad header"
    elif header[4] | header[5] << 8 != VERSION:
        problem = "bad version"
    elif header[6] | header[7] << 8 != kind:
        problem = "wrong kind"
    elif header[8] | header[9] << 8 | header[10] << 16 | header[11] << 24 != size:
        problem = "wrong size"
    elif stream.seek(0, 2) != HEADER_SIZE + size:
        problem = "cut short" if stream.tell() < HEADER_SIZE + size else "too long"
    if problem is not None:
        stream.close()
        return None, problem
    stream.seek(HEADER_SIZE)
    return stream, None


def quick_problem(path, kind, size):
    """What the header or length of the file says is wrong (``"name: problem"``), or None."""
    stream, problem = _open(path, kind, size, bytearray(HEADER_SIZE))
    if stream is None:
        return "%s: %s" % (name_of(path), problem)
    stream.close()
    return None


def checked(path, kind, size, work, into=None):
    """Open and check a hint file in slices: ``stream, problem = yield from checked(...)``.

    Yields whenever ``work`` has spent its slice (``_CHUNK_WORK`` units a chunk). The result
    is the file open (positioned after the header) and None, or None and ``"name: problem"``.

    :param into: bytearrays, ``size`` bytes in all, to fill with the payload as it is summed
        (the file is then closed and None returned for it), or None to keep the file open
    """
    header = bytearray(HEADER_SIZE)
    stream, problem = _open(path, kind, size, header)
    if stream is None:
        return None, "%s: %s" % (name_of(path), problem)
    buffers = into or (bytearray(_CHUNK),)
    sums = [1, 0]
    done = part = offset = 0  # bytes summed; the buffer being filled, and how far
    while done < size:
        buffer = buffers[part]
        view = memoryview(buffer)[offset:offset + _CHUNK] if into else buffer
        got = stream.readinto(view)
        if not got:
            break
        adler32(view, got, sums)
        done += got
        offset += got
        if into and offset == len(buffer):
            part += 1
            offset = 0
        work.extra += _CHUNK_WORK
        if work.spent() >= work.until:
            yield
    if done != size or sums[0] != header[12] | header[13] << 8 or (
            sums[1] != header[14] | header[15] << 8):
        stream.close()
        return None, "%s: bad checksum" % name_of(path)
    if into:
        stream.close()
        return None, None
    stream.seek(HEADER_SIZE)
    return stream, None


# ----- the tables, made or checked once

_PATTERN_WORK = const(3)  # work units of making a 4x4 stage's Pattern (its moves worked out)


class Tables:
    """What the searches look up, made or checked once.

    ``file3`` is the checked 3x3 table, open (None without one: the last 3x3 is then solved
    by IDA*); ``stages4`` the three 4x4 stage Patterns, their tables read from
    ``hints4x4.bin`` (kept open) or, without a good one, built by breadth-first search into
    RAM. ``problems`` lists what was wrong with the
    files, one short line each. The fallbacks' code (``small``, ``bfs``) is imported only
    when a fallback is needed; a table found wrong in use (``distrust``) is not read again.
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
        self._ends = {}  # 8 * width + height -> the Pattern of that size's last block
        self._blocks = {}  # 8 * width + height -> the blocks of that size (an int: a tuple
        # key would be allocated on every hint)
        self._byte = bytearray(1)
        self._names = [None, None]  # each file's name, for a problem found once it is open
        self._wrong = bytearray(2)  # 1 once a file's table proved wrong: its fallback serves
        self._walker = None  # the end Pattern walked down the 3x3 table (walk_on)
        self._walked = 0  # the moves walked so far

    def look(self):
        """Add to ``problems`` what the files' headers and lengths say, without reading on."""
        for which in range(2):
            if not self._done[which]:
                size = SIZE_3X3 if which == 0 else _size_4x4(_stages())
                kind = (KIND_3X3, KIND_4X4)[which]
                self._report(quick_problem(self._path(which), kind, size))
        return self.problems

    def _path(self, which):
        return self._paths[which] or (HINTS_3X3, HINTS_4X4)[which]

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
        if not self._wrong[0]:
            path = self._path(0)
            self._names[0] = name_of(path)
            stream, problem = yield from checked(path, KIND_3X3, SIZE_3X3,
                                                       work)
            self._report(problem)
            self.file3 = stream
            if stream is not None:
                self._table3 = Stored(stream, HEADER_SIZE, self._byte, 0)
        self._finish(0)
        yield

    def _load_4x4(self, work):
        patterns = []
        for pattern in _stages():  # each works out its moves: worth a few states' work
            patterns.append(pattern)
            work.extra += _PATTERN_WORK
            if work.spent() >= work.until:
                yield
        size = _size_4x4(patterns)
        stream = None
        if not self._wrong[1]:
            path = self._path(1)
            self._names[1] = name_of(path)
            stream, problem = yield from checked(path, KIND_4X4, size, work)
            self._report(problem)  # before the fallback: said even if the heap runs out in it
        offset = HEADER_SIZE
        for pattern in patterns:
            if stream is not None:
                pattern.table = Stored(stream, offset, self._byte, 1)
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

    def close(self):
        """Close the files; they are opened and checked again when next needed."""
        for stream in (self.file3, self._file4):
            if stream is not None:
                stream.close()
        self.file3 = self._file4 = self._table3 = self.stages4 = None
        self._done[0] = self._done[1] = 0
        self._loading[0] = self._loading[1] = None

    def distrust(self, which):
        """Table ``which`` (0: 3x3, 1: 4x4) proved wrong in use (``WrongTable``): said once
        (``problems``), its file closed and not read again; IDA* serves 3x3 from now on, and
        the 4x4 stage tables are built into RAM when next needed. A table not read from a
        file cannot be wrong: ``RuntimeError`` then."""
        stream = self.file3 if which == 0 else self._file4
        if stream is None:
            raise RuntimeError("a table built in RAM proved wrong")
        stream.close()
        self._wrong[which] = 1
        self._report("%s: wrong table" % self._names[which])
        if which == 0:
            self.file3 = self._table3 = None
        else:
            self._file4 = self.stages4 = None
            self._done[1] = 0

    def blocks(self, width, height):
        """The blocks of this size, made once (see ``blocks.make_blocks``)."""
        key = width * 8 + height  # an int: a tuple key would be allocated on every hint
        found = self._blocks.get(key)
        if found is None:
            found = make_blocks(width, height)
            self._blocks[key] = found
        return found

    def end_pattern(self, width, height):
        """The Pattern of the block that ends this size, made once a size."""
        key = width * 8 + height
        found = self._ends.get(key)
        if found is None:
            found = last_pattern(width, height, self.blocks(width, height)[-1][0])
            self._ends[key] = found
        return found

    def end_walk(self, width, height):
        """The end Pattern of a size whose last block is 3x3, its table the 3x3 table (its
        ``descend`` follows it), if ``file3`` is open; else None."""
        if self.file3 is None:
            return None
        pattern = self.end_pattern(width, height)
        pattern.table = self._table3
        pattern.steps = True
        return pattern

    def begin_walk(self, work):
        """Begin following the 3x3 table (``file3`` is open) from the working board's last
        block, its other blocks done, to the goal, on a copy of the state (the end Pattern's
        ``pos``); :meth:`walk_on` goes on a slice at a time.

        ``WrongTable`` (from ``walk_on``) for a move the block cannot make or a walk past
        ``END_MOST``: a table that passes leads to solved, so a hint from it is never a wrong
        move."""
        pattern = self.end_walk(work.width, work.height)
        pattern.load(work.where)
        self._walked = 0
        self._walker = pattern

    def walk_on(self, work, moves=None):
        """Go on with the walk begun until ``work``'s slice is spent (a read a unit, counted
        in ``work.reads``), writing its moves into ``moves``: how many it took once at the
        goal, else -1 (go on at the next step). Nothing else may load the end Pattern's
        ``pos`` between the walk's slices."""
        pattern = self._walker
        pos = pattern.pos
        count = self._walked
        while True:
            move = pattern.descend(pos)
            if move < 0:
                return count
            if count == END_MOST:
                raise WrongTable(0)
            if moves is not None:
                moves[count] = move
            count += 1
            work.reads += 1
            if work.spent() >= work.until:
                self._walked = count
                return -1

    def end_estimate(self, work):
        """A lower bound of the moves left for the working board's last 3x3 block, its other
        blocks done, without the 3x3 table: the heuristic of IDA*."""
        pattern = self.end_pattern(work.width, work.height)
        pattern.load(work.where)
        small = self.small()
        for i in range(9):
            small.tiles[pattern.pos[i]] = (i + 8) % 9  # item 0 is the gap: tile 8 there
        return small.estimate(3, 3)


class Stored:
    """A table left on the drive: ``stored[i]`` is its byte ``i``, read from the open file
    (``offset`` bytes in) into ``byte``, a buffer of one. Nothing is allocated per read.
    A file cut or gone since it was checked is ``WrongTable(which)``."""

    def __init__(self, stream, offset, byte, which):
        self._stream = stream
        self._offset = offset
        self._byte = byte
        self._which = which

    def __getitem__(self, index):
        try:
            self._stream.seek(self._offset + index)
            if self._stream.readinto(self._byte) == 1:
                return self._byte[0]
        except OSError:
            pass
        raise WrongTable(self._which)


def _stages():
    """The three 4x4 stage Patterns, without their tables, one at a time."""
    fixed = []
    for tiles in STAGES_4X4:
        yield Pattern(4, 4, list(fixed), tiles, tiles)
        fixed.extend(tiles)


def _size_4x4(patterns):
    """Bytes of the 4x4 payload: the stage tables back to back, 2 bits a state."""
    size = 0
    for pattern in patterns:
        size += (pattern.size + 3) >> 2
    return size
