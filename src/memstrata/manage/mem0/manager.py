"""``mem0``: a Mem0-style manager, the direct-operation baseline ROAM is compared with.

For each observation, in order: retrieve the k most similar current memories (hybrid, over
what a reader sees), show them to the LLM with the new fact, and apply the operations it
chooses: ADD a memory (its text may be rewritten), UPDATE a memory by rewriting its text,
DELETE a memory, or NONE (the fact is already held). Unlike ROAM nothing protects the
originals: a rewrite replaces the text a reader sees and a delete removes a memory from
retrieval. Their old versions stay in the audit log (memstrata never erases history), but
retrieval and coverage see only the current text.

Provenance follows ROAM appendix F.2 (``attribution``): a memory is credited with an
observation's sources only while its text still matches that observation.

Failure rules: output that stays invalid after the retries, or operations that all name
unknown memories, fall back to ADD of the fact as said (and the audit log says why), so an
observation is never dropped by a model error; a NONE with nothing stored is an ADD too.
"""

from __future__ import annotations

from typing import Any

from memstrata.errors import InvalidInputError, StructuredOutputError
from memstrata.manage.base import Manager, ManagerContext, new_record
from memstrata.manage.mem0.attribution import attributed_sources
from memstrata.manage.mem0.prompt import Operation, OperationReply, operation_messages
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.llm.structured import structured
from memstrata.models.tokens import TokenCounter
from memstrata.retrieve.ranking import rank
from memstrata.types import Decision, Observation, Record


