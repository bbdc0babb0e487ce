# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``audioio`` for the timing session: AudioOut plays nothing, at once."""


class AudioOut:
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        self.playing = False

    def play(self, sample, *, loop=False):
        pass

    def stop(self):
        pass

    def deinit(self):
        pass
