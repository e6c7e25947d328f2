"""EMIR2 end to end offline: a real SQLite file, the real embedder and the shipped relation model."""

from __future__ import annotations

import pytest

from memstrata import Memory
from memstrata.manage.emir2.graph import EVIDENCE, IN_CHAIN, NEXT, STATE_OF
from memstrata.types import Scope
from tests.pg_server import stored_bytes

T = "2024-0{}-01T10:00:00"


def _add(m: Memory, texts: list[str], user: str = "sam") -> list:
    decisions = []
    for i, text in enumerate(texts, start=1):
        decisions += m.add(observations=[{"text": text, "time": T.format(i), "sources": [f"D{i}:1"]}], user_id=user)
    return decisions


@pytest.fixture
def m(tmp_path, embedder):
    with Memory.open(tmp_path / "g.db", policy="emir2", embedder=embedder) as memory:
        yield memory


def test_each_observation_becomes_an_event_in_a_chain_and_every_node_and_edge_is_a_decision(m):
    decisions = _add(m, ["Sam lives in Paris.", "Sam adopted a cat named Miso."])
    kinds = [(d.kind, d.event, d.step) for d in decisions]
    assert ("event", "added", "extract") in kinds and ("chain", "added", "chain") in kinds
    assert ("edge", "linked", "chain") in kinds  # IN_CHAIN
    events = m.get_all(user_id="sam", roles=("primary",))
    assert sorted(r.kind for r in events if r.kind == "event") == ["event", "event"]
    for e in [r for r in events if r.kind == "event"]:
        chain = e.attrs["emir2"]["chain"]
        assert any(x.type == IN_CHAIN and x.dst == chain for x in m.store.edges(Scope("sam"), e.id))
        assert e.attrs["emir2"]["entities"]  # Sam (and Paris / Miso) extracted


def test_a_changed_value_replaces_the_fact_and_keeps_the_old_one_as_history(m):
    _add(m, ["Sam lives in Paris.", "Sam lives in Berlin now."])
    states = [r for r in m.get_all(user_id="sam") if r.kind == "state"]
    assert len(states) == 1
    facts = states[0].attrs["emir2"]["facts"]
    assert [(f["text"], f["status"]) for f in facts] == [("Sam lives in Paris.", "replaced"),
                                                         ("Sam lives in Berlin now.", "current")]
    assert states[0].view.startswith("Sam lives in Berlin now. (earlier: Sam lives in Paris.)")
    # The replaced summary is history: the state's first version said Paris.
    versions = [h.snapshot["text"] for h in m.history(states[0].id, user_id="sam") if h.snapshot]
    assert versions[0] == "Sam lives in Paris." and versions[-1].startswith("Sam lives in Berlin now.")
    # Both events are linked in time order, and each is evidence of the state.
    events = [r for r in m.get_all(user_id="sam") if r.kind == "event"]
    edges = m.store.neighbors(Scope("sam"), [e.id for e in events], (NEXT, EVIDENCE))
    assert {(e.src, e.dst, e.type) for e in edges} >= {(events[0].id, events[1].id, NEXT),
                                                        (events[0].id, states[0].id, EVIDENCE),
                                                        (events[1].id, states[0].id, EVIDENCE)}
    # A reader asking for the current value gets the current value first.
    top = m.search("Where does Sam live?", user_id="sam", limit=3)
    assert "Berlin" in top[0].text.split("(earlier")[0]


def test_a_restatement_reinforces_without_rewriting_the_summary(m):
    _add(m, ["Sam is vegetarian.", "Sam is vegetarian."])
    state = next(r for r in m.get_all(user_id="sam") if r.kind == "state")
    (fact,) = state.attrs["emir2"]["facts"]
    assert fact["status"] == "current" and len(fact["evidence"]) == 2 and state.version == 1
    assert sorted(state.sources) == ["D1:1", "D2:1"]


def test_an_unrelated_fact_is_added_not_replaced(m):
    _add(m, ["Sam lives in Paris.", "Sam likes jazz."])
    facts = [f for r in m.get_all(user_id="sam") if r.kind == "state" for f in r.attrs["emir2"]["facts"]]
    assert all(f["status"] == "current" for f in facts)


