# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Tests of ``puzzle.board.Board`` against the design doc's "The board's public contract".

The board is checked against references written here from the contract alone, never against its
own code: a move function on tuples (the TILE moves: "up" slides the tile below the gap up into
it), a breadth-first search of every arrangement reachable from solved, and a second solvability
rule built on cycle parity rather than on inversions. The small boards are checked exhaustively,
the larger ones with seeded random walks and Hypothesis, and ``scramble`` statistically.
"""

import random
from collections import Counter, deque
from functools import cache
from itertools import combinations, permutations
from math import factorial
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzle.board import SCRAMBLE_SHARE, Board, scramble_minimum
from support import ref_solvable

DIRECTIONS = ("up", "down", "left", "right")
OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}
# Where the tile that moves in each direction sits, as (row, column) relative to the gap.
SOURCE_OFFSET = {"up": (1, 0), "down": (-1, 0), "left": (0, 1), "right": (0, -1)}

SMALL_SIZES = [(2, 2), (2, 3), (3, 2), (3, 3)]
ALL_SIZES = [(w, h) for w in range(2, 6) for h in range(2, 6)]


# --- References, written from the contract -------------------------------------------------


def ref_source(gap, width, height, direction):
    """Position of the tile that ``direction`` slides into the gap at ``gap``, or None."""
    row, col = divmod(gap, width)
    d_row, d_col = SOURCE_OFFSET[direction]
    row, col = row + d_row, col + d_col
    if 0 <= row < height and 0 <= col < width:
        return row * width + col
    return None


def ref_move(tiles, width, height, direction):
    """The arrangement (a tuple) after ``direction``, or None when no tile can move that way."""
    tiles = tuple(tiles)
    gap = tiles.index(len(tiles) - 1)
    source = ref_source(gap, width, height, direction)
    if source is None:
        return None
    moved = list(tiles)
    moved[gap], moved[source] = moved[source], moved[gap]
    return tuple(moved)


@cache
def distances(width, height):
    """Every arrangement reachable from solved, mapped to its fewest moves from solved.

    A breadth-first search built on ``ref_source``, not on ``Board``. Cached: the 3x3 search
    (181 440 states) is shared by every test that needs it; callers must not change the dict.
    """
    n = width * height
    sources = [
        [s for d in DIRECTIONS if (s := ref_source(gap, width, height, d)) is not None]
        for gap in range(n)
    ]
    solved = tuple(range(n))
    depth = {solved: 0}
    queue = deque([(solved, n - 1)])
    while queue:
        tiles, gap = queue.popleft()
        for source in sources[gap]:
            moved = list(tiles)
            moved[gap], moved[source] = moved[source], n - 1
            moved = tuple(moved)
            if moved not in depth:
                depth[moved] = depth[tiles] + 1
                queue.append((moved, source))
    return depth


def ref_manhattan(tiles, width):
    """Rows plus columns between each tile (not the gap) and its home, summed."""
    gap = len(tiles) - 1
    return sum(abs(p // width - t // width) + abs(p % width - t % width)
               for p, t in enumerate(tiles) if t != gap)


@cache
def admitted(width, height):
    """The arrangements a normal scramble may give: solvable (reached by the search) with a
    Manhattan distance of at least the size's minimum; callers must not change the list."""
    least = scramble_minimum(width, height)
    return [tiles for tiles in distances(width, height) if ref_manhattan(tiles, width) >= least]


def naive_inversions(tiles):
    """Pairs of positions i < j, neither holding the gap, whose tiles are out of order."""
    gap = len(tiles) - 1
    return sum(1 for a, b in combinations(tiles, 2) if gap not in (a, b) and a > b)


def swap_two_tiles(tiles, rng):
    """A copy of ``tiles`` with two random tiles (not the gap) exchanged."""
    gap = len(tiles) - 1
    i, j = rng.sample([p for p, tile in enumerate(tiles) if tile != gap], 2)
    swapped = list(tiles)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    return swapped


# --- 1. The parity rule, exhaustively -------------------------------------------------------


