# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Build the game from ``parameters.py``: the one place the badge and the desktop share."""

# The solver first: compiling it takes the most heap for a moment, best given before the
# display libraries and the pictures take theirs.
try:
    from .solver import hint
except MemoryError:
    hint = None  # this badge's heap is too small for hints: the game plays on without them

from .game import EASY, NORMAL, Game
from .numbered import LABELS
from .pictures import find_sets
from .records import Records
from .saves import Saves
from .view import View

# images/ beside code.py, wherever the game is started from
_ROOT = "/".join(__file__.replace("\\", "/").split("/")[:-2])
IMAGES = _ROOT + "/images" if _ROOT else "images"

DEFAULT_SIZES = ((3, 3), (4, 4))
_MIN_SIDE = 2
_MAX_SIDE = 6  # tiles of a 7-wide board would be too narrow for their numbers


def board_sizes(sizes):
    """``(sizes, "")`` if they are two sizes the screen can show, else the defaults and why."""
    try:
        if len(sizes) == 2 and all(_fits(size) for size in sizes):
            return tuple((width, height) for width, height in sizes), ""
    except TypeError:  # not a sequence of pairs
        pass
    return DEFAULT_SIZES, "SIZES must be two (columns, rows)\nof %d to %d: using 3x3 and 4x4" % (
        _MIN_SIDE, _MAX_SIDE)


def _fits(size):
    return len(size) == 2 and all(
        type(side) is int and _MIN_SIDE <= side <= _MAX_SIDE for side in size)


def first_picture(names, saved, wanted):
    """``(index, problem)`` of the set to start with: the saved choice, else ``wanted``."""
    if saved in names:
        return names.index(saved), ""
    if wanted in names or not names:
        return (names.index(wanted) if names else 0), ""
    return 0, "PICTURE = %r: no images/%s; using %s" % (wanted, wanted, names[0])


def play_options(parameters):
    """``(mode, easy_moves, move_limit, problem)`` from ``parameters``, defaults for bad ones."""
    mode = getattr(parameters, "MODE", NORMAL)
    easy_moves = getattr(parameters, "EASY_MOVES", 20)
    move_limit = getattr(parameters, "MOVE_LIMIT", 0)
    problems = []
    if mode not in (NORMAL, EASY):
        problems.append("MODE must be %r or %r" % (NORMAL, EASY))
        mode = NORMAL
    if type(easy_moves) is not int or not 2 <= easy_moves <= 500:
        problems.append("EASY_MOVES must be 2 to 500")
        easy_moves = 20
    if type(move_limit) is not int or move_limit < 0:
        problems.append("MOVE_LIMIT must be 0 or more")
        move_limit = 0
    return mode, easy_moves, move_limit, "; ".join(problems)


def make_game(parameters, display, clock, rng=None, storage=None, images=IMAGES, feedback=None):
    """The view on ``display`` and the game driving it, as ``parameters`` ask.

    :param parameters: the ``parameters`` module (or anything with the same names)
    :param display: a displayio display
    :param clock: a function returning seconds
    :param rng: anything with ``randrange(n)``; None for the ``random`` module
    :param storage: a byte array that survives restarts (``microcontroller.nvm``), or None
    :param str images: the folder of the picture sets
    :param feedback: sound and lights (see ``puzzle.game.Quiet``), or None for none
    :return: the game, already showing the intro
    """
    problems = [] if hint else ["not enough memory for hints"]
    sizes, problem = board_sizes(parameters.SIZES)
    problems.append(problem)
    saves = Saves(storage) if storage is not None else None
    problems.append(saves.problem if saves else "")
    names = find_sets(images)
    picture, problem = first_picture(names, saves and saves.get("picture"), parameters.PICTURE)
    problems.append(problem)
    mode, easy_moves, move_limit, problem = play_options(parameters)
    problems.append(problem)
    labels = getattr(parameters, "LABELS", "numbers")
    if labels not in LABELS:
        problems.append("LABELS must be one of %s" % ", ".join(LABELS))
        labels = "numbers"
    notice = "\n".join(problem for problem in problems if problem)
    if notice:
        print(notice.replace("\n", " / "))
    view = View(display, images, tile_color=parameters.TILE_COLOR,
                number_color=parameters.NUMBER_COLOR, labels=labels)
    return Game(view, clock, sizes=sizes, rng=rng, notice=notice,
                setup_seconds=parameters.SETUP_SECONDS, won_seconds=parameters.WON_SECONDS,
                pictures=names, picture=picture,
                remember=saves and (lambda name: saves.set("picture", name)),
                records=Records(saves), mode=mode, easy_moves=easy_moves, move_limit=move_limit,
                slide_seconds=getattr(parameters, "SLIDE_SECONDS", 0), feedback=feedback,
                hint=hint)
