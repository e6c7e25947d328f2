"""Export/import through ``Memory``: lossless round trips for every policy, imports bound
to one scope (no forged history, no planted lines), idempotent re-imports, rescope, and
all-or-nothing refusals that name the line."""

from __future__ import annotations

import base64
import copy
import json

import numpy as np
import pytest

from memstrata import Memory
from memstrata.api.config import MemoryConfig
from memstrata.errors import ImportConflictError, ImportFormatError, InvalidInputError, PolicyMismatchError, ScopeError
from memstrata.manage.registry import create_manager
from memstrata.models.llm.replay import ScriptedLLM
from memstrata.store.transfer import frame_export
from memstrata.types import Scope
from tests.fixtures.keyed_workload import check_roam_invariants
from tests.manage.roam.scripted import TableClassifier

LEEDS, GHENT, UTRECHT = "Ava lives in Leeds.", "Ava lives in Ghent.", "Ava lives in Utrecht."
DOG, REX = "Ava has a dog.", "Ava has a dog named Rex."


@pytest.fixture
def populated(memory):
    ids = [d.id for d in memory.add(observations=[
        {"text": "Sam lives in Lisbon.", "time": "2024-03-02", "source": "S1:1", "metadata": {"topic": "home"}},
        {"text": "Sam is vegetarian.", "time": "2024-03-02", "source": "S1:3"}], user_id="sam", agent_id="bot")]
    memory.update(ids[0], "Sam lives in Porto.", user_id="sam", time="2024-06-15")
    memory.delete(ids[1], user_id="sam", time="2024-07-01")
    memory.add([{"id": "S3:1", "role": "user", "name": "Sam", "content": "I run four times a week."}],
               user_id="sam", time="2024-09-30")
    memory.add(observations=["Ada lives in Oslo."], user_id="ada")
    return memory


def write_lines(path, lines):
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    return path


def reframe(lines, memory, scope=None):
    """The body of ``lines`` (changed as a test likes) with a header and a correct trailer,
    so what is refused is the change itself, not a checksum."""
    body = [line for line in lines if line["type"] in ("record", "edge", "turn", "audit")]
    return list(frame_export(body, embedder=f"{memory.embedder.name}:{memory.embedder.dim}", dim=memory.embedder.dim,
                             policy=memory.manager.name, scope=scope))


def state(m, user):
    """What a user can see: records, each one's history, and an as-of read."""
    records = m.get_all(user_id=user, roles=("primary", "evidence", "pending", "deleted"))
    return ([r.to_dict() for r in records], {r.id: [e.to_dict() for e in m.history(r.id, user_id=user)] for r in records},
            [r.to_dict() for r in m.get_all(user_id=user, as_of="2030-01-01")])


# ----- round trips ------------------------------------------------------------------------
def test_round_trip_is_lossless(populated, tmp_path, embedder):
    out = tmp_path / "sam.jsonl"
    exported = populated.export(out, user_id="sam")
    assert [line["type"] for line in (exported[0], exported[-1])] == ["memstrata-export", "memstrata-export-end"]
    assert {line["type"] for line in exported[1:-1]} == {"record", "turn", "audit"}
    with Memory.open(tmp_path / "copy.db", embedder=embedder) as copy_:
        result = copy_.import_(out, user_id="sam")
        assert result.imported == {"record": 3, "edge": 0, "turn": 1, "audit": 5}
        assert copy_.export(user_id="sam") == exported  # header, body and trailer alike
        assert copy_.search("Porto", user_id="sam", limit=1)[0].text == "Sam lives in Porto."
        assert copy_.get_all(user_id="ada") == []
        assert state(copy_, "sam") == state(populated, "sam")
        rid = exported[1]["record"]["id"]
        assert [h.action for h in copy_.history(rid, user_id="sam")] == ["create", "update"]


def add(m, text, time, source, user="u"):
    return m.add(observations=[{"text": text, "time": time, "source": source}], user_id=user).decisions[0]


