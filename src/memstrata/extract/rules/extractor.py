"""The rules extractor: dialogue turns -> atomic observations, offline and deterministic.

Each turn is cut into units (units.py). In a conversation, the shipped triage model decides for
each sentence: keep it, drop it (small talk, pleasantries, echoes), or join it to the question
it answers (answers.py); a single turn, and every sentence when no model is given, is judged by
the word lists alone (filters.py). What is kept is written as a statement with its subject named:

- about the speaker ("I", "my"): rewritten in the third person, "Caroline just adopted a dog";
  a sentence whose "I" was left out ("Twisted my knee last Friday") gets it back;
- about anything else, or only about the listener: attributed, "Melanie said: Caroline would
  be a great counselor!" (so an opinion stays the speaker's);
- for a group ("we", "our"): "we" written as the speaker and the people they named with
  themselves, "here"/"there" as the place they named (deixis.py);
- an elliptic answer: with its question, `Asked "Which van is Tomasz leaning towards?",
  Tomasz said: probably a Peugeot.`; a reply that points back, with what it replies to;
- a question that tells something, or a request: quoted verbatim, attributed;
- a shared photo (LoCoMo's "[shares a photo: ...]"): its caption, attributed;
- lists, tables, code, bare links and other languages: verbatim, flagged unparsed.

Discourse markers at a sentence's edges are dropped (discourse.py). Relative dates are resolved
against the turn's time (dates.py). Every observation names its turns in ``sources`` and says
``attrs["extraction"] == "rules"``; nothing here drops a turn: the raw turns are stored by
``Memory.add`` before extraction runs.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from memstrata.errors import InvalidInputError
from memstrata.extract.injection import looks_like_instructions
from memstrata.extract.notes import turn_as_note
from memstrata.extract.rules.answers import answer_questions, joined_answer, question_about, widen_questions
from memstrata.extract.rules.dates import annotate, date_note
from memstrata.extract.rules.deixis import Deixis
from memstrata.extract.rules.discourse import strip_discourse
from memstrata.extract.rules.filters import Verdict, content_words, judge, trim_address
from memstrata.extract.rules.persons import (
    Person,
    person_flags,
    person_of,
    quoted_spans,
    rewrite_persons,
)
from memstrata.extract.rules.sentences import pack_lines, split_long
from memstrata.extract.rules.subjects import is_past_statement, restore_subject
from memstrata.extract.rules.units import turn_sentences, turn_units
from memstrata.extract.triage.features import SentenceContext, is_assistant, speaker_names, turn_contexts
from memstrata.extract.triage.model import Triage, TriageModel, shipped_triage
from memstrata.timeutil import parse_time
from memstrata.types import Observation

ASSISTANT_FACTS: tuple[str, ...] = ("advice", "none", "all")

_PHOTO = re.compile(r"\s*\[shares a photo: (.*?)\]\s*$", re.S)
# "Remember, I don't eat meat": a reminder of a fact is the fact.
_REMINDER = re.compile(r"^(?:remember|keep in mind|note|fyi|just so you know|for the record|bear in mind)\b[,:]?\s*"
                       r"(?:that\s+)?(?=(?:i|i'm|i've|i'd|i'll|my|we|our)\b)", re.I)
# A sentence that leans on the one before it: a pronoun or a demonstrative for its subject, or
# a fragment ("Same with John on the court."). Read alone it names no subject, so it is kept
# with the previous statement of the same turn ("Andrew's pup chased a squirrel. He ran around
# the tree ...") instead of on its own ("Andrew: He ran around the tree").
_LEANS_ON_PREVIOUS = re.compile(r"^(?:he|she|it|they|them|his|her|its|their|this|that|these|those|there|then|"
                                r"same|so|which|who|both|also|plus|and|but)\b|^\W*\w+\W*$", re.I)
# A word that points back to something named before: a memory with one and no name for it is
# not readable alone.
_POINTS_BACK = re.compile(r"\b(?:it|its|they|them|their|theirs|he|him|his|she|her|hers)\b", re.I)
_NAMED_BEFORE = re.compile(r"(?<=\s)[A-Z][a-z]+|\b(?:[Tt]he|[Mm]y|[Aa]n?|[Oo]ur|[Yy]our|[Hh]is|[Hh]er|[Tt]heir|[Tt]his|[Tt]hat)"
                           r"\s+\w+")


# A speaker named in address at either end of a sentence: "Valentina, can you ...", "... ok, Dev?"
_ADDRESS = re.compile(r"^(?:hey\s+|hi\s+|ok\s+|so\s+)?([A-Z][a-z]+)\s*[,:!]\s+\S", re.I)
_ADDRESS_END = re.compile(r",\s*([A-Z][a-z]+)\s*[.!?]*\s*$")


def _points_back(sentence: str) -> bool:
    """A pronoun whose referent the sentence does not name before it: "Keep it", "I've grown
    them in the greenhouse"; not "Dom said he books the Tote", "my mum says she's fine"."""
    m = _POINTS_BACK.search(sentence)
    return m is not None and not _NAMED_BEFORE.search(sentence[: m.start()])




