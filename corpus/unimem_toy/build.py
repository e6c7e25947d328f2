"""Build the Uni-Mem toy tasks from a template file (SCHEMA.md) into episode files.

    python corpus/unimem_toy/build.py corpus/unimem_toy/train_templates.json --task choice --n 200 --seed 0 \
        --out benchmarks/results/unimem_toy/choice_train.jsonl

- ``choice`` (the pipeline check: a single decision): one session of three turns, one durable
  fact and two lines of small talk in random order; one question on the fact. The agent may
  write once per event (``max_writes 1``), so it must choose which line to keep. With
  ``--teacher random`` the observations are one line picked at random (the durable fact one
  time in three): SFT on them teaches the tool format but not the choice.
- ``memory`` (the toy memory task): three sessions. Session 1 states a changing value, an ending
  fact and a durable fact among small talk; session 2 a distractor about someone else and small
  talk; session 3 changes the value and ends the fact. Questions: the current value (the old
  one is a wrong answer), the durable fact, and the ended fact (any trace of it is wrong: the
  answer is that nothing is held). Observations are the gold memories, superseding ones
  marked with ``replaces`` / ``deletes``.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

DAY = ["2024-02-05T10:00:00", "2024-03-11T18:30:00", "2024-05-20T09:15:00"]


def _fill(text: str, name: str) -> str:
    return text.replace("{name}", name)


def choice_episode(t: dict, i: int, rng: random.Random, teacher: str) -> dict:
    name = rng.choice(t["names"])
    fact = rng.choice(t["durable"])
    lines = [fact["turn"], *rng.sample(t["chitchat"], 2)]
    rng.shuffle(lines)
    sid = f"c{i}"
    turns = [{"id": f"{sid}:{k + 1}", "speaker": name, "text": line} for k, line in enumerate(lines)]
    gold = next(tr for tr in turns if tr["text"] == fact["turn"])
    if teacher == "random":
        picked = rng.choice(turns)
        text = _fill(fact["memory"], name) if picked is gold else f"{name} said: {picked['text']}"
        observations = [{"id": f"o{i}", "text": text, "time": DAY[0], "source": picked["id"]}]
    else:
        observations = [{"id": f"o{i}", "text": _fill(fact["memory"], name), "time": DAY[0], "source": gold["id"]}]
    return {"id": f"choice-{i}", "sessions": [{"id": sid, "time": DAY[0], "turns": turns}],
            "observations": observations,
            "questions": [{"id": f"choice-{i}-q", "question": _fill(fact["question"], name), "answer": fact["answer"],
                           "gold_sources": [gold["id"]], "category": "single-hop"}]}


def memory_episode(t: dict, i: int, rng: random.Random) -> dict:
    name = rng.choice(t["names"])
    change, end, fact = rng.choice(t["changing"]), rng.choice(t["ending"]), rng.choice(t["durable"])
    other = rng.choice(t["distractor"])
    talk = rng.sample(t["chitchat"], 4)
    plan = [[("change1", change["first"]), ("end1", end["first"]), ("fact", fact["turn"]), ("talk", talk[0])],
            [("distractor", other["turn"]), ("talk", talk[1])],
            [("talk", talk[2]), ("change2", change["then"]), ("end2", end["then"]), ("talk", talk[3])]]
    sessions, where = [], {}
    for s, lines in enumerate(plan):
        rng.shuffle(lines)
        sid = f"m{i}s{s + 1}"
        turns = []
        for k, (role, text) in enumerate(lines):
            tid = f"{sid}:{k + 1}"
            where[role] = tid
            turns.append({"id": tid, "speaker": name, "text": text})
        sessions.append({"id": sid, "time": DAY[s], "turns": turns})
    obs = [
        {"id": f"o{i}a", "text": _fill(change["first_memory"], name), "time": DAY[0], "source": where["change1"]},
        {"id": f"o{i}b", "text": _fill(end["first_memory"], name), "time": DAY[0], "source": where["end1"]},
        {"id": f"o{i}c", "text": _fill(fact["memory"], name), "time": DAY[0], "source": where["fact"]},
        {"id": f"o{i}d", "text": _fill(change["then_memory"], name), "time": DAY[2], "source": where["change2"],
         "replaces": f"o{i}a"},
        {"id": f"o{i}e", "text": f"{name} no longer has it.", "time": DAY[2], "source": where["end2"],
         "deletes": f"o{i}b"}]
    obs.sort(key=lambda o: o["time"])
    questions = [
        {"id": f"memory-{i}-change", "question": _fill(change["question"], name), "answer": change["answer"],
         "wrong_answers": [change["old"]], "gold_sources": [where["change2"]], "category": "knowledge-update"},
        {"id": f"memory-{i}-fact", "question": _fill(fact["question"], name), "answer": fact["answer"],
         "gold_sources": [where["fact"]], "category": "single-hop"},
        # Nothing is held any more: the evidence is right when it shows no trace of the old fact.
        {"id": f"memory-{i}-ended", "question": _fill(end["question"], name), "answer": None,
         "wrong_answers": [end["old"]], "gold_sources": [where["end1"], where["end2"]], "category": "ended"}]
    return {"id": f"memory-{i}", "sessions": sessions, "observations": obs, "questions": questions}


def check_templates(t: dict) -> list[str]:
    """What breaks SCHEMA.md's rules (empty when the file is usable)."""
    problems = []
    for key, least in (("names", 10), ("chitchat", 10), ("durable", 5), ("changing", 5), ("ending", 3),
                       ("distractor", 3)):
        if len(t.get(key) or []) < least:
            problems.append(f"{key}: at least {least} entries")
    low = str.lower
    for n, d in enumerate(t.get("durable") or []):
        if low(d["answer"]) not in low(d["memory"]):
            problems.append(f"durable[{n}]: answer not in memory")
    for n, c in enumerate(t.get("changing") or []):
        if low(c["answer"]) not in low(c["then_memory"]) or low(c["old"]) not in low(c["first_memory"]):
            problems.append(f"changing[{n}]: answer not in then_memory, or old not in first_memory")
        if low(c["old"]) in low(c["then_memory"]) or low(c["old"]) in low(c["then"]):
            problems.append(f"changing[{n}]: old appears in then / then_memory")
    for n, e in enumerate(t.get("ending") or []):
        if low(e["old"]) not in low(e["first_memory"]):
            problems.append(f"ending[{n}]: old not in first_memory")
    for key in ("durable", "changing", "ending", "distractor"):
        for n, item in enumerate(t.get(key) or []):
            for field in ("turn", "first", "then"):
                if "{name}" in item.get(field, ""):
                    problems.append(f"{key}[{n}].{field}: no {{name}} in what the person says")
            for field in ("memory", "first_memory", "then_memory", "question"):
                if field in item and "{name}" not in item[field]:
                    problems.append(f"{key}[{n}].{field}: needs {{name}}")
    return problems


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("templates")
    ap.add_argument("--task", choices=["choice", "memory", "check"], required=True)
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--teacher", choices=["gold", "random"], default="gold", help="choice: what the observations hold")
    ap.add_argument("--out")
    a = ap.parse_args()
    t = json.loads(Path(a.templates).read_text(encoding="utf-8"))
    if a.task == "check":
        problems = check_templates(t)
        print("\n".join(problems) or "ok")
        raise SystemExit(1 if problems else 0)
    rng = random.Random(a.seed)
    rows = [choice_episode(t, i, rng, a.teacher) if a.task == "choice" else memory_episode(t, i, rng)
            for i in range(a.n)]
    out = Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} {a.task} episodes -> {out}")


if __name__ == "__main__":
    main()
