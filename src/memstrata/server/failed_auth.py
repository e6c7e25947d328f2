"""Failed authentications, rate-limited: per client address and per presented key prefix.

A key has 256 random bits, so guessing one is hopeless; what a flood of wrong keys costs is the
server's time and its log, and a guess aimed at a known prefix (prefixes are shown in listings)
should stop being answered quickly. ``FailedAuthGuard`` (an ASGI layer around the whole app, so
REST and MCP alike) counts every 401 answered to a request that presented an ``Authorization``
header, in two token buckets of ``burst`` failures refilled at ``rate`` a second:

- **the client address** (uvicorn's, which honours ``X-Forwarded-For`` from the proxies it
  trusts, by default 127.0.0.1 only): once it is empty, every request from that address that
  presents a key gets 429 with ``Retry-After``, without the key being looked up;
- **the presented prefix** (whether or not a key has it, so the answer says nothing about which
  prefixes exist): once it is empty, a wrong key with that prefix gets 429 instead of 401, but the
  key is still checked and the right one still passes, so that failures aimed at a victim's prefix
  from many addresses do not lock its owner out.

A request that presents no key at all is not counted (it is not a guess). A successful request
touches neither bucket: a valid key's own limit is ``auth.RateLimiter``'s, unchanged. The buckets
are bounded (``max_entries``): full ones are forgotten first, then the least recently failed.
"""

from __future__ import annotations

import json
import math
import time
from typing import Any

from memstrata.store.api_keys import prefix_of


class FailureBuckets:
    """Token buckets keyed by a string; a token is one failure allowed. Event-loop only (no lock)."""

    def __init__(self, rate: float, burst: int, max_entries: int = 65536):
        self.rate, self.burst, self.max_entries = rate, burst, max_entries
        self._buckets: dict[str, tuple[float, float]] = {}  # who -> (tokens, as of), least recent first

    def _tokens(self, who: str, now: float) -> float:
        tokens, at = self._buckets.get(who, (float(self.burst), now))
        return min(float(self.burst), tokens + (now - at) * self.rate)

    def retry_after(self, who: str) -> int:
        """0 while ``who`` may still fail; else the seconds until it may again."""
        tokens = self._tokens(who, time.monotonic())
        return 0 if tokens >= 1.0 else max(1, math.ceil((1.0 - tokens) / self.rate))

    def fail(self, who: str) -> None:
        now = time.monotonic()
        tokens = max(0.0, self._tokens(who, now) - 1.0)
        self._buckets.pop(who, None)
        self._buckets[who] = (tokens, now)
        if len(self._buckets) > self.max_entries:
            self._prune(now)

    def _prune(self, now: float) -> None:
        self._buckets = {w: b for w, b in self._buckets.items()
                         if b[0] + (now - b[1]) * self.rate < self.burst}
        while len(self._buckets) > self.max_entries // 2:  # still too many: the least recent go
            del self._buckets[next(iter(self._buckets))]

    def __len__(self) -> int:
        return len(self._buckets)


class FailedAuthGuard:
    """The ASGI layer: 429 for an address out of failures, 401 -> 429 for a prefix out of them."""

    def __init__(self, app: Any, rate: float, burst: int):
        self.app, self.rate = app, rate
        self.state = app.state
        self.addresses = FailureBuckets(rate, burst)
        self.prefixes = FailureBuckets(rate, burst)

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or self.rate <= 0:
            await self.app(scope, receive, send)
            return
        header = next((v for k, v in scope.get("headers", []) if k == b"authorization"), None)
        if header is None:
            await self.app(scope, receive, send)
            return
        address = scope["client"][0] if scope.get("client") else "-"
        wait = self.addresses.retry_after(address)
        if wait:
            await _send_429(send, f"too many failed authentications from this address; retry after {wait} s", wait)
            return
        _, _, token = header.decode("latin-1").partition(" ")
        prefix = prefix_of(token.strip())
        replaced = False

        async def sending(message: dict) -> None:
            nonlocal replaced
            if replaced:
                return  # the 401's body: a 429 went instead
            if message["type"] == "http.response.start" and message["status"] == 401:
                prefix_wait = self.prefixes.retry_after(prefix) if prefix else 0
                self.addresses.fail(address)
                if prefix:
                    self.prefixes.fail(prefix)
                if prefix_wait:
                    replaced = True
                    await _send_429(send, f"too many failed authentications with this key prefix; retry after "
                                          f"{prefix_wait} s", prefix_wait)
                    return
            await send(message)

        await self.app(scope, receive, sending)


async def _send_429(send: Any, message: str, retry_after_s: int) -> None:
    body = json.dumps({"error": {"type": "rate_limited", "message": message}}).encode()
    await send({"type": "http.response.start", "status": 429,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"retry-after", str(retry_after_s).encode())]})
    await send({"type": "http.response.body", "body": body})
