"""``Memory.export`` to a file and ``Memory.import_``'s checks, apart from the facade: the file is
written as the store is read (a ``.partial`` file renamed when complete), and an import is
parsed, checked by the policy and applied all or nothing."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstrata.api.exported import ExportedFile
from memstrata.errors import ImportFormatError, InvalidInputError
from memstrata.manage.base import Manager
from memstrata.store.transfer import Lines, parse_export
from memstrata.store.transfer_apply import ImportResult
from memstrata.types import Scope

if TYPE_CHECKING:
    from memstrata.api.memory import Memory


def write_export(lines: Iterator[dict[str, Any]], path: str | Path) -> ExportedFile:
    """The lines written to ``path`` as they come; nothing is left there unless all were."""
    tmp, count = Path(str(path) + ".partial"), 0
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            for line in lines:
                f.write(json.dumps(line, ensure_ascii=False) + "\n")
                count += 1
        tmp.replace(path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise InvalidInputError(f"path: cannot write the export to {path}: {exc.strerror or exc}",
                                field="path") from None
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise
    return ExportedFile(Path(path), count)


def import_into(memory: "Memory", source: Lines | ExportedFile, scope: Scope, rescope: bool) -> ImportResult:
    if not isinstance(rescope, bool):
        raise InvalidInputError(f"rescope must be True or False, got {rescope!r}")
    if isinstance(source, ExportedFile):  # what export(path) returned: read from its file
        source = source.path
    parsed = parse_export(source, scope=scope, dim=memory.store.dim, embedder=memory._embedder_signature(),
                          rescope=rescope)
    try:
        # Only a policy with checks of its own reads each record again (a file's lines are
        # read from the file each time: transfer.FileLine).
        policy_checks = type(memory.manager).check_import is not Manager.check_import
        for line in parsed.lines.get("record", []) if policy_checks else []:
            reason = memory.manager.check_import(line.data["record"])
            if reason:
                raise ImportFormatError(line.no, reason)
        return memory.store.import_lines(parsed, policy=memory.manager.name)
    finally:
        parsed.close()  # a file's lines are read from it until here
