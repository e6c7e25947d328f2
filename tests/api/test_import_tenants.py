"""Import is no existence oracle across tenants (issue 28, item 2): record ids are unique per
tenant, so what an import decides never depends on what another tenant holds. On both stores
(SQLite, PostgreSQL in both layouts)."""

from __future__ import annotations

import copy
import hashlib
from typing import Any

import pytest

from memstrata.errors import ImportConflictError
from memstrata.store.transfer import canonical


def moved(lines: list[dict], **scope: str) -> list[dict]:
    """The same lines, ids and all, with every scope in them (header, records, snapshots)
    moved to ``scope``'s tenant or user, and the checksum made to match: a copy of an export
    that another tenant (or user) could write."""
    out = copy.deepcopy(lines)

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if "user_id" in value and "tenant" in value:
                value.update(scope)
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(out)
    digest = hashlib.sha256()
    for line in out[1:-1]:
        digest.update(canonical(line) + b"\n")
    out[-1]["sha256"] = digest.hexdigest()
    return out


def test_an_id_another_tenant_holds_imports_like_an_unused_one(memory):
    acme, globex = memory.for_tenant("acme"), memory.for_tenant("globex")
    acme.add(observations=["Sam plays the oboe."], user_id="sam")
    exported = acme.export(user_id="sam")
    rid = exported[1]["record"]["id"]
    # The outsider's reproduction: the id acme holds, imported by globex. It went in before
    # only if unused anywhere (a 409 told that some tenant held it); now it goes in either way.
    result = globex.import_(moved(exported, tenant="globex"), user_id="sam")
    assert result.imported["record"] == 1
    assert [r.id for r in globex.get_all(user_id="sam")] == [rid]
    assert [r.text for r in acme.get_all(user_id="sam")] == ["Sam plays the oboe."]
    # Each tenant's copy is its own: an update in one leaves the other as it was.
    globex.update(rid, "Sam plays the flute.", user_id="sam")
    assert acme.get(rid, user_id="sam").text == "Sam plays the oboe."
    assert [h.action for h in acme.history(rid, user_id="sam")] == ["create"]
    globex.delete(rid, user_id="sam", erase=True)
    assert acme.get(rid, user_id="sam").text == "Sam plays the oboe."


def test_a_tenant_cannot_preempt_another_tenants_import(memory):
    victim, mallory = memory.for_tenant("victim"), memory.for_tenant("mallory")
    victim.add(observations=["Sam's spare key is under the mat."], user_id="sam")
    exported = victim.export(user_id="sam")
    victim.delete_all(user_id="sam")
    mallory.import_(moved(exported, tenant="mallory"), user_id="sam")  # the ids planted first
    result = victim.import_(exported, user_id="sam")  # the victim's own import still goes in
    assert result.imported["record"] == 1
    assert [r.id for r in victim.get_all(user_id="sam")] == [exported[1]["record"]["id"]]


def test_within_a_tenant_an_id_of_another_user_is_still_a_conflict(memory):
    acme = memory.for_tenant("acme")
    acme.add(observations=["Sam knits."], user_id="sam")
    with pytest.raises(ImportConflictError):
        acme.import_(moved(acme.export(user_id="sam"), user_id="other"), user_id="other")
