# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A player's evening, game by game: what the player does, in one place for every runtime.

Pure Python with no imports, so that MicroPython (on the gates' path, beside ``life_gate.py``),
CircuitPython and CPython read it alike; ``tests/circuitpython/life.py`` turns it into a script
of the session driver. :func:`plan` is the schedule of ``life_gate.py``'s evening: 3x3 and 4x4
in turn, each game with moves, undo, the menu's Redo (and in some games Restart, New scramble
or Back to intro), hints (A) to solved; picture switches, easy mode and the demo between games.

Each action is a tuple:

- ``("intro", button)``: on the intro, ``right`` or ``left`` (another picture set) or
  ``select`` (easy mode on, or off again);
- ``("demo",)``: left alone on the intro until the game plays itself, watched for
  ``DEMO_SECONDS``, then START (back to the intro);
- ``("play", button)``: ``a`` (3x3) or ``b`` (4x4) starts a game;
- ``("moves", count)``: arrows that move a tile, each the first of up, down, left, right
  that can;
- ``("undo", count)``: B;
- ``("menu", item)``: START, DOWN to ``item`` (a menu item of ``puzzle/texts.py``, in lower
  case: ``redo``, ``restart``, ``new scramble``, ``back to intro``), A;
- ``("hints",)``: A until solved;
- ``("won",)``: "You won!", then the whole picture, for ``WON_SECONDS``; then START.
"""

SIZE_BUTTONS = ("a", "b")
DEMO_SECONDS = 3
WON_SECONDS = 3


def plan(number):
    """The actions of game ``number`` of the evening (0 the first), in order."""
    size = SIZE_BUTTONS[number % 2]
    actions = []
    if number % 3 == 2:
        actions.append(("intro", "right"))
    if number % 7 == 4:
        actions.append(("intro", "left"))
    if number % 5 == 3:  # easy for one game, normal again for the next
        actions.append(("intro", "select"))
    if number % 5 == 4:
        actions.append(("intro", "select"))
    if number % 10 == 6:
        actions.append(("demo",))
    actions += [("play", size), ("moves", 3), ("undo", 2), ("menu", "redo")]
    if number % 4 == 1:
        actions.append(("menu", "restart"))
    if number % 4 == 3:
        actions.append(("menu", "new scramble"))
    if number % 6 == 5:
        actions += [("menu", "back to intro"), ("play", size)]
    actions += [("hints",), ("won",)]
    return actions
