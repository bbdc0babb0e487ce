# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``python -m desktop --headless ...``: a scripted game (see :mod:`desktop.script`)."""

import sys

try:
    from .script import main

    status = main()
except KeyboardInterrupt:  # Ctrl+C: the run stops, quietly; 130 tells a shell it was stopped
    status = 130
sys.exit(status)
