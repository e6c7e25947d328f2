"""Crash safety and multi-process writes, with real child processes on a real file."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from memstrata import Memory

pytestmark = pytest.mark.slow

WRITER = textwrap.dedent("""
    import sys
    from memstrata import Memory
    path, name, batches, size = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    m = Memory.open(path)
    for b in range(batches):
        m.add(observations=[f"{name} fact {b}-{i} about topic {b * size + i}" for i in range(size)],
              user_id="shared")
        print(f"done {b}", flush=True)
""")


def spawn(path, name, batches, size):
    return subprocess.Popen([sys.executable, "-c", WRITER, str(path), name, str(batches), str(size)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_two_processes_writing_one_file_lose_nothing(db_path):
    Memory.open(db_path).close()  # create the schema once
    procs = [spawn(db_path, name, batches=40, size=5) for name in ("left", "right")]
    for p in procs:
        _out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err
        assert "locked" not in err
    with Memory.open(db_path) as m:
        texts = {r.text for r in m.get_all(user_id="shared")}
    assert len(texts) == 2 * 40 * 5


def test_killed_ingest_leaves_a_consistent_store(db_path):
    Memory.open(db_path).close()
    proc = spawn(db_path, "victim", batches=10_000, size=5)
    completed = []
    for line in proc.stdout:
        completed.append(line.strip())
        if len(completed) >= 8:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL

    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    n_records = conn.execute("SELECT COUNT(*) FROM records").fetchone()[0]
    # Every record is whole: a vector and a creation entry each.
    assert conn.execute("SELECT COUNT(*) FROM vectors").fetchone()[0] == n_records
    assert conn.execute("SELECT COUNT(*) FROM audit WHERE action = 'create'").fetchone()[0] == n_records
    conn.close()
    assert n_records % 5 == 0  # a batch is one transaction: all of it or none of it
    with Memory.open(db_path) as m:
        texts = {r.text for r in m.get_all(user_id="shared")}
        for b in range(len(completed)):
            assert f"victim fact {b}-4 about topic {b * 5 + 4}" in texts
        m.add(observations=["the store still takes writes"], user_id="shared")
        assert m.search("store still takes writes", user_id="shared", limit=1)[0].text == "the store still takes writes"
