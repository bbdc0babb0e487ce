# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Hints: the direction of the next move toward solved, for any board from 2x2 to 6x6.

The badge has a 120 MHz core, about 100 KB of heap and a shallow C stack, so nothing here
searches the whole puzzle at hint time. Every method works on tables made ahead of time or
on searches small enough to bound, iteratively, on buffers allocated once.

- **3x3**: a perfect table. Each of the 181 440 solvable arrangements has 2 bits, the
  direction of an optimal move (``hints3x3.bin``, 45 KB). A hint is one rank computation,
  one seek and a one-byte read: always optimal, no search.
- **4x4**: solved in stages whose states are small, then the 3x3 table finishes it. The
  stages place tiles (0, 1), then (2, 3), then (4, 8, 12) (top row, then left column); for
  each, a table (``hints4x4.bin``, 4 KB, held in RAM) gives the exact number of moves, modulo
  3, from any place of those tiles and the gap to their homes, other tiles being alike.
  Pairs keep the tables small: one for the whole top row would take 131 KB. Modulo 3 is
  enough to tell which moves are optimal (a move changes the distance by at most one), so
  the planner walks only stage-optimal paths: a beam search keeps the few end states that
  leave the next stage (or the last 3x3) shortest, and the whole plan, of the transposed
  board too, is compared by its exact length including the 3x3 part. The plan is kept and
  each hint that finds the board where the plan expects it costs nothing; a board off the
  plan is planned afresh, within ``BUDGET`` expanded states. On Korf's 100 instances the
  solutions are 1.32 times as long as optimal on average, 1.52 at worst
  (``bench/solver_bench.py``).
- **other sizes**: rows and columns are peeled off one tile at a time (the last two of a
  line by the usual move-aside trick), each step a breadth-first table built for that step
  only (at most 1 260 states), until a block of at most 3x3 remains, which IDA* (or the 3x3
  table) solves exactly. Correct, not optimal; 2x2, 2x3 and 3x2 are optimal (they are that
  last block).

Data files carry a header (magic, version, kind, payload length, Adler-32) and are checked
once, read in small chunks. When one is missing or wrong the solver still answers: 3x3 by
IDA* with Manhattan distance and linear conflict (optimal, but thousands of states on hard
boards), and the 4x4 stage tables are built by breadth-first search at run time (the same
code that ``tools/make_hints.py`` runs to make them), once.

