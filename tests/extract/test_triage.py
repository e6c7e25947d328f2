"""The shipped triage model in the rules extractor: what a chat's small talk, answers and the
assistant's turns become (real model, real encoder; no network)."""

import json
from pathlib import Path

import numpy as np
import pytest

from memstrata import Memory
from memstrata.errors import BackendError, InvalidInputError
from memstrata.extract.rules import RulesExtractor
from memstrata.extract.triage.features import FEATURES, turn_contexts
from memstrata.extract.triage.model import LABELS, TriageModel, shipped_triage

DEMO = Path(__file__).parents[2] / "src/memstrata/cli/data/demo_conversation.json"
WEDNESDAY = "2025-10-08T19:20:00"


def turns(*said: tuple[str, str]) -> list[dict]:
    return [{"id": f"S1:{i + 1}", "speaker": who, "text": text, "time": WEDNESDAY} for i, (who, text) in enumerate(said)]


def demo_sessions() -> list[tuple[list[dict], str]]:
    data = json.loads(DEMO.read_text())
    return [([{"id": t["id"], "speaker": t.get("name") or t["role"], "text": t["content"], "time": s["time"]}
              for t in s["turns"]], s["time"]) for s in data["sessions"]]


def test_the_demo_chat_stores_no_greeting_pleasantry_or_echo():
    stored = [o.text for session, time in demo_sessions() for o in RulesExtractor().extract(session, time)]
    said = " | ".join(stored)
    for filler in ("Hi", "Welcome back", "Congratulations", "solid goal", "know the city well"):
        assert filler not in said
    assert any("nurse in Lisbon" in s for s in stored) and any("Pixel" in s for s in stored)


def test_an_elliptic_answer_is_joined_to_its_question_with_both_turns_as_sources():
    chat = turns(("assistant", "Nice! Which van are you leaning towards?"), ("Tomasz", "probably a Peugeot."))
    report = RulesExtractor().extract_with_report(chat, WEDNESDAY)
    (joined,) = [o for o in report.observations if "Peugeot" in o.text]
    assert joined.text == 'Asked "Which van is Tomasz leaning towards?", Tomasz said: probably a Peugeot.'
    assert joined.sources == ["S1:1", "S1:2"] and report.joined == 1


def test_answers_to_several_questions_go_to_their_own_questions():
    chat = turns(("assistant", "How old is she? And which school does she go to?"),
                 ("Keisha", "seven. st mary's."))
    texts = [o.text for o in RulesExtractor().extract(chat, WEDNESDAY)]
    assert any('"How old is she?"' in t and "seven" in t for t in texts)
    assert any("school" in t and "st mary's" in t for t in texts)


def test_assistant_facts_none_keeps_nothing_of_the_assistant():
    chat = turns(("Priya", "My knee still hurts after the run."),
                 ("assistant", "Ice it for 15 minutes twice a day and rest it this week."))
    default = [o.text for o in RulesExtractor().extract(chat, WEDNESDAY)]
    none = [o.text for o in RulesExtractor(assistant_facts="none").extract(chat, WEDNESDAY)]
    assert any("Ice it" in t or "ice it" in t for t in default)
    assert none and not any("assistant" in t for t in none)
    with pytest.raises(InvalidInputError, match="assistant_facts"):
        RulesExtractor(assistant_facts="some")


def test_the_report_counts_every_sentence_once():
    session, time = demo_sessions()[0]
    report = RulesExtractor().extract_with_report(session, time)
    summary = report.summary()
    dropped = sum(summary["dropped"].values())
    assert summary["sentences"] == 9 and dropped >= 3 and "greeting" in json.dumps(summary["dropped"])
    assert summary["observations"] == len(report.observations)


def test_memory_add_returns_the_extraction_report(db_path, embedder):
    with Memory.open(db_path, embedder=embedder, assistant_facts="none") as m:
        result = m.add([{"role": "user", "name": "Sam", "content": "Hi! I adopted a beagle called Pixel."},
                        {"role": "assistant", "content": "Lovely! Beagles need long walks."}],
                       user_id="sam", time=WEDNESDAY)
    report = result.to_dict()["extraction_report"]
    assert report["dropped"]["assistant (assistant_facts='none')"] == 2 and report["sentences"] == 4
    assert [d.text for d in result] == ["Sam adopted a beagle called Pixel."]


def test_features_and_labels_match_the_shipped_weights():
    model = shipped_triage()
    assert model.weights.shape == (3 * 384 + len(FEATURES), len(LABELS))
    contexts = [c for _, _, c in turn_contexts(turns(("Sam", "Thanks so much!")), WEDNESDAY)]
    (p,) = model.probabilities(contexts)
    assert np.isclose(p.sum(), 1.0) and p[LABELS.index("drop")] > 0.9


def test_a_damaged_weights_file_is_a_clear_error(tmp_path):
    bad = tmp_path / "triage.npz"
    bad.write_bytes(b"not a numpy file")
    with pytest.raises(BackendError, match="triage model"):
        TriageModel.load(bad)


def test_a_reply_that_points_back_carries_what_it_replies_to():
    chat = turns(("Margit", "Should I sell the summer house or keep it?"),
                 ("assistant", "Honestly, I would keep it for now, prices are low this year."),
                 ("Margit", "Lovely. My tomatoes are thriving."), ("assistant", "Where do you grow them?"),
                 ("Margit", "I grow them in the greenhouse behind the summer house."))
    stored = {o.text: o.sources for o in RulesExtractor().extract(chat, WEDNESDAY)}
    (greenhouse,) = [t for t in stored if "greenhouse" in t]
    assert greenhouse.startswith('Asked "Where does Margit grow them?"') and stored[greenhouse] == ["S1:4", "S1:5"]
    # a pronoun whose referent the sentence names before it needs nothing more
    named = turns(("assistant", "How is your mum doing these days?"), ("Margit", "My mum says she is fine now."))
    assert [o.text for o in RulesExtractor().extract(named, WEDNESDAY)][-1].startswith("Margit's mum says")


def test_a_question_addressed_by_name_in_a_group_chat_goes_to_that_person():
    chat = turns(("Matías", "The party is at our place this year."),
                 ("Rodrigo", "Valentina, can you bring the cake on Saturday?"), ("Valentina", "Sure, I will bake it."))
    texts = [o.text for o in RulesExtractor().extract(chat, WEDNESDAY)]
    assert any(t.startswith('Rodrigo asked Valentina: "Can you bring the cake on Saturday?"') for t in texts)


def test_many_answers_to_one_question_are_joined_in_memories_of_bounded_length():
    chat = turns(("assistant", "Which one is it?"), ("Keisha", "the blue one. " * 200))
    report = RulesExtractor().extract_with_report(chat, WEDNESDAY)
    joined = [o for o in report.observations if o.text.startswith('Asked "Which one is it?"')]
    assert len(joined) > 1 and all(len(o.text) < 2 * 300 for o in joined)
    assert report.joined == len(joined)
