# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Sound and lights on the badge: a click for each move, a buzz for a press that moves nothing,
a tune and a rainbow when the board is solved, and the NeoPixels showing how many tiles are in
place.

Everything is made in the constructor, so that :meth:`Feedback.moved`, :meth:`Feedback.blocked`
and :meth:`Feedback.update` allocate nothing: the badge's small heap would fragment. Each part
is optional: no ``audioio``, no speaker or no NeoPixels prints one line and plays on without it.
The desktop plays the same samples through pygame (``desktop/sound.py``).
"""

import array
import time

SAMPLE_RATE = 8000  # samples per second: plenty for beeps, at 2 bytes a sample
VOLUME = 0.2  # share of full scale: the badge's amplifier is loud
CLICK = (1500, 0.012)  # hertz, seconds: the tick of a sliding tile
BUZZ = (147, 0.07)  # hertz, seconds: low and short, for a press that moves nothing
# The tune when solved (C5 E5 G5 C6), as (hertz, seconds). Each note is one short loop of
# whole periods played for its time, not the whole tune in RAM (0.5 s would take 8 KB).
TUNE = ((523, 0.08), (659, 0.08), (784, 0.08), (1047, 0.25))
LONGEST_LOOP = 128  # samples in a note's loop: enough to hit its pitch within a few cents
CELEBRATION_SECONDS = 2.0  # the rainbow after solving, before the lights settle on full
CHASE_SECONDS = 0.08  # between steps of the rainbow chase
CHASE_HUE_STEP = 24  # how far the colours turn on each step (256: the whole wheel)

# Indexes into Feedback's tuple of playable samples, in the order of make_sounds().
_CLICK = 0
_BUZZ = 1
_NOTES = 2  # the first note of TUNE; the others follow


def make_sounds(rate=SAMPLE_RATE, volume=VOLUME):
    """The sounds as ``array.array("H")``, unsigned 16-bit around 32768 (silence).

    :param int rate: samples per second they are played at
    :param float volume: 0 to 1, the share of full scale
    :return: ``(click, buzz, notes)``, ``notes`` a tuple with one loop for each note of TUNE
    """
    amplitude = int(32767 * min(max(volume, 0), 1))
    click = _square(int(rate * CLICK[1]), CLICK[0], rate, amplitude, True)
    buzz = _square(int(rate * BUZZ[1]), BUZZ[0], rate, amplitude, True)
    notes = tuple(_loop(hertz, rate, amplitude) for hertz, _ in TUNE)
    return click, buzz, notes


def _square(length, periods, span, amplitude, fade):
    """``length`` samples of a square wave of ``periods`` periods per ``span`` samples.

    With ``fade`` it falls linearly to silence, so that a sound ends without a pop.
    """
    wave = array.array("H", bytearray(2 * length))  # bytearray: n zeros on CPython and MicroPython
    for i in range(length):
        level = amplitude * (length - i) // length if fade else amplitude
        wave[i] = 32768 + level if (2 * i * periods // span) % 2 == 0 else 32768 - level
    return wave


def _loop(hertz, rate, amplitude):
    """A square wave at ``hertz`` that loops seamlessly: the whole periods in at most
    LONGEST_LOOP samples whose pitch comes closest (one period alone can be a semitone off)."""
    best_length, best_periods, best_error = 0, 0, hertz
    for length in range(8, LONGEST_LOOP + 1):
        periods = (2 * length * hertz + rate) // (2 * rate)  # rounded to the nearest
        error = abs(periods * rate / length - hertz)
        if periods and error < best_error:
            best_length, best_periods, best_error = length, periods, error
    return _square(best_length, best_periods, best_length, amplitude, False)


def _wheel(buffer, at, hue, level):
    """Write the colour at ``hue`` (0 to 255 round the wheel), at most ``level`` bright, into
    ``buffer[at:at + 3]`` in the NeoPixels' order (green, red, blue); integers only."""
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


