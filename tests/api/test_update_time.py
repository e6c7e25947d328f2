"""``update`` keeps the time a memory was said (issue 28, item 8): a correction does not move a
fact said in March 2024 to today, so what is current and what as-of returns stay as they were."""

from __future__ import annotations

from memstrata import Memory
from memstrata.api.config import MemoryConfig
from memstrata.manage.registry import create_manager
from tests.manage.roam.scripted import TableClassifier

MARCH = "2024-03-02T00:00:00"


def test_update_without_a_time_keeps_the_said_time(memory):
    rid = memory.add(observations=[{"text": "Sam lives in Lisbon.", "time": MARCH}], user_id="sam").decisions[0].id
    later = memory.add(observations=[{"text": "Sam got a beagle.", "time": "2024-06-15"}], user_id="sam")
    memory.update(rid, "Sam lives in Porto.", user_id="sam")
    record = memory.get(rid, user_id="sam")
    assert (record.text, record.time, record.version) == ("Sam lives in Porto.", MARCH, 2)
    # Still the first in time order, before the June memory.
    assert [r.id for r in memory.get_all(user_id="sam")] == [rid, later.decisions[0].id]
    # The change itself is logged now, after every said time: as of June the old text held.
    assert [r.text for r in memory.get_all(user_id="sam", as_of="2024-07-01")][0] == "Sam lives in Lisbon."


def test_update_with_a_time_moves_the_said_time(memory):
    rid = memory.add(observations=[{"text": "Sam lives in Lisbon.", "time": MARCH}], user_id="sam").decisions[0].id
    memory.update(rid, "Sam lives in Porto.", user_id="sam", time="2024-05-01")
    assert memory.get(rid, user_id="sam").time == "2024-05-01T00:00:00"


def test_roam_correction_is_said_when_the_memory_it_corrects_was(db_path, embedder):
    m = Memory(MemoryConfig(path=str(db_path), policy="roam"), embedder=embedder,
               manager=create_manager("roam", classifier=TableClassifier({})))
    try:
        old = m.add(observations=[{"text": "Ava lives in Leeds.", "time": MARCH}], user_id="u").decisions[0]
        d = m.update(old.id, "Ava lives in Oslo.", user_id="u")
        current = m.get_all(user_id="u", roles=("primary",))
        assert [(r.id, r.text, r.time) for r in current] == [(d.id, "Ava lives in Oslo.", MARCH)]
        assert [r.text for r in m.get_all(user_id="u", as_of="2024-04-01", roles=("primary",))] == \
            ["Ava lives in Oslo."]
    finally:
        m.close()
