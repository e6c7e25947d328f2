"""Who is calling, and which scope a request may reach.

A request presents ``Authorization: Bearer <key>``; the store's keys table says the key's
tenant, its optional user binding and its rights (``store.api_keys``). Every route builds its
scope from the ``Caller`` only: the tenant is always the key's (a request cannot name one),
and a user-bound key reaches its own user whatever ``user_id`` the request names (naming
another is refused). With auth off (``--no-auth``, loopback only) every request is the
default tenant with every right.
"""

from __future__ import annotations

import math
import threading
import time
from dataclasses import dataclass

from fastapi import Request

from memstrata.errors import InvalidInputError
from memstrata.server.errors import forbidden, rate_limited, unauthorized
from memstrata.store.api_keys import RIGHTS, ApiKey
from memstrata.store.base import Store
from memstrata.types import DEFAULT_TENANT


@dataclass(frozen=True)
class Caller:
    tenant: str
    user_id: str | None  # the key's binding: the only user it reaches
    rights: tuple[str, ...]
    key_prefix: str | None = None  # None with auth off

    def require(self, right: str) -> None:
        if right not in self.rights and "admin" not in self.rights:
            raise forbidden(f"this key has no {right} right (it has: {', '.join(self.rights)})")

    def user(self, requested: str | None) -> str:
        """The user a request reaches: the key's own when it is bound (another named is
        refused), else the one the request names, which is then required."""
        if self.user_id is not None:
            if requested is not None and requested != self.user_id:
                raise forbidden(f"this key is bound to user {self.user_id!r}; it cannot reach user {requested!r}")
            return self.user_id
        if requested is None:
            raise InvalidInputError("user_id: required (this key is not bound to a user)", field="user_id")
        return requested

    @classmethod
    def of(cls, key: ApiKey) -> "Caller":
        return cls(key.tenant, key.user_id, key.rights, key.prefix)


OPEN_CALLER = Caller(DEFAULT_TENANT, None, RIGHTS)


class RateLimiter:
    """A token bucket per key: ``rate`` requests a second on average, bursts of ``burst``."""

    def __init__(self, rate: float, burst: int | None = None):
        self.rate = rate
        self.burst = burst or max(1, int(rate * 2))
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def take(self, who: str) -> None:
        if self.rate <= 0:
            return
        now = time.monotonic()
        with self._lock:
            tokens, at = self._buckets.get(who, (float(self.burst), now))
            tokens = min(float(self.burst), tokens + (now - at) * self.rate)
            if tokens < 1.0:
                self._buckets[who] = (tokens, now)
                raise rate_limited(max(1, math.ceil((1.0 - tokens) / self.rate)))
            self._buckets[who] = (tokens - 1.0, now)


def authorization_of(headers: list[tuple[bytes, bytes]]) -> str:
    """The request's one ``Authorization`` header ("" when there is none), from its raw ASGI
    headers; REST and MCP both read it here. More than one is refused: which of them a proxy,
    a framework or a log takes differs, and a request must not be one caller to one and another
    caller to the next."""
    found = [value for name, value in headers if name.lower() == b"authorization"]
    if len(found) > 1:
        raise unauthorized(f"the request has {len(found)} Authorization headers; send exactly one")
    return found[0].decode("latin-1") if found else ""


def caller_of_header(store: Store, header: str) -> Caller:
    """The caller an ``Authorization`` header names (REST and MCP alike); 401 without a valid key."""
    scheme, _, key = header.partition(" ")
    if not header:
        raise unauthorized("no API key: send Authorization: Bearer <key> (memstrata keys create)")
    if scheme.lower() != "bearer" or not key.strip():
        raise unauthorized("the Authorization header must read: Bearer <key>")
    grant = store.lookup_key(key.strip())
    if grant is None:
        raise unauthorized("the API key is unknown, wrong or revoked")
    return Caller.of(grant)


def authenticate(request: Request) -> Caller:
    """The caller of ``request`` (a FastAPI dependency); 401 without a valid key, 429 over
    the key's rate."""
    state = request.app.state
    header = authorization_of(request.scope["headers"])  # two are refused even with auth off, as in MCP
    caller = caller_of_header(state.memory.sync.store, header) if state.auth else OPEN_CALLER
    request.state.tenant = caller.tenant
    state.limiter.take(caller.key_prefix or (request.client.host if request.client else "-"))
    return caller
