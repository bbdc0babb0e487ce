# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""How much of the idle loop is asleep (``make bench``): a markdown table for the README.

- **the badge, from the unix port**: ``tests/micropython/loop_gate.py`` runs ``code.py``'s own
  loop on the fake firmware, its sleeps counted, not slept; the wall time of a block of idle
  passes is the time they are awake (the gate's own bookkeeping included: a little high). The
  badge is estimated at ``FACTOR`` times the unix port's time (110-240x, CIRCUITPYTHON.md): a
  pass awake ``a`` and a rest ``r`` are asleep ``r / (r + FACTOR * a)`` of the time;
- **the desktop**: ``python code.py`` in a headless window, left on its intro; the share of
  wall time its process spends on the CPU (``/proc``: Linux), after it has settled.

    .venv/bin/python bench/rest_bench.py [--desktop-root OTHER_CHECKOUT]
"""

import argparse
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))  # last, so that code.py cannot hide `code`

from test_loop import GATE_PARAMETERS, run_loop_gate  # noqa: E402

RUNS = 5  # of the loop gate; each block's least awake time is taken
from timing_bench import FACTOR, FACTOR_HIGH, FACTOR_LOW  # noqa: E402
BLOCKS = (("intro", False, "the intro (its demo timer reads the clock)"),
          ("play", False, "play, nothing moving"),
          ("dimmed", False, "dimmed (100 ms rests)"),
          ("play, tilt on", True, "play with `TILT = True` (20 readings a second)"))
SETTLE_SECONDS = 4  # the desktop's start-up (imports, the hint files checked) before measuring
MEASURE_SECONDS = 10


def loop_blocks():
    """``{(block, tilt): figures}``: each block's least awake time of ``RUNS`` runs."""
    best = {}
    for _ in range(RUNS):
        for tilt in (False, True):
            done, result = run_loop_gate(TILT=tilt)
            assert result["ok"], result["problems"]
            for name, figures in result["blocks"].items():
                key = (name, tilt)
                if key not in best or figures["awake_us"] < best[key]["awake_us"]:
                    best[key] = figures
    return best


def cpu_seconds(pid):
    """User and system CPU seconds of a process so far (Linux)."""
    with open("/proc/%d/stat" % pid) as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def desktop_share(root):
    """The share of wall time ``python code.py`` in ``root`` is on the CPU, idle on its intro."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    process = subprocess.Popen([sys.executable, "code.py"], cwd=root, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        process.stdout.readline()  # its first line: the window is up
        time.sleep(SETTLE_SECONDS)
        began, cpu = time.monotonic(), cpu_seconds(process.pid)
        time.sleep(MEASURE_SECONDS)
        return (cpu_seconds(process.pid) - cpu) / (time.monotonic() - began)
    finally:
        process.terminate()
        process.wait(timeout=10)


def table(blocks, rest_ms):
    lines = ["| idle loop pass | unix port: awake per pass | badge at %dx: awake per pass | "
             "badge: share of the time asleep (%d-%dx) |" % (FACTOR, FACTOR_LOW, FACTOR_HIGH),
             "|---|---|---|---|"]
    for name, tilt, label in BLOCKS:
        figures = blocks[(name, tilt)]
        awake_ms = figures["awake_us"] / figures["passes"] / 1000
        rest = figures["asleep_ms"] / figures["passes"]

        def asleep(factor):
            return 100 * rest / (rest + factor * awake_ms)

        lines.append("| %s | %.3f ms | %.1f ms | %.0f %% (%.0f-%.0f %%) |" % (
            label, awake_ms, FACTOR * awake_ms, asleep(FACTOR), asleep(FACTOR_HIGH),
            asleep(FACTOR_LOW)))
    lines.append("")
    lines.append("Rests of %d ms (`REST_SECONDS`) between passes, 100 ms while dimmed; a loop "
                 "that never rested would be asleep 0 %% of the time." % rest_ms)
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--desktop-root", action="append", default=[],
                        help="also measure code.py of this checkout on the desktop")
    args = parser.parse_args(argv)
    print(table(loop_blocks(), round(GATE_PARAMETERS["REST_SECONDS"] * 1000)))
    print()
    print("| desktop, `python code.py` idle on the intro | share of wall time on the CPU |")
    print("|---|---|")
    for root in [ROOT] + args.desktop_root:
        name = "this checkout" if root == ROOT else root
        print("| %s | %.1f %% |" % (name, 100 * desktop_share(root)))


if __name__ == "__main__":
    main()
