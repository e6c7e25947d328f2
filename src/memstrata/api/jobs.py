"""Queued adds with read-your-writes: ``JobQueue.submit`` answers at once, ``JobQueue.run``
(a worker thread: ``start``) does the add later.

What makes it durable, and each job run once:
- ``submit`` validates the add as ``Memory.add`` would, then commits in one transaction the
  raw turns, each turn as a pending record (searchable at once, as a failed extraction's turns
  are) and the job row (``store.jobs``). Nothing is acknowledged before that commit.
- ``run_one`` does the add inside ``Store.atomic``: the manager's writes, the retirement of the
  job's pending records and the job's completion commit together. A process killed before
  that commit leaves the job pending and its effects absent, so after a restart it runs again,
  and only once. Two workers (two server processes on one store) take the scope lock first
  and check the job's status inside the unit, so the second finds it finished and skips it.
- Jobs run one at a time in the order they were queued (``seq``), so the jobs of one scope
  run in order. A store outage leaves the job pending (the worker tries again); any other
  failure fails it, with its turns kept as pending records. A job whose pending records the
  user deleted before it ran is cancelled (failed), so what was deleted does not come back.

Extraction (its model calls included) runs before the unit, which holds the store's write
transaction for the policy's management only. A policy whose management calls a model (ROAM
with an LLM relation backend, EMIR2's own LLM extraction, Uni-Mem) still makes those calls
inside the unit: on SQLite the whole store waits for them (PostgreSQL: the scope's writers).
"""

from __future__ import annotations

import copy
import logging
import threading
import uuid
from dataclasses import replace
from typing import Any

from memstrata.api import adding, names
from memstrata.api.memory import Memory
from memstrata.errors import InvalidInputError, MemstrataError, StoreUnavailableError
from memstrata.manage.base import ManagerContext
from memstrata.manage.pending import keep_pending
from memstrata.store.jobs import Job
from memstrata.timeutil import format_time, now_utc

log = logging.getLogger("memstrata.jobs")
ACTOR = "jobs"


