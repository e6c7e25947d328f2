"""Which relation classifier a policy gets for a backend name (ROAM's relations, EMIR2's state
updates): one place, so every policy that labels pairs labels them the same way."""

from __future__ import annotations

from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.relations.base import RelationClassifier

RELATION_BACKENDS = ("auto", "model", "llm", "heuristic")


def create_relation_classifier(backend: str, *, llm: LLM | None, embedder: Embedder,
                               model_path: str | None = None) -> RelationClassifier:
    """``auto``: the relation model (``model_path``, else the one shipped in the package) when
    its file is there, asking the LLM, when one is configured, about the pairs it is unsure
    of; without the model, the LLM when configured, else the heuristic. The model is the
    default because it is the only offline backend that is right on the decision (dev
    macro-F1 84, dated or not, vs 49 for the heuristic) and it keeps the current value current
    on the knowledge-update suite; its cost, false labels on real candidates that the
    structural checks only partly catch, is in the README ("Relation classifier"). Every
    decision names its backend."""
    from memstrata.models.relations.cross_encoder import CrossEncoderRelationClassifier, shipped_model_available

    if backend == "auto":
        has_model = bool(model_path) or shipped_model_available()
        backend = "model" if has_model else "llm" if llm is not None else "heuristic"
    if backend in ("model", "llm") and llm is not None:
        from memstrata.models.relations.llm import LLMRelationClassifier

        llm_classifier = LLMRelationClassifier(llm)
        if backend == "llm":
            return llm_classifier
        return CrossEncoderRelationClassifier(model_path, fallback=llm_classifier)
    if backend == "model":
        return CrossEncoderRelationClassifier(model_path)
    from memstrata.models.relations.heuristic import HeuristicRelationClassifier

    return HeuristicRelationClassifier(embedder)
