"""Every CLI test runs on both stores (SQLite and PostgreSQL), unless marked ``sqlite_only``."""

from tests.pg_server import both_stores

pytest_generate_tests, _on_store = both_stores()
