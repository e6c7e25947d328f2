"""A sentence whose "I" was left out, given its subject back: "Twisted my knee" -> "Caroline
twisted my knee"; "Love it" -> "Caroline loves it"; "Excited to see you" -> "Caroline is
excited to see you". And whether a statement about the speaker is in the past tense (what
makes it an event)."""

from __future__ import annotations

from memstrata.extract.rules.lexicon import ADVERBS, AGREE, DROPPED_SUBJECT_VERBS, MODALS, is_past
from memstrata.extract.rules.persons import Person, insert_subject, third_person

_FEELINGS = {"excited", "stoked", "obsessed", "pleased", "tired", "blessed", "thrilled", "surprised", "amazed",
             "impressed", "scared", "worried", "bored", "stressed", "relieved", "exhausted", "overwhelmed",
             "honored", "honoured", "interested", "determined", "motivated", "inspired", "grateful", "proud",
             "glad", "happy", "sorry", "sad", "busy", "nervous", "curious", "confused", "psyched", "pumped"}
# "Happy to help", "Excited that ...": a feeling with the "I am" left out (but "Happy gifting!" is a wish).
_FEELING_LINKS = {"to", "that", "for", "with", "about", "because", "when", "i", "you", "it", "this", "we", "so", "and",
                  "by", "at", "of", "in", "how", "since", "", "i'm", "i've", "my", "we're", "your"}
_SUBJECT_VERBS = {"is", "was", "are", "were", "has", "have", "had", "will", "can", "could", "would", "should",
                  "'s", "seems", "looks", "sounds", "makes", "made", "means", "feels"}


def restore_subject(sentence: str, speaker: Person) -> str | None:
    """"Twisted my knee" -> "Caroline twisted my knee"; "Love it" -> "Caroline loves it";
    "Excited to see you" -> "Caroline is excited to see you". None when the sentence has a
    subject (or is not recognisably one with the "I" left out)."""
    tokens = sentence.split()
    lead = []
    while tokens and tokens[0].lower().strip(",") in ADVERBS and len(tokens) > 1:
        lead.append(tokens.pop(0))
    if not tokens or not tokens[0][:1].isupper() and not lead:
        return None
    first = tokens[0].lower().replace("’", "'").strip(",.!")
    second = tokens[1].lower() if len(tokens) > 1 else ""
    if second in _SUBJECT_VERBS or second in MODALS or is_past(second) \
            or second.startswith("'"):
        return None  # "Painting is fun", "Limited edition's ...": the first word is the subject
    rest = " ".join(tokens)
    adverbs = " ".join(w.lower() for w in lead)
    if first in _FEELINGS and second.strip(",") in _FEELING_LINKS:
        verb = "is"
        body = rest[0].lower() + rest[1:]
        return f"{speaker.subject(True)} {verb} {(adverbs + ' ') if adverbs else ''}{body}".strip()
    if first in ("gonna", "been"):
        aux = "is" if first == "gonna" else "has"
        return f"{speaker.subject(True)} {aux} {(adverbs + ' ') if adverbs else ''}{rest[0].lower() + rest[1:]}"
    past = is_past(first) and len(first) > 4 or first in ("went", "got", "had", "did", "saw", "met", "ran", "won")
    if past or first in DROPPED_SUBJECT_VERBS:
        form = None if past or first in MODALS or "'" in first else AGREE.get(first) or third_person(first)
        body = insert_subject(rest, speaker, form)
        if adverbs:
            name = speaker.subject(True)
            body = f"{name} {adverbs} {body[len(name) + 1:]}"
        return body
    return None


def is_past_statement(text: str, speaker: Person) -> bool:
    """Whether the speaker's first verb is in the past tense ("Caroline went", "... adopted")."""
    name = speaker.subject(False).lower()
    low = text.lower()
    at = low.find(name)
    if at < 0:
        return False
    following = [w.strip(",.!?") for w in low[at + len(name):].split()[:3]]
    following = [w for w in following if w not in ADVERBS]
    return bool(following) and is_past(following[0])
