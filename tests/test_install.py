# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``make install``: onto a drive (a folder here), losing nothing of the maker's."""

import os
import subprocess
import sys

import pytest

from conftest import ROOT

sys.path.append(os.path.join(ROOT, "tools"))
import bundle  # noqa: E402
import install  # noqa: E402
from mpy import BundleError  # noqa: E402

BOOT = "Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit PyBadge with samd51j19\r\n"


@pytest.fixture(scope="module")
def built(built_bundle):
    return built_bundle[0], built_bundle[2]


@pytest.fixture
def drive(tmp_path):
    folder = tmp_path / "CIRCUITPY"
    folder.mkdir()
    (folder / "boot_out.txt").write_text(BOOT)
    return folder


def tree(folder):
    """{relative path: bytes} of every file under ``folder``."""
    files = {}
    for path in bundle.bundle_paths(str(folder)):
        with open(os.path.join(folder, path), "rb") as file:
            files[path] = file.read()
    return files


def run(drive, bundle_folder, sources=None):
    """``install.install``, returning ``(paths copied, lines said)``."""
    said = []
    copied = install.install(str(drive), bundle_folder, sources, said.append)
    return copied, said


def test_installing_twice_leaves_the_same_tree_and_copies_nothing_new(built, drive):
    target, paths = built
    (drive / "settings.toml").write_text("# the maker's own file\n")
    copied, said = run(drive, target)
    assert sorted(copied) == paths and copied[-1] == "code.py", "code.py last: it restarts"
    assert said == []
    first = tree(drive)
    assert run(drive, target) == ([], [])
    assert tree(drive) == first
    assert first["settings.toml"] == b"# the maker's own file\n"
    assert first["boot_out.txt"] == BOOT.encode()


def test_only_changed_files_are_copied(built, drive):
    target, _ = built
    run(drive, target)
    (drive / "puzzle" / "game.mpy").write_bytes(b"C\x06\x00\x1f broken")
    assert run(drive, target)[0] == ["puzzle/game.mpy"]


@pytest.mark.parametrize("make_drive, message", [
    (lambda path: None, "no such folder"),
    (lambda path: path.mkdir(), "not a CircuitPython drive"),
    (lambda path: (path.mkdir(), (path / "boot_out.txt").write_text(
        "Adafruit CircuitPython 8.2.10 on 2024-02-14; Adafruit PyBadge with samd51j19\r\n")),
     r"runs CircuitPython 8.2.10; the game's compiled files \(.mpy version 6\) need "
     "CircuitPython 9 or 10"),
])
def test_a_missing_or_wrong_drive_is_an_error_and_touches_nothing(built, tmp_path, make_drive,
                                                                  message):
    target, _ = built
    drive = tmp_path / "drive"
    make_drive(drive)
    before = tree(drive) if drive.exists() else None
    with pytest.raises(BundleError, match=message):
        install.install(str(drive), target)
    assert (tree(drive) if drive.exists() else None) == before


def test_circuitpython_10_and_unknown_versions_are_accepted(built, drive):
    target, _ = built
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.2.1 on 2025-12-01; ...")
    assert run(drive, target)[0]
    (drive / "boot_out.txt").write_text("")
    install.check_drive(str(drive))


def test_make_install_with_a_wrong_path_says_so_and_keeps_it_as_typed(tmp_path):
    """Through the real make: quotes, $(...) and backticks in the path are not run."""
    path = '/nonexistent/a"b $(touch made-by-make) `touch made-by-shell`'
    result = subprocess.run(["make", "-s", "-C", ROOT, "install", "CIRCUITPY=" + path],
                            capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert result.returncode != 0
    assert result.stderr.splitlines()[0] == (
        "install: CIRCUITPY=%s: no such folder; is the badge plugged in and mounted?" % path)
    assert os.listdir(tmp_path) == []
    assert not any(os.path.exists(os.path.join(ROOT, name)) for name in ("made-by-make",
                                                                        "made-by-shell"))


def test_make_install_without_a_drive_says_how():
    result = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "install.py")],
                            capture_output=True, text=True, env=dict(os.environ, CIRCUITPY=""))
    assert result.returncode == 2 and result.stderr.startswith("usage: make install CIRCUITPY=")


