"""``evermemos``: an EverMemOS-style manager (ROAM's second baseline): short facts are grouped
by meaning and each group is consolidated into one memory that retrieval sees.

For each observation, in order: the most similar current memory (dense, over what a reader
sees) is its group if the cosine similarity reaches ``threshold`` and the group has room
(``max_group`` facts); otherwise the fact starts a group of its own and is itself the
memory. When a fact joins, the group's facts are merged into one memory, by the LLM
(``merge="llm"``) or, offline, by joining the distinct facts in time order
(``merge="concat"``, named as such in every result). The facts themselves are kept
verbatim as Evidence of their group, so ``history`` and provenance still reach them; the
group memory's sources are the union of its facts' sources.

Unlike ROAM there is no relation: grouping is by similarity alone, so a changed value and a
compatible detail are merged the same way and the merged text decides what a reader sees.
"""

from __future__ import annotations

import uuid
from typing import Any

from memstrata.errors import InvalidInputError, MemstrataError
from memstrata.manage.base import Manager, ManagerContext, new_record
from memstrata.manage.evermemos.merge_prompt import MergedMemory, merge_messages
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.llm.structured import structured
from memstrata.models.tokens import TokenCounter
from memstrata.timeutil import format_time, now_utc
from memstrata.types import Decision, Observation, Record

MERGE_BACKENDS = ("auto", "llm", "concat")


