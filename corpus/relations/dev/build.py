#!/usr/bin/env python3
"""Build the relations dev set (corpus/relations/dev/pairs.jsonl).

Every pair below was written by hand, one line per pair, as
``old | new`` (optionally ``| @OLD_TIME,NEW_TIME``).  The script only
adds ids, the label and kind of the block the pair sits in, and
timestamps; it uses nothing but the standard library and a fixed seed,
so its output is byte-for-byte reproducible:

    python3 corpus/relations/dev/build.py

A line starting with ``~`` is a one-off event (or an age/duration) whose
two records must be close in time to be about the same occasion.

Timestamps: when a pair gives none, old_time is drawn after the latest
2019-2025 date mentioned in the facts (so past events precede the
record) and new_time usually follows it.  Pairs with relative time words
("on Friday", "last week", "in May", "this year") or marked ``~`` get
both records within two days, so both facts point at the same time.
Plans dated in the text carry explicit timestamps.
"""
from __future__ import annotations

import datetime as dt
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

SEED = 20240917
HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------------------
# Hand-written pairs.  (label, kind, text block)
# ---------------------------------------------------------------------------
BLOCKS: list[tuple[str, str, str]] = []


def block(label: str, kind: str, text: str) -> None:
    BLOCKS.append((label, kind, text))


# =============================== IND =======================================
block("IND", "multi-valued attribute", """
I play the cello. | I play the piano.
Aisha mentioned she speaks Arabic fluently. | Aisha speaks French fluently.
The user has a golden retriever called Bruno. | The user has a tabby cat called Pesto.
I've been to Iceland. | I've been to Norway.
Mateo is friends with Lukas from his climbing gym. | Mateo is friends with Jonas from his climbing gym.
honestly I could eat Ethiopian food every day | I really love Georgian food.
Priya told me she's allergic to cats. | Priya is allergic to pollen.
Hobbies: pottery. | Hobbies: birdwatching.
Tomasz collects vinyl records. | Tomasz collects vintage film cameras.
Grandpa enjoys doing crosswords. | Grandpa enjoys doing sudoku.
The user is learning Korean on Duolingo. | The user is learning Italian on Duolingo.
Fatima volunteers at the food bank on Saturdays. | Fatima volunteers at the animal shelter on Sundays.
Our dog Pepper loves carrots. | Our dog Pepper loves apple slices.
I enjoy watching tennis. | I enjoy watching snooker.
Siobhan has visited Kyoto. | Siobhan has visited Osaka.
Dmitri knows how to cook borscht. | Dmitri knows how to cook paella.
One of Mei's closest friends is Jasmine. | One of Mei's closest friends is Rosa.
I subscribe to The Economist. | I subscribe to New Scientist.
Kwame plays five-a-side football on Tuesdays. | Kwame plays basketball on Thursdays.
My daughter takes ballet lessons. | My daughter takes swimming lessons.
Ingrid knits scarves for her grandchildren. | Ingrid bakes bread for her grandchildren.
Nikos enjoys sailing. | Nikos enjoys free diving.
User likes jazz. | User likes drum and bass.
Zeynep has a degree in chemistry. | Zeynep has a degree in philosophy.
I'm vaccinated against yellow fever. | I'm vaccinated against typhoid.
Rahul owns a Kindle. | Rahul owns an iPad.
Thandi has lived in Durban. | Thandi has lived in Cape Town.
Joon-ho watches K-dramas at the weekend. | Joon-ho watches baseball at the weekend.
We have a rabbit named Clover. | We have a rabbit named Nutmeg.
Camille is a member of a choir. | Camille is a member of a book club.
I take vitamin D every morning. | I take magnesium every morning.
Yusuf likes hiking in the Lake District. | Yusuf likes hiking in Snowdonia.
The user is certified in first aid. | The user is a certified scuba diver.
Leilani surfs. | Leilani goes paddleboarding.
Amara plays chess online. | Amara plays poker online.
Mateo speaks Spanish with his kids. | Mateo speaks English with his kids.
Ama cooks jollof rice for family parties. | Ama cooks waakye for family parties.
Allergies: penicillin. | Allergies: shellfish.
""")

block("IND", "different entity, same attribute", """
My sister lives in Bristol. | My sister-in-law lives in Bristol.
Oluwaseun works at Shell. | Oluwaseun's wife works at Shell.
The user's son is allergic to peanuts. | The user's daughter is allergic to peanuts.
Anjali's birthday is on 9 October. | Anjali's mother's birthday is on 9 October.
Our neighbour drives a red Tesla. | Our landlord drives a red Tesla.
Björn's dog is a husky. | Björn's brother's dog is a husky.
Marek is 41. | Marek's wife is 41.
My cousin is a paramedic in Leeds. | My uncle is a paramedic in Leeds.
Esperanza teaches maths at a secondary school. | Esperanza's daughter teaches maths at a secondary school.
Hiroshi's favourite band is Radiohead. | Hiroshi's son's favourite band is Radiohead.
My older brother got married in June. | My younger brother got married in June.
Lucía is vegan. | Lucía's partner is vegan.
The cat is scared of the hoover. | The dog is scared of the hoover.
Aroha's grandmother speaks Māori. | Aroha's grandfather speaks Māori.
Chidi's boss is on leave until Friday. | Chidi's assistant is on leave until Friday.
my mum had knee surgery last month | My aunt had knee surgery last month.
Ravi's car is a grey Skoda Octavia. | Ravi's father's car is a grey Skoda Octavia.
Gabriel's son goes to Riverside Primary. | Gabriel's niece goes to Riverside Primary.
Kofi's wife is from Kumasi. | Kofi's mother is from Kumasi.
I'm on the night shift this week. | My husband is on the night shift this week.
Sofia's landlord is putting the rent up. | Sofia's sister's landlord is putting the rent up.
The user's first child was born in Lisbon. | The user's second child was born in Lisbon.
Hana's piano teacher lives in Nagoya. | Hana's violin teacher lives in Nagoya.
Jakub's father is a retired pilot. | Jakub's father-in-law is a retired pilot.
Our eldest plays rugby for the school. | Our youngest plays rugby for the school.
Elif said her best friend is moving to Ankara. | Elif's boyfriend is moving to Ankara.
Fiona's stepdad is a carpenter. | Fiona's stepbrother is a carpenter.
The user's therapist is on holiday until the 20th. | The user's physiotherapist is on holiday until the 20th.
Wei's mother was born in Chengdu. | Wei's grandmother was born in Chengdu.
My gym membership renews in April. | My car insurance renews in April.
Dentist appointment on Thursday. | Physio appointment on Thursday.
Ngozi's son plays the trumpet. | Ngozi's nephew plays the trumpet.
My personal laptop is a ThinkPad. | My work laptop is a MacBook.
Ana's wedding is in Porto. | Ana's hen party is in Porto.
""")

block("IND", "different attribute, same entity", """
Noor's flat is in Shoreditch. | Noor's office is in Shoreditch.
Lena's birthday is on 12 June. | Lena's wedding anniversary is on 12 June.
Diego has friends in Montevideo. | Diego has cousins in Montevideo.
Tariq grew up in Lahore. | Tariq went to university in Lahore.
My sister was born in Glasgow. | My sister got married in Glasgow.
User's rent: £1,200/month. | User's take-home pay: £3,200/month.
Amir's brother is a dentist. | Amir's brother is 29.
Carla's favourite colour is teal. | Carla's favourite flower is the tulip.
Our house has three bedrooms. | Our house has two bathrooms.
The user works in Manchester. | The user lives in Manchester.
Dad's blood pressure is a bit high. | Dad's cholesterol is a bit high.
Joanna wears a size 38 shoe. | Joanna is 38.
My commute takes 40 minutes. | My lunch break is 40 minutes.
Ahmed's visa expires in March. | Ahmed's passport expires in March.
The user's mother is a retired teacher. | The user's mother is a keen gardener.
Helga's cat is 12 years old. | Helga's cat is on a special kidney diet.
Ryo's office is on the fifth floor. | Ryo's flat is on the fifth floor.
I wake up at 6 on weekdays. | I go to bed at 11 on weekdays.
Bongani is the captain of his cricket team. | Bongani is the treasurer of his cricket team.
Our car is a blue Ford Focus. | Our car is due its MOT in May.
Min-jun is 182 cm tall. | Min-jun weighs 82 kg.
Tom's middle name is Edward. | Tom's father's name is Edward.
Nadia studied law at Edinburgh. | Nadia taught law at Edinburgh.
The user's grandmother is 92. | The user's grandmother lives in a care home.
Luca is a nurse. | Luca is a Juventus fan.
Emeka's startup is based in Lagos. | Emeka's family is based in Lagos.
Our flat is on the ground floor. | Our flat has a small garden.
Pablo is left-handed. | Pablo is colour-blind.
Isla's eyes are blue. | Isla's car is blue.
The user's sister is a lawyer. | The user's sister is a mother of three.
""")

