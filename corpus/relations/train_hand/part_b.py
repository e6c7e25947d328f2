#!/usr/bin/env python3
"""Hand-written relation pairs, part B (hobbies and sports, music/books/films, travel,
food and cooking, pets, possessions and purchases, events and plans, preferences and
opinions, volunteering and community, creative projects).

Every line of DATA below is one pair written by hand:
    old | new | LABEL                                  (dates derived from the text hash)
    old | new | LABEL | old_time | new_time            (explicit dates: required when a
                                                        fact names a year, and given where a
                                                        named month or holiday must fall
                                                        before or after the stored date)
The label is the relation of NEW to OLD (IND, EQV, OSN, NSO, CON).  The code only assigns
ids, dates and a fixed-seed order; it fills no slots.

    python3 corpus/relations/train_hand/part_b.py      # writes part_b.jsonl next to it
"""
import datetime
import hashlib
import json
import os
import random
import re

DATA = r"""
# hobbies and sports
I go bouldering on Tuesday evenings. | I go swimming on Thursday evenings. | IND
Arif plays badminton with his coworkers. | Arif plays badminton with his cousins. | IND
Ama started learning to knit last winter. | Ama started learning to crochet last winter. | IND
The user runs 5k every Saturday at the park. | The user's husband runs 5k every Saturday at the park. | IND
My brother coaches an under-10 football team. | My brother plays five-a-side football on Wednesdays. | IND
Priya enjoys watching archery at the Olympics. | Priya wants to try archery herself someday. | IND
Mateo has a black belt in judo. | Mateo has a black belt in karate. | IND
I'm really into birdwatching these days. | My dad got me a pair of binoculars for my birthday. | IND
Siobhan cycled from Dublin to Galway for charity in 2022. | Siobhan cycled from Dublin to Galway for charity in 2024. | IND | 2022-09-14 | 2024-09-20
Dmitri plays chess online most nights. | Dmitri mentioned he's in a chess club that meets at the library. | IND
Olu is learning to surf. | Olu's daughter is learning to surf. | IND
Fatima says she prefers indoor climbing to outdoor climbing. | Fatima went on an outdoor climbing trip to the Peak District. | IND
I hurt my knee playing squash. | I play squash with Lars on Monday nights. | IND
One of Aroha's hobbies is restoring old bicycles. | One of Aroha's hobbies is building model railways. | IND
I go jogging most mornings. | Most mornings I head out for a run. | EQV
Daisuke has played the board game Go since he was a child. | Daisuke has been playing Go since childhood. | EQV
The user dislikes team sports. | The user has an aversion to team sports. | EQV
Sione swims 40 lengths every Sunday. | Sione told me that every Sunday he does forty lengths of the pool. | EQV
My grandmother took up tai chi at 70. | Grandma started doing tai chi when she was seventy. | EQV
Mateo mentioned that he plays volleyball on the beach at weekends. | At weekends, Mateo plays beach volleyball. | EQV
Ingrid is a keen cross-country skier. | Ingrid is really enthusiastic about cross-country skiing. | EQV
I've been doing yoga for three years. | I started yoga three years ago and I'm still at it. | EQV
Yusuf can't swim. | Yusuf doesn't know how to swim. | EQV
The user's climbing gym is closed on Mondays. | Every Monday the user's climbing gym shuts for the day. | EQV
Hana finds gardening relaxing. | Hana says gardening helps her relax. | EQV
My cousin Tomasz won the regional darts tournament. | Tomasz, my cousin, came first in the regional darts competition. | EQV
I can't stand jogging on a treadmill. | Running indoors on a machine is something I hate. | EQV
Plays a racket sport. | Plays padel twice a week. | OSN
Kenji ran a marathon last year. | Kenji ran the Tokyo Marathon last year and finished in just under four hours. | OSN
Thandiwe does martial arts. | Thandiwe trains in Brazilian jiu-jitsu. | OSN
The user goes hiking. | The user goes hiking in the Dolomites every summer. | OSN
My sister has competed in a triathlon. | My sister competed in the Cascais triathlon last October. | OSN
Zanele joined a running club. | Zanele joined a running club in Durban in March 2023. | OSN | 2023-05-02 | 2023-06-11
Dmitri plays chess. | Dmitri plays blitz chess online every night. | OSN
Camila goes to dance classes. | Camila goes to salsa classes on Friday nights. | OSN
I go fishing sometimes. | I go fly fishing on the River Test a few times a year. | OSN
Haruto bought new skis. | Haruto bought a new pair of Atomic skis for 400 pounds. | OSN
Lars injured himself skiing. | Lars tore a ligament in his left knee while skiing in Åre. | OSN
The user's son takes swimming lessons. | The user's son, Eli, takes swimming lessons every Thursday after school. | OSN
Noor has started lifting weights. | Noor said she has started lifting weights at the gym three mornings a week. | OSN
Amara plays football. | Amara shared that she plays in goal for a women's Sunday league football team. | OSN
Wanjiru completed the Berlin Marathon in September 2023. | Wanjiru has completed a marathon. | NSO | 2023-10-03 | 2024-02-19
Plays bridge every Wednesday with three neighbours. | Plays bridge. | NSO
Anjali practises Ashtanga yoga at 6 a.m. every day. | Anjali does yoga. | NSO
Santiago scored two goals in his five-a-side match on Sunday. | Santiago played in a five-a-side match on Sunday. | NSO
Freya mentioned that she's been going to a bouldering gym in Leeds since January. | Freya goes bouldering. | NSO
The user swims in the sea all year round, even in winter. | The user swims in the sea. | NSO
My uncle Kwame plays golf at a club near Kumasi on Saturdays. | Uncle Kwame plays golf. | NSO
Leilani paddles with an outrigger canoe club in Honolulu. | Leilani paddles outrigger canoes. | NSO
Javier bought a carbon road bike for his weekend sportives. | Javier bought a bike. | NSO
Eitan has done parkrun every Saturday for two years. | Eitan does parkrun. | NSO
Mei explained that she took up sabre fencing after university. | Mei fences. | NSO
Tariq sprained his wrist during a cricket match in Lahore. | Tariq got injured playing cricket. | NSO
Oh, I finally got my green belt in taekwondo last week! | I do taekwondo. | NSO
I play tennis every Saturday. | These days I play tennis on Sundays, not Saturdays. | CON
Bastien's personal best for the half marathon is 1:42. | Bastien's half-marathon PB is now 1:38. | CON
Greta goes to the gym three times a week. | Greta admitted she only makes it to the gym once a week now. | CON
The user's favourite sport to watch is basketball. | The user says nothing beats watching cricket; it's their favourite sport to follow. | CON
Mateo cycles 20 km every weekend. | Mateo gave up cycling after his accident in the spring. | CON
Dmitri's online chess rating is 1650. | Dmitri's online chess rating has climbed to 1720. | CON
Siobhan has never run a marathon. | Siobhan ran the Dublin Marathon in October. | CON | 2022-03-08 | 2022-11-02
I do yoga at home most evenings. | I've stopped doing yoga altogether. | CON
Olu's surf lessons are on Saturday mornings. | Olu mentioned that his surf lessons have moved to Sunday afternoons. | CON
My brother is the captain of his hockey team. | My brother was replaced as hockey captain by his teammate Aiden. | CON
Priya's max is ten pull-ups in a row. | Priya's max is now fifteen pull-ups in a row. | CON
The user is training for a triathlon. | The user has given up on triathlon training for good. | CON
Freya's hardest climb so far is a V4. | Freya's hardest climb so far is a V6. | CON
Hana gardens every evening. | Hana hardly gardens at all these days. | CON

# music, books and films
Lucia listens to a lot of Brazilian jazz. | Lucia listens to a lot of Cuban jazz. | IND
I'm reading Middlemarch at the moment. | My mum is reading Middlemarch at the moment. | IND
Oskar plays the trumpet in a brass band. | Oskar plays the trumpet in a jazz quintet. | IND
The user loves Studio Ghibli films. | The user's favourite director is Bong Joon-ho. | IND
Neha saw Hamilton in London in 2019. | Neha saw Hamilton in London in 2023. | IND | 2019-11-20 | 2023-05-08
Gabriel likes listening to podcasts while cooking. | Gabriel likes listening to audiobooks while driving. | IND
My favourite album is Blue by Joni Mitchell. | My favourite song is River by Joni Mitchell. | IND
Yuki collects vinyl records. | Yuki mentioned that she collects cassette tapes. | IND
I went to a Radiohead concert in Lisbon. | I went to a Radiohead concert in Madrid. | IND
Aunt Bea hates musicals. | Aunt Bea took me to see Les Misérables for my birthday. | IND
Tobias is reading everything by Dostoevsky this year. | Tobias's partner gave him a first edition of a Tolstoy novel. | IND
Ravi learned guitar from YouTube videos. | Ravi learned piano from YouTube videos. | IND
The user watched Oppenheimer at the cinema. | The user watched Barbie at the cinema. | IND
Leila's book club is reading Pachinko this month. | Leila's book club read The Overstory last month. | IND
Sunita sings alto in the community choir. | Sunita sings alto in her church choir. | IND
I can't stand country music. | Country music really isn't my thing; I can't bear it. | EQV
Olga has read every Terry Pratchett novel. | There's no Terry Pratchett novel that Olga hasn't read. | EQV
The user plays the cello. | The user is a cellist. | EQV
Marco's favourite film is The Godfather. | Marco said The Godfather is the film he loves most. | EQV
Ji-woo has been learning the violin for two years. | Ji-woo started violin lessons two years ago and is still learning. | EQV
My dad listens to the radio every morning over breakfast. | Dad tunes in to the radio every morning while he eats breakfast. | EQV
Ibrahim finds horror movies boring. | Scary films just don't hold Ibrahim's interest. | EQV
The Arctic Monkeys gig is on 14/06/2024. | The Arctic Monkeys gig takes place on 14 June 2024. | EQV | 2024-02-11 | 2024-03-30
Anneke reads about 50 books a year. | Anneke gets through roughly fifty books annually. | EQV
Darius said he's been teaching himself the ukulele. | According to Darius, he is learning the ukulele on his own. | EQV
Mum's favourite novel is Rebecca by Daphne du Maurier. | Mum loves Daphne du Maurier's Rebecca more than any other novel. | EQV
I've never seen any Star Wars film. | I haven't watched a single one of the Star Wars movies. | EQV
Kalani plays bass in a reggae band called Salt Tide. | Salt Tide, a reggae band, has Kalani on bass guitar. | EQV
I went to a classical concert. | I went to a Bach concert at the Barbican. | OSN
Lucia plays an instrument. | Lucia shared that she plays the oboe in a youth orchestra. | OSN
The user read a book by Haruki Murakami. | The user read Kafka on the Shore by Haruki Murakami in two days. | OSN
Oskar bought a guitar. | Oskar bought a secondhand Fender Telecaster for 600 euros. | OSN
Neha saw a musical last month. | Neha saw Wicked at the Apollo Victoria last month. | OSN
My grandad is in a choir. | My grandad sings bass in a Welsh male voice choir. | OSN
Zeynep went to a music festival. | Zeynep went to Glastonbury in June 2024 with her sister. | OSN | 2024-07-15 | 2024-08-02
The user is learning a piece on the piano. | The user is learning Clair de Lune on the piano. | OSN
Shun watched a documentary last night. | Shun watched a documentary about Miles Davis last night. | OSN
Ayo joined a book club. | Ayo joined a book club that meets at a café in Peckham on the first Monday of every month. | OSN
I have tickets for a gig. | I've got two tickets for the Fontaines D.C. gig at the O2 in March! | OSN | 2025-01-06 | 2025-01-19
Catalina mentioned she's been reading poetry. | Catalina mentioned she's been reading Pablo Neruda's love poems before bed. | OSN
The user's daughter takes music lessons. | The user's daughter takes drum lessons on Wednesday afternoons. | OSN
Pedro has seen The Lord of the Rings films. | Pedro has seen all three Lord of the Rings films more than ten times each. | OSN
I saw Beyoncé at Wembley Stadium in June 2023. | I've seen Beyoncé live. | NSO | 2023-06-20 | 2024-01-09
Aiyana mentioned she plays first violin in the city's youth orchestra. | Aiyana plays the violin. | NSO
The user finished reading all seven Harry Potter books to their son last month. | The user has read Harry Potter books to their son. | NSO
Greta says she listens to Arvo Pärt while she works. | Greta listens to music while she works. | NSO
Our film club screened Seven Samurai on Friday night. | Our film club screened a Kurosawa film on Friday. | NSO
Amir mentioned that he's been reading a sci-fi novel by Ursula K. Le Guin on his commute. | Amir has been reading a novel. | NSO
My niece got a distinction in her grade 5 flute exam. | My niece plays the flute. | NSO
Femi bought a Yamaha digital piano for his flat. | Femi bought a digital piano. | NSO
Honestly, I've watched the 1995 Pride and Prejudice series about twenty times. | I've watched the 1995 Pride and Prejudice series. | NSO | 2021-02-14 | 2022-07-03
Lin shared that she performed a Chopin nocturne at her piano teacher's recital on Saturday. | Lin performed at a recital. | NSO
Favourite band: Fleetwood Mac, especially the album Rumours. | Favourite band: Fleetwood Mac. | NSO
Elif borrowed three graphic novels from the library. | Elif borrowed some books from the library. | NSO
Niamh sang with her choir at the Royal Albert Hall in December 2022. | Niamh has sung at the Royal Albert Hall. | NSO | 2023-01-04 | 2023-08-17
My favourite band is Muse. | The user mentioned that Wolf Alice has replaced Muse as their favourite band. | CON
The user has read Moby-Dick twice. | The user has never read Moby-Dick. | CON
Oskar is the lead singer of The Loose Threads. | Oskar left The Loose Threads and no longer sings with them. | CON
The book club meets on the first Thursday of the month. | The book club now meets on the last Sunday of each month. | CON
Neha's favourite film is Lagaan. | Neha says Dilwale Dulhania Le Jayenge is her all-time favourite film. | CON
Owns about 300 vinyl records. | Sold most of the record collection; about 40 left. | CON
Yuki hates jazz. | Yuki has become a huge jazz fan over the past year. | CON
The user is currently reading Anna Karenina. | The user gave up on Anna Karenina halfway through and is reading Circe instead. | CON
The school concert is on 3 May. | The school concert has been moved to 10 May. | CON | 2024-03-18 | 2024-04-22
Ravi plays the piano every day. | Ravi admitted he hasn't touched the piano in months. | CON
Marco's favourite composer is Puccini. | Marco's favourite composer is Verdi. | CON
My ticket for the Adele show cost £85. | My Adele ticket cost £120. | CON
Darius said he has never been to the opera. | Darius shared that he saw La Bohème at the Royal Opera House last spring. | CON
Ibrahim goes to the cinema every week. | Ibrahim goes to the cinema about once a month now. | CON

# travel and trips
We went to Lisbon in April 2023. | We went to Lisbon in November 2023. | IND | 2023-04-30 | 2023-11-26
Zara has been to Morocco. | Zara has been to Tunisia. | IND
The user is planning a trip to Vietnam. | The user's sister is planning a trip to Vietnam. | IND
Kofi flew to Accra for his cousin's wedding. | Kofi said he flew to Accra for a work conference. | IND
I prefer travelling by train. | I flew to Rome for the weekend. | IND
Esperanza loves road trips. | Esperanza gets carsick on long bus journeys. | IND
Björn went camping in Lapland last summer. | Björn went camping in Lapland last winter. | IND
My parents are visiting Kyoto this spring. | My parents visited Osaka last autumn. | IND | 2024-02-10 | 2024-03-05
Tamar wants to hike in Patagonia someday. | Tamar's best friend hiked in Patagonia last year. | IND
The user's passport expires in 2027. | The user's driving licence expires in 2027. | IND | 2023-08-14 | 2024-02-03
Sven went on a cruise to Norway. | Sven went on a cruise to Alaska. | IND
Our hotel in Rome had a rooftop pool. | Our hotel in Rome was near the Pantheon. | IND
Aiko travels to Seoul for work every few months. | Aiko is a big fan of Korean food. | IND
Hugo visited Iceland with his girlfriend. | Hugo mentioned visiting Iceland with his university friends. | IND
I've never been to South America. | I have not once set foot in South America. | EQV
Our flight to Cape Town leaves at 7:30 p.m. | Our flight to Cape Town departs at 19:30. | EQV
Despina spent a fortnight in Greece. | Despina told me she spent two weeks in Greece. | EQV
The user visited the Grand Canyon. | The user has been to the Grand Canyon. | EQV
Ikaika is terrified of flying. | Getting on a plane fills Ikaika with dread. | EQV
We're going to Japan on 2025-04-02. | Our Japan trip starts on 2 April 2025. | EQV | 2024-11-12 | 2025-01-21
Esperanza said the Tulum trip was the best holiday she's ever had. | According to Esperanza, no holiday has ever topped her trip to Tulum. | EQV
Dale drove the whole of Route 66. | Dale said he drove Route 66 from start to finish. | EQV
My sister backpacked around Southeast Asia for six months. | My sister spent half a year backpacking through Southeast Asia. | EQV
The user prefers trains to planes for trips within Europe. | For European trips, the user would rather take the train than fly. | EQV
Mehmet has visited 40 countries. | Mehmet has been to forty countries. | EQV
Our campsite was a ten-minute walk from the beach. | It took ten minutes to walk from our campsite to the beach. | EQV
Fionnuala's train to Edinburgh was cancelled. | Fionnuala's Edinburgh train got cancelled. | EQV
I went to Spain last summer. | I went to Seville last summer. | OSN
The user has been to Canada. | The user spent a week in Vancouver in 2021. | OSN | 2021-03-09 | 2021-10-15
Maite is planning a trip abroad. | Maite is planning a trip to Peru in August. | OSN | 2024-02-19 | 2024-03-05
Kofi travelled to Ghana. | Kofi travelled to Kumasi, Ghana, to visit his grandmother. | OSN
Our holiday was in Italy. | Our holiday was a week on the Amalfi Coast in Italy. | OSN
Booked a hotel. | Booked a hotel near Shinjuku station for five nights. | OSN
Björn went on a hiking trip. | Björn described the four-day hiking trip he took along the Kungsleden trail. | OSN
My parents went on a cruise. | My parents went on a Mediterranean cruise for their 40th anniversary. | OSN
Priyanka travelled to Scotland. | Priyanka shared that she travelled to the Isle of Skye in May and loved the Fairy Pools. | OSN | 2022-06-01 | 2022-06-19
Esperanza flew somewhere for the long weekend. | Esperanza flew to Oaxaca for the long weekend. | OSN
Hugo rented a car in France. | Hugo rented a Renault Clio in Brittany. | OSN
Sakura visited a temple. | Sakura visited the Golden Pavilion in Kyoto. | OSN
Nadia took an overnight train. | Nadia took the Caledonian Sleeper overnight from London to Inverness. | OSN
The user has travelled in Africa. | The user went on safari in the Serengeti in Tanzania. | OSN
I spent three nights in Marrakech in October 2022. | I have been to Morocco. | NSO | 2022-11-02 | 2023-06-24
The user hiked the Inca Trail to Machu Picchu with a group of six. | The user hiked the Inca Trail. | NSO
Our flight to Bangkok on Friday was delayed by five hours. | Our flight to Bangkok was delayed. | NSO
Grandpa Ahmed went on a pilgrimage to Mecca in 2019. | Grandpa Ahmed has been to Saudi Arabia. | NSO | 2019-09-10 | 2020-12-01
Lucas mentioned that he stayed at a ryokan in Hakone with his wife. | Lucas stayed at a ryokan. | NSO
Tamar took her kids to Disneyland Paris for Easter. | Tamar took her kids to Disneyland Paris. | NSO
Yara said that she and her fiancé road-tripped along the Great Ocean Road in a campervan. | Yara has travelled in Australia. | NSO
Chloe shared that she went island-hopping in the Philippines for three weeks. | Chloe went to the Philippines. | NSO
Sven visited the Louvre, the Musée d'Orsay and the Pompidou Centre in Paris. | Sven visited the Louvre. | NSO
Aiko flew business class to New York on a work trip. | Aiko flew to New York. | NSO
Santi renewed his passport at the consulate in London last week. | Santi renewed his passport. | NSO
The user swam with turtles in Zanzibar on their honeymoon. | The user has been to Zanzibar. | NSO
Took a three-hour boat tour of Ha Long Bay. | Took a boat tour. | NSO
Our trip to Portugal is booked for May. | We've moved our Portugal trip to September. | CON | 2024-01-22 | 2024-03-14
I've never been to Asia. | I spent two weeks in Vietnam last year. | CON
The user's next holiday is in Crete. | The user said their next holiday will be in Sardinia. | CON
Abena is flying to Accra on 12 July. | Abena's flight to Accra is on 19 July now. | CON | 2023-05-28 | 2023-06-30
Clémence stayed at the Hotel Lumière during her Lyon trip. | During her trip to Lyon, Clémence stayed in an Airbnb, not a hotel. | CON
Ana's honeymoon was in Bali. | Ana and her husband spent their honeymoon in the Maldives. | CON
Astrid travels abroad twice a year. | Astrid hasn't left Sweden in three years. | CON | 2019-08-05 | 2024-04-11
My parents are planning to go to Canada this summer. | My parents have cancelled their summer trip to Canada. | CON | 2023-03-01 | 2023-05-20
Rosalind mentioned that her Lanzarote trip lasted ten days. | Rosalind said she was in Lanzarote for just five days. | CON
The user prefers beach holidays. | The user has gone off beach holidays and now prefers city breaks. | CON
Our Airbnb in Lisbon cost €900 for the week. | We paid €650 for the week at our Lisbon Airbnb. | CON
Nadia's train to Edinburgh on Friday leaves from King's Cross. | Nadia's Friday train to Edinburgh departs from Euston. | CON
Countries visited: 40. | Countries visited: 43 now. | CON
Sakura has never flown on a plane. | Sakura flew to Honolulu for her sister's wedding. | CON

# food and cooking
Chidi loves Ethiopian food. | Chidi mentioned that he loves Eritrean food. | IND
Bakes sourdough every weekend. | Bakes focaccia every weekend. | IND
The user is allergic to peanuts. | The user's son is allergic to peanuts. | IND
Marisol makes tamales every Christmas. | Marisol makes tamales for her neighbours' birthdays. | IND
Giulia prefers dark chocolate. | Giulia bought a box of milk chocolates for her mum. | IND
Wen taught herself to make dumplings. | Wen's grandmother taught her to make mooncakes. | IND
Our favourite pizza place is Franco's. | Our favourite Thai place is Baan Suan. | IND
I had ramen for lunch on Monday. | I had ramen for lunch on Thursday. | IND
Dev is trying to cut down on sugar. | Dev has a weakness for jalebi. | IND
Mum makes a great lasagne. | Mum makes a great moussaka. | IND
Kalinda grows her own chillies. | Kalinda makes her own hot sauce. | IND
The user cooked paella for a dinner party in June. | The user cooked paella for a dinner party in September. | IND | 2023-06-26 | 2023-09-30
Ahmed drinks two espressos every morning. | Ahmed's wife drinks two espressos every morning. | IND
Ines took a cooking class in Bologna. | Ines took a wine-tasting class in Bordeaux. | IND
I'm vegetarian. | I don't eat meat or fish. | EQV
Obinna can't eat gluten. | Obinna explained that he has to avoid gluten. | EQV
The user takes their coffee without milk. | The user drinks their coffee black. | EQV
Marisol's salsa recipe uses four tomatoes. | There are four tomatoes in Marisol's salsa recipe. | EQV
Giulia hates coriander. | Cilantro is an herb Giulia can't stand. | EQV
Wen has been vegan since 2020. | Wen went vegan in 2020 and has stayed vegan ever since. | EQV | 2022-05-17 | 2023-01-08
Dad makes pancakes every Sunday morning. | Every Sunday morning, my father cooks pancakes. | EQV
Sipho said he's learning to cook Thai food. | According to Sipho, he is currently learning how to make Thai dishes. | EQV
Our dinner reservation is for 8 p.m. | Our dinner reservation is at 20:00. | EQV
Kalinda eats breakfast at 6:30 every day. | Every day Kalinda has her breakfast at half past six. | EQV
The user doesn't drink alcohol. | The user told me they're teetotal. | EQV
Ines's favourite dessert is tiramisu. | Of all desserts, tiramisu is the one Ines likes best. | EQV
Tomás can't handle spicy food. | Anything with a lot of chilli is too hot for Tomás to eat. | EQV
I baked a cake. | I baked a lemon drizzle cake for Sam's birthday. | OSN
Chidi is learning to cook. | Chidi said he's learning to cook Nigerian food from his aunt. | OSN
The user has a food allergy. | The user is allergic to shellfish. | OSN
Hiroko bought a kitchen appliance. | Hiroko bought a KitchenAid stand mixer in the Black Friday sale. | OSN
Giulia eats a plant-based diet. | Giulia has been fully vegan since January 2022. | OSN | 2022-08-09 | 2023-02-14
Dad grows vegetables. | Dad grows tomatoes, courgettes and runner beans on his allotment. | OSN
Aisha went to a restaurant on Friday. | Aisha went to a Lebanese restaurant in Brixton on Friday with her colleagues. | OSN
We had a picnic on Sunday. | We had a picnic by the Serpentine in Hyde Park on Sunday. | OSN
Wen drinks tea. | Wen drinks oolong tea every afternoon. | OSN
The user said they've started meal-prepping. | The user said they've started meal-prepping five lunches every Sunday evening. | OSN
Dev made a curry. | Dev said he made a lamb rogan josh from his mother's recipe. | OSN
Tomás ordered wine with dinner. | Tomás ordered a bottle of Rioja with dinner. | OSN
Ines has a food blog. | Ines has a food blog about Portuguese baking with about 3,000 followers. | OSN
I'm cutting back on caffeine. | I'm cutting back to one coffee a day, and never after noon. | OSN
Chidi made jollof rice and puff-puff for forty guests at his sister's engagement party. | Chidi cooked for his sister's engagement party. | NSO
I had dinner at Noma in Copenhagen in 2022. | I have eaten at Noma. | NSO | 2022-10-11 | 2023-04-29
The user is lactose intolerant and avoids all dairy. | The user avoids dairy. | NSO
Marisol's daughter Luz bakes conchas every Saturday morning. | Marisol's daughter bakes conchas. | NSO
Hyun-woo ferments his own kimchi in a clay pot on his balcony. | Hyun-woo makes kimchi. | NSO
Aisha shared that she won second prize in a chilli cook-off at her church. | Aisha entered a chilli cook-off. | NSO
We ate fresh oysters at a market in Cancale. | We ate oysters. | NSO
Bought a 10-kilo bag of basmati rice. | Bought rice. | NSO
Callum has drunk home-brewed kombucha every day since March. | Callum drinks kombucha. | NSO | 2024-06-03 | 2024-09-12
Freddie says he makes his own pasta by hand, usually tagliatelle. | Freddie makes pasta. | NSO
Breakfast: porridge with blueberries, every day. | Has porridge for breakfast. | NSO
Grandma Rosa's secret ingredient in her ragù is a splash of milk. | Grandma Rosa puts milk in her ragù. | NSO
Shirin picked three kilos of blackberries at a farm near Ballarat. | Shirin went fruit picking. | NSO
My favourite cuisine is Mexican. | These days my favourite cuisine is Korean. | CON
Oluwaseun eats meat. | Oluwaseun has gone vegetarian. | CON
The user drinks four cups of coffee a day. | The user has cut down to one coffee a day. | CON
Bram hates mushrooms. | Bram told me he has come round to mushrooms and now loves them. | CON
The dinner party is on Saturday the 9th. | The dinner party has been pushed to Sunday the 10th. | CON
Zodwa is vegan. | Zodwa went back to eating fish and eggs last year. | CON
Rahim's signature dish is biryani. | Rahim's signature dish is his butter chicken. | CON
Our go-to pizza place is Franco's. | We stopped going to Franco's; our go-to pizza place is now Napoli Centrale. | CON
Moana doesn't drink alcohol. | Moana enjoys a glass of red wine with dinner most nights. | CON
Petra's sourdough starter is called Bubbles. | Petra named her sourdough starter Doughy McDoughface. | CON
I cook dinner at home every night. | I barely cook anymore; I mostly get takeaway. | CON
Marisol said her tamale recipe came from her grandmother. | Marisol said she found her tamale recipe in a cookbook. | CON
Keoni is allergic to kiwi. | Keoni said he has no food allergies at all. | CON
Dad's allotment: plot 14. | Dad's allotment: plot 22. | CON

# pets
I have a cat called Miso. | I have a cat called Tofu. | IND
Kenji walks his dog every morning. | Kenji walks his neighbour's dog every morning. | IND
Our rabbit likes carrots. | Our rabbit likes dandelion leaves. | IND
The user's dog is scared of thunder. | The user's dog is scared of the vacuum cleaner. | IND
Pablo adopted a greyhound in 2021. | Pablo adopted a greyhound in 2024. | IND | 2021-07-19 | 2024-03-02
Aroha would love to own a horse. | Aroha rides horses at a stable near Rotorua. | IND
My sister keeps chickens. | My sister keeps bees. | IND
Biscuit, my beagle, is seven. | Biscuit, my beagle, loves the beach. | IND
Leena is allergic to cats. | Leena has a cat. | IND
Our vet is Dr Okafor. | Our dog sitter is Hannah. | IND
The user takes their dog to agility classes. | The user takes their dog to obedience classes. | IND
Noodle the hamster escaped last week. | Noodle the hamster escaped again this morning. | IND
Farid feeds the stray cats on his street. | Farid mentioned he is thinking of adopting one of the stray cats on his street. | IND
Our goldfish is called Bubbles. | Our goldfish tank holds 60 litres. | IND
Has two dogs. | Owns a pair of dogs. | EQV
Miso is a female tabby cat. | Miso's a tabby, and she's a girl. | EQV
The user's parrot can say hello. | The user's parrot knows how to say the word hello. | EQV
Our dog, Pepper, turned ten in May. | Pepper, our dog, had her tenth birthday in May. | EQV | 2023-05-29 | 2023-07-04
Rafael doesn't like cats. | Rafael says felines aren't his thing at all. | EQV
Tilly the tortoise is 52 years old. | Tilly the tortoise is fifty-two. | EQV
Sun-hee mentioned that her dog had surgery on his hip. | Sun-hee said her dog underwent hip surgery. | EQV
The kids named the kitten Pickles. | The kitten was named Pickles by the kids. | EQV
Grandpa's Labrador sleeps at the foot of his bed. | Grandpa's Lab sleeps at the end of his bed. | EQV
Our budgie Mango died last week. | Our budgie Mango passed away last week. | EQV
Olu walks the dog twice a day. | Olu told me he takes the dog out for a walk two times daily. | EQV
The user's cat is an indoor cat. | The user's cat never goes outside. | EQV
Ingrid's horse is kept at a farm outside Bergen. | Ingrid stables her horse at a farm just outside Bergen. | EQV
I have a dog. | I have a golden retriever called Barley. | OSN
Priscila got a pet. | Priscila got a ginger kitten from the shelter in January. | OSN | 2022-12-05 | 2023-01-28
Our cat had kittens. | Our cat had five kittens on Tuesday night. | OSN
The user's dog is old. | The user's dog is fourteen and has arthritis in her hips. | OSN
Kwame has fish. | Kwame mentioned that he keeps a tank of neon tetras. | OSN
Pablo took his dog to the vet. | Pablo took his dog to the vet on Monday because she was limping. | OSN
We have rabbits. | We have two lop-eared rabbits named Salt and Pepper. | OSN
Sun-hee said she's fostering animals. | Sun-hee said she's fostering three puppies from a local rescue. | OSN
My mum adopted a cat. | My mum adopted a nine-year-old Siamese cat called Lady. | OSN
Aroha bought a saddle. | Aroha bought a secondhand leather saddle for her mare. | OSN
Farid's dog knows some tricks. | Farid proudly said his dog can sit, roll over and shake paws. | OSN
The user's cat is on medication. | The user's cat takes thyroid tablets twice a day. | OSN
Rolo won a prize. | Rolo won waggiest tail at the village dog show. | OSN
Ximena has a reptile. | Ximena has a bearded dragon called Spike. | OSN
I adopted a three-legged cat called Tripod from Battersea in 2020. | I adopted a cat. | NSO | 2020-09-14 | 2021-05-30
Haruki mentioned that his shiba inu, Hachi, is afraid of the vacuum. | Haruki has a dog. | NSO
Our dog Pepper ate a whole birthday cake off the table on Saturday. | Our dog ate cake. | NSO
Leena's two cockatiels whistle the Star Wars theme. | Leena has birds. | NSO
The user walks their neighbour's spaniel every weekday at noon. | The user walks their neighbour's dog. | NSO
Zainab shared that her cat, Saffron, was diagnosed with diabetes and now needs insulin injections. | Zainab's cat has diabetes. | NSO
Tilly the tortoise hibernates in a box in the garage from November to March. | Tilly the tortoise hibernates. | NSO
Conor's greyhound raced in Ireland before he was rescued. | Conor's greyhound used to race. | NSO
Ingrid rides her horse, Storm, three times a week. | Ingrid rides a horse. | NSO
My brother's German shepherd is a trained therapy dog who visits hospitals. | My brother's dog is a therapy dog. | NSO
Biscuit had two teeth removed at the vet yesterday. | Biscuit had dental work. | NSO
Dumisani told me he keeps 12 hens and a rooster in his back garden. | Dumisani keeps chickens. | NSO
We bought a 200-litre aquarium for our axolotl. | We bought an aquarium. | NSO
I have one cat. | I have three cats now. | CON
Our dog is called Max. | Our dog's name is Bruno. | CON
Cat: six years old. | Cat: nine years old. | CON
Mirela is allergic to dogs. | Mirela isn't allergic to dogs after all; the test came back negative. | CON
Kwame's puppy sleeps in a crate. | These days Kwame's puppy sleeps in his bed with him instead. | CON
Tevita doesn't have any pets. | Tevita adopted a rescue greyhound. | CON
Sultan, our cat, is a Persian. | The vet confirmed that Sultan is actually a Maine Coon mix. | CON
Dog fed twice daily. | Dog now fed once daily. | CON
The kitten's name is Pickles. | The kids changed the kitten's name to Noodle. | CON
The user wants a puppy. | The user said they've decided against getting a puppy. | CON
Siân's horse is a grey mare. | Siân's horse is a bay gelding. | CON
Hamza said his dog is a Jack Russell. | Hamza said his dog is a Border terrier. | CON
Our vet is Dr Mensah. | We've changed vets; ours is now Dr Lindqvist. | CON
Pudding, our beagle, weighs 14 kilos. | Pudding has slimmed down to 11 kilos. | CON

# possessions and purchases
I bought a new laptop last week. | I bought a new phone last week. | IND
Soraya owns a Vespa. | Soraya owns a Land Rover. | IND
The user drives a Toyota Prius. | The user's wife drives a Toyota Prius. | IND
Mateus has an old Polaroid camera. | Mateus mentioned that he has an old Leica camera. | IND
Anouk wants a standing desk. | Anouk bought a new office chair. | IND
Grandma gave me her pearl necklace. | Grandma gave my sister her gold bracelet. | IND
We bought a sofa from IKEA. | We bought a bookcase from IKEA. | IND
Declan's phone is an iPhone. | Declan's tablet is a Samsung. | IND
I ordered a kettle online on Monday. | I returned a toaster to the shop on Monday. | IND
Rin prefers buying secondhand clothes. | Rin admitted she bought a brand-new coat for the winter. | IND
The user keeps their bike in the hallway. | The user keeps their kayak in the garage. | IND
Oksana bought a painting at an auction in 2020. | Oksana bought a painting at an auction in 2023. | IND | 2020-10-22 | 2023-06-13
Our car has a roof rack. | Our car has heated seats. | IND
Babajide collects vintage watches. | Babajide inherited his father's watch. | IND
I own a Kindle. | I've got a Kindle. | EQV
Aleksander paid £12,000 for his car. | Aleksander's car cost him twelve thousand pounds. | EQV
The user's laptop is a MacBook Air from 2021. | The user has a 2021 MacBook Air. | EQV | 2023-02-08 | 2023-09-19
Sefa doesn't own a car. | Sefa said he has no car of his own. | EQV
We bought our house in March 2019. | Our house was purchased in March 2019. | EQV | 2019-08-12 | 2020-06-01
Anouk's bike was stolen outside the station. | Someone stole Anouk's bike outside the station. | EQV
Declan got a new phone for Christmas. | For Christmas, Declan received a new phone. | EQV | 2024-12-28 | 2025-01-30
The user's watch is water-resistant to 100 metres. | The user's watch can handle water down to a depth of 100 m. | EQV
Rin mentioned she sold her old sewing machine on Vinted. | According to Rin, her old sewing machine was sold through Vinted. | EQV
Our fridge broke down on Sunday. | On Sunday our fridge stopped working. | EQV
Grandpa's car is over twenty years old. | Grandpa's car is more than two decades old. | EQV
Oksana spends too much money on shoes. | Oksana overspends on footwear. | EQV
Ole bought the watch for 1,500 dollars. | The watch cost Ole $1,500. | EQV
Bought a car. | Bought a secondhand Škoda Octavia estate. | OSN
Soraya got new headphones. | Soraya got new Sony noise-cancelling headphones for her commute. | OSN
The user bought some furniture. | The user bought a walnut dining table and six chairs. | OSN
Anouk has an e-reader. | Anouk said she has a Kobo e-reader that she uses every night. | OSN
Mateus bought a camera lens. | Mateus bought a 50 mm lens for 300 euros on Saturday. | OSN
We have a TV. | We have a 65-inch LG TV in the living room. | OSN
Declan lost his wallet. | Declan lost his wallet on the night bus on Friday. | OSN
Grandma bought me a birthday present. | Grandma bought me a cashmere scarf for my birthday. | OSN
Rin owns a sewing machine. | Rin owns a 1960s Singer sewing machine. | OSN
Haruki said he upgraded his phone. | Haruki said he upgraded his phone to a Pixel 8 last weekend. | OSN
Ife bought a house. | Ife told me she bought a two-bedroom terraced house in Leeds. | OSN
The user is saving up for something. | The user is saving up for a road bike. | OSN
Valentina ordered a dress online. | Valentina ordered a green linen dress online for her cousin's wedding. | OSN
Oksana bought a painting. | Oksana bought a small oil painting of a harbour by a local artist. | OSN
I bought a blue 2018 Mazda MX-5 from a dealer in Bristol. | I bought a Mazda. | NSO | 2022-04-07 | 2022-11-23
Mariam's grandmother left her a diamond ring and a silver tea set. | Mariam inherited a diamond ring. | NSO
The user's new fridge-freezer cost £650 and arrived on Thursday. | The user got a new fridge-freezer. | NSO
Wouter's bike, a red Gazelle, was stolen from outside the library. | Wouter's bike was stolen. | NSO
Mateus keeps his film cameras in a glass cabinet in the study. | Mateus has film cameras. | NSO
Kemal paid for his new phone in twelve monthly instalments. | Kemal bought a new phone. | NSO
Babajide's collection includes 30 vintage watches, mostly Seikos. | Babajide collects watches. | NSO
Ife shared that she finally paid off her car loan in August. | Ife paid off her car loan. | NSO | 2023-09-10 | 2024-01-22
Our landlord replaced the washing machine with a new Bosch model. | We have a new washing machine. | NSO
Ximena bought three pairs of running shoes in the January sales. | Ximena bought running shoes. | NSO | 2024-01-20 | 2024-05-02
Grandpa still uses the Nokia phone he bought in 2008. | Grandpa has a Nokia phone. | NSO | 2021-03-15 | 2022-01-10
Valentina sold her old car to her cousin for €2,000. | Valentina sold her old car. | NSO
My noise-cancelling headphones got soaked in the rain last week. | My headphones got wet. | NSO
I drive a Ford Fiesta. | I sold the Fiesta and drive a Kia Niro now. | CON
Jasmin's phone is an iPhone. | Jasmin mentioned she has switched to an Android phone. | CON
The user has two bikes. | The user has four bikes now. | CON
Ngaio rents her flat. | Ngaio bought the flat she'd been renting. | CON
Teodor's camera is a Canon. | These days Teodor shoots everything on his Fujifilm; he got rid of the Canon. | CON
We still have the old sofa. | We finally got rid of the old sofa. | CON
Ayesha's laptop is brand new. | Ayesha's laptop is an old hand-me-down from her brother. | CON
The user paid £30 for the lamp. | The user got the lamp for £45. | CON
Beatriz said she has never bought anything online. | Beatriz mentioned she ordered her wedding shoes online. | CON
Babajide's oldest watch is from 1952. | Babajide's oldest watch dates from 1938. | CON | 2021-11-02 | 2022-07-18
Car colour: red. | Car colour: silver. | CON
Rangi is planning to buy a van. | Rangi has dropped her plan to buy a van. | CON
Grandpa uses a flip phone. | Grandpa finally switched to a smartphone. | CON
Our dishwasher is under warranty until 2026. | Our dishwasher's warranty ran out last year. | CON | 2023-04-18 | 2025-03-02

# events and plans with dates
My brother's wedding is on 14 June 2025. | My brother's stag party is on 24 May 2025. | IND | 2024-10-02 | 2025-01-15
The user has a dentist appointment on Tuesday. | The user's daughter has a dentist appointment on Tuesday. | IND
Samira is throwing a party for her 30th. | Samira mentioned she's throwing a party for her husband's 30th. | IND
We're going to a wedding in Kraków in August. | We're going to a wedding in Kraków in October. | IND | 2024-03-10 | 2024-04-02
Jae-won graduates in July. | Jae-won's sister graduates in July. | IND | 2023-04-11 | 2023-05-20
I'm hosting Thanksgiving this year. | I'm hosting a New Year's Eve party this year. | IND | 2023-09-15 | 2023-10-25
Olamide's birthday is on 3 March. | Olamide's wedding anniversary is on 3 March. | IND
The family reunion is in Tralee this summer. | My uncle Seán is organising the family reunion. | IND
Bronagh is running a bake sale on Saturday. | Bronagh is going to a christening on Sunday. | IND
Pieter's retirement party was in 2022. | Pieter's 70th birthday party was in 2022. | IND | 2022-12-12 | 2023-02-06
The user wants to go to the Chelsea Flower Show next year. | The user went to the Chelsea Flower Show this year. | IND
Our school reunion is planned for next spring. | Our school reunion committee meets once a month. | IND
Priya is flying to Delhi for Diwali. | Priya's parents are flying to London for Diwali. | IND | 2024-09-20 | 2024-10-10
Tom proposed to Elena in Paris. | Tom and Elena got married in Lisbon. | IND
Aditi's wedding is on 2025-09-06. | Aditi's wedding takes place on 6 September 2025. | EQV | 2025-01-20 | 2025-03-03
Chinedu's party starts at 7 p.m. on Friday. | Chinedu's party kicks off on Friday at seven in the evening. | EQV
Hyun-jin's graduation ceremony is on 15 July. | On the fifteenth of July, Hyun-jin has his graduation ceremony. | EQV | 2024-05-02 | 2024-06-10
The user will miss the office Christmas do. | The user isn't going to attend the work holiday party. | EQV | 2023-11-20 | 2023-12-04
Layla's baby is due in November. | Layla told me she's expecting her baby in November. | EQV | 2023-06-14 | 2023-07-21
The school play was postponed until after half-term. | The school play has been pushed back to after half-term. | EQV
Yohannes turns 40 next month. | Next month is Yohannes's fortieth birthday. | EQV
Gerrit retired in December 2022. | Gerrit stopped working for good in December 2022. | EQV | 2023-01-09 | 2023-08-22
Dilnoza said she is getting married next spring. | According to Dilnoza, her wedding will be next spring. | EQV
We're hosting a barbecue on the bank holiday Monday. | On the bank holiday Monday we're having people round for a barbecue. | EQV
Wedding planner meeting: half past two. | Wedding planner meeting: 14:30. | EQV
Kaveh and Mina got married ten years ago. | It's been a decade since Kaveh and Mina's wedding. | EQV
Ruth's funeral will be held at St Mary's on Thursday. | On Thursday, Ruth's funeral takes place at St Mary's. | EQV
I'm going to a wedding this summer. | I'm going to my friend Ana's wedding in Porto on 12 July. | OSN | 2024-04-03 | 2024-05-16
Samira is planning a party. | Samira said she's planning a surprise party for her mum's 60th. | OSN
The user has tickets for a festival. | The user has weekend tickets for the Green Man festival in August. | OSN | 2023-03-08 | 2023-04-26
Jae-won is graduating this year. | Jae-won is graduating with a master's in architecture on 15 July. | OSN | 2023-02-14 | 2023-05-30
We're having a family get-together over Christmas. | We're having a family get-together at my aunt's house in Cork on Christmas Eve. | OSN | 2023-11-02 | 2023-11-20
Maeve is pregnant. | Maeve is pregnant with twins, due in November. | OSN | 2023-04-20 | 2023-06-14
Olamide is celebrating his birthday. | Olamide mentioned he's celebrating his 40th birthday with a boat party on the Thames. | OSN
Hilde is retiring. | Hilde is retiring at the end of December after 35 years at the bank. | OSN | 2022-09-05 | 2022-10-12
We've booked something for our anniversary. | We've booked a cooking class in Florence for our anniversary! | OSN
Dilnoza is getting married. | Dilnoza shared that she is getting married in Tashkent next May. | OSN
Tom is going to propose. | Tom is going to propose to Elena on New Year's Eve. | OSN | 2022-11-15 | 2022-12-01
My parents are renewing their vows. | My parents are renewing their vows on their 40th anniversary in June. | OSN | 2025-01-12 | 2025-02-09
Alejandro is hosting a quiz night. | Alejandro is hosting a charity quiz night at the Red Lion on the 22nd. | OSN
The user's niece was born. | The user's niece, Aurora, was born on 2 February, weighing 3.4 kg. | OSN | 2022-02-05 | 2022-02-20
Aditi married Sameer on 6 September 2025 at a vineyard near Nashik. | Aditi married Sameer. | NSO | 2025-09-10 | 2025-11-04
Nilufar's surprise party for her mum is at 7 p.m. on Friday at a Lebanese restaurant. | Nilufar is throwing a party for her mum. | NSO
The user is going to three weddings this summer, starting with Leah's in June. | The user is going to Leah's wedding. | NSO | 2024-03-25 | 2024-04-18
Village fete: 21 June, noon to 5 p.m. | Village fete: 21 June. | NSO | 2025-04-28 | 2025-05-30
Hyun-jin graduated with first-class honours in architecture in July 2024. | Hyun-jin has a degree. | NSO | 2024-08-01 | 2025-02-17
Kwabena shared that he and his partner threw a housewarming party for thirty friends last Saturday. | Kwabena threw a housewarming party. | NSO
Maeve gave birth to twin girls, Róisín and Clodagh, on 9 November. | Maeve had twins. | NSO | 2023-11-13 | 2024-01-07
Pieter's retirement dinner was held at the golf club on 20 December 2022. | Pieter had a retirement dinner. | NSO | 2022-12-21 | 2023-04-02
My nephew's christening is on Sunday at 11 a.m. at St Patrick's. | My nephew is being christened. | NSO
Tom proposed to Elena at the top of the Eiffel Tower on New Year's Eve. | Tom proposed to Elena. | NSO | 2023-01-03 | 2023-03-15
The user is booked on the 6:15 a.m. flight to Oslo on Friday for a friend's 50th. | The user is flying to Oslo on Friday. | NSO
Grandma celebrated her 90th birthday with a lunch for 25 relatives. | Grandma turned 90. | NSO
We're hosting an Eid dinner for both families at our place. | We're hosting an Eid dinner. | NSO
My cousin's wedding is on 14 June 2025. | My cousin's wedding has been moved to 20 September 2025. | CON | 2024-09-30 | 2025-02-11
Ewa's party is on Friday. | Ewa's party is on Saturday, not Friday. | CON
The reunion will be in Tralee. | The reunion venue changed to a hotel in Killarney. | CON
The user is going to Leah's wedding. | The user said they can't make it to Leah's wedding after all. | CON
Nkosi's graduation ceremony is on 15 July. | Nkosi's graduation ceremony is on 17 July. | CON | 2023-04-28 | 2023-06-05
Folake's birthday is on 3 March. | Folake was born on 13 March. | CON
Precious's baby is due in November. | Precious's doctor now expects the baby to arrive before Halloween. | CON | 2023-05-15 | 2023-08-29
We're hosting Christmas this year. | My sister is hosting Christmas this year instead of us. | CON | 2024-09-10 | 2024-11-18
Hamish retired in 2022. | Hamish is still working full-time at the bank. | CON | 2023-03-03 | 2023-09-18
Marek and Zuzana are engaged. | Marek told me that he and Zuzana have called off their engagement. | CON
Gulnara said her wedding will be in Tashkent. | Gulnara said her wedding will be in Samarkand. | CON
Quiz night start: 8 p.m. | Quiz night start: 7:30 p.m. | CON
The user's flight to Oslo is on Friday morning. | The user's flight to Oslo got rescheduled to Saturday evening. | CON
Kwabena is planning to throw a housewarming party. | Kwabena has decided not to have a housewarming party. | CON

# preferences and opinions
I like rainy days. | I like foggy mornings. | IND
Amani prefers tea to coffee. | Amani's husband prefers tea to coffee. | IND
The user thinks the new library building is ugly. | The user thinks the new library has great opening hours. | IND
Lorenzo loves the colour green. | Lorenzo mentioned he painted his front door green. | IND
Soo-ah finds crowded places stressful. | Soo-ah shared that long phone calls stress her out. | IND
My dad hates cold weather. | My dad goes ice fishing every January. | IND
Bilal is a morning person. | Bilal goes to bed by ten most nights. | IND
Ebele likes minimalist interiors. | Ebele likes Scandinavian interiors. | IND
The user prefers texting to calling. | The user calls their mum every Sunday. | IND
Harriet thinks pineapple on pizza is fine. | Harriet never orders pineapple on her pizza. | IND
Aurelio dislikes modern art. | Aurelio visited Tate Modern last weekend. | IND
Ngozi would rather live in the countryside. | Ngozi said she would rather work from home. | IND
Loves the smell of fresh coffee. | Loves the smell of fresh bread. | IND
Jun prefers summer to winter. | Jun's daughter prefers winter to summer. | IND
I prefer cats to dogs. | I like dogs less than cats. | EQV
Thabo can't stand loud music. | Thabo expressed that he hates loud music. | EQV
The user's favourite colour is blue. | Blue is the user's favourite colour. | EQV
Valeria thinks the sequel was better than the original. | According to Valeria, the original was worse than the sequel. | EQV
Min-seo dislikes small talk. | Idle chit-chat is something Min-seo doesn't like. | EQV
Bilal prefers the stairs to the lift. | Bilal would rather use the stairs than the elevator. | EQV
Ebele said she's not a fan of open-plan offices. | Ebele mentioned that she dislikes open-plan offices. | EQV
Harriet believes remote work is more productive. | In Harriet's view, people get more done when they work remotely. | EQV
My mum thinks I work too hard. | Mum feels that I overwork myself. | EQV
Ngozi finds museums boring. | Ngozi feels that museums are boring. | EQV
The user prefers paper books to e-books. | The user would rather read a printed book than an e-book. | EQV
Ravi's least favourite season is winter. | Of the four seasons, winter is the one Ravi likes least. | EQV
Honestly, I think Brussels sprouts are overrated. | In my opinion, Brussels sprouts get far more praise than they deserve. | EQV
I like reggae. | I like reggae, especially early Bob Marley. | OSN
Amani prefers hot drinks. | Amani explained that she prefers hot drinks, even in summer. | OSN
The user dislikes early mornings. | The user dislikes early mornings, especially on Mondays. | OSN
Lorenzo has a favourite football team. | Lorenzo's favourite football team is Napoli. | OSN
Soo-ah prefers quiet cafés. | Soo-ah prefers quiet cafés where she can read for hours. | OSN
Kaito likes spicy food. | Kaito said he likes spicy food and puts chilli oil on almost everything. | OSN
Oyelaran enjoys museums. | Oyelaran enjoys museums, especially the V&A in London. | OSN
Harriet has an opinion about the new town hall. | Harriet said she thinks the new town hall is an eyesore. | OSN
My dad likes old films. | My dad likes old films, particularly Hitchcock thrillers. | OSN
Ngozi loves flowers. | Ngozi loves flowers, and peonies are her favourite. | OSN
The user has a favourite podcast. | The user's favourite podcast is a history show called The Rest Is History. | OSN
Xiadani enjoys warm weather. | Xiadani enjoys warm weather and says 28 degrees is perfect. | OSN
Felix dislikes some vegetables. | Felix dislikes beetroot and celery. | OSN
Hamid has a strong opinion about how coffee should be served. | Hamid insists that espresso should never be served with milk. | OSN
I love jazz, especially Coltrane's early albums. | I love jazz. | NSO
Amani mentioned she prefers green tea, ideally sencha, with no sugar. | Amani prefers green tea. | NSO
The user's favourite holiday is Christmas because of the food and the family time. | The user's favourite holiday is Christmas. | NSO
Lorenzo supports Napoli and never misses a match on TV. | Lorenzo supports Napoli. | NSO
Soo-ah loves autumn in Seoul, especially the ginkgo trees. | Soo-ah loves autumn in Seoul. | NSO
Bilal said he hates crowded trains and avoids rush hour whenever he can. | Bilal hates crowded trains. | NSO
Ebele's favourite painter is Frida Kahlo, whose self-portraits she adores. | Ebele's favourite painter is Frida Kahlo. | NSO
Oisín thinks the council should build more cycle lanes on the high street. | Oisín thinks the council should build more cycle lanes. | NSO
Dad can't stand reality TV, especially dating shows. | Dad can't stand dating shows. | NSO
Hine prefers the countryside because it's quieter. | Hine prefers the countryside. | NSO
Favourite number: seven. | Has a favourite number. | NSO
The user finds yoga calming and does it before bed. | The user finds yoga calming. | NSO
Isabela likes strong black coffee first thing in the morning. | Isabela likes coffee. | NSO
My favourite colour is yellow. | My favourite colour is purple these days. | CON
Wairimu prefers tea to coffee. | Wairimu now prefers coffee to tea. | CON
The user loves horror films. | The user can't stand horror films anymore. | CON
Pasquale thinks the sequel was worse than the original. | Pasquale thinks the sequel was better than the original. | CON
Dagny is a night owl. | Dagny shared that she has become an early riser who's in bed by nine. | CON
Emeka likes living in the city. | Emeka expressed that he's fed up with city life. | CON
Anahera's favourite artist is Frida Kahlo. | Anahera's favourite artist is Yayoi Kusama. | CON
Gwen said she supports the new bypass. | Gwen said she opposes the new bypass. | CON
Dad thinks electric cars are a fad. | Dad has come round to electric cars and thinks they're the future. | CON
Liesel prefers the beach to the mountains. | Liesel prefers the mountains to the beach. | CON
The user's favourite season is spring. | Autumn is the user's favourite time of year. | CON
Matthias hates olives. | Matthias has started to love olives. | CON
Ravi enjoys his commute. | Ravi admitted that he dreads his commute every day. | CON
Favourite ice cream: pistachio. | Favourite ice cream: mint choc chip. | CON

# volunteering and community
I volunteer at the food bank on Saturdays. | I volunteer at the animal shelter on Sundays. | IND
Chiamaka is on the school's parent council. | Chiamaka mentioned that she's on the school's fundraising committee. | IND
The user litter-picks on the beach once a month. | The user's kids litter-pick on the beach once a month. | IND
Mr Haddad runs a repair café at the library. | Mr Haddad fixed my toaster at the repair café. | IND
Ana gives blood every few months. | Ana is on the bone marrow donor register. | IND
Gustavo coaches chess at the youth centre. | Gustavo coaches football at the youth centre. | IND
Our street has a WhatsApp group. | Our street holds a summer party every year. | IND
Elspeth volunteers at the hospice charity shop. | Elspeth volunteers on the hospice reception desk. | IND
Tunde ran a half marathon for a cancer charity in 2023. | Tunde ran a half marathon for a cancer charity in 2024. | IND | 2023-10-16 | 2024-10-21
Min-jun wants to volunteer abroad. | Min-jun helps out at a soup kitchen in Busan. | IND
The user donates to Médecins Sans Frontières. | The user donates to the RNLI. | IND
Keira is a Brownie leader. | Keira is a school governor. | IND
My neighbour collects food for the local women's refuge. | My neighbour drives elderly residents to their appointments. | IND
Yaw helped build a community garden. | Yaw thinks the council should fund more community gardens. | IND
I volunteer at the food bank every Saturday morning. | Every Saturday morning I do a volunteer shift at the food bank. | EQV
Adanna chairs the parent council. | Adanna is the chair of the parent council. | EQV
Blood donations: 25. | Has donated blood twenty-five times. | EQV
Wei volunteers at the youth centre. | Wei gives his time to the youth centre for free. | EQV
Morag has volunteered with the hospice for a decade. | Morag has been a hospice volunteer for ten years. | EQV
Lerato said she raised £1,200 for Macmillan. | According to Lerato, she raised twelve hundred pounds for Macmillan. | EQV
Our residents' association meets on the first Tuesday of each month. | The residents' association we belong to gets together on the first Tuesday of every month. | EQV
Rhiannon leads the local Brownie pack. | Rhiannon told me she's the leader of the local Brownies. | EQV
Anaïs spent a month volunteering in Costa Rica. | Anaïs volunteered in Costa Rica for a month. | EQV
Kojo is one of the founders of the community garden. | Kojo co-founded the community garden. | EQV
The user reads to children at the library on Wednesdays. | On Wednesdays, the user does story time for kids at the library. | EQV
Father Tomasz organises the soup kitchen. | The soup kitchen is organised by Father Tomasz. | EQV
Mum knits hats for premature babies at the hospital. | Mum makes knitted hats for the hospital's premature babies. | EQV
I volunteer locally. | I volunteer at the Oxfam bookshop down the road on Tuesday afternoons. | OSN
Chiamaka helps at her kids' school. | Chiamaka helps with reading at her kids' primary school twice a week. | OSN
The user did a charity run. | The user did a 10k charity run for Mind in April. | OSN | 2024-04-29 | 2024-05-15
Gustavo mentors young people. | Gustavo shared that he mentors three teenagers through a youth charity in São Paulo. | OSN
Elspeth raised money for the hospice. | Elspeth raised £800 for the hospice with a sponsored swim. | OSN
Tunde mentioned he's fundraising. | Tunde mentioned he's fundraising for a new minibus for the scout group. | OSN
Keira organised a community event. | Keira organised a clothes swap at the church hall on Saturday. | OSN
Femke joined a volunteer group. | Femke joined the Friends of Brockwell Park volunteer group. | OSN
Ana has given blood. | Ana gave blood for the first time at the Leeds donor centre on Monday. | OSN
My neighbour helps refugees. | My neighbour teaches English to Ukrainian refugees at the community centre. | OSN
Min-jun volunteered abroad. | Min-jun volunteered at a turtle sanctuary in Costa Rica. | OSN
The user serves on a committee. | The user serves as treasurer on the allotment society committee. | OSN
Sibusiso helped clean up after the floods. | Sibusiso described spending three days clearing mud from homes in Durban after the floods. | OSN
Carmen plants trees with a local group. | Carmen plants trees with a local group and helped plant 200 saplings in March. | OSN | 2022-01-17 | 2022-04-04
I've volunteered at the Oxfam bookshop every Tuesday since 2021. | I volunteer at a charity shop. | NSO | 2023-05-09 | 2023-11-21
Chiamaka was elected chair of the parent council in September. | Chiamaka is on the parent council. | NSO | 2022-09-26 | 2022-10-30
The user raised £450 for Shelter by doing a sleep-out in December. | The user raised money for Shelter. | NSO | 2021-12-20 | 2022-03-08
Siddharth coaches the under-12 girls' football team at the youth centre on Thursdays. | Siddharth coaches football. | NSO
Duncan shared that he's been driving patients to hospice appointments twice a week since he retired. | Duncan drives patients to hospice appointments. | NSO
Tunde's scout group bought a new minibus with the £15,000 they raised. | Tunde's scout group bought a minibus. | NSO
Keira took her Brownie pack camping in the Lake District last weekend. | Keira took her Brownies camping. | NSO
Yaw mentioned he grows courgettes and beans on his plot at the community garden. | Yaw has a plot at the community garden. | NSO
Min-jun spent four weeks at a turtle sanctuary in Costa Rica, counting nests. | Min-jun has been to Costa Rica. | NSO
Father Tomasz's soup kitchen serves about 120 meals every Friday. | Father Tomasz's soup kitchen serves meals on Fridays. | NSO
Carmen and her neighbours planted 200 oak saplings along the river in March. | Carmen helped plant trees. | NSO | 2022-03-28 | 2022-07-12
Mum has knitted over 300 hats for premature babies at the local hospital. | Mum knits hats for premature babies. | NSO
The user signs up for a beach clean every Earth Day. | The user does beach cleans. | NSO
I volunteer at the night shelter every Friday. | I stopped volunteering at the night shelter last year. | CON
Deborah is chair of the parent council. | Deborah stepped down as chair and Ruth has taken over. | CON
Hollis has given blood 25 times. | Hollis has given blood 31 times now. | CON
Ikenna coaches football on Thursdays. | Ikenna's coaching sessions have moved to Tuesdays. | CON
Ottilie has never volunteered. | Ottilie has been helping at the hospice shop for years. | CON
Mthunzi's fundraising target is £1,000. | Mthunzi has raised his target to £2,500. | CON
Bethan said the clothes swap is on Saturday at the church hall. | Bethan said the clothes swap has been moved to the school gym. | CON
Our residents' association meets monthly. | Our residents' association now meets every quarter. | CON
Hemi is treasurer of the community garden. | Hemi handed the treasurer role to his neighbour Sade. | CON
Seo-yeon plans to volunteer in Costa Rica next summer. | Seo-yeon has decided to volunteer in Peru next summer instead of Costa Rica. | CON
Soup kitchen: Fridays. | Soup kitchen: now Sundays only. | CON
The user is a member of the Rotary Club. | The user mentioned they left the Rotary Club. | CON
Bongani's tree-planting group has 15 members. | Bongani's tree-planting group has grown to 40 members. | CON
Hoa donates blood every three months. | Hoa can no longer donate blood because of her medication. | CON

# creative projects
I'm writing a fantasy novel. | I'm writing a fantasy screenplay. | IND
Teuila painted a mural for the community centre. | Teuila painted a mural for the primary school. | IND
Dorcas throws pots on a wheel. | Dorcas hand-builds clay sculptures. | IND
The user knits scarves for the family. | The user's mother knits scarves for the family. | IND
Nour is making a quilt for her niece. | Nour is making a quilt for her nephew. | IND
Lukas edits a zine about skateboarding. | Lukas skates every weekend. | IND
Inés is learning watercolour. | Inés said she's learning calligraphy. | IND
Viktor's podcast is about urban history. | Viktor's blog is about urban history. | IND
Chen wants to publish a children's book. | Chen has written three children's book manuscripts. | IND
Adaeze exhibited her photos at a café in 2021. | Adaeze exhibited her photos at a café in 2023. | IND | 2021-05-17 | 2023-09-04
Marta is building a dollhouse for her daughter. | Marta's husband is building a treehouse for their daughter. | IND
Kai finds writing poetry hard. | Kai writes a haiku every day. | IND
The user's short film was shown at a festival in Leeds. | The user's short film won an award in Sheffield. | IND
Farah designs her own tattoos. | Farah designs tattoos for her friends. | IND
Kenji shared that he finished painting a mural for the community centre last weekend. | According to Kenji, last weekend he completed his mural for the community centre. | EQV
Ama feels that pottery helps her unwind after work. | Ama says making pottery is how she relaxes after her working day. | EQV
The user has written 60,000 words of their novel. | The user's novel draft stands at sixty thousand words. | EQV
Ifeoma sews all of her own clothes. | Every piece of clothing Ifeoma wears is something she sewed herself. | EQV
Jonas prints his zine on a risograph. | Jonas uses a risograph to print his zine. | EQV
Dorothea has given up on her screenplay. | Dorothea abandoned the film script she was writing. | EQV
Aigerim records a new podcast episode every fortnight. | Every two weeks Aigerim records a fresh episode of her podcast. | EQV
Lotte's picture book will be published in spring 2026. | Lotte's picture book is due out in the spring of 2026. | EQV | 2024-11-08 | 2025-02-26
Yerlan shoots exclusively on film. | Yerlan only takes photos with film cameras, never digital. | EQV
Kalea is a self-taught woodworker. | Kalea told me she taught herself woodworking. | EQV
Sina said he's been writing poetry since he was a teenager. | Sina mentioned that he has written poems since his teens. | EQV
Farah's tattoo designs are all hand-drawn. | Farah draws every one of her tattoo designs by hand. | EQV
Joaquín makes stop-motion films with his kids. | Joaquín and his children make stop-motion animations together. | EQV
I'm working on a creative project. | I'm deep into a graphic novel about my grandmother's childhood! | OSN
Kenji painted a mural. | Kenji shared that he finished painting a mural for the community centre last weekend. | OSN
Ama makes pottery. | Ama makes stoneware mugs and sells them at a Saturday market. | OSN
The user is writing a book. | The user is writing a crime novel set in 1920s Glasgow. | OSN
Nour made a quilt. | Nour made a patchwork quilt from her late father's shirts. | OSN
Lukas started a zine. | Lukas started a skateboarding zine with two friends in 2022. | OSN | 2022-06-20 | 2022-12-05
Inés entered a competition. | Inés entered a watercolour competition run by the local art society. | OSN
Viktor has a podcast. | Viktor mentioned that his podcast is about the hidden history of Prague. | OSN
Chen said her book is being published. | Chen said her picture book is being published by a small press in Edinburgh. | OSN
Adaeze sold some prints. | Adaeze sold twelve prints at her first exhibition. | OSN
Marta built some furniture. | Marta built a bench out of reclaimed scaffold boards. | OSN
Kai writes poetry. | Kai shared that he writes poetry in both English and Samoan. | OSN
Joaquín made a short film. | Joaquín made a three-minute stop-motion film with his kids using Lego. | OSN
Tiago composes music. | Tiago composes music for indie video games. | OSN
I sold 40 copies of my poetry chapbook at the Leeds zine fair. | I sold copies of my poetry chapbook. | NSO
Oyin's mural, a heron over the river, took her six weekends to paint. | Oyin painted a mural. | NSO
Beatrix's glazed stoneware bowls sold out at the Christmas market. | Beatrix sold bowls at the Christmas market. | NSO | 2022-12-20 | 2023-01-15
The user finished the first draft of their crime novel in February. | The user finished a first draft. | NSO | 2025-03-03 | 2025-06-16
Nour shared that she turned her late father's shirts into a quilt for her mother. | Nour made a quilt. | NSO
Lukas prints 150 copies of each zine issue at a community print shop. | Lukas prints his zine. | NSO
Inés's watercolour of the harbour won second prize at the art society show. | Inés won a prize for a painting. | NSO
Viktor interviewed a 94-year-old tram driver for his latest podcast episode. | Viktor interviewed someone for his podcast. | NSO
Chen's debut picture book, about a lost penguin, came out in April. | Chen has published a picture book. | NSO | 2023-05-10 | 2023-09-01
Adaeze develops her black-and-white film in her bathroom at home. | Adaeze develops her own film. | NSO
Marta told me she carved a wooden spoon for each of her six grandchildren. | Marta carved wooden spoons. | NSO
Kai performed three of his poems at an open mic in Auckland. | Kai performed at an open mic. | NSO
Jomo's design was chosen for this year's festival poster. | Jomo designed the festival poster. | NSO
My novel is called The Salt Road. | I've renamed my novel; it's now called Tidewater. | CON
Rashid's mural for the festival is going on the library wall. | Rashid's festival mural ended up on the swimming pool wall, not the library. | CON
Tane has a pottery wheel at home. | Tane sold his pottery wheel and now uses the one at the studio. | CON
Gideon's novel manuscript is at 60,000 words. | Gideon's manuscript is now up to 85,000 words. | CON
Paulina has never sewn anything. | Paulina sewed a dress for her sister's wedding. | CON
Sade publishes her zine every month. | Sade mentioned she only publishes her zine twice a year now. | CON
Gael works in oils. | These days watercolour is the only medium Gael paints with. | CON
Mohammed's podcast comes out weekly. | Mohammed's podcast episodes now come out once a month. | CON
Ayanda said her book will come out in April. | Ayanda said the release of her book was delayed to September. | CON | 2024-01-15 | 2024-03-20
Ruairí's exhibition is at the Cornerhouse café. | Ruairí's exhibition has moved to the town library. | CON
Dollhouse: three floors. | Dollhouse: two floors. | CON
Delphine's poetry collection has 30 poems. | Delphine cut her poetry collection down to 24 poems. | CON
Magnus is still working on his stop-motion film. | Magnus has finished his stop-motion film. | CON
Tiago's band is called Night Ferry. | Tiago's band changed its name to Lantern. | CON

"""

