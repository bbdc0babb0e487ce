# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The session of :mod:`session` on the desktop renderer (Blinka's displayio, headless): the
screens the real runtime's are compared with.

``python desktop_side.py config.json``: the game is built as ``code.py`` builds it, from the
run's ``parameters.py``, picture sets and ``nvm``, and played pass for pass by the same
driver, on the same clock and the same random numbers; at each shot the screen is saved and
the game described on stdout (``SHOT {json}``), as the runtime's runner does.
"""

import contextlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def main(config_path):
    with open(config_path) as file:
        config = json.load(file)
    # The run's parameters.py first; the evening's schedule beside the MicroPython gates.
    sys.path[:0] = [config["settings"], ROOT, HERE,
                    os.path.join(os.path.dirname(HERE), "micropython")]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from desktop.window import Desktop  # pygame's display before any displayio code

    import session
    from puzzle.app import make_game
    from puzzle.settings import load

    with open(config["nvm"], "rb") as file:
        storage = bytearray(file.read())

    def shoot(name, game):
        state = session.describe(game)
        state["name"] = name
        desktop.display.save(os.path.join(config["shots"], name + ".png"))
        print("SHOT " + json.dumps(state))

    driver = session.Driver(config["steps"], shoot)
    with contextlib.redirect_stdout(sys.stderr):  # the game's console lines
        settings = load()
        desktop = Desktop(settings, headless=True, storage=storage)
        game = make_game(settings, desktop.display, driver.seconds,
                         rng=session.Random(config["seed"]), storage=storage,
                         images=os.path.join(config["drive"], "images"))
    try:
        while True:  # code.py's loop, but for the rest, which only dims and sleeps
            button = driver.next_press(game)
            if button:
                game.press(button)
            game.tick()
    except session.Over:
        pass
    print("DONE %d" % driver.done)


if __name__ == "__main__":
    main(sys.argv[1])
