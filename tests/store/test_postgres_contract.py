"""The PostgreSQL store passes the store contract, on a real server started by the test run:
once on plain tables and once on tables hash-partitioned by user_id."""

from __future__ import annotations

import pytest

from memstrata.store.postgres.store import PostgresStore
from tests.store.contract import StoreContract


@pytest.fixture
def store(pg_dsn, pg_schema):
    s = PostgresStore(pg_dsn, dim=8, schema=pg_schema)
    yield s
    s.close()


class TestPostgresStoreContract(StoreContract):
    pass


class TestPartitionedPostgresStoreContract(StoreContract):
    @pytest.fixture
    def store(self, pg_dsn, pg_schema):
        s = PostgresStore(pg_dsn, dim=8, schema=pg_schema, partitions=4)
        yield s
        s.close()
