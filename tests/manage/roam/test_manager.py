"""ROAM through the Memory API with a table classifier: each Table 1 behaviour, fusion,
edges and audit, ablations, and failure handling. A real SQLite file and the real embedder."""

from __future__ import annotations

import pytest

from memstrata import Memory
from memstrata.api.config import MemoryConfig
from memstrata.errors import InvalidInputError
from memstrata.manage.registry import create_manager
from memstrata.models.llm.replay import ScriptedLLM
from memstrata.models.relations.base import Atom, Judgement, RelationClassifier
from tests.manage.roam.scripted import TableClassifier

LEEDS, GHENT, UTRECHT = "Ava lives in Leeds.", "Ava lives in Ghent.", "Ava lives in Utrecht."
DOG, REX = "Ava has a dog.", "Ava has a dog named Rex."
HIKE, HIKE2 = "Ava enjoys hiking on weekends.", "Ava likes to hike at weekends."


def open_roam(db_path, embedder, table, policy="roam", **options):
    manager = create_manager(policy, classifier=TableClassifier(table), **options)
    return Memory(MemoryConfig(path=str(db_path), policy=policy), embedder=embedder, manager=manager)


def add(m, text, time, source):
    return m.add(observations=[{"text": text, "time": time, "source": source}], user_id="u").decisions[0]


def primaries(m):
    return {r.text: r for r in m.get_all(user_id="u", roles=("primary",))}


def test_ind_inserts_a_new_primary(db_path, embedder):
    m = open_roam(db_path, embedder, {})
    add(m, LEEDS, "2023-01-01", "s1")
    d = add(m, HIKE, "2023-02-01", "s2")
    assert (d.event, d.relation, d.role) == ("added", "IND", "primary")
    assert set(primaries(m)) == {LEEDS, HIKE}


def test_con_promotes_the_new_value_and_keeps_a_dated_chain(db_path, embedder):
    m = open_roam(db_path, embedder, {(GHENT, LEEDS): "CON", (UTRECHT, GHENT): "CON"})
    first = add(m, LEEDS, "2023-01-01", "s1")
    add(m, GHENT, "2023-03-01", "s2")
    d = add(m, UTRECHT, "2024-02-13", "s3")
    assert (d.event, d.relation, d.role) == ("superseded", "CON", "primary")
    p = primaries(m)
    assert list(p) == [UTRECHT]
    assert p[UTRECHT].view == "Ava lives in Utrecht (earlier: Leeds, 2023-01-01; Ghent, 2023-03-01)"
    assert p[UTRECHT].sources == ["s3", "s1", "s2"]  # own first, then members
    old = m.get(first.id, user_id="u")
    assert (old.role, old.text, old.view) == ("evidence", LEEDS, LEEDS)  # atomic text never changes
    assert [e["type"] for e in m.provenance(d.id, user_id="u")["edges"]] == ["CON"]


def test_con_arriving_late_joins_the_history_of_the_newer_value(db_path, embedder):
    m = open_roam(db_path, embedder, {(LEEDS, UTRECHT): "CON"})
    current = add(m, UTRECHT, "2024-02-13", "s3")
    d = add(m, LEEDS, "2023-01-01", "s1")  # backfilled, older than the stored value
    assert (d.event, d.role) == ("merged", "evidence")
    p = primaries(m)
    assert list(p) == [UTRECHT] and p[UTRECHT].id == current.id
    assert p[UTRECHT].view == "Ava lives in Utrecht (earlier: Leeds, 2023-01-01)"


def test_osn_promotes_the_more_specific_new_record(db_path, embedder):
    m = open_roam(db_path, embedder, {(REX, DOG): "OSN"})
    add(m, DOG, "2024-01-01", "s1")
    d = add(m, REX, "2024-02-01", "s2")
    assert (d.event, d.relation, d.role) == ("superseded", "OSN", "primary")
    p = primaries(m)
    assert list(p) == [REX] and p[REX].view == REX and p[REX].sources == ["s2", "s1"]


def test_nso_keeps_the_earliest_match_and_the_new_record_becomes_evidence(db_path, embedder):
    m = open_roam(db_path, embedder, {(DOG, REX): "NSO"})
    anchor = add(m, REX, "2024-02-01", "s1")
    d = add(m, DOG, "2024-05-01", "s2")
    assert (d.event, d.relation, d.role, d.related_ids) == ("merged", "NSO", "evidence", [anchor.id])
    assert primaries(m)[REX].view == "Ava has a dog named Rex (also said on 2024-05-01)"


