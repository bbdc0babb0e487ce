# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The desktop as a badge: a window for the screen, the keyboard and the mouse for the buttons.

``python code.py`` plays in a window through this module; Blinka's displayio draws the same
scene the badge shows (:mod:`desktop.scaled_display`). A key is the badge's button it stands
for, and a click is handed to the game as the badge's screen pixel clicked (the game slides the
tiles from there to the gap). Each pass of the loop shows only what changed, then rests until
the next frame is due.
"""

import signal
import sys
import time


def _quiet_interrupt(kind, value, traceback, default=sys.excepthook):
    """Ctrl+C while the game loads (a second or two, before the window can take it over):
    the program stops with no traceback. Any other error is shown as usual."""
    if not issubclass(kind, KeyboardInterrupt):
        default(kind, value, traceback)


sys.excepthook = _quiet_interrupt

from .scaled_display import ScaledDisplay, pygame  # noqa: E402  (pygame, Blinka before the game)

from puzzle.board import DIRECTIONS  # noqa: E402
from puzzle.feedback import Feedback  # noqa: E402
from puzzle.game import BUTTONS  # noqa: E402
from puzzle.saves import SLOT  # noqa: E402
from puzzle.settings import Settings  # noqa: E402

from .sound import open_mixer  # noqa: E402
from .storage import FileStorage, save_path  # noqa: E402

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
HELP_KEYS = (pygame.K_h, pygame.K_F1)  # the keyboard's buttons shown over the game
FULL_SCREEN_KEYS = (pygame.K_F11,)  # and Alt+Enter
MODIFIER_KEYS = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                 pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE)
FRAME_SECONDS = 1 / 60  # the least time between two frames the window shows
WINDOW_MOST = 2**31 - 1  # SDL's window positions are 32-bit whole numbers


def window_position(event):
    """A click's position in the window, ``(x, y)``; None for one no window gives (an event
    posted by another program with no position, or one past what SDL's whole numbers hold),
    which then means nothing."""
    position = getattr(event, "pos", None)
    if (type(position) is tuple and len(position) == 2
            and all(type(value) is int and -WINDOW_MOST <= value <= WINDOW_MOST
                    for value in position)):
        return position
    return None


def key_names(button):
    """The keys of ``button``, as the keyboard's caps say them: "X or A"."""
    names = [pygame.key.name(key) for key, name in KEYS.items() if name == button]
    return " or ".join("Enter" if name == "return" else name.capitalize() for name in names)


def help_lines():
    """The help's lines: (the keyboard's keys, what they are or do)."""
    lines = [("Arrow keys", "the d-pad")]
    lines += [(key_names(button), button.upper()) for button in BUTTONS
              if button not in DIRECTIONS]
    lines += [("Mouse", "click a tile in line with the gap"),
              ("F11, Alt+Enter", "full screen"),
              ("H or F1", "this help"),
              ("Esc, Ctrl+C", "quit")]
    return lines


class Desktop:
    """What ``code.py`` needs of a platform, on a desktop computer.

    :param settings: the checked settings (:mod:`puzzle.settings`): window scale and sound
    :param bool headless: no window of its own (tests and scripts save screenshots instead),
        no sound, and Ctrl+C left alone
    :param storage: what stands for the badge's ``nvm``: by default the file of
        :func:`save_path` in a window, and bytes in memory headless
    """

    def __init__(self, settings=Settings(), headless=False, storage=None):
        self._quit = False
        # A console that cannot show a character (a picture folder named in no encoding, on
        # a strict UTF-8 terminal) shows it escaped rather than stopping the game.
        for stream in (sys.stdout, sys.stderr):
            if hasattr(stream, "reconfigure"):
                stream.reconfigure(errors="backslashreplace")
        if not headless:  # Ctrl+C in the terminal quits as Escape does, with no traceback
            signal.signal(signal.SIGINT, lambda number, frame: self.quit())
        self.display = ScaledDisplay(scale=settings.WINDOW_SCALE, caption="Slide")
        if storage is None:
            storage = bytearray(b"\xff" * 2 * SLOT) if headless else FileStorage(save_path())
        self.storage = storage
        self.clock = time.monotonic
        # Headless runs (tests, scripts) stay silent; a computer has no NeoPixels.
        sound = settings.SOUND and not headless
        self.feedback = Feedback(sound=open_mixer(settings.VOLUME) if sound else None,
                                 clock=self.clock)
        self.lights = None  # a computer has no NeoPixels; code.py's rest dims the screen alone
        if settings.TILT:
            print("Tilt off: a computer has no accelerometer (TILT is for the badge)")
        self._pressed = []  # buttons and clicks (screen pixels) not yet handed to the game
        self.presses = 0  # how many presses next_press has handed out (the rest counts them)

    def quit(self):
        """End the game at the next pass of the loop."""
        self._quit = True

    def running(self):
        """Draw what the last pass changed (the presenter's refresh, at most every
        FRAME_SECONDS); False once the player quits.

        A pass that draws nothing does not wait here: the loop's rest (``feedback.Rest``) sleeps
        while nothing moves, as on the badge, and a hint on its way goes on at full speed.
        """
        self._read_events()
        if self._quit:
            pygame.quit()
            return False
        started = time.monotonic()
        if self.display.refresh_window():
            pause = started + FRAME_SECONDS - time.monotonic()
            if pause > 0:
                time.sleep(pause)
        return True

    def next_press(self):
        """The next input: a button's name (a key, see ``KEYS``), or ``(x, y)``, the badge's
        screen pixel a click landed on; None when there is none.

        Only key-down events count, and pygame's key repeat stays off: holding a key is one
        press, as on the badge. Each press is counted in ``presses``.
        """
        self._read_events()
        if not self._pressed:
            return None
        self.presses += 1
        return self._pressed.pop(0)

    def _read_events(self):
        """Take pygame's events: buttons and clicks into the queue, and the window's own."""
        display = self.display
        for event in pygame.event.get():
            if event.type in (pygame.QUIT, pygame.WINDOWCLOSE):
                self._quit = True
            elif event.type == pygame.KEYDOWN:
                self._key(event)
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
                if display.help_shown:
                    display.hide_help()
                else:
                    position = window_position(event)
                    pixel = position and display.screen_pixel(position)
                    if pixel is not None:
                        self._pressed.append(pixel)
            elif event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED):
                display.fit()

    def _key(self, event):
        display = self.display
        if display.help_shown:  # any key closes the help and does nothing else, Esc too
            if event.key not in MODIFIER_KEYS:  # Alt of Alt+Enter is half a key
                display.hide_help()
        elif event.key == pygame.K_ESCAPE:
            self._quit = True
        elif event.key in FULL_SCREEN_KEYS or (
                event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT):
            display.toggle_full_screen()
        elif event.key in HELP_KEYS:
            display.show_help("Keyboard = badge (any key closes this)", help_lines())
        elif event.key in KEYS:
            self._pressed.append(KEYS[event.key])

    @staticmethod
    def describe():
        """A line for the console at start-up."""
        return "Python %s: arrows, X = A, Z = B, Enter = START, Space = SELECT, H = help, " \
            "Esc quits" % sys.version.split()[0]
