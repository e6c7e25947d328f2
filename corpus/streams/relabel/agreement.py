"""Agreement between the stream writers' labels and the second annotator's, on the 600 pairs of
blind.jsonl (sampled from the training streams' candidate pairs: 70 of each annotated relation,
every same-slot IND pair of the sampled streams, the rest two-slot IND pairs).

    python corpus/streams/relabel/agreement.py

key.jsonl: the writers' label and slot per key (derived from the stream annotations);
labels.jsonl: the second annotator's, given blind (brief.md).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent


def kappa(pairs: list[tuple]) -> tuple[float, float]:
    n = len(pairs)
    observed = sum(a == b for a, b in pairs) / n
    first, second = Counter(a for a, _ in pairs), Counter(b for _, b in pairs)
    expected = sum(first[x] * second[x] for x in set(first) | set(second)) / n / n
    return observed, (observed - expected) / (1 - expected)


def main() -> None:
    key = {d["key"]: d for d in map(json.loads, (HERE / "key.jsonl").read_text().splitlines())}
    second = {d["key"]: d for d in map(json.loads, (HERE / "labels.jsonl").read_text().splitlines())}
    labels = [(key[k]["label"], second[k]["label"]) for k in key]
    slots = [(key[k]["same_slot"], second[k]["same_slot"]) for k in key]
    for name, pairs in (("label", labels), ("same_slot", slots)):
        agree, k = kappa(pairs)
        print(f"{name}: {len(pairs)} pairs, agreement {100 * agree:.1f}%, Cohen's kappa {k:.3f}")
    print("disagreements (writer, second):", dict(Counter(p for p in labels if p[0] != p[1]).most_common()))


if __name__ == "__main__":
    main()
