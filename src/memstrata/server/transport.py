"""The server's HTTP/1.1 connections: read timeouts and a cap on how many are open.

uvicorn (its h11 protocol, the one installed without httptools) waits for a request's headers
and body as long as the client likes: a client that sends half a header line, or a body a byte
every few seconds, holds a connection (and a slot of the app) forever. ``GuardedH11Protocol`` is
its protocol with three limits (``ConnectionLimits``, from ``ServerSettings``):

- **headers**: a request's head (request line and headers) must arrive whole within
  ``header_timeout_s`` of its first byte, or of the connection's opening for the first request
  (an idle keep-alive connection between requests is uvicorn's ``timeout_keep_alive``'s);
- **body**: once the head is in, no gap between two pieces of the body may exceed
  ``body_timeout_s``, and the whole body must be in within ``body_deadline_s``. Time the server
  itself takes to read (uvicorn stops reading while the app has 64 KB it has not consumed) does
  not count against the client;
- **connections**: past ``max_connections`` open connections, a new one gets a 503 and is closed
  at once instead of waiting for a slot.

A request cut off gets ``408`` (``Connection: close``) when no response has begun, and the
connection is closed; the app, if it was reading the body, sees the client disconnect.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

CUT_OFF = "memstrata_cut_off"  # in a request's scope state: the connection was cut (its status)


@dataclass(frozen=True)
class ConnectionLimits:
    header_timeout_s: float = 10.0
    body_timeout_s: float = 10.0  # the longest gap between two pieces of a body
    body_deadline_s: float = 120.0  # the whole body (a 64 MB import at ~0.5 MB/s)
    max_connections: int = 1000


def protocol_for(limits: ConnectionLimits) -> type[asyncio.Protocol]:
    """uvicorn's ``http=`` argument: the guarded protocol with these limits."""
    return type("GuardedH11Protocol", (GuardedH11Protocol,), {"limits": limits})


def _raw_response(status: int, reason: str, kind: str, message: str) -> bytes:
    # Written straight to the socket: h11 will not send a response before it has read a request.
    body = json.dumps({"error": {"type": kind, "message": message}}).encode()
    return (f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\ncontent-length: {len(body)}\r\n"
            f"connection: close\r\n\r\n").encode() + body


class GuardedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with ``limits``: one timer per connection, armed while the client
    owes the server a request head or a body, checking the phase's deadline when it fires."""

    limits = ConnectionLimits()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        self._timer: asyncio.TimerHandle | None = None
        self._phase: str | None = None  # "head" or "body" while the client owes one
        self._phase_since = self._last_data = self.loop.time()
        self._had_request = False
        over_cap = len(self.server_state.connections) >= self.limits.max_connections
        super().connection_made(transport)
        if over_cap:
            self.logger.warning("connection refused: %d connections open (the cap)", self.limits.max_connections)
            transport.write(_raw_response(503, "Service Unavailable", "unavailable",
                                          "the server has too many open connections; retry later"))
            transport.close()
            return
        self._watch()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        self._last_data = self.loop.time()
        if self._phase is None and self.conn.their_state is h11.IDLE:
            self._enter("head")  # the first byte of the next request on a kept-alive connection
        super().data_received(data)  # handle_events: _watch() then sees where the request stands

    def handle_events(self) -> None:
        super().handle_events()
        self._watch()

    # ----- the phase the client is in, and its timer ------------------------------------------
    def _watch(self) -> None:
        if self.transport.is_closing():
            self._disarm()
            return
        state = self.conn.their_state
        if state is not h11.IDLE:
            self._had_request = True
        if state is h11.SEND_BODY:
            self._enter("body")
        elif state is h11.IDLE and (not self._had_request or self.conn.trailing_data[0]):
            self._enter("head")  # a new connection, or part of the next request's head buffered
        else:  # the request is in, or the connection is idle between requests (keep-alive's timer)
            self._phase = None
            self._disarm()

    def _enter(self, phase: str) -> None:
        if self._phase == phase:
            return
        self._phase = phase
        self._phase_since = self._last_data = self.loop.time()
        self._arm(self.limits.header_timeout_s if phase == "head" else self.limits.body_timeout_s)

    def _arm(self, delay: float) -> None:
        self._disarm()
        self._timer = self.loop.call_later(max(0.0, delay), self._check)

    def _disarm(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _check(self) -> None:
        self._timer = None
        if self._phase is None or self.transport.is_closing():
            return
        now = self.loop.time()
        if self._phase == "head":
            due = self._phase_since + self.limits.header_timeout_s
        else:
            if self.flow.read_paused:  # the server is not reading: the client cannot send
                waited = now - self._last_data
                self._phase_since += waited
                self._last_data = now
            due = min(self._last_data + self.limits.body_timeout_s, self._phase_since + self.limits.body_deadline_s)
        if now < due:
            self._arm(due - now)
            return
        self._cut()

    def _cut(self) -> None:
        what = "request headers" if self._phase == "head" else "request body"
        self.logger.warning("%s from %s too slow: connection closed", what, self.client[0] if self.client else "-")
        cycle: Any = self.cycle
        answering = cycle is not None and cycle.response_started and not cycle.response_complete
        if not answering and (cycle is None or not cycle.response_complete or self._phase == "head"):
            limit = self.limits.header_timeout_s if self._phase == "head" else self.limits.body_timeout_s
            self.transport.write(_raw_response(408, "Request Timeout", "request_timeout",
                                               f"the {what} did not arrive in time (limit {limit:g} s)"))
        if cycle is not None and not cycle.response_complete:
            cycle.scope["state"][CUT_OFF] = 408  # the request log's status for it (the app's answer is lost)
            cycle.disconnected = True  # what the app sends from now on goes nowhere
            cycle.message_event.set()  # a read waiting for the body ends: the client is gone
        self._phase = None
        self.transport.close()
