"""The connections' limits against the real server (``memstrata serve`` with short timeouts on
the command line), with raw sockets: a stalled or trickled request head, a stalled or trickled
body and connections past the cap are cut off, while normal requests go on being answered."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator

import httpx
import pytest

from tests.server.conftest import Server, free_port, make_keys

HEADER_S, BODY_GAP_S, BODY_DEADLINE_S, MAX_CONNECTIONS = 1.0, 1.0, 3.0, 12


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    work = tmp_path_factory.mktemp("transport")
    db = str(work / "memory.db")
    s = Server(db, free_port(), work / "server.log", make_keys(db))
    s.start("--header-timeout-s", str(HEADER_S), "--body-timeout-s", str(BODY_GAP_S),
            "--body-deadline-s", str(BODY_DEADLINE_S), "--max-connections", str(MAX_CONNECTIONS))
    try:
        yield s
    finally:
        s.stop()


def connect(server: Server) -> socket.socket:
    return socket.create_connection(("127.0.0.1", server.port), timeout=10)


def closed_within(sock: socket.socket, seconds: float) -> bytes:
    """What the server sent before closing the connection; fails if it is still open after
    ``seconds``."""
    sock.settimeout(seconds)
    received = b""
    try:
        while chunk := sock.recv(65536):
            received += chunk
    except TimeoutError:
        pytest.fail(f"the connection was still open after {seconds} s (received {received[:200]!r})")
    except ConnectionResetError:
        pass
    return received


def search_head(server: Server, length: int) -> bytes:
    return (f"POST /v1/memories/search HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {server.keys['ava']}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {length}\r\n\r\n").encode()


def test_a_connection_that_sends_nothing_or_a_stalled_head_is_closed_within_the_header_timeout(server):
    silent, stalled = connect(server), connect(server)
    stalled.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
    for sock in (silent, stalled):
        answer = closed_within(sock, HEADER_S + 1)
        assert answer == b"" or answer.startswith(b"HTTP/1.1 408"), answer
        sock.close()


def test_a_head_trickled_a_byte_at_a_time_is_cut_by_its_deadline_not_reset_by_each_byte(server):
    sock = connect(server)
    head = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: " + b"a" * 100
    started = time.monotonic()
    sock.setblocking(False)
    cut = False
    for byte in head:  # a byte every 0.1 s: 10 s of head if nothing cut it
        try:
            sock.send(bytes([byte]))
            if sock.recv(65536) == b"":
                cut = True
                break
        except BlockingIOError:
            pass
        except (BrokenPipeError, ConnectionResetError):
            cut = True
            break
        if time.monotonic() - started > HEADER_S + 1:
            break
        time.sleep(0.1)
    sock.close()
    assert cut, f"a trickled head was still accepted after {HEADER_S + 1} s"


def test_a_stalled_body_gets_408_and_is_closed(server):
    sock = connect(server)
    sock.sendall(search_head(server, 100) + b'{"query": "')
    answer = closed_within(sock, BODY_GAP_S + 1)
    sock.close()
    assert answer.startswith(b"HTTP/1.1 408"), answer
    body = json.loads(answer.split(b"\r\n\r\n", 1)[1])
    assert body["error"]["type"] == "request_timeout" and "request body" in body["error"]["message"]


def test_a_body_trickled_within_the_gap_is_cut_by_the_whole_body_deadline(server):
    body = json.dumps({"query": "x" * 200}).encode()
    sock = connect(server)
    sock.sendall(search_head(server, len(body)))
    started, cut = time.monotonic(), False
    for i in range(len(body)):  # a byte every 0.4 s (< the gap): 80 s of body if nothing cut it
        try:
            sock.sendall(body[i:i + 1])
        except (BrokenPipeError, ConnectionResetError):
            cut = True
            break
        sock.settimeout(0.4)
        try:
            if sock.recv(65536) is not None:  # an answer (the 408) or the close
                cut = True
                break
        except TimeoutError:
            pass
        except ConnectionResetError:
            cut = True
            break
        if time.monotonic() - started > BODY_DEADLINE_S + 1:
            break
    sock.close()
    assert cut, f"a trickled body was still accepted after {BODY_DEADLINE_S + 1} s"


def test_normal_requests_are_answered_while_slow_sockets_hang_and_kept_alive_connections_outlive_the_header_timeout(
        server):
    hanging = [connect(server) for _ in range(4)]
    for i, sock in enumerate(hanging):
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n" if i % 2 else search_head(server, 50))
    with server.client("ava") as client:
        assert client.get("/healthz").status_code == 200
        assert client.post("/v1/memories/search", json={"query": "anything"}).status_code == 200
        time.sleep(HEADER_S + 0.5)  # idle on a kept-alive connection: keep-alive's timer, not the header's
        assert client.post("/v1/memories/search", json={"query": "anything"}).status_code == 200
        assert client.post("/v1/memories/search", json={"query": "y" * 300_000}).status_code in (200, 400)
    for sock in hanging:
        sock.close()


def test_connections_past_the_cap_get_503_and_the_cap_frees_as_slow_ones_are_cut(server):
    held = [connect(server) for _ in range(MAX_CONNECTIONS)]
    time.sleep(0.2)  # the server has accepted them all
    extra = connect(server)
    extra.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    answer = closed_within(extra, 5)
    assert answer == b"" or answer.startswith(b"HTTP/1.1 503"), answer
    extra.close()
    for sock in held:  # the header timeout cuts every one of them
        closed_within(sock, HEADER_S + 1)
        sock.close()
    assert httpx.get(server.url + "/healthz", timeout=10).status_code == 200


def test_pipelined_requests_are_answered_and_a_stalled_pipelined_head_is_cut(server):
    sock = connect(server)
    one = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
    sock.sendall(one + one + b"GET /healthz HTTP/1.1\r\nHost: x\r\n")  # two whole requests, a third's half head
    answer = closed_within(sock, HEADER_S + 1)
    sock.close()
    assert answer.count(b"HTTP/1.1 200") == 2 and answer.count(b"HTTP/1.1 408") == 1, answer
