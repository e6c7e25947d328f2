"""Which turns of a chunk a memory states: a diagnostic, computed outside the agent's view.

The agent writes free text, so its memories carry the chunk as provenance (the lineage that
training reads), not the turns. Gold recall needs turns, so each memory also gets the turns
whose text it states, by this rule:

- words are stemmed content words (``models.relations.attributes.content_words``, stop words
  out), the speakers' names left out (every memory names its speaker; that says nothing about
  which turn it restates);
- a turn is credited when it shares at least ``MIN_SHARED`` words with the memory and those
  cover at least ``MIN_COVER`` of the turn's words, or when it is the turn sharing the most
  words (ties: all of them), with at least ``MIN_SHARED``;
- image captions in a turn count as its text.

The thresholds are set a priori (two words rule out a lone common verb; a quarter of a turn is
what a one-fact memory of a chatty turn restates), not fitted to any data. A memory that
states nothing of the chunk's turns gets no sources and earns no gold recall.
"""

from __future__ import annotations

from memstrata.models.relations.attributes import content_words

MIN_SHARED = 2
MIN_COVER = 0.25


def _words(text: str, names: set[str]) -> set[str]:
    return {w for w in content_words(text, exclude=names) if not w.startswith("class:")}


def stated_turns(memory: str, turns: list[dict], speakers: list[str]) -> list[str]:
    """The ids of ``turns`` (``{"id", "text"}``) that ``memory`` states, in turn order."""
    names = {w for s in speakers for w in s.lower().split()}
    said = _words(memory, names)
    shared = {t["id"]: len(said & _words(t["text"], names)) for t in turns}
    sizes = {t["id"]: len(_words(t["text"], names)) or 1 for t in turns}
    best = max(shared.values(), default=0)
    return [t["id"] for t in turns if shared[t["id"]] >= MIN_SHARED
            and (shared[t["id"]] / sizes[t["id"]] >= MIN_COVER or shared[t["id"]] == best)]
