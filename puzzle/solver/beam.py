# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The plan kept between hints, the player followed along it, and the beam search that plans
4x4 and larger boards by stages."""

from micropython import const

from ..board import OPPOSITE, TRANSPOSED
from .work import LEAF_COST, MAX_CELLS, MAX_PLAN, STAGE_MOST, UNSEEN, WrongTable

_DETOUR_MOST = const(32)  # moves off the plan it follows; a player farther off has a new plan


class Plan:
    """Moves planned from a board, how far along them the player is, and the detour. Each
    board read (``track``) is compared with the last: a move the plan makes next moves ``at``
    on, one taking back the detour's last shortens it, any other joins the detour; anything
    else (a restart) is looked for along the plan."""

    def __init__(self):
        self.moves = bytearray(MAX_PLAN)
        self.length = self.at = self.blank = self.off = 0  # ``off``: moves in the detour
        self.origin = bytearray(MAX_CELLS)  # the board the plan starts from
        self.seen = bytearray(MAX_CELLS)  # the board last tracked (``blank`` its gap)
        self.detour = bytearray(_DETOUR_MOST)  # moves made off the plan since it was left
        self.n = self.width = 0  # the board's size; n 0: no plan

    def keep(self, count, work, transposed=False):
        """Keep the first ``count`` of ``work.moves`` (made on the board transposed, if
        ``transposed``) as the plan from ``work.origin``; its first move."""
        plan, moves = self.moves, work.moves
        for i in range(count):
            plan[i] = TRANSPOSED[moves[i]] if transposed else moves[i]
        self.length, self.n, self.width = count, work.n, work.width
        for cell in range(work.n):
            self.origin[cell] = work.origin[cell]
        self._find(work)  # at its start
        return plan[0]

    def track(self, work):
        """Follow the player from the board last tracked to ``work``'s, just read."""
        n = self.n
        if n != work.n or self.width != work.width:
            self.n = 0
            return
        if self._same(work.tiles):
            return
        target = work.blank
        for d in range(4):  # the gap's way in a line from where it was to where it is
            cell = self.blank
            while cell != target and cell < n:
                cell = work.next[4 * cell + d]  # NO (255) is off the board
            if cell == target:
                while self.blank != target:  # a move at a time
                    self._slide(d, work)
                    if self.off == 0 and self.at < self.length and self.moves[self.at] == d:
                        self.at += 1
                    elif self.off and self.detour[self.off - 1] == OPPOSITE[d]:
                        self.off -= 1
                    elif self.off < _DETOUR_MOST:
                        self.detour[self.off] = d
                        self.off += 1
                    else:  # a detour that long: the search begun at its first move has a plan
                        self.n = 0
                        return
                if self._same(work.tiles):
                    return
                break
        self._find(work)

    def follow(self, work, rushed=False):
        """The plan's next move, or with ``rushed`` off the plan the way back to it; else -1."""
        if self.n != work.n or self.width != work.width:
            return -1
        if self.off:
            return OPPOSITE[self.detour[self.off - 1]] if rushed else -1
        return self.moves[self.at] if self.at < self.length else -1

    def _same(self, tiles):
        seen = self.seen
        for cell in range(self.n):
            if seen[cell] != tiles[cell]:
                return False
        return True

    def _slide(self, d, work):
        """Move the gap of ``seen`` in direction ``d`` (a legal move)."""
        seen, blank = self.seen, self.blank
        cell = work.next[4 * blank + d]
        seen[blank] = seen[cell]
        seen[cell] = self.n - 1
        self.blank = cell

    def _find(self, work):
        """``work``'s board along the plan from its start (``at`` there), or no plan."""
        origin, seen = self.origin, self.seen
        for cell in range(self.n):
            seen[cell] = origin[cell]
            if origin[cell] == self.n - 1:
                self.blank = cell
        self.at = self.off = 0
        while not self._same(work.tiles):
            if self.at == self.length:
                self.n = 0
                return
            self._slide(self.moves[self.at], work)
            self.at += 1