block("IND", "repeated event, different times", """
I went to Lisbon in May 2022. | I went to Lisbon in October 2023.
Aisha ran the London Marathon in 2021. | Aisha ran the London Marathon in 2023.
We saw Coldplay at Wembley in 2022. | We saw Coldplay in Cardiff in 2024.
Grandma was in hospital in January 2021. | Grandma was in hospital in August 2023.
Had a dental check-up on 3 March 2023. | Had a dental check-up on 9 September 2023.
Kenji visited his parents in Osaka over New Year 2022. | Kenji visited his parents in Osaka during Golden Week 2023.
The user had COVID in December 2020. | The user had COVID in July 2022.
Lucas and I went camping in the Peak District in June 2021. | Lucas and I went camping in the Peak District in August 2022.
Fatima flew to Jeddah on 2 April 2023. | Fatima flew to Jeddah on 18 December 2023.
My car failed its MOT in 2022. | My car failed its MOT in 2024.
Björn moved house in 2019. | Björn moved house in 2023.
Priya got a promotion in March 2021. | Priya got a promotion in April 2023.
We hosted Thanksgiving in 2021. | We hosted Thanksgiving in 2023.
Mateo broke his wrist skiing in 2020. | Mateo broke his wrist skiing in 2024.
I gave blood on 14 January 2024. | I gave blood on 22 April 2024.
Zeynep visited Cappadocia with friends in 2019. | Zeynep visited Cappadocia with friends in 2022.
Dad had his flu jab in October 2022. | Dad had his flu jab in October 2023.
The team offsite was in Bruges in 2022. | The team offsite was in Bruges in 2024.
Kwame attended a wedding in Accra in March 2023. | Kwame attended a wedding in Accra in November 2023.
Took the kids to Legoland in summer 2021. | Took the kids to Legoland in summer 2023.
Amara did a silent retreat in 2020. | Amara did a silent retreat in 2024.
Our boiler was serviced in February 2022. | Our boiler was serviced in February 2023.
""")

block("IND", "preference vs behaviour", """
I prefer window seats on flights. | I sat in an aisle seat on my flight to Oslo.
Mei prefers tea to coffee. | Mei had a flat white this morning.
The user likes to work out in the mornings. | The user went to an evening spin class on Tuesday.
Hiroshi told me he loves Italian food. | Hiroshi had tacos for dinner.
ugh, I'd honestly always rather take the train than fly | I flew to Edinburgh for the conference.
Dmitri always says he hates running. | Dmitri ran a charity 10k in September.
Carmen prefers paperbacks. | Carmen read three e-books on holiday.
My favourite cuisine is Thai. | I cooked a lasagne last night.
Rahul enjoys cooking. | Rahul has ordered takeaway every night this week.
The user dislikes crowded beaches. | The user spent Saturday on a packed beach in Brighton.
Margit prefers to shop locally. | Margit bought a sofa online.
I like a lie-in on Sundays. | I was up at 5 am last Sunday to catch a flight.
Yusuf prefers cats to dogs. | Yusuf is dog-sitting for his neighbour this week.
Amy prefers reading on her Kindle. | Amy bought a hardback copy of the new Sally Rooney novel.
Chen likes his coffee black. | Chen added oat milk to his coffee today.
Olga is not a fan of horror films. | Olga watched a horror film with her nephew on Friday.
""")

block("IND", "related, not entailing", """
been training for a marathon, it's exhausting lol | I ran a half marathon in April.
The user's daughter is in Year 4. | The user's daughter is 8.
Sana is pregnant. | Sana is starting maternity leave in June.
Nikos told me he's saving up for a house. | Nikos has a mortgage appointment next week.
My brother is a chef. | My brother works late most evenings.
Elena bought running shoes. | Elena started jogging.
The user has a PhD in physics. | The user works as a data scientist.
Tunde plays guitar. | Tunde's band has a gig on Saturday.
I'm learning Japanese. | I'm going to Tokyo in the spring.
Sara is a nurse. | Sara works at St Mary's Hospital.
Our cat is 15. | Our cat has arthritis.
My partner is a vet. | My partner has three dogs.
Jin bought a flat in Busan. | Jin lives in Busan.
Lola is allergic to dairy. | Lola drinks oat milk.
The user's mother lives alone. | The user's mother is a widow.
Marta enrolled in an evening pottery course. | Marta bought a pottery wheel.
Aditya was born in Mumbai. | Aditya supports the Mumbai Indians.
""")

block("IND", "topic overlap, different claims", """
My landlord is raising the rent in March. | My rent is due on the first of each month.
The user's knee hurts when running downhill. | The user's physio recommended cycling instead of running.
Kaito's wedding is in Kyoto. | Kaito's wedding has 120 guests.
I'm doing a 30-day yoga challenge. | My yoga teacher is called Anouk.
Grace's flight to Nairobi is on Friday. | Grace needs a yellow fever certificate for Kenya.
Alejandro is studying for the bar exam. | Alejandro's bar exam results come out in November.
My son has a maths test on Thursday. | My son finds maths difficult.
The user's car insurance is with Aviva. | The user's car insurance costs £640 a year.
Hye-jin's cat needs a dental operation. | Hye-jin's vet is in Mapo.
I've started journaling before bed. | I've been sleeping badly this month.
Our book club is reading Middlemarch. | Our book club meets on the last Thursday of the month.
The user mentioned they're planning a trip to Peru. | The user is worried about altitude sickness.
Marco's restaurant is in Turin. | Marco's restaurant has a Michelin star.
Dad says he's retiring next year. | Dad wants to buy a campervan.
Sophie's thesis is on coral reefs. | Sophie's thesis deadline is 30 April.
""")

# =============================== EQV =======================================
block("EQV", "paraphrase", """
I work as a graphic designer. | I'm a graphic designer by profession.
The user can't stand coriander. | The user really dislikes coriander.
Kenji said he's moving to Sapporo next month. | According to Kenji, he'll relocate to Sapporo next month.
Yohannes has two daughters. | Yohannes is the father of two girls.
Ingrid works part-time. | Ingrid has a part-time job.
Tomasz owns a bakery in Kraków. | Tomasz is the owner of a bakery in Kraków.
We got a puppy last weekend. | Last weekend we brought home a puppy.
The user is afraid of flying. | The user has a fear of flying.
Olu's daughter starts university in September. | In September, Olu's daughter begins university.
I can't eat gluten because I'm coeliac. | I'm coeliac, so gluten is off the menu for me.
The user is seeing the accountant on Friday. | On Friday the user has an appointment with the accountant.
Sven commutes by bike. | Sven cycles to work.
I'm allergic to shellfish. | Shellfish gives me an allergic reaction.
Our anniversary is on 5 August. | We celebrate our anniversary on 5 August.
Akosua is a twin. | Akosua has a twin sibling.
The user has never been to Australia. | The user hasn't ever visited Australia.
Lucía quit smoking in 2021. | Lucía gave up cigarettes in 2021.
At 3 I'm meeting Sofia. | I have a meeting with Sofia at 3.
The user has two sons and no daughters. | The user's only children are two boys.
Maria's flat is above a bakery. | There's a bakery below Maria's flat.
Gran turned 90 in March. | Gran's 90th birthday was in March.
I need to renew my passport before June. | My passport has to be renewed before June.
Ji-woo started a new job at Samsung on Monday. | Ji-woo began working at Samsung on Monday.
~ Ravi has a sore throat. | Ravi's throat is sore.
Dad's knee is giving him trouble again. | Dad is having problems with his knee again.
Keanu hasn't decided where to study yet. | Keanu is still undecided about where to study.
The user finds public speaking stressful. | Speaking in public stresses the user out.
Mum thinks the new job suits me. | Mum reckons the new job is a good fit for me.
""")