Directions are the board's: the TILE moves, so "up" takes the tile below the gap up into it.
``hint``, ``solve`` and ``solver()`` share one ``Solver``; its ``expanded``, ``reads`` and
``planned`` tell what the last call cost.
"""

from .board import DIRECTIONS, Board

MAGIC = b"PZHT"
VERSION = 1
HEADER_SIZE = 16
KIND_3X3 = 3  # payload: 2 bits per 3x3 arrangement, the direction of an optimal move
KIND_4X4 = 4  # payload: the 4x4 stage tables, 2 bits per state, distance modulo 3
BUDGET = 2500  # expanded states for one 4x4 plan
BEAM = 4  # end states kept per stage
MAX_SIDE = 6
_MAX_CELLS = MAX_SIDE * MAX_SIDE
_MAX_PLAN = 256  # moves; the longest plan (a 6x6 line end) is well under this
_UNSEEN = 3  # the 2-bit table value of a state breadth-first search has not reached
_NO = 255  # no cell: off the board or not free
# A leaf is scored by walking down the next table; no stage here is more than 32 moves long,
# so one more leaf never costs more than this over a search's allowance.
_LEAF_COST = 33
# The 4x4 stages: tiles to place, each home on its own id, and where the 3x3 part begins.
STAGES_4X4 = ((0, 1), (2, 3), (4, 8, 12))


def _here(name):
    """``name`` beside this module, whether ``__file__`` is absolute, relative or unknown."""
    try:
        path = __file__
    except NameError:  # a frozen module has no file
        return name
    cut = max(path.rfind("/"), path.rfind("\\"))
    return path[:cut + 1] + name if cut >= 0 else name


HINTS_3X3 = _here("hints3x3.bin")
HINTS_4X4 = _here("hints4x4.bin")


def adler32(data, count=None, sums=None):
    """Adler-32 of ``data[:count]`` as ``[a, b]`` (the checksum is ``b << 16 | a``).

    Continues from ``sums`` when given (updated in place), so a file can be checked in
    chunks. The two halves stay apart because a 32-bit value does not fit CircuitPython's
    small integers on the SAMD51, and a long integer would be allocated on every update.
    """
    if sums is None:
        sums = [1, 0]
    if count is None:
        count = len(data)
    a, b = sums
    start = 0
    while start < count:
        stop = min(count, start + 256)  # keeps b below 2**30 before the modulo
        for i in range(start, stop):
            a += data[i]
            b += a
        a %= 65521
        b %= 65521
        start = stop
    sums[0] = a
    sums[1] = b
    return sums


def pack_header(kind, payload):
    """The 16-byte header of a data file holding ``payload``."""
    a, b = adler32(payload)
    size = len(payload)
    return MAGIC + bytes((VERSION & 255, VERSION >> 8, kind & 255, kind >> 8,
                          size & 255, (size >> 8) & 255, (size >> 16) & 255, size >> 24,
                          a & 255, a >> 8, b & 255, b >> 8))


def _open_checked(path, kind):
    """The file at ``path`` open for reading, checked, or the reason it is unusable.

    :return: ``(file, payload_size, None)`` or ``(None, 0, "what is wrong")``
    """
    try:
        stream = open(path, "rb")
    except OSError:
        return None, 0, "%s is missing" % path
    header = bytearray(HEADER_SIZE)
    got = stream.readinto(header)
    problem = None
    if got != HEADER_SIZE or header[:4] != MAGIC:
        problem = "is not a hint table"
    elif header[4] | header[5] << 8 != VERSION or header[6] | header[7] << 8 != kind:
        problem = "has another version or kind"
    size = header[8] | header[9] << 8 | header[10] << 16 | header[11] << 24
    if problem is None:
        chunk = bytearray(256)
        sums = [1, 0]
        total = 0
        while True:
            got = stream.readinto(chunk)
            if not got:
                break
            adler32(chunk, got, sums)
            total += got
        if total != size:
            problem = "holds %d bytes instead of %d" % (total, size)
        elif sums[0] != header[12] | header[13] << 8 or sums[1] != header[14] | header[15] << 8:
            problem = "fails its checksum"
    if problem is not None:
        stream.close()
        return None, 0, "%s %s" % (path, problem)
    return stream, size, None


class Pattern:
    """Distances for one stage: where its tiles and the gap stand among the free cells.

    Other tiles are alike, so a state is just the cells of the gap and of each tile (item 0
    is the gap). Its index ranks those cells as a partial permutation of the free cells, the
    gap first: ``m * (m-1) * ...`` states for ``m`` free cells. When every free cell holds an
    item (a whole block, as the 3x3 table), the last two items are left out of the rank:
    parity decides their order, which halves the table.

    The table holds each state's distance to the goal (the tiles on their targets, the gap
    anywhere or on ``gap``) modulo 3, 2 bits a state, value 3 for a state the goal cannot
    reach.

    :param width: the board's width; ``height`` its height
    :param fixed: cells that no move may enter (tiles already placed)
    :param tiles: the stage's tiles; ``targets`` the cells they go to
    :param gap: the cell the gap must end on, or -1 for anywhere

    The badge only looks whole blocks up (the 3x3 table); unranking them, to build that table
    by breadth-first search, is ``tools/make_hints.py``'s ``WholeBlock``.
    """

    def __init__(self, width, height, fixed, tiles, targets, gap=-1, table=None):
        n = width * height
        local = bytearray(n)
        for cell in fixed:
            local[cell] = _NO
        cells = bytearray(cell for cell in range(n) if local[cell] != _NO)
        m = len(cells)
        for i in range(m):
            local[cells[i]] = i
        self.cells = cells
        self.local = local
        self.free = bytearray(n)  # 1 for a cell moves may enter, for the board's own moves
        for cell in cells:
            self.free[cell] = 1
        self.items = bytes([n - 1] + list(tiles))
        count = len(self.items)
        self.goal = bytearray(count)  # local cells; the gap's is _NO for anywhere
        for i in range(1, count):
            self.goal[i] = local[targets[i - 1]]
        self.goal[0] = _NO if gap < 0 else local[gap]
        self.full = count == m  # every free cell holds an item: rank drops the last two
        if self.full:  # the gap's target is the cell no tile has
            self.goal[0] = sum(range(m)) - sum(self.goal[1:])
        self.ranked = count - 2 if self.full else count
        size = 1
        for i in range(self.ranked):
            size *= m - i
        self.size = size
        self.width = width
        adjacent = bytearray(m * 4)  # adjacent[4 * cell + direction]: where the gap goes
        for i in range(m):
            row, column = divmod(cells[i], width)
            for d in range(4):
                r = row + (1, -1, 0, 0)[d]
                c = column + (0, 0, 1, -1)[d]
                inside = 0 <= r < height and 0 <= c < width
                adjacent[4 * i + d] = local[r * width + c] if inside else _NO
        self.adjacent = adjacent
        self.pos = bytearray(count)  # scratch state, so lookups allocate nothing
        self.table = table

    def rank(self, pos):
        """Index of the state ``pos`` (local cells of the items)."""
        m = len(self.cells)
        index = 0
        for i in range(self.ranked):
            x = pos[i]
            digit = x
            for j in range(i):
                if pos[j] < x:
                    digit -= 1
            index = index * (m - i) + digit
        return index

    def unrank(self, index, pos):
        """Write the state of ``index`` into ``pos``; the inverse of ``rank``.

        For a whole block only the ranked items: ``WholeBlock`` places the last two."""
        m = len(self.cells)
        ranked = self.ranked
        for i in range(ranked - 1, -1, -1):
            radix = m - i
            pos[i] = index % radix
            index //= radix
        for i in range(ranked):  # digit -> the digit-th cell not taken by earlier items
            digit = pos[i]
            cell = 0
            while True:
                taken = False
                for j in range(i):
                    if pos[j] == cell:
                        taken = True
                        break
                if not taken:
                    if digit == 0:
                        break
                    digit -= 1
                cell += 1
            pos[i] = cell

    def value(self, index):
        """The table's 2-bit value for ``index``."""
        return (self.table[index >> 2] >> ((index & 3) << 1)) & 3

    def at_goal(self, pos):
        """Whether every tile of the state ``pos`` (and the gap, if it has one) is on target."""
        goal = self.goal
        if goal[0] != _NO and pos[0] != goal[0]:
            return False
        for i in range(1, len(pos)):
            if pos[i] != goal[i]:
                return False
        return True

    def load(self, where):
        """The state of a board (``where[tile]`` = its cell) into ``self.pos``; its index."""
        pos = self.pos
        items = self.items
        local = self.local
        for i in range(len(items)):
            pos[i] = local[where[items[i]]]
        return self.rank(pos)

    def slide(self, pos, direction):
        """Move the gap of state ``pos`` in ``direction``; False (and no change) if blocked."""
        gap = pos[0]
        cell = self.adjacent[4 * gap + direction]
        if cell == _NO:
            return False
        for i in range(1, len(pos)):
            if pos[i] == cell:
                pos[i] = gap
                break
        pos[0] = cell
        return True

    def descend(self, pos):
        """Make one optimal move on ``pos``; its direction, or -1 when ``pos`` is the goal."""
        if self.at_goal(pos):
            return -1
        closer = (self.value(self.rank(pos)) + 2) % 3
        for d in range(4):
            if self.slide(pos, d):
                if self.value(self.rank(pos)) == closer:
                    return d
                self.slide(pos, d ^ 1)
        raise RuntimeError("no move is closer: the stage table is wrong")

    def distance(self, where, stats):
        """Exact moves from the board's state to this stage's goal (``stats.expanded`` += it)."""
        self.load(where)
        pos = self.pos
        count = 0
        while self.descend(pos) >= 0:
            count += 1
        stats.expanded += count
        return count

    def build(self):
        """Fill ``self.table`` by breadth-first search from the goal; return states expanded.

        The frontier is two bitsets rather than a queue, so memory stays at a half byte per
        state beyond the table itself.
        """
        size = self.size
        table = bytearray((size + 3) >> 2)
        for i in range(len(table)):
            table[i] = 255  # every state _UNSEEN
        self.table = table
        current = bytearray((size + 7) >> 3)
        following = bytearray(len(current))
        pos = bytearray(len(self.items))
        goal = self.goal
        for i in range(1, len(pos)):
            pos[i] = goal[i]
        for cell in range(len(self.cells)):
            taken = False
            for i in range(1, len(pos)):
                if goal[i] == cell:
                    taken = True
            if not taken and (goal[0] == _NO or cell == goal[0]):
                pos[0] = cell
                self._mark(self.rank(pos), 0, current)
        expanded = 0
        depth = 0
        while True:
            depth += 1
            value = depth % 3
            reached = False
            for byte in range(len(current)):
                bits = current[byte]
                if not bits:
                    continue
                current[byte] = 0
                for bit in range(8):
                    if not bits >> bit & 1:
                        continue
                    self.unrank(byte * 8 + bit, pos)
                    expanded += 1
                    for d in range(4):
                        if self.slide(pos, d):
                            index = self.rank(pos)
                            if self.value(index) == _UNSEEN:
                                self._mark(index, value, following)
                                reached = True
                            self.slide(pos, d ^ 1)
            if not reached:
                return expanded
            current, following = following, current

    def _mark(self, index, value, frontier):
        shift = (index & 3) << 1
        table = self.table
        table[index >> 2] = (table[index >> 2] & ~(3 << shift) & 255) | (value << shift)
        frontier[index >> 3] |= 1 << (index & 7)


