# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Records: best moves, best time and games solved, saved only when they change."""

from puzzle.records import Records
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
    assert Records(Saves(storage)).get("3x3") == (0, 0, 0)
    saves.set("records", {"3x3": [1, 2]})
    assert Records(Saves(storage)).get("3x3") == (0, 0, 0)
