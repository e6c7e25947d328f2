"""Fuzzing the public API (issue 12, item 7): every failure is a MemstrataError, every
completed write is present and the file passes ``integrity_check``. The machine is in
``fuzz_api_machine.py``; this runs it under the active Hypothesis profile (``ci``: 200
examples; ``benchmarks/fuzz_api.py`` runs the ``thorough`` one)."""

from __future__ import annotations

import time

import pytest
from hypothesis import settings
from hypothesis.stateful import run_state_machine_as_test

from tests.api.fuzz_api_machine import STATS, MemoryAPIMachine

# 30 calls per example: 200 examples take about 10 s here, well inside the 60 s CI budget.
STEPS_PER_EXAMPLE = 30
CI_SECONDS = 60


# SQLite only for CI time (it takes 85 s on PostgreSQL); the store contract and the API suites run there.
@pytest.mark.sqlite_only
def test_public_api_under_hostile_input(embedder):
    MemoryAPIMachine.embedder = embedder
    STATS.clear()
    started = time.monotonic()
    run_state_machine_as_test(MemoryAPIMachine, settings=settings(stateful_step_count=STEPS_PER_EXAMPLE))
    elapsed = time.monotonic() - started
    assert STATS["examples"] >= min(settings().max_examples, 50)  # it really ran
    errors = sum(v for k, v in STATS.items() if k.startswith("error:"))
    successes = sum(v for k, v in STATS.items() if k.startswith("call:")) - errors
    assert errors > 0 and successes > 0, STATS  # both refusals and completed calls were exercised
    if settings().max_examples <= 200:
        assert elapsed < CI_SECONDS, f"the CI fuzz took {elapsed:.0f}s"
