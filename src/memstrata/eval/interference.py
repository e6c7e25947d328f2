"""Controlled interference (ROAM appendix F): a fixed pool of confounders per question, and
suite variants with N of them added.

Each question becomes its own episode (its store holds the episode's observations plus that
question's confounders), so N means exactly N planted memories competing with the gold.
The pool is built once per question and variants take its first N, so every N and every
policy sees the same confounders.

- Type I (every question): close to the question, answering nothing.
- Type II (knowledge-update questions): a valid but obsolete value of the asked attribute,
  timestamped before the earliest gold observation.

Two generators: an LLM one (``confounders_llm``) and the deterministic offline one here.
Offline type I statements name the question's subject and topic in non-committal frames
("Ava brought up ... in passing"); offline type II statements are the gold observation with
the answer replaced by each of the question's ``obsolete_values``. Both go through the same
filter: a confounder that contains the normalised answer is dropped.
"""

from __future__ import annotations

import random
import re
from datetime import timedelta
from typing import Protocol

from memstrata.eval.episodes import Episode, EpisodeObservation, Question
from memstrata.eval.metrics import normalize_answer
from memstrata.timeutil import format_time, parse_time

POOL_SIZE = 8
NS = (0, 2, 4, 6, 8)
UPDATE_CATEGORIES = ("knowledge-update",)
_WH = re.compile(r"^(what|when|where|who|whom|which|why|how( many| much| long| often)?)\b", re.I)
_AUX = {"is", "are", "was", "were", "do", "does", "did", "has", "have", "had", "can", "could", "would", "will",
        "should", "the", "a", "an", "now", "currently", "ever", "recently", "s"}
TYPE_I_FRAMES = [
    "{s} brought up {t} in passing but did not go into details.",
    "{s} said a friend had asked about {t}.",
    "{s} read an article that touched on {t}.",
    "{s} was reminded of {t} while tidying up.",
    "{s} listened to a podcast episode about {t}.",
    "{s} joked about {t} during a call with a cousin.",
    "{s} noticed a poster that mentioned {t}.",
    "{s} wrote a note to look into {t} some other time.",
    "{s} overheard strangers chatting about {t} on a train.",
    "{s} saw a short video related to {t}.",
]


class ConfounderGenerator(Protocol):
    name: str

    def type_i(self, episode: Episode, question: Question, k: int) -> list[str]: ...

    def type_ii(self, episode: Episode, question: Question, gold: list[EpisodeObservation], k: int) -> list[str]: ...


def is_update_question(q: Question) -> bool:
    return q.category in UPDATE_CATEGORIES or bool(getattr(q, "obsolete_values", None))


def subject_and_topic(question: str, names: list[str]) -> tuple[str, str]:
    """The person a question is about (a known speaker name, else the first capitalised
    word) and its topic words (the question minus wh-word, auxiliaries and the subject)."""
    words = re.findall(r"[A-Za-z0-9'\-]+", _WH.sub("", question.strip()))
    subject = next((w.removesuffix("'s") for w in words if w.removesuffix("'s") in names), None)
    if subject is None:
        subject = next((w.removesuffix("'s") for w in words if w[:1].isupper()), "They")
    topic = [w for w in words if w.removesuffix("'s") != subject and w.lower() not in _AUX]
    return subject, " ".join(topic) or "that"


class OfflineGenerator:
    name = "offline-templates"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def type_i(self, episode: Episode, question: Question, k: int) -> list[str]:
        names = sorted({o.speaker for o in episode.observations if o.speaker}
                       | {t.speaker for s in episode.sessions for t in s.turns if t.speaker})
        subject, topic = subject_and_topic(question.question, names)
        frames = list(TYPE_I_FRAMES)
        random.Random(f"{self.seed}:{question.id}").shuffle(frames)
        return [f.format(s=subject, t=topic) for f in frames[:k]]

    def type_ii(self, episode: Episode, question: Question, gold: list[EpisodeObservation], k: int) -> list[str]:
        answer = str(question.answer or "")
        template = next((g.text for g in gold if answer and answer in g.text), None)
        if template is None:
            return []
        return [template.replace(answer, str(v)) for v in (getattr(question, "obsolete_values", None) or [])[:k]]


def gold_observations(episode: Episode, question: Question) -> list[EpisodeObservation]:
    gold = set(question.gold_sources)
    return [o for o in episode.observations if gold & set(o.provenance())]


def build_pool(episode: Episode, question: Question, generator: ConfounderGenerator, seed: int = 0,
               pool_size: int = POOL_SIZE) -> tuple[list[EpisodeObservation], dict[str, int]]:
    """The fixed confounders of one question, filtered, with the counts of what was dropped."""
    gold = gold_observations(episode, question)
    answer = normalize_answer(question.answer) if question.answer is not None else ""
    stats = {"generated": 0, "dropped_contains_answer": 0, "dropped_duplicate": 0}
    times = sorted(o.time for o in episode.observations) or [question.time or "2000-01-01T00:00:00"]
    rng = random.Random(f"{seed}:{question.id}:time")
    if is_update_question(question):
        kind, texts = "II", generator.type_ii(episode, question, gold, pool_size)
        # Obsolete values a week apart, the last one a week before the earliest gold.
        earliest = parse_time(min(g.time for g in gold)) if gold else parse_time(times[0])
        stamps = [format_time(earliest - timedelta(days=7 * (len(texts) - i))) for i in range(len(texts))]
    else:
        kind, texts = "I", generator.type_i(episode, question, pool_size)
        stamps = None  # drawn below for kept confounders only, so filtering does not shift the draws
    pool, seen = [], {normalize_answer(o.text) for o in episode.observations}
    for i, text in enumerate(texts):
        stats["generated"] += 1
        norm = normalize_answer(text)
        if answer and re.search(rf"\b{re.escape(answer)}\b", norm):
            stats["dropped_contains_answer"] += 1
            continue
        if norm in seen:
            stats["dropped_duplicate"] += 1
            continue
        seen.add(norm)
        source = f"cf:{question.id}:{len(pool) + 1}"
        stamp = stamps[i] if stamps is not None else rng.choice(times)
        pool.append(EpisodeObservation(id=source, text=text, time=stamp, source=source, confounder_type=kind))
    return pool, stats


def variants(episodes: list[Episode], pools: dict[str, list[EpisodeObservation]], n: int) -> list[Episode]:
    """One episode per question with gold sources: the episode's observations plus the
    first ``n`` confounders of the question's pool."""
    out = []
    for ep in episodes:
        for q in ep.questions:
            if q.id not in pools:
                continue
            planted = pools[q.id][:n]
            question = q.model_copy(update={"confounder_sources": [c.source for c in planted]})
            out.append(Episode(id=f"{ep.id}/{q.id}", scope=ep.scope_id, questions=[question],
                               observations=sorted([*ep.observations, *planted], key=lambda o: o.time)))
    return out
