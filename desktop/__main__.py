# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``python -m desktop --headless ...``: a scripted game (see :mod:`desktop.script`)."""

import sys

from .script import main

sys.exit(main())
