#!/usr/bin/env bash
# First numbers of the evaluation harness: converts LoCoMo and LongMemEval (../shared/data) and
# runs the retrieval diagnostics. Results: benchmarks/results/eval/<run>/{summary.json,report.md}.
# The episode files and details.jsonl hold benchmark text (LoCoMo: CC BY-NC 4.0) and stay
# out of the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
# Packing: ROAM's (appendix F.2: the first unit that does not fit is cut to the tokens left,
# and packing stops), the one the paper's figures use, since these runs are compared with them.
# The library's default packs whole statements (`--packing whole`).
PACKING=(--packing truncate)
DATA=../shared/data
OUT=benchmarks/results/eval
mkdir -p "$OUT"
timed() { local name=$1; shift; local t0=$SECONDS; "$@"; echo "$name: $((SECONDS - t0)) s" | tee -a "$OUT/wall_times.txt"; }
: > "$OUT/wall_times.txt"

memstrata eval convert locomo "$DATA/locomo/locomo10.json" --mode observations --out "$OUT/locomo_observations.jsonl"
memstrata eval convert locomo "$DATA/locomo/locomo10.json" --mode sessions --out "$OUT/locomo_sessions.jsonl"
memstrata eval convert longmemeval "$DATA/longmemeval/oracle_sample_97q.json" --mode sessions --out "$OUT/lme97_sessions.jsonl"

rm -rf "$OUT/locomo_obs_append" "$OUT/locomo_sessions_baselines" "$OUT/lme97_sessions_baselines"
timed locomo_obs_append memstrata eval retrieval "${PACKING[@]}" "$OUT/locomo_observations.jsonl" --policy append \
    --mode observations --budget 128 --budget 256 --budget 512 --out "$OUT/locomo_obs_append"
timed locomo_sessions_baselines memstrata eval retrieval "${PACKING[@]}" "$OUT/locomo_sessions.jsonl" --policy full-context \
    --policy rag-dense --policy rag-bm25 --policy rag-hybrid \
    --mode sessions --budget 128 --budget 256 --budget 512 --out "$OUT/locomo_sessions_baselines"
timed lme97_sessions_baselines memstrata eval retrieval "${PACKING[@]}" "$OUT/lme97_sessions.jsonl" --policy full-context \
    --policy rag-dense --policy rag-bm25 --policy rag-hybrid \
    --mode sessions --budget 128 --budget 256 --budget 512 --out "$OUT/lme97_sessions_baselines"

# Controlled interference (ROAM appendix F): our knowledge-update suite (type II) and LoCoMo
# observations (type I), offline generator, N in {0,2,4,6,8}.
rm -rf "$OUT/ku_interference" "$OUT/ku_sweep" "$OUT/locomo_interference" "$OUT/locomo_sweep"
timed ku_interference memstrata eval interference builtin:knowledge-update --out "$OUT/ku_interference"
timed ku_sweep memstrata eval sweep "${PACKING[@]}" "$OUT/ku_interference" --policy append --policy full-context \
    --budget 64 --budget 256 --out "$OUT/ku_sweep"
timed locomo_interference memstrata eval interference "$OUT/locomo_observations.jsonl" --out "$OUT/locomo_interference"
timed locomo_sweep memstrata eval sweep "${PACKING[@]}" "$OUT/locomo_interference" --policy append --budget 256 --out "$OUT/locomo_sweep"