@dataclass
class RulesReport:
    """Observations, and counts of what each rule did (``dropped``: sentences left out, by
    reason; ``flagged``: blocks kept verbatim, by reason; ``written``: observations by form)."""

    observations: list[Observation] = field(default_factory=list)
    dropped: Counter = field(default_factory=Counter)
    flagged: Counter = field(default_factory=Counter)
    written: Counter = field(default_factory=Counter)
    sentences: int = 0
    joined: int = 0  # answers joined to the question they answer

    def summary(self) -> dict[str, Any]:
        """What ``AddResult.extraction_report`` shows: counts only, no text."""
        return {"sentences": self.sentences, "observations": len(self.observations), "joined": self.joined,
                "dropped": dict(sorted(self.dropped.items())), "flagged": dict(sorted(self.flagged.items())),
                "written": {k: v for k, v in sorted(self.written.items()) if v}}


class RulesExtractor:
    """Same interface as ``LLMExtractor``: ``extract(turns, time)`` -> observations.

    ``triage``: the model that decides, per sentence, keep / drop / join to its question
    ("shipped": the model in ``extract/triage/data``; None: the rules' word lists decide alone,
    as before the model shipped). ``assistant_facts``: what of the assistant's turns is kept:
    "advice" (what triage keeps: recommendations and facts the user may ask about again),
    "none", or "all" (every sentence the rules would keep, pleasantries' filter aside)."""

    name = "rules"
    kind = "rules"

    def __init__(self, max_chars: int = 300, triage: TriageModel | str | None = "shipped",
                 assistant_facts: str = "advice"):
        if assistant_facts not in ASSISTANT_FACTS:
            raise InvalidInputError(f"assistant_facts must be one of {', '.join(ASSISTANT_FACTS)}, "
                                    f"got {assistant_facts!r}", field="assistant_facts")
        self.max_chars = max_chars
        self.triage = shipped_triage() if triage == "shipped" else triage
        self.assistant_facts = assistant_facts

    def extract(self, turns: list[dict], time: str) -> list[Observation]:
        return self.extract_with_report(turns, time).observations

    def extract_with_report(self, turns: list[dict], time: str) -> RulesReport:
        report = RulesReport()
        names = set(speaker_names(turns))
        judged = self._triage(turns, time, names)
        deixis = Deixis()
        speakers = {t["speaker"].split()[0].lower(): t["speaker"] for t in turns if t.get("speaker")}
        for i, turn in enumerate(turns):
            before = turns[i - 1] if i and turns[i - 1].get("speaker") != turn.get("speaker") else None
            replying = (before["id"], before.get("speaker"), turn_sentences(before["text"])[-1:]) if before else None
            _Turn(turn, _listener(turns, i), names, self.max_chars, turn.get("time") or time, report,
                  judged.get(turn["id"], {}), deixis, self.assistant_facts,
                  replying if self.triage is not None and replying and replying[2] else None, speakers).run()
        return report

    def _triage(self, turns: list[dict], time: str,
                names: set[str]) -> dict[str, dict[int, tuple[Triage, SentenceContext]]]:
        """The model's decision for every sentence it judges, by turn id and sentence index.
        A single turn is not judged: ``add("I'm vegetarian")`` is a deliberate "remember this",
        not chat, and the model learned from chats (there the word lists still drop "thanks!")."""
        if not isinstance(self.triage, TriageModel) or len(turns) < 2:
            return {}
        rows = [(tid, n, ctx) for tid, n, ctx in turn_contexts(turns, time)
                if not (ctx.role == "assistant" and self.assistant_facts != "advice")]
        out: dict[str, dict[int, tuple[Triage, SentenceContext]]] = {}
        for (tid, n, ctx), decision in zip(rows, self.triage.decide([c for _, _, c in rows])):
            out.setdefault(tid, {})[n] = (decision, ctx)
        texts = {t["id"]: t["text"] for t in turns}
        for judged in out.values():
            answer_questions(judged, texts, self.triage.embed)
            widen_questions(judged, texts)
            _keep_antecedents(judged, names)
        return out


