# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Time on the badge, counted, not clocked (``make bench``): each kind of pass of a session of
play, estimated in CircuitPython's Thumb-2 instructions from a count of our own, calibrated
kind by kind on CircuitPython 10.2.1's own count of commit 9420476
(../shared/data/circuitpython-9420476.md, kept in ``tests/data/count-9420476.json``).

The session (``tests/micropython/count_script.py``): the intro, picture switches, a 3x3 game
with arrows, a blocked arrow, undo and the menu, a 4x4 game with arrows, hints to solved in
both, the whole picture, back to the intro, the demo and the press that ends it; each pass named
by the kind the badge's count names it. Two counts of it, both deterministic, both on the same
scrambles (MicroPython's ``random`` from ``SEED``) and the same clock: after each pass it moves
by the pass's own Python on the badge, as the badge's count's did (the Python's count reads it
from its dump of the pass; the drawing's replays those times), and by the rest of a pass with
nothing moving:

- **Python**: ``tests/micropython/count_gate.py`` plays it through ``code.py``'s own loop in
  MicroPython's unix port under Valgrind's callgrind, a dump of the counts at each look for a
  key: the x86-64 instructions of each pass, the gate's own work between passes left out, and
  the fake firmware's too (it runs in native functions, not counted: C on the badge); the bytes
  each pass allocates and the pixels the firmware's bulk operations walk for it.
- **Drawing**: the same script on the desktop's displayio (Blinka's, made to find the areas
  CircuitPython's finds by ``tests/badge_areas.py`` and refreshed only when the game asks; it
  fills them layer by layer as CircuitPython does, top layer first, an upper layer's opaque
  pixels masking the lower), each refresh's work taken apart: the pixels of the
  areas drawn (each converted and sent), the pixels each layer's TileGrid visits, those it
  writes from a Bitmap in RAM and those it reads from the drive (``OnDiskBitmap``), and the
  layers visited.

The badge's instructions: the model of ``count_model.py``, its few global coefficients fitted
by least squares, relative, on the medians of the kinds the badge's count measured, all kinds
at once (``--calibrate``); the milliseconds at 2.2 cycles an instruction at 120 MHz, and SPI at
24 MHz for the pixels drawn.
Without Valgrind it says so in one line and prints nothing.

    python bench/count_bench.py                      # the table, for docs/memory.md
    python bench/count_bench.py --calibrate WORKTREE # count WORKTREE (a checkout of 9420476),
                                                     # fit, write tests/data/count-9420476.json
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))
sys.path.append(os.path.join(ROOT, "tests", "micropython"))

sys.path.append(os.path.join(ROOT, "bench"))
from count_model import (CPI, PARTS, TOLERANCE, estimates, fit, milliseconds,  # noqa: E402
                         python_of, python_rows, within)

DATA = os.path.join(ROOT, "tests", "data", "count-9420476.json")
HEAP = "4096wK"  # room for the whole session with the collector off
# The session's scrambles: MicroPython's ``random`` from this seed, in both counts. Of the first
# 300, the one whose boards gave the session the pass counts nearest the badge's count's
# (docs/memory.md, "Counted, kind by kind"): the badge's count does not give its seed.
SEED = 7
STARTUP, FIRST = "start-up", "first pass"
# Targets (issue 36): a change of screen in 250 ms with its refresh, every other pass in 50 ms,
# the intro on screen 1.0 s after code.py's first line, glides at 30 frames a second.
SCREEN_MS, PASS_MS, INTRO_S, GLIDE_FPS = 250, 50, 1.0, 30
CHANGES = ("picture switch", "game start: the press (setup screen)",
           "game start: scramble + first draw", "menu opens", "menu closes",
           "winning tile lands", "solved: the whole picture shown", "back to intro",
           "demo starts", "demo: press (to intro)")


# -- the Python: callgrind, a dump a pass


