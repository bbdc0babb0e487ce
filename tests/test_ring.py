# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Tests of ``puzzle.play.Ring``, the packed ring of small numbers, against a plain model: a
list of the numbers kept (oldest first) and a stack of the ones popped that unpop can bring
back. Pushes wrap far past the size; pop, unpop and take are interleaved; every width of
number (1, 2, 4 and 8 bits) is tried, with numbers over the whole range, so a write into one
number's bits that spilt into its neighbours' would show."""

import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzle.play import HISTORY
from puzzle.play import Ring

WIDTHS = (1, 2, 4, 8)


class Model:
    """What a ring of ``size`` promises, kept in plain lists."""

    def __init__(self, size):
        self.size = size
        self.kept = []  # oldest first
        self.popped = []  # what unpop brings back, the last popped last

    def push(self, value):
        if len(self.kept) == self.size:
            del self.kept[0]
        self.kept.append(value)
        self.popped = []

    def pop(self):
        if not self.kept:
            return -1
        self.popped.append(self.kept.pop())
        return self.popped[-1]

    def unpop(self):
        if not self.popped:
            return -1
        self.kept.append(self.popped.pop())
        return self.kept[-1]

    def take(self):
        return self.kept.pop(0) if self.kept else -1

    def clear(self):
        self.kept = []
        self.popped = []


def steps(bits):
    """Hypothesis steps: ("push", number) with numbers of ``bits`` bits, or another call."""
    push = st.tuples(st.just("push"), st.integers(0, (1 << bits) - 1))
    other = st.tuples(st.sampled_from(["pop", "unpop", "take", "clear"]), st.none())
    # Pushes weigh most, so the ring fills and wraps past its size.
    return st.lists(st.one_of(push, push, push, other), max_size=300)


def check_against_model(size, bits, calls):
    ring, model = Ring(size, bits=bits), Model(size)
    for name, value in calls:
        if name == "push":
            ring.push(value)
            model.push(value)
        else:
            assert getattr(ring, name)() == getattr(model, name)(), name
        assert ring.count == len(model.kept)
        assert ring.undone == len(model.popped)
    # Everything kept is still there, oldest first.
    assert [ring.take() for _ in range(ring.count)] == model.kept
    assert ring.take() == -1


@pytest.mark.parametrize("bits", WIDTHS)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_the_ring_does_what_the_model_does(bits, data):
    size = data.draw(st.integers(1, 40), label="size")
    check_against_model(size, bits, data.draw(steps(bits), label="calls"))


@settings(max_examples=300, deadline=None)
@given(size=st.integers(1, 40), calls=steps(2))
def test_the_history_ring_of_directions(size, calls):
    """The history's kind of ring: directions 0 to 3, 2 bits each."""
    check_against_model(size, 2, calls)


@pytest.mark.parametrize("bits", WIDTHS)
def test_wrapping_many_times_round_a_ring_whose_size_does_not_fill_its_last_byte(bits):
    largest = (1 << bits) - 1
    ring, model = Ring(7, bits=bits), Model(7)
    for i in range(100):
        ring.push(i * 5 % (largest + 1))
        model.push(i * 5 % (largest + 1))
        if i % 9 == 8:
            assert ring.pop() == model.pop()
            assert ring.pop() == model.pop()
            assert ring.unpop() == model.unpop()
    assert [ring.take() for _ in range(ring.count)] == model.kept


def made(size, bits=8):
    """``(ring, bytes)``: a new Ring, and the bytes its making took."""
    tracemalloc.start()
    try:
        ring = Ring(size, bits)
        taken = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    return ring, taken


def test_the_history_takes_two_bits_a_move():
    """2 048 directions in 512 bytes (with the object's own: less than at 4 bits a move),
    undone and redone in full after wrapping past the size."""
    ring, taken = made(HISTORY, bits=2)
    assert HISTORY // 4 == 512 < taken < HISTORY // 2
    moves = [(i * 7 + i // 5) % 4 for i in range(HISTORY + 1000)]
    for move in moves:
        ring.push(move)
    assert ring.count == HISTORY
    undone = [ring.pop() for _ in range(HISTORY)]
    assert undone == moves[::-1][:HISTORY]
    assert ring.pop() == -1
    assert [ring.unpop() for _ in range(HISTORY)] == moves[-HISTORY:]
    assert ring.unpop() == -1


def test_a_byte_ring_keeps_a_byte_each():
    assert 1024 < made(1024)[1] < 1024 + 512
    ring = Ring(16)
    with pytest.raises(ValueError):
        ring.push(256)
    for value in (0, 255, 128, 1):
        ring.push(value)
    assert [ring.take() for _ in range(4)] == [0, 255, 128, 1]


@pytest.mark.parametrize("bits", WIDTHS)
def test_numbers_that_do_not_fit_are_refused_and_change_nothing(bits):
    ring = Ring(4, bits=bits)
    ring.push(1)
    ring.push(0)
    ring.pop()  # so a refused push must not end redo either
    for value in (-1, 1 << bits, 1000):
        with pytest.raises(ValueError):
            ring.push(value)
    assert (ring.count, ring.undone) == (1, 1)
    assert ring.unpop() == 0
    assert [ring.take(), ring.take(), ring.take()] == [1, 0, -1]


@pytest.mark.parametrize("bits", (0, 3, 5, 16))
def test_only_widths_that_share_a_byte_evenly_are_taken(bits):
    with pytest.raises(ValueError):
        Ring(8, bits=bits)