block("EQV", "synonym substitution", """
My grandmother passed away in 2020. | My grandmother died in 2020.
Leilani grew up in Hilo. | Leilani was raised in Hilo.
Dr Mensah is a physician. | Dr Mensah is a medical doctor.
The user's flat is in central Oslo. | The user's apartment is in central Oslo.
~ Arjun purchased a used Honda Civic. | Arjun bought a second-hand Honda Civic.
I'm starting a new job in the autumn. | I'm starting a new job in the fall.
Ewa's kids attend a bilingual school. | Ewa's children go to a bilingual school.
~ Our holiday in Crete was fantastic. | Our vacation in Crete was fantastic.
Sadia is an attorney. | Sadia is a lawyer.
My husband snores loudly. | My husband is a loud snorer.
Thabo is frightened of spiders. | Thabo is scared of spiders.
The user is expecting a baby in May. | The user's baby is due in May.
~ Fernando fixed the leaking tap. | Fernando repaired the dripping tap.
I take the metro to work. | I take the subway to work.
Yara's mobile phone is broken. | Yara's cell phone is broken.
Grandad is hard of hearing. | Grandad is partially deaf.
Mina is nearsighted. | Mina is short-sighted.
~ Ben quit his job. | Ben resigned from his job.
My son is left-handed. | My son is a leftie.
The user dislikes mushrooms. | The user doesn't like mushrooms.
Farah lives in a terraced house. | Farah lives in a row house.
Priyanka's boyfriend is a firefighter. | Priyanka's boyfriend is a fireman.
The user takes medication for hypertension. | The user takes medication for high blood pressure.
Keiko is a paediatrician. | Keiko is a children's doctor.
The user is unemployed at the moment. | The user is currently out of work.
The user's GP is Dr Bello. | The user's family doctor is Dr Bello.
""")

block("EQV", "reordering / voice", """
Aisha's husband is called Tariq. | Tariq is Aisha's husband.
Priya goes swimming every Wednesday. | Every Wednesday, Priya goes swimming.
Hana's favourite season is autumn. | Autumn is Hana's favourite season.
My brother is older than me. | I'm younger than my brother.
The portrait in our hallway was painted by my aunt. | My aunt painted the portrait in our hallway.
Linus was hired by Spotify in 2022. | Spotify hired Linus in 2022.
Sione is taller than his father. | Sione's father is shorter than him.
Elif and Can got married in Izmir. | Can and Elif got married in Izmir.
The dog is walked by my son every evening. | My son walks the dog every evening.
On Thursdays, Zara works from home. | Zara works from home on Thursdays.
~ Mum's surgery is on the 14th. | On the 14th, Mum has her surgery.
~ The tickets for the Adele concert were bought by Jonah. | Jonah bought the tickets for the Adele concert.
Rahul is Meera's cousin. | Meera is Rahul's cousin.
Olga lives two doors down from us. | We live two doors down from Olga.
Leon's sister is Greta. | Greta is Leon's sister.
In 2019, the user moved to Dublin. | The user moved to Dublin in 2019.
Before breakfast I usually go for a run. | I usually go for a run before breakfast.
Pedro was diagnosed with diabetes last year. | Last year, Pedro's doctor diagnosed him with diabetes.
The kids are picked up from school by Grandma on Fridays. | On Fridays Grandma picks the kids up from school.
Kwame's manager is Sinead. | Sinead is Kwame's manager.
My aunt is two years older than my mum. | My mum is two years younger than my aunt.
""")

block("EQV", "equivalent date, time or number format", """
Nadia's birthday is 14 February. | Nadia's birthday is on Feb 14th.
The wedding is on 2024-09-07. | The wedding is on 7 September 2024. | @2024-01-10,2024-03-02
~ Flight BA287 departs at 14:30. | Flight BA287 departs at 2:30 pm.
I'm 180 cm tall. | I'm 1.8 metres tall.
Ahmed was born on 3 May 1990. | Ahmed's date of birth is 1990-05-03.
~ The dentist appointment is at noon on Tuesday. | The dentist appointment is at 12 pm on Tuesday.
The user's rent is £1,250 per month. | The user pays £15,000 a year in rent.
Sofia ran 10 km on Saturday. | Sofia ran ten kilometres on Saturday.
Chen's contract ends on 31 December 2024. | Chen's contract ends on 2024-12-31. | @2024-02-19,2024-06-03
~ Our baby weighs 3.5 kg. | Our baby weighs 3,500 grams.
The kids' school starts at 8:45. | The kids' school starts at quarter to nine in the morning.
~ Dad's appointment is at 16:00 on Monday. | Dad's appointment is at 4 o'clock on Monday afternoon.
~ Marta has worked at the firm for a decade. | Marta has worked at the firm for ten years.
Kemal moved to Berlin in March 2021. | Kemal moved to Berlin in Mar 2021.
~ The user's daughter is 18 months old. | The user's daughter is a year and a half old.
My commute is 45 minutes each way. | My commute is three quarters of an hour each way.
Lena's due date is 2023-11-02. | Lena's due date is 2 November 2023. | @2023-04-15,2023-05-30
~ The party starts at 19:30. | The party starts at half seven in the evening.
~ Grandpa is 80. | Grandpa is eighty years old.
~ Yusuf's flight lands at 06:15. | Yusuf's flight lands at quarter past six in the morning.
The user started at Deloitte on 1 July 2022. | The user's start date at Deloitte was July 1, 2022.
Ines paid €2,000 for the course. | Ines paid two thousand euros for the course.
The flat is 55 square metres. | The flat is 55 m².
Omar's wedding was on 12 August 2023. | Omar got married on August 12, 2023.
My bus leaves at 7:05 am. | My bus leaves at five past seven in the morning.
""")

block("EQV", "subject reference (I / the user / name)", """
The user is allergic to penicillin. | I'm allergic to penicillin.
The user's mother is a midwife. | My mum is a midwife.
My son Leo started school this week. | The user's son Leo started school this week.
Helen is my manager. | My manager's name is Helen.
User lives in Valencia. | I live in Valencia.
The user's partner, Sam, works in IT. | My partner Sam works in IT.
I have two cats. | The user owns two cats.
Ravi's wife Anita is a pharmacist. | Anita, Ravi's wife, is a pharmacist.
~ Our dog Biscuit is nine. | Biscuit, the family dog, is nine.
My wife and I are vegetarians. | Both the user and their wife are vegetarian.
My brother Farid is a pilot. | Farid, the user's brother, is a pilot.
I'm a night owl. | The user is a night owl.
The user's daughter Mia plays the violin. | Mia, my daughter, plays the violin.
I've booked a table at Dishoom for Friday. | The user has booked a table at Dishoom for Friday.
My boss, Mr Tanaka, is retiring in June. | Mr Tanaka, the user's boss, is retiring in June.
The user's best friend is Chloe. | Chloe is my best friend.
Dad is recovering from a hip replacement. | The user's father is recovering from a hip replacement.
Our landlord is Mr Osei. | Mr Osei is the user's landlord.
I work night shifts at the hospital. | The user works night shifts at the hospital.
My grandmother Rosalind lives in Cork. | The user's grandmother Rosalind lives in Cork.
""")

block("EQV", "low-overlap paraphrase", """
The user doesn't drink alcohol. | I'm teetotal.
Ayumi is an only child. | Ayumi has no brothers or sisters.
Emre is the youngest of four children. | Emre has three siblings, all older than him.
Our twins turn five in July. | The twins' fifth birthday is in July.
I'm single. | I'm not in a relationship.
Dev works for himself. | Dev is self-employed.
Olivia's father passed away when she was ten. | Olivia lost her dad at age ten.
I don't own a car. | The user has no car of their own.
Lukas is colour-blind. | Lukas can't tell certain colours apart.
The user lives with their parents. | I still live at home with Mum and Dad.
My in-laws live with us. | My spouse's parents share our home.
Inés follows a vegan diet. | Inés doesn't eat any animal products.
The user's father is no longer alive. | The user's dad has passed away.
Kai works nights. | Kai's shifts are overnight.
Mehmet is a paediatric nurse. | Mehmet is a nurse who specialises in caring for children.
Beatriz gave birth to a boy last week. | Beatriz had a son last week.
We're expecting our first child. | We're going to be parents for the first time.
Lucy has been at Google since 2019. | Lucy joined Google in 2019 and still works there.
Obinna is afraid of heights. | Heights terrify Obinna.
Signe lives on her own. | Signe lives alone.
The user hasn't got any kids. | The user is childless.
Idris is a non-smoker. | Idris doesn't smoke.
My brother is my only sibling. | I have just one brother and no sisters.
Pierre's mother tongue is French. | Pierre is a native French speaker.
Our cat is an indoor cat. | Our cat never goes outside.
Matteo works at weekends only. | Matteo's working days are Saturday and Sunday.
Kiri's husband died in 2021. | Kiri was widowed in 2021.
Hugo and Camille tied the knot in 2018. | Hugo married Camille in 2018.
Ana's place is a five-minute walk from the beach. | The beach is five minutes on foot from Ana's home.
My sister is expecting a baby. | My sister is pregnant.
""")

