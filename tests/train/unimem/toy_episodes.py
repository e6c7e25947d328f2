"""Small hand-written episodes for the training tests: a value that changes across sessions
(the second session's observation replaces the first's), a same-subject distractor, and
questions whose evidence is known."""

from __future__ import annotations

import json
from pathlib import Path


def episode(i: int, name: str, old: str, new: str, pet: str) -> dict:
    s1, s2 = f"E{i}S1", f"E{i}S2"
    return {
        "id": f"toy-{i}", "sessions": [
            {"id": s1, "time": "2024-01-10T10:00:00", "turns": [
                {"id": f"{s1}:1", "speaker": name, "text": f"I live in {old} now."},
                {"id": f"{s1}:2", "speaker": name, "text": f"My dog {pet} turned three."}]},
            {"id": s2, "time": "2024-06-02T10:00:00", "turns": [
                {"id": f"{s2}:1", "speaker": name, "text": f"Big news: I moved to {new} last week."}]}],
        "observations": [
            {"id": f"o{i}a", "text": f"{name} lives in {old}.", "time": "2024-01-10T10:00:00", "source": f"{s1}:1"},
            {"id": f"o{i}b", "text": f"{name} has a dog named {pet}.", "time": "2024-01-10T10:00:00",
             "source": f"{s1}:2"},
            {"id": f"o{i}c", "text": f"{name} lives in {new}.", "time": "2024-06-02T10:00:00", "source": f"{s2}:1",
             "replaces": f"o{i}a"}],
        "questions": [
            {"id": f"toy-{i}-q1", "question": f"Where does {name} live?", "answer": new,
             "gold_sources": [f"{s2}:1"]},
            {"id": f"toy-{i}-q2", "question": f"What is the name of {name}'s dog?", "answer": pet,
             "gold_sources": [f"{s1}:2"]}]}


ROWS = [("Sam", "Lisbon", "Porto", "Rex"), ("Ada", "Oslo", "Bergen", "Fido"), ("Bo", "Lyon", "Nice", "Max"),
        ("Cy", "Graz", "Linz", "Bolt")]


def write_toy(path: Path, n: int = 4) -> Path:
    path.write_text("\n".join(json.dumps(episode(i, *ROWS[i % len(ROWS)])) for i in range(n)) + "\n")
    return path
