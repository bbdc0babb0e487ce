# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""One game in play: the moves that stand, their undo and redo, the play time and the move
limit. Each change says what it came to (``MOVED``, ``BLOCKED``, ``SOLVED``, ``OUT``); what is
shown and heard of it is the game's (:mod:`puzzle.game`), of which :class:`Play` is a part: its
figures (``moves``, ``seconds``, ``helped``) are the game's own attributes, read with no
property or second object between.

The moves are kept in a :class:`Ring` of small numbers packed into a buffer made once (2 bits
a move); the game keeps the inputs made while a hint is worked out in another (a byte each).
"""

from .board import DIRECTIONS, OPPOSITE

HISTORY = 2048  # moves that undo can take back, 2 bits each in a buffer made once (512 bytes)
FORWARD, BACK, AGAIN = range(3)  # a move: a new one, the last taken back (undo), redone
MOVED = 0  # what a change of the board came to
BLOCKED = 1  # nothing changed: no tile can move that way, nothing to undo or redo
SOLVED = 2
OUT = 3  # the move limit reached before solved


class Play:
    """The moves made on ``board`` since its scramble: a part of :class:`puzzle.game.Game`.

    :param clock: a function returning seconds, read when play begins, pauses, resumes or ends
    """

    def __init__(self, clock):
        self._clock = clock
        self.board = None  # the board in play (the game's own)
        self.move_limit = 0  # moves before "Out of moves" (0: no limit)
        self.moves = 0  # moves that stand: undone ones are not counted
        self.helped = False  # a hint moved or framed a tile in this game
        self.seconds = 0  # play time when the game was last paused, or when it ended
        self._started = 0  # clock reading when play began, moved on by pauses
        self._paused = 0  # clock reading when the menu opened
        # each standing move's direction by its code (its index in DIRECTIONS), newest last
        self._history = Ring(HISTORY, bits=2)
        self._scramble = None  # the arrangement the game began with, for a restart
        # The last change: the gap before it, and how many tiles it moved, each a cell along
        # the line from there to the gap now (the nearest first).
        self.gap = 0
        self.moved = 0
        self.changes = 0  # changes of the board so far (a game begun, a tile moved): ever more

    def begin(self, board, move_limit=0):
        """A new game on ``board``, scrambled already: its clock starts now.

        :param int move_limit: moves before the game is out of them (0: no limit)
        """
        self.board = board
        self.move_limit = move_limit
        self._scramble = board.tiles
        self.moves = 0
        self.helped = False
        self.seconds = 0
        self._history.clear()
        self.changes += 1
        self._started = self._clock()

    def restart(self):
        """The same scramble again, on the same board: moves, time and help from zero."""
        self.board.arrange(self._scramble)
        self.begin(self.board, self.move_limit)

    @property
    def redoable(self):
        """How many undone moves redo can make again (none once a new move is made)."""
        return self._history.undone

    @property
    def restartable(self):
        """True once a restart would change more than the clock: a move made or undone, help."""
        return bool(self.moves or self._history.undone or self.helped)

    def pause(self):
        self._paused = self._clock()
        self.seconds = self._paused - self._started

    def resume(self):
        self._started += self._clock() - self._paused  # the clock stood still meanwhile

    def stop(self):
        """The game is over: ``seconds`` is its play time."""
        self.seconds = self._clock() - self._started

    def _apply(self, direction, count=1, way=FORWARD):
        """Move ``count`` tiles, one after the other, the way ``direction`` says (a click's run
        of a line), stopping where the game ends; ``MOVED``, ``BLOCKED`` (no tile moved),
        ``SOLVED`` or ``OUT``. ``way`` says what each move is to the history: ``FORWARD`` a
        new move, counted (a full history forgets its oldest: undo stops there; undone moves
        are forgotten), ``BACK`` the last one taken back (see :meth:`undoing`), ``AGAIN`` the
        last undone one made again (see :meth:`redoing`)."""
        self.gap = self.board.blank
        self.moved = 0
        outcome = MOVED
        while outcome == MOVED and self.moved < count:
            if self.board.move(direction) is None:
                return BLOCKED if not self.moved else MOVED
            if way == FORWARD:
                self._history.push(DIRECTIONS.index(direction))
                self.moves += 1
            elif way == BACK:
                self._history.pop()
                self.moves -= 1
            else:
                self._history.unpop()
                self.moves += 1
            self.moved += 1
            self.changes += 1
            outcome = self._outcome()
        return outcome

    def undoing(self):
        """The direction that takes the last standing move back, or None: none to take."""
        code = self._history.pop()
        if code < 0:
            return None
        self._history.unpop()  # only looked at: the move itself takes it
        return DIRECTIONS[OPPOSITE[code]]

    def redoing(self):
        """The direction of the last undone move, to make again, or None: none."""
        code = self._history.unpop()
        if code < 0:
            return None
        self._history.pop()  # only looked at: the move itself takes it
        return DIRECTIONS[code]

    def _outcome(self):
        if self.board.is_solved():
            return SOLVED
        if self.move_limit and self.moves >= self.move_limit:
            return OUT
        return MOVED

    def in_place(self):
        """How many tiles are where they belong (the gap counted)."""
        board = self.board
        count = 0
        for position in range(board.width * board.height):
            if board.tile_at(position) == position:
                count += 1
        return count


class Ring:
    """The newest ``size`` numbers pushed, each of ``bits`` bits (0 to ``2 ** bits - 1``); a
    push into a full ring forgets the oldest.

    ``8 // bits`` numbers share a byte, so ``Ring(2048, bits=2)`` takes 512 bytes. A push of a
    number that does not fit in ``bits`` bits raises ``ValueError``.

    A pop leaves its number in the buffer, so :meth:`unpop` can bring it back (redo) until the
    next push writes over it.

    :param int size: how many it keeps
    :param int bits: the bits of each number: 1, 2, 4 or 8
    """

    def __init__(self, size, bits=8):
        if bits not in (1, 2, 4, 8):
            raise ValueError("bits must be 1, 2, 4 or 8")
        self.size = size
        self._bits = bits
        self._per_byte = 8 // bits
        self._largest = (1 << bits) - 1  # also the mask of one number's bits
        self._data = bytearray((size + self._per_byte - 1) // self._per_byte)
        self._first = 0  # the slot of the oldest
        self.count = 0
        self.undone = 0  # numbers popped since the last push: what unpop can bring back

    def _read(self, slot):
        shift = slot % self._per_byte * self._bits
        return self._data[slot // self._per_byte] >> shift & self._largest

    def _write(self, slot, value):
        shift = slot % self._per_byte * self._bits
        byte = slot // self._per_byte
        self._data[byte] = self._data[byte] & ~(self._largest << shift) | value << shift

    def push(self, value):
        if not 0 <= value <= self._largest:
            raise ValueError("the number does not fit in the ring's bits")
        if self.count == self.size:
            self._first = (self._first + 1) % self.size
            self.count -= 1
        self._write((self._first + self.count) % self.size, value)
        self.count += 1
        self.undone = 0  # the slot after the newest is written over: redo ends here

    def pop(self):
        """The newest, taken out; -1 when empty (undo)."""
        if not self.count:
            return -1
        self.count -= 1
        self.undone += 1
        return self._read((self._first + self.count) % self.size)

    def unpop(self):
        """The number the last pop took, put back and returned; -1 when none is left (redo)."""
        if not self.undone:
            return -1
        self.undone -= 1
        self.count += 1
        return self._read((self._first + self.count - 1) % self.size)

    def take(self):
        """The oldest, taken out; -1 when empty (presses, in the order they came)."""
        if not self.count:
            return -1
        value = self._read(self._first)
        self._first = (self._first + 1) % self.size
        self.count -= 1
        return value

    def clear(self):
        self.count = 0
        self.undone = 0