# =============================== OSN =======================================
block("OSN", "narrower place", """
Amara lives in Nigeria. | Amara lives in Abuja.
I work in London. | I work in Canary Wharf, London.
My parents retired to Spain. | My parents retired to Málaga.
Daichi studied in the US. | Daichi studied at MIT.
The user's sister lives in Scotland. | The user's sister lives in Inverness.
We're going to Italy in June. | We're going to Sicily in June.
Hyun-woo was born in South Korea. | Hyun-woo was born in Daegu.
Jordi's office is in Barcelona. | Jordi's office is in the Eixample district of Barcelona.
Grandma lives by the sea. | Grandma lives in a seafront flat in Whitby.
Tanvir grew up in Bangladesh. | Tanvir grew up in Sylhet.
~ I left my umbrella at the office. | I left my umbrella in the meeting room at the office.
~ Ines is on holiday in Greece. | Ines is on holiday on Naxos.
My brother lives in Canada. | My brother lives in Halifax, Nova Scotia.
Sigrid's cabin is in Norway. | Sigrid's cabin is near Lillehammer in Norway.
The conference is in Germany. | The conference is in Hamburg.
Akira works in Tokyo. | Akira works in Shibuya, Tokyo.
Layla studies in Australia. | Layla studies at the University of Melbourne.
My aunt emigrated to South America. | My aunt emigrated to Chile.
The user keeps their passport in the bedroom. | The user keeps their passport in the top drawer of the bedroom dresser.
Ezra's restaurant is in New York. | Ezra's restaurant is in Brooklyn.
Fatou lives in West Africa. | Fatou lives in Dakar, Senegal.
We honeymooned in the Caribbean. | We honeymooned in St Lucia.
Rohan is doing his residency in India. | Rohan is doing his residency at a hospital in Chennai.
Klaus hikes in the Alps every summer. | Klaus hikes in the Bernese Alps every summer.
~ I parked at the airport. | I parked in the long-stay car park at Gatwick.
Min's new job is in Singapore. | Min's new job is in Singapore's CBD.
""")

block("OSN", "subtype", """
Pet: dog. | The user has a border collie.
Anneke plays a string instrument. | Anneke plays the viola.
Marco drives an SUV. | Marco drives a Volvo XC90.
I'm a teacher. | I'm a primary school teacher.
Bea works in healthcare. | Bea is a hospital radiographer.
Our son plays a team sport. | Our son plays water polo.
Kasia has a chronic illness. | Kasia has type 1 diabetes.
I drink herbal tea at night. | I drink chamomile tea at night.
Ade drives an electric car. | Ade drives a Nissan Leaf.
Yuna has a pet reptile. | Yuna has a pet leopard gecko.
The user is a musician. | The user is a session drummer.
Felipe works in finance. | Felipe is an investment banker.
My daughter is learning a martial art. | My daughter is learning judo.
~ Grandpa had heart surgery. | Grandpa had a triple bypass.
Elena reads a lot of fiction. | Elena reads a lot of crime fiction.
Hamid's wife is a doctor. | Hamid's wife is a cardiologist.
I use an Android phone. | I use a Samsung Galaxy S23.
Tatiana is studying engineering. | Tatiana is studying civil engineering.
Luis bakes bread at the weekend. | Luis bakes sourdough bread at the weekend.
Omar owns a bike. | Omar owns a Brompton folding bike.
The user's dad has cancer. | The user's dad has prostate cancer.
My partner is a nurse. | My partner is an intensive care nurse.
Niamh plays a racket sport. | Niamh plays badminton.
~ Our family doctor prescribed antibiotics. | Our family doctor prescribed amoxicillin.
Jae is a software engineer. | Jae is a backend software engineer.
The user has a cat. | The user has a Maine Coon.
""")

block("OSN", "added name", """
I have a sister. | I have a sister called Yuki.
Anjali's son just started nursery. | Anjali's son Arjun just started nursery.
My manager is leaving the company. | My manager, Olivia, is leaving the company.
~ The user adopted a kitten. | The user adopted a kitten and named her Mochi.
~ Tom has a new girlfriend. | Tom has a new girlfriend called Aaliyah.
Our neighbour is a vet. | Our neighbour Dagmar is a vet.
Kwesi's best friend is getting married in May. | Kwesi's best friend Yaw is getting married in May.
My cousin works for an airline. | My cousin works for Emirates.
Elif's brother is a pilot. | Elif's brother Kerem is a pilot.
The user's therapist recommended journaling. | The user's therapist, Dr Lind, recommended journaling.
Nora bought a house with her partner. | Nora bought a house with her partner Ben.
I'm reading a novel by Ishiguro. | I'm reading Klara and the Sun by Ishiguro.
Dad's dog is a spaniel. | Dad's dog is a spaniel called Rolo.
Jonas plays in a band. | Jonas plays in a band called The Low Tides.
My son's teacher is very supportive. | My son's teacher, Mr Abara, is very supportive.
~ Hina got a job at a tech startup. | Hina got a job at a tech startup called Loomly.
~ We hired a new nanny. | We hired a new nanny named Rosa.
The user's landlady lives downstairs. | The user's landlady, Mrs Kowalski, lives downstairs.
Santiago has a baby daughter. | Santiago has a baby daughter named Valentina.
I'm going to a concert on Friday. | I'm going to a Fontaines D.C. concert on Friday.
""")

block("OSN", "added date or time", """
Amelia visited Japan. | Amelia visited Japan in April 2023.
I have a dentist appointment on Thursday. | I have a dentist appointment on Thursday at 9:15.
~ The user's sister got engaged. | The user's sister got engaged on Christmas Eve.
~ Kofi started a new job. | Kofi started a new job on 4 March 2024.
My parents are visiting next month. | My parents are visiting from 10 to 17 June. | @2024-05-06,2024-05-20
Daniela ran a marathon. | Daniela ran a marathon in October 2022.
Ryo got his driving licence. | Ryo got his driving licence in 2021.
The boiler is being serviced this week. | The boiler is being serviced this Wednesday morning. | @2023-11-13,2023-11-14
~ Ayesha had her baby. | Ayesha had her baby on 2 February.
We're flying to Bogotá. | We're flying to Bogotá on the 22nd at 6 am.
~ Dad had a fall. | Dad had a fall last Tuesday.
Mina moved to Seoul. | Mina moved to Seoul in the summer of 2020.
The user's grandfather passed away. | The user's grandfather passed away in February 2022.
Karin is having surgery. | Karin is having surgery on 8 January.
Our lease ends in the summer. | Our lease ends on 31 July.
Viktor gets paid monthly. | Viktor gets paid on the 25th of every month.
I go to the gym in the morning. | I go to the gym at 6 am.
Shira's exams are in June. | Shira's exams run from 3 to 14 June.
The user's book club meets on Thursdays. | The user's book club meets on Thursdays at 7 pm.
Sean proposed to Aoife in Paris. | Sean proposed to Aoife in Paris on Valentine's Day 2022.
""")

block("OSN", "added quantity", """
Bartek has kids. | Bartek has three kids.
I drink coffee every morning. | I drink two cups of coffee every morning.
The user runs most days. | The user runs about 8 km most days.
Hannah has siblings. | Hannah has four siblings.
Our flat has a balcony. | Our flat has a 6-square-metre balcony.
Chen lost weight this year. | Chen lost 12 kg this year.
Adaeze donates to charity every month. | Adaeze donates £20 to charity every month.
I work part-time. | I work 24 hours a week, part-time.
~ Ibrahim got a pay rise. | Ibrahim got a 10% pay rise.
The user's grandparents have been married for decades. | The user's grandparents have been married for 61 years.
Freya owns several guitars. | Freya owns seven guitars.
My daughter reads before bed. | My daughter reads for 20 minutes before bed.
Kaveh commutes by train. | Kaveh commutes by train for an hour each way.
We keep chickens in the garden. | We keep five chickens in the garden.
Julia walks the dog every day. | Julia walks the dog for an hour every day.
Tomasz is saving for a deposit. | Tomasz is saving £500 a month for a deposit.
The user takes sertraline. | The user takes 50 mg of sertraline daily.
Zainab teaches yoga classes. | Zainab teaches three yoga classes a week.
Marcus has a mortgage. | Marcus has a £250,000 mortgage.
Ikaika surfs before work. | Ikaika surfs for an hour before work.
""")

