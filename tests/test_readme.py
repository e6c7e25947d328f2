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


def test_the_first_example_finds_where_sam_lives_first(tmp_path, capsys):
    """The README's first block: "Where does Sam live?" ranks the Porto memory first, although
    it does not name Sam and the others do (issue 28: the user has a name)."""
    cwd = os.getcwd()
    os.chdir(tmp_path)
    namespace: dict = {"__name__": "readme"}
    try:
        exec(compile(readme_blocks()[0], "README.md python block 1", "exec"), namespace)
    finally:
        os.chdir(cwd)
        with contextlib.suppress(Exception):
            namespace["m"].close()
    printed = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert "Porto" in printed[0], printed
