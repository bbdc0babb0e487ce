# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The loop-pass times of the session of :mod:`timing`, for the timing bench.

Imported by a script that ``import prelude`` first and then runs ``main(config)``; the
``config`` keys: ``play`` (True; False stops at the intro: the start-up alone; "intro alone":
the intro built without the game) and ``seed``.
Prints one JSON line: ``times``, the microseconds of each pass by kind.
"""

import random

from timing import KINDS, Session


def main(config):
    """Run the session of ``config``; see the module's docstring."""
    random.seed(config.get("seed", 11))
    session = Session()
    for command in session.run(random, config.get("play", True)):
        session.do(command)
    session.close()
    from harness import report

    times = {}
    for index in range(session.count):
        times.setdefault(KINDS[session.kinds[index]], []).append(session.times[index])
    report({"gate": "timing", "times": times, "problems": [], "ok": True})