@pytest.mark.parametrize("width,height", SMALL_SIZES)
def test_search_reaches_exactly_half_of_all_arrangements(width, height):
    """Sanity of the reference search: half of the n! arrangements, solved among them."""
    states = distances(width, height)
    n = width * height
    assert len(states) == factorial(n) // 2
    assert tuple(range(n)) in states


@pytest.mark.parametrize("width,height", SMALL_SIZES)
def test_is_solvable_matches_search_for_every_arrangement(width, height):
    """is_solvable() is True exactly for the arrangements the search reached (all n! of them)."""
    states = distances(width, height)
    wrong = [
        p
        for p in permutations(range(width * height))
        if Board(width, height, list(p)).is_solvable() != (p in states)
    ]
    assert not wrong, f"{len(wrong)} arrangements misjudged, e.g. {wrong[:5]}"


@pytest.mark.parametrize("width,height", SMALL_SIZES)
def test_reference_rule_matches_search_for_every_arrangement(width, height):
    """The cycle-parity reference used for larger boards is exact wherever it can be checked."""
    states = distances(width, height)
    wrong = [
        p for p in permutations(range(width * height)) if ref_solvable(p, width) != (p in states)
    ]
    assert not wrong, f"{len(wrong)} arrangements misjudged, e.g. {wrong[:5]}"


@pytest.mark.parametrize("width,height", [(2, 2), (2, 3), (3, 2)])
def test_search_through_board_move_finds_the_same_states(width, height):
    """A breadth-first search driven by Board.move reaches the same set as the reference one."""
    solved = tuple(range(width * height))
    seen = {solved}
    queue = deque([solved])
    while queue:
        tiles = queue.popleft()
        for direction in DIRECTIONS:
            board = Board(width, height, list(tiles))
            if board.move(direction) is not None:
                moved = tuple(board.tiles)
                if moved not in seen:
                    seen.add(moved)
                    queue.append(moved)
    assert seen == distances(width, height).keys()


@pytest.mark.parametrize("width,height", SMALL_SIZES)
def test_board_move_matches_reference_move(width, height):
    """Board.move does what ref_move does, in every direction, from every (3x3: sampled) state."""
    arrangements = list(permutations(range(width * height)))
    if len(arrangements) > 20_000:
        arrangements = random.Random(9).sample(arrangements, 20_000)
    for tiles in arrangements:
        for direction in DIRECTIONS:
            board = Board(width, height, list(tiles))
            expected = ref_move(tiles, width, height, direction)
            assert (board.move(direction) is not None) == (expected is not None), (tiles, direction)
            assert tuple(board.tiles) == (tiles if expected is None else expected), (
                tiles,
                direction,
            )


# --- 2. Larger boards: seeded random walks --------------------------------------------------


@pytest.mark.parametrize("width,height", [(4, 4), (3, 4), (4, 3), (5, 5)])
def test_random_walks_are_solvable_and_one_swap_makes_them_unsolvable(width, height):
    """Any arrangement reached by moves is solvable; exchanging two tiles flips that.

    The walk drives Board.move and ref_move side by side (random directions, illegal ones
    included), so it also checks Board.move on boards too big to search.
    """
    rng = random.Random(1000 * width + height)
    for _ in range(2500):
        board = Board(width, height)
        tiles = tuple(range(width * height))
        for _ in range(rng.randrange(300)):
            direction = rng.choice(DIRECTIONS)
            expected = ref_move(tiles, width, height, direction)
            assert (board.move(direction) is not None) == (expected is not None)
            tiles = tiles if expected is None else expected
        assert tuple(board.tiles) == tiles
        assert Board(width, height, list(tiles)).is_solvable(), tiles
        swapped = swap_two_tiles(tiles, rng)
        assert not Board(width, height, swapped).is_solvable(), swapped


# --- 3. Properties for any size and arrangement (Hypothesis) -------------------------------


@st.composite
def arrangements(draw):
    """(width, height, tiles): a size from 2..5 x 2..5 and any arrangement, solvable or not."""
    width = draw(st.integers(2, 5))
    height = draw(st.integers(2, 5))
    tiles = draw(st.permutations(range(width * height)))
    return width, height, list(tiles)


