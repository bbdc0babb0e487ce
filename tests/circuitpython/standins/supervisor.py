# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``supervisor`` on the runtime: ``ticks_ms`` from the session's clock, wrapping at
2**29 as CircuitPython's does."""

import session


def ticks_ms():
    return session.driver.ms() & 0x1FFFFFFF
