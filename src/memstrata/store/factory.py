"""The store factory: a store kind maps to a lazily imported class plus a pydantic config,
like the model providers (``api.config``), so psycopg loads only when PostgreSQL is chosen.

``store_config_for(path)`` reads what users type: a ``postgresql://`` (or ``postgres://``)
URL is the PostgreSQL store, anything else a SQLite file.
"""

from __future__ import annotations

import importlib
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from memstrata.store.base import Store

STORE_KINDS: dict[str, str] = {
    "sqlite": "memstrata.store.sqlite_store:SQLiteStore",
    "postgresql": "memstrata.store.postgres.store:PostgresStore",
}
URL_SCHEMES = ("postgresql://", "postgres://")


class SQLiteStoreConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["sqlite"] = "sqlite"
    path: str = "memstrata.db"
    create_dirs: bool = False  # create the file's folder when missing (else an error naming it)
    busy_timeout_s: float = Field(30.0, gt=0)  # how long a write waits for other connections


class PostgresStoreConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["postgresql"] = "postgresql"
    dsn: str  # a libpq URL or key=value string; its password never appears in errors or logs
    schema_name: str = "public"  # the PostgreSQL schema of the tables (several stores in one database)
    pool_size: int = Field(8, ge=2, le=256)  # a scope lock holds a connection of its own while writes use another
    connect_timeout_s: float = Field(10.0, gt=0)
    # Scopes smaller than this are searched exactly, larger ones by HNSW. An exact scan here
    # costs about 1 to 3 us a row (heap and TOAST reads per row: 10 to 30 ms at 10,000 rows),
    # HNSW a few ms at any size; below 2,000 the scan is as fast and skips HNSW insertion.
    exact_below: int = Field(2_000, ge=0)
    ef_search: int = Field(100, ge=1, le=1000)
    full_erasure: bool = False  # erasures end with VACUUM FULL (rewrites and locks the tables)
    partitions: int = Field(0, ge=0, le=1024)  # a new store hash-partitioned by user_id (0: plain tables)


StoreConfig = Annotated[SQLiteStoreConfig | PostgresStoreConfig, Field(discriminator="kind")]


def is_store_url(path: str) -> bool:
    return path.startswith(URL_SCHEMES)


def store_config_for(path: str, **sqlite_options: Any) -> SQLiteStoreConfig | PostgresStoreConfig:
    """A URL's ``schema`` query parameter (``postgresql://host/db?schema=team_a``) is the
    store's schema; libpq never sees it. Every other parameter goes to libpq as given."""
    if not is_store_url(path):
        return SQLiteStoreConfig(path=path, **sqlite_options)
    from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

    parts = urlsplit(path)
    query = parse_qsl(parts.query, keep_blank_values=True)
    schemas = [value for key, value in query if key == "schema"]
    dsn = urlunsplit(parts._replace(query=urlencode([(k, v) for k, v in query if k != "schema"])))
    return PostgresStoreConfig(dsn=dsn, **({"schema_name": schemas[-1]} if schemas else {}))


def open_store(config: SQLiteStoreConfig | PostgresStoreConfig, dim: int) -> Store:
    module, name = STORE_KINDS[config.kind].split(":")
    cls = getattr(importlib.import_module(module), name)
    if isinstance(config, PostgresStoreConfig):
        return cls(config.dsn, dim, schema=config.schema_name, pool_size=config.pool_size,
                   connect_timeout_s=config.connect_timeout_s, exact_below=config.exact_below,
                   ef_search=config.ef_search, full_erasure=config.full_erasure, partitions=config.partitions)
    return cls(config.path, dim, create_dirs=config.create_dirs, busy_timeout_s=config.busy_timeout_s)
