# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's memory budget, start-up time and loop passes (``make bench``): markdown tables.

All from the session of ``tests/micropython/budget.py`` (``code.py`` to the intro on fake
firmware modules, then picture switches, a 3x3 and a 4x4 game with moves, hints and the
solution, the demo, numbered tiles), through ``Game.press`` and ``Game.tick`` only:

- **memory**: its figures in a 32-bit MicroPython (the WebAssembly port: the badge's word
  size, measured) and in the unix port (64-bit), with their ratio; then what each module
  holds once imported, on the 32-bit heap;
- **start-up**: the time from ``code.py``'s first line to the intro, in the unix port, from
  the bundle's ``.mpy`` files and from the ``.py`` sources they are made of, and the badge's
  estimate at ``FACTOR`` times slower (measured range 50-120x, see CIRCUITPYTHON.md);
- **loop passes**: the time of each pass (a press and a tick, or a tick), by kind, in the
  unix port: max, 99th percentile and median, each pass the least of ``RUNS`` runs (the
  session is the same every run: a seeded game on a fake clock), and the badge's estimate.
"""

import argparse
import contextlib
import io
import os
import re
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))  # last, so that code.py cannot hide `code`
sys.path.append(os.path.join(ROOT, "tools"))

import bundle  # noqa: E402
from test_budget import (  # noqa: E402
    AIM, BUDGET, SIZES, budget_script, expected_sizes, run_unix, run_wasm)
from test_micropython import gate_tree, result_of  # noqa: E402

RUNS = 5  # the whole session, timed pass by pass
START_RUNS = 9  # the start-up alone, from each kind of file
FACTOR, FACTOR_LOW, FACTOR_HIGH = 100, 50, 120
BADGE_HEAP = 150 * 1024  # gc.mem_free() at the top of code.py: about 145-155 KB
# Leaves first, so that each module's figure is its own.
MODULES = ("puzzle.settings", "puzzle.screen", "puzzle.board", "puzzle.records", "puzzle.saves",
           "puzzle.game", "puzzle.pictures", "puzzle.feedback", "adafruit_ticks", "puzzle.rest",
           "puzzle.badge", "puzzle.solver", "adafruit_display_text",
           "adafruit_display_text.bitmap_label", "puzzle.numbered", "puzzle.view",
           "puzzle.app", "parameters", "adafruit_imageload", "adafruit_imageload.bmp",
           "adafruit_imageload.bmp.indexed")
GROUPS = {
    "puzzle.solver": "`puzzle.solver` (its package and the searches, imported at the first hint)",
    "puzzle": "the game's other modules (`puzzle.*`, what code.py imports)",
    "adafruit_ticks": "`adafruit_ticks` (the loop's rest and dimming)",
    "adafruit_display_text": "`adafruit_display_text` (`bitmap_label`: the texts)",
    "adafruit_imageload": "`adafruit_imageload` (BMP), when a picture set is played",
    "parameters": "`parameters.py` (source, compiled at start)",
}
IMPORTS = """import prelude
import gc, json, sys
import budget  # the fake firmware modules, before anything is measured
made = []
def steps():
    yield
    last = base = gc.mem_alloc()
    for name in %r:
        __import__(name)
        yield
        made.append((name, gc.mem_alloc() - last))
        last = gc.mem_alloc()
    print(json.dumps({"modules": made, "total": last - base}))
steps = steps()
def step():
    try:
        next(steps)
        return True
    except StopIteration:
        return False
if sys.platform != "webassembly":
    while step():
        gc.collect()
    step = None
