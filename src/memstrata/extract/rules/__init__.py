"""Offline rule-based extraction: the default for ``Memory.add(messages)`` with no LLM."""

from memstrata.extract.rules.extractor import RulesExtractor, RulesReport

__all__ = ["RulesExtractor", "RulesReport"]
