"""``unimem``: a model manages the memory itself through tools (Uni-Mem).

Writing: each ``Memory.add`` of dialogue is cut into chunks (the whole call, i.e. one session,
unless ``chunk_turns`` says how many turns a chunk has); each chunk is a construction event
offering all five tools (``agent``), under the scope lock for the whole event, since the agent
reads, then writes, across several replies. Observations given directly are chunks too (one
per distinct time, in order). Reading: ``search``/``context`` run a retrieval event offering
``memory_search`` and ``finish_event`` only (``retriever``).

There is no offline path: the agent is the model. Opening the policy without an LLM is refused
with an error that says how to configure one. If the model's backend fails part way through a
call, the chunks already handled stay and the turns of the others are kept as pending records
(searchable), never lost.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from memstrata.errors import BackendError, ExtractionInterruptedError, InvalidInputError
from memstrata.manage.base import Manager, ManagerContext, new_record
from memstrata.manage.pending import keep_pending
from memstrata.manage.unimem import prompts
from memstrata.manage.unimem.agent import CONSTRUCTION, EventConfig, EventLoop, EventResult
from memstrata.manage.unimem.bank import Bank, Chunk
from memstrata.manage.unimem.trajectory import TrajectoryLog
from memstrata.memory_tools import CONSTRUCTION_TOOLS, MemoryTools, ToolLimits
from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.tokens import TokenCounter
from memstrata.retrieve.base import Retriever
from memstrata.types import Decision, Observation

NEEDS_LLM = ("policy 'unimem' needs an LLM: its agent manages the memory through tools. Pass llm= to "
             "Memory.open (any OpenAI-compatible endpoint, or a local GGUF through provider 'llama_cpp'), or set "
             "MEMSTRATA_LLM_PROVIDER and MEMSTRATA_LLM_MODEL (and MEMSTRATA_LLM_BASE_URL) for the CLI and the harness")


class UnimemManager(Manager):
    def __init__(self, *, name: str = "unimem", chunk_turns: int | None = None, max_steps: int = 12,
                 max_searches: int = 3, search_limit: int = 10, max_deletes: int = 5, max_writes: int = 50,
                 max_tokens: int = 768,
                 trajectories: str | None = None, stable_ids: bool = False):
        for key, value, top in (("max_steps", max_steps, 200), ("max_searches", max_searches, 64),
                                ("search_limit", search_limit, 100), ("max_deletes", max_deletes, 1000),
                                ("max_writes", max_writes, 10_000),
                                ("max_tokens", max_tokens, 32_768), ("chunk_turns", chunk_turns or 1, 10_000)):
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= top:
                raise InvalidInputError(f"{key} must be an integer from 1 to {top}, got {value!r:.40}", field=key)
        self.name, self.chunk_turns, self.stable_ids = name, chunk_turns, bool(stable_ids)
        self.limits = ToolLimits(search_limit=search_limit, max_deletes=max_deletes, max_writes=max_writes)
        self.construction = EventConfig(max_steps=max_steps, max_tokens=max_tokens)
        # A retrieval event may spend a few replies beyond its k searches (a bad call, a reply
        # without one), never many.
        self.retrieval = EventConfig(max_steps=max(max_searches + 2, 4), max_searches=max_searches,
                                     max_tokens=max_tokens)
        self.log = TrajectoryLog(trajectories) if trajectories else None
        self.llm: LLM | None = None
        # This process's latest events, for reports and tests (the trajectory log keeps them all).
        self.events: deque[EventResult] = deque(maxlen=1000)

    def configure(self, *, llm: LLM | None, embedder: Embedder, tokens: TokenCounter) -> None:
        if llm is None:
            raise InvalidInputError(NEEDS_LLM, field="llm")
        self.llm = llm

    def describe(self) -> dict[str, Any]:
        return {"policy": self.name, "agent": f"llm:{self.llm.name}" if self.llm else None,
                "chunk_turns": self.chunk_turns, "max_steps": self.construction.max_steps,
                "retrieval_k": self.retrieval.max_searches, "search_limit": self.limits.search_limit,
                "max_deletes": self.limits.max_deletes, "max_writes": self.limits.max_writes,
                **self.retriever().describe()}

    def retriever(self) -> Retriever:
        from memstrata.manage.unimem.retriever import UnimemRetriever

        return UnimemRetriever(self)

    def loop(self, config: EventConfig) -> EventLoop:
        assert self.llm is not None  # configure() refuses to go on without one
        return EventLoop(self.llm, config, self.log)

    # ----- write side ---------------------------------------------------------------------
    def manage_turns(self, ctx: ManagerContext, turns: list[dict], time: str) -> list[Decision]:
        size = self.chunk_turns or len(turns)
        chunks = [Chunk(f"{part[0]['id']}..{part[-1]['id']}", part[0].get("time") or time, part)
                  for part in (turns[i:i + size] for i in range(0, len(turns), size))]
        return self._construct(ctx, chunks)

    def manage(self, ctx: ManagerContext, observations: list[Observation]) -> list[Decision]:
        groups: dict[str, list[dict]] = {}
        for i, obs in enumerate(observations):
            turn = {"id": obs.sources[0] if obs.sources else f"obs:{i}", "speaker": obs.attrs.get("speaker") or "user",
                    "text": obs.text, "time": obs.time}
            groups.setdefault(obs.time, []).append(turn)
        chunks = [Chunk(f"{g[0]['id']}..{g[-1]['id']}", t, g) for t, g in groups.items()]
        return self._construct(ctx, chunks)

    def manage_verbatim(self, ctx: ManagerContext, observations: list[Observation]) -> list[Decision]:
        """``infer=False``: each observation is stored as given, as the agent's create would
        (a fact whose lineage is its own sources), with no model call."""
        decisions = []
        vectors = ctx.embedder.embed([o.text for o in observations])
        with ctx.store.scope_lock(ctx.scope), ctx.store.transaction() as tx:
            for obs, vec in zip(observations, vectors):
                record = new_record(ctx, obs)
                record.kind = "fact"
                record.attrs.setdefault("unimem", {"chunks": [f"{obs.sources[0]}..{obs.sources[-1]}"]
                                                   if obs.sources else []})
                tx.insert(record, vec, actor=ctx.actor, details={"policy": self.name, "tool": "verbatim"})
                decisions.append(Decision(id=record.id, event="added", text=record.text, role=record.role,
                                          kind=record.kind, step="verbatim"))
        return decisions

    def _construct(self, ctx: ManagerContext, chunks: list[Chunk]) -> list[Decision]:
        decisions: list[Decision] = []
        for n, chunk in enumerate(chunks):
            try:
                decisions += self.construct(ctx, chunk)
            except BackendError as exc:  # the model's backend: what is done stays, the rest waits
                rest = [t for c in chunks[n:] for t in c.turns]
                decisions += self._keep_pending(ctx, rest, str(exc))
                raise ExtractionInterruptedError(f"chunk {n + 1} of {len(chunks)}: {exc}; the chunks before stay, "
                                                 f"{len(rest)} turns kept pending", decisions) from exc
        return decisions

    def construct(self, ctx: ManagerContext, chunk: Chunk) -> list[Decision]:
        """One construction event over ``chunk``; its decisions (one per record changed)."""
        bank = Bank(ctx, self.name, event="", chunk=chunk, stable_ids=self.stable_ids)
        tools = MemoryTools(bank, CONSTRUCTION_TOOLS, self.limits)
        lines = [prompts.turn_line(str(t.get("speaker") or "user"), t["text"]) for t in chunk.turns]
        with ctx.store.scope_lock(ctx.scope):
            result = self.loop(self.construction).run(CONSTRUCTION, prompts.SYSTEM, prompts.construction_input(
                chunk.time, chunk.speakers, lines), tools, bank)
        self.events.append(result)
        return bank.decisions

    def _keep_pending(self, ctx: ManagerContext, turns: list[dict], error: str) -> list[Decision]:
        return keep_pending(ctx, turns, details={"policy": self.name, "extraction_error": error},
                            reason=f"agent failed: {error}", step="construction")
