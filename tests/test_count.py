# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The count of time on the badge (``bench/count_bench.py``) reads what the badge's own count
read on the commit it is calibrated on: its estimates, recomputed here from the raw counts kept
beside the measured figures (``tests/data/count-9420476.json``), within 15 % of them, every
kind of pass the badge's count measured and the start-up."""

import os
import sys

import pytest

from conftest import ROOT

sys.path.append(os.path.join(ROOT, "bench"))
import count_bench  # noqa: E402


@pytest.fixture(scope="module")
def data():
    return count_bench.load()


def test_the_constants_are_the_fit_of_the_kept_counts(data):
    fitted = count_bench.fit(data["counts"], data["measured"])
    for name in ("python", "pass", "collecting"):
        assert fitted[name] == pytest.approx(data["constants"][name]), name
    for part in count_bench.PARTS:
        assert fitted["drawing"][part] == pytest.approx(data["constants"]["drawing"][part],
                                                        abs=1e-6)
    assert all(value >= 0 for value in fitted["drawing"].values())


def test_each_kind_is_within_15_percent_of_the_badges_count(data):
    estimates = count_bench.estimates(data["counts"], data["constants"])
    assert set(data["measured"]["kinds"]) <= set(estimates), "every measured kind played"
    off = {}
    for kind, figures in data["measured"]["kinds"].items():
        badge = count_bench.milliseconds(figures["python"], figures["refresh"],
                                         figures["pixels"])
        estimate = count_bench.milliseconds(*estimates[kind][:3])
        if not count_bench.within(estimate, badge):
            off[kind] = "%+.0f %%" % (100 * (estimate / badge - 1))
    assert not off, off


def test_the_start_up_is_within_15_percent(data):
    estimate = count_bench.startup_ms(data, data["counts"])
    assert count_bench.within(estimate, count_bench.startup_ms(data)), estimate


def test_without_valgrind_it_says_so_in_one_line(monkeypatch, capsys):
    monkeypatch.setattr(count_bench.shutil, "which", lambda name: None)
    count_bench.main([])
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "valgrind" in err
