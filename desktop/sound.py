# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's sounds on the desktop, through ``pygame.mixer``.

Desktop only (pygame): never imported on the badge and never copied to it. The samples,
the tune's timing and the rest of the logic are :mod:`puzzle.feedback`'s; only the output
differs: a pygame channel instead of the DAC, and no NeoPixels.
"""

import contextlib
import sys

from puzzle.feedback import SAMPLE_RATE, VOLUME, Feedback, make_sounds

with contextlib.redirect_stdout(sys.stderr):  # pygame greets on stdout
    import pygame

# What the samples are: unsigned 16-bit, one channel, SAMPLE_RATE a second.
MIXER = (SAMPLE_RATE, 16, 1)


class DesktopFeedback(Feedback):
    """:class:`puzzle.feedback.Feedback` playing through pygame's mixer, with no lights.

    Silent, with one line on the console, if the mixer cannot start (no sound device).

    :param bool sound: False: the mixer is left alone
    :param float volume: 0 to 1, as on the badge
    :param clock: a function returning seconds (default ``time.monotonic``)
    """

    def __init__(self, sound=True, volume=VOLUME, clock=None):
        super().__init__(None, sound=sound, lights=False, volume=volume, clock=clock)

    def _open_sound(self, board_module, volume):
        """``(audio, samples, None)`` on a mixer set to the samples' format."""
        try:
            if pygame.mixer.get_init() != MIXER:
                # pygame.init() starts the mixer at 44.1 kHz stereo: start it again at the
                # samples' own format, which SDL converts to the device's (allowedchanges=0).
                pygame.mixer.quit()
                pygame.mixer.init(frequency=SAMPLE_RATE, size=16, channels=1, allowedchanges=0)
            click, buzz, notes = make_sounds(SAMPLE_RATE, volume)
            samples = tuple(pygame.mixer.Sound(buffer=wave) for wave in (click, buzz) + notes)
            return _ChannelOut(pygame.mixer.Channel(0)), samples, None
        except pygame.error as error:
            print("Sound off: %s" % error)
            return None, (), None


class _ChannelOut:
    """A pygame channel that plays like ``audioio.AudioOut``: ``play``, ``stop``, ``playing``."""

    def __init__(self, channel):
        self._channel = channel

    def play(self, sample, loop=False):
        self._channel.play(sample, loops=-1 if loop else 0)

    def stop(self):
        self._channel.stop()

    @property
    def playing(self):
        return self._channel.get_busy()
