"""Explicit cue words that relate two consecutive sentences of one speaker.

``relation_cue(earlier, later)`` reads the later sentence only (that is where English puts
the word that links it to what was just said: "So ...", "After that ...", "That's why
...") and answers ``(type, direction)``: "forward" when the relation runs from the earlier
event to the later one ("Caroline lost her job." / "That's why she moved." -> the earlier
CAUSES the later), "backward" when it runs from the later to the earlier ("Caroline was
tired." / "It was because she ran a marathon." -> the later CAUSES the earlier; "After
that, she went home." -> the later is a FOLLOW_UP_OF the earlier).

Conservative by construction: only a cue word in the sense that links sentences counts.
"so much", "since 2019", "later this year", "thanks for that", "because of that dog", "as
a result of her injury" name no relation between the two sentences, and a clause that
carries its own cause ("She stayed home because it rained") relates to nothing before it.
When several cues are present the first rule in ``_RULES`` wins: the more specific ones
come first, and the bare sentence-initial "so", "then" and "later" last.
"""

from __future__ import annotations

import re

from memstrata.manage.emir2.graph import EVENT_RELATIONS

RELATION_TYPES = EVENT_RELATIONS  # the graph's event-relation types (``graph.py``)

# "that", "this", "it" standing for what was just said: followed by punctuation, the end,
# or a new clause (a pronoun or a name). "because of that dog" is a noun phrase, not a link.
_BACK = r"(?i:that|this|it)(?=\s*(?:[,.;:!?)]|$)|\s+(?:(?i:she|he|they|we|i|you)\b|[A-Z]))"
_DEM = r"(?i:that|this|it)"
_BE = r"(?i:'s|\s+(?:was|is))"
# The start of the later sentence, after an optional "and" / "but" ("And so she ...").
_START = r"^(?i:(?:and|but)\s+)?"
# What may follow a linking "so" or "then": a comma or the subject of a new clause.
_CLAUSE = r"(?=\s*,|\s+(?:(?i:she|he|they|we|i|you|the|now|her|his|their|there)\b|[A-Z]))"
# The rules extractor's attribution ("Melanie: we went ...") and leading quote marks.
_PREFIX = re.compile(r"^\s*(?:[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3}:\s+)?[\"'\s\-]*")