LABELS = ("IND", "EQV", "OSN", "NSO", "CON")
START = datetime.date(2019, 1, 1)
LAST_OLD = datetime.date(2025, 6, 30)
END = datetime.date(2025, 12, 31)
YEAR = re.compile(r"\b(19|20)\d\d\b")


def _h(text, salt):
    return int(hashlib.sha256((salt + "\x1f" + text).encode("utf-8")).hexdigest(), 16)


DAYS = r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
PERIODS = (r"(night|morning|afternoon|evening|week|weekend|month|year|spring|summer|autumn|"
           r"winter|January|February|March|April|May|June|July|August|September|October|"
           r"November|December)")
NUM = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a|a few)"
RELATIVE = re.compile(
    r"\b(yesterday|today|tonight|ago|since|half-term|"
    r"(this|last|next) " + PERIODS + r"|(on|this|last|next) " + DAYS + r"|" + DAYS +
    r" (night|morning|afternoon|evening)s?|the \d+(st|nd|rd|th)|" + NUM +
    r" (days?|weeks?|months?|years?)|a (fortnight|decade))\b", re.I)


def derived_times(old, new, label):
    """Deterministic dates from the text: old in 2019-2025, new usually later.

    Relative time words ("last weekend", "on Friday", "three years ago") are read
    against the date a fact was stored, so when either fact of an EQV/OSN/NSO pair uses
    them the two are dated to the same conversation (an entailment must not hinge on
    two different "last weekends"), and a CON pair whose facts both use them is dated
    a few days apart."""
    key = old + "\x1e" + new
    span = (LAST_OLD - START).days
    t_old = START + datetime.timedelta(days=_h(key, "old") % (span + 1))
    rel_old, rel_new = bool(RELATIVE.search(old)), bool(RELATIVE.search(new))
    if label in ("EQV", "OSN", "NSO") and (rel_old or rel_new):
        return t_old, t_old
    if label == "CON" and rel_old and rel_new:
        return t_old, t_old + datetime.timedelta(days=1 + _h(key, "gap") % 20)
    if label != "CON" and _h(key, "same") % 9 == 0:
        return t_old, t_old                      # stated in the same conversation
    gap = 3 + _h(key, "gap") % (700 if label == "CON" else 420)
    room = (END - t_old).days
    if gap > room:                               # keep inside 2025 without piling up
        gap = 1 + _h(key, "gap") % room
    t_new = t_old + datetime.timedelta(days=gap)
    return t_old, t_new