def python_counts(tree):
    """The counts of each pass of the session on ``tree`` (a bundle as the gates load it), the
    start-up first: ``python_kinds``, ``x86`` (x86-64 instructions), ``scan`` (those of them
    that searched the interned names), ``allocated`` (bytes) and ``pixels`` (walked by the
    firmware); and ``names``, the names interned when code.py starts and at the end. Nothing
    that runs inside a native function is counted: the fake firmware (``count_native.py``)."""
    from test_micropython import MICROPYTHON, gates

    folder = tempfile.mkdtemp(prefix="count-")
    try:
        out = os.path.join(folder, "callgrind")
        path = [gates(), os.path.join(gates(), "fakes"), tree, os.path.join(tree, "lib")]
        env = dict(os.environ, MICROPYPATH=os.pathsep.join(path))
        done = subprocess.run(["valgrind", "--tool=callgrind", "--dump-before=mp_cmath_phase",
                               "--toggle-collect=fun_native_call", "--collect-atstart=yes",
                               "--dump-line=no", "--callgrind-out-file=" + out,
                               sys.executable, MICROPYTHON, "-X", "heapsize=" + HEAP,
                               os.path.join(gates(), "count_gate.py"), out, repr(clock()),
                               str(SEED)],
                              cwd=tree, env=env, capture_output=True, text=True, timeout=1800)
        lines = done.stdout.strip().splitlines()
        if done.returncode or not lines or not lines[-1].startswith("{"):
            sys.exit("count gate failed:\n" + done.stdout[-2000:] + done.stderr[-2000:])
        found = json.loads(lines[-1])
        names = [int(line.split("n_qstr=")[1].split(",")[0]) for line in lines
                 if line.startswith("qstr pool:")]
        # Dump 1: the gate's start; then each pass, then the gate's work after it, in turn.
        x86, scan = zip(*(totals("%s.%d" % (out, 2 + 2 * index))
                          for index in range(len(found["kinds"]))))
        return {"python_kinds": found["kinds"], "x86": list(x86), "scan": list(scan),
                "names": [names[0], names[-1]], "allocated": found["allocated"],
                "pixels": found["pixels"], "seconds": found["seconds"]}
    finally:
        shutil.rmtree(folder, True)


def clock():
    """The badge's seconds an x86-64 instruction of the game's Python, by the kept fit: the
    count's clock moves by each pass's own time, as the badge's count's did."""
    return milliseconds(load()["constants"]["python"], 0, 0) / 1000


SCAN = "qstr_find_strn"  # the search of the interned names for a string's


def totals(path):
    """``(instructions, those of SCAN's own)`` of a callgrind dump."""
    total, scan, target, inside, call = None, 0, None, False, False
    with open(path) as file:
        for line in file:
            if line.startswith(("fn=", "cfn=")):
                ident, _, name = line.partition("=")[2].strip().partition(" ")
                target = ident if name == SCAN else target
                inside = ident == target if line.startswith("fn=") else inside
            elif line.startswith("calls="):
                call = True
            elif line[:1].isdigit() or line[:1] in "+-*":
                if not call and inside:
                    scan += int(line.split()[1])
                call = False
            elif line.startswith("summary:"):
                total = int(line.split()[1])
    if total is None:
        raise ValueError("no summary in " + path)
    return total, scan


# -- the drawing: the desktop's displayio, each refresh taken apart


def drawing_counts(root, seconds):
    """``(kinds, parts)`` of each pass of the session played on the desktop's displayio with
    the game of checkout ``root``, its clock moved by the Python's count (``seconds``, each
    pass's own): run in a process of its own, ``root`` first on its path."""
    with tempfile.TemporaryDirectory(prefix="count-") as folder:
        steps = os.path.join(folder, "seconds.json")
        with open(steps, "w") as file:
            json.dump(seconds, file)
        done = subprocess.run([sys.executable, os.path.abspath(__file__), "--drawing", root,
                               steps], capture_output=True, text=True, timeout=1800,
                              env=dict(os.environ, SDL_VIDEODRIVER="dummy",
                                       SDL_AUDIODRIVER="dummy"))
    if done.returncode:
        sys.exit("the drawing count failed:\n" + done.stdout[-2000:] + done.stderr[-2000:])
    found = json.loads(done.stdout.strip().splitlines()[-1])
    return found["kinds"], found["parts"]


