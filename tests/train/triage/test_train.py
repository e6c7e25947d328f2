"""Training the triage model end to end on a slice of the labelled chats: whole-writer folds,
thresholds from out-of-fold scores, a weights file the extractor loads."""

import json
from pathlib import Path

import pytest

from memstrata.extract.triage.features import turn_contexts
from memstrata.extract.triage.model import TriageModel
from memstrata.train.triage import train
from memstrata.train.triage.data import load_rows

pytest.importorskip("torch")

CHATS = Path(__file__).parents[3] / "corpus/chats/train"


def slice_of(writer: str, chats: int, into: Path) -> Path:
    """The first ``chats`` chats of a writer, with their labels and exported sentences."""
    kept = [json.loads(line) for line in (CHATS / f"{writer}.jsonl").read_text().splitlines()[:chats]]
    ids = {c["id"] for c in kept}
    (into / f"{writer}.jsonl").write_text("".join(json.dumps(c) + "\n" for c in kept))
    for suffix in ("_labels.jsonl", "_sentences.jsonl"):
        lines = [line for line in (CHATS / f"{writer}{suffix}").read_text().splitlines()
                 if json.loads(line)["chat"] in ids]
        (into / f"{writer}{suffix}").write_text("\n".join(lines) + "\n")
    return into / writer


def test_rows_are_built_as_the_extractor_sees_sentences(tmp_path):
    stem = slice_of("w1", 1, tmp_path)
    rows = load_rows([(stem.with_suffix(".jsonl"), stem.with_name("w1_labels.jsonl"))])
    assert rows.contexts and rows.stale == 0 and set(rows.groups) == {"w1"}
    assert all(c.question is None or c.question.rstrip().endswith("?") for c in rows.contexts)


def test_training_writes_a_model_the_extractor_loads(tmp_path):
    stems = [str(slice_of(w, 2, tmp_path)) for w in ("w2", "w5", "w10")]
    out, report = tmp_path / "triage.npz", tmp_path / "report.json"
    train.main(["--writers", *stems, "--out", str(out), "--report", str(report), "--l2", "0.3"])
    summary = json.loads(report.read_text())
    assert summary["writers"] == ["w10", "w2", "w5"] and 0.5 < summary["out_of_fold"]["accuracy"] <= 1
    assert set(summary["drop_at"]) == {"user", "assistant"}
    model = TriageModel.load(out)
    chat = [{"id": "1", "speaker": "assistant", "text": "Which van?"}, {"id": "2", "speaker": "Tomasz", "text": "Thanks!"}]
    (decision,) = model.decide([c for _, _, c in turn_contexts(chat, "2025-10-08T10:00:00")][1:])
    assert decision.label in ("keep", "drop", "join")