def parse():
    pairs = []
    for n, line in enumerate(DATA.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) not in (3, 5):
            raise ValueError("line %d: expected 3 or 5 fields: %r" % (n, line))
        old, new, label = parts[:3]
        if label not in LABELS:
            raise ValueError("line %d: bad label %r" % (n, label))
        if len(parts) == 5:
            t_old = datetime.date.fromisoformat(parts[3])
            t_new = datetime.date.fromisoformat(parts[4])
        else:
            if YEAR.search(old) or YEAR.search(new):
                raise ValueError("line %d: names a year, give explicit dates" % n)
            t_old, t_new = derived_times(old, new, label)
        for t in (t_old, t_new):
            if not START <= t <= END:
                raise ValueError("line %d: date out of range" % n)
        if t_new < t_old:
            raise ValueError("line %d: new_time before old_time" % n)
        for text in (old, new):
            if len(text.split()) >= 30:
                raise ValueError("line %d: fact of 30 words or more" % n)
        pairs.append((old, new, label, t_old.isoformat(), t_new.isoformat()))
    seen = set()
    for old, new, *_ in pairs:
        key = (old.lower(), new.lower())
        if key in seen or old.lower() == new.lower():
            raise ValueError("duplicate or identical pair: %r | %r" % (old, new))
        seen.add(key)
    return pairs


def main():
    pairs = parse()
    random.Random(20250611).shuffle(pairs)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "part_b.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for i, (old, new, label, t_old, t_new) in enumerate(pairs, 1):
            row = {"id": "hand-b-%04d" % i, "old": old, "new": new, "label": label,
                   "old_time": t_old, "new_time": t_new}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts = {l: sum(p[2] == l for p in pairs) for l in LABELS}
    print(len(pairs), "pairs ->", out)
    print(" ".join("%s=%d (%.1f%%)" % (l, c, 100.0 * c / len(pairs)) for l, c in counts.items()))


if __name__ == "__main__":
    main()
