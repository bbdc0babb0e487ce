# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A player's evening on MicroPython's fixed heap (tests/micropython/life_gate.py): one start of
``code.py``, 40 games of both sizes with hints to solved, undo, the menu, picture switches,
easy mode and the demo. In the room a badge's pool leaves the game once its intro has
prepared, nothing degrades, in every pool from one 25 KB smaller than the badge's up to the
badge's own, a KB apart. With 120 KB for the game (the badge's 155 KB less 30 KB or more for
a maker) nothing degrades and the largest free block at a game's start does not wear down;
with the free heap cut into runs shorter than 1 KB once each
size has been played, nothing the game does needs a block of 1 KB or more."""

import os
import shutil
import sys
from statistics import median

import pytest

import badge_heap
from test_micropython import MICROPYTHON, gate_tree, gates, run_gate_on_fakes

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "circuitpython"))
import life  # noqa: E402
import runtime  # noqa: E402

sys.path.append(os.path.join(os.path.dirname(HERE), "tools"))
from shipped_sets import SHIPPED  # noqa: E402

GAMES = 40
BADGE_KB = 150  # the badge's heap, about, for the game alone
GAME_KB = 120  # the least heap the game has: 30 KB or more of the badge's left for a maker
# The stand-ins and the gate take their share of the heap too (what on the badge is C code and
# names in flash, and the names' pool they make; ``base``), at most this much. KB on a 32-bit
# heap: -X heapsize=NwK gives this 64-bit port twice N KB.
STANDINS_KB = 42
LIFE_HEAP = "%dwK" % (GAME_KB + STANDINS_KB)
BADGE_HEAP = "%dwK" % (BADGE_KB + STANDINS_KB)
ROOMY_HEAP = "256wK"  # the cut heap: room for every small block, none of 1 KB
KB = 1024
BADGE_POOL = badge_heap.measured()["pool"]  # what gc.mem_free() reads atop code.py on a badge
SMALL_POOL = BADGE_POOL - 25 * KB  # a badge with 25 KB less
# The pools an evening must complete in: from that one up to the badge's, a KB apart, so that
# no cliff hides between them.
POOLS = tuple(range(SMALL_POOL, BADGE_POOL, KB)) + (BADGE_POOL,)
POOL_HEAP_KB = 1024  # the heap to see what the game holds here once prepared
POOL_HEAP = "%dwK" % POOL_HEAP_KB


def run_life(heap=LIFE_HEAP, games=GAMES, fragment=0, prepare=False):
    """``(process, figures)`` of the life gate."""
    return run_gate_on_fakes("life_gate", {"games": games, "fragment": fragment,
                                           "prepare": prepare}, heap)


def held_on_badge():
    """What the heap gate says the game holds on the badge once its intro has prepared."""
    return badge_heap.run(MICROPYTHON, gate_tree(), gates(), {"seconds": 4.0})[0][-1]["held"]


def heap_for_pool(pool, held, prepared=None):
    """The unix port's heap that leaves the game, once its intro has prepared, the room a
    badge's ``pool`` leaves it when the game holds ``held`` there (:func:`held_on_badge`):
    what it holds here (``prepared``: :func:`prepared_here`), and that room in the unix port's
    words (``badge_heap.WORDS``)."""
    assert held < pool, "the game holds %d bytes on the badge: a pool of %d has no room" % (
        held, pool)
    prepared = prepared or prepared_here()
    usable = prepared["heap_total"] / (POOL_HEAP_KB * KB * prepared["word_bytes"] // 4)
    needed = prepared["base"] + prepared["held_at_intro"] + (pool - held) / badge_heap.WORDS
    return str(int(needed / usable))


def prepared_here():
    """The life gate's figures once the intro has prepared, on a roomy heap."""
    return run_life(POOL_HEAP, games=0, prepare=True)[1]


@pytest.fixture(scope="module")
def room():
    """``(held, prepared)``: what the game holds on the badge and here, once prepared."""
    return held_on_badge(), prepared_here()


@pytest.mark.parametrize("pool", POOLS, ids=lambda pool: "%.0fKB" % (pool / KB))
def test_an_evening_in_a_badges_pool_degrades_nothing(room, pool):
    """Once the intro has prepared, the room the pool leaves is enough for 40 games: every
    one solved, nothing said after the start-up line."""
    done, result = run_life(heap_for_pool(pool, *room), prepare=True)
    assert done.returncode == 0 and result["ok"], result["problems"] or done.stdout
    assert result["games"] == GAMES
    assert result["console"][1:] == []


