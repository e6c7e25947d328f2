"""Collect the (new, old) pairs ROAM's candidate retrieval actually produces on LoCoMo's
observation streams, for a naturally distributed relation evaluation set (most pairs IND).

    python corpus/relations/natural/collect_candidates.py EPISODES.jsonl --sample 400 --out candidates.jsonl

Every observation of every conversation is managed by ``roam`` (k = 5, offline backends)
and the candidates it is compared with are recorded; a seeded uniform sample of those
pairs is written without labels, for labelling by hand. LoCoMo is CC BY-NC 4.0: the
derived set stays in this folder with its licence, never in the package or training data.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path

from memstrata import Memory
from memstrata.api.config import MemoryConfig
from memstrata.manage.registry import create_manager
from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
from memstrata.models.relations.base import Atom, Judgement, RelationClassifier
from memstrata.models.relations.heuristic import HeuristicRelationClassifier


class Recording(RelationClassifier):
    def __init__(self, inner: RelationClassifier, conversation: str, sink: list[dict]):
        self.inner, self.name, self.conversation, self.sink = inner, inner.name, conversation, sink

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        for rank, old in enumerate(olds, 1):
            self.sink.append({"old": old.text, "new": new.text, "old_time": old.time[:10], "new_time": new.time[:10],
                              "conversation": self.conversation, "rank": rank})
        return self.inner.classify(new, olds)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("episodes")
    p.add_argument("--sample", type=int, default=400)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", required=True)
    a = p.parse_args()
    embedder, pairs = MiniLMOnnxEmbedder(), []
    with open(a.episodes, encoding="utf-8") as f:
        episodes = [json.loads(line) for line in f if line.strip()]
    for ep in episodes:
        classifier = Recording(HeuristicRelationClassifier(embedder), ep["id"], pairs)
        with tempfile.TemporaryDirectory() as tmp:
            manager = create_manager("roam", classifier=classifier)
            m = Memory(MemoryConfig(path=str(Path(tmp) / "m.db"), policy="roam"), embedder=embedder, manager=manager)
            obs = sorted(ep["observations"], key=lambda o: o["time"])
            m.add(observations=[{"text": o["text"], "time": o["time"], "source": o["source"]} for o in obs],
                  user_id=ep["id"])
            m.close()
    unique = list({(x["old"], x["new"]): x for x in pairs}.values())
    sample = random.Random(a.seed).sample(unique, min(a.sample, len(unique)))
    with open(a.out, "w", encoding="utf-8") as f:
        for i, x in enumerate(sample, 1):
            f.write(json.dumps({"id": f"natural-{i:04d}", **x}, ensure_ascii=False) + "\n")
    print(f"{len(pairs)} candidate pairs ({len(unique)} distinct) from {len(episodes)} conversations; "
          f"{len(sample)} sampled -> {a.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