direction_lists = st.lists(st.sampled_from(DIRECTIONS), max_size=40)
PROPERTY_SETTINGS = settings(max_examples=300, deadline=None)


@PROPERTY_SETTINGS
@given(arrangements(), direction_lists)
def test_move_and_its_opposite_restore_the_board(arrangement, directions):
    """A legal move undone by its opposite gives back the same tiles and gap."""
    width, height, tiles = arrangement
    board = Board(width, height, tiles)
    for direction in directions:
        before = board.tiles
        if board.move(direction) is not None:
            assert board.tiles != before
            assert board.move(OPPOSITE[direction]) is not None
            assert board.tiles == before
            assert board.blank == before.index(len(before) - 1)
            board.move(direction)  # go on walking from the moved board


@PROPERTY_SETTINGS
@given(arrangements(), direction_lists)
def test_illegal_move_returns_none_and_changes_nothing(arrangement, directions):
    """move() returns None and leaves tiles and gap alone, or the cell the tile came from."""
    width, height, tiles = arrangement
    board = Board(width, height, tiles)
    for direction in directions:
        before, blank = board.tiles, board.blank
        expected = ref_move(before, width, height, direction)
        came_from = board.move(direction)
        assert (came_from is not None) == (expected is not None)
        if came_from is None:
            assert board.tiles == before
            assert board.blank == blank
        else:
            assert tuple(board.tiles) == expected
            assert came_from == board.blank == ref_source(blank, width, height, direction)
            assert board.tile_at(blank) == before[came_from], "the tile is where the gap was"


@PROPERTY_SETTINGS
@given(arrangements(), direction_lists)
def test_legal_moves_agree_with_move(arrangement, directions):
    """A direction is in legal_moves() exactly when move() in that direction returns True."""
    width, height, tiles = arrangement
    board = Board(width, height, tiles)
    for direction in [*directions, None]:
        legal = board.legal_moves()
        assert isinstance(legal, list)
        assert len(legal) == len(set(legal)) and set(legal) <= set(DIRECTIONS)
        for candidate in DIRECTIONS:
            trial = Board(width, height, board.tiles)
            moved = trial.move(candidate) is not None
            assert moved == (candidate in legal), (board.tiles, candidate)
        if direction is not None:
            board.move(direction)


@PROPERTY_SETTINGS
@given(arrangements(), direction_lists)
def test_moves_preserve_solvability(arrangement, directions):
    """No sequence of moves changes is_solvable()."""
    width, height, tiles = arrangement
    board = Board(width, height, tiles)
    solvable = board.is_solvable()
    for direction in directions:
        board.move(direction)
        assert board.is_solvable() == solvable


@PROPERTY_SETTINGS
@given(arrangements())
def test_queries_match_naive_definitions(arrangement):
    """inversions, blank, tile_at, is_solved and is_solvable against their definitions."""
    width, height, tiles = arrangement
    board = Board(width, height, tiles)
    n = width * height
    assert (board.width, board.height) == (width, height)
    assert board.tiles == tiles
    assert board.inversions() == naive_inversions(tiles)
    assert board.blank == tiles.index(n - 1)
    assert [board.tile_at(p) for p in range(n)] == tiles
    assert board.is_solved() == (tiles == list(range(n)))
    assert board.is_solvable() == ref_solvable(tiles, width)


# --- 4. scramble ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "width,height,draws", [(2, 2, 2000), (2, 3, 2000), (3, 2, 2000), (3, 3, 5000), (4, 4, 3000)]
)
def test_scramble_gives_solvable_unsolved_boards(width, height, draws):
    """Every scramble is a consistent, solvable and unsolved board (the search decides when it
    can, the reference rule for 4x4)."""
    n = width * height
    states = distances(width, height) if n <= 9 else None
    rng = random.Random(n)
    board = Board(width, height)
    for _ in range(draws):
        board.scramble(rng)
        tiles = board.tiles
        assert sorted(tiles) == list(range(n))
        assert board.blank == tiles.index(n - 1)
        assert tiles != list(range(n))
        assert not board.is_solved()
        assert ref_manhattan(tiles, width) >= scramble_minimum(width, height) >= 1
        if states is not None:
            assert tuple(tiles) in states, tiles
        else:
            assert ref_solvable(tiles, width), tiles


