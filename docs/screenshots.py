# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Render the README's pictures with the real game in a headless window (``make screenshots``)."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path += [ROOT, os.path.join(ROOT, "tests"), os.path.join(ROOT, "tools")]
from stopping import stop_cleanly  # noqa: E402

if __name__ == "__main__":  # first, so that Ctrl+C during the imports is one line too
    stop_cleanly("make screenshots: interrupted; run it again to make them all")

import random  # noqa: E402
import tempfile  # noqa: E402
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from desktop.script import GameClock, play_script  # noqa: E402  (pygame first)
from desktop.window import Desktop  # noqa: E402

import pygame  # noqa: E402
from PIL import Image  # noqa: E402

import art  # noqa: E402
import parameters  # noqa: E402
import picture  # noqa: E402
from puzzle.app import IMAGES, make_game  # noqa: E402
from puzzle.settings import read  # noqa: E402
from puzzle.pictures import find_sets  # noqa: E402
from support import shortest_solution  # noqa: E402

SCALE = 3


def main():
    desktop = Desktop(read(parameters), headless=True)

    def shot(name, keys, seed=1, wait=0.0, images=IMAGES, move_limit=None):
        """Play ``keys`` and save the screen as docs/``name`` (None: just play)."""
        clock = GameClock()
        settings = read(parameters)
        if move_limit is not None:
            settings.MOVE_LIMIT = move_limit
        game = make_game(settings, desktop.display, clock, random.Random(seed), images=images)
        play_script(game, clock, keys, wait=wait)
        if name is None:
            return game
        path = os.path.join(HERE, name)
        desktop.display.save(path)
        screen = pygame.image.load(path)
        pygame.image.save(pygame.transform.scale_by(screen, SCALE), path)
        print("wrote", os.path.relpath(path, ROOT), "-", game.state, game.picture_name)
        return game

    sets = find_sets(IMAGES)
    first = sets.index(parameters.PICTURE) if parameters.PICTURE in sets else 0
    for index, name in enumerate(sets):
        steps = (index - first) % len(sets)
        shot("intro-%s.png" % name, ["right"] * steps)
        shot("play-%s.png" % name, ["right"] * steps + ["b", "left", "up"], seed=3 + index)
    game = shot(None, ["a"], seed=5)
    solution = shortest_solution(game.board.tiles, 3, 3)
    shot("won.png", ["a"] + solution, seed=5, wait=1.0)
    shot("won-picture.png", ["a"] + solution, seed=5, wait=5.0)
    shot("numbered.png", ["b", "left"], seed=3, images=os.path.join(HERE, "no-pictures"))
    # Two moves, one undone; the menu opened on Redo: the moves and time so far below it.
    shot("menu.png", ["b", "left", "up", "b", "start", "down"], seed=3, wait=0.0)
    shot("hint.png", ["a", "a", "select"], seed=3)
    shot("challenge.png", ["b"] + ["left", "right"] * 10 + ["left"], seed=3, move_limit=30)

    game_gif(desktop, os.path.join(HERE, "game.gif"))

    # What the colour depth looks like: the same picture at 16 and 256 colours.
    source = art.PICTURES["seaside"]()
    with tempfile.TemporaryDirectory() as images:
        for colors in (16, 256):
            folder = os.path.join(images, "seaside")
            picture.make_set(source, folder, colors=colors, force=True)
            with Image.open(os.path.join(folder, "full.bmp")) as full:
                path = os.path.join(HERE, "colors-%d.png" % colors)
                full.convert("RGB").resize((160 * SCALE, 128 * SCALE), Image.NEAREST).save(path)
                print("wrote", os.path.relpath(path, ROOT))


def game_gif(desktop, path, seed=11, fps=15):
    """An animated GIF of a whole 3x3 game, frame by frame on the game's own clock."""
    clock = GameClock()
    game = make_game(read(parameters), desktop.display, clock, random.Random(seed))
    frames = []
    still = os.path.join(HERE, ".frame.png")

    def run(seconds):
        for _ in range(int(seconds * fps)):
            clock.now += 1 / fps
            game.tick()
            desktop.display.save(still)
            with Image.open(still) as frame:
                frames.append(frame.convert("RGB").resize((320, 256), Image.NEAREST))

    run(1.5)
    game.press("a")
    run(parameters.SETUP_SECONDS + 0.5)
    for direction in shortest_solution(game.board.tiles, 3, 3):
        game.press(direction)
        run(0.3)
    run(parameters.WON_SECONDS + 2)
    os.remove(still)
    frames[0].save(path, save_all=True, append_images=frames[1:], duration=1000 // fps,
                   loop=0, optimize=True)
    print("wrote %s: %d frames, %d KB" % (os.path.relpath(path, ROOT), len(frames),
                                         os.path.getsize(path) // 1024))


if __name__ == "__main__":
    main()
