# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game: a state machine from the intro through setup and play to solved.

It takes inputs (button names, the desktop's clicks) and reads a clock, changes the board, and
alone decides what is shown and heard. It imports no hardware, displayio or pygame module, so
the tests drive it with a fake view and a fake clock. The states, and the buttons and times
that move between them::

    INTRO --A / B--> SETUP --(setup seconds)--> PLAY --(solved)--> SOLVED --START--> INTRO
      | ^                                        | ^ --(move limit)--> OUT ----START--> INTRO
    30 s  any button                        START  START, B, "Resume", "Redo", "Restart"
      v |                                        v |
      DEMO                                       MENU --"New scramble"--> SETUP
                                                      --"Back to intro"--> INTRO

On the intro LEFT and RIGHT choose the picture set and SELECT the mode; in play the arrows
move tiles, B undoes, A makes the hinted move and SELECT frames the tile it would move (both
count as help). The menu redoes an undone move, or restarts the same scramble.

One move path, as in Simon Tatham's puzzles: an arrow (a tilt is one), A's hint, the demo's
hint and a click each become a move description, a direction and how many tiles move that way
(a click's run of a line; one for the rest), made by :meth:`Game._move` alone through
:mod:`puzzle.play`, which says what it came to; :meth:`Game._changed` shows it (tiles glide:
:mod:`puzzle.glide`) and sounds it. Every input counts once, in order, when it is made: the
next input lands gliding tiles at once, and inputs made while a hint is worked out are kept (at
most ``KEPT``; one more only buzzes) and played as soon as the hint has been acted on.
"""

from .board import DIRECTIONS, DOWN, UP, Board
from .chooser import Chooser
from .glide import Glide
from .hints import Hints
from .play import BLOCKED, OUT, SOLVED, Play
from .records import key as record_key
from .ring import Ring
from .settings import EASY, NORMAL, Settings
from .texts import (DEMO, DEMO_DONE, MENU, NEW_SCRAMBLE, OUT_OF_MOVES, PAUSED, PRESS_ANY, RECORD,
                    REDO, RESTART, RESUME, WON, intro_text, menu_text, over, result, summary,
                    title_of)

STATE_INTRO = "intro"  # the whole picture; A or B chooses the size
STATE_SETUP = "setup"  # the solved tiles for a moment, then the scramble
STATE_PLAY = "play"  # arrows move tiles
STATE_MENU = "menu"  # play paused, the board out of sight under a small menu
STATE_SOLVED = "solved"  # "You won!", then the whole picture; START returns to the intro
STATE_OUT = "out"  # challenge mode: the move limit reached before solved
STATE_DEMO = "demo"  # the game plays itself; any press returns to the intro

# Every button, by the name both platforms give it: the d-pad's arrows are the directions their
# tile moves (the tile follows the arrow).
BUTTONS = DIRECTIONS + ("a", "b", "start", "select")
SIZE_BUTTONS = ("a", "b")  # the intro's buttons for the first and the second board size
PICTURE_STEP = {"left": -1, "right": 1}  # intro: the previous or next picture set
CLICKS = len(BUTTONS)  # a kept input: a button's index in BUTTONS, or CLICKS + a clicked cell
KEPT = 64  # inputs kept while a hint is worked out (a byte each)

LEFT_SHOWN = 10  # a challenge shows the moves left in the gap from this many on
HIGHLIGHT_SECONDS = 1.0  # how long SELECT frames the tile to move
DEMO_IDLE_SECONDS = 30  # quiet seconds on the intro before the game plays itself
DEMO_STEP_SECONDS = 0.4  # between the demo's moves: slow enough to follow


class Quiet:
    """Feedback that makes no sound and lights nothing (tests, a game without outputs)."""

    def moved(self, in_place, total):
        """A tile moved; ``in_place`` of ``total`` tiles are where they belong."""

    def blocked(self):
        """An input that could move nothing."""

    def solved(self):
        """The board was solved by the player."""

    def idle(self):
        """Back to the intro: no lights."""


class Game:
    """The sliding-puzzle game for one player.

    :param view: what shows the game (see the module docstring)
    :param clock: a function returning seconds as a number, such as ``time.monotonic``
    :param sizes: ``(width, height)`` of the board chosen by A and by B
    :param rng: anything with ``randrange(n)`` for the scramble (default: ``random``)
    :param setup_seconds, won_seconds, mode, easy_moves, move_limit: as the settings of the
        same names in capitals (``parameters.py`` says what each does), and their defaults
    :param float slide_seconds: how long a tile glides (0, the default: tiles jump)
    :param notices: problems to show on the intro until a size is chosen (settings, saves)
    :param pictures: names of the picture sets LEFT and RIGHT choose from on the intro
    :param int picture: index in ``pictures`` of the set to start with
    :param remember: called with the set's name when a game starts with it (to keep it)
    :param records: a :class:`puzzle.records.Records`, or None to keep none
    :param feedback: sound and lights (see :class:`Quiet`)
    :param make_hinter: makes the hinter, hints in steps (see :mod:`puzzle.solver`), when a
        hint is first asked for; None for no hints
    :param str hint_modules: the prefix of the modules it needs, let go of on the intro
    """

    def __init__(self, view, clock, sizes=Settings.SIZES, rng=None,
                 setup_seconds=Settings.SETUP_SECONDS, won_seconds=Settings.WON_SECONDS,
                 notices=(), pictures=(), picture=0, remember=None, records=None, feedback=None,
                 mode=Settings.MODE, easy_moves=Settings.EASY_MOVES,
                 move_limit=Settings.MOVE_LIMIT, make_hinter=None, hint_modules="",
                 slide_seconds=0):
        self._view = view
        self._clock = clock
        self._rng = rng
        self._setup_seconds = setup_seconds
        self._won_seconds = won_seconds
        self._records = records
        self._feedback = feedback or Quiet()
        self._easy_moves = easy_moves
        self._move_limit = move_limit
        self.mode = mode
        # One board per size button, made once: play only ever changes them in place.
        self._boards = [Board(width, height) for width, height in sizes]
        self.board = self._boards[0]
        self._deadline = None  # clock reading of the state's timed step (setup, solved, demo)
        self._due = False  # the state's screen waits for the gliding tiles to land
        # intro
        self._pictures = Chooser(view, pictures, [(b.width, b.height) for b in self._boards],
                                 remember)
        self._idle_since = 0  # the last press, for the demo
        # play, and what stays of it on the solved screen
        self._play = Play(clock)
        self._glide = Glide(view, clock, slide_seconds)
        self._kept = Ring(KEPT)  # inputs made while a hint is worked out, oldest first
        self._highlight_until = None  # clock reading when SELECT's frame goes
        self._won_title = WON  # or RECORD
        self._choice = RESUME  # the menu's item, a place in MENU
        notices = list(notices)
        notices.extend(self._pictures.use(picture))
        self.notice = summary(notices)
        self._hints = Hints(make_hinter, notices, hint_modules)
        self.state = STATE_INTRO
        self._enter(STATE_INTRO)

    # What the game shows of itself (the scripted run's JSON, the tests): read only.
    picture_name = property(lambda self: self._pictures.name)  # None: numbered tiles
    moves = property(lambda self: self._play.moves)  # that stand: undone ones do not count
    seconds = property(lambda self: self._play.seconds)  # play time when last paused or over
    helped = property(lambda self: self._play.helped)  # a hint moved or framed a tile
    redoable = property(lambda self: self._play.redoable)  # undone moves the menu can redo

    @property
    def ready(self):
        """False while an input would not be acted on at once: ignored in the setup pause, or
        kept while a hint is worked out."""
        return self.state != STATE_SETUP and not self._keeping()

    @property
    def busy(self):
        """True while each pass of the loop moves something on (tiles gliding, a hint being
        worked out), so the loop should not sleep; timed steps wait for no pass in particular."""
        return self._glide.moving or self._hints.waiting

    def _keeping(self):
        return self._hints.waiting and self.state == STATE_PLAY

    # -- the one way into a state

    def _enter(self, state):
        """Go into ``state``: its screen now, or once the gliding tiles have landed."""
        self.state = state
        self._deadline = None
        self._hints.forget()
        self._due = self._glide.moving
        if not self._due:
            self._ENTER[state](self)

    def _show_intro(self):
        self._hints.release()  # between games the solver's RAM is free
        self._idle_since = self._clock()
        self._feedback.idle()
        self._view.show_picture(self.board, title_of(self.picture_name,
                                                     len(self._pictures.names)),
                                intro_text(SIZE_BUTTONS, self._boards, self.mode, self._records),
                                self.notice)

    def _show_setup(self):
        self.notice = ""  # seen: the player has chosen a size
        self._pictures.played()
        self._view.show_board(Board(self.board.width, self.board.height))
        self._deadline = self._clock() + self._setup_seconds

    def _show_play(self):
        self._view.show_board(self.board)

    def _show_menu(self):
        play = self._play
        self._view.show_text(PAUSED, result(play),
                             menu_text(self._choice, play.redoable, play.restartable))

    def _show_solved(self):
        self._view.show_board(self.board, self._won_title, result(self._play))
        self._deadline = self._clock() + self._won_seconds

    def _show_out(self):
        self._view.show_board(self.board, OUT_OF_MOVES, over(self._play))

    def _show_demo(self):
        """The demo's board, and its next move's time; once solved, the whole picture."""
        if self.board.is_solved():
            self._view.show_picture(self.board, DEMO_DONE, PRESS_ANY)
            return
        self._view.note(DEMO)
        self._view.show_board(self.board)
        self._deadline = self._clock() + DEMO_STEP_SECONDS

    # -- input

    def press(self, button):
        """Act on one input: a button's name (one of ``BUTTONS``), or ``(x, y)``, a click on
        that screen pixel (whole numbers; the desktop's mouse: in play, on a tile in line with
        the gap). An input that means nothing now is ignored, whatever it is."""
        if type(button) is tuple:
            cell = -1
            if self.state == STATE_PLAY and len(button) == 2 and \
                    type(button[0]) is type(button[1]) is int:
                cell = self._view.cell_at(button[0], button[1])
            if cell >= 0:
                self._input(CLICKS + cell)
        elif button in BUTTONS:
            self._input(BUTTONS.index(button))

    def _input(self, code):
        """An input by its code (see ``CLICKS``): it lands gliding tiles, then it is acted on,
        or kept while a hint is worked out."""
        if self._glide.moving:
            self._glide.finish()
            self._landed()
        if self._keeping():
            if self._kept.count < KEPT:
                self._kept.push(code)
            else:
                self._feedback.blocked()  # not kept: said at once
        elif code < CLICKS:
            self._PRESS[self.state](self, BUTTONS[code])
        elif self.state == STATE_PLAY:  # a click: the tiles from its cell to the gap
            line = self.board.line_to(code - CLICKS)
            if line is not None:
                self._move(line[0], line[1])

    def _play_kept(self):
        """The inputs kept while a hint was worked out, in order, until one asks for another."""
        while self._kept.count and not self._keeping():
            self._input(self._kept.take())

    def _press_on_intro(self, button):
        self._idle_since = self._clock()
        if button in SIZE_BUTTONS:
            board = self._boards[SIZE_BUTTONS.index(button)]
            problem = self._view.room_for(board)
            if problem:  # not even numbered tiles fit: the intro says so, the game goes on
                self._tell([problem])
                return
            self.board = board
            self._enter(STATE_SETUP)
        elif button in PICTURE_STEP and len(self._pictures.names) > 1:
            self.notice = summary(self._pictures.step(PICTURE_STEP[button]))
            self._enter(STATE_INTRO)
        elif button == "select":
            self.mode = NORMAL if self.mode == EASY else EASY
            self._enter(STATE_INTRO)

    def _ignore(self, button):
        """During setup: no tile may move before the scramble is shown."""

    def _press_in_play(self, button):
        if button in DIRECTIONS:
            self._move(button)
        elif button == "b":
            self._changed(self._play.undo())
        elif button in ("a", "select") and self._hints.on:
            self._hints.ask(self.board, button)  # answered in tick, a step a pass
        elif button == "start":
            self._play.pause()
            # The menu's texts take the solver's room: the next hint makes it again.
            self._hints.release()
            if self._choice != REDO or not self._play.redoable:
                self._choice = RESUME  # it opens on Redo while the player is redoing
            self._enter(STATE_MENU)

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
        if choice == REDO and not self._play.redoable or (
                choice == RESTART and not self._play.restartable):
            self._feedback.blocked()  # an item in brackets: it would do nothing
        elif choice in (RESUME, REDO):
            self._play.resume()
            self._enter(STATE_PLAY)
            if choice == REDO:  # played on the board in sight, gliding like any move
                self._changed(self._play.redo())
        elif choice == RESTART:
            index = self._boards.index(self.board)
            self.board = self._boards[index] = self._play.restart()
            self._enter(STATE_PLAY)
            self._show_left()
        else:
            self._enter(STATE_SETUP if choice == NEW_SCRAMBLE else STATE_INTRO)

    def _press_when_over(self, button):
        if button == "start":
            self._enter(STATE_INTRO)

    def _end_demo(self, button=None):
        """Back to the intro: on any press, or when there is no memory for the demo's hints."""
        self._view.note("")
        self.board = self._boards[0]
        self._enter(STATE_INTRO)

    # -- moves

    def _move(self, direction, count=1):
        """The one way tiles move: ``count`` tiles the way ``direction`` says."""
        self._changed(self._play.move(direction, count))

    def _changed(self, outcome):
        """Show and sound what the last change of the board came to: the tiles it moved glide
        (``BLOCKED``: none moved, a buzz); in the demo, silently, to its end."""
        if outcome != BLOCKED:
            self._glide.start(self.board, self._play.gap, self._play.moved)
        if self.state == STATE_DEMO:
            if outcome == SOLVED:
                self._enter(STATE_DEMO)  # the whole picture, once the tile has landed
            else:
                self._deadline = self._clock() + DEMO_STEP_SECONDS
        elif outcome == BLOCKED:
            self._feedback.blocked()
        elif outcome == SOLVED:
            self._finish()
        elif outcome == OUT:
            self._hints.release()  # either end frees the solver's RAM for what follows
            self._play.stop()
            self._feedback.blocked()
            self._enter(STATE_OUT)
        else:
            self._show_left()
            self._feedback.moved(self._play.in_place(), self.board.width * self.board.height)

    def _show_left(self):
        """In a challenge, the moves left, in the gap, once they are ``LEFT_SHOWN`` or fewer."""
        if self._move_limit:
            left = self._move_limit - self._play.moves
            self._view.note("%d left" % left if left <= LEFT_SHOWN else "")

    def _finish(self):
        """The player solved the board: the record, then "You won!" once the tile lands."""
        self._hints.release()
        self._play.stop()
        new = False
        if self._records is not None:
            new = self._records.add(record_key(self.board.width, self.board.height, self.mode),
                                    self.moves, self.seconds, counts=not self.helped)
            for line in self._records.problems:  # a save that failed: console and intro
                print(line)
            self._tell(self._records.problems)  # beside what else was found in play
        self._won_title = RECORD if new else WON
        self._enter(STATE_SOLVED)
        self._feedback.solved()

    # -- time

    def tick(self):
        """Take the next timed step when its time has come; call it on every pass of the loop.

        In play with nothing on its way it reads no clock: nothing is allocated per pass.
        """
        if self._glide.moving and self._glide.step():
            self._landed()
        why = self._hints.step()
        if why is not None:
            self._answered(why)
            self._play_kept()
        if self._highlight_until is not None and self._clock() >= self._highlight_until:
            self._highlight_until = None
            self._view.highlight(-1)
        if self._deadline is None:
            if self.state == STATE_INTRO and self._hints.on:
                if self._clock() - self._idle_since >= DEMO_IDLE_SECONDS:
                    self._demo()
            return
        if self._clock() >= self._deadline:
            self._deadline = None
            self._TIMED[self.state](self)

    def _landed(self):
        """The gliding tiles have landed: a screen that waited for them is shown."""
        if self._due:
            self._due = False
            self._ENTER[self.state](self)

    def _scramble(self):
        """The setup pause is over: a new game on ``self.board``."""
        if self.mode == EASY:
            self.board.random_walk(self._easy_moves, self._rng)
        else:
            self.board.scramble(self._rng)
        self._play.begin(self.board, self._move_limit)
        self._enter(STATE_PLAY)
        self._show_left()

    def _whole_picture(self):
        self._view.show_picture(self.board, self._won_title, over(self._play))

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
            self._play.helped = True  # the tile to move, shown: as much help as moving it
            if why == "a":
                self._move(direction)
            else:
                self._view.highlight(self.board.source(direction))
                self._highlight_until = self._clock() + HIGHLIGHT_SECONDS

    def _tell(self, news):
        """Problems found on the way: first on the intro, now or when it comes back; the
        console has them all."""
        if news:
            self.notice = summary(news + ([self.notice] if self.notice else []))
            if self.state == STATE_INTRO:
                self._show_intro()

    # -- the game playing itself

    def _demo(self):
        self.board = self._boards[0]
        self.board.scramble(self._rng)
        self._play.begin(self.board)  # no move limit: the demo plays to solved
        self._enter(STATE_DEMO)

    def _demo_step(self):
        self._hints.ask(self.board, "demo")

    # What each state does with a press, on entering it, and when its time comes.
    _PRESS = {STATE_INTRO: _press_on_intro, STATE_SETUP: _ignore, STATE_PLAY: _press_in_play,
              STATE_MENU: _press_in_menu, STATE_SOLVED: _press_when_over,
              STATE_OUT: _press_when_over, STATE_DEMO: _end_demo}
    _ENTER = {STATE_INTRO: _show_intro, STATE_SETUP: _show_setup, STATE_PLAY: _show_play,
              STATE_MENU: _show_menu, STATE_SOLVED: _show_solved, STATE_OUT: _show_out,
              STATE_DEMO: _show_demo}
    _TIMED = {STATE_SETUP: _scramble, STATE_SOLVED: _whole_picture, STATE_DEMO: _demo_step}
