"""Families: residence, employment, pets, relationships, family_numbers, diet_health.

Each family is a function (rng, label) -> (old, new, constraints) or None.
Constraints keys: old_min, old_max, new_min, new_max (datetime.date), close (bool: the two
timestamps must be within a few weeks, used for ages).
"""
import datetime as dt

from . import render as R
from . import vocab as V
from .render import fill, render, two, choose

DAY = dt.timedelta(days=1)


def when_past(rng, p_explicit=0.45, y0=2019, y1=2025):
    """(' in March 2023' | ' last month' | '', constraints-for-a-change)."""
    r = rng.random()
    if r < p_explicit:
        txt, start, end = R.month_year(rng, y0, y1)
        if end > R.D(2025, 10, 31):
            return "", {}
        return " in " + txt, {"old_max": start - DAY, "new_min": end}
    if r < p_explicit + 0.25:
        return " " + rng.choice(["last month", "last year", "a few weeks ago", "recently",
                                 "earlier this year", "last week"]), {}
    return "", {}


# ======================================================================= residence
HOME = ["{S} [lives|live] in {X}.", "{S} [is|am] based in {X}.", "{SP} home is in {X}.",
        "{S} [resides|reside] in {X}.", "{S} [calls|call] {X} home.", "T:{N}: lives in {X}.",
        "T:{N} — home: {X}.", "T:{N}, based in {X}.", "F:I live in {X} these days.",
        "F:Home for me is {X}.", "R:{X} is where {S} [lives|live].", "{S} [makes|make] {P} home in {X}."]
HOME_DETAIL = ["{S} [lives|live] in a small flat in {X}.", "{S} [has|have] lived in {X} since {year}.",
               "{S} [lives|live] with {P} two cats in {X}.", "{S} [rents|rent] a flat in {X} and [lives|live] there.",
               "F:I've been living in {X} since {year}.", "{S} [lives|live] in a house on the edge of {X}."]
HOME_GENERAL = ["{S} [lives|live] somewhere in {X}.", "{S} [is|am] living in {X}.", "T:{N}: based in {X}.",
                "{S} [lives|live] in {X}.", "F:I'm based in {X}."]
MOVE = ["{S} moved from {X} to {Y}{when}.", "{S} relocated to {Y}{when}.", "{S} left {X} and moved to {Y}{when}.",
        "F:I finally moved to {Y} {ago}!", "F:We packed up and left {X} for {Y}{when}.",
        "{S} [doesn't|don't] live in {X} any more; {p} moved to {Y}{when}.",
        "{S} [lives|live] in {Y} now, after years in {X}."]
NOT_HOME = ["{S} [doesn't|don't] live in {X} any more.", "{S} no longer [lives|live] in {X}.",
            "F:I moved out of {X} {ago}."]
BORN = ["{S} [was|was] born in {X}.", "{SP} place of birth is {X}.", "T:{N}: born in {X}.",
        "{S} [was|was] born and raised in {X}."]
BORN_EQ = ["{S} [was|was] born in {X}.", "{SP} place of birth is {X}.", "T:{N}: born in {X}.",
           "{SP} birthplace is {X}."]


def _ptext(p, qual=False):
    return p.qual if (qual and p.kind == "city") else p.text


