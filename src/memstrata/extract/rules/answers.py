"""An elliptic answer joined to the question it answers: "probably a Peugeot." after "which
van are you leaning towards?" becomes one fact that reads alone, with both turns as sources:

    Asked "Which van is Tomasz leaning towards?", Tomasz said: probably a Peugeot.

The question keeps its wording (so a later question about vans finds it) with "you" written
as the person who answered; the answer keeps its own, with its persons resolved. Neither is
paraphrased: a rule that paraphrases ellipsis guesses, and a guess stored as a fact is worse
than a quotation.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

import numpy as np

from memstrata.extract.rules.persons import Group, Person, rewrite_persons
from memstrata.extract.rules.units import turn_sentences
from memstrata.extract.triage.features import SentenceContext
from memstrata.extract.triage.model import Triage

# An auxiliary before "you" in a question: it agrees with the answerer once "you" is a name.
_AUX_YOU = re.compile(r"\b(are|do|have|were|aren't|don't|haven't|weren't)\s+you\b(\s+(?:both|two|guys|all)\b)?", re.I)
_SINGULAR = {"are": "is", "do": "does", "have": "has", "were": "was", "aren't": "isn't", "don't": "doesn't",
             "haven't": "hasn't", "weren't": "wasn't"}
# Auxiliaries whose verb stays bare whoever the subject is ("did you buy", "will you go").
_BARE_AUX = re.compile(r"\b(did|didn't|will|won't|would|wouldn't|can|can't|could|couldn't|should|shall|may|might|"
                       r"must)\s+you\b", re.I)


def answer_questions(judged: dict[int, tuple[Triage, SentenceContext]], texts: dict[str, str],
                     embed: Callable[[list[str]], np.ndarray]) -> None:
    """Which question each joined sentence of one turn answers, when the turn before asked
    several ("Which fruits does she eat? When do you have her? Any allergies?"): in order when
    the turn gives as many answers as there were questions, else the question closest in
    meaning to the answer. ``judged`` is updated in place."""
    joins = [n for n, (decision, ctx) in sorted(judged.items()) if decision.label == "join" and ctx.question_turn]
    if not joins:
        return
    first = judged[joins[0]][1]
    assert first.question_turn is not None
    questions = [q for q in turn_sentences(texts.get(first.question_turn, "")) if q.rstrip().endswith("?")]
    if len(questions) < 2:
        return
    if len(joins) == len(questions):
        chosen = questions
    else:
        q_vectors = embed(questions)
        a_vectors = embed([judged[n][1].core for n in joins])
        chosen = [questions[int(np.argmax(q_vectors @ a))] for a in a_vectors]
    for n, question in zip(joins, chosen):
        decision, ctx = judged[n]
        judged[n] = (decision, dataclasses.replace(ctx, question=question))


_QUESTION_POINTS_BACK = re.compile(r"\b(?:it|its|he|she|him|her|they|them|their|this|that|these|those|there|one)\b", re.I)


def widen_questions(judged: dict[int, tuple[Triage, SentenceContext]], texts: dict[str, str]) -> None:
    """A question that points back ("Is it broken?") is written with the sentence before it
    in its turn ("Oh no, what happened to your phone? Is it broken?"), so the joined answer
    says what "it" is. ``judged`` is updated in place."""
    split: dict[str, list[str]] = {}  # each question turn cut once, however many answers it has
    for n, (decision, ctx) in list(judged.items()):
        if decision.label != "join" or not ctx.question or not ctx.question_turn:
            continue
        if not _QUESTION_POINTS_BACK.search(ctx.question):
            continue
        if ctx.question_turn not in split:
            split[ctx.question_turn] = turn_sentences(texts.get(ctx.question_turn, ""))
        sentences = split[ctx.question_turn]
        at = sentences.index(ctx.question) if ctx.question in sentences else -1
        if at > 0:
            judged[n] = (decision, dataclasses.replace(ctx, question=f"{sentences[at - 1]} {ctx.question}"))


def question_about(question: str, asker: Person, answerer: Person, group: Group) -> str:
    """The question with "you" written as the answerer (or the answerer's group for "you
    both"), "I" as the asker, the inverted auxiliary agreed."""

    def aux(m: re.Match) -> str:
        verb, plural = m.group(1), m.group(2)
        if plural:
            return f"{verb} {group.subject(False)}{plural}"
        agreed = _SINGULAR[verb.lower()]
        return f"{agreed[0].upper() + agreed[1:] if verb[0].isupper() else agreed} {answerer.subject(False)}"

    text = _AUX_YOU.sub(aux, question.strip())
    text = _BARE_AUX.sub(lambda m: f"{m.group(1)} {answerer.subject(False)}", text)
    text = rewrite_persons(text, asker, answerer)
    text = text[:1].upper() + text[1:]
    return text if text.endswith("?") else text + "?"


def joined_answer(question: str, asker: Person, answer: str, answerer: Person, group: Group) -> str:
    said = rewrite_persons(answer.strip(), answerer, asker, group).rstrip(" .!…")
    said = said[:1].lower() + said[1:] if said[:2].isalpha() and said[1:2].islower() and not _is_name(said) else said
    return f'Asked "{question_about(question, asker, answerer, group)}", {answerer.subject(False)} said: {said}.'


def _is_name(text: str) -> bool:
    """Whether the answer opens with a proper name ("Peugeot", "March"): kept capitalised."""
    first = text.split()[0].strip(",.!?")
    return first.lower() not in _OPENERS


_OPENERS = {"yes", "yeah", "yep", "yup", "no", "nope", "nah", "probably", "maybe", "perhaps", "the", "a", "an",
            "just", "only", "still", "not", "both", "neither", "either", "since", "until", "around", "about", "like",
            "definitely", "sure", "ok", "okay", "mostly", "hopefully", "it", "it's", "that", "this", "we", "they",
            "he", "she", "him", "her", "them", "in", "on", "at", "for", "from", "with", "by", "next", "last", "every",
            "some", "most", "all", "one", "two", "three", "well", "oh", "hmm", "honestly", "actually", "kind", "sort"}
