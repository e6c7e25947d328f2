"""Model backends: embedders, LLMs and the token counter, each behind a small protocol."""
