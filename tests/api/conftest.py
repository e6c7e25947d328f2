"""Every API test runs on both stores (SQLite, and PostgreSQL in both layouts: plain and
hash-partitioned by user_id), unless marked ``sqlite_only``."""

from __future__ import annotations

import pytest

from tests.pg_server import on_store, store_kinds


def pytest_generate_tests(metafunc):
    if "store_kind" in metafunc.fixturenames:
        metafunc.parametrize("store_kind", store_kinds(metafunc, partitioned=True))


@pytest.fixture(autouse=True)
def _on_store(store_kind, request, monkeypatch):
    yield from on_store(store_kind, request, monkeypatch)
