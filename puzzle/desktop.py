# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The desktop as a badge: a pygame window for the screen, the keyboard for the buttons.

Desktop only (Blinka, pygame): never imported on the badge and never copied to it.
``python code.py`` plays in a window; for tests, screenshots and demos the same game runs
headless and scripted, on its own clock::

    python -m puzzle.desktop --headless --seed 7 --keys "a,left,up" --screenshot shot.png

which prints one JSON line describing the game and exits 0.
"""

import argparse
import contextlib
import json
import os
import random
import sys
import time

# pygame and Blinka greet and warn on stdout as they load: send that to stderr, so that
# stdout carries only the game's own output (the JSON line of a scripted run).
with contextlib.redirect_stdout(sys.stderr):
    import pygame

    # pygame's display module before any displayio code runs (the order matters to Blinka).
    from blinka_displayio_pygamedisplay import PyGameDisplay

from .desktop_sound import DesktopFeedback
from .saves import SLOT
from .settings import Settings, load

SCREEN_WIDTH = 160
SCREEN_HEIGHT = 128
BUTTONS = ("up", "down", "left", "right", "a", "b", "start", "select")
KEYS = {
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_x: "a",
    pygame.K_a: "a",
    pygame.K_z: "b",
    pygame.K_b: "b",
    pygame.K_RETURN: "start",
    pygame.K_s: "start",
    pygame.K_SPACE: "select",
    pygame.K_TAB: "select",
}
FRAME_SECONDS = 1 / 60  # how long each pass of the window's loop waits


class ScaledDisplay(PyGameDisplay):
    """A ``PyGameDisplay`` of the badge's screen, drawn ``scale`` times larger in its window.

    displayio draws into a surface of the badge's size, which the window shows scaled up;
    :meth:`save` writes that surface, pixel for pixel what the badge would show.
    """

    def __init__(self, scale=4, **kwargs):
        self._scale = scale
        self._window = None
        super().__init__(width=SCREEN_WIDTH, height=SCREEN_HEIGHT, **kwargs)

    def _initialize(self, init_sequence):
        super()._initialize(init_sequence)
        self._window = pygame.display.set_mode(
            (SCREEN_WIDTH * self._scale, SCREEN_HEIGHT * self._scale)
        )
        self._pygame_screen = pygame.Surface((SCREEN_WIDTH, SCREEN_HEIGHT))

    def _refresh_display(self):
        super()._refresh_display()
        if pygame.display.get_init():
            pygame.transform.scale(self._pygame_screen, self._window.get_size(), self._window)
            pygame.display.flip()

    def save(self, path):
        """Draw the screen now and save it as a 160x128 image (PNG, BMP, ...)."""
        self._refresh_display()
        pygame.image.save(self._pygame_screen, path)


def save_path():
    """Where the desktop keeps what the badge keeps in ``microcontroller.nvm``."""
    if sys.platform == "win32":
        base = os.environ.get("APPDATA", os.path.expanduser("~"))
    elif sys.platform == "darwin":
        base = os.path.expanduser("~/Library/Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share")
    return os.path.join(base, "pybadge-slide", "nvm.bin")


class FileStorage:
    """A file that acts like ``microcontroller.nvm``: a byte array of fixed size.

    Every write goes to a new file beside the old one, flushed to the disk, then renamed over
    it: a power cut at any moment leaves either the old file or the new one, whole. A file
    that cannot be read starts empty; one that cannot be written raises ``OSError`` (the
    saves report it and the game goes on).
    """

    def __init__(self, path, size=2 * SLOT):
        self._path = path
        data = b""
        if os.path.isfile(path):  # not a folder, nor a FIFO that would block the read
            try:
                with open(path, "rb") as file:
                    data = file.read(size)
            except OSError:
                pass
        self._bytes = bytearray(data + b"\xff" * (size - len(data)))

    def __len__(self):
        return len(self._bytes)

    def __getitem__(self, key):
        return self._bytes[key]

    def __setitem__(self, key, value):
        self._bytes[key] = value
        os.makedirs(os.path.dirname(os.path.abspath(self._path)), exist_ok=True)
        new = self._path + ".new"
        with open(new, "wb") as file:
            file.write(self._bytes)
            file.flush()
            os.fsync(file.fileno())
        os.replace(new, self._path)


class Desktop:
    """What ``code.py`` needs of a platform, on a desktop computer.

    :param settings: the checked settings (:mod:`puzzle.settings`): window scale and sound
    :param bool headless: no refresh of its own (tests and scripts save screenshots instead)
    :param storage: what stands for the badge's ``nvm``: by default the file of
        :func:`save_path` in a window, and bytes in memory headless
    """

    def __init__(self, settings=Settings(), headless=False, storage=None):
        self.display = ScaledDisplay(
            scale=settings.WINDOW_SCALE, caption="Slide", auto_refresh=not headless
        )
        if storage is None:
            storage = bytearray(256) if headless else FileStorage(save_path())
        self.storage = storage
        self.clock = time.monotonic
        # Headless runs (tests, scripts) stay silent.
        self.feedback = DesktopFeedback(sound=settings.SOUND and not headless,
                                        volume=settings.VOLUME)
        self._pressed = []  # key presses read from pygame, not yet handed to the game
        self._quit = False

    def running(self):
        """Refresh the window and wait a frame; False once the window is closed or Escape hit."""
        self.feedback.update()
        if self._quit or self.display.check_quit(delay=FRAME_SECONDS):
            pygame.quit()
            return False
        return True

    def next_press(self):
        """The name of the next button pressed on the keyboard, or None.

        Only key-down events count, and pygame's key repeat stays off: holding a key is one
        press, as on the badge.
        """
        for event in pygame.event.get(pygame.KEYDOWN):
            if event.key == pygame.K_ESCAPE:
                self._quit = True
            elif event.key in KEYS:
                self._pressed.append(KEYS[event.key])
        return self._pressed.pop(0) if self._pressed else None

    @staticmethod
    def describe():
        """A line for the console at start-up."""
        return "Python %s: arrows, X = A, Z = B, Enter = START, Space = SELECT, Esc quits" % (
            sys.version.split()[0]
        )


class GameClock:
    """The game's own clock for scripted runs: time passes only when told to."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def play_script(game, clock, buttons, press_seconds=0.5, step=0.05, wait=0.0):
    """Press ``buttons`` one by one, each when the game is ready for input.

    Time runs on ``clock``: ``press_seconds`` pass after each press, and ``wait`` more
    after the last, so a script means the same game on every machine.
    """

    def settle():
        for _ in range(100000):
            if game.ready:
                return
            clock.now += step
            game.tick()
        raise RuntimeError("the game never became ready for input")

    for button in buttons:
        settle()
        game.press(button)
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
        "seconds": game.seconds,
        "solved": board.is_solved(),
    }


def _buttons(text):
    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    for name in names:
        if name not in BUTTONS:
            raise argparse.ArgumentTypeError(
                "unknown button %r (buttons: %s)" % (name, ", ".join(BUTTONS))
            )
    return names


def main(argv=None):
    """Run a scripted game headless, save its screen and print it as one JSON line."""
    parser = argparse.ArgumentParser(prog="python -m puzzle.desktop", description=main.__doc__)
    parser.add_argument("--headless", action="store_true",
                        help="no window (required: to play in a window, run code.py)")
    parser.add_argument("--seed", type=int, help="seed of the scramble")
    parser.add_argument("--keys", type=_buttons, default=[],
                        help='buttons to press, comma-separated: "a,left,up"')
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

    from .app import IMAGES, make_game  # displayio code, after pygame's display module

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


if __name__ == "__main__":
    sys.exit(main())
