"""The filter language of search and context (api/filters.py, docs/filters.md): every form it
supports matches on both stores; every operator or value it does not support is refused by
name instead of matching nothing (issue 28 item 7)."""

from __future__ import annotations

import pytest

from memstrata.errors import InvalidInputError

pytestmark = pytest.mark.slow


@pytest.fixture
def seeded(memory):
    memory.add(observations=[
        {"text": "Sam's sister Ana visits in May.", "time": "2024-03-01", "metadata": {"topic": "family", "n": 1}},
        {"text": "Sam's sister Ana moved to Lyon.", "time": "2024-06-01", "kind": "event",
         "metadata": {"topic": "family", "tags": ["move", "lyon"]}},
        {"text": "Sam's sister Ana studies law.", "time": "2024-09-01", "metadata": {"topic": "school"}},
    ], user_id="sam")
    return memory


def texts(memory, filters) -> list[str]:
    return sorted(r.text for r in memory.search("Sam's sister Ana", user_id="sam", limit=10, filters=filters))


@pytest.mark.parametrize("filters, expected", [
    ({"kind": "event"}, ["moved"]),
    ({"kind": ["event", "fact"]}, ["moved", "studies", "visits"]),
    ({"kind": {"$in": ["event"]}}, ["moved"]),
    ({"kind": {"$eq": "fact"}}, ["studies", "visits"]),
    ({"topic": "family"}, ["moved", "visits"]),
    ({"topic": {"$eq": "school"}}, ["studies"]),
    ({"tags": ["move", "lyon"]}, ["moved"]),  # a list value is matched whole
    ({"n": 1}, ["visits"]),
    ({"topic": "family", "kind": "fact"}, ["visits"]),  # every key holds (AND)
    ({"time_from": "2024-05-01", "time_to": "2024-06-30"}, ["moved"]),
    ({"time_from": "2024-05-01", "topic": {"$eq": "family"}}, ["moved"]),
    ({}, ["moved", "studies", "visits"]),
])
def test_every_supported_form_matches(seeded, filters, expected):
    assert [t.split()[3] for t in texts(seeded, filters)] == expected


@pytest.mark.sqlite_only
@pytest.mark.parametrize("filters, field, words", [
    ({"topic": {"$regex": "fam.*"}}, "filters.topic", "unknown operator '$regex'; the operators are $eq, $in"),
    ({"topic": {"$ne": "family"}}, "filters.topic", "unknown operator '$ne'"),
    ({"n": {"$gt": 0}}, "filters.n", "unknown operator '$gt'"),
    ({"$or": 5}, "filters.$or", "'$or' is not supported; filters has no logical operators"),
    ({"$and": [{"topic": "family"}]}, "filters.$and", "no logical operators"),
    ({"topic": {"$in": ["family"]}}, "filters.topic", "$in is supported on kind only"),
    ({"topic": {"$eq": "family", "$in": ["x"]}}, "filters.topic", "exactly one operator"),
    ({"topic": {"$eq": "family", "other": 1}}, "filters.topic", "exactly one operator"),
    ({"kind": "rumour"}, "filters.kind", "'rumour' is not one of"),
    ({"kind": []}, "filters.kind", "an empty list matches nothing"),
    ({"kind": {"$in": "event"}}, "filters.kind", "$in takes a list of kinds"),
    ({"kind": {"$eq": ["event"]}}, "filters.kind", "$eq takes one kind"),
    ({"kind": {"$in": ["event", 5]}}, "filters.kind", "5 is not one of"),
    ({"time_from": {"$gt": "2024-01-01"}}, "filters.time_from", "not an object or an operator"),
    ({"time_to": None}, "filters.time_to", "expected a time"),
    ({"time_from": "2024-07-01", "time_to": "2024-01-01"}, "filters.time_from", "is after filters.time_to"),
    ({"topic": float("nan")}, "filters.topic", "no JSON form"),
])
def test_what_is_not_supported_is_refused_by_name(seeded, filters, field, words):
    for call in (lambda: seeded.search("Ana", user_id="sam", filters=filters),
                 lambda: seeded.context("Ana", user_id="sam", filters=filters)):
        with pytest.raises(InvalidInputError) as refused:
            call()
        assert refused.value.field == field and words in str(refused.value), str(refused.value)
