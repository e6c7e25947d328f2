"""Failed authentications rate-limited per client address and per presented key prefix, and one
rule for a repeated ``Authorization`` header, on REST and MCP alike, against the real server.
Client addresses are told apart by ``X-Forwarded-For``, which uvicorn honours from 127.0.0.1."""

from __future__ import annotations

import secrets
from collections.abc import Iterator

import httpx
import pytest

from tests.server.conftest import Server, free_port, make_keys

BURST = 5


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    work = tmp_path_factory.mktemp("auth-limits")
    db = str(work / "memory.db")
    s = Server(db, free_port(), work / "server.log", make_keys(db))
    s.start("--auth-fail-burst", str(BURST), "--auth-fail-rate", "0.01")  # no refill within a test
    try:
        yield s
    finally:
        s.stop()


def wrong_key(prefix: str | None = None) -> str:
    return f"msk_{prefix or secrets.token_hex(6)}_{secrets.token_urlsafe(32)}"


def get(server: Server, address: str, key: str | None, path: str = "/v1/memories?user_id=ava") -> httpx.Response:
    headers = {"X-Forwarded-For": address}
    if key is not None:
        headers["Authorization"] = f"Bearer {key}"
    return httpx.get(server.url + path, headers=headers, timeout=30)


def prefix_of(key: str) -> str:
    return key.split("_")[1]


def test_an_address_gets_429_after_a_burst_of_failures_and_other_addresses_are_not_locked_out(server):
    attacker, other = "10.0.0.1", "10.0.0.2"
    assert [get(server, attacker, wrong_key()).status_code for _ in range(BURST)] == [401] * BURST
    refused = get(server, attacker, wrong_key())
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
    assert refused.json()["error"]["type"] == "rate_limited" and "address" in refused.json()["error"]["message"]
    assert get(server, attacker, server.keys["rw"]).status_code == 429  # the address itself is out of budget
    assert get(server, other, server.keys["rw"]).status_code == 200
    assert get(server, other, wrong_key()).status_code == 401  # its own budget


def test_failures_aimed_at_one_prefix_from_many_addresses_get_429_but_its_owner_still_gets_in(server):
    victim = prefix_of(server.keys["ro"])
    statuses = [get(server, f"10.1.0.{i}", wrong_key(victim)).status_code for i in range(BURST + 3)]
    assert statuses == [401] * BURST + [429] * 3
    assert get(server, "10.1.0.200", server.keys["ro"]).status_code == 200
    assert get(server, "10.1.0.201", wrong_key()).status_code == 401  # another prefix: its own budget


def test_an_unknown_prefix_is_limited_the_same_so_429_tells_nothing_about_which_prefixes_exist(server):
    unknown = secrets.token_hex(6)
    statuses = [get(server, f"10.2.0.{i}", wrong_key(unknown)).status_code for i in range(BURST + 2)]
    assert statuses == [401] * BURST + [429] * 2


def test_requests_without_a_key_are_not_counted_and_valid_keys_keep_their_own_limit(server):
    address = "10.3.0.1"
    assert {get(server, address, None).status_code for _ in range(BURST * 2)} == {401}
    assert {get(server, address, server.keys["ava"], "/v1/memories").status_code for _ in range(BURST * 4)} == {200}


def test_mcp_failures_count_too(server):
    address = "10.4.0.1"
    headers = {"X-Forwarded-For": address, "Accept": "application/json, text/event-stream"}
    statuses = [httpx.post(server.url + "/mcp/", json={}, timeout=30,
                           headers={**headers, "Authorization": f"Bearer {wrong_key()}"}).status_code
                for _ in range(BURST + 1)]
    assert statuses == [401] * BURST + [429]


@pytest.mark.parametrize("path", ["/v1/memories?user_id=ava", "/mcp/"])
def test_two_authorization_headers_are_refused_on_rest_and_mcp(server, path):
    key = f"Bearer {server.keys['admin']}"
    address = "10.5.0.1" if path == "/mcp/" else "10.5.0.2"  # 3 failures each, within the burst
    for pair in ((key, key), (key, f"Bearer {wrong_key()}"), (f"Bearer {wrong_key()}", key)):
        headers = [("Authorization", pair[0]), ("Authorization", pair[1]), ("X-Forwarded-For", address),
                   ("Accept", "application/json, text/event-stream")]
        method = "POST" if path == "/mcp/" else "GET"
        r = httpx.request(method, server.url + path, headers=headers, json={} if method == "POST" else None,
                          timeout=30)
        assert r.status_code == 401, (path, pair, r.text)
        assert "2 Authorization headers" in r.json()["error"]["message"]
    assert get(server, address, server.keys["admin"], "/v1/memories?user_id=ava").status_code == 200  # one is fine
