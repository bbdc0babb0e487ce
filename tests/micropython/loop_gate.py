# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""code.py's own loop under MicroPython, on the fake firmware: it rests, dims and tilts, and a
pass allocates nothing.

Imported by a script that ``import prelude`` first and runs ``main(config)``, with
``tests/micropython/fakes`` on the path (as the timing session). ``code.py`` itself runs, its
``parameters.py`` changed by ``config`` (``TILT``, ``DIM_SECONDS``...), and the gate plays it a
pass at a time from the fake keypad's ``on_read`` (each pass looks for a key once). Time is
fake: the rest's sleeps move the badge's milliseconds (``supervisor.ticks_ms``) on without
sleeping, so the wall time of a pass is the time it is awake. Prints one JSON line: the
figures of each block of passes, and the problems found (exit status 1 if any).
"""

import gc
import sys

import board
import firmware
import keypad
import supervisor
from prelude import CircuitPythonTime, _time

ARROWS = ("up", "down", "left", "right")
KEYS = {"b": 0, "a": 1, "start": 2, "select": 3, "right": 4, "down": 5, "up": 6, "left": 7}
# The chip's raw reading of each side raised 30 degrees (x points left, y to the top).
ASLANT = 8190  # 16380 * sin(30 degrees)
LEAN = {"left": (-ASLANT, 0), "right": (ASLANT, 0), "up": (0, -ASLANT), "down": (0, ASLANT)}
TILT_MODULES = ("puzzle.tilt", "adafruit_lis3dh", "adafruit_bus_device")


def press(button):
    """``button`` pressed and let go, for the game to read at its next look."""
    keypad.pending.append((KEYS[button], True))
    keypad.pending.append((KEYS[button], False))


class Stop(Exception):
    """The gate's script is over: out of code.py's loop."""


def play(source, scope):
    """``code.py``'s ``source`` run in ``scope`` until the gate stops it (:class:`Stop`); the
    firmware's stand-ins and the keypad's hook taken out, whatever happens."""
    try:
        exec(source, scope)
    except Stop:
        pass
    finally:
        firmware.uninstall()
        keypad.on_read = None


class GameClock:
    """The game's clock (``time.monotonic``): moved on only by the gate, so that a pass in
    play reads a clock that allocates nothing."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


