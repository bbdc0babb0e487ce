# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The files a press crosses (``make bench``): the project's files whose code runs, in order,
from a press of RIGHT until its tile has landed, and from a press of A (a hint) until the
hint's tile has landed.

``code.py`` itself runs, its own loop, with the badge's platform (``puzzle/badge.py``) on the
gates' fake firmware (``tests/micropython/fakes``: the display, the keys, the speaker, the
NeoPixels, ``nvm``), on a clock moved on 50 ms a pass: nothing sleeps. The press is handed to
the badge's keypad at the start of a pass; from then on ``sys.setprofile`` notes each file of
the project (``code.py``, ``puzzle/``) whose code runs: a file counts once, in the order it is
first entered, and a path ends with the display's refresh that draws its tile landed (the
loop's rest after it belongs to the passes with nothing moving). Each board size plays its own
game: the hint is asked for once the game is settled and the hint ahead worked out, as a
player who looks at the board a moment finds it (about half a second).

    .venv/bin/python bench/path_bench.py          # the Markdown for docs/architecture.md
    .venv/bin/python bench/path_bench.py --json   # one JSON line: the paths, by size

Counted too, over the whole session up to that hint's tile landed (the solver made a module a
pass, its tables read): each module run, so that a module imported twice shows.
"""

import importlib.util
import json
import os
import random
import sys
import time
import types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAKES = os.path.join(ROOT, "tests", "micropython", "fakes")
# The fake firmware's modules; supervisor's own (the gates' reads MicroPython's clock).
FIRMWARE = ("board", "keypad", "microcontroller", "displayio", "bitmaptools", "terminalio",
            "digitalio", "audioio", "audiocore", "neopixel_write")
KEYS = {"b": 0, "a": 1, "start": 2, "select": 3, "right": 4, "down": 5, "up": 6, "left": 7}
PASS_SECONDS = 0.05  # the clock's step a pass: a glide of 0.1 s takes two passes
MOST_PASSES = 2000  # a step of the script that never comes about is a failure, not a hang
MOMENT = 10  # passes a player looks at the board before asking for a hint: half a second
SIZE_BUTTONS = ("a", "b")  # the intro's buttons: SIZES[0] and SIZES[1]
DEBUG = bool(os.environ.get("PATH_BENCH_DEBUG"))  # each call of the project's, on stderr
SEED = 4  # the scramble's: the same boards, so the same paths, every run


class Stop(Exception):
    """The script is over: out of code.py's loop."""


class Clock:
    """``time.monotonic`` and ``supervisor.ticks_ms`` of the session, moved on by the script
    and by the rest's sleeps."""

    def __init__(self):
        self.now = 1000.0

    def monotonic(self):
        return self.now

    def ticks_ms(self):
        return int(self.now * 1000) & 0x1FFFFFFF

    def sleep(self, seconds):
        self.now += seconds


def project_file(filename):
    """``code.py`` or ``puzzle/...py`` for a file of the project's device code, else None."""
    path = os.path.relpath(os.path.abspath(filename), ROOT)
    if path == "code.py" or path.startswith("puzzle" + os.sep):
        return path.replace(os.sep, "/")
    return None


