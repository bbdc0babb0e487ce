# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Test doubles and an independent solver, shared by the tests and the benchmark."""

from collections import deque

OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}


def neighbours(tiles, width, height):
    """(direction, arrangement) for each move from ``tiles``, written apart from Board.

    The tile moves into the gap: "up" takes the tile below the gap, "left" the one to its right.
    """
    gap = len(tiles) - 1
    blank = tiles.index(gap)
    row, column = divmod(blank, width)
    for direction, d_row, d_column in (("up", 1, 0), ("down", -1, 0),
                                       ("left", 0, 1), ("right", 0, -1)):
        r, c = row + d_row, column + d_column
        if 0 <= r < height and 0 <= c < width:
            source = r * width + c
            moved = list(tiles)
            moved[blank], moved[source] = moved[source], gap
            yield direction, tuple(moved)


def shortest_solution(tiles, width, height):
    """The directions of a shortest solution, by breadth-first search (small boards only)."""
    start = tuple(tiles)
    goal = tuple(range(width * height))
    came_from = {start: None}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if state == goal:
            path = []
            while came_from[state] is not None:
                state, direction = came_from[state]
                path.append(direction)
            return path[::-1]
        for direction, following in neighbours(state, width, height):
            if following not in came_from:
                came_from[following] = (state, direction)
                queue.append(following)
    raise ValueError("unsolvable: %r" % (tiles,))


def ref_solvable(tiles, width):
    """Solvability by a rule independent of inversions.

    Each move is one transposition of the whole permutation (gap included) and moves the gap
    one step, so the permutation's parity always equals the parity of the gap's taxicab distance
    from its home in the bottom right; for boards of 2x2 and up that condition is also sufficient.
    The exhaustive test below confirms it against the search for the small sizes.
    """
    n = len(tiles)
    height = n // width
    seen = [False] * n
    transpositions = 0
    for start in range(n):
        length = 0
        position = start
        while not seen[position]:
            seen[position] = True
            position = tiles[position]
            length += 1
        transpositions += max(length - 1, 0)
    row, col = divmod(list(tiles).index(n - 1), width)
    distance = (height - 1 - row) + (width - 1 - col)
    return (transpositions + distance) % 2 == 0


class FakeClock:
    """A clock that moves only when told to."""

    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


class ScriptedRng:
    """An ``rng`` whose Fisher-Yates shuffles give ``targets``, one shuffle each.

    Fisher-Yates fixes position i = n-1 down to 1 by swapping in an entry from 0..i;
    answering each ``randrange(i + 1)`` with where ``target[i]`` is now builds ``target``.
    A shuffle starts from the arrangement of ``game``'s board (set it to the game it scrambles
    for: a game shuffles the board in sight); without one, from where the last shuffle of
    ``n`` tiles ended (solved, the first time).
    """

    def __init__(self, *targets):
        self._targets = [list(target) for target in targets]
        self._boards = {}  # n -> the arrangement the last shuffle of n tiles left
        self._current = None  # the arrangement being shuffled
        self.game = None
        self.calls = 0

    def randrange(self, stop):
        self.calls += 1
        if self._current is None:  # the first call of a shuffle asks for randrange(n)
            if self.game is not None and len(self.game.board.tiles) == stop:
                self._boards[stop] = self.game.board.tiles
            self._current = self._boards.setdefault(stop, list(range(stop)))
            self._target = self._targets.pop(0)
            assert len(self._target) == stop, "the next target is for another size"
        i = stop - 1
        j = self._current.index(self._target[i])
        self._current[i], self._current[j] = self._current[j], self._current[i]
        if stop == 2:  # the last call of a shuffle
            self._current = None
        return j


class FakeTiles:
    """The view's tiles: each glide's drawing recorded in the view's ``shown``."""

    def __init__(self, shown):
        self._shown = shown

    def slide(self, tile, source, target, fraction):
        self._shown.append(("slide", tile, source, target, round(fraction, 3)))


class FakeDisplay:
    """The view's display: its refreshes counted."""

    def __init__(self):
        self.refreshes = 0

    def refresh(self, *, target_frames_per_second=60, minimum_frames_per_second=0):
        self.refreshes += 1
        return True


