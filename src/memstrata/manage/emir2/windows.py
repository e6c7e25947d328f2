"""EMIR2 construction with an LLM: a session's turns, window by window (A.2).

1. window planning (``prompts.windows``; sessions of at most ``window_turns`` turns are one
   window without asking; a plan that fails its check falls back to fixed windows);
2. window extraction (``prompts.extraction``), checked and retried with the errors; a window
   whose extraction still fails keeps its turns as pending records (searchable), never lost;
3. each event is built like an offline one (``construct.Builder``: chain, NEXT links, state),
   with its claims reduced by the model (``reduce_llm``);
4. entity names the deterministic aliases cannot place are matched by the model (``prompts.aliases``);
5. the window's own relations become edges; then candidate pairs with earlier windows' events
   are adjudicated (``prompts.adjudication``).

Times: the model copies only absolute dates; a relative phrase it returns is resolved by our
rule when the rule names one day (``time_source: "rule"``); vague phrases stay unresolved.
"""

from __future__ import annotations

from dataclasses import asdict
from datetime import date
from typing import Any

from memstrata.errors import BackendError, ExtractionInterruptedError, StructuredOutputError
from memstrata.extract.relative_dates import find_relative_dates
from memstrata.extract.rules import RulesExtractor
from memstrata.manage.base import ManagerContext
from memstrata.manage.emir2.chains import CHAIN_JOIN
from memstrata.manage.emir2.construct import Builder, reembed_states
from memstrata.manage.emir2.graph import EVENT_RELATIONS, chain_of, emir2_attrs
from memstrata.manage.emir2.prompts import adjudication, extraction
from memstrata.manage.emir2.prompts import aliases as naming
from memstrata.manage.emir2.prompts import windows as planning
from memstrata.manage.emir2.prompts.reduction import ReducedOperation, fact_text
from memstrata.manage.emir2.reduce_llm import LlmReducer
from memstrata.manage.emir2.text.entities import EntityAliases
from memstrata.manage.emir2.text.event_time import EventTime
from memstrata.manage.pending import keep_pending
from memstrata.models.llm.base import LLM
from memstrata.models.llm.structured import structured
from memstrata.timeutil import format_time, now_utc, parse_time
from memstrata.types import Decision, Edge, Observation, Record

MAX_CANDIDATE_PAIRS = 8  # cross-window pairs adjudicated per window


