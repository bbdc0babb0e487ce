# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's start-up, for an instruction count: ``code.py`` from its first line until it
first looks for a key (the intro is then built and its first refresh asked for).

Run as a script in MicroPython's unix port, with ``tests/micropython/fakes`` on the path, on
the heap of the life gate's evening in the badge's pool (``tests/test_life.py``); with
the argument-less file ``startup_gate.none`` beside it, it stops before ``code.py``: the
count of that run is the gate's own, to subtract. ``bench/startup_bench.py`` counts both under
Valgrind.
"""

import sys

import prelude  # noqa: F401 (first: CircuitPython's time)
import audiocore  # noqa: F401,I001 (the firmware's modules, loaded before code.py as on a badge)
import audioio  # noqa: F401
import bitmaptools  # noqa: F401
import board  # noqa: F401
import digitalio  # noqa: F401
import displayio  # noqa: F401
import firmware
import keypad
import microcontroller  # noqa: F401
import neopixel_write  # noqa: F401
import supervisor
import terminalio  # noqa: F401
from life_gate import make_names_pool
from loop_gate import Stop


def stop():
    raise Stop()


supervisor.now = 1000
try:
    open(sys.path[0] + "/startup_gate.none").close()
    baseline = True
except OSError:
    baseline = False
with open("code.py") as file:
    source = file.read()
make_names_pool()  # as the life gate does: the heap figures are the pool evenings'
firmware.install()
keypad.on_read = stop
if not baseline:
    try:
        exec(source, {"__name__": "__main__"})
    except Stop:
        pass
firmware.uninstall()
print("STARTED")
