# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Saves survive power cuts and never start the game with garbage."""

import json

import pytest

import puzzle.saves as saves_module
from puzzle.saves import ROOM, SLOT, Saves


def fresh():
    return bytearray(b"\xff" * 2 * SLOT)  # what erased flash reads as


def put(saves, **values):
    """Set ``values`` and write them, as the game does when a game is solved."""
    for key, value in values.items():
        saves.set(key, value)
    assert saves.write() == ""


def saved(**values):
    storage = fresh()
    put(Saves(storage), **values)
    return storage


def test_empty_storage_gives_nothing_and_no_complaint():
    saves = Saves(fresh())
    assert saves.values == {} and saves.problems == []
    assert Saves(bytearray(2 * SLOT)).values == {}


def test_an_erased_header_begins_no_save_whatever_follows_it():
    """A save is written header first: bytes past an erased header are no save, and say
    nothing; a header neither erased nor a save's is damage."""
    for erased in (0xFF, 0x00):
        storage = bytearray([erased]) * (2 * SLOT)
        storage[SLOT - 1] = storage[100] = 0x42
        saves = Saves(storage)
        assert saves.values == {} and saves.problems == []
        storage[3] = 0x42
        assert Saves(storage).problems == ["save corrupt: starting afresh"]


def test_values_come_back_after_a_restart():
    storage = saved(picture="garden")
    assert Saves(storage).get("picture") == "garden"
    put(Saves(storage), picture="night", best=[31, 44])
    assert Saves(storage).values == {"picture": "night", "best": [31, 44]}


def test_nothing_is_written_when_nothing_changed():
    storage = saved(picture="garden")
    before = bytes(storage)
    saves = Saves(storage)
    saves.set("picture", "garden")
    assert saves.write() == ""
    assert bytes(storage) == before


def test_set_only_stages_and_write_writes_once():
    storage = fresh()
    saves = Saves(storage)
    saves.set("picture", "garden")
    saves.set("records", {"3x3": [30, 40, 1]})
    assert storage == fresh(), "nothing is written before write()"
    assert saves.write() == ""
    after = bytes(storage)
    assert saves.write() == "" and bytes(storage) == after, "nothing changed: nothing written"
    assert Saves(storage).values == {"picture": "garden", "records": {"3x3": [30, 40, 1]}}


def test_the_slots_are_written_in_turn_for_hundreds_of_saves():
    """Sequence numbers wrap at 256; the newest slot must still win after the wrap."""
    storage = fresh()
    saves = Saves(storage)
    for count in range(600):
        put(saves, count=count)
        assert Saves(storage).get("count") == count


def test_every_single_byte_corruption_keeps_the_other_slot_or_nothing_wrong():
    storage = saved(picture="garden")
    put(Saves(storage), picture="night")  # slot 1 now holds the newer save
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
        assert cut < 2 or saves.problems == ["save corrupt: starting afresh"]


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
    put(Saves(before), picture="night")
    for budget in range(40):
        storage = DyingStorage(before)
        storage.budget = budget
        saves = Saves(storage)
        saves.set("picture", "seaside")
        with pytest.raises(PowerCut):
            saves.write()
        assert Saves(storage).values == {"picture": "night", "best": 12}, budget


def test_a_save_from_a_newer_version_is_not_read(monkeypatch):
    storage = fresh()
    monkeypatch.setattr(saves_module, "VERSION", 99)
    put(Saves(storage), picture="garden")
    monkeypatch.undo()
    saves = Saves(storage)
    assert saves.values == {}
    assert saves.problems == ["save saved by a newer version (99): starting afresh"]


def test_garbage_is_reported_and_replaced():
    storage = bytearray(b"SL" + bytes(range(254)) + bytes(2 * SLOT - 256))
    saves = Saves(storage)
    assert saves.values == {} and "corrupt" in saves.problems[0]
    put(saves, picture="night")
    assert Saves(storage).values == {"picture": "night"}


def test_too_much_to_save_is_reported_and_nothing_is_written():
    storage = fresh()
    saves = Saves(storage)
    saves.set("picture", "x" * SLOT)
    assert saves.write().startswith("too much to save")
    assert storage == fresh()
    assert saves.get("picture") == "x" * SLOT, "kept in memory all the same"


def test_every_record_the_game_can_keep_fits_in_a_slot():
    """Every size the settings allow, in every mode, each figure at its cap, and the longest
    picture name: the largest save the game can ever write."""
    from puzzle.saves import MOST, key
    from puzzle.settings import MODES, NAME_MAX, SIDE_MAX, SIDE_MIN

    sides = range(SIDE_MIN, SIDE_MAX + 1)
    records = {key(width, height, mode): list(MOST)
               for width in sides for height in sides for mode in MODES}
    storage = fresh()
    saves = Saves(storage)
    name = "\u00e9" * NAME_MAX  # 2 bytes a letter in UTF-8, 6 as \u escaped
    put(saves, picture=[name, name], records=records)  # the set played, and PICTURE then
    assert Saves(storage).values["records"] == records
    assert len(json.dumps(saves.values).encode()) <= ROOM


def test_a_write_that_fails_is_reported_and_the_values_stay_in_memory():
    class Unwritable(bytearray):
        def __setitem__(self, key, value):
            raise PermissionError(13, "Permission denied")

    saves = Saves(Unwritable(fresh()))
    saves.set("picture", "night")
    assert saves.write() == "could not save: [Errno 13] Permission denied"
    assert saves.get("picture") == "night"