def play_drawing(root, steps):
    """In this process: the session on the desktop's display, each pass's drawing parts, the
    clock moved by each pass's own seconds as the Python's count found them (file ``steps``)."""
    with open(steps) as file:
        seconds = json.load(file)
    sys.path.insert(0, root)
    import numpy
    from displayio import OnDiskBitmap, TileGrid

    import parameters
    from count_script import Script
    from desktop.window import Desktop
    from puzzle import settings
    from puzzle.app import make_game

    parts = dict.fromkeys(PARTS, 0)

    def bits(mask, area, overlap):
        """The pixels of ``overlap`` already drawn by an upper layer (its bits in ``mask``)."""
        width, height = area.width(), area.height()
        flat = numpy.unpackbits(numpy.frombuffer(mask, numpy.uint8), bitorder="little")
        grid = flat[:width * height].reshape(height, width)
        return int(grid[overlap.y1 - area.y1:overlap.y2 - area.y1,
                        overlap.x1 - area.x1:overlap.x2 - area.x1].sum())

    fill_area = TileGrid._fill_area

    def counted(self, colorspace, area, mask, buffer):
        overlap = area.__class__()
        hidden = self._hidden_tilegrid or self._hidden_by_parent
        if hidden or not area.compute_overlap(self._current_area, overlap):
            return fill_area(self, colorspace, area, mask, buffer)
        covered = bits(mask, area, overlap)
        fresh = overlap.width() * overlap.height() - covered
        parts["layers"] += 1
        parts["covered"] += covered
        parts["disk" if isinstance(self._bitmap, OnDiskBitmap) else "fresh"] += fresh
        return fill_area(self, colorspace, area, mask, buffer)

    TileGrid._fill_area = counted
    desktop = Desktop(headless=True)
    display = desktop.display
    if not os.environ.get("COUNT_BLINKA_AREAS"):
        from badge_areas import badge_refresh
        badge_refresh(Patch(), display)  # CircuitPython's areas; a refresh when the game asks

    class Clock:
        now = 1000.0

        def __call__(self):
            return self.now

    clock = Clock()
    game = make_game(settings.read(parameters), display, clock, MicroPythonRandom(SEED))
    script = Script(lambda: game)
    kinds, found = [], []

    def drawn():
        for name in PARTS:
            parts[name] = 0
        counted_before = display.pixels
        display.refresh_window()
        parts["area"] = display.pixels - counted_before
        return [parts[name] for name in PARTS]

    while True:  # the first pass draws the intro, as the badge's first refresh does
        button = script.button()
        if script.done:
            break
        if button:
            game.press(button)
        game.tick()
        found.append(drawn())
        kinds.append(script.kind(found[-1][0] > 0))
        clock.now += script.step(seconds[len(kinds) - 1])
        if os.environ.get("COUNT_PROGRESS"):
            print(len(kinds), kinds[-1], game.state, game.moves, file=sys.stderr)
    desktop.quit()
    print(json.dumps({"kinds": kinds, "parts": found}))


class MicroPythonRandom:
    """MicroPython's ``random`` (Yasmarang, ``extmod/modrandom.c``) seeded as the count gate
    seeds it: the same scrambles, so that both counts play the same session, pass for pass."""

    def __init__(self, seed):
        self._pad, self._n, self._d, self._dat = seed & 0xFFFFFFFF, 69, 233, 0

    def _next(self):
        pad = (self._pad + self._dat + self._d * self._n) & 0xFFFFFFFF
        pad = ((pad << 3) + (pad >> 29)) & 0xFFFFFFFF
        self._pad, self._n = pad, pad | 2
        self._d = (self._d ^ (pad << 31) + (pad >> 1)) & 0xFFFFFFFF
        self._dat = (self._dat ^ pad ^ (self._d >> 8) ^ 1) & 0xFF  # a uint8_t
        return (pad ^ (self._d << 5) ^ (pad >> 18) ^ (self._dat << 1)) & 0xFFFFFFFF

    def randrange(self, stop):
        """``yasmarang_randbelow``: the lowest bits, drawn again until below ``stop``."""
        mask = 1
        while (stop & mask) < stop:
            mask = (mask << 1) | 1
        while True:
            value = self._next() & mask
            if value < stop:
                return value


