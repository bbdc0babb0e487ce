# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Reading the saves (:mod:`puzzle.saves`) and checking the records they hold: needed once,
when the game starts: :class:`puzzle.saves.Saves` and :class:`puzzle.saves.Records` import
this module while they are made, and :func:`puzzle.app.make_game` lets go of it once it has
made them. None of it stays in the badge's RAM through an evening's play.
"""

import json

from .board import SIDE_MAX, SIDE_MIN
from .saves import _HEAD, _MAGIC, EASY, MOST, ROOM, SLOT, VERSION, _checksum


def read_saves(storage):
    """``(sequence, slot, values, problems)`` of the newer good slot of ``storage``: its
    sequence number (-1: none), its index (1 when none, so that the next save goes to slot 0),
    its values (``{}``: none), and why no slot could be read, if none could."""
    newest, slot, values, found = -1, 1, {}, []
    for index in (0, 1):
        sequence, read = _read_slot(storage, index)
        if sequence is None:
            if read != "empty":
                found.append(read)
            continue
        # Sequence numbers wrap at 256: the newer slot is at most 127 ahead.
        if newest < 0 or (sequence - newest) % 256 < 128:
            newest, slot, values = sequence, index, read
    problems = []
    if newest < 0 and found:
        problems.append("save " + found[0] + ": starting afresh")
    return newest, slot, values, problems


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


def checked(records, problems):
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
