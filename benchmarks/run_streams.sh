#!/usr/bin/env bash
# ROAM on the written streams (corpus/streams/): every candidate pair it judges, scored against
# the writers' annotations (false actions on should-be-IND pairs), then retrieval side by side
# with append and the offline EverMemOS-style baseline at 64/128/256/512 tokens. The report
# streams are the figures; the calibration streams are what the checks and thresholds were
# looked at on. Results: benchmarks/results/streams_pairs_*.json, benchmarks/results/eval/streams_*/.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=benchmarks/results/eval
PY=${PYTHON:-python}
POLICIES=(--policy append --policy roam --policy evermemos --policy-option evermemos:merge=concat)
for split in report calibration; do
    $PY benchmarks/roam_stream_pairs.py corpus/streams/$split.jsonl --out streams_pairs_$split
    $PY benchmarks/roam_stream_pairs.py corpus/streams/$split.jsonl --out streams_pairs_${split}_nochecks --no-checks
    rm -rf "$OUT/streams_$split"
    memstrata eval retrieval corpus/streams/$split.jsonl "${POLICIES[@]}" --mode observations \
        --budget 64 --budget 128 --budget 256 --budget 512 --out "$OUT/streams_$split"
done
