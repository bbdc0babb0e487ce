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
  it is in ``state`` (``"a"`` until solved: hints play it); ``["watch", True]`` (or False):
  the ``keypad`` stand-in measures what each pass allocates while it is on.
"""

PASSES_PER_SECOND = 32
MOST_PASSES = 40000  # a script that takes longer is stuck: it stops with a message


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
        if self.passes > MOST_PASSES:
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
            elif not game.ready or game.busy:  # the rest waits for the game to settle
                return None
            elif kind == "press":
                self.at += 1
                return step[1]
            elif kind == "shot":
                self.shoot(step[1], game)
            elif kind == "watch":
                self.watching = step[1]
            elif game.state != step[1]:  # "until"
                return step[2]
            self.at += 1
        self.done = True
        raise Over()
