"""Every candidate pair ROAM judges on the written streams (corpus/streams/), scored against the
writers' annotations, so the false-action rate has a denominator.

Each note of a stream lists its relations to earlier notes (CON, EQV, OSN, NSO); a pair not
listed is IND. ROAM ingests the notes one by one; the audit row of each new atom holds every
candidate it was compared with and the label acted on. Reported per stream and overall:

- ``should_be_ind``: judged pairs the writers left independent, and how many ROAM acted on as
  non-IND (``false_action_pct``, gate <= 3%);
- per predicted label, how many were right (precision) and how many annotated relations among
  the judged pairs it found (recall);
- per note, the relation ROAM acted on vs the annotated relations to the candidates it saw;
  ``unrelated_notes_acted_pct``: of the notes annotated as relating to nothing earlier, how many
  ended with a non-IND decision (gate <= 3%);
- CON recall twice: among the annotated CON pairs ROAM judged, and per note: of the notes
  annotated CON to some earlier note, how many ROAM chained (CON on an annotated target). A
  note is CON to every value it replaces, but only the current one is a Primary ROAM can see,
  so pairs with older values are no denominator; a value retrieval never put in front of the
  classifier counts as missed;
- the same-slot decision (``--slot``, streams whose notes carry a ``slot``): precision, recall
  and F1 of the slot model's ``same_slot`` on every judged pair, against the writers' slots.

    python benchmarks/roam_stream_pairs.py corpus/streams/report.jsonl --out streams_pairs_report
    python benchmarks/roam_stream_pairs.py corpus/streams/calibration.jsonl --out streams_pairs_calibration
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import machine, write_result  # noqa: E402

from memstrata import Memory  # noqa: E402

LABELS = ("IND", "EQV", "OSN", "NSO", "CON")


def judge_stream(stream: dict, policy_options: dict) -> tuple[list[dict], float, dict]:
    pairs, acted = [], {}
    annotated = {(o["id"], r["to"]): r["label"] for o in stream["observations"] for r in o.get("relations", [])}
    with tempfile.TemporaryDirectory() as tmp:
        m = Memory.open(Path(tmp) / "s.db", policy="roam", policy_options=policy_options)
        start = time.perf_counter()
        for o in stream["observations"]:
            d = m.add(observations=[{"text": o["text"], "time": o["time"], "source": o["id"]}],
                      user_id=stream["id"]).decisions[0]
            details = m.history(d.id, user_id=stream["id"])[0].details
            acted[o["id"]] = details.get("relation") or "IND"
            for cand in details.get("candidates", []):
                other = m.get(cand["id"], user_id=stream["id"])
                note = next(iter(other.attrs.get("own_sources") or other.sources))
                pairs.append({"new": o["id"], "old": note, "predicted": cand["label"],
                              "acted": details.get("relation"), "gold": annotated.get((o["id"], note), "IND"),
                              **({"note": cand["note"]} if cand.get("note") else {})})
        seconds = time.perf_counter() - start
        m.close()
    return pairs, seconds, acted


def note_summary(streams: list[dict], acted: dict[str, str], pairs: list[dict]) -> dict:
    """Per note: the unrelated notes acted on, and the notes annotated CON that ROAM chained."""
    unrelated = [o["id"] for s in streams for o in s["observations"] if not o.get("relations")]
    con_notes = {o["id"] for s in streams for o in s["observations"]
                 if any(r["label"] == "CON" for r in o.get("relations", []))}
    chained = {p["new"] for p in pairs if p["gold"] == "CON" and p["predicted"] == "CON"}
    wrong = sum(1 for n in unrelated if acted.get(n, "IND") != "IND")
    return {"unrelated_notes": len(unrelated), "unrelated_notes_acted": wrong,
            "unrelated_notes_acted_pct": round(100 * wrong / max(1, len(unrelated)), 2),
            "con_notes": len(con_notes), "con_notes_chained": len(con_notes & chained),
            "con_recall_notes_pct": round(100 * len(con_notes & chained) / max(1, len(con_notes)), 1)}


def slot_summary(streams: list[dict], pairs: list[dict], model_path: str | None) -> dict:
    """The slot model's same-slot decision on every judged pair whose notes carry slots."""
    from memstrata.models.relations.base import Atom
    from memstrata.models.relations.slot_classifier import SlotRelationClassifier
    from memstrata.train.relations.stream_pairs import slot_key

    notes = {o["id"]: o for s in streams for o in s["observations"]}
    known = [(p, slot_key(notes[p["old"]]) == slot_key(notes[p["new"]])) for p in pairs
             if slot_key(notes[p["old"]]) is not None and slot_key(notes[p["new"]]) is not None]
    if not known:
        return {}
    clf = SlotRelationClassifier(model_path)
    predicted = [clf.same_slot(Atom(notes[p["old"]]["text"], notes[p["old"]]["time"]),
                               Atom(notes[p["new"]]["text"], notes[p["new"]]["time"]))[0] for p, _ in known]
    tp = sum(g and q for (_, g), q in zip(known, predicted))
    fp = sum(q and not g for (_, g), q in zip(known, predicted))
    fn = sum(g and not q for (_, g), q in zip(known, predicted))
    return {"pairs": len(known), "same_slot_gold": tp + fn, "precision": round(100 * tp / max(1, tp + fp), 1),
            "recall": round(100 * tp / max(1, tp + fn), 1), "f1": round(200 * tp / max(1, 2 * tp + fp + fn), 1)}


