"""API keys kept in the store itself: what a server key may reach, and the SQL both stores share.

A key reads ``msk_<prefix>_<secret>``. The prefix (12 hex characters) is the row's lookup key and
is shown in listings; the secret (32 random bytes) exists only in the key handed out once at
creation. The store keeps SHA-256 of the whole key: a slow password hash buys nothing for 256 bits
of randomness, and the comparison is constant-time. A key names its tenant, optionally one user
it is bound to, and its rights (``read``, ``write``, ``admin``); a revoked key keeps its row (who
had access, until when) but never matches again.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from memstrata.errors import InvalidInputError, NotFoundError
from memstrata.validate import check_identifier

RIGHTS = ("read", "write", "admin")
KEY_PREFIX = "msk_"
DEFAULT_TENANT = "default"

# One table in both stores (SQLite schema version 6, PostgreSQL version 3). ``rights`` is a
# comma-separated subset of RIGHTS in that order.
KEYS_DDL = """
    CREATE TABLE api_keys (
        prefix TEXT PRIMARY KEY, digest TEXT NOT NULL, tenant TEXT NOT NULL, user_id TEXT,
        rights TEXT NOT NULL, label TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL, revoked_at TEXT
    );
    CREATE INDEX api_keys_tenant ON api_keys(tenant, created_at);
"""
INSERT_SQL = ("INSERT INTO api_keys (prefix, digest, tenant, user_id, rights, label, created_at) "
              "VALUES (?, ?, ?, ?, ?, ?, ?)")
_COLUMNS = "prefix, tenant, user_id, rights, label, created_at, revoked_at"
BY_PREFIX_SQL = f"SELECT {_COLUMNS}, digest FROM api_keys WHERE prefix = ?"
# A presented key's row: always exactly one, the key's or (no such prefix) NULLs and the digest
# given, so that the store reads and returns the same whether or not the prefix exists (a miss
# would otherwise come back measurably sooner than a hit). Params: (digest if none, prefix).
LOOKUP_SQL = ("SELECT k.prefix, k.tenant, k.user_id, k.rights, k.label, k.created_at, k.revoked_at, "
              "COALESCE(k.digest, CAST(? AS TEXT)) FROM (SELECT CAST(? AS TEXT) AS p) AS q "
              "LEFT JOIN api_keys AS k ON k.prefix = q.p")
LIST_SQL = f"SELECT {_COLUMNS} FROM api_keys ORDER BY tenant, created_at, prefix"
LIST_TENANT_SQL = f"SELECT {_COLUMNS} FROM api_keys WHERE tenant = ? ORDER BY created_at, prefix"
DELETE_TENANT_SQL = "DELETE FROM api_keys WHERE tenant = ?"
REVOKE_SQL = "UPDATE api_keys SET revoked_at = ? WHERE prefix = ? AND revoked_at IS NULL"
# A migration moves the rows whole (digests included); a key revoked on either side stays revoked.
ROWS_SQL = f"SELECT {_COLUMNS}, digest FROM api_keys ORDER BY prefix"
PUT_ROW_SQL = ("INSERT INTO api_keys (prefix, tenant, user_id, rights, label, created_at, revoked_at, digest) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (prefix) DO UPDATE SET "
               "revoked_at = COALESCE(api_keys.revoked_at, excluded.revoked_at)")


@dataclass(frozen=True)
class ApiKey:
    """What a key may reach; never its secret or digest."""

    prefix: str
    tenant: str
    user_id: str | None
    rights: tuple[str, ...]
    label: str
    created_at: str
    revoked_at: str | None = None

    def allows(self, right: str) -> bool:
        # admin implies the others: an admin key manages its whole tenant.
        return self.revoked_at is None and (right in self.rights or "admin" in self.rights)

    def to_dict(self) -> dict[str, object]:
        return {"prefix": self.prefix, "tenant": self.tenant, "user_id": self.user_id, "rights": list(self.rights),
                "label": self.label, "created_at": self.created_at, "revoked_at": self.revoked_at}

    @classmethod
    def from_row(cls, row: tuple) -> "ApiKey":
        prefix, tenant, user_id, rights, label, created_at, revoked_at = row[:7]
        return cls(prefix, tenant, user_id, tuple(r for r in rights.split(",") if r), label, created_at, revoked_at)


def parse_rights(value: str | list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """``"read,write"`` (or a list) as a tuple in RIGHTS order; an unknown or empty set refused."""
    if not isinstance(value, (str, list, tuple)) or not all(isinstance(r, str) for r in value):
        raise InvalidInputError(f"rights: a comma-separated string or a list of strings, got {value!r}",
                                field="rights")
    items = [r.strip() for r in (value.split(",") if isinstance(value, str) else value) if r.strip()]
    unknown = sorted({r for r in items if r not in RIGHTS})
    if unknown:
        raise InvalidInputError(f"rights: unknown {', '.join(map(repr, unknown))}; each is one of "
                                f"{', '.join(RIGHTS)}", field="rights")
    if not any(items):
        raise InvalidInputError("rights: at least one of read, write, admin", field="rights")
    return tuple(r for r in RIGHTS if r in items)


def new_key(tenant: str, user_id: str | None, rights: tuple[str, ...], label: str,
            created_at: str) -> tuple[str, str, ApiKey]:
    """A fresh key: (the key to hand out once, its digest to store, what it may reach)."""
    check_identifier(tenant, "tenant")
    if user_id is not None:
        check_identifier(user_id, "user_id")
    if label:
        check_identifier(label, "label")
    prefix = secrets.token_hex(6)
    key = f"{KEY_PREFIX}{prefix}_{secrets.token_urlsafe(32)}"
    return key, digest_of(key), ApiKey(prefix, tenant, user_id, rights, label, created_at)


def digest_of(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


def prefix_of(key: str) -> str | None:
    """The lookup prefix of something presented as a key, or None when it cannot be one."""
    if not isinstance(key, str) or not key.startswith(KEY_PREFIX):
        return None
    prefix, sep, secret = key[len(KEY_PREFIX):].partition("_")
    if not sep or len(prefix) != 12 or not secret or any(c not in "0123456789abcdef" for c in prefix):
        return None
    return prefix


# What LOOKUP_SQL returns as the digest when no row has the presented prefix: a wrong key is
# hashed and compared the same whether or not its prefix exists.
NO_ROW_DIGEST = digest_of(f"{KEY_PREFIX}000000000000_{secrets.token_urlsafe(32)}")


def matches(key: str, row: tuple) -> ApiKey | None:
    """The key's grant when ``row`` (LOOKUP_SQL's, or BY_PREFIX_SQL's) holds its digest and it is
    not revoked. The same work with or without a key of that prefix: the digest is computed and
    compared either way, and the grant is built only for a match."""
    if not hmac.compare_digest(digest_of(key), row[7]) or row[0] is None or row[6] is not None:
        return None
    return ApiKey.from_row(row)


def unknown_prefix(prefix: str) -> NotFoundError:
    return NotFoundError(f"no key with prefix {prefix!r} (see: memstrata keys list)")
