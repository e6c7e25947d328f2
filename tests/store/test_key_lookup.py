"""A presented key is looked up the same way whether or not its prefix exists (so the time of a
reject says nothing about which prefixes exist): one statement, always exactly one row back of
the same shape, the digest compared either way. On both stores, a real SQLite file and a real
PostgreSQL server. (The reject medians themselves are measured by ``bench_server.py --abuse``.)"""

from __future__ import annotations

import secrets

import pytest

from memstrata.store.api_keys import LOOKUP_SQL, NO_ROW_DIGEST, prefix_of
from memstrata.store.factory import open_store, store_config_for


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request, tmp_path):
    if request.param == "sqlite":
        s = open_store(store_config_for(str(tmp_path / "memory.db")), dim=8)
    else:
        from memstrata.store.postgres.store import PostgresStore

        s = PostgresStore(request.getfixturevalue("pg_dsn"), dim=8, schema=request.getfixturevalue("pg_schema"))
    yield s
    s.close()


def test_a_known_and_an_unknown_prefix_read_one_row_of_the_same_shape(store):
    key, grant = store.create_key("acme")
    wrong_secret = f"msk_{grant.prefix}_{secrets.token_urlsafe(32)}"
    unknown = f"msk_{secrets.token_hex(6)}_{secrets.token_urlsafe(32)}"
    known_rows = store._read(LOOKUP_SQL, [NO_ROW_DIGEST, prefix_of(wrong_secret)])
    unknown_rows = store._read(LOOKUP_SQL, [NO_ROW_DIGEST, prefix_of(unknown)])
    assert len(known_rows) == len(unknown_rows) == 1 and len(known_rows[0]) == len(unknown_rows[0]) == 8
    assert known_rows[0][0] == grant.prefix and known_rows[0][7] != NO_ROW_DIGEST
    assert unknown_rows[0][:7] == (None,) * 7 and unknown_rows[0][7] == NO_ROW_DIGEST
    for presented in (wrong_secret, unknown, "not a key", "msk_", key[:-1]):
        assert store.lookup_key(presented) is None
    assert store.lookup_key(key) == grant


def test_the_no_row_digest_matches_no_key_so_an_unknown_prefix_never_passes(store):
    key, grant = store.create_key("acme")
    store.revoke_key(grant.prefix)
    assert store.lookup_key(key) is None  # revoked: the digest matches, the row says revoked
    assert store.lookup_key(f"msk_{'0' * 12}_x") is None
