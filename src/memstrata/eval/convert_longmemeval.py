"""LongMemEval (raw format) -> episode files, sessions mode.

Each question is its own episode (its haystack is its own history). Turn ids are
``<session_id>:<index>``; gold sources are the turns marked ``has_answer``, or, where a
question marks none, every turn of its ``answer_session_ids``. The question type is the
category; ``_abs`` questions are marked ``abstention: true`` (the right answer is that the
history does not say).
"""

from __future__ import annotations

import ast
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

from memstrata.errors import InvalidInputError
from memstrata.eval.episodes import Episode
from memstrata.jsonl import read_json_file
from memstrata.timeutil import format_time


def parse_lme_date(value: str) -> str:
    """'2023/05/30 (Tue) 23:40' -> '2023-05-30T23:40:00'."""
    text = value.strip()
    for fmt in ("%Y/%m/%d (%a) %H:%M", "%Y/%m/%d %H:%M", "%Y/%m/%d"):
        try:
            return format_time(datetime.strptime(text, fmt))
        except ValueError:
            continue
    raise InvalidInputError(f"cannot parse LongMemEval date {value!r}")


def _listish(value: Any) -> list:
    # Some copies store list fields as their Python repr; accept both.
    return ast.literal_eval(value) if isinstance(value, str) else list(value)


def convert_question(item: dict[str, Any], report: Counter) -> Episode:
    session_ids = _listish(item["haystack_session_ids"])
    dates = _listish(item["haystack_dates"])
    haystack = _listish(item["haystack_sessions"])
    answer_sessions = set(_listish(item.get("answer_session_ids", [])))
    sessions, marked, fallback = [], [], []
    for sid, date, turns in sorted(zip(session_ids, dates, haystack), key=lambda x: parse_lme_date(x[1])):
        episode_turns = []
        for i, turn in enumerate(turns):
            tid = f"{sid}:{i}"
            episode_turns.append({"id": tid, "speaker": turn.get("role"), "text": turn.get("content", "")})
            if turn.get("has_answer"):
                marked.append(tid)
            if sid in answer_sessions:
                fallback.append(tid)
        sessions.append({"id": sid, "time": parse_lme_date(date), "turns": [t for t in episode_turns if t["text"]]})
    if not marked:
        report["questions_gold_from_answer_sessions"] += 1
    qid = item["question_id"]
    abstention = qid.endswith("_abs")
    report["abstention_questions"] += int(abstention)
    question = {"id": qid, "question": item["question"], "answer": item.get("answer"),
                "time": parse_lme_date(item["question_date"]), "category": item["question_type"],
                "gold_sources": marked or fallback, "confounder_sources": [], "abstention": abstention}
    return Episode.model_validate({"id": qid, "sessions": sessions, "questions": [question]})


def convert_longmemeval(path: str | Path, mode: str = "sessions") -> tuple[list[Episode], dict[str, int]]:
    if mode != "sessions":
        raise InvalidInputError("LongMemEval has raw sessions only: use --mode sessions")
    data = read_json_file(path, "LongMemEval file")
    report: Counter = Counter()
    episodes = [convert_question(item, report) for item in data]
    report["episodes"] = report["questions"] = len(episodes)
    return episodes, dict(report)
