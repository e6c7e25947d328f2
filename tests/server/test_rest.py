"""Every REST route and error code against the real server (uvicorn in its own process, a real
SQLite file), with a real HTTP client, and the auth matrix: no key, a wrong one, a revoked
one, read-only, another tenant's, user-bound."""

from __future__ import annotations

import json
import time

import pytest

PORTO = [{"role": "user", "content": "I live in Porto and I have a dog named Rex."}]


def add(client, **body):
    r = client.post("/v1/memories", json=body)
    assert r.status_code == 200, r.text
    return r.json()


def error_of(response, status: int, kind: str) -> str:
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"} and body["error"]["type"] == kind
    return body["error"]["message"]


def test_health_and_openapi_need_no_key(sqlite_server):
    with sqlite_server.client() as c:
        assert c.get("/healthz").json()["status"] == "ok"
        paths = c.get("/openapi.json").json()["paths"]
    assert {"/v1/memories", "/v1/memories/search", "/v1/memories/context", "/v1/memories/{memory_id}",
            "/v1/memories/{memory_id}/history", "/v1/memories/{memory_id}/provenance", "/v1/export", "/v1/import",
            "/v1/users/{user_id}/memories", "/v1/jobs/{job_id}", "/healthz", "/v1/memories/{memory_id}/unlink",
            "/v1/tenant", "/v1/erasure/finish"} <= set(paths)


def test_add_search_context_get_update_history_provenance_delete(sqlite_server):
    with sqlite_server.client("rw") as c:
        added = add(c, messages=PORTO, user_id="ben", time="2024-03-01T10:00:00")
        assert added["extraction"] == "rules" and added["results"][0]["event"] == "added"
        add(c, text="I started a pottery class on Tuesdays.", user_id="ben", time="2024-03-02T10:00:00")
        add(c, observations=["Ben's sister is called Ines."], user_id="ben", time="2024-03-03T10:00:00",
            metadata={"topic": "family"})
        found = c.post("/v1/memories/search", json={"query": "Where does the user live?", "user_id": "ben"}).json()
        assert "Porto" in found["results"][0]["text"]
        family = c.post("/v1/memories/search", json={"query": "sister", "user_id": "ben",
                                                     "filters": {"topic": "family"}}).json()["results"]
        assert [r["text"] for r in family] == ["Ben's sister is called Ines."]
        ctx = c.post("/v1/memories/context", json={"query": "pottery", "user_id": "ben", "budget_tokens": 64}).json()
        assert "pottery" in ctx["text"] and ctx["tokens"] <= 64
        rid = found["results"][0]["id"]
        assert c.get(f"/v1/memories/{rid}", params={"user_id": "ben"}).json()["view"] == found["results"][0]["view"]
        put = c.put(f"/v1/memories/{rid}", json={"text": "Ben lives in Braga.", "user_id": "ben",
                                                 "time": "2024-04-01T00:00:00"})
        assert put.status_code == 200, put.text
        history = c.get(f"/v1/memories/{rid}/history", params={"user_id": "ben"}).json()["results"]
        assert [h["action"] for h in history][0] == "create" and len(history) >= 2
        prov = c.get(f"/v1/memories/{rid}/provenance", params={"user_id": "ben"}).json()
        assert prov["turns"][0]["text"] == PORTO[0]["content"]
        # unlink undoes a ROAM relation decision; an append store has none: a policy mismatch.
        assert "policy 'append'" in error_of(c.post(f"/v1/memories/{rid}/unlink", params={"user_id": "ben"}), 409,
                                             "conflict")
        gone = c.delete(f"/v1/memories/{rid}", params={"user_id": "ben"})
        assert gone.status_code == 200 and gone.json()["event"] == "deleted"
        assert rid not in [r["id"] for r in c.get("/v1/memories", params={"user_id": "ben"}).json()["results"]]


