"""MCP sessions over streamable HTTP belong to the key, tenant and user that opened them
(issue 28 item 3): another key naming a session id gets the answer an unknown session gets
(404) and changes nothing; revoking a key ends its sessions. Tenant A uses the real SDK
client; tenant B sends raw HTTP with A's session id."""

from __future__ import annotations

import anyio
import httpx
import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from tests.server.test_mcp import result

HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


def sdk_client(server, path: str, key: str, seen: dict) -> Client:
    """The SDK client with ``key`` in the handshake era (``mode="legacy"``: initialize, then a
    session id on every request; the 2026 protocol has no sessions); ``seen`` gets the session
    id and protocol version it uses."""

    async def note(request: httpx2.Request) -> None:
        for name in ("mcp-session-id", "mcp-protocol-version"):
            if name in request.headers:
                seen[name] = request.headers[name]

    client = httpx2.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=60,
                                event_hooks={"request": [note]})
    return Client(streamable_http_client(server.url + path, http_client=client), mode="legacy")


async def hostile(server, path: str, key: str, seen: dict, method: str) -> httpx.Response:
    headers = dict(HEADERS, Authorization=f"Bearer {key}", **seen)
    call = {"jsonrpc": "2.0", "id": 99, "method": "tools/call",
            "params": {"name": "add_memory", "arguments": {"content": "Planted by another key."}}}
    async with httpx.AsyncClient(base_url=server.url, timeout=60) as raw:
        if method == "DELETE":
            return await raw.delete(path, headers=headers)
        return await raw.post(path, json=call, headers=headers)


def test_another_keys_delete_or_post_with_a_session_id_is_an_unknown_session(sqlite_server):
    keys, seen = sqlite_server.keys, {}

    async def session():
        async with sdk_client(sqlite_server, "/mcp/", keys["ava"], seen) as a:
            result(await a.call_tool("add_memory", {"content": "Ava keeps bees."}))
            assert "mcp-session-id" in seen
            unknown = await hostile(sqlite_server, "/mcp/u/ava/", keys["globex"],
                                    dict(seen, **{"mcp-session-id": "0" * 32}), "POST")
            assert unknown.status_code == 404
            for key, path in ((keys["globex"], "/mcp/u/ava/"),  # another tenant
                              (keys["rw"], "/mcp/u/ava/"),  # the same tenant and user, another key
                              (keys["ava_ro"], "/mcp/")):  # another key bound to the same user
                for method in ("DELETE", "POST"):
                    r = await hostile(sqlite_server, path, key, seen, method)
                    assert r.status_code == 404, (method, r.text)
                    assert r.json() == unknown.json()  # word for word what an unknown session gets
            # A's session is untouched: it still answers, and nothing was planted through it.
            found = result(await a.call_tool("search_memory", {"query": "bees"}))["results"]
            assert [f["text"] for f in found] == ["Ava keeps bees."]
            listed = result(await a.call_tool("list_memories", {}))["results"]
            assert all("Planted" not in m["text"] for m in listed)

    anyio.run(session)


def test_the_same_key_asking_for_another_user_is_another_session(sqlite_server):
    keys, seen = sqlite_server.keys, {}

    async def session():
        async with sdk_client(sqlite_server, "/mcp/u/ava/", keys["admin"], seen) as a:
            result(await a.call_tool("search_memory", {"query": "bees"}))
            r = await hostile(sqlite_server, "/mcp/u/hal/", keys["admin"], seen, "POST")
            assert r.status_code == 404, r.text
            result(await a.call_tool("search_memory", {"query": "bees"}))

    anyio.run(session)


def test_revoking_a_key_ends_its_sessions(sqlite_server):
    admin = sqlite_server.client("admin")
    made = admin.post("/v1/keys", json={"rights": ["read", "write"], "label": "agent"})
    assert made.status_code == 201, made.text
    key, prefix, seen = made.json()["key"], made.json()["prefix"], {}
    revoked: dict = {}

    async def session():
        async with sdk_client(sqlite_server, "/mcp/u/ava/", key, seen) as a:
            result(await a.call_tool("search_memory", {"query": "bees"}))
            r = await anyio.to_thread.run_sync(lambda: admin.delete(f"/v1/keys/{prefix}"))
            revoked.update(r.json())
            after = await hostile(sqlite_server, "/mcp/u/ava/", key, seen, "POST")
            assert after.status_code == 401, after.text  # the key itself: refused
            other = await hostile(sqlite_server, "/mcp/u/ava/", sqlite_server.keys["rw"], seen, "POST")
            assert other.status_code == 404, other.text  # its session: gone for every other key too

    anyio.run(session)  # the client's closing DELETE is refused (401), which it shrugs off
    assert revoked["revoked_at"] is not None and revoked["mcp_sessions_ended"] == 1


def test_a_key_revoked_by_another_process_loses_its_sessions_at_the_next_request(sqlite_server):
    from memstrata.store.factory import open_store, store_config_for

    def on_store(action):
        store = open_store(store_config_for(sqlite_server.db), dim=384)
        try:
            return action(store)
        finally:
            store.close()

    key, grant = on_store(lambda store: store.create_key("acme", rights="read"))
    seen: dict = {}

    async def session():
        async with sdk_client(sqlite_server, "/mcp/u/ava/", key, seen) as a:
            result(await a.call_tool("search_memory", {"query": "bees"}))
            on_store(lambda store: store.revoke_key(grant.prefix))  # as `memstrata keys revoke` does
            refused = await hostile(sqlite_server, "/mcp/u/ava/", key, seen, "POST")
            assert refused.status_code == 401, refused.text

    anyio.run(session)
    # The refused request ended the session there and then (the SDK logs it), not 30 minutes later.
    assert f"Terminating session: {seen['mcp-session-id']}" in sqlite_server.log.read_text()
