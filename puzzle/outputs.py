# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What opens the badge's parts (display, buttons, speaker, NeoPixels...) and makes the game's
sounds: needed once, at start-up.

:class:`puzzle.badge.Badge` imports this module while it is made and lets go of it then, so
none of this code stays in the badge's RAM through an evening's play (the desktop's mixer,
``desktop/sound.py``, makes the same sounds with :func:`make_sounds`). Each opener returns None
after one line on the console when the board lacks the part or claiming it fails (no
``audioio``, a pin in use...): the game then plays on without it.
"""

import array
import os
import sys
import time

# Settings through a module that holds it: by the time the badge is made, code.py has let go of
# puzzle.settings, and importing it from there would load all its rules again.
from . import unload
from .badge import NeoPixels, Settings, Speaker
from .feedback import TUNE

SAMPLE_RATE = 8000  # samples per second: plenty for beeps, at a byte a sample
VOLUME = Settings.VOLUME  # share of full scale: the badge's amplifier is loud
CLICK = (1500, 0.012)  # hertz, seconds: the tick of a sliding tile
BUZZ = (147, 0.07)  # hertz, seconds: low and short, for a press that moves nothing


def make_sounds(volume=VOLUME):
    """Every sound as an ``array.array("B")``, unsigned 8-bit around 128 (silence), at
    ``SAMPLE_RATE``.

    8 bits are plenty for square waves, and half the RAM of 16: the arrays are kept for the
    whole game (a RawSample points into its array).

    :param float volume: 0 to 1, the share of full scale
    :return: a tuple: the click, the buzz, then one seamless loop for each note of TUNE
    """
    amplitude = int(127 * min(max(volume, 0), 1))
    sounds = [_square(int(SAMPLE_RATE * seconds), hertz, SAMPLE_RATE, amplitude, True)
              for hertz, seconds in (CLICK, BUZZ)]
    for note in TUNE:
        sounds.append(_square(note[2], note[3], note[2], amplitude, False))
    return tuple(sounds)


def _square(length, periods, span, amplitude, fade):
    """``length`` samples of a square wave of ``periods`` periods per ``span`` samples.

    With ``fade`` it falls linearly to silence, so that a sound ends without a pop.
    """
    wave = array.array("B", bytearray(length))  # bytearray: n zeros on CPython and MicroPython
    for i in range(length):
        level = amplitude * (length - i) // length if fade else amplitude
        wave[i] = 128 + level if (2 * i * periods // span) % 2 == 0 else 128 - level
    return wave


def open_parts(badge, settings):
    """Open the board's parts for ``badge``, a :class:`puzzle.badge.Badge` being made, as
    ``settings`` ask: its ``display``, ``clock``, ``storage``, ``lights`` (NeoPixels, or None)
    and ``presses``, and the buttons, joystick and tilt that ``next_press`` reads.

    :return: the speaker (:class:`puzzle.badge.Speaker`), or None: no sound
    """
    import board
    import keypad
    import microcontroller

    badge.display = board.DISPLAY
    # Drawn by the presenter, once a pass: never half a change, nor a change in pieces.
    badge.display.auto_refresh = False
    badge.clock = time.monotonic
    badge.storage = microcontroller.nvm  # survives power-off; written only on a change
    # CircuitPython 10's version has a fourth part, an empty string: three numbers say it.
    badge._about = "CircuitPython %d.%d.%d on %s" % (
        sys.implementation.version[:3] + (os.uname().machine,))
    badge._stick = None  # a PyGamer's joystick: its two axes
    badge._held = None  # the direction it was last pushed, or None
    if hasattr(board, "JOYSTICK_X"):
        import analogio  # only the PyGamer has a joystick

        badge._stick = (analogio.AnalogIn(board.JOYSTICK_X),
                        analogio.AnalogIn(getattr(board, "JOYSTICK_Y")))  # PyBadge stubs: no Y
    badge._keys = keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
        key_count=4 if badge._stick else 8, value_when_pressed=True,
    )
    badge._event = keypad.Event()  # reused for every key event: nothing allocated per press
    badge._tilt = None  # the accelerometer's tilts as presses, with TILT on
    if settings.TILT:  # its module is loaded only now, and let go of if it cannot be used
        from .tilt import open_tilt

        badge._tilt = open_tilt(board, settings.TILT_DEGREES)
        if badge._tilt is None:
            unload("puzzle.tilt")
    badge.presses = 0  # how many presses next_press has handed out (the rest counts them)
    # dark while the screen is dimmed (puzzle.feedback.Rest)
    badge.lights = open_neopixels(board, settings.PIXELS) if settings.LIGHTS else None
    return open_speaker(board, settings.VOLUME) if settings.SOUND else None


def open_speaker(board_module, volume=VOLUME):
    """The board's speaker as a :class:`Speaker` of the sounds of :mod:`puzzle.feedback`.

    :param board_module: the ``board`` module: its SPEAKER and (if any) SPEAKER_ENABLE pins
    :param float volume: 0 to 1, the share of full scale of the samples
    :return: the :class:`Speaker`, or None: no sound
    """
    speaker = getattr(board_module, "SPEAKER", None)
    if speaker is None:
        print("Sound off: the board has no SPEAKER")
        return None
    audio = amplifier = None
    try:
        import audiocore
        import audioio
        import digitalio

        waves = make_sounds(volume)
        samples = tuple(audiocore.RawSample(wave, sample_rate=SAMPLE_RATE) for wave in waves)
        audio = audioio.AudioOut(speaker)
        enable = getattr(board_module, "SPEAKER_ENABLE", None)
        if enable is not None:
            amplifier = digitalio.DigitalInOut(enable)
            amplifier.switch_to_output(value=False)  # on only while a sound plays
        return Speaker(audio, samples, waves, amplifier)
    except Exception as error:  # a missing module, a pin in use...
        print("Sound off: %s" % _reason(error))
        for part in (audio, amplifier):  # free the pins for whoever wants them
            if part is not None:
                part.deinit()
        return None


def open_neopixels(board_module, pixels=Settings.PIXELS):
    """The board's NeoPixels as :class:`NeoPixels`, or None: no lights.

    :param board_module: the ``board`` module: its NEOPIXEL pin
    :param int pixels: how many there are
    """
    pin = getattr(board_module, "NEOPIXEL", None)
    if pin is None:
        print("Lights off: the board has no NEOPIXEL")
        return None
    try:
        import digitalio
        import neopixel_write

        out = digitalio.DigitalInOut(pin)
        out.switch_to_output(value=False)
        return NeoPixels(out, neopixel_write.neopixel_write, pixels)
    except Exception as error:  # a missing module, a pin in use...
        print("Lights off: %s" % _reason(error))
        return None


def _reason(error):
    """``"ImportError: no module named 'audioio'"``: an exception as one line."""
    return "%s: %s" % (type(error).__name__, error)