class EverMemOSManager(Manager):
    name = "evermemos"

    def __init__(self, *, threshold: float = 0.7, max_group: int = 8, merge: str = "auto"):
        if merge not in MERGE_BACKENDS:
            raise InvalidInputError(f"unknown merge backend {merge!r}; choose one of: {', '.join(MERGE_BACKENDS)}")
        if not 0.0 < threshold <= 1.0:
            raise InvalidInputError(f"threshold (cosine similarity to join a group) must be in (0, 1], got {threshold!r}")
        if not isinstance(max_group, int) or max_group < 2:
            raise InvalidInputError(f"max_group must be an integer >= 2, got {max_group!r}")
        self.threshold, self.max_group, self.merge = threshold, max_group, merge
        self.llm: LLM | None = None

    def configure(self, *, llm: LLM | None, embedder: Embedder, tokens: TokenCounter) -> None:
        if self.merge == "llm" and llm is None:
            raise InvalidInputError("policy evermemos with merge='llm' needs an LLM; configure one or use merge='concat'")
        self.llm = llm
        if self.merge == "auto":
            self.merge = "llm" if llm is not None else "concat"

    def describe(self) -> dict[str, Any]:
        merge = f"llm:{self.llm.name}" if self.merge == "llm" and self.llm else self.merge
        return {"policy": self.name, "merge_backend": merge, "threshold": self.threshold, "max_group": self.max_group}

    def manage(self, ctx: ManagerContext, observations: list[Observation]) -> list[Decision]:
        if self.merge == "auto":  # used without Memory (which configures): no LLM
            self.merge = "concat"
        return super().manage(ctx, observations)  # one observation at a time, under the scope lock

    def manage_one(self, ctx: ManagerContext, obs: Observation) -> Decision:
        fact = new_record(ctx, obs)
        vec = ctx.embedder.embed_one(fact.text)
        best = ctx.store.dense_search(ctx.scope, vec, 1, roles=("primary",), field="view")
        target = ctx.store.get(ctx.scope, best[0][0]) if best and best[0][1] >= self.threshold else None
        if target is not None and len(_members(target) or [target.id]) >= self.max_group:
            target = None
        details: dict[str, Any] = {"policy": self.name, "similarity": round(best[0][1], 4) if best else None}
        if target is None:
            with ctx.store.transaction() as tx:
                tx.insert(fact, vec, actor=ctx.actor, details={**details, "group": "new"})
            return Decision(id=fact.id, event="added", text=fact.text, role="primary")
        group = self._join(ctx, target, fact, vec, details)
        return Decision(id=fact.id, event="merged", text=fact.text, role="evidence", related_ids=[group.id],
                        backend=details["merge"], reason=f"grouped into {group.id}")

    def _join(self, ctx: ManagerContext, target: Record, fact: Record, fact_vec: Any,
              details: dict[str, Any]) -> Record:
        """Add ``fact`` to ``target``'s group (making a group of a lone fact) and re-merge."""
        if _members(target) is None:  # a lone fact: it becomes Evidence of a new group memory
            group = Record(id=str(uuid.uuid4()), scope=ctx.scope, kind="group", text="", view="", role="primary",
                           time=fact.time, recorded_at=format_time(now_utc()), attrs={"evermemos": {"members": []}})
            members, founding = [target], target
        else:
            group, founding = target, None
            members = ctx.store.get_many(ctx.scope, _members(target) or [])
        members = sorted([*members, fact], key=lambda r: r.time)
        for m in members:
            m.role = "evidence"
            m.attrs = {**m.attrs, "evermemos": {"group": group.id}}
        text, note = self._merged([(m.time, m.text) for m in members])
        group.text = group.view = text
        group.time = max(m.time for m in members)
        group.sources = list(dict.fromkeys(s for m in members for s in m.sources))
        group.attrs = {**group.attrs, "evermemos": {"members": [m.id for m in members]}}
        details["merge"] = note
        group_vec = ctx.embedder.embed_one(text)
        with ctx.store.transaction() as tx:
            tx.insert(fact, fact_vec, actor=ctx.actor, details={**details, "group": group.id})
            if founding is not None:
                tx.update(founding, actor=ctx.actor, action="demote", time=fact.time,
                          details={**details, "group": group.id})
                tx.insert(group, group_vec, actor=ctx.actor, details={**details, "members": [m.id for m in members]})
            else:
                group.version += 1
                tx.update(group, actor=ctx.actor, action="merge", time=fact.time, text_vec=group_vec,
                          details={**details, "members": [m.id for m in members]})
        return group

    def _merged(self, facts: list[tuple[str, str]]) -> tuple[str, str]:
        if self.merge == "llm" and self.llm is not None:
            try:
                reply = structured(self.llm, merge_messages(facts), MergedMemory, retries=1,
                                   max_tokens=64 + 48 * len(facts))
                return " ".join(reply.memory.split()), f"llm:{self.llm.name}"
            except MemstrataError as exc:
                return _concat(facts), f"concat (llm merge failed: {exc})"
        return _concat(facts), "concat"

    def delete(self, ctx: ManagerContext, record: Record, time: str) -> Decision:
        """Deleting a fact of a group re-merges the group without it, so the deleted text
        leaves what a reader sees; deleting a group memory removes the whole group."""
        group_id = record.attrs.get("evermemos", {}).get("group")
        decision = super().delete(ctx, record, time)
        if group_id:
            group = ctx.store.get(ctx.scope, group_id)
            remaining = [m for m in ctx.store.get_many(ctx.scope, _members(group) or []) if m.id != record.id]
            if not remaining:
                return decision
            text, note = self._merged([(m.time, m.text) for m in sorted(remaining, key=lambda r: r.time)])
            group.text = group.view = text
            group.version += 1
            group.sources = list(dict.fromkeys(s for m in remaining for s in m.sources))
            group.attrs = {**group.attrs, "evermemos": {"members": [m.id for m in remaining]}}
            with ctx.store.transaction() as tx:
                tx.update(group, actor=ctx.actor, action="merge", time=time, text_vec=ctx.embedder.embed_one(text),
                          details={"policy": self.name, "merge": note, "removed": record.id})
        return decision


def _members(record: Record) -> list[str] | None:
    """The member ids of a group memory; None for a lone fact."""
    return record.attrs.get("evermemos", {}).get("members")


def _concat(facts: list[tuple[str, str]]) -> str:
    return " ".join(dict.fromkeys(" ".join(f.split()) for _t, f in facts))
