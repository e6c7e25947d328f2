"""Storage backends behind one interface (``Store``)."""

from memstrata.store.base import Store, StoreTransaction
from memstrata.store.sqlite_store import SQLiteStore

__all__ = ["Store", "StoreTransaction", "SQLiteStore"]
