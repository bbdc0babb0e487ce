# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``make install`` onto a full drive: a refusal leaves it byte for byte as it was.

The drive is a folder holding an older game and the maker's own edits. A full one says so
(the free space it reports), or says it has room and then fails a write (ENOSPC, as a FAT
drive does when its clusters run out; EROFS, as one the kernel turned read-only; EACCES):
the failing write is simulated at the boundary every file of an install passes, its fsync.
"""

import errno
import os
import sys

import pytest

from conftest import ROOT
from test_install import BOOT, SHIPPED, _older_drive, run, settings_in, tree

sys.path.append(os.path.join(ROOT, "tools"))
import drive_room  # noqa: E402
from mpy import BundleError  # noqa: E402


@pytest.fixture(scope="module")
def built(built_bundle):
    return built_bundle[0], built_bundle[2]


def snapshot(folder):
    """Every name under ``folder``, hidden or empty folders too, with each file's bytes."""
    found = {}
    for here, dirs, names in os.walk(folder):
        for name in dirs:
            found[os.path.relpath(os.path.join(here, name), folder) + "/"] = None
        for name in names:
            with open(os.path.join(here, name), "rb") as file:
                found[os.path.relpath(os.path.join(here, name), folder)] = file.read()
    return found


class FullDrive:
    """A drive that reports ``free`` bytes and lets ``room`` bytes be written before a write
    fails with ``error`` (None: never)."""

    def __init__(self, monkeypatch, drive, free, room=None, error=errno.ENOSPC):
        self.drive, self.room, self.error, self.written = str(drive), room, error, 0
        usage = drive_room.shutil.disk_usage(self.drive)
        monkeypatch.setattr(drive_room.shutil, "disk_usage",
                            lambda path: usage._replace(free=free))
        real = os.fsync

        def fsync(descriptor):
            self.written += os.fstat(descriptor).st_size
            if self.room is not None and self.written > self.room:
                raise OSError(self.error, os.strerror(self.error))
            real(descriptor)

        monkeypatch.setattr(os, "fsync", fsync)


@pytest.fixture
def older(built, tmp_path):
    """A drive with an older game and the maker's edits, and its snapshot."""
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text(BOOT)
    _older_drive(drive, built[0])
    (drive / "settings.toml").write_text("# the maker's own file\n")
    return drive, snapshot(drive)


def finishes(drive, target, paths):
    """The next run completes the bundle and keeps the maker's settings, as the README says."""
    run(drive, target)
    now, game = tree(drive), tree(target)
    assert all(now[path] == game[path] for path in paths if path != "parameters.py")
    assert settings_in(drive / "parameters.py") == dict(SHIPPED, MOVE_LIMIT=80)
    assert settings_in(drive / "parameters-before-install.py")["MOVE_LIMIT"] == 80
    assert now["settings.toml"] == b"# the maker's own file\n"
    assert not [path for path in now if path.endswith(".installing")]


def test_a_drive_with_no_byte_free_is_refused_untouched_and_the_next_run_completes(
        built, older, monkeypatch):
    target, paths = built
    drive, before = older
    FullDrive(monkeypatch, drive, free=0, room=0)
    with pytest.raises(BundleError, match=r"CIRCUITPY has 0.0 KB free; \d+ changed files need "
                       r"\d+\.\d KB: make room; nothing copied"):
        run(drive, target)
    assert snapshot(drive) == before
    monkeypatch.undo()
    finishes(drive, target, paths)


@pytest.mark.parametrize("error", [errno.ENOSPC, errno.EROFS, errno.EACCES],
                         ids=["full", "read-only", "no access"])
def test_a_write_that_fails_after_any_number_of_bytes_leaves_the_drive_as_it_was(
        built, older, monkeypatch, error):
    """The drive says it has room, then a write fails: after the first file, in the middle,
    at the last one (code.py). The files this run wrote go, and the folders it made."""
    target, paths = built
    drive, before = older
    (drive / "lib").rename(drive / "lib-of-mine")  # the run makes lib/ and its folders again
    before = snapshot(drive)
    whole = FullDrive(monkeypatch, drive, free=10**9)
    run(drive, target)
    total = whole.written
    for room in (0, 1, total // 3, total // 2, total - 1):
        monkeypatch.undo()
        _restore(drive, before)
        FullDrive(monkeypatch, drive, free=10**9, room=room, error=error)
        with pytest.raises(BundleError, match="%s while writing .*: the drive is as it was; "
                           "nothing copied" % os.strerror(error)) as refused:
            run(drive, target)
        assert "\n" not in str(refused.value)
        assert snapshot(drive) == before, room
    monkeypatch.undo()
    finishes(drive, target, paths)


def _restore(drive, files):
    """Make ``drive`` hold exactly ``files`` (a :func:`snapshot`) again."""
    for here, dirs, names in os.walk(drive, topdown=False):
        for name in names:
            os.remove(os.path.join(here, name))
        for name in dirs:
            os.rmdir(os.path.join(here, name))
    for path, data in sorted(files.items()):
        place = os.path.join(drive, path)
        if data is None:
            os.makedirs(place, exist_ok=True)
        else:
            os.makedirs(os.path.dirname(place), exist_ok=True)
            with open(place, "wb") as file:
                file.write(data)


def test_the_room_counted_is_every_file_rounded_up_to_the_drives_blocks(tmp_path, monkeypatch):
    """Free space of exactly the files' bytes is too little: each takes whole clusters, and its
    folder's entries, beside the file it replaces."""
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    writes = {"code.py": b"x" * 1000, "images/cat/full.bmp": b"y" * 10358}
    needed = drive_room.space_needed(str(drive), writes)
    block = max(os.statvfs(drive).f_frsize, 512)
    assert needed >= sum(-(-len(data) // block) * block for data in writes.values()) + 2 * block
    for free, refused in ((sum(map(len, writes.values())), True), (needed - 1, True),
                          (needed, False)):
        FullDrive(monkeypatch, drive, free=free)
        if refused:
            with pytest.raises(BundleError, match=r"make room \(the largest picture sets: "
                               r"images/cat/ 10.1 KB\); nothing copied"):
                drive_room.check_room(str(drive), writes)
        else:
            drive_room.check_room(str(drive), writes)
        monkeypatch.undo()
