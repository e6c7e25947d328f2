#!/usr/bin/env bash
# Uni-Mem's agent (policy unimem) on the fixed LoCoMo subset the LLM-driven baselines used
# (conv-30, sessions 1-10, observations mode; benchmarks/run_eval_llm_policies.sh makes it), with
# the local Qwen model, every model call cached so the run resumes across sessions. Retrieval k
# = 8 once; k = 3 and k = 1 replay it from the cache (the prompts do not depend on k, so a run
# with a smaller k is the k = 8 trajectory cut at its k-th search). Record ids are stable
# (``stable_ids``), since they go back to the model: with random ones a cache misses after the
# first create. Packing as the baselines'.
set -euo pipefail
R=benchmarks/results/eval
SUBSET=$R/locomo_conv30_s10.jsonl
MODEL=${MODEL:-qwen2.5-coder-1.5b}
OUT=$R/unimem_conv30_s10
mkdir -p $OUT
[ -f $SUBSET ] || python benchmarks/locomo_subset.py $R/locomo_observations.jsonl --conversation conv-30 --max-session 10 --out $SUBSET
cp -n $R/../emir2_llm_conv30/LICENSE-LoCoMo.md $OUT/ 2>/dev/null || true
B="--budget 128 --budget 256 --budget 512"
for K in 8 3 1; do
  MEMSTRATA_LLM_PROVIDER=llama_cpp MEMSTRATA_LLM_MODEL=$MODEL MEMSTRATA_LLM_CACHE=$OUT/calls.jsonl \
    memstrata eval retrieval --packing truncate $SUBSET --policy unimem --policy-option max_searches=$K --policy-option stable_ids=true $B \
    --out $OUT/k$K
done
python benchmarks/unimem_events.py $OUT/k8/trajectories.jsonl $OUT/k3/trajectories.jsonl $OUT/k1/trajectories.jsonl \
  --out $OUT/events.json
