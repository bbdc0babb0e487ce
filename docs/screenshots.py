# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Render the README's pictures with the real game in a headless window (``make screenshots``)."""

import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path += [ROOT, os.path.join(ROOT, "tests")]  # last: code.py must not hide stdlib `code`
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from puzzle.desktop import Desktop, GameClock, play_script  # noqa: E402  (pygame first)

import pygame  # noqa: E402

import parameters  # noqa: E402
from puzzle.app import make_game  # noqa: E402
from support import shortest_solution  # noqa: E402

SCALE = 3


def main():
    desktop = Desktop(parameters, headless=True)

    def shot(name, keys, seed=1, wait=0.0):
        clock = GameClock()
        game = make_game(parameters, desktop.display, clock, random.Random(seed))
        play_script(game, clock, keys, wait=wait)
        path = os.path.join(HERE, name)
        desktop.display.save(path)
        screen = pygame.image.load(path)
        pygame.image.save(pygame.transform.scale_by(screen, SCALE), path)
        print("wrote", os.path.relpath(path, ROOT), "-", game.state)
        return game

    shot("intro.png", [])
    shot("play-4x4.png", ["b", "left", "up"], seed=3)
    game = shot("play-3x3.png", ["a"], seed=5)
    solution = shortest_solution(game.board.tiles, 3, 3)
    shot("won.png", ["a"] + solution, seed=5, wait=1.0)
    shot("won-picture.png", ["a"] + solution, seed=5, wait=5.0)


if __name__ == "__main__":
    main()
