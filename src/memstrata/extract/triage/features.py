"""What the triage model sees of one sentence: its vector, the vector of the question it may
answer, and a few structural features the rules already compute.

The rules' own verdict (``filters.judge``) and word lists enter as features here, never as the
decision: a greeting list cannot know that "Saturday!" answers "when is the recital?", and the
vectors alone miss that "ok" is nothing while "ok, Thursday then" is a date.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from datetime import date

import numpy as np

from memstrata.extract.injection import looks_like_instructions
from memstrata.extract.relative_dates import find_relative_dates
from memstrata.extract.rules.discourse import strip_discourse
from memstrata.extract.rules.filters import content_words, judge, trim_address, words
from memstrata.extract.rules.lexicon import is_past, words_of
from memstrata.extract.rules.persons import person_flags
from memstrata.extract.rules.units import turn_sentences
from memstrata.timeutil import parse_time

# Words an elliptic answer typically opens with ("yeah, him and me", "probably a Peugeot").
_ANSWER_OPENERS = words_of("""yes yeah yep yup no nope nah probably maybe perhaps the a an just only still not both
neither either since until till around about like definitely prob prolly def sure ok okay mostly hopefully""")
_QUESTION_OPENERS = words_of("""what which when where who whom whose why how are is do does did was were will would
can could have has should any""")
_CAPITALISED = re.compile(r"(?<=\s)[A-Z][a-z]+")

FEATURES = (
    "bias", "verdict_keep", "verdict_statement", "verdict_quote", "verdict_drop",
    "ends_question", "opens_question", "log_words", "log_content", "no_content", "first_person", "group",
    "second_person", "digit", "capitalised", "relative_date", "answer_opener", "short",
    "assistant", "previous_question", "previous_assistant", "first_in_turn", "last_in_turn", "alone_in_turn",
    "no_previous", "declarative", "exclaims", "opens_first_person", "past_verb",
)
_FIRST_PERSON_OPENERS = words_of("i i'm i've i'd i'll im ive my we we're we've we'll our me mine us")


@dataclass(frozen=True)
class SentenceContext:
    """One sentence where it was said: the turn's role, its place in the turn, and the
    question of the other speaker's previous turn (the last sentence there ending in "?")."""

    sentence: str
    role: str  # "user" or "assistant"
    position: int
    count: int  # sentences in the turn
    question: str | None
    previous_role: str | None  # None: the first turn of the call
    names: frozenset[str]
    day: date | None = None  # the session date (relative dates are a feature)
    question_turn: str | None = None  # the id of the turn the question is in
    question_speaker: str | None = None

    @functools.cached_property
    def core(self) -> str:
        """The sentence without a listener's name in address and discourse markers at its
        edges ("Also, I have a dog." -> "I have a dog."): what the model embeds, so that a
        marker neither hides a fact nor passes for one."""
        return strip_discourse(trim_address(self.sentence, set(self.names)))


def is_assistant(speaker: str | None) -> bool:
    return (speaker or "").lower() in ("assistant", "ai", "bot")


def speaker_names(turns: list[dict]) -> frozenset[str]:
    """The speakers' names, lower-cased, whole and by part ("Ana Lucia" -> "ana lucia", "ana",
    "lucia"): small talk is what is left once these and function words are set aside."""
    names: set[str] = set()
    for turn in turns:
        low = (turn.get("speaker") or "").lower()
        names |= {low, *low.split()} if low else set()
    return frozenset(names)


