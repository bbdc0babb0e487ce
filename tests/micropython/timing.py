# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's start and a session of play, each pass timed: for the timing bench.

Runs under MicroPython after ``prelude``, with ``tests/micropython/fakes`` on the path: fake
``board``, ``keypad``, ``displayio``... that allocate what CircuitPython allocates (see each).
``code.py`` itself runs, as on the badge (``sys.implementation.name`` reads
"circuitpython" to it, ``os.uname()`` answers), until it first looks for a key: the intro is
then on the screen. The game it built is then played through ``Game.press`` and
``Game.tick`` only, on a clock that moves 50 ms a pass: picture switches, a 3x3 and a 4x4
game with moves and hints to solved (a record saved in ``nvm``), the self-playing demo, a 3x3
game left by its menu's "Back to intro", then numbered tiles (``make_game`` with no picture
sets), each game left by its menu too. A game's first hint is asked for
in the pass after the scramble shows, with nothing worked out ahead but the setup pause's
("setup 3x3" and "setup 4x4" passes; then "first hint 3x3" and "first hint 4x4", the press's
to the move's).

``Session`` times each pass in microseconds, by kind, from ``code.py``'s first line (its
imports included: the start-up) on. The heap is measured on the real CircuitPython instead
(``tests/test_circuitpython.py``); these times are the unix port's Python alone, without
displayio's C drawing, which is what CIRCUITPYTHON.md's rule of about 100 times slower on a
badge is calibrated on. The script is a generator of commands (``Session.run``), each
carried out by ``Session.do``; the script only reads the game, ``do`` plays it.
"""

import array

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
import supervisor  # noqa: F401
import terminalio
from prelude import CircuitPythonTime, _time

PASS_SECONDS = 0.05  # the fake clock's step per loop pass
MOST_PASSES = 6000  # room for the times of a session's passes, made before anything is timed
# Back to the intro with numbered tiles: the solved grid drawn as the picture, from RAM (with
# a picture set, the intro's whole picture is read from the drive as it is drawn).
NUMBERED_BACK = "back to intro, numbered"
# The intro built without the game (INTRO_SCRIPT): start-up's floor.
INTRO_ALONE = "intro alone"
KINDS = ("imports", "start-up", INTRO_ALONE, "idle", "picture switch", "setup", "scramble",
         "move", "slide", "hint", "record saved", "demo", "look", "first hint 3x3",
         "first hint 4x4", "setup 3x3", "setup 4x4", "game start", "menu", "menu item",
         "back to play", "you won", "whole picture", "back to intro", NUMBERED_BACK,
         "demo start", "intro")
LOOK_PASSES = 5  # passes a player looks between presses (the hint is worked out ahead meanwhile)
ARROWS = ("up", "down", "left", "right")
NOWHERE = "/no/pictures/here"


# The intro on its own, as code.py's start makes it, without the game: the platform and the
# settings, the view with the first picture set and the intro's texts (no records, no
# problems). What start-up costs at the least while the intro is drawn by these modules.
INTRO_SCRIPT = """
from puzzle.badge import Badge
from puzzle.board import Board
from puzzle.pictures import find_sets
from puzzle.settings import load
from puzzle.screens import SIZE_BUTTONS
from puzzle.texts import intro_text, title_of
from puzzle.view import View
settings = load()
platform = Badge(settings)
names = find_sets("images")
view = View(platform.display, "images", tile_color=settings.TILE_COLOR,
            number_color=settings.NUMBER_COLOR, labels=settings.LABELS)
view.use_pictures(names[0], settings.SIZES)
boards = [Board(*size) for size in settings.SIZES]
view.show_picture(boards[0], title_of(names[0], len(names)),
                  intro_text(SIZE_BUTTONS, boards, settings.MODE, None))
"""


class FontPixels(bytearray):
    """``terminalio.FONT``'s pixels, the fake's pattern, for the session alone: read by
    subscript natively, as the badge reads them in C (the fake's own are a Python method, many
    times slower, and would be counted as the game's Python where it draws numbered tiles).
    The badge keeps them in flash; here they take heap, which the timing session has to spare.
    """

    width = terminalio.FONT.bitmap.width
    height = terminalio.FONT.bitmap.height


def _font_pixels():
    font = terminalio.FONT.bitmap
    pixels = FontPixels(font.width * font.height)
    for at in range(len(pixels)):
        pixels[at] = font[at]
    return pixels


class Started(Exception):
    """code.py looked for its first key: the intro is on the screen."""


class FakeClock:
    """The session's clock: it moves when the session moves it (game_gate's has the same
    shape, but importing game_gate would import the game before anything is measured)."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def _start_stop():
    raise Started()


