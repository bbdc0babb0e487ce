# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The desktop window at rest and in motion (``make bench``): what ``make run`` costs.

Runs the real ``code.py`` (its own loop, the real ``desktop.window.Desktop``) in a real window:
under Xvfb when it is installed (a display of its own, started and stopped here), else with
SDL's dummy video driver, and says which. Key presses are posted to pygame's event queue, as
the keyboard would. It measures:

- the CPU the process takes (``os.times()``: user and system time of all its threads) over a
  few seconds on the intro and in play with nothing pressed, as a share of one core;
- the frames the window shows while a tile glides (a frame: a refresh that drew something),
  over 30 moves: frames per second and per glide;
- the time a refresh takes (median): a glide's frame, and a whole new screen (the picture
  switched on the intro: displayio redraws every pixel in Python);
- the most memory the process held (its peak resident set).

``--root DIR`` measures another checkout of the game (an older version, for comparison).
"""

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WARM_SECONDS = 3.0  # after start-up, before anything is measured
IDLE_SECONDS = 5.0  # each idle measurement
GLIDES = 30


def measure(root):
    """In the child process: run ``root``'s code.py under a schedule; print one JSON line."""
    sys.path.insert(0, root)
    os.chdir(root)
    import pygame

    import desktop.window

    figures = {}
    refreshes = []  # (seconds it took, pixels drawn, a tile was gliding)
    namespace = {"__name__": "__main__", "__file__": os.path.join(root, "code.py")}

    def idle(seconds, name):
        started, times = time.monotonic(), os.times()
        while time.monotonic() - started < seconds:
            yield
        now = os.times()
        used = now.user + now.system - times.user - times.system
        figures[name] = 100 * used / (time.monotonic() - started)

    def until(condition):
        while not condition():
            yield

    def press(button):
        key = next(key for key, name in desktop.window.KEYS.items() if name == button)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))

    def schedule():
        game = namespace["game"]
        yield from idle(WARM_SECONDS, "warm")
        for _ in range(4):
            press("right")
            yield from idle(0.5, "warm")
        yield from idle(IDLE_SECONDS, "intro")
        press("a")
        yield from until(lambda: game.state == "play" and not game.busy)
        yield from idle(1.0, "warm")
        yield from idle(IDLE_SECONDS, "play")
        for number in range(GLIDES):
            press(game.board.legal_moves()[number % len(game.board.legal_moves())])
            yield from until(lambda: game.busy or game.state != "play")
            yield from until(lambda: not game.busy)
            if game.state != "play":
                break
        figures["glides"] = number + 1

    class Measured(desktop.window.Desktop):
        """The real platform, its refreshes timed, and the schedule moved on each pass."""

        def __init__(self, settings):
            super().__init__(settings)
            display = self.display
            draw_area, refresh = display._refresh_area, display._refresh_display
            drawn = []

            def counted_area(area):
                width = min(area.x2, display.width) - max(area.x1, 0)
                height = min(area.y2, display.height) - max(area.y1, 0)
                drawn.append(max(0, width) * max(0, height))
                return draw_area(area)

            def timed_refresh():
                drawn.clear()
                game = namespace.get("game")
                gliding = game is not None and game.state == "play" and game.busy
                started = time.perf_counter()
                result = refresh()
                refreshes.append((time.perf_counter() - started, sum(drawn), gliding))
                return result

            display._refresh_area, display._refresh_display = counted_area, timed_refresh
            self._schedule = None
            self.slide_seconds = settings.SLIDE_SECONDS

        def running(self):
            if not super().running():
                return False
            if self._schedule is None:
                self._schedule = schedule()
            try:
                next(self._schedule)
            except StopIteration:
                return False
            return True

    desktop.window.Desktop = Measured
    with open(os.path.join(root, "code.py")) as file:
        source = file.read()
    with tempfile.TemporaryDirectory() as data:
        os.environ["XDG_DATA_HOME"] = data  # the records of this run stay out of yours
        exec(compile(source, "code.py", "exec"), namespace)  # returns when the schedule ends
    frames = [seconds for seconds, pixels, gliding in refreshes if pixels and gliding]
    screen = namespace["platform"].display.width * namespace["platform"].display.height
    whole = [seconds for seconds, pixels, _ in refreshes if pixels >= screen]
    glide_seconds = figures["glides"] * namespace["platform"].slide_seconds
    figures.update(
        frames_per_glide=len(frames) / figures["glides"],
        frames_per_second=len(frames) / glide_seconds,
        frame_ms=1000 * statistics.median(frames) if frames else 0,
        whole_ms=1000 * statistics.median(whole),
        slide_seconds=namespace["platform"].slide_seconds,
        megabytes=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,  # KB on Linux
    )
    figures.pop("warm")
    print(json.dumps(figures))


def free_display():
    """A display number no X server uses here."""
    for number in range(91, 200):
        if not os.path.exists("/tmp/.X11-unix/X%d" % number) and not os.path.exists(
                "/tmp/.X%d-lock" % number):
            return number
    raise RuntimeError("no free X display number")


def run(root):
    """Measure ``root`` in a child process with a window of its own; its figures and how."""
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    server = None
    if shutil.which("Xvfb"):
        number = free_display()
        server = subprocess.Popen(["Xvfb", ":%d" % number, "-screen", "0", "1280x1024x24"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if os.path.exists("/tmp/.X11-unix/X%d" % number):
                break
            time.sleep(0.05)
        env.update(DISPLAY=":%d" % number, SDL_VIDEODRIVER="x11")
        how = "a real window under Xvfb"
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
        how = "SDL's dummy video driver (no Xvfb here)"
    try:
        done = subprocess.run([sys.executable, os.path.abspath(__file__), "--measure", root],
                              env=env, capture_output=True, text=True, timeout=300)
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)
    if done.returncode != 0:
        raise SystemExit("the window bench failed:\n" + done.stderr)
    return json.loads(done.stdout.splitlines()[-1]), how


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=ROOT, help="the checkout to measure (default: this)")
    parser.add_argument("--measure", metavar="ROOT", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        measure(args.measure)
        return
    figures, how = run(os.path.abspath(args.root))
    print("The window (%s), code.py's own loop:" % how)
    print()
    print("| idle CPU, intro | idle CPU, play | frames a second while a tile glides "
          "| frames per glide of %g s | a glide's frame | a whole screen | memory |"
          % figures["slide_seconds"])
    print("|---|---|---|---|---|---|---|")
    print("| %.1f %% | %.1f %% | %.0f | %.1f | %.1f ms | %.0f ms | %.0f MB |" % (
        figures["intro"], figures["play"], figures["frames_per_second"],
        figures["frames_per_glide"], figures["frame_ms"], figures["whole_ms"],
        figures["megabytes"]))


if __name__ == "__main__":
    main()
