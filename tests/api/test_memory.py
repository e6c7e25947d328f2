"""The Memory API end to end on a real SQLite file with the real offline embedder."""

from __future__ import annotations

import pytest

from memstrata import Memory
from memstrata.errors import MemstrataError, NotFoundError
from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
from memstrata.types import Scope

SAM = [
    {"text": "Sam lives in Lisbon.", "time": "2024-03-02", "source": "S1:1"},
    {"text": "Sam is vegetarian.", "time": "2024-03-02", "source": "S1:3"},
    {"text": "Sam has a beagle named Pixel.", "time": "2024-06-15", "source": "S2:3"},
    {"text": "Sam is training for the Porto half marathon.", "time": "2024-09-30", "source": "S3:1"},
]


def test_add_observations_returns_decisions_in_order(memory):
    result = memory.add(observations=SAM, user_id="sam")
    assert [d.event for d in result] == ["added"] * 4
    assert [d.text for d in result] == [o["text"] for o in SAM]
    assert result.extraction == "none"
    assert memory.get(result.decisions[2].id, user_id="sam").sources == ["S2:3"]


def test_search_returns_results_with_provenance(memory):
    memory.add(observations=SAM, user_id="sam")
    results = memory.search("What kind of dog does Sam have?", user_id="sam", limit=2)
    assert results[0].text == "Sam has a beagle named Pixel."
    top = results[0]
    assert (top.sources, top.role, top.time) == (["S2:3"], "primary", "2024-06-15T00:00:00")
    assert top.to_dict()["scope"]["user_id"] == "sam"
    assert len(results) == 2


@pytest.mark.parametrize("mode", ["dense", "bm25", "hybrid"])
def test_every_search_mode_finds_an_exact_name(memory, mode):
    memory.add(observations=SAM, user_id="sam")
    assert memory.search("Pixel", user_id="sam", limit=1, mode=mode)[0].text == "Sam has a beagle named Pixel."


def test_search_filters(memory):
    memory.add(observations=SAM[:2], user_id="sam", metadata={"topic": "profile"})
    memory.add(observations=SAM[2:], user_id="sam", metadata={"topic": "pets"})
    assert {r.text for r in memory.search("Sam", user_id="sam", filters={"topic": "pets"})} == {
        SAM[2]["text"], SAM[3]["text"]}
    assert {r.text for r in memory.search("Sam", user_id="sam", filters={"time_from": "2024-06-01"})} == {
        SAM[2]["text"], SAM[3]["text"]}


def test_context_respects_the_budget_and_reports_the_tokenizer(memory):
    memory.add(observations=SAM, user_id="sam")
    full = memory.context("Tell me about Sam", user_id="sam", budget_tokens=1000)
    assert len(full.units) == 4 and not any(u.truncated for u in full.units)
    assert all(u.sources for u in full.units)
    two = memory.context("Tell me about Sam", user_id="sam", budget_tokens=1000, limit=2)
    budget = two.tokens - 1  # the second unit cannot fit whole
    ctx = memory.context("Tell me about Sam", user_id="sam", budget_tokens=budget)
    assert ctx.tokens <= budget and ctx.tokenizer == "cl100k_base"
    assert sum(u.tokens for u in ctx.units) + ctx.format_tokens == ctx.tokens
    assert memory.tokens.count(ctx.text) == ctx.tokens
    assert [u.id for u in ctx.units] == [u.id for u in full.units[:len(ctx.units)]]
    assert ctx.units[0].text == full.units[0].text and not any(u.text == full.units[1].text for u in ctx.units)


def test_scopes_do_not_leak(memory):
    memory.add(observations=SAM, user_id="sam")
    memory.add(observations=["Ada lives in Oslo."], user_id="ada")
    assert all(r.scope.user_id == "sam" for r in memory.search("lives", user_id="sam"))
    assert [r.text for r in memory.search("lives", user_id="ada")] == ["Ada lives in Oslo."]
    sam_id = memory.get_all(user_id="sam")[0].id
    with pytest.raises(NotFoundError):
        memory.get(sam_id, user_id="ada")
    with pytest.raises(NotFoundError):
        memory.delete(sam_id, user_id="ada")


def test_update_makes_a_new_version_and_history_keeps_the_old(memory):
    rid = memory.add(observations=[SAM[0]], user_id="sam").decisions[0].id
    memory.update(rid, "Sam lives in Porto.", user_id="sam", time="2024-06-15")
    record = memory.get(rid, user_id="sam")
    assert (record.text, record.version) == ("Sam lives in Porto.", 2)
    history = memory.history(rid, user_id="sam")
    assert [(h.action, h.actor, h.snapshot["text"]) for h in history] == [
        ("create", "policy:append", "Sam lives in Lisbon."), ("update", "user", "Sam lives in Porto.")]
    assert memory.search("Porto", user_id="sam", limit=1)[0].id == rid
    assert [r.text for r in memory.get_all(user_id="sam", as_of="2024-04-01")] == ["Sam lives in Lisbon."]
    assert [r.text for r in memory.get_all(user_id="sam", as_of="2024-07-01")] == ["Sam lives in Porto."]


