"""The store's per-user write lock: exclusive across processes and store objects, re-entrant
in a thread, independent between users, released when its holder dies."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
import threading
import time

from memstrata.store.scope_lock import ScopeLocks

HOLDER = textwrap.dedent("""
    import sys, time
    from memstrata.store.scope_lock import ScopeLocks
    locks = ScopeLocks(sys.argv[1])
    with locks.hold(sys.argv[2]):
        print("held", flush=True)
        time.sleep(float(sys.argv[3]))
""")


def hold_in_child(db, user, seconds):
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(db), user, str(seconds)],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "held"
    return proc


def acquired_within(locks: ScopeLocks, user: str, seconds: float) -> bool:
    done = threading.Event()

    def take():
        with locks.hold(user):
            done.set()

    threading.Thread(target=take, daemon=True).start()
    return done.wait(seconds)


def test_another_process_excludes_the_same_user_only(tmp_path):
    db = tmp_path / "m.db"
    proc = hold_in_child(db, "alice", 30)
    try:
        locks = ScopeLocks(str(db))
        assert not acquired_within(locks, "alice", 0.5)
        assert acquired_within(ScopeLocks(str(db)), "bob", 5)
    finally:
        proc.send_signal(signal.SIGKILL)  # a killed holder releases its lock
        proc.wait()
    assert acquired_within(locks, "alice", 5)


def test_two_lock_objects_in_one_process_exclude_each_other(tmp_path):
    first, second = ScopeLocks(str(tmp_path / "m.db")), ScopeLocks(str(tmp_path / "m.db"))
    with first.hold("alice"):
        assert not acquired_within(second, "alice", 0.3)
    assert acquired_within(second, "alice", 5)


def test_reentrant_within_a_thread_and_exclusive_between_threads(tmp_path):
    locks = ScopeLocks(str(tmp_path / "m.db"))
    with locks.hold("alice"), locks.hold("alice"):
        assert not acquired_within(locks, "alice", 0.3)
    start = time.monotonic()
    assert acquired_within(locks, "alice", 5)
    assert time.monotonic() - start < 5
