# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``make install``: onto a drive (a folder here), losing nothing of the maker's."""

import os
import pwd
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import ROOT

sys.path.append(os.path.join(ROOT, "tools"))
import bundle  # noqa: E402
import drive_room  # noqa: E402
import install  # noqa: E402
import maker_parameters  # noqa: E402
from mpy import BundleError  # noqa: E402
from stopping import Stopped  # noqa: E402

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
    drive_room.check_drive(str(drive))


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


@pytest.mark.parametrize("typed", ["~/no-such-CIRCUITPY", "~%s/no-such-CIRCUITPY"])
def test_make_install_expands_a_leading_tilde_that_no_shell_expanded(tmp_path, typed):
    """zsh passes ``CIRCUITPY=~/...`` on as typed, as this call without a shell does."""
    user = pwd.getpwuid(os.getuid())
    home = str(tmp_path) if typed.startswith("~/") else user.pw_dir
    result = subprocess.run(["make", "-s", "-C", ROOT, "install",
                             "CIRCUITPY=" + typed.replace("%s", user.pw_name)],
                            capture_output=True, text=True, timeout=120,
                            env=dict(os.environ, HOME=str(tmp_path)))
    assert result.stderr.splitlines()[0] == "install: CIRCUITPY=%s: no such folder; is the badge " \
        "plugged in and mounted?" % os.path.join(home, "no-such-CIRCUITPY")


def test_make_install_without_a_drive_says_how():
    result = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "install.py")],
                            capture_output=True, text=True, env=dict(os.environ, CIRCUITPY=""))
    assert result.returncode == 2 and result.stderr.startswith("usage: make install CIRCUITPY=")


def settings_in(path):
    """``{NAME: value}`` of what a ``parameters.py`` sets, as the badge would import it."""
    names = {}
    exec(compile(path.read_bytes(), str(path), "exec"), names)
    return {name: value for name, value in names.items() if name.isupper()}


SHIPPED = settings_in(Path(ROOT) / "parameters.py")


def test_an_edited_parameters_py_is_kept_and_completed_with_one_backup_at_most(built, drive):
    target, _ = built
    run(drive, target)
    ours = (drive / "parameters.py").read_text()
    without_tilt = ours[:ours.index("# Tilt to slide")] + ours[ours.index("# Desktop only"):]
    edited = without_tilt.replace('PICTURE = "night"', 'PICTURE = "cat"').replace(
        "MOVE_LIMIT = 0", "MOVE_LIMIT = 80")
    (drive / "parameters.py").write_text(edited)
    copied, said = run(drive, target)
    assert copied == ["parameters.py"]
    assert said == ["kept your parameters.py and added at its end, with their comments, the 2 "
                    "settings it lacked: TILT, TILT_DEGREES (as it was before: "
                    "parameters-before-install.py)"]
    now = (drive / "parameters.py").read_text()
    assert now.startswith(edited) and "# How far from flat, in degrees" in now[len(edited):]
    assert settings_in(drive / "parameters.py") == dict(SHIPPED, PICTURE="cat", MOVE_LIMIT=80)
    assert (drive / "parameters-before-install.py").read_text() == edited

    (drive / "parameters.py").write_text(now.replace('"cat"', '"dog"'))  # edited again
    assert run(drive, target) == ([], ["kept your parameters.py as you changed it"])
    assert settings_in(drive / "parameters.py")["PICTURE"] == "dog"
    (drive / "parameters.py").write_text("PICTURE = 'owl'\n")
    copied, said = run(drive, target)
    assert said[0].endswith("the %d settings it lacked: SIZES, SETUP_SECONDS, WON_SECONDS, MODE, "
                            "EASY_MOVES and %d more (as it was before: parameters-before-install"
                            ".py)" % (len(SHIPPED) - 1, len(SHIPPED) - 6))
    assert settings_in(drive / "parameters.py") == dict(SHIPPED, PICTURE="owl")
    assert (drive / "parameters-before-install.py").read_text() == "PICTURE = 'owl'\n"
    assert sorted(name for name in os.listdir(drive) if name.startswith("parameters")) == [
        "parameters-before-install.py", "parameters.py"], "one backup, rewritten"


