"""Families: relationships, family_numbers, diet_health, favourites, multi_valued, languages."""
from . import render as R
from . import vocab as V
from .families_a import when_past
from .render import fill, render, two, choose

TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]


def words(n):
    if n < 10:
        return R.NUMWORDS[n]
    if n < 20:
        return TEENS[n - 10]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + R.NUMWORDS[u] if u else "")


# ======================================================================= relationships
def _partner(rng):
    nm, g = R.rand_name(rng)
    return nm, g, {"f": "wife", "m": "husband"}[g], {"f": "girlfriend", "m": "boyfriend"}[g], \
        {"f": "fiancée", "m": "fiancé"}[g]


MARRIED_TO = ["{S} [is|am] married to {X}.", "{X} is {SP} {spouse}.", "3:{S} and {X} are married.",
              "F:{X} and I are married.", "T:{N}: married to {X}.", "{SP} {spouse} is {X}."]
MARRIED = ["{S} [is|am] married.", "T:{N}: married.", "{S} [has|have] a spouse."]
SINGLE = ["{S} [is|am] single.", "T:{N}: single.", "{S} [isn't|am not] in a relationship.",
          "{S} [isn't|am not] seeing anyone.", "F:I'm single at the moment."]
DATING = ["{S} [is|am] dating {X}.", "{S} [is|am] seeing {X}.", "{X} is {SP} {bf}.",
          "T:{N}: dating {X}."]
RELSHIP = ["{S} [is|am] in a relationship.", "T:{N}: in a relationship.", "{S} [has|have] a partner."]
ENGAGED_TO = ["{S} [is|am] engaged to {X}.", "3:{S} and {X} are engaged.", "{X} is {SP} {fi}.",
              "F:{X} and I are engaged!"]
ENGAGED = ["{S} [is|am] engaged.", "T:{N}: engaged.", "{S} [is|am] engaged to be married."]


