#!/usr/bin/env bash
# ROAM side by side with append, its ablations and the offline EverMemOS-style baseline
# (similarity groups merged by concatenation), offline backends (heuristic-lexical
# relations, deterministic fusion), through the evaluation harness. The LLM-driven
# baselines (mem0, evermemos with LLM merges) are in run_eval_llm_policies.sh. Needs the episode files
# written by run_eval_baselines.sh. Results: benchmarks/results/eval/roam_*/.
set -euo pipefail
cd "$(dirname "$0")/.."
# Packing: ROAM's (appendix F.2: the first unit that does not fit is cut to the tokens left,
# and packing stops), the one the paper's figures use, since these runs are compared with them.
# The library's default packs whole statements (`--packing whole`).
PACKING=(--packing truncate)
OUT=benchmarks/results/eval
# ROAM_RELATIONS=heuristic reruns everything with the heuristic-lexical backend into *_heuristic
# folders (the figures from before the trained model shipped); default: the shipped model.
SUFFIX="" ; REL=(--policy-option relation_backend=model)
if [ "${ROAM_RELATIONS:-}" = heuristic ]; then SUFFIX=_heuristic; REL=(--policy-option relation_backend=heuristic); fi
WALL="$OUT/roam_wall_times$SUFFIX.txt"
timed() { local name=$1; shift; local t0=$SECONDS; "$@"; echo "$name: $((SECONDS - t0)) s" | tee -a "$WALL"; }
: > "$WALL"
POLICIES=(--policy append --policy roam --policy roam-con --policy roam-con-eqv --policy roam-nofusion
          --policy evermemos --policy-option evermemos:merge=concat "${REL[@]}")

# LoCoMo observations, all 10 conversations. roam alone first so its ingest time is cold
# (the embedder cache is shared by the policies of one run).
rm -rf "$OUT/roam_locomo_obs_cold$SUFFIX" "$OUT/roam_locomo_obs$SUFFIX"
timed roam_locomo_obs_cold memstrata eval retrieval "${PACKING[@]}" "$OUT/locomo_observations.jsonl" --policy roam \
    --mode observations --budget 256 "${REL[@]}" --out "$OUT/roam_locomo_obs_cold$SUFFIX"
timed roam_locomo_obs memstrata eval retrieval "${PACKING[@]}" "$OUT/locomo_observations.jsonl" "${POLICIES[@]}" \
    --mode observations --budget 128 --budget 256 --budget 512 --out "$OUT/roam_locomo_obs$SUFFIX"

# Knowledge-update suite, type II confounders (built by run_eval_baselines.sh).
rm -rf "$OUT/roam_ku_sweep$SUFFIX"
timed roam_ku_sweep memstrata eval sweep "${PACKING[@]}" "$OUT/ku_interference" "${POLICIES[@]}" \
    --budget 64 --budget 128 --out "$OUT/roam_ku_sweep$SUFFIX"

# LoCoMo type I interference on the first conversation (conv-26, 152 questions with gold):
# one episode per question replays the whole conversation, which is too slow for every
# policy on all 1,675 questions on 2 cores.
rm -rf "$OUT/roam_locomo26_interference" "$OUT/roam_locomo26_sweep$SUFFIX"
head -1 "$OUT/locomo_observations.jsonl" > "$OUT/locomo_observations_conv26.jsonl"
timed roam_locomo26_interference memstrata eval interference "$OUT/locomo_observations_conv26.jsonl" \
    --out "$OUT/roam_locomo26_interference"
timed roam_locomo26_sweep memstrata eval sweep "${PACKING[@]}" "$OUT/roam_locomo26_interference" --policy append --policy roam \
    --policy roam-nofusion --policy evermemos --policy-option evermemos:merge=concat "${REL[@]}" --budget 128 --budget 256 --out "$OUT/roam_locomo26_sweep$SUFFIX"
