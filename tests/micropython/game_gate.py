# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The game under MicroPython's fixed heap: no heap growth and no allocation per move.

Run from the repository's root with ``tests/micropython`` on ``MICROPYPATH``::

    micropython -X heapsize=128wK tests/micropython/game_gate.py

For each size (A: 3x3, B: 4x4) it plays a whole game on a view that shows nothing: the size
button, the setup pause, a known scramble (a random walk from solved as far as a scramble
must be, handed to the game as its ``rng``), random presses of every button (each followed
by a tick, as in ``code.py``'s loop) until 10 000 moves, a block of legal moves with the
collector off, then the solution (every move undone, then the walk) to "solved"; before that,
the last 100 moves undone with the collector off and redone from the menu. It prints one JSON
line of figures and exits 1 with the reason if the heap grew between move 100 and move 10 000
or over the redos, if a move or an undo allocated anything, or if the game's objects take
8 KB or more.
"""

import prelude  # noqa: F401  (first: the PyBadge's modules and CircuitPython's time)

import gc
import random
import time

from harness import check, fail, heap, random_walk, report, scramble_walk, undo
from puzzle.board import DIRECTIONS, Board
from puzzle.game import STATE_PLAY, STATE_SETUP, STATE_SOLVED, Game
from puzzle.texts import REDO, RESUME
from puzzle.settings import Settings

JUMP = Settings()  # the game's settings, but tiles jump: no glide to wait for
JUMP.SLIDE_SECONDS = 0

# BUTTONS[d] is DIRECTIONS[d] for d < 4. In play B takes a move back (the log below follows the
# moves that stand) and A and SELECT ask for hints (this game has none); START opens the menu,
# which is played through apart, not at random.
BUTTONS = DIRECTIONS + ("a", "b", "select")
SIZES = (("a", 3, 3, 1), ("b", 4, 4, 2))  # size button, width, height, random seed
SCRAMBLE_MOST = 1000  # moves the known scramble's walk may take (see scramble_walk)
SAMPLES = (100, 10000)  # the heap is measured after this many moves of random presses
BLOCK = 500  # legal moves (press and tick) counted and timed with the collector off
REDO_BLOCK = 100  # of those, undone and redone with the collector off
GAME_BYTES_LIMIT = 8192


class FakeTiles:
    """Tiles that draw nothing."""

    def slide(self, tile, source, target, fraction):
        pass


class FakeDisplay:
    def refresh(self, *, target_frames_per_second=60, minimum_frames_per_second=0):
        return True


class FakeView:
    """A view that shows nothing: the game's own cost, without displayio's."""

    def __init__(self):
        self.tiles = FakeTiles()
        self.display = FakeDisplay()

    def use_pictures(self, name, sizes):
        return ()

    def room_for(self, board):
        return ""

    def show_picture(self, board, title, subtitle, notice=""):
        pass

    def show_board(self, board, title="", subtitle="", notice=""):
        pass

    def show_text(self, title, subtitle, notice):
        pass

    def note(self, text):
        pass

    def place_note(self):
        pass

    def highlight(self, position):
        pass

    def cell_at(self, x, y):
        return -1

    def prepare(self):
        return False


class FakeClock:
    """A clock that moves only when told to."""

    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


class KnownScramble:
    """An ``rng`` whose next Fisher-Yates shuffle of ``start`` gives ``target``.

    ``Board.scramble`` fixes position i = n-1 down to 1 by swapping in an entry from 0..i:
    answering ``randrange(i + 1)`` with where ``target[i]`` is now builds ``target``.
    """

    def __init__(self, start, target):
        self._current = list(start)
        self._target = list(target)

    def randrange(self, stop):
        current = self._current
        i = stop - 1
        j = current.index(self._target[i])
        current[i], current[j] = current[j], current[i]
        return j


def allocated(run, count):
    """``(bytes, seconds)``: what ``run(count)`` allocated with the collector off, and took."""
    gc.collect()
    gc.disable()
    ran_out = False
    try:
        started = time.monotonic()
        before = gc.mem_alloc()
        try:
            run(count)
        except MemoryError:
            ran_out = True
        after = gc.mem_alloc()
        seconds = time.monotonic() - started
    finally:
        gc.enable()
    if ran_out:  # said with the collector on again: the message needs the heap too
        gc.collect()
        fail("the heap ran out after %d bytes with the collector off: the measured loop "
             "allocates" % (after - before))
    return after - before, seconds


def play(button, width, height, seed, view_class):
    """Play one ``width`` x ``height`` game from the intro to "solved"; return its figures."""
    size = "%dx%d" % (width, height)
    random.seed(seed)
    scrambled = Board(width, height)
    walk = bytearray(SCRAMBLE_MOST)
    walked = scramble_walk(scrambled, walk, random.randrange)
    log = bytearray(SAMPLES[-1] + BLOCK)  # every move of the game, to undo them all
    heaps = [0, 0]
    view, clock = view_class(), FakeClock()
    rng = KnownScramble(range(width * height), scrambled.tiles)

    before = heap()
    game = Game(view, clock, JUMP, rng=rng)
    game_bytes = heap() - before
    press, tick = game.press, game.tick  # bound once: binding a method allocates

    press(button)
    check(game.state == STATE_SETUP and game.board.width == width
          and game.board.height == height, "%s did not start a %s game", button, size)
    clock.now += 10  # past the setup pause
    game.tick()
    check(game.state == STATE_PLAY and game.board.tiles == scrambled.tiles,
          "%s: the game did not take the known scramble: %r", size, game.board.tiles)

    presses = 0
    while game.moves < SAMPLES[-1]:
        b = random.randrange(len(BUTTONS))
        moves = game.moves
        press(BUTTONS[b])
        tick()
        presses += 1
        if game.moves != moves:
            log[moves] = b
            if game.moves == SAMPLES[0]:
                heaps[0] = heap()
        check(game.state == STATE_PLAY, "%s: random presses solved the puzzle by chance "
              "after %d moves: choose another seed", size, game.moves)
    heaps[1] = heap()

    start = game.moves
    random_walk(Board(width, height, game.board.tiles), log, start, BLOCK, random.randrange)

    def block(count):  # passes of code.py's loop with a press: the press, then the tick
        for i in range(start, start + count):
            press(DIRECTIONS[log[i]])
            tick()

    alloc, seconds = allocated(block, BLOCK)
    check(game.state == STATE_PLAY and game.moves == start + BLOCK,
          "%s: %d of the %d legal moves moved", size, game.moves - start, BLOCK)

    # The last REDO_BLOCK moves taken back with B, then made again by the menu's Redo.
    moves, tiles = game.moves, game.board.tiles

    def back(count):
        for _ in range(count):
            press("b")
            tick()

    undo_alloc, _ = allocated(back, REDO_BLOCK)
    press("start")  # the menu once, and back: what a first pause keeps (its time) kept
    press("b")
    before = heap()
    press("start")
    for _ in range(REDO - RESUME):  # the menu opens on Resume
        press("down")
    for _ in range(REDO_BLOCK):  # then on Redo while the player is redoing
        press("a")
        tick()
        press("start")
    press("b")  # back to play
    redo_growth = heap() - before
    check(game.state == STATE_PLAY and game.moves == moves and game.board.tiles == tiles,
          "%s: %d undos and redos did not come back to the same board", size, REDO_BLOCK)

    undo(press, log, 0, moves)
    check(game.moves == 2 * moves and game.board.tiles == scrambled.tiles,
          "%s: undoing the %d moves did not bring back the scramble", size, moves)
    undo(press, walk, 0, walked)
    clock.now += 10  # past "You won!"
    game.tick()
    check(game.state == STATE_SOLVED and game.board.is_solved()
          and game.moves == 2 * moves + walked,
          "%s: the solution ended in state %s after %d moves", size, game.state, game.moves)

    problems = []
    if heaps[0] != heaps[1]:
        problems.append("%s: the heap grew from %d to %d bytes between move %d and move %d" % (
            size, heaps[0], heaps[1], SAMPLES[0], SAMPLES[1]))
    if alloc:
        problems.append("%s: %d moves allocated %d bytes, %.2f bytes per move" % (
            size, BLOCK, alloc, alloc / BLOCK))
    if undo_alloc:
        problems.append("%s: %d undos allocated %d bytes" % (size, REDO_BLOCK, undo_alloc))
    if redo_growth > 0:
        problems.append("%s: %d redos from the menu grew the heap by %d bytes" % (
            size, REDO_BLOCK, redo_growth))
    if game_bytes >= GAME_BYTES_LIMIT:
        problems.append("%s: the game's objects take %d bytes, the limit is %d" % (
            size, game_bytes, GAME_BYTES_LIMIT))
    return {
        "size": size, "game_bytes": game_bytes, "alloc_bytes": alloc, "block_moves": BLOCK,
        "alloc_per_move": alloc / BLOCK, "undo_alloc_bytes": undo_alloc,
        "redo_growth_bytes": redo_growth,
        "heap_after_100": heaps[0],
        "heap_after_10000": heaps[1], "us_per_move": seconds * 1000000 / BLOCK,
        "presses": presses, "moves": game.moves, "state": game.state, "problems": problems,
    }


def main(view_class=FakeView):
    """Play every size on views of ``view_class``; print the figures, exit 1 on a problem."""
    sizes = [play(button, width, height, seed, view_class)
             for button, width, height, seed in SIZES]
    problems = []
    for figures in sizes:
        problems.extend(figures.pop("problems"))
    report({"gate": "game", "ok": not problems, "problems": problems, "sizes": sizes})


if __name__ == "__main__":
    main()
