import json

import pytest

from memstrata.errors import InvalidInputError
from memstrata.eval.episodes import read_episodes, write_episodes

GOOD = {"id": "e1", "observations": [{"text": "Sam is vegetarian.", "time": "2024-03-02", "source": "S1:3"}],
        "questions": [{"id": "q1", "question": "Diet?", "answer": "vegetarian", "category": 4,
                       "gold_sources": ["S1:3"]}], "custom_field": {"kept": True}}


def write(path, lines):
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_round_trip_keeps_unknown_fields(tmp_path):
    path = tmp_path / "e.jsonl"
    write(path, [json.dumps(GOOD)])
    episodes = read_episodes(path)
    assert episodes[0].questions[0].category == "4"
    assert episodes[0].observations[0].time == "2024-03-02T00:00:00"
    write_episodes(tmp_path / "out.jsonl", episodes)
    again = json.loads((tmp_path / "out.jsonl").read_text())
    assert again["custom_field"] == {"kept": True}
    assert again["questions"][0]["gold_sources"] == ["S1:3"]


@pytest.mark.parametrize("line, message", [
    ("{oops", r"e.jsonl:2: not valid JSON"),
    (json.dumps({"id": "e2", "questions": [{"id": "q", "question": ""}]}), r"e.jsonl:2: questions.0.question"),
    (json.dumps({"id": "e2", "observations": [{"text": "x", "time": "someday"}]}), r"e.jsonl:2: .*time.*someday"),
    (json.dumps({"observations": []}), r"e.jsonl:2: id: Field required"),
])
def test_bad_lines_name_file_line_and_field(tmp_path, line, message):
    path = tmp_path / "e.jsonl"
    write(path, [json.dumps(GOOD), line])
    with pytest.raises(InvalidInputError, match=message):
        read_episodes(path)
