# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Shared fixtures: the one headless display a process may have (Blinka allows one), and
picture sets made for a test."""

import os
import sys

# The repo root holds the game's code.py, which would hide the standard library's `code`
# module (pdb imports it, and pytest imports pdb once this file is read) if it came first on
# sys.path, as `python -m pytest` puts it: the root goes last, for `pytest` alike.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:] = [path for path in sys.path if os.path.abspath(path or os.curdir) != ROOT]
sys.path.append(ROOT)
# The solver's drive for tests and benches (tests/micropython/solving.py), beside the gates.
sys.path.append(os.path.join(ROOT, "tests", "micropython"))

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
    """``(folder, size, paths, problems)`` of the bundle as shipped, built once
    (``tools/bundle.py``): with the shipped picture sets alone, whatever a maker added."""
    sys.path.append(os.path.join(ROOT, "tools"))
    import bundle
    from shipped_sets import SHIPPED

    target = str(tmp_path_factory.mktemp("build") / "CIRCUITPY")
    problems = []
    size = bundle.build(target, problems=problems, sets=SHIPPED)
    return target, size, sorted(bundle.bundle_paths(target)), problems


def painting(hue):
    """A different picture for each ``hue``: stripes and discs."""
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (320, 256), (hue, 255 - hue, 120))
    draw = ImageDraw.Draw(image)
    for i in range(10):
        draw.ellipse((i * 31, (i * 53) % 200, i * 31 + 70, (i * 53) % 200 + 50),
                     fill=((hue + 40 * i) % 256, (90 * i) % 256, 255 - hue))
    return image


@pytest.fixture
def images(tmp_path, monkeypatch):
    """Two good sets, ``aurora`` (the one ``parameters.PICTURE`` names) and ``brook``."""
    import parameters

    sys.path.append(os.path.join(ROOT, "tools"))
    import picture as maker

    monkeypatch.setattr(parameters, "PICTURE", "aurora")
    for hue, name in ((30, "aurora"), (200, "brook")):
        maker.make_set(painting(hue), str(tmp_path / name))
    return tmp_path
