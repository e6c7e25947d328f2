"""The OpenAI-compatible backends against a real HTTP server on loopback."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from memstrata.errors import MemstrataError
from memstrata.models.embed.openai_compat import OpenAICompatEmbedder
from memstrata.models.llm.openai_compat import OpenAICompatLLM


class Handler(BaseHTTPRequestHandler):
    requests: list[dict] = []
    reject_schema = False

    def do_POST(self):  # noqa: N802 (http.server API)
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        Handler.requests.append({"path": self.path, "auth": self.headers.get("Authorization"), "body": body})
        if self.path.endswith("/chat/completions"):
            if Handler.reject_schema and body.get("response_format", {}).get("type") == "json_schema":
                return self._send(400, {"error": "json_schema unsupported"})
            if body.get("tools"):  # two native calls in one reply, the second unreadable
                calls = [{"id": "call_a", "type": "function",
                          "function": {"name": "memory_search", "arguments": '{"query": "Sam"}'}},
                         {"id": "call_b", "type": "function", "function": {"name": "create_memory",
                                                                            "arguments": '{"content": '}}]
                return self._send(200, {"choices": [{"message": {"content": None, "tool_calls": calls}}],
                                        "usage": {"prompt_tokens": 40, "completion_tokens": 9}})
            return self._send(200, {"choices": [{"message": {"content": '{"ok": true}'}}],
                                    "usage": {"prompt_tokens": 11, "completion_tokens": 3}})
        if self.path.endswith("/embeddings"):
            return self._send(200, {"data": [{"index": i, "embedding": [1.0, float(i), 0.0]}
                                             for i, _ in enumerate(body["input"])][::-1]})
        self._send(404, {})

    def _send(self, code, payload):
        data = json.dumps(payload).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@pytest.fixture
def server():
    Handler.requests, Handler.reject_schema = [], False
    httpd = HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    httpd.shutdown()


def test_chat_with_schema_and_usage(server):
    llm = OpenAICompatLLM("qwen", base_url=server, api_key="sk-test")
    resp = llm.chat([{"role": "user", "content": "hi"}], schema={"type": "object"})
    assert resp.content == '{"ok": true}'
    assert (llm.usage.calls, llm.usage.prompt_tokens, llm.usage.completion_tokens) == (1, 11, 3)
    req = Handler.requests[0]
    assert req["auth"] == "Bearer sk-test"
    assert req["body"]["response_format"]["type"] == "json_schema"


def test_falls_back_to_json_object_when_schema_is_rejected(server):
    Handler.reject_schema = True
    llm = OpenAICompatLLM("qwen", base_url=server)
    assert llm.chat([{"role": "user", "content": "hi"}], schema={"type": "object"}).content == '{"ok": true}'
    assert [r["body"]["response_format"]["type"] for r in Handler.requests] == ["json_schema", "json_object"]


def test_embeddings_keep_input_order(server):
    emb = OpenAICompatEmbedder("e5", base_url=server)
    assert emb.dim == 3
    v = emb.embed(["a", "b", "c"])
    assert v.shape == (3, 3) and v[2, 1] > v[1, 1] > v[0, 1]


def test_unreachable_endpoint_is_a_clear_error():
    llm = OpenAICompatLLM("qwen", base_url="http://127.0.0.1:9/v1", max_retries=0, timeout_s=2)
    with pytest.raises(MemstrataError, match="cannot reach LLM endpoint"):
        llm.chat([{"role": "user", "content": "hi"}])


def test_native_tool_calls_are_sent_as_tools_and_read_strictly(server):
    from memstrata.memory_tools import SPECS

    llm = OpenAICompatLLM("qwen", base_url=server)
    history = [{"role": "user", "content": "remember"},
               {"role": "assistant", "content": "", "tool_calls": [{"id": "c0", "type": "function", "function": {
                   "name": "memory_search", "arguments": "{}"}}]},
               {"role": "tool", "tool_call_id": "c0", "content": '{"results": []}'}]
    resp = llm.chat_tools(history, [SPECS["memory_search"], SPECS["create_memory"]])
    body = Handler.requests[-1]["body"]
    assert [t["function"]["name"] for t in body["tools"]] == ["memory_search", "create_memory"]
    assert body["messages"] == history  # the OpenAI-format history goes as it is
    assert body["tools"][0]["function"]["parameters"]["required"] == ["query"]
    first, second = resp.tool_calls
    assert (first.id, first.name, first.arguments, first.error) == ("call_a", "memory_search", {"query": "Sam"}, None)
    assert second.name == "create_memory" and "not JSON" in (second.error or "")
    assert resp.content == "" and llm.usage.prompt_tokens == 40


def test_text_tool_format_on_an_endpoint_sends_no_tools(server):
    from memstrata.memory_tools import SPECS

    llm = OpenAICompatLLM("qwen", base_url=server, tool_format="text")
    resp = llm.chat_tools([{"role": "user", "content": "hi"}], [SPECS["finish_event"]])
    body = Handler.requests[-1]["body"]
    assert "tools" not in body and "<tools>" in body["messages"][0]["content"]
    assert resp.tool_calls == [] and resp.content == '{"ok": true}'
