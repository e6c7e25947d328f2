"""The English-frequency prior of query words (store/word_rarity.py) and what it does to BM25
in a small scope."""

from memstrata.store import word_rarity
from memstrata.store.lexical_index import LexicalIndex, query_weights


def test_common_words_weigh_little_and_rare_or_unknown_ones_in_full():
    work, sister, sculpture = (word_rarity.weight(w) for w in ("work", "sister", "sculpture"))
    assert word_rarity.FLOOR <= work < sister < sculpture < 1.0
    assert word_rarity.weight("vegetarian") == 1.0 and word_rarity.weight("zzyzxqk") == 1.0


def test_words_of_one_stem_take_the_highest_weight():
    weights = query_weights("works working workshop")
    assert set(weights) == {"work", "workshop"}
    assert weights["work"] == max(word_rarity.weight("works"), word_rarity.weight("working"))


def test_a_common_word_shared_in_a_small_scope_weighs_less_than_a_rare_one():
    index = LexicalIndex([("nurse", "Mira works as a nurse."), ("tram", "Takes the tram when it rains, else cycles."),
                          ("pottery", "Started a pottery class.")])
    common = dict(index.search("How does she get to work?", 3))
    rare = dict(index.search("Any pottery plans?", 3))
    assert common["nurse"] < 0.1 < rare["pottery"]
