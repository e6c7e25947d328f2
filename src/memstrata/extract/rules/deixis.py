"""What "we", "here" and "there" point to, read from what each speaker said earlier in the call.

- "we": the speaker and the people they named with themselves ("me and my brother-in-law",
  "Marek and I"), most recent first; when they named nobody, "the speaker and others".
- "here" / "there" after a verb of living, moving or going ("been living here", "moved
  there"): the last place the same speaker named with "in", "at", "near", "from" (or "to" after
  such a verb). Anything less certain is left as said; a wrong place is worse than a vague one.
"""

from __future__ import annotations

import re

from memstrata.extract.rules.persons import Group, Person, rewrite_persons

_NAMED = r"(?:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?|my\s+(?:(?:older|younger|little|big|best|baby|twin|new|old)\s+)?" \
         r"[a-z-]+(?:\s+[A-Z][\w'-]+)?)"
_WITH_ME = [re.compile(rf"\b(?:[Mm]e|I)\s+and\s+({_NAMED})"),
            re.compile(rf"(?:^|[\s,])({_NAMED})\s+and\s+(?:I|me)\b")]
_AFTER_PREPOSITION = re.compile(r"\b(?:in|at|to|from|near|into|of|around|through|across|via)\s*$", re.I)
_MOTION = r"(?:move|moved|moving|go|going|goes|went|fly|flew|flying|drive|drove|driving|travel|travelled|traveled|" \
          r"travelling|traveling|come|came|coming|get|got|getting|arrive|arrived|arriving|head|headed|heading|back|" \
          r"relocate|relocated|relocating|trip)"
_STAY = r"(?:live|lives|lived|living|stay|stays|stayed|staying|work|works|worked|working|born|settled|been|" \
        r"raised|studying|study|studied|based)"
_PLACE = re.compile(rf"\b(?:in|at|near|from|{_MOTION}\s+(?:back\s+)?to)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)")
_HERE = re.compile(rf"\b({_MOTION}|{_STAY})(\s+(?:back\s+|over\s+)?)(here|there)\b(?!\s+(?:is|are|was|were|will|'s)\b)",
                   re.I)
_NOT_PLACES = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
               "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
               "english", "spanish", "french", "german", "italian", "portuguese", "the", "i", "christmas", "easter",
               "spring", "summer", "autumn", "fall", "winter"}


class Deixis:
    def __init__(self) -> None:
        self._companions: dict[str, str] = {}
        self._places: dict[str, str] = {}

    def observe(self, speaker: Person, sentence: str) -> None:
        """Read a sentence as said (before any rewriting) for the people named with the
        speaker and the places they name."""
        for pattern in _WITH_ME:
            m = pattern.search(sentence)
            if m and m.group(1).split()[0].lower() not in ("i", "me", "you", "he", "she", "him", "her", "they") \
                    and not _AFTER_PREPOSITION.search(sentence[: m.start(1)]):
                # "... moved to Graz and I started": a place after a preposition is nobody's companion
                self._companions[speaker.name] = rewrite_persons(m.group(1), speaker, None)
        for m in _PLACE.finditer(sentence):
            place = m.group(1)
            if place.split()[0].lower() not in _NOT_PLACES and place.lower() != speaker.name.lower():
                self._places[speaker.name] = place

    def group(self, speaker: Person) -> Group:
        return Group(speaker, self._companions.get(speaker.name))

    def places(self, speaker: Person, text: str) -> str:
        """``text`` with "here"/"there" after a verb of living or moving written as the place."""
        place = self._places.get(speaker.name)
        if place is None:
            return text

        def replace(m: re.Match) -> str:
            verb = m.group(1)
            motion = re.fullmatch(_MOTION, verb.lower()) is not None
            return f"{verb}{m.group(2)}{'to' if motion else 'in'} {place}"

        return _HERE.sub(replace, text)
