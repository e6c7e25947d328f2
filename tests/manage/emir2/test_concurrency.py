"""EMIR2 under two writer processes on one scope: nothing lost, the graph's invariants hold."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from memstrata import Memory
from memstrata.types import Scope
from tests.fixtures.emir2_invariants import check_graph
from tests.pg_server import store_arg

pytestmark = pytest.mark.slow

WRITER = textwrap.dedent("""
    import sys
    from memstrata import Memory
    path, who = sys.argv[1], sys.argv[2]
    cities = ["Paris", "Rome", "Oslo", "Lima", "Kyiv", "Bern"]
    jobs = ["a nurse", "a baker", "a pilot", "a judge", "a chef", "a tailor"]
    m = Memory.open(path, policy="emir2")
    for i in range(6):
        # Both writers revise the same two people, interleaved: values, restatements, a hobby.
        batch = [f"Ana lives in {cities[(i + (who == 'b')) % 6]}.", f"Ben works as {jobs[(i + 2 * (who == 'b')) % 6]}.",
                 f"Ana likes {who} music {i}.", "Ben has a dog named Rex."]
        m.add(observations=[{"text": t, "time": f"2024-0{1 + i % 9}-1{i % 9}T10:00:0{who == 'b' and 1 or 0}",
                             "source": f"{who}{i}:{j}"} for j, t in enumerate(batch)], user_id="shared")
    print("done", flush=True)
""")


def test_two_processes_revising_the_same_facts_keep_the_graph_consistent(db_path):
    Memory.open(db_path, policy="emir2").close()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, store_arg(db_path), who], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for who in ("a", "b")]
    for p in procs:
        _out, err = p.communicate(timeout=600)
        assert p.returncode == 0, err
    with Memory.open(db_path) as m:
        counts = check_graph(m, Scope("shared"))
        events = [r for r in m.get_all(user_id="shared") if r.kind == "event"]
        assert counts["event"] == len(events) == 2 * 6 * 4  # every observation is an event
        assert sorted({s for e in events for s in e.sources}) == sorted(
            f"{w}{i}:{j}" for w in "ab" for i in range(6) for j in range(4))
        home = [f for r in m.get_all(user_id="shared") if r.kind == "state"
                for f in r.attrs["emir2"]["facts"] if "lives in" in f["text"] and f["status"] == "current"]
        assert len(home) == 1  # one current home for Ana, whatever the interleaving
