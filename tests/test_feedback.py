# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Sound and lights (``puzzle/feedback.py``, the outputs of ``badge.py``) against fake
``board``, ``audioio``, ``audiocore``, ``digitalio`` and ``neopixel_write`` modules and a fake
clock; the same code under MicroPython for its allocations; and the desktop's pygame output with
SDL's dummy audio driver. The samples themselves are tested in ``test_sounds.py``."""

import importlib
import os
import subprocess
import sys
import tracemalloc
import types

import pytest
from test_micropython import result_of, run_source

from puzzle import feedback as feedback_module
from puzzle import badge, outputs
from puzzle.feedback import CELEBRATION_SECONDS, CHASE_SECONDS, Feedback
from puzzle.feedback import BUZZ_SOUND as BUZZ
from puzzle.feedback import CLICK_SOUND as CLICK
from puzzle.feedback import FIRST_NOTE, TUNE
from puzzle.outputs import SAMPLE_RATE, VOLUME, make_sounds

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class FakeDigitalInOut:
    def __init__(self, pin):
        if pin == "busy":
            raise ValueError("busy in use")
        self.pin = pin
        self.value = None
        self.output = False
        self.deinited = False
        Hardware.current.pins[pin] = self

    def switch_to_output(self, value=False, drive_mode=None):
        self.output = True
        self.value = value

    def deinit(self):
        self.deinited = True


class FakeRawSample:
    def __init__(self, buffer, channel_count=1, sample_rate=8000, single_buffer=True):
        self.buffer = buffer
        self.sample_rate = sample_rate
        Hardware.current.samples.append(self)


class FakeAudioOut:
    def __init__(self, pin, right_channel=None, quiescent_value=0x8000):
        self.pin = pin
        self.playing = False
        self.played = []  # (sample, loop) of each play()
        self.stops = 0
        self.deinited = False
        Hardware.current.audio.append(self)

    def play(self, sample, loop=False):
        self.playing = True
        self.played.append((sample, loop))

    def stop(self):
        self.playing = False
        self.stops += 1

    def deinit(self):
        self.deinited = True


class Clock:
    """A clock that moves only when told to, and counts its readings."""

    def __init__(self):
        self.now = 100.0
        self.reads = 0

    def __call__(self):
        self.reads += 1
        return self.now


class Hardware:
    """The fake modules in ``sys.modules``, what was made of them, and ``make()``."""

    current = None

    def __init__(self, monkeypatch):
        Hardware.current = self
        self.monkeypatch = monkeypatch
        self.board = types.SimpleNamespace(SPEAKER="speaker", SPEAKER_ENABLE="enable",
                                           NEOPIXEL="neopixel")
        self.pins = {}  # pin -> FakeDigitalInOut
        self.samples = []
        self.audio = []
        self.writes = []  # (pin, bytes) of each neopixel_write
        self.clock = Clock()
        modules = {
            "audioio": types.SimpleNamespace(AudioOut=FakeAudioOut),
            "audiocore": types.SimpleNamespace(RawSample=FakeRawSample),
            "digitalio": types.SimpleNamespace(DigitalInOut=FakeDigitalInOut),
            "neopixel_write": types.SimpleNamespace(neopixel_write=self._write),
        }
        for name, module in modules.items():
            monkeypatch.setitem(sys.modules, name, module)

    def _write(self, pin, buffer):
        self.writes.append((pin.pin, bytes(buffer)))

    def make(self, sound=True, lights=True, volume=VOLUME, **options):
        """A Feedback built as the badge builds it, on the fake board and clock."""
        options.setdefault("clock", self.clock)
        return Feedback(sound=outputs.open_speaker(self.board, volume) if sound else None,
                        lights=outputs.open_neopixels(self.board) if lights else None, **options)

    @property
    def amplifier(self):
        return self.pins["enable"]

    @property
    def out(self):
        return self.audio[-1]

    def played(self):
        """The index of each sample played, in order, and whether it looped."""
        return [(self.samples.index(sample), loop) for sample, loop in self.out.played]

    def lit(self):
        """The green, red, blue of each pixel in the last write."""
        data = self.writes[-1][1]
        return [tuple(data[at:at + 3]) for at in range(0, len(data), 3)]


