"""Stores written by earlier releases open, migrate and keep working (tests/fixtures/stores:
``v<schema>.db`` is a ROAM store and ``v<schema>-append.db`` an append store, both written
by ``make_store.py`` with the release that had that schema). A schema change adds its
migration, keeps a fixture of the release before it, and these tests cover it."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from memstrata import Memory
from memstrata.store.schema import SCHEMA_VERSION
from memstrata.types import Scope
from tests.fixtures.keyed_workload import check_roam_invariants
from tests.fixtures.stores.make_store import FixedClassifier

STORES = Path(__file__).parent.parent / "fixtures" / "stores"
VERSIONS = sorted(int(p.stem[1:]) for p in STORES.glob("v*.db") if "-" not in p.stem)


def test_there_is_a_fixture_of_the_current_schema_and_of_an_earlier_one():
    assert SCHEMA_VERSION in VERSIONS and min(VERSIONS) < SCHEMA_VERSION


def opened(tmp_path: Path, name: str, embedder, **kw) -> Memory:
    copy = tmp_path / name
    shutil.copy(STORES / name, copy)
    return Memory.open(copy, embedder=embedder, **kw)


@pytest.mark.parametrize("version", VERSIONS)
def test_a_roam_store_of_an_earlier_release_migrates_and_works(tmp_path, embedder, version):
    options = {"classifier": FixedClassifier(), "fusion": "deterministic"}
    with opened(tmp_path, f"v{version}.db", embedder, policy="roam", policy_options=options) as m:
        found = sqlite3.connect(m.store.path).execute("SELECT version FROM schema_version").fetchone()[0]
        assert found == SCHEMA_VERSION
        records = m.get_all(user_id="ava")
        check_roam_invariants(records)
        assert sorted(r.text for r in records if r.role == "primary") == [
            "Ava has a dog named Rex.", "Ava lives in Utrecht.", "Ava loves jazz.", "Ava started a pottery class on Tuesdays."]
        utrecht = next(r for r in records if r.text == "Ava lives in Utrecht.")
        assert "Ghent" in utrecht.view and "Leeds" in utrecht.view
        assert m.search("Where does Ava live?", user_id="ava", limit=1)[0].id == utrecht.id
        assert [r.text for r in m.get_all(user_id="ava", as_of="2023-06-01") if r.role == "primary"
                and "lives" in r.text] == ["Ava lives in Ghent."]
        assert [e.action for e in m.history(utrecht.id, user_id="ava")][0] == "create"
        indexes = {row[0] for row in sqlite3.connect(m.store.path).execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'edges'")}
        assert indexes == {"edges_user_src", "edges_user_dst"}
        ids = [r.id for r in records]
        linked = [(e.src, e.dst, e.type, e.created_at) for e in m.store.neighbors(Scope("ava"), ids, include_undone=True)]
        one_by_one = {(e.src, e.dst, e.type, e.created_at) for i in ids for e in m.store.edges(Scope("ava"), i)}
        assert linked and len(linked) == len(set(linked)) and set(linked) == one_by_one
        # New writes on top of the migrated history (new rows may be deltas of old full ones).
        m.add(observations=[{"text": "Ava lives in Oslo.", "time": "2024-09-01"}], user_id="ava")
        before = [e.snapshot for e in m.history(utrecht.id, user_id="ava")]
        m.update(utrecht.id, "Ava lives in Utrecht, near the canal.", user_id="ava", time="2024-10-01")
        after = [e.snapshot for e in m.history(utrecht.id, user_id="ava")]
        assert after[:len(before)] == before and len(after) > len(before)
        check_roam_invariants(m.get_all(user_id="ava"))
        lines = m.export(user_id="ava")
    with Memory.open(tmp_path / "fresh.db", embedder=embedder, policy="roam", policy_options=options) as fresh:
        fresh.import_(lines, user_id="ava")
        assert fresh.export(user_id="ava") == lines


@pytest.mark.parametrize("version", VERSIONS)
def test_an_append_store_of_an_earlier_release_migrates_and_works(tmp_path, embedder, version):
    with opened(tmp_path, f"v{version}-append.db", embedder) as m:
        texts = [r.text for r in m.get_all(user_id="ben")]
        assert "Ben works at a bakery." in texts and "Ben dislikes olives." not in texts
        assert [r.text for r in m.search("bakery", user_id="ben", filters={"topic": "work"})] == ["Ben works at a bakery."]
        note = next(r for r in m.get_all(user_id="ben") if "Porto" in r.text)
        assert m.provenance(note.id, user_id="ben")["turns"][0]["text"] == "I moved to Porto last week."
        m.add(observations=["Ben bought a bike."], user_id="ben")
        assert m.search("What did Ben buy?", user_id="ben", limit=1)[0].text == "Ben bought a bike."
