"""Families: travel, vehicles_possessions, education, skills, event_dates, repeated_events."""
import datetime as dt
import re

from . import render as R
from . import vocab as V
from .families_a import when_past
from .render import fill, render, two, choose

DAY = dt.timedelta(days=1)
CONTINENT = {}
for _c in ["Canada", "United States", "Mexico"]:
    CONTINENT[_c] = "North America"
for _c in ["Brazil", "Argentina", "Colombia", "Chile", "Peru"]:
    CONTINENT[_c] = "South America"
for _c in ["United Kingdom", "Ireland", "France", "Spain", "Portugal", "Germany", "Italy", "Netherlands",
           "Belgium", "Switzerland", "Austria", "Poland", "Czechia", "Sweden", "Norway", "Denmark",
           "Finland", "Greece", "Iceland"]:
    CONTINENT[_c] = "Europe"
for _c in ["Japan", "South Korea", "China", "India", "Vietnam", "Thailand", "Indonesia", "Philippines",
           "Pakistan", "Bangladesh", "Sri Lanka", "Nepal"]:
    CONTINENT[_c] = "Asia"
for _c in ["Israel", "Jordan", "United Arab Emirates", "Lebanon", "Iran"]:
    CONTINENT[_c] = "Asia"
for _c in ["South Africa", "Nigeria", "Kenya", "Ghana", "Egypt", "Morocco", "Ethiopia"]:
    CONTINENT[_c] = "Africa"
for _c in ["Australia", "New Zealand"]:
    CONTINENT[_c] = "Oceania"


def _period(rng, y0=2012, y1=2024, month_p=0.5):
    if rng.random() < month_p:
        txt, start, end = R.month_year(rng, y0, min(y1, 2025))
        if end > R.D(2025, 9, 30):
            txt, start, end = R.month_year(rng, y0, 2024)
        return txt, start, end
    y = rng.randint(y0, y1)
    return str(y), R.D(y, 1, 1), R.D(y, 12, 31)


# ======================================================================= travel
VISIT_EQ = ["{S} [visited|visited] {X} in {T}.", "{S} went to {X} in {T}.", "In {T}, {S} [visited|visited] {X}.",
            "{S} took a trip to {X} in {T}.", "{S} travelled to {X} in {T}.", "T:{N}: trip to {X}, {T}."]
VISIT_DETAIL = ["{S} [spent|spent] two weeks in {X} in {T}.", "{S} went to {X} for a friend's wedding in {T}.",
                "{S} [visited|visited] {X} with {P} parents in {T}.", "F:I spent ten amazing days in {X} in {T}!",
                "{S} went hiking in {X} in {T}."]
BEEN = ["{S} [has|have] been to {X}.", "{S} [has|have] visited {X}.", "T:{N}: has been to {X}.", "F:I've been to {X}."]