def randrange_only(seed):
    """An rng with nothing but ``randrange(n)`` (like CircuitPython's), and the calls it got."""
    source = random.Random(seed)
    calls = []

    def randrange(n):
        calls.append(n)
        return source.randrange(n)

    return SimpleNamespace(randrange=randrange), calls


def test_scramble_needs_only_randrange_and_is_reproducible():
    """scramble works with an rng that has only randrange, calls it, and is driven by it alone."""
    rng, calls = randrange_only(42)
    board = Board(4, 4)
    board.scramble(rng)
    assert calls, "scramble never called rng.randrange"
    assert all(type(n) is int and n >= 1 for n in calls)
    assert not board.is_solved() and ref_solvable(board.tiles, 4)

    again = Board(4, 4)
    again.scramble(randrange_only(42)[0])
    assert again.tiles == board.tiles
    other = Board(4, 4)
    other.scramble(randrange_only(43)[0])
    assert other.tiles != board.tiles


def test_scramble_default_rng_is_the_random_module():
    """With no rng, scramble works and draws from the random module (seeding it reproduces)."""
    state = random.getstate()
    try:
        random.seed(2026)
        first = Board(3, 3)
        first.scramble()
        random.seed(2026)
        second = Board(3, 3)
        second.scramble()
        assert first.tiles == second.tiles
        states = distances(3, 3)
        for _ in range(300):
            first.scramble()
            assert tuple(first.tiles) in states and not first.is_solved()
    finally:
        random.setstate(state)


def chi2_limit(df):
    """The 0.9999 quantile of chi-square with ``df`` degrees of freedom (Wilson-Hilferty).

    A uniform scramble stays under it 9 999 times in 10 000; a biased one (the naive "swap with
    any position" shuffle, a short random walk) lands far above it at the sample sizes used here.
    The seeds make every run identical anyway, so a pass is a pass for good.
    """
    z = 3.719  # standard normal quantile for 0.9999
    return df * (1 - 2 / (9 * df) + z * (2 / (9 * df)) ** 0.5) ** 3


def chi2(observed, expected):
    """Pearson's statistic over the keys of ``expected``."""
    return sum((observed.get(key, 0) - e) ** 2 / e for key, e in expected.items())


@cache
def fresh_scrambles(width, height, draws, seed):
    """``draws`` scrambles, each of a new solved board (as the game does), shared between tests.

    Starting from solved every time matters: re-scrambling an already random board hides a
    biased shuffle, since any shuffle of a uniformly random arrangement is uniform.
    """
    rng = random.Random(seed)
    results = []
    for _ in range(draws):
        board = Board(width, height)
        board.scramble(rng)
        results.append(tuple(board.tiles))
    return results


def test_scramble_3x3_puts_each_tile_on_each_cell_as_often_as_the_admitted_boards_do():
    """Over 20 000 scrambles, how often each tile lands on each cell matches its exact share
    among the admitted arrangements (a tile is home less often than 1/9: near boards are
    left out), within 10% and by chi-square."""
    draws = fresh_scrambles(3, 3, 20_000, 3)
    population = Counter(cell for tiles in admitted(3, 3) for cell in enumerate(tiles))
    counts = Counter(cell for tiles in draws for cell in enumerate(tiles))
    expected = {cell: count * len(draws) / len(admitted(3, 3))
                for cell, count in population.items()}
    off = {cell: counts[cell] for cell, e in expected.items() if abs(counts[cell] - e) > 0.1 * e}
    assert not off, f"counts more than 10% from the admitted boards' shares: {off}"
    # Each row and column of the 9x9 table sums to the number of draws: 8 * 8 free cells.
    assert chi2(counts, expected) < chi2_limit(64)


