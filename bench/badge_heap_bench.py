# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What the game holds on the badge, step by step and module by module (``make bench``).

The heap gate (``tests/badge_heap.py``) on this commit, beside what CircuitPython 10.2.1 itself
showed on commit 9420476 and what the gate reads for that commit (its raw figures are kept with
the measurement): part ``steps`` the steps of ``code.py``, part ``modules`` each module
imported alone, dependencies first, part ``summary`` the README's lines.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))  # last, so that code.py cannot hide `code`

import badge_heap  # noqa: E402
from test_micropython import MICROPYTHON, gate_tree, gates  # noqa: E402

KB = 1024
LET_GO = ("puzzle.settings", "puzzle.outputs", "puzzle.reading", "puzzle.app")  # let go of
# once they have done (by code.py, Badge and make_game)
POOL = 151 * KB  # what the badge gives code.py
STEPS = (("imports", "`code.py`'s imports"), ("settings", "`load()`, its module let go"),
         ("platform", "`Platform(settings)`"), ("game", "`make_game(...)`"),
         ("rest", "`Rest(...)`: the intro is up"),
         ("while", "4 s on the intro: its quiet passes have prepared"))


def kb(size):
    return "%.1f" % (size / KB)


def held(steps):
    return {step["step"]: step for step in steps}


def brought(tree, module):
    """The game's modules that importing ``module`` alone loads."""
    return set(badge_heap.run(MICROPYTHON, tree, gates(), {"modules": [module]})[1])


def main():
    tree = gate_tree()
    now, modules = badge_heap.run(MICROPYTHON, tree, gates(), {"seconds": 4.0})
    modules += [name for name in LET_GO if name not in modules]
    now = held(now)
    measured = badge_heap.measured()
    then = held(badge_heap.on_badge(measured["gate"]))
    print("@@ steps")
    print("| after | CircuitPython, 9420476 (measured) | the gate, 9420476 | the gate, now "
          "| names, now |")
    print("|---|---|---|---|---|")
    for step, what in STEPS:
        print("| %s | %s KB | %s KB | **%s KB** | %d |" % (
            what, kb(measured["steps"][step]), kb(then[step]["held"]), kb(now[step]["held"]),
            now[step]["badge_names"]))
    most = max(step["held"] for step in now.values())
    print("\nKB of 1024 bytes, held since `code.py`'s first line, after a collection. The "
          "badge gives `code.py` about %d KB: once prepared the game holds %s KB of it and "
          "leaves **%s KB** for a maker." % (POOL // KB, kb(now["while"]["held"]),
                                             kb(POOL - most)))

    print("@@ modules")
    # Dependencies first: a module brings more than any module it imports.
    loads = {module: brought(tree, module) for module in modules}
    order = sorted(modules, key=lambda module: (len(loads[module]), module))
    steps = badge_heap.run(MICROPYTHON, tree, gates(), {"modules": order})[0]
    print("| module | the gate, now (bytes) | CircuitPython, 9420476 (measured) |")
    print("|---|---|---|")
    rows = []
    for before, step in zip(steps, steps[1:]):
        rows.append((step["held"] - before["held"], step["step"]))
    for size, module in sorted(rows, reverse=True):
        badge = measured["modules"].get(module, {}).get("heap")
        print("| %s | %d | %s |" % (module, size, badge if badge else "–"))
    print("| **all** | **%d** | **%d** |" % (steps[-1]["held"], sum(
        module["heap"] for module in measured["modules"].values())))
    print("\nEach imported alone after a collection, in the order of what it brings. A module "
          "that fills the last pool of names pays for the next, whole: the gate counts the "
          "game's names (%d once all are loaded, with CircuitPython's own at the start of "
          "`code.py`) and makes the pools the badge makes." % steps[-1]["badge_names"])

    print("@@ summary")
    print("| on the badge's heap | |\n|---|---|")
    print("| the game, its intro prepared | %s KB |" % kb(now["while"]["held"]))
    print("| left for a maker, of %d KB | %s KB |" % (POOL // KB, kb(POOL - most)))


if __name__ == "__main__":
    main()
