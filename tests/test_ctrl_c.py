# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Ctrl+C stops every ``make`` command's program with one line of its own, never a traceback.

Each is signalled as soon as it has taken Ctrl+C over, so none has written anything yet
(``make install``'s own test, in ``test_install.py``, stops it at every stage)."""

import os
import signal
import subprocess
import sys

import pytest
from PIL import Image

from conftest import ROOT
from test_install import _wait_for_its_handlers

PROGRAMS = {
    "make picture": (["tools/picture.py", "{photo}", "cat", "--images", "{tmp}/images"],
                     "make picture: interrupted; no set was half made: run it again"),
    "make bundle": (["tools/bundle.py"],
                    "bundle: interrupted; no half-made bundle is left: run make bundle again"),
    "make hints": (["tools/make_hints.py", "--check"], "make hints: interrupted; "),
    "make screenshots": (["docs/screenshots.py"], "make screenshots: interrupted; "),
    "make bench": (["bench/publish.py"], "make bench: interrupted; "),
}


@pytest.mark.parametrize("command", sorted(PROGRAMS))
def test_ctrl_c_stops_a_tool_with_one_line(tmp_path, command):
    arguments, line = PROGRAMS[command]
    photo = tmp_path / "photo.png"
    Image.new("RGB", (1600, 1280), (90, 140, 200)).save(photo)
    arguments = [argument.format(photo=photo, tmp=tmp_path) for argument in arguments]
    process = subprocess.Popen([sys.executable, os.path.join(ROOT, arguments[0])] + arguments[1:],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               cwd=tmp_path)
    _wait_for_its_handlers(process)
    process.send_signal(signal.SIGINT)
    _, errors = process.communicate(timeout=60)
    assert process.returncode == 1, errors
    assert errors.startswith(line) and errors.count("\n") == 1, errors
    assert "Traceback" not in errors


def test_ctrl_c_closes_the_game_without_a_traceback(tmp_path):
    """``make run``: the window takes Ctrl+C over as Escape, and the game ends quietly."""
    process = subprocess.Popen([sys.executable, os.path.join(ROOT, "code.py")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               cwd=tmp_path, env=dict(os.environ, SDL_VIDEODRIVER="dummy",
                                                      SDL_AUDIODRIVER="dummy"))
    _wait_for_its_handlers(process)
    process.send_signal(signal.SIGINT)
    _, errors = process.communicate(timeout=60)
    assert "Traceback" not in errors and errors.count("\n") <= 1, errors