def test_scramble_3x3_distance_from_solved_is_that_of_a_uniform_draw_of_the_admitted():
    """The fewest-moves distance of 20 000 scrambles follows its exact distribution over the
    admitted arrangements (from the search), which a random walk misses."""
    draws = fresh_scrambles(3, 3, 20_000, 3)
    states = distances(3, 3)
    population = Counter(states[tiles] for tiles in admitted(3, 3))
    total = len(admitted(3, 3))
    # Merge the thin ends of the distribution so every bin expects 20 draws or more.
    low, high = min(population), max(population)
    while population[low] * len(draws) / total < 20:
        low += 1
    while population[high] * len(draws) / total < 20:
        high -= 1

    def bin_of(depth):
        return min(max(depth, low), high)

    expected = Counter()
    for depth, count in population.items():
        expected[bin_of(depth)] += count * len(draws) / total
    observed = Counter(bin_of(states[tiles]) for tiles in draws)
    assert chi2(observed, expected) < chi2_limit(len(expected) - 1), sorted(observed.items())


@pytest.mark.parametrize("width,height,draws", [(2, 2, 14_000), (2, 3, 52_000), (3, 2, 52_000)])
def test_scramble_gives_every_admitted_small_board_equally_often(width, height, draws):
    """Exhaustively: the scrambles are exactly the admitted arrangements (none nearer than the
    minimum, none of them missing), each about as often as the others (200 draws expected
    each on 2x3 and 3x2, by chi-square)."""
    counts = Counter(fresh_scrambles(width, height, draws, width * 10 + height))
    assert set(counts) == set(admitted(width, height))
    expected = {tiles: draws / len(admitted(width, height)) for tiles in counts}
    assert all(abs(counts[t] - e) <= 0.25 * e for t, e in expected.items()), counts
    assert chi2(counts, expected) < chi2_limit(len(expected) - 1)


def test_no_scramble_is_nearer_than_the_minimum_over_many_seeds():
    """3x3: the fewest moves of 100 scrambles from each of 200 seeds (from the search) is never
    below the minimum; 4x4: nor is the Manhattan distance, a lower bound of the moves."""
    states = distances(3, 3)
    nearest = {3: 99, 4: 999}
    for seed in range(200):
        rng = random.Random(seed)
        for side in (3, 4):
            board = Board(side, side)
            for _ in range(100 if side == 3 else 25):
                board.scramble(rng)
                tiles = tuple(board.tiles)
                moves = states[tiles] if side == 3 else ref_manhattan(tiles, side)
                nearest[side] = min(nearest[side], moves)
    assert nearest[3] >= scramble_minimum(3, 3) and nearest[4] >= scramble_minimum(4, 4)


