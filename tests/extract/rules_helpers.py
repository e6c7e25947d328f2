"""Running the rules extractor on a line or two of dialogue, for the rules tests.

The rules are tested alone here (``triage=None``: their word lists decide what is small talk);
what the shipped triage model adds is tested in test_triage_*.py on whole chats."""

from __future__ import annotations

from memstrata.extract.rules import RulesExtractor, RulesReport

SESSION = "2023-05-08T13:56:00"  # a Monday


def run(text: str, speaker: str | None = "Caroline", other: str | None = "Melanie", time: str = SESSION,
        turn_id: str = "D1:2") -> RulesReport:
    """``text`` said by ``speaker`` right after ``other`` said hello (so "you" is ``other``)."""
    turns = [{"id": "D1:1", "speaker": other, "text": "Hi!", "time": time}] if other else []
    turns.append({"id": turn_id, "speaker": speaker, "text": text, "time": time})
    return RulesExtractor(triage=None).extract_with_report(turns, time)


def texts(text: str, **kwargs) -> list[str]:
    return [o.text for o in run(text, **kwargs).observations]
