#!/usr/bin/env bash
# Search side by side (issue: "search must not bury the best answer"): one run, dense vs bm25
# vs hybrid, on LoCoMo observations (every observation a record, as the append policy stores
# them) and on the LongMemEval 97-question sample (every raw turn a record). Gold recall and
# answer-in-context at 128/256/512 tokens. Results: benchmarks/results/eval/search_*/.
set -euo pipefail
cd "$(dirname "$0")/.."
# Packing: ROAM's hard truncation (`--packing truncate`), as every recorded row of this
# comparison (the old ranking's included) was measured with it: like with like. The library's
# default packs whole statements (`--packing whole`).
PACKING=(--packing truncate)
DATA=../shared/data
OUT=benchmarks/results/eval
mkdir -p "$OUT"
memstrata eval convert locomo "$DATA/locomo/locomo10.json" --mode observations --out "$OUT/locomo_observations.jsonl"
memstrata eval convert longmemeval "$DATA/longmemeval/oracle_sample_97q.json" --mode sessions --out "$OUT/lme97_sessions.jsonl"
rm -rf "$OUT/search_locomo_obs" "$OUT/search_lme97_sessions"
memstrata eval retrieval "${PACKING[@]}" "$OUT/locomo_observations.jsonl" --policy rag-dense --policy rag-bm25 --policy rag-hybrid \
    --mode observations --budget 128 --budget 256 --budget 512 --out "$OUT/search_locomo_obs"
memstrata eval retrieval "${PACKING[@]}" "$OUT/lme97_sessions.jsonl" --policy rag-dense --policy rag-bm25 --policy rag-hybrid \
    --mode sessions --budget 128 --budget 256 --budget 512 --out "$OUT/search_lme97_sessions"
