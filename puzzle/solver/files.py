# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The hint files: where they are, their header, and checking them in slices.

A file is a 16-byte header (``PZHT``, version, kind, payload length, Adler-32 of the payload,
all little-endian) and the payload. ``tools/make_hints.py`` writes them; the badge only reads.
``quick_problem`` looks at the header and the length (a few bytes read); ``checked`` also
sums the payload, 256 bytes at a time, as a generator that yields when the slice is spent.
"""

from ..pictures import file_problem

MAGIC = b"PZHT"
VERSION = 1
HEADER_SIZE = 16
KIND_3X3 = 3  # payload: 2 bits per 3x3 arrangement, the direction of an optimal move
KIND_4X4 = 4  # payload: the 4x4 stage tables, 2 bits per state, distance modulo 3
SIZE_3X3 = 181440 // 4  # bytes of the 3x3 payload
CHUNK = 256  # bytes summed at a time; also keeps Adler's b below 2**30 before the modulo
CHUNK_WORK = 2  # work units of summing one chunk (a unit is about one searched state)


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
        stop = min(count, start + CHUNK)
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

    Yields whenever ``work`` has spent its slice (``CHUNK_WORK`` units a chunk). The result
    is the file open (positioned after the header) and None, or None and ``"name: problem"``.

    :param into: bytearrays, ``size`` bytes in all, to fill with the payload as it is summed
        (the file is then closed and None returned for it), or None to keep the file open
    """
    header = bytearray(HEADER_SIZE)
    stream, problem = _open(path, kind, size, header)
    if stream is None:
        return None, "%s: %s" % (name_of(path), problem)
    buffers = into or (bytearray(CHUNK),)
    sums = [1, 0]
    done = part = offset = 0  # bytes summed; the buffer being filled, and how far
    while done < size:
        buffer = buffers[part]
        view = memoryview(buffer)[offset:offset + CHUNK] if into else buffer
        got = stream.readinto(view)
        if not got:
            break
        adler32(view, got, sums)
        done += got
        offset += got
        if into and offset == len(buffer):
            part += 1
            offset = 0
        work.extra += CHUNK_WORK
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
