"""``Memory.export(path)`` writes the lines as it reads them from the store and returns them as
an ``ExportedFile`` read back from the file (issue 28, item 9): it reads like the list."""

from __future__ import annotations

from memstrata.api.exported import ExportedFile


def test_export_to_a_path_reads_like_the_list_and_imports(memory, tmp_path):
    memory.add(observations=[{"text": f"Sam fact {i}.", "time": f"2024-02-{1 + i:02d}"} for i in range(4)],
               user_id="sam")
    path = tmp_path / "sam.jsonl"
    written = memory.export(path, user_id="sam")
    lines = memory.export(user_id="sam")
    assert isinstance(written, ExportedFile) and not (tmp_path / "sam.jsonl.partial").exists()
    assert written == lines and lines == written and list(written) == lines
    assert len(written) == len(lines) and written[0] == lines[0] and written[-1] == lines[-1]
    assert written[1:-1] == lines[1:-1]
    assert memory.import_(written, user_id="copy", rescope=True).imported["record"] == 4


def test_an_export_of_more_rows_than_one_fetch_streams_whole(memory):
    from memstrata.store.postgres.connection import SCAN_ROWS

    n = SCAN_ROWS + 50  # PostgreSQL reads an export through a server-side cursor, SCAN_ROWS rows a fetch
    memory.add(observations=[f"Note {i}." for i in range(n)], user_id="sam")
    lines = list(memory.export_stream(user_id="sam"))
    records = [line for line in lines if line["type"] == "record"]
    assert len(records) == n == lines[-1]["counts"]["record"]
    assert [r["record"]["text"] for r in records] == [f"Note {i}." for i in range(n)]
    assert memory.import_(lines, user_id="copy", rescope=True).imported["record"] == n
