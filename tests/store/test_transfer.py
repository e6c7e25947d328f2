"""The export format (store/transfer.py) and the import rules (store/transfer_apply.py) on
hand-made lines: header and trailer, every per-line check, references, rescope, and what an
import writes into a real SQLite store that already holds data."""

from __future__ import annotations

import base64
import contextlib
import copy
import hashlib
import json
import zlib

import numpy as np
import pytest

from memstrata.errors import ImportConflictError, ImportFormatError, InvalidInputError, PolicyMismatchError
from memstrata.store.sqlite_store import SQLiteStore
from memstrata.store.transfer import canonical, frame_export, parse_export
from memstrata.types import KINDS, Edge, Record, Scope
from tests.conftest import unit_vectors

DIM, EMB = 384, "test-embedder:384"
T0, T1 = "2024-03-02T09:30:00", "2024-06-15T00:00:00"


def vec(seed: int = 0, value: float | None = None) -> str:
    v = unit_vectors(1, DIM, seed)[0]
    if value is not None:
        v[7] = value
    return base64.b64encode(v.astype(np.float32).tobytes()).decode("ascii")


def scope(user="u", agent=None):
    return {"user_id": user, "agent_id": agent, "run_id": None}


def record(rid, *, user="u", agent=None, role="primary", kind="fact", text=None, attrs=None, time=T0):
    text = text or f"memory {rid}"
    return {"type": "record", "record": {
        "id": rid, "scope": scope(user, agent), "kind": kind, "text": text, "view": text, "role": role,
        "time": time, "recorded_at": T0, "valid_at": None, "version": 1, "sources": [f"turn-{rid}"],
        "attrs": attrs or {}}, "text_vec": vec(seed_of(rid)), "view_vec": None}


def seed_of(rid: str) -> int:
    # Not hash(): string hashes change with every process, and two ids could draw one vector.
    return zlib.crc32(rid.encode()) % 1000


def audit(rec, *, action="create", details=None, time=T0):
    r = rec["record"]
    return {"type": "audit", "scope": r["scope"], "record_id": r["id"], "action": action, "actor": "policy:test",
            "time": time, "recorded_at": T0, "snapshot": copy.deepcopy(r), "details": details or {}}


def edge(src, dst, user="u"):
    return {"type": "edge", "scope": scope(user), "src": src, "dst": dst, "edge_type": "CON",
            "attrs": {"backend": "table"}, "created_at": T0}


def turn(tid, user="u", text="hello"):
    return {"type": "turn", "scope": scope(user), "id": tid, "speaker": "Sam", "text": text, "time": T0}


def log(user="u", action="no-add"):
    return {"type": "audit", "scope": scope(user), "record_id": None, "action": action, "actor": "policy:test",
            "time": T0, "recorded_at": T0, "snapshot": None, "details": {"fact": "x"}}


