"""``Memory.list_page``: keyset pages over the scope (both stores), refused cursors, as-of pages;
and the library's import reader on hostile lines (issue 28, items 1 and 9)."""

from __future__ import annotations

import base64
import json

import pytest

from memstrata.errors import ImportFormatError, InvalidInputError


def pages(memory, **kw):
    out, cursor = [], None
    while True:
        page = memory.list_page(cursor=cursor, **kw)
        out.append(page)
        cursor = page.next_cursor
        if cursor is None:
            return out


def test_pages_cover_get_all_in_its_order(memory):
    memory.add(observations=[{"text": f"fact {i}", "time": f"2024-01-{1 + i % 4:02d}"} for i in range(11)],
               user_id="sam")
    memory.add(observations=["Ada fact."], user_id="ada")
    got = pages(memory, user_id="sam", limit=4)
    assert [len(p.records) for p in got] == [4, 4, 3] and {p.total for p in got} == {11}
    assert [r.id for p in got for r in p.records] == [r.id for r in memory.get_all(user_id="sam")]


def test_deleted_records_are_listed_only_when_asked(memory):
    ids = [d.id for d in memory.add(observations=["a", "b", "c"], user_id="sam")]
    memory.delete(ids[1], user_id="sam")
    assert [r.id for r in memory.list_page(user_id="sam").records] == [ids[0], ids[2]]
    page = memory.list_page(user_id="sam", include_deleted=True)
    assert [r.id for r in page.records] == ids and page.total == 3


def test_a_cursor_is_refused_outside_its_scope_and_when_forged(memory):
    memory.add(observations=["a", "b"], user_id="sam")
    memory.add(observations=["c"], user_id="ada")
    cursor = memory.list_page(user_id="sam", limit=1).next_cursor
    with pytest.raises(InvalidInputError) as caught:
        memory.list_page(user_id="ada", cursor=cursor)
    assert caught.value.field == "cursor"
    forged = base64.urlsafe_b64encode(json.dumps(["2024-01-01", "no-such-id"]).encode()).decode()
    for bad in (forged, "[[[[", base64.urlsafe_b64encode(b"[" * 3000 + b"]" * 3000).decode()):
        with pytest.raises(InvalidInputError) as caught:
            memory.list_page(user_id="sam", cursor=bad)
        assert caught.value.field == "cursor"


def test_as_of_pages(memory):
    memory.add(observations=[{"text": f"day {d}", "time": f"2024-05-0{d}"} for d in range(1, 8)], user_id="cy")
    got = pages(memory, user_id="cy", as_of="2024-05-05T12:00:00", limit=2)
    assert [r.text for p in got for r in p.records] == [f"day {d}" for d in range(1, 6)]
    assert got[0].total == 5


def _forged_export(memory, tmp_path, mutate) -> str:
    lines = [json.dumps(line) for line in memory.export(user_id="sam")]
    at = next(i for i, line in enumerate(lines) if '"type": "record"' in line)
    lines[at] = mutate(lines[at])
    path = tmp_path / "forged.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return str(path)


@pytest.mark.parametrize("mutate, says", [
    (lambda t: t.replace('"version": 1', '"version": ' + "9" * 5000), "more than 4,300 digits"),
    (lambda t: t.replace('"attrs": {}', '"attrs": {"x": ' + "[" * 1200 + "]" * 1200 + "}"), "nested"),
    (lambda t: t.replace('"attrs": {}', '"attrs": {"x": ' + "[" * 600 + "]" * 600 + "}"), "nested deeper than 100"),
])
def test_import_refuses_hostile_lines_by_line_number(memory, tmp_path, mutate, says):
    memory.add(observations=["Sam knits."], user_id="sam")
    with pytest.raises(ImportFormatError) as caught:
        memory.import_(_forged_export(memory, tmp_path, mutate), user_id="sam2", rescope=True)
    assert caught.value.line_no == 2 and says in str(caught.value)


def test_import_refuses_deep_lines_given_as_values(memory):
    memory.add(observations=["Sam knits."], user_id="sam")
    lines = memory.export(user_id="sam")
    deep: list = []
    for _ in range(700):
        deep = [deep]
    lines[1]["record"]["attrs"]["x"] = deep
    with pytest.raises(ImportFormatError) as caught:
        memory.import_(lines, user_id="sam2", rescope=True)
    assert caught.value.line_no == 2 and "nested deeper than" in str(caught.value)
