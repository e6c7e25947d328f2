"""An unexpected exception ends as the one 500 JSON shape on a connection that stays usable:
the app of ``create_app`` (a real SQLite store) with a test-only route that raises, served by a
real uvicorn server (the guarded protocol ``memstrata serve`` uses) in a thread."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Iterator

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from fastapi.responses import StreamingResponse

from memstrata import Memory
from memstrata.server.app import ServerSettings, create_app
from memstrata.server.transport import protocol_for
from tests.server.conftest import free_port


def fastapi_of(app) -> FastAPI:
    while not isinstance(app, FastAPI):  # under the app's ASGI layers
        app = app.app
    return app


@pytest.fixture(scope="module")
def url(tmp_path_factory, embedder) -> Iterator[str]:
    memory = Memory.open(tmp_path_factory.mktemp("boundary") / "memory.db", embedder=embedder)
    settings = ServerSettings(auth=False, run_jobs=False, mcp=False)
    app = create_app(memory, settings)
    routes = fastapi_of(app)

    @routes.get("/test/raises")
    async def raises() -> None:
        raise RuntimeError("a bug in a route")

    @routes.get("/test/raises-in-a-thread")
    def raises_in_a_thread() -> None:
        raise KeyError("a bug in a sync route")

    @routes.get("/test/fails-halfway")
    async def fails_halfway() -> StreamingResponse:
        async def chunks():
            yield b"partial "
            await asyncio.sleep(0)
            raise RuntimeError("a stream that fails")

        return StreamingResponse(chunks(), media_type="text/plain")

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           http=protocol_for(settings.connection_limits())))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(30)
        memory.close()


@pytest.mark.parametrize("path", ["/test/raises", "/test/raises-in-a-thread"])
def test_a_pooled_client_gets_the_500_and_then_a_200_on_the_same_connection(url, path):
    with httpx.Client(base_url=url, limits=httpx.Limits(max_connections=1)) as client:
        r = client.get(path)
        assert r.status_code == 500 and r.headers.get("connection") != "close"
        assert r.json()["error"]["type"] == "internal"
        assert r.headers["x-request-id"] in r.json()["error"]["message"]  # the id, not the exception
        assert "bug" not in r.text
        assert client.get("/healthz").status_code == 200


def test_two_requests_on_one_socket_a_500_then_a_200(url):
    port = int(url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(b"GET /test/raises HTTP/1.1\r\nHost: x\r\n\r\n")
        first = _one_response(sock)
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        second = _one_response(sock)
    assert first.startswith(b"HTTP/1.1 500") and b'"type":"internal"' in first.replace(b" ", b"")
    assert second.startswith(b"HTTP/1.1 200")


def test_a_response_that_fails_halfway_is_cut_so_it_cannot_pass_for_a_whole_one(url):
    with httpx.Client(base_url=url) as client:
        with pytest.raises(httpx.HTTPError):
            client.get("/test/fails-halfway").read()
        assert client.get("/healthz").status_code == 200  # the pool opens a fresh connection


def _one_response(sock: socket.socket) -> bytes:
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536)
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length"))
    while len(body) < length:
        body += sock.recv(65536)
    return head + b"\r\n\r\n" + body