def test_eqv_keeps_the_earliest_and_demotes_every_other_match(db_path, embedder):
    other = "Ava goes hiking every weekend."
    m = open_roam(db_path, embedder, {(HIKE2, HIKE): "EQV", (HIKE2, other): "EQV"})
    first = add(m, HIKE, "2023-02-01", "s1")
    add(m, other, "2023-06-01", "s2")  # IND at its arrival: a second Primary
    d = add(m, HIKE2, "2024-03-01", "s3")
    assert (d.event, d.role) == ("merged", "evidence")
    p = primaries(m)
    assert list(p) == [HIKE] and p[HIKE].id == first.id
    assert p[HIKE].view == "Ava enjoys hiking on weekends (also said on 2023-06-01, 2024-03-01)"
    assert sorted(p[HIKE].sources) == ["s1", "s2", "s3"]


def test_highest_priority_relation_wins_and_only_its_matches_change(db_path, embedder):
    m = open_roam(db_path, embedder, {(UTRECHT, LEEDS): "CON", (UTRECHT, "Ava lives in the Netherlands."): "OSN"})
    add(m, LEEDS, "2023-01-01", "s1")
    add(m, "Ava lives in the Netherlands.", "2023-02-01", "s2")
    d = add(m, UTRECHT, "2024-01-01", "s3")
    assert d.relation == "CON"  # CON outranks OSN
    assert set(primaries(m)) == {UTRECHT, "Ava lives in the Netherlands."}


def test_facts_of_one_add_are_compared_with_each_other(db_path, embedder):
    m = open_roam(db_path, embedder, {(GHENT, LEEDS): "CON"})
    res = m.add(observations=[{"text": LEEDS, "time": "2023-01-01"}, {"text": GHENT, "time": "2023-03-01"}],
                user_id="u")
    assert [d.relation for d in res] == ["IND", "CON"]
    assert list(primaries(m)) == [GHENT]


def test_every_decision_is_audited_with_pair_labels_and_backend(db_path, embedder):
    m = open_roam(db_path, embedder, {(GHENT, LEEDS): "CON"})
    old = add(m, LEEDS, "2023-01-01", "s1")
    d = add(m, GHENT, "2023-03-01", "s2")
    created = m.history(d.id, user_id="u")[0]
    assert created.details["relation"] == "CON" and created.details["backend"] == "table"
    assert created.details["candidates"] == [{"id": old.id, "label": "CON"}]
    assert created.details["fusion"] == "deterministic" and created.details["evidence"] == [old.id]
    assert [h.action for h in m.history(old.id, user_id="u")] == ["create", "demote"]


def test_only_primary_views_are_retrieved_and_evidence_stays_reachable(db_path, embedder):
    m = open_roam(db_path, embedder, {(GHENT, LEEDS): "CON"})
    old = add(m, LEEDS, "2023-01-01", "s1")
    add(m, GHENT, "2023-03-01", "s2")
    hits = m.search("Where does Ava live?", user_id="u")
    assert [h.view for h in hits] == ["Ava lives in Ghent (earlier: Leeds, 2023-01-01)"]
    assert old.id in {r.id for r in m.get_all(user_id="u")}  # evidence is listed, just not retrieved


@pytest.mark.parametrize("policy,label,expect", [("roam-con", "EQV", "IND"), ("roam-con-eqv", "EQV", "EQV"),
                                                 ("roam-con-eqv", "OSN", "IND"), ("roam-con", "CON", "CON")])
def test_relation_ablations_treat_other_labels_as_ind(db_path, embedder, policy, label, expect):
    m = open_roam(db_path, embedder, {(GHENT, LEEDS): label}, policy=policy)
    add(m, LEEDS, "2023-01-01", "s1")
    assert add(m, GHENT, "2023-03-01", "s2").relation == expect


def test_nofusion_keeps_roles_but_shows_the_original_text_with_its_own_sources(db_path, embedder):
    m = open_roam(db_path, embedder, {(GHENT, LEEDS): "CON"}, policy="roam-nofusion")
    add(m, LEEDS, "2023-01-01", "s1")
    add(m, GHENT, "2023-03-01", "s2")
    p = primaries(m)
    assert list(p) == [GHENT] and p[GHENT].view == GHENT and p[GHENT].sources == ["s2"]


class WrongCount(RelationClassifier):
    name = "broken"

    def classify(self, new: Atom, olds: list[Atom]) -> list[Judgement]:
        return [Judgement("EQV", self.name) for _ in range(len(olds) + 1)]  # one label too many