def _rule(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


# (pattern on the later sentence, relation type, direction), tried in order.
_RULES: list[tuple[re.Pattern[str], str, str]] = [
    # SAME_EVENT: the later sentence restates the earlier one ("In other words, ...",
    # "It was the same trip"). Symmetric; reported forward.
    (_rule(_START + r"(?i:in\s+other\s+words|that\s+is\s+to\s+say|namely)\b"), "SAME_EVENT", "forward"),
    (_rule(_START + _DEM + _BE + r"\s+(?i:the\s+same\s+(?:event|thing|one|trip|party|occasion|concert|meeting|"
                                 r"game|race|show|ceremony|conference|visit))\b"), "SAME_EVENT", "forward"),
    # PART_OF backward: the later event happened inside the earlier one ("As part of that,
    # she ...", "During it, ...", "While there, she ...").
    (_rule(r"\b(?i:as\s+(?:a\s+)?part\s+of)\s+" + _BACK), "PART_OF", "backward"),
    (_rule(r"\b(?i:during)\s+" + _BACK), "PART_OF", "backward"),
    (_rule(_START + r"(?i:while\s+there)\b(?!\s+(?i:is|are|was|were)\b)"), "PART_OF", "backward"),
    (_rule(r"\b(?i:while|when)\s+(?:(?i:she|he|they|we|i)|[A-Z][\w'-]*)\s+(?i:was|were)\s+(?i:there)\b"),
     "PART_OF", "backward"),
    # PART_OF forward: the later sentence says the earlier event belongs to a larger one
    # ("That was part of her training.").
    (_rule(_START + _DEM + _BE + r"\s+(?i:(?:all\s+|also\s+|just\s+)?(?:a\s+)?part\s+of)\b"), "PART_OF", "forward"),
    # CONTRIBUTES_TO backward: the later sentence gives one of the earlier's causes ("It
    # was partly because ..."). Before the plain "because" rule, which it would also match.
    (_rule(_START + _DEM + _BE + r"\s+(?i:partly|partially|in\s+part)\s+(?i:because|due\s+to)\b"),
     "CONTRIBUTES_TO", "backward"),
    # CAUSES backward: the later sentence explains the earlier ("That's because ...", "It
    # was due to the rain.", "The reason was ...").
    (_rule(_START + _DEM + _BE + r"\s+(?i:(?:mostly|mainly|just|all|probably|only)\s+)?(?:because|due\s+to|owing\s+to)\b"),
     "CAUSES", "backward"),
    (_rule(_START + r"(?i:the\s+reason\s+(?:was|is|being|for\s+(?:that|this|it)\s+(?:was|is)))\b"), "CAUSES", "backward"),
    # A "Because ..." fragment without a main clause of its own (no comma): the earlier
    # sentence is the main clause it gives the cause of. "Because of ..." is not one.
    (_rule(r"^(?i:because)\b(?!\s+(?i:of)\b)[^,;]*$"), "CAUSES", "backward"),
    # ENABLES forward: the earlier event made the later possible ("Thanks to that, ...",
    # "That let her ...", "which allowed ...", "That meant she could ...").
    (_rule(r"\b(?i:thanks\s+to)\s+" + _BACK), "ENABLES", "forward"),
    (_rule(_START + r"(?i:(?:that|this|it|which)\s+(?:let|lets|allowed|allows|has\s+allowed|enabled|enables|"
                    r"made\s+it\s+possible))\b"), "ENABLES", "forward"),
    (_rule(_START + r"(?i:(?:that|this)\s+(?:meant|means))\s+(?:(?i:she|he|they|we|i)|[A-Z][\w'-]*)\s+"
                    r"(?i:could|can|was\s+able|were\s+able)\b"), "ENABLES", "forward"),
    # CONTRIBUTES_TO forward: the earlier event helped bring the later about, not alone
    # ("That helped her ...", "It inspired her to ...", "It played a big part in ...").
    (_rule(_START + r"(?i:(?:that|this|it|which)\s+(?:helped|helps|has\s+helped|contributed\s+to|contributes\s+to|"
                    r"inspired|inspires|motivated|motivates|encouraged|encourages|pushed|pushes))\b"),
     "CONTRIBUTES_TO", "forward"),
    (_rule(_START + r"(?i:(?:that|this|it)\s+played\s+a\s+(?:\w+\s+)?(?:part|role)\s+in)\b"), "CONTRIBUTES_TO", "forward"),
    # CAUSES forward, with a phrase that points back ("That's why ...", "Because of that,
    # ...", "As a result, ...", "For that reason ...", "That led to ...", "That made her
    # cry.", "Therefore ..."). "as a result of her injury" names its own cause: no cue.
    (_rule(_START + r"(?i:that's|that\s+is|this\s+is|which\s+is|that\s+was|this\s+was|it's|it\s+is|it\s+was)\s+"
                    r"(?i:why)\b"), "CAUSES", "forward"),
    (_rule(r"\b(?i:because\s+of|due\s+to|owing\s+to|as\s+a\s+(?:direct\s+)?(?:result|consequence)\s+of)\s+" + _BACK),
     "CAUSES", "forward"),
    (_rule(r"\b(?i:as\s+a\s+(?:direct\s+)?(?:result|consequence))\b(?!\s+(?i:of)\b)"), "CAUSES", "forward"),
    (_rule(_START + r"(?i:consequently|therefore|hence|thus)\b"), "CAUSES", "forward"),
    (_rule(_START + r"(?i:for\s+(?:that|this)\s+reason)\b"), "CAUSES", "forward"),
    (_rule(_START + r"(?i:(?:that|this|it|which)\s+(?:led|leads|has\s+led)\s+to|(?:that|this|it|which)\s+"
                    r"(?:caused|causes))\b"), "CAUSES", "forward"),
    (_rule(_START + r"(?i:(?:that|this|it)\s+(?:made|makes))\s+(?:(?i:her|him|them|me|us)\b|[A-Z][\w'-]*)"),
     "CAUSES", "forward"),
    # CONTEXT_FOR (background -> what it explains): a later sentence saying what the earlier
    # event was for ("It was for her sister's wedding.") is the background, so the edge runs
    # backward; "For that, she ..." makes the earlier event the background of the later one
    # (forward). A duration or an idiom is not one
    # ("It was for two weeks", "it was for sure", "for the first time", "for free").
    (_rule(_START + _DEM + _BE + r"\s+(?i:for)\b(?!\s+(?i:sure|real|ever|good|now|once|free|fun|nothing|"
                                 r"a\s+(?:while|bit|little|long|moment|second|minute|change)|the\s+(?:first|last|"
                                 r"second|third)\s+time|(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|"
                                 r"several|a\s+few|a\s+couple\s+of|many|hours|days|weeks|months|years)\s+"
                                 r"(?:minutes?|hours?|days?|weeks?|months?|years?))\b)"), "CONTEXT_FOR", "backward"),
    (_rule(_START + r"(?i:for\s+(?:that|this|it))\s*,"), "CONTEXT_FOR", "forward"),
    # FOLLOW_UP_OF backward: the later event came after the earlier and continues it
    # ("After that, ...", "Afterwards ...", "Since then ...", "The next day ...", "A week
    # later ..."). "After that dog bit her" is a noun phrase: no cue.
    (_rule(_START + r"(?i:after|following)\s+(?:" + _BACK + r"|(?i:which)\b)"), "FOLLOW_UP_OF", "backward"),
    (_rule(_START + r"(?i:afterwards?|since\s+then|ever\s+since|soon\s+after(?:wards?)?|shortly\s+after(?:wards?)?|"
                    r"later\s+on|subsequently|the\s+(?:next|following)\s+(?:day|morning|evening|night|week|weekend|"
                    r"month|year)|a\s+(?:day|week|month|year)\s+later|(?:\w+)\s+(?:days|weeks|months|years)\s+later)\b"),
     "FOLLOW_UP_OF", "backward"),
    (_rule(_START + r"(?i:next)\s*,"), "FOLLOW_UP_OF", "backward"),
    # FOLLOW_UP_OF forward: the later sentence tells what came before ("Before that, she
    # lived in Paris."): the earlier event follows up the later one.
    (_rule(_START + r"(?i:before)\s+" + _BACK), "FOLLOW_UP_OF", "forward"),
    # CAUSES forward, bare "so" opening a clause ("So she quit.", "So, ..."): not "so much",
    # "so glad", "so-so", "So, so happy".
    (_rule(_START + r"(?i:so)\b(?!\s*,\s*(?i:so)\b)(?!-)" + _CLAUSE), "CAUSES", "forward"),
    # FOLLOW_UP_OF backward, bare "then" / "later" opening a clause, or right after the
    # subject ("Then she went home.", "Later that day ...", "Caroline later joined ...").
    # Not "then again" (a contrast), not "later this year" / "later today" (a time to
    # come, counted from the speaking, not from the earlier event), not a farewell "Later!".
    (_rule(_START + r"(?i:then)\b(?!\s+(?i:again)\b)" + _CLAUSE), "FOLLOW_UP_OF", "backward"),
    (_rule(_START + r"(?i:later)\b(?!\s+(?i:this|today|tonight|tomorrow|next)\b)(?=\s*,|\s+(?:(?i:that|on|in|she|he|"
                    r"they|we|i|the)\b|[A-Z]))"), "FOLLOW_UP_OF", "backward"),
    (_rule(r"^(?:[A-Z][\w'-]*|(?i:she|he|they|we|i))\s+(?i:then|later|afterwards|subsequently)\s+"
           r"(?!(?i:this|today|tonight|tomorrow|next|again|on|in)\b)[a-z]"), "FOLLOW_UP_OF", "backward"),
]


def _clean(sentence: str) -> str:
    flat = sentence.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return _PREFIX.sub("", flat, count=1).strip()


def relation_cue(earlier: str, later: str) -> tuple[str, str] | None:
    """The relation an explicit cue word in ``later`` states between the event of
    ``earlier`` and its own, as ``(type, direction)``; None without one."""
    if not earlier.strip():
        return None
    text = _clean(later)
    if not text:
        return None
    for pattern, kind, direction in _RULES:
        if pattern.search(text):
            return kind, direction
    return None
