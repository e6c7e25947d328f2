"""The candidate pairs ROAM itself meets on annotated streams, labelled from the writers'
annotations: the training and calibration data of the slot-aware relation model.

A stream (corpus/streams/, the episode format in observations mode) lists for every note its
relations to earlier notes (CON / EQV / OSN / NSO; a pair not listed is IND) and, in the newer
files, its slot: ``{"entity", "attribute", "single"}``. ROAM judges a new note against the k
most relevant *Primary* atoms of a long stream, so the pairs a model must get right are those
candidate lists, mostly hard negatives (same person, same topic, another fact), not balanced
template pairs. This module replays a stream through ROAM's own manager and records every
candidate list it produces:

- ``oracle``: the relation decisions are the annotations themselves, so the Primaries (and so
  the candidates) are those a correct ROAM would hold;
- ``model``: the decisions are the shipped model's, so the candidates include the wrong
  Primaries a real run leaves behind.

Each pair carries its gold label, whether both notes share a slot (same entity and attribute,
as the writer named them) and whether the old note's attribute is single-valued.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from memstrata.models.relations.base import Atom, Judgement, RelationClassifier


def read_streams(path: str | Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def slot_key(note: dict[str, Any]) -> tuple[str, str] | None:
    slot = note.get("slot")
    if not isinstance(slot, dict) or not slot.get("entity") or not slot.get("attribute"):
        return None
    return (" ".join(str(slot["entity"]).lower().split()), " ".join(str(slot["attribute"]).lower().split()))


class _StreamIndex:
    """Which note an atom the manager shows is (by its text and date), and the gold label."""

    def __init__(self, stream: dict[str, Any]):
        self.notes = {o["id"]: o for o in stream["observations"]}
        self.by_text: dict[tuple[str, str], str] = {}
        for o in stream["observations"]:
            self.by_text.setdefault((o["text"].strip(), o["time"][:10]), o["id"])
        self.gold = {(o["id"], r["to"]): r["label"] for o in stream["observations"] for r in o.get("relations", [])}
        self.current: str | None = None

    def note_of(self, atom: Atom, *, new: bool) -> str | None:
        if new and self.current is not None:
            return self.current
        return self.by_text.get((atom.text.strip(), atom.time[:10]))

    def label(self, new_id: str | None, old_id: str | None) -> str:
        return self.gold.get((new_id, old_id), "IND") if new_id and old_id else "IND"


class _Recorder(RelationClassifier):
    """Records every (new, candidates) call; decides with ``backend`` or, without one, by the
    annotations (the oracle)."""

    def __init__(self, index: _StreamIndex, backend: RelationClassifier | None):
        self.index, self.backend = index, backend
        self.name = backend.name if backend is not None else "oracle"
        self.calls: list[tuple[str, list[str]]] = []

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        new_id = self.index.note_of(new, new=True)
        old_ids = [self.index.note_of(o, new=False) for o in olds]
        self.calls.append((new_id or "", [o or "" for o in old_ids]))
        if self.backend is not None:
            return self.backend.classify(new, olds)
        return [Judgement(self.index.label(new_id, o), "oracle") for o in old_ids]


def candidate_pairs(stream: dict[str, Any], *, k: int = 8, mode: str = "oracle",
                    backend: RelationClassifier | None = None) -> list[dict[str, Any]]:
    """Every candidate pair ROAM's retrieval produces on ``stream`` (``mode`` oracle or model;
    ``backend`` is the model's classifier, with its checks, for ``model``)."""
    from memstrata import Memory
    from memstrata.api.config import MemoryConfig
    from memstrata.manage.roam.manager import RoamManager

    if mode not in ("oracle", "model"):  # (``slot`` pairs come from slot_pairs, not from a run)
        raise ValueError(f"mode must be oracle or model, not {mode!r}")
    index = _StreamIndex(stream)
    recorder = _Recorder(index, backend if mode == "model" else None)
    pairs: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp:
        manager = RoamManager(k=k, classifier=recorder, fusion="deterministic")
        m = Memory(MemoryConfig(path=str(Path(tmp) / "s.db"), policy="roam"), manager=manager)
        try:
            for o in stream["observations"]:
                index.current = o["id"]
                m.add(observations=[{"text": o["text"], "time": o["time"], "source": o["id"]}], user_id=stream["id"])
        finally:
            m.close()
    for new_id, old_ids in recorder.calls:
        new = index.notes[new_id]
        for rank, old_id in enumerate(old_ids):
            if not old_id or old_id not in index.notes:
                continue
            old = index.notes[old_id]
            a, b = slot_key(old), slot_key(new)
            pairs.append({"id": f"{stream['id']}:{new_id}>{old_id}", "old": old["text"], "new": new["text"],
                          "old_time": old["time"][:10], "new_time": new["time"][:10],
                          "label": index.label(new_id, old_id),
                          "same_slot": None if a is None or b is None else a == b,
                          "single": bool((old.get("slot") or {}).get("single")) if a is not None else None,
                          "stream": stream["id"], "writer": stream.get("writer"), "rank": rank, "source": mode})
    return pairs


