"""The README's Python code runs as written: every ```python block, in order, in one
namespace, in a fresh folder (offline: the shipped embedder, no LLM)."""

from __future__ import annotations

import contextlib
import os
import re

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.slow
BLOCK = re.compile(r"^```python\n(.*?)^```", re.M | re.S)


def readme_blocks() -> list[str]:
    return BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8"))


def test_the_readme_has_python_examples():
    assert readme_blocks()


def test_every_python_block_of_the_readme_runs_verbatim(tmp_path, capsys):
    namespace: dict = {"__name__": "readme"}
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        for n, block in enumerate(readme_blocks(), 1):
            try:
                exec(compile(block, f"README.md python block {n}", "exec"), namespace)
            except Exception as exc:  # name the block in the failure
                raise AssertionError(f"README python block {n} failed: {type(exc).__name__}: {exc}") from exc
    finally:
        os.chdir(cwd)
        for value in namespace.values():
            if hasattr(value, "close") and type(value).__name__ in ("Memory", "AsyncMemory"):
                with contextlib.suppress(Exception):
                    value.close()
