# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game's states, buttons and timings, and its parts: what each state shows, the pause
menu, the demo, a hint acted on and the picture sets the intro chooses from.

:class:`Screens` is a part of :class:`puzzle.game.Game`: its methods work on the game's own
state, and say what is seen to its presenter.
"""

from .board import DIRECTIONS, DOWN, UP, Board
from .play import AGAIN
from .saves import key
from .settings import EASY
from .texts import (DEMO, DEMO_DONE, MENU, NEW_SCRAMBLE, OUT_OF_MOVES, PAUSED, PRESS_ANY,
                    RECORD, REDO, RESTART, RESUME, WON, intro_text, menu_text, over, result,
                    summary, title_of)

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


class Screens:
    """The screens of the intro, the setup pause, play, solved (and its record) and out of
    moves; the moves left of a challenge; problems told on the intro. The picture set in use
    (``_pictures`` their names, ``_index`` the one in use). START in play opens the menu:
    Resume, Redo, Restart (the same scramble), New scramble, Back to intro. After
    ``DEMO_IDLE_SECONDS`` alone on the intro, the demo: a scramble of the first size solved a
    hint every ``DEMO_STEP_SECONDS``; any press ends it. A hint asked for by A (its move made),
    by SELECT (its tile framed) or by the demo (its move made, silently); inputs made meanwhile
    kept, then played in order."""

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