def test_the_minimum_is_about_half_the_mean_fewest_moves():
    """The minimum is ``SCRAMBLE_SHARE`` of the mean Manhattan distance over every arrangement
    (all n! counted here), rounded up; on 3x3 that is half the mean fewest moves or more (but
    not one more), on 4x4 more than half of Korf's 100 random instances' mean."""
    from test_solver import korf_instances

    for width, height in [(2, 2), (2, 3), (3, 2), (3, 3)]:
        arrangements = list(permutations(range(width * height)))
        mean = sum(ref_manhattan(p, width) for p in arrangements) / len(arrangements)
        assert scramble_minimum(width, height) == max(1, -(-SCRAMBLE_SHARE * mean // 1))
    fewest = distances(3, 3)
    half = sum(fewest.values()) / len(fewest) / 2
    assert half <= scramble_minimum(3, 3) < half + 1
    optimal = [moves for moves, _ in korf_instances()]
    assert scramble_minimum(4, 4) >= sum(optimal) / len(optimal) / 2


@pytest.mark.parametrize("width,height", SMALL_SIZES)
def test_manhattan_is_the_reference_and_never_more_than_the_fewest_moves(width, height):
    for tiles, moves in distances(width, height).items():
        manhattan = Board(width, height, list(tiles)).manhattan()
        assert manhattan == ref_manhattan(tiles, width) <= moves


# --- 5. Bad input ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "width,height,match",
    [
        (1, 3, r"width.*\b1\b"),
        (3, 1, r"height.*\b1\b"),
        (0, 3, r"width.*\b0\b"),
        (3, -2, r"height.*-2"),
        (2.0, 3, r"width.*2\.0"),
        (3, 3.0, r"height.*3\.0"),
        (True, 3, r"width.*True"),
        ("3", 3, r"width.*'3'"),
        (3, None, r"height.*None"),
    ],
)
def test_bad_size_raises_value_error(width, height, match):
    """Width and height must be ints of 2 or more; the message names the culprit and value."""
    with pytest.raises(ValueError, match=match):
        Board(width, height)


@pytest.mark.parametrize(
    "tiles,match",
    [
        ([0, 1, 2], r"\b3\b.*\b4\b|\b4\b.*\b3\b"),  # too short: says what it got and needs
        ([0, 1, 2, 3, 4], r"\b5\b.*\b4\b|\b4\b.*\b5\b"),  # too long
        ([], r"\b0\b.*\b4\b|\b4\b.*\b0\b"),
        ([0, 0, 2, 3], r"(?i)\b0\b.*(more than once|repeat|duplicate|twice)|missing.*\b1\b"),
        ([3, 1, 2, 3], r"(?i)\b3\b.*(more than once|repeat|duplicate|twice)|missing.*\b0\b"),
        ([0, 1, 2, 4], r"(?i)\b4\b.*(outside|range|between|0\.\.3)"),
        ([0, 1, 2, 99], r"(?i)\b99\b.*(outside|range|between|0\.\.3)"),
        ([-1, 0, 1, 3], r"(?i)-1\b.*(outside|range|between|negative|0\.\.3)"),
        ([1.0, 0, 2, 3], r"(?i)1\.0.*(whole number|integer|int)"),
        ([0, "3", 1, 2], r"(?i)'3'.*(whole number|integer|int)"),
        ([0, 1, None, 3], r"(?i)None.*(whole number|integer|int)"),
        ([True, 0, 2, 3], r"(?i)True.*(whole number|integer|int)"),
        (5, r"(?i)(sequence|list).*\b5\b|\b5\b.*(sequence|list)"),
        (3.5, r"(?i)(sequence|list).*3\.5|3\.5.*(sequence|list)"),
    ],
)
def test_bad_tiles_raise_value_error(tiles, match):
    """Each kind of bad arrangement for a 2x2 board is refused with a message naming it."""
    with pytest.raises(ValueError, match=match):
        Board(2, 2, tiles)


@pytest.mark.parametrize(
    "direction,match",
    [
        ("north", r"[Dd]irection.*['\"]north['\"]"),
        ("", r"[Dd]irection.*(''|\"\")"),
        ("UP", r"[Dd]irection.*['\"]UP['\"]"),
        (None, r"[Dd]irection.*None"),
        (0, r"[Dd]irection.*\b0\b"),
        (4, r"[Dd]irection.*\b4\b"),
        (-1, r"[Dd]irection.*-1\b"),
        (True, r"[Dd]irection.*True"),
        (1.0, r"[Dd]irection.*1\.0"),
    ],
)
def test_unknown_direction_raises_and_changes_nothing(direction, match):
    """move() refuses anything but the four directions' names, saying what it got."""
    board = Board(3, 3, [8, 1, 2, 3, 4, 5, 6, 7, 0])
    with pytest.raises(ValueError, match=match):
        board.move(direction)
    assert board.tiles == [8, 1, 2, 3, 4, 5, 6, 7, 0]


def test_any_sequence_of_ints_is_accepted():
    """Tuples and ranges are valid arrangements too, kept as the same tiles."""
    assert Board(2, 2, (3, 0, 1, 2)).tiles == [3, 0, 1, 2]
    assert Board(3, 2, range(6)).is_solved()


def test_board_keeps_no_reference_to_callers_list():
    """Changing the list passed in does not change the board, and moves leave that list alone."""
    tiles = [0, 1, 2, 3, 4, 5, 6, 8, 7]
    board = Board(3, 3, tiles)
    tiles.reverse()
    tiles[0] = 99
    assert board.tiles == [0, 1, 2, 3, 4, 5, 6, 8, 7]
    given_tiles = [0, 1, 2, 3, 4, 5, 6, 8, 7]
    board = Board(3, 3, given_tiles)
    assert board.move("right") is not None
    assert given_tiles == [0, 1, 2, 3, 4, 5, 6, 8, 7]


def test_tiles_property_returns_a_copy():
    """Changing the list from .tiles does not change the board; each read is a fresh list."""
    board = Board(3, 3)
    tiles = board.tiles
    tiles.reverse()
    tiles[4] = 99
    assert board.tiles == list(range(9))
    assert board.is_solved() and board.blank == 8
    assert board.tiles is not board.tiles
    before = board.tiles
    board.move("right")
    assert before == list(range(9))


# --- 6. The solved board ---------------------------------------------------------------------


@pytest.mark.parametrize("width,height", ALL_SIZES)
def test_new_board_is_solved(width, height):
    """Board(w, h) is solved: tiles in order, gap last, no inversions, solvable."""
    board = Board(width, height)
    n = width * height
    assert (board.width, board.height) == (width, height)
    assert board.tiles == list(range(n))
    assert board.is_solved()
    assert board.blank == n - 1
    assert board.inversions() == 0
    assert board.is_solvable()
    assert Board(width, height, list(range(n))).tiles == board.tiles


@pytest.mark.parametrize("width,height", ALL_SIZES)
def test_solved_board_moves_only_down_and_right(width, height):
    """With the gap bottom right only the tile above (down) and the one left (right) can move."""
    board = Board(width, height)
    legal = board.legal_moves()
    assert sorted(legal) == ["down", "right"]
    assert board.move("up") is None and board.move("left") is None
    assert board.is_solved()


@pytest.mark.parametrize("tiles", [{0, 1, 2, 3}, {"a": 0, "b": 1, "c": 2, "d": 3}])
def test_collections_without_positions_are_refused(tiles):
    """A set has no order and a dict keyed by names has no positions: neither is a board."""
    with pytest.raises(ValueError, match="sequence"):
        Board(2, 2, tiles)


def test_a_direction_is_a_name_and_nothing_else():
    """Numbers are refused too: a direction has one type from the press to the board (its index
    in DIRECTIONS is a code of the solver's tables and of the undo history only)."""
    middle = [0, 1, 2, 3, 8, 5, 6, 7, 4]  # the gap in the middle: every direction moves
    for number, name in enumerate(DIRECTIONS):
        board = Board(3, 3, middle)
        with pytest.raises(ValueError, match="direction"):
            board.source(number)
        assert board.move(name) is not None


@pytest.mark.parametrize("width,height", ALL_SIZES)
def test_line_to_is_the_move_that_brings_a_cell_to_the_gap(width, height):
    """For every gap and cell: the cells in the gap's row or column give the direction and the
    count of tiles that, moved one after the other, take the gap to that cell (its tile a cell
    nearer where the gap was); the gap itself and every other cell give None."""
    n = width * height
    for gap in range(n):
        tiles = list(range(n))
        tiles[gap], tiles[n - 1] = tiles[n - 1], tiles[gap]
        for cell in list(range(n)) + [-1, n]:
            board = Board(width, height, tiles)
            line = board.line_to(cell)
            in_line = cell in range(n) and cell != gap and (
                cell // width == gap // width or cell % width == gap % width)
            assert (line is not None) == in_line, (gap, cell, line)
            if line is None:
                continue
            direction, count = line
            tile = board.tile_at(cell)
            for _ in range(count):
                assert board.move(direction) is not None
            assert board.blank == cell and board.tile_at(cell + (gap - cell) // count) == tile
            assert count == abs(cell - gap) // (1 if cell // width == gap // width else width)


def test_opposite_and_transposed_are_what_source_cell_says():
    """The codes' tables, written out in board.py, seen from the middle of a 3x3 board: the
    opposite brings the tile back; the transposed moves the mirrored tile."""
    from puzzle.board import OPPOSITE, TRANSPOSED, source_cell

    for code, direction in enumerate(DIRECTIONS):
        there = source_cell(4, direction, 3, 3)
        assert source_cell(there, DIRECTIONS[OPPOSITE[code]], 3, 3) == 4
        assert source_cell(4, DIRECTIONS[TRANSPOSED[code]], 3, 3) == there % 3 * 3 + there // 3
