# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""One game in play: the moves that stand, their undo and redo, the tile gliding into the gap,
and the click, buzz and lights that go with them."""

from .board import OPPOSITE, Board
from .ring import Ring
from .slide import Slide

HISTORY = 2048  # moves that undo can take back, 2 bits each in a buffer made once (512 bytes)
LEFT_SHOWN = 10  # a challenge shows the moves left in the gap from this many on
MOVED = 0  # what a press in play came to
BLOCKED = 1
SOLVED = 2
OUT = 3  # the move limit reached before solved


class Quiet:
    """Feedback that makes no sound and lights nothing (the desktop without a mixer, tests)."""

    def moved(self, in_place, total):
        """A tile moved; ``in_place`` of ``total`` tiles are where they belong."""

    def blocked(self):
        """A press that could move nothing."""

    def solved(self):
        """The board was solved by the player."""

    def idle(self):
        """Back to the intro: no lights."""


class Play:
    """The moves made on ``board`` since its scramble, and how the view and feedback see them.

    :param view: draws the board and the gliding tile (see :mod:`puzzle.game`)
    :param feedback: sound and lights (see :class:`Quiet`)
    :param clock: a function returning seconds, read only when a tile starts to glide
    :param float slide_seconds: how long a tile glides (0: it jumps)
    :param int move_limit: moves before "Out of moves" (0: no limit)
    """

    def __init__(self, view, feedback, clock, slide_seconds, move_limit):
        self._view = view
        self._feedback = feedback
        self._clock = clock
        self._move_limit = move_limit
        self.board = None
        self.moves = 0  # moves that stand: undone ones are not counted
        self.helped = False  # a hint moved or framed a tile in this game
        self.seconds = 0  # play time when the game was last paused, or when it ended
        self._started = 0  # clock reading when play began, moved on by pauses
        self._paused = 0  # clock reading when the menu opened
        self._history = Ring(HISTORY, bits=2)  # each standing move's direction (0-3), newest last
        self._scramble = None  # the arrangement the game began with, for a restart
        self.slide = Slide(slide_seconds)

    def begin(self, board):
        """A new game on ``board``, scrambled already: its clock starts now."""
        self.board = board
        self._scramble = board.tiles
        self.moves = 0
        self.helped = False
        self.seconds = 0
        self._history.clear()
        self.slide.clear()
        self._started = self._clock()
        self._show_left()

    def restart(self):
        """The same scramble again, on a new board (returned): moves, time and help from zero."""
        board = Board(self.board.width, self.board.height, self._scramble)
        self.begin(board)
        return board

    @property
    def redoable(self):
        """How many undone moves redo can make again (none once a new move is made)."""
        return self._history.undone

    def pause(self):
        self._paused = self._clock()
        self.seconds = self._paused - self._started

    def resume(self):
        self._started += self._clock() - self._paused  # the clock stood still meanwhile

    def stop(self):
        """The game is over: ``seconds`` is its play time."""
        self.seconds = self._clock() - self._started

    def move(self, direction):
        """Move the tile ``direction`` (a number) says; ``MOVED``, ``BLOCKED``, ``SOLVED`` or
        ``OUT``. A full history forgets its oldest move: undo stops there."""
        gap = self.board.blank
        came_from = self.board.move(direction)
        if came_from is None:
            self._feedback.blocked()
            return BLOCKED
        self._history.push(direction)
        self.moves += 1
        return self._moved(gap, came_from)

    def undo(self):
        """Take the last move back; ``BLOCKED`` when there is none left to take."""
        direction = self._history.pop()
        if direction < 0:
            self._feedback.blocked()
            return BLOCKED
        self.moves -= 1
        gap = self.board.blank
        return self._moved(gap, self.board.move(OPPOSITE[direction]))

    def redo(self):
        """Make the last move undone again; ``BLOCKED`` when there is none (a new move made
        since forgets them). Like a move, it may solve the board or reach the move limit."""
        direction = self._history.unpop()
        if direction < 0:
            self._feedback.blocked()
            return BLOCKED
        self.moves += 1
        gap = self.board.blank
        return self._moved(gap, self.board.move(direction))

    def _moved(self, gap, came_from):
        """A tile went from ``came_from`` into the ``gap``: show it, or say what follows."""
        board = self.board
        if board.is_solved():
            return SOLVED
        if self._move_limit and self.moves >= self._move_limit:
            self._feedback.blocked()
            return OUT
        if self.slide.seconds:
            self.slide.start(board.tile_at(gap), came_from, gap, self._clock())
            self._view.slide(self.slide.tile, came_from, gap, 0)
        else:
            self._view.show_board(board)
        self._show_left()
        self._feedback.moved(self._in_place(), board.width * board.height)
        return MOVED

    def _show_left(self):
        """In a challenge, the moves left, in the gap, once they are ``LEFT_SHOWN`` or fewer."""
        if self._move_limit:
            left = self._move_limit - self.moves
            self._view.note("%d left" % left if left <= LEFT_SHOWN else "")

    def glide(self):
        """Draw the gliding tile further along; True once it has landed."""
        slide = self.slide
        fraction = slide.fraction(self._clock())
        self._view.slide(slide.tile, slide.source, slide.target, fraction)
        return fraction >= 1

    def _in_place(self):
        board = self.board
        count = 0
        for position in range(board.width * board.height):
            if board.tile_at(position) == position:
                count += 1
        return count
