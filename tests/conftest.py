# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Shared fixtures: the one headless display a process may have (Blinka allows one)."""

import os
import sys

# The repo root holds the game's code.py, which would hide the standard library's `code`
# module (pdb imports it) if it came first on sys.path: put the root last instead. Run the
# tests with the `pytest` command (`make test`), not `python -m pytest`, which puts it first.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.append(ROOT)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(scope="session")
def desktop():
    """A headless ``desktop.window.Desktop``: its display draws into an off-screen surface."""
    from desktop.window import Desktop

    return Desktop(headless=True)


@pytest.fixture(scope="session")
def built_bundle(tmp_path_factory):
    """``(folder, size, paths, problems)`` of the bundle, built once (``tools/bundle.py``)."""
    sys.path.append(os.path.join(ROOT, "tools"))
    import bundle

    target = str(tmp_path_factory.mktemp("build") / "CIRCUITPY")
    problems = []
    size = bundle.build(target, problems=problems)
    return target, size, sorted(bundle.bundle_paths(target)), problems
