"""A store keeps the policy it was created with (issue 12, item 7)."""

from __future__ import annotations

import sqlite3

import pytest

from memstrata import Memory, MemoryConfig
from memstrata.errors import ConflictError, PolicyMismatchError
from memstrata.eval.systems import create_system
from memstrata.models.tokens import get_token_counter

HEURISTIC = {"relation_backend": "heuristic", "fusion": "deterministic"}


def recorded_policy(path) -> str | None:
    import memstrata.api.memory as api_memory  # its store_config_for: the test's store (tests/pg_server.py)
    from memstrata.store.factory import open_store

    store = open_store(api_memory.store_config_for(str(path)), dim=384)
    try:
        return store.get_meta("policy")
    finally:
        store.close()


def test_a_new_store_records_its_policy_and_reopens_with_it(db_path, embedder):
    with Memory.open(db_path, embedder=embedder, policy="roam", policy_options=HEURISTIC) as m:
        m.add(observations=["Ava lives in Leeds."], user_id="ava")
    assert recorded_policy(db_path) == "roam"
    with Memory.open(db_path, embedder=embedder, policy_options=HEURISTIC) as m:  # no policy: the recorded one
        assert m.manager.name == "roam"
        decision = m.add(observations=["Ava lives in Ghent."], user_id="ava").decisions[0]
        assert decision.relation == "CON"  # ROAM managed it, not append


def test_the_default_policy_applies_to_new_stores_only(db_path, embedder):
    with Memory.open(db_path, embedder=embedder) as m:
        assert m.manager.name == "append"
    assert recorded_policy(db_path) == "append"
    with pytest.raises(PolicyMismatchError) as info:
        Memory.open(db_path, embedder=embedder, policy="roam")
    assert isinstance(info.value, ConflictError)
    assert (info.value.stored, info.value.requested) == ("append", "roam")
    assert "created with policy 'append'; it was opened with policy 'roam'" in str(info.value)


def test_naming_the_recorded_policy_is_fine_and_presets_are_other_policies(db_path, embedder):
    Memory.open(db_path, embedder=embedder, policy="roam", policy_options=HEURISTIC).close()
    Memory.open(db_path, embedder=embedder, policy="roam", policy_options=HEURISTIC).close()
    for preset in ("roam-con", "roam-nofusion", "append", "mem0"):
        with pytest.raises(PolicyMismatchError, match=f"opened with policy '{preset}'"):
            Memory(MemoryConfig(path=str(db_path), policy=preset), embedder=embedder)
    assert recorded_policy(db_path) == "roam"


@pytest.mark.sqlite_only  # rewrites the file as an older release left it
def test_a_store_from_before_policies_were_recorded(db_path, embedder):
    """Written by an older release: it has data but no policy. Opening it without a policy
    keeps the old behaviour (append) and records nothing; naming one records it."""
    with Memory.open(db_path, embedder=embedder) as m:
        m.add(observations=["a fact"], user_id="u")
    conn = sqlite3.connect(db_path)
    conn.execute("DELETE FROM meta WHERE key = 'policy'")
    conn.commit()
    conn.close()
    with Memory.open(db_path, embedder=embedder) as m:
        assert m.manager.name == "append"
    assert recorded_policy(db_path) is None
    Memory.open(db_path, embedder=embedder, policy="roam", policy_options=HEURISTIC).close()
    assert recorded_policy(db_path) == "roam"


def test_the_eval_harness_opens_one_store_per_episode_with_its_policy(embedder):
    from memstrata.eval.episodes import Episode

    system = create_system("roam-con", embedder, get_token_counter(), "observations", None,
                           {"relation_backend": "heuristic"})
    for _ in range(2):  # a fresh store per episode: no mismatch between episodes
        system.start(Episode(id="e", scope="u"))
        assert system._memory.manager.name == "roam-con"
        system.finish()
