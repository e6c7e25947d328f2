#!/usr/bin/env bash
# LLM-driven management (mem0, evermemos, roam with LLM relations and fusion) side by side on
# a fixed LoCoMo subset that fits a CPU: conv-30, sessions 1-10. The offline policies run on
# the same subset for reference (an offline-roam vs mem0 comparison is not a same-LLM one); the
# offline roam is pinned to the heuristic-lexical relations its recorded figures were measured with.
# Needs `make local-models` and `make eval-baselines` (for the episode file). ~45 min on 2 cores.
set -euo pipefail
# Packing: ROAM's (appendix F.2: the first unit that does not fit is cut to the tokens left,
# and packing stops), the one the paper's figures use, since these runs are compared with them.
# The library's default packs whole statements (`--packing whole`).
PACKING=(--packing truncate)
R=benchmarks/results/eval
SUBSET=$R/locomo_conv30_s10.jsonl
MODEL=${MODEL:-qwen2.5-coder-1.5b}
python benchmarks/locomo_subset.py $R/locomo_observations.jsonl --conversation conv-30 --max-session 10 --out $SUBSET
B="--budget 128 --budget 256 --budget 512"
memstrata eval retrieval "${PACKING[@]}" $SUBSET --policy append --policy roam --policy evermemos $B \
  --policy-option evermemos:merge=concat --policy-option roam:relation_backend=heuristic --out $R/offline_conv30_s10
MEMSTRATA_LLM_PROVIDER=llama_cpp MEMSTRATA_LLM_MODEL=$MODEL \
  memstrata eval retrieval "${PACKING[@]}" $SUBSET --policy mem0 --policy evermemos --policy roam $B \
  --policy-option roam:relation_backend=llm --out $R/llm_conv30_s10

# Knowledge-update suite (type II), the first 6 questions at every N, LLM-driven policies
# next to the offline ones on the same subset (~35 min).
KU=$R/ku_interference_first6
mkdir -p $KU
for f in $R/ku_interference/n*.jsonl; do head -6 "$f" > "$KU/$(basename "$f")"; done
memstrata eval sweep "${PACKING[@]}" $KU --policy append --policy roam --policy evermemos --policy-option evermemos:merge=concat \
  --policy-option roam:relation_backend=heuristic --budget 64 --budget 128 --out $R/offline_ku_first6
MEMSTRATA_LLM_PROVIDER=llama_cpp MEMSTRATA_LLM_MODEL=$MODEL \
  memstrata eval sweep "${PACKING[@]}" $KU --policy mem0 --policy evermemos --budget 64 --budget 128 --out $R/llm_ku_first6
