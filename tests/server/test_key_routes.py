"""The admin routes for keys on the real server: create (the key shown once), list (never a
secret), revoke; only an unbound admin key, only within its own tenant."""

from __future__ import annotations

import pytest

from tests.server.conftest import Server, free_port, make_keys, pg_url


def test_an_unbound_admin_key_creates_lists_and_revokes_its_tenants_keys(sqlite_server):
    create_list_revoke(sqlite_server)


def test_the_key_routes_on_postgresql(tmp_path, pg_dsn, pg_schema):
    db = pg_url(pg_dsn, pg_schema)
    server = Server(db, free_port(), tmp_path / "server.log", make_keys(db)).start()
    try:
        create_list_revoke(server)
    finally:
        server.stop()


def create_list_revoke(server):
    """Create, list and revoke through the routes, on ``server``'s store."""
    admin = server.client("admin")
    made = admin.post("/v1/keys", json={"rights": "read", "user_id": "ava", "label": "ava's phone"})
    assert made.status_code == 201, made.text
    grant = made.json()
    assert grant["tenant"] == "acme" and grant["user_id"] == "ava" and grant["rights"] == ["read"]
    assert grant["key"].startswith(f"msk_{grant['prefix']}_")
    new = server.client(grant["key"])
    assert new.get("/v1/memories", params={"user_id": "ava"}).status_code == 200  # the new key works
    assert new.get("/v1/memories", params={"user_id": "hal"}).status_code == 403  # bound to ava
    assert new.post("/v1/memories", json={"text": "x", "infer": False}).status_code == 403  # read only

    listed = admin.get("/v1/keys")
    assert listed.status_code == 200, listed.text
    rows = listed.json()["results"]
    assert grant["prefix"] in [r["prefix"] for r in rows]
    assert {r["tenant"] for r in rows} == {"acme"}  # never globex's
    assert grant["key"] not in listed.text and "digest" not in listed.text  # never a secret
    assert all(set(r) == {"prefix", "tenant", "user_id", "rights", "label", "created_at", "revoked_at"}
               for r in rows)

    gone = admin.delete(f"/v1/keys/{grant['prefix']}")
    assert gone.status_code == 200, gone.text
    assert gone.json()["revoked_at"] is not None
    assert new.get("/v1/memories", params={"user_id": "ava"}).status_code == 401  # revoked at once
    again = admin.delete(f"/v1/keys/{grant['prefix']}")  # revoking twice changes nothing
    assert again.status_code == 200 and again.json()["revoked_at"] == gone.json()["revoked_at"]


def test_another_tenants_prefix_reads_as_unknown(sqlite_server):
    other = sqlite_server.client("globex")
    globex_admin = _admin_of(sqlite_server, "globex")
    theirs = globex_admin.post("/v1/keys", json={}).json()
    admin = sqlite_server.client("admin")
    r = admin.delete(f"/v1/keys/{theirs['prefix']}")
    unknown = admin.delete("/v1/keys/0123456789ab")
    assert r.status_code == unknown.status_code == 404
    assert r.json()["error"]["message"].replace(theirs["prefix"], "P") == \
        unknown.json()["error"]["message"].replace("0123456789ab", "P")
    assert sqlite_server.client(theirs["key"]).get("/v1/memories", params={"user_id": "u"}).status_code == 200
    assert theirs["prefix"] not in admin.get("/v1/keys").text
    assert other.get("/v1/keys").status_code == 403  # globex's read-write key is no admin


@pytest.mark.parametrize("key, status", [(None, 401), ("revoked", 401), ("ro", 403), ("rw", 403),
                                         ("ava_admin", 403), ("ava", 403)])
def test_every_other_key_is_refused(sqlite_server, key, status):
    c = sqlite_server.client(key)
    target = sqlite_server.client("admin").get("/v1/keys").json()["results"][0]["prefix"]
    for r in (c.post("/v1/keys", json={"rights": "admin"}), c.get("/v1/keys"), c.delete(f"/v1/keys/{target}")):
        assert r.status_code == status, r.text
    assert sqlite_server.client("admin").get("/v1/keys").json()["results"][0]["revoked_at"] is None


@pytest.mark.parametrize("body, field", [({"rights": "root"}, "rights"), ({"rights": []}, "rights"),
                                         ({"user_id": ""}, "user_id"), ({"tenant": "globex"}, "tenant"),
                                         ({"rights": 5}, "rights"), ({"label": None}, "label")])
def test_bad_create_bodies_name_the_field(sqlite_server, body, field):
    r = sqlite_server.client("admin").post("/v1/keys", json=body)
    assert r.status_code in (400, 422), r.text
    assert r.json()["error"]["field"] == field
    assert r.json()["error"]["message"].startswith(("create_key: ", f"{field}: ")), r.text


def _admin_of(server, tenant: str):
    from memstrata.store.factory import open_store, store_config_for

    store = open_store(store_config_for(server.db), dim=384)
    try:
        key = store.create_key(tenant, rights="admin")[0]
    finally:
        store.close()
    return server.client(key)
