"""Uni-Mem: a model manages the memory itself through tools, one event at a time."""