class Patch:
    """``monkeypatch.setattr`` for :func:`badge_areas.badge_refresh`, for the process's life."""

    @staticmethod
    def setattr(owner, name, value):
        setattr(owner, name, value)


# -- the commands


def tree_of(root):
    """The bundle of checkout ``root`` as the gates load it (its own ``gate_tree``), copied
    into a folder of ours."""
    folder = tempfile.mkdtemp(prefix="count-tree-")
    code = ("import sys, shutil; sys.path.insert(0, 'tests'); "
            "from test_micropython import gate_tree; "
            "shutil.copytree(gate_tree(), %r)" % os.path.join(folder, "CIRCUITPY"))
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                          text=True, timeout=600)
    if done.returncode:
        sys.exit("the bundle of %s failed:\n%s" % (root, done.stderr[-2000:]))
    return os.path.join(folder, "CIRCUITPY")


def free_after_preparing(tree):
    """Bytes the badge's heap has left once the intro has prepared (the heap gate's figure for
    the game held, ``tests/badge_heap.py``, against what code.py's first line reads)."""
    import badge_heap
    from test_micropython import MICROPYTHON, gates

    steps = badge_heap.run(MICROPYTHON, tree, gates(), {"seconds": 4.0})[0]
    held = next(step["held"] for step in steps if step["step"] == "while")
    return badge_heap.measured()["pool"] - held


def count(root, tree=None):
    """The raw counts of checkout ``root``: its Python (callgrind) and its drawing."""
    if tree is None:
        tree = tree_of(root)
    found = python_counts(tree)
    found["drawing_kinds"], found["parts"] = drawing_counts(root, found["seconds"])
    if found["drawing_kinds"] != found["python_kinds"][1:]:  # the start-up is the Python's
        sys.exit("the two counts played different sessions: the drawing's clock or scrambles "
                 "are not the Python's")
    found["free"] = free_after_preparing(tree)
    return found


def load():
    with open(DATA) as file:
        return json.load(file)


def calibrate(root):
    data = load()
    data["counts"] = count(root)
    data["constants"] = fit(data["counts"], data["measured"])
    data.pop("not_within", None)
    with open(DATA, "w") as file:
        json.dump(data, file, indent=None, separators=(",", ":"))
        file.write("\n")
    report(data, data["counts"])


def target(kind):
    """``(target, unit)`` of a kind of pass: a change of screen's ms, a glide's frames a
    second, any other pass's ms."""
    if "glide frame" in kind:
        return GLIDE_FPS, "fps"
    if any(change in kind for change in CHANGES):
        return SCREEN_MS, "ms"
    return PASS_MS, "ms"


def shown(ms, unit):
    if unit == "fps":
        return "%.0f fps (%.1f ms)" % (1000 / ms, ms)
    return "%.1f ms" % ms if ms < 10 else "%.0f ms" % ms


def meets(ms, goal, unit):
    return 1000 / ms >= goal if unit == "fps" else ms <= goal


def startup(counts, constants):
    """``(python, drawing, pixels)``: code.py's first line to the intro on screen, its first
    pass's refresh included."""
    python = python_of(python_rows(counts)[0], constants)
    first = estimates(counts, constants)[FIRST]
    return python + first[0], first[1], first[2]


def misses(data):
    """The measured kinds whose estimate, on 9420476, is not within ``TOLERANCE``."""
    then = estimates(data["counts"], data["constants"])
    found = []
    for kind, figures in data["measured"]["kinds"].items():
        if kind in then:
            badge = milliseconds(figures["python"], figures["refresh"], figures["pixels"])
            if not within(milliseconds(*then[kind][:3]), badge):
                found.append(kind)
    if not within(startup_ms(data, data["counts"]), startup_ms(data)):
        found.append(STARTUP)
    return found