def test_an_edited_parameters_py_is_kept_and_never_overwritten(built, drive):
    target, _ = built
    run(drive, target)
    ours = (drive / "parameters.py").read_bytes()
    (drive / "parameters.py").write_text("PICTURE = 'mine'\n")
    copied, said = run(drive, target)
    assert copied == ["parameters.py"]
    replaced = "replaced your parameters.py with the game's; yours is kept "
    assert said == [replaced + "as parameters.py.bak"]
    assert (drive / "parameters.py.bak").read_text() == "PICTURE = 'mine'\n"
    assert (drive / "parameters.py").read_bytes() == ours
    (drive / "parameters.py").write_text("PICTURE = 'other'\n")
    assert run(drive, target)[1] == [replaced + "as parameters.py.bak2"]
    assert (drive / "parameters.py.bak").read_text() == "PICTURE = 'mine'\n"
    assert (drive / "parameters.py.bak2").read_text() == "PICTURE = 'other'\n"
    (drive / "parameters.py").write_text("PICTURE = 'mine'\n")
    assert run(drive, target)[1] == [replaced + "already as parameters.py.bak"]
    assert not (drive / "parameters.py.bak3").exists()


def _committed(path):
    """The contents of every committed version of ``path``; skip the test without git."""
    try:
        ids = subprocess.run(["git", "-C", ROOT, "log", "--format=%H", "--", path],
                             capture_output=True, text=True, check=True).stdout.split()
        return [subprocess.run(["git", "-C", ROOT, "show", "%s:%s" % (commit, path)],
                               capture_output=True, check=True).stdout for commit in ids]
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("no git history here")


def test_a_code_py_that_is_not_ours_is_kept_and_one_of_ours_is_not(built, drive):
    target, _ = built
    (drive / "code.py").write_text("print('hello from the shop')\n")
    copied, said = run(drive, target)
    assert "code.py" in copied
    assert said == ["replaced your code.py with the game's; yours is kept as code.py.bak"]
    assert (drive / "code.py.bak").read_text() == "print('hello from the shop')\n"
    with open(os.path.join(target, "code.py"), "rb") as file:
        current = file.read()
    earlier = [version for version in _committed("code.py") if version != current]
    if not earlier:
        pytest.skip("code.py has a single version so far")
    (drive / "code.py.bak").unlink()
    (drive / "code.py").write_bytes(earlier[-1])
    assert run(drive, target) == (["code.py"], []), "an earlier version of ours: no backup"
    assert not (drive / "code.py.bak").exists()


def test_the_py_shipped_before_goes_when_the_mpy_comes_and_a_makers_is_kept(built, drive):
    target, _ = built
    sources = bundle.bundle_files()
    for path in ("puzzle/board.py", "lib/adafruit_ticks.py",
                 "lib/adafruit_imageload/bmp/indexed.py"):
        with open(sources[path[:-3] + ".mpy"], "rb") as file:
            (drive / path).parent.mkdir(parents=True, exist_ok=True)
            (drive / path).write_bytes(file.read())  # what the .py bundle put there
    earlier = _committed("puzzle/game.py")[-1]
    (drive / "puzzle" / "game.py").write_bytes(earlier)
    (drive / "puzzle" / "view.py").write_text("# the maker's own view\n")
    (drive / "puzzle" / "mine.py").write_text("# the maker's own module\n")
    (drive / "code.mpy").write_bytes(b"C\x06\x00\x1f")
    copied, said = run(drive, target, sources)
    files = tree(drive)
    for gone in ("puzzle/board.py", "lib/adafruit_ticks.py",
                 "lib/adafruit_imageload/bmp/indexed.py", "puzzle/game.py", "puzzle/view.py"):
        assert gone not in files and gone[:-3] + ".mpy" in files
    assert said == [
        "puzzle/view.py is not a file this project shipped, and would hide puzzle/view.mpy",
        "kept your puzzle/view.py as puzzle/view.py.bak",
        "removed 4 .py files shipped before, now shipped as .mpy (lib/adafruit_imageload/bmp/"
        "indexed.py, lib/adafruit_ticks.py, puzzle/board.py, puzzle/game.py)"]
    assert files["puzzle/view.py.bak"] == b"# the maker's own view\n"
    assert files["puzzle/mine.py"] == b"# the maker's own module\n"
    assert files["code.mpy"] == b"C\x06\x00\x1f", "not a twin of ours: code.py is source"


