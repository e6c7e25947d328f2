"""EMIR2: a state-evolving memory graph and intent-guided multi-round retrieval (``emir2.txt``)."""