def framed(body, policy="append", export_scope=None):
    """Header, body, trailer, the trailer computed here (not by ``frame_export``) so that
    malformed bodies can be framed too."""
    header = {"type": "memstrata-export", "version": 2, "embedder": EMB, "dim": DIM, "policy": policy}
    if export_scope is not None:
        header["scope"] = export_scope.to_dict()
    n = {"record": 0, "edge": 0, "turn": 0, "audit": 0}
    for line in body:
        if line.get("type") in n:
            n[line["type"]] += 1
    digest = hashlib.sha256()
    for line in body:
        with contextlib.suppress(ValueError, UnicodeEncodeError):  # such a line is refused before the checksum matters
            digest.update(json.dumps(line, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode() + b"\n")
    return [header, *copy.deepcopy(body), {"type": "memstrata-export-end", "counts": n, "sha256": digest.hexdigest()}]


def parse(lines, user="u", agent=None, rescope=False):
    return parse_export(lines, scope=Scope(user, agent), dim=DIM, embedder=EMB, rescope=rescope)


def refused(lines, match, **kw):
    with pytest.raises(ImportFormatError, match=match):
        parse(lines, **kw)


def simple_body():
    a, b = record("a"), record("b", role="evidence", attrs={"roam": {"primary": "a"}})
    a["record"]["attrs"] = {"roam": {"members": [{"id": "b", "text": "memory b", "time": T0, "relation": "CON"}]}}
    return [a, b, edge("a", "b"), turn("S1:1"), audit(a), audit(b), log()]


def write(path, lines):
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    return path


@pytest.fixture
def store(tmp_path):
    s = SQLiteStore(tmp_path / "store.db", dim=DIM)
    yield s
    s.close()


# ----- header and trailer -----------------------------------------------------------------
def test_frame_counts_and_checksums_the_body():
    body = simple_body()
    lines = list(frame_export(copy.deepcopy(body), embedder=EMB, dim=DIM, policy="roam", scope=Scope("u")))
    assert lines == framed(body, policy="roam", export_scope=Scope("u"))
    header, trailer = lines[0], lines[-1]
    assert header == {"type": "memstrata-export", "version": 2, "embedder": EMB, "dim": DIM, "policy": "roam",
                      "scope": scope()}
    assert trailer["counts"] == {"record": 2, "edge": 1, "turn": 1, "audit": 3}
    assert trailer["sha256"] == hashlib.sha256(b"".join(canonical(line) + b"\n" for line in body)).hexdigest()
    parsed = parse(lines)
    assert [len(parsed.lines[t]) for t in ("record", "edge", "turn", "audit")] == [2, 1, 1, 3]
    assert parsed.external_refs == {}


def test_a_file_cut_at_any_line_boundary_is_refused(tmp_path):
    lines = framed(simple_body())
    for keep in range(1, len(lines)):
        path = write(tmp_path / f"cut{keep}.jsonl", lines[:keep])
        with pytest.raises(ImportFormatError, match=f"import line {keep + 1}: the file ends without its "
                                                    f"'memstrata-export-end' trailer"):
            parse(path)
    parse(write(tmp_path / "whole.jsonl", lines))


def test_empty_and_headerless_files_are_refused(tmp_path):
    for text in ("", "\n\n  \n"):
        (tmp_path / "empty.jsonl").write_text(text)
        with pytest.raises(ImportFormatError, match="import line 1: the file is empty"):
            parse(tmp_path / "empty.jsonl")
    refused([], "import line 1: the file is empty")
    lines = framed(simple_body())
    refused(lines[1:], "import line 1: expected the 'memstrata-export' header line first")
    refused([{"text": "a plain observation"}], "import line 1: expected the 'memstrata-export' header")


def test_counts_or_checksum_off_are_refused():
    body = simple_body()
    lines = framed(body)
    refused(lines[:3] + lines[4:], r"import line 8: the trailer counts .* but the file holds .*lines are missing")
    edited = copy.deepcopy(lines)
    edited[1]["record"]["text"] = "an edited text"
    refused(edited, "import line 9: the checksum does not match the lines: the file was changed or damaged")
    doubled = lines[:-1] + [lines[4]] + lines[-1:]
    refused(doubled, "import line 10: the trailer counts")
    broken = copy.deepcopy(lines)
    del broken[-1]["sha256"]
    refused(broken, "import line 9: sha256: Field required")


def test_extra_headers_and_trailers_are_refused():
    lines = framed(simple_body())
    refused(lines[:2] + [lines[0]] + lines[2:], "import line 3: a second header line")
    refused(lines[:2] + [lines[-1]] + lines[2:], "import line 3: a trailer line before the end of the file")
    refused(lines + [lines[1]], r"import line 10: a line after the trailer \(line 9\), which ends an export")


def test_header_must_match_the_store():
    lines = framed(simple_body())
    old = [{"type": "memstrata-export", "version": 1, "dim": DIM}] + lines[1:]
    refused(old, "import line 1: export format version 1 is not supported; this memstrata reads version 2")
    with pytest.raises(ImportFormatError, match="import line 1: exported with embedder test-embedder:384; this "
                                                "store uses other:384 .vectors of different models do not mix"):
        parse_export(lines, scope=Scope("u"), dim=DIM, embedder="other:384")
    with pytest.raises(ImportFormatError, match="import line 1: vectors are 384-d; this store holds 768-d"):
        parse_export(lines, scope=Scope("u"), dim=768, embedder=EMB)
    no_policy = copy.deepcopy(lines)
    del no_policy[0]["policy"]
    refused(no_policy, "import line 1: policy: Field required")


# ----- one line at a time -----------------------------------------------------------------
def one_bad(line, match, **kw):
    refused(framed([line]), match, **kw)


def test_non_finite_vectors_are_refused():
    for value in (float("nan"), float("inf"), float("-inf")):
        line = record("a")
        line["text_vec"] = vec(value=value)
        one_bad(line, "import line 2: text_vec holds a non-finite value")
        line = record("a")
        line["view_vec"] = vec(value=value)
        one_bad(line, "import line 2: view_vec holds a non-finite value")
    line = record("a")
    line["text_vec"] = base64.b64encode(b"\0" * 12).decode()
    one_bad(line, "import line 2: text_vec holds 3 floats; this store holds 384-d vectors")
    line["text_vec"] = "not base64!"
    one_bad(line, "import line 2: text_vec is not base64")


def test_non_finite_json_numbers_and_bad_bytes_are_refused(tmp_path):
    lines = framed([record("a", attrs={"weight": 1.5})])
    text = [json.dumps(line) for line in lines]
    for literal in ("NaN", "Infinity", "-Infinity"):
        path = tmp_path / "nan.jsonl"
        path.write_text("\n".join([text[0], text[1].replace("1.5", literal), text[2]]) + "\n")
        with pytest.raises(ImportFormatError, match=f"import line 2: not valid JSON \\({literal} is not a JSON value\\)"):
            parse(path)
    path = tmp_path / "latin1.jsonl"
    path.write_bytes((text[0] + "\n").encode() + text[1].replace("memory a", "caf\xe9").encode("latin-1") + b"\n")
    with pytest.raises(ImportFormatError, match="import line 2: not valid UTF-8"):
        parse(path)
    path.write_text("\n".join([text[0], text[1].replace("memory a", "\\ud800"), text[2]]) + "\n")
    with pytest.raises(ImportFormatError, match="import line 2: holds the escape .*a lone surrogate"):
        parse(path)
    bad = framed([record("a")])
    bad[1]["record"]["attrs"] = {"w": float("nan")}
    refused(bad, "import line 2: holds a value JSON cannot carry")


@pytest.mark.parametrize("value", ["2024-13-45", "yesterday", "", "2024-03-02T09:30:00+02:00", "2024-03-02"])
def test_times_not_in_the_stored_form_are_refused(value):
    line = record("a")
    line["record"]["time"] = value
    one_bad(line, "import line 2: record.time: Value error")
    line = record("a")
    line["record"]["valid_at"] = value
    one_bad(line, "import line 2: record.valid_at")
    rec = record("a")
    for bad, field in [(dict(audit(rec), time=value), "time"), (dict(edge("a", "a"), created_at=value), "created_at"),
                       (dict(turn("t"), time=value), "time")]:
        refused(framed([rec, bad]), f"import line 3: {field}: Value error")


def test_times_are_checked_as_numbers_too():
    line = record("a")
    line["record"]["time"] = 1700000000
    one_bad(line, "import line 2: record.time: Input should be a valid string")


def test_unknown_kinds_roles_and_types_are_refused():
    one_bad(record("a", kind="gizmo"), "import line 2: record.kind: Value error, kind 'gizmo' is not one of")
    one_bad(record("a", role="boss"), "import line 2: record.role: Value error, role 'boss' is not one of")
    one_bad({"type": "gizmo"}, "import line 2: unknown line type 'gizmo'")
    one_bad({"no": "type"}, "import line 2: expected a JSON object with a 'type' field")
    line = record("a")
    line["record"]["version"] = "1"
    one_bad(line, "import line 2: record.version: Input should be a valid integer")
    line = record("a")
    line["record"]["extra"] = 1
    one_bad(line, "import line 2: record.extra: Extra inputs are not permitted")
    for kind in KINDS:  # every kind a policy writes
        parse(framed([record("a", kind=kind)]))


def test_scope_fields_must_be_usable():
    line = record("a")
    line["record"]["scope"]["agent_id"] = ""
    one_bad(line, "import line 2: record.scope: agent_id must be a non-empty string")


# ----- scope ------------------------------------------------------------------------------
def test_every_line_must_belong_to_the_target_scope():
    mine = record("a")
    for planted, no in [(record("x", user="victim"), 2), (turn("S9:9", user="victim"), 3),
                        (edge("a", "a", user="victim"), 3), (log(user="victim"), 3)]:
        body = [planted] if planted["type"] == "record" else [mine, planted]
        refused(framed(body), f"import line {no}: this line belongs to user 'victim', not to the scope being imported "
                              f"into .user 'u'.; pass rescope=True")
    # A narrower target: another agent of the same user is outside it.
    refused(framed([record("a", agent="bot"), record("b", agent="other")]),
            "import line 3: this line belongs to user 'u', agent 'other', not to the scope being imported into "
            r"\(user 'u', agent 'bot'\)", agent="bot")
    parse(framed([record("a", agent="bot"), record("b", agent="other")]))  # both inside user u


def test_lines_must_stay_inside_the_header_scope():
    lines = framed([record("a", agent="bot"), record("b", agent="other")], export_scope=Scope("u", "bot"))
    refused(lines, r"import line 3: record.scope \(user 'u', agent 'other'\) is outside the scope the header declares")


def test_an_audit_snapshot_cannot_leave_the_scope():
    rec = record("a")
    forged = audit(rec)
    forged["snapshot"]["scope"] = scope("victim")
    refused(framed([rec, forged]), "import line 3: this line belongs to user 'victim'")


# ----- references inside the file ---------------------------------------------------------
def test_an_audit_entry_must_come_with_its_record():
    rec = record("a")
    refused(framed([audit(record("victim-id"))]),
            "import line 2: audit entry for memory 'victim-id', which is not in this file: an audit entry must come "
            "with its record")
    snap_other = audit(rec)
    snap_other["snapshot"]["id"] = "b"
    refused(framed([rec, record("b"), snap_other]), "import line 4: audit entry's snapshot is not of memory 'a'")
    other_scope = record("b", agent="bot")
    moved = audit(rec)
    moved["scope"] = moved["snapshot"]["scope"] = scope("u", "bot")
    refused(framed([rec, other_scope, moved]), r"import line 4: audit entry's scope differs from that of its record "
                                                r"\(line 2\)")
    with_snapshot = log()
    with_snapshot["snapshot"] = copy.deepcopy(rec["record"])
    refused(framed([rec, with_snapshot]), "import line 3: an audit entry without a record_id cannot carry a snapshot")


def test_duplicates_are_refused():
    refused(framed([record("a"), record("a")]), r"import line 3: memory id 'a' appears twice \(first at line 2\)")
    refused(framed([turn("t"), turn("t")]), r"import line 3: turn 't' appears twice \(first at line 2\)")
    parse(framed([turn("t"), dict(turn("t"), scope=scope("u", "bot"))]))  # turn ids are unique per scope only


def test_references_outside_the_file_are_collected():
    lines = framed([record("a", role="evidence", attrs={"roam": {"primary": "p"}, "supersedes": "old"}),
                    record("g", kind="group", attrs={"evermemos": {"members": ["a", "m2"]}}),
                    edge("a", "e2")])
    refs = parse(lines).external_refs
    assert refs == {"p": (2, "record.attrs.roam.primary"), "m2": (3, "record.attrs.evermemos.members[1]"),
                    "e2": (4, "edge dst")}  # "supersedes" is history, not structure: not required


def test_malformed_pointers_are_refused():
    one_bad(record("a", attrs={"roam": {"primary": 3}}), "import line 2: record.attrs.roam.primary must be a memory id")
    one_bad(record("a", attrs={"roam": {"members": {"id": "b"}}}), "record.attrs.roam.members must be a list")
    one_bad(record("a", attrs={"roam": {"members": ["b"]}}), r"record.attrs.roam.members\[0\] must be an object")
    one_bad(record("a", attrs={"roam": "primary"}), "record.attrs.roam must be an object")
    one_bad(record("a", attrs={"evermemos": {"group": ""}}), "record.attrs.evermemos.group must be a memory id")


# ----- rescope ----------------------------------------------------------------------------
def test_rescope_gives_new_ids_and_rewrites_every_reference():
    old = record("old", role="evidence", attrs={"roam": {"primary": "new", "own_sources": ["turn-old"]}})
    new = record("new", attrs={"supersedes": "old", "roam": {"members": [
        {"id": "old", "text": "memory old", "time": T0, "relation": "CON"}]}})
    body = [old, new, edge("new", "old"), turn("S1:1"), audit(old), audit(new),
            audit(old, action="demote", details={"survivor": "new", "evidence": ["old"], "candidates": [{"id": "new"}]}),
            log()]
    parsed = parse(framed(body), user="ada", rescope=True)
    ids = parsed.ids
    assert set(ids) == {"old", "new"} and len(set(ids.values())) == 2 and not set(ids.values()) & {"old", "new"}
    dumped = json.dumps([line.data for kind in parsed.lines.values() for line in kind])
    assert '"old"' not in dumped and '"new"' not in dumped and '"u"' not in dumped
    rec_old, rec_new = (line.data["record"] for line in parsed.lines["record"])
    assert rec_old["id"] == ids["old"] and rec_old["attrs"]["roam"]["primary"] == ids["new"]
    assert rec_new["attrs"]["roam"]["members"][0]["id"] == ids["old"] and rec_new["attrs"]["supersedes"] == ids["old"]
    assert rec_old["sources"] == ["turn-old"] and rec_old["text"] == "memory old"  # texts and turn ids stay
    e = parsed.lines["edge"][0].data
    assert (e["src"], e["dst"], e["scope"]) == (ids["new"], ids["old"], scope("ada"))
    assert parsed.lines["turn"][0].data == dict(turn("S1:1"), scope=scope("ada"))
    demote = parsed.lines["audit"][2].data
    assert demote["record_id"] == demote["snapshot"]["id"] == ids["old"]
    assert demote["details"] == {"survivor": ids["new"], "evidence": [ids["old"]], "candidates": [{"id": ids["new"]}]}
    assert parsed.external_refs == {}


def test_rescope_keeps_agent_and_run_unless_the_target_names_them():
    parsed = parse(framed([record("a", agent="bot")]), user="ada", rescope=True)
    assert parsed.lines["record"][0].data["record"]["scope"] == scope("ada", "bot")
    parsed = parse(framed([record("a", agent="bot")]), user="ada", agent="helper", rescope=True)
    assert parsed.lines["record"][0].data["record"]["scope"] == scope("ada", "helper")


# ----- against a store --------------------------------------------------------------------
def counts(**kw):
    return {"record": 0, "edge": 0, "turn": 0, "audit": 0, **kw}


def test_import_then_reimport_reports_already_present(store):
    lines = framed(simple_body())
    result = store.import_lines(parse(lines), policy="append")
    assert result.imported == counts(record=2, edge=1, turn=1, audit=3) and result.already_present == counts()
    before = list(store.export_lines(None))
    again = store.import_lines(parse(lines), policy="append")
    assert again.imported == counts() and again.already_present == counts(record=2, edge=1, turn=1, audit=3)
    assert "7 already present (2 records, 1 edges, 1 turns, 3 audit entries)" in again.summary()
    assert list(store.export_lines(None)) == before
    assert before == simple_body()  # written verbatim, in order


def test_an_id_used_elsewhere_gets_one_message_whatever_the_reason(store):
    store.import_lines(parse(framed([record("shared", user="victim")]), user="victim"), policy="append")
    store.import_lines(parse(framed([record("mine")])), policy="append")
    messages = []
    for line in (record("shared"), record("mine", text="other text")):
        with pytest.raises(ImportConflictError) as err:
            store.import_lines(parse(framed([line])), policy="append")
        messages.append(str(err.value))
    assert messages[0] == messages[1].replace("'mine'", "'shared'")
    assert "victim" not in messages[0] and "already used in this store by a different memory" in messages[0]
    vec_changed = record("mine")
    vec_changed["text_vec"] = vec(seed_of("mine") + 1)
    with pytest.raises(ImportConflictError, match="'mine' is already used"):
        store.import_lines(parse(framed([vec_changed])), policy="append")


def test_a_stored_history_cannot_be_extended(store):
    rec = record("a")
    store.import_lines(parse(framed([rec, audit(rec)])), policy="append")
    forged = audit(rec, action="update", time=T1)
    forged["snapshot"]["text"] = forged["snapshot"]["view"] = "forged text"
    with pytest.raises(ImportConflictError, match="import line 4: the history of memory 'a' differs"):
        store.import_lines(parse(framed([rec, audit(rec), forged])), policy="append")
    with pytest.raises(ImportConflictError, match="import line 3: the history of memory 'a' differs"):
        store.import_lines(parse(framed([rec, forged])), policy="append")
    with pytest.raises(ImportConflictError, match="import line 2: the history of memory 'a' differs"):
        store.import_lines(parse(framed([rec])), policy="append")  # a record without its history
    assert [e.action for e in store.history(Scope("u"), "a")] == ["create"]


def test_turns_never_change(store):
    store.import_lines(parse(framed([turn("S1:1")])), policy="append")
    with pytest.raises(ImportConflictError, match="import line 2: turn 'S1:1' is already stored in this scope"):
        store.import_lines(parse(framed([turn("S1:1", text="rewritten")])), policy="append")
    # The same turn id in another scope is another turn.
    store.import_lines(parse(framed([turn("S1:1", user="ada", text="rewritten")]), user="ada"), policy="append")


def test_dangling_references_are_refused_unless_the_target_scope_holds_them(store):
    store.import_lines(parse(framed([record("p")])), policy="append")
    store.import_lines(parse(framed([record("q", user="victim")]), user="victim"), policy="append")
    for line, where in [(record("e", role="evidence", attrs={"roam": {"primary": "gone"}}), "record.attrs.roam.primary"),
                        (record("e", attrs={"roam": {"members": [{"id": "gone"}]}}), r"record.attrs.roam.members\[0\].id"),
                        (record("e", attrs={"evermemos": {"group": "gone"}}), "record.attrs.evermemos.group")]:
        with pytest.raises(ImportFormatError, match=f"import line 2: {where} points at memory 'gone', which is neither "
                                                    f"in this file nor in the scope being imported into"):
            store.import_lines(parse(framed([line])), policy="append")
    with pytest.raises(ImportFormatError, match="import line 3: edge src points at memory 'gone'"):
        store.import_lines(parse(framed([record("e"), edge("gone", "e")])), policy="append")
    # Another scope's record is no more reachable than a missing one, and says no more.
    with pytest.raises(ImportFormatError, match="import line 2: record.attrs.roam.primary points at memory 'q', which "
                                                "is neither in this file nor in the scope"):
        store.import_lines(parse(framed([record("e", attrs={"roam": {"primary": "q"}})])), policy="append")
    store.import_lines(parse(framed([record("e", role="evidence", attrs={"roam": {"primary": "p"}}), edge("p", "e")])),
                       policy="append")
    assert [e.dst for e in store.edges(Scope("u"), "p")] == ["e"]


def test_policy_must_match_unless_the_store_is_empty(store):
    store.import_lines(parse(framed([record("a")], policy="roam")), policy="append")  # empty store: accepted
    with pytest.raises(PolicyMismatchError, match="written by policy 'roam'; this store is managed by policy 'append'"):
        store.import_lines(parse(framed([record("b")], policy="roam")), policy="append")
    store.import_lines(parse(framed([record("b")], policy="append")), policy="append")


def test_a_failure_on_the_last_line_imports_nothing(store):
    store.import_lines(parse(framed([record("z", user="victim")]), user="victim"), policy="append")
    body = [record("a"), record("b"), turn("S1:1"), edge("a", "b"), log(), record("z")]
    with pytest.raises(ImportConflictError, match="import line 7"):
        store.import_lines(parse(framed(body)), policy="append")
    assert [line["type"] for line in store.export_lines(Scope("u"))] == []
    assert store.dense_search(Scope("u"), unit_vectors(1)[0], 5, roles=("primary",)) == []


def test_imported_records_are_searchable_at_once(store):
    store.dense_search(Scope("u"), unit_vectors(1)[0], 5, roles=("primary",))  # builds the cached index
    lines = framed([record("a", text="Sam lives in Lisbon"), record("b", text="Sam is vegetarian"),
                     record("c", text="Sam runs")])
    store.import_lines(parse(lines), policy="append")
    query = np.frombuffer(base64.b64decode(lines[1]["text_vec"]), dtype=np.float32)
    assert store.dense_search(Scope("u"), query, 1, roles=("primary",))[0][0] == "a"
    assert store.bm25_search(Scope("u"), "Lisbon", 1, roles=("primary",))[0][0] == "a"


def test_a_memory_graph_with_a_chain_head_round_trips(store, tmp_path):
    scope = Scope("u")
    head = Record(id="c1", scope=scope, kind="chain", text="Sam's marathon training", view="Sam's marathon training",
                  role="primary", time=T0, recorded_at=T0, attrs={"topic": "marathon"})
    event = Record(id="e1", scope=scope, kind="event", text="Sam ran 30 km.", view="Sam ran 30 km.",
                   role="primary", time=T1, recorded_at=T1, sources=["D1:1"])
    with store.transaction() as tx:
        tx.insert(head, unit_vectors(1, DIM, 1)[0], actor="test")
        tx.insert(event, unit_vectors(1, DIM, 2)[0], actor="test")
        tx.add_edge(scope, Edge("c1", "e1", "NEXT", {"order": 1}, T1))
    lines = list(frame_export(store.export_lines(scope), embedder=EMB, dim=DIM, policy="append", scope=scope))
    copy_ = SQLiteStore(tmp_path / "copy.db", dim=DIM)
    try:
        result = copy_.import_lines(parse(lines), policy="append")
        assert result.imported == counts(record=2, edge=1, audit=2)
        assert copy_.get(scope, "c1") == head
        assert [(e.src, e.dst, e.type) for e in copy_.neighbors(scope, ["e1"])] == [("c1", "e1", "NEXT")]
        assert list(copy_.export_lines(scope)) == list(store.export_lines(scope))
    finally:
        copy_.close()


def test_missing_file_and_wrong_source(tmp_path):
    with pytest.raises(InvalidInputError, match="import file not found"):
        parse(tmp_path / "nope.jsonl")
    with pytest.raises(InvalidInputError, match="expected a file path or a list of lines, got dict"):
        parse({"type": "record"})


def test_history_shows_only_entries_of_the_records_own_scope(store):
    rec = record("a")
    store.import_lines(parse(framed([rec, audit(rec)])), policy="append")
    with store.transaction() as tx:  # a row no import can write any more, as a store could hold it
        tx.log(Scope("mallory"), action="update", actor="user", time=T1, record_id="a")
    assert [e.action for e in store.history(Scope("u"), "a")] == ["create"]
