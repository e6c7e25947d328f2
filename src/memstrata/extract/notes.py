"""A turn kept verbatim as a note: when no LLM is configured, when extraction fails, and for
turns that read like instructions to the model (see injection.py)."""

from __future__ import annotations

from typing import Any

from memstrata.types import Observation


def turn_as_note(turn: dict[str, Any]) -> Observation:
    """'speaker: text' (a bare 'user' speaker is left out), with the turn as its source."""
    speaker = turn.get("speaker")
    text = f"{speaker}: {turn['text']}" if speaker and speaker not in ("user",) else turn["text"]
    attrs = {"utc_offset": turn["utc_offset"]} if turn.get("utc_offset") else {}
    return Observation(text=text, time=turn["time"], sources=[turn["id"]], kind="note", attrs=attrs)
