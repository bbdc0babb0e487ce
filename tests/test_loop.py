# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""code.py's loop under MicroPython, on the fake firmware (tests/micropython/loop_gate.py): it
rests when nothing moves, dims, wakes without a move, tilts, and a pass in play allocates
nothing, with tilting off and on."""


import pytest

from test_micropython import run_gate_on_fakes

LOOP_HEAP = "256wK"
GATE_PARAMETERS = {"DIM_SECONDS": 6, "REST_SECONDS": 0.02}


def run_loop_gate(**parameters):
    """``(process, figures)`` of the loop gate, ``parameters`` over the shipped ones."""
    return run_gate_on_fakes("loop_gate", dict(GATE_PARAMETERS, **parameters), LOOP_HEAP)


@pytest.fixture(scope="module")
def loops():
    return {tilt: run_loop_gate(TILT=tilt) for tilt in (False, True)}


@pytest.mark.parametrize("tilt", [False, True])
def test_the_loop_rests_dims_and_wakes_without_a_move(loops, tilt):
    done, result = loops[tilt]
    assert done.returncode == 0 and result["ok"], result["problems"] or done.stdout


@pytest.mark.parametrize("tilt", [False, True])
def test_a_pass_in_play_allocates_nothing(loops, tilt):
    blocks = loops[tilt][1]["blocks"]
    names = ["play", "dimmed"] + (["play, tilt on"] if tilt else [])
    for name in names:
        assert blocks[name]["passes"] >= 100 and blocks[name]["alloc_bytes"] == 0, blocks[name]


def test_idle_the_loop_sleeps_every_pass_longer_when_dimmed(loops):
    blocks = loops[False][1]["blocks"]
    for name, rest_ms in (("intro", 20), ("play", 20), ("dimmed", 100)):
        assert blocks[name]["sleeps"] == blocks[name]["passes"], name
        assert blocks[name]["asleep_ms"] == rest_ms * blocks[name]["passes"], name


def test_tilting_moves_tiles_reading_20_times_a_second(loops):
    result = loops[True][1]
    assert "tilt_moves" in result
    block = result["blocks"]["play, tilt on"]
    assert 0 < block["reads"] <= block["asleep_ms"] // 50 + 1


def test_tilt_off_loads_nothing_of_it_and_on_the_library_goes_after_the_set_up(loops):
    assert loops[False][1]["tilt_modules"] == []
    assert loops[True][1]["tilt_modules"] == ["puzzle.tilt",
                                               "adafruit_bus_device"]  # built in, on the badge
    assert loops[False][1]["held"] < loops[True][1]["held"]
