# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Slide: a sliding-picture puzzle for the Adafruit PyBadge.

The same file starts the game on the badge (CircuitPython runs it at power-up) and on a
desktop computer (``python code.py``, or ``make run``), where a window is the screen and
the keyboard is the buttons.
"""

import sys

# The platform first: on the desktop it sets up pygame before any displayio code runs.
if sys.implementation.name == "circuitpython":
    from puzzle.badge import Badge as Platform
else:
    from desktop.window import Desktop as Platform

from puzzle.sheets import make_board

# The game's largest block first, while the heap is whole: the bitmap its tiles and pictures
# are read into. Start-up cuts the heap up; made after it, there might be no hole for it.
bitmap = make_board()

from puzzle.app import make_game  # noqa: E402
from puzzle.feedback import Rest  # noqa: E402
from puzzle.settings import load  # noqa: E402
from puzzle import unload  # noqa: E402

settings = load()  # parameters.py, every value checked: a wrong one is named, never a crash
# The rules that checked them are needed no more: their module goes, and its heap with it.
del load
unload("puzzle.settings")
platform = Platform(settings)
game = make_game(settings, platform.display, platform.clock, storage=platform.storage,
                 feedback=platform.feedback, board=bitmap)
del bitmap, make_game  # the game holds the one; what built the game goes too
unload("puzzle.app")
# Between the buttons and the game: the screen dims when left alone, and the loop sleeps.
rest = Rest(platform, settings.DIM_SECONDS, settings.REST_SECONDS)
print(platform.describe())

while platform.running():
    button = platform.next_press()
    if button:
        if rest.dimmed:
            rest.wake()  # the press that wakes the screen does nothing else
        else:
            game.press(button)
    game.tick()  # its timed steps, then its presenter's: glides, sounds, lights, one refresh
    if not game.busy:  # nothing moving: dim when left alone, and sleep
        rest.pause()
