"""A turn's text as the units the rules read: prose sentences, and blocks kept verbatim.

One place decides how a turn is cut, so the triage model is trained on exactly the sentences
the extractor later judges (``memstrata.train.triage.sentences`` exports them for labelling).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from memstrata.extract.rules.blocks import list_items, split_blocks
from memstrata.extract.rules.sentences import split_sentences

_MARKUP = re.compile(r"\*\*|__|^#{1,6}\s+|`")


@dataclass(frozen=True)
class Unit:
    # "sentence" (prose to judge), "heading" (a label over prose or over a list of questions:
    # never a statement), or why a block is kept verbatim ("list", "table", "code", ...).
    kind: str
    text: str
    block: int = 0  # which block of the turn (a new paragraph starts a new block)


def turn_units(text: str) -> Iterator[Unit]:
    for b, block in enumerate(split_blocks(text)):
        if block.kind == "heading":
            yield Unit("heading", block.text, b)
        elif block.kind in ("prose", "questions"):
            lines = block.text.splitlines() if block.kind == "prose" else list_items(block.text)
            if block.kind == "questions" and lines and lines[0].rstrip("*_ ").endswith(":"):
                yield Unit("heading", lines[0], b)  # "To help, tell me more:" over the questions
                lines = lines[1:]
            for line in lines:
                for sentence in split_sentences(_MARKUP.sub("", line).strip()):
                    yield Unit("sentence", sentence, b)
        else:
            yield Unit(block.kind, block.text, b)


def turn_sentences(text: str) -> list[str]:
    return [u.text for u in turn_units(text) if u.kind == "sentence"]