def turn_contexts(turns: list[dict], time: str) -> list[tuple[str, int, SentenceContext]]:
    """(turn id, sentence index, context) for every sentence the rules will judge in ``turns``
    (normalised turns: ``id``, ``speaker``, ``text``, optional ``time``). Training builds its
    rows with this same function, so the model sees at run time what it learned from."""
    names = speaker_names(turns)
    out = []
    for i, turn in enumerate(turns):
        text = turn["text"]
        if looks_like_instructions(text):
            continue
        me = turn.get("speaker")
        previous = next((t for t in reversed(turns[:i]) if t.get("speaker") != me), None)
        # A question is answered by the turn right after it: a second turn of the same speaker
        # ("Great so far." then "Remember I don't eat meat.") answers nothing.
        answering = previous is not None and turns[i - 1] is previous
        question = last_question(previous["text"]) if previous is not None and answering else None
        role = "assistant" if is_assistant(me) else "user"
        previous_role = None if previous is None else ("assistant" if is_assistant(previous.get("speaker")) else "user")
        day = parse_time(turn.get("time") or time).date()
        sentences = turn_sentences(text)
        for n, sentence in enumerate(sentences):
            out.append((turn["id"], n, SentenceContext(
                sentence, role, n, len(sentences), question, previous_role, names, day,
                previous["id"] if question and previous else None,
                previous.get("speaker") if question and previous else None)))
    return out


def last_question(previous_text: str | None) -> str | None:
    if not previous_text:
        return None
    for sentence in reversed(turn_sentences(previous_text)):
        if sentence.rstrip().endswith("?"):
            return sentence
    return None


def structural(ctx: SentenceContext) -> np.ndarray:
    text = trim_address(ctx.sentence, set(ctx.names))
    verdict = judge(text, set(ctx.names))
    tokens = words(ctx.sentence)
    core_tokens = [t.replace("’", "'") for t in words(ctx.core)]
    content = content_words(ctx.sentence, set(ctx.names))
    flags = person_flags(ctx.sentence)
    day = ctx.day if ctx.day is not None else date(2024, 1, 1)
    values = {
        "bias": 1.0,
        "verdict_keep": verdict.action == "keep",
        "verdict_statement": verdict.action == "statement",
        "verdict_quote": verdict.action == "quote",
        "verdict_drop": verdict.action == "drop",
        "ends_question": ctx.sentence.rstrip().endswith("?"),
        "opens_question": bool(tokens) and tokens[0] in _QUESTION_OPENERS,
        "log_words": math.log1p(len(tokens)) / 3,
        "log_content": math.log1p(len(content)) / 3,
        "no_content": not content,
        "first_person": flags.first,
        "group": flags.group,
        "second_person": flags.second,
        "digit": any(c.isdigit() for c in ctx.sentence),
        "capitalised": bool(_CAPITALISED.search(ctx.sentence)),
        "relative_date": bool(find_relative_dates(ctx.sentence, day)),
        "answer_opener": bool(tokens) and tokens[0] in _ANSWER_OPENERS,
        "short": len(tokens) <= 4,
        "assistant": ctx.role == "assistant",
        "previous_question": ctx.question is not None,
        "previous_assistant": ctx.previous_role == "assistant",
        "first_in_turn": ctx.position == 0,
        "last_in_turn": ctx.position == ctx.count - 1,
        "alone_in_turn": ctx.count == 1,
        "no_previous": ctx.previous_role is None,
        "declarative": not ctx.sentence.rstrip().endswith(("?", "!")),
        "exclaims": ctx.sentence.rstrip().endswith("!"),
        "opens_first_person": bool(core_tokens) and core_tokens[0] in _FIRST_PERSON_OPENERS,
        "past_verb": any(is_past(t) for t in core_tokens[1:]),
    }
    return np.array([float(values[name]) for name in FEATURES], dtype=np.float32)


def feature_matrix(contexts: list[SentenceContext], embed) -> np.ndarray:
    """Rows of [sentence vector, question vector, their product, structural features];
    ``embed`` maps texts to unit vectors (the shipped MiniLM). A missing question is a zero
    vector, and each distinct text is embedded once."""
    texts = sorted({c.core for c in contexts} | {c.question for c in contexts if c.question})
    index = {t: i for i, t in enumerate(texts)}
    vectors = embed(texts) if texts else np.zeros((0, 384), dtype=np.float32)
    dim = vectors.shape[1] if len(texts) else 384
    rows = []
    for c in contexts:
        s = vectors[index[c.core]]
        q = vectors[index[c.question]] if c.question else np.zeros(dim, dtype=np.float32)
        rows.append(np.concatenate([s, q, s * q, structural(c)]))
    return np.stack(rows).astype(np.float32) if rows else np.zeros((0, 3 * dim + len(FEATURES)), np.float32)
