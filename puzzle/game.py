# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game: a state machine from the intro through setup and play to solved.

It takes button names and reads a clock, changes the board, and tells a view what to show. It
imports no hardware, displayio or pygame module, so the tests drive it with a fake view and a
fake clock. The states, and the buttons and times that move between them::

    INTRO --A / B--> SETUP --(setup seconds)--> PLAY --(solved)--> SOLVED --START--> INTRO
      | ^                                        | ^ --(move limit)--> OUT ----START--> INTRO
    30 s  any button                        START  START, B, "Resume", "Redo", "Restart"
      v |                                        v |
      DEMO                                       MENU --"New scramble"--> SETUP
                                                      --"Back to intro"--> INTRO

On the intro LEFT and RIGHT choose the picture set and SELECT the mode; in play the arrows
move tiles, B undoes, A makes the hinted move and SELECT frames the tile it would move (both
count as help). The menu redoes an undone move, or restarts the same scramble. The
moves of a game in play are :mod:`puzzle.play`'s; the view is a :class:`puzzle.view.View`, the
feedback (sound and lights) like :class:`puzzle.play.Quiet`, and hints come from a ``hinter``
like :class:`puzzle.solver.Solver`, a step on each pass of the loop (:mod:`puzzle.hints`).
"""

from .board import DIRECTIONS, Board
from .chooser import Chooser
from .hints import Hints
from .menu import STEPPED, Menu
from .play import OUT, SOLVED, Play, Quiet
from .records import key as record_key
from .settings import EASY, NORMAL
from .texts import (DEMO, DEMO_DONE, NEW_SCRAMBLE, OUT_OF_MOVES, PAUSED, PRESS_ANY, RECORD, REDO,
                    RESTART, RESUME, WON, intro_text, over, result, summary, title_of)

STATE_INTRO = "intro"  # the whole picture; A or B chooses the size
STATE_SETUP = "setup"  # the solved tiles for a moment, then the scramble
STATE_PLAY = "play"  # arrows move tiles
STATE_MENU = "menu"  # play paused, the board out of sight under a small menu
STATE_SOLVED = "solved"  # "You won!", then the whole picture; START returns to the intro
STATE_OUT = "out"  # challenge mode: the move limit reached before solved
STATE_DEMO = "demo"  # the game plays itself; any press returns to the intro

BUTTONS = ("up", "down", "left", "right", "a", "b", "start", "select")
# The d-pad's button -> the direction the tile moves (the board's numbers): the tile follows
# the arrow. A maker who wants the gap to follow it swaps up with down and left with right.
ARROWS = {"up": 0, "down": 1, "left": 2, "right": 3}
SIZE_BUTTONS = ("a", "b")  # the intro's buttons for the first and the second board size
PICTURE_STEP = {"left": -1, "right": 1}  # intro: the previous or next picture set

HIGHLIGHT_SECONDS = 1.0  # how long SELECT frames the tile to move
DEMO_IDLE_SECONDS = 30  # quiet seconds on the intro before the game plays itself
DEMO_STEP_SECONDS = 0.4  # between the demo's moves: slow enough to follow


class Game:
    """The sliding-puzzle game for one player.

    :param view: what shows the game (see the module docstring)
    :param clock: a function returning seconds as a number, such as ``time.monotonic``
    :param sizes: ``(width, height)`` of the board chosen by A and by B
    :param rng: anything with ``randrange(n)`` for the scramble (default: ``random``)
    :param setup_seconds, won_seconds, mode, easy_moves, move_limit, slide_seconds: as the
        settings of the same names in capitals (``parameters.py`` says what each does)
    :param notices: problems to show on the intro until a size is chosen (settings, saves)
    :param pictures: names of the picture sets LEFT and RIGHT choose from on the intro
    :param int picture: index in ``pictures`` of the set to start with
    :param remember: called with the set's name when a game starts with it (to keep it)
    :param records: a :class:`puzzle.records.Records`, or None to keep none
    :param feedback: sound and lights (see :class:`puzzle.play.Quiet`)
    :param make_hinter: makes the hinter, hints in steps (see :mod:`puzzle.solver`), when a
        hint is first asked for; None for no hints
    :param str hint_modules: the prefix of the modules it needs, let go of on the intro
    """

    def __init__(self, view, clock, sizes=((3, 3), (4, 4)), rng=None,
                 setup_seconds=1.5, won_seconds=2.5, notices=(), pictures=(), picture=0,
                 remember=None, records=None, feedback=None, mode=NORMAL, easy_moves=20,
                 move_limit=0, make_hinter=None, hint_modules="", slide_seconds=0):
        self._view = view
        self._clock = clock
        self._rng = rng
        self._setup_seconds = setup_seconds
        self._won_seconds = won_seconds
        self._records = records
        self._feedback = feedback or Quiet()
        self._easy_moves = easy_moves
        self.mode = mode
        # One board per size button, made once: play only ever changes them in place.
        self._boards = [Board(width, height) for width, height in sizes]
        self.board = self._boards[0]
        self._deadline = None  # clock reading of the state's timed step (setup, solved, demo)
        # intro
        self._pictures = Chooser(view, pictures, [(b.width, b.height) for b in self._boards],
                                 remember)
        self._idle_since = 0  # the last press, for the demo
        # play, and what stays of it on the solved screen
        self._play = Play(view, self._feedback, clock, slide_seconds, move_limit)
        self._play.begin(self.board)
        self._highlight_until = None  # clock reading when SELECT's frame goes
        self._won_title = WON  # or RECORD
        self._menu = Menu()
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

    @property
    def ready(self):
        """False while input would wait: the setup pause, a gliding tile, a hint on its way."""
        return (self.state != STATE_SETUP and not self._play.slide.moving
                and not self._hints.waiting)

    @property
    def busy(self):
        """True while each pass of the loop moves something on (a tile gliding, a hint being
        worked out), so the loop should not sleep; timed steps wait for no pass in particular."""
        return self._play.slide.moving or self._hints.waiting

    def cell_at(self, x, y):
        """The board's cell under screen pixel ``(x, y)`` in play, else -1 (the desktop's mouse)."""
        return self._view.cell_at(x, y) if self.state == STATE_PLAY else -1

    # -- the one way into a state

    def _enter(self, state):
        self.state = state
        self._deadline = None
        self._hints.forget()
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
        self._view.show_text(PAUSED, result(self._play), self._menu.text(self._play.redoable))

    def _show_solved(self):
        self._view.show_board(self.board, self._won_title, result(self._play))
        self._deadline = self._clock() + self._won_seconds

    def _show_out(self):
        self._view.show_board(self.board, OUT_OF_MOVES, over(self._play))

    def _show_demo(self):
        self._view.note(DEMO)
        self._view.show_board(self.board)
        self._deadline = self._clock() + DEMO_STEP_SECONDS

    # -- input

    def press(self, button):
        """Act on one press of ``button``; a press that means nothing now is ignored."""
        if self._play.slide.moving:  # kept, in order, for when the tile has landed
            self._play.slide.keep(BUTTONS.index(button))
            return
        self._PRESS[self.state](self, button)

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
        if button in ARROWS:
            self._hints.forget()  # a hint on its way was for the board before this move
            self._after(self._play.move(ARROWS[button]))
        elif button == "b":
            self._hints.forget()
            self._after(self._play.undo())
        elif button in ("a", "select") and self._hints.on:
            self._hints.ask(self.board, button)  # answered in tick, a step a pass
        elif button == "start":
            self._play.pause()
            self._menu.open(self._play.redoable)
            self._enter(STATE_MENU)

    def _press_in_menu(self, button):
        choice = self._menu.press(button)
        if choice == STEPPED:
            self._show_menu()
        elif choice == REDO and not self._play.redoable:
            self._feedback.blocked()
        elif choice in (RESUME, REDO):
            self._play.resume()
            self._enter(STATE_PLAY)
            if choice == REDO:  # played on the board in sight, gliding like any move
                self._after(self._play.redo())
        elif choice == RESTART:
            index = self._boards.index(self.board)
            self.board = self._boards[index] = self._play.restart()
            self._enter(STATE_PLAY)
        elif choice is not None:
            self._enter(STATE_SETUP if choice == NEW_SCRAMBLE else STATE_INTRO)

    def _press_when_over(self, button):
        if button == "start":
            self._enter(STATE_INTRO)

    def _end_demo(self, button=None):
        """Back to the intro: on any press, or when there is no memory for the demo's hints."""
        self._view.note("")
        self.board = self._boards[0]
        self._enter(STATE_INTRO)

    # -- time

    def tick(self):
        """Take the next timed step when its time has come; call it on every pass of the loop.

        In play with nothing on its way it reads no clock: nothing is allocated per pass.
        """
        if self._play.slide.moving and self._play.glide():
            button = self._play.slide.next_press()  # landed: the presses kept meanwhile
            if button >= 0:
                self.press(BUTTONS[button])
        why = self._hints.step()
        if why is not None:
            self._answered(why)
        if self._highlight_until is not None and self._clock() >= self._highlight_until:
            self._highlight_until = None
            self._view.highlight(-1)
        if self._deadline is None:
            if self.state == STATE_INTRO and self._hints.on:
                if self._clock() - self._idle_since >= DEMO_IDLE_SECONDS:
                    self._demo()
            return
        now = self._clock()
        if now >= self._deadline:
            self._deadline = None
            self._TIMED[self.state](self)

    def _scramble(self):
        """The setup pause is over: a new game on ``self.board``."""
        if self.mode == EASY:
            self.board.random_walk(self._easy_moves, self._rng)
        else:
            self.board.scramble(self._rng)
        self._play.begin(self.board)
        self._enter(STATE_PLAY)

    def _whole_picture(self):
        self._view.show_picture(self.board, self._won_title, over(self._play))

    def _answered(self, why):
        """The hint asked for ``why`` is over: act on it. None comes when the memory ran out
        for it: hints are then off, and the demo, which plays by them, ends."""
        self._tell(self._hints.news())  # a hint file found damaged; no memory for hints
        if not self._hints.on:
            if why == "demo":
                self._end_demo()
            return
        direction = self._hints.direction
        if why == "a" and direction is not None:
            self._play.helped = True
            self._after(self._play.move(DIRECTIONS.index(direction)))
        elif why == "select" and direction is not None:
            self._play.helped = True  # the tile to move, shown: as much help as moving it
            self._view.highlight(self.board.source(direction))
            self._highlight_until = self._clock() + HIGHLIGHT_SECONDS
        elif why == "demo" and direction is not None:
            self.board.move(direction)
            self._show_demo()
        elif why == "demo":
            self._view.show_picture(self.board, DEMO_DONE, PRESS_ANY)

    def _tell(self, news):
        """Problems found on the way: first on the intro, now or when it comes back; the
        console has them all."""
        if news:
            self.notice = summary(news + ([self.notice] if self.notice else []))
            if self.state == STATE_INTRO:
                self._show_intro()

    # -- moves

    def _after(self, outcome):
        """What a move in play came to: solved, out of moves, or play goes on. Either end
        lets go of the hints: their RAM is free for the record's save and what follows."""
        if outcome == SOLVED:
            self._hints.release()
            self._finish()
        elif outcome == OUT:
            self._hints.release()
            self._play.stop()
            self._enter(STATE_OUT)

    def _finish(self):
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

    # -- the game playing itself

    def _demo(self):
        self.board = self._boards[0]
        self.board.scramble(self._rng)
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
