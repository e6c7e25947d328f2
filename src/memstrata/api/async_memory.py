"""``AsyncMemory``: the same API as ``Memory`` for asyncio code.

Each call runs the sync implementation in a worker thread (SQLite, ONNX Runtime and
llama.cpp release the GIL for their heavy work), so there is one implementation to keep
correct instead of a sync and an async copy.
"""

from __future__ import annotations

import asyncio
import functools
from typing import Any

from memstrata.api.memory import Memory

_ASYNC_METHODS = ("add", "search", "context", "get", "get_all", "list_page", "history", "provenance", "update", "delete",
                  "unlink", "delete_all", "finish_erasure", "export", "import_", "erase_tenant", "set_names",
                  "get_names")


class AsyncMemory:
    def __init__(self, memory: Memory | None = None, **kwargs: Any):
        self.sync = memory or Memory(**kwargs)

    @classmethod
    def open(cls, path: str = "memstrata.db", **kwargs: Any) -> "AsyncMemory":
        return cls(Memory.open(path, **kwargs))

    def for_tenant(self, tenant: str) -> "AsyncMemory":
        """As ``Memory.for_tenant``: the same memory, bound to ``tenant``."""
        return AsyncMemory(self.sync.for_tenant(tenant))

    def __getattr__(self, name: str) -> Any:
        if name not in _ASYNC_METHODS:
            return getattr(self.sync, name)
        method = getattr(self.sync, name)

        @functools.wraps(method)
        async def call(*args: Any, **kwargs: Any) -> Any:
            return await asyncio.to_thread(method, *args, **kwargs)

        return call

    async def close(self) -> None:
        await asyncio.to_thread(self.sync.close)

    async def __aenter__(self) -> "AsyncMemory":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
