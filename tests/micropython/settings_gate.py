# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``puzzle.settings.load`` in a MicroPython run with a fixed heap, on a ``parameters.py``.

The folder holding the ``parameters.py`` comes first on the path, as the badge's root does;
the settings module is the bundle's, compiled. Prints one JSON line: the problems, the values
read, the bytes ``load`` allocated (the collector off: all it asked for, the most it could
hold at once) and the microseconds it took (the unix port's, not the badge's).
"""

import prelude  # noqa: F401  (first: the PyBadge's modules and CircuitPython's time)

import gc
import json
import sys
import time

from puzzle.settings import RULES, load


def main(folder):
    sys.path.insert(0, folder)
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    start = time.monotonic_ns()
    settings = load()
    elapsed = time.monotonic_ns() - start
    allocated = gc.mem_alloc() - before
    gc.enable()
    print(json.dumps({"problems": settings.problems, "allocated": allocated,
                      "us": elapsed // 1000,
                      "values": dict((name, getattr(settings, name)) for name, _, _ in RULES)}))