def ops(*items):
    return json.dumps({"operations": [dict(zip(("event", "id", "text"), it)) for it in items]})


def _append(path, embedder):
    return Memory.open(path, embedder=embedder)


def _roam(path, embedder):
    return Memory.open(path, embedder=embedder, policy="roam", policy_options={"relation_backend": "heuristic"})


def _mem0(path, embedder):
    # One reply per observation of the workload below, the note included.
    replies = [ops(("ADD", None, LEEDS)), ops(("ADD", None, DOG)), ops(("UPDATE", 1, GHENT)), ops(("ADD", None, "Ava hikes.")),
               ops(("NONE", 1, None)), ops(("UPDATE", 1, REX)), ops(("DELETE", 1, None), ("ADD", None, UTRECHT)),
               ops(("ADD", None, "Ava moved again."))]
    return Memory.open(path, embedder=embedder, policy="mem0", llm=ScriptedLLM(replies))


def _evermemos(path, embedder):
    return Memory.open(path, embedder=embedder, policy="evermemos", policy_options={"merge": "concat"})


@pytest.mark.parametrize("open_memory", [_append, _roam, _mem0, _evermemos], ids=["append", "roam", "mem0", "evermemos"])
def test_round_trip_for_every_policy(open_memory, tmp_path, embedder):
    with open_memory(tmp_path / "source.db", embedder) as m:
        for i, (text, time) in enumerate([(LEEDS, "2023-01-01"), (DOG, "2023-01-02"), (GHENT, "2023-03-01"),
                                          ("Ava enjoys hiking in the hills on weekends.", "2023-04-01"),
                                          ("Ava likes hiking in the hills at weekends.", "2023-04-02"),
                                          (REX, "2023-05-01"), (UTRECHT, "2024-02-13")]):
            add(m, text, time, f"s{i}")
        m.add("I moved again.", user_id="u", time="2024-03-01", infer=False)  # a raw turn kept as a note
        first = m.get_all(user_id="u", roles=("primary",))[0]
        m.delete(first.id, user_id="u", time="2024-03-02")
        exported = m.export(tmp_path / "u.jsonl", user_id="u")
        kinds = {line["record"]["kind"] for line in exported if line["type"] == "record"}
        with open_memory(tmp_path / "copy.db", embedder) as copy_:
            result = copy_.import_(tmp_path / "u.jsonl", user_id="u")
            assert result.already_present == {"record": 0, "edge": 0, "turn": 0, "audit": 0}
            assert copy_.export(user_id="u") == exported
            assert state(copy_, "u") == state(m, "u")
            again = copy_.import_(tmp_path / "u.jsonl", user_id="u")
            assert sum(again.imported.values()) == 0 and again.already_present == result.imported
    if open_memory is _evermemos:
        assert "group" in kinds  # the kind evermemos writes imports like any other


# ----- the scope is the caller's --------------------------------------------------------
def test_import_needs_a_scope(populated, tmp_path):
    path = write_lines(tmp_path / "sam.jsonl", populated.export(user_id="sam"))
    with pytest.raises(ScopeError, match="a scope is required"):
        populated.import_(path)
    with pytest.raises(InvalidInputError, match="rescope must be bool"):
        populated.import_(path, user_id="sam", rescope="yes")


