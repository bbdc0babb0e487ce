# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What drawing each change of screen costs on the badge (``make bench``): a markdown table.

Plays the changes of ``tests/test_drawn_once.py`` on the desktop's display, whose displayio
draws the same areas as the badge's, and counts the pixels each draws. On the badge a pixel
costs ``INSTRUCTIONS`` Thumb-2 instructions to draw (tiles, texts and the whole picture, all
held in RAM; the whole picture read into the board first) at ``CYCLES`` cycles an
instruction at 120 MHz, and 2 bytes over SPI at 24 MHz (CIRCUITPYTHON.md): the table gives that
time, to which the Python of the change adds (``timing_bench.py``).

And a tile's glide, on both sizes: the pixels each frame draws (the frames between the press's,
which writes the two cells, and the landing), their drawing and SPI, the Python of a pass a
tile glides in (the "slide" passes of ``timing_bench.py``'s session, the unix port at 110-240x)
and the frames a second that leaves: the view refreshes at once (no auto-refresh pacing) and
the loop does not rest while a tile glides.
"""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))  # last, so that code.py cannot hide `code`
sys.path.append(ROOT)
sys.path.append(os.path.dirname(os.path.abspath(__file__)))

from test_drawn_once import SCREEN, Player  # noqa: E402
from timing_bench import FIRST_HINTS, FIRST_PAUSES, GLIDE_TARGET, SCREEN_TARGET  # noqa: E402

INSTRUCTIONS = (230, 315)  # to draw a pixel held in RAM, the whole picture read in first
TILE_INSTRUCTIONS = (230, 265)  # to draw a pixel of tiles held in RAM (a glide's)
CYCLES = (1.7, 2.2)  # a Thumb-2 instruction, on CircuitPython's VM and displayio
HZ = 120e6
GLIDE_SECONDS = 0.1  # SLIDE_SECONDS as shipped
SPI_BYTES_A_SECOND = 24e6 / 8


def milliseconds(pixels, per_pixel=INSTRUCTIONS):
    """``(least, most)`` ms to draw ``pixels`` and send them to the screen."""
    spi = pixels * 2 / SPI_BYTES_A_SECOND
    return tuple(1000 * (pixels * instructions * cycles / HZ + spi)
                 for instructions, cycles in zip(per_pixel, CYCLES))


def glide(player, button):
    """A game of the size of ``button`` started, then a move: the pixels of the glide's
    frames, the press's and the landing's left out."""
    player.change(button)
    player.change(None, 2)
    passes = player.change(player.game.board.legal_moves()[0], 0.2)
    drawn = [pixels for pixels in passes if pixels]
    player.change("start")
    player.change("up")  # round to the last item: "Back to intro"
    player.change("a")
    return drawn[1:-1]


def session_passes():
    """The unix port's times of the timing session's passes by kind, us (``timing_bench.py``):
    "slide" those a tile glides in, and one kind for each change of screen."""
    import tempfile

    import timing_bench

    with tempfile.TemporaryDirectory() as folder:
        return timing_bench.timed(folder, None, True, timing_bench.RUNS)


def glides(player, timed):
    """The glide table: pixels a frame, drawing and SPI, Python, frames a second."""
    import timing_bench

    times = sorted(timed["slide"])
    median, most_python = times[len(times) // 2] / 1000, times[-1] / 1000  # ms, unix port
    print("\n| a tile's glide | frames drawn | pixels a frame: most | badge: drawing and SPI "
          "| badge: Python of a pass, median (%d–%dx) | frames a second (the slowest frame's) "
          "| target: %d |" % (timing_bench.FACTOR_LOW, timing_bench.FACTOR_HIGH, GLIDE_TARGET))
    print("|---|---|---|---|---|---|---|")
    rates = []
    for name, button in (("3x3", "a"), ("4x4", "b")):
        frames = glide(player, button)
        most = max(frames)
        least_ms, most_ms = milliseconds(most, TILE_INSTRUCTIONS)
        low, high = median * timing_bench.FACTOR_LOW, median * timing_bench.FACTOR_HIGH
        fast, slow = 1000 / (least_ms + low), 1000 / (most_ms + high)
        worst = 1000 / (most_ms + most_python * timing_bench.FACTOR_HIGH)
        rates.append((name, slow, fast, worst))
        print("| %s | %d | %d | %.1f–%.1f ms | %.1f–%.1f ms | %.0f–%.0f (%.0f) | %s |" % (
            name, len(frames), most, least_ms, most_ms, low, high, slow, fast, worst,
            "met" if slow >= GLIDE_TARGET else
            "met at the fast end only" if fast >= GLIDE_TARGET else "not met"))
    print("\nA frame: its pixels at %d–%d instructions a pixel (tiles in RAM) and SPI, plus "
          "a pass a tile glides in, in the unix port at %d–%dx (median %.3f ms; the slowest "
          "frame's, %.2f ms at %dx, in brackets); %.2f s glides, on the desktop's displayio."
          % (TILE_INSTRUCTIONS + (timing_bench.FACTOR_LOW, timing_bench.FACTOR_HIGH, median,
                                  most_python, timing_bench.FACTOR_HIGH, GLIDE_SECONDS)))
    return rates


def main():
    from desktop.window import Desktop

    desktop = Desktop(headless=True)
    player = Player(desktop.display, GLIDE_SECONDS)
    game = player.game
    changes = [("another picture (← →)", player.change("right"))]
    changes.append(("a game starts (A): the solved tiles", player.change("a")))
    changes.append(("its scramble", player.change(None, 2)))
    changes.append(("the menu (START)", player.change("start")))
    changes.append(("the menu's next item", player.change("down")))
    changes.append(("back to play", player.change("b")))
    arrow = game.board.legal_moves()[0]
    changes.append(("a move: a glide's frames, the landing", player.change(arrow, 0.2)))
    while game.state == "play":
        won = player.change("a", 0.3)
    changes.append(("the winning move, then \"You won!\"", won))
    changes.append(("the whole picture", player.change(None, 3)))
    changes.append((BACK, player.change("start")))
    changes.append(("the demo starts", player.change(None, 31)))
    print("| change | pixels drawn, a refresh a pass | most in one refresh | badge: drawing "
          "and SPI of that refresh |")
    print("|---|---|---|---|")
    for name, passes in changes:
        drawn = [pixels for pixels in passes if pixels]
        most = max(drawn) if drawn else 0
        print("| %s | %s | %d (%.2f screens) | %.0f–%.0f ms |" % (
            name, " + ".join("%d" % pixels for pixels in drawn[:6])
            + (" + … (%d refreshes)" % len(drawn) if len(drawn) > 6 else ""),
            most, most / SCREEN, *milliseconds(most)))
    print("\nPixels counted on the desktop's displayio (Blinka draws the areas CircuitPython "
          "draws); the badge's time from %d–%d instructions a pixel at %.1f–%.1f cycles an "
          "instruction at 120 MHz, and SPI at 24 MHz (2 bytes a pixel): a whole screen, "
          "%d pixels, costs %.0f–%.0f ms." % (INSTRUCTIONS + CYCLES + (SCREEN,)
                                              + milliseconds(SCREEN)))
    timed = session_passes()
    # Not played here: numbered tiles' way back to the intro, the solved grid drawn whole from
    # RAM (a change of screen draws one screen at most: tests/test_drawn_once.py).
    changed = targets(changes + [(NUMBERED_BACK, [SCREEN])], timed)
    rates = glides(Player(desktop.display, GLIDE_SECONDS), timed)
    print("@@ targets")
    summary(timed, changed, rates)


BACK = "back to the intro (START, or the menu's)"  # the whole picture, read into the board
NUMBERED_BACK = "back to the intro with numbered tiles (the menu's)"
# Each change of the table above, and the kind of the timing session's pass that makes it.
PASS_OF = {"another picture (← →)": "picture switch",
           "a game starts (A): the solved tiles": "game start", "its scramble": "scramble",
           "the menu (START)": "menu", "the menu's next item": "menu item",
           "back to play": "back to play", "a move: a glide's frames, the landing": "move",
           "the winning move, then \"You won!\"": "you won",
           "the whole picture": "whole picture", BACK: "back to intro",
           "the demo starts": "demo start", NUMBERED_BACK: "back to intro, numbered"}
# The changes that read the whole picture into the board (bitmaptools.readinto, C on the
# badge that the timing session's fakes skip: an estimate of 30-50 instructions a pixel) and
# draw it from RAM with the texts. A maker's full.bmp with more colours than the board is drawn
# from the drive through OnDiskBitmap instead, about 450 instructions a pixel: not played here.
WHOLE_PICTURE = ("another picture (← →)", "the whole picture", BACK)
PICTURE_INSTRUCTIONS = (260, 315)


def targets(changes, timed):
    """Each change of screen against its target: the Python of its pass (the slowest of its
    kind in the timing session) and the drawing of its largest refresh."""
    import timing_bench

    low_factor, high_factor = timing_bench.FACTOR_LOW, timing_bench.FACTOR_HIGH
    print("\n| change | unix port: its pass, max | badge: its Python (%d–%dx) | badge: its "
          "drawing and SPI | badge: in all | target: %d ms |" % (low_factor, high_factor,
                                                                 SCREEN_TARGET))
    print("|---|---|---|---|---|---|")
    changed = []
    for name, drawn in changes:
        kind = PASS_OF[name]
        python = max(timed[kind]) / 1000  # ms
        least, most = milliseconds(max(drawn) if drawn else 0,
                                   PICTURE_INSTRUCTIONS if name in WHOLE_PICTURE
                                   else TILE_INSTRUCTIONS)
        fast, slow = python * low_factor + least, python * high_factor + most
        changed.append((name, fast, slow))
        print("| %s | %.2f ms | %.0f–%.0f ms | %.0f–%.0f ms | %.0f–%.0f ms | %s |" % (
            name, python, python * low_factor, python * high_factor, least, most, fast, slow,
            "met" if slow <= SCREEN_TARGET else
            "met at the fast end only" if fast <= SCREEN_TARGET else "over"))
    print("\nThe Python of a change: the slowest pass of its kind in `timing_bench.py`'s "
          "session (the unix port, each pass the fastest of %d runs) at %d–%dx; its drawing: "
          "its largest refresh above, at %d–%d instructions a pixel for the whole picture (read "
          "into the board, then drawn from RAM) and %d–%d for tiles and text (in RAM), "
          "%.1f–%.1f cycles an instruction. A move's is the press's pass and its first frame."
          % ((timing_bench.RUNS, low_factor, high_factor) + PICTURE_INSTRUCTIONS
             + TILE_INSTRUCTIONS + CYCLES))
    return changed


# The passes of play (a press in it, a glide, a hint worked out, the intro looked at): each
# should take at most PASS_TARGET on the badge. The others change the screen.
PLAY_KINDS = ("move", "slide", "look") + FIRST_HINTS + FIRST_PAUSES + (
    "hint", "demo", "setup", "record saved", "menu item", "intro")


def summary(timed, changed, rates):
    """Item 3 of issue 26, target by target, against the estimates of the tables."""
    import tempfile

    import timing_bench

    low_factor, high_factor = timing_bench.FACTOR_LOW, timing_bench.FACTOR_HIGH
    target = timing_bench.PASS_TARGET
    print("| target (issue 26, item 3) | the estimate on the badge | met? |")
    print("|---|---|---|")
    slowest, kind = max((max(timed[name]), name) for name in PLAY_KINDS if name in timed)
    over = sum(1 for name in PLAY_KINDS for us in timed.get(name, ()) if
               us * high_factor > target * 1000)
    print("| no pass of play over %d ms (a move, a glide, a hint worked out, the intro) "
          "| the slowest (\"%s\"): %.0f–%.0f ms; %d of %d passes over at %dx | %s |" % (
              target, kind, slowest * low_factor / 1000, slowest * high_factor / 1000, over,
              sum(len(timed.get(name, ())) for name in PLAY_KINDS), high_factor,
              verdict(slowest * high_factor <= target * 1000,
                      slowest * low_factor <= target * 1000)))
    hint_target = timing_bench.HINT_TARGET
    least, most = milliseconds(SCREEN, TILE_INSTRUCTIONS)
    for pause, name in zip(FIRST_PAUSES, FIRST_HINTS):  # item 2
        fast, slow = (first_hint(timed[pause], timed[name], max(timed["game start"]), factor,
                                 refresh)
                      for factor, refresh in ((low_factor, least), (high_factor, most)))
        print("| a %s game's first hint within %d ms, asked as the scramble shows (item 2) | "
              "%.0f–%.0f ms (its work ahead, %.2f s at %dx, in the %.1f s setup pause, then "
              "the rest) | %s |" % (
                  name.split()[-1], hint_target, fast[0], slow[0], slow[1] / 1000, high_factor,
                  pause_seconds(), verdict(slow[0] <= hint_target, fast[0] <= hint_target)))
    print("| no pass over %d ms: the changes of screen | a whole screen's refresh alone takes "
          "%.0f–%.0f ms | not met: the drawing alone is over |" % (target, least, most))
    alone = timing_bench.INTRO_ALONE
    with tempfile.TemporaryDirectory() as folder:
        start = timing_bench.timed(folder, None, False, timing_bench.START_RUNS)["start-up"][0]
        floor = timing_bench.timed(folder, None, alone, timing_bench.START_RUNS)[alone][0]
    first = milliseconds(SCREEN, PICTURE_INSTRUCTIONS)  # the intro's first refresh
    fast, slow, least_fast, least_slow = (us * factor / 1e6 + refresh / 1000
                                          for us in (start, floor)
                                          for factor, refresh in ((low_factor, first[0]),
                                                                  (high_factor, first[1])))
    print("| start-up to the intro in %.1f s | %.2f–%.2f s (the Python from the bundle's "
          "`.mpy`, and the intro's first refresh); the intro alone, built without the game, "
          "%.2f–%.2f s | %s |" % (
              timing_bench.START_TARGET, fast, slow, least_fast, least_slow,
              verdict(slow <= timing_bench.START_TARGET, fast <= timing_bench.START_TARGET)))
    for name, slow, fast, worst in rates:
        print("| glides at %d fps or more: %s | %.0f–%.0f fps (its slowest frame, %.0f) | %s |"
              % (GLIDE_TARGET, name, slow, fast, worst,
                 verdict(slow >= GLIDE_TARGET, fast >= GLIDE_TARGET)))
    for name, fast, slow in changed:
        if name in SCREEN_CHANGES:
            print("| %s in %d ms | %.0f–%.0f ms | %s |" % (
                name, SCREEN_TARGET, fast, slow,
                verdict(slow <= SCREEN_TARGET, fast <= SCREEN_TARGET)))
    print("\nThe estimates at both ends of the range (Python %d–%dx the unix port, drawing "
          "%d–%d instructions a pixel, %.1f–%.1f cycles an instruction): \"met\" at both ends, "
          "\"at the fast end only\" when the slow end is over." % (
              (low_factor, high_factor, TILE_INSTRUCTIONS[0], PICTURE_INSTRUCTIONS[1])
              + CYCLES))


def pause_seconds():
    """The setup pause as shipped (``SETUP_SECONDS`` in parameters.py)."""
    import parameters
    from puzzle import settings

    return settings.read(parameters).SETUP_SECONDS


def first_hint(pause, hint, start, factor, refresh):
    """``(wait, work)`` in ms on the badge for a game's first hint asked as its scramble
    shows: the work is the Python of the setup pause's passes and of the hint's (µs in the
    unix port), at ``factor``. The session spaces the pause's passes 50 ms apart; the badge
    runs them back to back while a hint is worked out (the loop rests only when nothing is
    busy), so the pause holds as much of the work as fits in it, less the game start's pass
    (``start``) and its refresh (``refresh`` ms). What does not fit is waited for, with the
    press's pass and the move's."""
    work = (sum(pause) + sum(hint)) / 1000 * factor
    room = pause_seconds() * 1000 - refresh - start / 1000 * factor
    return max(0, work - room) + (hint[0] + hint[-1]) / 1000 * factor, work


# The changes of screen item 3 holds to SCREEN_TARGET (a move and the menu's next item are
# within a screen).
SCREEN_CHANGES = ("another picture (← →)", "a game starts (A): the solved tiles",
                  "its scramble", "the menu (START)", "back to play",
                  "the winning move, then \"You won!\"", "the whole picture",
                  BACK, NUMBERED_BACK, "the demo starts")


def verdict(slow, fast):
    """"met" when the slow end of an estimate meets its target, else whether its fast end
    does."""
    return "met" if slow else "met at the fast end only" if fast else "not met"


if __name__ == "__main__":
    main()
