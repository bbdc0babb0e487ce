# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``make bench``: run every measurement and write its figures into the docs.

Each bench prints Markdown. Its output fills every block of ``README.md`` and ``docs/*.md``
between ``<!-- make bench: NAME begins -->`` and ``<!-- make bench: NAME ends -->``, NAME being
the bench's file name (``circuitpython_bench.py``); a bench whose output has lines
``@@ PART`` fills ``NAME/PART`` blocks with each part. So every figure in the docs is a
measurement, refreshed by one command, never typed.

    python bench/publish.py                  # every bench
    python bench/publish.py solver_bench.py  # only those named
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tools"))
from stopping import STOP_SIGNALS, stop_cleanly  # noqa: E402

STOPPED = "make bench: interrupted; the docs keep the figures of the last whole run"
if __name__ == "__main__":  # first, so that Ctrl+C during the imports is one line too
    stop_cleanly(STOPPED)

import glob  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
BENCHES = ("bench.py", "micropython_bench.py", "solver_bench.py", "circuitpython_bench.py",
           "timing_bench.py", "dropin_bench.py", "colour_bench.py", "rest_bench.py",
           "window_bench.py", "scramble_bench.py", "life_bench.py", "drawing_bench.py",
           "reference_bench.py", "suite_bench.py", "path_bench.py", "badge_heap_bench.py",
           "startup_bench.py", "count_bench.py")
PART = re.compile(r"^@@ (\S+)\n", re.M)


def parts(name, output):
    """``{block name: text}`` of a bench's output (see the module's docstring)."""
    pieces = PART.split(output)
    found = {name: pieces[0].strip()} if pieces[0].strip() else {}
    for index in range(1, len(pieces), 2):
        found["%s/%s" % (name, pieces[index])] = pieces[index + 1].strip()
    return found


def fill(text, blocks):
    """``text`` with each of its blocks replaced by the output of the same name."""
    for name, output in blocks.items():
        begin = "<!-- make bench: %s begins -->" % name
        end = "<!-- make bench: %s ends -->" % name
        pattern = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
        text = pattern.sub(lambda match: "%s\n%s\n%s" % (begin, output, end), text)
    return text


def documents():
    return [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs",
                                                                            "*.md")))


def main(argv=None):
    names = (argv if argv is not None else sys.argv[1:]) or BENCHES
    blocks = {}
    for name in names:
        print("== bench/%s" % name, flush=True)
        done = subprocess.run([sys.executable, os.path.join(ROOT, "bench", name)],
                              capture_output=True, text=True)
        print(done.stdout, end="")
        if -done.returncode in STOP_SIGNALS:  # Ctrl+C in the terminal reached the bench too
            sys.exit(STOPPED)
        if done.returncode:
            sys.exit("bench/%s failed:\n%s" % (name, done.stderr))
        blocks.update(parts(name, done.stdout))
    for path in documents():
        with open(path, encoding="utf-8") as file:
            text = file.read()
        new = fill(text, blocks)
        if new != text:
            with open(path, "w", encoding="utf-8") as file:
                file.write(new)
            print("wrote %s" % os.path.relpath(path, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
