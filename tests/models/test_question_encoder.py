"""The shipped question encoder: used for questions by the embedder it was trained against and
by no other, pinned by its hash. How much better it ranks answers is measured by
benchmarks/bench_name_queries.py, not here."""

from __future__ import annotations

import json

import numpy as np

from memstrata.models.embed.query_encoder import META_PATH, QuestionEncoder


def test_it_pairs_with_the_shipped_embedder_only(embedder):
    assert json.loads(META_PATH.read_text())["embedder"] == embedder.name
    assert embedder.question_encoder is not None
    assert QuestionEncoder.for_embedder("some-other-model:384") is None


def test_questions_and_statements_are_embedded_apart(embedder):
    question = "What does Amara do for a living?"
    asked, said = embedder.embed_query(question), embedder.embed_one(question)
    assert float(asked @ said) < 0.999  # the encoder moved it
    assert abs(float(np.linalg.norm(asked)) - 1.0) < 1e-5
    assert float(asked @ said) > 0.5  # moved, not elsewhere: it still compares with stored vectors
