"""Whether a store file can be used, and SQLite's errors as memstrata's.

Before SQLite opens a file, ``check_path`` says clearly what is wrong with the path (a
missing folder, a folder given as the file, a file or folder that cannot be written): SQLite
itself would create the file silently or fail later with "unable to open database file".
Afterwards every public method of the store runs under ``guard_sqlite_errors`` (see
``store.error_guard``), so no ``sqlite3`` exception reaches a caller: each becomes the memstrata error of its kind, naming
the file.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import AbstractContextManager
from pathlib import Path

from memstrata.errors import (
    ConflictError,
    ForeignStoreError,
    InvalidInputError,
    MemstrataError,
    ReadOnlyStoreError,
    StoreUnavailableError,
)
from memstrata.store.error_guard import guard_store_errors, translated_errors


def check_path(path: str, *, create_dirs: bool) -> str | bytes:
    """What to hand ``sqlite3.connect`` for ``path``, after checking that a store can be
    created or written there. A missing folder is created only when ``create_dirs``."""
    file = Path(path).expanduser()
    folder = file.parent
    if file.is_dir():
        raise InvalidInputError(f"path: {file} is a folder; give the path of a store file inside it", field="path")
    if not folder.exists():
        if not create_dirs:
            raise StoreUnavailableError(f"cannot create the store {file}: the folder {folder} does not exist "
                                        f"(create it first, or open with create_dirs=True)")
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailableError(f"cannot create the folder {folder} for the store {file}: "
                                        f"{exc.strerror or exc}") from None
    elif not folder.is_dir():
        raise StoreUnavailableError(f"cannot open the store {file}: {folder} is not a folder")
    if file.exists() and not os.access(file, os.R_OK):
        raise StoreUnavailableError(f"cannot open the store {file}: the file is not readable")
    if file.exists() and not os.access(file, os.W_OK):
        raise ReadOnlyStoreError(f"the store {file} is read-only (the file is not writable); memstrata opens "
                                 f"stores for writing")
    if not os.access(folder, os.W_OK | os.X_OK):
        what = "its folder" if file.exists() else "the folder"
        raise ReadOnlyStoreError(f"the store {file} cannot be written: {what} {folder} is not writable "
                                 f"(SQLite keeps its write-ahead log next to the file)")
    # A name that is not valid UTF-8 (a surrogate-escaped command-line argument) is still a
    # valid file name: pass its bytes.
    try:
        str(file).encode("utf-8")
        return str(file)
    except UnicodeEncodeError:
        return os.fsencode(file)


def translate(exc: BaseException, path: str) -> MemstrataError | None:
    """The memstrata error for an exception raised while using the store at ``path``, or
    None when it is not SQLite's (it propagates unchanged)."""
    if isinstance(exc, UnicodeEncodeError):  # a lone surrogate the edge checks did not see
        return InvalidInputError(f"a value holds a lone surrogate, which is not valid Unicode: {exc.reason}")
    if not isinstance(exc, sqlite3.Error):
        return None
    if "no transaction is active" in str(exc) and isinstance(exc.__context__, sqlite3.Error):
        # SQLite already rolled back on the error (a full disk, an interrupt): the failed
        # ROLLBACK after it says nothing; the error that caused it does.
        return translate(exc.__context__, path)
    message = str(exc)
    lower = message.lower()
    if isinstance(exc, sqlite3.IntegrityError):
        return ConflictError(f"{path}: the write conflicts with what is stored ({message}); nothing was written")
    if "readonly" in lower or "read-only" in lower:
        return ReadOnlyStoreError(f"the store {path} is read-only ({message})")
    if "locked" in lower or "busy" in lower:
        return StoreUnavailableError(f"the store {path} stayed locked by another connection past the retry "
                                     f"limit ({message}); try again later")
    if "is full" in lower:
        return StoreUnavailableError(f"the store {path} cannot grow: {message}; nothing was written")
    if "not a database" in lower:
        return ForeignStoreError(f"{path} is not a memstrata store: {message}")
    if "closed database" in lower:
        return StoreUnavailableError(f"the store {path} is closed")
    if "malformed" in lower or "corrupt" in lower:
        return StoreUnavailableError(f"the store {path} is damaged ({message}); restore it from an export or backup")
    return StoreUnavailableError(f"the store {path} failed: {message}")


def sqlite_errors(path: str) -> AbstractContextManager[None]:
    return translated_errors(translate, path)


guard_sqlite_errors = guard_store_errors(translate)
