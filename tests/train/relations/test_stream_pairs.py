"""Candidate pairs from an annotated stream (train/relations/stream_pairs.py): ROAM's own
manager produces the candidate lists, the annotations label them, the slots say which pairs
share one; under the oracle a replaced value is Evidence and never a candidate again."""

from __future__ import annotations

from memstrata.train.relations.stream_pairs import candidate_pairs, slot_pairs, stream_pairs


def _note(i: int, text: str, time: str, attribute: str, relations=(), single=True):
    return {"id": f"n{i}", "text": text, "time": time, "source": f"n{i}",
            "slot": {"entity": "Lena", "attribute": attribute, "single": single},
            "relations": [{"to": to, "label": label} for to, label in relations]}


STREAM = {"id": "s", "writer": "test", "observations": [
    _note(1, "Lena lives in Graz.", "2024-01-02", "home"),
    _note(2, "Lena lives with her cat in a flat near the river.", "2024-01-05", "pets", single=False),
    _note(3, "Lena moved to Linz.", "2024-03-01", "home", [("n1", "CON")]),
    _note(4, "Lena lives in Linz now.", "2024-04-01", "home", [("n3", "EQV"), ("n1", "CON")]),
]}


def test_oracle_candidates_are_labelled_from_the_annotations():
    pairs = {p["id"]: p for p in candidate_pairs(STREAM, k=5)}
    con = pairs["s:n3>n1"]
    assert (con["label"], con["same_slot"], con["single"], con["source"]) == ("CON", True, True, "oracle")
    assert con["old"] == "Lena lives in Graz." and con["old_time"] == "2024-01-02"
    assert pairs["s:n4>n3"]["label"] == "EQV"
    # n1 was replaced by n3 (the oracle acted on the CON): Evidence is no candidate of n4
    assert "s:n4>n1" not in pairs
    assert all(p["label"] == "IND" and p["same_slot"] is False for k, p in pairs.items() if ">n2" in k or "n2>" in k)


def test_slot_pairs_pair_every_value_of_a_slot_with_each_later_one():
    pairs = {p["id"]: p for p in slot_pairs(STREAM)}
    assert set(pairs) == {"s:n3>n1", "s:n4>n1", "s:n4>n3"}
    assert pairs["s:n4>n1"]["label"] == "CON" and pairs["s:n4>n1"]["source"] == "slot"


def test_the_union_keeps_each_pair_once():
    pairs = stream_pairs([STREAM], k=5, modes=("oracle", "slot"))
    ids = [p["id"] for p in pairs]
    assert len(ids) == len(set(ids)) and "s:n4>n1" in ids
