# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""ruff over the whole project: unused names, undefined names, lines over 100 characters."""

import os
import subprocess
import sys

from conftest import ROOT


def test_ruff_finds_nothing():
    ruff = os.path.join(os.path.dirname(sys.executable), "ruff")
    result = subprocess.run([ruff, "check", "--no-cache", "."], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stdout + result.stderr