def slot_pairs(stream: dict[str, Any]) -> list[dict[str, Any]]:
    """Every (earlier, later) pair of notes the writer put in one slot, labelled: each value of
    an attribute against each later one, not only against the current Primary (what candidate
    lists show). They teach the slot itself; most stream pairs are of two slots."""
    index = _StreamIndex(stream)
    obs = stream["observations"]
    out = []
    for j, new in enumerate(obs):
        for old in obs[:j]:
            a, b = slot_key(old), slot_key(new)
            if a is None or a != b:
                continue
            out.append({"id": f"{stream['id']}:{new['id']}>{old['id']}", "old": old["text"], "new": new["text"],
                        "old_time": old["time"][:10], "new_time": new["time"][:10],
                        "label": index.label(new["id"], old["id"]), "same_slot": True,
                        "single": bool((old.get("slot") or {}).get("single")), "stream": stream["id"],
                        "writer": stream.get("writer"), "rank": None, "source": "slot"})
    return out


def stream_pairs(streams: list[dict[str, Any]], *, k: int = 8, modes: tuple[str, ...] = ("oracle", "model"),
                 backend: RelationClassifier | None = None) -> list[dict[str, Any]]:
    """The union over ``modes`` of every stream's candidate pairs, one line per distinct pair
    (a pair met by several is kept once, under the first mode that met it); mode ``slot`` adds
    ``slot_pairs``."""
    out: dict[str, dict[str, Any]] = {}
    for stream in streams:
        for mode in modes:
            pairs = slot_pairs(stream) if mode == "slot" else candidate_pairs(stream, k=k, mode=mode, backend=backend)
            for p in pairs:
                out.setdefault(p["id"], p)
    return list(out.values())


def main(argv: list[str] | None = None) -> int:
    """python -m memstrata.train.relations.stream_pairs STREAMS.jsonl... --out PAIRS.jsonl [--k 8]"""
    import argparse

    from memstrata.models.relations.checks import CheckedRelationClassifier
    from memstrata.models.relations.cross_encoder import CrossEncoderRelationClassifier

    ap = argparse.ArgumentParser(description="candidate pairs ROAM meets on annotated streams, labelled")
    ap.add_argument("streams", nargs="+")
    ap.add_argument("--out", required=True)
    ap.add_argument("--k", type=int, default=8)
    ap.add_argument("--oracle-only", action="store_true", help="only the candidates of correct decisions")
    ap.add_argument("--slot-pairs", action="store_true",
                    help="also every pair of notes the writer put in one slot (training: more same-slot examples)")
    args = ap.parse_args(argv)
    streams = [s for path in args.streams for s in read_streams(path)]
    modes: tuple[str, ...] = ("oracle",) if args.oracle_only else ("oracle", "model")
    if args.slot_pairs:
        modes = (*modes, "slot")
    # The model run uses the first relation model (2026-12-01) with its checks: the wrong
    # Primaries it leaves are the hard cases a replacement must get right.
    backend = None if args.oracle_only else CheckedRelationClassifier(CrossEncoderRelationClassifier())
    pairs = stream_pairs(streams, k=args.k, modes=modes, backend=backend)
    Path(args.out).write_text("".join(json.dumps(p, ensure_ascii=False) + "\n" for p in pairs), encoding="utf-8")
    labels: dict[str, int] = {}
    for p in pairs:
        labels[p["label"]] = labels.get(p["label"], 0) + 1
    print(f"{args.out}: {len(pairs)} pairs from {len(streams)} streams; {labels}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