def summarize(pairs: list[dict]) -> dict:
    ind = [p for p in pairs if p["gold"] == "IND"]
    acted_on = [p for p in ind if p["predicted"] != "IND"]
    out: dict = {"judged_pairs": len(pairs), "should_be_ind": len(ind), "false_actions": len(acted_on),
                 "false_action_pct": round(100 * len(acted_on) / max(1, len(ind)), 2),
                 "annotated_relations_judged": sum(1 for p in pairs if p["gold"] != "IND"), "per_label": {}}
    for lab in LABELS[1:]:
        predicted = [p for p in pairs if p["predicted"] == lab]
        gold = [p for p in pairs if p["gold"] == lab]
        right = sum(1 for p in predicted if p["gold"] == lab)
        out["per_label"][lab] = {"predicted": len(predicted), "right": right,
                                 "precision": round(100 * right / len(predicted), 1) if predicted else None,
                                 "gold_judged": len(gold), "found": sum(1 for p in gold if p["predicted"] == lab)}
    out["confusion"] = {g: dict(Counter(p["predicted"] for p in pairs if p["gold"] == g)) for g in LABELS}
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("streams", nargs="+")
    ap.add_argument("--out", required=True, help="result name under benchmarks/results/")
    ap.add_argument("--no-checks", action="store_true", help="the relation model's labels without the checks")
    ap.add_argument("--relation-backend", default="auto")
    ap.add_argument("--relation-model", default=None, help="another trained .onnx (with its .json)")
    ap.add_argument("--slot", action="store_true", help="also score the slot model's same-slot decision")
    args = ap.parse_args()
    options = {"relation_backend": args.relation_backend, "relation_checks": not args.no_checks}
    if args.relation_model:
        options["relation_model"] = args.relation_model
    if args.slot:  # before the replay, so a wrong model fails at once
        from memstrata.models.relations.select import model_classifier
        from memstrata.models.relations.slot_classifier import SlotRelationClassifier

        if not isinstance(model_classifier(args.relation_model), SlotRelationClassifier):
            ap.error("--slot needs a slot relation model (relations-slot-minilm-int8)")
    streams = [json.loads(line) for path in args.streams
               for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
    result: dict = {"streams": {}, "policy_options": options, "files": [Path(p).name for p in args.streams], "machine": machine()}
    every: list[dict] = []
    acted: dict[str, str] = {}
    for stream in streams:
        pairs, seconds, stream_acted = judge_stream(stream, options)
        every += pairs
        acted.update(stream_acted)
        result["streams"][stream["id"]] = {**summarize(pairs), "notes": len(stream["observations"]),
                                           "seconds": round(seconds, 1),
                                           "wrong": [p for p in pairs if p["predicted"] != p["gold"]]}
    result["overall"] = {**summarize(every), **note_summary(streams, acted, every)}
    o = result["overall"]
    o["con_recall_judged_pct"] = round(100 * o["per_label"]["CON"]["found"] / max(1, o["per_label"]["CON"]["gold_judged"]), 1)
    if args.slot:
        o["same_slot"] = slot_summary(streams, every, args.relation_model)
    path = write_result(args.out, result)
    print(f"{path}: {o['judged_pairs']} judged pairs, {o['should_be_ind']} should be IND, "
          f"{o['false_actions']} acted on ({o['false_action_pct']}%); "
          + ", ".join(f"{k} {v['right']}/{v['predicted']}" for k, v in o["per_label"].items())
          + f"; unrelated notes acted on {o['unrelated_notes_acted_pct']}%; CON recall {o['con_recall_judged_pct']}% "
            f"of judged pairs, {o['con_recall_notes_pct']}% of notes" + (f"; same-slot {o['same_slot']}" if args.slot else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