"""
# The memory table: (label, figures' table, name) for each row.
ROWS = (
    ("importing what code.py imports: most at once", "phases", "imports"),
    ("importing: held", "marks", "imports held"),
    ("start-up to the intro (OnDiskBitmap picture, text): most", "phases", "start-up"),
    ("intro on screen: held", "marks", "start-up held"),
    ("picture switch (← →): most", "phases", "pictures"),
    ("3×3, 16-colour tilesheet (adafruit_imageload): most", "phases", "play 3x3"),
    ("3×3 play: held", "marks", "play 3x3 held"),
    ("3×3, a hint in progress: most", "phases", "hints 3x3"),
    ("3×3 after hints: held", "marks", "hints 3x3 held"),
    ("3×3 solved, record saved: most", "phases", "solve 3x3"),
    ("4×4, 16-colour tilesheet: most", "phases", "play 4x4"),
    ("4×4 play: held", "marks", "play 4x4 held"),
    ("4×4, a hint in progress: most", "phases", "hints 4x4"),
    ("4×4 after hints: held", "marks", "hints 4x4 held"),
    ("4×4 solved, record saved: most", "phases", "solve 4x4"),
    ("demo (the badge plays): most", "phases", "demo"),
    ("numbered tiles drawn into a Bitmap, 3×3: most", "phases", "numbered 3x3"),
    ("numbered 3×3 play: held", "marks", "numbered 3x3 held"),
    ("numbered tiles, 4×4: most", "phases", "numbered 4x4"),
    ("numbered 4×4 play: held", "marks", "numbered 4x4 held"),
)


def checked(done, what):
    if done.returncode:
        sys.exit("%s failed:\n%s%s" % (what, done.stdout, done.stderr))
    return result_of(done)


def kb(size):
    return "%.1f KB" % (size / 1024)


def source_tree(folder):
    """The gates' bundle with every compiled module replaced by its ``.py`` source."""
    tree = os.path.join(folder, "CIRCUITPY")
    shutil.copytree(gate_tree(), tree)
    for path, source in bundle.bundle_files().items():
        if bundle.is_compiled(path, source):
            os.remove(os.path.join(tree, path))
            shutil.copy(source, os.path.join(tree, path[:-4] + ".py"))
    return tree


def dropin_tree(folder):
    """The gates' bundle with every picture set's tilesheets removed: each set is a ``full.bmp``
    dropped on the drive, cut into tiles as it is drawn."""
    tree = os.path.join(folder, "CIRCUITPY")
    shutil.copytree(gate_tree(), tree)
    images = os.path.join(tree, "images")
    for name in os.listdir(images):
        for file in os.listdir(os.path.join(images, name)):
            if file != "full.bmp":
                os.remove(os.path.join(images, name, file))
    return tree


def dropin(folder, ours):
    """The session with every set a drop-in, beside ``ours`` (with tilesheets)."""
    theirs = checked(run_wasm(budget_script(folder, {"budget": 1 << 30}),
                              dropin_tree(os.path.join(folder, "dropin"))),
                     "the budget gate with drop-in pictures")
    print("\n| 32-bit heap | with tilesheets (in RAM) | every set a drop-in (`full.bmp` only) |")
    print("|---|---|---|")
    for label, table, name in ROWS:
        if name.startswith(("play", "hints", "solve")):
            label = re.sub(r", 16-colour tilesheet[^:]*", " game start", label)
            print("| %s | %s | %s |" % (label, kb(ours[table][name]), kb(theirs[table][name])))


def object_sizes(folder):
    """The conversion, object by object: both ports against MicroPython's layouts."""
    script = os.path.join(folder, "sizes.py")
    with open(script, "w") as file:
        file.write(SIZES)
    ours = checked(run_wasm(script), "object sizes (WebAssembly)")
    unix = checked(run_unix(script), "object sizes (unix port)")
    print("\n| object | 32-bit | unix port | from MicroPython's layouts (32 / 64) |")
    print("|---|---|---|---|")
    for name, size in ours.items():
        print("| `%s` | %d | %d | %d / %d |" % (name, size, unix[name], expected_sizes(4)[name],
                                                expected_sizes(8)[name]))


