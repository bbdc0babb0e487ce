# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game's heap and time on the real CircuitPython (``make bench``).

Runs the session of the real-runtime gate (``tests/circuitpython/life.py``: the game's whole
life in four starts of the badge) on CircuitPython 10.2.1 with the bundle as built:

- the smallest heap on which each run completes, bisected to 2 KB (the stand-ins' own bytes,
  measured in the same run before the game, are added to the heap and left out of the figure);
- with the badge's heap of ``BADGE_HEAP`` for the game, the heap collected at the start of
  every pass: the most the game holds between passes, so the lowest free heap seen;
- for each module the game imports late and lets go of, the same with it held from its
  first import on: what letting it go saves, at the worst moment, in smallest heap and in
  the most held between passes.

Times come from ``bench/timing_bench.py``: this build runs at the host's speed, its C drawing
included, which the rule of about 100 times slower on a badge is not calibrated on.

Its output fills the ``circuitpython_bench.py`` blocks of the docs (``bench/publish.py``): the
``summary`` part the README's, the rest ``docs/memory.md``'s.
"""

import argparse
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tests", "circuitpython"), os.path.join(ROOT, "tools")]

import bundle  # noqa: E402
import life  # noqa: E402
import runtime  # noqa: E402

KB = 1024
BADGE_HEAP = 150 * KB  # the PyBadge's Python heap, about (CIRCUITPYTHON.md)
GATE_HEAP = 120 * KB  # what the gate gives the game: the badge's less 30 KB for a maker
LOWEST, HIGHEST, STEP = 40 * KB, 150 * KB, 2 * KB
# The modules the game lets go of (by the prefix of their names) and who does. Everything
# else imported stays: imported again between long-lived objects, a module's code would wear
# the heap down (docs/memory.md).
LET_GO = (
    ("puzzle.settings", "code.py, once the settings are checked"),
    ("puzzle.app", "code.py, once the game is built"),
)


def completes(tree, steps, folder, heap, nvm, keep=()):
    report = runtime.run(tree, steps, folder, heap, nvm=nvm, shots=False, keep=keep)
    return report["done"] and "Traceback" not in report["output"]


def smallest_heap(tree, steps, folder, standins, nvm, keep=()):
    """The smallest heap for the game (bytes, to ``STEP``) on which the run completes."""
    low, high = LOWEST, HIGHEST  # fails at low (or is the floor), completes at high
    while high - low > STEP:
        middle = (low + high) // 2 // KB * KB
        if completes(tree, steps, folder, middle + standins, nvm, keep):
            high = middle
        else:
            low = middle
    return high


def measure(bundle_folder, work, keep=(), bisect=True):
    """A row of figures for each run of the session (``keep``: see ``runtime.run``); None
    when a run with a module kept does not complete even on the badge's heap."""
    rows = []
    nvm = runtime.ERASED_NVM
    for name, change, steps in life.RUNS:
        folder = tempfile.mkdtemp(prefix=name, dir=work)
        tree = life.drive(bundle_folder, folder, change)
        standins = runtime.run(tree, steps, folder, BADGE_HEAP, nvm=nvm, dry=True)["standins"]
        report = runtime.run(tree, steps, folder, BADGE_HEAP + standins, nvm=nvm, shots=False,
                             collect=True, keep=keep)
        if not report["done"]:  # even the badge's whole heap is too short (a module kept)
            assert keep, report["output"][-2000:]
            return None
        rows.append({"run": name, "standins": standins,
                     "smallest": smallest_heap(tree, steps, folder, standins, nvm, keep)
                     if bisect else 0,
                     "most held": report["held"],
                     "lowest free": BADGE_HEAP - report["held"]})
        nvm = report["nvm"]
    return rows


def savings(bundle_folder, work, rows):
    """What letting each module of ``LET_GO`` go saves: Markdown."""
    smallest = max(row["smallest"] for row in rows)
    held = max(row["most held"] for row in rows)
    lines = ["| let go of | by | saves: smallest heap | saves: most held between passes |",
             "|---|---|---|---|"]
    for prefix, who in LET_GO:
        kept = measure(bundle_folder, work, keep=(prefix,))
        if kept is None:
            lines.append("| `%s` | %s | more than the badge's %.0f KB has left | |" % (
                prefix, who, (BADGE_HEAP - smallest) / KB))
            continue
        lines.append("| `%s` | %s | %.0f KB | %.1f KB |" % (
            prefix, who, (max(row["smallest"] for row in kept) - smallest) / KB,
            (max(row["most held"] for row in kept) - held) / KB))
    return "\n".join(lines)


def table(rows, size):
    """The figures as Markdown."""
    lines = [
        "| run of the session | smallest heap it completes on | most held between passes "
        "| lowest free of %d KB | stand-ins (apart) |" % (BADGE_HEAP // KB),
        "|---|---|---|---|---|"]
    for row in rows:
        lines.append("| %s | %.0f KB | %.1f KB | %.1f KB | %.1f KB |" % (
            row["run"], row["smallest"] / KB, row["most held"] / KB, row["lowest free"] / KB,
            row["standins"] / KB))
    smallest = max(row["smallest"] for row in rows)
    held = max(row["most held"] for row in rows)
    lines += [
        "",
        "The whole session completes on **%.0f KB** for the game; the gate gives it %.0f KB "
        "(%.0f KB to spare). Between passes the game holds at most %.1f KB, so at least "
        "%.1f KB of the badge's %.0f KB stay free. The bundle is %.1f KB." % (
            smallest / KB, GATE_HEAP / KB, (GATE_HEAP - smallest) / KB, held / KB,
            (BADGE_HEAP - held) / KB, BADGE_HEAP / KB, size / KB)]
    return "\n".join(lines)


def summary(rows, size):
    """What the game costs on a badge, in a few rows: the README's."""
    return "\n".join([
        "| what it costs | |", "|---|---|",
        "| on the drive (`make bundle`) | %.1f KB |" % (size / KB),
        "| heap the whole session completes on (bisected) | %.0f KB |" % (
            max(row["smallest"] for row in rows) / KB),
        "| heap held between passes, at most | %.1f KB of about %.0f KB |" % (
            max(row["most held"] for row in rows) / KB, BADGE_HEAP / KB)])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.parse_args(argv)
    if runtime.find_runtime() is None:  # nothing on stdout: the docs keep their figures
        print("circuitpython bench skipped: " + runtime.SKIP_REASON, file=sys.stderr)
        return 0
    with tempfile.TemporaryDirectory() as work:
        target = os.path.join(work, "CIRCUITPY")
        size = bundle.build(target)
        rows = measure(target, work)
        text = "%s\n\n%s\n@@ summary\n%s" % (table(rows, size), savings(target, work, rows),
                                             summary(rows, size))
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
