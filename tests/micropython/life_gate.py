# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A player's evening under MicroPython's fixed heap: one start of ``code.py``, many games.

Imported by a script that ``import prelude`` first and runs ``main(config)``, with
``tests/micropython/fakes`` on the path (as the loop gate). ``code.py`` itself runs on the fake
firmware, whose displayio keeps every buffer at CircuitPython's size, and the script plays it a
pass at a time from the fake keypad, as a player would, game by game as ``evening.plan`` says
(the CircuitPython gate's evening is the same): 3x3 and 4x4 in turn, each game with moves,
undo, the menu's Redo, Restart, New scramble and Back to intro, picture switches, easy mode,
the demo, and hints (A) to solved; no forced collection but the gate's own measures.

``config``: ``games`` to play; ``prepare`` (True or absent): the first game waits until the
intro's quiet passes have prepared everything, as on the heap gate (``held_at_intro`` is then
what the game holds prepared); ``fragment`` (bytes, or 0): once every size has been played
and hinted, the free heap is cut into runs shorter than this (:func:`fragment`), so that an
allocation of that many bytes or more fails and the game shows it as a fallback or a line on
the console. Prints one JSON line: the console's lines, the largest free block at each game's
start, the displayio buffers of 1 KB or more made after the first intro, and the problems
found (exit status 1 if any).
"""

import builtins
import gc
import random
import sys

import board
import displayio
import firmware
import keypad
import supervisor
from evening import DEMO_SECONDS, WON_SECONDS, plan
from loop_gate import ARROWS, GameClock, Stop, play, press
from prelude import CircuitPythonTime

PASS_SECONDS = 0.05  # the game's clock moves this much a pass
PREPARE_SECONDS = 4  # on the intro, its quiet passes prepare everything (the heap gate's wait)
SEED = 1  # the game's scrambles: the same evening at every run (MicroPython seeds afresh)
WORD = 8 if sys.maxsize > 1 << 32 else 4
BLOCK = 4 * WORD  # the collector's block
# Menu items by place (puzzle/texts.py MENU): the menu opens on the first.
MENU = ("resume", "redo", "restart", "new scramble", "back to intro")
REDO = MENU.index("redo")
NO_HINTS = "not enough memory for hints"  # puzzle/hints.py's line: no hint will come


def largest_block():
    """The largest block the heap can give now, in bytes (after a collection)."""
    gc.collect()
    low, high = 0, gc.mem_free()
    while low < high:
        middle = (low + high + 1) // 2
        try:
            bytearray(middle)  # made and let go of at once
            low = middle
        except MemoryError:
            high = middle - 1
    gc.collect()
    return low


def make_names_pool():
    """Intern names until the runtime makes its next pool of names; returns how many.

    The runtime keeps the names a module brings (functions, attributes, short strings) in
    pools that double: 20, 40, ... 640 names, then one of 1280 names (about 15 KB here) made
    whole. The stand-ins bring some 230 names that on the badge are C code's, in flash; with
    them the game's names outgrow the six pools the badge fills and ask for the seventh,
    mid-game, in a heap the game has cut up. Made here, before ``code.py``, it is counted as
    the stand-ins' share, as their names are on the badge.
    """
    # The names made before any is interned: their chunks then lie together, as the badge's
    # do among the modules' code, not each between the garbage of the next one's making.
    names = ["name_%d" % count for count in range(1, 1281)]
    for count in range(1, 1281):
        before = gc.mem_alloc()
        hasattr(None, names[count - 1])  # the name is interned, for good
        if gc.mem_alloc() - before > 1280 * WORD:  # the pool of 1280, not one before it
            return count
    return 0


def fragment(run, kept=None):
    """Fill the free heap with small blocks, then free all but one at every ``run`` bytes of
    address: every free run is then shorter than ``run``, and an allocation of ``run`` bytes
    or more fails, while smaller ones find room. Returns what must be kept alive: ``kept``
    (what an earlier call returned) and the blocks kept now."""
    gc.collect()
    chain = None
    try:
        while True:
            chain = [chain]  # two blocks: the list and its items, made in turn
    except MemoryError:
        pass
    node = chain
    chain = None
    while node is not None:
        after = node[0]
        if (id(node) + BLOCK) % run < 2 * BLOCK:  # at a boundary: it stays
            node[0] = kept
            kept = node
        node = after
    after = None
    gc.collect()
    return kept


class Gate:
    """The evening, run a pass at a time; its figures in ``result``."""

    def __init__(self, config):
        self.config = config
        self.scope = {"__name__": "__main__"}
        self.clock = GameClock()
        self.steps = self.script()
        self.passes = 0
        self.console = []
        self.walls = None
        self.redoing = False  # Redo was the menu's last choice
        # Each game's figures go into lists made now: made as the evening goes, they would
        # be blocks of the gate's own between the game's.
        games = config["games"]
        self.result = {"gate": "life", "config": config, "largest": [0] * games,
                       "held": [0] * games, "most_held": 0, "problems": [], "games": 0,
                       "buffers": []}

    def on_read(self):
        self.passes += 1
        if next(self.steps, None) is None:
            raise Stop()

    def print(self, *args, **kwargs):
        """The game's console: kept, and echoed."""
        line = " ".join(str(arg) for arg in args)
        self.console.append(line)

    def check(self, condition, message):
        if not condition:
            self.result["problems"].append(message)

    @property
    def game(self):
        return self.scope["game"]

    def passes_until(self, what, condition, most=3000):
        """Passes until ``condition()`` holds; the clock moves ``PASS_SECONDS`` a pass."""
        for _ in range(most):
            if condition():
                return
            self.clock.now += PASS_SECONDS
            yield 1
        self.check(False, "%s: not after %d passes (state %s)" % (what, most, self.game.state))
        raise Stop()

    def settled(self, state):
        game = self.game
        return lambda: game.state == state and game.ready and not game.busy

    def tap(self, button, state):
        """Press ``button``, then wait until the game has settled in ``state``. Once the heap
        is to be cut up, it is cut up again before each press (what the last press let go of
        may have joined two runs)."""
        if self.walls is not None:
            self.walls = fragment(self.config["fragment"], self.walls)
        press(button)
        yield 1
        yield from self.passes_until("%s to %s" % (button, state), self.settled(state))

    def menu(self, name):
        """START, DOWN to the menu's item ``name``, A. The menu opens on Resume, or on Redo
        while the player is redoing (Redo chosen last, and more to redo)."""
        item = MENU.index(name)
        at = REDO if self.redoing and self.game.redoable else 0
        yield from self.tap("start", "menu")
        for _ in range((item - at) % len(MENU)):
            yield from self.tap("down", "menu")
        self.redoing = item == REDO
        yield from self.tap("a", "intro" if name == "back to intro" else "play")

    def moves(self, count):
        """``count`` arrows that move a tile."""
        for _ in range(count):
            for arrow in ARROWS:
                if arrow in self.game.board.legal_moves():
                    yield from self.tap(arrow, "play")
                    break

    def hints_to_solved(self):
        game = self.game
        for _ in range(400):
            if game.state != "play" or NO_HINTS in self.console:
                break
            if self.walls is not None:
                self.walls = fragment(self.config["fragment"], self.walls)
            press("a")
            yield 1
            yield from self.passes_until("a hint", lambda: not game.busy and game.ready)
            if self.walls is None:
                gc.collect()
                held = gc.mem_alloc() - self.result["base"]
                if held > self.result["most_held"]:
                    self.result["most_held"] = held
        yield from self.passes_until("solved", self.settled("solved"))

    def demo(self):
        """Left alone on the intro, the game plays itself; a press ends it."""
        game = self.game
        yield from self.passes_until("the demo", lambda: game.state == "demo", 1000)
        for _ in range(int(DEMO_SECONDS / PASS_SECONDS)):
            self.clock.now += PASS_SECONDS
            yield 1
        yield from self.tap("start", "intro")

    def act(self, action):
        """One action of ``evening.plan``, played to where the game settles."""
        kind = action[0]
        if kind == "intro":
            yield from self.tap(action[1], "intro")
        elif kind == "demo":
            yield from self.demo()
        elif kind == "play":
            yield from self.tap(action[1], "play")
        elif kind == "moves":
            yield from self.moves(action[1])
        elif kind == "undo":
            for _ in range(action[1]):
                yield from self.tap("b", "play")
        elif kind == "menu":
            yield from self.menu(action[1])
        elif kind == "hints":
            yield from self.hints_to_solved()
        else:  # "won": "You won!", then the whole picture, then back to the intro
            game = self.game
            yield from self.passes_until("the whole picture", lambda: game.state == "solved"
                                         and game.ready, 200)
            for _ in range(int(WON_SECONDS / PASS_SECONDS)):
                self.clock.now += PASS_SECONDS
                yield 1
            yield from self.tap("start", "intro")

    def script(self):
        config = self.config
        yield from self.passes_until("the intro", self.settled("intro"))
        if config.get("prepare"):  # the intro's quiet passes prepare everything
            for _ in range(int(PREPARE_SECONDS / PASS_SECONDS)):
                self.clock.now += PASS_SECONDS
                yield 1
        gc.collect()
        self.result["held_at_intro"] = gc.mem_alloc() - self.result["base"]
        buffers_before = displayio.big_buffers()
        for number in range(config["games"]):
            if number == 2 and config["fragment"]:
                # Every size played and hinted: from now on nothing large may be made. Cut
                # again while freeing the cut's own frames left a run as long (it can).
                for _ in range(3):
                    self.walls = fragment(config["fragment"], self.walls)
                    self.result["fragmented"] = largest_block()
                    if self.result["fragmented"] < config["fragment"]:
                        break
                buffers_before = displayio.big_buffers()
            started = False
            for action in plan(number):
                yield from self.act(action)
                if action[0] == "play" and not started:  # the game's start: measured
                    started = True
                    if self.walls is None:
                        self.result["largest"][number] = largest_block()
                        self.result["held"][number] = gc.mem_alloc() - self.result["base"]
            self.result["games"] += 1
        self.result["buffers"] = displayio.big_buffers()[len(buffers_before):]

    def run(self):
        supervisor.now = 1000
        CircuitPythonTime.monotonic = self.clock
        CircuitPythonTime.sleep = lambda seconds: None
        keypad.on_read = self.on_read
        firmware.install()
        real_print = builtins.print
        builtins.print = self.print
        with open("code.py") as file:
            source = file.read()
        random.seed(SEED)
        self.result["names_made"] = make_names_pool()
        gc.collect()
        self.result["base"] = gc.mem_alloc()  # the stand-ins' and the gate's own
        try:
            play(source, self.scope)
        except MemoryError:  # the gate's own script, with the game's heap all taken
            self.result["problems"].append("the gate ran out of memory")
        finally:
            builtins.print = real_print
        self.walls = None
        self.scope.clear()  # the game goes: the report has its heap
        board.DISPLAY.root_group = None
        gc.collect()
        self.result["passes"] = self.passes
        self.result["console"] = self.console
        self.check(self.result["games"] == self.config["games"], "%d games of %d" % (
            self.result["games"], self.config["games"]))


def main(config):
    from harness import report

    gate = Gate(config)
    gate.run()
    result = gate.result
    result["ok"] = not result["problems"]
    report(result)