def test_forged_audit_lines_cannot_change_a_victims_history(tmp_path, embedder):
    with Memory.open(tmp_path / "shared.db", embedder=embedder) as m:
        victim_id = add(m, "Vic's PIN hint is the cat's name.", "2024-01-01T00:00:00", "V1", user="vic").id
        add(m, "Mallory likes chess.", "2024-01-01T00:00:00", "M1", user="mallory")
        before = state(m, "vic")
        mallory = m.export(user_id="mallory")
        vic_record = next(line for line in m.export(user_id="vic") if line["type"] == "record")
        snapshot = dict(copy.deepcopy(vic_record["record"]), text="Vic's PIN is 1234.", view="Vic's PIN is 1234.")
        forged = {"type": "audit", "scope": vic_record["record"]["scope"], "record_id": victim_id, "action": "update",
                  "actor": "user", "time": "2024-06-01T00:00:00", "recorded_at": "2024-06-01T00:00:00",
                  "snapshot": snapshot, "details": {}}
        attempts = [
            # an audit line alone, into the attacker's scope and into the victim's
            (mallory + [forged], "mallory", "this line belongs to user 'vic'"),
            (mallory[:1] + [forged] + mallory[-1:], "vic", "audit entry for memory .* which is not in this file"),
            # with a record line claiming the victim's id in the attacker's scope
            (mallory + [dict(vic_record, record=dict(vic_record["record"], scope=forged["scope"] | {"user_id": "mallory"})),
                        dict(forged, scope={"user_id": "mallory", "agent_id": None, "run_id": None},
                             snapshot=dict(snapshot, scope={"user_id": "mallory", "agent_id": None, "run_id": None}))],
             "mallory", "is already used in this store by a different memory"),
            # with an exact copy of the victim's record, into the victim's scope
            ([vic_record, forged], "vic", f"the history of memory '{victim_id}' differs"),
            # a snapshot without a record id, which as-of reads would replay
            (mallory + [dict(forged, record_id=None, scope=mallory[1]["record"]["scope"],
                             snapshot=dict(snapshot, scope=mallory[1]["record"]["scope"]))],
             "mallory", "an audit entry without a record_id cannot carry a snapshot"),
        ]
        for lines, user, message in attempts:
            with pytest.raises(ImportFormatError, match=message):
                m.import_(reframe(lines, m), user_id=user)
            assert state(m, "vic") == before
        assert [e.action for e in m.history(victim_id, user_id="vic")] == ["create"]
        assert [r.text for r in m.get_all(user_id="vic", as_of="2024-12-31")] == ["Vic's PIN hint is the cat's name."]


def test_planted_record_or_turn_for_another_scope_is_refused(populated, tmp_path):
    mine = populated.export(user_id="ada")
    sam_record = next(line for line in populated.export(user_id="sam") if line["type"] == "record")
    sam_before = state(populated, "sam")
    planted_record = dict(copy.deepcopy(sam_record), record=dict(sam_record["record"], id="planted", text="planted"))
    planted_turn = {"type": "turn", "scope": {"user_id": "sam", "agent_id": None, "run_id": None}, "id": "S9:9",
                    "speaker": "Sam", "text": "planted", "time": "2024-01-01T00:00:00"}
    for planted in (planted_record, planted_turn):
        lines = reframe(mine + [planted], populated)
        with pytest.raises(ImportFormatError, match=f"import line {len(lines) - 1}: this line belongs to user 'sam'"):
            populated.import_(lines, user_id="ada")
    assert state(populated, "sam") == sam_before
    assert populated.store.turns(Scope("sam"), ["S9:9"]) == []


def test_reimporting_an_unchanged_export_changes_nothing(populated, tmp_path):
    path = write_lines(tmp_path / "sam.jsonl", populated.export(user_id="sam"))
    before = populated.export()
    result = populated.import_(path, user_id="sam")
    assert result.imported == {"record": 0, "edge": 0, "turn": 0, "audit": 0}
    assert result.already_present == {"record": 3, "edge": 0, "turn": 1, "audit": 5}
    assert populated.export() == before


