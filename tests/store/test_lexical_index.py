"""Stemmed, per-scope BM25 (store.lexical_index) on its own and behind the SQLite store."""

from __future__ import annotations

import pytest

from memstrata.store.lexical_index import LexicalIndex, analyze
from memstrata.store.sqlite_store import SQLiteStore
from memstrata.types import Scope
from tests.conftest import unit_vectors
from tests.store.test_sqlite_store import DIM, make_record


@pytest.fixture
def store(tmp_path):
    s = SQLiteStore(tmp_path / "s.db", dim=DIM)
    yield s
    s.close()


def test_analysis_stems_folds_and_drops_function_words():
    assert analyze("Where does Sam live now?") == ["sam", "live"]
    assert analyze("She researched adoption agencies") == analyze("research adopting agency")
    assert analyze("Café CRÈME") == ["cafe", "creme"]


def test_word_forms_match_and_scores_stay_in_unit_interval():
    index = LexicalIndex([("a", "Caroline researched adoption agencies in May."),
                          ("b", "Melanie painted a lake at sunrise."),
                          ("c", "Caroline went hiking with friends.")])
    hits = index.search("What did Caroline research?", 3)
    assert [k for k, _ in hits] == ["a", "c"]
    assert all(0 < s <= 1 for _, s in hits)
    assert index.search("the of and", 3) == []  # only function words: nothing to match


def test_words_most_records_hold_weigh_little_and_rare_words_much():
    index = LexicalIndex([("violin", "Sam plays the violin."),
                          *((f"k{i}", f"Sam bought groceries, trip {i}.") for i in range(30))])
    assert index.search("Sam violin", 1)[0] == ("violin", index.search("Sam violin", 1)[0][1])
    assert index.search("Sam violin", 1)[0][1] > 0.3
    assert max(score for _, score in index.search("Sam", 40)) < 0.05


def test_replace_remove_and_compaction_keep_statistics_exact():
    index = LexicalIndex([(f"k{i}", f"filler text number {i}") for i in range(100)])
    others = [(f"x{i}", f"filler text number {i}") for i in range(20) if i != 5]
    reference = LexicalIndex([("k5", "a note about zebras"), *others])
    for i in range(100):
        if i != 5 and i >= 20:
            index.remove(f"k{i}")
    index.upsert("k5", "a note about zebras")
    assert len(index) == len(reference) == 20
    assert index.search("zebras", 1)[0][1] == pytest.approx(reference.search("zebras", 1)[0][1])
    assert index.search("zebras filler", 5, only=["k5", "k7"])[0][0] == "k5"


def test_another_scope_never_changes_a_scope_lexical_scores(store):
    alice, bob = Scope("alice"), Scope("bob")
    texts = ["Alice moved to Leeds for a nursing job.", "Alice adopted a cat named Miso.",
             "Alice runs on Sunday mornings."]
    with store.transaction() as tx:
        for i, text in enumerate(texts):
            tx.insert(make_record(i, alice, text=text), unit_vectors(1, DIM, seed=i)[0], actor="test")
    before = store.bm25_search(alice, "Where did Alice move for nursing?", 5, roles=("primary",))
    with store.transaction() as tx:
        for i in range(300):
            tx.insert(make_record(100 + i, bob, text=f"Bob moved his nursing notes to folder {i} in Leeds."),
                      unit_vectors(1, DIM, seed=100 + i)[0], actor="test")
    after = store.bm25_search(alice, "Where did Alice move for nursing?", 5, roles=("primary",))
    assert before == after and before[0][0] == "r0"
