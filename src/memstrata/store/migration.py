"""Moving a store to another (``memstrata migrate --from memory.db --to postgresql://...`` and
back): one user at a time, each all or nothing, resumable, verified.

For each (tenant, user) of the source: the user's export (``Store.export_lines`` framed by
``transfer.frame_export``: counts and a SHA-256 over the lines) is compared with the
target's export of the same user. Equal: the user is already there and skipped (a rerun
after an interruption resumes where it stopped). Otherwise the lines are checked
(``transfer.parse_export``) and imported in one transaction (``Store.import_lines``: a
line the target already holds exactly is left alone; an id it uses for anything else aborts
that user's import, naming the line) under the user's write lock in the target, then the target's export is compared again: counts
and checksum must now be equal, or the migration stops naming the user. Memory is held for
one user at a time. The store-level settings travel first: the policy, the embedder (both
must match a target that already holds records) and the erasure key, so that a purge after
the move hashes a user as the source did; and the server's API keys (digests only; a key revoked on
either side stays revoked).
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from memstrata.errors import ConflictError, MemstrataError
from memstrata.store.base import Store
from memstrata.store.transfer import TRAILER, describe_scope, frame_export, parse_export
from memstrata.types import Scope

CARRIED_META = ("policy", "embedder", "erasure_hmac_key", "vector_text")  # what a store's own settings are


@dataclass
class MigrationReport:
    users: int = 0
    moved: list[Scope] = field(default_factory=list)
    skipped: list[Scope] = field(default_factory=list)  # already present with equal counts and checksum
    lines: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"users": self.users, "moved": len(self.moved), "skipped": len(self.skipped), "lines": self.lines}


def user_export(store: Store, scope: Scope, *, embedder: str, policy: str) -> list[dict[str, Any]]:
    """``scope``: one user of one tenant (no agent or run)."""
    return list(frame_export(store.export_lines(scope), embedder=embedder, dim=store.dim, policy=policy, scope=scope))


def _trailer(lines: list[dict[str, Any]]) -> dict[str, Any]:
    assert lines[-1]["type"] == TRAILER
    return lines[-1]


def carry_settings(source: Store, target: Store) -> tuple[str, str]:
    """The source's policy and embedder, set on the target (refused when the target already
    holds records under others); returns them."""
    if source.dim != target.dim:
        raise ConflictError(f"the source holds {source.dim}-d vectors and the target {target.dim}-d ones")
    meta = {key: source.get_meta(key) for key in CARRIED_META}
    policy, embedder = meta["policy"] or "append", meta["embedder"] or f"unknown:{source.dim}"
    if target.tenant_users():
        for key in ("policy", "embedder"):
            theirs = target.get_meta(key)
            if theirs is not None and meta[key] is not None and theirs != meta[key]:
                raise ConflictError(f"the target already holds memories with {key} {theirs!r}; the source's is "
                                    f"{meta[key]!r}: migrate into an empty store or one of the same {key}")
    for key, value in meta.items():
        if value is not None and target.get_meta(key) != value:
            target.set_meta(key, value)
    return policy, embedder


def migrate_store(source: Store, target: Store, *, progress: Callable[[int], Any] | None = None) -> MigrationReport:
    policy, embedder = carry_settings(source, target)
    target.put_key_rows(source.key_rows())  # the server's keys work against the new store too
    users = [Scope(user, tenant=tenant) for tenant, user in source.tenant_users()]
    report = MigrationReport(users=len(users))
    # A target holding nobody yet is filled in bulk (indexes built once at the end).
    with target.bulk_load() if not target.tenant_users() else contextlib.nullcontext():
        _move_users(source, target, users, report, policy=policy, embedder=embedder, progress=progress)
    return report


def _move_users(source: Store, target: Store, users: list[Scope], report: MigrationReport, *, policy: str,
                embedder: str, progress: Callable[[int], Any] | None) -> None:
    for scope in users:
        lines = user_export(source, scope, embedder=embedder, policy=policy)
        want = _trailer(lines)
        # The user's write lock in the target: a second migration (or a writer) of the same
        # user waits, then finds the user there and skips it.
        with target.scope_lock(scope):
            if _trailer(user_export(target, scope, embedder=embedder, policy=policy)) == want:
                report.skipped.append(scope)
            else:
                parsed = parse_export(lines, scope=scope, dim=target.dim, embedder=embedder)
                target.import_lines(parsed, policy=policy)
                got = _trailer(user_export(target, scope, embedder=embedder, policy=policy))
                if got != want:
                    raise MemstrataError(f"{describe_scope(scope)}: after the import the target holds {got['counts']} "
                                         f"(sha256 {got['sha256'][:12]}), the source {want['counts']} "
                                         f"(sha256 {want['sha256'][:12]}); the migration stopped there")
                report.moved.append(scope)
        report.lines += sum(want["counts"].values())
        if progress is not None:
            progress(1)


def progress_bar(total: int, label: str):
    """A tqdm bar on stderr, off when stderr is not a terminal."""
    from tqdm import tqdm

    return tqdm(total=total, desc=label, unit="user", file=sys.stderr, disable=not sys.stderr.isatty())
