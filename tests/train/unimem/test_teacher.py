"""The gold teacher plays the agent through the real event loop: its demonstrations pass the
write gate, follow updates through its own search, and are kept only when every call was accepted."""

from __future__ import annotations

from memstrata.eval.episodes import read_episodes
from memstrata.train.unimem.rollouts import ActionRecorder, construct, retrieve
from memstrata.train.unimem.teacher import GoldTeacher
from memstrata.train.unimem.trainer import demonstrations
from tests.train.unimem.toy_episodes import write_toy


def test_the_teacher_writes_gold_memories_and_updates_the_superseded_one(tmp_path, embedder):
    (ep,) = read_episodes(write_toy(tmp_path / "toy.jsonl", 1))
    bank = construct(ep, GoldTeacher([ep]), embedder, {}, ActionRecorder(), tmp_path)
    try:
        lineage = bank.lineage()
        assert sorted(r.text for r in lineage if r.alive) == ["Sam has a dog named Rex.", "Sam lives in Porto."]
        porto = next(r for r in lineage if "Porto" in r.text)
        assert porto.chunks == ("E0S1:1..E0S1:2", "E0S2:1..E0S2:1")  # updated, not created anew
        assert all(e.closed == "finished" and e.rejected_calls == 0 for e in bank.events)
        event, found = retrieve(bank, ep.questions[0], ActionRecorder())
        assert event.closed == "finished" and any("Porto" in f.text for f in found)
    finally:
        bank.close()


def test_demonstrations_are_the_accepted_replies_of_finished_events(tmp_path, embedder):
    episodes = read_episodes(write_toy(tmp_path / "toy.jsonl", 2))
    demos = demonstrations(None, episodes, embedder, {}, str(tmp_path))
    # Per episode: 2 construction events x 3 replies (search, writes, finish) + 2 questions x 2.
    assert len(demos) == 2 * (2 * 3 + 2 * 2)
    # With k = 1 a retrieval event ends at its search: its one reply is a demonstration too.
    demos = demonstrations(None, episodes, embedder, {"max_searches": 1}, str(tmp_path))
    assert sum(a.kind == "retrieval" for a in demos) == 2 * 2


def test_two_episodes_with_the_same_line_each_get_their_own_gold(tmp_path, embedder):
    # The same person saying the same thing in two episodes, whose observations differ.
    a, b = read_episodes(write_toy(tmp_path / "toy.jsonl", 1)) * 2
    b = b.model_copy(update={"id": "toy-copy"})
    demos = demonstrations(None, [a, b], embedder, {}, str(tmp_path))
    writes = [c["function"]["name"] for d in demos for c in d.reply.get("tool_calls") or []
              if c["function"]["name"] in ("create_memory", "update_memory")]
    # Each episode: two memories created in session 1, one updated in session 2; never the
    # other episode's copies of the same lines.
    assert writes.count("create_memory") == 2 * 2 and writes.count("update_memory") == 2
    assert all(a.valid for a in demos if a.reply.get("tool_calls"))
