# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The memory budget gate, and the loop-pass times for the bench: one session (``budget``).

Imported by a script that ``import prelude`` first and then runs ``step = main(config)``
(``step`` is None when the run is over; in MicroPython's WebAssembly port it is the function
its runner calls until it returns False, see ``wasm_run.mjs``). The ``config`` keys:

- ``memory`` (True): each pass's most heap (collector off during it, garbage counted); the
  start-up's imports apart, then the rest of code.py to the intro. False: times instead, and
  code.py runs whole from its first line, its imports included (start-up time);
- ``hog``: bytes the game is made to hold from the start on (the negative test);
- ``play`` (True): False stops at the intro (the start-up alone);
- ``budget``: the most heap (bytes, 32-bit) the game may take at once; checked only on a
  32-bit MicroPython, where the heap's words are the badge's. Default 90 KB.

Every figure is heap in use above what was in use before code.py began (MicroPython and the
gate's own modules, the fake firmware modules). Prints one JSON line: ``peak`` (the most of
all), ``phases`` (the most of each part of the session), ``marks`` (the heap held at points
of it, after a collection), and with ``memory`` False ``times`` (microseconds of each pass,
by kind). Exits 1 past the budget.
"""

import gc
import random
import sys

from budget import KINDS, Session

# harness is imported at the end: it imports puzzle.board, which is measured with the rest.
WORD_BYTES = 8 if sys.maxsize > 0xFFFFFFFF else 4

BUDGET = 90 * 1024  # 60 % of the badge's heap of about 150 KB


def main(config):
    """Run the session of ``config``; see the module's docstring."""
    random.seed(config.get("seed", 11))
    session = Session(config.get("memory", True), hog=config.get("hog", 0))
    steps = session.run(random, config.get("play", True))
    command = [None]  # the next to carry out, after the heap has been collected

    def step():
        """Carry out the session's next command; False (and the report) at its end."""
        session.do(command[0])
        command[0] = None
        try:
            command[0] = next(steps)
            return True
        except StopIteration:
            finish(session, config.get("budget", BUDGET))
            return False

    if sys.platform == "webassembly":
        return step
    while step():
        if session.memory:
            collect()
    return None


def collect():
    """Collect until nothing more is freed: one collection does not always free all there is
    to free (see ``wasm_run.mjs``)."""
    before = gc.mem_alloc() + 1
    while gc.mem_alloc() < before:
        before = gc.mem_alloc()
        gc.collect()


def finish(session, budget):
    """Report the session's figures; exit 1 past ``budget`` on a 32-bit heap."""
    session.close()
    from harness import report

    memory = session.memory
    result = {"gate": "budget", "memory": memory, "marks": session.marks,
              "loaded": session.loaded, "problems": []}
    if memory:
        phases, peak = session.phases, session.peak
        result.update({"phases": phases, "kinds": session.kind_peaks, "peak": peak,
                       "budget": budget})
        if WORD_BYTES == 4 and peak > budget:
            worst = [name for name in phases if phases[name] == peak]
            result["problems"].append(
                "the game took %d bytes of heap at once (%s), over the budget of %d" % (
                    peak, ", ".join(worst), budget))
    else:
        times = {}
        for index in range(session.count):
            times.setdefault(KINDS[session.kinds[index]], []).append(session.times[index])
        result["times"] = times
    result["ok"] = not result["problems"]
    report(result)