def test_list_pages_by_cursor_and_reads_as_of_a_date(sqlite_server):
    with sqlite_server.client("rw") as c:
        for day in range(1, 8):
            add(c, observations=[f"Cy ran {day} km on day {day}."], user_id="cy", time=f"2024-05-0{day}T08:00:00")
        seen, cursor = [], None
        while True:
            page = c.get("/v1/memories", params={"user_id": "cy", "limit": 3, **({"cursor": cursor} if cursor else {})})
            body = page.json()
            seen += [r["text"] for r in body["results"]]
            cursor = body["next_cursor"]
            if cursor is None:
                break
        assert seen == [f"Cy ran {d} km on day {d}." for d in range(1, 8)] and body["total"] == 7
        past = c.get("/v1/memories", params={"user_id": "cy", "as_of": "2024-05-03T23:00:00"}).json()["results"]
        assert len(past) == 3
        assert error_of(c.get("/v1/memories", params={"user_id": "cy", "cursor": "nope"}), 400,
                        "invalid_request").startswith("cursor")


def test_queued_add_is_searchable_at_once_and_finishes_with_its_decisions(sqlite_server):
    with sqlite_server.client("rw") as c:
        r = c.post("/v1/memories", json={"text": "My favourite tea is genmaicha.", "user_id": "dee", "wait": False})
        assert r.status_code == 202
        job = r.json()
        hits = c.post("/v1/memories/search", json={"query": "genmaicha", "user_id": "dee"}).json()["results"]
        assert hits and "genmaicha" in hits[0]["text"]  # read-your-writes: the pending turn is found
        for _ in range(100):
            status = c.get(f"/v1/jobs/{job['job_id']}").json()
            if status["status"] != "pending":
                break
            time.sleep(0.1)
        assert status["status"] == "done" and status["result"]["results"][0]["event"] == "added"
        roles = [r["role"] for r in c.get("/v1/memories", params={"user_id": "dee", "include_deleted": True}).json()
                 ["results"]]
        assert sorted(roles) == ["deleted", "primary"]  # the pending record retired by the job
    with sqlite_server.client("globex") as other:  # another tenant's job id is unknown there
        assert "no job" in error_of(other.get(f"/v1/jobs/{job['job_id']}"), 404, "not_found")


def test_export_then_import_into_another_user_and_conflicts(sqlite_server):
    with sqlite_server.client("rw") as c:
        add(c, observations=["Eve plays the oboe."], user_id="eve")
        exported = c.post("/v1/export", json={"user_id": "eve"})
        assert exported.headers["content-type"].startswith("application/x-ndjson")
        lines = exported.text
        refused = c.post("/v1/import", params={"user_id": "fay"}, content=lines)
        assert "not to the scope being imported into" in error_of(refused, 400, "invalid_request")
        moved = c.post("/v1/import", params={"user_id": "fay", "rescope": True}, content=lines)
        assert moved.status_code == 200 and moved.json()["imported"]["record"] == 1
        texts = [r["text"] for r in c.get("/v1/memories", params={"user_id": "fay"}).json()["results"]]
        assert texts == ["Eve plays the oboe."]
        # The same ids with other content: a conflict, and nothing of the file is stored.
        changed = lines.replace("Eve plays the oboe.", "Eve plays the tuba.")
        body = [json.loads(line) for line in changed.splitlines()]
        body = body[:-1]  # drop the trailer, which no longer matches
        assert c.post("/v1/import", params={"user_id": "eve"},
                      content="\n".join(map(json.dumps, body))).status_code in (400, 409)
        assert error_of(c.post("/v1/import", params={"user_id": "eve"}, content="{not json\n"), 400,
                        "invalid_request").startswith("body: line 1")


