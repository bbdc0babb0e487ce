# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The session of the instruction count (``bench/count_bench.py``), pass by pass, each pass
named by the kind the badge's own count names it (../shared/data/circuitpython-9420476.md):
the intro, picture switches, a 3x3 and a 4x4 game with arrows, a blocked arrow, undo, the menu
and hints to solved, the whole picture, back to the intro, the demo and the press that ends it.

The same script runs in MicroPython's unix port, through ``code.py``'s own loop
(``count_gate.py``, which counts each pass's instructions), and on the desktop's displayio under
CPython (``bench/count_bench.py``, which counts what each pass's refresh draws). It only reads
the game (``state``, ``moves``, ``busy``, ``presenter.moving``, ``board.legal_moves()``,
``board.manhattan()``) and presses buttons, as a player would, on every commit the count is
calibrated on.

:class:`Script` gives the button of each pass (:meth:`Script.button`, None for none) and, after
the pass, its kind (:meth:`Script.kind`); the driver moves the game's clock by
:meth:`Script.step` seconds between passes, given the pass's own time on the badge (the count
gate reads it from its count of the pass; the drawing's count replays the gate's).
"""

ARROWS = ("up", "down", "left", "right")
REST = 0.02  # REST_SECONDS: the loop's sleep between passes when nothing moves
# A pass while a tile glides, on the badge's clock: the badge's own count drew a 3x3 glide in
# 8 frames, a 4x4 one in 20 and the demo's in 1 to 3 (3 here: its median frame, 3780 px, is
# nearer a glide of 3's than of 2's; SLIDE_SECONDS 0.1 s as shipped).
GLIDE = {3: 0.0125, 4: 0.005}
DEMO_GLIDE = 0.05
LOOK = 5  # passes a player looks between presses
# As the badge's count played: 3 arrows in a 3x3 game, 2 in a 4x4; after each hint has landed,
# a 3x3 player looks 5 passes, a 4x4 one presses again at once (its 124 idle 3x3 passes for 22
# hints, 67 idle 4x4 ones for 59).
ARROWS_A_GAME = {3: 3, 4: 2}
HINT_LOOK = {3: LOOK, 4: 1}
# A blocked arrow, undo and the menu: in its 3x3 game only (the badge's count names no 4x4 pass
# of those kinds), so its 4x4 game made its 2 arrows wherever the gap was.
EXTRAS = {3: True, 4: False}
# A 4x4 player presses again while the hint's tile glides, halfway (its glide's passes before
# the press), in the share of the hints the badge's count did (29 glides for 61 moves: 31 of
# its 59 presses in a glide, more than half) and before the winning move (drawn as those: a
# press landed the tile on its way and moved the next).
HINT_HURRY = {4: 10}
IN_GLIDE = (31, 59)
STARTUP = "start-up"
FIRST = "first pass"


class Script:
    """The session: ``game()`` gives the game (code.py's, once it has run)."""

    def __init__(self, game):
        self._game = game
        self._steps = self._script()
        self.done = False
        self.jump = 0.0  # seconds the clock leaps before the next pass (the intro left alone)
        self._before = None
        self._button = None
        self._winning = False
        self._hinting = False
        self._first = True

    # -- what the driver calls

    def button(self):
        """The button of the next pass (None: none), and the game's state before it."""
        game = self._game()
        self._before = (game.state, game.moves, game.presenter.moving)
        try:
            self._button = next(self._steps)
        except StopIteration:
            self._button = None
            self.done = True
        return self._button

    def step(self, own):
        """Seconds the game's clock moves after the pass, as on the badge's count: a glide's
        pass as it drew its glides; any other, ``own`` (the pass's own Python on the badge)
        and a rest when nothing moves (a hint worked out, the loop does not sleep)."""
        jump, self.jump = self.jump, 0.0
        game = self._game()
        if game.presenter.moving:
            return jump + (DEMO_GLIDE if game.state == "demo" else GLIDE[game.board.width])
        return jump + own + (0.0 if game.busy else REST)

    def kind(self, refreshed):
        """The kind of the pass just run (``refreshed``: its refresh drew something)."""
        if self._first:
            self._first = False
            return FIRST
        game = self._game()
        state, moves, moving = self._before
        button = self._button
        size = "%dx%d " % (game.board.width, game.board.height)
        if state == "intro":
            if button in ("left", "right"):
                return "picture switch"
            if button in ("a", "b"):
                return "game start: the press (setup screen)"
            if game.state == "demo":
                return "demo starts"
            return "idle intro"
        if state == "setup":
            if game.state == "play":
                return size + "game start: scramble + first draw"
            return size + "setup pause"
        if state == "demo":
            if button:
                return "demo: press (to intro)"
            if game.moves != moves:
                return "demo: move"
            if refreshed and (moving or game.presenter.moving):
                return "demo: glide frame"
            return "demo: idle"
        if state == "menu":
            if button in ("b", "start"):
                return size + "menu closes"
            return size + "menu, idle"
        if state == "play":
            if button in ARROWS:
                return size + ("move (arrow)" if game.moves != moves else "blocked move")
            if button == "b":
                return size + "undo"
            if button == "start":
                return size + "menu opens"
            if button == "a":
                self._hinting = game.moves == moves
                if game.state == "solved":
                    self._winning = True
                    return size + "winning move (to \"You won!\")"
                return size + "hint press"
            if self._hinting:
                self._hinting = game.moves == moves
                if game.state == "solved":
                    self._winning = True
                    return size + "winning move (to \"You won!\")"
                return size + "hint: solver pass"
            if refreshed and (moving or game.presenter.moving):
                return size + "glide frame"
            return size + "idle play"
        if state == "solved":
            if button == "start":
                self._winning = False
                return "back to intro"
            if self._winning and refreshed:
                if game.presenter.moving:
                    return size + "glide frame (winning move)"
                self._winning = False
                return size + "winning tile lands: \"You won!\" drawn"
            if refreshed:
                return size + "solved: the whole picture shown"
            return size + "solved screen, idle"
        return state

    # -- the session, a button (or None) a pass

    def _script(self):
        game = self._game
        for _ in range(30):
            yield None
        for button in ("right", "left"):
            yield button
            yield from self._settle(400)  # the intro's quiet passes make the hinter
            for _ in range(LOOK):
                yield None
        for button in ("a", "b"):
            yield from self._play(button)
        self.jump = 31.0  # the intro left alone: the demo starts
        yield None
        for _ in range(8):  # its moves, DEMO_STEP_SECONDS apart
            moves = game().moves
            for _ in range(60):
                if game().moves != moves:
                    break
                yield None
            yield from self._settle(60)
        yield "a"  # a press ends the demo
        for _ in range(LOOK):
            yield None

    def _settle(self, most=200):
        """Passes without a press until nothing moves and nothing is worked out."""
        game = self._game
        count = 0
        while (game().busy or game().state == "setup") and count < most:
            yield None
            count += 1

    def _land(self, moves, most=200):
        """Passes without a press until a move is made (a hint's) and its tile has landed."""
        game = self._game
        count = 0
        while (game().moves == moves and game().state == "play" or
               game().presenter.moving) and count < most:
            yield None
            count += 1

    def _glide(self, moves, passes, most=200):
        """Passes without a press until a move is made (a hint's), then ``passes`` more while
        its tile glides."""
        game = self._game
        count = 0
        while game().moves == moves and game().state == "play" and count < most:
            yield None
            count += 1
        for _ in range(passes):
            if not game().presenter.moving:
                break
            yield None

    def _extras(self):
        """A blocked arrow twice, undo, the menu opened and closed."""
        game = self._game
        legal = game().board.legal_moves()
        blocked = [arrow for arrow in ARROWS if arrow not in legal][0]
        for _ in range(2):
            yield blocked
            yield None
        yield "b"  # undo
        yield from self._settle()
        yield None
        yield "start"  # the menu
        for _ in range(11):
            yield None
        yield "start"  # closed
        yield from self._settle()
        yield None

    def _play(self, button):
        """A game: its setup, arrows (in a 3x3 game, then a blocked arrow twice, undo and the
        menu), hints to solved, the whole picture, START back to the intro."""
        game = self._game
        yield button
        yield from self._settle(400)
        for _ in range(LOOK):
            yield None
        count = 0
        width = game().board.width
        arrows = ARROWS_A_GAME[width]
        while (count < arrows or EXTRAS[width] and len(game().board.legal_moves()) == len(
                ARROWS)) and count < 10:
            legal = game().board.legal_moves()
            yield legal[0]  # the same way while it can: the gap reaches an edge
            yield from self._settle()
            for _ in range(LOOK):
                yield None
            count += 1
        if EXTRAS[width]:
            yield from self._extras()
        count = hurried = 0
        share, presses = IN_GLIDE
        while game().state == "play" and count < 300:
            moves = game().moves
            yield "a"
            hurry = HINT_HURRY.get(game().board.width)
            yield from self._glide(moves, 0)  # until the hint's move is made
            if hurry and (hurried * presses < (count + 2) * share or
                          game().board.manhattan() == 1):
                hurried += 1
                yield from self._glide(moves, hurry)  # the next press lands it on its way
            else:
                yield from self._land(moves)
                for _ in range(HINT_LOOK[game().board.width]):
                    yield None
            count += 1
        count = 0
        while game().state == "solved" and count < 400:  # "You won!", then the whole picture
            yield None
            count += 1
            if count > 150:
                break
        yield "start"  # back to the intro
        yield from self._settle()
        for _ in range(LOOK):
            yield None
