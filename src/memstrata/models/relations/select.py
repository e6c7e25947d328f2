"""Which relation classifier a policy gets for a backend name (ROAM's relations, EMIR2's state
updates): one place, so every policy that labels pairs labels them the same way."""

from __future__ import annotations

from memstrata.models.embed.base import Embedder
from memstrata.models.llm.base import LLM
from memstrata.models.relations.base import RelationClassifier

RELATION_BACKENDS = ("auto", "model", "llm", "heuristic")


def create_relation_classifier(backend: str, *, llm: LLM | None, embedder: Embedder,
                               model_path: str | None = None, llm_budget: int | None = None) -> RelationClassifier:
    """``auto``: the relation model (``model_path``, else the one shipped in the package) when
    its file is there, asking the LLM, when one is configured, about the pairs it is unsure
    of; without the model, the LLM when configured, else the heuristic. The model is the
    default because it is the only offline backend trained on the candidates ROAM meets and the
    only one that decides the slot before the label (docs/relations.md has its figures).
    Every decision names its backend."""
    from memstrata.models.relations.cross_encoder import shipped_model_available
    from memstrata.models.relations.slot_model import slot_model_available

    if backend == "auto":
        has_model = bool(model_path) or slot_model_available() or shipped_model_available()
        backend = "model" if has_model else "llm" if llm is not None else "heuristic"
    if backend in ("model", "llm") and llm is not None:
        from memstrata.models.relations.llm import LLMRelationClassifier

        llm_classifier = LLMRelationClassifier(llm)
        if backend == "llm":
            return llm_classifier
        return model_classifier(model_path, fallback=llm_classifier, llm_budget=llm_budget)
    if backend == "model":
        return model_classifier(model_path)
    from memstrata.models.relations.heuristic import HeuristicRelationClassifier

    return HeuristicRelationClassifier(embedder)


def model_classifier(model_path: str | None = None, *, fallback: RelationClassifier | None = None,
                     llm_budget: int | None = None) -> RelationClassifier:
    """The trained model at ``model_path`` (by default the slot model shipped in the package, or
    the first relation model where only that one is there), read by the class its metadata
    names: a model with ``same_slot`` and ``single`` heads decides one slot at a time, and asks
    ``fallback`` (the LLM) about the pairs it abstains on, at most ``llm_budget`` calls per add."""
    import json
    from pathlib import Path

    from memstrata.models.relations.checks import CheckedRelationClassifier
    from memstrata.models.relations.cross_encoder import MODEL_PATH, CrossEncoderRelationClassifier
    from memstrata.models.relations.slot_model import MODEL_PATH as SLOT_MODEL_PATH
    from memstrata.models.relations.slot_model import slot_model_available

    path = Path(model_path) if model_path else SLOT_MODEL_PATH if slot_model_available() else MODEL_PATH
    meta_path = path.with_suffix(".json")
    heads = json.loads(meta_path.read_text(encoding="utf-8")).get("heads") if meta_path.exists() else None
    if heads:
        from memstrata.models.relations.slot_classifier import DEFAULT_LLM_BUDGET, SlotRelationClassifier

        budget = DEFAULT_LLM_BUDGET if llm_budget is None else llm_budget
        # The first relation model, with its checks, proposes; the slot model decides whether
        # the proposal concerns one slot (and reads the values) before ROAM acts on it.
        proposer = CheckedRelationClassifier(CrossEncoderRelationClassifier(MODEL_PATH)) if MODEL_PATH.exists() else None
        return SlotRelationClassifier(path, fallback=fallback, proposer=proposer, llm_budget=budget)
    return CrossEncoderRelationClassifier(path, fallback=fallback)


def with_checks(classifier: RelationClassifier, checks: bool) -> RelationClassifier:
    """The classifier a policy acts on, with the structural checks (``checks.py``) when
    ``checks`` is on. The slot classifier's proposer carries them already; without checks
    (the ablation) it proposes with the first model's labels alone."""
    from memstrata.models.relations.checks import CheckedRelationClassifier
    from memstrata.models.relations.slot_classifier import SlotRelationClassifier

    if isinstance(classifier, SlotRelationClassifier):
        if not checks and isinstance(classifier.proposer, CheckedRelationClassifier):
            classifier.proposer = classifier.proposer.backend
        return classifier
    return CheckedRelationClassifier(classifier) if checks else classifier


def first_relation_model() -> str | None:
    """The first relation model's file when it ships, for EMIR2's state updates: EMIR2 keeps
    it until its states are built from slots (the slot model's figures are ROAM's)."""
    from memstrata.models.relations.cross_encoder import MODEL_PATH

    return str(MODEL_PATH) if MODEL_PATH.exists() else None
