"""Template filling, subjects, dates and geography helpers for the train-split generator.

Template syntax
  {S} subject as first mentioned ("Ana", "my sister", "the user", "I")
  {SP} its possessive ("Ana's", "my sister's", "my")
  {p} {P} {o} {r} pronoun, possessive determiner, object, reflexive
  {N} note label for terse registers ("User", "Ana", "My sister")
  {name} any keyword argument
  [lives|live] third-person form | first-person form, chosen by the subject
Template prefixes: "T:" terse (needs {N}, never first person or reported),
"F:" first person only, "3:" never first person, "R:" never reported.
"""
import datetime as dt
import re

from . import vocab as V

D = dt.date
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve"]


# ------------------------------------------------------------------ subjects
class Subj:
    def __init__(self, S, SP, p, P, o, r, N=None, first=False, key="", g=None,
                 prefix="", alts=()):
        self.S, self.SP, self.p, self.P, self.o, self.r = S, SP, p, P, o, r
        self.N, self.first, self.key, self.g, self.prefix = N, first, key, g, prefix
        self.alts = list(alts)      # other surfaces for the same entity (for EQV)

    def get(self, k):
        if k == "PP":
            return "mine" if self.first else (self.SP if not self.first else "mine")
        return getattr(self, k)


PRON = {"f": ("she", "her", "her", "herself"), "m": ("he", "his", "him", "himself"),
        None: ("they", "their", "them", "themselves")}


def first_person():
    s = Subj("I", "my", "I", "my", "me", "myself", None, True, "USER")
    return s


def the_user():
    return Subj("the user", "the user's", "the user", "their", "them", "themselves", "User",
                False, "USER")


def named(name, g):
    p, P, o, r = PRON[g]
    return Subj(name, name + "'s", p, P, o, r, name, False, "N:" + name, g)


def relative(owner, word, g, name=None):
    """owner's relative: 'my sister', 'Ravi's mother', 'my colleague Priya'."""
    if owner.first:
        head = "my " + word
        note = "My " + word
    else:
        head = owner.SP + " " + word
        note = (owner.N + "'s " + word) if owner.N else None
    if name:
        head += " " + name
        if note:
            note += " " + name
    p, P, o, r = PRON[g]
    key = owner.key + "/" + V.RELATION_NORM.get(word, word) + "/" + (name or "")
    s = Subj(head, head + "'s", p, P, o, r, note, False, key, g)
    s.owner, s.word, s.rname = owner, word, name
    return s


def reported(rel):
    """'According to Mia, her brother ...' for a relative of a named person."""
    owner = rel.owner
    head = owner.P + " " + rel.word + ((" " + rel.rname) if rel.rname else "")
    s = Subj(head, head + "'s", rel.p, rel.P, rel.o, rel.r, None, False, rel.key, rel.g)
    s.prefix = "{}|{}".format(owner.S, owner.g)
    s.base = rel
    return s


REPORT_FRAMES = ["According to {x}, ", "{x} says ", "{x} mentioned that ", "{x} told me ",
                 "{x} said that "]


def rand_name(rng, g=None):
    g = g or rng.choice("fm")
    return (rng.choice(V.FEMALE) if g == "f" else rng.choice(V.MALE)), g


def rand_relative(rng, owner, name_p=0.4, avoid=()):
    words = [w for w in V.RELATIONS if V.RELATION_NORM.get(w, w) not in avoid]
    if owner.first is False and owner.key == "USER":
        words = [w for w in words if w not in ("flatmate",)]
    w = rng.choice(words)
    g, _ = V.RELATIONS[w]
    name = None
    if g is None:
        name, g = rand_name(rng)
    elif rng.random() < name_p and w not in ("mother", "mum", "father", "dad", "grandmother",
                                             "grandfather", "husband", "wife"):
        name, _ = rand_name(rng, g)
    return relative(owner, w, g, name)


def person(rng, first_ok=True, report_ok=True, weights=None):
    """A random subject. Weights: I, user, named, rel-of-I, rel-of-named, rel-of-user."""
    w = weights or [0.18, 0.15, 0.34, 0.16, 0.12, 0.05]
    kinds = ["I", "user", "named", "relI", "relN", "relU"]
    if not first_ok:
        w = [0] + list(w[1:])
    k = rng.choices(kinds, w)[0]
    if k == "I":
        return first_person()
    if k == "user":
        return the_user()
    if k == "named":
        return named(*rand_name(rng))
    if k == "relI":
        return rand_relative(rng, first_person())
    if k == "relU":
        return rand_relative(rng, the_user(), name_p=0.2)
    rel = rand_relative(rng, named(*rand_name(rng)), name_p=0.2)
    if report_ok and rng.random() < 0.3:
        return reported(rel)
    return rel


