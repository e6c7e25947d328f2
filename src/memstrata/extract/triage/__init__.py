"""Sentence triage for the offline extractor: keep, drop or join each sentence (see model.py)."""