def relationships(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    if getattr(s, "word", None) in ("wife", "husband"):
        return None
    X, g, spouse, bf, fi = _partner(rng)
    X2 = R.rand_name(rng, g)[0]
    if X2 == X or X in s.S or X2 in s.S:
        return None
    kw = dict(X=X, spouse=spouse, bf=bf, fi=fi, year=rng.randint(1995, 2018))
    r = rng.random()
    if label == "EQV":
        pool = rng.choice([MARRIED_TO, MARRIED_TO, SINGLE, DATING, ENGAGED_TO, ENGAGED])
        if r < 0.2:
            d = R.rand_date(rng, R.D(2005, 1, 1), R.D(2024, 9, 1))
            a, b = R.two_styles(rng)
            o = fill("{S} married {X} on {d}.", s, rng, d=R.fmt(d, a), **kw)
            n = render(rng, s, ["{S} and {X} got married on {d}.", "3:{S} and {X} wed on {d}.",
                                "{SP} wedding to {X} took place on {d}.", "F:{X} and I got married on {d}."],
                       d=R.fmt(d, b), **kw)
            return o, n, {"old_min": d, "new_min": d}
        pr = two(rng, s, pool)
        return pr and (fill(pr[0], s, rng, **kw), fill(pr[1], s, rng, **kw), {})
    if label in ("OSN", "NSO"):
        txt, start, end = R.month_year(rng, 2000, 2024)
        opts = [(MARRIED, MARRIED_TO), (RELSHIP, DATING), (ENGAGED, ENGAGED_TO),
                (MARRIED_TO, ["{S} [has|have] been married to {X} since {year}.",
                              "{S} [has|have] been happily married to {X} for years."]),
                (MARRIED, ["{S} [has|have] been married since {year}."]),
                (["{S} married {X}.", "{S} got married to {X}."],
                 ["{S} married {X} in {my}.", "{S} married {X} in {city}.", "{S} married {X} in {city} in {my}."])]
        if label == "NSO":
            opts += [(["{S} [isn't|am not] single.", "{S} [has|have] a partner."],
                      MARRIED_TO + DATING + ENGAGED_TO),
                     (ENGAGED_TO, ["{S} proposed to {X} last month and {X} said yes.",
                                   "F:{X} proposed to me last month and I said yes!"])]
        i = rng.randrange(len(opts))
        gpool, spool = opts[i]
        kw.update(my=txt, city=R.rand_city(rng).text)
        g, sp = render(rng, s, gpool, **kw), render(rng, s, spool, **kw)
        if not g or not sp:
            return None
        c = {}
        if txt in sp:
            c = {"new_min": end, "old_min": end}
        if i == 7:       # proposal (old) -> engaged (new): NSO with old specific
            return sp, g, {}
        return (g, sp, c) if label == "OSN" else (sp, g, c)
    if label == "CON":
        w, c = when_past(rng, y0=2019)
        cases = [
            (SINGLE, MARRIED_TO + DATING + ENGAGED_TO, {}),
            (MARRIED_TO, [t.replace("{X}", "{X2}") for t in MARRIED_TO], {}),
            (DATING, ["{S} broke up with {X}{when}.", "{S} and {X} split up{when}.",
                      "F:{X} and I broke up {ago}."], c),
            (MARRIED_TO, ["{S} divorced {X}{when}.", "{S} and {X} got divorced{when}.",
                          "{S} [is|am] divorced from {X}."], c),
            (ENGAGED_TO, ["{S} married {X} {ago}.", "{S} and {X} got married {ago}.",
                          "{S} and {X} called off their engagement{when}.", "3:{S} [is|am] no longer engaged to {X}."], c),
            (MARRIED, SINGLE, {}),
            (DATING, ["{S} [is|am] dating {X2} now.", "{X2} is {SP} {bf} now."], {}),
        ]
        o, n, c2 = rng.choice(cases)
        kw.update(X2=X2, when=w, ago=rng.choice(["last month", "a few weeks ago", "last spring"]))
        a, b = render(rng, s, o, **kw), render(rng, s, n, **kw)
        if not a or not b:
            return None
        if o is SINGLE and rng.random() < 0.4:
            a, b = b, a
        return a, b, c2
    # IND
    if r < 0.35:
        o = R.other_entity(rng, s)
        if not o or getattr(o, "word", None) in ("wife", "husband") or X in o.S or X2 in o.S:
            return None
        t = choose(rng, s, MARRIED_TO[:3] + DATING[:2] + ENGAGED_TO[:1])
        if not R.ok_for(t, o):
            return None
        return fill(t, s, rng, **kw), fill(t, o, rng, **dict(kw, X=X2)), {}
    old = render(rng, s, MARRIED_TO + DATING + ENGAGED_TO, **kw)
    new = render(rng, s, ["{S} met {X} at university.", "{S} first met {X} in {city}.",
                          "{X} works as {job}.", "{X} is from {city}.", "{S} and {X} are planning a trip to {city}.",
                          "{SP} {rel} is married to {X2}.", "{S} and {X} adopted a cat last year.",
                          "{X} [has|has] two brothers."],
                 city=R.rand_city(rng).text, job=rng.choice(V.FLAT_JOBS), X2=X2,
                 rel=rng.choice(["sister", "brother", "cousin"]), **kw)
    return old, new, {}


# ======================================================================= family numbers, ages, birthdays
def _kids_phrase(n, unit="children"):
    return "{} {}".format(R.num(n), unit)


KIDS = ["{S} [has|have] {k}.", "T:{N}: {k}.", "{S} [is|am] a {par} of {nw}.", "F:I've got {k}."]


def family_numbers(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    kind = rng.choice(["kids", "kids", "siblings", "age", "age", "birth", "birth", "birth"])
    gword = {"f": "mother", "m": "father"}.get(s.g, "parent")
    n = rng.randint(2, 5)
    m = rng.choice([x for x in range(2, 6) if x != n])
    unit = rng.choice(["children", "kids"])
    kw = dict(k=_kids_phrase(n, unit), par=gword, nw=R.num(n), name=R.rand_name(rng)[0])
    r = rng.random()
    if kind == "kids":
        if label == "EQV":
            a = render(rng, s, KIDS, **kw)
            opts = ["{S} [has|have] {nd} children.", "{S} [is|am] a {par} of {nw}.", "{S} [has|have] {nw} kids."]
            b = render(rng, s, opts, nd=n, **kw)
            if rng.random() < 0.3:
                a = render(rng, s, ["{S} [has|have] no children.", "T:{N}: no kids."])
                b = render(rng, s, ["{S} [doesn't|don't] have any kids.", "{S} [is|am] childless."])
            return a, b, {}
        if label in ("OSN", "NSO"):
            sub = rng.choice(["count", "son", "daughters"])
            if sub == "count":
                g = render(rng, s, ["{S} [has|have] children.", "{S} [has|have] kids.", "{S} [is|am] a parent."])
                sp = render(rng, s, KIDS + ["{S} [has|have] {k}, {allp} at primary school."], allp="both" if n == 2 else "all", **kw)
            elif sub == "son":
                which = rng.choice(["son", "daughter"])
                kw["name"] = R.rand_name(rng, "m" if which == "son" else "f")[0]
                g = render(rng, s, ["{S} [has|have] a {w}.", "T:{N}: has a {w}."], w=which)
                sp = render(rng, s, ["{S} [has|have] a {w} named {name}.", "{S} [has|have] a {w} who was born in {y}.",
                                     "{S} [has|have] a {w} called {name} who is at university."],
                            w=which, y=rng.randint(1990, 2018), **kw)
            else:
                g = render(rng, s, ["{S} [has|have] kids.", "{S} [has|have] children.", "{S} [is|am] a parent."])
                sp = render(rng, s, ["{S} [has|have] {nw} daughters.", "{S} [has|have] {nw} sons.",
                                     "{S} [has|have] twin boys.", "{S} [has|have] a son and a daughter."], **kw)
            return (g, sp, {}) if label == "OSN" else (sp, g, {})
        if label == "CON":
            if r < 0.5:
                a = render(rng, s, KIDS, **kw)
                b = render(rng, s, KIDS, **dict(kw, k=_kids_phrase(m, unit), nw=R.num(m)))
                return a, b, {}
            if r < 0.75:
                a = render(rng, s, ["{S} [has|have] no children.", "{S} [doesn't|don't] have kids.", "T:{N}: no kids."])
                b = render(rng, s, KIDS + ["{S} [has|have] a {w}.", "{S} [is|am] a {par} of {nw}."],
                           w=rng.choice(["son", "daughter"]), **kw)
                return (a, b, {}) if rng.random() < 0.6 else (b, a, {})
            if n > 4:
                return None
            a = render(rng, s, KIDS, **kw)
            b = render(rng, s, ["{S} just had {P} {ord} child.", "{S} welcomed {P} {ord} baby last month.",
                                "F:Baby number {n1} arrived last week!"],
                       ord=["", "", "", "third", "fourth", "fifth"][n + 1], n1=R.num(n + 1))
            return a, b, {}
        o = R.other_entity(rng, s)
        if r < 0.5 and o:
            t = choose(rng, s, KIDS[:1] + KIDS[3:])
            return fill(t, s, rng, **kw), render(rng, o, [t] if R.ok_for(t, o) else KIDS[:1], **kw), {}
        a = render(rng, s, KIDS, **kw)
        b = render(rng, s, ["{S} [has|have] {nw} cats.", "{S} [has|have] {nw} grandchildren.",
                            "{S} [has|have] {nw} nieces.", "{S} [has|have] {nw} nephews.",
                            "{S} [has|have] {nw} siblings."], **kw)
        return a, b, {}
    if kind == "siblings":
        if label == "EQV":
            t = rng.choice([("{S} [is|am] an only child.", "{S} [has|have] no brothers or sisters."),
                            ("{S} [has|have] {nw} siblings.", "{S} [has|have] {nw} brothers and sisters."),
                            ("{S} [is|am] an only child.", "{S} [doesn't|don't] have any siblings.")])
            return fill(t[0], s, rng, **kw), fill(t[1], s, rng, **kw), {}
        if label in ("OSN", "NSO"):
            g = fill(rng.choice(["{S} [has|have] siblings.", "{S} [isn't|am not] an only child."]), s, rng)
            sp = fill(rng.choice(["{S} [has|have] {nw} older sisters.", "{S} [has|have] a twin brother.",
                                  "{S} [has|have] a younger brother called {bname}.", "{S} [has|have] {nw} siblings."]),
                      s, rng, bname=R.rand_name(rng, "m")[0], **kw)
            return (g, sp, {}) if label == "OSN" else (sp, g, {})
        if label == "CON":
            if r < 0.5:
                return (fill("{S} [is|am] an only child.", s, rng),
                        fill(rng.choice(["{S} [has|have] a brother.", "{S} [has|have] an older sister.",
                                         "{S} [has|have] {nw} siblings."]), s, rng, **kw), {})
            return (fill("{S} [has|have] {nw} siblings.", s, rng, **kw),
                    fill(rng.choice(["{S} [has|have] {mw} siblings.", "{S} [has|have] {mw} brothers and sisters."]),
                         s, rng, mw=R.num(m)), {})
        o = R.other_entity(rng, s)
        if not o:
            return None
        t = rng.choice(["{S} [has|have] {nw} siblings.", "{S} [is|am] an only child.", "{S} [has|have] a twin sister."])
        return fill(t, s, rng, **kw), fill(t, o, rng, **kw), {}
    if kind == "age":
        age = rng.randint(*R.age_range(s))
        AGE = ["{S} [is|am] {a}.", "{S} [is|am] {a} years old.", "T:{N}: age {a}.", "T:{N}, {a}.",
               "{S} [is|am] {aw} years old.", "F:I'm {a}."]
        dec = words(age - age % 10)
        decs = {"twenty": "twenties", "thirty": "thirties", "forty": "forties", "fifty": "fifties",
                "sixty": "sixties", "seventy": "seventies", "eighty": "eighties", "ninety": "nineties"}[dec]
        kw = dict(a=age, aw=words(age), decs=decs, a1=age + 1, lo=age - age % 10)
        c = {"close": True}
        if label == "EQV":
            a = render(rng, s, AGE[:4], **kw)
            b = render(rng, s, ["{S} [is|am] {aw}.", "{S} [is|am] {aw} years old.", "{S} [is|am] {a} years of age.",
                                "{SP} age is {a}."], **kw)
            return a, b, c
        if label in ("OSN", "NSO"):
            if rng.random() < 0.3:
                g = render(rng, s, AGE, **kw)
                sp = render(rng, s, ["{S} [turns|turn] {a1} next month.", "{S} will be {a1} in a few weeks."], **kw)
            else:
                g = render(rng, s, ["{S} [is|am] in {P} {decs}.", "T:{N}: {decs}."] +
                           (["{S} [is|am] over {lo}."] if age % 10 else []), **kw)
                sp = render(rng, s, AGE, **kw)
            return (g, sp, c) if label == "OSN" else (sp, g, c)
        if label == "CON":
            b_age = age + rng.choice([-1, 1]) * rng.randint(2, 12)
            lo_age, hi_age = R.age_range(s)
            if not lo_age <= b_age <= hi_age:
                return None
            if r < 0.3:
                b = render(rng, s, ["{S} [is|am] in {P} {decs}."],
                           decs={2: "twenties", 3: "thirties", 4: "forties", 5: "fifties", 6: "sixties",
                                 7: "seventies", 8: "eighties", 9: "nineties"}[b_age // 10])
                if b_age // 10 == age // 10:
                    return None
            else:
                b = render(rng, s, AGE, **dict(kw, a=b_age, aw=words(b_age)))
            return render(rng, s, AGE, **kw), b, c
        o = R.other_entity(rng, s)
        if not o or not R.age_range(o)[0] <= age <= R.age_range(o)[1]:
            return None
        t = rng.choice(AGE[:2])
        return fill(t, s, rng, **kw), fill(t, o, rng, **kw), c
    # birth
    lo_age, hi_age = R.age_range(s)
    bd = R.rand_date(rng, R.D(2024 - hi_age, 1, 1), R.D(2019 - lo_age, 12, 28))
    st1, st2 = R.two_styles(rng, ["iso", "dmy", "mdy", "ord", "short"])
    kw = dict(y=bd.year, d1=R.fmt(bd, st1), d2=R.fmt(bd, st2), dm=R.fmt(bd, rng.choice(["dm", "md", "dmo"])),
              mon=R.MONTHS[bd.month - 1], decade="{}s".format(bd.year - bd.year % 10))
    BY = ["{S} [was|was] born in {y}.", "{SP} birth year is {y}.", "T:{N}: born {y}."]
    BD = ["{S} [was|was] born on {d1}.", "T:{N}: born {d1}.", "T:{N}, DOB {d1}.", "{SP} date of birth is {d1}."]
    BDAY = ["{SP} birthday is on {dm}.", "{SP} birthday is {dm}.", "{S} [celebrates|celebrate] {P} birthday on {dm}.",
            "T:{N}: birthday {dm}."]
    if label == "EQV":
        pool = rng.choice([BY, BD, BDAY])
        if pool is BD:
            return render(rng, s, BD, **kw), render(rng, s, BD, **dict(kw, d1=kw["d2"])), {}
        if pool is BDAY and rng.random() < 0.5:
            return render(rng, s, BDAY, **kw), render(rng, s, ["{S} [was|was] born on {dm}."],
                                                    dm=R.fmt(bd, rng.choice(["dm", "md", "dmo"]))), {}
        pr = two(rng, s, pool)
        return pr and (fill(pr[0], s, rng, **kw), fill(pr[1], s, rng, **kw), {})
    if label in ("OSN", "NSO"):
        opts = [(BY, BD), (["{SP} birthday is in {mon}.", "{S} [was|was] born in {mon}."], BDAY + BD),
                (BDAY, BD), (["{S} [was|was] born in the {decade}."], BY + BD),
                (["{S} [was|was] born in {mon} {y}."], BD)]
        gp, spp = rng.choice(opts)
        g, sp = render(rng, s, gp, **kw), render(rng, s, spp, **kw)
        return (g, sp, {}) if label == "OSN" else (sp, g, {})
    if label == "CON":
        bd2 = R.rand_date(rng, R.D(2024 - hi_age, 1, 1), R.D(2019 - lo_age, 12, 28))
        if r < 0.35:
            if bd2.year == bd.year:
                return None
            return render(rng, s, BY + BD, **kw), render(rng, s, BY, y=bd2.year), {}
        if r < 0.7:
            # same month, different day: one-word difference
            day2 = rng.choice([d for d in range(1, 29) if d != bd.day])
            bd2 = bd.replace(day=day2)
        if (bd2.month, bd2.day) == (bd.month, bd.day):
            return None
        sty = rng.choice(["dm", "md", "dmo"])
        return (render(rng, s, BDAY, **dict(kw, dm=R.fmt(bd, sty))),
                render(rng, s, BDAY + ["{S} [was|was] born on {d1}."], **dict(kw, dm=R.fmt(bd2, sty),
                                                                          d1=R.fmt(bd2.replace(year=bd.year), "dmy"))), {})
    o = R.other_entity(rng, s)
    if r < 0.6 and o:
        t = choose(rng, s, BDAY[:3] + BY[:1])
        if not R.ok_for(t, o):
            return None
        return fill(t, s, rng, **kw), fill(t, o, rng, **kw), {}
    return (render(rng, s, BDAY, **kw),
            render(rng, s, ["{SP} wedding anniversary is on {dm}.", "{SP} name day is on {dm}.",
                            "{S} [started|started] {P} current job on {dm} a few years ago.",
                            "{SP} {rel}'s birthday is on {dm}."], rel=rng.choice(["son", "daughter", "sister"]), **kw), {})


# ======================================================================= diet and health
DIET = {
    "vegetarian": ["{S} [is|am] vegetarian.", "{S} [is|am] a vegetarian.", "T:{N}: vegetarian.",
                   "{S} [doesn't|don't] eat meat or fish.", "{S} [follows|follow] a vegetarian diet.",
                   "F:I'm veggie."],
    "vegan": ["{S} [is|am] vegan.", "T:{N}: vegan.", "{S} [eats|eat] no animal products.",
              "{S} [follows|follow] a vegan diet.", "{S} [doesn't|don't] eat any animal products."],
    "pescatarian": ["{S} [is|am] pescatarian.", "{S} [eats|eat] fish but no meat.", "T:{N}: pescatarian.",
                    "{S} [is|am] a pescatarian."],
    "teetotal": ["{S} [doesn't|don't] drink alcohol.", "{S} [is|am] teetotal.", "{S} never [drinks|drink] alcohol.",
                 "T:{N}: doesn't drink alcohol.", "{S} [avoids|avoid] alcohol completely."],
    "lactose": ["{S} [is|am] lactose intolerant.", "{S} [has|have] lactose intolerance.", "T:{N}: lactose intolerant."],
    "coeliac": ["{S} [has|have] coeliac disease.", "{S} [has|have] celiac disease.", "{S} [is|am] coeliac.",
                "T:{N}: coeliac."],
    "smoker": ["{S} [smokes|smoke].", "{S} [is|am] a smoker.", "T:{N}: smoker."],
    "nonsmoker": ["{S} [doesn't|don't] smoke.", "{S} [is|am] a non-smoker.", "T:{N}: non-smoker."],
}
ALLERGENS = [("peanuts", "a peanut allergy", True), ("shellfish", "a shellfish allergy", True),
             ("penicillin", "a penicillin allergy", False), ("cats", "a cat allergy", False),
             ("latex", "a latex allergy", False), ("sesame", "a sesame allergy", True),
             ("eggs", "an egg allergy", True), ("bee stings", "a bee sting allergy", False),
             ("dust mites", "a dust mite allergy", False), ("tree nuts", "a tree nut allergy", True),
             ("dogs", "a dog allergy", False), ("kiwi fruit", "a kiwi allergy", True),
             ("ibuprofen", "an ibuprofen allergy", False), ("mustard", "a mustard allergy", True)]
ALLERGIC = ["{S} [is|am] allergic to {x}.", "{S} [has|have] {xa}.", "T:{N}: allergic to {x}.",
            "F:I'm allergic to {x}."]


def diet_health(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    al = rng.choice(ALLERGENS)
    al2 = rng.choice([a for a in ALLERGENS if a != al])
    kw = dict(x=al[0], xa=al[1], y=rng.randint(2005, 2018))
    r = rng.random()
    if label == "EQV":
        if r < 0.25:
            pr = two(rng, s, ALLERGIC)
            return pr and (fill(pr[0], s, rng, **kw), fill(pr[1], s, rng, **kw), {})
        key = rng.choice(list(DIET))
        pr = two(rng, s, DIET[key])
        return pr and (fill(pr[0], s, rng, **kw), fill(pr[1], s, rng, **kw), {})
    if label in ("OSN", "NSO"):
        cases = [
            (DIET["vegetarian"], DIET["vegan"][:4]),
            (["{S} [doesn't|don't] eat pork.", "{S} [doesn't|don't] eat red meat."], DIET["vegetarian"][:5]),
            (["{S} [avoids|avoid] dairy.", "{S} [doesn't|don't] eat eggs."], DIET["vegan"][:4]),
            (DIET["vegetarian"][:3], ["{S} [has|have] been vegetarian since {y}.",
                                      "{S} [has|have] been a vegetarian for over ten years."]),
            (DIET["vegan"][:2], ["{S} [has|have] been vegan since {y}."]),
            (DIET["nonsmoker"], ["{S} [has|have] never smoked.", "{S} [has|have] never smoked a cigarette in {P} life."]),
            (DIET["teetotal"][:3], ["{S} [has|have] never drunk alcohol in {P} life.",
                                    "{S} [has|have] been teetotal since {y}."]),
            (ALLERGIC, ["{S} [is|am] severely allergic to {x}.", "{S} [has|have] been allergic to {x} since childhood."] +
             (["{S} [carries|carry] an EpiPen because of {P} {xs} allergy."] if al[2] or al[0] == "bee stings" else [])),
            (["{S} [has|have] an allergy.", "T:{N}: has an allergy."], ALLERGIC),
            (DIET["lactose"][:2], ["{S} [has|have] been lactose intolerant since {P} twenties."]),
        ]
        if al[2]:
            cases.append((["{S} [has|have] a food allergy.", "T:{N}: food allergy."], ALLERGIC[:3]))
        if label == "NSO":
            cases += [(["{S} [doesn't|don't] eat meat.", "{S} [avoids|avoid] meat."], DIET["vegan"][:4] + DIET["vegetarian"][:3]),
                      (["{S} [avoids|avoid] dairy.", "{S} [doesn't|don't] drink cow's milk."], DIET["vegan"][:4]),
                      (["{S} [doesn't|don't] smoke."], ["{S} [has|have] never smoked in {P} life."])]
        gp, spp = rng.choice(cases)
        xs = {"peanuts": "peanut", "tree nuts": "tree nut", "eggs": "egg", "cats": "cat", "dogs": "dog",
              "bee stings": "bee sting", "dust mites": "dust mite", "kiwi fruit": "kiwi"}.get(al[0], al[0])
        g, sp = render(rng, s, gp, xs=xs, **kw), render(rng, s, spp, xs=xs, **kw)
        if not g or not sp:
            return None
        return (g, sp, {}) if label == "OSN" else (sp, g, {})
    if label == "CON":
        w, c = when_past(rng)
        cases = [
            (DIET["vegetarian"], ["{S} started eating meat again{when}.", "{S} [is|am] not vegetarian.",
                                  "{S} [eats|eat] chicken most days.", "{S} [is|am] no longer vegetarian.",
                                  "F:I gave up being vegetarian {ago}."], c),
            (DIET["vegan"], ["{S} [eats|eat] cheese every day.", "{S} [is|am] no longer vegan.",
                             "{S} [has|have] started eating eggs and dairy again.", "{S} [is|am] pescatarian."], {}),
            (DIET["pescatarian"], DIET["vegetarian"][:3] + DIET["vegan"][:2], {}),
            (DIET["teetotal"], ["{S} [drinks|drink] a glass of wine most evenings.", "{S} [has|have] a beer after work most days.",
                                "{S} started drinking again{when}."], c),
            (DIET["smoker"], ["{S} quit smoking{when}.", "{S} [is|am] a non-smoker.", "{S} [has|have] stopped smoking.",
                              "F:I finally gave up cigarettes {ago}!"], c),
            (["{S} [has|have] never smoked.", "{S} [has|have] never smoked in {P} life."],
             ["{S} used to smoke.", "{S} smoked for ten years before quitting.", "{S} [is|am] a smoker."], {}),
            (ALLERGIC, ["{S} [is|am] not allergic to {x}.", "{S} [has|have] no allergies.", "T:{N}: no known allergies.",
                        "{S} [isn't|am not] allergic to anything."], {}),
            (DIET["lactose"], ["{S} [has|have] no problem digesting lactose.", "{S} [isn't|am not] lactose intolerant."], {}),
        ]
        o, n, cc = rng.choice(cases)
        ago = rng.choice(["last month", "a few weeks ago", "this spring"])
        a, b = render(rng, s, o, when=w, ago=ago, **kw), render(rng, s, n, when=w, ago=ago, **kw)
        if not a or not b:
            return None
        if not cc and rng.random() < 0.25:
            a, b = b, a
        return a, b, cc
    # IND
    if r < 0.3:
        t = choose(rng, s, ALLERGIC[:3])
        return fill(t, s, rng, **kw), fill(t, s, rng, x=al2[0], xa=al2[1]), {}
    if r < 0.55:
        o = R.other_entity(rng, s)
        if not o:
            return None
        key = rng.choice(list(DIET))
        t = rng.choice(DIET[key][:2])
        return fill(t, s, rng, **kw), fill(t, o, rng, **kw), {}
    pairs = [("{S} [doesn't|don't] drink alcohol.", "{S} [doesn't|don't] drink coffee."),
             ("{S} [is|am] vegetarian.", "{S} [is|am] allergic to {x}."),
             ("{S} [is|am] vegan.", "{S} [is|am] learning to cook Ethiopian food."),
             ("{S} [is|am] vegetarian.", "{S} [is|am] cooking a vegetarian lasagne for Friday."),
             ("{S} [is|am] allergic to {x}.", "{S} [has|have] asthma."),
             ("{S} [is|am] lactose intolerant.", "{S} [loves|love] dark chocolate."),
             ("{S} [doesn't|don't] smoke.", "{S} [doesn't|don't] drink alcohol."),
             ("{S} [is|am] pescatarian.", "{S} [is|am] allergic to {x}."),
             ("{S} [has|have] coeliac disease.", "{S} [is|am] lactose intolerant."),
             ("{S} [is|am] vegetarian.", "{S} [is|am] trying to eat less sugar."),
             ("{S} [is|am] allergic to {x}.", "{SP} {rel} is allergic to {x}.")]
    a, b = rng.choice(pairs)
    rel = rng.choice(["sister", "brother", "son", "daughter", "husband", "wife"])
    return fill(a, s, rng, **kw), fill(b, s, rng, rel=rel, **kw), {}


# ======================================================================= favourites
FAV = ["{SP} favourite {cat} is {X}.", "{X} is {SP} favourite {cat}.", "T:{N}: favourite {cat} {X}.",
       "T:{N} — favourite {cat}: {X}.", "F:My all-time favourite {cat} is {X}.",
       "{SP} favourite {cat} of all time is {X}."]
FAV_EQ = ["{S} [likes|like] {X} more than any other {cat}.", "Of all {cats}, {S} [likes|like] {X} best.",
          "F:No {cat} beats {X} for me.", "3:For {S}, no {cat} beats {X}.", "{S} [loves|love] {X} above every other {cat}."]
FAV_CHANGE = ["{SP} favourite {cat} is now {X}.", "These days {SP} favourite {cat} is {X}.",
              "F:{X} has become my favourite {cat}.", "{S} [says|say] {P} new favourite {cat} is {X}."]


def favourites(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    team = rng.random() < 0.15
    if team:
        X, X2 = rng.sample(V.TEAMS, 2)
        SUP = ["{S} [supports|support] {X}.", "{S} [is|am] a {X} fan.", "T:{N}: supports {X}.",
               "{SP} football team is {X}."]
        if label == "EQV":
            pr = two(rng, s, SUP)
            return pr and (fill(pr[0], s, rng, X=X), fill(pr[1], s, rng, X=X), {})
        if label == "CON":
            if rng.random() < 0.5:
                return render(rng, s, SUP[:1] + SUP[2:], X=X), render(rng, s, SUP[:1] + SUP[2:], X=X2), {}
            return render(rng, s, SUP, X=X), render(rng, s, ["{S} switched allegiance from {X} to {Y}.",
                                                            "{S} [supports|support] {Y} now, not {X}."], X=X, Y=X2), {}
        if label == "IND":
            return render(rng, s, SUP[:1], X=X), render(rng, s, ["{S} [went|went] to watch {Y} play last week.",
                                                                  "{S} [has|have] a {Y} scarf."], Y=X2), {}
        return None
    cat = rng.choice(list(V.FAVOURITES))
    X, X2 = rng.sample(V.FAVOURITES[cat], 2)
    kw = dict(cat=cat, cats=V.FAV_PLURAL[cat], X=X)
    r = rng.random()
    if label == "EQV":
        if r < 0.5:
            pr = two(rng, s, FAV)
            return pr and (fill(pr[0], s, rng, **kw), fill(pr[1], s, rng, **kw), {})
        return render(rng, s, FAV, **kw), render(rng, s, FAV_EQ, **kw), {}
    if label == "CON":
        if r < 0.55:
            t = choose(rng, s, FAV)
            u = t if rng.random() < 0.6 else choose(rng, s, FAV + FAV_EQ)
            return fill(t, s, rng, **kw), fill(u, s, rng, **dict(kw, X=X2)), {}
        return render(rng, s, FAV + FAV_EQ, **kw), render(rng, s, FAV_CHANGE, **dict(kw, X=X2)), {}
    if label == "IND":
        if r < 0.3:          # different category, same frame
            cat2 = rng.choice([c for c in V.FAVOURITES if c != cat])
            t = choose(rng, s, FAV)
            return fill(t, s, rng, **kw), fill(t, s, rng, cat=cat2, X=rng.choice(V.FAVOURITES[cat2])), {}
        if r < 0.55:
            o = R.other_entity(rng, s)
            if not o:
                return None
            t = rng.choice(FAV[:2])
            return fill(t, s, rng, **kw), fill(t, o, rng, **kw), {}
        # favourite X vs liking / consuming another or the same item
        # (event with the same or another item, liking another item)
        acts = {"film": ("{S} [rewatched|rewatched] {Y} last weekend.", "{S} [likes|like] {Y2} too."),
                "book": ("{S} [is|am] rereading {Y}.", "{S} also [likes|like] {Y2}."),
                "band": ("{S} [saw|saw] {Y} live in {yr}.", "{S} also [likes|like] {Y2}."),
                "author": ("{S} [has|have] read everything by {Y}.", "{S} also [likes|like] {Y2}."),
                "TV show": ("{S} [is|am] watching {Y} at the moment.", "{S} [enjoys|enjoy] {Y2} as well."),
                "dessert": ("{S} [made|made] {Y} for a dinner party last week.", "{S} also [likes|like] {Y2}."),
                "drink": ("{S} [ordered|ordered] {Y} at the café this morning.", "{S} also [likes|like] {Y2}."),
                "cuisine": ("{S} [had|had] {Y} food for dinner last night.", "{S} also [enjoys|enjoy] {Y2} food."),
                "board game": ("{S} [played|played] {Y} with friends on Friday.", "{S} also [enjoys|enjoy] {Y2}.")}
        if cat not in acts:
            return None
        t = rng.choice(acts[cat])
        return render(rng, s, FAV, **kw), fill(t, s, rng, Y=rng.choice([X, X2]), Y2=X2,
                                              yr=rng.randint(2010, 2018)), {}
    return None


# ======================================================================= multi-valued attributes
LIKE = ["{S} [likes|like] {x}.", "{S} [loves|love] {x}.", "{S} [enjoys|enjoy] {x}.", "T:{N}: likes {x}.",
        "F:I'm a big fan of {x}.", "{S} [is|am] fond of {x}."]
LIKE_EQ = [("{S} [likes|like] {x}.", "{S} [is|am] fond of {x}."), ("{S} [likes|like] {x}.", "{S} [enjoys|enjoy] {x}."),
           ("{S} [loves|love] {x}.", "{S} [adores|adore] {x}."), ("{S} [dislikes|dislike] {x}.", "{S} [doesn't|don't] like {x}."),
           ("{S} [likes|like] {x}.", "T:{N}: likes {x}.")]
HOBBY = ["{S} [enjoys|enjoy] {h}.", "{h} is one of {SP} hobbies.", "T:{N}: hobby — {h}.", "T:{N} — hobbies: {h}.",
         "{S} [is|am] into {h}.", "F:{h} is my hobby."]
FRIEND = ["{S} [is|am] friends with {f}.", "{f} is a friend of {PP}.", "3:{S} and {f} are friends.", "F:{f} and I are friends.",
          "T:{N}: friends with {f}."]


def _cap(x):
    return x[0].upper() + x[1:]


def multi_valued(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    kind = rng.choice(["food", "hobby", "hobby", "friend"])
    r = rng.random()
    if kind == "food":
        x, y = rng.sample(V.FOODS, 2)
        if label == "IND":
            t = choose(rng, s, LIKE)
            u = t if rng.random() < 0.7 else choose(rng, s, LIKE)
            return fill(t, s, rng, x=x), fill(u, s, rng, x=y), {}
        if label == "EQV":
            a, b = rng.choice(LIKE_EQ)
            if not (R.ok_for(a, s) and R.ok_for(b, s)):
                return None
            return fill(a, s, rng, x=x), fill(b, s, rng, x=x), {}
        if label == "CON":
            pr = rng.choice([("{S} [loves|love] {x}.", "{S} [hates|hate] {x}."),
                             ("{S} [likes|like] {x}.", "{S} [can't|can't] stand {x}."),
                             ("{S} [enjoys|enjoy] {x}.", "{S} [doesn't|don't] like {x} at all.")])
            if rng.random() < 0.3:
                pr = pr[::-1]
            return fill(pr[0], s, rng, x=x), fill(pr[1], s, rng, x=x), {}
        return None
    if kind == "hobby":
        h, h2 = rng.sample(V.HOBBIES, 2)
        hh = h if h[0].isupper() else h
        if label == "IND":
            t = choose(rng, s, HOBBY)
            if rng.random() < 0.25:
                o = R.other_entity(rng, s)
                if o and R.ok_for(t, o):
                    return fill(t, s, rng, h=h), fill(t, o, rng, h=h), {}
            return fill(t, s, rng, h=h), fill(t, s, rng, h=h2), {}
        if label == "EQV":
            pr = two(rng, s, HOBBY)
            return pr and (_capfill(pr[0], s, rng, h=hh), _capfill(pr[1], s, rng, h=hh), {})
        if label in ("OSN", "NSO"):
            if rng.random() < 0.5:
                gen = rng.choice(list(V.HOBBY_SUB))
                spc = rng.choice(V.HOBBY_SUB[gen])
                t = choose(rng, s, HOBBY[:5])
                u = choose(rng, s, HOBBY[:5])
                g, sp = _capfill(t, s, rng, h=gen), _capfill(u, s, rng, h=spc)
            else:
                g = _capfill(choose(rng, s, HOBBY), s, rng, h=h)
                sp = render(rng, s, ["{h} has been one of {SP} hobbies since {y}.", "{S} [has|have] enjoyed {h} since {P} teens.",
                                     "{S} [took|took] up {h} in {y} and still [enjoys|enjoy] it.",
                                     "{S} [has|have] been into {h} for about ten years."],
                            h=h, y=rng.randint(2008, 2018))
            return (g, sp, {}) if label == "OSN" else (sp, g, {})
        if label == "CON":
            w, c = when_past(rng)
            return (render(rng, s, ["{h} is one of {SP} hobbies.", "{S} [is|am] really into {h}."], h=h),
                    render(rng, s, ["{S} gave up {h}{when}.", "{S} [has|have] lost interest in {h}.",
                                    "{S} [isn't|am not] into {h} any more."], h=h, when=w), c)
        return None
    # friends
    f, g = R.rand_name(rng)
    f2 = R.rand_name(rng)[0]
    if f2 == f or (not s.first and s.S == f):
        return None
    if label == "IND":
        t = choose(rng, s, FRIEND)
        return fill(t, s, rng, f=f), fill(t, s, rng, f=f2), {}
    if label == "EQV":
        pr = two(rng, s, FRIEND)
        return pr and (fill(pr[0], s, rng, f=f), fill(pr[1], s, rng, f=f), {})
    if label in ("OSN", "NSO"):
        a = render(rng, s, FRIEND, f=f)
        b = render(rng, s, ["{f} is {SP} best friend.", "3:{S} and {f} have been close friends since school.",
                            "{S} [has|have] been friends with {f} since {y}.", "{f} is a close friend of {PP}."],
                   f=f, y=rng.randint(1995, 2018))
        return (a, b, {}) if label == "OSN" else (b, a, {})
    if label == "CON":
        return (render(rng, s, FRIEND, f=f),
                render(rng, s, ["3:{S} and {f} are no longer friends.", "{S} [isn't|am not] friends with {f} any more.",
                                "3:{S} and {f} fell out and stopped speaking{when}."], f=f, when=when_past(rng, 0)[0]), {})
    return None


def _capfill(t, s, rng, **kw):
    return fill(t, s, rng, **kw)


# ======================================================================= languages
SPEAK = ["{S} [speaks|speak] {L}.", "{S} can speak {L}.", "T:{N}: speaks {L}.", "F:I speak {L}."]


def languages(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    L, L2, L3, L4 = rng.sample(V.LANGUAGES, 4)
    kw = dict(L=L, y=rng.randint(2012, 2018), city=R.rand_city(rng).text)
    r = rng.random()
    if label == "EQV":
        pairs = [(SPEAK, SPEAK), (["{S} [is|am] fluent in {L}."], ["{S} [speaks|speak] {L} fluently.", "{S} [speaks|speak] fluent {L}."]),
                 (["{S} [is|am] learning {L}."], ["{S} [is|am] studying {L}.", "T:{N}: learning {L}."]),
                 (["{S} [is|am] a native {L} speaker."], ["{L} is {SP} native language.", "{L} is {SP} mother tongue."]),
                 (["{S} [doesn't|don't] speak any {L}."], ["{S} [speaks|speak] no {L} at all.", "{S} [knows|know] no {L}."])]
        a, b = rng.choice(pairs)
        ta, tb = choose(rng, s, a), choose(rng, s, b)
        if not ta or not tb or ta == tb:
            return None
        return fill(ta, s, rng, **kw), fill(tb, s, rng, **kw), {}
    if label in ("OSN", "NSO"):
        cases = [(SPEAK, ["{S} [speaks|speak] {L} fluently.", "{S} [speaks|speak] fluent {L}.",
                          "{S} [speaks|speak] {L} at home with {P} parents.", "{S} [is|am] a native {L} speaker."]),
                 (["{S} [is|am] learning {L}."], ["{S} [is|am] learning {L} with an online tutor.",
                                                   "{S} [has|have] been learning {L} since {y}.",
                                                   "{S} [is|am] taking evening classes in {L} in {city}."]),
                 (["{S} [speaks|speak] several languages.", "{S} [is|am] multilingual."],
                  ["{S} [speaks|speak] {L}, {L2}, {L3} and {L4}."]),
                 (["{S} [is|am] learning a language."], ["{S} [is|am] learning {L}."]),
                 (["{S} [speaks|speak] {L}."], ["{S} [speaks|speak] {L} and {L2}."])]
        gp, spp = rng.choice(cases)
        g, sp = render(rng, s, gp, L2=L2, L3=L3, L4=L4, **kw), render(rng, s, spp, L2=L2, L3=L3, L4=L4, **kw)
        if not g or not sp:
            return None
        return (g, sp, {}) if label == "OSN" else (sp, g, {})
    if label == "CON":
        w, c = when_past(rng)
        cases = [(["{S} [speaks|speak] {L} fluently.", "{S} [is|am] fluent in {L}."],
                  ["{S} [doesn't|don't] speak any {L}.", "{S} only [knows|know] a few words of {L}.",
                   "{S} [can't|can't] speak {L}."], {}),
                 (["{S} [is|am] learning {L}."], ["{S} gave up learning {L}{when}.", "{S} [has|have] stopped learning {L}.",
                                                  "{S} [isn't|am not] learning {L} any more."], c),
                 (["{L} is {SP} native language."], ["{S} started learning {L} as an adult."], {})]
        o, n, cc = rng.choice(cases)
        a, b = render(rng, s, o, when=w, **kw), render(rng, s, n, when=w, **kw)
        if not a or not b:
            return None
        return (a, b, cc) if cc or rng.random() < 0.7 else (b, a, cc)
    # IND
    if r < 0.45:
        t = choose(rng, s, SPEAK + ["{S} [is|am] learning {L}.", "{S} [is|am] fluent in {L}."])
        return fill(t, s, rng, **kw), fill(t, s, rng, **dict(kw, L=L2)), {}
    if r < 0.7:
        o = R.other_entity(rng, s)
        if not o:
            return None
        t = rng.choice(["{S} [speaks|speak] {L}.", "{S} [is|am] learning {L}.", "{S} [speaks|speak] {L} fluently."])
        return fill(t, s, rng, **kw), fill(t, o, rng, **kw), {}
    old = render(rng, s, ["{S} [is|am] learning {L}.", "{S} [speaks|speak] {L}."], **kw)
    new = render(rng, s, ["{S} [watches|watch] films in {L} with subtitles.", "{S} [has|have] a {L} exam in June.",
                          "{S} [teaches|teach] {L2} to adults.", "{SP} {L} teacher is from {city}.",
                          "{S} [bought|bought] a {L} dictionary.", "{S} [wants|want] to learn {L2} next."],
                 L2=L2, **kw)
    return old, new, {}