def test_an_id_taken_in_another_scope_or_with_other_content_gets_the_same_message(populated, tmp_path):
    sam = populated.export(user_id="sam")
    rid = sam[1]["record"]["id"]
    changed = copy.deepcopy(sam)
    changed[1]["record"]["view"] = "Sam lives in Braga."
    as_ada = copy.deepcopy(sam)
    for line in as_ada[1:-1]:
        for holder in (line.get("record"), line, line.get("snapshot")):
            if holder and "scope" in holder:
                holder["scope"] = {"user_id": "ada", "agent_id": None, "run_id": None}
    messages = []
    for lines, user in ((changed, "sam"), (as_ada, "ada")):
        with pytest.raises(ImportConflictError) as err:
            populated.import_(reframe(lines, populated), user_id=user)
        messages.append(str(err.value))
    assert messages[0] == messages[1]
    assert f"import line 2: memory id '{rid}' is already used in this store by a different memory" in messages[0]
    assert "sam" not in messages[0] and "bot" not in messages[0]


# ----- refused files ----------------------------------------------------------------------
def test_cut_empty_and_headerless_files_import_nothing(populated, tmp_path, embedder):
    good = populated.export(user_id="sam")
    with Memory.open(tmp_path / "target.db", embedder=embedder) as target:
        target.add(observations=["kept fact"], user_id="sam")
        cases = [(good[:k], f"import line {k + 1}: the file ends without its") for k in range(1, len(good))]
        cases += [([], "import line 1: the file is empty"),
                  (good[1:], "import line 1: expected the 'memstrata-export' header line first")]
        for lines, message in cases:
            with pytest.raises(ImportFormatError, match=message):
                target.import_(write_lines(tmp_path / "bad.jsonl", lines), user_id="sam")
            assert [r.text for r in target.get_all(user_id="sam")] == ["kept fact"]


def test_malformed_lines_name_their_number_and_import_nothing(populated, tmp_path, embedder):
    good = [json.dumps(line) for line in populated.export(user_id="sam")]
    bad = tmp_path / "bad.jsonl"
    with Memory.open(tmp_path / "target.db", embedder=embedder) as target:
        target.add(observations=["kept fact"], user_id="sam")
        for lines, message in [
            (good[:3] + ["{not json"] + good[3:], "import line 4: not valid JSON"),
            (good[:2] + ['{"type": "record", "record": {}}'] + good[2:], "import line 3: record.id: Field required"),
            (good[:1] + ['{"type": "gizmo"}'] + good[1:], "import line 2: unknown line type 'gizmo'"),
            (['{"type": "memstrata-export", "version": 2, "embedder": "x:768", "dim": 768, "policy": "append"}'],
             "import line 1: vectors are 768-d"),
        ]:
            bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
            with pytest.raises(ImportFormatError, match=message):
                target.import_(bad, user_id="sam")
            assert [r.text for r in target.get_all(user_id="sam")] == ["kept fact"]


def test_nan_vectors_and_bad_times_are_refused(populated, tmp_path, embedder):
    sam = populated.export(user_id="sam")
    nan = copy.deepcopy(sam)
    vec = np.frombuffer(base64.b64decode(nan[2]["text_vec"]), dtype=np.float32).copy()
    vec[0] = np.nan
    nan[2]["text_vec"] = base64.b64encode(vec.tobytes()).decode("ascii")
    bad_time = copy.deepcopy(sam)
    bad_time[3]["record"]["time"] = "sometime in May"
    with Memory.open(tmp_path / "target.db", embedder=embedder) as target:
        for lines, message in [(nan, "import line 3: text_vec holds a non-finite value"),
                               (bad_time, "import line 4: record.time: Value error, 'sometime in May' is not a time")]:
            with pytest.raises(ImportFormatError, match=message):
                target.import_(reframe(lines, target, scope=None), user_id="sam")
        assert target.export(user_id="sam")[1:-1] == []


def roam_memory(path, embedder, table):
    manager = create_manager("roam", classifier=TableClassifier(table))
    return Memory(MemoryConfig(path=str(path), policy="roam"), embedder=embedder, manager=manager)


