# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Scripted games, headless, on the game's own clock: for tests, screenshots and demos::

    python -m desktop --headless --seed 7 --keys "a,left,up,click:80,10" --screenshot shot.png

runs the real game with those presses (``click:X,Y`` clicks the badge's screen pixel X, Y, as
the mouse in the window does), saves the final screen, prints one JSON line describing the game
and exits 0.
"""

import argparse
import contextlib
import json
import os
import random
import re
import sys

from puzzle.game import BUTTONS
from puzzle.screen import SCREEN_HEIGHT, SCREEN_WIDTH
from puzzle.settings import load

from .storage import FileStorage
from .window import Desktop

# A script's presses: button names and clicks, comma-separated (a click's own comma included).
_PRESS = re.compile(r"\s*(click:\s*(\d+)\s*,\s*(\d+)|[^,]*?)\s*(,|$)", re.IGNORECASE)


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
    """

    def settle():
        for _ in range(100000):
            if game.ready and not game.busy:  # acted on at once, and nothing on its way
                return
            clock.now += step
            game.tick()
        raise RuntimeError("the game never became ready for input")

    for press in buttons:
        settle()
        game.press(press)
        clock.now += press_seconds
        game.tick()
    settle()
    end = clock.now + wait
    while clock.now < end:  # time passes as on the badge: the game ticks all the way
        clock.now = min(end, clock.now + step)
        game.tick()


def game_state(game):
    """The game as a dict for the JSON line of a scripted run."""
    board = game.board
    return {
        "state": game.state,
        "picture": game.picture_name,
        "notice": game.notice,
        "width": board.width,
        "height": board.height,
        "tiles": board.tiles,
        "blank": board.blank,
        "moves": game.moves,
        "helped": game.helped,
        "seconds": round(game.seconds, 3),
        "solved": board.is_solved(),
    }


def _buttons(text):
    """The presses of ``--keys``: button names, and ``(x, y)`` for each ``click:X,Y``."""
    presses = []
    for match in _PRESS.finditer(text):
        token, x, y = match.group(1), match.group(2), match.group(3)
        if x is not None:
            if int(x) >= SCREEN_WIDTH or int(y) >= SCREEN_HEIGHT:
                raise argparse.ArgumentTypeError("%s is off the %dx%d screen" % (
                    token, SCREEN_WIDTH, SCREEN_HEIGHT))
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

    settings = load()
    storage = FileStorage(args.save) if args.save else None
    desktop = Desktop(settings, headless=True, storage=storage)
    clock = GameClock()
    # What the game says on its console goes to stderr: stdout is for the JSON line alone.
    with contextlib.redirect_stdout(sys.stderr):
        game = make_game(settings, desktop.display, clock, random.Random(args.seed),
                         desktop.storage, args.images or IMAGES)
        play_script(game, clock, args.keys, wait=args.wait)
    if args.screenshot:
        desktop.display.save(args.screenshot)
    print(json.dumps(game_state(game)))
    return 0