def test_erasure_takes_a_key_bound_to_the_user_or_an_admin(sqlite_server):
    with sqlite_server.client("rw") as rw, sqlite_server.client("ava") as ava, sqlite_server.client("admin") as admin:
        add(rw, observations=["Gus collects stamps."], user_id="gus")
        add(ava, observations=["Ava's code is 1234."])
        assert "bound to that user" in error_of(rw.delete("/v1/users/gus/memories"), 403, "forbidden")
        assert error_of(ava.delete("/v1/users/gus/memories"), 403, "forbidden")
        with sqlite_server.client("ava_admin") as ava_admin:  # admin, but bound: its own user only
            assert error_of(ava_admin.delete("/v1/users/gus/memories"), 403, "forbidden")
            assert error_of(ava_admin.delete("/v1/tenant"), 403, "forbidden")
        assert ava.delete("/v1/users/ava/memories").json()["records"] == 1
        assert admin.delete("/v1/users/gus/memories").json()["records"] == 1
        assert rw.get("/v1/memories", params={"user_id": "gus"}).json()["results"] == []


@pytest.mark.parametrize("who, status, kind", [
    (None, 401, "unauthorized"), ("msk_000000000000_wrong", 401, "unauthorized"), ("revoked", 401, "unauthorized"),
    ("Basic abc", 401, "unauthorized")])
def test_requests_without_a_valid_key_are_refused(sqlite_server, who, status, kind):
    headers = {} if who is None else {"Authorization": who if who.startswith("Basic") else
                                      f"Bearer {sqlite_server.keys.get(who, who)}"}
    with sqlite_server.client() as c:
        r = c.post("/v1/memories/search", json={"query": "x", "user_id": "ben"}, headers=headers)
    error_of(r, status, kind)
    assert r.headers["www-authenticate"] == "Bearer"


def test_rights_tenants_and_user_binding(sqlite_server):
    with sqlite_server.client("rw") as rw:
        secret = add(rw, observations=["Hal's locker code is 7781."], user_id="hal")["results"][0]["id"]
    with sqlite_server.client("ro") as ro:
        assert "no write right" in error_of(ro.post("/v1/memories", json={"text": "x", "user_id": "hal"}), 403,
                                            "forbidden")
        assert ro.get(f"/v1/memories/{secret}", params={"user_id": "hal"}).status_code == 200
    with sqlite_server.client("globex") as other:
        # The same user id in another tenant: nothing of acme's, and the same 404 as an unknown id.
        assert other.post("/v1/memories/search", json={"query": "locker", "user_id": "hal"}).json()["results"] == []
        missing = other.get("/v1/memories/no-such-id", params={"user_id": "hal"})
        stolen = other.get(f"/v1/memories/{secret}", params={"user_id": "hal"})
        assert missing.status_code == stolen.status_code == 404
        assert stolen.json()["error"]["message"] == missing.json()["error"]["message"].replace("no-such-id", secret)
        assert other.get(f"/v1/memories/{secret}/history", params={"user_id": "hal"}).status_code == 404
        assert other.delete(f"/v1/memories/{secret}", params={"user_id": "hal"}).status_code == 404
        assert other.post("/v1/export", json={"user_id": "hal"}).text.count("locker") == 0
    with sqlite_server.client("ava") as ava:
        assert "bound to user 'ava'" in error_of(
            ava.post("/v1/memories/search", json={"query": "locker", "user_id": "hal"}), 403, "forbidden")
        assert ava.get(f"/v1/memories/{secret}").status_code == 404  # its own user: no such memory there
        assert ava.post("/v1/memories", json={"text": "I like figs."}).status_code == 200  # user from the key
    with sqlite_server.client("ava_ro") as ava_ro:
        assert error_of(ava_ro.post("/v1/memories", json={"text": "x"}), 403, "forbidden")
    with sqlite_server.client("rw") as rw:
        assert error_of(rw.post("/v1/memories/search", json={"query": "x"}), 400, "invalid_request") \
            .startswith("user_id")


