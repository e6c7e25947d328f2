#!/usr/bin/env bash
# The rules extractor (offline add(messages)) measured: a seeded sample for hand review and drop
# counts (benchmarks/results/extraction/), then retrieval with `append` over rules-extracted
# observations next to `rag-hybrid` over raw turns, on LoCoMo and LongMemEval (97 questions)
# sessions. Results: benchmarks/results/eval/{locomo,lme97}_sessions_rules/{summary.json,report.md}.
# Episode files, sample.jsonl and details.jsonl hold benchmark text and stay out of the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${DATA:-../shared/data}
OUT=benchmarks/results/eval
mkdir -p "$OUT"
timed() { local name=$1; shift; local t0=$SECONDS; "$@"; echo "$name: $((SECONDS - t0)) s" | tee -a "$OUT/wall_times_extraction.txt"; }
: > "$OUT/wall_times_extraction.txt"

memstrata eval convert locomo "$DATA/locomo/locomo10.json" --mode sessions --out "$OUT/locomo_sessions.jsonl"
memstrata eval convert longmemeval "$DATA/longmemeval/oracle_sample_97q.json" --mode sessions --out "$OUT/lme97_sessions.jsonl"

timed extraction_sample python benchmarks/extraction_sample.py --locomo "$OUT/locomo_sessions.jsonl" \
    --lme "$OUT/lme97_sessions.jsonl" --seed 0

# append and roam over rules observations against rag-hybrid over raw turns, with the library's
# whole-statement packing (the default) and ROAM's truncation (--packing truncate).
for suite in locomo lme97; do
  rm -rf "$OUT/${suite}_sessions_rules" "$OUT/${suite}_sessions_rules_truncate"
  timed "${suite}_sessions_rules" memstrata eval retrieval "$OUT/${suite}_sessions.jsonl" --policy append \
      --policy roam --extraction rules --policy rag-hybrid --mode sessions --budget 128 --budget 256 --budget 512 \
      --out "$OUT/${suite}_sessions_rules"
  timed "${suite}_sessions_rules_truncate" memstrata eval retrieval "$OUT/${suite}_sessions.jsonl" --policy append \
      --extraction rules --policy rag-hybrid --mode sessions --budget 128 --budget 256 --budget 512 \
      --packing truncate --out "$OUT/${suite}_sessions_rules_truncate"
done

# Issue 30's comparison: the full pipeline (append over rules extraction) against management
# only (append over the hand-written observations of the same suite), on LoCoMo and on the
# reported streams (their notes sent as one user turn each: benchmarks/streams_as_sessions.py).
B="--budget 64 --budget 128 --budget 256 --budget 512"
memstrata eval convert locomo "$DATA/locomo/locomo10.json" --mode observations --out "$OUT/locomo_observations.jsonl"
cat corpus/streams/heldout/t1.jsonl corpus/streams/heldout/t2.jsonl > "$OUT/streams_heldout_episodes.jsonl"
python benchmarks/streams_as_sessions.py "$OUT/streams_heldout_episodes.jsonl" --out "$OUT/streams_heldout_sessions.jsonl"
rm -rf "$OUT/locomo_sessions_rules" "$OUT/locomo_observations_append" "$OUT/streams_heldout_sessions_rules" \
    "$OUT/streams_heldout_observations_append"
timed locomo_sessions_rules memstrata eval retrieval "$OUT/locomo_sessions.jsonl" --policy append --extraction rules \
    --mode sessions $B --out "$OUT/locomo_sessions_rules"
timed locomo_observations_append memstrata eval retrieval "$OUT/locomo_observations.jsonl" --policy append \
    --mode observations $B --out "$OUT/locomo_observations_append"
timed streams_heldout_sessions_rules memstrata eval retrieval "$OUT/streams_heldout_sessions.jsonl" --policy append \
    --extraction rules --mode sessions $B --out "$OUT/streams_heldout_sessions_rules"
timed streams_heldout_observations_append memstrata eval retrieval "$OUT/streams_heldout_episodes.jsonl" \
    --policy append --mode observations $B --out "$OUT/streams_heldout_observations_append"