class Gate:
    """The script, run a pass at a time; its figures in ``result``."""

    def __init__(self, config):
        self.config = config
        self.scope = {"__name__": "__main__"}
        self.clock = GameClock()
        self.asleep_ms = 0
        self.sleeps = 0
        self.ms = {}  # seconds asked of sleep -> milliseconds: no float arithmetic per sleep
        self.passes = 0
        self.steps = self.script()
        self.base = 0  # the heap in use before code.py ran
        self.result = {"gate": "loop", "config": config, "blocks": {}, "problems": []}

    def sleep(self, seconds):
        """The rest's sleep (and the library's): the badge's milliseconds move on, nothing
        sleeps. The rest's own are looked up: no float arithmetic in a measured pass."""
        ms = self.ms.get(seconds)
        if ms is None:
            ms = int(seconds * 1000 + 0.5)
        supervisor.now += ms
        self.asleep_ms += ms
        self.sleeps += 1

    def on_read(self):
        """Each pass of code.py's loop: the script's next step."""
        self.passes += 1
        if next(self.steps, None) is None:
            raise Stop()

    def check(self, condition, message):
        if not condition:
            self.result["problems"].append(message)

    # -- the script, one yield a pass

    @property
    def game(self):
        return self.scope["game"]

    @property
    def rest(self):
        return self.scope["rest"]

    def press(self, button):
        press(button)

    def until(self, what, condition, most=2000):
        """Passes until ``condition()`` holds (``what`` it means, for the problem if never);
        the game's clock moves 50 ms a pass meanwhile (a tile glides, the setup pause ends)."""
        for _ in range(most):
            if condition():
                return
            self.clock.now += 0.05
            yield 1
        self.check(False, "%s: not after %d passes (state %s, %d moves)" % (
            what, most, self.game.state, self.game.moves))

    def block(self, name, passes, allocation_free=True):
        """``passes`` passes with nothing pressed, measured: bytes allocated (the collector
        off), wall time (the awake time), and the time slept meanwhile. With
        ``allocation_free``, a byte allocated is a problem."""
        gc.collect()
        gc.disable()
        asleep, sleeps = self.asleep_ms, self.sleeps
        before = gc.mem_alloc()
        began = _time.ticks_us()
        for _ in range(passes):
            yield 1
        awake_us = _time.ticks_diff(_time.ticks_us(), began)
        allocated = gc.mem_alloc() - before
        gc.enable()
        self.result["blocks"][name] = {
            "passes": passes, "alloc_bytes": allocated, "awake_us": awake_us,
            "asleep_ms": self.asleep_ms - asleep, "sleeps": self.sleeps - sleeps}
        self.check(allocated == 0 or not allocation_free, "%s: %d passes allocated %d bytes" % (
            name, passes, allocated))

    def movable(self):
        """An arrow that moves a tile now, and the tile it moves."""
        board_ = self.game.board
        for arrow in ARROWS:
            if arrow in board_.legal_moves():
                return arrow
        return None

    def script(self):
        config = self.config
        gc.collect()
        self.result["held"] = gc.mem_alloc() - self.base  # code.py's, at the intro
        self.result["tilt_modules"] = [name for name in TILT_MODULES if name in sys.modules]
        for _ in range(20):  # the hint files are checked a step a pass at first
            yield 1
        # The intro: its tick reads the game's clock for the demo's timer, a float (a heap
        # object in this 64-bit port, not in CircuitPython's): measured, not held to 0.
        yield from self.block("intro", 100, allocation_free=False)
        self.press("a")
        yield from self.until("play", lambda: self.game.state == "play" and not self.game.busy)
        yield from self.block("play", 200)  # 4 s: awake still
        self.check(not self.rest.dimmed, "dimmed before DIM_SECONDS")
        yield from self.until("dimmed", lambda: self.rest.dimmed, 200)
        yield from self.block("dimmed", 100)
        self.check(self.rest.dimmed and board.DISPLAY.brightness < 1,
                   "play: not dimmed after %d ms asleep" % self.asleep_ms)
        moves = self.game.moves
        arrow = self.movable()
        self.press(arrow)
        yield 1
        yield 1
        self.check(not self.rest.dimmed and board.DISPLAY.brightness == 1.0,
                   "a press did not wake the screen")
        self.check(self.game.moves == moves, "the press that woke the screen moved a tile")
        self.press(arrow)
        yield from self.until("a move", lambda: self.game.moves == moves + 1)
        yield from self.until("landed", lambda: not self.game.busy)
        if config["TILT"]:
            yield from self.tilts()

    def tilts(self):
        chip = board.ACCELEROMETER
        for _ in range(3):  # a tilt, held, and back to level: one move each time
            moves = self.game.moves
            arrow = self.movable()
            chip.lean(*LEAN[arrow])
            yield from self.until("a tilt's move", lambda: self.game.moves == moves + 1, 100)
            yield from self.until("landed", lambda: not self.game.busy)
            for _ in range(50):  # held: nothing more
                yield 1
            self.check(self.game.moves == moves + 1, "a held tilt moved %d tiles" % (
                self.game.moves - moves))
            chip.lean(0, 0)
            for _ in range(5):
                yield 1
        self.result["tilt_moves"] = self.game.moves
        reads = chip.reads
        yield from self.block("play, tilt on", 200)
        self.result["blocks"]["play, tilt on"]["reads"] = chip.reads - reads

    def run(self):
        """Run code.py with the gate's parameters, then its script, to the end."""
        import parameters

        for name in self.config:
            setattr(parameters, name, self.config[name])
        for seconds in (parameters.REST_SECONDS, 0.1):  # 0.1: puzzle.feedback.Rest's dimmed rest
            self.ms[seconds] = int(seconds * 1000 + 0.5)
        supervisor.now = 1000
        CircuitPythonTime.monotonic = self.clock
        CircuitPythonTime.sleep = self.sleep
        keypad.on_read = self.on_read
        firmware.install()
        with open("code.py") as file:
            source = file.read()
        gc.collect()
        self.base = gc.mem_alloc()
        play(source, self.scope)
        self.result["passes"] = self.passes


def main(config):
    from harness import report

    gate = Gate(config)
    gate.run()
    result = gate.result
    result["ok"] = not result["problems"]
    report(result)
