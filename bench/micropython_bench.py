# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The runtime gate's figures for the README (``make bench``): the game under MicroPython.

Runs ``tests/micropython/game_gate.py`` in MicroPython's unix port with a fixed heap (the
same run as ``tests/test_micropython.py``) and prints a markdown table per board size: the
heap the game's own objects take, bytes allocated per move, the heap in use after 100 and
after 10 000 moves, and the time per move from ``time.monotonic`` inside MicroPython. Then
(part ``settings``) what reading ``parameters.py`` costs: the shipped file, imported, and the
same with one line that is not a value, read a statement at a time
(``tests/micropython/settings_gate.py``).
"""

import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))  # last, so that code.py cannot hide `code`

from test_micropython import (BOARD_HEAP, GAME_HEAP, result_of, run_gate,  # noqa: E402
                              run_micropython)

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
    settings()


def load_settings(folder, script, heap, load=True):
    """The settings gate's run on ``folder``'s parameters.py (``load``: False, only imported)."""
    with open(script, "w") as file:
        file.write("import settings_gate\n%s\n" % (
            "settings_gate.main(%r)" % folder if load else ""))
    return run_micropython(script, heap)


def smallest_heap(folder, script, load=True):
    """The smallest ``-X heapsize`` (in ``wK``) the settings gate completes on."""
    low, high = 4, 128
    while low < high:
        middle = (low + high) // 2
        done = load_settings(folder, script, "%dwK" % middle, load)
        if done.returncode == 0 and (not load or '"problems"' in done.stdout):
            high = middle
        else:
            low = middle + 1
    return low


def settings():
    with open(os.path.join(ROOT, "parameters.py")) as file:
        shipped = file.read()
    print("@@ settings")
    print("| parameters.py | read by | bytes allocated, collector off | time (µs) "
          "| smallest heap (wK) |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        script = os.path.join(folder, "settings_script.py")
        empty = smallest_heap(folder, script, load=False)
        for name, text, way in (("shipped", shipped, "import"),
                                ("`SOUND = Flase`", shipped.replace("SOUND = True",
                                                                    "SOUND = Flase"),
                                 "import, then a statement at a time")):
            drive = os.path.join(folder, "drive-%d" % len(way))
            os.mkdir(drive)
            with open(os.path.join(drive, "parameters.py"), "w") as file:
                file.write(text)
            runs = [result_of(load_settings(drive, script, GAME_HEAP)) for _ in range(RUNS)]
            print("| %s | %s | %d | %d | %d |" % (
                name, way, runs[0]["allocated"], min(run["us"] for run in runs),
                smallest_heap(drive, script)))
    print("\nMicroPython's unix port, 8-byte words (-X heapsize=NwK is N KiB of a 32-bit "
          "heap); the compiled settings module, the collector off while load() runs (what "
          "it allocated and kept; the compiler frees its parse itself); time on this "
          "computer, fastest of %d runs. The smallest heap is the whole run's: the gates' "
          "prelude and the settings module alone need %dwK." % (RUNS, empty))


if __name__ == "__main__":
    main()
