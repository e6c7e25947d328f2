"""Relation-pair files (validation that names the line and field) and the classification report."""

from __future__ import annotations

import json

import pytest

from memstrata.errors import InvalidInputError
from memstrata.models.relations.pairs import read_pairs
from memstrata.models.relations.scoring import classification_report, report_text


def write(tmp_path, rows):
    path = tmp_path / "pairs.jsonl"
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return path


def test_reads_pairs_with_optional_times_and_labels(tmp_path):
    path = write(tmp_path, [{"id": "a", "old": "Ava lives in Leeds.", "new": "Ava lives in Ghent.", "label": "CON",
                             "old_time": "2023-01-01", "new_time": "2023-03-01"},
                            {"id": "b", "old": "x y", "new": "y x"}])
    a, b = read_pairs(path)
    assert (a.old.time, a.new.text, a.label) == ("2023-01-01", "Ava lives in Ghent.", "CON")
    assert (b.old.time, b.label) == ("", None)
    with pytest.raises(InvalidInputError, match="line 2: no 'label'"):
        read_pairs(path, require_labels=True)


@pytest.mark.parametrize("row, message", [
    ("{not json", "line 1: not valid JSON"),
    ({"id": "a", "old": "", "new": "b"}, "line 1: field 'old' must be a non-empty string"),
    ({"id": "a", "old": "a", "new": "b", "label": "SAME"}, "label 'SAME' is not one of"),
    ({"id": "a", "old": "a", "new": "b", "old_time": 2023}, "field 'old_time' must be a date string"),
    (["a", "b"], "expected an object"),
])
def test_bad_lines_are_named(tmp_path, row, message):
    with pytest.raises(InvalidInputError, match=message):
        read_pairs(write(tmp_path, [row]))


def test_duplicate_ids_and_empty_files_are_refused(tmp_path):
    with pytest.raises(InvalidInputError, match="appears twice"):
        read_pairs(write(tmp_path, [{"id": "a", "old": "x", "new": "y"}] * 2))
    (tmp_path / "empty.jsonl").write_text("\n")
    with pytest.raises(InvalidInputError, match="holds no pairs"):
        read_pairs(tmp_path / "empty.jsonl")


def test_classification_report():
    gold = ["IND", "IND", "CON", "CON", "EQV", "OSN"]
    pred = ["IND", "CON", "CON", "CON", "IND", "OSN"]
    r = classification_report(gold, pred)
    assert r["accuracy"] == 66.7
    assert r["per_class"]["CON"] == {"precision": 66.7, "recall": 100.0, "f1": 80.0, "gold": 2, "predicted": 3}
    assert r["per_class"]["EQV"]["f1"] == 0.0 and r["per_class"]["NSO"]["f1"] is None  # no NSO at all: not averaged
    assert r["per_class"]["IND"]["f1"] == 50.0  # 1 hit, 2 gold, 2 predicted
    assert r["macro_f1"] == round((50.0 + 80.0 + 0.0 + 100.0) / 4, 1)
    assert r["confusion"]["IND"]["CON"] == 1
    assert "macro-F1" in report_text(r)
