# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's start-up time and loop passes (``make bench``): markdown tables.

From the session of ``tests/micropython/timing.py`` (``code.py`` to the intro on fake
firmware modules, then picture switches, a 3x3 and a 4x4 game with moves and hints to
solved, the demo, numbered tiles), through ``Game.press`` and ``Game.tick`` only, in
MicroPython's unix port, whose speed CIRCUITPYTHON.md's rule relates to a badge's (the heap is
measured on the real CircuitPython: ``bench/circuitpython_bench.py``):

- **start-up**: the time from ``code.py``'s first line to the intro, from the bundle's
  ``.mpy`` files and from the ``.py`` sources they are made of, and the badge's estimate at
  ``FACTOR`` times slower (measured range 110-240x, see CIRCUITPYTHON.md);
- **loop passes**: the time of each pass (a press and a tick, or a tick), by kind: max, 99th
  percentile and median, each pass the least of ``RUNS`` runs (the session is the same every
  run: a seeded game on a fake clock), and the badge's estimate.
"""

import argparse
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))  # last, so that code.py cannot hide `code`
sys.path.append(os.path.join(ROOT, "tools"))

import bundle  # noqa: E402
from test_micropython import gate_tree, result_of, run_on_fakes  # noqa: E402

RUNS = 9  # the whole session, timed pass by pass (the least of them: the host's noise left out)
START_RUNS = 25  # the start-up alone, from each kind of file (its noise is the largest)
# Python runs 110-240 times slower on the badge than on the unix port here (counted in
# Thumb-2 instructions: CIRCUITPYTHON.md); the estimates take the slow end.
FACTOR_LOW, FACTOR_HIGH = 110, 240
FACTOR = FACTOR_HIGH
# Item 3 of issue 26, on the badge: the most a loop pass may take (ms: the buttons read 20
# times a second), code.py's first line to the intro (s), a glide's frames a second, a change
# of screen (ms).
PASS_TARGET = 50
START_TARGET = 0.8
GLIDE_TARGET = 30
SCREEN_TARGET = 250
INTRO_ALONE = "intro alone"  # the kind of the intro built without the game (timing.py's)
HINT_TARGET = 300  # item 2: a game's first hint, from the press to the tile moving (ms)


# Each game's first hint, asked as the scramble shows, and the setup pause before it, whose
# passes work the hint out ahead (tests/micropython/timing.py).
FIRST_HINTS = ("first hint 3x3", "first hint 4x4")
FIRST_PAUSES = ("setup 3x3", "setup 4x4")
# The loop passes by kind, as the table lists them: play, hints, then the changes of screen.
KINDS = ("move", "slide", "look") + FIRST_HINTS + FIRST_PAUSES + (
    "hint", "demo", "setup", "record saved", "picture switch", "game start", "scramble", "menu",
    "menu item", "back to play", "you won", "whole picture", "back to intro",
    "back to intro, numbered", "demo start",
    "intro", "idle")


def timing_script(folder, config):
    """A script that runs the timing session with ``config``; its path."""
    script = os.path.join(str(folder), "timing_run.py")
    with open(script, "w") as file:
        file.write("import prelude\nimport timing_gate\ntiming_gate.main(%r)\n" % (config,))
    return script


def checked(done, what):
    if done.returncode:
        sys.exit("%s failed:\n%s%s" % (what, done.stdout, done.stderr))
    return result_of(done)


def source_tree(folder):
    """The gates' bundle with every compiled module replaced by its ``.py`` source."""
    tree = os.path.join(folder, "CIRCUITPY")
    shutil.copytree(gate_tree(), tree)
    for path, source in bundle.bundle_files().items():
        if bundle.is_compiled(path, source):
            os.remove(os.path.join(tree, path))
            shutil.copy(source, os.path.join(tree, path[:-4] + ".py"))
    return tree


