"""``memstrata migrate`` between a real SQLite file and a real PostgreSQL server, both ways:
every user's lines arrive (counts and checksum verified), the memory answers as before, a
rerun skips what is there, an interrupted run leaves whole users only and resumes."""

from __future__ import annotations

import json

import pytest

from memstrata import Memory
from memstrata.cli.main import main
from memstrata.store.factory import open_store, store_config_for
from memstrata.store.migration import migrate_store, user_export
from memstrata.types import Scope

HEURISTIC = {"relation_backend": "heuristic", "fusion": "deterministic"}


def url(pg_dsn: str, schema: str) -> str:
    return f"{pg_dsn}{'&' if '?' in pg_dsn else '?'}schema={schema}"


@pytest.fixture
def source(tmp_path, embedder):
    path = tmp_path / "source.db"
    with Memory.open(path, policy="roam", embedder=embedder, policy_options=HEURISTIC) as m:
        m.add([{"role": "user", "content": "I live in Leeds and I play the cello."}], user_id="ava", time="2024-01-02")
        m.add(observations=["Ava lives in Ghent."], user_id="ava", time="2024-03-01")
        m.add(observations=["Ben's locker code is 4471.", "Ben owns a beagle named Pixel."], user_id="ben",
              agent_id="helper", time="2024-02-01")
        secret = m.add(observations=["Cy's PIN is 9090."], user_id="cy").decisions[0]
        m.delete(secret.id, user_id="cy", erase=True)
        m.add(observations=["Dee likes jazz."], user_id="dee@example.com")
        # Another tenant's ava: a user of its own, moved on its own.
        m.for_tenant("acme").add(observations=["Ava of acme works in Oslo."], user_id="ava", time="2024-01-05")
        m.delete_all(user_id="dee@example.com")  # leaves only a hashed purge entry
    return path


def exports(store_path: str, embedder) -> dict[str, dict]:
    store = open_store(store_config_for(store_path), dim=embedder.dim)
    try:
        return {(t, u): user_export(store, Scope(u, tenant=t), embedder="e", policy="p")[-1]
                for t, u in store.tenant_users()}
    finally:
        store.close()


def test_sqlite_to_postgresql_and_back_arrives_whole_and_answers_the_same(source, tmp_path, embedder, pg_dsn,
                                                                        pg_schema, capsys):
    target = url(pg_dsn, pg_schema)
    with Memory.open(source, embedder=embedder, policy_options=HEURISTIC) as a:
        kept_key, kept = a.store.create_key("acme", user_id="ava", rights=("read",))
        gone_key, gone = a.store.create_key("acme")
        a.store.revoke_key(gone.prefix)
    assert main(["migrate", "--from", str(source), "--to", target]) == 0
    first = json.loads(capsys.readouterr().out)
    # ava, ben, cy, the purge's hash and acme's ava
    assert first["users"] == first["moved"] == 5 and first["skipped"] == 0
    assert exports(target, embedder) == exports(str(source), embedder)
    with Memory.open(source, embedder=embedder, policy_options=HEURISTIC) as a, \
            Memory.open(target, embedder=embedder, policy_options=HEURISTIC) as b:
        assert b.manager.name == "roam"  # the policy came with the store
        for user in ("ava", "ben"):
            q = "Where does Ava live?" if user == "ava" else "What is Ben's dog called?"
            assert [r.text for r in a.search(q, user_id=user)] == [r.text for r in b.search(q, user_id=user)]
            assert a.context(q, user_id=user).text == b.context(q, user_id=user).text
        rid = a.get_all(user_id="ava")[0].id
        assert [h.action for h in a.history(rid, user_id="ava")] == [h.action for h in b.history(rid, user_id="ava")]
        assert b.store.lookup_key(kept_key) == kept and b.store.lookup_key(gone_key) is None  # the keys came too
        assert b.store.key_rows() == a.store.key_rows()
        assert [r.text for r in b.for_tenant("acme").get_all(user_id="ava")] == ["Ava of acme works in Oslo."]
        assert "Oslo" not in " ".join(r.text for r in b.get_all(user_id="ava"))
    assert main(["migrate", "--from", str(source), "--to", target]) == 0  # a rerun: everything is there
    again = json.loads(capsys.readouterr().out)
    assert (again["moved"], again["skipped"]) == (0, 5)
    back = tmp_path / "back.db"
    assert main(["migrate", "--from", target, "--to", str(back)]) == 0
    assert exports(str(back), embedder) == exports(str(source), embedder)


