"""LoCoMo (locomo10.json, CC BY-NC 4.0) -> episode files.

- sessions mode: each session's turns with their dia_ids, at the session's date-time;
  shared images are kept as their caption ("[shares a photo: ...]").
- observations mode: the release's per-session extracted facts with their dia_id evidence,
  so a manager can be measured without an extractor (as ROAM does).
Categories follow the official code: 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop,
5 adversarial (the question presupposes something never said; ``adversarial_answer`` keeps
the tempting wrong answer, ``answer`` is "not mentioned").

The release is noisy; every repair or skip is counted in the returned report: several ids in
one evidence string ("D8:6; D9:17"), malformed ids ("D:11:26" is read as D11:26, "D" is
dropped), ids that resolve to no turn, questions without evidence, date keys of sessions the
conversation does not contain.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

from memstrata.errors import InvalidInputError
from memstrata.eval.episodes import Episode
from memstrata.jsonl import read_json_file
from memstrata.timeutil import normalize_time

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
ADVERSARIAL_ANSWER = "Not mentioned in the conversation"
_ID = re.compile(r"^D:?(\d+):(\d+)$")
_SESSION_KEY = re.compile(r"^session_(\d+)$")


def parse_ids(value: Any, report: Counter) -> list[str]:
    """dia_ids from an evidence value: a string with one or several ids, or a list of them."""
    if isinstance(value, list):
        return [i for v in value for i in parse_ids(v, report)]
    parts = [p for p in re.split(r"[;,\s]+", str(value)) if p]
    if len(parts) > 1:
        report["evidence_strings_with_several_ids"] += 1
    ids = []
    for part in parts:
        m = _ID.match(part)
        if m is None:
            report["malformed_ids_dropped"] += 1
            continue
        if part.startswith("D:"):
            report["malformed_ids_repaired"] += 1
        ids.append(f"D{m.group(1)}:{m.group(2)}")
    return ids


def _turn_text(turn: dict[str, Any]) -> str:
    text = turn.get("text", "")
    if turn.get("blip_caption"):
        text = f"{text} [shares a photo: {turn['blip_caption']}]".strip()
    return text


def convert_conversation(item: dict[str, Any], mode: str, report: Counter) -> Episode:
    conv = item["conversation"]
    sessions = []
    for key in sorted((k for k in conv if _SESSION_KEY.match(k)), key=lambda k: int(k.split("_")[1])):
        n = key.split("_")[1]
        stamp = conv.get(f"{key}_date_time")
        if stamp is None:
            report["sessions_without_date_skipped"] += 1
            continue
        turns = [{"id": t["dia_id"], "speaker": t.get("speaker"), "text": _turn_text(t)}
                 for t in conv[key] if _turn_text(t)]
        sessions.append({"id": f"S{n}", "time": normalize_time(stamp, f"{key}_date_time"), "turns": turns,
                         "_n": n})
    present = {s["_n"] for s in sessions}
    report["dates_without_session_skipped"] += sum(
        1 for k in conv if k.endswith("_date_time") and k[: -len("_date_time")].split("_")[1] not in present)
    turn_ids = {t["id"] for s in sessions for t in s["turns"]}
    session_time = {s["_n"]: s["time"] for s in sessions}

    episode: dict[str, Any] = {"id": item["sample_id"], "scope": item["sample_id"], "license": "CC BY-NC 4.0"}
    if mode == "sessions":
        episode["sessions"] = [{k: v for k, v in s.items() if k != "_n"} for s in sessions]
    else:
        observations = []
        for key, per_speaker in sorted(item.get("observation", {}).items(),
                                       key=lambda kv: int(kv[0].split("_")[1])):
            n = key.split("_")[1]
            if n not in session_time:
                report["observation_sessions_without_date_skipped"] += 1
                continue
            for speaker, facts in per_speaker.items():
                for text, evidence in facts:
                    ids = parse_ids(evidence, report)
                    obs = {"id": f"o{len(observations) + 1}", "text": text, "time": session_time[n],
                           "speaker": speaker}
                    if ids:
                        obs["source"] = ids[0]
                        if len(ids) > 1:
                            obs["sources"] = ids
                    else:
                        report["observations_without_source"] += 1
                    observations.append(obs)
        episode["observations"] = observations
    episode["questions"] = [_question(item["sample_id"], i, qa, turn_ids, report) for i, qa in enumerate(item["qa"])]
    return Episode.model_validate(episode)


def _question(sample_id: str, i: int, qa: dict[str, Any], turn_ids: set[str], report: Counter) -> dict[str, Any]:
    category = CATEGORIES.get(qa.get("category"), str(qa.get("category")))
    gold = []
    for dia_id in parse_ids(qa.get("evidence", []), report):
        if dia_id in turn_ids:
            gold.append(dia_id)
        else:
            report["evidence_ids_without_turn_skipped"] += 1
    if not qa.get("evidence"):
        report["questions_without_evidence"] += 1
    q: dict[str, Any] = {"id": f"{sample_id}-q{i + 1}", "question": qa["question"], "category": category,
                         "gold_sources": list(dict.fromkeys(gold)), "confounder_sources": []}
    if category == "adversarial":
        q["answer"] = qa.get("answer", ADVERSARIAL_ANSWER)
        q["adversarial_answer"] = qa.get("adversarial_answer")
    else:
        q["answer"] = qa.get("answer")
    return q


def convert_locomo(path: str | Path, mode: str) -> tuple[list[Episode], dict[str, int]]:
    if mode not in ("sessions", "observations"):
        raise InvalidInputError(f"mode must be 'sessions' or 'observations', got {mode!r}")
    data = read_json_file(path, "LoCoMo file")
    report: Counter = Counter()
    episodes = [convert_conversation(item, mode, report) for item in data]
    report["episodes"] = len(episodes)
    report["questions"] = sum(len(e.questions) for e in episodes)
    return episodes, dict(report)
