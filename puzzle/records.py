# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Best moves, best time and games solved, for each board size and mode."""

from .board import SIDE_MAX, SIDE_MIN
from .settings import EASY

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
