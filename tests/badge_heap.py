# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What the game holds on the badge's heap, from the heap gate's raw figures.

``tests/micropython/heap_gate.py`` runs ``code.py`` in MicroPython's unix port, step by step, on
the fake firmware, and prints after each step the heap in use, the displayio buffers made and
the interned names. The unix port is not the badge in two ways that matter, and this module
turns its figures into the badge's:

- **Names.** On the badge the names of CircuitPython's C modules are in flash, and the game's
  own fill pools that double (20, 40, ... 640, 1280 entries), each made whole when the last
  fills: a pool costs 7 bytes an entry (a pointer, a hash, a length), its names' characters
  beside. The unix port's stand-ins for the firmware are imported (their names interned) before
  ``code.py`` starts, as the badge has them in flash, and its pools hold 11-byte
  entries, so its pools are not the badge's: the gate counts the names the game adds and
  their characters, and the pools they fill are worked out here as the badge makes them.
- **Words.** The unix port's words are 8 bytes; everything but the names and the displayio
  buffers (pixels: the same bytes on both) takes ``WORDS`` of its bytes on the badge.

Calibrated on CircuitPython 10.2.1 itself, measured outside the project on commit 9420476
(``tests/data/circuitpython-9420476.json``): ``BOOT_NAMES`` makes the names the badge held then
(1 265), and ``WORDS`` makes what it held once the intro had prepared (147 360 bytes) read
true; every other step of ``code.py`` then reads within 3 % of what the badge showed. The gate
is run on that commit again by ``bench/heap_calibration.py``, which works the constants out.
"""

import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
MEASURED = os.path.join(HERE, "data", "circuitpython-9420476.json")
BOOT_NAMES = 121  # names in the badge's pools when code.py starts (its own included)
TOP_POOLS = 3  # pools the badge has made by then: 20, 40 and 80 entries
POOL_ENTRY = 7  # bytes an entry: a pointer, a 2-byte hash, a 1-byte length
POOL_HEADER = 24  # bytes before a pool's entries
BLOCK = 16  # the collector's block: every allocation is rounded up to it
WORDS = 0.645  # badge bytes for a unix-port byte of what is neither names nor pixels
KB = 1024


def blocks(size):
    """Bytes the collector gives an allocation of ``size``."""
    return -(-size // BLOCK) * BLOCK


def pools_bytes(names):
    """Bytes of the badge's pools past its first ``TOP_POOLS`` once it holds ``names``."""
    total, capacity, size, made = 0, 0, 20, 0
    while capacity < names:
        if made >= TOP_POOLS:
            total += blocks(POOL_HEADER + POOL_ENTRY * size)
        capacity += size
        size *= 2
        made += 1
    return total


def parse(output):
    """The gate's steps: ``[{"step", "heap", "buffers", "names", "chars", "pools"}]``, and the
    game's modules."""
    steps, modules = [], []
    for line in output.splitlines():
        words = line.split()
        if line.startswith("HEAP ") and words[1] != "done":
            steps.append({"step": words[1], "heap": int(words[2]), "buffers": int(words[3])})
        elif line.startswith("qstr pool:"):
            fields = dict(field.strip().split("=") for field in line[10:].split(","))
            steps[-1].update(names=int(fields["n_qstr"]), chars=int(fields["n_str_data_bytes"]),
                             pools=int(fields["n_total_bytes"]) - int(fields["n_str_data_bytes"]))
        elif line.startswith("MODULES"):
            modules = words[1:]
    return steps, modules


def on_badge(steps):
    """Each step's ``held`` (bytes, since code.py's first line) and ``names`` on the badge."""
    start = steps[0]
    for step in steps:
        names = step["names"] - start["names"]
        chars = step["chars"] - start["chars"]
        unix_names = chars + step["pools"] - start["pools"]
        rest = step["heap"] - start["heap"] - unix_names - step["buffers"]
        step["badge_names"] = BOOT_NAMES + names
        step["held"] = round(WORDS * rest + step["buffers"] + chars
                             + pools_bytes(BOOT_NAMES + names))
    return steps


def run(micropython, tree, gates, config, heap="1024wK"):
    """The gate run on ``tree`` (a bundle, as the MicroPython gates load it); its steps on the
    badge (:func:`on_badge`) and the game's modules."""
    with open(os.path.join(gates, "heap_gate.json"), "w") as file:
        json.dump(config, file)
    # The bundle's folders relative to it, as on the badge: each module's file name is one of
    # its names, as long as there ("puzzle/view.mpy").
    path = [gates, os.path.join(gates, "fakes"), "", "lib"]
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(path))
    done = subprocess.run([micropython, "-X", "heapsize=" + heap,
                           os.path.join(gates, "heap_gate.py")], cwd=tree, env=env,
                          capture_output=True, text=True, timeout=300)
    if done.returncode != 0 or "HEAP done" not in done.stdout:
        raise RuntimeError("the heap gate failed:\n" + done.stdout + done.stderr)
    steps, modules = parse(done.stdout)
    return on_badge(steps), modules


def measured():
    """What CircuitPython 10.2.1 showed on commit 9420476: ``{"steps": {step: bytes held},
    "modules": {module: bytes}, "names": count}``."""
    with open(MEASURED) as file:
        return json.load(file)
