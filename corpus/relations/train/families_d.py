"""Families: preference_behaviour, entity_swap, attribute_swap, paraphrase_structural,
state_change, routines_health, goals_projects, organisations."""
import datetime as dt

from . import render as R
from . import vocab as V
from .families_a import when_past
from .render import fill, render, two, choose

DAY = dt.timedelta(days=1)


# ======================================================================= preference vs behaviour
PREF_BEHAV = [
    ("{S} [likes|like] running.", "{S} ran a half marathon in {my}.", "my"),
    ("{S} [loves|love] {cui} food.", "{S} had dinner at a {cui} restaurant on Friday.", None),
    ("{S} [is|am] training for a marathon.", "{S} bought new running shoes last week.", None),
    ("{S} [wants|want] to learn to surf.", "{S} booked a surf lesson for next month.", None),
    ("{S} [enjoys|enjoy] hiking.", "{S} hiked to the top of a mountain near {city} in {my}.", "my"),
    ("{S} [loves|love] jazz.", "{S} went to a jazz concert in {city} last week.", None),
    ("{S} [prefers|prefer] window seats on planes.", "{S} flew to {city} in {my}.", "my"),
    ("{S} [likes|like] to read before bed.", "{S} finished {book} last night.", None),
    ("{S} [enjoys|enjoy] cooking.", "{S} made paella for {P} friends on Saturday.", None),
    ("{S} [is|am] a big fan of {band}.", "{S} bought tickets for a {band} concert.", None),
    ("{S} [hates|hate] flying.", "{S} flew to {city} last month.", None),
    ("{S} [wants|want] to visit {country}.", "{S} [has|have] already been to {country} once.", None),
    ("{S} [is|am] saving for a house.", "{S} bought a new sofa last weekend.", None),
    ("{S} [prefers|prefer] tea to coffee.", "{S} had a coffee with a colleague this morning.", None),
    ("{S} [likes|like] swimming in the sea.", "{S} swam in the sea near {city} last summer.", None),
    ("{S} [loves|love] gardening.", "{S} planted tomatoes on {P} balcony in May.", None),
    ("{S} [is|am] afraid of heights.", "{S} [lives|live] on the twelfth floor.", None),
    ("{S} [prefers|prefer] working in the morning.", "{S} stayed up late on Tuesday to finish a report.", None),
    ("{S} [likes|like] horror films.", "{S} watched a romantic comedy last night.", None),
    ("{S} [is|am] trying to cut down on sugar.", "{S} had a slice of cake at a colleague's birthday party.", None),
    ("{S} [loves|love] the sea.", "{S} booked a cabin in the mountains for the summer.", None),
    ("{S} [wants|want] to get fitter.", "{S} joined a gym in {city}.", None),
    ("{S} [enjoys|enjoy] board games.", "{S} bought a copy of {game} for {P} nephew.", None),
    ("{S} [likes|like] early mornings.", "{S} went for a sunrise walk on Sunday.", None),
    ("{S} [likes|like] dogs.", "{S} [has|have] a cat.", None),
    ("{S} [likes|like] spicy food.", "{S} ordered a mild curry yesterday.", None),
    ("{S} [loves|love] museums.", "{S} visited the natural history museum in {city} in {my}.", "my"),
    ("{S} [wants|want] to run a marathon.", "{S} ran 10 km for the first time last weekend.", None),
    ("{S} [likes|like] cycling.", "{S} cycled to work every day last week.", None),
    ("{S} [is|am] interested in astronomy.", "{S} bought a telescope in {my}.", "my"),
    ("{S} [enjoys|enjoy] camping.", "{S} went camping near {city} in {my}.", "my"),
    ("{S} [dislikes|dislike] crowds.", "{S} went to a packed festival in {city} last summer.", None),
    ("{S} [loves|love] baking bread.", "{S} bought a new oven last month.", None),
    ("{S} [likes|like] learning languages.", "{S} signed up for a {L} course.", None),
    ("{S} [wants|want] to adopt a dog.", "{S} visited an animal shelter on Saturday.", None),
    ("{S} [is|am] thinking about a career change.", "{S} had a job interview at {E} yesterday.", None),
]
LOVE_HATE = ["running", "camping", "cooking", "flying", "winter", "karaoke", "early mornings", "spicy food",
             "horror films", "public speaking", "museums", "gardening", "road trips", "crowded beaches",
             "jazz", "board games", "cold weather", "long train journeys"]
PREFER = [("tea", "coffee"), ("cats", "dogs"), ("the mountains", "the beach"), ("summer", "winter"),
          ("trains", "planes"), ("books", "films"), ("mornings", "evenings"), ("city life", "country life"),
          ("showers", "baths"), ("texting", "phone calls"), ("paper books", "e-books"), ("sweet food", "savoury food")]


