# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Best moves, best time and games solved, for each board size and mode."""


class Records:
    """The records, kept in ``saves`` (a :class:`puzzle.saves.Saves`) under ``"records"``.

    :param saves: where they are kept between starts; None keeps them only until power-off
    """

    def __init__(self, saves=None):
        self._saves = saves
        records = saves.get("records") if saves else None
        self._table = records if isinstance(records, dict) else {}

    def get(self, key):
        """``(best moves, best seconds, games solved)`` for ``key`` (``"3x3"``), or zeros."""
        entry = self._table.get(key)
        if isinstance(entry, list) and len(entry) == 3:
            return entry[0], entry[1], entry[2]
        return 0, 0, 0

    def add(self, key, moves, seconds, counts=True):
        """Count a solved game; unless ``counts`` is False (helped), it may set records.

        :return: True if it beat a record of moves or of time (the first game sets them
            without a fanfare)
        """
        best_moves, best_seconds, solved = self.get(key)
        seconds = int(seconds)
        had = best_moves > 0  # helped games are counted but set none
        new = False
        if counts and (not had or moves < best_moves):
            best_moves, new = moves, had
        if counts and (not had or seconds < best_seconds):
            best_seconds, new = seconds, had or new
        table = dict(self._table)
        table[key] = [best_moves, best_seconds, solved + 1]
        self._table = table
        if self._saves:
            self._saves.set("records", table)  # written only now, after a solved game
        return new
