# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""How long ``make test`` takes and what it installs (``make bench``): a markdown table for the
README. Runs the suite as ``make test`` does (on every core), once its packages are
installed, and measures ``.venv/``."""

import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".venv")


def folder_bytes(folder):
    total = 0
    for path, _, names in os.walk(folder):
        for name in names:
            full = os.path.join(path, name)
            if not os.path.islink(full):
                total += os.path.getsize(full)
    return total


def main():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    began = time.monotonic()
    done = subprocess.run([os.path.join(VENV, "bin", "pytest"), "-q", "-p", "no:cacheprovider",
                           "-n", "auto"],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.monotonic() - began
    if done.returncode:
        sys.exit("the suite failed:\n" + done.stdout[-3000:])
    print("| `make test`, its packages installed | |\n|---|---|")
    print("| time on this computer (%d cores) | %d min %02d s |" % (
        os.cpu_count(), seconds // 60, seconds % 60))
    print("| what the first `make test` installs into `.venv/` | %.0f MB |" % (
        folder_bytes(VENV) / 1e6))


if __name__ == "__main__":
    main()