def startup_ms(data, counts=None):
    """Start-up to the intro on screen, ms: the badge's own count, or the estimate of
    ``counts``."""
    if counts is not None:
        return milliseconds(*startup(counts, data["constants"]))
    start, first = data["measured"]["startup"], data["measured"]["kinds"][FIRST]
    return milliseconds(start["python"] + first["python"], first["refresh"], first["pixels"])


def report(data, now):
    """The targets table for docs/memory.md: each kind of pass, the badge's own count of
    9420476, this count of 9420476 and of this commit."""
    constants = data["constants"]
    then = estimates(data["counts"], constants)
    ahead = estimates(now, constants)
    measured = data["measured"]
    print("| kind of pass | target | 9420476, measured | 9420476, estimate | now, estimate | "
          "passes on 9420476: badge, count |")
    print("|---|---|---|---|---|---|")
    start = measured["startup"]
    first = measured["kinds"][FIRST]
    badge = milliseconds(start["python"] + first["python"], first["refresh"], first["pixels"])
    estimate = milliseconds(*startup(data["counts"], constants))
    current = milliseconds(*startup(now, constants))
    print("| start-up: the intro on screen | %.1f s | %.2f s | %.2f s (%+.0f %%) | **%.2f s** "
          "(%s) | |" % (INTRO_S, badge / 1000, estimate / 1000, 100 * (estimate / badge - 1),
                        current / 1000, "met" if current <= INTRO_S * 1000 else "over"))
    missed, compared = [] if within(estimate, badge) else [STARTUP], 0
    for kind, figures in measured["kinds"].items():
        if kind == FIRST or kind not in then:
            continue
        compared += 1
        goal, unit = target(kind)
        badge = milliseconds(figures["python"], figures["refresh"], figures["pixels"])
        estimate = milliseconds(*then[kind][:3])
        if not within(estimate, badge):
            missed.append(kind)
        current = ahead.get(kind)
        print("| %s | %s %d %s | %s | %s (%+.0f %%) | **%s** (%s) | %d, %d |" % (
            kind, "≥" if unit == "fps" else "≤", goal, unit, shown(badge, unit),
            shown(estimate, unit), 100 * (estimate / badge - 1),
            shown(milliseconds(*current[:3]), unit) if current else "–",
            ("met" if meets(milliseconds(*current[:3]), goal, unit) else "over")
            if current else "not played", figures["passes"], then[kind][3]))
    drawing = constants["drawing"]
    print("\nThe badge's time of a kind's median pass at %.1f cycles an instruction at 120 MHz "
          "and its pixels over SPI at 24 MHz: measured, CircuitPython 10.2.1's own count of "
          "9420476 (its Python and its refresh); estimate, this count (`count_bench.py`), the "
          "Python %.3f Thumb-2 instructions an x86-64 one of the game's own (the fake "
          "firmware's left out, C on the badge), %+.0f a pass, %.0f for each heap's worth "
          "allocated (the free heap once the intro has prepared: %d bytes on 9420476, %d now) "
          "and %.0f for each pixel the firmware's bulk operations walk; the drawing %.0f an "
          "area's pixel, %.0f a layer's fresh pixel, %.0f a covered one, %.0f a pixel read "
          "from the drive and %.0f a layer; fitted in relative terms on 9420476's medians. "
          "%d of %d kinds within %d %% of the measured figure; not: %s." % (
              CPI, constants["python"], constants["pass"], constants["collecting"],
              data["counts"]["free"], now["free"], constants["pixel"], drawing["area"],
              drawing["fresh"],
              drawing["covered"], drawing["disk"], drawing["layers"],
              compared - len(missed) + 1, compared + 1, 100 * TOLERANCE,
              "; ".join(missed) or "none"))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calibrate", metavar="WORKTREE")
    parser.add_argument("--drawing", nargs=2, metavar=("ROOT", "STEPS"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.drawing:
        return play_drawing(*args.drawing)
    if not shutil.which("valgrind"):
        print("count_bench: skipped: no valgrind (Debian, Ubuntu: sudo apt install valgrind)",
              file=sys.stderr)
        return
    if args.calibrate:
        return calibrate(os.path.abspath(args.calibrate))
    report(load(), count(ROOT))


if __name__ == "__main__":
    main()
