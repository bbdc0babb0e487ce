# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What the game holds at each step of ``code.py``, as MicroPython counts it: the raw figures.

Run as a script in MicroPython's unix port, with ``tests/micropython/fakes`` on the path and
its settings in ``heap_gate.json`` beside it. ``code.py`` runs in the steps CircuitPython's own
measurement took (its imports, the settings, the platform, ``make_game``, the rest, then
``seconds`` on the intro with nothing pressed, while its quiet passes prepare the solver).
After each step, after a collection, it prints ``HEAP <step> <bytes in use> <bytes of displayio
buffers made>`` and MicroPython's line on its interned names (``qstr pool: n_pool=...,
n_qstr=..., n_str_data_bytes=..., n_total_bytes=...``): ``tests/badge_heap.py`` turns them into
the badge's figures. Last, ``MODULES`` and the game's modules. The stand-ins for the badge's
firmware are imported before the first figures: on the badge they are in flash. With
``modules``, a list of module names, it runs no game: each is imported in turn and measured as
a step of its own.
"""

import builtins
import gc
import json
import sys

import prelude  # noqa: F401 (first: CircuitPython's time)
import audiocore  # noqa: F401 (the badge's firmware, built in there: imported before the start)
import audioio  # noqa: F401
import bitmaptools  # noqa: F401
import board  # noqa: F401
import digitalio  # noqa: F401
import displayio
import firmware
import keypad
import microcontroller  # noqa: F401
import micropython
import neopixel_write  # noqa: F401
import supervisor
import terminalio  # noqa: F401
from loop_gate import GameClock, Stop
from prelude import CircuitPythonTime

PASS_SECONDS = 0.05  # the game's clock moves this much a pass
STEPS = ("settings =", "platform =", "game =", "rest =", "while ")  # where code.py is cut
OURS = ("puzzle", "adafruit_")  # the modules the game brings
with open(sys.path[0] + "/heap_gate.json") as file:
    CONFIG = json.load(file)


def measure(step):
    """One step's figures on stdout: the heap in use, then the interned names."""
    gc.collect()
    buffers = sum(int(made.split(": ")[1].split()[0]) for made in displayio.big_buffers())
    print("HEAP %s %d %d" % (step, gc.mem_alloc(), buffers))
    micropython.qstr_info()


def pieces(source):
    """``code.py``'s source cut before each line that starts one of ``STEPS``: its imports,
    then one piece a step; ``(name, source)`` pairs."""
    cut = [("imports", [])]
    for line in source.split("\n"):
        for start in STEPS:
            if line.startswith(start):
                cut.append((start.strip(" ="), []))
        cut[-1][1].append(line)
    return [(name, "\n".join(lines)) for name, lines in cut]


class Passes:
    """The loop's look for a key: the clock moves on a pass, and after ``most`` passes the
    loop stops."""

    def __init__(self, clock, most):
        self.clock = clock
        self.most = most
        self.count = 0

    def __call__(self):
        self.count += 1
        self.clock.now += PASS_SECONDS
        if self.count > self.most:
            raise Stop()


def quiet(*args, **kwargs):
    """The game's console, unheard: its lines are not the figures."""


firmware.install()
real_print = builtins.print
if CONFIG.get("modules"):
    measure("start")
    for name in CONFIG["modules"]:
        __import__(name)
        measure(name)
else:
    clock = GameClock()
    supervisor.now = 1000
    CircuitPythonTime.monotonic = clock
    CircuitPythonTime.sleep = quiet
    keypad.on_read = Passes(clock, int(CONFIG["seconds"] / PASS_SECONDS))
    with open("code.py") as file:
        cut = pieces(file.read())
    scope = {"__name__": "__main__"}
    measure("start")
    for name, piece in cut:
        builtins.print = quiet
        try:
            exec(piece, scope)
        except Stop:
            pass
        builtins.print = real_print
        measure(name)
    keypad.on_read = None
firmware.uninstall()
print("MODULES " + " ".join(name for name in sys.modules if name.startswith(OURS)))
print("HEAP done 0")
