# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What the game remembers between starts (the records: best moves, best time and games solved,
for each board size and mode; the picture set last played), and how a power cut can touch it.

The storage is any byte array of at least ``2 * SLOT`` bytes: ``microcontroller.nvm`` on
the badge, a small file on the desktop. It holds two slots, written alternately; each slot
is a versioned record with a sequence number and a checksum, so a write cut short spoils only
the slot being written and the other still holds the previous save::

    "SL" | version | sequence | length (2 bytes) | JSON (length bytes) | Fletcher-16 (2 bytes)

On the desktop that is the whole story: the file is rewritten beside itself and renamed over
the old one (``desktop.FileStorage``). On the badge it is not: the SAMD51 writes
``microcontroller.nvm`` by erasing its whole 8 KB flash block and programming it again, so a
power cut during that one write can lose both slots, and the game starts with no records.
So the game writes rarely: values are only staged by :meth:`Saves.set`, and
:meth:`Saves.write` (called once, when a game is solved) writes them only if one changed.
"""

import json

from .board import SIDE_MAX, SIDE_MIN
from .settings import EASY, NAME_MAX

SLOT = 2048  # bytes per slot: room for every record the game can keep (tests/test_saves.py)
VERSION = 1
_MAGIC = b"SL"
_HEAD = 6  # magic, version, sequence, length
ROOM = SLOT - _HEAD - 2  # bytes of JSON a slot holds


def _checksum(data):
    """Fletcher-16: unlike a plain sum, it also catches bytes that changed places."""
    low = high = 0
    for byte in data:
        low = (low + byte) % 255
        high = (high + low) % 255
    return high << 8 | low


def _read_slot(storage, index):
    """``(sequence, values)`` of slot ``index``, or ``(None, why)`` if it holds no good save.

    Only what the header says the slot holds is copied out of ``storage``: a whole slot, two
    copies of it, would be 4 KB of garbage at each start on the badge's small heap.
    """
    start = index * SLOT
    stop = min(start + SLOT, len(storage))
    raw = bytes(storage[start:min(start + _HEAD, stop)])
    if raw[:2] != _MAGIC:
        # An erased header (0xFF, or 0x00 on a fresh file of zeros) begins no save: a save is
        # written header first. Anything else is damage. (Reading on through the slot, a byte a
        # step, would cost every start-up tens of milliseconds on the badge.)
        first = raw[0] if raw else 0xFF
        empty = first in (0, 0xFF) and all(byte == first for byte in raw)
        return None, "empty" if empty else "corrupt"
    length = raw[4] | raw[5] << 8
    end = _HEAD + length
    if length > ROOM:
        return None, "corrupt"
    raw = bytes(storage[start:min(start + end + 2, stop)])
    if _checksum(memoryview(raw)[:end]) != (raw[end] | raw[end + 1] << 8):
        return None, "corrupt"
    if raw[2] > VERSION:  # every version keeps this header and the checksum where they are
        return None, "saved by a newer version (%d)" % raw[2]
    try:
        values = json.loads(raw[_HEAD:end])
    except (ValueError, RuntimeError, MemoryError):  # not JSON; nested past the stack's depth
        return None, "corrupt"
    if not isinstance(values, dict):
        return None, "corrupt"
    return raw[3], values


class Saves:
    """The values saved in ``storage``: read once at start, written only when they changed.

    :param storage: a byte array of at least ``2 * SLOT`` bytes (``microcontroller.nvm``)
    """

    def __init__(self, storage):
        self._storage = storage
        self._sequence = -1
        self._slot = 1  # the next save goes to the other slot: 0
        self._changed = False  # a value was set that is not written yet
        self.values = {}
        self.problems = []  # why something could not be read, one line each
        found = []
        for index in (0, 1):
            sequence, values = _read_slot(storage, index)
            if sequence is None:
                if values != "empty":
                    found.append(values)
                continue
            # Sequence numbers wrap at 256: the newer slot is at most 127 ahead.
            if self._sequence < 0 or (sequence - self._sequence) % 256 < 128:
                self._sequence, self._slot, self.values = sequence, index, values
        if self._sequence < 0 and found:
            self.problems.append("save " + found[0] + ": starting afresh")

    def get(self, key, default=None):
        """The saved value of ``key``, or ``default``."""
        return self.values.get(key, default)

    def set(self, key, value):
        """Keep ``key = value`` for the next :meth:`write`; nothing changes if it is so already."""
        if self.values.get(key) != value:
            self.values[key] = value
            self._changed = True

    def write(self):
        """Write the values if one changed since the last write: one write, to the other slot.

        :return: ``""``, or why they could not be written (they are kept in memory meanwhile)
        """
        if not self._changed:
            return ""
        payload = json.dumps(self.values).encode()
        if len(payload) > ROOM:
            return "too much to save (%d bytes, room for %d)" % (len(payload), ROOM)
        sequence = (self._sequence + 1) % 256
        slot = 1 - self._slot
        record = bytearray(_MAGIC + bytes((VERSION, sequence, len(payload) & 0xFF,
                                           len(payload) >> 8)) + payload)
        check = _checksum(record)
        record += bytes((check & 0xFF, check >> 8))
        try:
            self._storage[slot * SLOT:slot * SLOT + len(record)] = record
        except OSError as error:  # the desktop's save file: a folder it cannot write, a full disk
            return "could not save: %s" % error
        self._sequence, self._slot, self._changed = sequence, slot, False
        return ""


def remember_picture(saves, wanted):
    """What keeps the name of the set a game starts with, and the ``PICTURE`` setting then (a
    new ``PICTURE`` wins over the set last played): written with the next solved game."""

    def remember(name):
        if len(name) > NAME_MAX:  # would crowd the records out of the save
            print("%s: a name of over %d characters is not remembered" % (name, NAME_MAX))
        else:
            saves.set("picture", [name, wanted])

    return remember


# Each figure is kept below a cap, so that every record the game can make fits in the save.
MOST = (99999, 359999, 99999)  # moves, seconds (99:59:59), games solved


def key(width, height, mode):
    """``"3x3"``, or ``"4x4 easy"``: records are kept apart for each size and mode.

    A move limit (a challenge) only ends games sooner: a game solved within it counts as any
    other game of its size and mode.
    """
    return "%dx%d%s" % (width, height, " easy" if mode == EASY else "")


def _sane(entry):
    if not isinstance(entry, list) or len(entry) != 3:
        return False
    for figure, most in zip(entry, MOST):
        if type(figure) is not int or not 0 <= figure <= most:
            return False
    return entry[2] > 0


def _known(name):
    """True for a key that :func:`key` can make, so the records cannot outgrow the save."""
    size, _, mode = name.partition(" ")
    sides = size.split("x")
    return mode in ("", EASY) and len(sides) == 2 and all(
        side.isdigit() and SIDE_MIN <= int(side) <= SIDE_MAX for side in sides)


def _checked(records, problems):
    """The sane entries of ``records`` as read from a save; a problem for each one dropped."""
    if records is None:
        return {}
    if not isinstance(records, dict):
        problems.append("records: not a table; starting afresh")
        return {}
    table = {}
    for name, entry in records.items():
        base = name.split(" limit ")[0] if isinstance(name, str) else ""
        if not _known(base) or not _sane(entry):
            problems.append("record %s is not three sane numbers: dropped" % repr(name)[:20])
            continue
        # Saves from before records ignored the move limit: fold those into their mode's.
        old = table.get(base)
        table[base] = entry if old is None else _merged(old, entry)
    return table


def _merged(first, second):
    """The best of two entries of one kind (0: no record yet), and their games added up."""
    best = [0, 0, min(first[2] + second[2], MOST[2])]
    for index in (0, 1):
        figures = [figure for figure in (first[index], second[index]) if figure]
        best[index] = min(figures) if figures else 0
    return best


class Records:
    """The records, kept in ``saves`` (a :class:`puzzle.saves.Saves`) under ``"records"``.

    :param saves: where they are kept between starts; None keeps them only until power-off
    """

    def __init__(self, saves=None):
        self._saves = saves
        self.problems = []  # what was dropped on reading, and why the last save failed
        self._table = _checked(saves.get("records") if saves else None, self.problems)

    def get(self, name):
        """``(best moves, best seconds, games solved)`` for ``name`` (``"3x3"``), or zeros."""
        entry = self._table.get(name)
        if entry is None:
            return 0, 0, 0
        return entry[0], entry[1], entry[2]

    def add(self, name, moves, seconds, counts=True):
        """Count a solved game; unless ``counts`` is False (helped), it may set records.

        The records (and whatever else is waiting in the saves) are written now, once; if
        that fails, ``problems`` says why and the records live on in memory.

        :return: True if it beat a record of moves or of time (the first game sets them
            without a fanfare)
        """
        best_moves, best_seconds, solved = self.get(name)
        moves = min(moves, MOST[0])
        seconds = min(int(seconds), MOST[1])
        had = best_moves > 0  # helped games are counted but set none
        new = False
        if counts and (not had or moves < best_moves):
            best_moves, new = moves, had
        if counts and (not had or seconds < best_seconds):
            best_seconds, new = seconds, had or new
        table = dict(self._table)
        table[name] = [best_moves, best_seconds, min(solved + 1, MOST[2])]
        self._table = table
        if self._saves:
            self._saves.set("records", table)
            problem = self._saves.write()
            self.problems = [problem] if problem else []
        return new
