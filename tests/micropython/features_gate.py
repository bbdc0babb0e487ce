# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Undo, the menu, easy mode, hints, records and saves under MicroPython's fixed heap.

Run from the repository's root with ``tests/micropython`` on ``MICROPYPATH``::

    micropython -X heapsize=128wK tests/micropython/features_gate.py

A 3x3 game as ``code.py`` builds it, less the display: the real solver for hints, records in
two-slot saves on a byte array standing for ``nvm``, easy mode. Random arrows and undos until
10 000 moves, the heap measured after 100 and after 10 000 (it must not grow); the menu
opened, walked and closed, its Redo and Restart; then hints (A) all the way to solved, and
the records read back from the saved bytes. One JSON line of figures; exit 1 with the reason
on any problem.
"""

import prelude  # noqa: F401  (first: the PyBadge's modules and CircuitPython's time)

import random

from game_gate import FakeClock, FakeView
from harness import check, heap, report
from puzzle.game import EASY, STATE_INTRO, STATE_MENU, STATE_PLAY, STATE_SOLVED, Game
from puzzle.saves import Records
from puzzle.saves import SLOT, Saves
from puzzle.settings import Settings
from puzzle.solver.hinter import Solver

SAMPLES = (100, 10000)
PRESSES = ("up", "down", "left", "right", "b")  # arrows, and B to take a move back


def main():
    random.seed(7)
    nvm = bytearray(b"\xff" * 2 * SLOT)
    view, clock = FakeView(), FakeClock()
    settings = Settings()
    settings.MODE = EASY
    settings.EASY_MOVES = 30
    settings.SLIDE_SECONDS = 0  # tiles jump: no glide to wait for
    game = Game(view, clock, settings, rng=random, records=Records(Saves(nvm)),
                make_hinter=Solver)
    press, tick = game.press, game.tick  # bound once: binding a method allocates
    press("a")
    clock.now += 10
    tick()
    check(game.state == STATE_PLAY, "the easy game did not start: %s", game.state)
    scramble = game.board.tiles  # of this game: a game solved by chance below starts another

    heaps = []
    made = 0  # moves made, undone ones too: the counter of standing moves goes up and down
    while made < SAMPLES[-1]:
        before = game.moves
        press(PRESSES[random.randrange(len(PRESSES))])
        tick()
        if game.moves != before:
            made += 1
            if made in SAMPLES:
                heaps.append(heap())
        if game.state == STATE_SOLVED:  # solved by chance: start another easy game
            press("start")
            press("a")
            clock.now += 10
            tick()
            scramble = game.board.tiles

    for button in ("start", "down", "down", "up", "up", "b"):
        press(button)
    check(game.state == STATE_PLAY, "the menu did not close: %s", game.state)
    press("start")
    check(game.state == STATE_MENU, "START did not open the menu")
    press("start")

    moves, tiles = game.moves, game.board.tiles
    for button in ("b", "b", "start", "down", "a", "start", "a"):  # two undone, two redone
        press(button)
    check(game.state == STATE_PLAY and game.moves == moves and game.board.tiles == tiles,
          "the menu's Redo did not make the undone moves again: %d, not %d", game.moves, moves)
    press("up")
    press("left")
    for button in ("start", "down", "down", "a"):  # Restart: the scramble again, from 0
        press(button)
    check(game.state == STATE_PLAY and game.moves == 0 and game.board.tiles == scramble,
          "Restart did not bring back the scramble")

    hints = 0
    while game.state == STATE_PLAY and hints < 200:
        press("a")
        for _ in range(1000):  # a step a pass until the hinted tile has moved
            tick()
            if game.ready:
                break
        hints += 1
    check(game.state == STATE_SOLVED and game.helped, "hints did not solve it: %s", game.state)
    press("start")
    check(game.state == STATE_INTRO, "START did not go back to the intro")
    records = Records(Saves(nvm)).get("3x3 easy")
    check(records[2] == 1, "the solved game was not saved: %r", records)

    problems = []
    if heaps[0] != heaps[1]:
        problems.append("the heap grew from %d to %d bytes between move %d and move %d" % (
            heaps[0], heaps[1], SAMPLES[0], SAMPLES[1]))
    report({"gate": "features", "ok": not problems, "problems": problems,
            "heap_after_100": heaps[0], "heap_after_10000": heaps[1], "hints": hints,
            "records": list(records)})


main()
