# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Build the game from ``parameters.py``: the one place the badge and the desktop share."""

from .game import Game
from .view import View

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


def make_game(parameters, display, clock, rng=None):
    """The view on ``display`` and the game driving it, as ``parameters`` ask.

    :param parameters: the ``parameters`` module (or anything with the same names)
    :param display: a displayio display
    :param clock: a function returning seconds
    :param rng: anything with ``randrange(n)``; None for the ``random`` module
    :return: the game, already showing the intro
    """
    sizes, problem = board_sizes(parameters.SIZES)
    if problem:
        print("parameters.py:", problem.replace("\n", " "))
    view = View(display, tile_color=parameters.TILE_COLOR,
                number_color=parameters.NUMBER_COLOR)
    return Game(view, clock, sizes=sizes, rng=rng, notice=problem,
                setup_seconds=parameters.SETUP_SECONDS, won_seconds=parameters.WON_SECONDS)
