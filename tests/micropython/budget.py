# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's start and a session of play, pass by pass: for the budget gate and the bench.

Runs under MicroPython after ``prelude``, with ``tests/micropython/fakes`` on the path: fake
``board``, ``keypad``, ``displayio``... that allocate what CircuitPython allocates (see each).
``code.py`` itself runs, as on the badge (``sys.implementation.name`` reads
"circuitpython" to it, ``os.uname()`` answers), until it first looks for a key: the intro is
then on the screen. The game it built is then played through ``Game.press`` and
``Game.tick`` only, on a clock that moves 50 ms a pass: picture switches, a 3x3 and a 4x4
game with moves, hints and the solution (a record saved in ``nvm``), the self-playing demo,
then numbered tiles (``make_game`` with no picture sets).

``Session(memory)`` measures each pass: with ``memory`` the heap in use before it (after a
collection) and at its end with the collector off meanwhile, so that the most the pass can
have held at once is counted, garbage included; without, its time in microseconds. The
script is a generator of commands (``Session.run``), each carried out by ``Session.do`` after
the driver has collected the heap (``gc.collect()``; MicroPython's WebAssembly port collects
only between calls from JavaScript, so there each command is a call from its runner, see
``wasm_run.mjs``). The script only reads the game; ``do`` plays it: a generator's frame keeps
stale pointers to what it once held, and the collector follows them, so a script that played
the game itself would keep what the game lets go of (a solver, say) alive and counted.
"""

import array
import gc
import sys

import audiocore  # noqa: F401  (the firmware's modules, imported before anything is measured)
import audioio  # noqa: F401
import bitmaptools  # noqa: F401
import board
import digitalio  # noqa: F401
import displayio  # noqa: F401
import firmware
import keypad
import microcontroller  # noqa: F401
import neopixel_write  # noqa: F401
import terminalio  # noqa: F401
from prelude import CircuitPythonTime, _time

PASS_SECONDS = 0.05  # the fake clock's step per loop pass
MOST_PASSES = 6000  # room for the times of a session's passes, made before anything is measured
KINDS = ("imports", "start-up", "idle", "picture switch", "setup", "scramble", "move", "slide",
         "hint", "record saved", "demo")
ARROWS = ("up", "down", "left", "right")
NOWHERE = "/no/pictures/here"


class Started(Exception):
    """code.py looked for its first key: the intro is on the screen."""


class FakeClock:
    """The session's clock: it moves when the session moves it (game_gate's has the same
    shape, but importing game_gate would import the game before anything is measured)."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def _solution(game):
    """The moves that solve ``game``'s board, a byte each, from the game's own solver (its
    hints have made it): a Solver of the session's own would be a second set of tables,
    counted as the game's."""
    solution = game._hints._hinter.solve(game.board)
    return bytes(ARROWS.index(direction) for direction in solution)


def _start_stop():
    raise Started()


