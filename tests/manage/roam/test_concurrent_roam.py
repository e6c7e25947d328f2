"""ROAM's read-decide-write is serialized per scope across processes, store objects and
threads (the store's scope lock), so concurrent writers end where a sequential run ends."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
from contextlib import nullcontext

import pytest

from memstrata import Memory
from tests.conftest import ROOT
from tests.fixtures.keyed_workload import (
    ATTRIBUTES,
    KeyedClassifier,
    check_roam_invariants,
    current_values,
    workload,
)
from tests.pg_server import store_arg

pytestmark = pytest.mark.slow

N_WRITERS, N_ADDS = 4, 200
OPTIONS = {"k": len(ATTRIBUTES) + 5, "fusion": "deterministic"}

WRITER = textwrap.dedent("""
    import sys
    sys.path.insert(0, sys.argv[1])
    from memstrata import Memory
    from tests.fixtures.keyed_workload import KeyedClassifier, workload
    path, writer, n, backend = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    options = {"k": 25, "fusion": "deterministic"}
    options.update({"classifier": KeyedClassifier()} if backend == "keyed" else {"relation_backend": backend})
    with Memory.open(path, policy="roam", policy_options=options) as m:
        for obs in workload(writer, n):
            m.add(observations=[obs], user_id="sam")
""")


def run_writers(path, n_writers: int, n_adds: int, backend: str = "keyed") -> None:
    Memory.open(path, policy="roam").close()  # the schema exists before the writers race
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(ROOT), store_arg(path), str(w), str(n_adds), backend],
                              stderr=subprocess.PIPE, text=True) for w in range(n_writers)]
    for p in procs:
        _out, err = p.communicate(timeout=600)
        assert p.returncode == 0, err


def final_state(path, embedder):
    with Memory.open(path, policy="roam", embedder=embedder) as m:
        return m.get_all(user_id="sam")


def expected_current(n_writers: int, n_adds: int) -> dict[str, list[str]]:
    newest: dict[str, dict] = {}
    for w in range(n_writers):
        for obs in workload(w, n_adds):
            attr = obs["text"].split(" is ", 1)[0]
            if attr not in newest or obs["time"] > newest[attr]["time"]:
                newest[attr] = obs
    return {attr: [obs["text"]] for attr, obs in newest.items()}


def test_four_processes_end_where_a_sequential_run_ends(tmp_path, embedder):
    concurrent, sequential = tmp_path / "concurrent.db", tmp_path / "sequential.db"
    run_writers(concurrent, N_WRITERS, N_ADDS)
    with Memory.open(sequential, policy="roam", embedder=embedder,
                     policy_options={**OPTIONS, "classifier": KeyedClassifier()}) as m:
        for w in range(N_WRITERS):
            for obs in workload(w, N_ADDS):
                m.add(observations=[obs], user_id="sam")
    a, b = final_state(concurrent, embedder), final_state(sequential, embedder)
    assert len(a) == len(b) == N_WRITERS * N_ADDS
    assert check_roam_invariants(a) == check_roam_invariants(b) == {"primary": len(ATTRIBUTES),
                                                                     "evidence": N_WRITERS * N_ADDS - len(ATTRIBUTES)}
    assert current_values(a) == current_values(b) == expected_current(N_WRITERS, N_ADDS)


def test_processes_with_the_shipped_model_keep_the_invariants(tmp_path, embedder):
    path = tmp_path / "model.db"
    run_writers(path, 4, 40, backend="model")
    records = final_state(path, embedder)
    assert len(records) == 160
    counts = check_roam_invariants(records)
    assert counts.get("evidence", 0) > 0  # the model did demote: the invariants were exercised


def test_two_memory_objects_in_one_process(tmp_path, embedder):
    path = tmp_path / "two.db"
    options = {**OPTIONS, "classifier": KeyedClassifier()}
    memories = [Memory.open(path, policy="roam", embedder=embedder, policy_options=options) for _ in range(2)]
    errors: list[BaseException] = []

    def write(w: int) -> None:
        try:
            for obs in workload(w, 100):
                memories[w].add(observations=[obs], user_id="sam")
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(w,)) for w in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for m in memories:
        m.close()
    assert not errors
    records = final_state(path, embedder)
    assert check_roam_invariants(records) == {"primary": len(ATTRIBUTES), "evidence": 200 - len(ATTRIBUTES)}
    assert current_values(records) == expected_current(2, 100)


class StallingClassifier(KeyedClassifier):
    """Blocks in its first call, i.e. after the candidates were read and before anything is written."""

    def __init__(self):
        self.reached, self.release = threading.Event(), threading.Event()
        self.calls = 0

    def classify(self, new, olds):
        self.calls += 1
        if self.calls == 1:
            self.reached.set()
            assert self.release.wait(30)
        return super().classify(new, olds)


def stalled_race(path, embedder, lock: bool):
    """A reads candidates and stalls; B (another store object) writes the same attribute;
    then A goes on. Returns the final records."""
    stall = StallingClassifier()
    a = Memory.open(path, policy="roam", embedder=embedder, policy_options={**OPTIONS, "classifier": stall})
    b = Memory.open(path, policy="roam", embedder=embedder, policy_options={**OPTIONS, "classifier": KeyedClassifier()})
    b.add(observations=[{"text": "Sam's car is a Volvo.", "time": "2024-01-01"}], user_id="sam")
    if not lock:
        for m in (a, b):
            m.store.scope_lock = lambda scope: nullcontext()
    b_done = threading.Event()
    thread_a = threading.Thread(target=a.add, kwargs={
        "observations": [{"text": "Sam's car is a Fiat.", "time": "2024-02-01"}], "user_id": "sam"})
    thread_a.start()
    assert stall.reached.wait(30)  # A has read its candidates (the Volvo) and is deciding

    def write_b():
        b.add(observations=[{"text": "Sam's car is a Tesla.", "time": "2024-03-01"}], user_id="sam")
        b_done.set()

    thread_b = threading.Thread(target=write_b)
    thread_b.start()
    b_finished_while_a_stalled = b_done.wait(1.0)
    stall.release.set()
    thread_a.join(30)
    thread_b.join(30)
    records = b.get_all(user_id="sam")
    a.close()
    b.close()
    return b_finished_while_a_stalled, records


def test_a_stalled_writer_holds_the_scope_and_the_next_one_rereads(tmp_path, embedder):
    b_finished_early, records = stalled_race(tmp_path / "stall.db", embedder, lock=True)
    assert not b_finished_early  # B waited for A to commit ...
    check_roam_invariants(records)  # ... then read A's record and decided on it
    assert current_values(records) == {"Sam's car": ["Sam's car is a Tesla."]}


def test_without_the_scope_lock_the_stalled_race_corrupts_roles(tmp_path, embedder):
    # The same race with the lock switched off: the test above is not passing by luck.
    b_finished_early, records = stalled_race(tmp_path / "nolock.db", embedder, lock=False)
    assert b_finished_early
    with pytest.raises(AssertionError):
        check_roam_invariants(records)
        assert len(current_values(records)["Sam's car"]) == 1
