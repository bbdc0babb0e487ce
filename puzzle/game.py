# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game: a state machine from the intro through setup and play to solved.

It takes inputs (button names, the desktop's clicks) and reads a clock, changes the board, and
decides what happened; its presenter (:mod:`puzzle.presenter`) alone shows and sounds it. It
imports no hardware, displayio or pygame module, so the tests drive it with a fake view and a
fake clock. The states, and the buttons and times that move between them::

    INTRO --A / B--> SETUP --(setup seconds)--> PLAY --(solved)--> SOLVED --START--> INTRO
      | ^                                        | ^ --(move limit)--> OUT ----START--> INTRO
    30 s  any button                        START  START, B, "Resume", "Redo", "Restart"
      v |                                        v |
      DEMO                                       MENU --"New scramble"--> SETUP
                                                      --"Back to intro"--> INTRO

Its part :mod:`puzzle.screens` holds what each state shows, the menu, the demo and a hint
acted on, and the names they share: the states, the buttons and the timings.

One move path, as in Simon Tatham's puzzles: an arrow (a tilt is one), a hint and a click each
become a direction and a count of tiles, moved by :meth:`Game._move` alone through
:mod:`puzzle.play`; :meth:`Game._changed` hands what it came to to the presenter. Every input
counts once, in order: inputs made while a hint is worked out are kept and played after it.
"""

from .board import DIRECTIONS, Board
from .hints import Hints
from .play import BACK, BLOCKED, FORWARD, MOVED, OUT, SOLVED, Play, Ring
from .presenter import Presenter
from .screens import (BUTTONS, CLICKS, DEMO_IDLE_SECONDS, DEMO_STEP_SECONDS, KEPT, PICTURE_STEP,
                      SIZE_BUTTONS, STATE_DEMO, STATE_INTRO, STATE_MENU, STATE_OUT, STATE_PLAY,
                      STATE_SETUP, STATE_SOLVED, THINKING, Screens)
from .settings import EASY, NORMAL, Settings
from .texts import REDO, RESUME, WON, summary

# The type checker reads this as True; the badge, which has no typing, never looks for it.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable  # noqa: F401  (read in type comments)


class Game(Screens, Play):
    """The sliding-puzzle game for one player. Its parts: :class:`puzzle.screens.Screens` (what
    each state shows, the menu, the demo, hints acted on) and :class:`puzzle.play.Play` (the
    game in play: ``moves`` that stand, ``seconds`` of play, ``helped``, undo and redo).

    :param view: what shows the game (see the module docstring)
    :param clock: a function returning seconds as a number, such as ``time.monotonic``
    :param settings: the checked settings (:func:`puzzle.settings.load`): the sizes, timings,
        mode, easy moves, move limit and glide; the class :class:`puzzle.settings.Settings`
        itself (the default) holds the defaults
    :param rng: anything with ``randrange(n)`` for the scramble (default: ``random``)
    :param notices: problems to show on the intro until a size is chosen (settings, saves)
    :param pictures: names of the picture sets LEFT and RIGHT choose from on the intro
    :param int picture: index in ``pictures`` of the set to start with
    :param remember: called with the set's name when a game starts with it (to keep it)
    :param records: a :class:`puzzle.saves.Records`, or None to keep none
    :param feedback: sound and lights (see :class:`puzzle.presenter.Quiet`)
    :param make_hinter: makes the hinter (see :mod:`puzzle.hints`); None for no hints
    :param str hint_modules: the prefix of the modules it needs, let go of if hints go off
    """

    def __init__(self, view, clock, settings=Settings, rng=None, notices=(), pictures=(),
                 picture=0, remember=None, records=None, feedback=None, make_hinter=None,
                 hint_modules=""):
        Play.__init__(self, clock)  # play: the moves, their history, the play time
        self._settings = settings  # read where used: SIZES, SETUP_SECONDS, MOVE_LIMIT...
        # What is seen and heard, all of it: the game never writes to the view.
        self.presenter = Presenter(view, clock, feedback, settings.SLIDE_SECONDS)
        self._rng = rng
        self._records = records
        self.mode = settings.MODE  # SELECT on the intro switches it
        # One board per size button, made once: play only ever changes them in place.
        self._boards = [Board(width, height) for width, height in settings.SIZES]
        self.board = self._boards[0]
        self._deadline = None  # clock reading of its timed step (setup, solved, demo)
        self._wait = None  # seconds to that step, counted once the tiles have landed
        # intro: the picture sets LEFT and RIGHT choose from, and the one in use
        self._pictures = pictures
        self._index = 0
        self.picture_name = None  # its name, read only (None: numbered tiles)
        self._remember = remember  # called with the set's name when a game starts with it
        self._idle_since = 0  # the last press, for the demo
        # what stays of play on the solved screen, and what waits for a hint
        self._kept = Ring(KEPT)  # inputs made while a hint is worked out, oldest first
        self._won_title = WON  # or RECORD
        self._choice = RESUME  # the menu's item, a place in MENU
        notices = list(notices)
        notices.extend(self._use(picture))
        self.notice = summary(notices)
        self._hints = Hints(make_hinter, self, notices, hint_modules)  # it reads our changes
        self._quiet = True  # no input in this pass yet: a slice of the hint ahead may run
        self.state = STATE_INTRO
        self._enter(STATE_INTRO)

    @property
    def ready(self):
        """False while an input would not be acted on at once: ignored in the setup pause, or
        kept while a hint is worked out."""
        return self.state != STATE_SETUP and not self._keeping()

    @property
    def busy(self):
        """True while each pass of the loop moves something on (tiles gliding, a hint being
        worked out), so the loop should not sleep; timed steps wait for no pass in particular."""
        return self.presenter.moving or self._hints.asked is not None or (
            self.state in THINKING and self._hints.thinking)

    def _enter(self, state):
        """Go into ``state``: its screen, which the presenter shows once the gliding tiles
        have landed."""
        self.state = state
        self._deadline = self._wait = None
        self._hints.forget()
        self._ENTER[state](self)

    def press(self, button):
        """Act on one input: a button's name (one of ``BUTTONS``), or ``(x, y)``, a click on
        that screen pixel (whole numbers; the desktop's mouse: in play, on a tile in line with
        the gap). An input that means nothing now is ignored, whatever it is."""
        self._quiet = False  # this pass shows the input: no hint is worked out ahead in it
        if type(button) is tuple:
            cell = -1
            if self.state == STATE_PLAY and len(button) == 2 and \
                    type(button[0]) is type(button[1]) is int:
                cell = self.presenter.cell_at(button[0], button[1])
            if cell >= 0:
                self._input(CLICKS + cell)
        elif button in BUTTONS:
            self._input(BUTTONS.index(button))

    def _input(self, code):
        """An input by its code (see ``CLICKS``): it lands gliding tiles, then it is acted on,
        or kept while a hint is worked out."""
        self.presenter.land()
        if self._keeping():
            if self._kept.count < KEPT:
                self._kept.push(code)
            else:
                self.presenter.blocked()  # not kept: said at once
        elif code < CLICKS:
            self._PRESS[self.state](self, BUTTONS[code])
        elif self.state == STATE_PLAY:  # a click: the tiles from its cell to the gap
            line = self.board.line_to(code - CLICKS)
            if line is not None:
                self._move(line[0], line[1])

    def _press_on_intro(self, button):
        self._idle_since = self._clock()
        if button in SIZE_BUTTONS:
            board = self._boards[SIZE_BUTTONS.index(button)]
            problem = self.presenter.room_for(board)
            if problem:  # not even numbered tiles fit: the intro says so, the game goes on
                self._tell([problem])
                return
            self.board = board
            self._enter(STATE_SETUP)
        elif button in PICTURE_STEP and len(self._pictures) > 1:
            self.notice = summary(self._use((self._index + PICTURE_STEP[button])
                                            % len(self._pictures)))
            self._enter(STATE_INTRO)
        elif button == "select":
            self.mode = NORMAL if self.mode == EASY else EASY
            self._enter(STATE_INTRO)

    def _ignore(self, button):
        """During setup: no tile may move before the scramble is shown."""

    def _press_in_play(self, button):
        if button in DIRECTIONS:
            self._move(button)
        elif button == "b":  # undo: a move like any other, back the way the last one came
            direction = self.undoing()
            if direction is None:
                self.presenter.blocked()
            else:
                self._move(direction, 1, BACK)
        elif button in ("a", "select") and self._hints.on:
            self._hints.ask(self.board, button)  # answered in tick, a step a pass
        elif button == "start":
            self.pause()
            if self._choice != REDO or not self.redoable:
                self._choice = RESUME  # it opens on Redo while the player is redoing
            self._enter(STATE_MENU)

    def _press_when_over(self, button):
        if button == "start":
            self._enter(STATE_INTRO)

    def _move(self, direction, count=1, way=FORWARD):
        """The one way tiles move: ``count`` tiles the way ``direction`` says; ``way``: a new
        move, an undo or a redo (:mod:`puzzle.play`)."""
        self._changed(self._apply(direction, count, way))

    def _changed(self, outcome):
        """Hand the presenter what the last change of the board came to: the tiles it moved
        glide, with a click (``BLOCKED``: none moved, a buzz); in the demo, silently, to its
        end."""
        demo = self.state == STATE_DEMO
        if outcome == BLOCKED:
            if demo:
                self._after(DEMO_STEP_SECONDS)
            else:
                self.presenter.blocked()
            return
        clicks = outcome == MOVED and not demo  # a win, the move limit: their own sounds
        self.presenter.moved(self.board, self.gap, self.moved, self.in_place() if clicks else -1)
        if demo:
            if outcome == SOLVED:
                self._enter(STATE_DEMO)  # the whole picture, once the tile has landed
            else:
                self._after(DEMO_STEP_SECONDS)
        elif outcome == SOLVED:
            self._finish()
        elif outcome == OUT:
            self._hints.release()  # either end: no hint to work out ahead
            self.stop()
            self.presenter.blocked()
            self._enter(STATE_OUT)
        elif self.move_limit:  # a challenge: the moves left, in the gap
            self._show_left()

    def tick(self):
        """The presenter's step (glides, the hint's frame, sounds and lights), the game's timed
        step when its time has come, then the pass drawn once; call it on every pass of the
        loop.

        In play with nothing on its way it reads no clock: nothing is allocated per pass. A
        pass without an input or a gliding tile works a slice of the hint ahead; not the pass
        a tile lands in either: every pass of a glide is a frame, drawn at once.
        """
        # Idle: no input and no tile gliding at the start of the pass (the pass a tile lands
        # in draws it, and is no quieter than the others of its move).
        idle = self._quiet and not self.presenter.moving and self.state in THINKING
        if idle and self.state == STATE_INTRO and not self._hints.thinking and \
                self.presenter.prepare():  # the hinter first: it is made for good
            idle = False  # its slice was the intro's work ahead: the texts' font
        self._quiet = True
        self.presenter.step()
        self._timed(idle)
        self.presenter.draw()

    def _keeping(self):
        """True while inputs are kept: a hint asked for in play is being worked out."""
        return self._hints.asked is not None and self.state == STATE_PLAY

    def _timed(self, idle):
        if idle or self._hints.asked is not None:  # not on the passes of a move
            why = self._hints.step(idle)
            if why is not None:
                self._answered(why)
                self._play_kept()
        if self._wait is not None and not self.presenter.moving:
            self._deadline = self._clock() + self._wait  # from when its screen is in sight
            self._wait = None
        if self._deadline is None:
            if self.state == STATE_INTRO and self._hints.on:
                if self._clock() - self._idle_since >= DEMO_IDLE_SECONDS:
                    self._demo()
            return
        if self._clock() >= self._deadline:
            self._deadline = None
            self._TIMED[self.state](self)

    # What each state does with a press, on entering it, and when its time comes.
    _PRESS = {STATE_INTRO: _press_on_intro, STATE_SETUP: _ignore, STATE_PLAY: _press_in_play,
              STATE_MENU: Screens._press_in_menu, STATE_SOLVED: _press_when_over,
              STATE_OUT: _press_when_over, STATE_DEMO: Screens._end_demo
              }  # type: dict[str, Callable[..., None]]
    _ENTER = {STATE_INTRO: Screens._show_intro, STATE_SETUP: Screens._show_setup,
              STATE_PLAY: Screens._show_play, STATE_MENU: Screens._show_menu,
              STATE_SOLVED: Screens._show_solved, STATE_OUT: Screens._show_out,
              STATE_DEMO: Screens._show_demo}  # type: dict[str, Callable[..., None]]
    _TIMED = {STATE_SETUP: Screens._deal, STATE_SOLVED: Screens._whole_picture,
              STATE_DEMO: Screens._demo_step}  # type: dict[str, Callable[..., None]]
