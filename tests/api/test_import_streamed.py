"""An import from a file is read line by line and its lines are read again from the file when
needed, not kept (issue 28, item 9); records it writes reach the searches of a scope whose
indexes were already cached."""

from __future__ import annotations

import json

import pytest

from memstrata.store.transfer import FileLine, parse_export


def test_a_file_import_keeps_no_lines_and_imports_what_the_lines_would(memory, tmp_path, embedder):
    memory.add(observations=[{"text": f"Sam fact {i}.", "time": f"2024-01-{1 + i:02d}"} for i in range(5)],
               user_id="sam")
    lines = memory.export(user_id="sam")
    path = tmp_path / "sam.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    parsed = parse_export(path, scope=memory.scope("copy"), dim=memory.store.dim,
                          embedder=memory._embedder_signature(), rescope=True)
    try:
        assert all(isinstance(line, FileLine) for kind in parsed.lines.values() for line in kind)
        record = parsed.lines["record"][0]
        assert record.data["record"]["id"] == record.key == parsed.ids[lines[1]["record"]["id"]]
        assert record.data["record"]["scope"]["user_id"] == "copy"  # rescoped as it is read again
    finally:
        parsed.close()
    from_file = memory.import_(path, user_id="copy", rescope=True)
    from_lines = memory.import_(lines, user_id="copy2", rescope=True)
    assert (from_file.imported, from_file.already_present) == (from_lines.imported, from_lines.already_present)
    assert [r.text for r in memory.get_all(user_id="copy")] == [r.text for r in memory.get_all(user_id="sam")]
    assert memory.import_(path, user_id="sam").already_present["record"] == 5  # the same file again: nothing new


@pytest.mark.parametrize("mode", ["dense", "bm25", "hybrid"])
def test_imported_records_are_found_by_a_scope_searched_before(memory, tmp_path, mode):
    memory.add(observations=["Ada keeps bees.", "Ada works at a library.", "Ada's sister lives in Rome.",
                             "Ada plays chess on Sundays."], user_id="ada")
    memory.search("Where does Ada work?", user_id="ada", mode=mode)  # the scope's indexes are cached now
    memory.add(observations=["Ada sails a dinghy on the lake."], user_id="src")
    path = tmp_path / "src.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in memory.export(user_id="src")))
    memory.import_(path, user_id="ada", rescope=True)
    found = [r.text for r in memory.search("Ada sails a dinghy on the lake", user_id="ada", mode=mode, limit=2)]
    assert found and found[0] == "Ada sails a dinghy on the lake."
