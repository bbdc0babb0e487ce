# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``audiocore`` for the timing session: a RawSample keeps its buffer, as on the badge."""


class RawSample:
    def __init__(self, buffer, *, channel_count=1, sample_rate=8000):
        self.buffer = buffer
        self.sample_rate = sample_rate
