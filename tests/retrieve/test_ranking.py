"""Hybrid ranking keeps clear single-signal winners, scores are absolute relevance values,
and no other scope changes a scope's results. Real embedder, real SQLite files."""

from __future__ import annotations

import pytest

from memstrata.retrieve.ranking import NO_MATCH_BELOW, fuse

pytestmark = pytest.mark.slow


def positions(results, text):
    return [r.text for r in results].index(text)


def test_fusion_never_scores_below_the_stronger_signal():
    for d in (0.0, 0.2, 0.7, 1.0):
        for lexical in (0.0, 0.3, 0.9):
            assert max(d, lexical) - 1e-12 <= fuse(d, lexical) <= 1.0


def test_a_dense_winner_stays_in_the_top_three_against_many_lexical_matches(memory):
    # Two dozen records hold every word of the question; the one that answers it holds only
    # the name. Dense finds it by a wide margin; rank fusion used to bury it under the rest.
    answer = "Tom is a firefighter."
    lexical_bait = [f"A profession fair flyer, batch {i}, was printed in blue ink for Tom's cousin." for i in range(12)] + \
                   [f"Tom misplaced receipt {i} from the profession fair parking lot." for i in range(12)]
    memory.add(observations=[answer, *lexical_bait], user_id="u")
    query = "What is Tom's profession?"
    dense = memory.search(query, user_id="u", limit=3, mode="dense")
    assert dense[0].text == answer and dense[0].score - dense[1].score > 0.2  # a clear dense winner
    assert answer not in [r.text for r in memory.search(query, user_id="u", limit=3, mode="bm25")]
    assert positions(memory.search(query, user_id="u", limit=3), answer) < 3


def test_a_lexical_winner_the_embedding_blurs_stays_in_the_top_three(memory):
    answer = "The storage unit gate code is ZX4417."
    similar = [f"The storage unit on floor {i} has a blue door and a keypad." for i in range(20)]
    memory.add(observations=[answer, *similar], user_id="u")
    query = "Which unit uses zx4417?"
    assert memory.search(query, user_id="u", limit=1, mode="bm25")[0].text == answer
    assert positions(memory.search(query, user_id="u", limit=3), answer) < 3


def test_scores_are_absolute_and_an_unrelated_query_scores_below_the_threshold(memory):
    memory.add(observations=["Sam plays the violin in a community orchestra.", "Sam adopted a beagle named Pixel.",
                             "Sam moved to Leeds in March."], user_id="u")
    related = memory.search("What instrument does Sam play?", user_id="u", limit=1)[0]
    unrelated = memory.search("What is the boiling point of tungsten?", user_id="u", limit=1)
    assert related.score >= NO_MATCH_BELOW
    assert all(r.score < NO_MATCH_BELOW for r in unrelated)


def test_another_user_adding_a_thousand_facts_changes_nothing(memory):
    facts = ["Alice moved to Leeds for a nursing job.", "Alice adopted a cat named Miso.",
             "Alice runs the Leeds half marathon every spring.", "Alice's sister lives in Cork.",
             "Alice is learning Portuguese for a trip to Lisbon."]
    memory.add(observations=facts, user_id="alice")
    queries = ["Where did Alice move?", "What pet does Alice have?", "Which language is Alice learning?",
               "marathon Leeds", "Where does her sister live?"]

    def snapshot():
        return {q: [(r.id, round(r.score, 9)) for r in memory.search(q, user_id="alice", limit=5, mode=mode)]
                for q in queries for mode in ("hybrid", "bm25", "dense")}

    before = snapshot()
    memory.add(observations=[f"Bob moved crate {i} of nursing supplies to the Leeds depot for his cat." for i in range(1000)],
               user_id="bob")
    assert snapshot() == before
