# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Start-up on a count, not a clock (``make bench``): the instructions from ``code.py``'s first
line until the intro is built, and the collections among them.

``tests/micropython/startup_gate.py`` runs in MicroPython's unix port under Valgrind's
callgrind, which counts a run the same again to a fraction of a percent: once with ``code.py``
and once without (the gate's own, subtracted). The heap is the one the life gate gives the
evening in the badge's pool (``tests/test_life.py``). The Python's count (the collector's apart) is
x86-64's, turned into the badge's Thumb-2 instructions by the ratio the two showed on commit
9420476 (CircuitPython 10.2.1 counted outside the project: 55.14 M to the first poll, 17.24 M
of them in 37 collections), then into milliseconds at 2.2 cycles an instruction at 120 MHz.
The badge collects each time its heap must grow an area, which the unix port's one fixed heap
cannot show: the collections are counted here, not turned into the badge's. Without Valgrind
it says so in one line and prints nothing.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))

import test_life  # noqa: E402
from test_micropython import MICROPYTHON, gate_tree, gates  # noqa: E402

# 9420476 on CircuitPython 10.2.1's Thumb-2 build (../shared/data/circuitpython-9420476.md):
# start-up's Python without its collections; and what this bench counted for it on x86-64.
BADGE_TOTAL, BADGE_COLLECTING, COLLECTIONS = 55.14e6, 17.24e6, 37
BADGE_PYTHON_9420476 = BADGE_TOTAL - BADGE_COLLECTING
COUNTED_9420476 = 57.61e6
CPI, MHZ = 2.2, 120


def count(heap, baseline):
    """``(instructions, instructions in collections, collections)`` of one run."""
    none = os.path.join(gates(), "startup_gate.none")
    if baseline:
        open(none, "w").close()
    elif os.path.exists(none):
        os.remove(none)
    out = tempfile.mktemp(prefix="callgrind-")
    tree = gate_tree()
    path = [gates(), os.path.join(gates(), "fakes"), tree, os.path.join(tree, "lib")]
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(path))
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
                           sys.executable, MICROPYTHON, "-X", "heapsize=" + heap,
                           os.path.join(gates(), "startup_gate.py")], cwd=tree, env=env,
                          capture_output=True, text=True, timeout=600)
    if "STARTED" not in done.stdout:
        sys.exit("startup gate failed:\n" + done.stdout + done.stderr[-2000:])
    annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                               capture_output=True, text=True).stdout
    total = int(re.search(r"^([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS", annotated, re.M)
                .group(1).replace(",", ""))
    gc = re.search(r"^\s*([\d,]+) \([^)]*\)\s+\S*gccollect\.c:gc_collect \[", annotated,
                   re.M)
    collections = calls(out, "gc_collect")
    os.remove(out)
    return total, int(gc.group(1).replace(",", "")) if gc else 0, collections


def calls(out, function):
    """How many times ``function`` was called, from callgrind's file ``out``."""
    names, count, wanted = {}, 0, False
    with open(out) as file:
        for line in file:
            named = re.match(r"c?fn=\((\d+)\)(?: (.*))?$", line.strip())
            if named:
                if named.group(2):
                    names[named.group(1)] = named.group(2)
                wanted = line.startswith("cfn=") and names.get(named.group(1)) == function
            elif wanted and line.startswith("calls="):
                count += int(line.split("=")[1].split()[0])
                wanted = False
    return count


def main():
    if not shutil.which("valgrind"):
        print("startup_bench: skipped: no valgrind (Debian, Ubuntu: sudo apt install valgrind)",
              file=sys.stderr)
        return
    held = test_life.held_on_badge()
    heap = test_life.heap_for_pool(test_life.BADGE_POOL, held)
    total, gc, collections = count(heap, False)
    base, base_gc, base_collections = count(heap, True)
    python = total - gc - (base - base_gc)
    badge = python * BADGE_PYTHON_9420476 / COUNTED_9420476
    print("| start-up, `code.py`'s first line to the intro built | counted |")
    print("|---|---|")
    print("| instructions of Python on x86-64 (collections apart) | %.2f M |" % (python / 1e6))
    print("| the same on the badge (Thumb-2, calibrated on 9420476) | %.2f M: %.0f ms |" % (
        badge / 1e6, badge * CPI / MHZ / 1e3))
    print("| collections on the unix port, in the badge's pool | %d (%.2f M instructions) |" % (
        collections - base_collections, (gc - base_gc) / 1e6))


if __name__ == "__main__":
    main()
