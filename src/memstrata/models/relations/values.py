"""The values two facts about one slot state, compared without a model.

Within one slot (same entity, same attribute: the model's ``same_slot`` head decides that), a
changed number is the plainest change there is: "Kofi's average is 151" after "Kofi bowls a
142 average" replaces it, whatever the wording, and "rent is now 1,450" after "rent: 1,380" does
too. A classifier reading the two sentences can call such a pair IND (the wording differs) or
EQV (the wording is the same); the values settle it.

Quantities are read with their kind (money, percent, weight, distance, duration, clock time,
ratio such as a blood pressure, count) so that two numbers of different kinds are not
compared. Calendar dates and years are taken out first: they place a fact in time, they are
not its value (a dated event is told apart by the slot head). The unit words are closed
classes of English, not vocabulary fitted to a data set.
"""

from __future__ import annotations

import re
from collections import defaultdict

_MONTHS = ("january|february|march|april|may|june|july|august|september|october|november|december|"
           "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec")
_DATES = [
    re.compile(r"\b\d{4}-\d{2}-\d{2}\b"),
    re.compile(r"\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b"),
    re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})\.?(?:,?\s+\d{{4}})?\b", re.I),
    re.compile(rf"\b(?:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?\b", re.I),
    re.compile(rf"\b(?:{_MONTHS})\.?\s+\d{{4}}\b", re.I),
    re.compile(r"\b(?:in|since|from|until|by|of|back in|early|late|mid|summer|winter|spring|autumn|fall)\s+"
               r"(?:19|20)\d{2}\b", re.I),
    re.compile(r"\b\d+\s+(?:days?|weeks?|months?|years?|yrs?)\s+ago\b", re.I),
    # a bare year, unless it is an amount ("$2000", "2000 km")
    re.compile(r"(?<![$€£¥₹\d,.])\b(?:19|20)\d{2}\b(?![.,]\d)(?!\s*(?:km|mi|miles|kg|lbs?|eur|usd|gbp|€|\$|£))", re.I),
]
_NUMBER = r"\d+(?:[.,]\d{3})*(?:[.,]\d+)?"
# "one" is left out: far more often a pronoun ("the one who", "one day") than a count.
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_COMPOUND = re.compile(rf"\b({'|'.join(_TENS)})[- ]({'|'.join(_UNITS)})\b", re.I)
_WORD_NUMBERS = {
    "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "a dozen": 12, "dozen": 12,
}
_KINDS: list[tuple[str, re.Pattern[str]]] = [
    ("ratio", re.compile(r"\b(\d{2,3}\s*/\s*\d{2,3})\b")),
    ("money", re.compile(rf"(?:[$€£¥₹]|\b(?:usd|eur|gbp|chf|cad|aud|nzd|sek|nok|dkk|pln|czk|inr|jpy|zar|brl|mxn|rs|kr|zł)\s?)"
                         rf"\s?({_NUMBER}(?:\s?[km]\b|\s?(?:thousand|million|grand)\b)?)", re.I)),
    ("money", re.compile(rf"\b({_NUMBER}(?:\s?[km]\b|\s?(?:thousand|million)\b)?)\s?(?:[$€£¥₹]|dollars?|euros?|"
                         r"pounds sterling|quid|bucks|francs?|kronor|kroner|krona|złoty|zloty|rupees?|yen|rand|reais|"
                         r"pesos?|usd|eur|gbp|chf|cad|aud|sek|nok|dkk|pln|czk|inr|jpy|zar|brl|mxn|grand)\b", re.I)),
    ("percent", re.compile(rf"\b({_NUMBER})\s?(?:%|percent|per cent|pc\b)", re.I)),
    ("weight", re.compile(rf"\b({_NUMBER})\s?(kg|kgs|kilos?|kilograms?|lbs?|pounds|stone|grams?)\b", re.I)),
    ("distance", re.compile(rf"\b({_NUMBER})\s?(km|kilometres?|kilometers?|miles?|mi|metres?|meters?|m)\b", re.I)),
    ("duration", re.compile(rf"\b({_NUMBER})\s?(?:hours?|hrs?|h\b|minutes?|mins?|seconds?|secs?|days?|nights?|weeks?|months?|"
                            r"years?|yrs?)\b(?!\s+(?:ago|old)\b)", re.I)),
    ("dose", re.compile(rf"\b({_NUMBER})\s?(?:mg|mcg|µg|ml|units?|iu)\b", re.I)),
    ("age", re.compile(rf"\b({_NUMBER})\s?(?:years? old|yo\b|-year-old)", re.I)),
    ("count", re.compile(rf"\b({_NUMBER}\s?[km])\b", re.I)),  # "85k", "1.2m"
    # after the amounts, so "$12.50" is money; a dot separates hours only before am/pm
    ("clock", re.compile(r"\b(\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\.\d{2}\s*[ap]\.?m\.?)", re.I)),
]
_UNIT_CLASSES = {
    "weight": lambda u: "kg" if u.startswith("k") else "lb" if u.startswith(("lb", "pound")) else
    "stone" if u == "stone" else "g",
    "distance": lambda u: "km" if u.startswith("k") else "mi" if u.startswith("mi") else "m",
}
_PLAIN = re.compile(rf"(?<![\w.,/:])({_NUMBER})(?![\w/:]|[.,]\d)")


