# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``audioio`` on the runtime: an ``AudioOut`` that plays nothing, at once (the build
has ``audiocore``, whose ``RawSample`` the game uses as it is)."""


class AudioOut:
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        self.playing = False

    def play(self, sample, *, loop=False):
        pass

    def stop(self):
        pass

    def deinit(self):
        pass
