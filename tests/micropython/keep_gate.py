# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The solver kept for the session allocates no large block after its first hints.

Imported by a script that ``import prelude`` first and then calls ``main(games)``. A game
with the real solver (``puzzle.app``'s ``make_solver``) plays a 3x3 and a 4x4 game with
hints, through the menu back to the intro. Then the free heap is cut into holes: it is filled
with blocks of under ``HOLE`` bytes and every other one is let go of, so any allocation of 1
KB or more raises ``MemoryError`` (a bytearray of 1 KB as on the badge; an object of words
from 512 bytes of the badge's, as the words here are twice as large), which turns hints off
with a message. ``games`` more games of each size follow (new
scrambles, hints, a restart, hints again): every hint must come (a hint that does not is
said on the console: "not enough memory for hints").
One JSON line; exit 1 with the reason on any problem.
"""

import gc
import random

from game_gate import FakeClock, FakeView
from harness import WORD_BYTES, check, report
from puzzle.game import Game
from puzzle.hints import SOLVER, make_solver
from puzzle.settings import Settings

JUMP = Settings()  # the game's settings, but tiles jump: no glide to wait for
JUMP.SLIDE_SECONDS = 0

HOLE = 1024  # bytes of each block the free heap is cut into
HINTS = 3  # hints each game asks for, before and after its restart


def hints(game, clock, count):
    """``count`` hints (A), each followed to its move; how many moved a tile."""
    moved = 0
    for _ in range(count):
        moves = game.moves
        game.press("a")
        for _ in range(2000):
            clock.now += 0.05
            game.tick()
            if game.moves != moves or game.state != "play":
                break
        moved += game.moves != moves
        if game.state != "play":
            break
    return moved


def menu(game, item):
    """START, then the menu's ``item`` (its place) chosen with A; B closes the menu if the
    item would do nothing (in brackets: a Restart before any move)."""
    game.press("start")
    for _ in range(item):
        game.press("down")
    game.press("a")
    if game.state == "menu":
        game.press("b")


def play(game, clock, button, restart):
    """A game of the size of ``button``: the setup pause, hints, (a restart and hints,) back
    to the intro; the hints that moved a tile."""
    game.press(button)
    while game.state == "setup" or game.busy:
        clock.now += 0.05
        game.tick()
    moved = hints(game, clock, HINTS)
    if restart and game.state == "play":
        menu(game, 2)  # Restart
        moved += hints(game, clock, HINTS)
    if game.state == "play":
        menu(game, 4)  # Back to intro
    else:
        game.press("start")
    return moved


def cut_into_holes():
    """Fill the free heap (blocks of under ``HOLE`` bytes, then smaller ones for what is left)
    and let go of every other large one; what is held. The blocks are chained in small lists,
    so that no list grows into a block of its own."""
    for _ in range(3):  # what a stale pointer kept through one collection goes by the next
        gc.collect()
    large = small = None
    size = HOLE - 16 * WORD_BYTES  # with its objects, a hole under HOLE bytes
    while size >= WORD_BYTES:
        try:
            node = [None, small]  # first: a block that fails leaves no large garbage
            node[0] = bytearray(size)
            if size > HOLE // 2:
                node[1] = large
                large = node
            else:
                small = node
        except MemoryError:
            size = min(size // 2, HOLE // 2)
    node = large
    while node is not None and node[1] is not None:
        node[1] = node[1][1]
        node = node[1]
    gc.collect()
    return large, small


def main(games):
    """The session of the module's docstring."""
    random.seed(3)
    clock = FakeClock()
    game = Game(FakeView(), clock, JUMP, rng=random, make_hinter=make_solver, hint_modules=SOLVER)
    first = play(game, clock, "a", False) + play(game, clock, "b", False)
    held = cut_into_holes()  # noqa: F841  (held to the end)
    while True:  # a hole and what was let go of beside it since (the cut's frame): held too
        try:
            held = [bytearray(HOLE), held]
        except MemoryError:
            break
    holes = gc.mem_free()
    try:
        bytearray(HOLE)
        check(False, "a block of %d bytes still fits: the heap is not cut", HOLE)
    except MemoryError:
        pass
    moved = 0
    for number in range(games):
        for button in ("a", "b"):
            moved += play(game, clock, button, number % 2 == 0)
            check(game.state == "intro", "a game did not end on the intro: %s", game.state)
    problems = []
    if game.notice:  # cleared by each game's start: what the last games found
        problems.append("said after the heap was cut into holes: %r" % game.notice)
    if moved < games * 2 * HINTS:
        problems.append("%d hints moved a tile, of at least %d" % (moved, games * 2 * HINTS))
    report({"gate": "keep", "ok": not problems, "problems": problems, "first": first,
            "moved": moved, "holes_free": holes})
