"""The slot-aware relation model: a MiniLM cross-encoder with three heads (ONNX, shipped in
``data/``), trained by ``memstrata.train.relations.slot_train`` on the candidate pairs ROAM's
own retrieval produces on written streams.

For the ordered pair (old, new) it gives:
- ``relation``: probabilities of IND, EQV, OSN, NSO, CON;
- ``same_slot``: the probability that both facts are about the same entity and attribute
  (ROAM's first question: different entity or attribute means IND, whatever the wording);
- ``single``: the probability that this attribute holds one value at a time (only then can
  two values conflict).

Each pair the forward reading relates is read in both orders and the readings are averaged
(OSN read backwards is NSO; the slot and its arity do not depend on the order), so a decision
never depends on which fact came first in the input. Outputs are cached by the dated texts, as the first model's are.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from memstrata.models.relations.base import LABELS, Atom
from memstrata.models.relations.cross_encoder import DATA, _load, encode_pairs, pair_text
from memstrata.models.relations.row_cache import RowCache

MODEL_NAME = "relations-slot-minilm-int8"
MODEL_PATH = DATA / f"{MODEL_NAME}.onnx"
HEADS = (*LABELS, "same_slot", "single")  # the model's output columns
CACHE_SIZE = 200_000
_SWAP = [LABELS.index(x) for x in ("IND", "EQV", "NSO", "OSN", "CON")]  # column order of the reverse reading
# A pair whose forward reading sees neither one slot (below this) nor a relation is not read
# backwards: its average could not reach a same-slot threshold of 0.6 or more (the mean of
# this and at most 1.0), so it is IND either way, and most candidates are such pairs.
BACKWARD_BELOW = 0.2

_cache = RowCache(CACHE_SIZE)


@dataclass(frozen=True)
class SlotScores:
    """What the model says of one (old, new) pair, both readings averaged."""

    relation: dict[str, float]
    same_slot: float
    single: float

    def top(self) -> str:
        return max(self.relation, key=self.relation.__getitem__)

    def as_dict(self) -> dict[str, float]:
        return {**{k: round(v, 4) for k, v in self.relation.items()}, "same_slot": round(self.same_slot, 4),
                "single": round(self.single, 4)}


def slot_model_available(path: str | Path | None = None) -> bool:
    p = Path(path) if path else MODEL_PATH
    return p.exists() and p.with_suffix(".json").exists()


class SlotRelationModel:
    def __init__(self, model_path: str | Path | None = None, *, cache: bool = True):
        path = Path(model_path) if model_path else MODEL_PATH
        self.meta, self._session, self._inputs, self._tokenizer = _load(path, path.with_suffix(".json"))
        if list(self.meta.get("heads", [])) != list(HEADS):
            raise ValueError(f"{path.name} is not a slot relation model (heads {self.meta.get('heads')})")
        self.name: str = self.meta.get("name", MODEL_NAME)
        self.thresholds: dict[str, float] = dict(self.meta.get("thresholds", {}))
        self.cache = cache

    def logits(self, texts: list[tuple[str, str]], batch_size: int = 64) -> np.ndarray:
        keys = [(self.meta["sha256"], *t) for t in texts]
        out = np.zeros((len(texts), len(HEADS)), dtype=np.float32)
        todo = _cache.fill(keys, out) if self.cache else list(range(len(texts)))
        unique = list(dict.fromkeys(texts[i] for i in todo))
        computed: dict[tuple[str, str], np.ndarray] = {}
        for start in range(0, len(unique), batch_size):
            chunk = unique[start:start + batch_size]
            feeds = encode_pairs(self._tokenizer, chunk)
            (logits,) = self._session.run(None, {k: v for k, v in feeds.items() if k in self._inputs})
            computed.update(zip(chunk, np.asarray(logits, dtype=np.float32)))
        for i in todo:
            out[i] = computed[texts[i]]
        if self.cache and todo:
            _cache.store(keys, out, todo)
        return out

    def scores(self, pairs: list[tuple[Atom, Atom]]) -> list[SlotScores]:
        """(old, new) pairs, read forward and (where the forward reading sees one slot or a
        relation) backward, the two readings averaged."""
        if not pairs:
            return []
        forward = self.logits([pair_text(o, nw) for o, nw in pairs])
        rel_f, same_f, single_f = _softmax(forward[:, :5]), _sigmoid(forward[:, 5]), _sigmoid(forward[:, 6])
        rel, same, single = rel_f.copy(), same_f.copy(), single_f.copy()
        back = [i for i in range(len(pairs)) if same_f[i] >= BACKWARD_BELOW or int(rel_f[i].argmax()) != 0]
        if back:
            backward = self.logits([pair_text(pairs[i][1], pairs[i][0]) for i in back])
            rel[back] = (rel_f[back] + _softmax(backward[:, :5])[:, _SWAP]) / 2
            same[back] = (same_f[back] + _sigmoid(backward[:, 5])) / 2
            single[back] = (single_f[back] + _sigmoid(backward[:, 6])) / 2
        return [SlotScores(dict(zip(LABELS, map(float, rel[i]))), float(same[i]), float(single[i]))
                for i in range(len(pairs))]

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "sha256": self.meta["sha256"], "thresholds": self.thresholds}


def _softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))