def test_a_dangling_roam_pointer_is_refused(tmp_path, embedder):
    with roam_memory(tmp_path / "roam.db", embedder, {(GHENT, LEEDS): "CON"}) as m:
        add(m, LEEDS, "2023-01-01", "s1")
        current = add(m, GHENT, "2023-03-01", "s2").id
        lines = m.export(user_id="u")
        without_primary = [line for line in lines if line.get("record", {}).get("id") != current
                           and line.get("record_id") != current]
        with roam_memory(tmp_path / "copy.db", embedder, {}) as target:
            with pytest.raises(ImportFormatError, match=f"import line 2: record.attrs.roam.primary points at memory "
                                                        f"'{current}', which is neither in this file nor in the scope"):
                target.import_(reframe(without_primary, target), user_id="u")
            assert target.export()[1:-1] == []


def test_policy_must_match_unless_the_target_is_empty(tmp_path, embedder):
    with roam_memory(tmp_path / "roam.db", embedder, {}) as m:
        add(m, LEEDS, "2023-01-01", "s1")
        path = write_lines(tmp_path / "roam.jsonl", m.export(user_id="u"))
    with Memory.open(tmp_path / "append.db", embedder=embedder) as target:
        target.import_(path, user_id="u")  # an empty store takes any policy's export
        add(target, DOG, "2023-01-02", "s2", user="w")
        with pytest.raises(PolicyMismatchError, match="written by policy 'roam'; this store is managed by policy 'append'"):
            target.import_(path, user_id="v", rescope=True)


# ----- rescope ----------------------------------------------------------------------------
def test_rescope_moves_a_roam_export_with_supersessions(tmp_path, embedder):
    table = {(GHENT, LEEDS): "CON", (UTRECHT, GHENT): "CON", (REX, DOG): "OSN"}
    with roam_memory(tmp_path / "roam.db", embedder, table) as m:
        add(m, LEEDS, "2023-01-01", "s1")
        add(m, DOG, "2023-01-02", "s2")
        add(m, GHENT, "2023-03-01", "s3")
        rex = add(m, REX, "2023-04-01", "s4").id
        add(m, UTRECHT, "2024-02-13", "s5")
        m.update(rex, "Ava has a dog named Max.", user_id="u", time="2024-03-01")
        sam_before = m.export(user_id="u")
        result = m.import_(sam_before, user_id="ada", rescope=True)  # the same store: ids would collide otherwise
        ids = result.ids
        assert result.imported["record"] == 6 and set(ids) == {r.id for r in m.get_all(user_id="u")}
        assert not set(ids.values()) & set(ids)
        assert m.export(user_id="u") == sam_before
        moved = {r.id: r for r in m.get_all(user_id="ada")}
        assert set(moved) == set(ids.values())
        check_roam_invariants(list(moved.values()))
        for r in moved.values():
            assert r.scope.user_id == "ada"
            if "supersedes" in r.attrs:
                assert r.attrs["supersedes"] in moved
        for old, new in ids.items():
            old_h = [e.to_dict() for e in m.history(old, user_id="u")]
            new_h = [e.to_dict() for e in m.history(new, user_id="ada")]
            assert [(e["action"], e["time"], e["snapshot"]["view"]) for e in new_h] == \
                [(e["action"], e["time"], e["snapshot"]["view"]) for e in old_h]
            assert all(e["snapshot"]["id"] == new and e["snapshot"]["scope"]["user_id"] == "ada" for e in new_h)
        for old, new in ids.items():
            assert [(e.src, e.dst) for e in m.store.edges(m.get(new, user_id="ada").scope, new)] == \
                [(ids[e.src], ids[e.dst]) for e in m.store.edges(m.get(old, user_id="u").scope, old)]
        as_of = [(r.text, r.role) for r in m.get_all(user_id="ada", as_of="2023-03-15")]
        assert as_of == [(r.text, r.role) for r in m.get_all(user_id="u", as_of="2023-03-15")]
        assert m.search("Where does Ava live?", user_id="ada", limit=1)[0].text == UTRECHT
        # A second rescope makes a second copy; the moved scope can be re-imported as is.
        moved_export = m.export(user_id="ada")
        assert sum(m.import_(moved_export, user_id="ada").imported.values()) == 0
