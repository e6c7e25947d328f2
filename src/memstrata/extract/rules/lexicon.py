"""Word lists the rules read: pronouns, verb forms, function words and small talk.

Kept as data in one place so that a rule reads as a rule and a missing word is a one-line fix.
"""

from __future__ import annotations


def words_of(text: str) -> frozenset[str]:
    """A word list written as one whitespace-separated string."""
    return frozenset(text.split())


# Auxiliaries and modals as a subject's first verb, and their third-person singular.
AGREE = {"am": "is", "'m": "is", "are": "is", "'re": "is", "were": "was", "have": "has", "'ve": "has",
         "do": "does", "don't": "doesn't", "aren't": "isn't", "weren't": "wasn't", "haven't": "hasn't",
         "ain't": "isn't", "am not": "is not", "dont": "doesn't", "havent": "hasn't", "wanna": "wants to",
         "gotta": "has to"}
MODALS = {"can", "could", "will", "would", "shall", "should", "may", "might", "must", "can't", "cannot",
          "couldn't", "won't", "wouldn't", "shouldn't", "mustn't", "'ll", "'d", "ought", "used",
          "gonna", "cant", "wont", "didn't", "didnt", "wasn't", "was", "did", "had", "hadn't", "is", "has",
          "isn't", "hasn't", "does", "doesn't"}
# Irregular past tenses (regular ones end in -ed). Forms that are also presents ("read",
# "put", "let", "cut", "hit", "set", "quit", "bet", "cost", "hurt", "shut") are left out:
# they keep their form, which is right for the past and only slightly off for the present.
IRREGULAR_PAST = words_of("""went got saw made took had did was were came gave found felt thought told said knew left kept
began brought bought caught taught ran wrote met sat stood spent sent built lost won ate drank drove flew grew threw
wore swam sang rode woke chose forgot held heard meant paid slept understood fell broke spoke became fought sold hung
led lit shot spun stuck struck swore tore wept wound hid bit dug fed fled forgave froze laid lay lent rose shook
shone sank slid sprang stole sought bent bound bred burnt dealt dreamt knelt leapt learnt spelt spilt overcame
undertook withdrew began drew blew stank sprang arose awoke beat became befell begot beheld bid bled clung crept
dove dwelt fit forbade foresaw forgot forsook got ground hung kneeled mistook overheard overslept overtook partook
proved rang sewed slung slunk smelt sowed spat sped spilt split spread stank stung strode strove swept swelled swung
thrust trod underwent upheld upset woven wrung""")
# Forms that are both present and past: a subject's verb among them keeps its form.
AMBIGUOUS_TENSE = words_of("read put let cut hit set quit bet cost hurt shut spread split burst cast broadcast fit")
_EED_PAST = {"agreed", "freed", "guaranteed", "decreed", "disagreed", "refereed", "emceed"}


def is_past(word: str) -> bool:
    """'went', 'adopted': a past tense (the -ed rule spares 'need', 'feed', 'bed', 'red')."""
    low = word.lower()
    if low in IRREGULAR_PAST:
        return True
    if not low.endswith("ed") or len(low) <= 3 or low in {"shed", "embed", "naked", "sacred", "hundred", "kindred"}:
        return False
    return not low.endswith("eed") or low in _EED_PAST


# Past participles that make "'d" read as "had" ("I'd been", "you'd gone").
PARTICIPLES = words_of("""been gone done seen known taken given eaten written driven flown grown thrown worn sung ridden
chosen forgotten broken spoken fallen hidden stolen shown begun drawn blown frozen woken""") | IRREGULAR_PAST
# Adverbs that may stand between a subject and its verb ("I really love", "you just said").
ADVERBS = words_of("""just also always never still already even often usually sometimes really actually definitely totally
finally recently only mostly kinda kind sorta sort of literally honestly seriously truly certainly probably maybe
generally basically currently now then soon ever occasionally rarely hardly barely nearly almost simply especially
absolutely genuinely personally particularly sure def""")
# A word after "you" that shows the "you" is the object ("I miss you so", "see you at").
OBJECT_FOLLOWERS = words_of("""to for and or with at about of from by like than on in so too all guys a an the some this
that there here back up out off down over around again today tonight tomorrow later soon know""")
# Verbs and prepositions before "you" that make it an object ("let you know", "for you").
OBJECT_LEADERS = words_of("""let make made help helped tell told give gave send sent show showed ask asked thank thanks miss
missed love loved see saw meet met call called remind reminded invite invited want wanted need bring brought teach
taught get got owe wish like hug join inspire inspired encourage encouraged support supported to for with at about of
from by than on in without around near behind after before between keep kept bother bothered hear heard believe trust
introduce introduced congratulate congratulated text texted seen heard known""")

