# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A maker's pictures are theirs: with their own sets in ``images/``, the tests still pass.

A copy of the project gets sets no test knows: two made by ``tools/picture.py`` from a noisy
photograph whose tiles look alike, one of them named with a space and letters beyond ASCII;
two dropped in as a lone ``full.bmp`` (``dog``, 24-bit, and ``My Dog``, 8-bit); one as the
original PyBadge sliding puzzle's makers drew theirs. The tests that read ``images/`` then run
there.
"""

import os
import pathlib
import random
import shutil
import subprocess
import sys

import pytest
from PIL import Image

from conftest import ROOT
from test_original_game import original_set

# The tests that read images/ and judge its sets or what the game says of them (the others
# make sets of their own, or play whatever images/ holds and judge no set): the shipped sets
# they judge as shipped, a maker's by the game's checks.
READING_IMAGES = ["tests/test_bundle.py", "tests/test_pictures.py", "tests/test_circuitpython.py",
                  "tests/test_micropython.py::test_the_gates_bundle_is_the_shipped_one_but_the_"
                  "first_byte_of_each_mpy",
                  "tests/test_life.py::test_the_circuitpython_gates_evening_solves_every_game_on_"
                  "the_desktop"] + ["tests/test_tools.py::" + name for name in (
                      "test_a_picture_set_that_fails_the_checker_is_left_out_with_its_name",
                      "test_dot_folders_and_stray_files_are_never_bundled",
                      "test_other_board_sizes_are_checked_and_taken",
                      "test_make_bundle_names_a_set_it_leaves_out")]


def copy_of_the_project(folder):
    """The files git tracks, copied into ``folder``; skip the test without git."""
    try:
        listed = subprocess.run(["git", "-C", ROOT, "ls-files", "-z"], capture_output=True,
                                check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("no git here to list the project's files")
    for path in listed.decode().split("\0"):
        if path and os.path.isfile(os.path.join(ROOT, path)):
            os.makedirs(os.path.join(folder, os.path.dirname(path)), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, path), os.path.join(folder, path))
    return folder


def noisy_photo(path):
    """A grey photograph of fine noise: any two of its tiles look alike."""
    rng = random.Random(28)
    image = Image.new("RGB", (480, 384))
    image.putdata([(grey, grey, grey) for grey in
                   (rng.randrange(110, 130) for _ in range(480 * 384))])
    image.save(path)


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    root = copy_of_the_project(str(tmp_path_factory.mktemp("project")))
    photo = os.path.join(root, "..", "photo.png")
    noisy_photo(photo)
    for name in ("cat", "My Cat\u00e9 \u732b"):
        subprocess.run([sys.executable, os.path.join(root, "tools", "picture.py"), photo, name],
                       check=True, capture_output=True)
    for name, mode in (("dog", "RGB"), ("My Dog", "P")):
        os.mkdir(os.path.join(root, "images", name))
        Image.new("RGB", (160, 128), (200, 120, 40)).convert(mode).save(
            os.path.join(root, "images", name, "full.bmp"))
    original_set(pathlib.Path(root, "images", "santa"))
    return root


def test_the_tests_that_read_images_pass_with_a_makers_sets(project):
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                             *READING_IMAGES], cwd=project, capture_output=True, text=True,
                            timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]


def test_make_bundle_takes_a_makers_sets_and_names_the_largest_when_too_many(project):
    tool = [sys.executable, os.path.join(project, "tools", "bundle.py")]
    result = subprocess.run(tool, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    built = os.path.join(project, "build", "CIRCUITPY", "images")
    assert sorted(os.listdir(built)) == sorted(os.listdir(os.path.join(project, "images")))
    dog = os.path.join(project, "images", "dog")
    for number in range(40):  # 40 more drop-ins of 60 KB: more than 2 MB
        shutil.copytree(dog, os.path.join(project, "images", "dog%02d" % number))
    result = subprocess.run(tool, capture_output=True, text=True, timeout=300)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("bundle: ")
    assert "more than the 2000 KB a PyBadge's CIRCUITPY holds; the largest picture sets: " \
        "images/santa/ 104.0 KB, images/dog/ 61.0 KB, images/dog00/ 61.0 KB" in result.stderr