@pytest.mark.parametrize("text, reason", [
    ("PICTURE = night\nSIZES = (\n", "SyntaxError: '(' was never closed, line 2"),
    ("PICTURE = 'caf\xe9'\n", "SyntaxError: (unicode error)"),
    ("PICTURE = 'a'\0\n", "source code string cannot contain null bytes"),
])
def test_a_parameters_py_that_python_cannot_read_is_kept_as_it_is_and_named(built, drive, text,
                                                                            reason):
    target, _ = built
    (drive / "parameters.py").write_bytes(text.encode("latin-1"))
    copied, said = run(drive, target)
    assert "parameters.py" not in copied
    assert (drive / "parameters.py").read_bytes() == text.encode("latin-1")
    assert said[0].startswith("kept your parameters.py as it is; Python cannot read it (")
    assert reason in said[0] and said[0].endswith(
        "so the badge plays on the defaults: fix it, or delete it for the game's")
    assert not (drive / "parameters-before-install.py").exists()


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_a_makers_parameters_py_keeps_every_byte_and_gains_exactly_what_it_lacks(data):
    ours = (Path(ROOT) / "parameters.py").read_bytes()
    names = list(SHIPPED)
    kept = data.draw(st.lists(st.sampled_from(names), unique=True))
    values = {name: data.draw(st.integers(-10**6, 10**6)) for name in kept}
    newline = data.draw(st.sampled_from(["\n", "\r\n"]))
    lines = ["# my settings"] + ["%s = %d  # mine" % (name, values[name]) for name in kept]
    theirs = newline.join(lines).encode() + data.draw(st.sampled_from([b"", newline.encode()]))
    added, text = maker_parameters.completed(theirs, ours)
    assert text.startswith(theirs)
    assert added == [name for name in names if name not in kept]
    found = {}
    exec(compile(text, "parameters.py", "exec"), found)
    assert {name: found[name] for name in names} == dict(SHIPPED, **values)
    if b"\r\n" in theirs:  # the maker's line endings (Windows'), where it shows any
        assert b"\n" not in text.replace(b"\r\n", b"")
    assert maker_parameters.completed(text, ours) == ([], text)


@pytest.mark.parametrize("theirs", [
    b"from my_settings import *\n",
    b"if True:\n    PICTURE, SIZES = 'a', ((3, 3),)\nelse:\n    SETUP_SECONDS = 1\n",
])
def test_settings_bound_in_any_way_count_and_an_import_star_may_bind_all(theirs):
    added = maker_parameters.completed(theirs, (Path(ROOT) / "parameters.py").read_bytes())[0]
    if b"import *" in theirs:
        assert added == []
    else:
        assert added == [name for name in SHIPPED
                         if name not in ("PICTURE", "SIZES", "SETUP_SECONDS")]


def test_an_unchanged_parameters_py_of_ours_gives_way_to_the_new_one(built, drive):
    target, _ = built
    current = (Path(target) / "parameters.py").read_bytes()
    earlier = [version for version in _committed("parameters.py") if version != current]
    if not earlier:
        pytest.skip("parameters.py has a single version so far")
    (drive / "parameters.py").write_bytes(earlier[-1])
    copied, said = run(drive, target)
    assert "parameters.py" in copied and said == []
    assert (drive / "parameters.py").read_bytes() == current


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


def _read_only(drive, monkeypatch):
    """Make every folder of ``drive`` read-only: chmod, or for root (whom chmod does not stop)
    the access check a read-only mount answers. Return what undoes it."""
    if os.geteuid() != 0:
        folders = [folder for folder, _, _ in os.walk(drive)]
        for folder in folders:
            os.chmod(folder, 0o555)
        return lambda: [os.chmod(folder, 0o755) for folder in folders]
    real = os.access

    def access(path, mode, **options):
        inside = os.path.abspath(path).startswith(str(drive))
        return not (inside and mode & os.W_OK) and real(path, mode, **options)

    monkeypatch.setattr(drive_room.os, "access", access)
    return monkeypatch.undo


