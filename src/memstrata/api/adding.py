"""``Memory.add`` in two steps: ``prepare`` (check the input, keep the raw turns, extract
observations from them) and ``finish`` (the policy manages the observations).

``Memory.add`` runs both at once. A queued add (``api.jobs``) runs ``prepare`` outside the
store's atomic unit and ``finish`` inside it, so the model calls of extraction never hold the
store's write transaction: ``prepare`` stores nothing but the raw turns (kept by id, so a rerun
changes nothing) and leaves every other write, pending records of a failed extraction
included, to ``finish``. A policy that extracts for itself (EMIR2 with an LLM) does it in
``finish``, where its writes belong to the unit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memstrata.api import names
from memstrata.api.inputs import check_metadata, check_not_future, normalize_observations, normalize_turns
from memstrata.errors import ExtractionInterruptedError, InvalidInputError, MemstrataError
from memstrata.extract.notes import turn_as_note
from memstrata.extract.rules import RulesExtractor
from memstrata.manage.base import Manager
from memstrata.timeutil import normalize_time, utc_offset_of
from memstrata.types import Decision, Scope

if TYPE_CHECKING:
    from memstrata.api.memory import Memory


@dataclass
class AddResult:
    """What ``add`` did: one decision per stored observation, in order. ``extraction`` says
    how text became observations: "llm", "rules" (the offline extractor), "none" (stored
    verbatim) or "failed" (the raw turns were kept as pending records; ``error`` says why)."""

    decisions: list[Decision]
    extraction: str
    error: str | None = None
    turns: list[str] = field(default_factory=list)
    # The offline extractor's counts: sentences read, dropped by reason, answers joined to their
    # question, observations written by form (RulesReport.summary); None for other extractors.
    extraction_report: dict[str, Any] | None = None

    def __iter__(self):
        return iter(self.decisions)

    def __len__(self) -> int:
        return len(self.decisions)

    def to_dict(self) -> dict[str, Any]:
        return {"results": [d.to_dict() for d in self.decisions], "extraction": self.extraction,
                "error": self.error, "turns": self.turns, "extraction_report": self.extraction_report}


@dataclass
class PreparedAdd:
    scope: Scope
    when: str
    offset: str | None
    infer: bool
    metadata: dict[str, Any] | None
    turns: list[dict[str, Any]] = field(default_factory=list)
    obs: list[Any] = field(default_factory=list)
    extraction: str = "none"
    error: str | None = None  # extraction failed: ``finish`` keeps the turns as pending records
    own_turns: bool = False  # the policy extracts for itself, in ``finish``
    report: dict[str, Any] | None = None  # the rules extractor's counts

    @property
    def turn_ids(self) -> list[str]:
        return [t["id"] for t in self.turns]


def check_input(memory: "Memory", messages: str | list[Any] | None, observations: list[Any] | None, scope: Scope,
                *, time: Any, metadata: dict[str, Any] | None, infer: bool, allow_future: bool) -> PreparedAdd:
    """The add's input checked and normalized (turns or observations, times), nothing stored:
    what ``prepare`` starts from and ``JobQueue.submit`` refuses bad input with."""
    if (messages is None) == (observations is None):
        raise InvalidInputError("add: pass either messages (text or turns) or observations, not both or neither")
    if metadata is not None:
        check_metadata(metadata)
    when, offset, limit = normalize_time(time), utc_offset_of(time), memory.config.max_text_chars
    tolerance = memory.config.future_tolerance_s
    out = PreparedAdd(scope, when, offset, infer, metadata)
    if observations is not None:
        out.obs = normalize_observations(observations, when, limit, offset)
        check_not_future([o.time for o in out.obs], tolerance, allow_future)
    else:
        assert messages is not None  # exactly one of the two was checked above
        out.turns = normalize_turns(messages, when, limit, offset)
        check_not_future([t["time"] for t in out.turns], tolerance, allow_future)
        names.name_turns(names.owner_names(memory, scope), out.turns)
    return out


def prepare(memory: "Memory", messages: str | list[Any] | None, observations: list[Any] | None, scope: Scope, *,
            time: Any, metadata: dict[str, Any] | None, infer: bool, allow_future: bool) -> PreparedAdd:
    out = check_input(memory, messages, observations, scope, time=time, metadata=metadata, infer=infer,
                      allow_future=allow_future)
    if observations is not None:
        return out
    # Raw turns are stored first, in their own transaction: whatever happens to extraction,
    # what was said stays recoverable.
    with memory.store.transaction() as tx:
        tx.add_turns(scope, out.turns)
    extractor = memory.extractor
    if extractor is None or not infer:
        out.obs = [turn_as_note(t) for t in out.turns]
    elif extractor.kind == "llm" and type(memory.manager).manage_turns is not Manager.manage_turns:
        out.own_turns = True  # it may extract for itself (EMIR2 with an LLM): in finish
    else:
        _extract(memory, out)
    return out


def _extract(memory: "Memory", out: PreparedAdd) -> None:
    assert memory.extractor is not None
    try:
        if isinstance(memory.extractor, RulesExtractor):
            report = memory.extractor.extract_with_report(out.turns, out.when)
            out.obs, out.report = report.observations, report.summary()
        else:
            out.obs = memory.extractor.extract(out.turns, out.when)
        out.extraction = memory.extractor.kind
    except MemstrataError as exc:
        out.obs, out.extraction, out.error = [], "failed", str(exc)


def finish(memory: "Memory", p: PreparedAdd) -> AddResult:
    if p.own_turns:
        try:
            own = memory._manage_turns(p.scope, p.turns, p.when, p.offset)
        except ExtractionInterruptedError as exc:  # the policy kept what it had not built pending
            return AddResult(exc.decisions, extraction="failed", error=str(exc), turns=p.turn_ids)
        except MemstrataError as exc:
            p.error = str(exc)
        else:
            if own is not None:
                return AddResult(own, extraction="llm", turns=p.turn_ids)
            _extract(memory, p)  # the policy left extraction to the library
    if p.error is not None:
        return AddResult(memory._keep_pending(p.scope, p.turns, p.error), extraction="failed", error=p.error,
                         turns=p.turn_ids)
    for o in p.obs:
        if p.metadata:
            o.attrs.setdefault("metadata", {}).update(p.metadata)
        if p.offset and p.extraction in ("llm", "rules"):
            o.attrs.setdefault("utc_offset", p.offset)  # extracted facts take the call's time zone
    decisions = memory._manage(p.scope, p.obs, verbatim=not p.infer) if p.obs else []
    return AddResult(decisions, extraction=p.extraction, turns=p.turn_ids, extraction_report=p.report)
