# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game's whole life in four starts of the badge, for the real-runtime gate and bench.

Each run is a drive (the bundle, changed as a maker would change it) and a script of
:mod:`session`; the ``nvm`` carries over from one run to the next, as the badge's does:

1. ``first``: the bundle as built. The intro and a picture switch; a 3x3 game with moves,
   undo, the menu's redo and restart, solved; a 4x4 game solved with hints (the menu opened
   while they are on their way); the demo; a
   3x3 game of the next picture set, solved (the save now says it was played last).
2. ``again``: ``MOVE_LIMIT = 3`` and ``TILT = True`` on a badge with no accelerometer. The
   save read back: the intro opens on the set played last; a challenge run out of moves.
3. ``pictures``: a drop-in set (``full.bmp`` alone, 24-bit) and a damaged tilesheet
   (``images/garden/tiles4.bmp`` cut short). The drop-in set at 3x3 and 4x4; the damaged set.
4. ``numbered``: no picture sets at all: numbered tiles at 3x3 and 4x4.

:func:`evening` is a player's evening in one start of the badge, as the MicroPython life gate
plays it (the schedule is ``tests/micropython/evening.py``'s), as a script of :mod:`session`.
"""

import os
import shutil
import sys

from runtime import set_parameters

HERE = os.path.dirname(os.path.abspath(__file__))
SIDES = {"a": 3, "b": 4}  # the shipped SIZES: A plays 3x3, B 4x4

TILT_ON = True
BACK_TO_INTRO = [["press", "start"], ["press", "up"], ["press", "a"]]  # the menu's last item


def _first(tree):
    """The bundle as built."""


def _again(tree):
    set_parameters(tree, MOVE_LIMIT=3, TILT=TILT_ON)


def _pictures(tree):
    from PIL import Image

    folder = os.path.join(tree, "images", "dropin")
    os.makedirs(folder)
    picture = Image.new("RGB", (160, 128))
    picture.putdata([(x * 255 // 159, y * 2, (x ^ y) & 0xFF) for y in range(128)
                     for x in range(160)])
    picture.save(os.path.join(folder, "full.bmp"))  # 24-bit, as a maker's paint program saves
    sheet = os.path.join(tree, "images", "garden", "tiles4.bmp")
    with open(sheet, "r+b") as file:
        file.truncate(3000)
    set_parameters(tree, PICTURE="dropin")


def _numbered(tree):
    shutil.rmtree(os.path.join(tree, "images"))


RUNS = (
    ("first", _first, [
        ["shot", "intro"],
        ["press", "right"], ["shot", "intro, next set"], ["press", "left"],
        ["press", "a"], ["shot", "3x3"],
        ["press", "left"], ["press", "up"], ["press", "right"], ["press", "down"],
        ["press", "left"], ["shot", "3x3 moved"],
        ["press", "b"], ["shot", "3x3 undone"],
        ["press", "start"], ["shot", "menu"], ["press", "down"], ["press", "a"],
        ["shot", "3x3 redone"],
        ["press", "start"], ["press", "down"], ["press", "down"], ["press", "a"],
        ["shot", "3x3 restarted"],
        ["watch", True],  # moves, moves that cannot be made, undos: watched pass by pass
        ["press", "left"], ["press", "up"], ["press", "up"], ["press", "right"],
        ["press", "b"], ["press", "down"], ["press", "b"], ["press", "left"],
        ["watch", False],
        ["until", "solved", "a"], ["shot", "3x3 won"], ["wait", 3], ["shot", "3x3 picture"],
        ["press", "start"],
        ["press", "b"], ["shot", "4x4"], ["press", "a"], ["press", "a"], ["press", "a"],
        ["press", "start"], ["shot", "menu over hints"], ["press", "start"],
        ["until", "solved", "a"], ["shot", "4x4 won"],
        ["press", "start"], ["shot", "intro after play"],
        ["wait", 35], ["shot", "demo"], ["press", "b"], ["shot", "intro after the demo"],
        ["press", "right"], ["press", "a"], ["until", "solved", "a"], ["press", "start"],
        ["shot", "intro, seaside played last"],
    ]),
    ("again", _again, [
        ["shot", "intro, the save read back"],
        ["press", "a"], ["until", "out", "a"], ["shot", "out of moves"],
        ["press", "start"], ["shot", "intro after a challenge"],
    ]),
    ("pictures", _pictures, [
        ["shot", "intro, drop-in"],
        ["press", "a"], ["shot", "drop-in 3x3"]] + BACK_TO_INTRO + [
        ["press", "b"], ["shot", "drop-in 4x4"]] + BACK_TO_INTRO + [
        ["press", "right"], ["shot", "intro, damaged tilesheet"],
        ["press", "b"], ["shot", "damaged tilesheet 4x4"]] + BACK_TO_INTRO,
    ),
    ("numbered", _numbered, [
        ["shot", "intro, no pictures"],
        ["press", "a"], ["shot", "numbered 3x3"]] + BACK_TO_INTRO + [
        ["press", "b"], ["shot", "numbered 4x4"]] + BACK_TO_INTRO,
    ),
)


def drive(bundle, folder, change):
    """A copy of ``bundle`` in ``folder/drive``, changed by ``change``; its path."""
    tree = os.path.join(folder, "drive")
    shutil.copytree(bundle, tree)
    change(tree)
    return tree

RUNS_BY_NAME = {name: steps for name, _, steps in RUNS}


def evening(games):
    """A player's evening of ``games`` games in one start, the bundle as built: a script of
    ``["game", number]`` steps, each made into the game's steps when it begins (so that the
    runtime's heap holds one game's at a time). Its shots, by the game's number: ``N play``
    (``N play again`` after Back to intro), ``N undone``, ``N <item>`` after each menu item,
    ``N won``."""
    return [["game", number] for number in range(games)]


RUNNER_WORDS = ("STANDINS ", "SHOT ", "DONE ", "HELD ", "HELDAT ", "WATCHED ", "ALLOCATED ",
                "NVM ")  # cprunner's own lines, and desktop_side's


def said_after_start(output):
    """The game's console lines after its start-up line (``CircuitPython ... bytes free``):
    what it said while it was played; every line of it when there is no start-up line."""
    lines = [line for line in output.splitlines() if line and not line.startswith(RUNNER_WORDS)]
    for index, line in enumerate(lines):
        if line.startswith("CircuitPython ") and line.endswith(" bytes free"):
            return lines[index + 1:]
    return lines


def evening_problems(report, games):
    """What is wrong with the report of an :func:`evening` of ``games`` games (``runtime.run``'s
    or ``runtime.run_desktop``'s): ``[]`` when it played to its end, every game solved at its
    size, Redo redoing a move, Restart bringing the game's scramble back, New scramble a new
    one and Back to intro the intro."""
    if os.path.join(os.path.dirname(HERE), "micropython") not in sys.path:
        sys.path.append(os.path.join(os.path.dirname(HERE), "micropython"))
    import session
    from evening import plan

    problems = [] if report["done"] else ["the evening did not play to its end"]
    shots = report["shots"]
    missing = [step[1] for number in range(games) for step in session.game_steps(number)
               if step[0] == "shot" and step[1] not in shots]
    if missing:
        return problems + ["no shot %s" % ", ".join(missing[:5])]
    for number in range(games):
        def shot(what):
            return shots["%d %s" % (number, what)]

        actions = plan(number)
        side = SIDES[[action[1] for action in actions if action[0] == "play"][0]]
        won, undone, redone = shot("won"), shot("undone"), shot("redo")
        if won["state"] != "solved" or won["tiles"] != list(range(side * side)) or (
                won["width"], won["height"]) != (side, side):
            problems.append("game %d: not solved at %dx%d: %r" % (number, side, side, won))
        if redone["moves"] != undone["moves"] + 1 or redone["tiles"] == undone["tiles"]:
            problems.append("game %d: Redo redid no move" % number)
        if ("menu", "restart") in actions and (
                shot("restart")["moves"] != 0 or shot("restart")["tiles"] != shot("play")["tiles"]):
            problems.append("game %d: Restart did not bring its scramble back" % number)
        if ("menu", "new scramble") in actions and (
                shot("new scramble")["moves"] != 0 or shot("new scramble")["tiles"] in (
                    redone["tiles"], list(range(side * side)))):
            problems.append("game %d: New scramble made no new scramble" % number)
        if ("menu", "back to intro") in actions and shot("back to intro")["state"] != "intro":
            problems.append("game %d: Back to intro did not go to the intro" % number)
    return problems
