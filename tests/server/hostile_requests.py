"""Hostile requests for the server fuzz (``test_fuzz.py`` in CI, ``benchmarks/fuzz_api.py --http-examples``
for the long run): JSON nested 1,200 deep and more in bodies and query values, integers of
thousands of digits (past Python's 4,300-digit parsing limit), cursors that are base64 of deep
JSON, of huge numbers or of garbage, and import lines of each kind. The bodies are written as raw
text: ``json.dumps`` itself cannot write a 5,000-digit integer or a 5,000-deep array.

``send(client, request)`` sends one on a client that the caller reuses from case to case (one
pooled connection), so a response that costs the connection fails the next case."""

from __future__ import annotations

import base64
from dataclasses import dataclass, field

import httpx
from hypothesis import strategies as st

DEPTHS = (64, 999, 1200, 5000, 20000)
DIGITS = (4300, 4301, 5000, 50000)


@dataclass(frozen=True)
class HostileRequest:
    method: str
    path: str
    params: dict[str, str] = field(default_factory=dict)
    body: bytes | None = None
    content_type: str = "application/json"
    what: str = ""  # for the failure message


def deep_array(depth: int) -> str:
    return "[" * depth + "]" * depth


def deep_object(depth: int) -> str:
    return '{"a": ' * depth + "1" + "}" * depth


def deep_mixed(depth: int) -> str:
    return '[{"a": ' * (depth // 2) + "1" + "}]" * (depth // 2)


def huge_int(digits: int, sign: str = "") -> str:
    return sign + "9" * digits


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


# A hostile JSON value, as text.
def hostile_values() -> st.SearchStrategy[str]:
    deep = st.tuples(st.sampled_from([deep_array, deep_object, deep_mixed]), st.sampled_from(DEPTHS)).map(
        lambda p: p[0](p[1]))
    big = st.tuples(st.sampled_from(DIGITS), st.sampled_from(["", "-"])).map(lambda p: huge_int(p[0], p[1]))
    odd = st.sampled_from(["1e999999", "-1e999999", "NaN", "Infinity", "-0", "0.0000000000000000000001e-400",
                           huge_int(5000) + ".5", "1" + "0" * 5000 + "e-5000", '"\\ud800"', '"' + "x" * 200_000 + '"'])
    return st.one_of(deep, big, odd)


# The body fields each route takes, and the rest of a body that is otherwise fine.
BODY_ROUTES = {
    ("POST", "/v1/memories"): ('{"observations": ["Sam likes tea."]', ["observations", "time", "metadata", "messages",
                                                                         "text", "user_id", "infer"]),
    ("POST", "/v1/memories/search"): ('{"query": "tea"', ["query", "limit", "filters", "time", "min_score", "mode"]),
    ("POST", "/v1/memories/context"): ('{"query": "tea"', ["budget_tokens", "limit", "filters", "time", "packing"]),
    ("PUT", "/v1/memories/m1"): ('{"text": "Sam likes coffee."', ["text", "time", "user_id"]),
    ("POST", "/v1/export"): ("{", ["user_id", "agent_id", "run_id"]),
}


@st.composite
def body_field_requests(draw) -> HostileRequest:
    (method, path), (rest, fields) = draw(st.sampled_from(sorted(BODY_ROUTES.items())))
    name, value = draw(st.sampled_from(fields)), draw(hostile_values())
    if name == "filters" and draw(st.booleans()):
        value = '{"metadata.topic": ' + value + "}"
    if name == "observations" and draw(st.booleans()):
        value = '[{"text": "x", "time": ' + value + "}]"
    if name == "metadata" and draw(st.booleans()):
        value = '{"k": ' + value + "}"
    sep = "" if rest == "{" else ", "
    body = f'{rest}{sep}"{name}": {value}}}'
    return HostileRequest(method, path, body=body.encode("utf-8", "surrogatepass"), what=f"{path} {name}")


@st.composite
def whole_body_requests(draw) -> HostileRequest:
    (method, path) = draw(st.sampled_from(sorted(BODY_ROUTES)))
    return HostileRequest(method, path, body=draw(hostile_values()).encode("utf-8", "surrogatepass"),
                          what=f"{path} whole body")


def cursor_values() -> st.SearchStrategy[str]:
    deep = st.tuples(st.sampled_from([deep_array, deep_object, deep_mixed]), st.sampled_from(DEPTHS)).map(
        lambda p: b64(p[0](p[1]).encode()))
    big = st.sampled_from(DIGITS).map(lambda n: b64(huge_int(n).encode()))
    pair = hostile_values().map(lambda v: b64(f'["2024-01-01T00:00:00Z", {v}]'.encode("utf-8", "surrogatepass")))
    garbage = st.binary(max_size=300).map(b64)
    text = st.text(max_size=300)
    return st.one_of(deep, big, pair, garbage, text, st.sampled_from(["", "=", "====", "%00", "A" * 100_000]))


@st.composite
def query_requests(draw) -> HostileRequest:
    name = draw(st.sampled_from(["cursor", "cursor", "cursor", "user_id", "limit", "as_of", "include_deleted",
                                 "agent_id", "ids"]))
    # A URL over h11's 16 KB head limit gets uvicorn's 400 (and Connection: close); httpx refuses
    # to build one over 64 KB.
    value = draw((cursor_values() if name == "cursor" else hostile_values()).filter(lambda v: len(v) < 20_000))
    path = draw(st.sampled_from(["/v1/memories", "/v1/memories/m1", "/v1/memories/m1/history"]))
    return HostileRequest("GET", path, params={name: value}, what=f"GET {path}?{name}")


@st.composite
def import_requests(draw) -> HostileRequest:
    lines = draw(st.lists(st.one_of(
        hostile_values(),
        hostile_values().map(lambda v: '{"kind": "record", "record": ' + v + "}"),
        hostile_values().map(lambda v: '{"kind": "record", "record": {"id": "r1", "text": "x", "time": ' + v + "}}"),
        st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
    ), min_size=1, max_size=4))
    body = "\n".join(lines).encode("utf-8", "surrogatepass")
    return HostileRequest("POST", "/v1/import", body=body, content_type="application/x-ndjson", what="import line")


def hostile_requests() -> st.SearchStrategy[HostileRequest]:
    return st.one_of(body_field_requests(), whole_body_requests(), query_requests(), import_requests())


def send(client: httpx.Client, request: HostileRequest) -> httpx.Response:
    headers = {"Content-Type": request.content_type} if request.body is not None else {}
    return client.request(request.method, request.path, params=request.params, content=request.body,
                          headers=headers)


def one_connection_client(url: str, key: str) -> httpx.Client:
    """A client that sends every case over one kept-alive connection."""
    return httpx.Client(base_url=url, headers={"Authorization": f"Bearer {key}"}, timeout=60,
                        limits=httpx.Limits(max_connections=1, max_keepalive_connections=1))
