"""The error codes that need a server of their own: 429 (a low per-key rate), 502 (the model
fails on a synchronous add), 503 (the PostgreSQL store goes away under the server, and comes
back), 409 (an import from a store of another policy); and the PostgreSQL store serving the
core routes."""

from __future__ import annotations

import json
import re
import socket
from pathlib import Path

import psycopg
import pytest

from memstrata import Memory
from tests.server.conftest import Server, free_port, make_keys, pg_url


def closed_port() -> int:
    with socket.socket() as s:  # bound, never listening: connections are refused at once
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(tmp_path):
    started: list[Server] = []

    def start(*extra: str, db: str | None = None, env: dict | None = None) -> Server:
        db = db or str(tmp_path / "memory.db")
        s = Server(db, free_port(), tmp_path / f"server{len(started)}.log", make_keys(db))
        started.append(s)
        return s.start(*extra, env=env)

    yield start
    for s in started:
        s.stop()


def test_a_key_over_its_rate_gets_429_with_retry_after(server):
    s = server("--rate-limit", "2")
    with s.client("rw") as c:
        codes = [c.post("/v1/memories/search", json={"query": "x", "user_id": "a"}) for _ in range(12)]
    limited = [r for r in codes if r.status_code == 429]
    assert limited and codes[0].status_code == 200
    assert int(limited[0].headers["retry-after"]) >= 1 and limited[0].json()["error"]["type"] == "rate_limited"
    with s.client("globex") as other:  # the limit is per key
        assert other.post("/v1/memories/search", json={"query": "x", "user_id": "a"}).status_code == 200


def test_a_model_failure_on_a_synchronous_add_is_502_and_keeps_what_was_said(server):
    env = {"MEMSTRATA_LLM_PROVIDER": "openai", "MEMSTRATA_LLM_MODEL": "m",
           "MEMSTRATA_LLM_BASE_URL": f"http://127.0.0.1:{closed_port()}/v1", "MEMSTRATA_LLM_API_KEY": "k"}
    s = server(env=env)
    with s.client("rw") as c:
        r = c.post("/v1/memories", json={"messages": [{"role": "user", "content": "I moved to Oslo."}],
                                         "user_id": "kim"})
        assert r.status_code == 502 and r.json()["error"]["type"] == "llm_error"
        kept = r.json()["error"]["kept_pending"]
        listed = c.get("/v1/memories", params={"user_id": "kim"}).json()["results"]
        assert [m["id"] for m in listed] == kept and listed[0]["role"] == "pending"


def test_an_import_from_a_store_of_another_policy_is_409(server, tmp_path):
    s = server()
    with s.client("rw") as c:
        c.post("/v1/memories", json={"observations": ["Lea runs."], "user_id": "lea"})
    with Memory.open(tmp_path / "roam.db", policy="roam",
                     policy_options={"relation_backend": "heuristic", "fusion": "deterministic"}) as roam:
        roam.add(observations=["Lea swims."], user_id="lea")
        lines = "".join(json.dumps(line) + "\n" for line in roam.export(user_id="lea"))
    with s.client("rw") as c:
        # A library store's export is the default tenant's: into acme it comes by rescope only.
        r = c.post("/v1/import", params={"user_id": "lea", "rescope": True}, content=lines)
    assert r.status_code == 409, r.text
    assert r.json()["error"]["type"] == "conflict" and "policy" in r.json()["error"]["message"]


def test_postgresql_store_serves_and_a_store_outage_is_503_until_it_returns(server, pg_dsn, pg_schema):
    role = f"r_{pg_schema}"
    with psycopg.connect(pg_dsn, autocommit=True) as admin:
        admin.execute(f"CREATE ROLE {role} LOGIN PASSWORD 'pw'")
        admin.execute(f"GRANT CREATE ON DATABASE postgres TO {role}")
        admin.execute("CREATE EXTENSION IF NOT EXISTS vector")  # the role may not create it
    user_dsn = re.sub(r"//postgres(:[^@]*)?@", f"//{role}:pw@", pg_dsn, count=1)
    if user_dsn == pg_dsn:
        pytest.skip(f"the test server DSN does not name the postgres user: {pg_dsn}")
    s = server(db=pg_url(user_dsn, pg_schema))
    try:
        with s.client("rw") as c:
            assert c.post("/v1/memories", json={"observations": ["Max keeps bees."], "user_id": "max"}).status_code == 200
            hits = c.post("/v1/memories/search", json={"query": "bees", "user_id": "max"}).json()["results"]
            assert hits[0]["text"] == "Max keeps bees."
            with psycopg.connect(pg_dsn, autocommit=True) as admin:  # the store goes away
                admin.execute(f"ALTER ROLE {role} NOLOGIN")
                admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = %s", (role,))
            down = c.post("/v1/memories/search", json={"query": "bees", "user_id": "max"})
            assert down.status_code == 503 and down.json()["error"]["type"] == "store_unavailable"
            assert "pw" not in down.text
            assert c.get("/healthz").status_code == 503
            with psycopg.connect(pg_dsn, autocommit=True) as admin:  # and comes back
                admin.execute(f"ALTER ROLE {role} LOGIN")
            back = c.post("/v1/memories/search", json={"query": "bees", "user_id": "max"})
            assert back.status_code == 200 and back.json()["results"][0]["text"] == "Max keeps bees."
    finally:
        s.stop()
        with psycopg.connect(pg_dsn, autocommit=True) as admin:
            admin.execute(f'DROP SCHEMA IF EXISTS "{pg_schema}" CASCADE')
            admin.execute(f"REVOKE CREATE ON DATABASE postgres FROM {role}")
            admin.execute(f"DROP ROLE IF EXISTS {role}")


def test_an_admin_key_erases_its_tenant_and_nothing_else(server):
    s = server()
    with s.client("rw") as acme, s.client("globex") as globex:
        acme.post("/v1/memories", json={"observations": ["Ned's PIN is 4321."], "user_id": "ned"})
        globex.post("/v1/memories", json={"observations": ["Ned likes kites."], "user_id": "ned"})
        assert acme.delete("/v1/tenant").status_code == 403  # a write key is not enough
        assert globex.post("/v1/erasure/finish").status_code == 403
    with s.client("admin") as admin:
        gone = admin.delete("/v1/tenant")
        assert gone.status_code == 200 and gone.json()["records"] == 1
        assert admin.get("/v1/memories", params={"user_id": "ned"}).status_code == 401  # its keys went too
    with s.client("globex") as globex:
        kept = globex.get("/v1/memories", params={"user_id": "ned"}).json()["results"]
        assert [r["text"] for r in kept] == ["Ned likes kites."]
    assert b"4321" not in Path(s.db).read_bytes()
