# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game's ``feedback``: a click for each move, a buzz for a press that moves nothing, a tune
and a rainbow when the board is solved, and the NeoPixels showing how many tiles are in place.

:class:`Feedback` sequences these over time through two outputs it is given, each optional:
a sound output (on the badge :class:`puzzle.badge.Speaker`, on the desktop
``desktop.sound.Mixer``) and a light output (on the badge :class:`puzzle.badge.NeoPixels`).
Everything is made in the constructor, so that :meth:`Feedback.moved`, :meth:`Feedback.blocked`
and :meth:`Feedback.update` allocate nothing: the badge's small heap would fragment.

What the NeoPixels show is :class:`Lights`': the share of tiles in place in green, or a step of
a rainbow chase, written in place into one buffer, with integers only.

The sounds themselves are samples made once at start-up (:func:`puzzle.outputs.make_sounds`):
a click, a buzz and the notes of the tune. The badge's speaker (:mod:`puzzle.badge`) and the
desktop's mixer (``desktop/sound.py``) play the same samples, by their numbers.

:class:`Rest`, between the buttons and the game: the loop sleeps when nothing moves, the screen
dims after a while without a press (the NeoPixels go dark with it), and the next press only
wakes it. ``code.py`` ends each pass in which nothing moves (no tile gliding, no hint being
worked out) with :meth:`Rest.pause`, and hands a press to the game unless the screen is dimmed:
that press goes to :meth:`Rest.wake` alone. The minute is counted from the last press the
platform handed out (its ``presses``, read when the loop rests), so a press and the passes of
its move never come here. The game's state machine knows nothing of it. Its clock is the
platform's, the game's own (``time.monotonic``: its seconds lose precision after weeks of
uptime, a second or so, which a minute's dim can spare).
"""

import time

from micropython import const

from .settings import Settings

# The tune when solved (C5 E5 G5 C6), as (hertz, seconds, samples, periods). Each note is one
# short loop of whole periods played for its time, not the whole tune in RAM (0.5 s would take
# 8 KB): of the loops of at most 128 samples, the one whose pitch comes closest (one period
# alone can be a semitone off); tests/test_sounds.py searches them again.
TUNE = ((523, 0.08, 107, 7), (659, 0.08, 85, 7), (784, 0.08, 51, 5), (1047, 0.25, 107, 14))

# The sounds by number: make_sounds() returns them in this order, and a sound output plays them
# by these numbers.
CLICK_SOUND = 0
BUZZ_SOUND = 1
FIRST_NOTE = 2  # the first note of TUNE; the others follow


CELEBRATION_SECONDS = 2.0  # the rainbow after solving, before the lights settle on full
CHASE_SECONDS = 0.08  # between steps of the rainbow chase


class Feedback:
    """Sound and lights for the game: :meth:`moved`, :meth:`blocked`, :meth:`solved` and
    :meth:`idle` when those happen, and :meth:`update` on every pass of the main loop.

    :param sound: a sound output, or None for silence: ``play(number, loop)`` starts the sound
        of that number in :mod:`puzzle.feedback` (stopping what plays), ``stop()`` silences it
        and lets the output rest, and ``playing`` is True until the sound ends
    :param lights: a light output, or None to leave the lights alone: ``show(buffer)`` shows
        green, red, blue bytes for each pixel
    :param int pixels: how many NeoPixels: 5 on the PyBadge and PyGamer, 1 on the PyBadge LC
    :param float brightness: of the NeoPixels, 0 to 1: they are bright, and close to the eyes
    :param clock: a function returning seconds (default ``time.monotonic``)
    """

    def __init__(self, sound=None, lights=None, pixels=Settings.PIXELS,
                 brightness=Settings.BRIGHTNESS, clock=None):
        self._clock = clock or time.monotonic
        self._sound = sound
        self._sounding = False  # a sound was started and not yet seen to end
        self._note = -1  # index in TUNE of the note playing, or -1: no tune
        self._note_end = 0.0  # clock reading when that note ends
        self._lights = None if lights is None else Lights(lights, pixels, brightness)
        self._party = None  # clock reading when the celebration began, or None
        self._party_step = -1  # the chase's step last shown

    def moved(self, in_place, total):
        """A tile moved: a click, and ``in_place`` of ``total`` tiles shown on the NeoPixels."""
        self._note = -1
        self._play(CLICK_SOUND, False)
        if self._lights is not None:
            self._party = None
            self._lights.progress(in_place, total)

    def blocked(self):
        """A press that could move nothing: a low buzz."""
        self._note = -1
        self._play(BUZZ_SOUND, False)

    def solved(self):
        """The player solved the board: the tune, and the rainbow for CELEBRATION_SECONDS."""
        now = self._clock()
        if self._sound is not None:
            self._note = 0
            self._note_end = now + TUNE[0][1]
            self._play(FIRST_NOTE, True)
        if self._lights is not None:
            self._party = now
            self._party_step = -1
            self._celebrate(now)

    def idle(self):
        """Back to the intro: the NeoPixels go dark (a sound still playing ends by itself)."""
        if self._lights is not None:
            self._party = None
            self._lights.progress(0, 1)

    def update(self):
        """Move sound and lights on; with nothing going on it only looks at two attributes."""
        if self._sounding:
            self._sound_on()
        if self._party is not None:
            self._celebrate(self._clock())

    def _play(self, number, loop):
        """Start sound ``number``, if there is a sound output."""
        if self._sound is not None:
            self._sound.play(number, loop)
            self._sounding = True

    def _sound_on(self):
        """Play the tune's next note when its time comes; let the output rest at the end."""
        sound = self._sound
        if self._note >= 0:
            if self._clock() < self._note_end:
                return
            self._note += 1
            if self._note < len(TUNE):
                # From the planned end, not from now: a late pass does not slow the tune down.
                self._note_end += TUNE[self._note][1]
                self._play(FIRST_NOTE + self._note, True)
                return
            self._note = -1  # the last note loops until told: stopped below
        elif sound.playing:
            return
        sound.stop()
        self._sounding = False

    def _celebrate(self, now):
        """Show the rainbow chase's step for the clock reading ``now``; full green at its end."""
        elapsed = now - self._party
        if elapsed >= CELEBRATION_SECONDS:
            self._party = None
            self._lights.progress(1, 1)  # every tile is in place
            return
        step = int(elapsed / CHASE_SECONDS)
        if step != self._party_step:
            self._party_step = step
            self._lights.chase(step)


_CHASE_HUE_STEP = const(24)  # how far the colours turn on each step of the chase (256: all)


class Lights:
    """A row of NeoPixels as the game uses them; they start dark.

    :param output: anything with ``show(buffer)``, ``buffer`` a ``bytearray`` of green, red,
        blue for each pixel
    :param int pixels: how many: 5 on the PyBadge and PyGamer, 1 on the PyBadge LC
    :param float brightness: 0 to 1: they are bright, and close to the eyes
    """

    def __init__(self, output, pixels=Settings.PIXELS, brightness=Settings.BRIGHTNESS):
        self._output = output
        self._pixels = pixels
        self._buffer = bytearray(3 * pixels)  # green, red, blue of each pixel
        self._level = min(max(int(255 * brightness + 0.5), 0), 255)  # the brightest a colour gets
        output.show(self._buffer)  # whatever the last program left on them goes

    def progress(self, in_place, total):
        """Light the share ``in_place / total`` of the pixels in green, the last one partly."""
        level = self._level
        buffer = self._buffer
        # In steps of light: each pixel holds ``level`` of them.
        steps = in_place * self._pixels * level // total if total > 0 else 0
        for pixel in range(self._pixels):
            at = 3 * pixel
            buffer[at] = min(max(steps - pixel * level, 0), level)
            buffer[at + 1] = 0
            buffer[at + 2] = 0
        self._output.show(buffer)

    def chase(self, step):
        """Show step ``step`` of the rainbow chase: the whole colour wheel spread over the
        pixels, turned _CHASE_HUE_STEP further at each step."""
        pixels = self._pixels
        for pixel in range(pixels):
            _wheel(self._buffer, 3 * pixel, step * _CHASE_HUE_STEP + pixel * 256 // pixels,
                   self._level)
        self._output.show(self._buffer)


def _wheel(buffer, at, hue, level):
    """Write the colour at ``hue`` (0 to 255 round the wheel), at most ``level`` bright, into
    ``buffer[at:at + 3]`` in the NeoPixels' order (green, red, blue)."""
    hue &= 255
    rising = hue % 85 * 3 * level // 255
    falling = level - rising
    # One by one: a tuple assignment of three may build a tuple, depending on the build.
    if hue < 85:  # red to green
        green = rising
        red = falling
        blue = 0
    elif hue < 170:  # green to blue
        green = falling
        red = 0
        blue = rising
    else:  # blue to red
        green = 0
        red = rising
        blue = falling
    buffer[at] = green
    buffer[at + 1] = red
    buffer[at + 2] = blue


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
    :param clock: a function returning seconds (default: the platform's ``clock``)
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
        self._dim_after = dim_seconds
        self._rest = rest_seconds
        self._clock = clock or platform.clock
        self._sleep = sleep or time.sleep
        self._seen = platform.presses  # the presses counted when the loop last rested
        self._dim_at = self._clock() + dim_seconds  # the clock's reading to dim at
        self.dimmed = False

    def wake(self):
        """A press while dimmed: the screen and the lights come back, and the press does
        nothing else (the game does not see it)."""
        self._seen = self._platform.presses
        self._dim_at = self._clock() + self._dim_after
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
            self._dim_at = self._clock() + self._dim_after
        # a reading compared, no difference worked out: a pass makes no float
        if not self.dimmed and self._dim_after and self._clock() >= self._dim_at:
            self.dimmed = True
            self._screen.brightness = self._dim
            if self._lights is not None:
                self._lights.darken()
        if self._rest:
            self._sleep(DIMMED_REST_SECONDS if self.dimmed else self._rest)
