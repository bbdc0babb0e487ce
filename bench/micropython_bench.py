# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The runtime gate's figures for the README (``make bench``): the game under MicroPython.

Runs ``tests/micropython/game_gate.py`` in MicroPython's unix port with a fixed heap (the
same run as ``tests/test_micropython.py``) and prints a markdown table per board size: the
heap the game's own objects take, bytes allocated per move, the heap in use after 100 and
after 10 000 moves, and the time per move from ``time.monotonic`` inside MicroPython.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))  # last, so that code.py cannot hide `code`

from test_micropython import BOARD_HEAP, GAME_HEAP, run_gate  # noqa: E402

RUNS = 3  # time per move: the fastest run's; the heap figures are the same in every run


def gate(name, heap):
    """The figures of one gate run; exits with the gate's output if it failed."""
    done, result = run_gate(name, heap)
    if done.returncode:
        sys.exit("%s failed:\n%s%s" % (name, done.stdout, done.stderr))
    return result


def main():
    runs = [gate("game_gate", GAME_HEAP) for _ in range(RUNS)]
    result = runs[0]
    print("| size | game objects (bytes) | bytes allocated per move | heap after 100 moves "
          "| heap after 10 000 moves | time per move (µs) |")
    print("|---|---|---|---|---|---|")
    for index, figures in enumerate(result["sizes"]):
        us = min(run["sizes"][index]["us_per_move"] for run in runs)
        print("| %s | %d | %g | %d | %d | %.2f |" % (
            figures["size"].replace("x", "×"), figures["game_bytes"], figures["alloc_per_move"],
            figures["heap_after_100"], figures["heap_after_10000"], us))
    board = gate("board_gate", BOARD_HEAP)
    print("\nMicroPython %s unix port, -X heapsize=%s (%d bytes with %d-byte words: about "
          "twice what the same objects take on the badge's 32-bit heap); %d legal moves "
          "counted with the collector off; time on this computer, fastest of %d runs, not the "
          "badge's 120 MHz Cortex-M4. The board logic alone also passes its own run (%s) under "
          "-X heapsize=%s (%d bytes)." % (
              result["micropython"], GAME_HEAP, result["heap_total"], result["word_bytes"],
              result["sizes"][0]["block_moves"], RUNS,
              ", ".join(figures["size"] for figures in board["sizes"]), BOARD_HEAP,
              board["heap_total"]))


if __name__ == "__main__":
    main()
