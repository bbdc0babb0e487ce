# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Short paths: the files a press and a hint cross on the badge, measured by
``bench/path_bench.py`` (code.py's own loop, the badge's platform on the gates' fake firmware,
``sys.setprofile`` noting each project file whose code runs), held to what issue 27 asks."""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRESS_MOST = 8  # files from the button to the pixels and the speaker
HINT_MOST = 12


@pytest.fixture(scope="module")
def paths():
    """``{size: {"right": {"files": [...]}, "hint": {...}, "twice": [...]}}``."""
    done = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "path_bench.py"),
                           "--json"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_both_sizes_are_followed(paths):
    assert sorted(paths) == ["3x3", "4x4"]


@pytest.mark.parametrize("size", ["3x3", "4x4"])
def test_a_press_crosses_at_most_8_files_to_the_pixels_and_the_speaker(paths, size):
    files = paths[size]["right"]["files"]
    # The measurement reached both ends: the loop and the button, the tiles and the click.
    assert files[:2] == ["code.py", "puzzle/badge.py"], files
    assert {"puzzle/board.py", "puzzle/tiles.py", "puzzle/feedback.py"} <= set(files), files
    assert len(files) <= PRESS_MOST, files


@pytest.mark.parametrize("size", ["3x3", "4x4"])
def test_a_hint_crosses_at_most_12_files_and_one_solver_module(paths, size):
    files = paths[size]["hint"]["files"]
    assert {"puzzle/hints.py", "puzzle/board.py", "puzzle/tiles.py"} <= set(files), files
    assert len(files) <= HINT_MOST, files
    solver = [path for path in files if path.startswith("puzzle/solver/")]
    assert solver == ["puzzle/solver/hinter.py"], "the answer bounces through %s" % solver


@pytest.mark.parametrize("size", ["3x3", "4x4"])
def test_no_module_is_imported_twice_up_to_the_first_hint(paths, size):
    assert paths[size]["twice"] == []
