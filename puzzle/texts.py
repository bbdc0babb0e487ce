# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What the screens say: titles, the intro's lines, the result of a game, the menu.

The view lays each text out on the screen (wrapped where a line is too long for it), so a
text here may be of any length; the usual ones fit a line.
"""

from .layout import CURSOR
from .saves import key
from .settings import NAME_MAX

TITLE = "Slide"  # the intro's title when there is no picture set
WON = "You won!"
RECORD = "New record!"
PAUSED = "Paused"
OUT_OF_MOVES = "Out of moves"
DEMO = "Demo"  # in the gap while the badge plays by itself
DEMO_DONE = "Solved by the badge"
PRESS_ANY = "Press any button"
PRESS_START = "Press START"
MENU = ("Resume", "Redo", "Restart", "New scramble", "Back to intro")
RESUME, REDO, RESTART, NEW_SCRAMBLE, LEAVE = range(len(MENU))  # the menu's items by place


def summary(problems):
    """The first of ``problems`` for the screen, and how many more the console has."""
    if len(problems) > 1:
        return "%s (+%d more)" % (problems[0], len(problems) - 1)
    return problems[0] if problems else ""


def format_time(seconds):
    """``65.3`` -> ``"1:05"``; from an hour on ``"1:02:03"``."""
    seconds = int(seconds)
    if seconds < 3600:
        return "%d:%02d" % (seconds // 60, seconds % 60)
    return "%d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)


def title_of(name, count):
    """The intro's title: the picture set's name, with ``< >`` when there are others; a folder
    name longer than a ``PICTURE`` may be is shortened to that, ending "..."."""
    if name is None:
        return TITLE
    if len(name) > NAME_MAX:
        name = name[:NAME_MAX - 3] + "..."
    title = name[:1].upper() + name[1:]
    return "< %s >" % title if count > 1 else title


def intro_text(buttons, boards, mode, records):
    """The size buttons, the mode and the records: ``"A 3x3 B 4x4 SELECT normal"``...

    :param records: a :class:`puzzle.saves.Records`, or None
    """
    sizes = " ".join("%s %dx%d" % (button.upper(), board.width, board.height)
                     for button, board in zip(buttons, boards))
    lines = [sizes + " SELECT " + mode]
    for board in boards:
        if records is None:
            break
        best_moves, best_seconds, _ = records.get(key(board.width, board.height, mode))
        if best_moves:
            lines.append("%dx%d best %s %s" % (
                board.width, board.height, moves_text(best_moves), format_time(best_seconds)))
    return "\n".join(lines)


def moves_text(count):
    """``"1 move"``, ``"31 moves"``."""
    return "%d move%s" % (count, "" if count == 1 else "s")


def result(play):
    """``"31 moves  1:05"`` of a :class:`puzzle.play.Play` (its time when last paused or over),
    and ``"  helped"`` if a hint moved or framed a tile."""
    return "%s  %s%s" % (moves_text(play.moves), format_time(play.seconds),
                         "  helped" if play.helped else "")


def over(play):
    """The result of a game over, and what to press."""
    return result(play) + "\n" + PRESS_START


def menu_text(choice, redoable, restartable):
    """The menu's items, one a line, the chosen one marked; Redo says how many it can make. An
    item that would do nothing is in brackets: Redo with nothing undone, Restart before a move.

    :param int redoable: undone moves Redo can make again
    :param bool restartable: a restart would change something
    """
    lines = []
    for index, item in enumerate(MENU):
        if index == REDO and redoable:
            item = "Redo (%d)" % redoable
        elif index == REDO or index == RESTART and not restartable:
            item = "(%s)" % item
        lines.append((CURSOR if index == choice else " " * len(CURSOR)) + item)
    return "\n".join(lines)
