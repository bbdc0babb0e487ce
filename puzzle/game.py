# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game: a state machine from intro through setup and play to solved.

It takes button names (``"up"``, ``"down"``, ``"left"``, ``"right"``, ``"a"``, ``"b"``,
``"start"``, ``"select"``) and reads a clock, changes the board, and tells a view what to
show. It imports no hardware, displayio or pygame module, so the tests drive it with a fake
view and a fake clock. The view needs three methods::

    view.use_pictures(name, sizes)  # the picture set to use (None: numbered); -> [problems]
    view.show_picture(board, title, subtitle, notice="")  # the whole picture and text
    view.show_board(board, title="", subtitle="")  # the tiles, and text over them if given
"""

from .board import Board

STATE_INTRO = "intro"  # the whole picture; A or B chooses the size
STATE_SETUP = "setup"  # the solved tiles for a moment, then the scramble
STATE_PLAY = "play"  # arrows move tiles
STATE_SOLVED = "solved"  # "You won!", then the whole picture; START returns to the intro

ARROWS = ("up", "down", "left", "right")
SIZE_BUTTONS = ("a", "b")
PICTURE_STEP = {"left": -1, "right": 1}  # intro: the previous or next picture set

TITLE = "Slide"
WON = "You won!"


def format_time(seconds):
    """``65.3`` -> ``"1:05"``; hours are not worth a column on this screen."""
    seconds = int(seconds)
    return "%d:%02d" % (seconds // 60, seconds % 60)


class Game:
    """The sliding-puzzle game for one player.

    :param view: what shows the game (see the module docstring)
    :param clock: a function returning seconds as a number, such as ``time.monotonic``
    :param sizes: ``(width, height)`` of the board chosen by A and by B
    :param rng: anything with ``randrange(n)`` for the scramble (default: ``random``)
    :param float setup_seconds: how long the solved tiles stay before the scramble
    :param float won_seconds: how long "You won!" stays over the tiles before the picture
    :param str notice: a problem to show on the intro until a size is chosen
    :param pictures: names of the picture sets LEFT and RIGHT choose from on the intro
    :param int picture: index in ``pictures`` of the set to start with
    :param remember: called with the set's name when a game starts with it (to save it)
    """

    def __init__(self, view, clock, sizes=((3, 3), (4, 4)), rng=None,
                 setup_seconds=1.5, won_seconds=2.5, notice="", pictures=(), picture=0,
                 remember=None):
        self._view = view
        self._clock = clock
        self._rng = rng
        self._setup_seconds = setup_seconds
        self._won_seconds = won_seconds
        # One board per size button, made once: play only ever changes them in place.
        self._boards = [Board(width, height) for width, height in sizes]
        self.board = self._boards[0]
        self.moves = 0
        self.seconds = 0  # play time of the last solved game
        self._started = 0  # clock reading when play began
        self._deadline = None  # clock reading of the next timed step, or None
        self.pictures = pictures
        self.picture = picture
        self._remember = remember
        self.state = STATE_INTRO
        self.notice = ""
        self._use_picture(picture)
        if notice:
            self.notice = notice + ("\n" + self.notice if self.notice else "")
        self._intro()

    @property
    def picture_name(self):
        """The name of the picture set in use, or None for numbered tiles."""
        return self.pictures[self.picture] if self.pictures else None

    @property
    def ready(self):
        """False while the game shows something that input cannot change (the setup pause)."""
        return self.state != STATE_SETUP

    def press(self, button):
        """Act on one press of ``button``; a press that means nothing now is ignored."""
        state = self.state
        if state == STATE_PLAY:
            if button in ARROWS:
                self._move(button)
        elif state == STATE_INTRO:
            if button in SIZE_BUTTONS:
                self._setup(self._boards[SIZE_BUTTONS.index(button)])
            elif button in PICTURE_STEP and len(self.pictures) > 1:
                self._use_picture((self.picture + PICTURE_STEP[button]) % len(self.pictures))
                self._intro()
        elif state == STATE_SOLVED:
            if button == "start":
                self._intro()
        # During setup every press is ignored: no tile may move before the scramble is shown.

    def tick(self):
        """Take the next timed step when its time has come; call it on every pass of the loop."""
        if self._deadline is None:
            return  # no clock reading at all while playing: nothing to allocate per pass
        now = self._clock()
        if now < self._deadline:
            return
        self._deadline = None
        if self.state == STATE_SETUP:
            self.board.scramble(self._rng)
            self.moves = 0
            self._started = now
            self.state = STATE_PLAY
            self._view.show_board(self.board)
        elif self.state == STATE_SOLVED:
            self._view.show_picture(self.board, WON, self._result() + "  START")

    def _use_picture(self, index):
        """Switch to picture set ``index``; its problems become the notice (and go to the console)."""
        self.picture = index
        sizes = [(board.width, board.height) for board in self._boards]
        problems = self._view.use_pictures(self.picture_name, sizes)
        for problem in problems:
            print("%s: %s" % (self.picture_name, problem))
        self.notice = problems[0] if problems else ""
        if len(problems) > 1:
            self.notice += " (+%d more)" % (len(problems) - 1)

    def _intro(self):
        self.state = STATE_INTRO
        self._deadline = None
        title = TITLE
        if self.pictures:
            title = self.picture_name[:1].upper() + self.picture_name[1:]
            if len(self.pictures) > 1:
                title = "< %s >" % title
        self._view.show_picture(self.board, title, self._size_help(), self.notice)

    def _size_help(self):
        """``"A 3x3  B 4x4"``, from the sizes the game was given."""
        return "  ".join(
            "%s %dx%d" % (button.upper(), board.width, board.height)
            for button, board in zip(SIZE_BUTTONS, self._boards)
        )

    def _setup(self, board):
        self.notice = ""  # seen: the player has chosen a size
        if self._remember and self.pictures:
            self._remember(self.picture_name)
        self.board = board
        self.state = STATE_SETUP
        self._view.show_board(Board(board.width, board.height))
        self._deadline = self._clock() + self._setup_seconds

    def _move(self, direction):
        if not self.board.move(direction):
            return
        self.moves += 1
        if self.board.is_solved():
            self.seconds = self._clock() - self._started
            self.state = STATE_SOLVED
            self._view.show_board(self.board, WON, self._result())
            self._deadline = self._clock() + self._won_seconds
        else:
            self._view.show_board(self.board)

    def _result(self):
        return "%d moves  %s" % (self.moves, format_time(self.seconds))
