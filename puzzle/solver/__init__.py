# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Hints: the direction of the next move toward solved, for boards from 2x2 to 6x6, worked
out in steps short enough that the game never freezes.

In the game loop, one ``step`` a pass; a step starts no new piece of work past ``STEP_WORK``
units (a unit is about one searched state) and so does at most ``STEP_MOST``: about 0.2 ms in
MicroPython's unix port, under 50 ms on the badge. The game works a hint out ahead, in the
passes a player spends looking (:mod:`puzzle.hints`), so that a hint asked for is ready::

    hinter = puzzle.solver.hinter.Solver()  # made once, kept for the session
    hinter.start(board)                # a new board (a game, a move): copies it, no work
    ...                                # then on a pass with nothing else to do:
    if hinter.busy and hinter.step():  # True on the step that finishes
        direction = hinter.direction   # "up", "down", "left" or "right"; None when solved
    hinter.rush()                      # a player waits: off the plan, the way back to it

The answer is for the board as it was at ``start``: after a move meanwhile, ``start`` again
(it drops the unfinished search; a data file being checked goes on where it was). The plan a
search makes is kept (``plan``) and the player followed along it, move by move, by ``start``:
on it, a hint costs nothing; off it, a search begins, and until it ends a rushed hint is the
way back to the plan. ``problems`` names a data file found missing or damaged as a hint
needed it (a fallback serves), and a table that a hint found wrong though its checksum is
right (``wrong table``: a move the board cannot make, a way longer than the longest; the hint
then comes from the fallback). ``step`` raises ``ValueError`` for a board that cannot be
solved, ``start`` for a size outside 2..6 a side. The badge holds nothing more: a hint or a
solution at once, both files checked ahead, what their headers alone say, and the work each
step did are the tests' and tools' (``tests/micropython/solving.py``).

- 3x3: a table of optimal moves on the drive (``hints3x3.bin``, 2 bits an arrangement), its
  way to solved read at the first hint (a byte a move, 31 at most, a slice a step) and kept
  as the plan;
  without it IDA* (``small``, imported only then).
- 4x4: a beam search (``beam``) through three stage tables (``hints4x4.bin``, 4 KB
  read from the drive a byte at a time like the 3x3 table, or built into RAM by ``bfs`` when
  it is bad), then the 3x3 table: 1.32 times optimal on average on Korf's 100, 1.52 at worst,
  within ``_BUDGET`` states a plan.
- other sizes: a line at a time (``lines``, imported only for them), the last 3x3 or
  smaller exactly.

Directions are the board's: the TILE moves, so "up" takes the tile below the gap up into it.

This package runs no code of its own: the game imports its modules one a pass, in the order
of ``PARTS`` (each imports only those before it), so that no pass imports them all.
"""

PARTS = ("work", "tables", "beam", "hinter")