def strip_dates(text: str) -> str:
    for pattern in _DATES:
        text = pattern.sub(" ", text)
    return text


def quantities(text: str) -> dict[str, set[float | str]]:
    """The values a text states, by kind (``count`` for bare numbers and number words)."""
    rest = strip_dates(text)
    found: dict[str, set[float | str]] = defaultdict(set)
    for kind, pattern in _KINDS:
        for m in pattern.finditer(rest):
            value = _clock(m.group(1)) if kind == "clock" else _value(m.group(1))
            if kind in _UNIT_CLASSES:  # 80 kg and 80 lb are two values
                value = f"{value} {_UNIT_CLASSES[kind](m.group(2).lower())}"
            found[kind].add(value)
        rest = pattern.sub(" ", rest)
    for m in _PLAIN.finditer(rest):
        found["count"].add(_value(m.group(1)))
    lowered = f" {rest.lower()} "
    for m in _COMPOUND.finditer(lowered):
        found["count"].add(float(_TENS[m.group(1)] + _UNITS[m.group(2)]))
    lowered = _COMPOUND.sub(" ", lowered)
    for word, n in _WORD_NUMBERS.items():
        if re.search(rf"\b{word}\b", lowered):
            found["count"].add(float(n))
    return dict(found)


def compare(old: str, new: str) -> str | None:
    """``"differ"`` when, for a kind of value both texts state, they have no value in common
    (142 / 151; two / three); ``"same"`` when every kind both state has the same values;
    ``None`` otherwise: no kind in common, or values that overlap without being equal (one text
    adds a detail: "3 kids" / "3 kids, aged 4, 7 and 9"), which says nothing of a change."""
    a, b = quantities(old), quantities(new)
    shared = set(a) & set(b)
    if not shared:
        return None
    if any(not (a[k] & b[k]) for k in shared):
        return "differ"
    return "same" if all(a[k] == b[k] for k in shared) else None


def _clock(raw: str) -> str:
    s = re.sub(r"[\s.]", "", raw.lower())
    hours, _, rest = s.partition(":") if ":" in s else (s[:-4], "", s[-4:])
    return f"{int(hours)}:{rest}"


def _value(raw: str) -> float | str:
    s = raw.lower().replace(" ", "")
    if "/" in s:
        return s
    scale = 1.0
    for suffix, factor in (("thousand", 1e3), ("grand", 1e3), ("million", 1e6), ("k", 1e3), ("m", 1e6)):
        if s.endswith(suffix):
            s, scale = s[: -len(suffix)], factor
            break
    # "1,450", "1.450", "1,380.50" and "1.380,50" hold thousands; "3,5" and "72.5" are decimals.
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", s):
        s = s.replace(",", "")
    elif re.fullmatch(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?", s):
        s = s.replace(".", "").replace(",", ".")
    else:
        s = s.replace(",", ".")
    try:
        return round(float(s) * scale, 4)
    except ValueError:
        return raw