@pytest.fixture
def hardware(monkeypatch):
    return Hardware(monkeypatch)


# -- sound


def test_the_amplifier_is_off_until_a_sound_plays(hardware):
    hardware.make()
    assert hardware.amplifier.output and hardware.amplifier.value is False
    assert hardware.out.pin == "speaker" and hardware.out.played == []


def test_a_move_clicks_and_the_amplifier_goes_off_after_it(hardware):
    feedback = hardware.make()
    feedback.moved(3, 9)
    assert hardware.played() == [(CLICK, False)]
    assert hardware.amplifier.value is True
    feedback.update()
    assert hardware.amplifier.value is True, "still playing"
    hardware.out.playing = False  # the click has ended
    feedback.update()
    assert hardware.amplifier.value is False


def test_a_press_that_moves_nothing_buzzes_instead(hardware):
    feedback = hardware.make()
    feedback.moved(3, 9)
    feedback.blocked()
    assert hardware.played() == [(CLICK, False), (BUZZ, False)]
    assert hardware.out.stops == 1, "the click was stopped for the buzz"
    click, buzz = hardware.samples[CLICK].buffer, hardware.samples[BUZZ].buffer
    assert click != buzz and len(buzz) > len(click)


def test_solved_plays_the_tune_note_by_note_then_switches_off(hardware):
    feedback = hardware.make()
    feedback.solved()
    assert hardware.amplifier.value is True
    for _ in range(200):  # two seconds of main loop, a pass each 10 ms
        hardware.clock.now += 0.01
        feedback.update()
    notes = len(TUNE)
    assert hardware.played() == [(FIRST_NOTE + note, True) for note in range(notes)]
    assert not hardware.out.playing and hardware.amplifier.value is False


def test_the_tune_keeps_its_time(hardware):
    """Each note starts when the ones before it have had their time, on the first pass after."""
    feedback = hardware.make()
    start = hardware.clock.now
    feedback.solved()
    started = [start]
    while len(hardware.out.played) < len(TUNE):
        hardware.clock.now += 0.005
        before = len(hardware.out.played)
        feedback.update()
        if len(hardware.out.played) > before:
            started.append(hardware.clock.now)
    planned = [start + sum(tone[1] for tone in TUNE[:note])
               for note in range(len(TUNE))]
    assert started == pytest.approx(planned, abs=0.006)


def test_a_move_cuts_the_tune_short(hardware):
    feedback = hardware.make()
    feedback.solved()
    feedback.moved(1, 9)
    hardware.clock.now += 5
    feedback.update()
    assert hardware.played()[-1] == (CLICK, False), "no note after the click"


def test_update_with_nothing_going_on_reads_no_clock(hardware):
    feedback = hardware.make()
    feedback.moved(2, 9)
    hardware.out.playing = False
    feedback.update()
    reads = hardware.clock.reads
    for _ in range(100):
        feedback.update()
    assert hardware.clock.reads == reads


def test_with_sound_off_nothing_is_made_for_it(hardware):
    feedback = hardware.make(sound=False)
    assert hardware.audio == [] and hardware.samples == [] and "enable" not in hardware.pins
    feedback.moved(1, 9)
    feedback.blocked()
    feedback.solved()
    feedback.update()


def test_with_lights_off_the_neopixels_are_left_alone(hardware):
    feedback = hardware.make(lights=False)
    feedback.moved(9, 9)
    feedback.solved()
    hardware.clock.now += 1
    feedback.update()
    feedback.idle()
    assert "neopixel" not in hardware.pins and hardware.writes == []


def test_no_audioio_means_no_sound_and_the_lights_still_work(hardware, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "audioio", None)  # import audioio raises ImportError
    feedback = hardware.make()
    line = capsys.readouterr().out
    assert line.startswith("Sound off: ") and "audioio" in line and line.count("\n") == 1, line
    feedback.moved(9, 9)
    feedback.blocked()
    feedback.solved()
    feedback.update()
    assert hardware.audio == [] and "enable" not in hardware.pins
    assert hardware.lit()[0] != (0, 0, 0)


