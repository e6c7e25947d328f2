"""Hypothesis profiles for every property and fuzz test.

``ci`` (the default) keeps the whole suite's property tests inside CI's time budget;
``thorough`` is for benchmark runs (``benchmarks/fuzz_api.py``). Choose one with
``MEMSTRATA_HYPOTHESIS_PROFILE=thorough``.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

PROFILE_ENV = "MEMSTRATA_HYPOTHESIS_PROFILE"
# Generating huge strings and opening a store per example are slow by Hypothesis' measure;
# the examples are wanted all the same.
_SLOW_IS_FINE = [HealthCheck.too_slow, HealthCheck.data_too_large]

settings.register_profile("ci", max_examples=200, deadline=None, suppress_health_check=_SLOW_IS_FINE,
                          derandomize=True, print_blob=True)
settings.register_profile("thorough", max_examples=5_000, deadline=None, suppress_health_check=_SLOW_IS_FINE,
                          print_blob=True)


def load_profile() -> str:
    name = os.environ.get(PROFILE_ENV, "ci")
    settings.load_profile(name)
    return name