def test_a_classifier_giving_the_wrong_number_of_labels_demotes_nothing(db_path, embedder):
    m = Memory(MemoryConfig(path=str(db_path), policy="roam"), embedder=embedder,
               manager=create_manager("roam", classifier=WrongCount()))
    add(m, LEEDS, "2023-01-01", "s1")
    d = add(m, "Ava lives in Leeds, England.", "2023-02-01", "s2")
    assert d.relation == "IND" and len(primaries(m)) == 2


def test_llm_relations_with_invalid_output_fall_back_to_ind_and_say_so(db_path, embedder):
    llm = ScriptedLLM(['{"relations": [{"stored": 1, "label": "SAME"}]}'] * 3)
    m = Memory.open(db_path, embedder=embedder, policy="roam", llm=llm,
                    policy_options={"fusion": "deterministic", "relation_backend": "llm"})
    add(m, LEEDS, "2023-01-01", "s1")
    d = add(m, GHENT, "2023-03-01", "s2")
    assert (d.relation, d.role, d.backend) == ("IND", "primary", "llm:scripted+checks")
    note = m.history(d.id, user_id="u")[0].details["candidates"][0]["note"]
    assert "invalid relation output" in note and len(primaries(m)) == 2


def test_failed_llm_fusion_falls_back_to_deterministic_and_logs_why(db_path, embedder):
    llm = ScriptedLLM(['{"relations": [{"stored": 1, "label": "CON"}]}', '{"view": "Ava lives in Ghent now."}'])
    m = Memory.open(db_path, embedder=embedder, policy="roam", llm=llm, policy_options={"relation_backend": "llm"})
    add(m, "Ava lives in Leeds since 2019.", "2023-01-01", "s1")
    d = add(m, GHENT, "2023-03-01", "s2")  # the model's view drops "2019": rejected
    assert m.get(d.id, user_id="u").view == "Ava lives in Ghent (earlier: Leeds since 2019, 2023-01-01)"
    assert "dropped numbers ['2019']" in m.history(d.id, user_id="u")[0].details["fusion"]


def test_bad_options_are_named(db_path, embedder):
    with pytest.raises(InvalidInputError, match="relation backend 'bert'"):
        create_manager("roam", relation_backend="bert")
    with pytest.raises(InvalidInputError, match="positive integer"):
        create_manager("roam", k=0)
    with pytest.raises(InvalidInputError, match="needs an LLM"):
        Memory.open(db_path, embedder=embedder, policy="roam", policy_options={"relation_backend": "llm"})


def test_llm_fusion_that_invents_a_date_is_rejected(db_path, embedder):
    llm = ScriptedLLM(['{"relations": [{"stored": 1, "label": "CON"}]}',
                       '{"view": "Ava lived in Leeds -> Ghent (current, as of 2024-05-01)"}'])
    m = Memory.open(db_path, embedder=embedder, policy="roam", llm=llm, policy_options={"relation_backend": "llm"})
    add(m, LEEDS, "2023-01-01", "s1")
    d = add(m, GHENT, "2023-03-01", "s2")
    assert "invented numbers ['05', '2024']" in m.history(d.id, user_id="u")[0].details["fusion"]
    assert m.get(d.id, user_id="u").view == "Ava lives in Ghent (earlier: Leeds, 2023-01-01)"


def test_llm_fusion_that_keeps_the_facts_is_used(db_path, embedder):
    llm = ScriptedLLM(['{"relations": [{"stored": 1, "label": "CON"}]}',
                       '{"view": "Ava lived in Leeds -> lives in Ghent (current, as of 2023-03-01)"}'])
    m = Memory.open(db_path, embedder=embedder, policy="roam", llm=llm, policy_options={"relation_backend": "llm"})
    add(m, LEEDS, "2023-01-01", "s1")
    d = add(m, GHENT, "2023-03-01", "s2")
    assert m.get(d.id, user_id="u").view == "Ava lived in Leeds -> lives in Ghent (current, as of 2023-03-01)"
    assert m.history(d.id, user_id="u")[0].details["fusion"] == "llm:scripted"


def test_sources_accumulate_over_successive_merges(db_path, embedder):
    third = "Ava hikes most weekends."
    m = open_roam(db_path, embedder, {(HIKE2, HIKE): "EQV", (third, HIKE): "EQV"})
    add(m, HIKE, "2023-02-01", "s1")
    add(m, HIKE2, "2023-06-01", "s2")
    add(m, third, "2024-03-01", "s3")
    assert primaries(m)[HIKE].sources == ["s1", "s2", "s3"]