def memory(folder):
    script = budget_script(folder, {"budget": 1 << 30})
    ours = checked(run_wasm(script), "the budget gate (WebAssembly)")
    unix = checked(run_unix(script), "the budget gate (unix port)")
    print("| the game's heap, above what was in use when code.py began | 32-bit (the badge's "
          "words) | unix port (64-bit) | ratio |")
    print("|---|---|---|---|")
    for label, table, name in ROWS:
        print("| %s | %s | %s | %.2f |" % (label, kb(ours[table][name]), kb(unix[table][name]),
                                          ours[table][name] / unix[table][name]))
    peak = ours["peak"]
    worst = [name for name, figure in ours["phases"].items() if figure == peak]
    print("\nMost at once: **%s** (%s) against a budget of %s (aim %s): %s %s; that is %d %% "
          "of the badge's heap of about %s. Held in play with hints: %s." % (
              kb(peak), ", ".join(worst), kb(BUDGET), kb(AIM),
              "over by" if peak > BUDGET else "under by", kb(abs(peak - BUDGET)),
              100 * peak // BADGE_HEAP, kb(BADGE_HEAP), kb(ours["marks"]["hints 4x4 held"])))
    script = os.path.join(folder, "imports.py")
    with open(script, "w") as file:
        file.write(IMPORTS % (MODULES,))
    modules = checked(run_wasm(script), "the imports (WebAssembly)")
    groups = {}
    for name, size in modules["modules"]:
        group = GROUPS.get(name, GROUPS.get(name.split(".")[0]))
        groups[group] = groups.get(group, 0) + size
    print("\n| imported, one module after another | held, 32-bit |\n|---|---|")
    for group in sorted(set(GROUPS.values()), key=lambda group: -groups[group]):
        print("| %s | %s |" % (group, kb(groups[group])))
    print("| all of them | %s |" % kb(modules["total"]))
    print("\n(Module by module the figures move by a KB or so: MicroPython's tables of "
          "interned names grow in steps, counted against the module that fills them.)")
    dropin(folder, ours)
    sources = checked(run_wasm(budget_script(folder, {"budget": 1 << 30, "play": False}),
                               source_tree(os.path.join(folder, "sources"))),
                      "the budget gate on sources")
    print("\nFrom `.py` sources instead (compiled on the badge at every start): importing "
          "takes %s at most and holds %s; the start-up to the intro takes %s at most." % (
              kb(sources["phases"]["imports"]), kb(sources["marks"]["imports held"]),
              kb(sources["phases"]["start-up"])))


def badge(us):
    return "%.2f s (%.2f–%.2f)" % (us * FACTOR / 1e6, us * FACTOR_LOW / 1e6,
                                   us * FACTOR_HIGH / 1e6)


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def timed(folder, tree, play, runs):
    """The passes' times of ``runs`` runs, each pass the least of them, by kind."""
    script = budget_script(folder, {"memory": False, "play": play})
    best = None
    for _ in range(runs):
        # A heap with room to spare: times, not memory (the run keeps its own records too).
        times = checked(run_unix(script, tree, heap="1024wK"), "the timed session")["times"]
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
    after = timed(folder, None, False, START_RUNS)["start-up"][0]
    before = timed(folder, source_tree(os.path.join(folder, "timed")), False,
                   START_RUNS)["start-up"][0]
    print("\n| start-up, code.py's first line to the intro | unix port | badge at %dx "
          "(%d–%dx) |\n|---|---|---|" % (FACTOR, FACTOR_LOW, FACTOR_HIGH))
    print("| from `.py` sources (before) | %.0f ms | %s |" % (before / 1000, badge(before)))
    print("| from the bundle's `.mpy` (after) | %.0f ms | %s |" % (after / 1000, badge(after)))
    print("\n| loop pass | passes | unix port: max / p99 / median | badge at %dx: max "
          "(%d–%dx) | badge: median |\n|---|---|---|---|---|" % (
              FACTOR, FACTOR_LOW, FACTOR_HIGH))
    for kind in ("move", "slide", "hint", "scramble", "setup", "record saved",
                 "picture switch", "demo", "idle"):
        times = compiled.get(kind)
        if not times:
            continue
        print("| %s | %d | %.2f / %.2f / %.3f ms | %s | %.3f s |" % (
            kind, len(times), max(times) / 1000, percentile(times, 0.99) / 1000,
            percentile(times, 0.5) / 1000, badge(max(times)),
            percentile(times, 0.5) * FACTOR / 1e6))
    print("\nMicroPython's unix port on this computer: the start-up the fastest of %d runs, "
          "each loop pass the fastest of %d; the "
          "collector running as it needs to (its pauses are in the maxima). Not in these "
          "times: what CircuitPython does in C (drawing the changed areas and sending them "
          "over SPI, at least 13.7 ms a full frame; reading files from flash)." % (
              START_RUNS, RUNS))


BEGIN = "<!-- make bench: bench/budget_bench.py begins -->"
END = "<!-- make bench: bench/budget_bench.py ends -->"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--readme", action="store_true",
                        help="also put the tables into README.md, between its markers")
    readme = parser.parse_args(argv).readme
    out = io.StringIO()
    with tempfile.TemporaryDirectory() as folder, contextlib.redirect_stdout(out):
        memory(folder)
        object_sizes(folder)
        timing(folder)
    print(out.getvalue(), end="")
    if readme:
        path = os.path.join(ROOT, "README.md")
        with open(path, encoding="utf-8") as file:
            text = file.read()
        pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.S)
        assert pattern.search(text), "README.md has no markers " + BEGIN
        text = pattern.sub(lambda _: BEGIN + "\n" + out.getvalue() + END, text)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)


if __name__ == "__main__":
    main()
