# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A scripted session of the game, the same on the real CircuitPython and on the desktop.

Runs under CircuitPython (inside the badge's own ``code.py`` loop, through the ``keypad``
stand-in) and under CPython (the desktop renderer of ``tests/circuitpython/runtime.py``), so
both play the same game pass for pass:

- time is the session's: a pass of the loop is ``1/32`` s (exact in CircuitPython's 30-bit
  floats and in CPython's, so a deadline falls on the same pass on both sides);
- the scramble's randomness is :class:`Random`, the same numbers on both sides;
- a step of the script is a list, played once the game has settled (it takes input and
  nothing is on its way: no tile gliding, no hint being worked out): ``["press", button]``;
  ``["wait", seconds]`` of passes without a press; ``["shot", name]``, the screen and the
  game described; ``["until", state, button]``, ``button`` each time the game settles until
  it is in ``state`` (``"a"`` until solved: hints play it; ``None``: no press, the game left
  alone); ``["watch", True]`` (or False): the ``keypad`` stand-in measures what each pass
  allocates while it is on; ``["move"]``, an arrow that moves a tile (the first of
  ``ARROWS`` the board can move); ``["menu", item]``: START, DOWN to ``item`` (one of
  ``MENU``), A. The menu opens on Resume, or on Redo while the player is redoing (Redo was
  the last item chosen and there is more to redo), as the game's menu does; ``["game",
  number]``: game ``number`` of a player's evening (:func:`game_steps`), its steps made when
  it begins.
"""

from evening import DEMO_SECONDS, WON_SECONDS, plan

PASSES_PER_SECOND = 32
MOST_PASSES = 40000  # a step that takes longer is stuck: the script stops with a message
ARROWS = ("up", "down", "left", "right")
MENU = ("resume", "redo", "restart", "new scramble", "back to intro")  # puzzle/texts.py's
REDO = 1


class Over(SystemExit):
    """The script is over (or stuck): ``code.py``'s loop ends here."""


class Random:
    """What the game uses of ``random``, from a 32-bit xorshift: the same on both sides."""

    def __init__(self, seed=1):
        self.seed(seed)

    def seed(self, value=1):
        self._state = (value * 2654435761 + 1) & 0xFFFFFFFF or 1

    def getrandbits(self, bits):
        state = self._state
        state ^= (state << 13) & 0xFFFFFFFF
        state ^= state >> 17
        state ^= (state << 5) & 0xFFFFFFFF
        self._state = state
        return state >> (32 - bits) if bits else 0

    def randrange(self, start, stop=None):
        if stop is None:
            start, stop = 0, start
        span = stop - start
        bits = 1
        while (1 << bits) < span:
            bits += 1
        value = self.getrandbits(bits)
        while value >= span:  # rejection: uniform over the span
            value = self.getrandbits(bits)
        return start + value

    def randint(self, low, high):
        return self.randrange(low, high + 1)

    def choice(self, items):
        return items[self.randrange(len(items))]

    def random(self):
        return self.getrandbits(24) / 16777216


def game_steps(number):
    """The steps of game ``number`` of the evening (``tests/micropython/evening.py``), with
    its shots: ``N play`` (``N play again`` after Back to intro), ``N undone`` after the
    undos, ``N <item>`` after each menu item, ``N won`` once solved."""
    steps = []
    again = ""
    for action in plan(number):
        kind = action[0]
        if kind == "intro":
            steps.append(["press", action[1]])
        elif kind == "demo":
            steps.extend((["until", "demo", None], ["wait", DEMO_SECONDS], ["press", "start"]))
        elif kind == "play":
            steps.extend((["press", action[1]], ["shot", "%d play%s" % (number, again)]))
            again = " again"
        elif kind == "moves":
            steps.extend(["move"] for _ in range(action[1]))
        elif kind == "undo":
            steps.extend(["press", "b"] for _ in range(action[1]))
            steps.append(["shot", "%d undone" % number])
        elif kind == "menu":
            steps.extend((["menu", action[1]], ["shot", "%d %s" % (number, action[1])]))
        elif kind == "hints":
            steps.extend((["until", "solved", "a"], ["shot", "%d won" % number]))
        else:  # "won": the whole picture comes, then START
            steps.extend((["wait", WON_SECONDS], ["press", "start"]))
    return steps


def describe(game):
    """The game as the session reports it at a shot."""
    board = game.board
    return {"state": game.state, "picture": game.picture_name, "notice": game.notice,
            "width": board.width, "height": board.height, "tiles": board.tiles,
            "moves": game.moves, "helped": game.helped, "seconds": game.seconds}


class Driver:
    """Plays ``steps`` one pass of the loop at a time, and keeps the session's clock.

    :param list steps: the script (see the module's docstring)
    :param shoot: called with a shot's name and the game
    """

    def __init__(self, steps, shoot):
        self.steps = steps
        self.shoot = shoot
        self.ticks = PASSES_PER_SECOND  # the clock starts at 1 s
        self.passes = 0
        self.at = 0  # the step being played
        self._began = 0  # the pass it began on
        self._downs = -1  # in a menu step: the DOWN presses still to come (-1: START first)
        self.redoing = False  # Redo was the menu's last choice
        self._until = -1  # the tick a wait ends on
        self.watching = False
        self.done = False

    def seconds(self):
        return self.ticks / PASSES_PER_SECOND

    def ms(self):
        return self.ticks * 1000 // PASSES_PER_SECOND

    def next_press(self, game):
        """A pass of the loop begins: time moves on; the button the script presses, or None.

        :raises Over: when the script is over, or stuck (``done`` says which)
        """
        self.ticks += 1
        self.passes += 1
        if self.passes - self._began > MOST_PASSES:
            print("SESSION STUCK at step %d: %r" % (self.at, self.steps[self.at]))
            raise Over()
        steps = self.steps
        while self.at < len(steps):
            step = steps[self.at]
            kind = step[0]
            if kind == "wait":
                if self._until < 0:
                    self._until = self.ticks + int(step[1] * PASSES_PER_SECOND)
                if self.ticks < self._until:
                    return None
                self._until = -1
            elif kind == "game":  # its steps in its place, the played ones let go of
                self.steps = steps = game_steps(step[1]) + steps[self.at + 1:]
                self.at = 0
                self._began = self.passes
                continue
            elif not game.ready or game.busy:  # the rest waits for the game to settle
                return None
            elif kind == "press":
                self._next()
                return step[1]
            elif kind == "move":
                self._next()
                legal = game.board.legal_moves()
                for arrow in ARROWS:
                    if arrow in legal:
                        return arrow
            elif kind == "menu":
                return self._menu(game, step[1])
            elif kind == "shot":
                self.shoot(step[1], game)
            elif kind == "watch":
                self.watching = step[1]
            elif game.state != step[1]:  # "until"
                return step[2]
            self._next()
        self.done = True
        raise Over()

    def _next(self):
        """On to the next step."""
        self.at += 1
        self._began = self.passes

    def _menu(self, game, item):
        """The press of a menu step that comes now: START, each DOWN, then A (the last)."""
        if self._downs < 0:
            at = REDO if self.redoing and game.redoable else 0
            self._downs = (MENU.index(item) - at) % len(MENU)
            self.redoing = item == MENU[REDO]
            return "start"
        if self._downs:
            self._downs -= 1
            return "down"
        self._downs = -1
        self._next()
        return "a"
