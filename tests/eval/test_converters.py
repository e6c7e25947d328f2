"""Converters on small inputs that reproduce the real files' shapes and noise, plus the real
files when ../shared/data is present."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memstrata.eval.convert_locomo import convert_locomo, parse_ids
from memstrata.eval.convert_longmemeval import convert_longmemeval

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"

LOCOMO = [{
    "sample_id": "conv-x",
    "conversation": {
        "speaker_a": "Caroline", "speaker_b": "Mel",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [{"speaker": "Caroline", "dia_id": "D1:1", "text": "I went to a support group yesterday."},
                      {"speaker": "Mel", "dia_id": "D1:2", "text": "Look!", "blip_caption": "a photo of a lake"}],
        "session_2_date_time": "9:00 am on 20 May, 2023",
        "session_2": [{"speaker": "Mel", "dia_id": "D2:1", "text": "I ran a charity race."}],
        "session_3_date_time": "9:00 am on 1 June, 2023",
    },
    "observation": {
        "session_1_observation": {"Caroline": [["Caroline went to a support group on 7 May 2023.", "D1:1"]],
                                  "Mel": [["Mel shared a lake photo.", ["D1:2", "D1:1"]]]},
        "session_2_observation": {"Mel": [["Mel ran a charity race.", "D2:1"]]},
    },
    "qa": [
        {"question": "When did Caroline go?", "answer": "7 May 2023", "evidence": ["D1:1"], "category": 2},
        {"question": "What did both do?", "answer": "x", "evidence": ["D1:1; D2:1", "D:2:1", "D", "D9:9"], "category": 1},
        {"question": "Is Mel an ally?", "answer": "yes", "evidence": [], "category": 3},
        {"question": "What did Mel realize after the race?", "evidence": ["D2:1"], "category": 5,
         "adversarial_answer": "self-care matters"},
    ],
}]


@pytest.fixture
def locomo_file(tmp_path):
    path = tmp_path / "locomo.json"
    path.write_text(json.dumps(LOCOMO))
    return path


def test_locomo_sessions(locomo_file):
    (ep,), report = convert_locomo(locomo_file, "sessions")
    assert [s.id for s in ep.sessions] == ["S1", "S2"] and ep.sessions[0].time == "2023-05-08T13:56:00"
    assert ep.sessions[0].turns[1].text == "Look! [shares a photo: a photo of a lake]"
    q = {x.id: x for x in ep.questions}
    assert q["conv-x-q1"].category == "temporal" and q["conv-x-q1"].gold_sources == ["D1:1"]
    assert q["conv-x-q2"].gold_sources == ["D1:1", "D2:1"]
    assert q["conv-x-q3"].gold_sources == []
    adv = q["conv-x-q4"]
    assert adv.category == "adversarial" and adv.adversarial_answer == "self-care matters"
    assert report["dates_without_session_skipped"] == 1
    assert report["malformed_ids_dropped"] == 1 and report["malformed_ids_repaired"] == 1
    assert report["evidence_ids_without_turn_skipped"] == 1 and report["questions_without_evidence"] == 1


def test_locomo_observations(locomo_file):
    (ep,), _ = convert_locomo(locomo_file, "observations")
    assert [(o.text, o.provenance(), o.time[:10]) for o in ep.observations] == [
        ("Caroline went to a support group on 7 May 2023.", ["D1:1"], "2023-05-08"),
        ("Mel shared a lake photo.", ["D1:2", "D1:1"], "2023-05-08"),
        ("Mel ran a charity race.", ["D2:1"], "2023-05-20")]


def test_parse_ids_handles_the_known_noise():
    from collections import Counter

    report = Counter()
    assert parse_ids(["D8:6; D9:17", "D:11:26", "D", "D9:1 D4:4"], report) == ["D8:6", "D9:17", "D11:26", "D9:1", "D4:4"]


LME = [{"question_id": "abc_abs", "question_type": "knowledge-update", "question": "Where do I work now?",
        "answer": "Porto clinic", "question_date": "2023/10/02 (Mon) 04:40",
        "haystack_session_ids": ["s2", "s1"], "haystack_dates": ["2023/09/30 (Sat) 08:34", "2023/04/11 (Tue) 07:47"],
        "haystack_sessions": [[{"role": "user", "content": "I now work at a clinic in Porto.", "has_answer": True},
                               {"role": "assistant", "content": "Congrats!"}],
                              [{"role": "user", "content": "I work at a hospital in Lisbon."}]],
        "answer_session_ids": ["s2"]},
       {"question_id": "def", "question_type": "temporal-reasoning", "question": "q?", "answer": 3,
        "question_date": "2023/10/02 (Mon) 04:40", "haystack_session_ids": "['s9']",
        "haystack_dates": "['2023/09/01 (Fri) 10:00']",
        "haystack_sessions": "[[{'role': 'user', 'content': 'one'}, {'role': 'user', 'content': 'two'}]]",
        "answer_session_ids": "['s9']"}]


def test_longmemeval(tmp_path):
    path = tmp_path / "lme.json"
    path.write_text(json.dumps(LME))
    (a, b), report = convert_longmemeval(path)
    assert [s.id for s in a.sessions] == ["s1", "s2"]  # time order
    qa = a.questions[0]
    assert (qa.gold_sources, qa.abstention, qa.category, qa.time) == (
        ["s2:0"], True, "knowledge-update", "2023-10-02T04:40:00")
    assert b.questions[0].gold_sources == ["s9:0", "s9:1"]  # no has_answer: the answer session
    assert report == {"abstention_questions": 1, "questions_gold_from_answer_sessions": 1,
                      "episodes": 2, "questions": 2}


@pytest.mark.skipif(not (SHARED / "locomo" / "locomo10.json").exists(), reason="shared data not present")
def test_real_files_convert_with_the_documented_counts():
    episodes, report = convert_locomo(SHARED / "locomo" / "locomo10.json", "sessions")
    assert len(episodes) == 10 and report["questions"] == 1986
    assert sum(len(s.turns) for e in episodes for s in e.sessions) == 5882
    cats = [q.category for e in episodes for q in e.questions]
    assert (cats.count("multi-hop"), cats.count("temporal"), cats.count("open-domain"), cats.count("single-hop"),
            cats.count("adversarial")) == (282, 321, 96, 841, 446)
    lme, _ = convert_longmemeval(SHARED / "longmemeval" / "oracle_sample_97q.json")
    assert len(lme) == 97 and sum(q.abstention for e in lme for q in e.questions) == 2