class JobQueue:
    """The queue of one store. ``memory``: any ``Memory`` of that store (jobs run bound to
    their own tenant)."""

    def __init__(self, memory: Memory, *, poll_s: float = 1.0):
        self.memory = memory
        self.poll_s = poll_s
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._finished = threading.Condition()

    # ----- queueing -----------------------------------------------------------------------
    def submit(self, memory: Memory, messages: str | list[Any] | None = None, *,
               observations: list[Any] | None = None, user_id: str | None = None, agent_id: str | None = None,
               run_id: str | None = None, time: Any = None, metadata: dict[str, Any] | None = None,
               infer: bool = True, allow_future: bool = False) -> Job:
        """Queue ``memory.add(...)`` (``memory``: bound to the caller's tenant) and return the
        pending job once it is committed. Bad input raises here, as ``Memory.add`` would."""
        scope = memory.scope(user_id, agent_id, run_id)
        if not isinstance(infer, bool) or not isinstance(allow_future, bool):
            raise InvalidInputError("infer and allow_future must be true or false", field="infer")
        checked = adding.check_input(memory, messages, observations, scope, time=time, metadata=metadata,
                                     infer=infer, allow_future=allow_future)
        job_id = "job_" + uuid.uuid4().hex
        request: dict[str, Any] = {"time": time if isinstance(time, str) else checked.when, "metadata": metadata,
                                   "infer": infer, "allow_future": allow_future}
        if messages is not None:
            turns = checked.turns
            request["messages"] = _with_ids(messages, checked.turn_ids)
        else:
            request["observations"] = copy.deepcopy(observations)
            # Not turns of the conversation: they are not kept as turns, only as pending records.
            turns = [{"id": f"{job_id}:{i}", "speaker": "user", "text": o.text, "time": o.time}
                     for i, o in enumerate(checked.obs)]
        store = memory.store
        ctx = ManagerContext(store, names.scoped_embedder(memory, scope), scope, ACTOR)
        with store.scope_lock(scope), store.atomic() as tx:
            if messages is not None:
                tx.add_turns(scope, [{k: t[k] for k in ("id", "speaker", "text", "time")} for t in turns])
            held = keep_pending(ctx, turns, details={"queued_as": job_id}, reason=f"queued as {job_id}")
            created = format_time(now_utc())
            tx.add_job(job_id, scope, request, [d.id for d in held], created)
        self._wake.set()
        return Job(job_id, scope, "pending", request, [d.id for d in held], None, None, created, None)

    def get(self, tenant: str, job_id: str) -> Job:
        return self.memory.store.get_job(tenant, job_id)

    # ----- running ------------------------------------------------------------------------
    def run(self, limit: int | None = None) -> int:
        """Run pending jobs in queue order until none is left (or ``limit`` ran); return how many."""
        ran = 0
        while limit is None or ran < limit:
            jobs = self.memory.store.pending_jobs(1)
            if not jobs:
                break
            self.run_one(jobs[0])
            ran += 1
        return ran

    def run_one(self, job: Job) -> str | None:
        """Run one job; returns its status afterwards (None: another worker had finished it).
        Extraction (``adding.prepare``: model calls, no writes but the turns it already has)
        runs before the unit; the policy's management (``adding.finish``) inside it."""
        memory = self.memory.for_tenant(job.scope.tenant)
        store, scope = memory.store, job.scope
        current = store.get_job(scope.tenant, job.id)  # as stored now: another worker may have run it
        if current.status != "pending":
            return None
        request = current.request
        try:
            prepared = adding.prepare(memory, request.get("messages"), request.get("observations"), scope,
                                      time=request.get("time"), metadata=request.get("metadata"),
                                      infer=request.get("infer", True), allow_future=request.get("allow_future", False))
            with store.scope_lock(scope), store.atomic() as tx:
                if tx.job_status(job.id) != "pending":
                    return None
                held = store.get_many(scope, job.pending)
                if len(held) < len(job.pending) or any(r.role != "pending" for r in held):
                    # The user deleted what the job holds before it ran: it must not come back.
                    tx.finish_job(job.id, status="failed", result=None, finished_at=format_time(now_utc()),
                                  error="cancelled: its pending records were deleted before it ran")
                    return "failed"
                result = adding.finish(memory, prepared)
                _retire(store, tx, job)
                status = "failed" if result.error else "done"
                tx.finish_job(job.id, status=status, result=result.to_dict(), error=result.error,
                              finished_at=format_time(now_utc()))
        except StoreUnavailableError:
            raise  # the store went away: the job stays pending and the worker tries again later
        except Exception as exc:  # noqa: BLE001 - any other failure fails the job, never the worker
            error = str(exc) if isinstance(exc, MemstrataError) else f"internal error: {type(exc).__name__}"
            log.warning("job %s failed: %s", job.id, error)
            with store.scope_lock(scope), store.atomic() as tx:
                tx.finish_job(job.id, status="failed", result=None, error=error, finished_at=format_time(now_utc()))
            status = "failed"
        finally:
            with self._finished:
                self._finished.notify_all()
        return status

    def wait(self, tenant: str, job_id: str, timeout_s: float = 30.0) -> Job:
        """The job once it is no longer pending (or as it stands after ``timeout_s``)."""
        deadline = threading.Event()
        timer = threading.Timer(timeout_s, deadline.set)
        timer.start()
        try:
            while True:
                job = self.get(tenant, job_id)
                if job.status != "pending" or deadline.is_set():
                    return job
                with self._finished:
                    self._finished.wait(0.2)
        finally:
            timer.cancel()

    def start(self) -> None:
        """Run jobs in a background thread until ``stop``; pending jobs of an earlier process
        are picked up first."""
        if self._thread is not None:
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._loop, name="memstrata-jobs", daemon=True)
        self._thread.start()

    def stop(self, timeout_s: float = 30.0) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout_s)
            self._thread = None

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                jobs = self.memory.store.pending_jobs(1)
                if jobs:
                    self.run_one(jobs[0])
                    continue
            except MemstrataError as exc:  # the store went away for a moment: try again later
                log.warning("job worker: %s", exc)
            self._wake.wait(self.poll_s)
            self._wake.clear()


def _with_ids(messages: str | list[Any], ids: list[str]) -> list[Any]:
    """The messages as JSON with each turn's id fixed, so the job stores the same turns again
    (a no-op: turns are kept by id) instead of new ones."""
    items = [messages] if isinstance(messages, str) else messages
    out = []
    for item, turn_id in zip(items, ids):
        msg = {"role": "user", "content": item} if isinstance(item, str) else copy.deepcopy(item)
        msg["id"] = turn_id
        out.append(msg)
    return out


def _retire(store: Any, tx: Any, job: Job) -> None:
    """The job's pending records, now that the add has stored what they held: deleted (their
    history says by which job)."""
    for record in store.get_many(job.scope, job.pending):
        if record.role == "pending":
            tx.update(replace(record, role="deleted"), actor=ACTOR, action="resolve", time=record.time,
                      details={"job": job.id})