def _full(drive, monkeypatch):
    usage = drive_room.shutil.disk_usage(str(drive))
    monkeypatch.setattr(drive_room.shutil, "disk_usage",
                        lambda path: usage._replace(free=100 * 1024))
    return monkeypatch.undo


def _in_the_way(path, kind):
    """Put a folder (with a file in it) or a file at ``path`` on the drive."""
    def spoil(drive, monkeypatch):
        place = drive / path
        place.parent.mkdir(parents=True, exist_ok=True)
        if kind == "folder":
            place.mkdir()
            (place / "notes.txt").write_text("the maker's")
        else:
            place.write_text("the maker's")
        return lambda: shutil.rmtree(place) if kind == "folder" else place.unlink()
    return spoil


def _edited_parameters_and(spoil):
    def both(drive, monkeypatch):
        (drive / "parameters.py").write_text("PICTURE = 'mine'\n")
        return spoil(drive, monkeypatch)
    return both


@pytest.mark.parametrize("spoil, message", [
    (_in_the_way("code.py", "folder"), "/code.py is a folder where the game needs a file"),
    (_in_the_way("puzzle/game.mpy", "folder"),
     "/puzzle/game.mpy is a folder where the game needs a file"),
    (_in_the_way("puzzle/.board.mpy.installing", "folder"),
     "/puzzle/.board.mpy.installing is a folder where the game needs a file"),
    (_in_the_way(".code.py.installing", "folder"),
     "/.code.py.installing is a folder where the game needs a file"),
    (_edited_parameters_and(_in_the_way("parameters-before-install.py", "folder")),
     "/parameters-before-install.py is a folder where the game needs a file"),
    (_in_the_way("puzzle", "file"), "/puzzle is a file where the game needs a folder"),
    (_in_the_way("lib/adafruit_imageload", "file"),
     "/lib/adafruit_imageload is a file where the game needs a folder"),
    (_read_only, "cannot write to .*CIRCUITPY \\(a drive mounted read-only, or a boot.py that "
     "lets the badge write to it instead\\); nothing copied"),
    (_full, r"CIRCUITPY has 100.0 KB free; \d+ changed files need \d+\.\d KB: make room"),
], ids=["code.py a folder", "a module a folder", "a temporary name a folder",
        "code.py's temporary name a folder", "the parameters' backup a folder",
        "a file where a folder goes", "a library's folder a file", "read-only", "full"])
def test_a_drive_that_fights_the_copy_is_refused_before_anything_is_copied(
        built, drive, monkeypatch, spoil, message):
    """One line, nothing written; once the maker clears the way, the next run completes."""
    target, paths = built
    undo = spoil(drive, monkeypatch)
    before = tree(drive)
    with pytest.raises(BundleError, match=message) as refused:
        run(drive, target)
    assert "\n" not in str(refused.value) and str(refused.value).endswith("; nothing copied")
    assert tree(drive) == before
    undo()
    run(drive, target)
    now, game = tree(drive), tree(target)
    assert all(now[path] == game[path] for path in paths if path != "parameters.py")


@pytest.mark.parametrize("path", ["code.py", "puzzle/game.mpy"])
def test_a_fifo_where_a_file_goes_is_replaced_without_being_opened(built, drive, path):
    target, _ = built
    (drive / path).parent.mkdir(exist_ok=True)
    os.mkfifo(drive / path)
    assert path in run(drive, target)[0]
    assert tree(drive)[path] == tree(target)[path]


