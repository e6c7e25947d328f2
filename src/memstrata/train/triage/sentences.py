"""Chats -> the sentences the rules extractor will judge, one JSON line each, for labelling.

A chat file holds one conversation per line in the demo's format: ``{"id", "sessions": [{"id",
"time", "turns": [{"id", "role", "name"?, "content"}]}]}``. Each exported item carries the
sentence, its turn and the previous turn of another speaker (the context a label needs: an
elliptic answer is only an answer next to its question), and an empty ``label`` to fill in.

    python -m memstrata.train.triage.sentences chats.jsonl --out sentences.jsonl
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from memstrata.extract.injection import looks_like_instructions
from memstrata.extract.rules.units import turn_sentences


def speaker_of(turn: dict[str, Any]) -> str:
    return str(turn.get("name") or turn.get("speaker") or turn.get("role") or "user")


def chat_items(chat: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for session in chat["sessions"]:
        turns = session["turns"]
        for i, turn in enumerate(turns):
            text = turn.get("content", turn.get("text", ""))
            if looks_like_instructions(text):
                continue
            me = speaker_of(turn)
            previous = next((t for t in reversed(turns[:i]) if speaker_of(t) != me), None)
            for n, sentence in enumerate(turn_sentences(text)):
                yield {
                    "chat": chat["id"], "session": session["id"], "time": session["time"],
                    "turn": turn["id"], "n": n, "speaker": me, "role": turn.get("role", "user"),
                    "previous_speaker": speaker_of(previous) if previous else None,
                    "previous": previous.get("content", previous.get("text")) if previous else None,
                    "turn_text": text, "sentence": sentence, "label": None,
                }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("chats", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    count = 0
    with args.out.open("w") as out:
        for path in args.chats:
            for line in path.read_text().splitlines():
                if line.strip():
                    for item in chat_items(json.loads(line)):
                        out.write(json.dumps(item, ensure_ascii=False) + "\n")
                        count += 1
    print(f"{count} sentences -> {args.out}")


if __name__ == "__main__":
    main()
