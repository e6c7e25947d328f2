"""The relation corpus (corpus/relations): the one builder writes the committed generated
split byte for byte; the data files `memstrata relations train` reads by default are the
files the shipped model was trained on (the sha256 its metadata lists); every pair file
passes the checks, and the checks catch what they are for."""

from __future__ import annotations

import hashlib
import json

from corpus.relations import build, pair_files

from memstrata.models.relations.cross_encoder import META_PATH
from memstrata.models.relations.pairs import read_pairs
from memstrata.train.relations.corpus_files import default_dev_file, default_train_files
from tests.conftest import ROOT


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def trained_on() -> dict:
    return json.loads(META_PATH.read_text())["training"]


def test_the_builder_writes_the_committed_generated_split_byte_for_byte():
    assert build.jsonl(build.generated_rows()) == pair_files.GENERATED.read_bytes()


def test_the_default_training_files_hash_to_the_shipped_models_training_files():
    # The shipped model was trained before the hand parts carried their writers' section
    # headings ('kind' / 'topic'); without them a part is the trained file byte for byte.
    # A model trained since lists the files as they are.
    config = trained_on()
    paths = default_train_files(ROOT)
    assert [e["file"] for e in config["train"]] == [p.name for p in paths]
    for entry, path in zip(config["train"], paths):
        data = path.read_bytes()
        assert entry["sha256"] in {sha256(data), sha256(pair_files.without_tags(data))}, path
        assert entry["pairs"] == len(read_pairs(path, require_labels=True))
    dev = default_dev_file(ROOT).read_bytes()
    assert config["dev"]["sha256"] == sha256(dev) and config["dev"]["pairs"] == dev.count(b"\n")


def test_the_corpus_module_and_the_cli_defaults_name_the_same_files():
    assert [p.resolve() for p in default_train_files(ROOT)] == pair_files.training_files()
    assert default_dev_file(ROOT).resolve() == pair_files.DEV


def test_removing_the_tags_changes_nothing_else():
    for path in pair_files.hand_parts():
        tagged, plain = pair_files.read_rows(path), [json.loads(x) for x in
                                                     pair_files.without_tags(path.read_bytes()).splitlines()]
        assert [{k: v for k, v in r.items() if k not in ("kind", "topic")} for r in tagged] == plain
        assert sum("kind" in r or "topic" in r for r in tagged) > len(tagged) / 2


def test_hand_pairs_have_no_generator_family():
    # The trainer mines IND pairs from pairs with a generator 'family': tagging hand pairs
    # with one would change what the model is trained on.
    for path in pair_files.hand_parts():
        assert all(p.family is None for p in read_pairs(path))


def test_every_pair_file_passes_the_checks_and_the_split_rules():
    for path in [*pair_files.training_files(), pair_files.DEV]:
        assert pair_files.problems(path) == []
    assert pair_files.split_problems(pair_files.training_files(), pair_files.DEV) == []
    assert build.main(["--check"]) == 0


def test_parts_d_to_j_share_no_sentence_with_dev_or_natural():
    # DATASHEET.md: their writers had not seen dev or natural.
    def sentences(path):
        return {s.lower() for r in pair_files.read_rows(path) for s in (r["old"], r["new"])}

    held_out = sentences(pair_files.DEV) | sentences(pair_files.NATURAL)
    for path in pair_files.hand_parts():
        if path.stem[-1] in "defghij":
            assert not sentences(path) & held_out, path.name


def test_the_checks_catch_broken_lines(tmp_path):
    good = {"id": "x-1", "old": "Ana lives in Porto.", "new": "Ana lives in Braga.", "label": "CON",
            "old_time": "2021-01-01", "new_time": "2021-02-01"}
    rows = [good,
            {**good, "id": "x-2", "label": "SAME"},
            {**good, "id": "x-1", "new": "Ana lives in Faro."},
            {**good, "id": "x-4"},
            {**good, "id": "x-5", "new": "Ana moved.", "old_time": "2031-01-01"},
            {**good, "id": "x-6", "new": "Ana has a cat.", "colour": "red"},
            {**good, "id": "x-7", "new": "Ana has a dog.", "kind": "k", "topic": "t"}]
    path = tmp_path / "pairs.jsonl"
    compact = json.dumps({**good, "id": "x-8", "new": "Ana runs."}, separators=(",", ":"))
    path.write_text("".join(pair_files.line(r) for r in rows) + compact + "\n", encoding="utf-8")
    found = "\n".join(pair_files.problems(path))
    for line_no, what in [(2, "label 'SAME'"), (3, "id 'x-1' appears twice"), (4, "the same (old, new) pair"),
                          (5, "old_time 2031-01-01 is outside 2019-01-01..2025-12-31"), (6, "unknown fields ['colour']"),
                          (7, "more than one of the tags"), (8, "not in the one written form")]:
        assert f"line {line_no}: {what}" in found
    assert "line 1:" not in found


def test_the_split_rules_catch_a_dev_pair_in_training(tmp_path):
    dev_row = pair_files.read_rows(pair_files.DEV)[0]
    leaked = tmp_path / "part_z.jsonl"
    leaked.write_text(pair_files.line({**dev_row, "id": "z-1", "old": dev_row["new"], "new": dev_row["old"]}))
    assert "a dev pair is in the training data" in " ".join(pair_files.split_problems([leaked], pair_files.DEV))


def test_check_mode_fails_on_a_stale_generated_split(tmp_path, monkeypatch, capsys):
    stale = tmp_path / "pairs.jsonl"
    stale.write_bytes(pair_files.GENERATED.read_bytes().rsplit(b"\n", 2)[0] + b"\n")  # one pair short
    monkeypatch.setattr(pair_files, "GENERATED", stale)
    monkeypatch.setattr(pair_files, "training_files", lambda: [stale, *pair_files.hand_parts()])
    assert build.main(["--check"]) == 1
    assert "train/pairs.jsonl is not what the generator writes" in capsys.readouterr().err
