# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What each state of the game shows, said to its presenter: a part of :class:`puzzle.game.Game`
(its methods work on the game's own state)."""

from .board import Board
from .records import key as record_key
from .settings import EASY
from .states import LEFT_SHOWN, SIZE_BUTTONS, STATE_INTRO, STATE_PLAY, STATE_SOLVED
from .texts import OUT_OF_MOVES, RECORD, WON, intro_text, over, result, summary, title_of


class Screens:
    """The screens of the intro, the setup pause, play, solved (and its record) and out of
    moves; the moves left of a challenge; problems told on the intro."""

    def _show_intro(self):
        self._hints.release()  # no game: no hint to work out ahead
        self._idle_since = self._clock()
        self.presenter.idle()
        self.presenter.picture(self.board, title_of(self.picture_name,
                                                      len(self._pictures.names)),
                               intro_text(SIZE_BUTTONS, self._boards, self.mode, self._records),
                               self.notice)

    def _show_setup(self):
        """The solved tiles for the pause; the scramble is made now, out of sight, so that
        its hint is worked out ahead meanwhile."""
        self.notice = ""  # seen: the player has chosen a size
        self._pictures.played()
        if self.mode == EASY:
            self.board.random_walk(self._easy_moves, self._rng)
        else:
            self.board.scramble(self._rng)
        self._hints.ahead(self.board)
        self.presenter.board(Board(self.board.width, self.board.height))
        self._after(self._setup_seconds)

    def _show_play(self):
        self.presenter.board(self.board)

    def _show_solved(self):
        self.presenter.board(self.board, self._won_title, result(self._play))
        self._after(self._won_seconds)

    def _show_out(self):
        self.presenter.board(self.board, OUT_OF_MOVES, over(self._play))

    def _whole_picture(self):
        self.presenter.picture(self.board, self._won_title, over(self._play))

    def _show_left(self):
        """In a challenge, the moves left, in the gap, once they are ``LEFT_SHOWN`` or fewer."""
        if self._move_limit:
            left = self._move_limit - self._play.moves
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
        self._play.begin(self.board, self._move_limit)
        self._enter(STATE_PLAY)
        self._show_left()
