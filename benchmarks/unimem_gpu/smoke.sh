#!/usr/bin/env bash
# One-GPU smoke run of `memstrata train unimem` (our own torch + peft loop, no trl, no verl):
# the choice toy with Qwen2.5-Coder-0.5B dequantized from its GGUF, SFT then 4 SD-GRPO updates
# on cuda in bfloat16, and the timings. Meant for a bare GPU image that has Python and a CUDA
# torch: it installs only what such an image lacks, from wheels carried in ./wheels (fill it on
# a machine with PyPI: pip download -d wheels transformers==5.24.0 peft==0.21.2 gguf==0.19.0
# accelerate tokenizers safetensors onnxruntime tokenizers bpe-openai snowballstemmer ...).
# Not run yet: no GPU machine was lent to the task that wrote it (see the README).
set -euo pipefail
cd "$(dirname "$0")/../.."
python -c "import torch; assert torch.cuda.is_available(), 'no CUDA device'; print(torch.__version__, torch.cuda.get_device_name())"
[ -d benchmarks/unimem_gpu/wheels ] && pip install -q --no-index --find-links benchmarks/unimem_gpu/wheels \
  "transformers==5.24.0" "peft==0.21.2" "gguf==0.19.0" accelerate
pip install -q --no-deps -e .
OUT=benchmarks/results/unimem_gpu/smoke
mkdir -p $OUT
python corpus/unimem_toy/build.py corpus/unimem_toy/train_templates.json --task choice --n 40 --teacher random --out $OUT/train.jsonl
python corpus/unimem_toy/build.py corpus/unimem_toy/heldout_templates.json --task choice --n 20 --seed 1000 --out $OUT/test.jsonl
cat > $OUT/config.json <<JSON
{"model": "${MODEL:-qwen2.5-coder-0.5b}", "episodes": "train.jsonl", "test_episodes": "test.jsonl", "output": "run",
 "split": [9, 1, 0], "updates": 4, "group_size": 8, "device": "cuda", "dtype": "bfloat16",
 "sft_settings": {"epochs": 1, "episodes": 20}, "eval_base": false,
 "agent": {"max_steps": 4, "max_searches": 1, "search_limit": 3, "max_tokens": 64, "max_writes": 1}}
JSON
time memstrata train unimem --config $OUT/config.json
