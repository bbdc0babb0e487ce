# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The desktop as one more badge: a window, the keyboard, sound through pygame, a save file.

Desktop only (Blinka, pygame): never imported on the badge and never copied to it. Modules:
``window`` (the platform ``code.py`` starts), ``scaled_display`` (the badge's screen in a
resizable window), ``storage`` (the save file), ``sound`` (the badge's sounds through pygame's
mixer) and ``script`` (headless scripted runs, ``python -m desktop --headless ...``).
"""
