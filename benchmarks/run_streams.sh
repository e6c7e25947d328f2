#!/usr/bin/env bash
# ROAM on the written streams (corpus/streams/, see its README): every candidate pair it judges,
# scored against the writers' annotations (false actions on should-be-IND pairs, unrelated notes
# acted on, CON precision and recall, the same-slot decision), then retrieval side by side with
# append and the offline EverMemOS-style baseline at 64/128/256/512 tokens.
#   heldout: the report split (two test writers; never used to fit, calibrate or select);
#   report: the first round's report streams, shown apart;
#   calibration: where the thresholds were chosen (not a result).
# Results: benchmarks/results/streams_pairs_*.json, benchmarks/results/eval/streams_*/.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=benchmarks/results/eval
PY=${PYTHON:-python}
MEMSTRATA=${MEMSTRATA:-memstrata}
POLICIES=(--policy append --policy roam --policy evermemos --policy-option evermemos:merge=concat)
mkdir -p "$OUT"
cat corpus/streams/heldout/t1.jsonl corpus/streams/heldout/t2.jsonl > "$OUT/streams_heldout_episodes.jsonl"
cat corpus/streams/calib/c1.jsonl corpus/streams/calibration.jsonl > "$OUT/streams_calibration_episodes.jsonl"
for split in heldout report calibration; do
    case $split in
        heldout|calibration) episodes="$OUT/streams_${split}_episodes.jsonl" ;;
        report) episodes=corpus/streams/report.jsonl ;;
    esac
    $PY benchmarks/roam_stream_pairs.py "$episodes" --slot --out streams_pairs_$split
    rm -rf "$OUT/streams_$split"
    $MEMSTRATA eval retrieval "$episodes" "${POLICIES[@]}" --mode observations \
        --budget 64 --budget 128 --budget 256 --budget 512 --out "$OUT/streams_$split"
done
# The heldout and first-round report streams pooled (516 questions): the side-by-side gate.
cat "$OUT/streams_heldout_episodes.jsonl" corpus/streams/report.jsonl > "$OUT/streams_pooled_episodes.jsonl"
rm -rf "$OUT/streams_pooled"
$MEMSTRATA eval retrieval "$OUT/streams_pooled_episodes.jsonl" "${POLICIES[@]}" --mode observations \
    --budget 64 --budget 128 --budget 256 --budget 512 --out "$OUT/streams_pooled"
