"""The relation corpus's pair files: where each split lives, the one way a pair is written,
and the checks every file passes.

A pair file is JSON Lines, one pair per line, in the form ``json.dumps(row,
ensure_ascii=False)`` writes (so a hand edit shows up as a one-line diff): ``id``, ``old``,
``new``, ``label`` (the relation of NEW to OLD), ``old_time`` / ``new_time`` (ISO dates),
plus one optional tag saying where the pair comes from: ``family`` (the generator family
of a generated pair), ``kind`` (the section of the dev set or of hand parts c-j) or
``topic`` (the section of hand parts a and b). The trainer reads ``family`` (it picks the
mined IND pairs); ``kind`` and ``topic`` are for people and for scoring by kind.

Standard library only, like the generator: the corpus builds without the package.
"""
import datetime as dt
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
GENERATED = HERE / "train" / "pairs.jsonl"  # written by the builder from the templates
HAND = HERE / "train_hand"  # part_a.jsonl ... part_j.jsonl, written by hand
DEV = HERE / "dev" / "pairs.jsonl"  # written by hand
NATURAL = HERE / "natural" / "labelled.jsonl"  # LoCoMo-derived, evaluation only (never in training)

LABELS = ("IND", "EQV", "OSN", "NSO", "CON")
FIELDS = ("id", "old", "new", "label", "old_time", "new_time")
TAGS = ("family", "kind", "topic")
FIRST, LAST = dt.date(2019, 1, 1), dt.date(2025, 12, 31)
MAX_WORDS = 40  # the longest fact any writer was allowed (most worked to 30)


def hand_parts() -> list[Path]:
    return sorted(HAND.glob("part_*.jsonl"))


def training_files() -> list[Path]:
    """In the order the trainer reads them by default (the generated split, then the parts)."""
    return [GENERATED, *hand_parts()]


def line(row: dict) -> str:
    return json.dumps(row, ensure_ascii=False) + "\n"


def read_rows(path: Path) -> list[dict]:
    return [json.loads(text) for text in path.read_text(encoding="utf-8").splitlines()]


def without_tags(data: bytes, tags=("kind", "topic")) -> bytes:
    """The file as it was before TAGS were added: the same pairs, fields and order."""
    rows = (json.loads(text) for text in data.decode("utf-8").splitlines())
    return "".join(line({k: v for k, v in row.items() if k not in tags}) for row in rows).encode("utf-8")


def problems(path: Path) -> list[str]:
    """Everything wrong with one pair file, as 'file line N: what' strings (empty when fine)."""
    out, ids, pairs = [], set(), set()
    name = _name(path)
    content = path.read_text(encoding="utf-8")
    if not content.endswith("\n"):
        out.append(f"{name}: the last line has no newline")
    for n, text in enumerate(content.splitlines(), 1):
        where = f"{name} line {n}"
        try:
            row = json.loads(text)
        except ValueError as exc:
            out.append(f"{where}: not JSON ({exc})")
            continue
        if not isinstance(row, dict):
            out.append(f"{where}: not an object")
            continue
        out += [f"{where}: {p}" for p in _row_problems(row)]
        if line(row) != text + "\n":
            out.append(f"{where}: not in the one written form (json.dumps, ensure_ascii=False)")
        if row.get("id") in ids:
            out.append(f"{where}: id {row.get('id')!r} appears twice")
        ids.add(row.get("id"))
        key = (str(row.get("old")).lower(), str(row.get("new")).lower())
        if key in pairs:
            out.append(f"{where}: the same (old, new) pair appears twice")
        pairs.add(key)
    return out


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def _row_problems(row: dict) -> list[str]:
    out = [f"field {k!r} missing or not a non-empty string" for k in FIELDS
           if not isinstance(row.get(k), str) or not row[k].strip()]
    extra = set(row) - set(FIELDS) - set(TAGS)
    if extra:
        out.append(f"unknown fields {sorted(extra)}")
    if len([t for t in TAGS if t in row]) > 1:
        out.append("more than one of the tags " + ", ".join(TAGS))
    if out:
        return out
    if row["label"] not in LABELS:
        out.append(f"label {row['label']!r} is not one of {', '.join(LABELS)}")
    for key in ("old_time", "new_time"):
        try:
            day = dt.date.fromisoformat(row[key])
        except ValueError:
            out.append(f"{key} {row[key]!r} is not an ISO date")
            continue
        if not FIRST <= day <= LAST:
            out.append(f"{key} {row[key]} is outside {FIRST}..{LAST}")
    if row["old"].lower() == row["new"].lower():
        out.append("old and new are the same text")
    for key in ("old", "new"):
        if len(row[key].split()) > MAX_WORDS:
            out.append(f"{key} has more than {MAX_WORDS} words")
    return out


def split_problems(train: list[Path], dev: Path) -> list[str]:
    """Dev measures generalisation only if no training file holds a dev pair (in either
    order) and no pair is in two training files."""
    def keys(path):
        return [(r["old"].lower(), r["new"].lower()) for r in read_rows(path)]

    dev_keys = set(keys(dev))
    dev_keys |= {(new, old) for old, new in dev_keys}
    out, seen = [], {}
    for path in train:
        for key in keys(path):
            if key in dev_keys:
                out.append(f"{_name(path)}: a dev pair is in the training data: {key[0]!r} / {key[1]!r}")
            if key in seen and seen[key] != path:
                out.append(f"{_name(path)}: a pair of {_name(seen[key])} again: {key[0]!r} / {key[1]!r}")
            seen.setdefault(key, path)
    return out