class Session:
    """One run of the badge's start and the scripted play; figures in ``phases``/``marks``."""

    def __init__(self, memory, hog=0):
        self.memory = memory
        self.hog = hog  # bytes held from the start on (the gate's negative test)
        self.held = None
        self.clock = FakeClock()
        # Made now, so that recording a pass allocates nothing: the kind (index in KINDS) and
        # time of each pass; the most heap of each phase and each kind.
        self.kinds = bytearray(MOST_PASSES if not memory else 0)
        self.times = array.array("i", bytearray(4 * len(self.kinds)))
        self.count = 0
        self.phases = {}
        self.kind_peaks = {}
        self.peak = 0
        self.marks = {}  # name -> bytes in use after a collection
        self.loaded = {}  # name -> the modules loaded then
        self.base = 0
        self.phase = ""
        self.game = None
        self.scope = None
        CircuitPythonTime.monotonic = self.clock
        firmware.install()

    def close(self):
        """Give ``import`` back its own ``sys``, ``os`` and ``gc``."""
        firmware.uninstall()

    def run(self, rng, play=True):
        """The whole session, as commands for :meth:`do`: the start, then (with ``play``) the
        script. Between two commands the heap is collected (see the module's docstring)."""
        yield from self.start(self.memory)
        if play:
            yield from self.script(rng)

    def do(self, command):
        """Carry out a command of :meth:`run`: ``(kind, button)``, a pass of code.py's loop
        (the clock then moves on); ``(kind, function, argument)``, a part of the start;
        ``(name,)``, a mark; None, nothing (a collection only).

        The session itself is a generator, and a generator's frame keeps what it once held
        (stale pointers, which the collector follows): so the game is played here, in plain
        calls, and what the game lets go of is never held by the session's frames."""
        if command is None:
            return
        if len(command) == 1:
            self.mark(command[0])
        elif len(command) == 2:
            self._measure(command[0], self._pass, command[1])
            self.clock.now += PASS_SECONDS
        else:
            self._measure(*command)

    def mark(self, name):
        """The heap in use now, after a collection, as ``marks[name]``; the modules loaded
        then as ``loaded[name]`` (the game's and the libraries': what holds their RAM)."""
        self.marks[name] = gc.mem_alloc() - self.base
        self.loaded[name] = sorted(module for module in sys.modules
                                   if module.startswith(("puzzle", "adafruit")))

    # -- the start

    def start(self, imports_first):
        """Run code.py to the intro; with ``imports_first`` its imports are measured apart."""
        with open("code.py") as file:
            source = file.read()
        scope = {"__name__": "__main__"}
        yield None
        self.base = gc.mem_alloc()
        if imports_first:
            yield "imports", self._import_badge_modules, None
            yield ("imports held",)
        keypad.on_read = _start_stop
        yield "start-up", self._run, (source, scope)
        keypad.on_read = None
        self.game = scope["game"]
        self.scope = scope
        if self.hog:
            self.held = bytearray(self.hog)
        yield ("start-up held",)

    def _import_badge_modules(self, _):
        # What code.py imports on the badge, all the rest through them.
        __import__("puzzle.badge")
        __import__("puzzle.app")
        __import__("puzzle.settings")

    def _run(self, job):
        try:
            exec(job[0], job[1])
        except Started:
            pass

    def _measure(self, kind, function, argument):
        """Run one pass (or a phase of the start) and record its figure.

        A pass that ends the setup pause is a "scramble", one that solves the board has a
        record saved.
        """
        state = self.game.state if self.game else ""
        if self.memory:
            gc.disable()
            try:
                function(argument)
            finally:
                figure = gc.mem_alloc() - self.base
                gc.enable()
        else:
            began = _time.ticks_us()
            function(argument)
            figure = _time.ticks_diff(_time.ticks_us(), began)
        if self.game and state != self.game.state:
            if state == "setup":
                kind = "scramble"
            elif self.game.state == "solved":
                kind = "record saved"
        if self.memory:
            phase = self.phase or kind
            self.phases[phase] = max(self.phases.get(phase, 0), figure)
            self.kind_peaks[kind] = max(self.kind_peaks.get(kind, 0), figure)
            self.peak = max(self.peak, figure)
        elif self.count < len(self.kinds):
            self.kinds[self.count] = KINDS.index(kind)
            self.times[self.count] = figure
            self.count += 1

    # -- play, one loop pass at a time

    def _pass(self, button):
        if button:
            self.game.press(button)
        self.game.tick()

    def settle(self, kind="slide"):
        """Passes without a press until the game takes input (a slide, the setup pause)."""
        count = 0
        while not self.game.ready and count < 200:
            yield kind, None
            count += 1

    def hint(self):
        """A (whose hint moves a tile), then passes until the move is made: "hint" passes."""
        moves = self.game.moves
        yield "hint", "a"
        count = 0
        while self.game.moves == moves and self.game.state == "play" and count < 500:
            yield "hint", None
            count += 1
        yield from self.settle()

    def solve(self):
        """Arrows along a solution; the pass that solves it saves the record."""
        path = _solution(self.game)
        yield None
        for index in path:
            yield "move", ARROWS[index]
            yield from self.settle()

    def play(self, button, size, rng, moves=150, hints=8):
        """A whole game of ``size`` on ``button``: setup, moves, hints, the solution."""
        self.phase = "play " + size
        yield "setup", button
        self.clock.now += 2  # the solved tiles' moment
        yield from self.settle("setup")
        for _ in range(moves):
            yield "move", ARROWS[rng.randrange(4)]
            yield from self.settle()
        yield ("play %s held" % size,)
        self.phase = "hints " + size
        for _ in range(hints):
            yield from self.hint()
        yield ("hints %s held" % size,)
        self.phase = "solve " + size
        yield from self.solve()
        self.clock.now += 5  # "You won!", then the whole picture
        yield "idle", None
        yield "idle", "start"

    def script(self, rng):
        """The session after the start (see the module's docstring)."""
        self.phase = "pictures"
        for button in ("right", "right", "right", "left", "left", "left"):
            yield "picture switch", button
        yield from self.play("a", "3x3", rng)
        yield from self.play("b", "4x4", rng)
        yield ("intro after play held",)
        self.phase = "demo"
        self.clock.now += 31  # the intro left alone
        yield "idle", None
        for _ in range(40):
            self.clock.now += 0.4
            yield "demo", None
        yield "idle", "b"
        yield from self.numbered(rng)

    def numbered(self, rng):
        """A game without picture sets: numbered tiles drawn into a Bitmap, 3x3 and 4x4."""
        from puzzle.app import make_game
        from puzzle.settings import load

        self.game = None
        self.scope.clear()  # code.py's game, platform and modules go
        self.phase = "numbered"
        settings = load()
        del load, sys.modules["puzzle.settings"]  # as code.py lets go of the settings' rules
        delattr(sys.modules["puzzle"], "settings")
        yield None
        self.game = make_game(settings, board.DISPLAY, self.clock, rng=rng, images=NOWHERE)
        del make_game, sys.modules["puzzle.app"]  # as code.py lets go of what built the game
        delattr(sys.modules["puzzle"], "app")
        for button, size in (("a", "3x3"), ("b", "4x4")):
            self.phase = "numbered " + size
            yield "setup", button
            self.clock.now += 2
            yield from self.settle("setup")
            for _ in range(20):
                yield "move", ARROWS[rng.randrange(4)]
                yield from self.settle()
            yield ("numbered %s held" % size,)
            yield "idle", "start"
            yield "idle", "up"  # round to the last item: "Back to intro"
            yield "idle", "a"
