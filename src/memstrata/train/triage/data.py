"""Labelled chats -> (contexts, labels, writers): the triage model's training rows, built the way
the extractor builds them at run time (same sentence cutting, same question, same names)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memstrata.extract.triage.features import SentenceContext, turn_contexts
from memstrata.extract.triage.model import LABELS
from memstrata.train.triage.sentences import speaker_of


@dataclass
class Rows:
    contexts: list[SentenceContext]
    labels: list[int]
    groups: list[str]  # the writer of each row (folds are whole writers)
    keys: list[tuple[str, str, int]]
    stale: int = 0  # labelled sentences the splitter now cuts differently: left out


def normalised(turns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A chat file's turns as ``Memory.add`` normalises messages (speaker = name, else role)."""
    return [{"id": t["id"], "speaker": speaker_of(t), "text": t.get("content", t.get("text", ""))} for t in turns]


def load_rows(pairs: list[tuple[Path, Path]]) -> Rows:
    """Rows for each (chats file, labels file); the writer is the chats file's stem. A label
    counts only while the sentence it was given to (in the ``_sentences.jsonl`` export beside
    the labels) is still the sentence the splitter cuts at that place."""
    rows = Rows([], [], [], [])
    for chats_path, labels_path in pairs:
        labels, labelled_text = {}, {}
        for line in labels_path.read_text().splitlines():
            if line.strip():
                item = json.loads(line)
                labels[(item["chat"], item["turn"], int(item["n"]))] = item["label"]
        exported = labels_path.with_name(labels_path.name.replace("_labels.jsonl", "_sentences.jsonl"))
        for line in exported.read_text().splitlines():
            if line.strip():
                item = json.loads(line)
                labelled_text[(item["chat"], item["turn"], int(item["n"]))] = item["sentence"]
        for line in chats_path.read_text().splitlines():
            if not line.strip():
                continue
            chat = json.loads(line)
            for session in chat["sessions"]:
                for turn_id, n, ctx in turn_contexts(normalised(session["turns"]), session["time"]):
                    label = labels.get((chat["id"], turn_id, n))
                    if label not in LABELS:
                        continue  # unlabelled (or a label outside the scheme): left out
                    if labelled_text.get((chat["id"], turn_id, n)) != ctx.sentence:
                        rows.stale += 1
                        continue
                    rows.contexts.append(ctx)
                    rows.labels.append(LABELS.index(label))
                    rows.groups.append(chats_path.stem)
                    rows.keys.append((chat["id"], turn_id, n))
    return rows