def test_make_install_onto_a_drive_in_the_way_says_one_line_after_building(tmp_path, drive):
    (drive / "code.py").mkdir()
    result = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "install.py"),
                             str(drive)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert result.stderr == ("install: %s/code.py is a folder where the game needs a file: move "
                             "it away and run make install again; nothing copied\n" % drive)
    assert sorted(os.listdir(drive)) == ["boot_out.txt", "code.py"]


def _older_drive(drive, target):
    """``drive`` with the game installed, then three modules of an older build, an edited
    ``parameters.py`` without its last setting, and an older ``code.py`` of ours if any."""
    run(drive, target)
    for path in ("puzzle/game.mpy", "puzzle/settings.mpy", "puzzle/view.mpy"):
        (drive / path).write_bytes(b"C\x06\x00\x1f an older build")
    ours = (drive / "parameters.py").read_text()
    (drive / "parameters.py").write_text(ours[:ours.index("# Desktop only")].replace(
        "MOVE_LIMIT = 0", "MOVE_LIMIT = 80"))
    current = (drive / "code.py").read_bytes()
    earlier = [version for version in _committed("code.py") if version != current]
    if earlier:
        (drive / "code.py").write_bytes(earlier[-1])


def test_what_a_pulled_cable_left_goes_at_the_next_run_and_nothing_of_the_makers(built, drive):
    target, paths = built
    run(drive, target)
    (drive / "puzzle" / "settings.mpy").write_bytes(b"C\x06\x00\x1f an older build")
    left = ["puzzle/.settings.mpy.installing", ".code.py.installing", ".code.py.bak2.installing",
            ".parameters-before-install.py.installing"]
    for path in left:
        (drive / path).write_bytes(b"half")
    (drive / "puzzle" / ".notes.installing").write_text("the maker's")
    (drive / "puzzle" / ".game.mpy.installing").mkdir()
    assert run(drive, target)[0] == ["puzzle/settings.mpy"]
    now = tree(drive)
    assert not any(path in now for path in left)
    assert now["puzzle/.notes.installing"] == b"the maker's"
    assert (drive / "puzzle" / ".game.mpy.installing").is_dir(), "a folder is never deleted"
    assert {path: now[path] for path in paths} == tree(target)


def _failing_at(number, error):
    """``(os.fsync, os.replace)`` that raise ``error`` at their ``number``-th call, together."""
    calls = []
    real_fsync, real_replace = os.fsync, os.replace

    def counted(real):
        def call(*args):
            calls.append(args)
            if len(calls) == number:
                raise error
            return real(*args)
        return call

    return counted(real_fsync), counted(real_replace), calls


@pytest.mark.parametrize("error", [OSError(28, "No space left on device"),
                                   OSError(5, "Input/output error"),
                                   Stopped("install: interrupted")],
                         ids=["full", "pulled cable", "Ctrl+C"])
def test_a_copy_stopped_at_any_point_leaves_whole_files_never_half_a_game_and_the_next_run_ends_it(
        built, tmp_path, drive, monkeypatch, error):
    """Stopped at every write and rename in turn: a write stopped leaves the drive as it was;
    a rename stopped leaves each file the old one or the new one, ``code.py`` on the drive
    only beside a whole version of the game (never a mixture); the maker's settings are never
    lost, and the next run completes the bundle."""
    target, paths = built
    _older_drive(drive, target)
    pristine = tmp_path / "pristine"
    shutil.copytree(drive, pristine)
    old = tree(drive)
    fsync, replace, calls = _failing_at(0, error)
    monkeypatch.setattr(install.os, "fsync", fsync)
    monkeypatch.setattr(install.os, "replace", replace)
    run(drive, target)
    monkeypatch.undo()
    new, points = tree(drive), len(calls)
    assert points > 10
    game = [path for path in paths if path not in ("code.py", "parameters.py")]
    for number in range(1, points + 1):
        shutil.rmtree(drive)
        shutil.copytree(pristine, drive)
        fsync, replace, calls = _failing_at(number, error)
        monkeypatch.setattr(install.os, "fsync", fsync)
        monkeypatch.setattr(install.os, "replace", replace)
        with pytest.raises(BundleError if isinstance(error, OSError) else Stopped) as stopped:
            run(drive, target)
        monkeypatch.undo()
        now = tree(drive)
        if isinstance(calls[-1][0], int):  # a write (its fsync) failed: the drive as it was
            assert now == old, number
            if isinstance(error, OSError):
                assert str(stopped.value).endswith("the drive is as it was; nothing copied")
        elif isinstance(error, OSError):
            assert str(stopped.value).startswith(str(error) + ": stopped after ")
        left = [path for path in now if path.endswith(".installing")]
        assert left in ([], [".code.py.installing"]), number
        for path in paths:  # code.py may be off the drive: no game to start
            assert now.get(path) in (old.get(path), new[path]) or (
                path == "code.py" and path not in now), (number, path)
        if "code.py" in now:
            assert all(now[path] == old[path] for path in game) or all(
                now[path] == new[path] for path in game), ("half a game", number)
        assert settings_in(drive / "parameters.py")["MOVE_LIMIT"] == 80
        run(drive, target)
        assert tree(drive) == new, number