def _offset(direction, width):
    """How far the gap moves in ``direction`` on a board ``width`` wide (no tuple made)."""
    if direction == 0:  # "up": the tile below comes up, the gap goes down
        return width
    if direction == 1:
        return -width
    return 1 if direction == 2 else -1


def _small_heuristic(tiles, width, height, scratch):
    """Manhattan distance plus linear conflicts of a board of at most 3x3 (admissible).

    In each row (and column), of the tiles that belong there, all but the longest run already
    in order must step out of the line and back to let the others pass: two more moves each.
    """
    gap = width * height - 1
    total = 0
    for cell in range(gap + 1):
        tile = tiles[cell]
        if tile != gap:
            total += abs(cell // width - tile // width) + abs(cell % width - tile % width)
    for line in range(height + width):
        count = 0
        if line < height:  # row `line`: goal columns of the tiles whose goal row it is
            for column in range(width):
                tile = tiles[line * width + column]
                if tile != gap and tile // width == line:
                    scratch[count] = tile % width
                    count += 1
        else:
            column = line - height
            for row in range(height):
                tile = tiles[row * width + column]
                if tile != gap and tile % width == column:
                    scratch[count] = tile // width
                    count += 1
        if count > 1:
            longest = 0  # longest increasing run, scratch[3 + i] for the run ending at i
            for i in range(count):
                run = 1
                for j in range(i):
                    if scratch[j] < scratch[i] and scratch[3 + j] + 1 > run:
                        run = scratch[3 + j] + 1
                scratch[3 + i] = run
                if run > longest:
                    longest = run
            total += 2 * (count - longest)
    return total


def _last_pattern(width, height, homes):
    """The Pattern of a last block: all its tiles, every other cell fixed."""
    fixed = [cell for cell in range(width * height) if homes.find(bytes((cell,))) < 0]
    return Pattern(width, height, fixed, homes[:-1], homes[:-1])


def _make_blocks(width, height):
    """The order of solving: ``[(home cells, stages, rescue)]``; the last block's stages
    are None.

    A stage is ``(tiles, target cells, cells fixed for it alone, the gap's target)``.
    The rectangle left loses its top row while it is at least as tall as wide, else its
    left column, until at most 3x3 is left. A line's tiles are placed one by one but its
    last two, a then b, go in together: b to a's home p, a beside p (away from the line),
    b on to its home q, a into p; placing the last tile alone would need the gap inside
    the placed line. Once p is taken q is a dead end, and a is trapped if the first stage
    leaves it on q, or below q with the gap on q. The rescue ``(q, a, the cell below q,
    gap stage, window stage)`` then solves both tiles together in the 3x3 (or 3x2) corner
    window, a table of at most 336 states, after bringing the gap beside p if a is on q.
    """
    blocks = []  # type: list
    if width == height == 4:
        for tiles in STAGES_4X4:
            blocks.append((bytes(tiles), ((tiles, tiles, (), -1),), None))
        blocks.append((bytes((5, 6, 7, 9, 10, 11, 13, 14, 15)), None, None))
        return blocks
    top = left = 0
    while height - top > 3 or width - left > 3:
        if height - top >= width - left:  # peel the top row
            line = [top * width + column for column in range(left, width)]
            across = width
            rows = range(top, top + 3)
            columns = range(max(left, width - 3), width)
            top += 1
        else:
            line = [row * width + left for row in range(top, height)]
            across = 1
            rows = range(max(top, height - 3), height)
            columns = range(left, left + 3)
            left += 1
        for cell in line[:-2]:
            blocks.append((bytes((cell,)), (((cell,), (cell,), (), -1),), None))
        a, b = line[-2], line[-1]
        beside = a + across
        window = [row * width + column for row in rows for column in columns]
        outside = [cell for cell in range(width * height) if cell not in window]
        rescue = (b, a, b + across, ((), (), (a, b), beside), ((a, b), (a, b), outside, -1))
        blocks.append((bytes((a, b)), (((b,), (a,), (), -1), ((a,), (beside,), (a,), -1),
                                       ((b,), (b,), (beside,), -1), ((a,), (a,), (b,), -1)),
                       rescue))
    last = bytes(row * width + column for row in range(top, height)
                 for column in range(left, width))
    blocks.append((last, None, None))
    return blocks


class Solver:
    """Hints and solutions, with the tables, buffers and plan they share between calls.

    After each call, ``expanded`` is the number of states expanded (searched or built),
    ``reads`` the number of table bytes read from the 3x3 file, and ``planned`` whether a new
    plan was made. ``problems`` lists what was wrong with the data files, if anything. The 3x3
    file stays open between hints; ``close`` closes it.

    :param hints_3x3: path of the 3x3 table; ``hints_4x4`` of the 4x4 stage tables
    :param beam: end states kept per 4x4 stage; ``budget`` expanded states per 4x4 plan
    """

    def __init__(self, hints_3x3=HINTS_3X3, hints_4x4=HINTS_4X4, beam=BEAM, budget=BUDGET):
        self.paths = (hints_3x3, hints_4x4)
        self.beam = beam
        self.budget = budget
        self.expanded = 0
        self.reads = 0
        self.planned = False
        self.problems = []
        self._file3 = None  # the open 3x3 table, or None
        self._tried3 = False  # whether the 3x3 file was opened and checked
        self._stages4 = None  # the 4x4 stage Patterns, tables loaded or built
        self._end = None  # the Pattern of the last block, for 3x3 lookups and relabelling
        self._end_size = 0  # 8 * width + height of self._end (an int: a tuple is allocated)
        self._block_cache = {}  # 8 * width + height -> the blocks of that size
        self._byte = bytearray(1)
        # The board being worked on: tiles, where each tile is, and cells next to each cell.
        self._w = self._h = self._n = 0
        self._tiles = bytearray(_MAX_CELLS)
        self._where = bytearray(_MAX_CELLS)
        self._next = bytearray(4 * _MAX_CELLS)
        self._blank = 0
        self._free = None
        # The plan: its moves, the arrangement before plan[at], and the gap there.
        self._plan = bytearray(_MAX_PLAN)
        self._plan_len = self._plan_at = 0
        self._expect = bytearray(_MAX_CELLS)
        self._expect_n = 0
        self._expect_blank = 0
        self._expect_w = 0
        # Search stacks and the beam: slot = tiles, then the moves that led there.
        self._moves = bytearray(_MAX_PLAN)
        self._tried = bytearray(_MAX_PLAN)
        self._stride = _MAX_CELLS + _MAX_PLAN
        self._beams = [bytearray(beam * self._stride), bytearray(beam * self._stride)]
        self._lengths = [[0] * beam, [0] * beam]
        self._scores = [[0] * beam, [0] * beam]
        self._counts = [0, 0]
        self._small = bytearray(9)  # a 3x3-or-smaller block, relabelled, for IDA*
        self._scratch = bytearray(6)

    # ----- the public calls

    def hint(self, board):
        """The direction of the next move toward solved, or None when ``board`` is solved.

        ``board`` is only read. ``ValueError`` for a size outside 2..6 a side or an
        arrangement that cannot be solved.
        """
        self.expanded = 0
        self.reads = 0
        self.planned = False
        self._read(board)
        tiles = self._tiles
        for cell in range(self._n):
            if tiles[cell] != cell:
                break
        else:
            return None
        move = self._follow_plan()
        if move < 0:
            if not board.is_solvable():  # IDA* would search forever
                raise ValueError("no moves solve %r" % (board,))
            move = self._next_move()
        return DIRECTIONS[move]

    def solve(self, board):
        """The whole list of directions from ``board`` to solved (``board`` is not changed).

        ``expanded`` and ``reads`` then count the whole solution.
        """
        copy = Board(board.width, board.height, board.tiles)
        moves = []
        expanded = reads = 0
        while True:
            direction = self.hint(copy)
            expanded += self.expanded
            reads += self.reads
            if direction is None:
                break
            copy.move(direction)
            moves.append(direction)
        self.expanded = expanded
        self.reads = reads
        return moves

    # ----- the working board

    def _read(self, board):
        """Copy ``board`` into the working board (the neighbour table when the size changes)."""
        width, height = board.width, board.height
        if not (2 <= width <= MAX_SIDE and 2 <= height <= MAX_SIDE):
            raise ValueError("hints need 2 to %d tiles a side, not %dx%d"
                             % (MAX_SIDE, width, height))
        n = width * height
        if width != self._w or height != self._h:
            self._w, self._h, self._n = width, height, n
            for cell in range(n):
                row, column = divmod(cell, width)
                for d in range(4):
                    r = row + (1, -1, 0, 0)[d]
                    c = column + (0, 0, 1, -1)[d]
                    inside = 0 <= r < height and 0 <= c < width
                    self._next[4 * cell + d] = r * width + c if inside else _NO
        tiles = self._tiles
        for cell in range(n):
            tiles[cell] = board.tile_at(cell)
        self._index()

    def _index(self):
        """``where`` and the gap from ``tiles``."""
        tiles, where = self._tiles, self._where
        for cell in range(self._n):
            where[tiles[cell]] = cell
        self._blank = where[self._n - 1]

    def _slide(self, direction):
        """Move the gap of the working board; False if the cell there is off or not free."""
        blank = self._blank
        cell = self._next[4 * blank + direction]
        if cell == _NO or not self._free[cell]:
            return False
        tiles, where = self._tiles, self._where
        tile = tiles[cell]
        tiles[blank] = tile
        where[tile] = blank
        tiles[cell] = self._n - 1
        where[self._n - 1] = cell
        self._blank = cell
        return True

    def _transpose(self):
        """Mirror the (square) working board on its diagonal: rows become columns.

        Tile ids are cells too, so both are mirrored; the gap (the last cell) stays put, and
        "up" and "left" swap, as do "down" and "right" (direction ``d ^ 2``).
        """
        width, tiles = self._w, self._tiles
        for cell in range(self._n):
            row, column = cell // width, cell % width  # divmod would make a tuple
            if column > row:
                other = column * width + row
                a, b = tiles[cell], tiles[other]
                tiles[cell] = (b % width) * width + b // width
                tiles[other] = (a % width) * width + a // width
            elif column == row:
                a = tiles[cell]
                tiles[cell] = (a % width) * width + a // width
        self._index()

    # ----- the plan kept between hints

    def _follow_plan(self):
        """The plan's move if the board is where the plan has been or goes next, else -1."""
        n = self._n
        if self._expect_n != n or self._expect_w != self._w:
            return -1
        expect, tiles = self._expect, self._tiles
        while self._plan_at < self._plan_len:
            for cell in range(n):
                if expect[cell] != tiles[cell]:
                    break
            else:
                return self._plan[self._plan_at]
            # Not here: perhaps the player made this move (or more) without asking.
            blank = self._expect_blank
            d = self._plan[self._plan_at]
            cell = self._next[4 * blank + d]
            expect[blank] = expect[cell]
            expect[cell] = n - 1
            self._expect_blank = cell
            self._plan_at += 1
        self._expect_n = 0
        return -1

    def _keep_plan(self, moves, start, count, flip=0):
        """Keep ``moves[start:start + count]`` as the plan from the board just read; return its
        first move. ``flip`` 2 turns the moves of the transposed board back."""
        plan = self._plan
        for i in range(count):
            plan[i] = moves[start + i] ^ flip
        self._plan_len = count
        self._plan_at = 0
        self._expect_n = self._n
        self._expect_w = self._w
        self.planned = True
        return plan[0]

    def _store_board(self):
        """Remember the board just read (before any search changes the working board)."""
        expect = self._expect
        for cell in range(self._n):
            expect[cell] = self._tiles[cell]
        self._expect_blank = self._blank

    # ----- choosing what to do

    def _next_move(self):
        """Plan from the board just read and return the first move."""
        self._store_board()
        width, height = self._w, self._h
        blocks = self._blocks(width, height)
        block = self._first_open(blocks)
        homes, stages, rescue = blocks[block]
        if stages is None:
            return self._last_block(homes)
        if width == height == 4:
            return self._plan_4x4()
        fixed = self._fixed(blocks, block)
        self._beam_start()
        self._run_stages(stages[:1], fixed)
        rest = stages[1:]
        if rescue is not None:
            corner, tile, below, gap_stage, window_stage = rescue
            slot = self._beams[0]
            if slot[corner] == tile:
                rest = (gap_stage, window_stage)
            elif slot[corner] == self._n - 1 and slot[below] == tile:  # a must go up into q
                rest = (window_stage,)
        count = self._run_stages(rest, fixed)
        return self._keep_plan(self._beams[0], _MAX_CELLS, count)

    def _run_stages(self, stages, fixed):
        """Build the tables of ``stages`` and walk them greedily from beam 0; the moves."""
        patterns = []
        for tiles, targets, extra, gap in stages:
            pattern = Pattern(self._w, self._h, fixed + list(extra), tiles, targets, gap)
            self.expanded += pattern.build()
            patterns.append(pattern)
        return self._beam_search(patterns, 0, 1, None, 0, False)

    def _first_open(self, blocks):
        """Index of the first block whose tiles are not all home."""
        tiles = self._tiles
        for i in range(len(blocks)):
            for cell in blocks[i][0]:
                if tiles[cell] != cell:
                    return i
        return len(blocks) - 1

    @staticmethod
    def _fixed(blocks, count):
        """The home cells of the first ``count`` blocks: placed, so no move enters them."""
        fixed = []
        for i in range(count):
            fixed.extend(blocks[i][0])
        return fixed

    def _blocks(self, width, height):
        """The blocks of this size, made once (see ``_make_blocks``)."""
        key = width * 8 + height  # an int: a tuple key would be allocated on every hint
        blocks = self._block_cache.get(key)
        if blocks is None:
            blocks = _make_blocks(width, height)
            self._block_cache[key] = blocks
        return blocks

    # ----- the last block: the 3x3 table or IDA*

    def _last_block(self, homes):
        """The move for a board whose other blocks are done: the 3x3 table or IDA*."""
        width = self._w
        columns = homes[-1] % width - homes[0] % width + 1
        rows = len(homes) // columns
        if rows == columns == 3:
            move = self._table_move(homes)
            if move >= 0:
                self._expect_n = 0  # the table needs no plan
                return move
        small = self._small
        local = self._end_pattern().local
        for i in range(len(homes)):  # relabel: the block's tiles become 0..m-1
            small[i] = local[self._tiles[homes[i]]]
        count = self._ida(small, columns, rows, self._moves)
        return self._keep_plan(self._moves, 0, count)

    def _end_pattern(self):
        """The Pattern of the block that ends the current size (the last one made is kept)."""
        if self._end_size != self._w * 8 + self._h:
            self._end = _last_pattern(self._w, self._h, self._blocks(self._w, self._h)[-1][0])
            self._end_size = self._w * 8 + self._h
        return self._end

    def _table_move(self, homes):
        """The 3x3 table's move for the last block, or -1 without a usable table."""
        stream = self._table_3x3()
        if stream is None:
            return -1
        index = self._end_pattern().load(self._where)
        stream.seek(HEADER_SIZE + (index >> 2))
        stream.readinto(self._byte)
        self.reads += 1
        return (self._byte[0] >> ((index & 3) << 1)) & 3

    def _end_distance(self):
        """Exact moves left for the working board's last 3x3 block (its other blocks done).

        Follows the 3x3 table on a copy of the state; without the table, the heuristic.
        """
        pattern = self._end_pattern()
        stream = self._table_3x3()
        pattern.load(self._where)
        pos = pattern.pos
        if stream is None:
            small = self._small
            for i in range(9):
                small[pos[i]] = (i + 8) % 9  # item 0 is the gap, tile 8 on the small board
            return _small_heuristic(small, 3, 3, self._scratch)
        count = 0
        byte = self._byte
        while not pattern.at_goal(pos):
            index = pattern.rank(pos)
            stream.seek(HEADER_SIZE + (index >> 2))
            stream.readinto(byte)
            pattern.slide(pos, (byte[0] >> ((index & 3) << 1)) & 3)
            count += 1
        self.reads += count
        self.expanded += count
        return count

    def _table_3x3(self):
        """The checked 3x3 table file, or None (the reason in ``problems``)."""
        if not self._tried3:
            self._tried3 = True
            stream, size, problem = _open_checked(self.paths[0], KIND_3X3)
            if stream is not None and size != 181440 // 4:
                stream.close()
                stream, problem = None, "%s has the wrong size" % self.paths[0]
            if problem:
                self.problems.append(problem)
            self._file3 = stream
        return self._file3

    def close(self):
        """Close the 3x3 table file (it is reopened and checked again when needed)."""
        if self._file3 is not None:
            self._file3.close()
        self._file3 = None
        self._tried3 = False

    def _ida(self, tiles, width, height, moves):
        """Optimal moves for a small board (tiles 0..m-1, gap m-1) into ``moves``; the count.

        IDA* with an explicit stack: the board changes in place and is put back on the way
        up, so the search allocates nothing, and the C stack stays shallow.
        """
        gap = width * height - 1
        scratch = self._scratch
        tried = self._tried
        blank = 0
        while tiles[blank] != gap:
            blank += 1
        bound = _small_heuristic(tiles, width, height, scratch)
        if bound == 0:
            return 0
        while True:
            depth = 0
            tried[0] = 0
            beyond = 255  # the least f over the bound: the next bound
            while depth >= 0:
                d = tried[depth]
                if d == 0:
                    self.expanded += 1
                if d == 4:
                    depth -= 1
                    if depth >= 0:  # undo the move that led here
                        cell = blank + _offset(moves[depth] ^ 1, width)
                        tiles[blank] = tiles[cell]
                        tiles[cell] = gap
                        blank = cell
                    continue
                tried[depth] = d + 1
                if depth and d == moves[depth - 1] ^ 1:
                    continue
                row, column = blank // width, blank % width
                if (d == 0 and row == height - 1 or d == 1 and row == 0
                        or d == 2 and column == width - 1 or d == 3 and column == 0):
                    continue
                cell = blank + _offset(d, width)
                tiles[blank] = tiles[cell]
                tiles[cell] = gap
                estimate = _small_heuristic(tiles, width, height, scratch)
                if depth + 1 + estimate > bound:
                    if depth + 1 + estimate < beyond:
                        beyond = depth + 1 + estimate
                    tiles[cell] = tiles[blank]
                    tiles[blank] = gap
                    continue
                blank = cell
                moves[depth] = d
                depth += 1
                if estimate == 0:
                    return depth
                tried[depth] = 0
            bound = beyond

    # ----- 4x4: stage tables and the beam search

    def _stages_4x4(self):
        """The three 4x4 stage Patterns, their tables from the file or built here."""
        if self._stages4 is None:
            patterns = []
            fixed = []
            for tiles in STAGES_4X4:
                patterns.append(Pattern(4, 4, list(fixed), tiles, tiles))
                fixed.extend(tiles)
            size = 0
            for pattern in patterns:
                size += (pattern.size + 3) >> 2
            stream, got, problem = _open_checked(self.paths[1], KIND_4X4)
            if stream is not None and got != size:
                problem = "%s has the wrong size" % self.paths[1]
            if problem is None:
                stream.seek(HEADER_SIZE)
                for pattern in patterns:
                    pattern.table = bytearray((pattern.size + 3) >> 2)
                    stream.readinto(pattern.table)
            else:
                self.problems.append(problem)
                for pattern in patterns:
                    self.expanded += pattern.build()
            if stream is not None:
                stream.close()
            self._stages4 = patterns
        return self._stages4

    def _plan_4x4(self):
        """Plan the 4x4 stages as the board stands and as transposed; keep the shorter plan."""
        patterns = self._stages_4x4()
        budget = self.expanded + self.budget  # building tables (a fallback) is not planning
        best_total = -1
        for turn in range(2):
            if turn:
                self._transpose()
            first = self._first_open(self._blocks(4, 4))
            self._beam_start()
            calls_after = 0 if turn else 1 + self.beam * (len(patterns) - 1)
            count = self._beam_search(patterns, first, self.beam, budget, calls_after, True)
            total = self._scores[0][0]
            if best_total < 0 or total < best_total:
                best_total = total
                first_move = self._keep_plan(self._beams[0], _MAX_CELLS, count, 2 * turn)
            for cell in range(16):  # back to the board as read, for the next orientation
                self._tiles[cell] = self._expect[cell]
            self._index()
        return first_move

    def _beam_start(self):
        """Beam 0 holds just the working board, no moves yet."""
        slot = self._beams[0]
        for cell in range(self._n):
            slot[cell] = self._tiles[cell]
        self._lengths[0][0] = self._scores[0][0] = 0
        self._counts[0] = 1

    def _beam_search(self, patterns, first, keep, budget, calls_after, score_end):
        """Walk stage-optimal paths through ``patterns[first:]`` from the states in beam 0.

        For each kept state, a depth-first search enumerates the optimal paths of the
        stage; each end state is scored by its moves so far plus the exact length of the
        next stage (or, if ``score_end``, of the last 3x3 block), and the ``keep`` best
        distinct ones go on.
        ``budget`` (an ``expanded`` count, or None) is shared out so that each search has an
        equal share and at least finds one path; ``calls_after`` is the number of searches
        still to come after these stages.

        :return: the number of moves of the best, which follow its tiles in beam 0's first
            slot (so another search can go on from there); its score is ``_scores[0][0]``.
        """
        beams, lengths, scores, counts = self._beams, self._lengths, self._scores, self._counts
        stride = self._stride
        for stage in range(first, len(patterns)):
            pattern = patterns[stage]
            following = patterns[stage + 1] if stage + 1 < len(patterns) else None
            counts[1] = 0
            later = calls_after + keep * (len(patterns) - stage - 1)
            for c in range(counts[0]):
                for cell in range(self._n):
                    self._tiles[cell] = beams[0][c * stride + cell]
                self._index()
                limit = -1
                if budget is not None:
                    calls = counts[0] - c + later
                    limit = self.expanded + (budget - self.expanded) // calls - _LEAF_COST
                self._stage_search(pattern, following, c, limit, keep, score_end)
            beams.reverse()
            lengths.reverse()
            scores.reverse()
            counts.reverse()
        best = 0
        for c in range(1, counts[0]):
            if scores[0][c] < scores[0][best]:
                best = c
        if best:  # the winner into the first slot
            slot = beams[0]
            for i in range(_MAX_CELLS + lengths[0][best]):
                slot[i] = slot[best * stride + i]
            lengths[0][0] = lengths[0][best]
            scores[0][0] = scores[0][best]
        return lengths[0][0]

    def _stage_search(self, pattern, following, source, limit, keep, score_end):
        """Depth-first search over the optimal paths of one stage from the working board.

        A move is optimal when it lowers the distance by one, which the table tells modulo 3;
        the distance at depth k is the start's minus k, so no stack of values is needed. Each
        end state goes to ``_offer``. Once one is found, the search stops as soon as
        ``expanded`` reaches ``limit`` (-1: at once), so it overshoots by one expansion and one
        end state's scoring at most (``_LEAF_COST``).
        """
        self._free = pattern.free
        moves, tried, where = self._moves, self._tried, self._where
        start = pattern.value(pattern.load(where))
        if start == _UNSEEN:
            raise RuntimeError("a stage cannot be done from this board")
        depth = 0
        tried[0] = 0
        arrived = True
        found = False
        while True:
            if arrived:  # pattern.pos holds this state: its value was just looked up
                arrived = False
                if pattern.at_goal(pattern.pos):
                    self._offer(following, source, depth, keep, score_end)
                    found = True
                    tried[depth] = 4  # an end state: nothing below it is optimal
                else:
                    self.expanded += 1
                if found and self.expanded >= limit:  # limit -1: stop at the first end state
                    return
            d = tried[depth]
            if d == 4:
                if depth == 0:
                    return
                depth -= 1
                self._slide(moves[depth] ^ 1)
                continue
            tried[depth] = d + 1
            if not self._slide(d):
                continue
            if pattern.value(pattern.load(where)) != (start - depth - 1) % 3:
                self._slide(d ^ 1)
                continue
            moves[depth] = d
            depth += 1
            tried[depth] = 0
            arrived = True

    def _offer(self, following, source, depth, keep, score_end):
        """Put the working board, ``depth`` moves into the stage, in the next beam if it is
        among the ``keep`` best: by moves so far plus the exact length of what follows."""
        beams, stride = self._beams, self._stride
        length = self._lengths[0][source] + depth
        score = length
        if keep > 1:
            if following is not None:
                score += following.distance(self._where, self)
            elif score_end:
                score += self._end_distance()
        count = self._counts[1]
        lengths, scores = self._lengths[1], self._scores[1]
        target = beams[1]
        tiles = self._tiles
        slot = -1
        for c in range(count):  # the same state already kept: keep the shorter way there
            base = c * stride
            for cell in range(self._n):
                if target[base + cell] != tiles[cell]:
                    break
            else:
                if score >= scores[c]:
                    return
                slot = c
                break
        if slot < 0:
            if count < keep:
                slot = count
                self._counts[1] = count + 1
            else:
                slot = 0
                for c in range(1, count):
                    if scores[c] > scores[slot]:
                        slot = c
                if score >= scores[slot]:
                    return
        base = slot * stride
        for cell in range(self._n):
            target[base + cell] = tiles[cell]
        source_slot = beams[0]
        old = source * stride + _MAX_CELLS
        for i in range(self._lengths[0][source]):
            target[base + _MAX_CELLS + i] = source_slot[old + i]
        start = base + _MAX_CELLS + self._lengths[0][source]
        for i in range(depth):
            target[start + i] = self._moves[i]
        lengths[slot] = length
        scores[slot] = score


_SOLVER = None


def solver():
    """The shared Solver (made on first use, so importing this module costs little)."""
    global _SOLVER
    if _SOLVER is None:
        _SOLVER = Solver()
    return _SOLVER


def hint(board):
    """The direction of the next move toward solved, or None when solved (see Solver.hint)."""
    return solver().hint(board)


def solve(board):
    """Every direction from ``board`` to solved (see Solver.solve)."""
    return solver().solve(board)