class WindowBuilder:
    def __init__(self, llm: LLM, make_builder: Any, aliases_of: Any, options: Any, window_turns: int, policy: str):
        self.llm, self.make_builder, self.aliases_of, self.policy = llm, make_builder, aliases_of, policy
        self.dirty: set[str] = set()  # states rewritten this session: embedded once at its end
        self.options, self.window_turns = options, window_turns
        self.rules = RulesExtractor()
        self.repairs: list[str] = []  # what the last window's repair dropped (``extraction.repair``)
        self.covered: set[str] = set()  # turn ids the window's events built so far cite

    def add_session(self, ctx: ManagerContext, turns: list[dict], time: str) -> list[Decision]:
        session_time = parse_time(time)
        participants = list(dict.fromkeys(t.get("speaker") or "unknown" for t in turns))
        decisions: list[Decision] = []
        windows = self._plan(turns, session_time)
        for i, window in enumerate(windows):
            substantive = {t["id"] for t in window if self.rules.extract([t], time)}
            self.covered = set()
            try:
                x = self._extract(window, session_time, participants, substantive)
                self._build(ctx, window, x, time, session_time.date(), decisions)
            except StructuredOutputError as exc:  # this window's output: the next may do better
                decisions += self._keep_pending(ctx, self._unbuilt(window), str(exc))
            except BackendError as exc:  # the backend itself: nothing more can be built now
                rest = self._unbuilt(window) + [t for w in windows[i + 1:] for t in w]
                decisions += self._keep_pending(ctx, rest, str(exc))
                reembed_states(ctx, self.dirty, ctx.actor, self.policy)
                raise ExtractionInterruptedError(f"window {i + 1} of {len(windows)}: {exc}; the events built before "
                                                 f"stay, {len(rest)} turns kept pending", decisions) from exc
        reembed_states(ctx, self.dirty, ctx.actor, self.policy)
        return decisions

    def _unbuilt(self, window: list[dict]) -> list[dict]:
        """The window's turns no event built so far cites (an event is one transaction:
        built whole, or not at all)."""
        return [t for t in window if t["id"] not in self.covered]

    # ----- steps 1 and 2 ------------------------------------------------------------------
    def _plan(self, turns: list[dict], session_time) -> list[list[dict]]:
        if len(turns) <= self.window_turns:
            return [turns]
        try:
            plan = structured(self.llm, planning.build_messages(turns, session_time, self.window_turns),
                              planning.WindowPlan, retries=1)
        except StructuredOutputError:
            return planning.fixed(turns, self.window_turns)
        return planning.fixed(turns, self.window_turns) if planning.check(plan, turns, self.window_turns) \
            else planning.split(turns, plan)

    def _extract(self, window: list[dict], session_time, participants: list[str],
                 substantive: set[str]) -> extraction.WindowExtraction:
        messages = extraction.build_messages(window, session_time, participants)
        x = structured(self.llm, messages, extraction.WindowExtraction, retries=1, max_tokens=2048)
        self.repairs = extraction.repair(x, window, f"{session_time:%Y-%m-%d}")
        errors = extraction.check(x, window, substantive)
        if errors:  # once more, with what was wrong
            retry = [*messages, {"role": "assistant", "content": x.model_dump_json()},
                     {"role": "user", "content": "Your reply has these problems: " + "; ".join(errors[:8])
                      + "\nReply again with the corrected JSON only."}]
            x = structured(self.llm, retry, extraction.WindowExtraction, retries=1, max_tokens=2048)
            self.repairs = extraction.repair(x, window, f"{session_time:%Y-%m-%d}")
            errors = extraction.check(x, window, substantive)
            if errors:
                raise StructuredOutputError(f"{self.llm.name}: window extraction still invalid: {'; '.join(errors[:3])}")
        return x

    # ----- step 3: events, chains, states -------------------------------------------------
    def _build(self, ctx: ManagerContext, window: list[dict], x: extraction.WindowExtraction, time: str,
               day: date, decisions: list[Decision]) -> None:
        """Appends to ``decisions`` as it goes, so a failure part way keeps what was built."""
        aliases = self.aliases_of(ctx)
        self._normalize(x, aliases, window)
        speakers = {t["id"]: t.get("speaker") for t in window}
        _events_for_orphan_claims(x)
        claims_of = _claims_by_event(x)
        created: dict[str, Record] = {}
        previous: Record | None = None
        reducer = LlmReducer(self.llm)
        for ev in x.events:
            when = _event_time(ev, day)
            obs = Observation(text=_event_text(ev), time=time, sources=list(ev.evidence_turn_ids), kind="event",
                              valid_at=when.start if when.precision == "day" else None,
                              attrs={"speaker": speakers.get(ev.evidence_turn_ids[0]),
                                     "emir2": {"title": ev.title, "status": ev.status, "mentions": ev.exact_mentions,
                                               "entities": [aliases.add(e) for e in ev.entities],
                                               "actors": ev.actors, "objects": ev.objects, "location": ev.location,
                                               "topic": ev.topic, "event_time": asdict(when), "observed_at": time}})
            with ctx.store.scope_lock(ctx.scope):
                builder: Builder = self.make_builder(ctx, reducer)
                built = builder.add(obs, previous, claims=claims_of.get(ev.ref, []))
            self.dirty |= builder.dirty
            decisions += built.decisions
            self.covered.update(built.event.sources)
            created[ev.ref] = previous = built.event
        with ctx.store.scope_lock(ctx.scope), ctx.store.transaction() as tx:
            for r in x.relations:
                src, dst = created.get(r.source_ref), created.get(r.target_ref)
                if src is None or dst is None:
                    continue
                crosses = chain_of(src.attrs) != chain_of(dst.attrs)
                if self.options.cross_edges or not crosses:
                    decisions.append(_edge(tx, ctx, src.id, dst.id, r.type, "relation", signal="window", cross=crosses))
        decisions += self._adjudicate(ctx, list(created.values()))

    def _normalize(self, x: extraction.WindowExtraction, aliases: EntityAliases, window: list[dict]) -> None:
        """Names the deterministic aliases have not seen, matched by the model to known ones."""
        keys = list(aliases.keys())  # EntityAliases' canonical keys, in order of first registration
        known = [aliases.display(k) for k in keys]
        new = sorted({e for ev in x.events for e in ev.entities if aliases.canonical(e) not in set(keys)})
        if not new or not known:
            return
        try:
            context = [t["text"] for t in window][:20]
            reply = structured(self.llm, naming.build_messages(new, known, context), naming.Normalization, retries=1)
        except StructuredOutputError:
            return  # names stay apart: a missed alias costs recall, a wrong one would merge people
        if naming.check(reply, new, known):
            return
        for a in reply.names:
            if a.same_as and naming.plausible(a.name, a.same_as):
                for ev in x.events:
                    ev.entities = [a.same_as if e == a.name else e for e in ev.entities]

    # ----- step 5: cross-window relations -------------------------------------------------
    def _adjudicate(self, ctx: ManagerContext, events: list[Record]) -> list[Decision]:
        pairs: list[tuple[Record, Record, str, str]] = []
        own = {e.id for e in events}
        for event in events:
            vec = ctx.embedder.embed_one(event.text)
            earlier = [i for i in ctx.store.filtered_ids(ctx.scope, roles=("primary",), kinds=("event",)) if i not in own]
            if not earlier:
                continue
            for rid, cos in ctx.store.dense_search(ctx.scope, vec, 2, roles=("primary",), field="text", only=earlier):
                if cos >= CHAIN_JOIN:
                    other = ctx.store.get(ctx.scope, rid)
                    same_chain = chain_of(other.attrs) == chain_of(event.attrs)
                    if not same_chain and not self.options.cross_edges:
                        continue
                    signal = "same chain" if same_chain else "similar wording"
                    pairs.append((event, other, "SAME_EVENT" if cos >= 0.9 else "FOLLOW_UP_OF", signal))
        pairs = pairs[:MAX_CANDIDATE_PAIRS]
        if not pairs:
            return []
        refs: dict[str, str] = {}  # record id -> the prompt's ref (N1, N2...)
        for event, other, _, _ in pairs:
            refs.setdefault(event.id, f"N{len(refs) + 1}")
            refs.setdefault(other.id, f"N{len(refs) + 1}")
        records = {e.id: e for pair in pairs for e in pair[:2]}
        nodes = [{"ref": refs[i], "text": r.text, "time": r.time, "entities": emir2_attrs(r.attrs).get("entities", [])}
                 for i, r in records.items()]
        candidates = [{"source_ref": refs[a.id], "target_ref": refs[b.id], "proposed_edge_type": t, "signal": s}
                      for a, b, t, s in pairs]
        try:
            reply = structured(self.llm, adjudication.build_messages(nodes, candidates), adjudication.Adjudication,
                               retries=1)
        except StructuredOutputError:
            return []  # no edge rather than a guessed one
        if adjudication.check(reply, candidates):
            return []
        by_ref = {ref: i for i, ref in refs.items()}
        decisions = []
        with ctx.store.scope_lock(ctx.scope), ctx.store.transaction() as tx:
            for v in reply.verdicts:
                if v.edge_type in EVENT_RELATIONS:
                    src, dst = records[by_ref[v.source_ref]], records[by_ref[v.target_ref]]
                    decisions.append(_edge(tx, ctx, src.id, dst.id, v.edge_type, "relation", signal="adjudicated",
                                           cross=chain_of(src.attrs) != chain_of(dst.attrs),
                                           confidence=v.confidence, explanation=v.explanation[:200]))
        return decisions

    def _keep_pending(self, ctx: ManagerContext, window: list[dict], error: str) -> list[Decision]:
        return keep_pending(ctx, window, details={"extraction_error": error, "step": "extract"},
                            reason=f"window extraction failed: {error}", step="extract")