class Feedback:
    """Sound on the speaker and progress on the NeoPixels, as the game's ``feedback``.

    :param board_module: the ``board`` module: its SPEAKER, SPEAKER_ENABLE and NEOPIXEL pins
    :param bool sound: False: no speaker is touched and no sample made
    :param bool lights: False: the NeoPixels are left alone
    :param int pixels: how many NeoPixels: 5 on the PyBadge and PyGamer, 1 on the PyBadge LC
    :param float brightness: of the NeoPixels, 0 to 1: they are bright, and close to the eyes
    :param float volume: 0 to 1, the share of full scale of the samples
    :param clock: a function returning seconds (default ``time.monotonic``)
    """

    def __init__(self, board_module, sound=True, lights=True, pixels=5, brightness=0.05,
                 volume=VOLUME, clock=None):
        self._clock = clock or time.monotonic
        self._audio = None  # an AudioOut (or what plays like one), or None: no sound
        self._samples = ()  # playable samples: click, buzz, then the notes of TUNE
        self._waves = ()  # the arrays behind them
        self._amplifier = None  # SPEAKER_ENABLE as an output, or None if there is none
        self._sounding = False  # a sound was started and the amplifier is on
        self._note = -1  # index in TUNE of the note playing, or -1: no tune
        self._note_end = 0.0  # clock reading when that note ends
        self._pin = None  # NEOPIXEL as an output, or None: no lights
        self._write = None  # neopixel_write.neopixel_write
        self._pixels = pixels
        self._buffer = bytearray(3 * pixels)  # green, red, blue of each pixel, written in place
        self._level = min(max(int(255 * brightness + 0.5), 0), 255)  # the brightest a colour gets
        self._party = None  # clock reading when the celebration began, or None
        self._party_step = -1  # the chase's step last drawn
        if sound:
            self._audio, self._samples, self._amplifier = self._open_sound(board_module, volume)
        if lights:
            self._open_lights(board_module)

    # -- hardware, made once

    def _open_sound(self, board_module, volume):
        """``(audio, samples, amplifier)`` on the board's speaker; ``(None, (), None)`` and one
        line on the console if it has none or it fails."""
        speaker = getattr(board_module, "SPEAKER", None)
        if speaker is None:
            print("Sound off: the board has no SPEAKER")
            return None, (), None
        audio = amplifier = None
        try:
            import audiocore
            import audioio
            import digitalio

            click, buzz, notes = make_sounds(SAMPLE_RATE, volume)
            # A RawSample keeps a pointer into its array, not the array itself: the arrays stay
            # referenced from the tuple, which this object keeps.
            self._waves = (click, buzz) + notes
            samples = tuple(audiocore.RawSample(wave, sample_rate=SAMPLE_RATE)
                            for wave in self._waves)
            audio = audioio.AudioOut(speaker)
            enable = getattr(board_module, "SPEAKER_ENABLE", None)
            if enable is not None:
                amplifier = digitalio.DigitalInOut(enable)
                amplifier.switch_to_output(value=False)  # on only while a sound plays
            return audio, samples, amplifier
        except Exception as error:  # noqa: BLE001  (a missing module, a pin in use...)
            print("Sound off: %s" % _reason(error))
            for part in (audio, amplifier):  # free the pins for whoever wants them
                if part is not None:
                    part.deinit()
            self._waves = ()
            return None, (), None

    def _open_lights(self, board_module):
        """Claim the NeoPixels' pin and turn them off; one line on the console if that fails."""
        pin = getattr(board_module, "NEOPIXEL", None)
        if pin is None:
            print("Lights off: the board has no NEOPIXEL")
            return
        try:
            import digitalio
            import neopixel_write

            out = digitalio.DigitalInOut(pin)
            out.switch_to_output(value=False)
            self._write = neopixel_write.neopixel_write
            self._pin = out
        except Exception as error:  # noqa: BLE001
            print("Lights off: %s" % _reason(error))
            return
        self._show()  # whatever the last program left on them goes

    # -- what the game calls

    def moved(self, in_place, total):
        """A tile moved: a click, and ``in_place`` of ``total`` tiles shown on the NeoPixels."""
        self._note = -1
        self._play(_CLICK, False)
        if self._pin is not None:
            self._party = None
            self._progress(in_place, total)

    def blocked(self):
        """A press that could move nothing: a low buzz."""
        self._note = -1
        self._play(_BUZZ, False)

    def solved(self):
        """The player solved the board: the tune, and the rainbow for CELEBRATION_SECONDS."""
        now = self._clock()
        if self._audio is not None:
            self._note = 0
            self._note_end = now + TUNE[0][1]
            self._play(_NOTES, True)
        if self._pin is not None:
            self._party = now
            self._party_step = -1
            self._celebrate(now)

    def idle(self):
        """Back to the intro: the NeoPixels go dark (a sound still playing ends by itself)."""
        if self._pin is not None:
            self._party = None
            self._progress(0, 1)

    def update(self):
        """Move sound and lights on; call it on every pass of the main loop.

        With nothing playing it only looks at two attributes.
        """
        if self._sounding:
            self._sound_on()
        if self._party is not None:
            self._celebrate(self._clock())

    # -- sound

    def _play(self, index, loop):
        """Start playing sample ``index`` (stopping what plays), with the amplifier on."""
        audio = self._audio
        if audio is None:
            return
        if audio.playing:
            audio.stop()
        if self._amplifier is not None:
            self._amplifier.value = True
        audio.play(self._samples[index], loop=loop)
        self._sounding = True

    def _sound_on(self):
        """Play the tune's next note when its time comes; switch the amplifier off at the end."""
        audio = self._audio
        if self._note >= 0:
            now = self._clock()
            if now < self._note_end:
                return
            self._note += 1
            if self._note < len(TUNE):
                # From the planned end, not from now: a late pass does not slow the tune down.
                self._note_end += TUNE[self._note][1]
                self._play(_NOTES + self._note, True)
                return
            self._note = -1
            audio.stop()  # the last note loops until told
        if not audio.playing:
            if self._amplifier is not None:
                self._amplifier.value = False  # the amplifier hisses and draws current
            self._sounding = False

    # -- lights

    def _show(self):
        self._write(self._pin, self._buffer)

    def _progress(self, in_place, total):
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
        self._show()

    def _celebrate(self, now):
        """Draw the rainbow chase's step for the clock reading ``now``; full green at its end."""
        elapsed = now - self._party
        if elapsed >= CELEBRATION_SECONDS:
            self._party = None
            self._progress(1, 1)  # every tile is in place
            return
        step = int(elapsed / CHASE_SECONDS)
        if step == self._party_step:
            return
        self._party_step = step
        pixels = self._pixels
        for pixel in range(pixels):
            _wheel(self._buffer, 3 * pixel, step * CHASE_HUE_STEP + pixel * 256 // pixels,
                   self._level)
        self._show()


def _reason(error):
    """``"ImportError: no module named 'audioio'"``: an exception as one line."""
    return "%s: %s" % (type(error).__name__, error)
