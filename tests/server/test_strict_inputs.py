"""One strict validation path (issue 28 item 7), on the real server: query flags are true or
false only; MCP tool arguments are strict and an unknown one is refused by name, in the words
REST and the Python API use; the filter language refuses what it does not support the same way
in REST, MCP and the library."""

from __future__ import annotations

import anyio
import pytest

from memstrata import Memory
from memstrata.errors import InvalidInputError
from tests.server.test_mcp import http, result
from tests.server.test_rest import error_of

BAD_FILTERS = ({"foo": {"$regex": "^a"}}, {"$or": 5}, {"kind": {"$in": []}}, {"topic": {"$in": ["x"]}})


def library_refusal(tmp_path, call) -> str:
    with Memory.open(tmp_path / "lib.db") as m, pytest.raises(InvalidInputError) as refused:
        call(m)
    return str(refused.value)


@pytest.mark.parametrize("method, path, params", [
    ("DELETE", "/v1/memories/{id}", {"erase": "yes"}),
    ("DELETE", "/v1/memories/{id}", {"erase": "1"}),
    ("DELETE", "/v1/memories/{id}", {"erase": "True"}),
    ("GET", "/v1/memories", {"include_deleted": "on"}),
    ("POST", "/v1/import", {"rescope": "no"}),
])
def test_query_flags_are_true_or_false_only(sqlite_server, method, path, params):
    with sqlite_server.client("rw") as c:
        kept = c.post("/v1/memories", json={"observations": ["Flo keeps a diary."], "user_id": "flo"}).json()
        rid = kept["decisions"][0]["id"] if "decisions" in kept else kept["results"][0]["id"]
        r = c.request(method, path.format(id=rid), params={"user_id": "flo", **params})
        (name, value), = params.items()
        assert error_of(r, 422, "invalid_request") == f"{name}: expected true or false, got {value!r}"
        assert r.json()["error"]["field"] == name
        assert c.get(f"/v1/memories/{rid}", params={"user_id": "flo"}).json()["role"] == "primary"  # untouched
        assert c.delete(f"/v1/memories/{rid}", params={"user_id": "flo", "erase": "true"}).status_code == 200
        listed = c.get("/v1/memories", params={"user_id": "flo", "include_deleted": "false"})
        assert listed.status_code == 200 and rid not in listed.text


def test_mcp_arguments_are_strict_and_refused_in_the_words_of_rest_and_the_library(sqlite_server, tmp_path):
    with sqlite_server.client("rw") as c:
        rest = error_of(c.post("/v1/memories/search", json={"query": "x", "user_id": "ava", "limit": "5"}), 422,
                        "invalid_request")
        rest_unknown = error_of(c.post("/v1/memories/search", json={"query": "x", "user_id": "ava", "lmit": 5}),
                                422, "invalid_request")
    library = library_refusal(tmp_path, lambda m: m.search("x", user_id="ava", limit="5"))
    assert rest == library == "search: limit must be int, got str '5'"
    assert rest_unknown.startswith("search: unknown argument 'lmit'; the arguments are ")
    refusals = {}

    async def session():
        async with http(sqlite_server, "/mcp/u/ava/", "rw") as mcp:
            refusals["limit"] = result(await mcp.call_tool("search_memory", {"query": "x", "limit": "5"}))
            refusals["user"] = result(await mcp.call_tool("search_memory", {"query": "x", "user_id": "hal"}))
            refusals["budget"] = result(await mcp.call_tool("get_context", {"query": "x", "budget_tokens": 9.5}))
            refusals["missing"] = result(await mcp.call_tool("add_memory", {}))
            refusals["json"] = result(await mcp.call_tool("add_memory", {"content": "x", "metadata": '{"a": 1}'}))
            refusals["ok"] = result(await mcp.call_tool("search_memory", {"query": "x", "limit": 5}))

    anyio.run(session)
    assert refusals["limit"]["error"].endswith("search_memory: limit must be int, got str '5'")
    assert "search_memory: unknown argument 'user_id'; the arguments are query, limit, filters" \
        in refusals["user"]["error"]
    assert "get_context: budget_tokens must be int, got float 9.5" in refusals["budget"]["error"]
    assert "add_memory: content is required" in refusals["missing"]["error"]
    assert "add_memory: metadata must be dict[str, Any] or None, got str" in refusals["json"]["error"]
    assert refusals["ok"] == {"results": []}


def test_the_filter_language_refuses_the_same_everywhere(sqlite_server, tmp_path):
    mcp_answers: list[dict] = []

    async def session():
        async with http(sqlite_server, "/mcp/u/gus/", "rw") as mcp:
            await mcp.call_tool("add_memory", {"content": "Gus plays the tuba.", "metadata": {"topic": "music"}})
            for filters in BAD_FILTERS:
                mcp_answers.append(result(await mcp.call_tool("search_memory", {"query": "tuba", "filters": filters})))
            mcp_answers.append(result(await mcp.call_tool("search_memory", {"query": "tuba",
                                                                            "filters": {"topic": {"$eq": "music"}}})))
            mcp_answers.append(result(await mcp.call_tool("get_context", {"query": "tuba",
                                                                          "filters": {"kind": {"$in": ["fact"]}}})))

    anyio.run(session)
    with sqlite_server.client("rw") as c:
        for filters, by_mcp in zip(BAD_FILTERS, mcp_answers, strict=False):
            library = library_refusal(tmp_path, lambda m, f=filters: m.search("tuba", user_id="gus", filters=f))
            r = c.post("/v1/memories/search", json={"query": "tuba", "user_id": "gus", "filters": filters})
            assert error_of(r, 400, "invalid_request") == library
            assert r.json()["error"]["field"] == library.split(":")[0]  # filters.<key>
            assert by_mcp["error"].endswith(library)
        ok = c.post("/v1/memories/search", json={"query": "tuba", "user_id": "gus",
                                                 "filters": {"topic": {"$eq": "music"}, "kind": ["fact"]}})
        assert [x["text"] for x in ok.json()["results"]] == ["Gus plays the tuba."]
    assert [x["text"] for x in mcp_answers[-2]["results"]] == ["Gus plays the tuba."]
    assert "tuba" in mcp_answers[-1]["context"]
