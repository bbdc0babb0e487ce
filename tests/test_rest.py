# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The loop's rest and the dimmed screen (puzzle/feedback.py's Rest), on a fake clock:
code.py's loop with a game in it, a press during the dim only wakes the screen, the lights (the
badge's NeoPixels) go dark and come back."""

import json
import os
import subprocess
import sys

import types

import pytest

from puzzle.badge import NeoPixels
from puzzle.feedback import Lights
from puzzle.feedback import DIM_BRIGHTNESS, DIMMED_REST_SECONDS, Rest
from support import FakeClock, FakeView, a_game

DIM_SECONDS = 60
REST_SECONDS = 0.02


class Screen:
    brightness = 0.8  # as the maker left it: a press brings back this, not full


class Pixels:
    """The NeoPixels' pin: what the last write sent."""

    def __init__(self):
        self.shown = None

    def write(self, pin, buffer):
        self.shown = bytes(buffer)


def platform(screen, lights=None):
    """What the rest reads of the platform: its display, its lights, the presses it handed."""
    return types.SimpleNamespace(display=screen, lights=lights, presses=0)


class Loop:
    """code.py's loop on one fake clock, the game's and the rest's, moved on by the rest's
    sleeps and by ``wait`` (time a pass takes)."""

    def __init__(self, dim_seconds=DIM_SECONDS, rest_seconds=REST_SECONDS, slide_seconds=0.1):
        self.clock = FakeClock()
        self.slept = []
        self.screen = Screen()
        self.pixels = Pixels()
        self.neopixels = NeoPixels(None, self.pixels.write, 5)
        self.lights = Lights(self.neopixels, 5, 1.0)
        self.view = FakeView()
        self.game = a_game(self.view, self.clock, slide_seconds=slide_seconds)
        self.platform = platform(self.screen, self.neopixels)
        self.rest = Rest(self.platform, dim_seconds, rest_seconds,
                         clock=self.clock, sleep=self.sleep)

    def sleep(self, seconds):
        self.slept.append(seconds)
        self.clock.now += seconds

    def run(self, passes=1, button=None, wait=0.0):
        """``passes`` of the loop, ``button`` pressed in the first."""
        for _ in range(passes):
            if button:
                self.platform.presses += 1  # as the platform's next_press counts it
                if self.rest.dimmed:
                    self.rest.wake()
                else:
                    self.game.press(button)
            button = None
            self.game.tick()
            if not self.game.busy:
                self.rest.pause()
            self.clock.now += wait

    def idle_for(self, seconds):
        """Passes without a press for ``seconds``: each takes a millisecond, and sleeps."""
        end = self.clock.now + seconds
        while self.clock.now < end:
            self.run(wait=0.001)


def test_a_press_during_the_dim_only_wakes_the_screen():
    loop = Loop()
    loop.run(button="a")  # a 3x3 game
    loop.idle_for(2)
    assert loop.game.state == "play"
    tiles = loop.game.board.tiles
    loop.idle_for(DIM_SECONDS)
    assert loop.rest.dimmed and loop.screen.brightness == DIM_BRIGHTNESS
    for arrow in ("up", "down", "left", "right"):  # one of them would move a tile
        loop.run(button=arrow)
        assert not loop.rest.dimmed and loop.screen.brightness == 0.8
        loop.idle_for(DIM_SECONDS + 1)
    assert loop.game.board.tiles == tiles and loop.game.moves == 0, "the game saw nothing"
    loop.run(button="start")  # would open the menu: it only wakes
    assert loop.game.state == "play" and not loop.rest.dimmed
    for arrow in ("up", "down", "left", "right"):
        loop.run(button=arrow)
        loop.idle_for(0.5)
    assert loop.game.moves >= 2, "awake, the next presses are moves"


def test_the_screen_dims_after_dim_seconds_without_a_press_and_not_before():
    loop = Loop()
    loop.idle_for(DIM_SECONDS - 1)
    assert not loop.rest.dimmed and loop.screen.brightness == 0.8
    loop.run(button="right")  # a press on the intro starts the minute again
    loop.idle_for(DIM_SECONDS - 1)
    assert not loop.rest.dimmed
    loop.idle_for(1.1)
    assert loop.rest.dimmed


def test_the_lights_go_dark_while_dimmed_and_come_back():
    loop = Loop()
    loop.lights.progress(3, 5)
    lit = loop.pixels.shown
    assert any(lit)
    loop.idle_for(DIM_SECONDS + 1)
    assert loop.rest.dimmed and loop.pixels.shown == bytes(15)
    loop.lights.progress(5, 5)  # the game goes on meanwhile (a demo, a rainbow): kept dark
    assert loop.pixels.shown == bytes(15)
    loop.run(button="b")
    assert loop.pixels.shown == bytes([255, 0, 0] * 5), "what they were shown meanwhile"


def test_dim_seconds_0_never_dims():
    loop = Loop(dim_seconds=0)
    loop.idle_for(3600)
    assert not loop.rest.dimmed and loop.screen.brightness == 0.8


