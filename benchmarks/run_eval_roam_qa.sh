#!/usr/bin/env bash
# QA on the seeded 100-question LoCoMo subset (the one `make eval-qa` uses) for append, roam and
# roam-nofusion, same local answer and judge model, budget 256. A question whose context is
# identical to one already answered (same question, same text) reuses that answer: greedy
# decoding gives the same reply, so only the contexts ROAM changed cost model time.
# Needs `make local-models` and `make eval-qa` (the append run) first. ROAM is pinned to the
# heuristic-lexical relations the recorded figures were measured with.
set -euo pipefail
# Packing: ROAM's (appendix F.2: the first unit that does not fit is cut to the tokens left,
# and packing stops), the one the paper's figures use, since these runs are compared with them.
# The library's default packs whole statements (`--packing whole`).
PACKING=(--packing truncate)
R=benchmarks/results/eval
QA=(--budget 256 --limit 100 --seed 0 --concurrency 1 --answer-model ${MODEL:-qwen2.5-coder-1.5b})
# Rerunning the append run asks no model; it adds context hashes to rows cached before they existed.
memstrata eval qa "${PACKING[@]}" $R/locomo_observations.jsonl --policy append "${QA[@]}" --out $R/locomo_qa_append_256
memstrata eval qa "${PACKING[@]}" $R/locomo_observations.jsonl --policy roam "${QA[@]}" --policy-option relation_backend=heuristic \
  --reuse-answers $R/locomo_qa_append_256 --out $R/locomo_qa_roam_256
memstrata eval qa "${PACKING[@]}" $R/locomo_observations.jsonl --policy roam-nofusion "${QA[@]}" --policy-option relation_backend=heuristic \
  --reuse-answers $R/locomo_qa_append_256 --reuse-answers $R/locomo_qa_roam_256 --out $R/locomo_qa_roam-nofusion_256