def badge(us):
    return "%.2f s (%.2f–%.2f)" % (us * FACTOR / 1e6, us * FACTOR_LOW / 1e6,
                                   us * FACTOR_HIGH / 1e6)


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def timed(folder, tree, play, runs):
    """The passes' times of ``runs`` runs, each pass the least of them, by kind."""
    script = timing_script(folder, {"play": play})
    best = None
    for _ in range(runs):
        # A heap with room to spare: times, not memory (the run keeps its own records too).
        times = checked(run_on_fakes(script, tree, heap="1024wK"),
                        "the timed session")["times"]
        if best is None:
            best = times
        else:
            assert sorted(best) == sorted(times) and all(
                len(best[kind]) == len(times[kind]) for kind in best), "the runs differ"
            best = {kind: [min(a, b) for a, b in zip(best[kind], times[kind])]
                    for kind in best}
    return best


def timing(folder):
    compiled = timed(folder, None, True, RUNS)
    shipped = timed(folder, None, False, START_RUNS)["start-up"][0]
    sources = timed(folder, source_tree(os.path.join(folder, "timed")), False,
                    START_RUNS)["start-up"][0]
    print("\n| start-up, code.py's first line to the intro | unix port | badge at %dx "
          "(%d–%dx) | its Python against %.1f s (the intro's first refresh apart) |"
          "\n|---|---|---|---|" % (FACTOR, FACTOR_LOW, FACTOR_HIGH, START_TARGET))
    alone = timed(folder, None, INTRO_ALONE, START_RUNS)[INTRO_ALONE][0]
    for name, us in (("from `.py` sources", sources),
                     ("from the bundle's `.mpy` (as shipped)", shipped),
                     ("the intro alone, from the `.mpy`: the platform, the settings, the view "
                      "and its texts, no game", alone)):
        print("| %s | %.0f ms | %s | %s |" % (name, us / 1000, badge(us),
                                              met(us, START_TARGET * 1e6)))
    print("\n| loop pass | passes | unix port: max / p99 / median | badge at %dx: max "
          "(%d–%dx) | badge: median | over %d ms at %dx / at %dx |\n|---|---|---|---|---|---|"
          % (FACTOR, FACTOR_LOW, FACTOR_HIGH, PASS_TARGET, FACTOR_HIGH, FACTOR_LOW))
    for kind in KINDS:
        times = compiled.get(kind)
        if not times:
            continue
        print("| %s | %d | %.2f / %.2f / %.3f ms | %s | %.3f s | %s / %s |" % (
            kind, len(times), max(times) / 1000, percentile(times, 0.99) / 1000,
            percentile(times, 0.5) / 1000, badge(max(times)),
            percentile(times, 0.5) * FACTOR / 1e6, over(times, FACTOR_HIGH),
            over(times, FACTOR_LOW)))
    print("\nMicroPython's unix port on this computer: the start-up the fastest of %d runs, "
          "each loop pass the fastest of %d; the "
          "collector running as it needs to (its pauses are in the maxima). A pass is "
          "\"slide\" while a tile glides or lands. Not in these "
          "times: what CircuitPython does in C (drawing the changed areas and sending them "
          "over SPI, at least 13.7 ms a full frame, `drawing_bench.py`; reading files from "
          "flash). The targets (issue 26): start-up in %.1f s, no pass over %d ms (the "
          "buttons read 20 times a second)." % (START_RUNS, RUNS, START_TARGET, PASS_TARGET))


def over(times, factor):
    """How many of ``times`` (us in the unix port) take over ``PASS_TARGET`` ms at ``factor``;
    "none" for none."""
    count = 0
    for us in times:
        if us * factor > PASS_TARGET * 1000:
            count += 1
    return "%d" % count if count else "none"


def met(us, target_us):
    """Whether ``us`` in the unix port is within ``target_us`` on the badge: at both ends of
    the range, at its fast end only, or at neither."""
    if us * FACTOR_HIGH <= target_us:
        return "met"
    if us * FACTOR_LOW <= target_us:
        return "met at %dx only (%dx at most)" % (FACTOR_LOW, target_us // us)
    return "over"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        timing(folder)


if __name__ == "__main__":
    main()
