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

Below the move path, what each state shows, the pause menu, the demo and a hint acted on; the
states, the buttons and the timings are named at the top.

One move path, as in Simon Tatham's puzzles: an arrow (a tilt is one), a hint and a click each
become a direction and a count of tiles, moved by :meth:`Game._move` alone through
:mod:`puzzle.play`; :meth:`Game._changed` hands what it came to to the presenter. Every input
counts once, in order: inputs made while a hint is worked out are kept and played after it.
"""

from .board import DIRECTIONS, DOWN, UP, Board
from .hints import Hints
from .play import AGAIN, BACK, BLOCKED, FORWARD, MOVED, OUT, SOLVED, Play, Ring
from .presenter import Presenter
from .saves import key
from .settings import EASY, NORMAL, Settings
from .texts import (DEMO, DEMO_DONE, MENU, NEW_SCRAMBLE, OUT_OF_MOVES, PAUSED, PRESS_ANY,
                    RECORD, REDO, RESTART, RESUME, WON, intro_text, menu_text, over, result,
                    summary, title_of)

# The type checker reads this as True; the badge, which has no typing, never looks for it.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable  # noqa: F401  (read in type comments)

STATE_INTRO = "intro"  # the whole picture; A or B chooses the size
STATE_SETUP = "setup"  # the solved tiles for a moment, then the scramble
STATE_PLAY = "play"  # arrows move tiles
STATE_MENU = "menu"  # play paused, the board out of sight under a small menu
STATE_SOLVED = "solved"  # "You won!", then the whole picture; START returns to the intro
STATE_OUT = "out"  # challenge mode: the move limit reached before solved
STATE_DEMO = "demo"  # the game plays itself; any press returns to the intro
# States whose quiet passes work on hints: the intro makes the hinter, the others work out
# their board's hint ahead.
THINKING = (STATE_INTRO, STATE_SETUP, STATE_PLAY, STATE_DEMO)

# Every button, by the name both platforms give it: the d-pad's arrows are the directions their
# tile moves (the tile follows the arrow).
BUTTONS = DIRECTIONS + ("a", "b", "start", "select")
SIZE_BUTTONS = ("a", "b")  # the intro's buttons for the first and the second board size
PICTURE_STEP = {"left": -1, "right": 1}  # intro: the previous or next picture set
CLICKS = len(BUTTONS)  # a kept input: a button's index in BUTTONS, or CLICKS + a clicked cell
KEPT = 64  # inputs kept while a hint is worked out (a byte each)

LEFT_SHOWN = 10  # a challenge shows the moves left in the gap from this many on
DEMO_IDLE_SECONDS = 30  # quiet seconds on the intro before the game plays itself
DEMO_STEP_SECONDS = 0.4  # between the demo's moves: slow enough to follow


class Game(Play):
    """The sliding-puzzle game for one player. Its part :class:`puzzle.play.Play` is the game in
    play: ``moves`` that stand, ``seconds`` of play, ``helped``, undo and redo.

    The screens of the intro, the setup pause, play, solved (and its record) and out of moves;
    the moves left of a challenge; problems told on the intro. The picture set in use
    (``_pictures`` their names, ``_index`` the one in use). START in play opens the menu:
    Resume, Redo, Restart (the same scramble), New scramble, Back to intro. After
    ``DEMO_IDLE_SECONDS`` alone on the intro, the demo: a scramble of the first size solved a
    hint every ``DEMO_STEP_SECONDS``; any press ends it. A hint asked for by A (its move made),
    by SELECT (its tile framed) or by the demo (its move made, silently); inputs made meanwhile
    kept, then played in order.

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

    # The screens, the menu, the demo and the hints acted on.

    def _show_intro(self):
        self._hints.release()  # no game: no hint to work out ahead
        self._idle_since = self._clock()
        self.presenter.idle()
        self.presenter.picture(self.board, title_of(self.picture_name, len(self._pictures)),
                               intro_text(SIZE_BUTTONS, self._boards, self.mode, self._records),
                               self.notice)

    def _use(self, index):
        """Switch to picture set ``index``; its problems, each naming the set, go to the console
        and are returned (for the intro)."""
        self._index = index
        name = self.picture_name = self._pictures[index] if self._pictures else None
        problems = ["%s: %s" % (name, problem)
                    for problem in self.presenter.use_pictures(name, self._settings.SIZES)]
        for problem in problems:
            print(problem)
        return problems

    def _show_setup(self):
        """The solved tiles for the pause; the scramble is made now, out of sight, so that
        its hint is worked out ahead meanwhile."""
        self.notice = ""  # seen: the player has chosen a size
        if self._remember and self._pictures:  # the set in use, kept for the next start
            self._remember(self.picture_name)
        if self.mode == EASY:
            self.board.random_walk(self._settings.EASY_MOVES, self._rng)
        else:
            self.board.scramble(self._rng)
        self._hints.ahead(self.board)
        self.presenter.board(Board(self.board.width, self.board.height))
        self._after(self._settings.SETUP_SECONDS)

    def _show_play(self):
        self.presenter.board(self.board)

    def _show_solved(self):
        self.presenter.board(self.board, self._won_title, result(self))
        self._after(self._settings.WON_SECONDS)

    def _show_out(self):
        self.presenter.board(self.board, OUT_OF_MOVES, over(self))

    def _whole_picture(self):
        self.presenter.picture(self.board, self._won_title, over(self))

    def _show_left(self):
        """In a challenge, the moves left, in the gap, once they are ``LEFT_SHOWN`` or fewer."""
        if self.move_limit:
            left = self.move_limit - self.moves
            self.presenter.note("%d left" % left if left <= LEFT_SHOWN else "")

    def _tell(self, news):
        """Problems found on the way: first on the intro, now or when it comes back; the
        console has them all."""
        if news:
            self.notice = summary(news + ([self.notice] if self.notice else []))
            if self.state == STATE_INTRO:
                self._show_intro()

    def _finish(self):
        """The player solved the board: the record, then "You won!" once the tile lands."""
        self._hints.release()
        self.stop()
        new = False
        if self._records is not None:
            new = self._records.add(key(self.board.width, self.board.height, self.mode),
                                    self.moves, self.seconds, counts=not self.helped)
            for line in self._records.problems:  # a save that failed: console and intro
                print(line)
            self._tell(self._records.problems)  # beside what else was found in play
        self._won_title = RECORD if new else WON
        self._enter(STATE_SOLVED)
        self.presenter.solved()

    def _after(self, seconds):
        """The state's timed step, ``seconds`` after its screen is in sight: now, or once the
        gliding tiles have landed."""
        self._deadline = self._wait = None
        if self.presenter.moving:
            self._wait = seconds
        else:
            self._deadline = self._clock() + seconds

    def _deal(self):
        """The setup pause is over: the new game on ``self.board``, scrambled already."""
        self.begin(self.board, self._settings.MOVE_LIMIT)
        self._enter(STATE_PLAY)
        self._show_left()

    def _show_menu(self):
        self.presenter.text(PAUSED, result(self),
                            menu_text(self._choice, self.redoable, self.restartable))

    def _press_in_menu(self, button):
        """UP and DOWN choose an item, A does it; START and B resume."""
        if button == UP or button == DOWN:
            self._choice = (self._choice + (1 if button == DOWN else -1)) % len(MENU)
            self._show_menu()
            return
        if button in ("start", "b"):
            self._choice = RESUME
        elif button != "a":
            return
        choice = self._choice
        if choice == REDO and not self.redoable or choice == RESTART and not self.restartable:
            self.presenter.blocked()  # an item in brackets: it would do nothing
        elif choice in (RESUME, REDO):
            self.resume()
            self._enter(STATE_PLAY)
            if choice == REDO:  # played on the board in sight, a move like any other
                self._move(self.redoing(), 1, AGAIN)
        elif choice == RESTART:
            self.restart()
            self._hints.ahead(self.board)
            self._enter(STATE_PLAY)
            self._show_left()
        else:
            self._enter(STATE_SETUP if choice == NEW_SCRAMBLE else STATE_INTRO)

    def _show_demo(self):
        """The demo's board, and its next move's time; once solved, the whole picture."""
        if self.board.is_solved():
            self.presenter.picture(self.board, DEMO_DONE, PRESS_ANY)
            return
        self.presenter.note(DEMO)
        self.presenter.board(self.board)
        self._after(DEMO_STEP_SECONDS)

    def _end_demo(self, button=None):
        """Back to the intro: on any press, or when there is no memory for the demo's hints."""
        self.presenter.note("")
        self.board = self._boards[0]
        self._enter(STATE_INTRO)

    def _demo(self):
        self.board = self._boards[0]
        self.board.scramble(self._rng)
        self._hints.ahead(self.board)
        self.begin(self.board)  # no move limit: the demo plays to solved
        self._enter(STATE_DEMO)

    def _demo_step(self):
        self._hints.ask(self.board, "demo")

    def _play_kept(self):
        """The inputs kept while a hint was worked out, in order, until one asks for another."""
        while self._kept.count and not self._keeping():
            self._input(self._kept.take())

    def _answered(self, why):
        """The hint asked for ``why`` is over: act on it. None comes when the memory ran out
        for it: hints are then off, and the demo, which plays by them, ends."""
        self._tell(self._hints.news())  # a hint file found damaged; no memory for hints
        direction = self._hints.direction if self._hints.on else None
        if why == "demo":
            if direction is None:  # no memory for hints, or nothing left to solve
                self._end_demo()
            else:
                self._move(direction)
        elif direction is not None:
            self.helped = True  # the tile to move, shown: as much help as moving it
            if why == "a":
                self._move(direction)
            else:
                self.presenter.frame(self.board.source(direction))

    # What each state does with a press, on entering it, and when its time comes.
    _PRESS = {STATE_INTRO: _press_on_intro, STATE_SETUP: _ignore, STATE_PLAY: _press_in_play,
              STATE_MENU: _press_in_menu, STATE_SOLVED: _press_when_over,
              STATE_OUT: _press_when_over, STATE_DEMO: _end_demo
              }  # type: dict[str, Callable[..., None]]
    _ENTER = {STATE_INTRO: _show_intro, STATE_SETUP: _show_setup,
              STATE_PLAY: _show_play, STATE_MENU: _show_menu,
              STATE_SOLVED: _show_solved, STATE_OUT: _show_out,
              STATE_DEMO: _show_demo}  # type: dict[str, Callable[..., None]]
    _TIMED = {STATE_SETUP: _deal, STATE_SOLVED: _whole_picture,
              STATE_DEMO: _demo_step}  # type: dict[str, Callable[..., None]]
