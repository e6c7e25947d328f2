"""What the hand-written pair scripts (parts c-g) share: each holds its pairs, one per line
    old | new | LABEL [| OLD_DATE | NEW_DATE]
and calls ``build``, which checks every line, draws the dates a line does not pin
(deterministically), shuffles with a fixed seed and writes the JSON Lines next to the script.

The label is the relation of NEW to OLD (IND, EQV, OSN, NSO, CON). The optional last two
fields pin the stored dates where a text names a year or where the label depends on the
time between the facts.
"""
import datetime as dt
import json
import pathlib
import random
import re
import sys

LABELS = ("IND", "EQV", "OSN", "NSO", "CON")
START, END = dt.date(2019, 1, 1), dt.date(2025, 12, 31)
YEAR = re.compile(r"(19|20)\d\d")
# time words that tie a non-IND pair to (nearly) the same moment
RELATIVE = re.compile(
    r"\b(last|next|this) (night|week|weekend|month|year|spring|summer|autumn|winter)\b"
    r"|\b(yesterday|tomorrow|tonight|today|just|ago|due in|pregnant|expecting|freshman)\b"
    r"|\b(first|final|last) year\b"
    r"|\b(January|February|March|April|May|June|July|August|September|October|November|December)\b"
    r"|\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
    r"|\bin the (spring|summer|autumn|winter)\b",
    re.I,
)


def parse(PAIRS, max_words):
    pairs, seen, errors = [], set(), []
    for n, line in enumerate(PAIRS.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        f = [x.strip() for x in line.split("|")]
        if len(f) not in (3, 5) or f[2] not in LABELS:
            errors.append(f"line {n}: bad fields: {line}")
            continue
        old, new, label = f[:3]
        dates = None
        if len(f) == 5:
            dates = tuple(dt.date.fromisoformat(d) for d in f[3:])
            if not all(START <= d <= END for d in dates):
                errors.append(f"line {n}: date out of range")
        for text in (old, new):
            if len(text.split()) >= max_words:
                errors.append(f"line {n}: too long: {text}")
            if not text[-1] in ".!?":
                errors.append(f"line {n}: no final stop: {text}")
        if dates is None and (YEAR.search(old) or YEAR.search(new)):
            errors.append(f"line {n}: names a year but has no pinned dates")
        key = (old.lower(), new.lower())
        if key in seen or old.lower() == new.lower():
            errors.append(f"line {n}: duplicate or identical: {line}")
        seen.add(key)
        pairs.append((old, new, label, dates))
    return pairs, errors


def draw_dates(rng, old, new, label):
    o = START + dt.timedelta(days=rng.randrange((dt.date(2024, 12, 31) - START).days))
    if label != "IND" and RELATIVE.search(old + " " + new):
        gap = 0
    else:
        r = rng.random()
        gap = 0 if r < 0.2 else rng.randint(1, 30) if r < 0.5 else rng.randint(31, 400)
    return o, min(o + dt.timedelta(days=gap), END)


def build(PAIRS, path, prefix, seed, max_words=30):
    """Check the lines, draw the missing dates, shuffle and write PATH.jsonl with ids PREFIX-NNNN."""
    pairs, errors = parse(PAIRS, max_words)
    if errors:
        sys.exit("\n".join(errors))
    rng = random.Random(seed)
    rows = []
    for old, new, label, dates in pairs:
        o, n = dates if dates else draw_dates(rng, old, new, label)
        rows.append({"old": old, "new": new, "label": label,
                     "old_time": o.isoformat(), "new_time": n.isoformat()})
    rng.shuffle(rows)
    out = pathlib.Path(path).with_suffix(".jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for i, row in enumerate(rows, 1):
            fh.write(json.dumps({"id": f"{prefix}-{i:04d}", **row}, ensure_ascii=False) + "\n")
    counts = {lab: sum(r["label"] == lab for r in rows) for lab in LABELS}
    print(f"{len(rows)} pairs -> {out}")
    for lab in LABELS:
        print(f"  {lab}: {counts[lab]} ({100 * counts[lab] / len(rows):.1f}%)")