def test_a_board_without_a_speaker_is_silent(hardware, capsys):
    del hardware.board.SPEAKER
    feedback = hardware.make()
    assert capsys.readouterr().out == "Sound off: the board has no SPEAKER\n"
    feedback.moved(1, 9)
    feedback.update()
    assert hardware.audio == [] and hardware.samples == []


def test_a_speaker_without_an_amplifier_switch_still_plays(hardware):
    del hardware.board.SPEAKER_ENABLE
    feedback = hardware.make()
    feedback.moved(1, 9)
    hardware.out.playing = False
    feedback.update()
    assert hardware.played() == [(CLICK, False)] and "enable" not in hardware.pins


def test_a_pin_in_use_gives_up_sound_and_frees_what_it_took(hardware, capsys):
    hardware.board.SPEAKER_ENABLE = "busy"
    feedback = hardware.make()
    assert capsys.readouterr().out == "Sound off: ValueError: busy in use\n"
    assert hardware.out.deinited
    feedback.moved(1, 9)
    assert hardware.out.played == []


# -- lights


def test_lights_start_dark(hardware):
    hardware.make()
    assert hardware.writes == [("neopixel", bytes(15))]
    assert hardware.pins["neopixel"].output


@pytest.mark.parametrize("pixels", [5, 1])
def test_progress_lights_the_share_of_tiles_in_place(hardware, pixels):
    feedback = hardware.make(pixels=pixels, brightness=0.05)
    level = 13  # 0.05 of 255, rounded
    feedback.moved(0, 9)
    assert hardware.lit() == [(0, 0, 0)] * pixels
    feedback.moved(9, 9)
    assert hardware.lit() == [(level, 0, 0)] * pixels, "all green"
    feedback.moved(5, 10)
    greens = [green for green, _, _ in hardware.lit()]
    assert sum(greens) == pixels * level // 2
    assert greens == sorted(greens, reverse=True), "lit from the first pixel on"
    assert all(red == blue == 0 for _, red, blue in hardware.lit())


def test_half_of_five_pixels_lights_two_and_a_half(hardware):
    feedback = hardware.make(brightness=0.1)
    feedback.moved(5, 10)
    assert hardware.lit() == [(26, 0, 0), (26, 0, 0), (13, 0, 0), (0, 0, 0), (0, 0, 0)]


def test_brightness_scales_the_lights(hardware):
    feedback = hardware.make(brightness=0.2)
    feedback.moved(9, 9)
    assert hardware.lit()[0] == (51, 0, 0)


def test_solved_celebrates_then_settles_on_full(hardware):
    feedback = hardware.make(pixels=5, brightness=0.1)
    feedback.moved(4, 9)
    feedback.solved()
    frames = set()
    while hardware.clock.now < 100.0 + CELEBRATION_SECONDS - 0.01:
        frames.add(hardware.writes[-1][1])
        hardware.clock.now += 0.01
        feedback.update()
    frames.add(hardware.writes[-1][1])
    assert len(frames) >= 10, "a chase, not one frame"
    assert any(len({frame[at:at + 3] for at in (0, 3, 6, 9, 12)}) == 5 for frame in frames)
    assert all(max(frame) <= 26 for frame in frames), "as bright as asked, no more"
    hardware.clock.now += 0.02
    feedback.update()
    assert hardware.lit() == [(26, 0, 0)] * 5, "the end: every tile in place"
    writes = len(hardware.writes)
    hardware.clock.now += 10
    feedback.update()
    assert len(hardware.writes) == writes, "over: nothing more is written"


def test_the_chase_writes_only_when_it_steps(hardware):
    feedback = hardware.make()
    start = hardware.clock.now
    feedback.solved()
    writes = len(hardware.writes)
    for quarter in range(1, 21):  # four passes to a step of the chase, five steps
        hardware.clock.now = start + quarter * CHASE_SECONDS / 4 + 0.001
        feedback.update()
    assert len(hardware.writes) == writes + 5


def test_idle_turns_everything_off_even_mid_celebration(hardware):
    feedback = hardware.make()
    feedback.moved(5, 9)
    feedback.solved()
    hardware.clock.now += 0.5
    feedback.update()
    feedback.idle()
    assert hardware.writes[-1] == ("neopixel", bytes(15))
    writes = len(hardware.writes)
    hardware.clock.now += 0.5
    feedback.update()
    assert len(hardware.writes) == writes, "the celebration stopped"


