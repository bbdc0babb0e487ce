# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Records: best moves, best time and games solved, saved only when they change."""

import pytest

from puzzle.saves import MOST, Records
from puzzle.saves import SLOT, Saves


def test_the_first_game_sets_the_records_quietly_and_later_ones_must_beat_them():
    records = Records()
    assert records.get("3x3") == (0, 0, 0)
    assert not records.add("3x3", 40, 90)
    assert records.get("3x3") == (40, 90, 1)
    assert not records.add("3x3", 50, 95)
    assert records.add("3x3", 38, 120)  # fewer moves
    assert records.add("3x3", 60, 70)  # less time
    assert records.get("3x3") == (38, 70, 4)
    assert records.get("4x4") == (0, 0, 0)


def test_a_helped_game_counts_but_sets_no_record():
    records = Records()
    assert not records.add("4x4", 10, 10, counts=False)
    assert records.get("4x4") == (0, 0, 1)
    assert not records.add("4x4", 90, 300)
    assert records.get("4x4") == (90, 300, 2)


def test_records_survive_a_restart_and_are_written_only_after_a_game():
    storage = bytearray(b"\xff" * 2 * SLOT)
    records = Records(Saves(storage))
    before = bytes(storage)
    records.get("3x3")
    assert bytes(storage) == before
    records.add("3x3", 31, 45)
    records.add("4x4", 120, 400)
    assert Records(Saves(storage)).get("3x3") == (31, 45, 1)
    assert Records(Saves(storage)).get("4x4") == (120, 400, 1)


def test_a_save_without_records_or_with_garbage_in_them_gives_empty_records():
    storage = bytearray(b"\xff" * 2 * SLOT)
    saves = Saves(storage)
    saves.set("records", "nonsense")
    saves.write()
    assert Records(Saves(storage)).get("3x3") == (0, 0, 0)
    saves.set("records", {"3x3": [1, 2]})
    saves.write()
    assert Records(Saves(storage)).get("3x3") == (0, 0, 0)


def saves_holding(records):
    """Saves whose records are ``records`` exactly as a (damaged or old) save might hold them."""
    storage = bytearray(b"\xff" * 2 * SLOT)
    saves = Saves(storage)
    saves.set("records", records)
    assert saves.write() == ""
    return Saves(storage)


@pytest.mark.parametrize("entry", [
    "nonsense", None, [1, 2], [1, 2, 3, 4], ["31", 45, 1], [31, None, 1], [31, 45, 1.5],
    [float("nan"), 45, 1], [31, float("inf"), 1], [1e400, 45, 1], [-3, 45, 1], [31, -1, 1],
    [31, 45, 0], [10**12, 45, 1], [True, 45, 1], {"moves": 31},
])
def test_a_record_that_is_not_three_sane_numbers_is_dropped_with_a_message(entry):
    records = Records(saves_holding({"3x3": entry, "4x4": [100, 300, 2]}))
    assert records.get("3x3") == (0, 0, 0)
    assert records.get("4x4") == (100, 300, 2), "the good one stays"
    assert len(records.problems) == 1 and "3x3" in records.problems[0]


@pytest.mark.parametrize("name", ["9x9", "3x3 hard", "", "x", "3x", "axb", "3x3x3", "1x5"])
def test_a_record_the_game_cannot_make_is_dropped(name):
    """Dropped with a message, and gone from the save at the next game."""
    saves = saves_holding({name: [31, 45, 1]})
    records = Records(saves)
    assert records.problems and records.get(name) == (0, 0, 0)
    records.add("4x4", 100, 300)
    assert saves.get("records") == {"4x4": [100, 300, 1]}


def test_records_of_a_table_that_is_not_a_table_are_dropped_with_a_message():
    assert Records(saves_holding([1, 2, 3])).problems == ["records: not a table; starting afresh"]


def test_records_kept_per_move_limit_by_an_older_version_are_folded_into_their_mode():
    records = Records(saves_holding({"3x3": [40, 90, 2], "3x3 limit 80": [35, 100, 1],
                                     "4x4 easy limit 50": [0, 0, 3]}))
    assert records.problems == []
    assert records.get("3x3") == (35, 90, 3)
    assert records.get("4x4 easy") == (0, 0, 3)


def test_huge_figures_are_kept_at_their_caps():
    records = Records()
    records.add("3x3", 10**100, 10**9)
    assert records.get("3x3") == (MOST[0], MOST[1], 1)


def test_a_save_that_fails_keeps_the_records_in_memory_and_says_why():
    class Unwritable(bytearray):
        def __setitem__(self, key, value):
            raise OSError(28, "No space left on device")

    records = Records(Saves(Unwritable(b"\xff" * 2 * SLOT)))
    records.add("3x3", 31, 45)
    assert records.get("3x3") == (31, 45, 1)
    assert records.problems == ["could not save: [Errno 28] No space left on device"]
