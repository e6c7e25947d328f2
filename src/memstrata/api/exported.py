"""What ``Memory.export(path)`` returns: the lines it wrote, read back from the file when they
are used, so an export of any size is written as it is read from the store and never held
whole. It reads like the list ``export()`` returns (iteration, ``len``, indexing, ``==``)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, overload


class ExportedFile(Sequence[dict[str, Any]]):
    """The lines of the export written to ``path`` (read from the file each time: an export
    written to the same path later is what it then shows)."""

    def __init__(self, path: Path, count: int):
        self.path, self._count = path, count

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[dict[str, Any]]:
        with open(self.path, encoding="utf-8") as f:
            for line in f:
                yield json.loads(line)

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, index: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._count))]
        at = index + self._count if index < 0 else index
        if not 0 <= at < self._count:
            raise IndexError(index)
        for i, line in enumerate(self):
            if i == at:
                return line
        raise IndexError(index)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, ExportedFile)):
            return len(other) == self._count and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to lists, which are unhashable

    def __repr__(self) -> str:
        return f"ExportedFile({str(self.path)!r}, {self._count} lines)"
