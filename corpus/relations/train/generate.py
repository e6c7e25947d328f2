"""The template generator of the train split: quotas per family and label, the draw loop,
de-duplication and timestamps. Deterministic (fixed seed, standard library only); run it
through the corpus builder, ``python -m corpus.relations.build``, which writes pairs.jsonl.
"""
import collections
import datetime as dt
import random
import re

from . import families_a as A
from . import families_b as B
from . import families_c as C
from . import families_d as F
from . import vocab as V

SEED = 1729
LABELS = ["IND", "EQV", "OSN", "NSO", "CON"]
D = dt.date
LO, HI = D(2019, 1, 1), D(2025, 12, 31)

# family -> (generator, quotas in LABELS order)
FAMILIES = {
    "residence": (A.residence, (40, 45, 55, 50, 80)),
    "employment": (A.employment, (40, 45, 50, 45, 75)),
    "pets": (A.pets, (45, 30, 70, 65, 35)),
    "relationships": (B.relationships, (25, 35, 40, 40, 60)),
    "family_numbers": (B.family_numbers, (30, 40, 60, 60, 60)),
    "diet_health": (B.diet_health, (40, 40, 45, 45, 60)),
    "favourites": (B.favourites, (50, 45, 0, 0, 70)),
    "multi_valued": (B.multi_valued, (90, 40, 30, 30, 30)),
    "languages": (B.languages, (45, 30, 35, 30, 30)),
    "travel": (C.travel, (55, 30, 70, 70, 40)),
    "vehicles_possessions": (C.vehicles_possessions, (40, 30, 45, 45, 45)),
    "education": (C.education, (30, 25, 40, 40, 35)),
    "skills": (C.skills, (45, 25, 70, 70, 35)),
    "event_dates": (C.event_dates, (35, 40, 40, 40, 55)),
    "repeated_events": (C.repeated_events, (65, 20, 20, 20, 50)),
    "preference_behaviour": (F.preference_behaviour, (80, 25, 0, 0, 45)),
    "entity_swap": (F.entity_swap, (120, 0, 0, 0, 0)),
    "attribute_swap": (F.attribute_swap, (90, 0, 0, 0, 0)),
    "paraphrase_structural": (F.paraphrase_structural, (0, 130, 0, 0, 0)),
    "state_change": (F.state_change, (0, 0, 0, 0, 120)),
    "routines_health": (F.routines_health, (30, 25, 40, 40, 40)),
    "goals_projects": (F.goals_projects, (30, 20, 40, 40, 35)),
    "organisations": (F.organisations, (25, 30, 30, 30, 40)),
}


def clean(s):
    s = re.sub(r"\s+", " ", s or "").strip()
    return s


def assign_times(rng, c):
    close = c.get("close", False)
    olo, ohi = max(LO, c.get("old_min", LO)), min(HI, c.get("old_max", HI))
    nlo, nhi = max(LO, c.get("new_min", LO)), min(HI, c.get("new_max", HI))
    if close:
        olo = max(olo, nlo - dt.timedelta(days=45))
    ohi = min(ohi, nhi)
    if olo > ohi:
        return None
    for _ in range(30):
        o = olo + dt.timedelta(days=rng.randint(0, (ohi - olo).days))
        lo = max(o, nlo)
        hi = min(nhi, o + dt.timedelta(days=45)) if close else nhi
        if lo > hi:
            continue
        r = rng.random()
        gap = 0 if r < 0.06 else (rng.randint(1, 40) if close else int(rng.expovariate(1 / 140)) + 1)
        n = o + dt.timedelta(days=gap)
        if n < lo or n > hi:
            n = lo + dt.timedelta(days=rng.randint(0, (hi - lo).days))
        return o.isoformat(), n.isoformat()
    return None


def launch_limits(old, new, cons):
    """A fact naming a car model cannot be stored before the model existed."""
    cons = dict(cons)
    for side, text in (("old_min", old), ("new_min", new)):
        for model, first in V.CAR_LAUNCH.items():
            if model in text:
                cons[side] = max(cons.get(side, LO), D(first, 3, 1))
    return cons


def toks(s):
    return set(re.sub(r"'s\b", "", w) for w in re.findall(r"[a-z0-9'.-]+", s.lower().replace(".", " ")))


def jaccard(a, b):
    ta, tb = toks(a), toks(b)
    return len(ta & tb) / max(1, len(ta | tb))


def build():
    rng = random.Random(SEED)
    seen, rows, short = set(), [], []
    for fam, (fn, quotas) in FAMILIES.items():
        for label, n in zip(LABELS, quotas):
            got = tries = 0
            while got < n and tries < n * 80:
                tries += 1
                res = fn(rng, label)
                if not res:
                    continue
                old, new, cons = res
                old, new = clean(old), clean(new)
                if not old or not new or old == new:
                    continue
                if len(old.split()) >= 30 or len(new.split()) >= 30:
                    continue
                key = (old.lower(), new.lower())
                if key in seen:
                    continue
                times = assign_times(rng, launch_limits(old, new, cons))
                if times is None:
                    continue
                seen.add(key)
                rows.append({"old": old, "new": new, "label": label, "family": fam,
                             "old_time": times[0], "new_time": times[1]})
                got += 1
            if got < n:
                short.append((fam, label, got, n))
    rng.shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        out.append(dict(id=f"train-{i:05d}", **r))
    return out, short


def report(rows, short):
    """Counts per label and family and the lexical-overlap figures train/README.md quotes."""
    total = len(rows)
    lines = [f"generated split: {total} pairs"]
    for fam, label, got, n in short:
        lines.append(f"  short: {fam} {label} {got}/{n}")
    per_label = collections.Counter(r["label"] for r in rows)
    lines.append("\nper label:")
    for label in LABELS:
        lines.append(f"  {label:4s} {per_label[label]:5d}  {100 * per_label[label] / total:5.1f}%")
    fam = collections.Counter(r["family"] for r in rows)
    by = collections.defaultdict(collections.Counter)
    for r in rows:
        by[r["family"]][r["label"]] += 1
    lines.append("\nper family:            total     %   " + "  ".join(f"{label:>4s}" for label in LABELS))
    for f_, n in sorted(fam.items(), key=lambda x: -x[1]):
        lines.append(f"  {f_:22s} {n:5d} {100 * n / total:5.1f}%  "
                     + "  ".join(f"{by[f_][label]:4d}" for label in LABELS))
    ind = [r for r in rows if r["label"] == "IND"]
    close = sum(1 for r in ind if jaccard(r["old"], r["new"]) >= 0.5)
    lines.append(f"\nIND pairs with word-set Jaccard >= 0.5: {close}/{len(ind)} ({100 * close / len(ind):.1f}%)")
    con = [r for r in rows if r["label"] == "CON"]
    lo = sum(1 for r in con if jaccard(r["old"], r["new"]) < 0.3)
    hi = sum(1 for r in con if jaccard(r["old"], r["new"]) >= 0.6)
    lines.append(f"CON pairs with Jaccard < 0.3: {lo}  >= 0.6: {hi}  (of {len(con)})")
    eqv = [r for r in rows if r["label"] == "EQV"]
    lo = sum(1 for r in eqv if jaccard(r["old"], r["new"]) < 0.4)
    lines.append(f"EQV pairs with Jaccard < 0.4: {lo} (of {len(eqv)})")
    later = sum(1 for r in rows if r["new_time"] > r["old_time"])
    same = sum(1 for r in rows if r["new_time"] == r["old_time"])
    lines.append(f"new_time after old_time: {later}  same day: {same}  (of {total})")
    return lines
