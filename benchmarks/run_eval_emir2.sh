#!/usr/bin/env bash
# EMIR2 offline (no LLM) on LoCoMo: sessions mode with rules extraction, all 10 conversations,
# next to append over the same rules observations and rag-hybrid over raw turns, with the
# single-round ablation; then observations mode (management only) and the rounds/cost diagnostics.
# Results: benchmarks/results/eval/emir2_locomo_{sessions,observations}/ and benchmarks/results/emir2_rounds.json.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${DATA:-../shared/data}
OUT=benchmarks/results/eval
mkdir -p "$OUT"
[ -f "$OUT/locomo_sessions.jsonl" ] || memstrata eval convert locomo "$DATA/locomo/locomo10.json" --mode sessions --out "$OUT/locomo_sessions.jsonl"
[ -f "$OUT/locomo_observations.jsonl" ] || memstrata eval convert locomo "$DATA/locomo/locomo10.json" --mode observations --out "$OUT/locomo_observations.jsonl"
rm -rf "$OUT/emir2_locomo_sessions" "$OUT/emir2_locomo_observations"
memstrata eval retrieval "$OUT/locomo_sessions.jsonl" --policy emir2 --policy emir2-single-round --policy emir2-no-states \
    --policy emir2-no-cross --policy append --extraction rules --policy rag-hybrid --mode sessions --budget 256 --budget 512 \
    --out "$OUT/emir2_locomo_sessions"
memstrata eval retrieval "$OUT/locomo_observations.jsonl" --policy emir2 --policy append --mode observations \
    --budget 256 --out "$OUT/emir2_locomo_observations"
[ -f "$OUT/lme97_sessions.jsonl" ] || memstrata eval convert longmemeval "$DATA/longmemeval/oracle_sample_97q.json" --mode sessions --out "$OUT/lme97_sessions.jsonl"
rm -rf "$OUT/emir2_lme97_sessions"
memstrata eval retrieval "$OUT/lme97_sessions.jsonl" --policy emir2 --policy append --extraction rules --mode sessions \
    --budget 256 --budget 512 --out "$OUT/emir2_lme97_sessions"
python benchmarks/emir2_rounds.py "$OUT/locomo_sessions.jsonl" --policy emir2 --limit 1 --out benchmarks/results/emir2_rounds.json
# Conflicts: the knowledge-update suite (type II, N = 0..8) with emir2 next to roam and append.
memstrata eval interference builtin:knowledge-update --out "$OUT/emir2_ku_suite" > /dev/null
rm -rf "$OUT/emir2_ku_sweep"
memstrata eval sweep "$OUT/emir2_ku_suite" --policy emir2 --policy roam --policy append --budget 64 --budget 256 \
    --out "$OUT/emir2_ku_sweep"