def test_an_evening_with_too_little_room_fails(room):
    """The pool evening can fail: in a pool that leaves the game 2 KB, a game degrades."""
    held = room[0]
    done, result = run_life(heap_for_pool(held + 2 * KB, *room), games=2, prepare=True)
    assert done.returncode == 1 and not result["ok"]


@pytest.fixture(scope="module")
def evenings():
    """The evening with ``GAME_KB`` for the game, with the badge's heap, and on a roomy heap
    cut into runs under 1 KB."""
    return {"least": run_life(), "badge": run_life(BADGE_HEAP),
            "cut": run_life(ROOMY_HEAP, fragment=KB)}


def test_the_game_has_120_KB(evenings):
    """The stand-ins' share is within ``STANDINS_KB``: the game has at least ``GAME_KB``."""
    result = evenings["least"][1]
    assert result["base"] / (result["word_bytes"] // 4) <= STANDINS_KB * KB


@pytest.mark.parametrize("heap", ["least", "badge", "cut"])
def test_an_evening_of_games_degrades_nothing(evenings, heap):
    """Every game played to solved; the console says nothing after the start-up line: no
    fallback, no "not enough memory", no text left out."""
    done, result = evenings[heap]
    assert done.returncode == 0 and result["ok"], result["problems"] or done.stdout
    assert result["games"] == GAMES
    assert result["console"][1:] == []


def test_the_largest_free_block_does_not_wear_down(evenings):
    """With the badge's heap, after the first two games (the first hints of each size) the
    largest free block at a game's start goes up and down with where small objects fell, but
    it never falls under twice the largest block the game makes after start-up (1 KB on the
    badge, 2 KB here), and in the second half of the evening it is as large as in the first,
    give or take a tenth: nothing wears it down. (With the least heap it is as steady, near
    1 KB: the evening above completes there.)"""
    largest = evenings["badge"][1]["largest"]
    assert len(largest) == GAMES
    half = (GAMES + 2) // 2
    assert min(largest[2:]) >= 2 * KB, largest
    assert median(largest[half:]) >= 0.9 * median(largest[2:half]), largest


def test_nothing_of_1_KB_or_more_is_made_once_each_size_is_played(evenings):
    """With every free run shorter than 1 KB, an allocation of 1 KB or more would fail and be
    seen above; the stand-ins also list every displayio buffer of 1 KB or more: none."""
    result = evenings["cut"][1]
    assert result["fragmented"] < KB  # the cut heap really refuses a block of 1 KB
    assert result["buffers"] == []


def test_the_gate_fails_on_too_small_a_heap():
    """The gate can fail: with 40 KB less for the game, something degrades (a text or the
    hints find no room), and the game says so."""
    done, result = run_life(heap="%dwK" % (GAME_KB - 40 + STANDINS_KB), games=2)
    said = result["console"][1:]
    assert said and all("memory" in line for line in said), said


def shipped_drive(tmp_path):
    """A drive of ``parameters.py`` and the shipped picture sets, as the gates' bundle holds:
    whatever sets a maker added to ``images/`` are not the gates' business."""
    root = os.path.dirname(HERE)
    tree = tmp_path / "drive"
    (tree / "images").mkdir(parents=True)
    shutil.copy(os.path.join(root, "parameters.py"), str(tree))
    for name in SHIPPED:
        os.symlink(os.path.join(root, "images", name), str(tree / "images" / name))
    return str(tree)


def test_the_circuitpython_gates_evening_solves_every_game_on_the_desktop(tmp_path):
    """The same evening as a script of the CircuitPython gate's session driver
    (``tests/circuitpython/life.py``'s ``evening``, this gate's schedule), played on the desktop
    renderer pass for pass as the runtime would play it, on the gate's picture sets: every game
    solved at its size, each menu item doing what it says, nothing said on the console. So the
    script the real runtime plays, when a build is named, is known to play the evening it
    claims."""
    report = runtime.run_desktop(shipped_drive(tmp_path), life.evening(GAMES), str(tmp_path))
    assert report["returncode"] == 0, report["output"][-2000:]
    assert life.evening_problems(report, GAMES) == []
    assert life.said_after_start(report["output"]) == []  # the desktop side says nothing


def test_an_evening_that_cannot_be_won_fails_the_check(tmp_path):
    """The check can fail: with ``MOVE_LIMIT = 3`` the first game runs out of moves, and the
    evening never gets past it."""
    tree = shipped_drive(tmp_path)
    runtime.set_parameters(tree, MOVE_LIMIT=3)
    report = runtime.run_desktop(tree, life.evening(2), str(tmp_path))
    assert not report["done"] and life.evening_problems(report, 2) != []