block("OSN", "added compatible qualifier", """
Sara works at a hospital. | Sara works night shifts at a hospital.
Aiden plays guitar. | Aiden plays guitar in a covers band.
I'm learning Spanish. | I'm learning Spanish with a tutor on Zoom.
The user is training for a triathlon. | The user is training for a triathlon with a coach.
Fiona's son is at secondary school. | Fiona's son is in Year 9 at secondary school.
Hugo bought a flat. | Hugo bought a two-bedroom flat with a mortgage.
Gita told us she's moving to Dubai. | Gita told us she's moving to Dubai for a teaching job.
~ My brother got married. | My brother got married in a small ceremony on the beach.
~ Olu had knee surgery. | Olu had keyhole surgery on his left knee.
We're adopting a dog. | We're adopting a retired greyhound from a rescue centre.
~ Haruki quit his job. | Haruki quit his job to start his own company.
The user is vegetarian. | The user has been vegetarian since childhood.
Leila is pregnant. | Leila is pregnant with twins.
I volunteer at a library. | I volunteer at a library on Saturday mornings, shelving books.
Mum is in hospital. | Mum is in hospital with a chest infection.
Siddharth works from home. | Siddharth works from home, mostly from the spare bedroom.
~ The user's daughter won a prize. | The user's daughter won first prize in a national poetry competition.
Anouk sings in a choir. | Anouk sings alto in a community choir.
Carlos is retired. | Carlos is retired after 30 years as a postman.
~ I had a job interview today. | I had a second-round job interview at Unilever today.
Nkechi is writing a book. | Nkechi is writing a children's book about her grandmother.
~ The user's car broke down. | The user's car broke down on the M6 on the way to Manchester.
Oskar goes climbing. | Oskar goes indoor climbing twice a week.
Maya has asthma. | Maya has mild asthma that's triggered by cold weather.
Peter is studying for a master's. | Peter is studying part-time for a master's in public health.
~ Tamar got a dog. | Tamar got a rescue dog from Battersea.
We go camping every summer. | We go camping every summer with my wife's family.
~ I sold my car. | I sold my car to a neighbour for £3,000.
The user's son is learning the trumpet. | The user's son is learning the trumpet at school.
Rania is a freelance translator. | Rania is a freelance translator specialising in legal documents.
~ Jorge broke his arm. | Jorge broke his arm falling off his skateboard.
Chloe is organising a surprise party. | Chloe is organising a surprise party for her husband's 40th.
I meditate. | ok so I meditate for ten minutes every morning right after I wake up
Bram has started therapy. | Bram has started weekly online therapy sessions.
Our kitchen is being renovated. | Our kitchen is being renovated by a local builder.
""")

# =============================== NSO =======================================
block("NSO", "broader place", """
Chiara lives in Bologna. | Chiara lives in Italy.
I'm flying into Heathrow on Monday. | I'm flying into London on Monday.
Arash grew up in Shiraz. | Arash grew up in Iran.
The user works in the Financial District of San Francisco. | The user works in San Francisco.
Our summer house is on the island of Gotland. | Our summer house is in Sweden.
Hye-jin studied at Seoul National University. | Hye-jin studied in Seoul.
My nephew lives in Wellington. | My nephew lives in New Zealand.
Benedikt's company is headquartered in Munich. | Benedikt's company is headquartered in Bavaria.
Aba spent Christmas in Cape Coast. | Aba spent Christmas in Ghana.
~ The user's car is parked on Elm Street outside the library. | The user's car is parked on Elm Street.
Mila honeymooned in Zanzibar. | Mila honeymooned in Tanzania.
I keep the spare key under the blue flowerpot by the back door. | I keep the spare key by the back door.
Sunil says his parents live in Pune. | Sunil said his parents live in Maharashtra.
Ioana teaches at a school in Cluj-Napoca. | Ioana teaches in Romania.
~ We're staying at a hotel in Montmartre. | We're staying in Paris.
Declan was born in Galway. | Declan was born in Ireland.
Manu's office is in Auckland's CBD. | Manu's office is in Auckland.
My aunt retired to Tenerife. | My aunt retired to the Canary Islands.
Valeria goes to university in Monterrey. | Valeria goes to university in Mexico.
~ The gig is at the Barrowland in Glasgow. | The gig is in Glasgow.
Imran's family farm is outside Multan, in Pakistan. | Imran's family farm is in Pakistan.
Greta hikes in the Dolomites. | Greta hikes in the Italian Alps.
Our wedding venue is a barn in Somerset. | Our wedding venue is in Somerset.
Lwazi works at a clinic in Soweto. | Lwazi works at a clinic in Johannesburg.
The user's passport is in the safe in the study. | The user's passport is in the study.
""")

block("NSO", "supertype", """
Aoife has a cockapoo. | Aoife has a dog.
Jamal plays the double bass. | Jamal plays a string instrument.
I drive a Toyota Prius. | I drive a hybrid.
My son is a neonatal nurse. | My son is a nurse.
Cristina has rheumatoid arthritis. | Cristina has arthritis.
The user is a sous-chef. | The user works in a professional kitchen.
Rafael plays padel on Sundays. | Rafael plays a racket sport on Sundays.
Mum has a Kindle Paperwhite. | Mum has an e-reader.
Ji-ho is a civil engineer. | Ji-ho is an engineer.
We have a Siamese cat. | We have a cat.
Dad drinks Earl Grey every afternoon. | Dad drinks tea every afternoon.
Lerato is a criminal defence lawyer. | Lerato is a lawyer.
The user does Ashtanga yoga. | The user does yoga.
Björn's daughter plays ice hockey. | Björn's daughter plays a winter sport.
My grandmother has Alzheimer's. | My grandmother has dementia.
Takumi rides a Kawasaki Ninja. | Takumi rides a motorbike.
Esra injects insulin every day. | Esra takes medication every day.
I'm reading a biography of Frida Kahlo. | I'm reading a biography.
Nilufar's husband is an orthodontist. | Nilufar's husband is a dentist.
Paolo drinks oat milk. | Paolo drinks plant milk.
The twins play the clarinet. | The twins play a woodwind instrument.
We bought a Dyson V15. | We bought a cordless vacuum cleaner.
Kalani is a marine biologist. | Kalani is a biologist.
Imogen breeds Labradors. | Imogen breeds dogs.
Ola's son is a goalkeeper for a Sunday league team. | Ola's son plays football for a Sunday league team.
""")

block("NSO", "name dropped", """
My boss, Henrik, is on paternity leave. | My boss is on paternity leave.
~ Leah says her daughter Ruby has chickenpox. | Leah says her daughter has chickenpox.
The user's cousin Bongani is visiting from Durban. | The user's cousin is visiting from Durban.
I'm reading Piranesi by Susanna Clarke. | I'm reading a Susanna Clarke novel.
Our new puppy, Waffles, is a dachshund. | Our new puppy is a dachshund.
Amir's girlfriend Shirin is a dentist. | Amir's girlfriend is a dentist.
Selin works for Turkish Airlines. | Selin works for an airline.
My physio, Gareth, says my shoulder is healing well. | My physio says my shoulder is healing well.
We're going to see Hamilton on Saturday. | We're going to see a musical on Saturday.
Emma's brother Felix is studying medicine. | Emma's brother is studying medicine.
The user's flatmate, Tolu, is moving out. | The user's flatmate is moving out.
~ Ngaio's cat Pōtae is 14. | Ngaio's cat is 14.
Paulo supports Benfica. | Paulo supports a Portuguese football club.
Grandad's best friend Alf died last week. | Grandad's best friend died last week.
~ The user's GP, Dr Haddad, referred them to a cardiologist. | The user's GP referred them to a cardiologist.
Jess's husband Owen is a firefighter. | Jess's husband is a firefighter.
~ My landlord, Mr Petrov, fixed the heating. | My landlord fixed the heating.
~ Kai's dog Bodhi needs surgery. | Kai's dog needs surgery.
Svetlana works at IKEA. | Svetlana works at a furniture retailer.
We watched Past Lives last night. | We watched a film last night.
""")