def _keep_antecedents(judged: dict[int, tuple[Triage, SentenceContext]], names: set[str]) -> None:
    """A kept sentence that leans on the one before it ("He keeps me company ...") needs that
    one to be read ("I have a dog."): it is kept too (and joined to it, see ``_sentence``),
    unless the word lists see nothing in it ("Oh no! He fell.")."""
    for n in sorted(judged, reverse=True):
        decision, ctx = judged[n]
        before = judged.get(n - 1)
        if decision.label != "keep" or before is None or before[0].label != "drop":
            continue
        if _LEANS_ON_PREVIOUS.match(ctx.sentence.strip()) and judge(before[1].core, names).action != "drop":
            judged[n - 1] = (Triage("keep", before[0].confidence), before[1])


def _listener(turns: list[dict], i: int) -> Person | None:
    """Who "you" is: the nearest other speaker before the turn, else after it, else the
    other role of a user/assistant exchange."""
    me = turns[i].get("speaker")
    for j in [*range(i - 1, -1, -1), *range(i + 1, len(turns))]:
        other = turns[j].get("speaker")
        if other and other != me:
            return person_of(other)
    return {"user": person_of("assistant"), "assistant": person_of("user")}.get((me or "user").lower())


class _Turn:
    def __init__(self, turn: dict, listener: Person | None, names: set[str], max_chars: int, time: str,
                 report: RulesReport, judged: dict[int, tuple[Triage, SentenceContext]], deixis: Deixis,
                 assistant_facts: str, replying: tuple[str, str | None, list[str]] | None = None,
                 speakers: dict[str, str] | None = None):
        self.turn, self.listener, self.names, self.max_chars = turn, listener, names, max_chars
        self.speakers = speakers or {}  # first name, lower-cased -> the speaker as the turns name them
        self.speaker = person_of(turn.get("speaker"))
        self.time = time
        self.day = parse_time(time).date()
        self.report = report
        self.judged, self.deixis = judged, deixis
        # The other speaker's turn right before this one: (its id, its speaker, its last sentence).
        self.replying = replying
        self.silent = assistant_facts == "none" and is_assistant(turn.get("speaker"))
        self.previous: Observation | None = None  # the last prose statement of this turn
        self.first_count = len(report.observations)  # observations before this turn's first
        self.answered: tuple[str, Observation, list[str]] | None = None  # the last joined answer

    def run(self) -> None:
        text = self.turn["text"]
        if looks_like_instructions(text):
            note = turn_as_note(self.turn)
            note.attrs.update(extraction="rules", instruction_like=True)
            self._emit_obs(note, "instruction_like")
            return
        photo = _PHOTO.search(text)
        if photo:
            text = text[: photo.start()]
        block, n = -1, 0
        for unit in turn_units(text):
            if unit.block != block:
                block, self.previous = unit.block, None  # a sentence leans only on its own paragraph
            if unit.kind == "heading":
                self.report.dropped["heading"] += 1
            elif unit.kind == "sentence":
                self.report.sentences += 1
                self._sentence(unit.text, self.judged.get(n))
                n += 1
            elif self.silent:
                self.report.dropped["assistant (assistant_facts='none')"] += 1
            else:
                self.report.flagged[unit.kind] += 1
                label = f"{self.speaker.subject(True)}: "
                parts = pack_lines(unit.text, self.max_chars - len(label))
                for k, part in enumerate(parts):
                    extra: dict[str, Any] = {"part": f"{k + 1}/{len(parts)}"} if len(parts) > 1 else {}
                    self._emit(label + part, "note", "unparsed", unparsed=True, unparsed_reason=unit.kind, **extra)
        if photo:
            caption = " ".join(photo.group(1).split())
            self._emit(f"{self.speaker.subject(True)} shared a photo: {caption}", "note", "photo")

    def _sentence(self, sentence: str, judged: tuple[Triage, SentenceContext] | None) -> None:
        """One sentence, addressed to the person it names in address ("Valentina, can you
        bring the cake?" in a group chat), else to the turn's listener."""
        listener = self.listener
        self.listener = self._addressee(sentence) or listener
        try:
            self._one_sentence(sentence, judged)
        finally:
            self.listener = listener

    def _addressee(self, sentence: str) -> Person | None:
        m = _ADDRESS.match(sentence) or _ADDRESS_END.search(sentence)
        if m is None or m.group(1).lower() not in self.speakers or m.group(1).lower() == self.speaker.name.lower():
            return None
        return person_of(self.speakers[m.group(1).lower()])

    def _one_sentence(self, sentence: str, judged: tuple[Triage, SentenceContext] | None) -> None:
        if self.silent:
            self.report.dropped["assistant (assistant_facts='none')"] += 1
            return
        said = sentence
        sentence = strip_discourse(trim_address(sentence, self.names))
        if _REMINDER.match(sentence):
            sentence = _REMINDER.sub("", sentence, count=1)
            sentence = sentence[0].upper() + sentence[1:]
        self.deixis.observe(self.speaker, sentence)
        verdict = judge(sentence, self.names)
        if judged is not None:
            decision, ctx = judged
            if decision.label == "drop":
                self.report.dropped[verdict.reason if verdict.action == "drop" else "no content (triage)"] += 1
                return
            if decision.label == "join" and ctx.question and ctx.question_turn:
                self._answer(said, ctx)
                return
            if verdict.action == "drop":  # the model keeps what the word lists would drop
                self.report.written["kept by triage against the word lists"] += 1
                verdict = Verdict("quote", "question") if sentence.rstrip().endswith("?") else Verdict("keep")
        if verdict.action == "drop":
            self.report.dropped[verdict.reason] += 1
            return
        if verdict.action == "quote":
            self._quote(sentence, verdict)
            return
        if verdict.action == "statement":
            self.report.dropped["question_part"] += 1
            sentence = verdict.text
        previous, count = self.previous, len(self.report.observations)
        self._statement(sentence)
        made = self.report.observations[count:]
        if previous is not None and len(made) == 1 and _LEANS_ON_PREVIOUS.match(sentence.strip()) \
                and len(previous.text) + len(made[0].text) < self.max_chars:
            self._join(previous, made[0])
        else:
            if len(made) == 1 and count == self.first_count and _points_back(sentence):
                self._with_what_it_replies_to(made[0])
            self.previous = made[-1] if made else None

    def _answer(self, answer: str, ctx: SentenceContext) -> None:
        """An elliptic answer written with its question (answers.py), sourced from both turns;
        the next sentence answering the same question ("toast." "only toast.") joins it."""
        assert ctx.question is not None and ctx.question_turn is not None
        asker = person_of(ctx.question_speaker)
        parts = [strip_discourse(answer)]
        last = self.answered
        # Joined while the memory stays short (as ``_join`` does): a turn of a thousand answers
        # to one question is not rebuilt a thousand times.
        if last is not None and last[0] == ctx.question and self.previous is last[1] \
                and len(last[1].text) + len(answer) < self.max_chars:
            parts = [*last[2], *parts]
            self.report.observations.remove(last[1])
            self.report.written["answer joined to its question"] -= 1
        else:
            self.report.joined += 1
        # Dates are resolved in the question and in the answer as said, before "Asked ... said"
        # is put around them (those past tenses would make every "on Saturday" the last one).
        said = annotate(" ".join(p.rstrip(" .") + "," for p in parts).rstrip(","), self.day)
        question = annotate(ctx.question, self.day).text
        text = joined_answer(question, asker, said.text, self.speaker, self.deixis.group(self.speaker))
        self._emit(text, "event" if said.mentions else "fact", "answer joined to its question",
                   valid_at=said.valid_at, answers=ctx.question_turn)
        obs = self.report.observations[-1]
        obs.sources = [ctx.question_turn, self.turn["id"]]
        self.previous = obs
        self.answered = (ctx.question, obs, parts)

    def _with_what_it_replies_to(self, obs: Observation) -> None:
        """The turn's first memory points back ("Keep it, at least for now", "k will do tmrw")
        and nothing before it in the turn says to what: it is written with the other speaker's
        sentence it replies to, which most often does ("Should I sell the summer house or keep
        it?"), and that turn joins its sources. Only as triage runs (in conversations)."""
        if self.replying is None:
            return
        turn_id, speaker, (said,) = self.replying
        needed = 1 if said.rstrip().endswith("?") else 3  # "Where do you grow them?" asks about growing
        if len(said) > 200 or len(content_words(said, self.names)) < needed:
            return  # too long to quote, or nothing in it to point to ("👍", "that's her")
        other = person_of(speaker)
        if said.rstrip().endswith("?"):
            quoted = question_about(said, other, self.speaker, self.deixis.group(self.speaker))
            lead = f'Asked "{quoted}", '
        else:
            lead = f'After {other.subject(False)} said "{rewrite_persons(said.strip(), other, self.speaker)}", '
        body = obs.text
        if body.startswith(("The assistant", "The user", "The speaker")):
            body = body[:1].lower() + body[1:]
        obs.text = lead + body
        obs.sources = [turn_id, *obs.sources]
        self.report.written["with the turn it replies to"] += 1

    def _join(self, previous: Observation, new: Observation) -> None:
        """``new`` appended to ``previous`` (one observation, one turn), the speaker's prefix
        not repeated."""
        body = new.text
        for prefix in (f"{self.speaker.subject(True)}: ", f"{self.speaker.subject(True)} said: "):
            body = body[len(prefix):] if body.startswith(prefix) else body
        previous.text = f"{previous.text.rstrip()} {body[:1].upper()}{body[1:]}"
        if new.kind == "event":
            previous.kind = "event"
        previous.valid_at = previous.valid_at or new.valid_at
        self.report.observations.pop()
        rule = str(new.attrs.get("rule", "statement"))
        self.report.written[rule] -= 1
        self.report.written["joined to the previous sentence"] += 1

    def _quote(self, sentence: str, verdict: Verdict) -> None:
        verb = "asked" if sentence.rstrip().endswith("?") else "told"
        to = f" {self.listener.subject(False)}" if self.listener else ""
        text = f'{self.speaker.subject(True)} {verb}{to}: "{sentence}"{date_note(sentence, self.day)}'
        self._emit(text, "note", verdict.reason)

    def _statement(self, sentence: str) -> None:
        flags = person_flags(sentence)
        restored = restore_subject(sentence, self.speaker)
        text = rewrite_persons(restored or sentence, self.speaker, self.listener, self.deixis.group(self.speaker))
        text = self.deixis.places(self.speaker, text)
        if flags.group:
            # "we" is written as who it stands for (deixis.py): the sentence names its subject.
            self._dated(text, "group", text)
        elif restored or flags.first:
            self._dated(text, "statement", text)
        elif self.turn.get("speaker") in (None, "user"):
            # The memory's own user, unnamed: what they say is theirs to remember, as it is
            # (as a verbatim note leaves out a bare "user" too).
            self._dated(text, "attributed", text)
        else:
            # "Tomasz said: ..." with the words as said: lower-casing the first word would
            # need to know which words are names ("said lucas wears ...").
            self._dated(text, "attributed", text, prefix=f"{self.speaker.subject(True)} said: ")

    def _dated(self, text: str, rule: str, body: str, prefix: str = "") -> None:
        """``prefix + text`` with its dates resolved; the dates are read in ``text`` alone, so
        that "Tomasz said" in front does not make "on Saturday" the last one."""
        dated = annotate(text, self.day, skip=quoted_spans(text))
        kind = "event" if dated.mentions or is_past_statement(body, self.speaker) else "fact"
        parts = split_long(prefix + dated.text, self.max_chars)
        for n, part in enumerate(parts):
            if n and self.speaker.subject(False) not in part:
                part = f"{self.speaker.subject(True)}: {part}"
            extra: dict[str, Any] = {"part": f"{n + 1}/{len(parts)}"} if len(parts) > 1 else {}
            self._emit(part, kind, rule, valid_at=dated.valid_at, **extra)

    def _emit(self, text: str, kind: str, rule: str, valid_at: str | None = None, **attrs: Any) -> None:
        attrs = {"extraction": "rules", "rule": rule, "speaker": self.turn.get("speaker"), **attrs}
        if self.turn.get("utc_offset"):
            attrs["utc_offset"] = self.turn["utc_offset"]
        obs = Observation(text=text, time=self.turn.get("time") or self.time, sources=[self.turn["id"]], kind=kind,
                          valid_at=valid_at, attrs={k: v for k, v in attrs.items() if v is not None})
        self._emit_obs(obs, rule)

    def _emit_obs(self, obs: Observation, rule: str) -> None:
        self.report.written[rule] += 1
        self.report.observations.append(obs)
