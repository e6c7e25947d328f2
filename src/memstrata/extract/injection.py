"""Detection of turns that read like instructions to the model rather than conversation.

Delimiting the conversation and telling the model it is data is the first defence, but a
small local model still obeys "reply with an empty list" often enough (seen with
Qwen2.5-Coder-1.5B). So a turn that matches these patterns never reaches the extractor: it
is stored verbatim as a note of what the speaker said, flagged, and it cannot suppress or
alter the notes extracted from the other turns. The patterns only route text; nothing in a
turn is ever executed.
"""

from __future__ import annotations

import re

_PATTERNS = [
    r"\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompts?|guidelines)\b",
    r"\b(delete|erase|wipe|remove|forget|clear)\b.{0,20}\b(all|every|your|the)\b.{0,20}\b(memor(y|ies)|notes|data|records)\b",
    r"\b(reply|respond|answer|output)\b.{0,20}\b(only|with|exactly)\b.{0,30}\b(json|list|empty|nothing)\b",
    r"\b(system prompt|you are now|new instructions|act as)\b",
]
_INSTRUCTION_LIKE = re.compile("|".join(f"(?:{p})" for p in _PATTERNS), re.I | re.S)


def looks_like_instructions(text: str) -> bool:
    return bool(_INSTRUCTION_LIKE.search(text))