class Mem0Manager(Manager):
    name = "mem0"

    def __init__(self, *, k: int = 5, retries: int = 2):
        if not isinstance(k, int) or not 1 <= k <= 1000:
            raise InvalidInputError(f"k (memories shown per fact) must be a positive integer (at most 1000), got {k!r:.40}")
        if not isinstance(retries, int) or retries < 0:
            raise InvalidInputError(f"retries must be a non-negative integer, got {retries!r:.40}")
        self.k, self.retries = k, retries
        self.llm: LLM | None = None

    def configure(self, *, llm: LLM | None, embedder: Embedder, tokens: TokenCounter) -> None:
        if llm is None:
            raise InvalidInputError("policy mem0 needs an LLM (it is the LLM that decides every operation); "
                                    "configure one, or use an offline policy such as roam or append")
        self.llm = llm

    def describe(self) -> dict[str, Any]:
        return {"policy": self.name, "operations_backend": f"llm:{self.llm.name}" if self.llm else None, "k": self.k,
                "coverage_attribution": "exact text or SequenceMatcher ratio >= 0.65 (ROAM F.2)"}

    def manage(self, ctx: ManagerContext, observations: list[Observation]) -> list[Decision]:
        if self.llm is None:
            raise InvalidInputError("policy mem0 is not configured with an LLM")
        return super().manage(ctx, observations)  # one observation at a time, under the scope lock

    def manage_one(self, ctx: ManagerContext, obs: Observation) -> Decision:
        assert self.llm is not None
        ranked = rank(ctx.store, ctx.embedder, ctx.scope, obs.text, self.k, roles=("primary",), question=False)
        shown = ctx.store.get_many(ctx.scope, [rid for rid, _ in ranked])
        details: dict[str, Any] = {"policy": self.name, "backend": f"llm:{self.llm.name}", "fact": obs.text,
                                   "shown": [r.id for r in shown]}
        try:
            reply = structured(self.llm, operation_messages([r.view for r in shown], obs.time, obs.text),
                               OperationReply, retries=self.retries, max_tokens=96 + 48 * len(shown))
            ops, notes = self._valid(reply.operations, shown)
        except StructuredOutputError as exc:
            ops, notes = [], [f"invalid operation output: {exc}"]
        if not ops or (all(op.event == "NONE" for op in ops) and not shown):
            notes.append("no usable operation: the fact is added as said")
            ops = [Operation(event="ADD", text=obs.text)]
        details["operations"] = [op.model_dump() for op in ops]
        if notes:
            details["notes"] = notes
        return self._apply(ctx, obs, ops, shown, details)

    @staticmethod
    def _valid(ops: list[Operation], shown: list[Record]) -> tuple[list[Operation], list[str]]:
        """Operations that name a shown memory (one operation per memory, the first wins)."""
        kept, notes, touched = [], [], set()
        for op in ops:
            if op.event != "ADD":
                if op.id is None and op.event == "NONE" and shown:
                    op = Operation(event="NONE", id=1)  # "already held" without an id: the closest memory
                if op.id is None or not 1 <= op.id <= len(shown):
                    notes.append(f"{op.event} names unknown memory {op.id}: ignored")
                    continue
                if op.id in touched:
                    notes.append(f"second operation on memory {op.id}: ignored")
                    continue
                touched.add(op.id)
            kept.append(op)
        return kept, notes

    def _apply(self, ctx: ManagerContext, obs: Observation, ops: list[Operation], shown: list[Record],
               details: dict[str, Any]) -> Decision:
        absorbed = {"text": obs.text, "sources": list(obs.sources), "time": obs.time}
        added: list[Record] = []
        changed: list[tuple[Record, str]] = []  # (record, action)
        for op in ops:
            if op.event == "ADD":
                record = new_record(ctx, obs)
                record.text = record.view = " ".join((op.text or obs.text).split())
                _set_absorbed(record, [absorbed])
                added.append(record)
                continue
            record = shown[op.id - 1]  # type: ignore[operator]
            if op.event == "UPDATE":
                record.text = record.view = " ".join((op.text or "").split())
                record.version += 1
                record.time = obs.time
                _set_absorbed(record, [*_absorbed(record), absorbed])
                changed.append((record, "update"))
            elif op.event == "DELETE":
                record.role = "deleted"
                changed.append((record, "delete"))
            else:  # NONE: the memory claims to hold the fact; attribution decides if it does
                _set_absorbed(record, [*_absorbed(record), absorbed])
                changed.append((record, "absorb"))
        texts = list(dict.fromkeys([r.text for r in added] + [r.text for r, a in changed if a == "update"]))
        vectors = dict(zip(texts, ctx.embedder.embed(texts))) if texts else {}
        with ctx.store.transaction() as tx:
            for record in added:
                tx.insert(record, vectors[record.text], actor=ctx.actor, details=details)
            for record, action in changed:
                tx.update(record, actor=ctx.actor, action=action, time=obs.time,
                          text_vec=vectors.get(record.text) if action == "update" else None, details=details)
            if not added and not any(a == "update" for _, a in changed):
                tx.log(ctx.scope, action="no-add", actor=ctx.actor, time=obs.time, details=details)
        return _decision(ops, added, changed, obs, details)


    def update(self, ctx: ManagerContext, record: Record, text: str, time: str, *,
               said: str | None = None) -> Decision:
        """A user rewrite, as Mem0 does it: the text is replaced; credit follows the new text."""
        record.text = text
        _set_absorbed(record, _absorbed(record))
        return super().update(ctx, record, text, time, said=said)


def _absorbed(record: Record) -> list[dict[str, Any]]:
    return list(record.attrs.get("mem0", {}).get("absorbed", []))


def _set_absorbed(record: Record, absorbed: list[dict[str, Any]]) -> None:
    record.attrs = {**record.attrs, "mem0": {"absorbed": absorbed}}
    record.sources = attributed_sources(record.text, absorbed)


def _decision(ops: list[Operation], added: list[Record], changed: list[tuple[Record, str]], obs: Observation,
              details: dict[str, Any]) -> Decision:
    summary = ", ".join(f"{op.event}{'' if op.id is None else f' #{op.id}'}" for op in ops)
    backend = details["backend"]
    if added:
        main = added[0]
        return Decision(id=main.id, event="added", text=main.text, role="primary", backend=backend, reason=summary,
                        related_ids=[r.id for r in added[1:]] + [r.id for r, _ in changed])
    first, action = changed[0]
    event = {"update": "updated", "delete": "deleted", "absorb": "unchanged"}[action]
    return Decision(id=first.id, event=event, text=first.text if action == "update" else obs.text, role=first.role,
                    backend=backend, reason=summary, related_ids=[r.id for r, _ in changed[1:]])
