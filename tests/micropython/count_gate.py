# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The session of ``count_script.py`` through ``code.py``'s own loop, for an instruction count.

Run as a script in MicroPython's unix port, with ``tests/micropython/fakes`` on the path, under
Valgrind's callgrind with ``--dump-before=mp_cmath_phase`` (``bench/count_bench.py``). A pass of
the loop runs from one look for a key to the next (the badge's count cuts its passes there
too); at each look the gate calls ``cmath.phase`` (a function the game never calls, so a dump
of callgrind's counts) before and after its own work, so the counts alternate: the game's
pass, then the gate's work between passes, to leave out. The first is ``code.py``'s start-up,
from its first line to its first look (the gate's own start before it, in a dump of its own).
The fake firmware runs in native functions, out of the count (``count_native.py``, with
callgrind's ``--toggle-collect=fun_native_call``), as C runs on the badge; ``import`` is the
unix port's own, in C, as on the badge. The collector is off: each pass's bytes allocated are
counted, for the collections they cost the badge. Prints one JSON line: ``kinds``, the kind of
each pass in order; ``allocated``, the bytes each allocated (the native functions' arguments
and the fakes' structs left out: ``count_native.over``); ``pixels``, the pixels the
firmware's bulk operations walked; ``refreshes``, how many times each asked the display to
refresh; and ``seconds``, each pass's own time on the badge (after the start-up's). Before
it, MicroPython's line on the interned names when ``code.py`` starts and at the end.

The game's clock moves after each pass by the script's ``step``: a pass's own time is its
dump's instructions (read back from the file callgrind has just written) at the seconds an
instruction given, as the badge's count moved its clock by the instructions each pass ran.

    count_gate.py DUMPS SECONDS SEED  # DUMPS: callgrind's --callgrind-out-file; SECONDS: the
                                      # badge's seconds an x86-64 instruction of the game's
                                      # Python; SEED: of the session's scrambles
"""

import builtins
import gc
import random
import sys

import micropython

import prelude
import audiocore  # noqa: F401,I001 (the firmware's modules, loaded before code.py as on a badge)
import audioio  # noqa: F401
import bitmaptools  # noqa: F401
import board
import digitalio  # noqa: F401
import displayio  # noqa: F401
import firmware
import keypad
import microcontroller  # noqa: F401
import neopixel_write  # noqa: F401
import supervisor
import terminalio  # noqa: F401
from adafruit_bus_device import i2c_device
import count_native
from count_script import STARTUP, Script
from loop_gate import Stop, play
from prelude import CircuitPythonTime

FIRMWARE = (audiocore, audioio, bitmaptools, board, digitalio, displayio, keypad,
            microcontroller, neopixel_write, supervisor, terminalio, i2c_device)
mark = prelude.real_import("cmath").phase  # a dump of callgrind's counts at each call
KEYS = {"b": 0, "a": 1, "start": 2, "select": 3, "right": 4, "down": 5, "up": 6, "left": 7}


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


class Gate:
    """The session through code.py: callgrind's dumps at ``dumps``, ``rate`` the badge's seconds
    an instruction counted."""

    def __init__(self, dumps, rate):
        self.dumps, self.rate = dumps, rate
        self.scope = {"__name__": "__main__"}
        self.clock = Clock()
        self.script = Script(lambda: self.scope["game"])
        self.kinds = [STARTUP]
        self.refreshes = []
        self.allocated = []  # bytes each pass allocated (the collector off)
        self.pixels = []  # pixels its bulk operations walked
        self.seconds = []  # each pass's own time on the badge (after the start-up)
        self.began = self.over = self.walked = 0
        self.asked = 0
        self.started = False

    def refresh(self, *, target_frames_per_second=60, minimum_frames_per_second=0):
        self.asked += 1
        return True

    def sleep(self, seconds):
        supervisor.now += int(seconds * 1000 + 0.5)

    def own(self, index):
        """The badge's seconds of pass ``index``'s Python (0: the start-up): callgrind's dump
        of it (its summary, in the file's head) at ``rate``."""
        with open("%s.%d" % (self.dumps, 2 + 2 * index)) as file:
            for line in file:
                if line.startswith("summary:"):
                    return int(line.split()[1]) * self.rate
        raise ValueError("no summary in dump %d" % index)

    def on_read(self):
        mark(0)  # the pass (or the start-up) ends here
        self.allocated.append(gc.mem_alloc() - self.began - (count_native.over[0] - self.over))
        self.pixels.append(count_native.pixels[0] - self.walked)
        self.refreshes.append(self.asked)
        self.asked = 0
        if self.started:
            own = self.own(len(self.allocated) - 1)
            self.kinds.append(self.script.kind(self.refreshes[-1] > 0))
            self.seconds.append(own)
            self.clock.now += self.script.step(own)
        self.started = True
        button = self.script.button()
        if self.script.done:
            raise Stop()
        if button:
            keypad.pending.append((KEYS[button], True))  # its release would be a look more
        self.over = count_native.over[0]
        self.walked = count_native.pixels[0]
        self.began = gc.mem_alloc()
        mark(0)  # the next pass begins

    def run(self):
        supervisor.now = 1000
        with open("code.py") as file:
            source = file.read()
        native = count_native.native
        count_native.install(FIRMWARE, (CircuitPythonTime, firmware._Stand))
        CircuitPythonTime.monotonic = native(self.clock)
        CircuitPythonTime.sleep = native(self.sleep)
        board.DISPLAY.refresh = native(self.refresh)
        builtins.__import__ = prelude.real_import  # import as the badge's C does it
        keypad.on_read = self.on_read
        for stand in firmware._STANDS.values():
            count_native.flatten(stand)
        firmware.install()
        gc.collect()
        gc.disable()  # what each pass allocates, which the badge's collector pays for
        count_native.over[0] = count_native.pixels[0] = 0
        micropython.qstr_info()  # the names interned when code.py starts
        self.began = gc.mem_alloc()
        mark(0)  # code.py's first line
        try:
            play(source, self.scope)
        finally:
            gc.enable()


def main():
    from harness import report

    random.seed(int(sys.argv[3]))  # the same scrambles every run: the same count
    gate = Gate(sys.argv[1], float(sys.argv[2]))
    gate.run()
    micropython.qstr_info()  # and at the end
    report({"gate": "count", "kinds": gate.kinds, "refreshes": gate.refreshes,
            "allocated": gate.allocated, "pixels": gate.pixels, "seconds": gate.seconds,
            "problems": [], "ok": True})


if __name__ == "__main__":
    main()
    sys.exit(0)
