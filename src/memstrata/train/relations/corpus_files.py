"""Where ``memstrata relations train`` reads the relation corpus by default: the
repository's corpus/relations/ (see its DATASHEET.md), relative to the working directory,
because the package ships no corpus. The generated split first, then the hand-written parts
in name order: the order the shipped model's metadata lists them in."""

from __future__ import annotations

from pathlib import Path

CORPUS = Path("corpus/relations")


def default_train_files(root: str | Path = ".") -> list[Path]:
    corpus = Path(root) / CORPUS
    return [corpus / "train" / "pairs.jsonl", *sorted((corpus / "train_hand").glob("*.jsonl"))]


def default_dev_file(root: str | Path = ".") -> Path:
    return Path(root) / CORPUS / "dev" / "pairs.jsonl"


def default_stream_pair_file(root: str | Path = ".") -> Path:
    """The candidate pairs of the training streams (corpus/streams/train/, built by
    ``python -m memstrata.train.relations.stream_pairs``)."""
    return Path(root) / "corpus/streams/train/pairs.jsonl"


def default_hand_files(root: str | Path = ".") -> list[Path]:
    return sorted((Path(root) / CORPUS / "train_hand").glob("*.jsonl"))