def test_the_mpy_shipped_before_goes_when_the_py_comes(tmp_path, drive):
    shipped = tmp_path / "bundle"
    (shipped / "puzzle").mkdir(parents=True)
    (shipped / "puzzle" / "extra.py").write_text("X = 1\n")
    (drive / "puzzle").mkdir()
    (drive / "puzzle" / "extra.mpy").write_bytes(b"C\x06\x00\x1fold")
    copied, said = run(drive, str(shipped))
    assert copied == ["puzzle/extra.py"] and not (drive / "puzzle" / "extra.mpy").exists()
    assert said == ["removed 1 .mpy files shipped before, now shipped as .py (puzzle/extra.mpy)"]


@pytest.mark.parametrize("name, words", [
    ("code.txt", "CircuitPython runs it instead of code.py"),
    ("main.py", "it runs only if code.py goes"),
    ("main.txt", "it runs only if code.py goes"),
])
def test_other_programs_on_the_drive_are_named_and_left_alone(built, drive, name, words):
    target, _ = built
    (drive / name).write_text("print('another program')\n")
    said = run(drive, target)[1]
    assert said == ["warning: %s is on the drive: %s" % (name, said[0].split(": ", 2)[2])]
    assert words in said[0]
    assert (drive / name).read_text() == "print('another program')\n"


def test_a_drive_without_room_is_refused_before_anything_is_copied(built, drive, monkeypatch):
    target, _ = built
    (drive / "parameters.py").write_text("PICTURE = 'mine'\n")
    before = tree(drive)
    usage = install.shutil.disk_usage(str(drive))
    monkeypatch.setattr(install.shutil, "disk_usage",
                        lambda path: usage._replace(free=100 * 1024))
    with pytest.raises(BundleError, match=r"has 100.0 KB free; \d+ changed files need \d+"):
        install.install(str(drive), target)
    assert tree(drive) == before


def test_an_interrupted_copy_leaves_whole_files_and_the_next_run_finishes(built, drive,
                                                                         monkeypatch):
    """A full drive or a pulled cable half way: every file is the old one or the new one."""
    target, paths = built
    run(drive, target)
    old = tree(drive)
    for path in ("puzzle/game.mpy", "puzzle/settings.mpy", "puzzle/view.mpy"):
        (drive / path).write_bytes(b"C\x06\x00\x1f an older build")
    before = tree(drive)
    calls = []
    real = os.fsync

    def failing(descriptor):
        calls.append(descriptor)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        real(descriptor)

    monkeypatch.setattr(install.os, "fsync", failing)
    with pytest.raises(OSError):
        install.install(str(drive), target)
    monkeypatch.setattr(install.os, "fsync", real)
    now = tree(drive)
    assert sorted(now) == sorted(before), "no temporary file left"
    assert now["puzzle/game.mpy"] == old["puzzle/game.mpy"]
    assert now["puzzle/settings.mpy"] == before["puzzle/settings.mpy"], "the old file, whole"
    (drive / "puzzle" / ".settings.mpy.installing").write_bytes(b"C\x06")  # a pulled cable's
    (drive / "puzzle" / ".notes.installing").write_text("the maker's")
    assert run(drive, target)[0] == ["puzzle/settings.mpy", "puzzle/view.mpy"]
    now = tree(drive)
    assert "puzzle/.settings.mpy.installing" not in now
    assert now["puzzle/.notes.installing"] == b"the maker's"
    assert {path: now[path] for path in paths} == {path: old[path] for path in paths}
