"""Assembling a split GGUF from part packages, on small parts made here."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import pytest

from memstrata.errors import ModelNotAvailableError, UnknownNameError
from memstrata.models.llm import gguf


@pytest.fixture
def fake_parts(tmp_path, monkeypatch):
    chunks = [b"GGUF" + b"a" * 100, b"b" * 100, b"c" * 37]
    for i, chunk in enumerate(chunks, start=1):
        pkg = tmp_path / "site" / f"fakepart{i}"
        (pkg / "data").mkdir(parents=True)
        (pkg / "data" / "part.bin").write_bytes(chunk)
        (pkg / "__init__.py").write_text(
            "import os\ndef get_part_path():\n    return os.path.join(os.path.dirname(__file__), 'data', 'part.bin')\n")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    monkeypatch.setenv("MEMSTRATA_CACHE", str(tmp_path / "cache"))
    whole = b"".join(chunks)
    spec = gguf.SplitGGUF("tiny.gguf", "fakepart", "fake-part", 3, hashlib.sha256(whole).hexdigest())
    monkeypatch.setitem(gguf.KNOWN_MODELS, "tiny", spec)
    yield whole, spec
    for i in range(1, 4):
        sys.modules.pop(f"fakepart{i}", None)


def test_parts_are_concatenated_in_order_and_verified(fake_parts):
    whole, _ = fake_parts
    path = gguf.resolve_gguf("tiny")
    assert Path(path).read_bytes() == whole
    assert gguf.resolve_gguf("tiny") == path  # cached


def test_hash_mismatch_leaves_no_file(fake_parts, monkeypatch, tmp_path):
    _, spec = fake_parts
    monkeypatch.setitem(gguf.KNOWN_MODELS, "tiny", gguf.SplitGGUF(spec.filename, spec.package_prefix,
                                                                   spec.pip_prefix, 3, "0" * 64))
    with pytest.raises(ModelNotAvailableError, match="expected 0000"):
        gguf.resolve_gguf("tiny")
    assert not list((tmp_path / "cache").rglob("*.gguf"))


def test_missing_part_and_unknown_name():
    with pytest.raises(UnknownNameError, match="qwen2.5-coder-0.5b"):
        gguf.resolve_gguf("llama-70b")
    with pytest.raises(ModelNotAvailableError, match="not found"):
        gguf.resolve_gguf("/no/such/model.gguf")
