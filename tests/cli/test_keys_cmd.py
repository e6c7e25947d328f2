"""``memstrata keys``: created keys are printed once and work; listings never show a secret;
bad rights, tenants and prefixes are one-line errors with exit 2."""

from __future__ import annotations

import json

import pytest

from memstrata import Memory
from memstrata.cli.main import main
from tests.pg_server import store_arg


@pytest.fixture
def run(tmp_path, capsys):
    db = tmp_path / "keys.db"

    def _run(*args: str) -> tuple[int, str, str]:
        code = main(["--db", store_arg(db), *args])
        out = capsys.readouterr()
        return code, out.out, out.err

    _run.db = db
    return _run


def test_create_list_and_revoke(run):
    code, out, err = run("keys", "create", "--admin", "--label", "bootstrap")
    admin_key = out.splitlines()[0]
    assert code == 0 and admin_key.startswith("msk_") and "shown once" in out and "read,write,admin" in out
    code, out, _ = run("--json", "keys", "create", "--tenant", "acme", "--user", "sam", "--rights", "read")
    made = json.loads(out)
    assert code == 0 and (made["tenant"], made["user_id"], made["rights"]) == ("acme", "sam", ["read"])
    with Memory.open(run.db) as m:  # the printed keys are the ones the store knows
        assert m.store.lookup_key(made["key"]).prefix == made["prefix"]
        assert m.store.lookup_key(admin_key).rights == ("read", "write", "admin")
    code, out, _ = run("keys", "list")
    assert code == 0 and made["prefix"] in out and made["key"] not in out and admin_key not in out
    code, out, _ = run("--json", "keys", "list", "--tenant", "acme")
    assert [k["prefix"] for k in json.loads(out)] == [made["prefix"]] and "key" not in json.loads(out)[0]
    code, out, _ = run("keys", "revoke", made["prefix"])
    assert code == 0 and out.startswith("revoked: ") and "revoked 20" in out
    with Memory.open(run.db) as m:
        assert m.store.lookup_key(made["key"]) is None and m.store.lookup_key(admin_key) is not None


@pytest.mark.parametrize("args, message", [
    (("keys", "create", "--rights", "read,sudo"), "rights: unknown 'sudo'"),
    (("keys", "create", "--rights", ""), "rights: at least one"),
    (("keys", "create", "--tenant", "a\x00b"), "tenant: holds a control character"),
    (("keys", "create", "--user", " "), "user_id: must be a non-empty string"),
    (("keys", "revoke", "abcdefabcdef"), "no key with prefix 'abcdefabcdef'"),
    (("keys", "rotate"), "invalid choice: 'rotate'"),
])
def test_bad_input_is_one_line_and_stores_nothing(run, args, message):
    code, out, err = run(*args)
    assert code == 2 and out == "" and message in err and len(err.strip().splitlines()) == 1
    assert run("--json", "keys", "list")[1].strip() == "[]"
