# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The tools in ordinary hands: ``make picture`` with odd file names, odd files, FORCE=1 and
interrupted runs; ``make bundle`` with picture sets that are broken or half made."""

import os
import pwd
import shutil
import stat
import subprocess
import sys
import time

import pytest
from PIL import Image

from conftest import ROOT

sys.path.append(os.path.join(ROOT, "tools"))
import bundle  # noqa: E402
import picture as maker  # noqa: E402
from shipped_sets import SHIPPED  # noqa: E402

ODD_NAME = 'my "cat" $(touch made-by-dollar) `touch made-by-backtick` ; touch made-by-semicolon'


def photo(colour=(200, 80, 40)):
    return Image.new("RGB", (200, 160), colour)


def shipped_images(images):
    """A copy of the shipped picture sets in ``images``, without any set a maker added."""
    for name in SHIPPED:
        shutil.copytree(os.path.join(ROOT, "images", name), images / name)


def run_maker(*args, timeout=30):
    return subprocess.run([sys.executable, os.path.join(ROOT, "tools", "picture.py"), *args],
                          capture_output=True, text=True, timeout=timeout)


def make(tmp_path, *variables):
    """``make picture`` with these ``NAME=value`` arguments, run in ``tmp_path``.

    ``make -C`` runs in the repository: give it absolute paths, and ``--images`` always.
    """
    return subprocess.run(["make", "-s", "-C", ROOT, "picture", *variables],
                          capture_output=True, text=True, cwd=tmp_path, timeout=120)


def test_a_file_name_with_quotes_dollars_and_backticks_goes_through_make_as_it_is(tmp_path):
    source = tmp_path / (ODD_NAME + ".png")
    photo().save(source)
    images = tmp_path / "images"
    result = make(tmp_path, "SRC=" + str(source), "NAME=odd cat",
                  'OPTIONS=--images "%s" --labels letters' % images)
    assert result.returncode == 0, result.stderr
    assert sorted(os.listdir(images / "odd cat")) == ["full.bmp", "tiles3.bmp", "tiles4.bmp"]
    assert sorted(os.listdir(tmp_path)) == sorted([source.name, "images"]), "nothing was run"
    assert not any(name.startswith("made-by") for name in os.listdir(ROOT))


def test_make_picture_without_src_or_name_says_how(tmp_path):
    result = make(tmp_path, "NAME=cat")
    assert result.returncode != 0
    assert result.stderr.startswith("usage: make picture SRC=path/to/image NAME=name")


def test_the_environment_stands_for_the_command_line():
    assert maker.environment_arguments({
        "SRC": "-odd $(x).jpg", "NAME": "cat", "FORCE": "1",
        "OPTIONS": "--fit --labels 'letters'"}) == [
            "--fit", "--labels", "letters", "--force", "--", "-odd $(x).jpg", "cat"]
    assert maker.environment_arguments({"SRC": "a", "NAME": "b"}) == ["--", "a", "b"]
    with pytest.raises(maker.PictureMakerError, match="OPTIONS: No closing quotation"):
        maker.environment_arguments({"OPTIONS": '--images "x'})


def test_a_leading_tilde_in_src_is_the_home_folder_as_in_bash(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    user = pwd.getpwuid(os.getuid())
    assert maker.environment_arguments({"SRC": "~/cat.png", "NAME": "cat"})[-2] == str(
        tmp_path / "cat.png")
    assert maker.environment_arguments({"SRC": "~%s/cat.png" % user.pw_name, "NAME": "cat"})[
        -2] == os.path.join(user.pw_dir, "cat.png")
    for kept in ("a~/cat.png", "~no such user here/cat.png", "$HOME/cat.png"):
        assert maker.environment_arguments({"SRC": kept, "NAME": "cat"})[-2] == kept


def test_make_picture_finds_a_src_under_a_tilde_that_no_shell_expanded(tmp_path):
    """zsh passes ``SRC=~/photo.png`` on as typed, as this call without a shell does."""
    photo().save(tmp_path / "photo.png")
    result = subprocess.run(["make", "-s", "-C", ROOT, "picture", "SRC=~/photo.png", "NAME=cat",
                             "OPTIONS=--images %s" % (tmp_path / "images")],
                            capture_output=True, text=True, cwd=tmp_path, timeout=120,
                            env=dict(os.environ, HOME=str(tmp_path)))
    assert result.returncode == 0, result.stderr
    assert sorted(os.listdir(tmp_path / "images" / "cat")) == ["full.bmp", "tiles3.bmp",
                                                               "tiles4.bmp"]


def test_a_source_whose_name_starts_with_a_dash_is_a_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    photo().save(tmp_path / "-x.png")
    monkeypatch.setenv("SRC", "-x.png")
    monkeypatch.setenv("NAME", "dash")
    monkeypatch.setenv("OPTIONS", "--images images")
    assert maker.main(["--from-environment"]) == 0
    assert (tmp_path / "images" / "dash" / "full.bmp").exists()


@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_a_source_that_is_not_a_regular_file_is_refused_at_once(tmp_path, kind):
    """A FIFO would block the reader until something writes to it: never opened."""
    source = {"fifo": tmp_path / "pipe.jpg", "folder": tmp_path, "device": "/dev/zero"}[kind]
    if kind == "fifo":
        os.mkfifo(source)
    started = time.monotonic()
    result = run_maker(str(source), "cat", "--images", str(tmp_path / "images"), timeout=20)
    assert time.monotonic() - started < 10
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "not a regular file" in result.stderr
    assert not (tmp_path / "images" / "cat").exists()


def test_a_fifo_is_refused_through_make_too(tmp_path):
    os.mkfifo(tmp_path / "pipe.png")
    result = make(tmp_path, "SRC=%s" % (tmp_path / "pipe.png"), "NAME=cat",
                  "OPTIONS=--images %s" % (tmp_path / "images"))
    assert result.returncode != 0
    assert "pipe.png is a FIFO (named pipe), not a regular file" in result.stderr
    assert os.listdir(tmp_path) == ["pipe.png"]


def test_a_link_to_an_image_is_fine(tmp_path):
    photo().save(tmp_path / "photo.png")
    os.symlink(tmp_path / "photo.png", tmp_path / "link.png")
    assert run_maker(str(tmp_path / "link.png"), "cat", "--images",
                     str(tmp_path / "images")).returncode == 0


def _set(folder):
    return {name: (folder / name).read_bytes() for name in sorted(os.listdir(folder))}


def test_force_keeps_the_old_set_whole_when_the_new_one_fails(tmp_path, monkeypatch):
    folder = tmp_path / "images" / "cat"
    maker.make_set(photo(), str(folder))
    old = _set(folder)
    calls = []
    real = maker.write_bmp

    def failing(*args):
        calls.append(args)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        return real(*args)

    monkeypatch.setattr(maker, "write_bmp", failing)
    with pytest.raises(OSError):
        maker.make_set(photo((0, 0, 200)), str(folder), force=True)
    assert _set(folder) == old
    assert os.listdir(tmp_path / "images") == ["cat"]


def test_force_puts_the_old_set_back_if_the_new_one_cannot_be_moved_in(tmp_path, monkeypatch):
    folder = tmp_path / "images" / "cat"
    maker.make_set(photo(), str(folder))
    old = _set(folder)
    real = os.replace
    moves = []

    def failing(source, destination):
        moves.append((os.path.basename(source), os.path.basename(destination)))
        if len(moves) == 2:
            raise OSError(5, "Input/output error")
        return real(source, destination)

    monkeypatch.setattr(maker.os, "replace", failing)
    with pytest.raises(OSError):
        maker.make_set(photo((0, 0, 200)), str(folder), force=True)
    assert moves[0][0] == "cat" and moves[0][1].startswith(".old-cat-")
    assert moves[1][0].startswith(".new-cat-") and moves[1][1] == "cat"
    assert _set(folder) == old
    assert os.listdir(tmp_path / "images") == ["cat"]


def test_force_replaces_a_set_and_leaves_nothing_beside_it(tmp_path):
    folder = tmp_path / "images" / "cat"
    maker.make_set(photo(), str(folder))
    old = _set(folder)
    maker.make_set(photo((0, 0, 200)), str(folder), force=True)
    assert _set(folder) != old and sorted(_set(folder)) == sorted(old)
    assert os.listdir(tmp_path / "images") == ["cat"]


def test_what_an_interrupted_run_left_is_tidied_and_nothing_lost(tmp_path):
    images = tmp_path / "images"
    for name in ("cat", "dog"):
        maker.make_set(photo(), str(images / name))
    dog = _set(images / "dog")
    os.rename(images / "dog", images / ".old-dog-abcd_123")  # moved aside, then a power cut
    maker.make_set(photo((9, 9, 9)), str(images / ".old-cat-x1y2z3w4"))  # replaced, not deleted
    (images / ".new-cat-q1w2e3r4").mkdir()  # half made
    (images / ".new-cat-q1w2e3r4" / "full.bmp").write_bytes(b"BM")
    (images / ".new-zx9_k2m1").mkdir()  # what the maker left before sets carried a name
    (images / ".old-notes").mkdir()  # a maker's own folder: not a name the maker uses
    (images / ".old-abcd1234").mkdir()  # nor this one
    source = tmp_path / "photo.png"
    photo().save(source)
    result = run_maker(str(source), "owl", "--images", str(images))
    assert result.returncode == 0, result.stderr
    assert sorted(os.listdir(images)) == [".old-abcd1234", ".old-notes", "cat", "dog", "owl"]
    assert _set(images / "dog") == dog
    assert "put back %s" % (images / "dog") in result.stdout
    assert "removed %s" % (images / ".new-cat-q1w2e3r4") in result.stdout


def test_force_on_a_file_where_the_set_should_be_replaces_nothing(tmp_path):
    images = tmp_path / "images"
    images.mkdir()
    (images / "cat").write_text("a maker's notes")
    with pytest.raises(maker.PictureMakerError, match="not a folder"):
        maker.make_set(photo(), str(images / "cat"), force=True)
    assert (images / "cat").read_text() == "a maker's notes"
    assert os.listdir(images) == ["cat"]


def test_a_name_that_differs_only_in_case_is_refused(tmp_path):
    """Night beside night would be one folder on the badge's FAT drive, whatever FORCE says;
    FORCE=1 with the same case replaces the set as before."""
    source = tmp_path / "photo.png"
    photo().save(source)
    images = tmp_path / "images"
    assert run_maker(str(source), "night", "--images", str(images)).returncode == 0
    night = _set(images / "night")
    for force in ([], ["--force"]):
        result = run_maker(str(source), "Night", "--images", str(images), *force)
        assert result.returncode == 1
        assert result.stderr == (
            "make picture: %s exists, and the badge's drive (FAT) does not tell Night from "
            "night: choose another name, or NAME=night FORCE=1 to replace that set\n"
            % (images / "night"))
        assert os.listdir(images) == ["night"] and _set(images / "night") == night
    photo((0, 0, 200)).save(source)
    assert run_maker(str(source), "night", "--images", str(images), "--force").returncode == 0
    assert os.listdir(images) == ["night"] and _set(images / "night") != night


def test_the_background_colour_goes_through_options(tmp_path):
    source = tmp_path / "cut out.png"
    cut_out = Image.new("RGBA", (200, 160), (0, 0, 0, 0))
    cut_out.paste((200, 80, 40, 255), (60, 40, 140, 120))
    cut_out.save(source)
    images = tmp_path / "images"
    result = make(tmp_path, "SRC=" + str(source), "NAME=cut",
                  "OPTIONS=--background '#87ceeb' --images '%s'" % images)
    assert result.returncode == 0, result.stderr
    with Image.open(images / "cut" / "full.bmp") as image:
        full = image.convert("RGB")
    assert full.getpixel((4, 4)) == (135, 206, 235) and full.getpixel((80, 64)) == (200, 80, 40)
    result = run_maker(str(source), "cut2", "--images", str(images), "--background", "#12345")
    assert result.returncode == 2 and "not a colour: '#12345'" in result.stderr
    assert os.listdir(images) == ["cut"]


# Picture sets ---------------------------------------------------------------------------------

def _spoil(folder, name, how):
    path = folder / name
    if how == "cut":
        path.write_bytes(path.read_bytes()[:200])
    elif how == "fifo":
        path.unlink()
        os.mkfifo(path)
    elif how == "missing":
        path.unlink()
    elif how == "folder":
        path.unlink()
        path.mkdir()


@pytest.mark.parametrize("name, how, message", [
    ("tiles4.bmp", "cut", "tiles4.bmp: "),  # the checker's own words follow (puzzle/pictures.py)
    ("full.bmp", "missing", "full.bmp: "),
    ("tiles3.bmp", "fifo", "tiles3.bmp: not a file"),
    ("tiles3.bmp", "folder", "tiles3.bmp: not a file"),
])
def test_a_picture_set_that_fails_the_checker_is_left_out_with_its_name(tmp_path, name, how,
                                                                        message):
    images = tmp_path / "images"
    shipped_images(images)
    _spoil(images / "night", name, how)
    problems = []
    started = time.monotonic()
    files = bundle.picture_files(str(tmp_path), problems)
    assert time.monotonic() - started < 5, "a FIFO must not be opened"
    assert len(problems) == 1 and problems[0].startswith("left out images/night/: " + message)
    assert "\n" not in problems[0]
    assert not any(path.startswith("images/night/") for path in files)
    assert "images/garden/full.bmp" in files and "images/seaside/tiles4.bmp" in files


@pytest.mark.parametrize("mode", ["RGB", "RGBA", "P"])
def test_a_picture_dropped_in_as_full_bmp_alone_is_bundled(tmp_path, mode):
    """A set of a full.bmp alone, in any format the game shows, goes onto the badge."""
    folder = tmp_path / "images" / "dropped"
    folder.mkdir(parents=True)
    picture = Image.merge("RGB", [Image.linear_gradient("L").resize((160, 128))] * 3)
    (picture.quantize(16) if mode == "P" else picture.convert(mode)).save(folder / "full.bmp")
    problems = []
    assert bundle.picture_files(str(tmp_path), problems) == {
        "images/dropped/full.bmp": str(folder / "full.bmp")}
    assert problems == []
    picture.resize((320, 256)).save(folder / "full.bmp")
    assert bundle.picture_files(str(tmp_path), problems) == {}
    assert problems == ["left out images/dropped/: full.bmp: 320x256; need 160x128"]


def test_dot_folders_and_stray_files_are_never_bundled(tmp_path):
    """What an interrupted `make picture` leaves (.new-*, .old-*) stays on the desktop."""
    images = tmp_path / "images"
    shipped_images(images)
    for hidden in (".new-cat-abcd1234", ".old-night-abcd1234", ".git"):
        shutil.copytree(images / "night", images / hidden)
    (images / "notes.txt").write_text("ideas")
    (images / "night" / "notes.txt").write_text("ideas")
    (images / "night" / ".DS_Store").write_text("")
    problems = []
    files = bundle.picture_files(str(tmp_path), problems)
    assert problems == []
    assert sorted({path.split("/")[1] for path in files}) == ["garden", "night", "seaside"]
    assert sorted(path for path in files if path.startswith("images/night/")) == [
        "images/night/full.bmp", "images/night/tiles3.bmp", "images/night/tiles4.bmp"]


def test_other_board_sizes_are_checked_and_taken(tmp_path):
    images = tmp_path / "images"
    shipped_images(images)
    maker.make_set(Image.new("RGB", (200, 160), (10, 200, 30)), str(images / "green"),
                     sizes=((3, 3), (5, 4)))
    files = bundle.picture_files(str(tmp_path))
    assert "images/green/tiles5x4.bmp" in files
    os.chmod(images / "green" / "tiles5x4.bmp", stat.S_IRUSR | stat.S_IWUSR)
    (images / "green" / "tiles5x4.bmp").write_bytes(
        (images / "green" / "tiles3.bmp").read_bytes())  # 159x126, not 160x128
    problems = []
    assert not any("green" in path for path in bundle.picture_files(str(tmp_path), problems))
    assert len(problems) == 1 and problems[0].startswith("left out images/green/: tiles5x4.bmp: ")


def test_make_bundle_names_a_set_it_leaves_out(tmp_path, monkeypatch, capsys):
    images = tmp_path / "images"
    shipped_images(images)
    _spoil(images / "seaside", "tiles4.bmp", "cut")
    real = bundle.picture_files
    monkeypatch.setattr(bundle, "picture_files", lambda root, problems=None, sets=None: real(
        str(tmp_path), problems, sets))
    bundle.build_and_report(str(tmp_path / "CIRCUITPY"))
    out, err = capsys.readouterr()
    assert err.startswith("bundle: left out images/seaside/: tiles4.bmp: ")
    assert err.count("\n") == 1 and err.endswith("\n")
    assert "compiled" in out
