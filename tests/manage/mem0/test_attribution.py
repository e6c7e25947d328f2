"""ROAM F.2 coverage attribution for rewritten memories."""

from __future__ import annotations

from memstrata.manage.mem0.attribution import attributed_sources, represents


def test_exact_and_close_texts_represent_their_observation():
    assert represents("Ava lives in Ghent.", "Ava lives in Ghent.")
    assert represents("Ava lives in Ghent, Belgium.", "Ava lives in Ghent.")
    assert not represents("Ava lives in Ghent.", "Ava enjoys hiking on weekends with her dog.")


def test_overwritten_observation_loses_its_credit():
    absorbed = [{"text": "Ava likes green tea.", "sources": ["s1"]},
                {"text": "Ava now prefers black coffee in the mornings.", "sources": ["s2"]}]
    assert attributed_sources("Ava now prefers black coffee in the mornings.", absorbed) == ["s2"]
    # A merged rewrite far from both originals is credited with neither (F.2 is strict).
    assert attributed_sources("Ava likes green tea; she now prefers black coffee.", absorbed) == []
    assert attributed_sources("Ava likes green tea.", [*absorbed, {"text": "Ava likes green tea!", "sources": ["s3"]}]) \
        == ["s1", "s3"]
    assert attributed_sources("Completely different words here.", absorbed) == []