AGE_BY_REL = {"grandmother": (66, 95), "grandfather": (66, 95), "grandma": (66, 95), "grandad": (66, 95),
              "mother": (42, 85), "father": (42, 85), "mum": (42, 85), "dad": (42, 85),
              "aunt": (35, 80), "uncle": (35, 80), "son": (20, 45), "daughter": (20, 45),
              "niece": (20, 40), "nephew": (20, 40)}


def age_range(s):
    """Plausible adult age range for a subject (relatives constrain it)."""
    s = getattr(s, "base", s)
    return AGE_BY_REL.get(getattr(s, "word", None), (20, 79))


def same_entity_variant(rng, s):
    """Another surface for the same entity, or None (I <-> the user, mum <-> mother)."""
    if s.key == "USER":
        return the_user() if s.first else first_person()
    if hasattr(s, "word") and not s.prefix:
        alt = V.RELATIONS[s.word][1]
        if alt:
            return relative(s.owner, alt, s.g, s.rname)
    return None


def other_entity(rng, s):
    """A different but lexically close entity (entity-swap hard negatives)."""
    if s.prefix:
        base = s.base
        for _ in range(10):
            o = rand_relative(rng, base.owner, name_p=0.2)
            if o.key != base.key and o.word != base.word:
                return reported(o)
        return None
    if s.key == "USER":
        owner = first_person() if s.first else the_user()
        return rand_relative(rng, owner, name_p=0.2)
    if hasattr(s, "owner"):
        r = rng.random()
        if r < 0.35 and s.owner.key != "USER":
            return s.owner                       # Ravi's mother -> Ravi
        if r < 0.55:
            avoid = ["mother", "father", "grandmother", "grandfather", "daughter", "son",
                     "niece", "nephew", "aunt", "uncle"]
            if s.word in ("sister", "brother"):
                avoid += ["sister", "brother"]
            if s.word in ("wife", "husband"):
                avoid += ["wife", "husband"]
            return rand_relative(rng, s, name_p=0.0, avoid=tuple(avoid))
        for _ in range(10):
            o = rand_relative(rng, s.owner, name_p=0.2)
            if o.key != s.key:
                return o
        return None
    # named person
    if rng.random() < 0.6:
        return rand_relative(rng, s, name_p=0.15)
    for _ in range(10):
        nm, g = rand_name(rng)
        if "N:" + nm != s.key:
            return named(nm, g)
    return None


# ------------------------------------------------------------------ templates
TOK = re.compile(r"\{(\w+)\}|\[([^\[\]|]*)\|([^\[\]]*)\]")
LOWER_OK = {"In", "On", "Since", "Last", "This", "At", "Back", "After", "Before", "Of", "Earlier",
            "Two", "Three", "Four", "Five", "Six", "For", "As", "No", "Every", "Each", "Her", "His",
            "Their", "My", "The", "A", "An", "Next", "From", "Until", "By"}


def ok_for(tpl, s):
    if tpl.startswith("T:"):
        return bool(s.N) and not s.first and not s.prefix
    if tpl.startswith("F:"):
        return s.first and not s.prefix
    if tpl.startswith("3:"):
        return not s.first
    if tpl.startswith("R:"):
        return not s.prefix
    if "{N}" in tpl:
        return bool(s.N) and not s.first and not s.prefix
    return True


def fill(tpl, s, rng=None, **kw):
    if tpl[:2] in ("T:", "F:", "3:", "R:"):
        tpl = tpl[2:]

    def rep(m):
        if m.group(1) is not None:
            k = m.group(1)
            return str(kw[k]) if k in kw else s.get(k)
        return m.group(3) if s.first else m.group(2)

    for _ in range(5):
        new = TOK.sub(rep, tpl)
        if new == tpl:
            break
        tpl = new
    out = re.sub(r"\s+", " ", tpl).strip()
    for v in kw.values():
        if isinstance(v, str) and ", " in v and v in out:
            out = re.sub(re.escape(v) + r" (?=[a-z0-9])", v + ", ", out)
    out = out.replace(" ,", ",").replace(" .", ".").replace("..", ".")
    out = A_AN.sub(_a_an, out)
    if s.prefix:
        who, _g = s.prefix.split("|")
        frame = REPORT_FRAMES[(len(out) + len(who)) % len(REPORT_FRAMES)] if rng is None \
            else rng.choice(REPORT_FRAMES)
        first = out.split(" ", 1)[0]
        if first in LOWER_OK:
            out = out[0].lower() + out[1:]
        out = frame.format(x=who) + out
    return out[0].upper() + out[1:]


A_AN = re.compile(r"\b([Aa]) (?=([A-Za-z0-9][\w-]*))")
NOT_AN = ("uni", "ux", "euro", "one", "use", "usu", "uk", "ut")