class FakeView:
    """Records what the game asks to show, as tuples (a glide's drawing too, through its
    ``tiles``).

    :param problems: picture set name -> the problems ``use_pictures`` reports for it
    :param no_room: board sizes ``(width, height)`` whose tiles do not fit in the heap
    """

    def __init__(self, problems=None, no_room=()):
        self.shown = []
        self.notes = []
        self.problems = problems or {}
        self.no_room = no_room
        self.columns = self.rows = 0  # of the board last shown
        self.tiles = FakeTiles(self.shown)
        self.display = FakeDisplay()

    def cell_at(self, x, y):
        """The cell in column ``x``, row ``y`` of the board last shown, or -1: here a click's
        pixel is its cell's column and row."""
        return y * self.columns + x if 0 <= x < self.columns and 0 <= y < self.rows else -1

    def use_pictures(self, name, sizes):
        self.shown.append(("pictures", name, tuple(sizes)))
        return list(self.problems.get(name, ()))

    def show_picture(self, board, title, subtitle, notice=""):
        self.shown.append(("picture", board.width, board.height, title, subtitle, notice))

    def room_for(self, board):
        if (board.width, board.height) in self.no_room:
            return "%dx%d: not enough memory for its tiles" % (board.width, board.height)
        return ""

    def show_board(self, board, title="", subtitle="", notice=""):
        self.columns, self.rows = board.width, board.height
        self.shown.append(("board", board.tiles, title, subtitle) + ((notice,) if notice else ()))

    def show_text(self, title, subtitle, notice):
        self.shown.append(("text", title, subtitle, notice))

    def note(self, text):
        """Kept apart from ``shown``: what the gap says now, and every change of it."""
        self.notes.append(text)

    def place_note(self):
        """Where the note is: not recorded."""

    def highlight(self, position):
        self.shown.append(("highlight", position))

    def prepare(self):
        """Nothing to work out ahead."""
        return False

    @property
    def last(self):
        return self.shown[-1]


class CountingFeedback:
    """Feedback that counts what the game asks of it, by name."""

    def __init__(self):
        self.said = []

    def moved(self, in_place, total):
        self.said.append("moved")

    def blocked(self):
        self.said.append("blocked")

    def solved(self):
        self.said.append("solved")

    def idle(self):
        self.said.append("idle")

    def update(self):
        """Stepped every pass: not counted."""


class FakeHinter:
    """A hinter like ``puzzle.solver.Solver``: ``answer(board)`` after ``steps`` steps.

    :param answer: gives the direction of a hint for a board (None: solved)
    """

    def __init__(self, answer, steps=1):
        self._answer = answer
        self._steps = steps
        self._left = 0
        self._board = None
        self.busy = False
        self.direction = None
        self.problems = []
        self.started = 0

    def start(self, board):
        self._board = board
        self._left = self._steps
        self.busy = True
        self.started += 1

    def rush(self):
        """A player waits: nothing to hurry here."""

    def step(self):
        self._left -= 1
        if self._left <= 0:
            self.direction = self._answer(self._board)
            self.busy = False
        return not self.busy


# The scripted run's JSON line, as desktop/script.py's docstring documents it: each field's one
# type, and the states it is in. "a game" is play, menu, solved and out.
JSON_TYPES = {"state": str, "picture": (str, type(None)), "notice": str, "mode": str,
              "width": int, "height": int, "tiles": list, "blank": int, "solved": bool,
              "moves": int, "helped": bool, "seconds": float, "last": (dict, type(None))}
JSON_ALWAYS = ("state", "picture", "notice", "mode")
JSON_BOARD = ("width", "height", "tiles", "blank", "solved")
JSON_GAME = JSON_BOARD + ("moves", "helped", "seconds")


def check_json(line):
    """Raise AssertionError unless ``line`` (the JSON line, parsed) has the fields its state
    should have, each of its one type, and what it says of a board holds together."""
    state = line["state"]
    if state in ("play", "menu", "solved", "out"):
        expected = JSON_ALWAYS + JSON_GAME
    elif state == "demo":
        expected = JSON_ALWAYS + JSON_BOARD + ("last",)
    else:
        assert state in ("intro", "setup"), line
        expected = JSON_ALWAYS + ("last",)
    assert sorted(line) == sorted(expected), line
    for field, value in line.items():
        kinds = JSON_TYPES[field]
        kinds = kinds if isinstance(kinds, tuple) else (kinds,)
        assert type(value) in kinds, (field, value)  # type(): a bool is no int here
    if "tiles" in line:
        n = line["width"] * line["height"]
        assert sorted(line["tiles"]) == list(range(n)), line
        assert all(type(tile) is int for tile in line["tiles"]), line
        assert line["tiles"][line["blank"]] == n - 1, line
        assert line["solved"] == (line["tiles"] == list(range(n))), line
    if "moves" in line:
        assert line["moves"] >= 0 and line["seconds"] >= 0, line
        assert line["seconds"] == round(line["seconds"], 2), line
    if state == "solved":
        assert line["solved"], line
    if line.get("last") is not None:
        last = dict(line["last"], state="menu", picture=None, notice="", mode="normal")
        check_json(last)  # the fields of a game


# The settings a Game reads (puzzle.settings.Settings), by their lower-case names.
GAME_SETTINGS = ("sizes", "setup_seconds", "won_seconds", "mode", "easy_moves", "move_limit",
                 "slide_seconds")


def a_game(view, clock, **options):
    """``Game(view, clock, settings, ...)``, the settings given by their lower-case names
    (``setup_seconds=0.5``) beside the game's other arguments; the rest take their defaults,
    but tiles jump (``slide_seconds=0``) unless told to glide."""
    from puzzle.game import Game
    from puzzle.settings import Settings

    settings = Settings()
    settings.SLIDE_SECONDS = 0
    for name in GAME_SETTINGS:
        if name in options:
            setattr(settings, name.upper(), options.pop(name))
    return Game(view, clock, settings, **options)
