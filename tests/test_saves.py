# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Saves survive power cuts and never start the game with garbage."""

import pytest

import puzzle.saves as saves_module
from puzzle.saves import SLOT, Saves


def fresh():
    return bytearray(b"\xff" * 2 * SLOT)  # what erased flash reads as


def saved(**values):
    storage = fresh()
    saves = Saves(storage)
    for key, value in values.items():
        saves.set(key, value)
    return storage


def test_empty_storage_gives_nothing_and_no_complaint():
    saves = Saves(fresh())
    assert saves.values == {} and saves.problem == ""
    assert Saves(bytearray(2 * SLOT)).values == {}


def test_values_come_back_after_a_restart():
    storage = saved(picture="garden")
    assert Saves(storage).get("picture") == "garden"
    saves = Saves(storage)
    saves.set("picture", "night")
    saves.set("best", [31, 44])
    assert Saves(storage).values == {"picture": "night", "best": [31, 44]}


def test_nothing_is_written_when_nothing_changed():
    storage = saved(picture="garden")
    before = bytes(storage)
    Saves(storage).set("picture", "garden")
    assert bytes(storage) == before


def test_the_slots_are_written_in_turn_for_hundreds_of_saves():
    """Sequence numbers wrap at 256; the newest slot must still win after the wrap."""
    storage = fresh()
    saves = Saves(storage)
    for count in range(600):
        saves.set("count", count)
        assert Saves(storage).get("count") == count


def test_every_single_byte_corruption_keeps_the_other_slot_or_nothing_wrong():
    storage = saved(picture="garden")
    Saves(storage).set("picture", "night")  # slot 1 now holds the newer save
    good = bytes(storage)
    for position in range(2 * SLOT):
        for flip in (0x01, 0x80, 0xFF):
            spoiled = bytearray(good)
            spoiled[position] ^= flip
            values = Saves(spoiled).values
            assert values in ({"picture": "night"}, {"picture": "garden"}), (position, flip)


def test_every_truncation_of_the_only_save_is_detected():
    storage = saved(picture="garden")
    record_end = storage.index(b"\xff")
    for cut in range(record_end):
        spoiled = bytearray(storage)
        spoiled[cut:SLOT] = b"\xff" * (SLOT - cut)
        saves = Saves(spoiled)
        assert saves.values == {}
        assert cut < 2 or saves.problem == "save corrupt: starting afresh"


def test_a_write_cut_off_at_any_byte_keeps_the_previous_save():
    class PowerCut(Exception):
        pass

    class DyingStorage(bytearray):
        """Writes only the first ``budget`` bytes of a save, then the power goes."""

        budget = 0

        def __setitem__(self, key, value):
            if isinstance(key, slice) and len(value) > self.budget:
                super().__setitem__(slice(key.start, key.start + self.budget),
                                    value[: self.budget])
                raise PowerCut
            super().__setitem__(key, value)

    before = saved(picture="garden", best=12)
    Saves(before).set("picture", "night")
    for budget in range(40):
        storage = DyingStorage(before)
        storage.budget = budget
        with pytest.raises(PowerCut):
            Saves(storage).set("picture", "seaside")
        assert Saves(storage).values == {"picture": "night", "best": 12}, budget


def test_a_save_from_a_newer_version_is_not_read(monkeypatch):
    storage = fresh()
    monkeypatch.setattr(saves_module, "VERSION", 99)
    Saves(storage).set("picture", "garden")
    monkeypatch.undo()
    saves = Saves(storage)
    assert saves.values == {}
    assert saves.problem == "save saved by a newer version (99): starting afresh"


def test_garbage_is_reported_and_replaced():
    storage = bytearray(b"SL" + bytes(range(254)))
    saves = Saves(storage)
    assert saves.values == {} and "corrupt" in saves.problem
    saves.set("picture", "night")
    assert Saves(storage).values == {"picture": "night"}


def test_too_much_to_save_is_refused_before_anything_is_written():
    storage = fresh()
    with pytest.raises(ValueError, match="too much to save"):
        Saves(storage).set("picture", "x" * SLOT)
    assert storage == fresh()