def _a_an(m):
    w = m.group(2).lower()
    if w[0].isdigit():
        num = re.match(r"\d+", w).group(0)
        if num.startswith("8") or num in ("11", "18") or (len(num) in (5, 6) and num[:2] in ("11", "18")):
            return m.group(1) + "n "
        return m.group(0)
    if w[0] in "aeiou" and not w.startswith(NOT_AN):
        return m.group(1) + "n "
    return m.group(0)


def choose(rng, s, tpls):
    c = [t for t in tpls if ok_for(t, s)]
    return rng.choice(c) if c else None


def two(rng, s, tpls):
    c = [t for t in tpls if ok_for(t, s)]
    if len(c) < 2:
        return None
    a, b = rng.sample(c, 2)
    return a, b


def render(rng, s, tpls, **kw):
    t = choose(rng, s, tpls)
    return None if t is None else fill(t, s, rng, **kw)


# ------------------------------------------------------------------ dates
def end_of_month(y, m):
    return D(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)


def rand_date(rng, lo, hi):
    span = (hi - lo).days
    return lo + dt.timedelta(days=rng.randint(0, max(span, 0)))


def month_year(rng, y0, y1):
    y, m = rng.randint(y0, y1), rng.randint(1, 12)
    return "{} {}".format(MONTHS[m - 1], y), D(y, m, 1), end_of_month(y, m)


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "{}{}".format(n, suf)


def fmt(d, style):
    M = MONTHS[d.month - 1]
    return {"iso": d.isoformat(),
            "dmy": "{} {} {}".format(d.day, M, d.year),
            "mdy": "{} {}, {}".format(M, d.day, d.year),
            "ord": "the {} of {} {}".format(ordinal(d.day), M, d.year),
            "short": "{} {} {}".format(d.day, MON3[d.month - 1], d.year),
            "wdmy": "{} {} {} {}".format(V.WEEKDAYS[d.weekday()], d.day, M, d.year),
            "dm": "{} {}".format(d.day, M),
            "md": "{} {}".format(M, d.day),
            "dmo": "the {} of {}".format(ordinal(d.day), M),
            }[style]


DATE_STYLES_Y = ["iso", "dmy", "mdy", "ord", "short", "wdmy"]


def two_styles(rng, styles=DATE_STYLES_Y):
    return rng.sample(styles, 2)


# ------------------------------------------------------------------ geography
class Place:
    __slots__ = ("kind", "name", "text", "country", "region", "qual")

    def __init__(self, kind, name, text, country, region, qual):
        self.kind, self.name, self.text = kind, name, text
        self.country, self.region, self.qual = country, region, qual

    def __repr__(self):
        return "<{} {}>".format(self.kind, self.name)


COUNTRIES, REGIONS, CITIES = [], [], []


def _parse_geo():
    country = None
    for line in V.GEO_TEXT.strip("\n").split("\n"):
        if not line.startswith("  "):
            name, text, short = line.split("|")
            country = Place("country", name, text, name, None, short)
            COUNTRIES.append(country)
            continue
        left, cities = line.strip().split(": ")
        rname, rtext = left.split("|")
        region = None
        if rname != "-":
            region = Place("region", rname, rtext, country.name, rname, None)
            REGIONS.append(region)
        for c in cities.split(", "):
            if country.name in ("United States", "Canada", "Australia") and region:
                qual = "{}, {}".format(c, rname)
            else:
                qual = "{}, {}".format(c, country.qual)
            CITIES.append(Place("city", c, c, country.name, rname if region else None, qual))


_parse_geo()
COUNTRY_BY = {c.name: c for c in COUNTRIES}
REGION_BY = {r.name: r for r in REGIONS}


def contains(a, b):
    """a contains b (strictly)."""
    if a.kind == "country":
        return b.kind in ("region", "city") and b.country == a.country
    if a.kind == "region":
        return b.kind == "city" and b.region == a.region
    return False


def disjoint(a, b):
    return a.name != b.name and not contains(a, b) and not contains(b, a)


def parents(city):
    out = [COUNTRY_BY[city.country]]
    if city.region:
        out.append(REGION_BY[city.region])
    return out


def rand_city(rng):
    return rng.choice(CITIES)


def other_place(rng, p, kinds=("city", "city", "region", "country")):
    for _ in range(50):
        k = rng.choice(kinds)
        q = rng.choice({"city": CITIES, "region": REGIONS, "country": COUNTRIES}[k])
        if disjoint(p, q):
            return q
    return None


def near_city(rng, c):
    """Another city in the same country (lexically/semantically close)."""
    cs = [x for x in CITIES if x.country == c.country and x.name != c.name]
    return rng.choice(cs) if cs else None


def article(np):
    return np.split(" ", 1)[1] if np.startswith(("a ", "an ")) else np


def num(n, words=True):
    return NUMWORDS[n] if words and n < len(NUMWORDS) else str(n)
