"""Which extractor turns ``add(messages)`` into observations (``MemoryConfig.extraction``).

- "auto" (default): the LLM extractor when an LLM is configured, else the rules extractor;
- "llm": the LLM extractor (an LLM must be configured);
- "rules": the offline rules extractor, even when an LLM is configured (it may still serve
  the memory policy, e.g. ROAM's relations);
- "none": every turn stored verbatim as a note, as ``add(..., infer=False)`` does.
"""

from __future__ import annotations

from typing import Literal

from memstrata.errors import InvalidInputError
from memstrata.extract.extractor import LLMExtractor
from memstrata.extract.rules import RulesExtractor
from memstrata.models.llm.base import LLM

Extraction = Literal["auto", "llm", "rules", "none"]
EXTRACTIONS: tuple[str, ...] = ("auto", "llm", "rules", "none")


def resolve_extraction(extraction: str, llm: LLM | None) -> str:
    """"llm", "rules" or "none": what ``extraction`` means with this LLM (or none)."""
    if extraction not in EXTRACTIONS:
        raise InvalidInputError(f"extraction must be one of {', '.join(EXTRACTIONS)}, got {extraction!r}",
                                field="extraction")
    if extraction == "auto":
        return "llm" if llm is not None else "rules"
    if extraction == "llm" and llm is None:
        raise InvalidInputError("extraction='llm' needs an LLM: configure one (llm=..., or MEMSTRATA_LLM_*), "
                                "or choose extraction='rules'", field="extraction")
    return extraction


def create_extractor(extraction: str, llm: LLM | None, window: int,
                     assistant_facts: str = "advice") -> LLMExtractor | RulesExtractor | None:
    """The extractor for ``extraction``; None for "none" (turns are kept verbatim)."""
    resolved = resolve_extraction(extraction, llm)
    if resolved == "llm":
        assert llm is not None
        return LLMExtractor(llm, window=window)
    return RulesExtractor(assistant_facts=assistant_facts) if resolved == "rules" else None
