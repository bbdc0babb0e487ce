# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``time`` on the runtime: the session's clock, a pass at a time (the unix port's own
``time`` is the host's, not a badge's); ``sleep`` returns at once."""

import session


def monotonic():
    return session.driver.seconds()


def monotonic_ns():
    return session.driver.ms() * 1000000


def sleep(seconds):
    pass
