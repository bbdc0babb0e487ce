# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's speaker and NeoPixels as the outputs :class:`puzzle.feedback.Feedback` drives.

Each is opened from the ``board`` module by a function that returns None after one line on the
console when the board lacks the part or claiming it fails (no ``audioio``, a pin in use...):
the game then plays on without it. The hardware modules are imported here only, when opened.
"""

from .sounds import SAMPLE_RATE, VOLUME, make_sounds


def open_speaker(board_module, volume=VOLUME):
    """The board's speaker as a :class:`Speaker` of the sounds of :mod:`puzzle.sounds`.

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

        waves = make_sounds(SAMPLE_RATE, volume)
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


def open_neopixels(board_module):
    """The board's NeoPixels as :class:`NeoPixels`, or None: no lights.

    :param board_module: the ``board`` module: its NEOPIXEL pin
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
        return NeoPixels(out, neopixel_write.neopixel_write)
    except Exception as error:  # a missing module, a pin in use...
        print("Lights off: %s" % _reason(error))
        return None


class Speaker:
    """A sound output: an ``audioio.AudioOut`` playing sounds by number (see
    :mod:`puzzle.sounds`), with the amplifier on only while one plays.

    :param audio: the ``AudioOut``
    :param samples: what it plays, in the order of the sounds' numbers
    :param waves: the arrays behind the samples
    :param amplifier: SPEAKER_ENABLE as an output, or None if the board has none
    """

    def __init__(self, audio, samples, waves, amplifier=None):
        self._audio = audio
        self._samples = samples
        # A RawSample keeps a pointer into its array, not the array itself: keep the arrays.
        self._waves = waves
        self._amplifier = amplifier

    def play(self, number, loop=False):
        """Play sound ``number``, stopping what plays; with ``loop``, until :meth:`stop`."""
        audio = self._audio
        if audio.playing:
            audio.stop()
        if self._amplifier is not None:
            self._amplifier.value = True
        audio.play(self._samples[number], loop=loop)

    @property
    def playing(self):
        """True while a sound plays."""
        return self._audio.playing

    def stop(self):
        """Silence, and the amplifier off: it hisses and draws current."""
        self._audio.stop()
        if self._amplifier is not None:
            self._amplifier.value = False


class NeoPixels:
    """A light output: ``show(buffer)`` sends green, red, blue bytes to the pixels' pin.

    :param pin: the NEOPIXEL pin as a ``digitalio`` output
    :param write: ``neopixel_write.neopixel_write``
    """

    def __init__(self, pin, write):
        self._pin = pin
        self._write = write

    def show(self, buffer):
        self._write(self._pin, buffer)


def _reason(error):
    """``"ImportError: no module named 'audioio'"``: an exception as one line."""
    return "%s: %s" % (type(error).__name__, error)
