"""The MCP tools through the official SDK's client: over stdio (``memstrata mcp``, one user of
one tenant) and over streamable HTTP at ``/mcp`` of the running server, with the server's keys.
The user always comes from the key or the path, never from a tool argument."""

from __future__ import annotations

import json
import os
import sys

import anyio
import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from memstrata import Memory
from memstrata.memory_tools import SERVICE_SPECS
from tests.server.conftest import ROOT


def result(call) -> dict:
    """A tool's JSON result, or ``{"error": reason}`` for a call the server refused (isError)."""
    if call.is_error:
        return {"error": call.content[0].text}
    return json.loads(call.content[0].text)


def http(server, path: str, key: str) -> Client:
    client = httpx2.AsyncClient(headers={"Authorization": f"Bearer {server.keys[key]}"}, timeout=60)
    return Client(streamable_http_client(server.url + path, http_client=client))


def test_every_tool_over_stdio_reaches_its_user_only(tmp_path):
    db = tmp_path / "memory.db"
    with Memory.open(db) as m:
        m.for_tenant("acme").add(observations=["Bo's bike is red."], user_id="other")
    params = StdioServerParameters(command=sys.executable, args=["-m", "memstrata", "--db", str(db), "--tenant", "acme",
                                                                 "--user", "bo", "mcp"],
                                   env=dict(os.environ, PYTHONPATH=str(ROOT / "src")))

    async def session():
        async with Client(params) as c:
            tools = {t.name: t for t in (await c.list_tools()).tools}
            assert set(tools) == set(SERVICE_SPECS)
            assert all(tools[n].description == SERVICE_SPECS[n].description for n in tools)
            assert "user_id" not in json.dumps([t.input_schema for t in tools.values()])  # no scope argument
            added = result(await c.call_tool("add_memory", {"content": "Bo plays chess on Sundays.",
                                                            "time": "2024-02-01T10:00:00"}))
            rid = added["results"][0]["id"]
            found = result(await c.call_tool("search_memory", {"query": "chess"}))["results"]
            assert [r["id"] for r in found] == [rid]
            assert "bike" not in json.dumps(result(await c.call_tool("search_memory", {"query": "bike"})))
            ctx = result(await c.call_tool("get_context", {"query": "What does Bo do on Sundays?"}))
            assert "chess" in ctx["context"] and ctx["memory_ids"] == [rid]
            assert result(await c.call_tool("get_memory", {"memory_id": rid}))["text"] == "Bo plays chess on Sundays."
            result(await c.call_tool("update_memory", {"memory_id": rid, "content": "Bo plays chess on Saturdays."}))
            listed = result(await c.call_tool("list_memories", {}))["results"]
            assert [r["view"] for r in listed] == ["Bo plays chess on Saturdays."]
            history = result(await c.call_tool("memory_history", {"memory_id": rid}))["history"]
            assert [h["text"] for h in history][:2] == ["Bo plays chess on Sundays.", "Bo plays chess on Saturdays."]
            assert result(await c.call_tool("delete_memory", {"memory_id": rid}))["event"] == "deleted"
            assert result(await c.call_tool("list_memories", {}))["results"] == []
            bad = result(await c.call_tool("get_memory", {"memory_id": "nope"}))
            assert "no memory with id 'nope'" in bad["error"]
            assert "search_memory: query: String should have at least 1 character" in \
                result(await c.call_tool("search_memory", {"query": ""}))["error"]

    anyio.run(session)
    with Memory.open(db) as m:  # the tenant and user of the command line, nothing else
        assert [r.role for r in m.for_tenant("acme").get_all(user_id="bo", roles=("deleted",))] == ["deleted"]
        assert m.get_all(user_id="bo") == []


def test_over_http_with_the_servers_keys(sqlite_server):
    async def session():
        async with http(sqlite_server, "/mcp/", "ava") as c:  # a user-bound key: its own user
            added = result(await c.call_tool("add_memory", {"content": "Ava's favourite film is Alien."}))
            assert added["results"][0]["event"] == "added"
        async with http(sqlite_server, "/mcp/u/ava/", "rw") as c:  # an unbound key names the user by path
            found = result(await c.call_tool("search_memory", {"query": "favourite film"}))["results"]
            assert found[0]["text"] == "Ava's favourite film is Alien."
        async with http(sqlite_server, "/mcp/u/ava/", "globex") as c:  # another tenant's ava: nothing
            assert result(await c.call_tool("search_memory", {"query": "favourite film"}))["results"] == []
        async with http(sqlite_server, "/mcp/u/ava/", "ro") as c:  # read-only: no writes
            assert "no write right" in result(await c.call_tool("add_memory", {"content": "x"}))["error"]

    anyio.run(session)


@pytest.mark.parametrize("path, key, status", [("/mcp/", None, 401), ("/mcp/", "revoked", 401),
                                               ("/mcp/u/hal/", "ava", 403), ("/mcp/", "rw", 400)])
def test_http_requests_the_keys_do_not_allow_are_refused(sqlite_server, path, key, status):
    import httpx

    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {sqlite_server.keys[key]}"
    hello = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
    r = httpx.post(sqlite_server.url + path, json=hello, headers=headers)
    assert r.status_code == status, r.text
    assert r.json()["error"]["type"] in ("unauthorized", "forbidden", "invalid_request")


def test_dns_rebinding_protection_stays_on(sqlite_server):
    import httpx

    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json",
               "Authorization": f"Bearer {sqlite_server.keys['ava']}", "Host": "evil.example:80"}
    r = httpx.post(sqlite_server.url + "/mcp/", json={"jsonrpc": "2.0", "id": 1, "method": "ping"}, headers=headers)
    assert r.status_code in (403, 421), r.text
