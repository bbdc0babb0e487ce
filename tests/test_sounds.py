# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The samples of ``puzzle/sounds.py``: their format, length, pitch, size and volume."""

import pytest

from puzzle.sounds import (BUZZ_SOUND, CLICK_SOUND, FIRST_NOTE, LONGEST_LOOP, SAMPLE_RATE, TUNE,
                           make_sounds)


def test_the_sounds_come_in_the_order_of_their_numbers():
    sounds = make_sounds()
    assert len(sounds) == FIRST_NOTE + len(TUNE)
    assert sorted((CLICK_SOUND, BUZZ_SOUND, FIRST_NOTE)) == [0, 1, 2]
    assert len(sounds[BUZZ_SOUND]) > len(sounds[CLICK_SOUND]), "the buzz is the longer"


def test_samples_are_unsigned_16_bit_around_silence():
    sounds = make_sounds(SAMPLE_RATE, 0.2)
    click, buzz = sounds[CLICK_SOUND], sounds[BUZZ_SOUND]
    for wave in sounds:
        assert wave.typecode == "H"
        assert max(abs(value - 32768) for value in wave) <= 0.2 * 32768 + 1
    for wave in (click, buzz):  # they fade out: no pop at the end
        assert abs(wave[-1] - 32768) < 0.01 * 32768
    assert 0.005 < len(click) / SAMPLE_RATE < 0.03, "a click is short"
    assert 0.03 < len(buzz) / SAMPLE_RATE < 0.15


def test_each_note_loops_at_its_pitch():
    notes = make_sounds()[FIRST_NOTE:]
    assert len(notes) == len(TUNE)
    for (hertz, _), wave in zip(TUNE, notes):
        assert len(wave) <= LONGEST_LOOP
        # Rising edges, counting the one from the last sample round to the first.
        periods = sum(wave[i - 1] < wave[i] for i in range(len(wave)))
        assert periods * SAMPLE_RATE / len(wave) == pytest.approx(hertz, rel=0.005)


def test_the_samples_take_little_ram():
    assert sum(2 * len(wave) for wave in make_sounds()) < 2500


def test_volume_scales_the_samples():
    quiet = make_sounds(volume=0.05)[CLICK_SOUND]
    loud = make_sounds(volume=0.5)[CLICK_SOUND]
    assert max(quiet) - 32768 == 1638 and max(loud) - 32768 == 16383