def travel(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    city = R.rand_city(rng)
    country = R.COUNTRY_BY[city.country]
    T, start, end = _period(rng)
    r = rng.random()
    if label == "EQV":
        if r < 0.7:
            X = rng.choice([city.text, city.text, country.text])
            pr = two(rng, s, VISIT_EQ)
            return pr and (fill(pr[0], s, rng, X=X, T=T), fill(pr[1], s, rng, X=X, T=T), {"old_min": end, "new_min": end})
        X = rng.choice([city.text, country.text])
        pr = two(rng, s, BEEN)
        return pr and (fill(pr[0], s, rng, X=X), fill(pr[1], s, rng, X=X), {})
    if label in ("OSN", "NSO"):
        c_sp = {"new_min": end, "old_min": end}
        k = rng.randrange(6)
        if k == 0:      # been to country -> dated visit to a city in it
            g = render(rng, s, BEEN, X=country.text)
            sp = render(rng, s, VISIT_EQ + VISIT_DETAIL, X=rng.choice([city.text, city.qual]), T=T)
        elif k == 1:    # been to city -> dated visit
            g = render(rng, s, BEEN, X=city.text)
            sp = render(rng, s, VISIT_EQ + VISIT_DETAIL, X=city.text, T=T)
        elif k == 2 and len(T) == 4:   # visited X in year -> visited X in month year
            m = rng.randint(1, 12)
            T2 = "{} {}".format(R.MONTHS[m - 1], T)
            X = rng.choice([city.text, country.text])
            g = render(rng, s, VISIT_EQ, X=X, T=T)
            sp = render(rng, s, VISIT_EQ + VISIT_DETAIL, X=X, T=T2)
            end = R.end_of_month(int(T), m)
            c_sp = {"new_min": end, "old_min": end} if label == "OSN" else {"old_min": end, "new_min": end}
        elif k == 3:    # visited country in T -> visited city in T
            g = render(rng, s, VISIT_EQ, X=country.text, T=T)
            sp = render(rng, s, VISIT_EQ + VISIT_DETAIL, X=city.text, T=T)
            c_sp = {"new_min": end, "old_min": end}
        elif k == 4:    # been to X -> been to X n times
            X = rng.choice([city.text, country.text])
            g = render(rng, s, BEEN, X=X)
            sp = render(rng, s, ["{S} [has|have] been to {X} {n} times.", "{S} [has|have] visited {X} every summer since {y}."],
                        X=X, n=R.num(rng.randint(2, 6)), y=rng.randint(2005, 2017))
            c_sp = {}
        else:           # been to continent <- visit to a city there
            cont = CONTINENT.get(country.name)
            if not cont:
                return None
            g = render(rng, s, ["{S} [has|have] been to {X}.", "{S} [has|have] travelled in {X}."], X=cont)
            sp = render(rng, s, VISIT_EQ + VISIT_DETAIL + BEEN, X=rng.choice([city.text, country.text]), T=T)
        if not g or not sp:
            return None
        if T not in sp:
            c_sp = {}
        return (g, sp, c_sp) if label == "OSN" else (sp, g, c_sp)
    if label == "CON":
        if r < 0.35:
            never = render(rng, s, ["{S} [has|have] never been to {X}.", "{S} [has|have] never visited {X}.",
                                    "F:I've never set foot in {X}."], X=country.text)
            went = render(rng, s, VISIT_EQ + VISIT_DETAIL, X=rng.choice([city.text, country.text]), T=T)
            if rng.random() < 0.6:
                return never, went, {"new_min": end}
            return went, never, {"old_min": end}
        # future plans with a single date
        d1 = R.rand_date(rng, R.D(2019, 9, 1), R.D(2025, 11, 30))
        shift = rng.choice([-1, 1]) * rng.choice([7, 14, 21, 30, 61, 92])
        d2 = d1 + dt.timedelta(days=shift)
        lo = min(d1, d2)
        c = {"old_max": lo - DAY, "new_max": lo - DAY, "old_min": lo - dt.timedelta(days=330)}
        X = rng.choice([city.text, country.text])
        if r < 0.6:
            sty = rng.choice(["dmy", "mdy", "dm", "md"])
            t = choose(rng, s, ["{SP} flight to {X} is on {d}.", "{SP} flight to {X} leaves on {d}.",
                                "T:{N}: flight to {X} on {d}."])
            u = t if rng.random() < 0.6 else choose(rng, s, ["{SP} flight to {X} is on {d}.",
                                                              "{SP} flight to {X} has been moved to {d}.",
                                                              "{SP} flight to {X} was rebooked for {d}."])
            return fill(t, s, rng, X=X, d=R.fmt(d1, sty)), fill(u, s, rng, X=X, d=R.fmt(d2, sty)), c
        if r < 0.8:
            m1 = "{} {}".format(R.MONTHS[d1.month - 1], d1.year)
            m2 = "{} {}".format(R.MONTHS[d2.month - 1], d2.year)
            if m1 == m2:
                return None
            c = {"old_max": R.D(lo.year, lo.month, 1) - DAY, "new_max": R.D(lo.year, lo.month, 1) - DAY,
                 "old_min": lo - dt.timedelta(days=330)}
            t = rng.choice(["{SP} trip to {X} is planned for {m}.", "{SP} trip to {X} is booked for {m}.",
                            "{S} [is|am] going to {X} in {m}; the trip is booked."])
            return fill(t, s, rng, X=X, m=m1), fill(rng.choice(["{SP} trip to {X} is now planned for {m}.",
                                                                "{SP} trip to {X} has been pushed to {m}.",
                                                                "{SP} trip to {X} is booked for {m}."]), s, rng, X=X, m=m2), c
        m1 = "{} {}".format(R.MONTHS[d1.month - 1], d1.year)
        return (fill("{S} [is|am] going to {X} in {m}.", s, rng, X=X, m=m1),
                render(rng, s, ["{S} cancelled {P} trip to {X}.", "{S} [is|am] no longer going to {X} in {m}.",
                                "F:Our trip to {X} is off."], X=X, m=m1),
                {"old_max": d1 - dt.timedelta(days=40), "new_max": d1 - DAY, "old_min": d1 - dt.timedelta(days=330)})
    # IND
    if r < 0.3:
        city2 = rng.choice([R.near_city(rng, city) or R.rand_city(rng), R.rand_city(rng)])
        if city2.name == city.name:
            return None
        t = choose(rng, s, VISIT_EQ[:2] + VISIT_EQ[3:5])
        T2, _, end2 = _period(rng)
        same_t = rng.random() < 0.5
        return (fill(t, s, rng, X=city.text, T=T), fill(t, s, rng, X=city2.text, T=T if same_t else T2),
                {"old_min": end, "new_min": end if same_t else end2})
    if r < 0.55:
        o = R.other_entity(rng, s)
        if not o:
            return None
        t = choose(rng, s, VISIT_EQ[:5] + BEEN[:2])
        if not R.ok_for(t, o):
            return None
        return fill(t, s, rng, X=city.text, T=T), fill(t, o, rng, X=city.text, T=T), {"old_min": end, "new_min": end}
    pairs = [(BEEN, ["{S} [wants|want] to go back to {X}.", "{S} [is|am] planning another trip to {X}."]),
             (["{S} [has|have] never been to {X}."], ["{S} [wants|want] to visit {X} one day.",
                                                      "{S} [is|am] reading a guidebook about {X}.",
                                                      "{SP} {rel} lives in {X}."]),
             (VISIT_EQ[:2], ["{S} [is|am] thinking of going to {X} again next year.", "{S} [has|have] a friend in {X}.",
                             "{S} [is|am] learning about the history of {X}."])]
    a, b = rng.choice(pairs)
    X = rng.choice([city.text, country.text])
    return (render(rng, s, a, X=X, T=T), render(rng, s, b, X=X, rel=rng.choice(["cousin", "aunt", "uncle"])),
            {"old_min": end} if "{T}" in a[0] else {})


# ======================================================================= vehicles and possessions
def _car(rng, electric=None):
    while True:
        make = rng.choice(list(V.CARS))
        m = "{} {}".format(make, rng.choice(V.CARS[make]))
        if electric is None or (m in V.ELECTRIC) == electric:
            return make, m


CAR = ["{SP} car is a {M}.", "T:{N} — car: {M}.", "T:{N}: drives a {M}.", "{SP} current car is a {M}.",
       "F:My car's a {M}."]
OWN = ["{S} [owns|own] {A}.", "{S} [has|have] {A}.", "T:{N}: owns {A}."]
GOODS = [("a piano", ["an upright piano", "a grand piano", "a digital piano"]),
         ("a camera", ["a Leica camera", "a mirrorless camera", "a film camera"]),
         ("a laptop", ["a ThinkPad laptop", "a MacBook Air", "a gaming laptop"]),
         ("a boat", ["a small sailing boat", "a canoe", "a motorboat"]),
         ("a flat", ["a two-bedroom flat", "a studio flat", "a flat with a balcony"]),
         ("a scooter", ["a Vespa scooter", "an electric scooter"]),
         ("a tent", ["a two-person tent", "a family camping tent"]),
         ("a watch", ["a Casio watch", "a smartwatch", "a vintage Omega watch"])] + list(V.BIKES.items())


def vehicles_possessions(rng, label):
    res = _vehicles_possessions(rng, label)
    if res:
        for text in res[:2]:
            for model, first in V.CAR_LAUNCH.items():
                if model in text and any(int(y) < first for y in re.findall(r"\b(?:19|20)\d\d\b", text)):
                    return None
    return res


def _vehicles_possessions(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    make, M = _car(rng)
    _, M2 = _car(rng)
    if M2 == M:
        return None
    col, col2 = rng.sample(V.CAR_COLOURS, 2)
    gen, leaves = rng.choice(GOODS)
    leaf = rng.choice(leaves)
    T, start, end = _period(rng, 2014, 2024)
    kw = dict(M=M, col=col, T=T, y=rng.randint(2010, 2018))
    r = rng.random()
    if label == "EQV":
        if r < 0.3:
            pr = two(rng, s, CAR)
            return pr and (fill(pr[0], s, rng, **kw), fill(pr[1], s, rng, **kw), {})
        if r < 0.5:
            return (fill("{S} [owns|own] a {M}.", s, rng, **kw),
                    fill(rng.choice(["{S} [is|am] the owner of a {M}.", "{S} [has|have] a {M} of {P} own."]), s, rng, **kw), {})
        if r < 0.75:
            return (fill("{S} bought a used {M} in {T}.", s, rng, **kw),
                    fill(rng.choice(["In {T}, {S} bought a second-hand {M}.", "{S} bought a second-hand {M} in {T}."]), s, rng, **kw),
                    {"old_min": end, "new_min": end})
        if r < 0.9:
            return (render(rng, s, ["{S} [drives|drive] an electric car.", "{S} [drives|drive] an EV."]),
                    fill("{S} [drives|drive] an electric vehicle.", s, rng), {})
        return (render(rng, s, ["{S} [doesn't|don't] own a car.", "{S} [has|have] no car."]),
                render(rng, s, ["{S} [is|am] without a car.", "{S} [doesn't|don't] have a car."]), {})
    if label in ("OSN", "NSO"):
        k = rng.randrange(7)
        if k == 0:
            g = render(rng, s, ["{S} [owns|own] a car.", "{S} [has|have] a car.", "T:{N}: has a car."])
            sp = render(rng, s, CAR + ["{S} [owns|own] a {M}."], **kw)
        elif k == 1:
            a, b = rng.choice([("{S} [drives|drive] a {make}.", "{S} [drives|drive] a {M}."),
                               ("{SP} car is a {make}.", "{SP} car is a {M}."),
                               ("{S} [owns|own] a {make}.", "{S} [owns|own] a {M}.")])
            g, sp = fill(a, s, rng, make=make), fill(b, s, rng, **kw)
        elif k == 2:
            _, ME = _car(rng, electric=True)
            a, b = rng.choice([("{S} [drives|drive] an electric car.", "{S} [drives|drive] a {M}."),
                               ("{SP} car is electric.", "{SP} car is a {M}."),
                               ("{S} [owns|own] an EV.", "{S} [owns|own] a {M}.")])
            g, sp = fill(a, s, rng), fill(b, s, rng, M=ME)
        elif k == 3:
            a, b = rng.choice([("{SP} car is a {M}.", "{SP} car is a {col} {M}."), ("{SP} car is a {M}.", "{SP} car is a {y} {M}."),
                               ("{S} [owns|own] a {M}.", "{S} [owns|own] a {col} {M}."),
                               ("{S} [owns|own] a {M}.", "{S} [has|have] owned a {M} since {y}."),
                               ("{SP} current car is a {M}.", "{SP} current car is a {col} {M}.")])
            g, sp = fill(a, s, rng, **kw), fill(b, s, rng, **kw)
        elif k == 4:
            g = render(rng, s, ["{S} bought a car{w}.", "{S} bought a car{w}.", "T:{N}: bought a car{w}."], w=" in " + T)
            sp = render(rng, s, ["{S} bought a {M} in {T}.", "{S} bought a {col} {M} in {T}."], **kw)
            if not g or not sp:
                return None
            c = {"new_min": end, "old_min": end}
            return (g, sp, c) if label == "OSN" else (sp, g, c)
        elif k == 5:
            g = render(rng, s, OWN, A=gen)
            sp = render(rng, s, OWN, A=leaf)
        else:
            g = render(rng, s, OWN, A=gen)
            sp = render(rng, s, ["{S} [owns|own] {A}, bought in {city}.", "{S} [has|have] had {A} since {y}."],
                        A=rng.choice([gen, leaf]), city=R.rand_city(rng).text, **kw)
        if not g or not sp:
            return None
        if label == "NSO" and k == 0 and rng.random() < 0.5:
            sp = render(rng, s, ["{S} [drives|drive] {P} {col} {M} to work every day.",
                                 "{S} [parks|park] {P} {M} outside the house."], **kw)
        return (g, sp, {}) if label == "OSN" else (sp, g, {})
    if label == "CON":
        if r < 0.3:
            t = choose(rng, s, CAR)
            return fill(t, s, rng, **kw), fill(t, s, rng, **dict(kw, M=M2)), {}
        if r < 0.5:
            w, c = when_past(rng)
            return (render(rng, s, CAR + ["{S} [drives|drive] a {M}."], **kw),
                    render(rng, s, ["{S} sold {P} {M} and bought a {M2}{when}.", "{S} replaced {P} {M} with a {M2}{when}.",
                                    "{S} [drives|drive] a {M2} now; the {M} is gone."], M2=M2, when=w, **kw), c)
        if r < 0.7:
            a = render(rng, s, ["{S} [doesn't|don't] own a car.", "{S} [has|have] no car.", "T:{N}: no car."])
            b = render(rng, s, CAR + ["{S} [owns|own] a {M}."], **kw)
            return (a, b, {}) if rng.random() < 0.5 else (b, a, {})
        if r < 0.85:
            return (fill("{SP} car is {col}.", s, rng, **kw),
                    fill(rng.choice(["{SP} car is {c2}.", "{SP} car is painted {c2}."]), s, rng, c2=col2), {})
        w, c = when_past(rng)
        return (render(rng, s, OWN, A=leaf),
                render(rng, s, ["{S} sold {P} {Ab}{when}.", "{S} [no longer|no longer] [has|have] {P} {Ab}.",
                                "{S} gave away {P} {Ab}{when}."], Ab=R.article(leaf), when=w), c)
    # IND
    if r < 0.3:
        t = choose(rng, s, OWN)
        gen2, leaves2 = rng.choice([g for g in GOODS if g[0] != gen])
        return fill(t, s, rng, A=rng.choice([gen, leaf])), fill(t, s, rng, A=rng.choice([gen2] + leaves2)), {}
    if r < 0.55:
        o = R.other_entity(rng, s)
        if not o:
            return None
        t = rng.choice(["{SP} car is a {M}.", "{S} [owns|own] a {M}.", "{S} [drives|drive] a {M}."])
        return fill(t, s, rng, **kw), fill(t, o, rng, **kw), {}
    old = render(rng, s, CAR + ["{S} [owns|own] a {M}."], **kw)
    new = render(rng, s, ["{S} [is|am] thinking of buying a {M2}.", "{S} rented a {M2} on holiday last summer.",
                          "{S} [owns|own] {A}.", "{S} [has|have] a parking space near {P} office.",
                          "{SP} {rel} drives a {M2}."], M2=M2, A=leaf, rel=rng.choice(["sister", "brother", "father"]), **kw)
    return old, new, {}


# ======================================================================= education
DEG = ["a bachelor's degree", "a master's degree", "a PhD"]


def education(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    U, Ucity = rng.choice(V.UNIVERSITIES)
    U2 = rng.choice([u for u in V.UNIVERSITIES if u[0] != U])[0]
    sub, sub2 = rng.sample(V.SUBJECTS, 2)
    deg = rng.choice(DEG)
    kw = dict(U=U, U2=U2, sub=sub, sub2=sub2, deg=deg, y=rng.randint(1995, 2018), city=Ucity)
    r = rng.random()
    if label == "EQV":
        pairs = [(["{S} [has|have] a PhD in {sub}."], ["{S} [holds|hold] a doctorate in {sub}.", "T:{N}: PhD, {sub}."]),
                 (["{S} [has|have] a master's degree in {sub}."], ["{S} [holds|hold] a master's in {sub}.",
                                                                   "{S} [has|have] an MA in {sub}." if sub in ("history", "linguistics", "philosophy", "music", "geography", "anthropology", "fine art") else "{S} [holds|hold] a master's degree in {sub}."]),
                 (["{S} [studied|studied] {sub} at {U}."], ["{U} is where {S} studied {sub}.", "{S} did {P} {sub} studies at {U}."]),
                 (["{S} [is|am] a student at {U}."], ["{S} [studies|study] at {U}.", "T:{N}: student at {U}."]),
                 (["{S} graduated from {U} in {y}."], ["{S} finished {P} degree at {U} in {y}.", "In {y}, {S} graduated from {U}."])]
        a, b = rng.choice(pairs)
        ta, tb = choose(rng, s, a), choose(rng, s, b)
        if not ta or not tb:
            return None
        return fill(ta, s, rng, **kw), fill(tb, s, rng, **kw), {}
    if label in ("OSN", "NSO"):
        cases = [(["{S} [has|have] a degree.", "{S} [has|have] a university degree.", "T:{N}: degree holder."],
                  ["{S} [has|have] {deg} in {sub}.", "{S} [has|have] {deg} in {sub} from {U}."]),
                 (["{S} [has|have] {deg} in {sub}."], ["{S} [has|have] {deg} in {sub} from {U}.",
                                                      "{S} [has|have] had {deg} in {sub} since {y}."]),
                 (["{S} [went|went] to university.", "{S} [studied|studied] at university."],
                  ["{S} [studied|studied] {sub} at {U}.", "{S} [has|have] a degree from {U}."]),
                 (["{S} [is|am] a student.", "{S} [is|am] at university.", "T:{N}: student."],
                  ["{S} [is|am] a second-year {sub} student at {U}.", "{S} [is|am] studying {sub} at {U}."]),
                 (["{S} [studied|studied] {sub}."], ["{S} [studied|studied] {sub} at {U} from {y} to {y4}."]),
                 (["{S} [studied|studied] in {city}."], ["{S} [studied|studied] {sub} at {U}."])]
        gp, spp = rng.choice(cases)
        if kw["y"] > 2014:
            kw["y"] -= 4
        g, sp = render(rng, s, gp, y4=kw["y"] + 4, **kw), render(rng, s, spp, y4=kw["y"] + 4, **kw)
        if not g or not sp:
            return None
        return (g, sp, {}) if label == "OSN" else (sp, g, {})
    if label == "CON":
        w, c = when_past(rng)
        cases = [(["{S} did {P} PhD at {U}.", "{SP} PhD is from {U}."], ["{S} did {P} PhD at {U2}.", "{SP} PhD is from {U2}."], {}),
                 (["{SP} PhD is in {sub}.", "{S} did {P} PhD in {sub}."], ["{SP} PhD is in {sub2}.", "{S} did {P} PhD in {sub2}."], {}),
                 (["{S} [is|am] a student at {U}.", "{S} [is|am] studying {sub} at {U}."],
                  ["{S} dropped out of {U}{when}.", "{S} graduated from {U}{when}.", "{S} [is|am] no longer a student."], c),
                 (["{S} [has|have] never been to university.", "{S} [doesn't|don't] have a degree."],
                  ["{S} [has|have] a degree in {sub}.", "{S} [has|have] {deg} in {sub}."], {}),
                 (["{S} finished secondary school in {y}."], ["{S} finished secondary school in {y2}."], {})]
        o, n, cc = rng.choice(cases)
        y2 = kw["y"] + rng.choice([-3, -2, 2, 3])
        if y2 > 2018:
            y2 = kw["y"] - rng.choice([2, 3])
        a, b = render(rng, s, o, when=w, y2=y2, **kw), render(rng, s, n, when=w, y2=y2, **kw)
        if not a or not b:
            return None
        if cc is c and not c and rng.random() < 0.0:
            pass
        return a, b, cc
    # IND
    if r < 0.3:
        t = choose(rng, s, ["{S} [has|have] a degree in {sub}.", "{S} [studied|studied] {sub} at {U}.",
                            "{S} [is|am] studying {sub}."])
        return fill(t, s, rng, **kw), fill(t, s, rng, **dict(kw, sub=sub2)), {}
    if r < 0.55:
        o = R.other_entity(rng, s)
        if not o:
            return None
        t = rng.choice(["{S} [studied|studied] at {U}.", "{S} [has|have] a PhD in {sub}.", "{S} [is|am] a student at {U}."])
        return fill(t, s, rng, **kw), fill(t, o, rng, **kw), {}
    old = render(rng, s, ["{S} [has|have] a degree in {sub}.", "{S} [studied|studied] at {U}.", "{S} [has|have] a PhD in {sub}."], **kw)
    new = render(rng, s, ["{S} [teaches|teach] {sub} at {U2}.", "{S} [is|am] taking an online course in {sub2}.",
                          "{S} [works|work] at {U}.", "{S} [is|am] applying for a master's in {sub2}.",
                          "{SP} {rel} studies at {U}.", "{S} [gave|gave] a talk at {U2} last month."],
                 rel=rng.choice(["daughter", "son", "nephew", "niece"]), **kw)
    return old, new, {}


# ======================================================================= skills: instruments and sports
def skills(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    sport = rng.random() < 0.5
    r = rng.random()
    if not sport:
        cat = rng.choice(list(V.INSTRUMENTS))
        I, I2 = rng.sample(V.INSTRUMENTS[cat], 2)
        I3 = rng.choice(V.INSTRUMENTS[rng.choice([c for c in V.INSTRUMENTS if c != cat])])
        PLAY = ["{S} [plays|play] {I}.", "T:{N}: plays {I}.", "F:I play {I}."]
        kw = dict(I=I, y=rng.randint(1995, 2018), city=R.rand_city(rng).text, Ib=I[4:])
        if label == "EQV":
            if I in V.INSTRUMENT_PLAYER and r < 0.5:
                return render(rng, s, PLAY, **kw), fill("{S} [is|am] {pl}.", s, rng, pl=V.INSTRUMENT_PLAYER[I]), {}
            if r < 0.75:
                return (fill("{S} [has|have] played {I} since {y}.", s, rng, **kw),
                        fill(rng.choice(["{S} [has|have] been playing {I} since {y}.", "Since {y}, {S} [has|have] played {I}."]), s, rng, **kw), {})
            return fill("{SP} main instrument is {I}.", s, rng, **kw), fill("{S} mainly [plays|play] {I}.", s, rng, **kw), {}
        if label in ("OSN", "NSO"):
            cases = [(["{S} [plays|play] an instrument.", "{S} [plays|play] a musical instrument."], PLAY),
                     (["{S} [plays|play] {cat}."], PLAY),
                     (PLAY, ["{S} [plays|play] {I} in an orchestra.", "{S} [has|have] played {I} since childhood.",
                             "{S} [plays|play] {I} in a band in {city}.", "{S} [plays|play] {I} every evening after work."]),
                     (["{S} [is|am] learning an instrument."], ["{S} [is|am] learning {I}.", "{S} [takes|take] {Ib} lessons every Tuesday."
                                                                           if I != "the drums" else "{S} [takes|take] drum lessons every Tuesday."])]
            gp, spp = rng.choice(cases)
            g, sp = render(rng, s, gp, cat=cat, **kw), render(rng, s, spp, **kw)
            if not g or not sp:
                return None
            return (g, sp, {}) if label == "OSN" else (sp, g, {})
        if label == "CON":
            w, c = when_past(rng)
            k = rng.randrange(3)
            if k == 0:
                a = render(rng, s, ["{S} [has|have] never played an instrument.", "{S} [doesn't|don't] play any instrument."])
                b = render(rng, s, PLAY + ["{S} [plays|play] {I} in an orchestra."], **kw)
                return (a, b, {}) if rng.random() < 0.6 else (b, a, {})
            if k == 1:
                return (render(rng, s, PLAY, **kw),
                        render(rng, s, ["{S} stopped playing {I}{when}.", "{S} gave up {I}{when}.",
                                        "{S} [doesn't|don't] play {I} any more."], when=w, **kw), c)
            return fill("{SP} main instrument is {I}.", s, rng, **kw), fill("{SP} main instrument is {I}.", s, rng, I=rng.choice([I2, I3])), {}
        if r < 0.5:
            t = choose(rng, s, PLAY)
            return fill(t, s, rng, **kw), fill(t, s, rng, **dict(kw, I=rng.choice([I2, I3]))), {}
        if r < 0.75:
            o = R.other_entity(rng, s)
            if not o:
                return None
            return fill("{S} [plays|play] {I}.", s, rng, **kw), fill("{S} [plays|play] {I}.", o, rng, **kw), {}
        return (render(rng, s, PLAY, **kw),
                render(rng, s, (["{S} [owns|own] a {Ib}.", "{S} [went|went] to a {Ib} recital last week."]
                                if I != "the drums" else ["{S} [owns|own] a drum kit."]) +
                               ["{SP} {rel} is learning {I}.", "{S} [wants|want] to learn {I2} too."],
                       rel=rng.choice(["daughter", "son", "niece"]), I2=I2, **kw), {})
    cat = rng.choice(list(V.SPORTS))
    (vp, noun), (vp2, noun2) = rng.sample(V.SPORTS[cat], 2)
    ocat = rng.choice([c for c in V.SPORTS if c != cat])
    vp3, noun3 = rng.choice(V.SPORTS[ocat])
    kw = dict(vp=vp, noun=noun, y=rng.randint(2000, 2018), city=R.rand_city(rng).text, day=rng.choice(V.WEEKDAYS))
    DO = ["{S} {vp}.", "T:{N}: {noun}.", "{S} {vp} regularly."]
    if label == "EQV":
        syn = [p for p in V.SPORT_SYNONYMS]
        a, b = rng.choice(syn)
        if rng.random() < 0.5:
            a, b = b, a
        t = rng.choice(["{S} {v}.", "{S} {v} every week.", "{S} {v} on {day}s."])
        return fill(t, s, rng, v=a, **kw), fill(t, s, rng, v=b, **kw), {}
    if label in ("OSN", "NSO"):
        vpp = vp.replace("[plays|play]", "[has|have] played").replace("[does|do]", "[has|have] done").replace(
            "[goes|go]", "[has|have] been going")
        cases = [(["{S} [does|do] sport.", "{S} [does|do] some kind of sport."], DO[:2]),
                 (["{S} {cat}."], DO[:2]),
                 (DO[:2], ["{S} {vp} every {day} morning.", "{S} {vp} at a club in {city}.",
                           "{S} {vpp} since {y}.", "{S} {vp} competitively."])]
        gp, spp = rng.choice(cases)
        g, sp = render(rng, s, gp, cat=cat, **kw), render(rng, s, spp, vpp=vpp, **kw)
        if not g or not sp:
            return None
        return (g, sp, {}) if label == "OSN" else (sp, g, {})
    if label == "CON":
        w, c = when_past(rng)
        if r < 0.6:
            return (render(rng, s, DO + ["{S} {vp} every {day}."], **kw),
                    render(rng, s, ["{S} gave up {noun}{when}.", "{S} [doesn't|don't] do {noun} any more.",
                                    "{S} stopped {noun}{when}." if noun.endswith("ing") else "{S} quit {noun}{when}."],
                           when=w, **kw), c)
        a = render(rng, s, ["{S} [has|have] never tried {noun}.", "{S} [has|have] never done {noun} in {P} life."], **kw)
        b = render(rng, s, ["{S} {vp} every {day}.", "{S} {vp} at a club in {city}."], **kw)
        return (a, b, {}) if rng.random() < 0.5 else (b, a, {})
    if r < 0.45:
        t = choose(rng, s, DO)
        return fill(t, s, rng, **kw), fill(t, s, rng, **dict(kw, vp=rng.choice([vp2, vp3]), noun=rng.choice([noun2, noun3]))), {}
    if r < 0.7:
        o = R.other_entity(rng, s)
        if not o:
            return None
        return fill("{S} {vp}.", s, rng, **kw), fill("{S} {vp}.", o, rng, **kw), {}
    return (fill("{S} {vp}.", s, rng, **kw),
            render(rng, s, ["{S} [watches|watch] {noun} on TV every weekend.", "{S} [is|am] taking {n2} lessons.",
                            "{SP} {rel} {vp2}.", "{S} [bought|bought] new {noun} gear last week."],
                   n2=noun2, vp2=vp.replace("[plays|play]", "plays").replace("[does|do]", "does").replace("[goes|go]", "goes"),
                   rel=rng.choice(["son", "daughter", "sister", "brother"]), **kw), {})


# ======================================================================= event dates
EVENTS = ["wedding", "graduation ceremony", "thesis defence", "driving test", "knee operation",
          "housewarming party", "citizenship ceremony", "piano recital", "visa appointment",
          "farewell party", "first day at the new job", "book launch", "retirement party",
          "final exam", "court hearing", "baby shower"]
EV = ["{SP} {ev} is on {d}.", "{SP} {ev} is scheduled for {d}.", "T:{N}: {ev} on {d}.",
      "The date of {SP} {ev} is {d}.", "F:My {ev} is on {d}!", "{SP} {ev} will take place on {d}."]


def event_dates(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    ev = rng.choice(EVENTS)
    d = R.rand_date(rng, R.D(2019, 6, 1), R.D(2025, 12, 20))
    base = {"old_max": d - DAY, "new_max": d - DAY, "old_min": d - dt.timedelta(days=300)}
    sty = rng.choice(["dmy", "mdy", "wdmy", "dm", "md", "dmo"])
    kw = dict(ev=ev, d=R.fmt(d, sty), hh=rng.choice(["9:30", "10:00", "11:15", "2pm", "3:30pm", "noon"]),
              city=R.rand_city(rng).text, m="{} {}".format(R.MONTHS[d.month - 1], d.year), yr=d.year,
              mo=R.MONTHS[d.month - 1])
    r = rng.random()
    if label == "EQV":
        a, b = R.two_styles(rng, ["iso", "dmy", "mdy", "ord", "short", "wdmy"])
        t = choose(rng, s, EV)
        u = choose(rng, s, EV)
        return fill(t, s, rng, **dict(kw, d=R.fmt(d, a))), fill(u, s, rng, **dict(kw, d=R.fmt(d, b))), base
    if label in ("OSN", "NSO"):
        k = rng.randrange(4)
        if k == 0:
            g = render(rng, s, ["{SP} {ev} is in {m}.", "{SP} {ev} is planned for {m}.", "T:{N}: {ev} in {m}."], **kw)
        elif k == 1:
            g = render(rng, s, ["{SP} {ev} is in {yr}.", "{SP} {ev} will be sometime in {yr}."], **kw)
        elif k == 2:
            g = render(rng, s, EV, **kw)
        else:
            g = render(rng, s, ["{SP} {ev} is in {mo}.", "{SP} {ev} is coming up in {mo}."], **kw)
        if k == 2:
            sp = render(rng, s, ["{SP} {ev} is at {hh} on {d}.", "{SP} {ev} is on {d} in {city}.",
                                 "{SP} {ev} is on {d}, starting at {hh}."], **kw)
        else:
            sp = render(rng, s, EV + ["{SP} {ev} is at {hh} on {d}."], **dict(kw, d=R.fmt(d, rng.choice(["dmy", "mdy", "wdmy"]))))
        if not g or not sp:
            return None
        return (g, sp, base) if label == "OSN" else (sp, g, base)
    if label == "CON":
        if r < 0.2:
            w = render(rng, s, ["{SP} {ev} has been cancelled.", "{SP} {ev} is off.", "{S} cancelled {P} {ev}."], **kw)
            return render(rng, s, EV, **kw), w, base
        shift = rng.choice([-1, 1]) * rng.choice([1, 2, 3, 7, 14, 28, 35])
        d2 = d + dt.timedelta(days=shift)
        lo = min(d, d2)
        c = {"old_max": lo - DAY, "new_max": lo - DAY, "old_min": lo - dt.timedelta(days=300)}
        t = choose(rng, s, EV)
        if r < 0.6:
            u = t
        else:
            u = choose(rng, s, ["{SP} {ev} has been moved to {d}.", "{SP} {ev} was rescheduled for {d}.",
                                "{SP} {ev} is now on {d}.",
                                "{SP} {ev} was postponed to {d}." if shift > 0 else "{SP} {ev} was brought forward to {d}."])
        if sty in ("wdmy",) or rng.random() < 0.8:
            d2s = R.fmt(d2, sty)
        else:
            d2s = R.fmt(d2, rng.choice(["dmy", "mdy"]))
        return fill(t, s, rng, **kw), fill(u, s, rng, **dict(kw, d=d2s)), c
    # IND
    if r < 0.3:
        ev2 = rng.choice([e for e in EVENTS if e != ev])
        t = choose(rng, s, EV)
        return fill(t, s, rng, **kw), fill(t, s, rng, **dict(kw, ev=ev2)), base
    if r < 0.55:
        o = R.other_entity(rng, s)
        if not o:
            return None
        t = rng.choice(EV[:2] + EV[3:4])
        return fill(t, s, rng, **kw), fill(t, o, rng, **kw), base
    if r < 0.8:
        kind = rng.choice(["a dentist appointment", "a haircut booked", "a physio session", "a dinner reservation",
                           "a check-up at the GP"])
        d2 = d + dt.timedelta(days=rng.choice([-1, 1]) * rng.randint(90, 200))
        lo = min(d, d2)
        t = rng.choice(["{S} [has|have] {k} on {d}.", "T:{N}: {k} on {d}."])
        t = t if R.ok_for(t, s) else "{S} [has|have] {k} on {d}."
        return (fill(t, s, rng, k=kind, d=R.fmt(d, "dmy")), fill(t, s, rng, k=kind, d=R.fmt(d2, "dmy")),
                {"old_max": lo - DAY, "new_max": lo - DAY, "old_min": lo - dt.timedelta(days=200)})
    d2 = d + dt.timedelta(days=rng.choice([-1, 1, 2]))
    return (render(rng, s, EV, **kw),
            render(rng, s, ["{S} [is|am] taking {d2} off work.", "{SP} parents arrive on {d2}.",
                            "{S} [has|have] booked a hotel in {city} for {d2}."], d2=R.fmt(d2, "dmy"), **kw),
            {"old_max": min(d, d2) - DAY, "new_max": min(d, d2) - DAY, "old_min": d - dt.timedelta(days=300)})


# ======================================================================= repeated events
REPEATABLE = ["{S} [visited|visited] {city} in {T}.", "{S} ran a marathon in {T}.", "{S} saw {band} live in {T}.",
              "{S} had the flu in {T}.", "{S} moved house in {T}.", "{S} changed jobs in {T}.",
              "{S} went skiing in {region} in {T}.", "{S} adopted a cat in {T}.", "{S} had a dental check-up in {T}.",
              "{S} [was|was] in hospital in {T}.", "{S} took a cooking class in {T}.", "{S} ran the {city} half marathon in {T}.",
              "{S} went camping with {P} cousins in {T}.", "{S} [spent|spent] Christmas in {city} in {T}.",
              "{S} [went|went] to a wedding in {city} in {T}.", "{S} [flew|flew] to {city} in {T}."]
ONCE = ["{S} ran {P} first marathon in {T}.", "{S} first visited {city} in {T}.", "{S} passed {P} driving test in {T}.",
        "{S} bought {P} first car in {T}.", "{S} [was|was] born in {T}.", "{S} first met {P} partner {X} in {T}.",
        "{S} graduated from secondary school in {T}.", "{S} started {P} very first job in {T}.",
        "{S} moved out of {P} parents' home for the first time in {T}."]
ONCE_EQ = {0: "{SP} first marathon was in {T}.", 1: "{SP} first visit to {city} was in {T}.",
           3: "{SP} first car was bought in {T}.",
           4: "{SP} year of birth is {T}.", 5: "{S} and {X} first met in {T}.",
           7: "{SP} first ever job started in {T}."}


def repeated_events(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    regions = [r for r in R.REGIONS if r.name in ("Tyrol", "Styria", "Auvergne-Rhône-Alpes", "Colorado", "British Columbia",
                                                  "Alberta", "Hokkaido", "Piedmont", "Lombardy", "Bavaria", "Quebec")]
    kw = dict(city=R.rand_city(rng).text, band=rng.choice(V.FAVOURITES["band"]), region=rng.choice(regions).text,
              X=R.rand_name(rng)[0])
    r = rng.random()
    y1 = rng.randint(2008, 2024)
    y2 = rng.choice([y for y in range(2008, 2025) if abs(y - y1) >= 1])
    if rng.random() < 0.5 and label == "IND":
        y1, y2 = min(y1, y2), max(y1, y2)
    month = rng.random() < 0.3
    if month:
        m1, m2 = rng.randint(1, 12), rng.randint(1, 12)
        T1 = "{} {}".format(R.MONTHS[m1 - 1], y1)
        T2 = "{} {}".format(R.MONTHS[m2 - 1], y2)
        e1, e2 = R.end_of_month(y1, m1), R.end_of_month(y2, m2)
    else:
        T1, T2, e1, e2 = str(y1), str(y2), R.D(y1, 12, 31), R.D(y2, 12, 31)
    c = {"old_min": e1, "new_min": e2}
    if label == "IND":
        t = choose(rng, s, REPEATABLE)
        if month and ("Christmas" in t or "skiing" in t):
            T1, T2, c = str(y1), str(y2), {"old_min": R.D(y1, 12, 31), "new_min": R.D(y2, 12, 31)}
        return fill(t, s, rng, T=T1, **kw), fill(t, s, rng, T=T2, **kw), c
    if label == "CON":
        i = rng.randrange(len(ONCE))
        t = ONCE[i]
        if i == 4:
            y1, y2 = rng.sample(range(1955, 2005), 2)
            return fill(t, s, rng, T=y1, **kw), fill(t, s, rng, T=y2, **kw), {}
        u = ONCE_EQ[i] if (i in ONCE_EQ and rng.random() < 0.35) else t
        return fill(t, s, rng, T=T1, **kw), fill(u, s, rng, T=T2, **kw), c
    if label == "EQV":
        i = rng.choice(list(ONCE_EQ))
        T = T1 if i != 4 else str(rng.randint(1955, 2005))
        cc = {"old_min": e1, "new_min": e1} if i != 4 else {}
        if rng.random() < 0.5:
            return fill(ONCE[i], s, rng, T=T, **kw), fill(ONCE_EQ[i], s, rng, T=T, **kw), cc
        return fill(ONCE_EQ[i], s, rng, T=T, **kw), fill(ONCE[i], s, rng, T=T, **kw), cc
    # OSN / NSO: general event -> dated/located event
    cases = [("{S} [has|have] run a marathon.", "{S} ran the {city} marathon in {T}."),
             ("{S} ran a marathon in {y}.", "{S} ran the {city} marathon in {T}."),
             ("{S} [has|have] seen {band} live.", "{S} saw {band} live in {city} in {T}."),
             ("{S} [has|have] been to a wedding in {city}.", "{S} went to {P} cousin's wedding in {city} in {T}."),
             ("{S} [has|have] been skiing.", "{S} went skiing in {region} in {y}."),
             ("{S} [has|have] had surgery.", "{S} had knee surgery in {T}."),
             ("{S} [has|have] broken a bone.", "{S} broke {P} left wrist in {T}."),
             ("{S} [has|have] won a prize.", "{S} won first prize in a {city} photography contest in {T}.")]
    g, sp = rng.choice(cases)
    if "{y}" in g and not month:
        return None
    g, sp = fill(g, s, rng, T=T1, y=y1, **kw), fill(sp, s, rng, T=T1, y=y1, **kw)
    cc = {"old_min": R.D(y1, 12, 31), "new_min": R.D(y1, 12, 31)}
    return (g, sp, cc) if label == "OSN" else (sp, g, cc)
