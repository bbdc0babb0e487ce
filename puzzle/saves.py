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


class Saves:
    """The values saved in ``storage``: read once at start, written only when they changed.

    :param storage: a byte array of at least ``2 * SLOT`` bytes (``microcontroller.nvm``)
    """

    def __init__(self, storage):
        from .reading import read_saves  # needed at start-up only: make_game lets go of it

        self._storage = storage
        self._changed = False  # a value was set that is not written yet
        # the newer good slot's sequence and index (-1, 1: none, so the next save goes to 0),
        # its values, and why a slot could not be read, one line each
        self._sequence, self._slot, self.values, self.problems = read_saves(storage)

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


class Records:
    """The records, kept in ``saves`` (a :class:`puzzle.saves.Saves`) under ``"records"``.

    :param saves: where they are kept between starts; None keeps them only until power-off
    """

    def __init__(self, saves=None):
        self._saves = saves
        self.problems = []  # what was dropped on reading, and why the last save failed
        self._table = {}  # name: [best moves, best seconds, games solved]
        if saves:
            from .reading import checked  # needed at start-up only: make_game lets go of it

            self._table = checked(saves.get("records"), self.problems)

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
