# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The samples of ``puzzle/feedback.py``: their format, length, pitch, size and volume."""

import pytest

from puzzle.feedback import BUZZ_SOUND, CLICK_SOUND, FIRST_NOTE, TUNE
from puzzle.outputs import SAMPLE_RATE, make_sounds

LONGEST_LOOP = 128  # samples in a note's loop: enough to hit its pitch within a few cents


def test_the_sounds_come_in_the_order_of_their_numbers():
    sounds = make_sounds()
    assert len(sounds) == FIRST_NOTE + len(TUNE)
    assert sorted((CLICK_SOUND, BUZZ_SOUND, FIRST_NOTE)) == [0, 1, 2]
    assert len(sounds[BUZZ_SOUND]) > len(sounds[CLICK_SOUND]), "the buzz is the longer"


def test_samples_are_unsigned_8_bit_around_silence():
    sounds = make_sounds(0.2)
    click, buzz = sounds[CLICK_SOUND], sounds[BUZZ_SOUND]
    for wave in sounds:
        assert wave.typecode == "B" and wave.itemsize == 1
        assert max(abs(value - 128) for value in wave) == int(0.2 * 127)
        assert min(wave) < 128 < max(wave), "either side of silence"
    for wave in (click, buzz):  # they fade out: no pop at the end
        assert abs(wave[-1] - 128) <= 1
    assert 0.005 < len(click) / SAMPLE_RATE < 0.03, "a click is short"
    assert 0.03 < len(buzz) / SAMPLE_RATE < 0.15


def test_each_note_loops_at_its_pitch():
    notes = make_sounds()[FIRST_NOTE:]
    assert len(notes) == len(TUNE)
    for note, wave in zip(TUNE, notes):
        hertz = note[0]
        assert len(wave) <= LONGEST_LOOP
        # Rising edges, counting the one from the last sample round to the first.
        periods = sum(wave[i - 1] < wave[i] for i in range(len(wave)))
        assert periods * SAMPLE_RATE / len(wave) == pytest.approx(hertz, rel=0.005)


def test_the_samples_take_little_ram():
    """A byte a sample: about 1 KB for them all (2 KB at 16 bits)."""
    assert sum(len(wave) * wave.itemsize for wave in make_sounds()) < 1250


def test_volume_scales_the_samples():
    quiet = make_sounds(volume=0.05)[CLICK_SOUND]
    loud = make_sounds(volume=0.5)[CLICK_SOUND]
    assert max(quiet) - 128 == 6 and max(loud) - 128 == 63  # 0.05 and 0.5 of 127
    assert max(make_sounds(volume=1)[CLICK_SOUND]) == 255, "full scale fits a byte"
    assert max(make_sounds(volume=2)[CLICK_SOUND]) == 255, "and no more"


@pytest.mark.parametrize("note", TUNE)
def test_each_notes_loop_is_the_closest_to_its_pitch(note):
    """TUNE's loops, written out: of the loops of whole periods in at most LONGEST_LOOP samples,
    the one whose pitch comes closest (the first found of equals)."""
    hertz, _, samples, periods = note
    best = min(range(8, LONGEST_LOOP + 1), key=lambda length: abs(
        round(length * hertz / SAMPLE_RATE) * SAMPLE_RATE / length - hertz))
    assert (samples, periods) == (best, round(best * hertz / SAMPLE_RATE))
