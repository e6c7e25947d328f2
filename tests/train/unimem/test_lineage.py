"""Evidence-indexed selection and credit sets through the lineage the agent's bank really
records (a real SQLite file; a scripted agent makes the writes, so the lineage is known)."""

from __future__ import annotations

import json

from memstrata import Memory
from memstrata.models.llm.replay import ScriptedLLM
from memstrata.train.unimem.lineage import credit_events, evidence_index, read_lineage
from memstrata.types import Scope


def call(name: str, **arguments) -> str:
    return f'<tool_call>\n{json.dumps({"name": name, "arguments": arguments})}\n</tool_call>'


def chunk(i: int) -> str:
    return f"D{i}:1..D{i}:1"


def build(tmp_path, embedder, writes: dict[int, list[str]], events: int = 20):
    """``events`` construction events, one per session; in event i the agent searches, makes
    ``writes[i]`` (calls whose ids are filled in from earlier creations), then finishes."""
    llm = ScriptedLLM([])
    m = Memory.open(tmp_path / "b.db", policy="unimem", embedder=embedder, llm=llm)
    made: dict[str, str] = {}
    for i in range(1, events + 1):
        llm._replies.append(call("memory_search", query="Sam"))
        for w in writes.get(i, []):
            kind, _, arg = w.partition(" ")
            if kind == "create":
                llm._replies.append(call("create_memory", content=arg))
            elif kind == "update":
                llm._replies.append(call("update_memory", memory_id=made[arg], content=f"{arg} (updated in {i})"))
            else:
                llm._replies.append(call("delete_memory", memory_id=made[arg]))
        llm._replies.append(call("finish_event"))
        for d in m.add([{"id": f"D{i}:1", "name": "Sam", "content": f"Session {i} talk."}], user_id="sam",
                       time=f"2023-01-{i:02d}T10:00:00"):
            if d.event == "added":
                made[d.text] = d.id
    return m, made


def test_created_at_5_updated_at_12_deleted_at_20_all_three_share_the_credit(tmp_path, embedder):
    m, made = build(tmp_path, embedder, {3: ["create Sam has a cat."], 5: ["create Sam lives in Porto.",
                                                                         "update Sam has a cat."],
                                         7: ["create Sam likes tea."], 12: ["update Sam lives in Porto."],
                                         20: ["delete Sam lives in Porto."]})
    order = [chunk(i) for i in range(1, 21)]
    bank = read_lineage(m.store, Scope.of("sam"))
    by_id = {r.id: r for r in bank}
    porto = by_id[made["Sam lives in Porto."]]
    assert porto.chunks == (chunk(5), chunk(12)) and not porto.alive  # delete does not rewrite provenance
    assert [(o.event, o.tool) for o in porto.ops] == [(chunk(5), "create_memory"), (chunk(12), "update_memory"),
                                                      (chunk(20), "delete_memory")]
    evidence = {chunk(5)}
    # Selection: the surviving current versions whose provenance meets E_k. The cat record was
    # created in chunk 3 but updated in the evidence chunk: in. Porto: deleted, out. Tea: out.
    index = evidence_index(evidence, bank)
    assert [r.text for r in index] == ["Sam has a cat. (updated in 5)"]
    # Credit: the evidence event, and update-robust every later update or delete of those
    # records: 5, 12 and 20 share the score; the cat's creation at 3 (earlier) does not.
    assert credit_events(evidence, bank, order, update_robust=True) == {chunk(5), chunk(12), chunk(20)}
    assert credit_events(evidence, bank, order, update_robust=False) == {chunk(5)}
    # Deletion alone does not make the score zero: the query still selects what survives.
    assert evidence_index({chunk(3)}, bank)[0].id == made["Sam has a cat."]
    m.close()


def test_an_update_outside_the_order_or_before_the_evidence_event_gets_no_credit(tmp_path, embedder):
    m, made = build(tmp_path, embedder, {2: ["create Sam plays chess."], 4: ["update Sam plays chess."]}, events=4)
    bank = read_lineage(m.store, Scope.of("sam"))
    # Evidence at chunk 4 (where it was updated): the creation at 2 is earlier, no credit.
    assert credit_events({chunk(4)}, bank, [chunk(i) for i in range(1, 5)], update_robust=True) == {chunk(4)}
    # An evidence chunk the stream never ran (not in the order) credits nothing.
    assert credit_events({"X1..X9"}, bank, [chunk(i) for i in range(1, 5)], update_robust=True) == set()
    m.close()