def test_deleting_an_event_rebuilds_the_state_without_it_and_erase_removes_the_text_from_the_file(m, tmp_path):
    _add(m, ["Sam lives in Paris.", "Sam lives in Berlin now."])
    berlin = next(r for r in m.get_all(user_id="sam") if r.kind == "event" and "Berlin" in r.text)
    m.delete(berlin.id, user_id="sam")
    state = next(r for r in m.get_all(user_id="sam") if r.kind == "state")
    assert state.view == "Sam lives in Paris."  # the value it had replaced is current again
    assert not m.store.neighbors(Scope("sam"), [berlin.id], (EVIDENCE,))
    m.delete(berlin.id, user_id="sam", erase=True)
    m.finish_erasure()
    m.close()
    assert b"Berlin" not in stored_bytes(tmp_path / "g.db")


def test_rewriting_an_event_revises_the_facts_it_was_evidence_for(m):
    _add(m, ["Sam lives in Paris.", "Sam lives in Berlin now."])
    berlin = next(r for r in m.get_all(user_id="sam") if r.kind == "event" and "Berlin" in r.text)
    decision = m.update(berlin.id, "Sam lives in Madrid now.", user_id="sam")
    state = next(r for r in m.get_all(user_id="sam") if r.kind == "state")
    assert decision.event == "updated" and decision.related_ids == [state.id]
    # The state reads as if the event had said Madrid all along: Berlin is gone from its facts.
    facts = [(f["text"], f["status"]) for f in state.attrs["emir2"]["facts"]]
    assert facts == [("Sam lives in Paris.", "replaced"), ("Sam lives in Madrid now.", "current")]
    assert "Berlin" not in state.view and state.view.startswith("Sam lives in Madrid now.")
    event = m.get(berlin.id, user_id="sam")
    assert event.version == 2 and event.time == berlin.time  # a correction of what was said then
    assert "Madrid" in event.attrs["emir2"]["mentions"] and "Berlin" not in event.attrs["emir2"]["mentions"]
    edges = m.store.neighbors(Scope("sam"), [berlin.id], (EVIDENCE,))
    assert [(e.src, e.dst) for e in edges] == [(berlin.id, state.id)]
    assert "Madrid" in m.search("Where does Sam live?", user_id="sam", limit=1)[0].text


def test_rewriting_an_event_into_no_fact_takes_its_fact_out(m):
    _add(m, ["Sam lives in Paris.", "Sam lives in Berlin now."])
    berlin = next(r for r in m.get_all(user_id="sam") if r.kind == "event" and "Berlin" in r.text)
    m.update(berlin.id, "What a rainy afternoon that was.", user_id="sam")
    state = next(r for r in m.get_all(user_id="sam") if r.kind == "state")
    assert state.view == "Sam lives in Paris." and not m.store.neighbors(Scope("sam"), [berlin.id], (EVIDENCE,))


def test_a_state_or_chain_cannot_be_rewritten_and_nothing_changes(m):
    from memstrata.errors import InvalidInputError

    _add(m, ["Sam lives in Paris."])
    for kind in ("state", "chain"):
        node = next(r for r in m.get_all(user_id="sam") if r.kind == kind)
        with pytest.raises(InvalidInputError, match="derives from its events"):
            m.update(node.id, "Sam lives on the moon.", user_id="sam")
        assert m.get(node.id, user_id="sam").text == node.text


def test_a_deleted_state_is_not_revived_by_the_next_claim_of_its_chain(m):
    _add(m, ["Sam lives in Paris."])
    state = next(r for r in m.get_all(user_id="sam") if r.kind == "state")
    m.delete(state.id, user_id="sam")
    m.add(observations=[{"text": "Sam lives in Berlin now.", "time": T.format(2), "sources": ["D2:1"]}], user_id="sam")
    assert m.get(state.id, user_id="sam").role == "deleted"
    (live,) = [r for r in m.get_all(user_id="sam") if r.kind == "state"]
    assert live.id != state.id and "Berlin" in live.view