block("NSO", "date or time dropped", """
I had my wisdom teeth out on 6 June 2022. | I had my wisdom teeth out.
Ama graduated from KNUST in 2019. | Ama graduated from KNUST.
~ The user's train leaves at 08:12 on Friday. | The user's train leaves on Friday.
Luca and Giulia got married in September 2021. | Luca and Giulia got married.
Dad's birthday dinner is on Saturday at 7. | Dad's birthday dinner is on Saturday.
Hiro went skiing in Niseko in February 2023. | Hiro went skiing in Niseko.
~ Magda has a smear test booked for 11 am on the 3rd. | Magda has a smear test booked.
~ Yaw's visa interview is on 19 April. | Yaw has a visa interview in April.
We moved into this house in March 2020. | We moved into this house in 2020.
~ Sophie's PhD viva is at 2 pm on Tuesday. | Sophie's PhD viva is on Tuesday.
My niece was born at 3:40 am on New Year's Day. | My niece was born on New Year's Day.
Anders took up running in April 2020, during lockdown. | Anders took up running in 2020.
The user last saw their dentist on 2 May 2023. | The user last saw their dentist in May 2023.
Kemi's flight lands at 22:50 tonight. | Kemi's flight lands tonight.
~ The school trip to York is on 14 March. | The school trip to York is in March.
Hamza performed Umrah in April 2023. | Hamza performed Umrah in 2023.
I take my thyroid pill at 7 am every day. | I take my thyroid pill every morning.
Esi's contract started on 1 February 2021. | Esi's contract started in early 2021.
The user's car is booked in for a service on Monday at 8:30. | The user's car is booked in for a service on Monday.
Pia got married on 18 June 2022. | Pia got married in the summer of 2022.
""")

block("NSO", "quantity dropped", """
Nomvula has three grandchildren. | Nomvula has grandchildren.
I swim 40 lengths every Monday. | I swim every Monday.
Our dog eats 300 g of kibble a day. | Our dog eats kibble every day.
~ The user saved £4,000 last year. | The user saved money last year.
Bilal works 50 hours a week. | Bilal works more than 40 hours a week.
Ivana has two older brothers. | Ivana has older brothers.
~ Enzo lost 8 kg after cutting out sugar. | Enzo lost weight after cutting out sugar.
~ The user has 5 years of experience as a UX designer. | The user has experience as a UX designer.
~ Rekha paid £900 for her new laptop. | Rekha bought a new laptop.
We have four bikes in the shed. | We have bikes in the shed.
My mum calls me three times a week. | My mum calls me every week.
Ashkan drinks three espressos a day. | Ashkan drinks espresso daily.
The user has 12 houseplants. | The user has houseplants.
Emil runs 50 km a week. | Emil runs regularly.
Tanya's son scored two goals on Saturday. | Tanya's son scored on Saturday.
Jorge earns €65,000 a year. | Jorge earns over €50,000 a year.
~ Mei-ling has been teaching for 22 years. | Mei-ling has been teaching for over 20 years.
We have two guinea pigs. | We have guinea pigs.
~ Ikenna donated £200 to the flood appeal. | Ikenna donated to the flood appeal.
The user's daughter is 16. | The user's daughter is a teenager.
""")

block("NSO", "qualifier dropped", """
Mia works as a nurse on a children's ward. | Mia works as a nurse.
Our son plays the drums in the school jazz band. | Our son plays the drums.
I go wild swimming in the lake every Sunday morning, it's freezing but I love it | I go wild swimming.
Aleksander is writing a thriller set in Gdańsk. | Aleksander is writing a thriller.
The user has a severe peanut allergy. | The user has a peanut allergy.
Wanjiru runs a small bakery with her sister. | Wanjiru runs a small bakery.
~ Grandma fell and broke her hip at the shops. | Grandma broke her hip.
Stefan is doing a part-time MBA at Warwick. | Stefan is doing an MBA.
Naomi is learning to drive with her dad. | Naomi is learning to drive.
I take the 7:10 train to work from Reading. | I take the train to work.
Chiamaka plays five-a-side football on Wednesday nights. | Chiamaka plays five-a-side football.
~ Our youngest has a mild ear infection. | Our youngest has an ear infection.
Tobias rents a one-bedroom flat near the station. | Tobias rents a flat.
~ Zoe quit her job at the bank to travel. | Zoe quit her job at the bank.
~ Mateus adopted two kittens from a shelter in Porto. | Mateus adopted two kittens.
Dad has been sleeping badly because of his back pain. | Dad has been sleeping badly.
The user is renovating an old farmhouse in Wales. | The user is renovating a farmhouse.
Fatima is studying pharmacy at King's College London. | Fatima is studying pharmacy.
~ Lorenzo proposed to his girlfriend on a boat in Venice. | Lorenzo proposed to his girlfriend.
Priti walks to work along the canal. | Priti walks to work.
We're renting a cottage in Dorset for a week in August. | We're renting a cottage in Dorset.
Eitan has a well-paid job at a hedge fund. | Eitan has a job at a hedge fund.
Ruth sings soprano in the cathedral choir. | Ruth sings in a choir.
I've started seeing a therapist every other Monday. | I've started seeing a therapist.
Kojo is building a treehouse for his kids. | Kojo is building a treehouse.
~ Sunita had an emergency C-section. | Sunita had a C-section.
The user's son is doing a gap year working in Vietnam. | The user's son is doing a gap year.
Lars cycles to the office, even in winter. | Lars cycles to the office.
My sister runs a popular vegan café in Leeds. | My sister runs a café in Leeds.
Aroha teaches te reo Māori to adults at night school. | Aroha teaches te reo Māori.
Ewan plays squash competitively. | Ewan plays squash.
~ Our cat had three teeth removed under anaesthetic. | Our cat had teeth removed.
Hassan is fasting during daylight hours for Ramadan. | Hassan is fasting for Ramadan.
Juno works as a barista at a café on campus. | Juno works as a barista.
I've been dealing with chronic back pain since my car accident. | I've been dealing with chronic back pain.
""")

# =============================== CON =======================================
block("CON", "different value, single-valued attribute", """
Amaka lives in Lagos. | Amaka lives in Port Harcourt.
The user works at Accenture. | The user works at KPMG.
My manager is Rachel. | My manager is Duncan.
Ikram is 27. | Ikram is 31.
Jonas told me he's single. | Jonas is married.
Favourite film: Spirited Away. | My favourite film is The Godfather.
Sora has two children. | Sora has three children.
Our wedding is on 14 June 2025. | Our wedding is on 21 June 2025. | @2024-08-02,2024-10-19
The user drives a Honda Jazz. | The user drives a Peugeot 208.
Maximilian's job title is Product Manager. | Maximilian's job title is Head of Product.
Ana - blood type O neg. | Ana's blood type is A positive.
Noah was born in 1987. | Noah was born in 1992.
Grandma's maiden name is Fischer. | Grandma's maiden name is Wagner.
Ceren's favourite colour is yellow. | Ceren's favourite colour is purple.
Our dog Bruno is four. | Our dog Bruno is seven.
The user's dentist appointment is on Tuesday at 10. | The user's dentist appointment is on Wednesday at 10.
Height: 1.65 m. | I'm 1.72 m tall.
Nandi's husband is called Sizwe. | Nandi's husband is called Themba.
Oren's birthday is 2 March. | Oren's birthday is 12 March.
The user's favourite football team is Liverpool. | The user's favourite football team is Everton.
My sister's due date is 10 October. | My sister's due date is 28 October.
Rasmus works as a data analyst. | Rasmus works as a UX researcher.
~ Thu's flight to Hanoi departs at 11:20. | Thu's flight to Hanoi departs at 13:45.
grace is honestly my best friend in the world | My best friend is Ama.
Maja's home town is Uppsala. | Maja's home town is Örebro.
The user's mother is 58. | The user's mother is 63.
Dev's wife works as a pharmacist. | Dev's wife works as a primary school teacher.
Lucas's favourite food is pizza. | Lucas's favourite food is sushi.
Our house number is 27. | Our house number is 72.
Kiona's eyes are brown. | Kiona's eyes are green.
Yerlan's only son is in Year 6. | Yerlan's only son is in Year 8.
Ayo's flat is on the third floor. | Ayo's flat is on the seventh floor.
The office Christmas party is on 15 December. | The office Christmas party is on 8 December.
Hiroko's shoe size is 37. | Hiroko's shoe size is 39.
Isabel's main PhD supervisor is Professor Grant. | Isabel's main PhD supervisor is Professor Mwangi.
Our daughter goes to Oakwood Primary. | Our daughter goes to Hillside Primary.
Sunny's car is silver. | Sunny's car is dark blue.
The user's GP surgery is on Church Road. | The user's GP surgery is on Mill Lane.
Elodie's star sign is Leo. | Elodie's star sign is Pisces.
Matías's middle name is Andrés. | Matías's middle name is Tomás.
Ji-eun's wedding anniversary is 3 May. | Ji-eun's wedding anniversary is 3 July.
Callum's partner is Ellie. | Callum's partner is Megan.
Our cat is called Mango. | Our cat is called Kiwi.
Babajide's eldest daughter is 19. | Babajide's eldest daughter is 23.
Linnea's annual salary is €48,000. | Linnea's annual salary is €56,000.
Phone: iPhone 13. | The user's phone is a Pixel 7.
Aarav's favourite subject at school is maths. | Aarav's favourite subject at school is art.
The team meeting is at 9:30 every Monday. | The team meeting is at 11:00 every Monday.
My landlord is Mr Hughes. | My landlord is Mrs Okoye.
Lorenzo was born in Naples. | Lorenzo was born in Rome.
The user's dog is a beagle. | The user's dog is a whippet.
Mateus works as a lawyer. | Mateus is a nurse.
""")