# The desktop's save file ------------------------------------------------------------------

class PowerCut(Exception):
    pass


def test_the_desktop_file_survives_a_cut_at_any_byte_of_a_write(tmp_path, monkeypatch):
    """The new save goes to a file beside the old one, which is renamed over it only once whole:
    a cut anywhere leaves the previous save."""
    import desktop.storage as desktop

    path = str(tmp_path / "slide" / "nvm.bin")
    saves = Saves(desktop.FileStorage(path))
    put(saves, picture="garden", records={"3x3": [30, 60, 1]})
    put(saves, picture="night")
    before = Saves(desktop.FileStorage(path)).values
    real_open = open

    def cut_after(budget):
        class Dying:
            def __init__(self, name, mode):
                self._file = real_open(name, mode)

            def write(self, data):
                self._file.write(bytes(data[:budget]))
                self._file.close()
                raise PowerCut

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self._file.close()

        return Dying

    size = 2 * SLOT
    for budget in list(range(0, 200)) + list(range(200, size + 1, 97)) + [size]:
        saves = Saves(desktop.FileStorage(path))
        saves.set("picture", "seaside")
        monkeypatch.setattr(desktop, "open", cut_after(budget), raising=False)
        with pytest.raises(PowerCut):
            saves.write()
        monkeypatch.undo()
        assert Saves(desktop.FileStorage(path)).values == before, budget

    def cut_before_rename(*args):
        raise PowerCut

    monkeypatch.setattr(desktop.os, "replace", cut_before_rename)
    saves = Saves(desktop.FileStorage(path))
    saves.set("picture", "seaside")
    with pytest.raises(PowerCut):
        saves.write()
    monkeypatch.undo()
    assert Saves(desktop.FileStorage(path)).values == before
    put(Saves(desktop.FileStorage(path)), picture="seaside")  # and the next write works
    assert Saves(desktop.FileStorage(path)).get("picture") == "seaside"


@pytest.mark.parametrize("spoil", ["folder named like the file", "file where the folder goes",
                                   "read-only folder"])
def test_a_save_location_that_cannot_be_written_is_a_message_and_play_goes_on(
        tmp_path, spoil, desktop, monkeypatch):
    import random

    from puzzle import settings
    from puzzle.app import make_game
    from desktop.storage import FileStorage
    from support import FakeClock

    from puzzle import app
    from puzzle.saves import Records

    made = []  # the game's records, as make_game makes them

    class Kept(Records):
        def __init__(self, saves=None):
            super().__init__(saves)
            made.append(self)

    monkeypatch.setattr(app, "Records", Kept)
    path = tmp_path / "slide" / "nvm.bin"
    if spoil == "folder named like the file":
        path.mkdir(parents=True)
    elif spoil == "file where the folder goes":
        (tmp_path / "slide").write_text("not a folder")
    else:  # as chmod 500 would do for anyone but root, who runs the tests in CI
        import desktop.storage as storage

        def refuse(name, mode="r"):
            if "w" in mode:
                raise PermissionError(13, "Permission denied", name)
            return open(name, mode)

        monkeypatch.setattr(storage, "open", refuse, raising=False)
    clock = FakeClock()
    game = make_game(settings.Settings(), desktop.display, clock, random.Random(2),
                     FileStorage(str(path)), images=str(tmp_path))
    for _ in range(2):  # two games solved by hints: records kept in memory, said on the intro
        game.press("a")
        clock.now += 2
        game.tick()
        for _ in range(100):  # at most 31 moves: a 3x3 takes no more
            game.press("a")
            clock.now += 1  # the tile lands
            game.tick()
        assert game.state == "solved"
        assert game.notice.startswith("could not save: ")
        game.press("start")
        assert game.state == "intro"
    assert [records.get("3x3")[2] for records in made] == [2]


def fletcher16(data):
    """Fletcher-16 as its definition has it: two sums modulo 255, the second of the first."""
    first = sum(data) % 255
    second = sum((len(data) - index) * byte for index, byte in enumerate(data)) % 255
    return second << 8 | first


def test_a_save_whose_checksum_holds_but_whose_json_nests_too_deep_is_corrupt():
    """Crafted, not damaged: JSON nested deeper than the parser's stack, with a good checksum."""
    storage = fresh()
    saves = Saves(storage)
    saves.set("picture", "night")
    assert saves.write() == ""
    deep = b"[" * 1000 + b"]" * 1000
    record = bytearray(b"SL" + bytes((1, 9, len(deep) & 0xFF, len(deep) >> 8)) + deep)
    check = fletcher16(record)
    record += bytes((check & 0xFF, check >> 8))
    storage[SLOT:SLOT + len(record)] = record  # the newer slot
    assert Saves(storage).values == {"picture": "night"}, "the older slot serves"


@pytest.mark.parametrize("size", [0, 5, 2 * SLOT - 1])
def test_storage_too_small_for_two_slots_is_said_and_play_goes_on(desktop, size):
    import random

    from puzzle import settings
    from puzzle.app import make_game
    from support import FakeClock

    clock = FakeClock()
    game = make_game(settings.Settings(), desktop.display, clock, random.Random(2),
                     bytearray(size), images="/nonexistent")
    assert game.notice.startswith("save: %d bytes of nvm, need %d" % (size, 2 * SLOT))
    game.press("a")
    clock.now += 2
    game.tick()
    for _ in range(100):
        game.press("a")
        clock.now += 1
        game.tick()
    assert game.state == "solved"