def test_delete_all_removes_events_states_chains_and_edges(m):
    _add(m, ["Sam lives in Paris.", "Sam lives in Berlin now."])
    m.delete_all(user_id="sam")
    assert m.get_all(user_id="sam", roles=("primary", "evidence", "pending", "deleted")) == []
    assert m.store.neighbors(Scope("sam"), ["x"], None) == []


def test_a_state_is_slimmed_to_the_facts_about_the_question_with_only_their_sources(embedder):
    from memstrata.manage.emir2 import states as st
    from memstrata.manage.emir2.slim import slim_state
    from memstrata.types import Record

    snap = st.Snapshot(facts=[st.Fact("f1", "Sam works as a nurse at the city hospital.", sources=["D1:1"]),
                              st.Fact("f2", "Sam likes jazz.", sources=["D2:1"]),
                              st.Fact("f3", "Sam worked as a cashier.", status="replaced", replaced_by="f1",
                                      sources=["D0:1"])], next_key=4)
    state = Record(id="s", scope=Scope("sam"), kind="state", text=st.summary(snap), view=st.summary(snap),
                   role="primary", time="2024-01-01T00:00:00", recorded_at="2024-01-01T00:00:00",
                   attrs={"emir2": snap.to_attrs()})
    q = "What does Sam do for work?"
    text, sources, facts = slim_state(state, q, embedder.embed_one(q), embedder)
    assert text == "Sam works as a nurse at the city hospital. (earlier: Sam worked as a cashier.)"
    assert sources == ["D1:1", "D0:1"] and "Sam likes jazz." not in facts
    # A fact already shown by a unit ranked above is not shown again.
    assert slim_state(state, q, embedder.embed_one(q), embedder,
                      shown={"Sam works as a nurse at the city hospital."}) is None


def test_an_outdated_event_is_represented_by_its_state_with_the_current_value_first(m):
    _add(m, ["Ava lives in Leeds.", "Ava lives in Ghent.", "Ava lives in Porto."])
    results = m.search("Where does Ava live now?", user_id="sam", limit=5)
    # The current value first; the outdated events are not shown on their own: their state
    # stands in for them, with the latest earlier value as history.
    assert [(r.kind, r.text) for r in results] == [("event", "Ava lives in Porto."),
                                                   ("state", "Ava lives in Porto. (earlier: Ava lives in Ghent.)")]


def test_ablations_are_presets_and_no_states_builds_none(tmp_path, embedder):
    with Memory.open(tmp_path / "n.db", policy="emir2-no-states", embedder=embedder) as m:
        _add(m, ["Sam lives in Paris.", "Sam lives in Berlin now."])
        assert not [r for r in m.get_all(user_id="sam") if r.kind == "state"]
        assert not m.store.neighbors(Scope("sam"), [r.id for r in m.get_all(user_id="sam")], (STATE_OF,))
    with Memory.open(tmp_path / "s.db", policy="emir2-single-round", embedder=embedder) as m:
        assert m.retriever.config.rounds == 1


def test_export_and_import_carry_the_graph(m, tmp_path, embedder):
    _add(m, ["Sam lives in Paris.", "Sam lives in Berlin now."])
    lines = m.export(user_id="sam")
    with Memory.open(tmp_path / "copy.db", policy="emir2", embedder=embedder) as other:
        other.import_(lines, user_id="sam")
        assert {(r.id, r.kind, r.view) for r in other.get_all(user_id="sam")} == \
            {(r.id, r.kind, r.view) for r in m.get_all(user_id="sam")}
        ids = [r.id for r in other.get_all(user_id="sam")]
        assert len(other.store.neighbors(Scope("sam"), ids)) == len(m.store.neighbors(Scope("sam"), ids))


