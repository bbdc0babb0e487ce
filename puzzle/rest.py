# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Between the buttons and the game: the loop sleeps when nothing moves, the screen dims after
a while without a press, and the next press only wakes it.

``code.py`` hands each press to :meth:`Rest.let_through` before the game sees it, and ends
each pass of its loop with :meth:`Rest.pause`. While the screen is dimmed the NeoPixels are
dark too, through a :class:`Shade` over their output. The game's state machine knows nothing
of it. Its clock is whole milliseconds (``adafruit_ticks``, the badge's exact
``supervisor.ticks_ms``), so a pass allocates nothing.
"""

import time

from adafruit_ticks import ticks_diff, ticks_ms

DIM_BRIGHTNESS = 0.1  # the screen's backlight while dimmed: dark, but visibly on
DIMMED_REST_SECONDS = 0.1  # the wait between looks while dimmed: a press then only wakes


class Rest:
    """When the loop sleeps, and the screen dimmed or not.

    :param screen: the display, whose ``brightness`` (0 to 1) is lowered while dimmed
    :param lights: a :class:`Shade` over the NeoPixels, or None
    :param float dim_seconds: without a press for this long, the screen dims (0: never; never
        either on a display whose brightness cannot be set)
    :param float rest_seconds: the sleep at the end of a pass with nothing moving
    :param clock: a function returning whole milliseconds (default ``adafruit_ticks.ticks_ms``)
    :param sleep: a function that sleeps for seconds (default ``time.sleep``)
    """

    def __init__(self, screen, lights=None, dim_seconds=60, rest_seconds=0.02, clock=None,
                 sleep=None):
        self._screen = screen
        self._lights = lights
        try:
            self._bright = screen.brightness  # as it was: what a press brings back
        except (AttributeError, RuntimeError):  # a screen without a backlight control
            print("Dimming off: this display's brightness cannot be set")
            self._bright = None
            dim_seconds = 0
        self._dim = min(DIM_BRIGHTNESS, self._bright or 0)  # never brighter than it was
        self._dim_after = int(dim_seconds * 1000)
        self._rest = rest_seconds
        self._clock = clock or ticks_ms
        self._sleep = sleep or time.sleep
        self._pressed = self._clock()  # the last press, in ticks
        self.dimmed = False

    def let_through(self, button):
        """``button`` (a name, or None) as the game should see it: a press while dimmed only
        wakes the screen and the lights, and the game gets None."""
        if button is None:
            return None
        self._pressed = self._clock()
        if self.dimmed:
            self.dimmed = False
            self._screen.brightness = self._bright
            if self._lights is not None:
                self._lights.light()
            return None
        return button

    def pause(self, busy):
        """The end of a pass: dim the screen when its time has come, then sleep unless
        ``busy`` (a tile gliding, a hint being worked out: each pass moves it on)."""
        if not self.dimmed and self._dim_after and \
                ticks_diff(self._clock(), self._pressed) >= self._dim_after:
            self.dimmed = True
            self._screen.brightness = self._dim
            if self._lights is not None:
                self._lights.darken()
        if not busy and self._rest:
            self._sleep(DIMMED_REST_SECONDS if self.dimmed else self._rest)


class Shade:
    """A light output (``show(buffer)``, like :class:`puzzle.outputs.NeoPixels`) that can be
    darkened: what it is shown meanwhile comes on with :meth:`light`.

    :param output: the light output
    :param int pixels: how many pixels it has
    """

    def __init__(self, output, pixels):
        self._output = output
        self._dark = bytearray(3 * pixels)  # green, red, blue of each: all off
        self._shown = self._dark  # the buffer shown last (the lights write into theirs in place)
        self.dark = False

    def show(self, buffer):
        self._shown = buffer
        if not self.dark:
            self._output.show(buffer)

    def darken(self):
        self.dark = True
        self._output.show(self._dark)

    def light(self):
        self.dark = False
        self._output.show(self._shown)
