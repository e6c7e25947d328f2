"""The rules extractor over whole benchmark sessions: a seeded sample for hand review, and
counts of what every rule did.

    python benchmarks/extraction_sample.py --locomo LOCOMO_SESSIONS.jsonl --lme LME_SESSIONS.jsonl

(episode files in sessions mode, from `memstrata eval convert ... --mode sessions`, as
benchmarks/run_eval_baselines.sh makes them). Writes, under benchmarks/results/extraction/:

- ``sample.jsonl``: 100 LoCoMo and 50 LongMemEval observations drawn with ``--seed``, each with
  its session time, the session's speakers, the turn it came from and what the rules wrote.
  It holds benchmark text (LoCoMo: CC BY-NC 4.0), so it stays out of the repository.
- ``drops.json``: per suite, sentences dropped by reason, blocks kept verbatim by reason,
  observations written by form, turns that gave no observation. Counts only.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from pathlib import Path

from memstrata.extract.rules import RulesExtractor

OUT = Path(__file__).parent / "results" / "extraction"


def extract_suite(path: Path) -> tuple[list[dict], dict]:
    """Every observation of every session (with what a reviewer needs), and the counts."""
    extractor = RulesExtractor()
    rows: list[dict] = []
    dropped, flagged, written = Counter(), Counter(), Counter()
    turns_total = turns_silent = sessions = 0
    with open(path, encoding="utf-8") as f:
        episodes = [json.loads(line) for line in f if line.strip()]
    for episode in episodes:
        for session in episode.get("sessions", []):
            sessions += 1
            turns = [dict(t, time=session["time"]) for t in session["turns"] if t["text"].strip()]
            report = extractor.extract_with_report(turns, session["time"])
            dropped.update(report.dropped)
            flagged.update(report.flagged)
            written.update(report.written)
            by_turn = {t["id"]: t for t in turns}
            speakers = sorted({t.get("speaker") or "" for t in turns})
            covered = {o.sources[0] for o in report.observations}
            turns_total += len(turns)
            turns_silent += sum(1 for t in turns if t["id"] not in covered)
            for obs in report.observations:
                turn = by_turn[obs.sources[0]]
                rows.append({"episode": episode["id"], "session": session["id"], "session_time": session["time"],
                             "speakers": speakers, "turn_id": turn["id"], "speaker": turn.get("speaker"),
                             "turn": turn["text"], "observation": obs.text, "kind": obs.kind,
                             "valid_at": obs.valid_at, "rule": obs.attrs.get("rule"),
                             "unparsed_reason": obs.attrs.get("unparsed_reason")})
    counts = {"episodes": len(episodes), "sessions": sessions, "turns": turns_total,
              "turns_without_observation": turns_silent, "observations": len(rows),
              "sentences_dropped": dict(dropped.most_common()), "blocks_kept_verbatim": dict(flagged.most_common()),
              "observations_by_form": dict(written.most_common())}
    return rows, counts


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--locomo", type=Path, required=True, help="LoCoMo episodes, sessions mode")
    p.add_argument("--lme", type=Path, required=True, help="LongMemEval episodes, sessions mode")
    p.add_argument("--n-locomo", type=int, default=100)
    p.add_argument("--n-lme", type=int, default=50)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", type=Path, default=OUT)
    a = p.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(a.seed)
    sample, report = [], {"extractor": "rules", "seed": a.seed, "date": time.strftime("%Y-%m-%d"), "suites": {}}
    for suite, path, n in (("locomo", a.locomo, a.n_locomo), ("longmemeval", a.lme, a.n_lme)):
        start = time.perf_counter()
        rows, counts = extract_suite(path)
        counts["seconds"] = round(time.perf_counter() - start, 2)
        report["suites"][suite] = {"episodes_file": path.name, **counts}
        sample += [{"suite": suite, **row} for row in rng.sample(rows, min(n, len(rows)))]
    with open(a.out / "sample.jsonl", "w", encoding="utf-8") as f:
        for i, row in enumerate(sample, start=1):
            f.write(json.dumps({"n": i, **row}, ensure_ascii=False) + "\n")
    (a.out / "drops.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    for suite, counts in report["suites"].items():
        print(f"{suite}: {counts['turns']} turns -> {counts['observations']} observations "
              f"({counts['turns_without_observation']} turns gave none) in {counts['seconds']} s")
    print(f"wrote {a.out / 'sample.jsonl'} ({len(sample)} rows) and {a.out / 'drops.json'}")


if __name__ == "__main__":
    main()
