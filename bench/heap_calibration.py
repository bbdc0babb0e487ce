# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The heap gate's calibration, made again: the gate run on the commit CircuitPython itself was
measured on, and the constants that make it read what the badge showed.

    .venv/bin/python bench/heap_calibration.py           # the raw figures and the constants
    .venv/bin/python bench/heap_calibration.py --write   # and the raw figures kept

The commit's files come from git (``git archive``); its bundle is built by its own
``tools/bundle.py`` and run by today's gate (``tests/micropython/heap_gate.py``), in a folder
whose path is as long as the gates' own. ``--write`` keeps the raw figures as ``gate`` in
``tests/data/circuitpython-9420476.json``, from which ``tests/test_badge_heap.py`` checks the
constants of ``tests/badge_heap.py``; run it whenever the gate changes how it counts.
"""

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))
sys.path.append(os.path.join(ROOT, "tools"))

import badge_heap  # noqa: E402
from mpy import for_micropython  # noqa: E402
from test_micropython import MICROPYTHON, SOURCES  # noqa: E402

BUILD = """import sys
sys.path.insert(0, "tools")
import bundle
from shipped_sets import SHIPPED
bundle.build(sys.argv[1], sets=SHIPPED)
"""


def gate_on(commit):
    """The heap gate's raw steps (``badge_heap.parse``) on ``commit``'s bundle."""
    folder = tempfile.mkdtemp(prefix="micropython-gate-")  # as long as the gates' own path
    try:
        source = os.path.join(folder, "source")
        archive = subprocess.run(["git", "archive", commit], cwd=ROOT, capture_output=True,
                                 check=True).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(source, filter="data")
        tree = os.path.join(folder, "CIRCUITPY")
        subprocess.run([sys.executable, "-c", BUILD, tree], cwd=source, check=True)
        for top, _, files in os.walk(tree):
            for name in files:
                if name.endswith(".mpy"):
                    with open(os.path.join(top, name), "r+b") as file:
                        data = for_micropython(file.read())
                        file.seek(0)
                        file.write(data)
        gates = os.path.join(folder, "gates")
        shutil.copytree(SOURCES, gates, ignore=shutil.ignore_patterns("__pycache__"))
        with open(os.path.join(gates, "heap_gate.json"), "w") as file:
            json.dump({"seconds": 4.0}, file)
        env = dict(os.environ, MICROPYPATH=os.pathsep.join(
            [gates, os.path.join(gates, "fakes"), "", "lib"]))
        done = subprocess.run([MICROPYTHON, "-X", "heapsize=1024wK",
                               os.path.join(gates, "heap_gate.py")], cwd=tree, env=env,
                              capture_output=True, text=True, timeout=300)
        if "HEAP done" not in done.stdout:
            sys.exit("the heap gate failed on %s:\n%s%s" % (commit, done.stdout, done.stderr))
        return badge_heap.parse(done.stdout)[0]
    finally:
        shutil.rmtree(folder, True)


def constants(steps, measured):
    """``(BOOT_NAMES, WORDS)`` that make ``steps`` read the badge's names and what it held
    once prepared."""
    start, prepared = steps[0], steps[-1]
    boot = measured["names"] - (prepared["names"] - start["names"])
    chars = prepared["chars"] - start["chars"]
    unix_names = chars + prepared["pools"] - start["pools"]
    rest = prepared["heap"] - start["heap"] - unix_names - prepared["buffers"]
    fixed = prepared["buffers"] + chars + badge_heap.pools_bytes(measured["names"])
    return boot, (measured["steps"]["while"] - fixed) / rest


def main():
    measured = badge_heap.measured()
    steps = gate_on(measured["commit"])
    raw = [{key: step[key] for key in ("step", "heap", "buffers", "names", "chars", "pools")}
           for step in steps]
    boot, words = constants(raw, measured)
    print(json.dumps(raw))
    print("BOOT_NAMES = %d, WORDS = %.4f" % (boot, words))
    if "--write" in sys.argv[1:]:
        with open(badge_heap.MEASURED) as file:
            kept = json.load(file)
        kept["gate"] = raw
        with open(badge_heap.MEASURED, "w") as file:
            json.dump(kept, file, indent=1)
            file.write("\n")


if __name__ == "__main__":
    main()
