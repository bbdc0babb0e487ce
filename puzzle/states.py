# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game's states, its buttons and its timings: the names :mod:`puzzle.game` and its
parts (:mod:`puzzle.screens`, :mod:`puzzle.menu`, :mod:`puzzle.demo`) share."""

from .board import DIRECTIONS

STATE_INTRO = "intro"  # the whole picture; A or B chooses the size
STATE_SETUP = "setup"  # the solved tiles for a moment, then the scramble
STATE_PLAY = "play"  # arrows move tiles
STATE_MENU = "menu"  # play paused, the board out of sight under a small menu
STATE_SOLVED = "solved"  # "You won!", then the whole picture; START returns to the intro
STATE_OUT = "out"  # challenge mode: the move limit reached before solved
STATE_DEMO = "demo"  # the game plays itself; any press returns to the intro
# States whose quiet passes work on hints: the intro makes the hinter, the others work out
# their board's hint ahead.
THINKING = (STATE_INTRO, STATE_SETUP, STATE_PLAY, STATE_DEMO)

# Every button, by the name both platforms give it: the d-pad's arrows are the directions their
# tile moves (the tile follows the arrow).
BUTTONS = DIRECTIONS + ("a", "b", "start", "select")
SIZE_BUTTONS = ("a", "b")  # the intro's buttons for the first and the second board size
PICTURE_STEP = {"left": -1, "right": 1}  # intro: the previous or next picture set
CLICKS = len(BUTTONS)  # a kept input: a button's index in BUTTONS, or CLICKS + a clicked cell
KEPT = 64  # inputs kept while a hint is worked out (a byte each)

LEFT_SHOWN = 10  # a challenge shows the moves left in the gap from this many on
DEMO_IDLE_SECONDS = 30  # quiet seconds on the intro before the game plays itself
DEMO_STEP_SECONDS = 0.4  # between the demo's moves: slow enough to follow
