"""Stream episodes (notes) as chat sessions, for the full pipeline on the same questions.

    python benchmarks/streams_as_sessions.py benchmarks/results/eval/streams_heldout_episodes.jsonl \
        --out benchmarks/results/eval/streams_heldout_sessions.jsonl

Each note becomes one user turn said by the stream's subject (turn id = the note's source, so
the questions' gold sources still name it), grouped into one session per day. Management-only
mode stores the notes as written; the full pipeline sends the same words through extraction
first, so the two modes differ only by what extraction does to them.
"""

from __future__ import annotations

import argparse
import json
from itertools import groupby
from pathlib import Path


def as_sessions(episode: dict) -> dict:
    # "Maya Ferreira" -> "Maya"; "Saltmarsh Roasters Ltd and its owner Fiona Drummond" -> "Fiona".
    words = (episode.get("subject") or "user").split()
    speaker = words[-2] if len(words) >= 2 else words[0]
    sessions = []
    for day, notes in groupby(episode["observations"], key=lambda o: o["time"][:10]):
        turns = [{"id": o["source"], "speaker": speaker, "text": o["text"]} for o in notes]
        sessions.append({"id": f"S{len(sessions) + 1}", "time": f"{day}T12:00:00", "turns": turns})
    out = {k: v for k, v in episode.items() if k != "observations"}
    out["sessions"] = sessions
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("episodes", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    lines = [json.loads(line) for line in args.episodes.read_text().splitlines() if line.strip()]
    args.out.write_text("".join(json.dumps(as_sessions(e), ensure_ascii=False) + "\n" for e in lines))
    print(f"{len(lines)} episodes -> {args.out}")


if __name__ == "__main__":
    main()
