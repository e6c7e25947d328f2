"""The data paths of the REST API against the real server (issue 28, items 1, 8 and 9): hostile
cursors and import lines are a 400 that names what was wrong, never a 500 (and the pooled
connection stays usable); pages follow the (time, id) keyset; export streams; PUT keeps the
memory's said time."""

from __future__ import annotations

import base64
import hashlib
import json

import pytest

from memstrata.store.transfer import canonical


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def add(client, **body):
    r = client.post("/v1/memories", json=body)
    assert r.status_code == 200, r.text
    return r.json()


def refused(response, field: str) -> str:
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["type"] == "invalid_request" and error.get("field") == field, error
    return error["message"]


HOSTILE_CURSORS = {
    "nested 5000 deep": b64(b"[" * 5000 + b"]" * 5000),
    "nested 900 deep": b64(b"[" * 900 + b"]" * 900),
    "a 5000-digit number": b64(b"[" + b"9" * 5000 + b', "x"]'),
    "a huge float": b64(b'[1e999, "x"]'),
    "an object": b64(b'{"time": "2024", "id": "x"}'),
    "a list of numbers": b64(b"[1, 2]"),
    "the old offset form": b64(b'[3, "x"]'),
    "a string": b64(b'"x"'),
    "not base64": "%%%",
    "not UTF-8": b64(b"\xff\xfe"),
    "very long": "A" * 9000,
}


@pytest.mark.parametrize("name", list(HOSTILE_CURSORS))
def test_a_hostile_cursor_is_a_400_naming_the_cursor_and_the_connection_stays_usable(sqlite_server, name):
    with sqlite_server.client("ro") as c:
        r = c.get("/v1/memories", params={"user_id": "hal", "cursor": HOSTILE_CURSORS[name]})
        assert refused(r, "cursor").startswith("cursor:")
        assert c.get("/v1/memories", params={"user_id": "hal"}).status_code == 200  # the same pooled connection


def test_a_cursor_of_another_scope_or_of_an_erased_record_is_a_400(sqlite_server):
    with sqlite_server.client("rw") as c:
        for day in range(1, 4):
            add(c, observations=[f"Ivo swam {day} km."], user_id="ivo", time=f"2024-02-0{day}T08:00:00")
        add(c, observations=["Jo swam."], user_id="jo", time="2024-02-01T08:00:00")
        cursor = c.get("/v1/memories", params={"user_id": "ivo", "limit": 1}).json()["next_cursor"]
        # Another user's listing does not continue from a position of ivo's: nothing of ivo's leaks.
        assert refused(c.get("/v1/memories", params={"user_id": "jo", "cursor": cursor}), "cursor")
    with sqlite_server.client("globex") as other:
        assert refused(other.get("/v1/memories", params={"user_id": "ivo", "cursor": cursor}), "cursor")
    with sqlite_server.client("rw") as c:
        first = c.get("/v1/memories", params={"user_id": "ivo", "limit": 1}).json()["results"][0]["id"]
        assert c.delete(f"/v1/memories/{first}", params={"user_id": "ivo", "erase": "true"}).status_code == 200
        r = c.get("/v1/memories", params={"user_id": "ivo", "cursor": cursor, "include_deleted": "true"})
        assert r.status_code == 200  # erased records stay as tombstones: the position still exists


def test_pages_follow_time_then_insertion_and_a_write_before_the_cursor_shifts_nothing(sqlite_server):
    with sqlite_server.client("rw") as c:
        for day in (1, 2, 2, 3, 5, 6):
            add(c, observations=[f"Kim note {day}."], user_id="kim", time=f"2024-03-0{day}T08:00:00")
        page = c.get("/v1/memories", params={"user_id": "kim", "limit": 3}).json()
        assert page["total"] == 6 and len(page["results"]) == 3
        # Written meanwhile, earlier in time than the cursor: an offset would repeat a record.
        add(c, observations=["Kim note 0."], user_id="kim", time="2024-03-01T07:00:00")
        rest, cursor = [], page["next_cursor"]
        while cursor:
            body = c.get("/v1/memories", params={"user_id": "kim", "limit": 2, "cursor": cursor}).json()
            rest += [r["text"] for r in body["results"]]
            cursor = body["next_cursor"]
        assert [r["text"] for r in page["results"]] + rest == [f"Kim note {d}." for d in (1, 2, 2, 3, 5, 6)]


def _export_with(client, user: str, mutate) -> str:
    """The user's export with its record line changed by ``mutate`` and the trailer's checksum
    made to match again (what a forger does)."""
    lines = [json.loads(line) for line in client.post("/v1/export", json={"user_id": user}).text.splitlines()]
    text = [json.dumps(line) for line in lines]
    at = next(i for i, line in enumerate(lines) if line["type"] == "record")
    text[at] = mutate(text[at])
    digest = hashlib.sha256()
    body = [json.loads(t) for t in text[1:-1]]
    for line in body:
        digest.update(canonical(line) + b"\n")
    lines[-1]["sha256"] = digest.hexdigest()
    return "\n".join([*text[:-1], json.dumps(lines[-1])]) + "\n"