# Function words, pronouns, small-talk words and appraisals: a sentence made only of these
# (names of the two speakers aside) carries no fact.
FUNCTION = words_of("""a an the and or but so if then than that this these those there here it its it's is are was were be
been being am do does did done have has had having i me my mine myself you your yours yourself we us our ours
ourselves he him his she her hers they them their theirs what which who whom whose how why when where to of in on at
for with about from by as into onto up down out off over just also too very really so such quite pretty super totally
absolutely definitely certainly sure yes yeah yep yup no nope not ok okay oh ah aw aww hmm um uh wow whoa omg lol haha
hahaha hehe lmao yay hey hi hello hiya howdy thanks thank thx ty please welcome bye goodbye cheers well now all any some
can could will would should may might must shall let let's gonna wanna gotta one thing things stuff lot lots much many
more most way kind sort bit little like get got go going gone come coming know knew think thought feel felt felt say
said tell told mean means sound sounds sounded look looks looked seem seems seemed agree agreed see seen hear glad
happy sorry hope hoping wish true right exactly indeed totally same here's what's that's it's you're i'm i've i'd
i'll you've you'd you'll we're we've we'll we'd don't doesn't didn't can't won't isn't aren't wasn't weren't
haven't hasn't ya doin how're how's again even still ever too always never favorite favourite anything
something everything nothing anyone someone everyone anybody somebody keep hang care luck enjoy stay
fingers crossed far back sec second moment""")
APPRAISAL = words_of("""great good nice cool awesome amazing wonderful fantastic fabulous incredible impressive
lovely beautiful gorgeous cute adorable sweet fun funny interesting exciting excited inspiring inspired brilliant
perfect excellent terrific neat superb stunning touching powerful thrilling thrilled glad happy proud sorry sad
bad terrible awful tough hard rough crazy wild wise smart kind thoughtful helpful useful fine best better worse
worst congrats congratulations bravo kudos yay woohoo hooray hurray blast meaningful special fascinating remarkable
rad dope sick lit epic legit relatable understandable heartwarming wholesome bummer shame pity luck lucky awesomeness
idea ideas""")
GREETINGS = ("hi", "hey", "hello", "hiya", "howdy", "yo", "good morning", "good afternoon", "good evening",
             "morning", "long time no see", "good to see you", "nice to see you", "great to see you",
             "good to hear from you", "nice to hear from you", "great to hear from you", "what's up", "whats up", "sup")
FAREWELLS = ("bye", "goodbye", "see you", "see ya", "talk soon", "talk to you soon", "talk to you later", "take care",
             "catch you later", "later", "gotta go", "have a good one", "have a great day", "have a nice day",
             "good night", "night", "ttyl", "cya", "bye for now", "until next time", "see you soon", "see you later")
THANKS = ("thanks", "thank you", "thx", "ty", "many thanks", "much appreciated", "appreciate it", "cheers")

# First person plural: a sentence that speaks for a group is kept as said.
WE_WORDS = {"we", "us", "our", "ours", "ourselves", "we're", "we've", "we'll", "we'd", "let's"}
# Verbs that open a request or instruction to the other speaker ("Give me ...", "List ...").
IMPERATIVES = words_of("""tell give list suggest recommend help explain write make show provide describe find create
generate share send compare summarize summarise translate plan draft check remind calculate name design outline
brainstorm rewrite edit convert research look please consider imagine pretend act walk teach recap elaborate
continue expand break identify offer advise detail clarify define analyze analyse evaluate estimate rank sort
organize organise schedule prepare proofread review rate believe keep take hang push don't never go enjoy stay
try remember trust stop be hold follow listen focus treat embrace celebrate dont let""")
# Present-tense verbs that often open a sentence whose subject "I" was left out ("Love it",
# "Hope you're well", "Can't wait"); past tenses are recognised by form (lexicon above).
DROPPED_SUBJECT_VERBS = words_of("""love hope want need wish think guess miss appreciate can't cannot couldn't didn't
won't wouldn't gotta gonna wanna been had got went""")
# Auxiliaries that open a yes/no question.
QUESTION_OPENERS = words_of("""do does did have has had is are was were can could will would should shall may might must
am isn't aren't wasn't weren't don't doesn't didn't haven't hasn't won't wouldn't can't couldn't shouldn't what
when where who whom whose which why how any anything anyone wanna""")
