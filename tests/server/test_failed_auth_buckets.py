"""The failed-auth buckets stay bounded however many addresses or prefixes fail, and forget the
least recent first, so a flood of distinct guesses cannot grow the server's memory."""

from __future__ import annotations

import time

from memstrata.server.failed_auth import FailureBuckets


def test_buckets_are_bounded_and_keep_the_most_recent_failures():
    buckets = FailureBuckets(rate=0.001, burst=2, max_entries=100)
    for i in range(10_000):
        buckets.fail(f"prefix{i}")
    assert len(buckets) <= 100
    buckets.fail("prefix9999")  # its second failure: the bucket is empty
    assert buckets.retry_after("prefix9999") > 0
    assert buckets.retry_after("prefix0") == 0  # forgotten: a full bucket again


def test_a_bucket_refills_at_its_rate():
    buckets = FailureBuckets(rate=1000.0, burst=1)
    buckets.fail("a")
    assert buckets.retry_after("b") == 0  # others are untouched
    assert buckets.retry_after("a") == 1  # whole seconds, at least 1
    time.sleep(0.05)  # 50 failures' worth at 1,000 a second
    assert buckets.retry_after("a") == 0
