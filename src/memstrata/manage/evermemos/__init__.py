"""``evermemos``: the EverMemOS-style baseline (semantic groups of short facts, each merged into one memory)."""
