"""``memstrata serve`` and ``memstrata mcp`` refuse what they must before anything starts: auth
off on a non-loopback host, a bad port, ``mcp`` without a user; each one line, exit 2."""

from __future__ import annotations

import pytest

from memstrata.cli.main import main
from memstrata.cli.serve_cmd import is_loopback


@pytest.mark.parametrize("argv, words", [
    (["serve", "--no-auth", "--host", "0.0.0.0"], "refused with the non-loopback host"),
    (["serve", "--no-auth", "--host", "192.168.1.20"], "refused with the non-loopback host"),
    (["serve", "--port", "70000"], "not a port number"),
    (["serve", "--rate-limit", "-1"], "rate-limit"),
    (["serve", "--header-timeout-s", "0"], "--header-timeout-s must be > 0"),
    (["serve", "--body-timeout-s", "-2"], "--body-timeout-s must be > 0"),
    (["serve", "--body-deadline-s", "nan"], "--body-deadline-s must be > 0"),
    (["serve", "--max-connections", "0"], "--max-connections must be > 0"),
    (["serve", "--auth-fail-burst", "0"], "--auth-fail-burst must be > 0"),
    (["serve", "--auth-fail-rate", "-1"], "--auth-fail-rate must be >= 0"),
    (["mcp"], "--user is required"),
    (["--tenant", "bad\ttenant", "--user", "u", "mcp"], "tenant"),
])
def test_refused_with_one_line_and_exit_2(db_path, capsys, argv, words):
    assert main(["--db", str(db_path), *argv]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: ") and words in err[0]


@pytest.mark.any_store
def test_loopback_hosts():
    assert all(map(is_loopback, ["127.0.0.1", "localhost", "::1", "[::1]", "127.8.0.1"]))
    assert not any(map(is_loopback, ["0.0.0.0", "::", "10.0.0.1", "example.com"]))
