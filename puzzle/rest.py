# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Between the buttons and the game: the loop sleeps when nothing moves, the screen dims after
a while without a press, and the next press only wakes it.

``code.py`` ends each pass in which nothing moves (no tile gliding, no hint being worked out)
with :meth:`Rest.pause`, and hands a press to the game unless the screen is dimmed: that press
goes to :meth:`Rest.wake` alone. The minute is counted from the last press the platform handed
out (its ``presses``, read when the loop rests), so a press and the passes of its move never
come here. While the screen is dimmed the NeoPixels are dark too (the platform's ``lights``:
``darken()``, ``light()``). The game's state machine knows nothing of it. Its clock is whole
milliseconds (``adafruit_ticks``, the badge's exact ``supervisor.ticks_ms``), so a pass
allocates nothing.
"""

import time

from adafruit_ticks import ticks_diff, ticks_ms

DIM_BRIGHTNESS = 0.1  # the screen's backlight while dimmed: dark, but visibly on
DIMMED_REST_SECONDS = 0.1  # the wait between looks while dimmed: a press then only wakes


class Rest:
    """When the loop sleeps, and the screen dimmed or not.

    :param platform: the platform (:class:`puzzle.badge.Badge`, the desktop's): its
        ``display``, whose ``brightness`` (0 to 1) is lowered while dimmed; its ``lights``,
        NeoPixels that can be darkened, or None; and ``presses``, how many presses it has
        handed out
    :param float dim_seconds: without a press for this long, the screen dims (0: never; never
        either on a display whose brightness cannot be set)
    :param float rest_seconds: the sleep at the end of a pass with nothing moving
    :param clock: a function returning whole milliseconds (default ``adafruit_ticks.ticks_ms``)
    :param sleep: a function that sleeps for seconds (default ``time.sleep``)
    """

    def __init__(self, platform, dim_seconds=60, rest_seconds=0.02, clock=None, sleep=None):
        self._platform = platform
        self._screen = screen = platform.display
        self._lights = platform.lights
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
        self._seen = platform.presses  # the presses counted when the loop last rested
        self._pressed = self._clock()  # the last press seen, in ticks
        self.dimmed = False

    def wake(self):
        """A press while dimmed: the screen and the lights come back, and the press does
        nothing else (the game does not see it)."""
        self._seen = self._platform.presses
        self._pressed = self._clock()
        self.dimmed = False
        self._screen.brightness = self._bright
        if self._lights is not None:
            self._lights.light()

    def pause(self):
        """The end of a pass with nothing moving: dim the screen when its time has come, then
        sleep."""
        presses = self._platform.presses
        if presses != self._seen:  # pressed since the last rest: the minute begins again
            self._seen = presses
            self._pressed = self._clock()
        if not self.dimmed and self._dim_after and \
                ticks_diff(self._clock(), self._pressed) >= self._dim_after:
            self.dimmed = True
            self._screen.brightness = self._dim
            if self._lights is not None:
                self._lights.darken()
        if self._rest:
            self._sleep(DIMMED_REST_SECONDS if self.dimmed else self._rest)
