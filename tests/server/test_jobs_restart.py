"""Queued adds survive the server: jobs acknowledged with 202 are in the store, a server killed
with SIGKILL (queued jobs waiting, or one running) leaves them to the next, and after the
restart every job completes, and each exactly once."""

from __future__ import annotations

import signal
import time
from collections import Counter

import pytest

from tests.server.conftest import Server, free_port, make_keys


@pytest.fixture
def server(tmp_path):
    db = str(tmp_path / "memory.db")
    s = Server(db, free_port(), tmp_path / "server.log", make_keys(db))
    yield s
    s.stop()


def queue(s: Server, n: int, prefix: str) -> dict[str, str]:
    jobs = {}
    with s.client("rw") as c:
        for i in range(n):
            text = f"{prefix} fact number {i} about the garden."
            r = c.post("/v1/memories", json={"observations": [text], "user_id": f"u{i % 3}", "wait": False})
            assert r.status_code == 202, r.text
            jobs[r.json()["job_id"]] = text
    return jobs


def settle(s: Server, jobs: dict[str, str], timeout_s: float = 120) -> dict[str, dict]:
    deadline = time.monotonic() + timeout_s
    with s.client("rw") as c:
        while True:
            states = {j: c.get(f"/v1/jobs/{j}").json() for j in jobs}
            if all(st["status"] != "pending" for st in states.values()) or time.monotonic() > deadline:
                return states
            time.sleep(0.3)


def stored_texts(s: Server) -> Counter:
    with s.client("rw") as c:
        return Counter(r["text"] for u in ("u0", "u1", "u2")
                       for r in c.get("/v1/memories", params={"user_id": u, "limit": 1000}).json()["results"]
                       if r["role"] == "primary")


def test_jobs_queued_before_a_kill_run_once_after_the_restart(server):
    server.start("--no-jobs")  # nothing runs them in this process
    jobs = queue(server, 12, "queued")
    server.stop(signal.SIGKILL)
    server.start()
    states = settle(server, jobs)
    assert {st["status"] for st in states.values()} == {"done"}
    assert stored_texts(server) == Counter(jobs.values())  # every text once, none twice


def test_a_kill_while_jobs_run_loses_none_and_repeats_none(server):
    server.start()
    jobs = queue(server, 30, "running")
    time.sleep(0.2)  # some done, one likely running, the rest waiting
    server.stop(signal.SIGKILL)
    server.start()
    states = settle(server, jobs)
    assert {st["status"] for st in states.values()} == {"done"}
    assert stored_texts(server) == Counter(jobs.values())
    with server.client("rw") as c:  # no pending record is left behind by any job
        roles = Counter(r["role"] for u in ("u0", "u1", "u2")
                        for r in c.get("/v1/memories", params={"user_id": u, "include_deleted": True,
                                                               "limit": 1000}).json()["results"])
    assert roles == Counter({"primary": 30, "deleted": 30})
