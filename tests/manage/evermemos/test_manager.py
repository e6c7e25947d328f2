"""The evermemos baseline through the Memory API: grouping by similarity, concat and LLM
merges (scripted), provenance, deletes, bad options. A real SQLite file and the real embedder."""

from __future__ import annotations

import json

import pytest

from memstrata import Memory
from memstrata.api.config import MemoryConfig
from memstrata.errors import InvalidInputError
from memstrata.manage.registry import create_manager
from memstrata.models.llm.replay import ScriptedLLM

HIKE1, HIKE2 = "Ava enjoys hiking in the hills on weekends.", "Ava likes hiking in the hills at weekends."
CAT = "Ava's cat is called Miso."


def open_ever(db_path, embedder, llm=None, **options):
    manager = create_manager("evermemos", **options)
    return Memory(MemoryConfig(path=str(db_path), policy="evermemos"), embedder=embedder, llm=llm, manager=manager)


def add(m, text, time, source):
    return m.add(observations=[{"text": text, "time": time, "source": source}], user_id="u").decisions[0]


def test_similar_facts_form_one_group_memory(db_path, embedder):
    m = open_ever(db_path, embedder)
    a = add(m, HIKE1, "2023-01-01", "s1")
    assert (a.event, a.role) == ("added", "primary")
    add(m, CAT, "2023-01-02", "s2")
    b = add(m, HIKE2, "2023-02-01", "s3")
    assert (b.event, b.role, b.backend) == ("merged", "evidence", "concat")
    primaries = m.get_all(user_id="u", roles=("primary",))
    group = next(r for r in primaries if r.kind == "group")
    assert group.view == f"{HIKE1} {HIKE2}" and group.sources == ["s1", "s3"]
    assert {r.text for r in primaries} == {group.text, CAT}
    # The facts are kept verbatim as Evidence of the group.
    evidence = m.get_all(user_id="u", roles=("evidence",))
    assert sorted(r.text for r in evidence) == sorted([HIKE1, HIKE2])
    assert all(r.attrs["evermemos"]["group"] == group.id for r in evidence)
    assert [h.action for h in m.history(a.id, user_id="u")] == ["create", "demote"]


def test_llm_merge_and_fallback(db_path, embedder):
    llm = ScriptedLLM([json.dumps({"memory": "Ava hikes in the hills every weekend."}), "nope", "still nope"])
    m = open_ever(db_path, embedder, llm=llm)
    add(m, HIKE1, "2023-01-01", "s1")
    d = add(m, HIKE2, "2023-02-01", "s2")
    assert d.backend == "llm:scripted"
    (group,) = m.get_all(user_id="u", roles=("primary",))
    assert group.view == "Ava hikes in the hills every weekend." and group.sources == ["s1", "s2"]
    d = add(m, "Ava goes hiking in the hills most weekends.", "2023-03-01", "s3")
    assert d.backend.startswith("concat (llm merge failed")
    (group,) = m.get_all(user_id="u", roles=("primary",))
    assert group.version == 2 and group.sources == ["s1", "s2", "s3"]


def test_full_group_starts_a_new_one(db_path, embedder):
    m = open_ever(db_path, embedder, max_group=2)
    add(m, HIKE1, "2023-01-01", "s1")
    add(m, HIKE2, "2023-02-01", "s2")
    d = add(m, "Ava enjoys hiking in the hills on weekends!", "2023-03-01", "s3")
    assert d.event == "added"
    assert len(m.get_all(user_id="u", roles=("primary",))) == 2


def test_deleting_a_fact_removes_it_from_the_group_view(db_path, embedder):
    m = open_ever(db_path, embedder)
    a = add(m, HIKE1, "2023-01-01", "s1")
    add(m, HIKE2, "2023-02-01", "s2")
    m.delete(a.id, user_id="u", time="2023-03-01")
    (group,) = m.get_all(user_id="u", roles=("primary",))
    assert HIKE1 not in group.view and group.view == HIKE2 and group.sources == ["s2"]


@pytest.mark.parametrize("options, message", [({"threshold": 1.5}, "threshold"), ({"max_group": 1}, "max_group"),
                                              ({"merge": "magic"}, "merge backend")])
def test_bad_options_are_named(options, message):
    with pytest.raises(InvalidInputError, match=message):
        create_manager("evermemos", **options)


def test_llm_merge_needs_an_llm(db_path, embedder):
    with pytest.raises(InvalidInputError, match="needs an LLM"):
        open_ever(db_path, embedder, merge="llm")
