# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The desktop as a badge: a pygame window for the screen, the keyboard for the buttons.

``python code.py`` plays in a window through this module; Blinka's displayio draws the same
scene the badge shows.
"""

import contextlib
import sys
import time

# pygame and Blinka greet and warn on stdout as they load: send that to stderr, so that
# stdout carries only the game's own output (the JSON line of a scripted run).
with contextlib.redirect_stdout(sys.stderr):
    import pygame

    # pygame's display module before any displayio code runs (the order matters to Blinka).
    from blinka_displayio_pygamedisplay import PyGameDisplay

from puzzle.feedback import Feedback
from puzzle.pictures import SCREEN_HEIGHT, SCREEN_WIDTH
from puzzle.saves import SLOT
from puzzle.settings import Settings

from .sound import open_mixer
from .storage import FileStorage, save_path

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
            if self.brightness < 1:  # dimmed (puzzle.rest): darker, as the badge's backlight
                level = int(255 * self.brightness)
                self._window.fill((level, level, level), special_flags=pygame.BLEND_MULT)
            pygame.display.flip()

    def save(self, path):
        """Draw the screen now and save it as a 160x128 image (PNG, BMP, ...)."""
        self._refresh_display()
        pygame.image.save(self._pygame_screen, path)


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
            storage = bytearray(b"\xff" * 2 * SLOT) if headless else FileStorage(save_path())
        self.storage = storage
        self.clock = time.monotonic
        # Headless runs (tests, scripts) stay silent; a computer has no NeoPixels.
        sound = settings.SOUND and not headless
        self.feedback = Feedback(sound=open_mixer(settings.VOLUME) if sound else None)
        self.lights = None  # a computer has no NeoPixels; code.py's rest dims the screen alone
        self._pressed = []  # key presses read from pygame, not yet handed to the game
        self._quit = False

    def running(self):
        """Refresh the window; False once the window is closed or Escape hit. The loop's rest
        (``puzzle.rest``) waits between passes, as on the badge."""
        self.feedback.update()
        if self._quit or self.display.check_quit(delay=0):
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
