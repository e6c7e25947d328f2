import numpy as np

from memstrata.store.vector_index import ExactIndex
from tests.conftest import unit_vectors


def test_exact_index_matches_brute_force():
    vecs = unit_vectors(500, 16)
    index = ExactIndex(16, [f"k{i}" for i in range(500)], vecs)
    q = unit_vectors(1, 16, seed=3)[0]
    expected = np.argsort(-(vecs @ q))[:10]
    assert [k for k, _ in index.search(q, 10)] == [f"k{i}" for i in expected]


def test_upsert_grows_and_remove_hides():
    index = ExactIndex(4)
    vecs = unit_vectors(100, 4)
    for i, v in enumerate(vecs):
        index.upsert(f"k{i}", v)
    assert len(index) == 100
    index.remove("k5")
    assert "k5" not in [k for k, _ in index.search(vecs[5], 100)]
    assert len(index.search(vecs[5], 1000)) == 99
    index.upsert("k5", vecs[5])
    assert index.search(vecs[5], 1)[0][0] == "k5"


def test_empty_and_zero_k():
    index = ExactIndex(4)
    assert index.search(np.ones(4, dtype=np.float32), 5) == []
    index.upsert("a", np.ones(4, dtype=np.float32) / 2)
    assert index.search(np.ones(4, dtype=np.float32), 0) == []