class Beam:
    """Two beams of up to ``keep`` states each in one buffer (``slots``), the kept and the
    found: a slot is the board's ``n`` tiles, then the moves that led there (at most
    ``MAX_PLAN``, 4 a byte, the first lowest); ``lengths`` and ``scores`` go with each slot,
    ``counts`` with each beam (beam ``b``'s slot ``c`` at ``b * keep + c``). ``tables`` gives
    ``end_walk`` and ``blocks``. ``hurry`` (a player waits) makes the searches greedy."""

    def __init__(self, keep, tables):
        self.hurry = False
        self.tables = tables
        # Two beams of a 4x4 (the beam search's), or two slots of a 6x6 (a line's: one state)
        self.slots = bytearray(2 * max(keep * (16 + MAX_PLAN // 4), MAX_CELLS + MAX_PLAN // 4))
        self.lengths = bytearray(2 * keep)  # moves: at most MAX_PLAN
        self.scores = bytearray(2 * keep)  # and what follows: under 256
        self.counts = [0, 0]
        self.kept = 0  # the beam kept (0 or 1); the other is being found

    def start(self, work):
        """The first beam holds just the working board, no moves yet."""
        slot = self.slots
        for cell in range(work.n):
            slot[cell] = work.tiles[cell]
        self.lengths[0] = self.scores[0] = 0
        self.counts[0] = 1
        self.kept = 0

    def search(self, work, patterns, first, keep, budget, calls_after):
        """Walk stage-optimal paths through ``patterns[first:]`` from the states kept.

        Each end state of a stage's optimal paths is scored by its moves plus the next stage's
        exact length (after the last, the last 3x3 block's), and the ``keep`` best distinct
        go on (``keep`` 1, a line's: the first, unscored). ``budget`` (``work.expanded``, or
        None) is shared among the searches, ``calls_after`` counting those after these. A
        generator (``count = yield from beam.search(...)``) yielding when ``work`` has spent
        its slice; the best's tiles end in the first slot, its moves in ``work.moves``.
        """
        slots, lengths, scores, counts = self.slots, self.lengths, self.scores, self.counts
        stride, tables = work.n + MAX_PLAN // 4, self.tables  # a slot's bytes
        moves, tried, where = work.moves, work.tried, work.where
        # The last stage's end states are scored by the last 3x3 block's way down the 3x3
        # table, or without it (None) by a lower bound
        end = tables.end_walk(work.width, work.height) if keep > 1 else None
        for stage in range(first, len(patterns)):
            pattern = patterns[stage]
            following = patterns[stage + 1] if stage + 1 < len(patterns) else None
            kept = self.kept
            counts[1 - kept] = 0
            later = calls_after + keep * (len(patterns) - stage - 1)
            work.free = pattern.local  # its fixed cells are NO
            for c in range(counts[kept]):
                if self.hurry and counts[1 - kept]:
                    break  # a player waits: one end state goes on
                source = kept * keep + c
                work.load(slots, source * stride)
                limit = -1
                if budget is not None:
                    calls = counts[kept] - c + later
                    limit = work.expanded + (budget - work.expanded) // calls - LEAF_COST
                # A move is optimal when it lowers the distance (modulo 3) by one: at depth k
                # the start's minus k. Past an end state, it stops at ``limit`` (-1: at once).
                start = pattern.value(pattern.load(where))
                if start == UNSEEN:  # every stage can be done from a solvable board
                    raise WrongTable(1)
                # A longer path than a slot's room, or as many expansions before the first
                # goal, prove a table wrong.
                room = MAX_PLAN - lengths[source]
                first = work.expanded + room
                depth = 0
                tried[0] = 0
                arrived = True
                found = False
                while True:
                    if arrived:  # pattern.pos holds this state: its value was just looked up
                        arrived = False
                        if depth > room:
                            raise WrongTable(1)
                        if pattern.at_goal(pattern.pos):
                            rest = 0  # the exact moves of what follows, walked down its table
                            walker = following or end
                            if keep == 1 or self.hurry:
                                pass  # the first end state goes on: no score
                            elif walker is None:
                                from .small import SMALL

                                rest = SMALL.end_estimate(
                                    work, tables.blocks(work.width, work.height)[-1][2])
                            else:
                                walker.load(where)
                                while walker.descend(walker.pos) >= 0:
                                    rest += 1
                                    if rest > STAGE_MOST:
                                        raise WrongTable(0 if walker.steps else 1)
                                    work.expanded += 1
                                    work.reads += walker.steps
                                    if work.spent() >= work.until:
                                        yield
                            self._offer(work, source, depth, rest, keep)
                            found = True
                            tried[depth] = 4  # an end state: nothing below it is optimal
                        else:
                            work.expanded += 1
                            if not found and work.expanded > first:
                                raise WrongTable(1)
                        if found and (work.expanded >= limit or self.hurry):
                            break
                        if work.spent() >= work.until:
                            yield
                    d = tried[depth]
                    if d == 4:
                        if depth == 0:
                            if not found:  # no optimal path to a goal
                                raise WrongTable(1)
                            break
                        depth -= 1
                        work.slide(OPPOSITE[moves[depth]])
                        continue
                    tried[depth] = d + 1
                    if not work.slide(d):
                        continue
                    if pattern.value(pattern.load(where)) != (start - depth - 1) % 3:
                        work.slide(OPPOSITE[d])
                        continue
                    moves[depth] = d
                    depth += 1
                    tried[depth] = 0
                    arrived = True
            self.kept = 1 - kept
        kept = self.kept
        best = kept * keep
        for c in range(best + 1, best + counts[kept]):
            if scores[c] < scores[best]:
                best = c
        if best:  # the winner into the first slot
            for i in range(work.n + ((lengths[best] + 3) >> 2)):
                slots[i] = slots[best * stride + i]
            lengths[0] = lengths[best]
            scores[0] = scores[best]
        self.kept = 0
        counts[0] = 1
        for i in range(lengths[0]):  # its moves, a byte each
            moves[i] = slots[work.n + (i >> 2)] >> ((i & 3) << 1) & 3
        return lengths[0]

    def _offer(self, work, source, depth, rest, keep):
        """Put the working board, ``depth`` moves into the stage from slot ``source``, in the
        beam being found if it is among the ``keep`` best: by moves so far plus ``rest``, the
        length of what follows."""
        slots, lengths, scores = self.slots, self.lengths, self.scores
        stride = work.n + MAX_PLAN // 4
        length = lengths[source] + depth
        score = length + rest
        found = 1 - self.kept
        count = self.counts[found]
        first = found * keep  # the beam's first slot
        tiles = work.tiles
        slot = -1
        for c in range(first, first + count):  # the same state kept: keep the shorter way
            base = c * stride
            for cell in range(work.n):
                if slots[base + cell] != tiles[cell]:
                    break
            else:
                if score >= scores[c]:
                    return
                slot = c
                break
        if slot < 0:
            if count < keep:
                slot = first + count
                self.counts[found] = count + 1
            else:
                slot = first
                for c in range(first + 1, first + count):
                    if scores[c] > scores[slot]:
                        slot = c
                if score >= scores[slot]:
                    return
        base = slot * stride
        for cell in range(work.n):
            slots[base + cell] = tiles[cell]
        base += work.n  # the moves, 4 a byte: the source's, then this stage's
        old = source * stride + work.n
        for i in range((lengths[source] + 3) >> 2):
            slots[base + i] = slots[old + i]
        for i in range(depth):
            at = lengths[source] + i
            shift = (at & 3) << 1
            at = base + (at >> 2)
            slots[at] = slots[at] & ~(3 << shift) | work.moves[i] << shift
        lengths[slot] = length
        scores[slot] = score
