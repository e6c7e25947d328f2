"""Retrieval: ranking records for a query and packing them into a token budget."""

from memstrata.retrieve.packing import pack_context
from memstrata.retrieve.ranking import SEARCH_MODES, rank

__all__ = ["SEARCH_MODES", "pack_context", "rank"]