def _event_text(ev: extraction.ExtractedEvent) -> str:
    summary = " ".join(ev.summary.split())
    title = " ".join(ev.title.split())
    return summary if not title or title.lower() in summary.lower() else f"{title}: {summary}"


def _event_time(ev: extraction.ExtractedEvent, day: date) -> EventTime:
    if ev.event_time_start:
        return EventTime(ev.event_time_start, ev.event_time_end or ev.event_time_start, ev.time_precision,
                         ev.raw_time_expression, "text")
    if ev.raw_time_expression:
        for mention in find_relative_dates(ev.raw_time_expression, day):
            if mention.certain_day is not None:  # the rule names exactly one day
                iso = mention.certain_day.isoformat()
                return EventTime(iso, iso, "day", ev.raw_time_expression, "rule")
        return EventTime(None, None, None, ev.raw_time_expression, None)
    return EventTime()


def _events_for_orphan_claims(x: extraction.WindowExtraction) -> None:
    """A claim that no event covers (none names it, none cites its turns) gets an event of its
    own, so every claim has an episode and its turns stay cited."""
    for i, claim in enumerate(x.candidate_claims):
        covered = any(r in {e.ref for e in x.events} for r in claim.event_refs) or any(
            set(e.evidence_turn_ids) & set(claim.evidence_turn_ids) for e in x.events)
        if not covered:
            ref = f"claim{i + 1}"
            x.events.append(extraction.ExtractedEvent(ref=ref, title=claim.dimension, summary=fact_text_of(claim),
                                                      status="ongoing", evidence_turn_ids=list(claim.evidence_turn_ids),
                                                      entities=[claim.subject]))
            claim.event_refs = [ref]


def fact_text_of(claim: extraction.CandidateClaim) -> str:
    return fact_text(ReducedOperation(operation="add", subject=claim.subject, dimension=claim.dimension,
                                      aspect=claim.aspect, value=claim.value))


def _claims_by_event(x: extraction.WindowExtraction) -> dict[str, list[extraction.CandidateClaim]]:
    """Each claim goes to the event it names, else to the first event citing one of its turns."""
    out: dict[str, list[extraction.CandidateClaim]] = {}
    for claim in x.candidate_claims:
        target = next((r for r in claim.event_refs), None) or next(
            (e.ref for e in x.events if set(e.evidence_turn_ids) & set(claim.evidence_turn_ids)), None)
        if target is not None:
            out.setdefault(target, []).append(claim)
    return out


def _edge(tx: Any, ctx: ManagerContext, src: str, dst: str, type: str, step: str, **attrs: Any) -> Decision:
    tx.add_edge(ctx.scope, Edge(src, dst, type, {"step": step, **attrs}, format_time(now_utc())))
    return Decision(id=src, event="linked", text="", role="", relation=type, related_ids=[dst], kind="edge", step=step)
