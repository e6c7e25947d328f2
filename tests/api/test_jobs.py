"""Queued adds (``api.jobs``) and the atomic units under them, on every store kind: a job is
searchable once queued, runs once, in order; a crash inside a job's unit leaves no half of it
and the job pending; a finished job is skipped by a second worker; bad input is refused before
anything is queued. And tenants through the Memory API: ``for_tenant`` keeps each apart."""

from __future__ import annotations

import pytest

from memstrata import Memory
from memstrata.api.jobs import JobQueue
from memstrata.errors import InvalidInputError, NotFoundError, ScopeError


@pytest.fixture
def memory(db_path, embedder):
    with Memory.open(db_path, embedder=embedder) as m:
        yield m


def texts(m: Memory, user: str, roles=None) -> list[str]:
    return sorted(r.text for r in m.get_all(user_id=user, roles=roles))


def test_a_queued_add_is_found_at_once_and_runs_once(memory):
    queue = JobQueue(memory)
    job = queue.submit(memory, [{"role": "user", "content": "I moved to Lisbon and adopted a cat named Miso."}],
                       user_id="ava", time="2024-05-01T10:00:00")
    assert job.status == "pending" and len(job.pending) == 1
    found = memory.search("Miso the cat", user_id="ava")
    assert found and found[0].role == "pending" and "Miso" in found[0].text
    assert queue.run() == 1 and queue.run() == 0  # nothing left to run the second time
    done = queue.get("default", job.id)
    assert done.status == "done" and done.request == {} and done.result["extraction"] == "rules"
    stored = memory.get_all(user_id="ava")
    assert [r.role for r in stored] == ["primary"] and "Miso" in stored[0].text
    assert stored[0].sources == [memory.store.turns(stored[0].scope, stored[0].sources)[0]["id"]]  # the same turn
    retired = memory.get_all(user_id="ava", roles=("deleted",))
    assert [r.id for r in retired] == job.pending
    assert [e.action for e in memory.history(job.pending[0], user_id="ava")] == ["create", "resolve"]


def test_jobs_run_in_the_order_they_were_queued(memory):
    queue = JobQueue(memory)
    ids = [queue.submit(memory, observations=[f"Step {i} of the recipe."], user_id="bo",
                        time=f"2024-01-0{i + 1}T00:00:00").id for i in range(5)]
    queue.run()
    finished = [queue.get("default", i).finished_at for i in ids]
    assert finished == sorted(finished)
    assert texts(memory, "bo") == [f"Step {i} of the recipe." for i in range(5)]


def test_a_crash_inside_the_unit_leaves_nothing_and_the_job_runs_again(memory, monkeypatch):
    queue = JobQueue(memory)
    job = queue.submit(memory, observations=["Cy's train leaves at 7."], user_id="cy")
    import memstrata.api.jobs as jobs_module

    def boom(*args, **kwargs):
        raise RuntimeError("the process died here")

    monkeypatch.setattr(jobs_module, "_retire", boom)  # after the add's writes, before the job is finished
    assert queue.run_one(queue.memory.store.pending_jobs(1)[0]) == "failed"  # reported, not raised
    monkeypatch.undo()
    # The unit rolled back: no memory from the add, the pending record still pending.
    assert [r.role for r in memory.get_all(user_id="cy")] == ["pending"]
    assert queue.get("default", job.id).status == "failed"


def test_a_unit_rolled_back_leaves_the_job_pending_for_the_next_worker(memory, monkeypatch):
    queue = JobQueue(memory)
    job = queue.submit(memory, observations=["Dee's bike is blue."], user_id="dee")
    real = memory.store.atomic

    class Crash(BaseException):  # what a kill looks like to the unit: nothing after it runs
        pass

    def crashing():
        unit = real()

        class Unit:
            def __enter__(self):
                return unit.__enter__()

            def __exit__(self, *exc):
                unit.__exit__(Crash, Crash(), None)  # roll back instead of committing
                raise Crash

        return Unit()

    monkeypatch.setattr(memory.store, "atomic", crashing)
    with pytest.raises(Crash):
        queue.run_one(memory.store.pending_jobs(1)[0])
    monkeypatch.undo()
    assert queue.get("default", job.id).status == "pending"
    assert [r.role for r in memory.get_all(user_id="dee")] == ["pending"]
    assert queue.run() == 1  # the next worker runs it, once
    assert texts(memory, "dee") == ["Dee's bike is blue."]
    assert queue.run_one(queue.get("default", job.id)) is None  # finished: a second worker skips it


