"""The real server for the server tests: ``python -m memstrata --db ... serve`` in a process of
its own on 127.0.0.1 and a free port, on a real SQLite file (or a PostgreSQL schema of the
test server), reached with real HTTP clients."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

from memstrata.store.factory import open_store, store_config_for

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Server:
    db: str
    port: int
    log: Path
    keys: dict[str, str] = field(default_factory=dict)
    process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def client(self, key: str | None = None, **kw) -> httpx.Client:
        headers = {"Authorization": f"Bearer {self.keys.get(key, key)}"} if key else {}
        return httpx.Client(base_url=self.url, headers=headers, timeout=60.0, **kw)

    def start(self, *extra: str, env: dict[str, str] | None = None) -> "Server":
        env = dict(os.environ, PYTHONPATH=str(ROOT / "src"), **(env or {}))
        out = open(self.log, "ab")  # noqa: SIM115 - the server process writes it while it runs
        self.process = subprocess.Popen(
            [sys.executable, "-m", "memstrata", "--db", self.db, "serve", "--port", str(self.port), *extra],
            stdout=out, stderr=out, env=env, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited ({self.process.returncode}): {self.log.read_text()[-2000:]}")
            try:
                if httpx.get(self.url + "/healthz", timeout=2).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise RuntimeError(f"the server did not answer: {self.log.read_text()[-2000:]}")

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        self.process = None


def make_keys(db: str) -> dict[str, str]:
    """The auth matrix's keys: tenant acme (admin, read-write, read-only, bound to ava, revoked)
    and tenant globex (read-write)."""
    store = open_store(store_config_for(db), dim=384)
    try:
        keys = {
            "admin": store.create_key("acme", rights="admin")[0],
            "rw": store.create_key("acme")[0],
            "ro": store.create_key("acme", rights="read")[0],
            "ava": store.create_key("acme", user_id="ava")[0],
            "ava_ro": store.create_key("acme", user_id="ava", rights="read")[0],
            "ava_admin": store.create_key("acme", user_id="ava", rights="admin")[0],
            "globex": store.create_key("globex")[0],
        }
        revoked, grant = store.create_key("acme")
        store.revoke_key(grant.prefix)
        keys["revoked"] = revoked
        return keys
    finally:
        store.close()


def pg_url(dsn: str, schema: str) -> str:
    return f"{dsn}{'&' if '?' in dsn else '?'}schema={schema}"


@pytest.fixture(scope="module")
def sqlite_server(tmp_path_factory) -> Iterator[Server]:
    work = tmp_path_factory.mktemp("server")
    db = str(work / "memory.db")
    server = Server(db, free_port(), work / "server.log", make_keys(db))
    server.start()
    try:
        yield server
    finally:
        server.stop()
