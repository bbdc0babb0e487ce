# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A player's evening on MicroPython's fixed heap (tests/micropython/life_gate.py): one start of
``code.py``, 40 games of both sizes with hints to solved, undo, the menu, picture switches,
easy mode and the demo. Nothing degrades, the largest free block at a game's start does not
shrink after the second game, and, with the free heap cut into runs shorter than 1 KB once
each size has been played, nothing the game does needs a block of 1 KB or more."""

import os

import pytest

from test_micropython import result_of, run_on_fakes

GAMES = 40
LIFE_HEAP = "150wK"  # the badge's heap, as the unix port counts it (about 2x on 64 bits)
KB = 1024


def run_life(folder, heap=LIFE_HEAP, games=GAMES, fragment=0):
    """``(process, figures)`` of the life gate; its script is written in ``folder``."""
    script = os.path.join(str(folder), "life_run.py")
    with open(script, "w") as file:
        file.write("import prelude\nimport life_gate\nlife_gate.main(%r)\n" % (
            {"games": games, "fragment": fragment},))
    done = run_on_fakes(script, heap=heap)
    assert done.returncode in (0, 1), done.stdout + done.stderr
    return done, result_of(done)


@pytest.fixture(scope="module")
def evenings(tmp_path_factory):
    folder = tmp_path_factory.mktemp("life")
    return {fragment: run_life(folder, fragment=fragment) for fragment in (0, KB)}


@pytest.mark.parametrize("fragment", [0, KB])
def test_an_evening_of_games_degrades_nothing(evenings, fragment):
    """Every game played to solved; the console says nothing after the start-up line: no
    fallback, no "not enough memory", no text left out."""
    done, result = evenings[fragment]
    assert done.returncode == 0 and result["ok"], result["problems"] or done.stdout
    assert result["games"] == GAMES
    assert result["console"][1:] == []


def test_the_largest_free_block_does_not_shrink_after_the_second_game(evenings):
    largest = evenings[0][1]["largest"]
    assert len(largest) == GAMES
    assert min(largest[2:]) >= largest[1], largest


def test_nothing_of_1_KB_or_more_is_made_once_each_size_is_played(evenings):
    """With every free run shorter than 1 KB, an allocation of 1 KB or more would fail and be
    seen above; the stand-ins also list every displayio buffer of 1 KB or more: none."""
    result = evenings[KB][1]
    assert result["fragmented"] < KB  # the cut heap really refuses a block of 1 KB
    assert result["buffers"] == []


def test_the_gate_sees_a_tilesheet_made_again(tmp_path):
    """The plain evening's stand-ins list the first use of each size's buffers, and only
    that: a view that made a tilesheet again for each game would be listed too."""
    done, result = run_life(tmp_path, games=4)
    assert done.returncode == 0, result["problems"]
    assert sorted(buffer.split(":")[0] for buffer in result["buffers"]) == [
        "Bitmap 159x126, 16 values", "Bitmap 160x128, 16 values", "Bitmap 212x42, 2 values"]