def test_bad_input_is_refused_before_anything_is_queued(memory):
    queue = JobQueue(memory)
    for kwargs in ({"user_id": None}, {"time": "not a time"}, {"metadata": {"k": object()}}):
        with pytest.raises(InvalidInputError):
            queue.submit(memory, observations=["x"], **{"user_id": "eve", **kwargs})
    with pytest.raises(InvalidInputError):
        queue.submit(memory, "x", observations=["y"], user_id="eve")
    assert memory.store.pending_jobs() == [] and memory.get_all(user_id="eve") == []


def test_tenants_through_the_memory_api(memory):
    acme, globex = memory.for_tenant("acme"), memory.for_tenant("globex")
    a = acme.add(observations=["Fay's locker code is 1234."], user_id="fay").decisions[0]
    globex.add(observations=["Fay works at a bakery."], user_id="fay")
    memory.add(observations=["Fay plays tennis."], user_id="fay")
    assert texts(acme, "fay") == ["Fay's locker code is 1234."]
    assert texts(globex, "fay") == ["Fay works at a bakery."]
    assert texts(memory, "fay") == ["Fay plays tennis."]
    # min_score=0: every ranked record, so that one of another tenant would show here.
    assert [r.text for r in globex.search("locker code", user_id="fay", min_score=0)] == ["Fay works at a bakery."]
    with pytest.raises(NotFoundError):
        globex.get(a.id, user_id="fay")
    with pytest.raises(NotFoundError):
        globex.delete(a.id, user_id="fay")
    with pytest.raises(InvalidInputError):
        acme.export()  # only the default tenant may export the whole store
    lines = acme.export(user_id="fay")
    assert all("bakery" not in str(line) and "tennis" not in str(line) for line in lines)
    with pytest.raises(ScopeError):
        memory.for_tenant("bad\ttenant")
    with pytest.raises(InvalidInputError):
        memory.erase_tenant()  # the default tenant is refused
    gone = acme.erase_tenant()
    assert gone.records == 1 and acme.get_all(user_id="fay") == []
    assert texts(globex, "fay") == ["Fay works at a bakery."] and texts(memory, "fay") == ["Fay plays tennis."]


def test_deleting_or_erasing_a_queued_turn_keeps_it_from_coming_back(memory):
    queue = JobQueue(memory)
    kept = queue.submit(memory, observations=["Gil's PIN is 8080."], user_id="gil")
    erased = queue.submit(memory, observations=["Gil's other PIN is 9090."], user_id="gil")
    memory.delete(kept.pending[0], user_id="gil")  # a tombstone: the job is cancelled when it runs
    memory.delete(erased.pending[0], user_id="gil", erase=True)  # erased: the job row goes with it
    with pytest.raises(NotFoundError):
        queue.get("default", erased.id)
    assert queue.run() == 1
    cancelled = queue.get("default", kept.id)
    assert cancelled.status == "failed" and cancelled.error.startswith("cancelled")
    assert memory.get_all(user_id="gil") == []


def test_extraction_runs_outside_the_unit_so_model_calls_never_hold_the_store(memory, monkeypatch):
    queue = JobQueue(memory)
    queue.submit(memory, [{"role": "user", "content": "I just moved to Quito."}], user_id="hana")
    real, seen = memory.extractor.extract_with_report, []

    def extract(turns, when):
        with memory.store.atomic():  # refused if this thread were inside the job's unit
            seen.append(len(turns))
        return real(turns, when)

    monkeypatch.setattr(memory.extractor, "extract_with_report", extract)
    assert queue.run() == 1 and seen == [1]
    assert "Quito" in memory.get_all(user_id="hana")[0].text