def _wait_for_its_handlers(process):
    """Wait until ``process`` catches SIGTERM (Linux says so in /proc), so that a signal finds
    the tool's handlers, not the interpreter still starting; elsewhere wait a fifth of a second."""
    status = "/proc/%d/status" % process.pid
    if not os.path.exists(status):
        time.sleep(0.2)
        return
    for _ in range(1000):
        with open(status) as file:
            caught = int(re.search(r"SigCgt:\s*([0-9a-f]+)", file.read()).group(1), 16)
        if caught >> (signal.SIGTERM - 1) & 1:
            return
        time.sleep(0.002)


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["Ctrl+C", "SIGTERM"])
def test_make_install_stopped_by_a_signal_says_one_line_and_the_next_run_finishes(
        built, drive, number):
    """The real tool, signalled while it imports, builds or copies: one line, no traceback."""
    target, _ = built
    _older_drive(drive, target)
    command = [sys.executable, os.path.join(ROOT, "tools", "install.py"), str(drive)]
    stopped = 0
    for delay in (0, 0.05, 0.15, 0.3, 0.5, 0.8):
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True)
        _wait_for_its_handlers(process)
        time.sleep(delay)
        process.send_signal(number)
        output, errors = process.communicate(timeout=60)
        finished = output.endswith("\n") and output.splitlines()[-1].startswith("copied ")
        # Finished: it exits 0, or dies of the signal if it came as Python exits, the work done
        # (Python gives the signal back to the system then).
        if process.returncode == 0 or process.returncode == -number and finished:
            assert errors == "" and finished
            continue
        stopped += 1
        assert (process.returncode, errors) == (1, "install: interrupted; no file is left "
                                                   "half-written: run make install again to "
                                                   "finish\n")
    assert stopped, "no run was stopped: the delays need to be shorter"
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines()[-1].startswith("copied ")
    now, game = tree(drive), tree(target)
    assert all(now[path] == game[path] for path in game if path != "parameters.py")
    assert not [path for path in now if path.endswith(".installing")]
    assert settings_in(drive / "parameters.py") == dict(SHIPPED, MOVE_LIMIT=80)


def test_a_clean_up_that_fails_as_ctrl_c_passes_ends_as_the_stop_all_the_same(drive,
                                                                               monkeypatch):
    """An error of the clean-up's own (a file closed twice, in subprocess) hides no stop."""
    real_remove = os.remove

    def stop(descriptor):
        raise Stopped("install: interrupted")

    def remove(path):
        if str(path).endswith(".installing"):
            raise OSError(9, "Bad file descriptor")
        real_remove(path)

    monkeypatch.setattr(install.os, "fsync", stop)
    monkeypatch.setattr(install.os, "remove", remove)
    with pytest.raises(Stopped, match="install: interrupted"):
        install.main([str(drive)])
