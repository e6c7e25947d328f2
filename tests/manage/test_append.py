from memstrata.manage.append import AppendManager
from memstrata.manage.base import ManagerContext
from memstrata.store.sqlite_store import SQLiteStore
from memstrata.types import Observation, Scope


def test_every_observation_becomes_a_primary_record_with_an_audit_entry(tmp_path, embedder):
    store = SQLiteStore(tmp_path / "a.db", dim=embedder.dim)
    ctx = ManagerContext(store, embedder, Scope("u"), actor="policy:append")
    obs = [Observation("Sam is vegetarian.", "2024-03-02T00:00:00", ["S1:3"]),
           Observation("Sam is vegetarian.", "2024-06-15T00:00:00", ["S2:4"])]
    decisions = AppendManager().manage(ctx, obs)
    assert [d.event for d in decisions] == ["added", "added"]  # append keeps restatements
    records = store.list_records(Scope("u"))
    assert [(r.role, r.sources) for r in records] == [("primary", ["S1:3"]), ("primary", ["S2:4"])]
    assert store.history(Scope("u"), records[0].id)[0].details == {"policy": "append"}
