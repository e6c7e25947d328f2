"""Export/import: lossless round trip, and all-or-nothing import with line numbers."""

from __future__ import annotations

import json

import pytest

from memstrata import Memory
from memstrata.errors import ImportFormatError, InvalidInputError


@pytest.fixture
def populated(memory):
    ids = [d.id for d in memory.add(observations=[
        {"text": "Sam lives in Lisbon.", "time": "2024-03-02", "source": "S1:1", "metadata": {"topic": "home"}},
        {"text": "Sam is vegetarian.", "time": "2024-03-02", "source": "S1:3"}], user_id="sam", agent_id="bot")]
    memory.update(ids[0], "Sam lives in Porto.", user_id="sam", time="2024-06-15")
    memory.delete(ids[1], user_id="sam", time="2024-07-01")
    memory.add([{"id": "S3:1", "role": "user", "name": "Sam", "content": "I run four times a week."}],
               user_id="sam", time="2024-09-30")
    memory.add(observations=["Ada lives in Oslo."], user_id="ada")
    return memory


def strip_volatile(lines):
    return [json.dumps(line, sort_keys=True) for line in lines]


def test_round_trip_is_lossless(populated, tmp_path, embedder):
    out = tmp_path / "sam.jsonl"
    exported = populated.export(out, user_id="sam")
    assert {line["type"] for line in exported} == {"memstrata-export", "record", "turn", "audit"}
    with Memory.open(tmp_path / "copy.db", embedder=embedder) as copy:
        counts = copy.import_(out)
        assert counts == {"record": 3, "edge": 0, "turn": 1, "audit": 5}
        assert strip_volatile(copy.export(user_id="sam")) == strip_volatile(exported)
        assert copy.search("Porto", user_id="sam", limit=1)[0].text == "Sam lives in Porto."
        assert copy.get_all(user_id="ada") == []
        rid = exported[1]["record"]["id"]
        assert [h.action for h in copy.history(rid, user_id="sam")] == ["create", "update"]


def write_lines(path, lines):
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_malformed_line_names_its_number_and_imports_nothing(populated, tmp_path, embedder):
    good = [json.dumps(line) for line in populated.export(user_id="sam")]
    bad = tmp_path / "bad.jsonl"
    with Memory.open(tmp_path / "target.db", embedder=embedder) as target:
        target.add(observations=["kept fact"], user_id="sam")
        for lines, message in [
            (good[:3] + ["{not json"] + good[3:], "import line 4: not valid JSON"),
            (good[:2] + ['{"type": "record", "record": {}}'], "import line 3: record.id: Field required"),
            (good[:1] + ['{"type": "gizmo"}'], "import line 2: unknown line type 'gizmo'"),
            (['{"type": "memstrata-export", "version": 1, "dim": 768}'], "import line 1: vectors are 768-d"),
        ]:
            write_lines(bad, lines)
            with pytest.raises(ImportFormatError, match=message):
                target.import_(bad)
            assert [r.text for r in target.get_all(user_id="sam")] == ["kept fact"]


def test_conflicting_id_rolls_back_the_whole_import(populated, tmp_path):
    lines = populated.export(user_id="sam")
    path = tmp_path / "again.jsonl"
    write_lines(path, [json.dumps(line) for line in lines])
    before = len(populated.export())
    with pytest.raises(ImportFormatError, match="import line 2: a memory with id .* already exists"):
        populated.import_(path)
    assert len(populated.export()) == before


def test_missing_file(memory, tmp_path):
    with pytest.raises(InvalidInputError, match="not found"):
        memory.import_(tmp_path / "nope.jsonl")
