"""User updates and deletes under ROAM: supersede, re-promote, and no deleted text in any view."""

from __future__ import annotations

import pytest

from memstrata import Memory
from memstrata.api.config import MemoryConfig
from memstrata.errors import InvalidInputError
from memstrata.manage.registry import create_manager
from tests.manage.roam.scripted import TableClassifier

LEEDS, GHENT, UTRECHT = "Ava lives in Leeds.", "Ava lives in Ghent.", "Ava lives in Utrecht."


@pytest.fixture
def m(db_path, embedder):
    table = {(GHENT, LEEDS): "CON", (UTRECHT, GHENT): "CON"}
    mem = Memory(MemoryConfig(path=str(db_path), policy="roam"), embedder=embedder,
                 manager=create_manager("roam", classifier=TableClassifier(table)))
    yield mem
    mem.close()


def add(m, text, time, source):
    return m.add(observations=[{"text": text, "time": time, "source": source}], user_id="u").decisions[0]


def views(m, role="primary"):
    return [r.view for r in m.get_all(user_id="u", roles=(role,))]


def test_user_update_is_a_new_observation_that_supersedes_the_memory(m):
    old = add(m, LEEDS, "2023-01-01", "s1")
    d = m.update(old.id, "Ava lives in Oslo.", user_id="u", time="2024-01-01")
    assert (d.event, d.relation, d.backend, d.related_ids) == ("updated", "CON", "user", [old.id])
    assert views(m) == ["Ava lives in Oslo (earlier: Leeds, 2023-01-01)"]
    assert m.get(old.id, user_id="u").text == LEEDS  # the old atom is untouched, now Evidence
    assert m.history(d.id, user_id="u")[0].actor == "user"


def test_updating_evidence_supersedes_its_primary(m):
    first = add(m, LEEDS, "2023-01-01", "s1")
    add(m, GHENT, "2023-03-01", "s2")
    m.update(first.id, "Ava lives in Oslo.", user_id="u", time="2024-01-01")
    assert views(m) == ["Ava lives in Oslo (earlier: Leeds, 2023-01-01; Ghent, 2023-03-01)"]


def test_deleting_a_primary_repromotes_its_most_recent_evidence(m):
    add(m, LEEDS, "2023-01-01", "s1")
    ghent = add(m, GHENT, "2023-03-01", "s2")
    current = add(m, UTRECHT, "2024-02-13", "s3")
    d = m.delete(current.id, user_id="u", time="2024-03-01")
    assert d.related_ids == [ghent.id]
    p = m.get_all(user_id="u", roles=("primary",))
    assert [(r.id, r.view, r.sources) for r in p] == [(ghent.id, "Ava lives in Ghent (earlier: Leeds, 2023-01-01)",
                                                       ["s2", "s1"])]
    assert all("Utrecht" not in v for v in views(m) + views(m, "evidence"))
    assert [h.action for h in m.history(ghent.id, user_id="u")][-1] == "promote"


def test_deleting_evidence_rebuilds_the_view_without_its_text(m):
    leeds = add(m, LEEDS, "2023-01-01", "s1")
    add(m, GHENT, "2023-03-01", "s2")
    add(m, UTRECHT, "2024-02-13", "s3")
    m.delete(leeds.id, user_id="u", time="2024-03-01")
    p = m.get_all(user_id="u", roles=("primary",))[0]
    assert p.view == "Ava lives in Utrecht (earlier: Ghent, 2023-03-01)" and p.sources == ["s3", "s2"]
    assert m.search("Leeds", user_id="u", include_evidence=True, mode="bm25") == []


def test_deleting_a_lone_primary_leaves_nothing_retrievable(m):
    d = add(m, LEEDS, "2023-01-01", "s1")
    m.delete(d.id, user_id="u")
    assert m.search("Where does Ava live?", user_id="u") == []
    assert m.get(d.id, user_id="u").role == "deleted"


def test_a_deleted_memory_cannot_be_updated(m):
    d = add(m, LEEDS, "2023-01-01", "s1")
    m.delete(d.id, user_id="u")
    with pytest.raises(InvalidInputError, match="was deleted"):
        m.update(d.id, "Ava lives in Oslo.", user_id="u")
    assert views(m) == []


def test_include_evidence_reaches_superseded_atoms(m):
    add(m, LEEDS, "2023-01-01", "s1")
    add(m, GHENT, "2023-03-01", "s2")
    for i, hobby in enumerate(["chess", "rowing", "pottery"]):  # BM25 needs a term to be rare
        add(m, f"Ava took up {hobby}.", f"2023-04-0{i + 1}", f"h{i}")
    assert [h.text for h in m.search("Leeds", user_id="u", mode="bm25")] == [GHENT]  # via the fused view
    assert LEEDS in [h.text for h in m.search("Leeds", user_id="u", mode="bm25", include_evidence=True)]