block("CON", "change over time", """
Amaka is based in Lagos. | Amaka moved to Abuja last spring.
I work at Deloitte. | I left Deloitte and joined EY last month.
Tobi is engaged to Kemi. | Tobi and Kemi have called off their engagement.
User: smoker. | The user quit smoking in January.
Ingrid is a secondary school teacher. | Ingrid is now a full-time novelist.
Our car is a Ford Fiesta. | We've switched from the Fiesta to an electric Kia Niro.
Haruto works at the Osaka branch. | Haruto was transferred to the Nagoya branch.
Mum is on the waiting list for a hip replacement. | Mum had her hip replacement last week.
I'm a vegetarian. | I've started eating meat again.
Rania works at the British Council. | Rania no longer works at the British Council.
The user's phone number ends in 2231. | The user got a new phone number ending in 8804.
Dario mentioned he's been dating Sofia. | Dario and Sofia broke up in March.
Kwabena is the head chef at Zest. | Kwabena has left Zest to open his own restaurant.
We rent our flat. | We bought our flat from the landlord.
I cycle to work. | I've switched to taking the bus to work.
Mira's surname is Patel. | Mira took her wife's surname, Desai, after the wedding.
The user is studying for a law degree. | The user dropped out of law school.
Giorgos lives with his parents. | Giorgos moved into his own flat in Thessaloniki.
Aunt Jo has long hair. | Aunt Jo has had her hair cut short.
Tim is the team lead. | Tim stepped down as team lead.
i basically live on spotify | I cancelled Spotify and moved to Apple Music.
Leonie's son goes to nursery three days a week. | Leonie's son now goes to nursery five days a week.
Owen is unemployed. | Owen started a job at a warehouse.
The user's sister lives in Melbourne. | The user's sister relocated to Perth.
Pradeep drives a Toyota Corolla. | Pradeep sold his Corolla and bought a Tesla Model 3.
Hanna works night shifts. | Hanna switched to day shifts.
Nuno coaches the under-12s. | Nuno no longer coaches the under-12s.
Zara's hair is dyed pink. | Zara dyed her hair back to brown.
The user weighs 85 kg. | The user is down to 78 kg.
My grandfather still drives. | My grandfather gave up his driving licence.
Sung-min works remotely. | Sung-min's company made him return to the office full-time.
Our dog sleeps in a crate. | Our dog sleeps on our bed now.
Eilidh is a member of the Green Party. | Eilidh left the Green Party.
Adam takes the 8:15 bus. | Adam now catches the 7:40 bus instead.
The user is pregnant. | The user gave birth to a baby girl on Sunday.
Malik is a junior associate. | Malik was promoted to senior associate.
I'm on antidepressants. | I've come off antidepressants.
Emily's kids are homeschooled. | Emily's kids started at the village school this term.
Aiyana's office is in Denver. | Aiyana's office has moved to Boulder.
Ferdinand is married to Klara. | Ferdinand and Klara are divorced.
The user's favourite band is Muse. | These days the user's favourite band is Wet Leg.
Dad works night shifts at the depot. | Dad retired from the depot.
The gym costs £25 a month. | The gym has put its price up to £32 a month.
Nasrin is learning French. | Nasrin gave up learning French.
We have a landline. | We got rid of our landline.
""")

block("CON", "negation", """
I'm allergic to latex. | I'm not allergic to latex.
Kemal has a driving licence. | Kemal doesn't have a driving licence.
The user eats fish. | The user doesn't eat fish.
Sinéad has been to Japan. | Sinéad has never been to Japan.
My father speaks German. | My father doesn't speak any German.
Arun owns his house. | Arun doesn't own his house; he rents.
The user's daughter can swim. | The user's daughter can't swim yet.
~ Mo said he's coming to the wedding. | Mo isn't coming to the wedding.
Lea drinks coffee. | Lea never drinks coffee.
Our building allows pets. | Pets aren't allowed in our building.
Thomas is a British citizen. | Thomas isn't a British citizen.
My brother has children. | My brother has no children.
Nkem likes horror films. | Nkem can't stand horror films.
The user is on Instagram. | The user isn't on any social media.
Sakura is left-handed. | Sakura is not left-handed.
~ I got the job at Arup. | I didn't get the job at Arup.
~ Ben's flight was cancelled. | Ben's flight wasn't cancelled; it left on time.
Maryam wears glasses. | Maryam doesn't wear glasses.
The user has a mortgage. | The user has no mortgage.
Julien is fluent in Mandarin. | Julien isn't fluent in Mandarin.
Grandma has a smartphone. | Grandma doesn't have a smartphone.
Our son is vaccinated against measles. | Our son hasn't been vaccinated against measles.
The user is a morning person. | The user is not a morning person.
Rui can cook. | Rui can't cook at all.
I'm going to Lena's party on Friday. | I'm not going to Lena's party on Friday.
Eun-ji's parents are still together. | Eun-ji's parents aren't together any more.
My boss knows about my pregnancy. | My boss doesn't know about my pregnancy yet.
Farhan likes spicy food. | Farhan doesn't like spicy food.
The user's car has air conditioning. | The user's car has no air conditioning.
Ines has had a COVID vaccine. | Ines has never had a COVID vaccine. | @2021-09-14,2022-03-21
The dog is house-trained. | The dog isn't house-trained yet.
""")

block("CON", "low-overlap conflict", """
Ahmed is an only child. | Ahmed's brother Karim is visiting him next week.
honestly I've never set foot in Asia | I spent two weeks in Vietnam in 2019.
My daughter is seven. | My daughter just started university.
I've lived on my own for years now. | My flatmate Jess and I split the bills.
The user doesn't drink coffee. | The user has two espressos every morning.
Kaveh has siblings. | Kaveh is an only child.
Laila told me she's single. | Laila's husband is a surgeon.
Rhys has never learned to drive. | Rhys drives to work every day.
Tevita is a lifelong teetotaller. | Tevita had a few beers at the rugby on Saturday.
The user is unemployed. | The user's boss gave them a raise.
We don't have any pets. | Our parrot, Captain, can say hello.
Mariam can't speak Spanish. | Mariam chatted in Spanish with her host family in Seville.
I don't have kids. | My son turns ten tomorrow.
Kalinda lives in Darwin. | Kalinda's home is a flat in Adelaide.
The user has never married. | The user's ex-husband lives in Leeds.
Julia works at Siemens. | Julia's employer is Bosch.
My parents are both alive. | My late father was a carpenter.
The user has no allergies. | The user carries an EpiPen for a bee-sting allergy.
Dad has never left the UK. | Dad went on a cruise round the Norwegian fjords.
Tom works full-time. | Tom only works Mondays and Tuesdays.
The user is married. | The user's divorce was finalised last month.
Baraka has never owned a car. | Baraka sold his old Toyota last year.
Sofía's wedding is in Seville. | Sofía is getting married in Granada.
Ellie is a non-smoker. | Ellie goes through a pack of cigarettes a day.
Alex's kids are all grown up. | Alex's youngest is still in nappies.
Yasmin has perfect eyesight. | Yasmin can't read without her contact lenses.
I work for myself. | My employer is the NHS.
Abebe lives in Addis Ababa. | Abebe's address is 14 Rue Lepic, Paris.
The user has never had surgery. | The user had their appendix out as a teenager.
Liv's only language is Norwegian. | Liv chats with her Brazilian in-laws in Portuguese.
We've never been skiing. | Our last ski trip was to Val Thorens.
Gustavo is bald. | Gustavo's curly hair reaches his shoulders.
We live in a ground-floor flat. | We take the lift up to our flat on the ninth floor.
""")