def test_an_interrupted_migration_leaves_whole_users_and_resumes(source, embedder, pg_dsn, pg_schema, monkeypatch):
    src = open_store(store_config_for(str(source)), dim=embedder.dim)
    dst = open_store(store_config_for(url(pg_dsn, pg_schema)), dim=embedder.dim)
    try:
        real, calls = dst.import_lines, []

        def failing(parsed, *, policy):
            calls.append((parsed.scope.tenant, parsed.scope.user_id))
            if len(calls) == 2:
                raise ConnectionError("the network went away")
            return real(parsed, policy=policy)

        monkeypatch.setattr(dst, "import_lines", failing)
        with pytest.raises(ConnectionError):
            migrate_store(src, dst)
        assert dst.tenant_users() == [calls[0]]  # the first user whole, nothing of the second
        monkeypatch.setattr(dst, "import_lines", real)
        report = migrate_store(src, dst)
        assert [(s.tenant, s.user_id) for s in report.skipped] == [calls[0]] and len(report.moved) == 4
    finally:
        src.close()
        dst.close()


def test_a_target_holding_another_policys_memories_is_refused(source, tmp_path, embedder, capsys):
    other = tmp_path / "other.db"
    with Memory.open(other, embedder=embedder) as m:  # append
        m.add(observations=["Zed likes tea."], user_id="zed")
    assert main(["migrate", "--from", str(source), "--to", str(other)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "ConflictError" in err[0] and "policy" in err[0]
    assert main(["migrate", "--from", str(tmp_path / "missing.db"), "--to", str(other)]) == 2
    assert "no store file" in capsys.readouterr().err


def test_two_migrations_into_one_target_at_once_move_each_user_once(source, embedder, pg_dsn, pg_schema):
    import threading

    reports, errors = [], []

    def one():
        src = open_store(store_config_for(str(source)), dim=embedder.dim)
        dst = open_store(store_config_for(url(pg_dsn, pg_schema)), dim=embedder.dim)
        try:
            reports.append(migrate_store(src, dst))
        except BaseException as exc:  # noqa: BLE001 - collected for the assertion
            errors.append(exc)
        finally:
            src.close()
            dst.close()

    first = open_store(store_config_for(url(pg_dsn, pg_schema)), dim=embedder.dim)  # the schema exists first
    first.close()
    threads = [threading.Thread(target=one) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert sorted(repr(u) for r in reports for u in r.moved) == sorted(map(repr, reports[0].moved + reports[0].skipped))
    assert exports(url(pg_dsn, pg_schema), embedder) == exports(str(source), embedder)


def test_a_new_postgresql_target_is_filled_in_bulk_and_indexed_once(tmp_path, embedder, pg_dsn, pg_schema):
    import psycopg

    from memstrata.store.postgres.store import PostgresStore

    with Memory.open(tmp_path / "big.db", embedder=embedder) as m:
        m.add(observations=[f"Fact number {i} about the garden." for i in range(120)], user_id="big",
              time="2024-01-01")
        m.add(observations=["Sam owns a kayak."], user_id="small", time="2024-01-01")
        target = PostgresStore(pg_dsn, dim=m.store.dim, schema=pg_schema, exact_below=50)
        try:
            migrate_store(m.store, target)
            with psycopg.connect(pg_dsn, autocommit=True) as conn:
                counts = dict(conn.execute(f'SELECT user_id, bool_and(indexed) FROM "{pg_schema}".vectors '
                                           f'GROUP BY user_id').fetchall())
                (index,) = conn.execute("SELECT indexdef FROM pg_indexes WHERE schemaname = %s AND indexname = "
                                        "'vectors_search_hnsw'", (pg_schema,)).fetchone()
            assert counts == {"big": True, "small": False} and "ef_construction='128'" in index
            record = m.get_all(user_id="big")[7]
            q = embedder.embed_one(record.view)
            assert target.dense_search(Scope("big"), q, 1, roles=("primary",))[0][0] == record.id
        finally:
            target.close()
