# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Scripted games, headless, on the game's own clock: for tests, screenshots and demos::

    python -m desktop --headless --seed 7 --keys "a,left,up,click:80,10" --screenshot shot.png

runs the real game with those presses (``click:X,Y`` clicks the badge's screen pixel X, Y, as
the mouse in the window does), saves the final screen, prints one JSON line describing the game
and exits 0. Its fields, each always of one type ("a game": the states play, menu, solved
and out)::

    field    type            present             what
    state    string          always              intro, setup, play, menu, solved, out or demo
    picture  string or null  always              the picture set (null: numbered tiles)
    notice   string          always              what the intro says is wrong ("": nothing)
    mode     string          always              "normal" or "easy"
    width    int             a game, the demo    the board's columns (height: its rows)
    height   int             a game, the demo
    tiles    list of int     a game, the demo    tiles[position] = tile id; the gap is the
                                                 highest id
    blank    int             a game, the demo    the gap's position
    solved   bool            a game, the demo    every tile home
    moves    int             a game              moves that stand (undone ones do not count)
    helped   bool            a game              A or SELECT gave a hint in this game
    seconds  float           a game              play time when the game was last paused or
                                                 ended, to 0.01 s (0.0 in play until paused)
    last     object or null  intro, setup, demo  the last game of this run, in the fields of
                                                 a game (width to seconds); null: none yet
"""

import argparse
import contextlib
import json
import os
import random
import re
import sys

from puzzle.game import BUTTONS, STATE_DEMO, STATE_MENU, STATE_OUT, STATE_PLAY, STATE_SOLVED
from puzzle.layout import SCREEN_HEIGHT, SCREEN_WIDTH
from puzzle.settings import load

from .storage import FileStorage
from .window import Desktop

# A script's presses: button names and clicks, comma-separated (a click's own comma included).
_PRESS = re.compile(r"\s*(click:\s*([-+]?\d+)\s*,\s*([-+]?\d+)|[^,]*?)\s*(,|$)",
                    re.IGNORECASE)
GAME_STATES = (STATE_PLAY, STATE_MENU, STATE_SOLVED, STATE_OUT)  # a game in play or just over


class GameClock:
    """The game's own clock for scripted runs: time passes only when told to."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def play_script(game, clock, buttons, press_seconds=0.5, step=0.05, wait=0.0):
    """Press ``buttons`` one by one (button names, and ``(x, y)`` for a click on that screen
    pixel), each when the game is ready for input.

    Time runs on ``clock``: ``press_seconds`` pass after each press, and ``wait`` more
    after the last, so a script means the same game on every machine.

    :return: the last game seen in play or over, as :func:`game_figures`; None for none
    """
    last = [None]

    def tick():
        game.tick()
        if game.state in GAME_STATES:  # only a press leaves a game: seen before it is left
            last[0] = game_figures(game)

    def settle():
        for _ in range(100000):
            if game.ready and not game.presenter.moving:  # acted on at once, no tile on its way
                return
            clock.now += step
            tick()
        raise RuntimeError("the game never became ready for input")

    for press in buttons:
        settle()
        game.press(press)
        clock.now += press_seconds
        tick()
    settle()
    end = clock.now + wait
    while clock.now < end:  # time passes as on the badge: the game ticks all the way
        clock.now = min(end, clock.now + step)
        tick()
    return last[0]


def board_figures(board):
    """What the JSON line says of a board (see the module docstring)."""
    return {"width": board.width, "height": board.height, "tiles": board.tiles,
            "blank": board.blank, "solved": board.is_solved()}


def game_figures(game):
    """What the JSON line says of the game in play or just over (see the module docstring)."""
    figures = board_figures(game.board)
    figures["moves"] = int(game.moves)
    figures["helped"] = bool(game.helped)
    figures["seconds"] = round(float(game.seconds), 2)
    return figures


def game_state(game, last=None):
    """The game as a dict for the JSON line of a scripted run (see the module docstring).

    :param last: the last game played, as :func:`game_figures` (from :func:`play_script`),
        said on the intro, the setup and the demo; None for none
    """
    state = {"state": game.state, "picture": game.picture_name, "notice": game.notice,
             "mode": game.mode}
    if game.state in GAME_STATES:
        state.update(game_figures(game))
        return state
    if game.state == STATE_DEMO:
        state.update(board_figures(game.board))
    state["last"] = last
    return state


def _buttons(text):
    """The presses of ``--keys``: button names, and ``(x, y)`` for each ``click:X,Y``."""
    presses = []
    for match in _PRESS.finditer(text):
        token, x, y = match.group(1), match.group(2), match.group(3)
        if x is not None:
            # Few digits first: int() of thousands of them is refused, and slow before that.
            if len(x) > 4 or len(y) > 4 or not (0 <= int(x) < SCREEN_WIDTH
                                                and 0 <= int(y) < SCREEN_HEIGHT):
                raise argparse.ArgumentTypeError("%s is off the %dx%d screen (0 to %d, 0 to %d)"
                                                 % (token, SCREEN_WIDTH, SCREEN_HEIGHT,
                                                    SCREEN_WIDTH - 1, SCREEN_HEIGHT - 1))
            presses.append((int(x), int(y)))
        elif token.lower() in BUTTONS:
            presses.append(token.lower())
        elif token:
            raise argparse.ArgumentTypeError("unknown button %r (buttons: %s; or click:X,Y)" % (
                token, ", ".join(BUTTONS)))
        if not match.group(4):
            break
    return presses


def main(argv=None):
    """Run a scripted game headless, save its screen and print it as one JSON line."""
    parser = argparse.ArgumentParser(prog="python -m desktop", description=main.__doc__)
    parser.add_argument("--headless", action="store_true",
                        help="no window (required: to play in a window, run code.py)")
    parser.add_argument("--seed", type=int, help="seed of the scramble")
    parser.add_argument("--keys", type=_buttons, default=[],
                        help='buttons to press and pixels to click, comma-separated: '
                             '"a,left,up,click:80,10"')
    parser.add_argument("--wait", type=float, default=0.0,
                        help="game seconds to let pass after the last press")
    parser.add_argument("--screenshot", help="save the final screen to this file (PNG)")
    parser.add_argument("--save", help="file that stands for the badge's nvm (default: none)")
    parser.add_argument("--images", help="folder of picture sets (default: images/)")
    args = parser.parse_args(argv)
    if not args.headless:
        parser.error("scripted runs are headless: add --headless (to play, run code.py)")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    from puzzle.app import IMAGES, make_game  # displayio code, after pygame's display module

    # What the game says on its console goes to stderr: stdout is for the JSON line alone.
    with contextlib.redirect_stdout(sys.stderr):
        settings = load()
        storage = FileStorage(args.save) if args.save else None
        desktop = Desktop(settings, headless=True, storage=storage)
        clock = GameClock()
        game = make_game(settings, desktop.display, clock, random.Random(args.seed),
                         desktop.storage, args.images or IMAGES)
        last = play_script(game, clock, args.keys, wait=args.wait)
    if args.screenshot:
        desktop.display.save(args.screenshot)
    print(json.dumps(game_state(game, last)))
    return 0