class Recorder:
    """The project's files whose code runs while it is on, in the order first entered; and,
    on or off, each module run (imported) since the session began."""

    def __init__(self):
        self.files = []
        self.on = False
        self.runs = {}  # project path -> how many times its module ran
        self._names = {}  # filename -> its project path or None

    def _path(self, filename):
        path = self._names.get(filename, 0)
        if path == 0:
            path = self._names[filename] = project_file(filename)
        return path

    def _note(self, filename):
        path = self._path(filename)
        if path is not None and path not in self.files:
            self.files.append(path)

    def profile(self, frame, event, argument):
        if event != "call":
            return
        code = frame.f_code
        if code.co_name == "<module>":
            path = self._path(code.co_filename)
            if path is not None:
                self.runs[path] = self.runs.get(path, 0) + 1
        if not self.on:
            return
        caller = frame.f_back
        if caller is not None:  # the caller's code runs too: code.py's loop calls the platform
            self._note(caller.f_code.co_filename)
        self._note(code.co_filename)
        if DEBUG and self._path(code.co_filename):
            sys.stderr.write("%s:%s <- %s\n" % (self._path(code.co_filename), code.co_name,
                                                 caller and caller.f_code.co_name))

    def start(self):
        """Files noted from now: from inside the platform's look for a key, so the frames
        running then (code.py's loop, the platform's ``next_press``) are crossed first,
        outermost first."""
        self.files = []
        frame, running = sys._getframe(1), []
        while frame is not None:
            running.append(frame.f_code.co_filename)
            frame = frame.f_back
        for filename in reversed(running):
            self._note(filename)
        self.on = True

    def stop(self):
        self.on = False


class Session:
    """code.py on the fake firmware, a script played a pass at a time from the keypad."""

    def __init__(self, size_button):
        self.size_button = size_button
        self.clock = Clock()
        self.scope = {"__name__": "__main__"}
        self.pending = []  # the next key numbers, pressed and released
        self.recorder = Recorder()  # on the whole session, for the imports
        self.following = None  # the path being recorded: "right", "hint" (None: none)
        self.paths = {}
        self.steps = self.script()

    # -- the firmware

    def install(self):
        for name in FIRMWARE:
            spec = importlib.util.spec_from_file_location(name, os.path.join(FAKES, name + ".py"))
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            spec.loader.exec_module(module)
        sys.modules["supervisor"] = types.SimpleNamespace(ticks_ms=self.clock.ticks_ms)
        time.monotonic = self.clock.monotonic
        time.sleep = self.clock.sleep
        import gc

        gc.mem_free = lambda: 0  # CircuitPython's, for the console's line at start-up
        session = self

        class Events:
            def get_into(self, event):  # the start of each pass of code.py's loop
                session.on_read()
                if not session.pending:
                    return False
                event.key_number, event.pressed = session.pending.pop(0)
                return True

        display = sys.modules["board"].DISPLAY
        refresh = display.refresh

        def refreshed(**kwargs):
            done = refresh(**kwargs)
            session.refreshed()
            return done

        display.refresh = refreshed
        keypad = sys.modules["keypad"]
        keypad.ShiftRegisterKeys = lambda **kwargs: types.SimpleNamespace(events=Events())

    def on_read(self):
        if next(self.steps, None) is None:
            raise Stop()

    # -- the script, one yield a pass

    @property
    def game(self):
        return self.scope["game"]

    def press(self, button):
        self.pending.extend([(KEYS[button], True), (KEYS[button], False)])

    def until(self, what, condition, passes=1):
        """Passes until ``condition()`` has held for ``passes`` passes in a row."""
        held = 0
        for _ in range(MOST_PASSES):
            held = held + 1 if condition() else 0
            if held >= passes:
                return
            self.clock.now += PASS_SECONDS
            yield 1
        raise RuntimeError("%s: not after %d passes (state %s)" % (
            what, MOST_PASSES, self.game.state))

    def follow(self, name, button, landed):
        """``button`` pressed on this pass, recorded until the display's refresh that draws
        its tile landed (``landed()`` then)."""
        self.following, self.landed = name, landed
        self.press(button)
        self.recorder.start()
        yield 1  # this pass takes the press: the recorder is on from the keypad's answer
        for _ in range(MOST_PASSES):
            if self.following is None:
                break
            self.clock.now += PASS_SECONDS
            yield 1
        else:
            raise RuntimeError("%s: its tile never landed" % name)

    def refreshed(self):
        """The display drew a pass: the end of the path, once the tile it follows has landed."""
        if self.following is not None and self.landed():
            self.recorder.stop()
            self.paths[self.following] = {"files": self.recorder.files}
            self.following = None

    def settled(self):
        """In play, nothing on its way: no tile gliding, the hint ahead worked out."""
        return self.game.state == "play" and self.game.ready and not self.game.busy

    def script(self):
        yield 1
        self.press(self.size_button)
        yield from self.until("play", self.settled)
        moves = self.game.moves
        if "right" not in self.game.board.legal_moves():
            raise RuntimeError("RIGHT moves no tile on this scramble: another SEED")
        yield from self.follow("right", "right",
                               lambda: self.game.moves == moves + 1 and
                               not self.game.presenter.moving)
        yield from self.until("the hint ahead", self.settled, MOMENT)
        moves = self.game.moves
        yield from self.follow("hint", "a", lambda: self.game.moves == moves + 1 and
                               not self.game.presenter.moving)

    def run(self):
        self.install()
        random.seed(SEED)
        sys.path.insert(0, ROOT)
        with open(os.path.join(ROOT, "code.py"), encoding="utf-8") as file:
            code = compile(file.read(), os.path.join(ROOT, "code.py"), "exec")
        badge_sys = types.SimpleNamespace(implementation=types.SimpleNamespace(
            name="circuitpython", version=(9, 2, 0)))
        real_import = __builtins__.__import__ if hasattr(__builtins__, "__import__") \
            else __builtins__["__import__"]

        def code_import(name, globals=None, locals=None, fromlist=(), level=0):
            if name == "sys" and level == 0:  # code.py asks which platform it is on
                return badge_sys
            return real_import(name, globals, locals, fromlist, level)

        builtins = dict(vars(__import__("builtins")), __import__=code_import)
        self.scope["__builtins__"] = builtins
        sys.setprofile(self.recorder.profile)
        try:
            exec(code, self.scope)
        except Stop:
            pass
        finally:
            sys.setprofile(None)
        # Up to the first hint's tile landed, from start-up: the solver made, its files read.
        self.paths["twice"] = sorted(path for path, runs in self.recorder.runs.items()
                                     if runs > 1)
        return self.paths


