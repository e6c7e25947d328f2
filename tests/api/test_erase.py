"""``delete(id, erase=True)`` and ``delete_all`` through the API: the text leaves the file.

Every check greps the raw bytes of the database file and its WAL."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from memstrata import Memory
from memstrata.api.config import MemoryConfig
from memstrata.errors import InvalidInputError
from memstrata.manage.registry import create_manager
from tests.manage.roam.scripted import TableClassifier
from tests.pg_server import stored_bytes

LEEDS, GHENT, UTRECHT = "Ava lives in Leeds.", "Ava lives in Ghent.", "Ava lives in Utrecht."


def raw_bytes(path: Path) -> bytes:
    return stored_bytes(path)


@pytest.fixture
def roam(db_path, embedder):
    table = {(GHENT, LEEDS): "CON", (UTRECHT, GHENT): "CON"}
    mem = Memory(MemoryConfig(path=str(db_path), policy="roam"), embedder=embedder,
                 manager=create_manager("roam", classifier=TableClassifier(table)))
    yield mem
    mem.close()


def add(m, text, time, source):
    return m.add(observations=[{"text": text, "time": time, "source": source}], user_id="u").decisions[0]


def test_erasing_evidence_removes_it_from_the_primarys_view_and_history(roam, db_path):
    leeds = add(roam, LEEDS, "2023-01-01", "s1")
    ghent = add(roam, GHENT, "2023-03-01", "s2")
    assert "Leeds" in roam.get(ghent.id, user_id="u").view  # fused: "... (earlier: Leeds, 2023-01-01)"
    result = roam.delete(leeds.id, user_id="u", erase=True)
    assert (result.records, result.complete, result.reason) == (1, True, None)
    assert [(h.action, h.snapshot) for h in roam.history(leeds.id, user_id="u")] == [("erase", None)]
    primary = roam.get(ghent.id, user_id="u")
    assert primary.view == GHENT and "Leeds" not in str(primary.attrs)
    assert all("Leeds" not in str(h.snapshot) + str(h.details) for h in roam.history(ghent.id, user_id="u"))
    assert all("Leeds" not in r.view for r in roam.get_all(user_id="u", as_of="2023-06-01"))
    assert roam.search("Leeds", user_id="u", include_evidence=True, mode="bm25") == []
    assert b"Leeds" not in raw_bytes(db_path) and b"Ghent" in raw_bytes(db_path)


def test_erasing_a_primary_promotes_its_evidence_and_leaves_no_trace_of_it(roam, db_path):
    add(roam, LEEDS, "2023-01-01", "s1")
    ghent = add(roam, GHENT, "2023-03-01", "s2")
    current = add(roam, UTRECHT, "2024-02-13", "s3")
    assert roam.delete(current.id, user_id="u", erase=True).complete
    assert [r.id for r in roam.get_all(user_id="u", roles=("primary",))] == [ghent.id]
    assert roam.get(ghent.id, user_id="u").view == "Ava lives in Ghent (earlier: Leeds, 2023-01-01)"
    assert b"Utrecht" not in raw_bytes(db_path) and b"Leeds" in raw_bytes(db_path)


def test_erase_removes_the_turns_only_it_cites_and_refuses_later_edits(memory, db_path):
    memory.add([{"id": "S1:1", "role": "user", "name": "Sam", "content": "My PIN is 4711-quokka."},
                {"id": "S1:2", "role": "user", "name": "Sam", "content": "I live in Porto."}],
               user_id="sam", time="2024-06-15")
    pin, porto = memory.get_all(user_id="sam")
    assert memory.delete(pin.id, user_id="sam", erase=True).complete
    assert memory.provenance(pin.id, user_id="sam")["turns"] == []
    assert [t["id"] for t in memory.provenance(porto.id, user_id="sam")["turns"]] == ["S1:2"]
    assert b"quokka" not in raw_bytes(db_path) and b"Porto" in raw_bytes(db_path)
    with pytest.raises(InvalidInputError, match="was erased"):
        memory.update(pin.id, "My PIN is 1234.", user_id="sam")
    with pytest.raises(InvalidInputError, match="was erased"):
        memory.delete(pin.id, user_id="sam")
    assert memory.delete(pin.id, user_id="sam", erase=True).complete  # erasing again is harmless


def test_erasing_a_deleted_memory_removes_the_text_its_history_kept(memory, db_path):
    d = memory.add(observations=["Sam's locker code is 99-platypus."], user_id="sam").decisions[0]
    memory.delete(d.id, user_id="sam")
    assert b"platypus" in raw_bytes(db_path)  # a tombstone keeps its history
    assert memory.delete(d.id, user_id="sam", erase=True).complete
    assert b"platypus" not in raw_bytes(db_path)


@pytest.mark.sqlite_only  # a SQLite reader holding the file back
def test_delete_all_with_a_reader_held_past_the_busy_timeout(db_path, embedder):
    m = Memory(MemoryConfig(path=str(db_path), busy_timeout_s=0.2), embedder=embedder)
    m.add(observations=["Sam's passport number is X-wombat-77."], user_id="sam@example.com")
    reader = sqlite3.connect(db_path, isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT COUNT(*) FROM records").fetchone()
    result = m.delete_all(user_id="sam@example.com")
    assert (result.records, result.complete) == (1, False) and result.reason
    assert b"wombat" in raw_bytes(db_path)
    reader.close()
    assert m.finish_erasure().complete
    raw = raw_bytes(db_path)
    assert b"wombat" not in raw and b"sam@example.com" not in raw
    m.close()


def test_erasing_a_member_of_an_evermemos_group_removes_it_from_the_merged_text(db_path, embedder):
    with Memory.open(db_path, policy="evermemos", embedder=embedder) as m:
        add(m, "Sam loves hiking in the Alps with friends.", "2024-01-01", "s1")
        second = add(m, "Sam loves hiking in the Pyrenees with friends.", "2024-02-01", "s2")
        (group,) = m.get_all(user_id="u", roles=("primary",))
        assert second.event == "merged" and "Pyrenees" in group.view
        assert m.delete(second.id, user_id="u", erase=True).complete
        assert m.get(group.id, user_id="u").view == "Sam loves hiking in the Alps with friends."
        assert b"Pyrenees" not in raw_bytes(db_path) and b"Alps" in raw_bytes(db_path)


def test_erasing_the_middle_of_a_chain_keeps_the_chain_and_every_history_whole(roam, db_path):
    from tests.fixtures.keyed_workload import check_roam_invariants

    leeds = add(roam, LEEDS, "2023-01-01", "s1")
    ghent = add(roam, GHENT, "2023-03-01", "s2")
    utrecht = add(roam, UTRECHT, "2024-02-13", "s3")  # its audit snapshot is stored against Ghent's
    assert roam.delete(ghent.id, user_id="u", erase=True).complete
    check_roam_invariants(roam.get_all(user_id="u"))
    assert roam.get(leeds.id, user_id="u").attrs["roam"]["primary"] == utrecht.id  # Leeds was filed under Ghent
    for rid in (leeds.id, utrecht.id):
        assert all("Ghent" not in str(h.snapshot) for h in roam.history(rid, user_id="u"))
    assert roam.history(utrecht.id, user_id="u")[0].snapshot["text"] == UTRECHT
    assert b"Ghent" not in raw_bytes(db_path) and b"Utrecht" in raw_bytes(db_path)
