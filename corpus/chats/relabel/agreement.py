"""Agreement between the writers' labels and the blind second annotator's on the 600-sentence
sample (Cohen's kappa on keep / drop / join, and on keep+join vs drop, the decision that loses
facts). Run from the repository root: python corpus/chats/relabel/agreement.py"""

import json
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
TRAIN = HERE.parent / "train"


def kappa(a: list[str], b: list[str]) -> float:
    n = len(a)
    observed = sum(x == y for x, y in zip(a, b)) / n
    ca, cb = Counter(a), Counter(b)
    expected = sum(ca[k] * cb[k] for k in set(a) | set(b)) / (n * n)
    return (observed - expected) / (1 - expected)


def main() -> None:
    sample = [json.loads(line) for line in (HERE / "sample.jsonl").read_text().splitlines() if line.strip()]
    second = {j["item"]: j["label"] for j in map(json.loads, (HERE / "labels_b.jsonl").read_text().splitlines())}
    writer: dict[tuple, str] = {}
    for w in sorted({s["writer"] for s in sample}):
        for line in (TRAIN / f"{w}_labels.jsonl").read_text().splitlines():
            j = json.loads(line)
            writer[(j["chat"], j["turn"], int(j["n"]))] = j["label"]
    a = [writer[(s["chat"], s["turn"], int(s["n"]))] for s in sample]
    b = [second[s["item"]] for s in sample]
    keep_a = ["drop" if x == "drop" else "keep" for x in a]
    keep_b = ["drop" if x == "drop" else "keep" for x in b]
    print(json.dumps({"items": len(a), "agreement": round(sum(x == y for x, y in zip(a, b)) / len(a), 3),
                      "kappa_label": round(kappa(a, b), 3), "kappa_drop_vs_rest": round(kappa(keep_a, keep_b), 3),
                      "confusion_writer_vs_second": {f"{x}->{y}": n for (x, y), n in sorted(Counter(zip(a, b)).items())}},
                     indent=1))


if __name__ == "__main__":
    main()