@pytest.mark.parametrize("name, mutate, says", [
    ("a 5000-digit integer", lambda t: t.replace('"version": 1', '"version": ' + "9" * 5000), "4,300 digits"),
    ("nested 1200 deep", lambda t: t.replace('"attrs": {}', '"attrs": {"x": ' + "[" * 1200 + "]" * 1200 + "}"),
     "nested"),
    ("nested 600 deep", lambda t: t.replace('"attrs": {}', '"attrs": {"x": ' + "[" * 600 + "]" * 600 + "}"),
     "nested deeper than"),
])
def test_a_hostile_import_line_is_a_400_naming_the_line(sqlite_server, name, mutate, says):
    with sqlite_server.client("rw") as c:
        add(c, observations=["Lu knits."], user_id="lu")
        if "600" not in name:  # no checksum to match: the reader refuses the line before it is summed
            body = c.post("/v1/export", json={"user_id": "lu"}).text
            lines = body.splitlines()
            at = next(i for i, line in enumerate(lines) if '"type": "record"' in line)
            lines[at] = mutate(lines[at])
            body = "\n".join(lines)
        else:
            body = _export_with(c, "lu", mutate)
        r = c.post("/v1/import", params={"user_id": "lu2", "rescope": "true"}, content=body)
        message = refused(r, "body")
        assert message.startswith("body: line 2:") and says in message, message
        assert c.get("/v1/memories", params={"user_id": "lu2"}).json()["results"] == []  # nothing imported


def test_export_streams_the_same_lines_the_library_writes(sqlite_server):
    with sqlite_server.client("rw") as c:
        for start in range(0, 450, 150):  # more than one streamed chunk, in a few requests
            add(c, observations=[f"Mo fact {i}." for i in range(start, start + 150)], user_id="mo",
                time="2024-04-01T08:00:00")
        with c.stream("POST", "/v1/export", json={"user_id": "mo"}) as r:
            assert r.status_code == 200 and r.headers["content-type"].startswith("application/x-ndjson")
            lines = [json.loads(line) for line in r.iter_lines() if line]
        assert lines[-1]["counts"]["record"] == 450
        moved = c.post("/v1/import", params={"user_id": "mo2", "rescope": "true"},
                       content="".join(json.dumps(line) + "\n" for line in lines))
        assert moved.status_code == 200 and moved.json()["imported"]["record"] == 450
        assert refused(c.post("/v1/export", json={"user_id": ""}), "user_id")


def test_put_keeps_the_said_time_unless_given(sqlite_server):
    with sqlite_server.client("rw") as c:
        rid = add(c, observations=["Ned lives in Lyon."], user_id="ned", time="2024-03-02T00:00:00")["results"][0]["id"]
        assert c.put(f"/v1/memories/{rid}", json={"text": "Ned lives in Nice.", "user_id": "ned"}).status_code == 200
        got = c.get(f"/v1/memories/{rid}", params={"user_id": "ned"}).json()
        assert (got["text"], got["time"]) == ("Ned lives in Nice.", "2024-03-02T00:00:00")


def test_import_reads_the_same_whatever_another_tenant_holds(sqlite_server):
    """The outsider's reproduction: globex imports a record under an id acme holds. It was a 409
    ("already used in this store") against a 200 for an unused id: an existence oracle."""
    from tests.api.test_import_tenants import moved

    with sqlite_server.client("rw") as acme:
        add(acme, observations=["Oz keeps bees."], user_id="oz")
        exported = [json.loads(line) for line in acme.post("/v1/export", json={"user_id": "oz"}).text.splitlines()]
    held = exported[1]["record"]["id"]
    renamed = [json.loads(json.dumps(line).replace(held, "an-id-nobody-holds")) for line in exported]
    unused = moved(renamed, tenant="globex")  # the checksum matches again
    with sqlite_server.client("globex") as globex:
        for lines in (moved(exported, tenant="globex"), unused):
            body = "".join(json.dumps(line) + "\n" for line in lines)
            r = globex.post("/v1/import", params={"user_id": "oz"}, content=body)
            assert r.status_code == 200, r.text
        ids = {r["id"] for r in globex.get("/v1/memories", params={"user_id": "oz"}).json()["results"]}
    assert held in ids
    with sqlite_server.client("rw") as acme:  # acme's own memory is untouched
        assert [r["text"] for r in acme.get("/v1/memories", params={"user_id": "oz"}).json()["results"]] == \
            ["Oz keeps bees."]


def test_an_import_over_the_upload_limit_is_413_and_leaves_no_temporary_file(tmp_path):
    from tests.server.conftest import Server, free_port, make_keys

    db, spool = str(tmp_path / "memory.db"), tmp_path / "spool"
    spool.mkdir()
    server = Server(db, free_port(), tmp_path / "server.log", make_keys(db))
    server.start("--max-upload-mb", "1", env={"TMPDIR": str(spool)})
    try:
        with server.client("rw") as c:
            def chunks():  # no Content-Length: the body goes to the temporary file until the limit
                for _ in range(40):
                    yield b'{"type": "memstrata-export"}\n' * 2048

            r = c.post("/v1/import", params={"user_id": "ivy"}, content=chunks())
            assert r.status_code == 413, r.text
            assert r.json()["error"]["type"] == "payload_too_large"
            assert c.get("/v1/memories", params={"user_id": "ivy"}).status_code == 200  # the connection still serves
    finally:
        server.stop()
    assert list(spool.glob("memstrata-import-*")) == []  # the spooled body went with the request
