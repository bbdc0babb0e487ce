# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A player's evening at every heap (``make bench``): the smallest heap it completes on.

Runs the life gate (``tests/micropython/life_gate.py``: one start of ``code.py`` on the fake
firmware, ``GAMES`` games of both sizes with hints, undo, the menu, picture switches, easy mode
and the demo) in MicroPython's unix port with ``LOWEST`` to ``HIGHEST`` KB for the game in steps
of ``STEP``, on top of the stand-ins' share (``-X heapsize=NwK``: N KB on a 32-bit heap, twice
the bytes on this 64-bit port), and prints a markdown summary: which heaps complete it with
nothing degraded, the stand-ins' own share, the largest free block at each game's start, and
the displayio buffers of 1 KB or more made after the first intro; and, as ``tests/test_life.py``
plays it in a badge's pools, the smallest pool from which every pool up to the badge's own
completes, a KB apart (``pool_floor``).

When ``CIRCUITPYTHON`` names a build of CircuitPython (``tests/circuitpython/runtime.py``), the
same evening (``tests/circuitpython/life.py``'s ``evening``) also runs on it, the bundle as the
gate plays it, at every heap from ``CP_LOWEST`` to ``CP_HIGHEST`` KB for the game in steps of
``STEP`` (the stand-ins' bytes, measured apart, added as the gate adds them): the
``circuitpython`` part of the output, with the smallest heap that completes. Without a build it
says so in one line (on stderr, as the other progress lines) and the docs keep their part.
"""

import os
import re
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))  # last, so that code.py cannot hide `code`
sys.path.append(os.path.join(ROOT, "tools"))

import bundle  # noqa: E402
from test_life import (BADGE_POOL, GAME_KB, GAMES, KB, LIFE_HEAP, ROOMY_HEAP,  # noqa: E402
                       STANDINS_KB, heap_for_pool, held_on_badge, prepared_here,
                       run_life)

sys.path.append(os.path.join(ROOT, "tests", "circuitpython"))
import life  # noqa: E402
import runtime  # noqa: E402

LOWEST, HIGHEST, STEP = GAME_KB - 4 * 2, 200, 2  # KB for the game: from a little under 120
POOL_LOWEST = 100  # KB: the smallest badge's pool tried, a KB at a time up to the badge's
CP_LOWEST, CP_HIGHEST = 120, 170  # KB for the game, on CircuitPython itself


def completes(result):
    return result["ok"] and not result["console"][1:]


def ranges(heaps, shift):
    """``[120, 122, 124, 130]`` as ``"120–124, 130"``, each less ``shift``."""
    spans = []
    for heap in heaps:
        if spans and heap == spans[-1][1] + STEP:
            spans[-1][1] = heap
        else:
            spans.append([heap, heap])
    spans = [(round(a - shift, 1), round(b - shift, 1)) for a, b in spans]
    return ", ".join("%g" % a if a == b else "%g–%g" % (a, b)
                     for a, b in spans)


def main():
    folder = tempfile.mkdtemp(prefix="life-bench-")
    runs = {}
    for game in range(LOWEST, HIGHEST + 1, STEP):
        heap = game + STANDINS_KB
        runs[heap] = run_life(heap="%dwK" % heap)[1]
        print("%d wK: %s" % (heap, "completes" if completes(runs[heap]) else "degrades"),
              file=sys.stderr)
    good = [heap for heap in runs if completes(runs[heap])]
    bad = [heap for heap in runs if heap not in good]
    badge = run_life()[1]
    cut = run_life(ROOMY_HEAP, fragment=KB)[1]
    word = badge["word_bytes"] // 4  # the unix port's bytes per byte of a 32-bit heap
    base = badge["base"] / word / KB
    largest = [block / word / KB for block in badge["largest"]]
    floor = "%.1f KB" % (max(bad) + STEP - base if bad else min(runs) - base) if good else "none"
    print("| the evening, %d games, on MicroPython %s's unix port | |" % (
        GAMES, badge["micropython"]))
    print("|---|---|")
    print("| KB for the game it completes with, nothing degraded (32-bit) | %s |" % (
        ranges(good, base) or "none"))
    print("| KB for the game where something degrades | %s |" % (ranges(bad, base) or "none"))
    print("| the least for the game from which every heap up to %d KB completes | %s |" % (
        HIGHEST, floor))
    print("| the stand-ins' and the gate's share, before `code.py`, names' pool included "
          "| %.1f KB (%d names interned to make the pool) |" % (base, badge["names_made"]))
    print("| largest free block at each game's start, at %s | %.1f KB (1st), %.1f KB (2nd), "
          "%.1f–%.1f KB (3rd to %dth) |" % (LIFE_HEAP, largest[0], largest[1],
                                             min(largest[2:]), max(largest[2:]), GAMES))
    print("| the most held after a hint, at %s | %.1f KB |" % (
        LIFE_HEAP, badge["most_held"] / word / KB))
    print("| displayio buffers of 1 KB or more made after the first intro | %d |" % len(
        badge["buffers"]))
    print("| the same with the free heap cut into runs under 1 KB after game 2 | %s |" % (
        "%d, nothing degraded" % len(cut["buffers"]) if completes(cut) else "degrades"))
    pools = pool_floor()
    size = bundle.build(os.path.join(folder, "CIRCUITPY"))
    print("@@ summary")
    print("| what it costs | |\n|---|---|")
    print("| on the drive (`make bundle`) | %.1f KB |" % (size / KB))
    print("| free heap %d games in one start need (gate; a PyBadge: %.0f KB) | %s |" % (
        GAMES, BADGE_POOL / KB, pools))
    print("| blocks of 1 KB or more made after start-up | none |" if completes(cut) and not
          cut["buffers"] else "| blocks of 1 KB or more made after start-up | some |")
    circuitpython_evening(folder)


def pool_floor():
    """The smallest badge's pool (what ``gc.mem_free()`` reads atop ``code.py``) from which
    the evening completes in every pool a KB apart up to the badge's own, as
    ``tests/test_life.py`` plays it from ``SMALL_POOL`` up: "from N KB", or "none"."""
    held, prepared = held_on_badge(), prepared_here()
    pools = list(range(BADGE_POOL, POOL_LOWEST * KB - 1, -KB))
    floor = None
    for pool in pools:
        if pool <= held:
            break
        done = completes(run_life(heap_for_pool(pool, held, prepared), prepare=True)[1])
        print("the badge's pool, %.1f KB: %s" % (pool / KB, "completes" if done else "degrades"),
              file=sys.stderr)
        if not done:
            break
        floor = pool
    return "%.0f KB or more" % (floor / KB) if floor else "none"


def evening_completes(report):
    """The evening on CircuitPython played to its end, every game solved, nothing degraded."""
    return (report["returncode"] == 0 and "Traceback" not in report["output"]
            and not life.evening_problems(report, GAMES)
            and not life.said_after_start(report["output"]))


def circuitpython_evening(folder):
    """The evening on the build ``CIRCUITPYTHON`` names at every heap from ``CP_LOWEST`` to
    ``CP_HIGHEST`` KB: the ``circuitpython`` part of the output; one line on stderr without a
    build."""
    if runtime.find_runtime() is None:
        print("the evening on CircuitPython skipped: " + runtime.SKIP_REASON, file=sys.stderr)
        return
    from shipped_sets import SHIPPED

    work = os.path.join(folder, "circuitpython")
    os.makedirs(work)
    built = os.path.join(work, "CIRCUITPY")
    bundle.build(built, sets=SHIPPED)  # the shipped sets alone, as the gate's bundle
    tree = life.drive(built, work, life.RUNS[0][1])  # as built
    steps = life.evening(GAMES)
    standins = runtime.run(tree, steps, work, CP_LOWEST * KB, dry=True)["standins"]
    good, bad, version = [], [], "?"
    for heap in range(CP_LOWEST, CP_HIGHEST + 1, STEP):
        report = runtime.run(tree, steps, work, heap * KB + standins, shots=False)
        found = re.search(r"^CircuitPython (\S+) on ", report["output"], re.M)
        version = found.group(1) if found else version
        (good if evening_completes(report) else bad).append(heap)
        print("CircuitPython, %d KB: %s" % (heap, "completes" if heap in good else "degrades"),
              file=sys.stderr)
    print("@@ circuitpython")
    print("| the evening, %d games, on CircuitPython %s (`CIRCUITPYTHON`) | |" % (GAMES, version))
    print("|---|---|")
    print("| heaps it completes on, nothing degraded (KB for the game) | %s |" % (
        ranges(good, 0) or "none"))
    print("| heaps where something degrades | %s |" % (ranges(bad, 0) or "none"))
    print("| smallest heap it completes on | %s |" % ("%d KB" % min(good) if good else "none"))
    print("| smallest heap from which every heap up to %d KB completes | %s |" % (
        CP_HIGHEST, ("%d KB" % (max(bad) + STEP if bad else CP_LOWEST))
        if good and max(bad, default=0) < CP_HIGHEST else "none"))
    print("| the stand-ins' bytes, added to each heap | %.1f KB |" % (standins / KB))


if __name__ == "__main__":
    main()