def test_the_loop_sleeps_when_nothing_moves_and_not_while_a_tile_glides():
    loop = Loop()
    loop.run(button="a")
    loop.idle_for(2)  # the setup pause: timed, nothing to move each pass
    assert loop.slept and set(loop.slept) == {REST_SECONDS}
    for arrow in ("up", "down", "left", "right"):  # an arrow that cannot move buzzes, and rests
        loop.run(button=arrow)
        if loop.game.busy:
            break
    assert loop.game.busy, "a tile glides"
    loop.slept.clear()
    loop.run(passes=5, wait=0.001)
    assert loop.slept == [], "every pass of a glide is drawn, none slept through"
    loop.idle_for(1)
    assert not loop.game.busy and loop.slept and set(loop.slept) == {REST_SECONDS}


def test_dimmed_the_loop_sleeps_longer_and_rest_0_never_sleeps():
    loop = Loop()
    loop.idle_for(DIM_SECONDS + 1)
    loop.slept.clear()
    loop.run(passes=3)
    assert loop.slept == [DIMMED_REST_SECONDS] * 3
    loop = Loop(rest_seconds=0)
    loop.run(passes=100, wait=1)
    assert loop.slept == [] and loop.rest.dimmed


@pytest.mark.parametrize("start", [0.0, 30 * 86400.0])
def test_the_minute_is_counted_on_the_platforms_clock(start):
    """The rest reads the platform's clock, the game's seconds, by default: after a month of
    uptime too."""
    now = [start]
    screen = Screen()
    here = platform(screen)
    here.clock = lambda: now[0]
    rest = Rest(here, 10, 0.02, sleep=lambda seconds: now.__setitem__(0, now[0] + seconds))
    for _ in range(495):
        rest.pause()
    assert not rest.dimmed
    for _ in range(10):
        rest.pause()
    assert rest.dimmed


# code.py itself, run as ``python code.py`` runs it, in a window of SDL's dummy driver: each pass
# of its loop notes the window's backlight and a pixel of it; once dimmed, a key is pressed.
CODE_PY_RUN = """
import json, runpy, time
import pygame
import parameters
parameters.DIM_SECONDS = 0.3
parameters.PICTURE = "night"
from desktop import window
from puzzle.feedback import DIM_BRIGHTNESS
seen = {"levels": [], "pixels": []}
running = window.Desktop.running
began = []

def watched(self):
    began[:] = began or [time.monotonic()]  # the game is up: its first pass
    seen["levels"].append(self.display.brightness)
    seen["pixels"].append(list(pygame.display.get_surface().get_at((320, 256)))[:3])
    if self.display.brightness == DIM_BRIGHTNESS and "woken" not in seen:
        seen["woken"] = len(seen["levels"])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0))
    return time.monotonic() - began[0] < 1.5 and running(self)

window.Desktop.running = watched
scope = runpy.run_path("code.py", run_name="__main__")
seen["state"] = scope["game"].state
print(json.dumps(seen))
"""


def test_code_py_and_the_desktop_run_the_same_rest(tmp_path):
    """code.py on the desktop dims the window after DIM_SECONDS as the badge dims its backlight
    (the rest's clock is the window's, the real one), and the next key only brings it
    back: the game, on its intro, does not see it."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_DATA_HOME=str(tmp_path), PYTHONPATH=root)
    done = subprocess.run([sys.executable, "-c", CODE_PY_RUN], cwd=root, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    levels, pixels, woken = seen["levels"], seen["pixels"], seen.get("woken")
    assert levels[0] == 1 and woken, "the window never dimmed"
    assert all(value <= 255 * DIM_BRIGHTNESS + 1 for value in pixels[woken - 1])
    awake = levels.index(1, woken)  # the pass after the key (and the dim comes again later)
    assert awake <= woken + 2, "the key woke the window"
    assert max(pixels[awake]) > 255 * DIM_BRIGHTNESS + 1, "the window shows the picture again"
    assert seen["state"] == "intro", "the key that woke the window is no press"


def test_a_screen_darker_than_the_dim_is_not_brightened():
    screen = Screen()
    screen.brightness = 0.05
    now = [0]
    rest = Rest(platform(screen), 1, 0.02, clock=lambda: now[0], sleep=lambda seconds: None)
    now[0] = 1
    rest.pause()
    assert rest.dimmed and screen.brightness == 0.05


class NoBacklight:
    """A display whose brightness cannot be set (CircuitPython raises RuntimeError)."""

    @property
    def brightness(self):
        raise RuntimeError("Brightness not adjustable")

    @brightness.setter
    def brightness(self, value):
        raise RuntimeError("Brightness not adjustable")


def test_a_display_without_brightness_control_plays_on_undimmed(capsys):
    clock = FakeClock()
    rest = Rest(platform(NoBacklight()), dim_seconds=1, rest_seconds=0.02, clock=clock,
                sleep=lambda seconds: None)
    assert capsys.readouterr().out == "Dimming off: this display's brightness cannot be set\n"
    clock.now += 120
    rest.pause()
    assert not rest.dimmed, "so every press goes to the game"