def residence(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    city = R.rand_city(rng)
    ago = rng.choice(["last month", "a few weeks ago", "last spring", "this year"])
    birth = rng.random() < 0.22
    if label == "EQV":
        if birth:
            a, b = two(rng, s, BORN_EQ)
            X = _ptext(city, rng.random() < 0.3)
            return fill(a, s, rng, X=X), fill(b, s, rng, X=X), {}
        r = rng.random()
        if r < 0.25:     # city vs city qualified with its country/region
            t1, t2 = choose(rng, s, HOME), choose(rng, s, HOME)
            return fill(t1, s, rng, X=city.text), fill(t2, s, rng, X=city.qual), {}
        if r < 0.4:
            alt = R.same_entity_variant(rng, s)
            if alt:
                t = choose(rng, s, HOME)
                u = choose(rng, alt, HOME)
                return fill(t, s, rng, X=city.text), fill(u, alt, rng, X=city.text), {}
        p = rng.choice([city, city, rng.choice(R.COUNTRIES), rng.choice(R.REGIONS)])
        pr = two(rng, s, HOME)
        return pr and (fill(pr[0], s, rng, X=p.text), fill(pr[1], s, rng, X=p.text), {})
    if label in ("OSN", "NSO"):
        if birth:
            gen = rng.choice(R.parents(city))
            g = fill(rng.choice(["{S} [was|was] born in {X}.", "{S} [was|was] born somewhere in {X}.",
                                 "{SP} place of birth is in {X}."]), s, rng, X=gen.text)
            sp = fill(rng.choice(["{S} [was|was] born in {X}.", "{S} [was|was] born in {X} in {year}.",
                                  "{S} [was|was] born in a small hospital in {X}."]), s, rng,
                      X=_ptext(city, rng.random() < 0.5), year=rng.randint(1950, 2005))
            return (g, sp, {}) if label == "OSN" else (sp, g, {})
        r = rng.random()
        if r < 0.6:      # place containment
            gen = rng.choice(R.parents(city))
            g = render(rng, s, HOME_GENERAL if label == "NSO" else HOME, X=gen.text)
            sp = render(rng, s, HOME + HOME_DETAIL, X=_ptext(city, rng.random() < 0.4),
                        year=rng.randint(2005, 2018))
        else:            # added detail (date, dwelling, company) for the same place
            X = _ptext(city, rng.random() < 0.2)
            g = render(rng, s, HOME, X=X)
            sp = render(rng, s, HOME_DETAIL, X=X, year=rng.randint(2005, 2018))
        if not g or not sp:
            return None
        return (g, sp, {}) if label == "OSN" else (sp, g, {})
    if label == "CON":
        if birth:
            other = R.other_place(rng, city, kinds=("city", "city", "country"))
            X = _ptext(city, rng.random() < 0.3)
            return render(rng, s, BORN, X=X), render(rng, s, BORN, X=other.text), {}
        r = rng.random()
        other = R.near_city(rng, city) if rng.random() < 0.5 else R.other_place(rng, city)
        if other is None:
            return None
        X = city.text
        if r < 0.4:
            return render(rng, s, HOME, X=X), render(rng, s, HOME, X=other.text), {}
        if r < 0.85:
            w, c = when_past(rng)
            new = render(rng, s, MOVE, X=X, Y=other.text, when=w, ago=ago)
            return render(rng, s, HOME, X=X), new, c
        return render(rng, s, HOME, X=X), render(rng, s, NOT_HOME, X=X, ago=ago), {}
    # IND
    r = rng.random()
    old = render(rng, s, HOME, X=city.text)
    if r < 0.3:
        o = R.other_entity(rng, s)
        return o and (old, render(rng, o, HOME, X=city.text), {})
    if r < 0.55:
        new = render(rng, s, ["{S} [works|work] in {X}.", "{S} [grew|grew] up in {X}.",
                              "{S} [studied|studied] in {X}.", "{S} [was|was] born in {X}.",
                              "{SP} office is in {X}."], X=city.text)
        return old, new, {}
    if r < 0.8:
        other = R.near_city(rng, city) or R.rand_city(rng)
        my, _, end = R.month_year(rng, 2016, 2024)
        t = choose(rng, s, ["{S} [is|am] thinking about moving to {Y}.", "{S} [visited|visited] {Y} last month.",
                            "{S} [would|would] love to live in {Y} one day.", "{S} [commutes|commute] to {Y} for work.",
                            "{SP} parents live in {Y}.", "{S} [spent|spent] a weekend in {Y} in {my}."])
        c = {"new_min": end} if "{my}" in t else {}
        return old, fill(t, s, rng, Y=other.text, my=my), c
    o = R.other_entity(rng, s)
    if not o:
        return None
    other = R.near_city(rng, city) or R.rand_city(rng)
    return old, render(rng, o, HOME, X=other.text), {}


# ======================================================================= employment
WORK = ["{S} [works|work] at {E}.", "{S} [works|work] for {E}.", "{S} [is|am] employed by {E}.",
        "{S} [has|have] a job at {E}.", "T:{N}: works at {E}.", "T:{N} — employer: {E}.",
        "{SP} employer is {E}.", "3:{E} employs {S}.", "F:I work at {E}."]
WORK_DETAIL = ["{S} [has|have] worked at {E} since {year}.", "{S} [works|work] at {E}'s {city} office.",
               "{S} [works|work] part-time at {E}.", "{S} [works|work] at {E} as {J}.",
               "{S} [has|have] been at {E} for {n} years.", "F:I've been working at {E} since {year}."]
JOB = ["{S} [works|work] as {J}.", "{S} [is|am] {J}.", "T:{N}: {Jb}.", "T:{N} — job: {Jb}.",
       "{S} [earns|earn] {P} living as {J}.", "{S} [is|am] {J} by profession.", "F:I work as {J}."]
QUIT = ["{S} quit {P} job at {E}{when}.", "{S} left {E}{when}.", "{S} [is|am] no longer at {E}.",
        "{S} got laid off from {E}{when}.", "F:I quit my job at {E} {ago}!",
        "{S} stopped working for {E}{when}."]
SWITCH = ["{S} now [works|work] at {E2}.", "{S} switched from {E} to {E2}{when}.",
          "{S} left {E} and joined {E2}{when}.", "F:I just started at {E2} after leaving {E}!",
          "{S} [has|have] moved to {E2} after {n} years at {E}.", "T:{N}: now at {E2} (left {E})."]
SECTOR = {"a doctor": "healthcare", "a nurse": "healthcare", "a teacher": "education",
          "a lawyer": "law", "an engineer": "engineering", "a journalist": "journalism",
          "a chef": "hospitality", "a scientist": "research", "a designer": "design",
          "a musician": "music"}


def _job(rng):
    if rng.random() < 0.6:
        gen = rng.choice(list(V.JOBS))
        return gen, rng.choice(V.JOBS[gen])
    return None, rng.choice(V.FLAT_JOBS)


def _jcat(j):
    for g, leaves in V.JOBS.items():
        if j == g or j in leaves:
            return g
    return j


def employment(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    E, T = rng.choice(V.EMPLOYERS)
    E2, _ = rng.choice([e for e in V.EMPLOYERS if e[0] != E])
    J = rng.choice(V.JOB_AT[T])
    gen = _jcat(J) if _jcat(J) != J else None
    kw = dict(E=E, E2=E2, J=J, Jb=R.article(J), city=R.rand_city(rng).text,
              year=rng.randint(2008, 2018), n=R.num(rng.randint(2, 12)),
              ago=rng.choice(["last week", "yesterday", "a month ago"]))
    r = rng.random()
    if label == "EQV":
        if r < 0.4:
            pr = two(rng, s, WORK)
            return pr and (fill(pr[0], s, rng, **kw), fill(pr[1], s, rng, **kw), {})
        if r < 0.55:
            pr = two(rng, s, JOB)
            return pr and (fill(pr[0], s, rng, **kw), fill(pr[1], s, rng, **kw), {})
        if r < 0.7:
            a, b = rng.choice(V.JOB_SYNONYMS)
            if rng.random() < 0.5:
                a, b = b, a
            t = choose(rng, s, JOB[:2] + JOB[4:])
            return fill(t, s, rng, **dict(kw, J=a)), fill(choose(rng, s, JOB[:2] + JOB[4:]), s, rng, **dict(kw, J=b)), {}
        if r < 0.85 and not s.first:
            return (fill("{S} [works|work] as {J} at {E}.", s, rng, **kw),
                    fill(rng.choice(["{E} employs {S} as {J}.", "{S} [is|am] {J} employed by {E}."]), s, rng, **kw), {})
        d = R.rand_date(rng, R.D(2012, 1, 1), R.D(2024, 6, 1))
        st1, st2 = R.two_styles(rng)
        a = fill("{S} joined {E} on {d}.", s, rng, **dict(kw, d=R.fmt(d, st1)))
        b = fill(rng.choice(["{S} started working at {E} on {d}.", "On {d}, {S} joined {E}.",
                             "{SP} first day at {E} was {d}."]), s, rng, **dict(kw, d=R.fmt(d, st2)))
        return a, b, {"old_min": d, "new_min": d}
    if label in ("OSN", "NSO"):
        if r < 0.25:     # type of employer -> named employer
            g = render(rng, s, ["{S} [works|work] at {T}.", "{S} [works|work] for {T}.", "T:{N}: works at {T}."], T=T)
            sp = render(rng, s, WORK + WORK_DETAIL, **kw)
        elif r < 0.5 and gen:   # job category -> specific job
            g = render(rng, s, JOB[:3] + JOB[4:] if label == "OSN" else
                       JOB[:3] + ["{S} [works|work] in {sec}.", "{S} [has|have] a job in {sec}."], **dict(kw, J=gen, Jb=R.article(gen), sec=SECTOR[gen]))
            sp = render(rng, s, JOB + ["{S} [works|work] as {J} at {E}."], **kw)
        elif r < 0.75:   # employer -> employer plus detail
            g = render(rng, s, WORK, **kw)
            sp = render(rng, s, WORK_DETAIL, **kw)
        else:
            if label == "NSO" and rng.random() < 0.5:
                g = render(rng, s, ["{S} [has|have] a job.", "{S} [is|am] employed.", "T:{N}: employed."], **kw)
                sp = render(rng, s, WORK + WORK_DETAIL, **kw)
            else:
                g = render(rng, s, JOB, **kw)
                sp = fill(rng.choice(["{S} [works|work] as {J} at {E}.", "{S} [has|have] worked as {J} since {year}.",
                                      "{S} [works|work] as {J} in {city}."]), s, rng, **kw)
        if not g or not sp:
            return None
        return (g, sp, {}) if label == "OSN" else (sp, g, {})
    if label == "CON":
        if r < 0.25:
            return render(rng, s, WORK, **kw), render(rng, s, WORK, **dict(kw, E=E2)), {}
        if r < 0.45:
            w, c = when_past(rng)
            return render(rng, s, WORK + WORK_DETAIL[:3], **kw), render(rng, s, QUIT, **dict(kw, when=w)), c
        if r < 0.65:
            w, c = when_past(rng)
            return render(rng, s, WORK, **kw), render(rng, s, SWITCH, **dict(kw, when=w)), c
        if r < 0.88:
            for _ in range(20):
                _, J2 = _job(rng)
                if _jcat(J2) != _jcat(J):
                    break
            else:
                return None
            if rng.random() < 0.6:
                return render(rng, s, JOB, **kw), render(rng, s, JOB, **dict(kw, J=J2, Jb=R.article(J2))), {}
            new = render(rng, s, ["{S} retrained and now [works|work] as {J}.", "{S} [is|am] {J} now.",
                                  "{S} [gave|gave] up being {Jo} and now [works|work] as {J}.",
                                  "F:I've switched careers: I'm {J} now."], J=J2, Jo=J)
            return render(rng, s, JOB, **kw), new, {}
        old = render(rng, s, WORK + JOB, **kw)
        new = render(rng, s, ["{S} [is|am] unemployed.", "{S} [is|am] out of work.", "{S} [has|have] retired.",
                              "{S} [doesn't|don't] have a job at the moment.", "T:{N}: currently unemployed."])
        return old, new, {}
    # IND
    if r < 0.3:
        o = R.other_entity(rng, s)
        if not o:
            return None
        tp = WORK if rng.random() < 0.6 else JOB
        t = choose(rng, s, tp)
        u = t if ok_both(t, o) else choose(rng, o, tp)
        return fill(t, s, rng, **kw), fill(u, o, rng, **kw), {}
    old = render(rng, s, WORK + JOB[:2], **kw)
    opts = ["{S} [applied|applied] for a job at {E2}.", "{S} did an internship at {E2} in {y0}.",
            "{S} [works|work] in {city}.", "{S} [has|have] a meeting at {E2} next week.",
            "{SP} {rel} [works|works] at {E}.", "{S} [is|am] friends with someone who works at {E2}.",
            "{S} [used|used] to volunteer at {E2} on weekends."]
    if T == "a bank":
        opts.append("{S} [banks|bank] with {E}.")
    new = render(rng, s, opts, rel=rng.choice(["brother", "sister", "cousin", "husband", "wife"]),
                 y0=rng.randint(2008, 2017), **kw)
    return old, new, {}


def ok_both(t, o):
    return R.ok_for(t, o)


# ======================================================================= pets
def _pet(rng):
    """(general, species-level, specific) noun phrases; general is 'a pet'."""
    if rng.random() < 0.12:
        leaf = rng.choice(V.SMALL_PETS)
        return "a pet", None, leaf
    sp = rng.choice(list(V.PET_TREE))
    return "a pet", sp, rng.choice(V.PET_TREE[sp])


HAS = ["{S} [has|have] {A}.", "{S} [owns|own] {A}.", "T:{N}: has {A}.", "F:I've got {A}."]


def pets(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    gen, sp, leaf = _pet(rng)
    PN = rng.choice(V.PET_NAMES)
    noun = V.PET_NOUN.get(sp, R.article(leaf))
    kw = dict(PN=PN, noun=noun, leaf=leaf, sp=sp, n=R.num(rng.randint(2, 9)))
    r = rng.random()
    if label in ("OSN", "NSO"):
        choices = []
        A = sp or leaf
        choices.append((render(rng, s, HAS + ["{S} [has|have] a pet."], A="a pet") if True else None,
                        render(rng, s, HAS, A=rng.choice([A, leaf]))))
        if sp:
            choices.append((render(rng, s, HAS, A=sp), render(rng, s, HAS + ["{S} [has|have] {A} named {PN}."], A=leaf, PN=PN)))
        B = rng.choice([A, leaf])
        choices.append((render(rng, s, HAS, A=B),
                        render(rng, s, ["{S} [has|have] {A} named {PN}.", "{S} [has|have] {A} called {PN}.",
                                        "{S} [has|have] a {n}-year-old {Ab}."], A=B, Ab=R.article(B), PN=PN,
                               n=rng.randint(1, {"a dog": 12, "a cat": 14, "a rabbit": 7, "a pet bird": 8,
                                                 "a pet reptile": 12}.get(sp, 3)))))
        txt, start, end = R.month_year(rng, 2012, 2024)
        choices.append((render(rng, s, ["{S} adopted {A}.", "{S} [has|have] adopted {A}."], A=B),
                        render(rng, s, ["{S} adopted {A} in {my}.", "{S} adopted {A} from a shelter in {city}.",
                                        "{S} adopted {A} named {PN} in {my}."], A=B, my=txt, PN=PN,
                               city=R.rand_city(rng).text)))
        i = rng.randrange(len(choices))
        g, spc = choices[i]
        c = {"new_min": end, "old_min": end} if i == 3 and txt in spc else {}
        if label == "NSO":
            own_g = None
            if rng.random() < 0.5:
                own_g = render(rng, s, ["{S} [is|am] a {noun} owner.", "{S} [has|have] a pet.",
                                        "T:{N}: pet owner.", "{S} [has|have] a {noun}."],
                               noun=V.PET_NOUN.get(sp, R.article(leaf)))
                opts = ["{S} [has|have] {L} named {PN}.", "{PN} is {SP} {Lb}.",
                        "{S} [has|have] had {L} called {PN} since {y}."]
                if sp == "a dog":
                    opts.append("{S} [takes|take] {P} {Lb} {PN} to the park every morning.")
                old_sp = render(rng, s, opts,
                                L=leaf, Lb=R.article(leaf), PN=PN, y=rng.randint(2010, 2018))
                return old_sp, own_g, {}
            return spc, g, c
        return g, spc, c
    if label == "EQV":
        if r < 0.35:
            A = rng.choice([sp or leaf, leaf])
            pr = two(rng, s, HAS)
            return pr and (fill(pr[0], s, rng, A=A), fill(pr[1], s, rng, A=A), {})
        if r < 0.6:
            A = rng.choice([sp or leaf, leaf])
            t1 = rng.choice(["{S} [has|have] {A} named {PN}.", "{S} [has|have] {A} called {PN}."])
            t2 = rng.choice(["{PN} is {SP} {Ab}.", "{SP} {Ab} is called {PN}.", "{SP} {Ab}'s name is {PN}."])
            return fill(t1, s, rng, A=A, PN=PN), fill(t2, s, rng, A=A, Ab=R.article(A), PN=PN), {}
        if r < 0.75 and sp:
            return (render(rng, s, ["{S} [has|have] {A}.", "{S} [owns|own] {A}."], A=sp),
                    fill("{S} [is|am] a {noun} owner.", s, rng, noun=V.PET_NOUN[sp]), {})
        d = R.rand_date(rng, R.D(2015, 1, 1), R.D(2024, 12, 1))
        st1, st2 = R.two_styles(rng)
        A = rng.choice([sp or leaf, leaf])
        a = fill("{S} adopted {A} on {d}.", s, rng, A=A, d=R.fmt(d, st1))
        b = fill(rng.choice(["On {d}, {S} adopted {A}.", "{S} adopted {A} on {d}."]), s, rng, A=A, d=R.fmt(d, st2))
        return a, b, {"old_min": d, "new_min": d}
    if label == "CON":
        if r < 0.3:
            old = render(rng, s, ["{S} [has|have] no pets.", "{S} [doesn't|don't] have any pets.", "T:{N}: no pets."])
            new = render(rng, s, HAS + ["{S} [has|have] {A} named {PN}."], A=rng.choice([sp or leaf, leaf]), PN=PN)
            return (old, new, {}) if rng.random() < 0.7 else (new, old, {})
        if r < 0.55 and sp:
            b2 = rng.choice([x for x in V.PET_TREE[sp] if x != leaf])
            t = rng.choice(["{SP} {noun} {PN} is {L}.", "{PN}, {SP} {noun}, is {L}."])
            return fill(t, s, rng, L=leaf, **kw), fill(rng.choice(["{SP} {noun} {PN} is {L}.", "{PN}, {SP} {noun}, is {L}."]), s, rng, **dict(kw, L=b2)), {}
        if r < 0.7 and sp in ("a dog", "a cat"):
            a, b = rng.sample(range(1, 16), 2)
            if abs(a - b) < 2:
                return None
            t = "{SP} {noun} {PN} is {k} years old."
            return fill(t, s, rng, k=a, **kw), fill(rng.choice([t, "{PN}, {SP} {noun}, is {k}."]), s, rng, k=b, **kw), {"close": True}
        if r < 0.88:
            w, c = when_past(rng)
            old = render(rng, s, ["{S} [has|have] {A} named {PN}.", "{S} [has|have] {A} called {PN}."], A=sp or leaf, PN=PN)
            new = render(rng, s, ["{S} rehomed {P} {noun} {PN}{when}.", "{SP} {noun} {PN} passed away{when}.",
                                  "{S} gave {PN} to a family friend{when} and no longer [has|have] a {noun}."], when=w, **kw)
            return old, new, c
        old = render(rng, s, ["{S} [has|have] never owned a {noun}.", "{S} [has|have] never had a {noun}."], noun=noun)
        return old, render(rng, s, HAS, A=leaf), {}
    # IND
    if r < 0.35:
        sps = [x for x in V.PET_TREE if x != sp]
        sp2 = rng.choice(sps)
        A2 = rng.choice([sp2, rng.choice(V.PET_TREE[sp2])])
        A1 = sp or leaf
        t = choose(rng, s, HAS + ["{S} [has|have] {A} named {PN}."])
        PN2 = rng.choice([x for x in V.PET_NAMES if x != PN])
        return fill(t, s, rng, A=A1, PN=PN), fill(t, s, rng, A=A2, PN=PN2), {}
    if r < 0.6:
        o = R.other_entity(rng, s)
        if not o:
            return None
        t = rng.choice(["{S} [has|have] {A}.", "{S} [has|have] {A} named {PN}."])
        return fill(t, s, rng, A=leaf, PN=PN), fill(t, o, rng, A=leaf, PN=PN), {}
    if r < 0.8 and sp in ("a dog", "a cat", "a rabbit"):
        likes = ["carrots", "tennis balls", "long walks", "sleeping in the sun", "cheese", "car rides",
                 "belly rubs", "the beach", "cardboard boxes", "apples"]
        a, b = rng.sample(likes, 2)
        t = "{SP} {noun} {PN} loves {x}."
        return fill(t, s, rng, x=a, **kw), fill(t, s, rng, x=b, **kw), {}
    old = render(rng, s, HAS, A=sp or leaf)
    new = render(rng, s, ["{S} [is|am] looking after {P} neighbour's {noun} this week.",
                          "{S} [volunteers|volunteer] at an animal shelter.",
                          "{S} [is|am] allergic to horses.", "{S} [bought|bought] a new bed for {P} {noun}.",
                          "{S} [walks|walk] dogs for a local charity."], noun=noun)
    return old, new, {}
