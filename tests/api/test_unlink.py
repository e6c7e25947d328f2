"""``Memory.unlink`` through the public API: sync and async, scopes, and export/import of a
store holding an unlink (ROAM's own rules are in tests/manage/roam/test_unlink.py)."""

from __future__ import annotations

import asyncio

import pytest

from memstrata import AsyncMemory, Memory
from memstrata.api.config import MemoryConfig
from memstrata.errors import InvalidInputError, NotFoundError, PolicyMismatchError
from memstrata.manage.registry import create_manager
from tests.fixtures.keyed_workload import check_roam_invariants
from tests.manage.roam.scripted import TableClassifier

LEEDS, GHENT, UTRECHT = "Ava lives in Leeds.", "Ava lives in Ghent.", "Ava lives in Utrecht."
TABLE = {(GHENT, LEEDS): "CON", (UTRECHT, GHENT): "CON"}


def roam(path, embedder):
    return Memory(MemoryConfig(path=str(path), policy="roam"), embedder=embedder,
                  manager=create_manager("roam", classifier=TableClassifier(TABLE)))


def unlinked_store(path, embedder, **scope):
    m = roam(path, embedder)
    ids = [m.add(observations=[{"text": t, "time": when, "source": f"s{i}"}], **scope).decisions[0].id
           for i, (t, when) in enumerate([(LEEDS, "2023-01-01"), (GHENT, "2023-03-01"), (UTRECHT, "2024-02-13")])]
    m.unlink(ids[1], time="2024-06-01", **scope)
    return m, ids


def state(m, **scope):
    return sorted((r.id, r.role, r.view, tuple(r.sources), r.attrs.get("roam", {}).get("primary"))
                  for r in m.get_all(**scope))


def test_unlink_names_the_scope_like_every_other_call(tmp_path, embedder):
    m, (leeds, ghent, utrecht) = unlinked_store(tmp_path / "m.db", embedder, user_id="u", agent_id="bot")
    with m:
        assert m.get(ghent, user_id="u").role == "primary"  # a read of the user sees every agent
        with pytest.raises(NotFoundError):
            m.unlink(leeds, user_id="u", agent_id="other-bot")
        with pytest.raises(InvalidInputError, match="user_id"):
            m.unlink(leeds, user_id=None)
        with pytest.raises(InvalidInputError, match="past the current time"):
            m.unlink(leeds, user_id="u", time="2999-01-01")
        assert m.get(leeds, user_id="u").role == "evidence"  # nothing was written by the refusals


def test_async_unlink(tmp_path, embedder):
    async def scenario():
        async with AsyncMemory(roam(tmp_path / "a.db", embedder)) as m:
            first = (await m.add(observations=[{"text": LEEDS, "time": "2023-01-01"}], user_id="u")).decisions[0]
            await m.add(observations=[{"text": GHENT, "time": "2023-03-01"}], user_id="u")
            decision = await m.unlink(first.id, user_id="u")
            return decision, await m.history(first.id, user_id="u")

    decision, history = asyncio.run(scenario())
    assert decision.event == "unlinked" and history[-1].action == "unlink"


def test_a_store_with_an_unlink_round_trips_through_export_and_import(tmp_path, embedder):
    m, (leeds, ghent, utrecht) = unlinked_store(tmp_path / "source.db", embedder, user_id="u")
    with m:
        exported = m.export(tmp_path / "u.jsonl", user_id="u")
        with roam(tmp_path / "copy.db", embedder) as copy:
            result = copy.import_(tmp_path / "u.jsonl", user_id="u")
            assert sum(result.already_present.values()) == 0
            assert copy.export(user_id="u") == exported
            assert state(copy, user_id="u") == state(m, user_id="u")
            check_roam_invariants(copy.get_all(user_id="u"))
            assert [h.action for h in copy.history(ghent, user_id="u")] == ["create", "demote", "unlink"]
            for as_of in ("2024-03-01", "2024-07-01"):
                assert state(copy, user_id="u", as_of=as_of) == state(m, user_id="u", as_of=as_of)
            assert all(e["attrs"].get("undone") for e in copy.provenance(ghent, user_id="u")["edges"])
            again = copy.import_(tmp_path / "u.jsonl", user_id="u")
            assert sum(again.imported.values()) == 0
        # Moved into another scope under new ids, the unlink comes along, its ids rewritten.
        moved = m.import_(exported, user_id="ada", rescope=True).ids
        last = m.history(moved[ghent], user_id="ada")[-1]
        assert (last.action, last.details["left"], last.details["reassigned"]) == ("unlink", moved[utrecht],
                                                                                  [moved[leeds]])
        check_roam_invariants(m.get_all(user_id="ada"))


def test_a_store_that_groups_by_similarity_refuses_unlink(tmp_path, embedder):
    with Memory.open(tmp_path / "e.db", embedder=embedder, policy="evermemos",
                     policy_options={"merge": "concat"}) as m:
        m.add(observations=[{"text": "Ava hikes in the hills on weekends.", "time": "2023-04-01"},
                            {"text": "Ava hikes in the hills at weekends.", "time": "2023-04-02"}], user_id="u")
        evidence = m.get_all(user_id="u", roles=("evidence",))
        assert evidence  # it did file one under a group...
        with pytest.raises(PolicyMismatchError, match="policy 'evermemos'"):  # ...but by no relation decision
            m.unlink(evidence[0].id, user_id="u")
