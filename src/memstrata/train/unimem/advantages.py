"""Rewards to advantages: event-wise credit, group-relative normalisation per stage, and the
C:R alternation of Stage-Decoupled GRPO. Pure Python, so every rule has a hand-computed test.

Choices where the paper's equations are lost (each named in the README):
- An event credited by several queries gets the **mean** of their scores; an event no query
  credits gets no reward and is left out of the policy loss (no signal is not a zero signal).
- Normalisation is GRPO's: (r - mean) / (std + eps) over a group, with the population std; a
  group whose rewards are all equal gives every member 0.
- Groups. Retrieval update: the N rollouts of one query on one shared bank. Construction
  update: the N construction rollouts of one episode from an empty bank, compared event by
  event: the group of chunk t is the rollouts in which event t received credit (update-robust
  credit differs between rollouts); a slot credited in fewer than two rollouts compares nothing
  and gets advantage 0. Joint GRPO (M1): one reward per continuous trajectory (the mean of its
  queries' task rewards) shared by every action in it; with ECA (M2) the same slot rule as
  construction, over the retrieval and construction events of the N trajectories.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from statistics import fmean, pstdev

EPS = 1e-6


def normalise(rewards: list[float], eps: float = EPS) -> list[float]:
    if len(rewards) < 2:
        return [0.0] * len(rewards)
    mean, std = fmean(rewards), pstdev(rewards)
    if std < 1e-12:
        return [0.0] * len(rewards)
    return [(r - mean) / (std + eps) for r in rewards]


def event_rewards(query_scores: Mapping[str, float], credits: Mapping[str, Iterable[str]]) -> dict[str, float]:
    """Each credited event's reward: the mean score of the queries that credit it."""
    gathered: dict[str, list[float]] = {}
    for query, events in credits.items():
        if query in query_scores:
            for event in set(events):
                gathered.setdefault(event, []).append(query_scores[query])
    return {event: fmean(scores) for event, scores in gathered.items()}


def slot_advantages(rollouts: Sequence[Mapping[str, float]], eps: float = EPS) -> list[dict[str, float]]:
    """Per rollout, per slot (an event of the shared stream): its reward normalised against
    the same slot in the other rollouts of the group that have it."""
    out: list[dict[str, float]] = [{} for _ in rollouts]
    for slot in sorted({s for r in rollouts for s in r}):
        members = [n for n, r in enumerate(rollouts) if slot in r]
        for n, advantage in zip(members, normalise([rollouts[n][slot] for n in members], eps)):
            out[n][slot] = advantage
    return out


@dataclass(frozen=True)
class Schedule:
    """C construction updates, then R retrieval updates, repeated."""

    construction: int = 1
    retrieval: int = 1

    @classmethod
    def parse(cls, text: str) -> Schedule:
        parts = text.split(":")
        if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
            raise ValueError(f"a schedule is C:R with two whole numbers (e.g. 1:1, 1:8), got {text!r}")
        c, r = (int(p) for p in parts)
        if c < 1 or r < 1:
            raise ValueError(f"a schedule needs at least one update of each stage, got {text!r}")
        return cls(c, r)

    def stage(self, update: int) -> str:
        """The stage of update number ``update`` (0-based)."""
        return "construction" if update % (self.construction + self.retrieval) < self.construction else "retrieval"