def test_invalid_input_names_the_field(sqlite_server):
    with sqlite_server.client("rw") as c:
        assert error_of(c.post("/v1/memories/search", json={"user_id": "ben"}), 422, "invalid_request") \
            == "search: query is required"
        misspelt = c.post("/v1/memories/search", json={"query": "x", "user_id": "ben", "lmit": 3})
        assert error_of(misspelt, 422, "invalid_request").startswith("search: unknown argument 'lmit'")
        r = c.post("/v1/memories", json={"text": "x", "messages": "y", "user_id": "ben"})
        assert "exactly one" in error_of(r, 400, "invalid_request")
        r = c.post("/v1/memories", json={"text": "x", "user_id": "ben", "time": "not a time"})
        assert error_of(r, 400, "invalid_request")
        r = c.post("/v1/memories/search", json={"query": "x", "user_id": "ben", "mode": "psychic"})
        assert error_of(r, 400, "invalid_request")
        r = c.post("/v1/memories", json={"text": "x", "user_id": "b\u0000en"})
        assert "user_id" in error_of(r, 400, "invalid_request")
        assert error_of(c.get("/v1/nothing-here"), 404, "not_found")
        r = c.post("/v1/memories", content=b"{", headers={"content-type": "application/json"})
        assert r.status_code == 422 and r.json()["error"]["type"] == "invalid_request"
        for loose in ({"limit": "5"}, {"limit": True}, {"include_evidence": "yes"}):  # strict types
            r = c.post("/v1/memories/search", json={"query": "x", "user_id": "ben", **loose})
            assert error_of(r, 422, "invalid_request").startswith(f"search: {next(iter(loose))} must be")
        assert error_of(c.post("/v1/memories", json={"text": "x", "user_id": "ben", "wait": "no"}), 422,
                        "invalid_request") == "add: wait must be bool, got str 'no'"
        epoch = c.post("/v1/memories", json={"observations": ["Ben flew to Rome."], "user_id": "ben",
                                             "time": 1700000000})
        assert epoch.status_code == 200, epoch.text
        broken = c.post("/v1/memories", content=b'{"text": "x",, }', headers={"content-type": "application/json"})
        assert broken.json()["error"]["field"] == "body"
        nested = '{"text": "x", "user_id": "ben", "metadata": ' + '{"a":' * 5000 + "1" + "}" * 5001
        r = c.post("/v1/memories", content=nested.encode(), headers={"content-type": "application/json"})
        assert r.status_code in (400, 422) and r.json()["error"]["type"] == "invalid_request"


def test_bodies_over_the_limit_get_413_and_store_nothing(sqlite_server):
    with sqlite_server.client("rw") as c:
        big = {"text": "x" * (2 << 20), "user_id": "ivy"}
        assert "limit" in error_of(c.post("/v1/memories", json=big), 413, "payload_too_large")

        def chunks():  # no Content-Length: the limit is enforced as the body arrives
            for _ in range(40):
                yield b"x" * 65536

        r = c.post("/v1/memories", content=chunks(), headers={"content-type": "application/json"})
        error_of(r, 413, "payload_too_large")
        assert c.get("/v1/memories", params={"user_id": "ivy"}).json()["results"] == []


def test_request_log_has_route_status_tenant_and_no_text_or_key(sqlite_server):
    with sqlite_server.client("rw") as c:
        r = add(c, text="My passport number is X1234567.", user_id="jo")
        rid = r["results"][0]["id"]
        request_id = c.get(f"/v1/memories/{rid}", params={"user_id": "jo"}).headers["x-request-id"]
    time.sleep(0.3)
    log = sqlite_server.log.read_text()
    line = next(json.loads(part.split("INFO ", 1)[1]) for part in log.splitlines() if request_id in part)
    assert line["route"] == "/v1/memories/{memory_id}" and line["status"] == 200 and line["tenant"] == "acme"
    assert line["method"] == "GET" and line["ms"] >= 0
    assert "X1234567" not in log and rid not in log
    assert all(key not in log for key in sqlite_server.keys.values())
