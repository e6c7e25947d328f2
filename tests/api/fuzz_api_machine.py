"""A Hypothesis state machine that drives the public ``Memory`` API with hostile input.

Each example opens a fresh store with a random policy and options, then runs random calls
(add with text / messages / observations, search, context, get, get_all with as_of,
update, delete, history, reopen) with random text (lone surrogates, control characters,
huge strings), random times (numbers, NaN, infinities, huge, negative, junk strings, aware
datetimes), random ids and random options. Properties:

- every call returns or raises a ``MemstrataError``: nothing else escapes;
- every write that returned is present afterwards (``get`` by id, with its text and role);
- the file passes ``PRAGMA integrity_check`` once the example ends.

Used by ``tests/api/test_fuzz_api.py`` (CI profile) and ``benchmarks/fuzz_api.py``
(thorough profile); ``STATS`` counts what ran, for the benchmark's summary.
"""

from __future__ import annotations

import math
import shutil
import sqlite3
import tempfile
from collections import Counter
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    consumes,
    initialize,
    invariant,
    multiple,
    precondition,
    rule,
)

from memstrata import Memory
from memstrata.errors import MemstrataError

STATS: Counter[str] = Counter()

# ----- strategies ------------------------------------------------------------------------
surrogates = st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF)
controls = st.characters(min_codepoint=0, max_codepoint=0x1F) | st.sampled_from(["\x7f", "\x85", "\u2028", "\ufeff"])
ordinary = st.characters(codec="utf-8")
words = st.sampled_from(["Ava", "lives", "in", "Leeds", "Ghent", "likes", "tea", "2023", "the", "dog", "Pixel"])
sentences = st.lists(words, min_size=1, max_size=8).map(" ".join)

def mostly(valid: st.SearchStrategy, hostile: st.SearchStrategy) -> st.SearchStrategy:
    """Three valid values in four: calls must get past the first check to reach deep code.
    (``one_of(valid, valid, valid, hostile)`` would not do: it drops repeated branches.)"""
    return st.sampled_from([True, True, True, False]).flatmap(lambda ok: valid if ok else hostile)


