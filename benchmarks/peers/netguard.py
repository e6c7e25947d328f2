"""Proof that a benchmark worker stays offline: every outgoing connection and name lookup is
recorded, and any that leaves the loopback interface is refused. Mem0 also gets a dummy
OpenAI-compatible endpoint on 127.0.0.1 that counts the requests it receives, so the report can
say that its LLM, configured because Mem0 requires one, was never called."""

from __future__ import annotations

import contextlib
import http.server
import ipaddress
import socket
import threading
from typing import Any

_LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1"}


class NetworkRefused(OSError):
    pass


class NetGuard:
    """Installed once per process, before the systems under test are imported."""

    def __init__(self) -> None:
        self.connects: list[str] = []  # every connect attempt, allowed or not
        self.refused: list[str] = []
        self.lookups: list[str] = []
        self._lock = threading.Lock()

    def install(self) -> "NetGuard":
        guard = self
        real_connect, real_connect_ex = socket.socket.connect, socket.socket.connect_ex
        real_getaddrinfo = socket.getaddrinfo

        def check(address: Any) -> None:
            if not isinstance(address, tuple):  # a Unix socket path: not the network
                return
            host = str(address[0])
            with guard._lock:
                guard.connects.append(host)
                if not _is_loopback(host):
                    guard.refused.append(host)
            if not _is_loopback(host):
                raise NetworkRefused(f"benchmark is offline: connection to {host} refused")

        def connect(sock: socket.socket, address: Any) -> None:
            check(address)
            return real_connect(sock, address)

        def connect_ex(sock: socket.socket, address: Any) -> int:
            check(address)
            return real_connect_ex(sock, address)

        def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
            name = host.decode() if isinstance(host, bytes) else str(host)
            with guard._lock:
                guard.lookups.append(name)
            if host is not None and not _is_loopback(name):
                with guard._lock:
                    guard.refused.append(name)
                raise NetworkRefused(f"benchmark is offline: lookup of {name} refused")
            return real_getaddrinfo(host, *args, **kwargs)

        socket.socket.connect = connect  # type: ignore[method-assign]
        socket.socket.connect_ex = connect_ex  # type: ignore[method-assign]
        socket.getaddrinfo = getaddrinfo
        return self

    def report(self) -> dict[str, Any]:
        with self._lock:
            outside = [c for c in self.connects if not _is_loopback(c)]
            return {"loopback_connects": len(self.connects) - len(outside), "outside_connects": len(outside),
                    "refused": sorted(set(self.refused)),
                    "lookups": sorted(set(self.lookups))}


def _is_loopback(host: str) -> bool:
    if host in _LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class DummyLLMEndpoint:
    """An HTTP server on 127.0.0.1 that answers every request with 503 and counts them."""

    def __init__(self) -> None:
        counter = self
        self.requests: list[str] = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def _refuse(self) -> None:
                counter.requests.append(f"{self.command} {self.path}")
                self.send_response(503)
                self.end_headers()

            do_GET = do_POST = do_PUT = do_DELETE = _refuse

            def log_message(self, *args: Any) -> None:  # keep the benchmark's output readable
                pass

        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self._server.server_address[1]}/v1"
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def self_test(self) -> None:
        """One request of our own, to show a real LLM call would have been counted; then the
        count starts again from zero."""
        import urllib.error
        import urllib.request

        with contextlib.suppress(urllib.error.HTTPError):
            urllib.request.urlopen(self.base_url + "/chat/completions", data=b"{}", timeout=5)
        if len(self.requests) != 1:
            raise RuntimeError("the dummy LLM endpoint did not see its self-test request")
        self.requests.clear()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
