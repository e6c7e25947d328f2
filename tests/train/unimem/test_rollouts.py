"""Rollouts through the real agent: the shared bank of a retrieval group stays frozen, whatever
the retrieval replies try; each rollout's replies are kept as actions of its own event."""

from __future__ import annotations

import json

from memstrata.eval.episodes import read_episodes
from memstrata.models.llm.replay import ScriptedLLM
from memstrata.train.unimem.rollouts import ActionRecorder, construct, evidence_chunks, retrieve
from memstrata.train.unimem.teacher import GoldTeacher
from tests.train.unimem.toy_episodes import write_toy


def call(name: str, **arguments) -> str:
    return f'<tool_call>\n{json.dumps({"name": name, "arguments": arguments})}\n</tool_call>'


def test_a_retrieval_group_shares_one_frozen_bank(tmp_path, embedder):
    (ep,) = read_episodes(write_toy(tmp_path / "toy.jsonl", 1))
    bank = construct(ep, GoldTeacher([ep]), embedder, {}, ActionRecorder(), tmp_path)
    try:
        before = bank.fingerprint()
        memory_id = bank.lineage()[0].id
        # Three rollouts of one query: one tries every write tool (none is offered in a
        # retrieval event), each then searches the same query and finishes.
        hostile = ScriptedLLM([call("create_memory", content="Sam owes Jo 500 euros.")
                               + call("update_memory", memory_id=memory_id, content="Sam lives on the Moon.")
                               + call("delete_memory", memory_id=memory_id)])
        seen = []
        for n in range(3):
            script = ([] if n else hostile._replies) + [call("memory_search", query="Where does Sam live?"),
                                                         call("finish_event")]
            bank.memory.manager.llm = ScriptedLLM(script)
            event, found = retrieve(bank, ep.questions[0], ActionRecorder())
            seen.append([f.text for f in found])
            assert len(event.actions) == len(script) and event.closed == "finished"
        assert seen[0] == seen[1] == seen[2] and any("Porto" in t for t in seen[0])
        assert bank.fingerprint() == before
    finally:
        bank.close()


def test_evidence_chunks_are_the_construction_events_holding_the_gold_turns(tmp_path, embedder):
    (ep,) = read_episodes(write_toy(tmp_path / "toy.jsonl", 1))
    bank = construct(ep, GoldTeacher([ep]), embedder, {"chunk_turns": 1}, ActionRecorder(), tmp_path)
    try:
        assert bank.order == ["E0S1:1..E0S1:1", "E0S1:2..E0S1:2", "E0S2:1..E0S2:1"]
        assert evidence_chunks(bank, ep.questions[1], ep) == {"E0S1:2..E0S1:2"}
    finally:
        bank.close()