def test_one_pixel_pybadge_lc(hardware):
    feedback = hardware.make(pixels=1)
    assert hardware.writes[-1] == ("neopixel", bytes(3))
    feedback.moved(8, 9)
    assert len(hardware.writes[-1][1]) == 3 and hardware.lit()[0][0] > 0
    feedback.solved()
    colours = set()
    for _ in range(100):
        hardware.clock.now += 0.03
        feedback.update()
        colours.add(hardware.writes[-1][1])
    assert len(colours) > 5
    feedback.idle()
    assert hardware.writes[-1][1] == bytes(3)


def test_a_board_without_neopixels_has_no_lights(hardware, capsys):
    del hardware.board.NEOPIXEL
    feedback = hardware.make()
    assert capsys.readouterr().out == "Lights off: the board has no NEOPIXEL\n"
    feedback.moved(5, 9)
    feedback.solved()
    hardware.clock.now += 3
    feedback.update()
    feedback.idle()
    assert hardware.writes == []
    assert hardware.played()[0] == (CLICK, False), "sound still works"


# -- allocations


def test_moves_allocate_nothing_that_stays(hardware):
    """CPython's view: no block allocated in feedback.py or badge.py outlives
    1000 moves and presses."""
    sys.modules["neopixel_write"].neopixel_write = lambda pin, buffer: None  # keeps nothing
    feedback = hardware.make()

    def play(moves):
        for move in range(moves):
            feedback.moved(move % 10, 9)
            feedback.blocked()
            hardware.out.played.clear()
            hardware.out.playing = False
            feedback.update()

    # Untraced first, past 1024 calls of each function: Python 3.10 keeps a frame for each
    # function from its first call and a cache from its 1024th, once, not for each move.
    play(1100)
    ours = {module.__file__ for module in (feedback_module, badge)}
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        play(1000)
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    grown = [stat for stat in after.compare_to(before, "lineno")
             if stat.traceback[0].filename in ours and stat.size_diff > 0]
    assert grown == []


MICROPYTHON_GATE = """
import gc, json

class Pin:
    def __init__(self, pin):
        self.value = False
    def switch_to_output(self, value=False):
        self.value = value
    def deinit(self):
        pass

class Out:
    last = None  # the AudioOut made last
    def __init__(self, pin):
        self.playing = False
        Out.last = self
    def play(self, sample, loop=False):
        self.playing = True
    def stop(self):
        self.playing = False
    def deinit(self):
        pass

class Sample:
    def __init__(self, buffer, sample_rate=8000):
        self.buffer = buffer

class digitalio:
    DigitalInOut = Pin

class audioio:
    AudioOut = Out

class audiocore:
    RawSample = Sample

def write(pin, buffer):
    pass

class neopixel_write:
    neopixel_write = write

class board:
    SPEAKER = 1
    SPEAKER_ENABLE = 2
    NEOPIXEL = 3

import sys
for module in (digitalio, audioio, audiocore, neopixel_write):
    sys.modules[module.__name__] = module

from puzzle.feedback import Feedback
from puzzle.badge import NeoPixels
from puzzle.outputs import open_neopixels, open_speaker
PATCH

def used():
    gc.collect()
    return gc.mem_alloc()

start = used()
quiet = Feedback()
base = used()
feedback = Feedback(sound=open_speaker(board))
sound_bytes = used() - base
lights = Feedback(lights=open_neopixels(board))
lights_bytes = used() - base - sound_bytes
feedback = Feedback(sound=open_speaker(board), lights=open_neopixels(board))
audio = Out.last
feedback.moved(1, 9)
allocated = 0  # the name made now: a new global can grow the module's dict inside the count
gc.collect()
gc.disable()
before = gc.mem_alloc()
for move in range(1000):
    feedback.moved(move % 10, 9)
    feedback.update()
    feedback.blocked()
    audio.playing = False
    feedback.update()
    feedback.idle()
    feedback.update()
allocated = gc.mem_alloc() - before
gc.enable()
from puzzle.outputs import VOLUME, make_sounds
waves = make_sounds(VOLUME)  # what the speaker keeps, the samples' arrays
wave_bytes = sum(len(bytes(wave)) for wave in waves)
print(json.dumps({"allocated": allocated, "sound_bytes": sound_bytes,
                  "lights_bytes": lights_bytes, "wave_bytes": wave_bytes,
                  "samples": [len(wave) for wave in waves]}))
"""