def test_a_batch_is_prefetched_and_decided_as_one_by_one(m, tmp_path, embedder):
    """Batches of several observations (the prefetch path) decide as single adds do."""
    first = [{"text": "Sam lives in Paris.", "time": T.format(1)}, {"text": "Sam likes jazz.", "time": T.format(2)}]
    later = [{"text": "Sam lives in Berlin now.", "time": T.format(3)}, {"text": "Sam likes jazz.", "time": T.format(4)}]
    m.add(observations=first, user_id="sam")
    m.add(observations=later, user_id="sam")
    with Memory.open(tmp_path / "one.db", policy="emir2", embedder=embedder) as single:
        for o in first + later:
            single.add(observations=[o], user_id="sam")
        def facts(mem):
            return sorted((f["text"], f["status"]) for r in mem.get_all(user_id="sam") if r.kind == "state"
                          for f in r.attrs["emir2"]["facts"])
        assert facts(m) == facts(single)
        assert ("Sam lives in Paris.", "replaced") in facts(m)


def test_an_older_value_said_later_joins_the_history_and_events_stay_in_time_order(m):
    from tests.fixtures.emir2_invariants import check_graph

    m.add(observations=[{"text": "Sam lives in Berlin now.", "time": "2024-06-01T10:00:00", "sources": ["D2:1"]}],
          user_id="sam")
    m.add(observations=[{"text": "Sam lives in Paris.", "time": "2024-01-01T10:00:00", "sources": ["D1:1"]}],
          user_id="sam")  # backfilled: said after, true before
    state = next(r for r in m.get_all(user_id="sam") if r.kind == "state")
    facts = {f["text"]: f["status"] for f in state.attrs["emir2"]["facts"]}
    assert facts == {"Sam lives in Berlin now.": "current", "Sam lives in Paris.": "replaced"}
    assert state.view == "Sam lives in Berlin now. (earlier: Sam lives in Paris.)"
    check_graph(m, Scope("sam"))  # NEXT runs Paris -> Berlin although Berlin came first
    events = {r.text: r.id for r in m.get_all(user_id="sam") if r.kind == "event"}
    assert (events["Sam lives in Paris."], events["Sam lives in Berlin now."], NEXT) in {
        (e.src, e.dst, e.type) for e in m.store.neighbors(Scope("sam"), list(events.values()), (NEXT,))}


def test_the_controller_can_have_a_model_apart_from_construction(tmp_path, embedder):
    from memstrata.errors import InvalidInputError
    from memstrata.models.llm.replay import ScriptedLLM

    controller = ScriptedLLM(["not json"] * 4)
    with Memory.open(tmp_path / "c.db", policy="emir2", embedder=embedder, retrieval_llm=controller) as m:
        _add(m, ["Sam lives in Paris."])  # constructed offline: no construction model
        assert m.manager.describe()["construction"] == "offline"
        assert m.manager.describe()["controller"] == "llm:scripted"
        results = m.search("Where does Sam live?", user_id="sam")
        assert controller.requests and m.last_search_trace["controller_failed"] is True
        assert results[0].text == "Sam lives in Paris."  # the offline ranking stands in
    with pytest.raises(InvalidInputError, match="retrieval_llm"):
        Memory.open(tmp_path / "a.db", policy="append", embedder=embedder, retrieval_llm=ScriptedLLM([]))


def test_an_import_with_a_forged_state_snapshot_is_refused_naming_the_line(m, tmp_path, embedder):
    """A validly framed file (checksum recomputed) whose state holds a snapshot the code cannot
    read is refused whole, so it cannot plant data every later add and search would fail on."""
    from memstrata.errors import ImportFormatError
    from memstrata.store.transfer import frame_export

    _add(m, ["Sam lives in Paris."])
    lines = m.export(user_id="sam")
    body = lines[1:-1]
    state = next(x for x in body if x.get("type") == "record" and x["record"]["kind"] == "state")
    state["record"]["attrs"]["emir2"]["facts"] = [{"key": 1, "bogus": True}]
    forged = list(frame_export(iter(body), embedder=lines[0]["embedder"], dim=lines[0]["dim"],
                               policy=lines[0]["policy"], scope=Scope("sam")))
    with Memory.open(tmp_path / "target.db", policy="emir2", embedder=embedder) as target:
        with pytest.raises(ImportFormatError, match=r"import line \d+: record .*EMIR2 state snapshot: facts\.0\.key"):
            target.import_(forged, user_id="sam")
        assert target.get_all(user_id="sam") == []  # nothing was imported
        _add(target, ["Sam lives in Berlin now."])  # the store still works
