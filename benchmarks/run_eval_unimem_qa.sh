#!/usr/bin/env bash
# QA (J with the local judge, F1, EM) on the conv-30 subset at budget 256: Uni-Mem's agent at
# k = 8, 3, 1 (the agent's calls replayed from run_eval_unimem.sh's cache) and append, with the
# same local answer and judge model. A question whose context is identical to one already
# answered reuses that answer (greedy decoding gives the same reply). mem0 and roam are not
# re-run here: their LLM construction was not cached (about 2 h of the 1.5B model on 2 cores).
set -euo pipefail
R=benchmarks/results/eval
SUBSET=$R/locomo_conv30_s10.jsonl
MODEL=${MODEL:-qwen2.5-coder-1.5b}
OUT=$R/unimem_conv30_s10
QA=(--budget 256 --limit 0 --seed 0 --concurrency 1 --answer-model $MODEL --packing truncate)
memstrata eval qa $SUBSET --policy append "${QA[@]}" --out $OUT/qa_append
REUSE=(--reuse-answers $OUT/qa_append)
for K in 8 3 1; do
  MEMSTRATA_LLM_PROVIDER=llama_cpp MEMSTRATA_LLM_MODEL=$MODEL MEMSTRATA_LLM_CACHE=$OUT/calls.jsonl \
    memstrata eval qa $SUBSET --policy unimem --policy-option max_searches=$K --policy-option stable_ids=true \
    "${QA[@]}" "${REUSE[@]}" --out $OUT/qa_k$K
  REUSE+=(--reuse-answers $OUT/qa_k$K)
done
