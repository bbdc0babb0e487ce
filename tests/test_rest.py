# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The loop's rest and the dimmed screen (puzzle/rest.py), on a fake clock: code.py's loop with
a game in it, a press during the dim only wakes the screen, the lights go dark and come back."""

import time

import pytest

from puzzle.game import Game
from puzzle.lights import Lights
from puzzle.rest import DIM_BRIGHTNESS, DIMMED_REST_SECONDS, Rest, Shade
from support import FakeClock, FakeView

DIM_SECONDS = 60
REST_SECONDS = 0.02


class Screen:
    brightness = 0.8  # as the maker left it: a press brings back this, not full


class Pixels:
    """A light output that remembers what it shows."""

    def __init__(self):
        self.shown = None

    def show(self, buffer):
        self.shown = bytes(buffer)


class Loop:
    """code.py's loop on one fake clock: the game's seconds and the rest's milliseconds, moved
    on by the rest's sleeps and by ``wait`` (time a pass takes)."""

    def __init__(self, dim_seconds=DIM_SECONDS, rest_seconds=REST_SECONDS, slide_seconds=0.1):
        self.clock = FakeClock()
        self.slept = []
        self.screen = Screen()
        self.pixels = Pixels()
        self.shade = Shade(self.pixels, 5)
        self.lights = Lights(self.shade, 5, 1.0)
        self.view = FakeView()
        self.game = Game(self.view, self.clock, slide_seconds=slide_seconds)
        self.rest = Rest(self.screen, self.shade, dim_seconds, rest_seconds,
                         clock=lambda: round(self.clock.now * 1000), sleep=self.sleep)

    def sleep(self, seconds):
        self.slept.append(seconds)
        self.clock.now += seconds

    def run(self, passes=1, button=None, wait=0.0):
        """``passes`` of the loop, ``button`` pressed in the first."""
        for _ in range(passes):
            pressed = self.rest.let_through(button)
            button = None
            if pressed:
                self.game.press(pressed)
            self.game.tick()
            self.rest.pause(self.game.busy)
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
        assert loop.rest.let_through(arrow) is None
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
    loop.rest.let_through("b")
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


@pytest.mark.parametrize("start", [0, 2**29 - 5000])
def test_the_minute_is_counted_across_the_clocks_wrap(start):
    """adafruit_ticks' milliseconds wrap at 2**29 (about six days of uptime)."""
    now = [start]
    screen = Screen()
    rest = Rest(screen, None, 10, 0.02, clock=lambda: now[0] % 2**29,
                sleep=lambda seconds: now.__setitem__(0, now[0] + round(seconds * 1000)))
    for _ in range(499):
        rest.pause(False)
    assert not rest.dimmed
    for _ in range(2):
        rest.pause(False)
    assert rest.dimmed


def test_code_py_and_the_desktop_run_the_same_rest(desktop):
    """On the desktop the window darkens instead of a backlight, and a press brings it back;
    the rest's clock is the real one there (adafruit_ticks)."""
    import displayio
    import pygame

    display = desktop.display
    white = displayio.Palette(1)
    white[0] = 0xFFFFFF
    shown = display.root_group
    scene = displayio.Group()
    scene.append(displayio.TileGrid(displayio.Bitmap(160, 128, 1), pixel_shader=white))
    display.root_group = scene
    try:
        rest = Rest(display, desktop.lights, 0.5, 0.02)
        assert desktop.lights is None and display.brightness == 1

        def window():
            display._refresh_display()
            return display._window.get_at((80, 60))[:3], display._pygame_screen.get_at((20, 15))

        assert window()[0] == (255, 255, 255)
        rest.pause(False)
        assert not rest.dimmed
        time.sleep(0.5)
        rest.pause(False)
        assert rest.dimmed and display.brightness == DIM_BRIGHTNESS
        dimmed, screen = window()
        assert all(value <= 255 * DIM_BRIGHTNESS + 1 for value in dimmed), dimmed
        assert screen[:3] == (255, 255, 255), "screenshots are the screen, not the window"
        assert rest.let_through("a") is None and display.brightness == 1
        assert window()[0] == (255, 255, 255)
    finally:
        display.root_group = shown
        pygame.event.clear()


def test_a_screen_darker_than_the_dim_is_not_brightened():
    screen = Screen()
    screen.brightness = 0.05
    now = [0]
    rest = Rest(screen, None, 1, 0.02, clock=lambda: now[0], sleep=lambda seconds: None)
    now[0] = 1000
    rest.pause(False)
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
    ticks = lambda: int(clock.now * 1000)  # noqa: E731
    rest = Rest(NoBacklight(), dim_seconds=1, rest_seconds=0.02, clock=ticks,
                sleep=lambda seconds: None)
    assert capsys.readouterr().out == "Dimming off: this display's brightness cannot be set\n"
    clock.now += 120
    rest.pause(False)
    assert not rest.dimmed and rest.let_through("a") == "a"