class Session:
    """One run of the badge's start and the scripted play; times in ``kinds``/``times``."""

    def __init__(self):
        self.clock = FakeClock()
        # Made now, so that recording a pass allocates nothing: the kind (index in KINDS) and
        # time of each pass.
        self.kinds = bytearray(MOST_PASSES)
        self.times = array.array("i", bytearray(4 * len(self.kinds)))
        self.count = 0
        self.game = None
        self.scope = None
        CircuitPythonTime.monotonic = self.clock
        terminalio.FONT.bitmap = _font_pixels()
        firmware.install()

    def close(self):
        """Give ``import`` back its own ``sys`` and ``os``."""
        firmware.uninstall()

    def run(self, rng, play=True):
        """The whole session, as commands for :meth:`do`: the start, then (with ``play``) the
        script; ``play`` :data:`INTRO_ALONE`: :data:`INTRO_SCRIPT` instead, and nothing more."""
        if play == INTRO_ALONE:
            yield play, self._run, (INTRO_SCRIPT, {"__name__": "__main__"})
            return
        yield from self.start()
        if play:
            yield from self.script(rng)

    def do(self, command):
        """Carry out a command of :meth:`run`: ``(kind, button)``, a pass of code.py's loop
        (the clock then moves on); ``(kind, function, argument)``, a part of the start;
        None, nothing.

        The session itself is a generator, and a generator's frame keeps what it once held
        (stale pointers, which the collector follows): so the game is played here, in plain
        calls, and what the game lets go of is never held by the session's frames."""
        if command is None:
            return
        if len(command) == 2:
            self._measure(command[0], self._pass, command[1])
            self.clock.now += PASS_SECONDS
        else:
            self._measure(*command)

    # -- the start

    def start(self):
        """Run code.py, its imports included, to the intro."""
        with open("code.py") as file:
            source = file.read()
        scope = {"__name__": "__main__"}
        yield None
        keypad.on_read = _start_stop
        yield "start-up", self._run, (source, scope)
        keypad.on_read = None
        self.game = scope["game"]
        self.scope = scope

    def _run(self, job):
        try:
            exec(job[0], job[1])
        except Started:
            pass

    def _measure(self, kind, function, argument):
        """Run one pass (or the start) and record its time.

        A pass that ends the setup pause is a "scramble", one that solves the board has a
        record saved, and the one its tile lands in shows "you won".
        """
        state = self.game.state if self.game else ""
        began = _time.ticks_us()
        function(argument)
        figure = _time.ticks_diff(_time.ticks_us(), began)
        if self.game and state != self.game.state:
            if state == "setup":
                kind = "scramble"
            elif self.game.state == "solved":
                kind = "record saved"
        elif self.game and state == "solved" and kind == "slide" and \
                not self.game.presenter.moving:
            kind = "you won"
        if self.count < len(self.kinds):
            self.kinds[self.count] = KINDS.index(kind)
            self.times[self.count] = figure
            self.count += 1

    # -- play, one loop pass at a time

    def _pass(self, button):
        if button:
            self.game.press(button)
        self.game.tick()

    def settle(self, kind, most=200):
        """Passes without a press until the game has settled (a slide, the setup pause, the
        hint worked out ahead), ``most`` of them; those a tile glides in are "slide"."""
        count = 0
        while (not self.game.ready or self.game.busy) and count < most:
            # A pass that moves a gliding tile on, or lands it, is a frame of the glide.
            yield ("slide" if self.game.presenter.moving else kind), None
            count += 1

    def look(self):
        """Passes on the intro while the player looks: "intro" (the game works ahead)."""
        for _ in range(LOOK_PASSES):
            yield "intro", None

    def hint(self, kind="hint"):
        """A (whose hint moves a tile), then passes until the move is made: "hint" passes."""
        moves = self.game.moves
        yield kind, "a"
        count = 0
        while self.game.moves == moves and self.game.state == "play" and count < 500:
            yield kind, None
            count += 1
        yield from self.settle("look", LOOK_PASSES)

    def solve(self):
        """Hints to solved; the pass that solves it saves the record."""
        count = 0
        while self.game.state == "play" and count < 400:
            yield from self.hint()
            count += 1

    def play(self, button, rng, moves=150, hints=8):
        """A whole game of the size of ``button``: setup, moves, hints, then hints to solved."""
        yield "game start", button
        size = "%dx%d" % (self.game.board.width, self.game.board.height)
        while self.game.state == "setup":  # the solved tiles' moment, a pass each 50 ms
            yield "setup " + size, None
        yield from self.hint("first hint " + size)
        for _ in range(moves):
            yield "move", ARROWS[rng.randrange(4)]
            yield from self.settle("look", LOOK_PASSES)
        for _ in range(hints):
            yield from self.hint()
        yield from self.solve()
        self.clock.now += 5  # "You won!", then the whole picture
        yield "whole picture", None
        yield "back to intro", "start"
        yield from self.look()

    def script(self, rng):
        """The session after the start (see the module's docstring)."""
        for button in ("right", "right", "right", "left", "left", "left"):
            yield "picture switch", button
        yield from self.settle("intro", 400)  # the player looks while the hinter is made
        yield from self.look()
        yield from self.play("a", rng)
        yield from self.play("b", rng)
        self.clock.now += 31  # the intro left alone
        yield "demo start", None
        for _ in range(40):
            self.clock.now += 0.4
            yield "demo", None
        yield "back to intro", "b"
        yield from self.look()
        yield from self.left_by_menu("a", rng, "back to intro")  # the whole picture again
        yield from self.numbered(rng)

    def numbered(self, rng):
        """A game without picture sets: numbered tiles drawn into a Bitmap, 3x3 and 4x4."""
        from puzzle.app import make_game
        from puzzle.settings import load

        self.game = None
        self.scope.clear()  # code.py's game, platform and modules go
        from puzzle import unload

        settings = load()
        del load
        unload("puzzle.settings")  # as code.py lets go of the settings' rules
        yield None
        self.game = make_game(settings, board.DISPLAY, self.clock, rng=rng, images=NOWHERE)
        del make_game
        unload("puzzle.app")  # as code.py lets go of what built the game
        for button in ("a", "b"):
            yield from self.look()
            yield from self.left_by_menu(button, rng, NUMBERED_BACK)

    def left_by_menu(self, button, rng, back):
        """A game of the size of ``button``, some moves, the menu and back to play, then the
        menu's "Back to intro" (a pass of kind ``back``)."""
        yield "game start", button
        self.clock.now += 2
        yield from self.settle("setup")
        for _ in range(20):
            yield "move", ARROWS[rng.randrange(4)]
            yield from self.settle("look")
        yield "menu", "start"
        yield "back to play", "b"
        yield "menu", "start"
        yield "menu item", "up"  # round to the last item: "Back to intro"
        yield back, "a"