def measure():
    """``{size: {"right": {...}, "hint": {...}}}``, size as "3x3": the files each crosses, in
    order, and the modules run meanwhile. Each size in a process of its own."""
    import subprocess

    found = {}
    for button in SIZE_BUTTONS:
        done = subprocess.run([sys.executable, os.path.abspath(__file__), "--size", button],
                              capture_output=True, text=True, cwd=ROOT)
        if done.returncode:
            raise RuntimeError("bench/path_bench.py --size %s failed:\n%s" % (button,
                                                                             done.stderr))
        found.update(json.loads(done.stdout.splitlines()[-1]))
    return found


def one_size(button):
    """The paths on the board size of the intro's ``button``, as ``{size: paths}``."""
    session = Session(button)
    paths = session.run()
    board = session.game.board
    return {"%dx%d" % (board.width, board.height): paths}


def markdown(found):
    """The two parts for docs/architecture.md: ``press`` and ``hint``."""
    out = []
    for name, what in (("right", "press"), ("hint", "hint")):
        out.append("@@ %s" % what)
        out.append("| board | files | in the order first entered |")
        out.append("|---|---|---|")
        for size in sorted(found):
            files = found[size][name]["files"]
            out.append("| %s | %d | %s |" % (size, len(files),
                                             ", ".join("`%s`" % path for path in files)))
    twice = sorted({path for size in found for path in found[size]["twice"]})
    out.append("")
    out.append("Modules imported twice, from start-up to the first hint's tile landed (the "
               "solver made a module a pass, its files read): %s."
               % (", ".join("`%s`" % path for path in twice) or "none"))
    return "\n".join(out)


def main(argv):
    if "--size" in argv:
        print(json.dumps(one_size(argv[argv.index("--size") + 1])))
        return 0
    found = measure()
    if "--json" in argv:
        print(json.dumps(found))
    else:
        print(markdown(found))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