def test_history_is_never_empty(memory):
    rid = memory.add("a note", user_id="sam").decisions[0].id
    assert [h.action for h in memory.history(rid, user_id="sam")] == ["create"]


def test_delete_is_a_tombstone(memory):
    ids = [d.id for d in memory.add(observations=SAM, user_id="sam")]
    memory.delete(ids[2], user_id="sam", time="2024-07-01")
    assert ids[2] not in [r.id for r in memory.search("beagle Pixel", user_id="sam")]
    assert memory.get(ids[2], user_id="sam").role == "deleted"
    assert [h.action for h in memory.history(ids[2], user_id="sam")] == ["create", "delete"]
    assert ids[2] in [r.id for r in memory.get_all(user_id="sam", as_of="2024-06-30")]
    assert ids[2] not in [r.id for r in memory.get_all(user_id="sam", as_of="2024-07-02")]


def test_delete_all_purges_the_scope_only(memory):
    memory.add(observations=SAM, user_id="sam")
    memory.add(observations=["Ada lives in Oslo."], user_id="ada")
    result = memory.delete_all(user_id="sam")
    assert (result.records, int(result), result.complete, result.reason) == (4, 4, True, None)
    assert memory.search("Sam", user_id="sam") == []
    assert memory.get_all(user_id="sam") == []
    assert len(memory.get_all(user_id="ada")) == 1


def test_messages_without_llm_are_extracted_by_rules_with_their_turns(memory):
    turns = [{"id": "S1:1", "role": "user", "name": "Sam", "content": "I just adopted a beagle."},
             {"id": "S1:2", "role": "assistant", "content": "Congratulations!"}]
    result = memory.add(turns, user_id="sam", time="2024-06-15T09:00:00")
    assert result.extraction == "rules"
    assert [d.text for d in result] == ["Sam just adopted a beagle."]  # "Congratulations!" is small talk
    prov = memory.provenance(result.decisions[0].id, user_id="sam")
    assert prov["turns"] == [{"id": "S1:1", "speaker": "Sam", "text": "I just adopted a beagle.",
                              "time": "2024-06-15T09:00:00"}]
    assert len(memory.store.turns(Scope("sam"), ["S1:1", "S1:2"])) == 2  # every raw turn is kept


def test_messages_with_infer_false_are_kept_verbatim(memory):
    turns = [{"id": "S1:1", "role": "user", "name": "Sam", "content": "I just adopted a beagle."},
             {"id": "S1:2", "role": "assistant", "content": "Congratulations!"}]
    result = memory.add(turns, user_id="sam", time="2024-06-15T09:00:00", infer=False)
    assert result.extraction == "none"
    assert [d.text for d in result] == ["Sam: I just adopted a beagle.", "assistant: Congratulations!"]


def test_a_different_embedder_cannot_open_the_store(db_path, embedder):
    Memory.open(db_path, embedder=embedder).close()

    other = MiniLMOnnxEmbedder(variant="int8-weights")
    with pytest.raises(MemstrataError, match="built with embedder all-MiniLM-L6-v2:int8-dynamic:384; it was opened "
                                             "with all-MiniLM-L6-v2:int8-weights:384"):
        Memory.open(db_path, embedder=other)


def test_data_survives_reopening(db_path, embedder):
    with Memory.open(db_path, embedder=embedder) as m:
        m.add(observations=SAM, user_id="sam")
    with Memory.open(db_path, embedder=embedder) as m:
        assert m.search("vegetarian", user_id="sam", limit=1)[0].text == "Sam is vegetarian."


def test_an_early_morning_time_east_of_utc_keeps_the_users_date(memory):
    memory.add(observations=[{"text": "Sam ran a half marathon.", "time": "2024-03-05T06:30:00+09:00"}], user_id="sam")
    memory.add("I started a new job today.", user_id="sam", time="2024-03-09T01:15:00+10:00")
    records = {r.text: r for r in memory.get_all(user_id="sam")}
    assert records["Sam ran a half marathon."].time == "2024-03-04T21:30:00"  # stored in UTC, ordered in UTC
    ctx = memory.context("half marathon new job", user_id="sam", budget_tokens=128)
    assert {u.date for u in ctx.units} == {"2024-03-05", "2024-03-09"}
    assert "[2024-03-05] Sam ran a half marathon." in ctx.text and "[2024-03-04]" not in ctx.text
