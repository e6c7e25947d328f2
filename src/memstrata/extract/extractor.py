"""LLM extraction of atomic observations from dialogue turns.

Turns are sent in windows so that prompts stay small for local models. The model's output
is validated and cleaned: sources must name turns of the window (unknown ids are dropped;
a fact with none left is attributed to the whole window), dates must parse. If the model
fails, the error propagates so the caller can keep the raw turns as pending records.
"""

from __future__ import annotations

from memstrata.errors import InvalidInputError
from memstrata.extract.injection import looks_like_instructions
from memstrata.extract.notes import turn_as_note
from memstrata.extract.prompt import ExtractionResult, build_messages
from memstrata.models.llm.base import LLM
from memstrata.models.llm.structured import structured
from memstrata.timeutil import normalize_time, parse_time
from memstrata.types import Observation


class LLMExtractor:
    kind = "llm"  # what ``AddResult.extraction`` reports

    def __init__(self, llm: LLM, window: int = 12, max_fact_chars: int = 1000):
        self.llm = llm
        self.window = window
        self.max_fact_chars = max_fact_chars

    @property
    def name(self) -> str:
        return f"llm:{self.llm.name}"

    def extract(self, turns: list[dict], time: str) -> list[Observation]:
        """Observations for ``turns`` (each with ``id``, ``speaker``, ``text``), said at ``time``,
        in conversation order. Instruction-like turns never reach the model: they come back
        verbatim as flagged notes (see injection.py)."""
        quoted = [t for t in turns if looks_like_instructions(t["text"])]
        to_extract = [t for t in turns if t not in quoted]
        observations = self._extract_windows(to_extract, time) if to_extract else []
        for turn in quoted:
            note = turn_as_note(turn)
            note.attrs["instruction_like"] = True
            observations.append(note)
        order = {t["id"]: i for i, t in enumerate(turns)}
        return sorted(observations, key=lambda o: order[o.sources[0]])  # stable within a turn

    def _extract_windows(self, turns: list[dict], time: str) -> list[Observation]:
        session_time = parse_time(time)
        observations: list[Observation] = []
        for start in range(0, len(turns), self.window):
            window = turns[start:start + self.window]
            result = structured(self.llm, build_messages(window, session_time), ExtractionResult)
            ids = [t["id"] for t in window]
            for fact in result.facts:
                text = " ".join(fact.text.split())[: self.max_fact_chars]
                if not text:
                    continue
                sources = [s for s in fact.sources if s in ids] or ids
                observations.append(Observation(text=text, time=time, sources=sources, kind=fact.kind,
                                                valid_at=_valid_date(fact.valid_at)))
        return observations


def _valid_date(value: str | None) -> str | None:
    if not value:
        return None
    try:
        return normalize_time(value, "valid_at")
    except InvalidInputError:
        return None  # a date the model garbled is dropped, the fact is kept
