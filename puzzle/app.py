# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Build the game from the checked settings: the one place the badge and the desktop share."""

from . import unload
from .game import Game
from .hints import SOLVER, make_solver
from .saves import SLOT, Records, Saves, remember_picture
from .settings import Settings
from .view import View

# images/ beside code.py, wherever the game is started from
_ROOT = "/".join(__file__.replace("\\", "/").split("/")[:-2])
IMAGES = _ROOT + "/images" if _ROOT else "images"


def first_picture(names, saved, wanted):
    """``(index, problem)`` of the set to start with: the one last played (``saved``, a pair
    of it and the ``PICTURE`` then), unless ``PICTURE`` has been changed since; else ``wanted``.
    """
    if not names:
        return 0, "no picture sets in images/: numbered tiles"
    if isinstance(saved, list) and len(saved) == 2 and saved[0] in names and saved[1] == wanted:
        return names.index(saved[0]), ""
    if wanted in names:
        return names.index(wanted), ""
    fallback = names.index(Settings.PICTURE) if Settings.PICTURE in names else 0
    return fallback, "PICTURE = %r: no images/%s; using %s" % (wanted, wanted, names[fallback])


def make_game(settings, display, clock, rng=None, storage=None, images=IMAGES, feedback=None,
              board=None):
    """The view on ``display`` and the game driving it, as ``settings`` ask.

    :param settings: a :class:`puzzle.settings.Settings` (``puzzle.settings.load()``)
    :param display: a displayio display
    :param clock: a function returning seconds
    :param rng: anything with ``randrange(n)``; None for the ``random`` module
    :param storage: a byte array that survives restarts (``microcontroller.nvm``), or None
    :param str images: the folder of the picture sets
    :param feedback: sound and lights (see ``puzzle.game.Quiet``), or None for none
    :param board: the bitmap made first of all (:func:`puzzle.sheets.make_board`), or None
    :return: the game, already showing the intro
    """
    problems = list(settings.problems)
    saves = None
    if storage is not None and len(storage) < 2 * SLOT:  # a board with little or no nvm
        problems.append("save: %d bytes of nvm, need %d: records last until power-off" % (
            len(storage), 2 * SLOT))
    elif storage is not None:
        saves = Saves(storage)
        problems.extend(saves.problems)
    records = Records(saves)
    problems.extend(records.problems)
    unload("puzzle.reading")  # what read the saves and checked the records: needed no more
    from .pictures import find_sets

    names = find_sets(images)
    picture, problem = first_picture(names, saves and saves.get("picture"), settings.PICTURE)
    if problem:
        problems.append(problem)
    for problem in problems:
        print(problem)
    view = View(display, images, tile_color=settings.TILE_COLOR,
                number_color=settings.NUMBER_COLOR, labels=settings.LABELS, board=board)
    game = Game(view, clock, settings, rng, problems, names, picture,
                saves and remember_picture(saves, settings.PICTURE), records, feedback,
                make_solver, SOLVER)
    # Every set's files were checked as the intro came up (puzzle.sheets), what they hold
    # kept: a picture chosen on the intro takes that, and the checks' module goes.
    unload("puzzle.pictures")
    return game
