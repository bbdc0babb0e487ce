# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game's sounds as samples: a click, a buzz and the notes of the tune, as square waves.

Pure Python (``array``): no hardware. The badge's speaker (:mod:`puzzle.badge`) and the
desktop's mixer (``desktop/sound.py``) play the same samples, by the numbers below.
"""

import array

from .settings import Settings

SAMPLE_RATE = 8000  # samples per second: plenty for beeps, at a byte a sample
VOLUME = Settings.VOLUME  # share of full scale: the badge's amplifier is loud
CLICK = (1500, 0.012)  # hertz, seconds: the tick of a sliding tile
BUZZ = (147, 0.07)  # hertz, seconds: low and short, for a press that moves nothing
# The tune when solved (C5 E5 G5 C6), as (hertz, seconds). Each note is one short loop of
# whole periods played for its time, not the whole tune in RAM (0.5 s would take 8 KB).
TUNE = ((523, 0.08), (659, 0.08), (784, 0.08), (1047, 0.25))
LONGEST_LOOP = 128  # samples in a note's loop: enough to hit its pitch within a few cents

# The sounds by number: make_sounds() returns them in this order, and a sound output plays them
# by these numbers.
CLICK_SOUND = 0
BUZZ_SOUND = 1
FIRST_NOTE = 2  # the first note of TUNE; the others follow


def make_sounds(rate=SAMPLE_RATE, volume=VOLUME):
    """Every sound as an ``array.array("B")``, unsigned 8-bit around 128 (silence).

    8 bits are plenty for square waves, and half the RAM of 16: the arrays are kept for the
    whole game (a RawSample points into its array).

    :param int rate: samples per second they are played at
    :param float volume: 0 to 1, the share of full scale
    :return: a tuple: the click, the buzz, then one seamless loop for each note of TUNE
    """
    amplitude = int(127 * min(max(volume, 0), 1))
    click = _square(int(rate * CLICK[1]), CLICK[0], rate, amplitude, True)
    buzz = _square(int(rate * BUZZ[1]), BUZZ[0], rate, amplitude, True)
    return (click, buzz) + tuple(_loop(hertz, rate, amplitude) for hertz, _ in TUNE)


def _square(length, periods, span, amplitude, fade):
    """``length`` samples of a square wave of ``periods`` periods per ``span`` samples.

    With ``fade`` it falls linearly to silence, so that a sound ends without a pop.
    """
    wave = array.array("B", bytearray(length))  # bytearray: n zeros on CPython and MicroPython
    for i in range(length):
        level = amplitude * (length - i) // length if fade else amplitude
        wave[i] = 128 + level if (2 * i * periods // span) % 2 == 0 else 128 - level
    return wave


def _loop(hertz, rate, amplitude):
    """A square wave at ``hertz`` that loops seamlessly: the whole periods in at most
    LONGEST_LOOP samples whose pitch comes closest (one period alone can be a semitone off)."""
    # The error in hertz is ``error / length``: compared as whole numbers, crossed, so that
    # the search makes no floats (each one a heap object on the badge).
    best_length, best_periods, best_error = 1, 0, hertz
    for length in range(8, LONGEST_LOOP + 1):
        periods = (2 * length * hertz + rate) // (2 * rate)  # rounded to the nearest
        error = abs(periods * rate - hertz * length)
        if periods and error * best_length < best_error * length:
            best_length, best_periods, best_error = length, periods, error
    if not best_periods:
        best_length = 0
    return _square(best_length, best_periods, best_length, amplitude, False)
