# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's 160x128 screen in a window that can be resized or made full screen.

displayio draws only the areas that changed (its dirty areas, as on the badge) into a surface
of the badge's size; the window shows that surface as large as it fits, the aspect kept,
centred on black, and a refresh puts into the window only the rectangles that changed.
Desktop only (pygame, Blinka).
"""

import contextlib
import io
import os
import sys
import time

import numpy

# pygame greets on import unless told not to, and Blinka warns on stdout that a PC is "not
# fully supported" (twice): neither concerns a player. Anything else they say goes to stderr,
# so that stdout carries only the game's own output (the JSON line of a scripted run).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
with contextlib.redirect_stdout(io.StringIO()) as _said:
    import pygame

    # pygame's display module before any displayio code runs (the order matters to Blinka).
    import busdisplay
    from blinka_displayio_pygamedisplay import PyGameDisplay
    from displayio._area import Area
for _line in _said.getvalue().splitlines():
    if "is not fully supported" not in _line:
        print(_line, file=sys.stderr)

from puzzle.layout import SCREEN_HEIGHT, SCREEN_WIDTH  # noqa: E402

BACKGROUND = (0, 0, 0)  # around the picture when the window's shape is not the screen's
HELP_SHADE = (0, 0, 0, 215)  # the help's panel over the picture: nearly opaque
HELP_TITLE = (255, 224, 0)
HELP_TEXT = (255, 255, 255)


class ScaledDisplay(PyGameDisplay):
    """A ``PyGameDisplay`` of the badge's screen, shown scaled in a resizable window.

    :meth:`refresh_window` draws what displayio says changed and shows just that;
    :meth:`screenshot` and :meth:`save` give the badge-sized surface, pixel for pixel what the
    badge would show.

    :param int scale: the window's size at first, in badge screens
    :param str caption: the window's title
    """

    def __init__(self, scale=4, caption="Slide", **kwargs):
        self._first_size = (SCREEN_WIDTH * scale, SCREEN_HEIGHT * scale)
        self._window = None
        self._windowed_size = self._first_size  # to come back to from full screen
        self._picture = pygame.Rect((0, 0), self._first_size)  # where the window shows it
        self._scaled = None  # the screen at the picture's size
        self._changed = []  # rectangles of the screen drawn by the refresh under way
        self.pixels = 0  # drawn since the display was made: what the badge would draw and send
        self._help = ()  # lines of help over the picture: (key, what it is), or none
        super().__init__(width=SCREEN_WIDTH, height=SCREEN_HEIGHT, caption=caption,
                         auto_refresh=False, **kwargs)

    def _initialize(self, init_sequence):
        # Only the display: pygame.init() would also open the sound device, which the desktop
        # opens once, itself, when sound is on (desktop.sound).
        pygame.display.init()
        pygame.display.set_caption(self._caption)
        self._pygame_screen = pygame.Surface((SCREEN_WIDTH, SCREEN_HEIGHT))
        self._open_window(self._first_size, pygame.RESIZABLE)

    def _background(self):
        # displayio's thread calls this in a loop, to refresh. Here the window's loop refreshes
        # (pygame draws from the main thread only), so the thread only rests.
        time.sleep(0.5)

    def _get_refresh_areas(self):
        """Only the areas that changed, as busdisplay finds them (PyGameDisplay draws it all).

        A full refresh (a new root group) draws the whole screen once; the layers' own areas
        are taken too, unused, so that what changed counts as drawn, as on the badge
        (CircuitPython's refresh forgets every change it drew; Blinka's forgets only the
        changes whose areas were taken).
        """
        group = self._core.current_group
        if self._core.full_refresh and group is not None:
            group._get_refresh_areas([])
        return busdisplay.BusDisplay._get_refresh_areas(self)

    def _refresh_area(self, area):
        """Draw ``area`` of the scene into the badge-sized surface and note where.

        PyGameDisplay's own loses the last pixel of an area of an odd number of pixels (and
        then fails): it never drew any but the whole screen.
        """
        clipped = Area()
        if not self._core.clip_area(area, clipped):
            return True
        rect = pygame.Rect(clipped.x1, clipped.y1, clipped.width(), clipped.height())
        pixels = rect.width * rect.height
        buffer = bytearray(2 * pixels)  # RGB565, byte-swapped as the badge's display takes it
        mask = bytearray(4 * (pixels // 32 + 1))  # a bit a pixel: drawn by an upper layer
        self._core.fill_area(clipped, memoryview(mask).cast("I"), memoryview(buffer))
        value = numpy.frombuffer(buffer, dtype=">u2")
        rgb = numpy.empty((pixels, 3), numpy.uint8)
        rgb[:, 0] = (value >> 11) * 255 // 31
        rgb[:, 1] = (value >> 5 & 0x3F) * 255 // 63
        rgb[:, 2] = (value & 0x1F) * 255 // 31
        self._pygame_screen.blit(pygame.image.frombuffer(rgb, rect.size, "RGB"), rect)
        self._changed.append(rect)
        self.pixels += pixels
        return True

    def _refresh_display(self):
        """Draw what changed into the badge-sized surface; show it scaled in the window."""
        self._changed.clear()
        busdisplay.BusDisplay._refresh_display(self)
        if not self._changed or not pygame.display.get_init():
            return
        if self._help:
            self.show_all()  # the help is over the picture: draw it all again
            return
        # Scaling the whole screen is quick (C); putting it into the window is not, and the
        # window takes only the rectangles that changed.
        pygame.transform.scale(self._pygame_screen, self._picture.size, self._scaled)
        shown = [self._show(rect) for rect in self._changed]
        pygame.display.update(shown)

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        """What the game changed is drawn by the window's loop, once a pass
        (:meth:`refresh_window`, from ``Desktop.running``): a refresh the game asks for
        (``Presenter.draw``) is left to it."""
        return True

    def refresh_window(self):
        """Draw and show what changed since the last refresh.

        :return: the rectangles of the screen drawn (``pygame.Rect``); none if nothing changed
        """
        self._refresh_display()
        return list(self._changed)

    def screenshot(self):
        """Draw the screen now: a copy of it at the badge's size (a 160x128 ``pygame.Surface``),
        pixel for pixel what the badge would show."""
        self._refresh_display()
        return self._pygame_screen.copy()

    def save(self, path):
        """Draw the screen now and save it as a 160x128 image (PNG, BMP, ...)."""
        pygame.image.save(self.screenshot(), path)

    # -- the window

    def _open_window(self, size, flags):
        self._window = pygame.display.set_mode(size, flags)
        if flags & pygame.RESIZABLE and self._window.get_size() != size:
            # Back from full screen some drivers (SDL's dummy one) keep its size the first time.
            self._window = pygame.display.set_mode(size, flags)
        self.fit()

    def fit(self):
        """Fit the picture to the window's size (after a resize), centred; draw it all."""
        width, height = self._window.get_size()
        scale = min(width / SCREEN_WIDTH, height / SCREEN_HEIGHT)
        size = (max(1, round(SCREEN_WIDTH * scale)), max(1, round(SCREEN_HEIGHT * scale)))
        self._picture = pygame.Rect(((width - size[0]) // 2, (height - size[1]) // 2), size)
        self._scaled = pygame.Surface(size)
        self.show_all()

    @property
    def picture(self):
        """Where the window shows the screen: a ``pygame.Rect`` (a copy) of window pixels."""
        return self._picture.copy()

    @property
    def full_screen(self):
        return bool(self._window.get_flags() & pygame.FULLSCREEN)

    def toggle_full_screen(self):
        """Full screen at the desktop's size, or back to the window as it was."""
        if self.full_screen:
            self._open_window(self._windowed_size, pygame.RESIZABLE)
        else:
            self._windowed_size = self._window.get_size()
            self._open_window((0, 0), pygame.FULLSCREEN)

    def screen_pixel(self, position):
        """The badge's screen pixel ``(x, y)`` under a window position, or None off the picture."""
        picture = self._picture
        if not picture.collidepoint(position):
            return None
        return ((position[0] - picture.x) * SCREEN_WIDTH // picture.width,
                (position[1] - picture.y) * SCREEN_HEIGHT // picture.height)

    def _show(self, rect):
        """Put the scaled screen's part that shows ``rect`` into the window; where it went."""
        picture = self._picture
        # Rounded outwards: a pixel more of the unchanged neighbours costs nothing.
        left = rect.x * picture.width // SCREEN_WIDTH
        top = rect.y * picture.height // SCREEN_HEIGHT
        right = -(-rect.right * picture.width // SCREEN_WIDTH)
        bottom = -(-rect.bottom * picture.height // SCREEN_HEIGHT)
        part = pygame.Rect(left, top, right - left, bottom - top)
        shown = self._window.blit(self._scaled, part.move(picture.topleft), part)
        if self.brightness < 1:  # dimmed (puzzle.feedback.Rest): darker, as the badge's backlight
            level = int(255 * self.brightness)
            self._window.fill((level, level, level), shown, special_flags=pygame.BLEND_MULT)
        return shown

    def show_all(self):
        """Draw the whole window again: the picture, the help if it is up."""
        pygame.transform.scale(self._pygame_screen, self._picture.size, self._scaled)
        self._window.fill(BACKGROUND)
        self._show(self._pygame_screen.get_rect())
        if self._help:
            self._draw_help()
        pygame.display.flip()

    @property
    def brightness(self):
        """The backlight, 0 to 1: the window shows the picture this much darker."""
        return busdisplay.BusDisplay.brightness.fget(self)

    @brightness.setter
    def brightness(self, value):
        busdisplay.BusDisplay.brightness.fset(self, value)
        if self._window is not None:  # not while busdisplay sets it up
            self.show_all()

    # -- the help over the picture

    @property
    def help_shown(self):
        return bool(self._help)

    def show_help(self, title, lines):
        """Show ``title`` and ``lines`` (pairs: a key, what it does) over the picture."""
        self._help = (title, tuple(lines))
        self.show_all()

    def hide_help(self):
        self._help = ()
        self.show_all()

    def _draw_help(self):
        title, lines = self._help
        area = self._picture
        scale = area.width / SCREEN_WIDTH
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill(HELP_SHADE)
        self._window.blit(shade, area)
        if not pygame.font.get_init():
            pygame.font.init()
        font = pygame.font.Font(None, max(1, round(7 * scale)))  # pygame's own: nothing to install
        margin = round(4 * scale)
        column = margin + max(font.size(key)[0] for key, _ in lines) + margin
        y = area.y + margin
        self._window.blit(font.render(title, True, HELP_TITLE), (area.x + margin, y))
        for key, what in lines:
            y += font.get_linesize()
            self._window.blit(font.render(key, True, HELP_TITLE), (area.x + margin, y))
            self._window.blit(font.render(what, True, HELP_TEXT), (area.x + column, y))
