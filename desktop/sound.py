# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's sounds on the desktop, through ``pygame.mixer``.

Desktop only (pygame): never imported on the badge and never copied to it. The samples are
:mod:`puzzle.feedback`'s, and the tune's timing its :class:`Feedback`'s; this is only
the sound output Feedback is given: a pygame channel instead of the badge's speaker.
"""

import contextlib
import os
import sys
import tempfile

from puzzle.outputs import SAMPLE_RATE, VOLUME, make_sounds

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pygame greets on import
import pygame  # noqa: E402

# What the samples are: unsigned 8-bit (pygame's size 8; -8 would be signed), one channel,
# SAMPLE_RATE a second.
MIXER = (SAMPLE_RATE, 8, 1)


def open_mixer(volume=VOLUME):
    """pygame's mixer as a :class:`Mixer` of the badge's sounds, set to their format.

    :param float volume: 0 to 1, as on the badge
    :return: the :class:`Mixer`, or None after one line on the console if the mixer cannot
        start (no sound device)
    """
    try:
        if pygame.mixer.get_init() != MIXER:
            # At the samples' own format, which SDL converts to the device's (allowedchanges=0).
            pygame.mixer.quit()
            with _without_alsa_noise():
                pygame.mixer.init(frequency=SAMPLE_RATE, size=8, channels=1, allowedchanges=0)
        sounds = tuple(pygame.mixer.Sound(buffer=wave) for wave in make_sounds(volume))
        return Mixer(pygame.mixer.Channel(0), sounds)
    except pygame.error as error:
        print("Sound off: %s" % error)
        return None


@contextlib.contextmanager
def _without_alsa_noise():
    """Catch what C libraries write to stderr meanwhile; pass it on, but for ALSA's lines.

    Without a sound card, ALSA's library writes a dozen lines of its configuration's errors
    before SDL gives up on it; SDL's one-line reason is what the player is told instead.
    """
    sys.stderr.flush()
    kept = os.dup(2)
    with tempfile.TemporaryFile() as caught:
        os.dup2(caught.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(kept, 2)
            os.close(kept)
            caught.seek(0)
            for line in caught.read().decode(errors="replace").splitlines():
                if not line.startswith("ALSA lib "):
                    print(line, file=sys.stderr)


class Mixer:
    """A sound output for :class:`puzzle.feedback.Feedback`, like the badge's
    :class:`puzzle.badge.Speaker`: one pygame channel playing the sounds by number.

    :param channel: a ``pygame.mixer.Channel``
    :param sounds: ``pygame.mixer.Sound`` objects, in the order of the sounds' numbers
    """

    def __init__(self, channel, sounds):
        self._channel = channel
        self._sounds = sounds

    def play(self, number, loop=False):
        """Play sound ``number``, replacing what plays; with ``loop``, until :meth:`stop`."""
        self._channel.play(self._sounds[number], loops=-1 if loop else 0)

    @property
    def playing(self):
        """True while a sound plays."""
        return self._channel.get_busy()

    def stop(self):
        self._channel.stop()
