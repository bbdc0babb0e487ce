# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game: a state machine from intro through setup and play to solved.

It takes button names (``"up"``, ``"down"``, ``"left"``, ``"right"``, ``"a"``, ``"b"``,
``"start"``, ``"select"``) and reads a clock, changes the board, and tells a view what to
show. It imports no hardware, displayio or pygame module, so the tests drive it with a fake
view and a fake clock. The view needs four methods::

    view.use_pictures(name, sizes)  # the picture set to use (None: numbered); -> [problems]
    view.show_picture(board, title, subtitle, notice="")  # the whole picture and text
    view.show_board(board, title="", subtitle="", notice="")  # the tiles, and text over them
    view.highlight(position)  # mark one cell (-1: none)
    view.slide(tile, source, target, fraction)  # a tile on its way from one cell to another

and sound and lights, if any, go through a ``feedback`` object like :class:`Quiet`.
"""

from .board import Board, random_walk
from .records import key as record_key
from .settings import EASY, NORMAL

STATE_INTRO = "intro"  # the whole picture; A or B chooses the size
STATE_SETUP = "setup"  # the solved tiles for a moment, then the scramble
STATE_PLAY = "play"  # arrows move tiles
STATE_MENU = "menu"  # play paused under a small menu
STATE_SOLVED = "solved"  # "You won!", then the whole picture; START returns to the intro
STATE_OUT = "out"  # challenge mode: the move limit reached before solved
STATE_DEMO = "demo"  # the game plays itself; any press returns to the intro

BUTTONS = ("up", "down", "left", "right", "a", "b", "start", "select")
ARROWS = BUTTONS[:4]
OPPOSITE = ("down", "up", "right", "left")  # the move that takes back each of ARROWS
SIZE_BUTTONS = ("a", "b")
PICTURE_STEP = {"left": -1, "right": 1}  # intro: the previous or next picture set
MENU = ("Resume", "New scramble", "Back to intro")

TITLE = "Slide"
WON = "You won!"
RECORD = "New record!"
HISTORY = 2048  # moves that undo can take back, in a buffer made once
HIGHLIGHT_SECONDS = 1.0  # how long SELECT marks the tile to move
QUEUE = 16  # presses kept while a tile slides
DEMO_IDLE_SECONDS = 30  # quiet seconds on the intro before the game plays itself
DEMO_STEP_SECONDS = 0.4  # between the demo's moves: slow enough to follow


def _summary(problems):
    """The first of ``problems`` for the screen, and how many more the console has."""
    if len(problems) > 1:
        return "%s (+%d more)" % (problems[0], len(problems) - 1)
    return problems[0] if problems else ""


def format_time(seconds):
    """``65.3`` -> ``"1:05"``; hours are not worth a column on this screen."""
    seconds = int(seconds)
    return "%d:%02d" % (seconds // 60, seconds % 60)


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


class Game:
    """The sliding-puzzle game for one player.

    :param view: what shows the game (see the module docstring)
    :param clock: a function returning seconds as a number, such as ``time.monotonic``
    :param sizes: ``(width, height)`` of the board chosen by A and by B
    :param rng: anything with ``randrange(n)`` for the scramble (default: ``random``)
    :param float setup_seconds: how long the solved tiles stay before the scramble
    :param float won_seconds: how long "You won!" stays over the tiles before the picture
    :param notices: problems to show on the intro until a size is chosen (settings, saves)
    :param pictures: names of the picture sets LEFT and RIGHT choose from on the intro
    :param int picture: index in ``pictures`` of the set to start with
    :param remember: called with the set's name when a game starts with it (to keep it)
    :param records: a :class:`puzzle.records.Records`, or None to keep none
    :param feedback: sound and lights (see :class:`Quiet`)
    :param str mode: ``"normal"`` (a uniform scramble) or ``"easy"`` (``easy_moves`` random
        moves from solved); SELECT on the intro switches between them
    :param int easy_moves: how many moves an easy scramble makes
    :param int move_limit: a challenge: "Out of moves" after this many (0: no limit)
    :param hint: a function giving the direction of a good next move for a board, or None
    :param float slide_seconds: how long a tile takes to slide into the gap (0: at once);
        presses meanwhile are kept, in order, and played after it
    """

    def __init__(self, view, clock, sizes=((3, 3), (4, 4)), rng=None,
                 setup_seconds=1.5, won_seconds=2.5, notices=(), pictures=(), picture=0,
                 remember=None, records=None, feedback=None, mode=NORMAL, easy_moves=20,
                 move_limit=0, hint=None, slide_seconds=0):
        self._view = view
        self._clock = clock
        self._rng = rng
        self._setup_seconds = setup_seconds
        self._won_seconds = won_seconds
        self._remember = remember
        self._records = records
        self._feedback = feedback or Quiet()
        self._easy_moves = easy_moves
        self._move_limit = move_limit
        self._hint = hint
        self._slide_seconds = slide_seconds
        self._sliding = None  # clock reading when the sliding tile set off, or None
        self._slide = [0, 0, 0]  # the sliding tile, its source and its target cell
        self._queue = bytearray(QUEUE)  # presses during a slide: a ring of indices into BUTTONS
        self._first = 0  # where the oldest of them is
        self._queued = 0
        self.mode = mode
        # One board per size button, made once: play only ever changes them in place.
        self._boards = [Board(width, height) for width, height in sizes]
        self.board = self._boards[0]
        self._history = bytearray(HISTORY)  # index into ARROWS of each move, in a ring
        self._undoable = 0  # moves undo can take back: the newest HISTORY at most
        self.moves = 0  # moves that stand: undone ones are not counted
        self.helped = False  # a hint moved a tile in this game
        self.seconds = 0  # play time of the last finished game
        self._won_title = WON  # or RECORD, for the solved screen
        self._started = 0  # clock reading when play began, moved on by pauses
        self._paused = 0  # clock reading when the menu opened
        self._deadline = None  # clock reading of the next timed step, or None
        self._highlight_until = None  # clock reading when the highlight goes
        self._gap_before = 0  # where the gap was before the last move
        self._idle_since = 0
        self.menu_choice = 0
        self.pictures = pictures
        self.picture = picture
        problems = list(notices)
        problems.extend(self._use_picture(picture))
        self.notice = _summary(problems)
        self._intro()

    @property
    def picture_name(self):
        """The name of the picture set in use, or None for numbered tiles."""
        return self.pictures[self.picture] if self.pictures else None

    @property
    def ready(self):
        """False during the setup pause and while a tile slides: input would wait."""
        return self.state != STATE_SETUP and self._sliding is None

    # -- input

    def press(self, button):
        """Act on one press of ``button``; a press that means nothing now is ignored."""
        state = self.state
        if self._sliding is not None:
            if self._queued < QUEUE:  # kept, in order, for when the tile has landed
                self._queue[(self._first + self._queued) % QUEUE] = BUTTONS.index(button)
                self._queued += 1
        elif state == STATE_PLAY:
            self._press_in_play(button)
        elif state == STATE_INTRO:
            self._press_on_intro(button)
        elif state == STATE_MENU:
            self._press_in_menu(button)
        elif state in (STATE_SOLVED, STATE_OUT):
            if button == "start":
                self._intro()
        elif state == STATE_DEMO:
            self._intro()
        # During setup every press is ignored: no tile may move before the scramble is shown.

    def _press_in_play(self, button):
        if button in ARROWS:
            self._move(ARROWS.index(button))
        elif button == "b":
            self._undo()
        elif button == "a" and self._hint:
            direction = self._hint(self.board)
            if direction:
                self.helped = True
                self._move(ARROWS.index(direction))
        elif button == "select" and self._hint:
            direction = self._hint(self.board)
            if direction:
                self._view.highlight(self._tile_to_move(ARROWS.index(direction)))
                self._highlight_until = self._clock() + HIGHLIGHT_SECONDS
        elif button == "start":
            self.state = STATE_MENU
            self._paused = self._clock()
            self.menu_choice = 0
            self._show_menu()

    def _press_on_intro(self, button):
        self._idle_since = self._clock()
        if button in SIZE_BUTTONS:
            self._setup(self._boards[SIZE_BUTTONS.index(button)])
        elif button in PICTURE_STEP and len(self.pictures) > 1:
            step = PICTURE_STEP[button]
            self.notice = _summary(self._use_picture((self.picture + step) % len(self.pictures)))
            self._intro()
        elif button == "select":
            self.mode = NORMAL if self.mode == EASY else EASY
            self._intro()

    def _press_in_menu(self, button):
        if button in ("up", "down"):
            step = 1 if button == "down" else -1
            self.menu_choice = (self.menu_choice + step) % len(MENU)
            self._show_menu()
        elif button in ("start", "b") or (button == "a" and self.menu_choice == 0):
            self._started += self._clock() - self._paused  # the clock stood still meanwhile
            self.state = STATE_PLAY
            self._view.show_board(self.board)
        elif button == "a" and self.menu_choice == 1:
            self._setup(self.board)
        elif button == "a":
            self._intro()

    # -- time

    def tick(self):
        """Take the next timed step when its time has come; call it on every pass of the loop.

        During play with nothing timed it reads no clock: nothing is allocated per pass.
        """
        if self._sliding is not None:
            self._slide_on()
        if self._highlight_until is not None and self._clock() >= self._highlight_until:
            self._highlight_until = None
            self._view.highlight(-1)
        if self._deadline is None:
            if self.state == STATE_INTRO and self._hint:
                if self._clock() - self._idle_since >= DEMO_IDLE_SECONDS:
                    self._demo()
            return
        now = self._clock()
        if now < self._deadline:
            return
        self._deadline = None
        if self.state == STATE_SETUP:
            self._scramble()
            self._started = now
            self.state = STATE_PLAY
            self._view.show_board(self.board)
        elif self.state == STATE_SOLVED:
            self._view.show_picture(self.board, self._won_title, self._result() + "  START")
        elif self.state == STATE_DEMO:
            self._demo_step(now)

    # -- the steps of a game

    def _use_picture(self, index):
        """Switch to picture set ``index``; its problems go to the console and are returned."""
        self.picture = index
        sizes = [(board.width, board.height) for board in self._boards]
        problems = self._view.use_pictures(self.picture_name, sizes)
        for problem in problems:
            print("%s: %s" % (self.picture_name, problem))
        return problems

    def _intro(self):
        self.state = STATE_INTRO
        self._deadline = None
        self._idle_since = self._clock()
        self._feedback.idle()
        title = TITLE
        if self.pictures:
            title = self.picture_name[:1].upper() + self.picture_name[1:]
            if len(self.pictures) > 1:
                title = "< %s >" % title
        self._view.show_picture(self.board, title, self._intro_text(), self.notice)

    def _intro_text(self):
        """The size buttons, the mode and the records: ``"A 3x3 B 4x4 SELECT easy"``..."""
        buttons = " ".join(
            "%s %dx%d" % (button.upper(), board.width, board.height)
            for button, board in zip(SIZE_BUTTONS, self._boards)
        )
        lines = [buttons + " SELECT " + self.mode]
        for board in self._boards:
            best_moves, best_seconds, _ = self._record(board)
            if best_moves:
                lines.append("%dx%d best %d moves %s" % (
                    board.width, board.height, best_moves, format_time(best_seconds)))
        return "\n".join(lines)

    def _record(self, board):
        if self._records is None:
            return 0, 0, 0
        return self._records.get(self._record_key(board))

    def _record_key(self, board):
        return record_key(board.width, board.height, self.mode)

    def _setup(self, board):
        self.notice = ""  # seen: the player has chosen a size
        if self._remember and self.pictures:
            self._remember(self.picture_name)
        self.board = board
        self.state = STATE_SETUP
        self._view.show_board(Board(board.width, board.height))
        self._deadline = self._clock() + self._setup_seconds

    def _scramble(self):
        """A new game on ``self.board``: uniform, or a short random walk in easy mode."""
        if self.mode == EASY:
            random_walk(self.board, self._easy_moves, self._rng)
        else:
            self.board.scramble(self._rng)
        self.moves = 0
        self._undoable = 0
        self.helped = False

    def _tile_to_move(self, arrow):
        """Position of the tile ``ARROWS[arrow]`` moves: below, above, right or left of the gap."""
        width = self.board.width
        return self.board.blank + (width, -width, 1, -1)[arrow]

    def _move(self, arrow):
        self._gap_before = self.board.blank
        if not self.board.move(ARROWS[arrow]):
            self._feedback.blocked()
            return
        self._history[self.moves % HISTORY] = arrow
        self.moves += 1
        # A full ring forgets the oldest move: undo stops there, and board and count agree.
        self._undoable = min(self._undoable + 1, HISTORY)
        self._after_move()

    def _undo(self):
        if not self._undoable:
            self._feedback.blocked()
            return
        self._undoable -= 1
        self.moves -= 1
        self._gap_before = self.board.blank
        self.board.move(OPPOSITE[self._history[self.moves % HISTORY]])
        self._after_move()

    def _after_move(self):
        board = self.board
        if board.is_solved():
            self._finish()
            return
        if self._move_limit and self.moves >= self._move_limit:
            self.seconds = self._clock() - self._started
            self.state = STATE_OUT
            self._view.show_board(board, "Out of moves", "%d moves  START" % self.moves)
            self._feedback.blocked()
            return
        if self._slide_seconds:
            # The tile that moved now stands where the gap was: it slides from the new gap.
            slide = self._slide
            slide[1], slide[2] = board.blank, self._gap_before
            slide[0] = board.tile_at(slide[2])
            self._sliding = self._clock()
            self._view.slide(slide[0], slide[1], slide[2], 0)
        else:
            self._view.show_board(board)
        self._feedback.moved(self._in_place(), board.width * board.height)

    def _slide_on(self):
        """Move the sliding tile on; once it lands, play the next kept press."""
        slide = self._slide
        fraction = (self._clock() - self._sliding) / self._slide_seconds
        self._view.slide(slide[0], slide[1], slide[2], fraction)
        if fraction < 1:
            return
        self._sliding = None
        if self._queued:
            button = self._queue[self._first]
            self._first = (self._first + 1) % QUEUE
            self._queued -= 1
            self.press(BUTTONS[button])

    def _in_place(self):
        board = self.board
        count = 0
        for position in range(board.width * board.height):
            if board.tile_at(position) == position:
                count += 1
        return count

    def _finish(self):
        self.seconds = self._clock() - self._started
        self.state = STATE_SOLVED
        new = False
        if self._records is not None:
            new = self._records.add(self._record_key(self.board), self.moves, self.seconds,
                                    counts=not self.helped)
            self.notice = _summary(self._records.problems)  # a save that failed, on the intro
        self._won_title = RECORD if new else WON
        self._view.show_board(self.board, self._won_title, self._result())
        self._feedback.solved()
        self._deadline = self._clock() + self._won_seconds

    def _result(self):
        return "%d moves  %s%s" % (self.moves, format_time(self.seconds),
                                   "  helped" if self.helped else "")

    def _show_menu(self):
        lines = []
        for index, item in enumerate(MENU):
            lines.append(("> " if index == self.menu_choice else "  ") + item)
        self._view.show_board(self.board, "Paused", "", "\n".join(lines))

    # -- the game playing itself

    def _demo(self):
        self.state = STATE_DEMO
        self.board = self._boards[0]
        self.board.scramble(self._rng)
        self._view.show_board(self.board, "", "Demo: press any button")
        self._deadline = self._clock() + DEMO_STEP_SECONDS

    def _demo_step(self, now):
        direction = self._hint(self.board)
        if direction is None:
            self._view.show_picture(self.board, "Solved by the badge", "Press any button")
            return
        self.board.move(direction)
        self._view.show_board(self.board, "", "Demo: press any button")
        self._deadline = now + DEMO_STEP_SECONDS
