"""``mem0``: the Mem0-style direct-operation baseline (an LLM adds, rewrites, deletes or ignores)."""