# ---------------------------------------------------------------------------
# Timestamps
# ---------------------------------------------------------------------------
MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTH_RE = "(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + ")"
LO, HI = dt.date(2019, 1, 1), dt.date(2025, 12, 31)

RELATIVE = re.compile(
    r"\b(today|tonight|tomorrow|yesterday|now|just|this (week|month|year|term|morning|weekend|\w+day)"
    r"|next (week|month|year)|last (week|month|year|night|weekend|spring|\w+day)"
    r"|(mon|tues|wednes|thurs|fri|satur|sun)days?|the \d+(st|nd|rd|th))\b", re.I)


BARE_MONTH = re.compile(
    r"\b(January|February|March|April|May|June|July|August|September|October|November|December)\b"
    r"(?! \d{4})(?!,? \d{1,2}(st|nd|rd|th)?,? \d{4})")
SEASON = re.compile(r"\b(spring|summer|autumn|winter|the fall)\b(?! (of )?\d{4})", re.I)


def is_relative(text: str) -> bool:
    """Time words whose referent depends on when the fact was recorded."""
    t = re.sub(r"\d{1,2}(st|nd|rd|th)? (January|February|March|April|May|June|July|August|September"
               r"|October|November|December) \d{4}", " ", text)
    return bool(RELATIVE.search(t) or BARE_MONTH.search(t) or SEASON.search(t))


def month_end(y: int, m: int) -> dt.date:
    return (dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1))


def mentioned_dates(text: str) -> list[dt.date]:
    """Latest day each 2019-2025 date mention could refer to."""
    out = []
    t = text.lower()
    for y, m, d in re.findall(r"\b(20\d\d)-(\d\d)-(\d\d)\b", t):
        out.append(dt.date(int(y), int(m), int(d)))
    t2 = re.sub(r"\b20\d\d-\d\d-\d\d\b", " ", t)
    for d, m, y in re.findall(r"\b(\d{1,2})(?:st|nd|rd|th)? " + MONTH_RE + r" (20\d\d)\b", t2):
        out.append(dt.date(int(y), MONTHS[m], int(d)))
    for m, d, y in re.findall(MONTH_RE + r" (\d{1,2})(?:st|nd|rd|th)?, (20\d\d)\b", t2):
        out.append(dt.date(int(y), MONTHS[m], int(d)))
    for m, y in re.findall(MONTH_RE + r" (20\d\d)\b", t2):
        out.append(month_end(int(y), MONTHS[m]))
    for y in re.findall(r"\b(20\d\d)\b", t2):
        out.append(dt.date(int(y), 12, 31))
    return [d for d in out if LO <= d <= HI]


def rand_date(rng: random.Random, a: dt.date, b: dt.date) -> dt.date:
    if b < a:
        b = a
    return a + dt.timedelta(days=rng.randint(0, (b - a).days))


def assign_times(rng: random.Random, label: str, kind: str, old: str, new: str, near: bool):
    d_old, d_new = mentioned_dates(old), mentioned_dates(new)
    # Entailment and conflict pairs talk about the same facts, so both records
    # come after every date either mentions; independent pairs (e.g. two
    # trips) only need each record to follow its own event.
    if label != "IND":
        d_old = d_new = d_old + d_new

    def after(dates):
        if not dates:
            return LO
        return min(max(dates) + dt.timedelta(days=rng.randint(3, 60)), dt.date(2025, 10, 31))

    floor = after(d_old)
    relative = (is_relative(old) or is_relative(new)) and kind != "change over time"
    if relative or near:
        # Both facts recorded within a few days (Monday-Wednesday start, not
        # at a month's end), so "on Friday", "last week", "in May", or a
        # one-off event refer to the same time and occasion in both.
        while True:
            o = rand_date(rng, floor, dt.date(2025, 10, 31))
            if o.weekday() <= 1 and o.day <= 25:
                break
        return o, o + dt.timedelta(days=rng.choice([0, 0, 1, 1, 2]))
    o = rand_date(rng, floor, max(floor, dt.date(2025, 6, 30)))
    if label != "CON" and not (d_old or d_new) and rng.random() < 0.06:
        # a few static facts whose "new" record is the older one
        return o, max(o - dt.timedelta(days=rng.randint(1, 120)), LO)
    # Restatements (EQV/OSN/NSO) tend to come up again within months;
    # independent and conflicting facts may be far apart.
    span = 150 if label in ("EQV", "OSN", "NSO") else 540
    lo_new = max(o + dt.timedelta(days=1), after(d_new) if d_new else o)
    hi_new = min(lo_new + dt.timedelta(days=span), HI)
    return o, rand_date(rng, lo_new, hi_new)


# ---------------------------------------------------------------------------
def parse_blocks():
    rows = []
    for label, kind, text in BLOCKS:
        for line in text.strip().splitlines():
            line = line.strip()
            if not line:
                continue
            near = line.startswith("~ ")
            if near:
                line = line[2:]
            parts = [p.strip() for p in line.split(" | ")]
            times = None
            if parts[-1].startswith("@"):
                a, b = parts.pop()[1:].split(",")
                times = (dt.date.fromisoformat(a), dt.date.fromisoformat(b))
            if len(parts) != 2:
                sys.exit(f"bad line: {line!r}")
            rows.append(dict(old=parts[0], new=parts[1], label=label, kind=kind, times=times, near=near))
    return rows


def tokens(s: str) -> set[str]:
    return set(re.findall(r"[a-z0-9à-ÿāōū']+", s.lower()))


def jaccard(a: str, b: str) -> float:
    ta, tb = tokens(a), tokens(b)
    return len(ta & tb) / len(ta | tb)


def main() -> None:
    rng = random.Random(SEED)
    rows = parse_blocks()

    # Sanity checks.
    seen = set()
    for r in rows:
        key = frozenset((r["old"].lower(), r["new"].lower()))
        assert key not in seen, f"duplicate pair: {r}"
        seen.add(key)
        assert r["old"] != r["new"], r
        for f in ("old", "new"):
            assert len(r[f].split()) < 30, r[f]

    for r in rows:
        if r["times"] is None:
            r["times"] = assign_times(rng, r["label"], r["kind"], r["old"], r["new"], r["near"])
    rng.shuffle(rows)

    out = HERE / "pairs.jsonl"
    with out.open("w", encoding="utf-8") as fh:
        for i, r in enumerate(rows, 1):
            o, n = r["times"]
            fh.write(json.dumps({
                "id": f"dev-{i:04d}", "old": r["old"], "new": r["new"],
                "label": r["label"], "kind": r["kind"],
                "old_time": o.isoformat(), "new_time": n.isoformat(),
            }, ensure_ascii=False) + "\n")

    # Summary.
    n = len(rows)
    lab = Counter(r["label"] for r in rows)
    print(f"{n} pairs -> {out}")
    for l in ("IND", "EQV", "OSN", "NSO", "CON"):
        print(f"  {l}: {lab[l]} ({100 * lab[l] / n:.1f}%)")
    for (l, k), c in sorted(Counter((r["label"], r["kind"]) for r in rows).items()):
        print(f"    {l} | {k}: {c}")
    ind = [r for r in rows if r["label"] == "IND"]
    hard = sum(jaccard(r["old"], r["new"]) >= 0.5 for r in ind)
    print(f"  IND with word Jaccard >= 0.5 (hard): {hard}/{len(ind)}")
    for l in ("CON", "EQV"):
        lo = sum(jaccard(r["old"], r["new"]) <= 0.2 for r in rows if r["label"] == l)
        print(f"  {l} with word Jaccard <= 0.2 (low overlap): {lo}")
    later = sum(r["times"][1] > r["times"][0] for r in rows)
    same = sum(r["times"][1] == r["times"][0] for r in rows)
    print(f"  new_time later: {later}, same day: {same}, earlier: {n - later - same}")


if __name__ == "__main__":
    main()
