"""The slot-at-a-time decision (models/relations/slot_classifier.decide) on given model scores:
the slot first, then the values, then the label and its threshold; abstentions are IND and
marked unsure (what the LLM may be asked about)."""

from __future__ import annotations

from memstrata.models.relations.slot_classifier import DEFAULT_THRESHOLDS, decide
from memstrata.models.relations.slot_model import SlotScores

T = {**DEFAULT_THRESHOLDS, "same_slot": 0.6, "CON": 0.8, "EQV": 0.9}


def scores(top: str, p: float, same: float, single: float = 0.9) -> SlotScores:
    rest = (1 - p) / 4
    return SlotScores({lab: (p if lab == top else rest) for lab in ("IND", "EQV", "OSN", "NSO", "CON")}, same, single)


def test_another_slot_is_ind_whatever_the_relation_head_says():
    d = decide("The rent went up to 1,500.", "They started looking for a flat.", scores("CON", 0.99, 0.2), T)
    assert d.label == "IND" and "different slot" in d.note


def test_a_changed_number_in_one_slot_is_con_whatever_the_wording():
    d = decide("Kofi's bowling average is 142.", "Kofi bowls 151 on average these days.", scores("IND", 0.7, 0.9), T)
    assert d.label == "CON" and "values differ" in d.note
    # the same wording with another number is never a restatement
    assert decide("Weight: 82 kg.", "Weight: 80 kg.", scores("EQV", 0.95, 0.95), T).label == "CON"


def test_a_multi_valued_attribute_never_conflicts():
    d = decide("Speaks Polish.", "Speaks Italian.", scores("CON", 0.95, 0.9, single=0.1), T)
    assert d.label == "IND" and d.unsure
    assert decide("Has 2 cats.", "Has 3 cats.", scores("IND", 0.6, 0.9, single=0.2), T).label == "IND"


def test_a_label_below_its_threshold_abstains():
    d = decide("Lives in Leeds.", "Lives in Ghent.", scores("CON", 0.7, 0.9), T)
    assert (d.label, d.unsure) == ("IND", True) and "below its threshold" in d.note
    assert decide("Lives in Leeds.", "Lives in Ghent.", scores("CON", 0.85, 0.9), T).label == "CON"


def test_an_exact_restatement_is_eqv_without_the_model():
    assert decide("Works at Kestrel.", "works at kestrel", scores("IND", 0.99, 0.0), T).label == "EQV"


def test_different_values_never_make_a_restatement_or_a_subsumption():
    # NSO would keep the old value current and file the new one under it
    for top in ("EQV", "NSO", "OSN"):
        d = decide("Kofi bowls a 142 average this season, best on the team.", "Kofi bowls 151 now.",
                   scores(top, 0.95, 0.95), T)
        assert d.label == "CON", (top, d)
        d = decide("Kofi bowls a 142 average.", "Kofi bowls 151 now.", scores(top, 0.95, 0.95, single=0.1), T)
        assert (d.label, d.unsure) == ("IND", True)


def test_a_pair_in_two_slots_is_decided_not_sent_to_the_llm():
    d = decide("The rent went up to 1,500.", "They started looking for a flat.", scores("CON", 0.99, 0.5), T)
    assert (d.label, d.unsure) == ("IND", False)


# ----- the first model proposes, the slot model decides -------------------------------------
from memstrata.models.relations.base import Judgement  # noqa: E402
from memstrata.models.relations.slot_classifier import decide_proposed  # noqa: E402

P = {**T, "same_slot": 0.9, "value_slot": 0.95, "CON_support": 0.5}


def proposed(label: str, note: str | None = None) -> Judgement:
    return Judgement(label, "first", note=note)


def test_a_proposal_in_another_slot_is_not_acted_on():
    d = decide_proposed("Baba is 81.", "Baba now uses a walker.", proposed("CON"), scores("CON", 0.9, 0.6), P)
    assert (d.label, d.unsure) == ("IND", False) and "another slot" in d.note


def test_a_con_needs_the_slot_model_to_see_a_change_or_the_values_to_differ():
    d = decide_proposed("Lives in Leeds.", "Lives in Ghent.", proposed("CON"), scores("EQV", 0.6, 0.95), P)
    assert (d.label, d.unsure) == ("IND", True)
    assert decide_proposed("Lives in Leeds.", "Lives in Ghent.", proposed("CON"), scores("CON", 0.6, 0.95), P).label == "CON"
    assert decide_proposed("Weighs 80 kg.", "Weighs 78 kg now.", proposed("CON"), scores("EQV", 0.6, 0.95), P).label == "CON"
    assert decide_proposed("Speaks Polish.", "Speaks Czech.", proposed("CON"),
                           scores("CON", 0.9, 0.95, single=0.1), P).label == "IND"


def test_values_chain_an_update_the_first_model_missed_only_in_a_sure_slot():
    assert decide_proposed("Kofi's average is 142.", "Kofi bowls 151 these days.", proposed("IND"),
                           scores("IND", 0.6, 0.97), P).label == "CON"
    assert decide_proposed("Kofi's average is 142.", "Kofi bowls 151 these days.", proposed("IND"),
                           scores("IND", 0.6, 0.92), P).label == "IND"
    # a pair the first model left IND with no values that differ is not scored at all
    assert decide_proposed("Lives in Leeds.", "Has a cat.", proposed("IND"), None, P).label == "IND"


def test_the_first_model_s_own_abstention_stays_unsure():
    d = decide_proposed("Lives in Leeds.", "Lives in Ghent.", proposed("IND", "CON at 0.40 is below its threshold 0.50"),
                        None, P)
    assert (d.label, d.unsure) == ("IND", True)


def test_one_frame_with_its_final_value_swapped_is_one_slot():
    from memstrata.models.relations.slot_classifier import same_frame

    assert same_frame("Ava lives in Leeds.", "Ava lives in Ghent.")
    assert same_frame("Sam works at a bakery.", "Sam works at a pharmacy.")
    for old, new in [("Chidi's boss is on leave until Friday.", "Chidi's assistant is on leave until Friday."),
                     ("I gave blood on 14 January 2024.", "I gave blood on 22 April 2024."),  # two events
                     ("The user's sister is a lawyer.", "The user's sister is a mother of three."),
                     ("Dmitri knows how to cook borscht.", "Dmitri knows how to cook paella."),
                     ("Our house has three bedrooms.", "Our house has two bathrooms."),
                     ("Sam runs.", "Ana runs.")]:
        assert not same_frame(old, new), (old, new)