hostile_texts = st.one_of(
    st.text(ordinary, max_size=40),
    st.text(st.one_of(ordinary, surrogates, controls), max_size=30),
    st.builds(lambda a, s, b: a + s + b, sentences, surrogates, sentences),
    st.text(controls, max_size=10),
    st.just(""), st.just("   \n\t"),
    st.integers(15_990, 16_010).map(lambda n: ("word " * (n // 5 + 1))[:n]),  # around the 16,000 limit
    st.builds(lambda: "x" * 200_000),
    st.none(), st.integers(), st.binary(max_size=8), st.lists(sentences, max_size=2),
)
texts = mostly(sentences | st.text(ordinary, min_size=1, max_size=40), hostile_texts)
offsets = st.integers(-23 * 60, 23 * 60).map(lambda m: timezone(timedelta(minutes=m)))
hostile_times = st.one_of(
    st.integers(min_value=-(10**20), max_value=10**20),
    st.integers(0, 2_000_000_000),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([float("nan"), float("inf"), -float("inf"), 1e300, -1.0, 253_402_300_799, 253_402_300_800,
                     10**400, True]),
    st.sampled_from(["2023-05-08", "2023-05-08T13:56:00", "2023-05-08T13:56:00Z", "2023-05-08T06:00:00+09:00",
                     "1:56 pm on 8 May, 2023", "0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-01:00"]),
    st.text(st.one_of(ordinary, surrogates, controls), max_size=20),
    st.datetimes(min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30), timezones=st.none() | offsets),
    st.datetimes(timezones=offsets),
    st.dates(),
    st.builds(lambda: datetime.now(UTC)),
    st.binary(max_size=4), st.lists(st.integers(), max_size=2),
)
valid_times = st.one_of(st.none(), st.sampled_from(["2023-05-08", "2023-06-01T10:00:00", "2024-01-01T00:00:00+02:00"]),
                        st.integers(0, 2_000_000_000), st.datetimes(min_value=datetime(2000, 1, 1),
                                                                    max_value=datetime(2030, 1, 1)))
times = mostly(valid_times, hostile_times)
user_ids = mostly(st.sampled_from(["ava", "ben", "ava@example.com"]), st.one_of(
    st.none(), st.just(""), st.just("u" * 257), st.builds(lambda: "u" * 1_000_000),
    st.text(st.one_of(ordinary, surrogates, controls), max_size=12),
    st.integers(), st.lists(st.just("ava"), max_size=1),
))
sub_ids = mostly(st.none() | st.sampled_from(["agent-1", "run-1"]), st.text(max_size=4) | st.integers())
json_leaves = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(st.one_of(ordinary, surrogates),
                                                                                        max_size=8))
json_values = st.recursive(json_leaves, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=8)
metadatas = mostly(st.none() | st.dictionaries(st.sampled_from(["topic", "n", "tags"]), json_values, max_size=3), st.one_of(
    st.dictionaries(st.integers(), st.integers(), max_size=1),
    st.builds(lambda: {"when": object()}), st.builds(lambda: {"tags": {"a"}}), st.just({"x": b"y"}),
    st.lists(st.integers(), max_size=2), st.text(max_size=3),
))
flags = mostly(st.booleans(), st.none() | st.sampled_from(["yes", 0, 1]))
limits = mostly(st.integers(1, 40), st.integers() | st.sampled_from([10**30, -1, 0, 10_000, 10_001, "5", 2.5, True,
                                                                      None, float("nan")]))
modes = mostly(st.sampled_from(["hybrid", "dense", "bm25"]), st.text(max_size=6) | st.integers() | st.none())
packings = mostly(st.sampled_from(["whole", "truncate"]) | st.none(), st.sampled_from(["", "cut", "WHOLE"]) | st.integers())
filter_dicts = mostly(st.none(), st.one_of(
    st.fixed_dictionaries({}, optional={"kind": st.sampled_from(["fact", "note", "rumour"]) | st.integers(),
                                        "time_from": times, "time_to": times, "topic": json_values}),
    st.text(max_size=4), st.lists(st.integers(), max_size=1),
))
role_sets = st.one_of(st.none(), st.lists(st.sampled_from(["primary", "evidence", "pending", "deleted", "boss"]),
                                          max_size=3).map(tuple), st.text(max_size=7), st.lists(st.integers(), max_size=1))
valid_messages = st.one_of(sentences, st.lists(st.fixed_dictionaries(
    {"role": st.sampled_from(["user", "assistant"]), "content": sentences},
    optional={"name": st.sampled_from(["Ava", "Ben"]), "time": valid_times}), min_size=1, max_size=3))
hostile_messages = st.one_of(
    hostile_texts,
    st.lists(st.one_of(
        st.fixed_dictionaries({"role": st.sampled_from(["user", "assistant"]), "content": texts},
                              optional={"name": user_ids, "id": st.one_of(st.text(max_size=6), st.integers(),
                                                                          st.dictionaries(st.text(), st.text())),
                                        "time": times}),
        texts, st.integers()), max_size=4),
)
messages = mostly(valid_messages, hostile_messages)
valid_observations = st.lists(st.one_of(sentences, st.fixed_dictionaries({"text": sentences}, optional={
    "time": valid_times, "kind": st.sampled_from(["fact", "event", "state", "note"]), "source": st.sampled_from(["D1:1"]),
    "metadata": st.just({"topic": "t"})})), min_size=1, max_size=4)
hostile_observations = st.one_of(
    st.lists(st.one_of(
        texts,
        st.fixed_dictionaries({"text": texts}, optional={
            "time": times, "valid_at": times, "kind": st.sampled_from(["fact", "event", "state", "note", "gossip"]),
            "source": st.text(max_size=6) | st.integers(), "sources": st.lists(st.text(max_size=6)) | st.text(),
            "metadata": metadatas, "speaker": user_ids, "id": st.text(max_size=6) | st.integers(),
            "extra": st.integers()}),
    ), max_size=4),
    texts,
)
observation_lists = mostly(valid_observations, hostile_observations)
option_values = st.one_of(st.integers(-3, 12), st.integers(), st.floats(), st.text(max_size=6), st.booleans(),
                          st.none(), st.lists(st.sampled_from(["CON", "EQV", "IND", "XYZ"]), max_size=3))
policies = mostly(st.sampled_from(["append", "roam", "roam-con", "roam-nofusion", "evermemos"]) | st.none(),
                  st.sampled_from(["mem0", "bogus", ""]) | st.integers())
policy_options = mostly(st.just({}), st.dictionaries(st.sampled_from(
    ["k", "relations", "view_cap_tokens", "threshold", "max_group", "kk", "retries"]), option_values, max_size=2))
# Offline and quick: the heuristic relation backend and deterministic fusion for ROAM.
OFFLINE = {"relation_backend": "heuristic", "fusion": "deterministic"}


def _with_offline(policy: Any, options: dict[str, Any]) -> dict[str, Any]:
    return {**options, **OFFLINE} if isinstance(policy, str) and policy.startswith("roam") else options


class MemoryAPIMachine(RuleBasedStateMachine):
    """Set ``embedder`` on the class before running (the suite's real MiniLM embedder)."""

    embedder: Any = None
    records = Bundle("records")

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="memstrata-fuzz-"))
        self.path = self.folder / "fuzz.db"
        self.memory: Memory | None = None
        self.policy = "append"
        self.expected: dict[str, dict[str, Any]] = {}  # record id -> scope, text, deleted
        STATS["examples"] += 1

    # ----- helpers -----------------------------------------------------------------------
    def call(self, name: str, fn) -> Any:
        """Run one API call: it returns, or raises a MemstrataError (anything else fails)."""
        STATS[f"call:{name}"] += 1
        try:
            result = fn()
        except MemstrataError as exc:
            STATS[f"error:{type(exc).__name__}"] += 1
            return None
        STATS[f"ok:{name}"] += 1
        return result

    def remember(self, decisions: Any, scope: dict[str, Any]) -> Any:
        """Note what each completed write promised; the new ids go to the ``records`` bundle."""
        ids = []
        for d in decisions:
            if d.event == "deleted":
                self.expected.setdefault(d.id, {"scope": scope, "text": d.text})["deleted"] = True
            else:
                self.expected[d.id] = {"scope": scope, "text": d.text, "deleted": False}
                ids.append(d.id)
        return multiple(*ids)

    # ----- opening -----------------------------------------------------------------------
    @initialize(policy=policies, options=policy_options)
    def open_store(self, policy: Any, options: dict[str, Any]) -> None:
        self.memory = self.call("open", lambda: Memory.open(self.path, policy=policy, embedder=self.embedder,
                                                            policy_options=_with_offline(policy, options)))
        if self.memory is None:  # refused: a valid store for the rest of the example
            self.memory = Memory.open(self.path, embedder=self.embedder)
        self.policy = self.memory.manager.name

    @rule(policy=policies)
    def reopen(self, policy: Any) -> None:
        assert self.memory is not None
        self.memory.close()
        options = OFFLINE if self.policy.startswith("roam") else {}
        reopened = self.call("reopen", lambda: Memory.open(self.path, policy=policy, embedder=self.embedder,
                                                           policy_options=options))
        if isinstance(policy, str) and policy and policy != self.policy and reopened is not None:
            raise AssertionError(f"opened a {self.policy} store with policy {policy!r}")
        self.memory = reopened or Memory.open(self.path, embedder=self.embedder, policy_options=options)
        assert self.memory.manager.name == self.policy  # the store kept its policy

    # ----- writes ------------------------------------------------------------------------
    @rule(target=records, text=messages, user=user_ids, time=times, metadata=metadatas, infer=flags)
    def add_messages(self, text: Any, user: Any, time: Any, metadata: Any, infer: Any) -> Any:
        result = self.call("add", lambda: self.memory.add(text, user_id=user, time=time, metadata=metadata,
                                                          infer=infer))
        return self.remember(result.decisions if result else [], {"user_id": user})

    @rule(target=records, observations=observation_lists, user=user_ids, agent=sub_ids, time=times)
    def add_observations(self, observations: Any, user: Any, agent: Any, time: Any) -> Any:
        result = self.call("add", lambda: self.memory.add(observations=observations, user_id=user, agent_id=agent,
                                                          time=time))
        return self.remember(result.decisions if result else [], {"user_id": user, "agent_id": agent})

    @rule(target=records, rid=records, text=texts, time=times)
    def update(self, rid: str, text: Any, time: Any) -> Any:
        scope = self.expected[rid]["scope"]
        decision = self.call("update", lambda: self.memory.update(rid, text, time=time, **scope))
        return self.remember([decision] if decision else [], scope)

    @rule(rid=consumes(records), time=times)
    def delete(self, rid: str, time: Any) -> None:
        scope = self.expected[rid]["scope"]
        decision = self.call("delete", lambda: self.memory.delete(rid, time=time, **scope))
        if decision:
            self.remember([decision], scope)

    @rule(rid=records, time=times)
    def unlink(self, rid: str, time: Any) -> None:
        scope = self.expected[rid]["scope"]
        decision = self.call("unlink", lambda: self.memory.unlink(rid, time=time, **scope))
        if decision is not None:  # a ROAM store: the record is a Primary again, its text unchanged
            record = self.memory.get(rid, **scope)
            assert (record.role, record.view, decision.event) == ("primary", record.text, "unlinked")

    @rule(memory_id=st.one_of(st.text(st.one_of(ordinary, surrogates), max_size=40), st.integers(), st.none(),
                              st.builds(lambda: "x" * 100_000)), user=user_ids, time=times, text=texts)
    def calls_on_unknown_ids(self, memory_id: Any, user: Any, time: Any, text: Any) -> None:
        self.call("get", lambda: self.memory.get(memory_id, user_id=user))
        self.call("history", lambda: self.memory.history(memory_id, user_id=user))
        self.call("update", lambda: self.memory.update(memory_id, text, user_id=user, time=time))
        self.call("delete", lambda: self.memory.delete(memory_id, user_id=user, time=time))
        self.call("unlink", lambda: self.memory.unlink(memory_id, user_id=user, time=time))

    # ----- reads -------------------------------------------------------------------------
    @rule(query=texts, user=user_ids, limit=limits, mode=modes, filters=filter_dicts, evidence=flags)
    def search(self, query: Any, user: Any, limit: Any, mode: Any, filters: Any, evidence: Any) -> None:
        found = self.call("search", lambda: self.memory.search(query, user_id=user, limit=limit, mode=mode,
                                                               filters=filters, include_evidence=evidence))
        if found is not None:
            assert len(found) <= limit and all(math.isfinite(r.score) for r in found)

    @rule(query=texts, user=user_ids, budget=limits, limit=limits, mode=modes, packing=packings)
    def context(self, query: Any, user: Any, budget: Any, limit: Any, mode: Any, packing: Any) -> None:
        ctx = self.call("context", lambda: self.memory.context(query, user_id=user, budget_tokens=budget, limit=limit,
                                                               mode=mode, packing=packing))
        if ctx is not None:
            assert ctx.tokens <= budget and ctx.packing == (packing or "whole")

    @rule(user=user_ids, as_of=times, roles=role_sets, limit=st.one_of(st.none(), limits))
    def get_all(self, user: Any, as_of: Any, roles: Any, limit: Any) -> None:
        self.call("get_all", lambda: self.memory.get_all(user_id=user, as_of=as_of, roles=roles, limit=limit))

    @rule(rid=records)
    def get_and_history(self, rid: str) -> None:
        scope = self.expected[rid]["scope"]
        self.call("get", lambda: self.memory.get(rid, **scope))
        entries = self.call("history", lambda: self.memory.history(rid, **scope))
        assert entries, f"{rid} has no history"

    # ----- properties --------------------------------------------------------------------
    @precondition(lambda self: self.memory is not None)
    @invariant()
    def every_completed_write_is_present(self) -> None:
        for rid, want in self.expected.items():
            record = self.memory.get(rid, **want["scope"])  # raises NotFoundError if lost
            assert record.text == want["text"], rid
            if want.get("deleted"):
                assert record.role == "deleted", rid

    def teardown(self) -> None:
        try:
            if self.memory is not None:
                self.every_completed_write_is_present()
                self.memory.close()
            if self.path.exists():
                conn = sqlite3.connect(self.path)
                try:
                    assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
                finally:
                    conn.close()
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