def test_under_micropython_moves_allocate_nothing(tmp_path):
    """MicroPython's heap counts every allocation: 1000 rounds of moved(), blocked(), update()
    and idle() with the collector off leave it exactly as it was."""
    done = run_source(tmp_path, MICROPYTHON_GATE.replace("PATCH", ""))
    assert done.returncode == 0, done.stdout + done.stderr
    result = result_of(done)
    assert result["allocated"] == 0, result
    assert result["wave_bytes"] < 1250 and result["sound_bytes"] < 3072, result


def test_under_micropython_an_allocating_move_is_seen(tmp_path):
    """The check above can fail: a copy of the pixels on each write is counted."""
    patch = "NeoPixels.show = lambda self, buffer, show=NeoPixels.show: show(self, bytes(buffer))"
    result = result_of(run_source(tmp_path, MICROPYTHON_GATE.replace("PATCH", patch)))
    assert result["allocated"] >= 1000 * 16, result


# -- the desktop


@pytest.fixture
def desktop_sound(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    return importlib.import_module("desktop.sound")


def test_the_desktop_plays_through_pygame(desktop_sound, monkeypatch):
    played = []
    monkeypatch.setattr(desktop_sound.Mixer, "play",
                        lambda self, number, loop=False: played.append((number, loop)))
    clock = Clock()
    feedback = Feedback(sound=desktop_sound.open_mixer(), clock=clock)
    assert desktop_sound.pygame.mixer.get_init() == desktop_sound.MIXER
    feedback.moved(3, 9)
    feedback.blocked()
    feedback.solved()
    for _ in range(100):
        clock.now += 0.01
        feedback.update()
    feedback.idle()
    assert played == [(CLICK, False), (BUZZ, False)] + [
        (FIRST_NOTE + note, True) for note in range(len(TUNE))]


def test_the_desktop_plays_each_sound_as_made(desktop_sound):
    """Each sound's number plays its sample on pygame's channel, read as it is made: same
    values (a signed mixer would read 153 as -103) and same time (a 16-bit one would halve
    it); there is no sound past the last."""
    pygame = desktop_sound.pygame
    mixer = desktop_sound.open_mixer()
    channel = pygame.mixer.Channel(0)
    waves = make_sounds(VOLUME)
    assert len(waves) == FIRST_NOTE + len(TUNE)
    for number, wave in enumerate(waves):
        mixer.play(number, loop=True)
        sound = channel.get_sound()
        assert pygame.sndarray.array(sound).tolist() == wave.tolist()
        assert sound.get_length() == pytest.approx(len(wave) / SAMPLE_RATE)
    mixer.stop()
    with pytest.raises(IndexError):
        mixer.play(len(waves))


def test_the_desktop_really_plays_with_the_dummy_driver(desktop_sound):
    mixer = desktop_sound.open_mixer()
    feedback = Feedback(sound=mixer)
    feedback.moved(3, 9)
    assert mixer.playing
    feedback.update()
    mixer.stop()
    assert not mixer.playing


def test_the_desktop_without_a_mixer_is_silent(desktop_sound, monkeypatch, capsys):
    pygame = desktop_sound.pygame

    def no_mixer(**options):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_mixer)
    assert desktop_sound.open_mixer() is None
    assert capsys.readouterr().out == "Sound off: no audio device\n"


HEADLESS_MOVE = """
import pygame
from desktop.window import Desktop
Desktop(headless=True).feedback.moved(3, 9)
print(pygame.mixer.get_init())
"""


def test_a_headless_desktop_is_silent():
    """Tests and scripted runs make no sound: the mixer is never opened for them, a move
    included."""
    done = subprocess.run([sys.executable, "-c", HEADLESS_MOVE], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env=dict(os.environ, SDL_VIDEODRIVER="dummy",
                                                          SDL_AUDIODRIVER="dummy"))
    assert (done.returncode, done.stdout) == (0, "None\n"), done.stderr