def preference_behaviour(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    kw = dict(cui=rng.choice(V.FAVOURITES["cuisine"]), city=R.rand_city(rng).text, book=rng.choice(V.FAVOURITES["book"]),
              band=rng.choice(V.FAVOURITES["band"]), country=rng.choice(R.COUNTRIES).text,
              game=rng.choice(V.FAVOURITES["board game"]), L=rng.choice(V.LANGUAGES), E=rng.choice(V.EMPLOYERS)[0])
    if label == "IND":
        a, b, tm = rng.choice(PREF_BEHAV)
        c = {}
        if tm:
            my, _, end = R.month_year(rng, 2016, 2024)
            kw["my"] = my
            c = {"new_min": end}
        if rng.random() < 0.3:
            a, b = b, a
            c = {"old_min": c["new_min"]} if c else {}
        return fill(a, s, rng, **kw), fill(b, s, rng, **kw), c
    if label == "CON":
        if rng.random() < 0.45:
            x = rng.choice(LOVE_HATE)
            pr = rng.choice([("{S} [loves|love] {x}.", "{S} [hates|hate] {x}."),
                             ("{S} really [enjoys|enjoy] {x}.", "{S} can't stand {x}."),
                             ("{S} [likes|like] {x}.", "{S} [doesn't|don't] like {x} at all.")])
            if rng.random() < 0.4:
                pr = pr[::-1]
            return fill(pr[0], s, rng, x=x), fill(pr[1], s, rng, x=x), {}
        if rng.random() < 0.75:
            a, b = rng.choice(PREFER)
            t = rng.choice(["{S} [prefers|prefer] {a} to {b}.", "{S} [likes|like] {a} better than {b}."])
            u = rng.choice(["{S} [prefers|prefer] {a} to {b}.", "{S} [likes|like] {a} better than {b}.",
                            "{S} [has|have] always preferred {a} to {b}."])
            return fill(t, s, rng, a=a, b=b), fill(u, s, rng, a=b, b=a), {}
        return (render(rng, s, ["{S} [is|am] a morning person.", "{S} [is|am] an early riser."]),
                render(rng, s, ["{S} [is|am] not a morning person at all.", "{S} [is|am] a night owl who hates mornings."]), {})
    if label == "EQV":
        if rng.random() < 0.6:
            a, b = rng.choice(PREFER)
            return (fill("{S} [prefers|prefer] {a} to {b}.", s, rng, a=a, b=b),
                    fill(rng.choice(["{S} [likes|like] {a} better than {b}.", "{S} [likes|like] {a} more than {b}.",
                                     "Given the choice, {S} [picks|pick] {a} over {b}."]), s, rng, a=a, b=b), {})
        x = rng.choice(LOVE_HATE)
        pr = rng.choice([("{S} [hates|hate] {x}.", "{S} [loathes|loathe] {x}."), ("{S} [loves|love] {x}.", "{S} [adores|adore] {x}."),
                         ("{S} [is|am] a morning person.", "{S} [is|am] at {P} best in the morning."),
                         ("{S} [doesn't|don't] like {x}.", "{S} [dislikes|dislike] {x}.")])
        return fill(pr[0], s, rng, x=x), fill(pr[1], s, rng, x=x), {}
    return None


# ======================================================================= entity swap (IND)
SWAP_TPLS = [
    "{S} [lives|live] in {city}.", "{S} [works|work] at {E}.", "{S} [is|am] vegetarian.", "{S} [has|have] {pet} named {PN}.",
    "{S} [plays|play] {I}.", "{S} [is|am] allergic to {al}.", "{SP} car is a {M}.", "{SP} birthday is on {dm}.",
    "{S} [speaks|speak] {L}.", "{S} [is|am] learning {L}.", "{SP} favourite {cat} is {X}.", "{S} [was|was] born in {city}.",
    "{S} [works|work] as {J}.", "{S} [is|am] training for the {city} marathon.", "{S} [visited|visited] {city} in {y}.",
    "{S} [is|am] afraid of spiders.", "{S} [studied|studied] {sub} at {U}.", "{S} [supports|support] {team}.",
    "{S} [goes|go] to the gym every morning.", "{S} [is|am] reading {book}.", "{S} [has|have] two children.",
    "{S} [drives|drive] a {M}.", "{S} [is|am] writing a novel.", "{S} [has|have] {al2}.", "{S} [is|am] {age} years old.",
    "{S} [is|am] left-handed.", "{S} [wears|wear] glasses.", "{S} [is|am] moving to {city} in {mo}.",
    "{S} [has|have] a dentist appointment on {dm}.", "{S} [is|am] a member of a {club}.", "{S} [takes|take] the bus to work.",
    "{S} [is|am] pregnant.", "{S} [got|got] promoted last month.", "{S} [has|have] a black belt in karate.",
    "{S} [is|am] on a business trip in {city}.", "{S} [knits|knit] {P} own socks.", "{S} [is|am] learning to drive.",
    "T:{N}: lives in {city}.", "T:{N}: vegetarian.", "T:{N}: works at {E}.",
]


def entity_swap(rng, label):
    if label != "IND":
        return None
    s = R.person(rng, report_ok=False)
    o = R.other_entity(rng, s)
    if not o or o.key == s.key:
        return None
    if getattr(s, "rname", None) and getattr(o, "rname", None) == s.rname:
        return None
    t = choose(rng, s, SWAP_TPLS)
    if not t or not R.ok_for(t, o):
        return None
    if "pregnant" in t and (s.g == "m" or o.g == "m" or s.g is None or o.g is None):
        return None
    cat = rng.choice(list(V.FAVOURITES))
    gen = rng.choice(list(V.PET_TREE))
    al = rng.choice(["peanuts", "shellfish", "cats", "penicillin", "pollen", "wasp stings"])
    kw = dict(city=R.rand_city(rng).text, E=rng.choice(V.EMPLOYERS)[0], pet=rng.choice(V.PET_TREE[gen]),
              PN=rng.choice(V.PET_NAMES), I=rng.choice(rng.choice(list(V.INSTRUMENTS.values()))), al=al,
              al2=rng.choice(["asthma", "hay fever", "a peanut allergy", "type 1 diabetes", "migraines"]),
              M=" ".join(_c(rng)), dm=R.fmt(R.rand_date(rng, R.D(2020, 1, 1), R.D(2020, 12, 28)), rng.choice(["dm", "md"])),
              L=rng.choice(V.LANGUAGES), cat=cat, X=rng.choice(V.FAVOURITES[cat]), J=rng.choice(V.FLAT_JOBS),
              y=rng.randint(2010, 2024), sub=rng.choice(V.SUBJECTS), U=rng.choice(V.UNIVERSITIES)[0],
              team=rng.choice(V.TEAMS), book=rng.choice(V.FAVOURITES["book"]), age=rng.randint(*R.age_range(s)),
              mo=rng.choice(R.MONTHS), club=rng.choice(V.CLUBS))
    c = {}
    if "{age}" in t:
        lo, hi = max(R.age_range(s)[0], R.age_range(o)[0]), min(R.age_range(s)[1], R.age_range(o)[1])
        if lo > hi:
            return None
        kw["age"] = rng.randint(lo, hi)
        c = {"close": True}
    if "{y}" in t:
        c = {"old_min": R.D(kw["y"], 12, 31), "new_min": R.D(kw["y"], 12, 31)}
    if rng.random() < 0.5:
        s, o = o, s
    return fill(t, s, rng, **kw), fill(t, o, rng, **kw), c


def _c(rng):
    make = rng.choice(list(V.CARS))
    return make, rng.choice(V.CARS[make])


# ======================================================================= attribute swap (IND)
def attribute_swap(rng, label):
    if label != "IND":
        return None
    s = R.person(rng)
    k = rng.randrange(9)
    city = R.rand_city(rng).text
    if k == 0:
        opts = ["{S} [lives|live] in {X}.", "{S} [works|work] in {X}.", "{S} [was|was] born in {X}.", "{S} [grew|grew] up in {X}.",
                "{S} [studied|studied] in {X}.", "{S} got married in {X}.", "{SP} parents live in {X}.",
                "{S} [has|have] a holiday flat in {X}.", "{SP} company is based in {X}."]
        a, b = rng.sample(opts, 2)
        return fill(a, s, rng, X=city), fill(b, s, rng, X=city), {}
    if k == 1:
        E, T = rng.choice(V.EMPLOYERS)
        opts = ["{S} [works|work] at {E}.", "{S} [has|have] a job interview at {E} next week.",
                "{S} [has|have] a friend who works at {E}.", "{S} [did|did] an internship at {E} years ago."]
        if T == "a bank":
            opts.append("{S} [has|have] a savings account with {E}.")
        if T in ("a café", "a restaurant"):
            opts.append("{S} [has|have] lunch at {E} every Friday.")
        a, b = rng.sample(opts, 2)
        return fill(a, s, rng, E=E), fill(b, s, rng, E=E), {}
    if k == 2:
        n = rng.choice(["Max", "Luna", "Leo", "Milo", "Rosie", "Oscar", "Ruby", "Charlie", "Bella", "Oliver", "Coco"])
        opts = ["{SP} dog is called {n}.", "{SP} son is called {n}.", "{SP} cat is called {n}.", "{SP} best friend is called {n}.",
                "{SP} boat is called {n}."]
        if n in ("Leo", "Milo", "Oscar", "Charlie", "Oliver", "Max"):
            opts.remove("{SP} best friend is called {n}.") if rng.random() < 0.5 else None
        a, b = rng.sample(opts, 2)
        if ("son" in a and n in ("Luna", "Rosie", "Ruby", "Bella", "Coco")) or ("son" in b and n in ("Luna", "Rosie", "Ruby", "Bella", "Coco")):
            return None
        return fill(a, s, rng, n=n), fill(b, s, rng, n=n), {}
    if k == 3:
        d = R.fmt(R.rand_date(rng, R.D(2021, 1, 1), R.D(2021, 12, 28)), rng.choice(["dm", "md", "dmo"]))
        opts = ["{SP} birthday is on {d}.", "{SP} wedding anniversary is on {d}.", "{S} moved into {P} flat on {d} a few years ago.",
                "{SP} name day is on {d}.", "{SP} mother's birthday is on {d}.", "{S} always [takes|take] a day off on {d}."]
        a, b = rng.sample(opts, 2)
        return fill(a, s, rng, d=d), fill(b, s, rng, d=d), {}
    if k == 4:
        n = rng.randint(2, 4)
        opts = ["{S} [has|have] {n} children.", "{S} [has|have] {n} cats.", "{S} [has|have] {n} siblings.",
                "{S} [has|have] {n} grandchildren.", "{S} [owns|own] {n} bikes.", "{S} [speaks|speak] {n} languages.",
                "{S} [has|have] {n} tattoos."]
        a, b = rng.sample(opts, 2)
        return fill(a, s, rng, n=R.num(n)), fill(b, s, rng, n=R.num(n)), {}
    if k == 5:
        cat = rng.choice(list(V.INSTRUMENTS))
        I = rng.choice([i for i in V.INSTRUMENTS[cat] if i != "the drums"])
        opts = ["{S} [plays|play] {I}.", "{S} [owns|own] a {Ib}.", "{S} [went|went] to a {Ib} concert last week.",
                "{SP} {rel} plays {I}."]
        a, b = rng.sample(opts, 2)
        return (fill(a, s, rng, I=I, Ib=I[4:], rel="daughter"), fill(b, s, rng, I=I, Ib=I[4:], rel=rng.choice(["son", "daughter", "sister"])), {})
    if k == 6:
        make = rng.choice(["Toyota", "Volvo", "Ford", "Kia", "Honda", "Skoda", "Renault", "Fiat"])
        opts = ["{S} [drives|drive] a {m}.", "{S} [works|work] at {m}.", "{SP} first car was a {m}.", "{S} [has|have] shares in {m}."]
        a, b = rng.sample(opts, 2)
        return fill(a, s, rng, m=make), fill(b, s, rng, m=make), {}
    if k == 7:
        b_ = rng.choice(V.FAVOURITES["book"])
        opts = ["{SP} favourite book is {b}.", "{S} [is|am] rereading {b}.", "{S} [wrote|wrote] an essay on {b} at school.",
                "{S} [gave|gave] {P} {rel} a copy of {b}.", "{S} [has|have] a signed copy of {b}."]
        a, b2 = rng.sample(opts, 2)
        return fill(a, s, rng, b=b_, rel="niece"), fill(b2, s, rng, b=b_, rel=rng.choice(["niece", "nephew", "brother"])), {}
    U = rng.choice(V.UNIVERSITIES)[0]
    opts = ["{S} [studied|studied] at {U}.", "{S} [works|work] at {U}.", "{SP} {rel} studies at {U}.",
            "{S} [gave|gave] a lecture at {U} last year.", "{S} [lives|live] near {U}."]
    a, b = rng.sample(opts, 2)
    return fill(a, s, rng, U=U, rel="son"), fill(b, s, rng, U=U, rel=rng.choice(["son", "daughter", "niece"])), {}


# ======================================================================= structural paraphrase (EQV)
CONVERSE = {("f", "mother"): {"f": "daughter", "m": "son"}, ("m", "father"): {"f": "daughter", "m": "son"},
            ("f", "grandmother"): {"f": "granddaughter", "m": "grandson"},
            ("m", "grandfather"): {"f": "granddaughter", "m": "grandson"},
            ("f", "aunt"): {"f": "niece", "m": "nephew"}, ("m", "uncle"): {"f": "niece", "m": "nephew"},
            ("f", "sister"): {"f": "sister", "m": "brother"}, ("m", "brother"): {"f": "sister", "m": "brother"}}


def paraphrase_structural(rng, label):
    if label != "EQV":
        return None
    k = rng.randrange(8)
    A, ga = R.rand_name(rng)
    B, gb = R.rand_name(rng)
    if A == B:
        return None
    if k == 0:
        opts = [(g, w) for (g, w) in CONVERSE if g == ga]
        g, w = rng.choice(opts)
        conv = CONVERSE[(g, w)][gb]
        return "{} is {}'s {}.".format(A, B, w), "{} is {}'s {}.".format(B, A, conv), {}
    if k == 1:
        n = rng.randint(2, 9)
        t = rng.choice([("{A} is {n} years older than {B}.", "{B} is {n} years younger than {A}."),
                        ("{A} is older than {B}.", "{B} is younger than {A}."),
                        ("{A} is taller than {B}.", "{B} is shorter than {A}."),
                        ("{A} sold {B} a {M}.", "{B} bought a {M} from {A}."),
                        ("{A} taught {B} to swim.", "{B} learned to swim from {A}."),
                        ("{A} lent {B} {amt}.", "{B} borrowed {amt} from {A}."),
                        ("{A} gave {B} a {gift} for {B}'s birthday.", "{B} got a {gift} from {A} for {B}'s birthday."),
                        ("{A} is {B}'s manager.", "{B} reports to {A}.")])
        kw = dict(A=A, B=B, n=R.num(n) if rng.random() < 0.5 else n, M=" ".join(_c(rng)),
                  amt=rng.choice(["£200", "€50", "$300", "500 euros"]), gift=rng.choice(["scarf", "bike", "book", "watch", "telescope"]))
        return t[0].format(**kw), t[1].format(**kw), {}
    s = R.person(rng, report_ok=False)
    if k == 2:
        E = rng.choice(V.EMPLOYERS)[0]
        T, _, end = R.month_year(rng, 2012, 2024)
        if s.first:
            a, b = "{E} hired me in {T}.", "I was hired by {E} in {T}."
        else:
            a, b = "{E} hired {S} in {T}.", "{S} [was|was] hired by {E} in {T}."
        if rng.random() < 0.5:
            a, b = b, a
        return fill(a, s, rng, E=E, T=T), fill(b, s, rng, E=E, T=T), {"old_min": end, "new_min": end}
    if k == 3:
        t = rng.choice([("{S} [runs|run] 5 km every morning.", "{S} [runs|run] five kilometres every morning."),
                        ("{S} [is|am] 180 cm tall.", "{S} [is|am] 1.80 m tall."),
                        ("{SP} commute takes 90 minutes.", "{SP} commute takes an hour and a half."),
                        ("{S} [sleeps|sleep] eight hours a night.", "{S} [sleeps|sleep] 8 hours a night."),
                        ("{SP} flat is on the 3rd floor.", "{SP} flat is on the third floor."),
                        ("{S} [walks|walk] 10,000 steps a day.", "{S} [walks|walk] ten thousand steps a day."),
                        ("{S} [drinks|drink] half a litre of water with every meal.", "{S} [drinks|drink] 500 ml of water with every meal."),
                        ("{SP} alarm goes off at 6:30 am.", "{SP} alarm goes off at half past six in the morning."),
                        ("{SP} shift starts at 7pm.", "{SP} shift starts at 19:00."),
                        ("{S} [earns|earn] £40,000 a year.", "{S} [earns|earn] forty thousand pounds a year."),
                        ("{S} [swims|swim] a mile every Saturday.", "{S} [swims|swim] one mile every Saturday."),
                        ("{SP} {club} meets at 7pm on Thursdays.", "{SP} {club} meets every Thursday at 19:00.")])
        kw = dict(club=rng.choice(V.CLUBS))
        return fill(t[0], s, rng, **kw), fill(t[1], s, rng, **kw), {}
    if k == 4:
        city = R.rand_city(rng).text
        T, _, end = R.month_year(rng, 2012, 2024)
        rel = rng.choice(["mother", "grandmother", "brother", "sister", "father"])
        t = rng.choice([("In {T}, {S} moved to {city}.", "{S} moved to {city} in {T}."),
                        ("Every Sunday, {S} [calls|call] {P} {rel}.", "{S} [calls|call] {P} {rel} every Sunday."),
                        ("{S} [visits|visit] {P} {rel} in {city} once a month.", "Once a month, {S} [visits|visit] {P} {rel} in {city}."),
                        ("On weekdays {S} [cycles|cycle] to work.", "{S} [cycles|cycle] to work on weekdays.")])
        c = {"old_min": end, "new_min": end} if "{T}" in t[0] else {}
        return fill(t[0], s, rng, T=T, city=city, rel=rel), fill(t[1], s, rng, T=T, city=city, rel=rel), c
    if k == 5:
        t = rng.choice([("{S} never [eats|eat] breakfast.", "{S} always [skips|skip] breakfast."),
                        ("{S} can't swim.", "{S} [is|am] unable to swim."),
                        ("{S} [isn't|am not] married.", "{S} [is|am] unmarried."),
                        ("{S} [has|have] no car.", "{S} [doesn't|don't] own a car."),
                        ("{S} [lives|live] alone.", "{S} [lives|live] by {r}."),
                        ("{S} [is|am] self-employed.", "{S} [works|work] for {r}."),
                        ("{S} [is|am] a grandparent.", "{S} [has|have] at least one grandchild."),
                        ("{S} [has|have] never been abroad.", "{S} [has|have] never left {P} home country."),
                        ("{S} [doesn't|don't] have a driving licence.", "{S} [has|have] no driving licence."),
                        ("{S} [is|am] unemployed.", "{S} [is|am] out of work."),
                        ("{S} [commutes|commute] by bike.", "{S} [cycles|cycle] to work.")])
        if rng.random() < 0.5:
            t = t[::-1]
        return fill(t[0], s, rng), fill(t[1], s, rng), {}
    if k == 6:
        d = R.rand_date(rng, R.D(2014, 1, 1), R.D(2025, 6, 1))
        a, b = R.two_styles(rng, ["iso", "dmy", "mdy", "ord", "short", "wdmy"])
        ev = rng.choice(["passed {P} driving test", "moved into {P} new flat", "started {P} new job", "ran {P} first 10k",
                         "got {P} British citizenship", "had {P} wisdom teeth out", "finished {P} thesis",
                         "signed the lease on {P} flat", "adopted {P} cat"])
        t = rng.choice(["{S} {ev} on {d}.", "On {d}, {S} {ev}."])
        u = rng.choice(["{S} {ev} on {d}.", "On {d}, {S} {ev}."])
        return fill(t, s, rng, ev=ev, d=R.fmt(d, a)), fill(u, s, rng, ev=ev, d=R.fmt(d, b)), {"old_min": d, "new_min": d}
    # I <-> the user, mum <-> mother variants over a range of facts
    alt = R.same_entity_variant(rng, s)
    if not alt:
        return None
    t = rng.choice(["{S} [lives|live] in {city}.", "{S} [is|am] allergic to {x}.", "{S} [works|work] as {J}.",
                    "{S} [has|have] {pet}.", "{SP} favourite {cat} is {X}.", "{S} [speaks|speak] {L}.",
                    "{S} [is|am] training for a half marathon.", "{S} [plays|play] {I} in a band."])
    cat = rng.choice(list(V.FAVOURITES))
    kw = dict(city=R.rand_city(rng).text, x=rng.choice(["peanuts", "cats", "penicillin"]), J=rng.choice(V.FLAT_JOBS),
              pet=rng.choice(rng.choice(list(V.PET_TREE.values()))), cat=cat, X=rng.choice(V.FAVOURITES[cat]),
              L=rng.choice(V.LANGUAGES), I=rng.choice(rng.choice(list(V.INSTRUMENTS.values()))))
    return fill(t, s, rng, **kw), fill(t, alt, rng, **kw), {}


# ======================================================================= state change (CON)
CHANGES = [
    (["{S} [smokes|smoke].", "{S} [is|am] a smoker."], ["{S} quit smoking{when}.", "F:I haven't had a cigarette since {ago}."]),
    (["{S} [is|am] a member of {gym}.", "{S} [goes|go] to {gym} three times a week."],
     ["{S} cancelled {P} membership at {gym}{when}.", "{S} [is|am] no longer a member of {gym}."]),
    (["{S} [uses|use] an iPhone.", "{SP} phone is an iPhone."], ["{S} switched to an Android phone{when}.", "{S} [has|have] swapped {P} iPhone for a Pixel."]),
    (["{S} [takes|take] the bus to work.", "{S} [commutes|commute] by bus."], ["{S} [cycles|cycle] to work now.", "{S} stopped taking the bus and now [drives|drive] to work."]),
    (["{S} [works|work] from home.", "{S} [works|work] remotely full-time."], ["{S} [is|am] back in the office five days a week.", "{SP} job is fully office-based now."]),
    (["{S} [is|am] a student at {U}.", "{S} [is|am] studying at {U}."], ["{S} graduated from {U}{when}.", "{S} finished at {U} and started working{when}."]),
    (["{S} [is|am] unemployed.", "{S} [is|am] looking for work."], ["{S} started a new job at {E}{when}.", "{S} found a job at {E}{when}."]),
    (["{S} [lives|live] with {P} parents.", "{S} still [lives|live] at home with {P} parents."], ["{S} moved out of {P} parents' house{when}.", "{S} [has|have] {P} own flat now."]),
    (["{S} [is|am] pregnant.", "{S} [is|am] expecting a baby."], ["{S} gave birth to a baby girl{when}.", "{S} had {P} baby{when}."]),
    (["{S} [plays|play] in a band called {band}.", "{S} [is|am] the drummer in {band}."], ["{S} left {band}{when}.", "{S} [is|am] no longer in {band}."]),
    (["{S} [has|have] long hair.", "{SP} hair is long."], ["{S} cut {P} hair short{when}.", "{S} [has|have] a buzz cut now."]),
    (["{SP} manager is {X}.", "{S} [reports|report] to {X}."], ["{S} [has|have] a new manager, {X2}.", "{X2} is {SP} manager now."]),
    (["{S} [is|am] training for the {city} marathon.", "{S} [is|am] running the {city} marathon this year."], ["{S} pulled out of the {city} marathon with an injury.", "{S} withdrew from the {city} marathon{when}."]),
    (["{S} [wears|wear] glasses.", "{S} [needs|need] glasses to read."], ["{S} had laser eye surgery and no longer [needs|need] glasses.", "{S} [doesn't|don't] need glasses any more."]),
    (["{S} [drinks|drink] coffee every morning.", "{S} [has|have] two coffees a day."], ["{S} gave up coffee{when}.", "{S} [has|have] cut out caffeine completely."]),
    (["{S} [is|am] looking for a flat in {city}.", "{S} [is|am] flat-hunting in {city}."], ["{S} signed the lease on a flat in {city}{when}.", "{S} [has|have] found a flat in {city} and stopped looking."]),
    (["{S} [is|am] on maternity leave.", "{S} [is|am] on parental leave."], ["{S} went back to work{when}.", "{S} [is|am] back at work after {P} leave."]),
    (["{S} [rents|rent] {P} flat.", "{S} [is|am] renting in {city}."], ["{S} bought the flat {p} was renting{when}.", "{S} [owns|own] {P} flat now."]),
    (["{S} [has|have] a beard.", "{S} [has|have] a full beard."], ["{S} shaved off {P} beard{when}.", "{S} [is|am] clean-shaven now."]),
    (["{S} [is|am] on the waiting list for an allotment.", "{S} [is|am] waiting for an allotment."], ["{S} finally got an allotment{when}.", "{S} [has|have] an allotment now."]),
    (["{S} [volunteers|volunteer] at the food bank on Saturdays.", "{S} [helps|help] at the food bank every Saturday."], ["{S} stopped volunteering at the food bank{when}.", "{S} no longer [helps|help] at the food bank."]),
    (["{S} [is|am] on a diet.", "{S} [is|am] counting calories."], ["{S} gave up {P} diet{when}.", "{S} [isn't|am not] dieting any more."]),
]


def state_change(rng, label):
    if label != "CON":
        return None
    s = R.person(rng)
    o, n = rng.choice(CHANGES)
    if ("pregnant" in o[0] or "maternity" in o[0]) and s.g != "f":
        return None
    if "beard" in o[0] and s.g != "m":
        return None
    w, c = when_past(rng)
    X, X2 = R.rand_name(rng)[0], R.rand_name(rng)[0]
    if X == X2:
        return None
    kw = dict(gym=rng.choice(["Pulse Gym", "the Ironworks gym", "FitHub", "the local climbing gym"]),
              U=rng.choice(V.UNIVERSITIES)[0], E=rng.choice(V.EMPLOYERS)[0], band=rng.choice(["the Night Owls", "Paper Lanterns", "Static Bloom", "the Salt Flats"]),
              X=X, X2=X2, city=R.rand_city(rng).text, when=w, ago=rng.choice(["March", "the new year", "my birthday"]))
    a, b = render(rng, s, o, **kw), render(rng, s, n, **kw)
    if not a or not b:
        return None
    return a, b, (c if "{when}" in "".join(n) else {})


# ======================================================================= routines and health
ROUT = [("{S} [goes|go] to the gym.", ["{S} [goes|go] to the gym three times a week.", "{S} [goes|go] to the gym every morning before work."]),
        ("{S} [swims|swim].", ["{S} [swims|swim] every Sunday morning.", "{S} [swims|swim] 40 lengths at the local pool twice a week."]),
        ("{S} [meditates|meditate].", ["{S} [meditates|meditate] for 20 minutes each morning.", "{S} [meditates|meditate] with an app every evening."]),
        ("{S} [has|have] asthma.", ["{S} [has|have] had asthma since childhood.", "{S} [has|have] mild asthma.", "{S} [has|have] asthma and [uses|use] an inhaler daily."]),
        ("{S} broke {P} arm.", ["{S} broke {P} left arm skiing in {y}.", "{S} broke {P} arm falling off a bike in {y}."]),
        ("{S} [takes|take] vitamin D.", ["{S} [takes|take] vitamin D every morning.", "{S} [takes|take] vitamin D supplements in winter."]),
        ("{S} had surgery last year.", ["{S} had knee surgery last year.", "{S} had hip surgery in {city} last year."]),
        ("{S} [does|do] yoga.", ["{S} [does|do] yoga every morning at 7.", "{S} [does|do] hot yoga twice a week."]),
        ("{S} [walks|walk] to work.", ["{S} [walks|walk] 25 minutes to work every day.", "{S} [walks|walk] to work along the river."]),
        ("{S} [has|have] diabetes.", ["{S} [has|have] type 2 diabetes.", "{S} [has|have] type 1 diabetes."]),
        ("{S} [wears|wear] a hearing aid.", ["{S} [wears|wear] a hearing aid in {P} left ear."]),
        ("{S} [sees|see] a therapist.", ["{S} [sees|see] a therapist every other Wednesday.", "{S} [has|have] seen a therapist weekly since {y}."]),
        ("{S} [runs|run] in the mornings.", ["{S} [runs|run] 5 km every weekday morning.", "{S} [runs|run] along the canal every morning."])]
ROUT_EQ = [("{S} [goes|go] running every morning.", "{S} [runs|run] each morning."), ("{S} [meditates|meditate] daily.", "{S} [meditates|meditate] every day."),
           ("{S} [has|have] type 1 diabetes.", "{S} [is|am] a type 1 diabetic."), ("{S} [has|have] high blood pressure.", "{S} [has|have] hypertension."),
           ("{S} [suffers|suffer] from migraines.", "{S} [gets|get] migraines."), ("{S} [goes|go] to bed at 11pm every night.", "{S} [goes|go] to bed at 23:00 every night."),
           ("{S} [works|work] nights.", "{S} [works|work] night shifts."), ("{S} [does|do] yoga twice a week.", "{S} [does|do] yoga two times a week."),
           ("{S} [has|have] hay fever.", "{S} [suffers|suffer] from hay fever."), ("{S} [is|am] short-sighted.", "{S} [is|am] myopic.")]


def routines_health(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    kw = dict(y=rng.randint(2005, 2018), city=R.rand_city(rng).text)
    if label == "EQV":
        a, b = rng.choice(ROUT_EQ)
        if rng.random() < 0.5:
            a, b = b, a
        return fill(a, s, rng), fill(b, s, rng), {}
    if label in ("OSN", "NSO"):
        g, sps = rng.choice(ROUT)
        sp = fill(rng.choice(sps), s, rng, **kw)
        g = fill(g, s, rng, **kw)
        if "last year" in sp:
            return (g, sp, {"close": True}) if label == "OSN" else (sp, g, {"close": True})
        return (g, sp, {}) if label == "OSN" else (sp, g, {})
    if label == "CON":
        k = rng.randrange(6)
        if k == 0:
            h1, h2 = rng.sample(["5:30", "6", "6:30", "7", "7:30", "8", "9"], 2)
            t = rng.choice(["{S} [gets|get] up at {h} every day.", "{S} always [wakes|wake] up at {h}."])
            return fill(t, s, rng, h=h1), fill(t, s, rng, h=h2), {}
        if k == 1:
            return (render(rng, s, ["{S} [has|have] never broken a bone.", "{S} [has|have] never had a broken bone."]),
                    fill("{S} broke {P} {b} in {y}.", s, rng, b=rng.choice(["wrist", "ankle", "collarbone", "leg"]), **kw), {})
        if k == 2:
            a = render(rng, s, ["{S} [doesn't|don't] exercise at all.", "{S} never [does|do] any exercise."])
            b = render(rng, s, ["{S} [runs|run] three times a week.", "{S} [goes|go] to the gym every morning.", "{S} [swims|swim] every day."])
            return (a, b, {}) if rng.random() < 0.5 else (b, a, {})
        if k == 3:
            n1, n2 = rng.sample([5, 6, 7, 8, 9], 2)
            return (fill("{S} [sleeps|sleep] about {n} hours a night.", s, rng, n=R.num(n1)),
                    fill(rng.choice(["{S} [sleeps|sleep] about {n} hours a night.", "{S} usually [gets|get] {n} hours of sleep."]), s, rng, n=R.num(n2)), {})
        if k == 4:
            w, c = when_past(rng)
            return (render(rng, s, ["{S} [takes|take] medication for {P} blood pressure.", "{S} [is|am] on blood pressure tablets."]),
                    render(rng, s, ["{S} stopped taking {P} blood pressure medication{when}.", "{S} [is|am] off {P} blood pressure tablets now."], when=w), c)
        return (render(rng, s, ["{SP} blood type is {b}.", "T:{N}: blood type {b}."], b=(bt := rng.choice(["A+", "A-", "B+", "O+", "O-", "AB+"]))),
                fill("{SP} blood type is {b}.", s, rng, b=rng.choice([x for x in ["A+", "A-", "B+", "O+", "O-", "AB+"] if x != bt])), {})
    k = rng.randrange(3)
    if k == 0:
        d1, d2 = rng.sample(V.WEEKDAYS, 2)
        act = rng.choice(["goes to the gym", "goes swimming", "plays five-a-side", "does pilates", "visits {P} grandmother"])
        actv = act.replace("goes", "[goes|go]").replace("plays", "[plays|play]").replace("does", "[does|do]").replace("visits", "[visits|visit]")
        return fill("{S} " + actv + " on {d}s.", s, rng, d=d1), fill("{S} " + actv + " on {d}s.", s, rng, d=d2), {}
    if k == 1:
        a, b = rng.sample(["asthma", "hay fever", "eczema", "migraines", "a bad back", "tinnitus", "high cholesterol"], 2)
        t = rng.choice(["{S} [has|have] {x}.", "{S} [suffers|suffer] from {x}."])
        return fill(t, s, rng, x=a), fill(t, s, rng, x=b), {}
    a, b = rng.sample(["vitamin D", "iron tablets", "magnesium", "fish oil", "a daily multivitamin", "zinc"], 2)
    return fill("{S} [takes|take] {x}.", s, rng, x=a), fill("{S} [takes|take] {x}.", s, rng, x=b), {}


# ======================================================================= goals and projects
GOAL_OSN = [(["{S} [is|am] writing a novel.", "{S} [is|am] working on a novel."],
             ["{S} [is|am] writing a fantasy novel set in {city}.", "{S} [is|am] writing a crime novel about a missing painter.",
              "{S} [has|have] been writing a novel since {y}."]),
            (["{S} [is|am] building an app."], ["{S} [is|am] building a budgeting app in Swift.", "{S} [is|am] building an app for booking tennis courts."]),
            (["{S} [wants|want] to run a marathon."], ["{S} [wants|want] to run the {city} marathon in {fy}.", "{S} [wants|want] to run a marathon in under four hours."]),
            (["{S} [is|am] saving money."], ["{S} [is|am] saving for a deposit on a flat.", "{S} [is|am] saving £300 a month for a trip to {country}."]),
            (["{S} [wants|want] to learn an instrument."], ["{S} [wants|want] to learn the saxophone.", "{S} [wants|want] to learn the cello this year."]),
            (["{S} [is|am] learning to code."], ["{S} [is|am] learning Python.", "{S} [is|am] learning JavaScript through an online bootcamp."]),
            (["{S} [is|am] doing a course."], ["{S} [is|am] doing an evening course in accounting.", "{S} [is|am] doing an online course in photography."]),
            (["{S} [is|am] planning a trip."], ["{S} [is|am] planning a trip to {country} in {mo}.", "{S} [is|am] planning a cycling trip along the Danube."]),
            (["{S} [is|am] renovating {P} house."], ["{S} [is|am] renovating {P} house in {city}.", "{S} [is|am] renovating {P} house with help from {P} father."]),
            (["{S} [wants|want] to change careers."], ["{S} [wants|want] to retrain as {J}.", "{S} [wants|want] to leave finance and become {J}."]),
            (["{S} [is|am] training for a race."], ["{S} [is|am] training for a triathlon in {mo}.", "{S} [is|am] training for the {city} half marathon."])]
GOAL_EQ = [("{S} [wants|want] to run a marathon.", "{SP} goal is to run a marathon."),
           ("{S} [hopes|hope] to learn {L}.", "{S} would like to learn {L}."),
           ("{S} [is|am] saving up for a car.", "{S} [is|am] putting money aside to buy a car."),
           ("{S} [plans|plan] to move to {city} next year.", "{S} [intends|intend] to relocate to {city} next year."),
           ("{S} [wants|want] to write a book.", "{SP} dream is to write a book."),
           ("{S} [aims|aim] to read 30 books this year.", "{SP} goal for this year is to read thirty books.")]


def goals_projects(rng, label):
    s = R.person(rng, report_ok=(label != "EQV"))
    kw = dict(city=R.rand_city(rng).text, y=rng.randint(2012, 2018), fy=rng.randint(2025, 2027),
              country=rng.choice(R.COUNTRIES).text, mo=rng.choice(R.MONTHS), J=rng.choice(V.FLAT_JOBS),
              L=rng.choice(V.LANGUAGES))
    if label == "EQV":
        a, b = rng.choice(GOAL_EQ)
        return fill(a, s, rng, **kw), fill(b, s, rng, **kw), {}
    if label in ("OSN", "NSO"):
        gp, spp = rng.choice(GOAL_OSN)
        g, sp = render(rng, s, gp, **kw), render(rng, s, spp, **kw)
        c = {}
        if "{fy}" in "".join(spp):
            c = {"old_max": R.D(2024, 12, 31), "new_max": R.D(2024, 12, 31)}
        return (g, sp, c) if label == "OSN" else (sp, g, c)
    if label == "CON":
        k = rng.randrange(4)
        if k == 0:
            d1 = R.rand_date(rng, R.D(2020, 3, 1), R.D(2025, 12, 1))
            d2 = d1 + dt.timedelta(days=rng.choice([-1, 1]) * rng.choice([14, 30, 60, 120]))
            m1, m2 = "{} {}".format(R.MONTHS[d1.month - 1], d1.year), "{} {}".format(R.MONTHS[d2.month - 1], d2.year)
            if m1 == m2:
                return None
            lo = min(d1, d2).replace(day=1) - DAY
            t = rng.choice(["{S} [plans|plan] to submit {P} thesis in {m}.", "{S} [aims|aim] to hand in {P} thesis in {m}."])
            u = rng.choice([t, "{S} now [plans|plan] to submit {P} thesis in {m}.", "{SP} thesis submission has moved to {m}."])
            return fill(t, s, rng, m=m1), fill(u, s, rng, m=m2), {"old_max": lo, "new_max": lo, "old_min": lo - dt.timedelta(days=250)}
        if k == 1:
            d1 = R.rand_date(rng, R.D(2020, 3, 1), R.D(2025, 12, 1))
            d2 = d1 + dt.timedelta(days=rng.choice([-1, 1]) * rng.choice([3, 7, 14]))
            lo = min(d1, d2) - DAY
            proj = rng.choice(["grant application", "tax return", "conference paper", "portfolio", "design project"])
            t = "The deadline for {SP} {pr} is {d}."
            u = rng.choice([t, "{SP} {pr} is due on {d}.", "{SP} {pr} deadline has been changed to {d}."])
            sty = rng.choice(["dmy", "mdy", "dm"])
            return fill(t, s, rng, pr=proj, d=R.fmt(d1, sty)), fill(u, s, rng, pr=proj, d=R.fmt(d2, sty)), {"old_max": lo, "new_max": lo, "old_min": lo - dt.timedelta(days=120)}
        if k == 2:
            proj = rng.choice(["novel", "app", "podcast", "board game design", "family history book"])
            return (render(rng, s, ["{S} [is|am] still working on {P} {pr}.", "{S} [is|am] working on {P} {pr}."], pr=proj),
                    render(rng, s, ["{S} [has|have] finished {P} {pr}.", "{S} gave up on {P} {pr}.", "{S} abandoned {P} {pr} last month."], pr=proj), {})
        return (render(rng, s, ["{S} [wants|want] to run a marathon.", "{S} [is|am] determined to run a marathon."]),
                render(rng, s, ["{S} [has|have] given up on the idea of running a marathon.", "{S} no longer [wants|want] to run a marathon."]), {})
    k = rng.randrange(3)
    goals = ["to run a marathon", "to learn {L}", "to visit {country}", "to write a book", "to learn to sail",
             "to grow {P} own vegetables", "to get a dog", "to start a podcast", "to learn to surf"]
    if k == 0:
        a, b = rng.sample(goals, 2)
        t = rng.choice(["{S} [wants|want] {g}.", "{SP} goal is {g}."])
        return fill(t, s, rng, g=a, **kw), fill(t, s, rng, g=b, **kw), {}
    if k == 1:
        o = R.other_entity(rng, s)
        if not o:
            return None
        t = rng.choice(["{S} [is|am] writing a novel.", "{S} [is|am] building an app.", "{S} [wants|want] to run a marathon.",
                        "{S} [is|am] learning to code."])
        return fill(t, s, rng), fill(t, o, rng), {}
    pr = rng.choice([("{S} [is|am] writing a novel.", "{S} [is|am] reading a novel."),
                     ("{S} [is|am] writing a novel.", "{S} wrote a short story in {y}."),
                     ("{S} [is|am] building an app.", "{S} [is|am] using a new budgeting app."),
                     ("{S} [wants|want] to learn {L}.", "{S} [wants|want] to visit a {L}-speaking country."),
                     ("{S} [is|am] renovating {P} kitchen.", "{S} [is|am] renovating {P} bathroom."),
                     ("{S} [is|am] training for a marathon.", "{S} [is|am] training for a new job.")])
    return fill(pr[0], s, rng, **kw), fill(pr[1], s, rng, **kw), {}


# ======================================================================= organisations and third parties
def organisations(rng, label):
    O = rng.choice(V.ORGS)
    s = R.Subj(O, O + "'s", "it", "its", "it", "itself", O, False, "O:" + O)
    s.O = O
    city = R.rand_city(rng)
    country = R.COUNTRY_BY[city.country]
    n1, n2 = rng.choice([(n, n + d) for n in (12, 25, 40, 80, 150, 300) for d in (-5, 5, 10, 20, 30)])
    CEO, CEO2 = R.rand_name(rng)[0], R.rand_name(rng)[0]
    y1 = rng.randint(1990, 2018)
    kw = dict(O=O, X=city.text, n=n1, C=CEO, C2=CEO2, y=y1, mo=rng.choice(R.MONTHS))
    HQ = ["{O} is based in {X}.", "{O}'s headquarters are in {X}.", "{O} is headquartered in {X}.", "T:{O} — HQ: {X}."]
    FOUND = ["{O} was founded in {y}.", "{O} was set up in {y}.", "{O} has existed since {y}.", "T:{O}: founded {y}."]
    CEOS = ["{O}'s CEO is {C}.", "{C} is the chief executive of {O}.", "{C} runs {O} as its CEO."]
    EMP = ["{O} has {n} employees.", "{O} employs {n} people.", "{O} has a staff of {n}."]
    shop = rng.choice(["the bakery on Mill Lane", "the pharmacy on King Street", "the public pool near {P} flat",
                       "the library on Station Road", "the farmers' market in the square"])
    r = rng.random()
    k = rng.randrange(5)
    if label == "EQV":
        pool = [HQ, FOUND, CEOS, EMP][k % 4]
        pr = two(rng, s, pool)
        return pr and (fill(pr[0], s, rng, **kw), fill(pr[1], s, rng, **kw), {})
    if label in ("OSN", "NSO"):
        if k <= 1:
            g = render(rng, s, HQ, **dict(kw, X=rng.choice(R.parents(city)).text))
            sp = render(rng, s, HQ + ["{O} has its head office in {X}, near the station."], **dict(kw, X=rng.choice([city.text, city.qual])))
        elif k == 2:
            g = render(rng, s, FOUND[:2], **kw)
            sp = fill(rng.choice(["{O} was founded by {C} in {y}.", "{O} was founded in {mo} {y}.", "{O} was founded in {X} in {y}."]), s, rng, **kw)
        elif k == 3:
            prod = rng.choice([("shoes", ["trail running shoes", "leather work shoes"]), ("games", ["puzzle games for phones", "strategy games"]),
                               ("furniture", ["oak dining tables", "office chairs"]), ("software", ["accounting software", "software for dentists"]),
                               ("bread", ["sourdough loaves"]), ("bikes", ["electric cargo bikes", "folding bikes"])])
            g = fill("{O} makes {p}.", s, rng, p=prod[0])
            sp = fill(rng.choice(["{O} makes {p}.", "{O} makes {p} in a factory in {X}."]), s, rng, p=rng.choice(prod[1]), X=city.text)
        else:
            g = fill(rng.choice(["{O} has a CEO called {C}.", "{C} runs {O}."]), s, rng, **kw) if False else fill("{C} works at {O}.", s, rng, **kw)
            sp = render(rng, s, CEOS, **kw)
        return (g, sp, {}) if label == "OSN" else (sp, g, {})
    if label == "CON":
        if k == 0:
            other = R.other_place(rng, city, kinds=("city", "city", "country"))
            if rng.random() < 0.5:
                return render(rng, s, HQ, **kw), render(rng, s, HQ, **dict(kw, X=other.text)), {}
            return render(rng, s, HQ, **kw), fill("{O} moved its headquarters from {X} to {Y}.", s, rng, Y=other.text, **kw), {}
        if k == 1:
            return render(rng, s, FOUND, **kw), render(rng, s, FOUND, **dict(kw, y=y1 + rng.choice([-4, -2, -1, 1, 3, 5]))), {}
        if k == 2:
            if CEO == CEO2:
                return None
            if rng.random() < 0.5:
                return render(rng, s, CEOS, **kw), render(rng, s, CEOS, **dict(kw, C=CEO2)), {}
            return render(rng, s, CEOS, **kw), fill(rng.choice(["{C2} took over from {C} as CEO of {O}.", "{O} has a new CEO, {C2}."]), s, rng, **kw), {}
        if k == 3:
            return render(rng, s, EMP, **kw), render(rng, s, EMP, **dict(kw, n=n2)), {"close": True}
        p = R.person(rng)
        h1, h2 = rng.sample(["7am", "7:30am", "8am", "8:30am", "9am", "10am"], 2)
        t = rng.choice(["{sh} opens at {h} on weekdays.", "On weekdays {sh} opens at {h}."])
        sh = fill(shop, p, rng)
        sh = sh[0].lower() + sh[1:]
        return t.format(sh=sh, h=h1)[0].upper() + t.format(sh=sh, h=h1)[1:], t.format(sh=sh, h=h2)[0].upper() + t.format(sh=sh, h=h2)[1:], {}
    # IND
    if k == 0:
        other = R.rand_city(rng)
        if other.name == city.name:
            return None
        return render(rng, s, HQ, **kw), fill(rng.choice(["{O} has an office in {Y}.", "{O} opened a shop in {Y}.", "{O} is hiring in {Y}."]), s, rng, Y=other.text), {}
    if k == 1:
        y2 = y1 + rng.randint(3, 6)
        return (render(rng, s, FOUND, **kw),
                fill(rng.choice(["{O} went public in {y2}.", "{O} opened its second office in {y2}.", "{O} won an award in {y2}."]), s, rng, y2=y2),
                {"new_min": R.D(y2, 12, 31)})
    if k == 2:
        O2 = rng.choice([o for o in V.ORGS if o != O])
        s2 = R.Subj(O2, O2 + "'s", "it", "its", "it", "itself", O2, False, "O:" + O2)
        s2.O = O2
        t = rng.choice(HQ[:3] + FOUND[:2])
        return fill(t, s, rng, **kw), fill(t, s2, rng, **dict(kw, O=O2)), {}
    if k == 3:
        a, b = rng.sample(["running shoes", "hiking boots", "rain jackets", "backpacks", "tents", "sleeping bags"], 2)
        return fill("{O} sells {p}.", s, rng, p=a), fill("{O} sells {p}.", s, rng, p=b), {}
    return render(rng, s, CEOS, **kw), fill(rng.choice(["{C} used to work at {O2}.", "{C} studied engineering in {X}.", "{C} gave a talk about {O} in {X}."]), s, rng,
                                             O2=rng.choice([o for o in V.ORGS if o != O]), **kw), {}
