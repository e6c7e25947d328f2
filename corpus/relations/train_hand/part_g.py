#!/usr/bin/env python3
"""Hand-written relation pairs, part G (travel, food and daily life).

Topics: trips, road trips, camping and the outdoors, restaurants, cooking and recipes,
shopping and purchases, cars, money, neighbourhood events and plans for the future, all
written in the conversation-summary register of stored memories. Most pairs are hard
independent (IND) pairs: the same person and topic, shared words, but different facts.
A smaller set of EQV, OSN, NSO and CON pairs is written in the same style.

Every pair below was written by hand, one line per pair; the format, the checks and the
dates are described in hand_pairs.py.

    python3 corpus/relations/train_hand/part_g.py   # writes part_g.jsonl next to it
"""

PAIRS = r"""
# ======================================================================== IND
# -- different events on the same topic (same person, shared words)
Kofi went camping at Lake Bosomtwe with his cousins and cooked jollof rice over a campfire. | Kofi said his tent leaked during a thunderstorm on a camping trip in the Aburi hills, so he slept in his car. | IND
Ingrid drove the coastal road from Bergen to Ålesund last summer and stopped at nearly every viewpoint. | Ingrid's car broke down near Trondheim during a winter road trip, and she waited three hours for a tow truck. | IND
Rahul tried a new Ethiopian restaurant downtown and loved eating injera with his hands. | Rahul took his parents to a fancy seafood restaurant for their anniversary and was shocked by the bill. | IND
Mei baked her first sourdough loaf and was thrilled with how open the crumb turned out. | Mei burned a whole tray of cinnamon rolls when she got distracted by a phone call from her sister. | IND
Santiago shared that he bought a used Mazda hatchback with about eighty thousand kilometres on it. | Santiago got a parking ticket outside his office because he misread the street cleaning sign. | IND
Amara went to the farmers' market on Saturday and came home with three kinds of heirloom tomatoes. | Amara said the new supermarket near her flat has a surprisingly good spice aisle. | IND
Haruto hiked up Mount Takao at sunrise with a group of coworkers. | Haruto twisted his ankle on a muddy trail in Okutama and a stranger helped him back down to the station. | IND
Leilani took her kids to a luau on Maui during spring break. | Leilani went snorkeling at Molokini crater and saw a sea turtle up close for the first time. | IND
Oluwaseun hosted a street party for his neighbours on the cul-de-sac, with a barbecue and a borrowed sound system. | Oluwaseun helped organise a litter-pick in the local park with residents from his street. | IND
Camila paid off the last of her credit card debt and celebrated with a quiet dinner at home. | Camila opened a high-interest savings account to start building an emergency fund. | IND
Dariusz picked up a cast-iron skillet at a flea market for five euros. | Dariusz ordered a Japanese chef's knife online after watching hours of knife-sharpening videos. | IND
Fatima's family drove to Chefchaouen for Eid and stayed in a guesthouse with a rooftop terrace. | Fatima visited the tanneries in Fez and said the smell was much stronger than she had expected. | IND
Giorgos went fishing off the pier in Kavala with his grandfather at dawn. | Giorgos caught a big sea bream on a boat trip with friends near Thasos and grilled it that evening. | IND
Anneke cycled the Dutch coast from Hoek van Holland to Den Helder over four days. | Anneke rented an e-bike in Lisbon and found the steep hills much easier with the motor. | IND
Bilal said his Honda Civic failed its MOT because of worn brake pads. | Bilal had his Honda Civic professionally cleaned and polished so he could drive the couple at his brother's wedding. | IND
Nkechi cooked egusi soup for her in-laws on their first visit to her new flat. | Nkechi experimented with a vegan version of moi moi and said it was a hit at the office potluck. | IND
Pavel camped alone in the Tatra mountains and heard wolves howling during the night. | Pavel went winter camping with his scout troop and taught the kids how to build a snow shelter. | IND
Rosalind took a cooking class in Chiang Mai and learned to make green curry paste from scratch. | Rosalind got food poisoning from a night market stall in Bangkok and spent two days in her hotel room. | IND
Tariq and his wife tried a new Lebanese restaurant for their anniversary and loved the mezze. | Tariq complained that the burger place near his office has raised its prices again. | IND
Valentina went to the neighbourhood summer fair and won a chocolate cake in the raffle. | Valentina baked lemon bars for the church bake sale and they sold out within twenty minutes. | IND
Magnus shared that he drove his old Saab to Gothenburg to see a football match with his brother. | Magnus said the heater in his old Saab stopped working in the middle of January. | IND
Xiomara found a great vintage leather jacket at a thrift store in Bogotá. | Xiomara returned a pair of boots she bought online because they were half a size too small. | IND
Hiroshi spent a weekend at an onsen in Hakone with his wife to celebrate her birthday. | Hiroshi took a day trip to Nikko with his colleagues and visited the Toshogu shrine. | IND
Qing cooked a hotpot dinner for her roommates to celebrate Lunar New Year. | Qing learned how to fold dumplings properly from her grandmother over a video call. | IND
Sipho drove from Johannesburg to Durban with three friends for a long weekend at the beach. | Sipho got a flat tyre on the N3 on his way back from visiting his parents in Pietermaritzburg. | IND
Ulla found a cosy cabin on a lake in Finland through a friend and spent a week there without internet. | Ulla went berry picking in the forest near her cottage and came back with two buckets of bilberries. | IND
Emeka said the jollof at a Nigerian restaurant in Peckham was the best he has had outside Lagos. | Emeka was annoyed that a delivery app charged him twice for a late-night order of suya. | IND
Lucía took the overnight bus from Buenos Aires to Mendoza and toured two wineries there. | Lucía went horse riding in the foothills of the Andes on a trip with her father. | IND
Isla spent her savings on a new road bike with carbon wheels. | Isla said her road bike was stolen from outside a café even though it was locked. | IND
Nasser booked a desert camping trip in Wadi Rum with his university friends. | Nasser went sandboarding on the dunes near Dubai and fell off more times than he could count. | IND
Keanu bought a secondhand surfboard from a shop in Haleiwa. | Keanu caught his biggest wave so far at Pipeline and was buzzing about it for days. | IND
Zeynep ordered a new sofa online and it arrived in the wrong colour. | Zeynep bought a vintage rug at the Grand Bazaar after bargaining with the seller for almost an hour. | IND
Jasper organised a neighbourhood bike repair day at the community centre. | Jasper's street held a garage sale, and he sold his old record player to a teenager from two doors down. | IND
Deepa made a huge pot of rajma for her flatmates on a rainy Sunday. | Deepa tried making dosa batter from scratch and the first batch did not ferment properly. | IND
Yuki went to a tiny sushi counter in Ginza where the chef served only twelve guests a night. | Yuki had an awful meal at a tourist restaurant near Kyoto station and regretted not reading the reviews. | IND
Esteban rented a car in Costa Rica and drove the mountain roads to Monteverde. | Esteban went zip-lining over the cloud forest canopy and said it was terrifying in the best way. | IND
Gwen went on a guided foraging walk in the Welsh woods and learned to identify wild garlic. | Gwen picked blackberries along the canal path and made three jars of jam. | IND
Thiago grilled picanha for his whole family on Father's Day. | Thiago bought a new charcoal grill after his old one rusted through. | IND
Hye-jin went to a pottery market in Icheon and bought a set of celadon bowls. | Hye-jin visited a famous naengmyeon restaurant in Seoul that her father used to take her to. | IND
Wanjiru took a matatu to Naivasha and rented a boat to see hippos on the lake. | Wanjiru went on a game drive in the Maasai Mara and saw a lioness with three cubs. | IND
Radu drove to his parents' village with a car full of groceries before the Easter holidays. | Radu said the road to his parents' village is so full of potholes that he drives it at twenty kilometres an hour. | IND
Farida bought a new pressure cooker at a discount during the Ramadan sales. | Farida made haleem for her neighbours to break the fast together. | IND
Malia went to the night market in Honolulu and tried ube ice cream. | Malia found a Samoan bakery on the other side of the island that sells fresh panipopo. | IND
Carmen took her niece to a children's cooking workshop at the local library. | Carmen made empanadas with her niece for a family picnic in the park. | IND
# -- a general passion or trait vs a specific episode that does not restate it
Wiremu loves fishing and spends most weekends out on the water. | Wiremu lost his favourite rod overboard when a wave hit his dinghy near Raglan. | IND
Zainab is passionate about trying street food wherever she travels. | Zainab ate grilled corn from a vendor in Mexico City and got chilli powder in her eye. | IND
Anders enjoys long road trips and prefers driving to flying whenever he can. | Anders drove through the night to reach his sister's house in Malmö before her surgery. | IND
Beatriz loves cooking for big crowds. | Beatriz made paella for forty people at her nephew's christening and ran out of saffron halfway through. | IND
Chidi is a budget-conscious shopper who always compares prices before buying anything. | Chidi returned a blender after finding it cheaper at another shop two days later. | IND
Deepa adores spicy food and keeps a shelf full of hot sauces from different countries. | Deepa entered a chilli-eating contest at the county fair and came third. | IND
Esteban is an experienced camper who owns far too much outdoor gear. | Esteban's camp stove broke on a trip to Yosemite and he had to eat cold beans for two days. | IND
Freya calls herself a coffee snob. | Freya found a tiny roastery in Copenhagen that now supplies all of her beans. | IND
Gustavo is crazy about classic cars. | Gustavo spent a weekend at a vintage car show in Porto Alegre admiring a 1967 Mustang. | IND | 2021-03-14 | 2022-05-09
Hamid is careful with money and puts a third of his salary into savings every month. | Hamid splurged on a designer watch after his promotion and admitted he felt guilty afterwards. | IND
Isla loves wild swimming in Scottish lochs. | Isla swam across a loch for a charity event and raised eight hundred pounds for the local hospice. | IND
Jomo is a keen birdwatcher who always carries binoculars on trips. | Jomo spotted a flock of flamingos at Lake Nakuru and said the lake looked pink from far away. | IND
Lotte has a sweet tooth and can never resist a bakery. | Lotte queued for an hour in Paris to buy a croissant from a famous bakery and said it was worth it. | IND
Pavel is a very cautious driver who never goes over the speed limit. | Pavel got his first speeding fine on a motorway in Austria and was embarrassed about it. | IND
Rosalind is an adventurous eater who will try anything once. | Rosalind ate fried crickets at a market in Oaxaca and said they tasted like salty popcorn. | IND
Tala is a planner who likes to have every trip organised down to the hour. | Tala missed a connecting flight in Doha because her first flight was delayed, and she had to sleep in the airport. | IND
Umar enjoys haggling at markets. | Umar bought a brass lantern in Marrakech for half the price the seller first asked. | IND
Vikram is obsessed with finding the best biryani in every city he visits. | Vikram took a cooking lesson from a home cook in Hyderabad and learned her dum biryani method. | IND
Yara loves hosting dinner parties. | Yara's dinner party on Friday went wrong when the oven stopped working an hour before her guests arrived. | IND
Zoltan is a minimalist who rarely buys new things. | Zoltan finally replaced his ten-year-old phone after it stopped charging. | IND
Osei is an outdoorsy person who feels restless if he stays indoors all weekend. | Osei climbed Mount Afadja with his cousins and they had a picnic at the top. | IND
Katarzyna is a thrifty person who loves secondhand shopping. | Katarzyna found a designer winter coat in a charity shop in Gdańsk for twelve złoty. | IND
Femi loves trying new recipes on weekends. | Femi made his first attempt at homemade ramen and the broth took eleven hours. | IND
Saoirse is a morning person and likes to be on the road early. | Saoirse left Dublin at five in the morning to catch the ferry to the Aran Islands. | IND
# -- a feeling or opinion vs an action on the same topic
Jomo felt overwhelmed by the crowds at the Maasai Market in Nairobi. | Jomo bought a hand-carved chess set at the Maasai Market as a present for his father. | IND
Katarzyna was disappointed by the pierogi at a trendy restaurant in Kraków. | Katarzyna left a detailed review of a Kraków pierogi place on Google Maps to warn others about the slow service. | IND
Luca said he feels anxious driving on the motorway. | Luca signed up for advanced driving lessons to get more comfortable in fast traffic. | IND
Malia was thrilled with the new rice cooker her mother gave her. | Malia made jasmine rice for twelve people at her family's Sunday lunch. | IND
Nasser felt embarrassed when his card was declined at a restaurant in front of his clients. | Nasser switched banks after repeated problems with his debit card. | IND
Anneke thinks cycling is the best way to see a new city. | Anneke joined a guided bike tour of Berlin and rode along the remains of the Wall. | IND
Bongani felt proud after fixing his car's leaking radiator himself. | Bongani watched repair videos online for a week before opening the bonnet of his Toyota. | IND
Camila was nervous about driving in Rome traffic. | Camila rented a small Fiat in Rome and drove it down to the Amalfi coast. | IND
Dariusz is frustrated that groceries cost so much more than they did a few years ago. | Dariusz started shopping at the discount supermarket across town and buying in bulk. | IND
Elodie felt relieved when the mechanic said her car only needed a new fan belt. | Elodie took her car to a garage in Lyon because it was making a squealing noise. | IND
Giorgos said he is tired of tourist restaurants on the islands. | Giorgos asked a fisherman in Naxos where locals eat and found a tiny taverna with no menu. | IND
Ifeoma loves the calm of early morning markets. | Ifeoma goes to Balogun market before dawn to buy fabric for her tailoring business. | IND
Mateus felt homesick when he smelled feijoada cooking at a Brazilian café in London. | Mateus ordered feijoada and a caipirinha at a Brazilian café in London with his flatmate. | IND
Noor was upset that her favourite café changed its menu. | Noor has started making her own cardamom buns at home. | IND
Soren finds camping in the rain miserable. | Soren bought a larger tarp to put over his tent on future trips. | IND
Qing felt nostalgic eating mooncakes from the shop her grandmother used to visit. | Qing sent a box of mooncakes to her cousins in Vancouver for the Mid-Autumn Festival. | IND
Wanjiru was amazed by how friendly the people were in Zanzibar. | Wanjiru took a spice tour in Zanzibar and bought vanilla pods and cloves to bring home. | IND
Dev was annoyed by the hidden fees on his car rental in Lisbon. | Dev drove his rental car along the coast from Lisbon to Sagres. | IND
# -- a plan vs a different past activity
Odile plans to walk the Camino de Santiago next spring with her sister. | Odile hiked part of the GR20 in Corsica a few years ago and found it brutal. | IND
Paulo is saving up to buy a camper van and travel around Brazil. | Paulo rented a camper van in Chile for a week and fell in love with van life. | IND
Rania wants to open a small bakery in her hometown one day. | Rania took a weekend course on French pastry techniques in Beirut. | IND
Soren plans to visit Japan during cherry blossom season. | Soren visited South Korea last autumn and loved the seafood markets in Busan. | IND
Tala hopes to buy her first car before the end of the year. | Tala passed her driving test on her second attempt. | IND
Umar is planning a family trip to Istanbul for the summer holidays. | Umar took his children to Cappadocia two years ago and they rode in a hot-air balloon. | IND
Leilani wants to take her kids to New Zealand when they are a bit older. | Leilani took her kids camping on the Big Island and they saw lava glowing at night. | IND
Bilal plans to sell his Civic and buy an electric car next year. | Bilal test-drove a Tesla at a dealership last month out of curiosity. | IND
Hiroshi intends to retire to a small town by the sea in Shikoku. | Hiroshi spent a week cycling the Shimanami Kaido with his brother. | IND
Magnus is thinking about doing a road trip along Route 66 with his son. | Magnus drove across Iceland's ring road in a rented campervan. | IND
Amara dreams of running a food truck that sells Sierra Leonean dishes. | Amara catered her best friend's baby shower and cooked cassava leaf stew for fifty guests. | IND
Chidi plans to start investing in index funds once he pays off his student loan. | Chidi paid off his car loan two years early and celebrated with suya and friends. | IND
Zeynep wants to redo her kitchen with open shelves and a bigger island. | Zeynep painted her kitchen cabinets dark green over a long weekend. | IND
Fatima is planning to learn to drive this year so she can take her mother to appointments. | Fatima went to the driving test centre with her brother when he took his test. | IND
# -- two occurrences of a repeatable activity
Viktor went kayaking on Lake Balaton in June with his girlfriend. | Viktor went kayaking on Lake Balaton again in August and had to paddle back fast when a storm rolled in. | IND
Wanjiru had dinner at her favourite Thai restaurant on Friday to celebrate her new job. | Wanjiru went back to the same Thai restaurant with her parents and ordered the massaman curry again. | IND
Yara drove to her grandmother's village last weekend to help with the olive harvest. | Yara is driving to her grandmother's village again next month for her cousin's wedding. | IND
Zoltan made goulash for his flatmates on Sunday. | Zoltan cooked goulash for a work potluck and a colleague asked him for the recipe. | IND
Kofi went to the Makola market on Saturday to buy ingredients for light soup. | Kofi went to the Makola market again on Wednesday because he forgot the garden eggs. | IND
Ingrid camped at Preikestolen in May with her hiking club. | Ingrid camped at Preikestolen a second time in September, this time alone. | IND
Santiago ordered pizza from the place on the corner on Monday night. | Santiago ordered from the same pizza place on Thursday and the delivery took over an hour. | IND
Gwen took Biscuit to the beach at Rhossili on Saturday morning. | Gwen and Biscuit went back to Rhossili on Sunday and found the beach almost empty. | IND
Lucía filled up her car at the petrol station near work on Tuesday. | Lucía filled up her car again on Friday before driving to her parents' house. | IND
The user went to the Sunday farmers' market and bought a bag of peaches. | The user went to the farmers' market again this Sunday and tried the new cheese stall. | IND
I made banana bread last weekend with the overripe bananas. | I made banana bread again yesterday and added walnuts this time. | IND
Haruto went to a ramen shop in Shinjuku after work on Monday. | Haruto returned to the Shinjuku ramen shop on Friday and tried their spicy miso bowl. | IND
# -- a cause vs a consequence, or a reason vs a result
Aroha's car battery died overnight because she had left the headlights on. | Aroha missed the first hour of her cousin's engagement party because her car would not start. | IND
Bongani's rent went up by fifteen percent this year. | Bongani has started cooking at home more and stopped ordering takeaway to save money. | IND
Carmen found a cheap flight deal to Lima. | Carmen booked a week-long trip to Peru to visit her aunt in Arequipa. | IND
Dev's favourite taco truck shut down for good. | Dev has been trying to recreate the truck's al pastor tacos at home. | IND
Jasper's old van kept overheating on hills. | Jasper bought a small hatchback that is easier to park in the city. | IND
Priyanka got a bonus at work in December. | Priyanka took her parents on a weekend trip to Jaipur and paid for everything. | IND
Radu's neighbour gave him a crate of apples from her orchard. | Radu spent Sunday afternoon making apple strudel from his grandmother's recipe. | IND
Noor's flight to Amman was cancelled because of a storm. | Noor spent an extra night in Istanbul and explored the spice bazaar. | IND
Femi's kitchen flooded when a pipe burst under the sink. | Femi has been eating at his sister's house most evenings this week. | IND
Hye-jin read a glowing review of a new bakery in her neighbourhood. | Hye-jin queued for forty minutes to buy salt bread at a bakery near her apartment. | IND
# -- a fact about the person vs a fact about a friend, child or pet on the same topic
Elodie loves hiking in the Vosges. | Elodie's son joined a hiking club at school and goes out with them every Saturday. | IND
Femi is learning to cook Thai food. | Femi's girlfriend Tolu works as a pastry chef at a hotel in Lagos. | IND
Gwen takes her border collie Biscuit on every camping trip. | Gwen said Biscuit chased a deer at the campsite and came back covered in mud. | IND
Hye-jin's husband does most of the grocery shopping. | Hye-jin prefers to buy vegetables at the traditional market near her mother's house. | IND
Ilyas bought his daughter her first bicycle for her seventh birthday. | Ilyas cycles to the bakery every morning to buy fresh bread. | IND
Beatriz's brother runs a tapas bar in Seville. | Beatriz worked weekend shifts at a tapas bar in Seville when she was at university. | IND
Oluwaseun's wife Kemi is saving up for a trip to Ghana. | Oluwaseun has been putting money aside to replace his old car. | IND
Paulo's dog Feijão loves car rides and sticks his head out of the window. | Paulo drives to the coast with his dog Feijão most Sundays. | IND
Rania's daughter wants to be a chef and watches cooking shows every evening. | Rania taught her daughter how to make kibbeh for the first time on Saturday. | IND
Sipho's younger brother just bought his first car, a blue Polo. | Sipho gave his younger brother driving lessons in an empty mall car park. | IND
Thiago's friend Rafael owns a churrascaria in São Paulo. | Thiago took his in-laws to a churrascaria in São Paulo for Christmas lunch. | IND
Ulla's cat Pilvi hates the car and cries on every trip to the summer cottage. | Ulla drives to her summer cottage every Friday evening in July. | IND
# -- advice given vs own experience
Joaquín advised his friend to book Spanish train tickets well in advance to get cheaper fares. | Joaquín missed his train from Madrid to Seville because of a long queue at the security check. | IND
Keanu told his nephew to always carry water and a headlamp when hiking. | Keanu got caught on a trail at dusk on Kauai and had to use his phone's flashlight to get back. | IND
Lotte recommended a small fish restaurant in Scheveningen to a colleague. | Lotte celebrated her thirtieth birthday with a seafood dinner on the beach in Scheveningen. | IND
Mateus told his cousin not to exchange money at the airport because the rates are terrible. | Mateus lost his wallet on the metro in Paris and had to borrow cash from his friend. | IND
Hamid suggested his sister use a budgeting app to track her spending. | Hamid set up automatic transfers so part of his salary goes straight into savings. | IND
Odile advised her neighbour to buy winter tyres before driving in the Alps. | Odile's car slid on black ice near Grenoble, but she managed to stop safely. | IND
Vikram recommended a street food tour in Old Delhi to his coworkers. | Vikram ate so many jalebis on a food walk in Old Delhi that he skipped dinner. | IND
I told my sister to pack light for her trip to Vietnam. | I overpacked for my trip to Lisbon and paid extra for a heavy suitcase. | IND
# -- two different items of a multi-valued attribute
Mateus's favourite dish is feijoada. | Mateus said he eats pão de queijo for breakfast almost every morning. | IND
Noor enjoys baking bread. | Noor also enjoys pickling vegetables from her allotment. | IND
Priyanka has visited Bali twice. | Priyanka has been to Vietnam and loved the lanterns in Hoi An. | IND
Luca owns a Vespa that he rides around Bologna. | Luca also has an old Fiat 500 that he only takes out on sunny Sundays. | IND
Aroha likes to camp at Lake Tekapo because of the stars. | Aroha also loves camping at Abel Tasman for the beaches and kayaking. | IND
Yuki collects Japanese kitchen knives. | Yuki also collects hand-painted ceramic plates from the towns she visits. | IND
Esteban speaks some Portuguese from his trips to Brazil. | Esteban is learning Italian before his trip to Tuscany. | IND
Jasper's favourite hiking route is the Pennine Way. | Jasper also loves walking the coastal paths of Cornwall. | IND
Xiomara is saving for a new laptop. | Xiomara is also saving for a trip to Cartagena with her best friend. | IND
The user enjoys making curries from scratch. | The user has recently got into baking croissants at weekends. | IND
# -- a past event vs a current ongoing habit
Radu bought a bread machine two years ago. | Radu bakes a rye loaf every Sunday evening for the week ahead. | IND
Saoirse moved to a flat near the market last spring. | Saoirse does her grocery shopping on foot every morning before work. | IND
Ifeoma bought a rice cooker when she moved into student housing. | Ifeoma cooks a big pot of stew every Sunday and freezes portions for the week. | IND
Joaquín got a bike for his fortieth birthday. | Joaquín cycles to work along the river most days, even in winter. | IND
Zainab took a barista course a few years ago. | Zainab makes a flat white for her husband every morning before he leaves for work. | IND
Anders went on his first camping trip as a teenager with his uncle. | Anders camps in the forest near his house at least once a month. | IND
Valentina got her first credit card at nineteen. | Valentina pays off her credit card in full every month. | IND
Wiremu learned to dive while living in Fiji. | Wiremu goes diving for crayfish off the coast near Gisborne most summers. | IND
I inherited my grandmother's recipe box when she passed away. | I cook one recipe from my grandmother's box every Sunday. | IND
The user bought a slow cooker in a Black Friday sale. | The user puts a stew in the slow cooker every Monday morning before work. | IND
# -- first person, same topic, different facts
I went camping in the Lake District with my brother and it rained the whole weekend. | I bought a new three-season tent after my old one leaked. | IND
I love trying new restaurants in my neighbourhood. | I had a disappointing brunch at the new café on the high street, and the eggs were cold. | IND
I'm saving for a deposit on a flat. | I cancelled two streaming subscriptions to save about twenty pounds a month. | IND
I drove to Cornwall for a week and stayed in a cottage near St Ives. | I got stuck behind a tractor on a narrow lane in Cornwall for almost half an hour. | IND
I've been learning to make fresh pasta. | My tagliatelle came out too thick, so I bought a pasta roller. | IND
I'm planning a trip to Morocco in the autumn. | I went to a Moroccan cooking class and learned how to make chicken tagine with preserved lemons. | IND
My car needs new tyres before winter. | I took my car through a car wash for the first time in months and it looks brand new. | IND
I enjoy shopping at second-hand bookshops when I travel. | I found a first edition of a poetry book in a tiny shop in Hay-on-Wye. | IND
I felt really relaxed after a weekend at the lake house with friends. | I cooked breakfast for everyone at the lake house on the last morning. | IND
I hate driving in city traffic. | I started taking the train to work so I do not have to drive downtown. | IND
I bought an air fryer last month. | I made crispy chickpeas in the air fryer as a snack for my kids. | IND
I've been meal prepping on Sundays to save money. | I spent ninety pounds at the supermarket this week, which is more than usual. | IND
My favourite holiday memory is sailing in Croatia with my parents. | I'm planning to take my own kids sailing when they are old enough to swim well. | IND
I felt nervous about my first solo trip abroad. | I backpacked around Portugal alone for two weeks and met lots of friendly people in hostels. | IND
I went to a neighbourhood potluck and brought a lentil salad. | I met my neighbour Ruth at the potluck and we discovered we both grew up in Leeds. | IND
I want to learn to cook Korean food. | I bought a jar of gochujang and a Korean cookbook at an Asian supermarket. | IND
I finally paid off my student loan. | I'm thinking about using the extra money each month to save for a car. | IND
I camped in the desert in Utah and the stars were unbelievable. | I got a sunburn hiking in Arches National Park because I forgot my hat. | IND
I love the smell of fresh bread in the morning. | I signed up for a sourdough workshop at a bakery down the road. | IND
I'm trying to cut down on eating out. | I went out for sushi with my colleagues on Friday to celebrate a project launch. | IND
The user took a road trip up the California coast with a college friend. | The user's rental car got a cracked windscreen from a stone on Highway 1. | IND
The user loves Italian food. | The user made gnocchi from scratch for the first time and they fell apart in the water. | IND
The user is planning to buy a used car soon. | The user's neighbour offered to sell them his old Skoda for a good price. | IND
The user went hiking in the Dolomites last summer. | The user wants to go back to the Dolomites in winter to try ski touring. | IND
The user mentioned that their local market has the best olives in town. | The user hosted a tapas night for friends with olives, cheese and homemade croquetas. | IND
The user felt stressed about the cost of their upcoming wedding. | The user and their partner decided to cook the wedding food themselves with help from family. | IND
The user's daughter loves pancakes. | The user makes blueberry pancakes every Saturday morning. | IND
The user has a habit of buying souvenir magnets on every trip. | The user bought a hand-painted ceramic magnet in Sintra. | IND
The user said the new bus route makes shopping in town much easier. | The user bought a winter coat in the city centre sales. | IND
The user visited Vienna over Christmas and loved the markets. | The user ate far too many sausages and drank mulled wine at the Christmas markets in Vienna. | IND
I got lost driving in Naples because my GPS kept losing signal. | I ate the best pizza of my life at a tiny place in Naples. | IND
I bought a cheap camping stove online. | I cooked instant noodles on my camping stove on top of a hill in Snowdonia. | IND
I enjoy long walks along the canal near my house. | I spotted a kingfisher on the canal this morning. | IND
My neighbourhood has a community garden. | I grew more courgettes than I could eat this summer and gave them to my neighbours. | IND
I'm excited about my trip to Japan next spring. | I've been practising with chopsticks because I am still really bad at using them. | IND
I received a bread maker as a wedding present. | I baked a loaf of bread for my neighbour who just had a baby. | IND
# -- loosely related topics of the same person
Thiago loves grilling picanha on weekends. | Thiago is saving up to take his wife to Portugal for their tenth anniversary. | IND
Kofi bought a secondhand Toyota for his commute. | Kofi is planning to visit his grandmother in Kumasi during the Christmas break. | IND
Ingrid is an enthusiastic baker. | Ingrid took the Hurtigruten ferry up the Norwegian coast to see the northern lights. | IND
Rahul is trying to cut back on takeaway food. | Rahul wants to take his dad to see a cricket match at Lord's next summer. | IND
Mei's favourite cuisine is Sichuan. | Mei got a small raise and is putting it towards a trip to Chengdu. | IND
Santiago goes camping in Patagonia every summer. | Santiago said his car insurance went up after a minor accident in the supermarket car park. | IND
Amara loves cooking for her friends. | Amara is thinking about moving to a bigger flat with a proper balcony. | IND
Haruto enjoys hiking in the mountains around Tokyo. | Haruto recently bought a second-hand kei car for weekend trips. | IND
Leilani's family grows taro in their backyard. | Leilani took her mother to a Korean barbecue restaurant in Honolulu for her birthday. | IND
Camila is saving for an emergency fund. | Camila joined a neighbourhood running group that meets in the park on Tuesdays. | IND
Giorgos loves to fish. | Giorgos plans to renovate his grandparents' old house on Naxos and rent it to tourists. | IND
Nkechi's favourite food is pounded yam with egusi. | Nkechi is organising a street clean-up with her residents' association. | IND
Tariq often eats lunch at a shawarma stand near his office. | Tariq booked a family holiday to Oman for the spring break. | IND
Valentina loves visiting small towns in Tuscany. | Valentina recently bought a second-hand car with a manual gearbox and is still getting used to it. | IND
Magnus is a keen cross-country skier. | Magnus has started a small vegetable garden behind his house. | IND
Xiomara enjoys Colombian street food like arepas and empanadas. | Xiomara is planning a beach holiday in Santa Marta with her cousins. | IND
Hiroshi loves grilled eel. | Hiroshi bought a new electric bicycle to get around his hilly neighbourhood. | IND
Sipho likes braai with his friends every weekend. | Sipho is saving money to study for a master's degree abroad. | IND
Emeka is a big fan of jollof rice. | Emeka bought a secondhand car from his uncle and fixed the air conditioning. | IND
Lucía enjoys baking alfajores for her family. | Lucía plans to visit her brother in Madrid next year. | IND
Isla works at an outdoor gear shop on weekends. | Isla is learning to make Scottish tablet from her gran's handwritten recipe. | IND
Keanu surfs before work most mornings. | Keanu's favourite meal is loco moco from a diner near his house. | IND
Zeynep's favourite dessert is künefe. | Zeynep took the ferry to the Princes' Islands with her friends for a day of cycling. | IND
Deepa loves long train journeys. | Deepa started a side business selling homemade pickles at the weekend market. | IND
Yuki is careful about her monthly budget. | Yuki went to a summer fireworks festival in her neighbourhood wearing a yukata. | IND
Esteban enjoys cooking Costa Rican gallo pinto. | Esteban is planning to buy a house near the beach in Guanacaste within five years. | IND
Wanjiru goes on a safari every year with her friends. | Wanjiru is learning to bake bread at home during the rainy season. | IND
Farida's favourite restaurant is a Pakistani place in Bradford. | Farida is taking her driving test next month. | IND
Malia loves the ocean and goes paddleboarding at dawn. | Malia started a small budget spreadsheet to track her grocery spending. | IND
Carmen grows her own herbs on her balcony. | Carmen plans to visit Cusco and hike to Machu Picchu with her cousins. | IND
Bongani's car is a reliable old Corolla. | Bongani cooks pap and chakalaka for his family on Sundays. | IND
Dariusz likes to go mushroom picking in autumn. | Dariusz is saving up for a new washing machine after his old one broke. | IND
Elodie buys her cheese from the same market stall every week. | Elodie is planning a cycling holiday along the Loire with her husband. | IND
Pavel likes to go camping alone. | Pavel recently bought a pressure washer for cleaning his patio. | IND
Rosalind loves Thai cooking. | Rosalind is saving to travel to Patagonia for her fiftieth birthday. | IND
Ulla spends most summers at her lakeside cottage. | Ulla started buying her vegetables from a local farm box scheme. | IND
Zainab loves road trips along the coast. | Zainab has been trying to cut her grocery bill by planning meals ahead. | IND
Viktor enjoys cooking Hungarian stews. | Viktor is planning to buy a cabin near Lake Balaton with his brothers. | IND
I love camping in the mountains. | I'm trying to save up to buy a new car because mine keeps breaking down. | IND
The user goes to a local farmers' market every weekend. | The user is planning a road trip to Scotland with their partner next summer. | IND
# -- the new memory presupposes the old one but states a separate fact
Chidi bought a secondhand Peugeot from a colleague. | Chidi drives his Peugeot to his mother's house in Enugu every other weekend. | IND
Vikram adopted a beagle named Mango. | Vikram takes Mango on long walks in Lodhi Garden every evening after work. | IND
Noor started an allotment with her neighbour Hala. | Noor and Hala grew so many tomatoes that they set up a stall at the street fair. | IND
Yara opened a small café in her neighbourhood. | Yara's café started serving a Syrian breakfast menu on weekends, and it has been very popular. | IND
Osei bought a roof tent for his Land Cruiser. | Osei slept in the roof tent on the beach at Busua and woke up to the sound of the waves. | IND
Priyanka signed up for a vegetable box delivery from a local farm. | Priyanka used the vegetable box to make a big batch of sambar for the week. | IND
Anders bought a canoe from a retired neighbour. | Anders paddled his canoe across the lake to have a picnic on the island with his daughters. | IND
Freya joined a supper club that meets in a different member's home each month. | Freya hosted the supper club in her flat and served a Danish smørrebrød spread. | IND
Ilyas and his wife bought a small cabin in the mountains. | Ilyas spends his evenings at the cabin chopping firewood and cooking on the wood stove. | IND
Lotte got a cargo bike for carrying her twins around Utrecht. | Lotte rides the twins to the weekly market in her cargo bike every Saturday. | IND
Soren booked a table at a famous restaurant in Copenhagen for his wife's birthday. | Soren said the restaurant in Copenhagen served a course of ants, and his wife loved it. | IND
Jomo's family owns a small tea farm near Kericho. | Jomo helps with the tea picking at his family's farm during the school holidays. | IND
Rania inherited her mother's old recipe notebook. | Rania made her mother's fattoush for the neighbourhood iftar, using the notebook's recipe. | IND
Nasser leased a new SUV for his family. | Nasser drove his family to the mountains in the new SUV for a weekend away. | IND
Katarzyna started a savings jar for a trip to Iceland. | Katarzyna counted the money in her Iceland jar and found she had enough for the flights. | IND
# -- same event, different aspects (neither entails the other)
Femi went on a road trip to Ghana with two friends and crossed the border at Seme. | Femi said the best part of his trip to Ghana was eating kelewele on the beach in Cape Coast. | IND
Elodie had her birthday dinner at a bistro in Lyon with her husband. | Elodie was impressed by how attentive the waiter was during her birthday meal. | IND
Ifeoma went to her cousin's wedding in Abuja and helped with the catering. | Ifeoma caught the bouquet at her cousin's wedding in Abuja. | IND
Mateus camped on Ilha Grande with his girlfriend. | Mateus said the mosquitoes on Ilha Grande were so bad that he bought a second bottle of repellent. | IND
Lucía's road trip through Patagonia took three weeks. | Lucía saw the Perito Moreno glacier calving on her Patagonia trip and said it sounded like thunder. | IND
Viktor spent a week in Prague with his girlfriend. | Viktor said the beer in Prague was cheaper than water in some bars. | IND
Umar's family holiday in Turkey was very relaxing. | Umar's kids spent most of their Turkish holiday in the hotel pool. | IND
Beatriz went to a food festival in San Sebastián. | Beatriz said the pintxos in San Sebastián were expensive but very creative. | IND
Hamid took his parents to Mecca for Umrah. | Hamid's father was moved to tears when he first saw the Kaaba. | IND
Saoirse drove around the Ring of Kerry with her parents. | Saoirse and her parents stopped at a tiny pub in Sneem and listened to traditional music. | IND
# -- numbers and amounts that belong to different things
Dev spent about two hundred dollars on groceries this week. | Dev spent sixty dollars on petrol this week because of a long drive to see his parents. | IND
Jasper's weekly food budget is eighty pounds. | Jasper's monthly travel budget is one hundred and fifty pounds. | IND
Qing's new car cost her twenty-two thousand dollars. | Qing's car insurance is about ninety dollars a month. | IND
Gustavo drove four hundred kilometres on the first day of his road trip. | Gustavo drove six hundred kilometres on the last day of his road trip to get home in time. | IND
Odile's campsite near Annecy cost thirty euros a night. | Odile's hotel in Geneva cost almost two hundred francs a night. | IND
Zoltan's sourdough starter is three years old. | Zoltan's kefir grains came from a friend two months ago. | IND
The user spent four hundred euros on flights to Greece. | The user spent about three hundred euros on a ferry pass to visit the islands. | IND
# -- same place, different visits or different people
Tala went to Lisbon for a work conference. | Tala's parents are going to Lisbon next month for their anniversary. | IND
Ulla visited Tallinn on a day trip by ferry. | Ulla's daughter is spending a semester studying in Tallinn. | IND
Aroha had lunch at a fish and chip shop in Kaikōura. | Aroha's brother works as a whale-watching guide in Kaikōura. | IND
Wiremu ate at a famous hāngī restaurant in Rotorua. | Wiremu plans to take his grandchildren to the mud pools in Rotorua. | IND
Bilal went to Barcelona for a football match. | Bilal's sister moved to Barcelona to work at a tech startup. | IND
Xiomara went to Medellín to visit her aunt. | Xiomara went to Medellín again for the flower festival with her friends. | IND
Sipho visited Cape Town with his school when he was a teenager. | Sipho spent his honeymoon in Cape Town and climbed Table Mountain with his wife. | IND
I went to Edinburgh for the festival and saw six comedy shows. | My brother went to Edinburgh for the festival and performed in a student play. | IND
I ate at a famous noodle place in Taipei with my friends. | I want to take my mum to the noodle place in Taipei when she visits. | IND
The user went to Rome for a weekend with their partner. | The user's parents are planning to retire near Rome. | IND
# ======================================================================== EQV
Kofi mentioned that he bought a second-hand Toyota Corolla last month. | Last month Kofi purchased a used Toyota Corolla. | EQV
Ingrid loves taking road trips along the Norwegian coast. | Ingrid said that driving along Norway's coastline is one of her favourite things to do. | EQV
Rahul's favourite restaurant is a small Kerala place in Tooting. | A little Keralan restaurant in Tooting is Rahul's favourite place to eat. | EQV
Mei is learning to bake sourdough bread. | Mei has been teaching herself how to make sourdough. | EQV
Amara shops at the farmers' market every Saturday morning. | Every Saturday morning, Amara goes to the farmers' market for her shopping. | EQV
Haruto climbed Mount Fuji with his father last summer. | Last summer Haruto and his dad made it to the top of Mount Fuji together. | EQV
Camila is saving money to buy a flat in Santiago. | Camila is putting money aside so she can buy an apartment in Santiago. | EQV
Dariusz felt proud after cooking his first full Christmas Eve dinner for the family. | Dariusz shared that he was proud of himself for making the whole Wigilia dinner for his family for the first time. | EQV
Fatima is planning to take her children to Morocco next summer. | Next summer Fatima intends to travel to Morocco with her kids. | EQV
Anneke sold her car and now gets around Amsterdam by bike. | Anneke got rid of her car and uses her bicycle to get around Amsterdam instead. | EQV
Nkechi hates shopping in crowded malls. | Nkechi said she cannot stand busy shopping centres. | EQV
Pavel went camping in the Tatras for three nights with his brother. | Pavel and his brother spent three nights camping in the Tatra mountains. | EQV
Valentina organised a bake sale on her street to raise money for the animal shelter. | To raise funds for the animal shelter, Valentina set up a bake sale on her street. | EQV
Xiomara bought her first car, a grey Renault Sandero. | Xiomara's first car purchase was a grey Renault Sandero. | EQV
Sipho is nervous about driving in Johannesburg traffic. | Sipho mentioned that the traffic in Johannesburg makes him anxious behind the wheel. | EQV
Emeka's go-to dish when friends visit is pepper soup. | Whenever friends come over, Emeka usually cooks pepper soup. | EQV
Lucía wants to visit Japan one day. | Lucía hopes to travel to Japan at some point. | EQV
Keanu works at a surf shop on the North Shore. | Keanu has a job at a surf shop on the North Shore. | EQV
Zeynep's favourite Istanbul neighbourhood for dinner is Kadıköy. | When Zeynep goes out to eat in Istanbul, Kadıköy is her favourite area. | EQV
Deepa cooked dal makhani for her neighbours' housewarming party. | Deepa made dal makhani for the housewarming her neighbours threw. | EQV
Yuki is trying to spend less money on eating out. | Yuki wants to cut back on how much she spends at restaurants. | EQV
Thiago sold his old pickup truck to his cousin. | Thiago's cousin bought Thiago's old pickup from him. | EQV
Hye-jin took a cooking class in Seoul where she learned to make kimchi. | Hye-jin learned how to make kimchi at a cooking class she attended in Seoul. | EQV
Wanjiru felt disappointed that it rained during her whole trip to Mombasa. | Wanjiru was let down because her Mombasa trip was rainy from start to finish. | EQV
Radu grows tomatoes and peppers in his back garden. | Radu has peppers and tomatoes growing in his back garden. | EQV
Malia's family gets together every Sunday for a big lunch. | Every Sunday, Malia's family meets up for a large lunch. | EQV
Bongani took out a loan to buy a minibus for his taxi business. | Bongani borrowed money to purchase a minibus for his taxi business. | EQV
Elodie spent her summer holiday cycling along the Loire. | Elodie's summer holiday was a bike trip along the Loire valley. | EQV
Giorgos dislikes overly touristy restaurants. | Giorgos said he does not like restaurants that are aimed at tourists. | EQV
Isla is saving up for a trip to Canada in 2024. | Isla is putting money aside for a Canadian holiday in 2024. | EQV | 2023-02-10 | 2023-05-02
Odile took her grandchildren to the Christmas market in Strasbourg. | Odile brought her grandkids to Strasbourg's Christmas market. | EQV
Umar's car broke down on the motorway on his way to Leeds. | On his way to Leeds, Umar's car broke down on the motorway. | EQV
Tala prefers window seats on long flights. | On long flights, Tala always picks a window seat. | EQV
Rosalind loves Thai green curry more than any other dish. | Thai green curry is Rosalind's favourite dish. | EQV
Ulla picked two buckets of blueberries in the forest near her cottage. | Ulla gathered two buckets of blueberries from the woods by her cottage. | EQV
Joaquín goes to a tapas bar with his friends every Friday after work. | Every Friday after work, Joaquín meets his friends at a tapas bar. | EQV
Zainab is excited about her upcoming trip to Zanzibar with her sisters. | Zainab is looking forward to travelling to Zanzibar with her sisters soon. | EQV
I'm planning to drive to the coast with my kids in August. | In August, I want to take my kids on a drive to the coast. | EQV
I bought a used camper van to travel around Scotland. | I purchased a second-hand campervan so I can tour Scotland. | EQV
I love cooking with fresh herbs from my balcony. | Cooking with the herbs I grow on my balcony is something I really enjoy. | EQV
I spent too much money on takeaway food last month. | Last month I overspent on takeaways. | EQV
The user's favourite camping spot is a lake in the Cairngorms. | The user's best-loved place to camp is by a loch in the Cairngorms. | EQV
The user went on a wine-tasting tour in Napa with their sister. | The user and their sister did a wine-tasting trip in Napa Valley. | EQV
The user is trying to learn how to cook Ethiopian food. | The user has been learning to make Ethiopian dishes. | EQV
The user's neighbourhood hosts a street food festival every June. | Every June there is a street food festival in the user's neighbourhood. | EQV
# ======================================================================== OSN
Kofi went hiking on Saturday. | Kofi went hiking in the Aburi hills on Saturday with his brother and got caught in a heavy downpour. | OSN
Santiago bought a used car. | Santiago bought a used blue Mazda 3 from a dealer in Medellín for a good price. | OSN
Amara tried a new restaurant on Friday. | Amara tried a new Senegalese restaurant near her office on Friday and loved the thieboudienne. | OSN
Leilani went on holiday with her kids. | Leilani took her two kids on a week-long holiday to Maui and they went snorkeling every day. | OSN
Oluwaseun organised a street party. | Oluwaseun organised a street party for his neighbours with a barbecue, a bouncy castle and a DJ. | OSN
Camila paid off her debt. | Camila paid off the last of her credit card debt and celebrated with a small dinner at home. | OSN
Giorgos went fishing with his grandfather. | Giorgos went fishing with his grandfather off the pier in Kavala at dawn and caught three mackerel. | OSN
Bilal's car failed its MOT. | Bilal's Honda Civic failed its MOT because the brake pads were worn down. | OSN
Nkechi cooked for her in-laws. | Nkechi cooked egusi soup and pounded yam for her in-laws when they visited her new flat. | OSN
Rosalind took a cooking class in Thailand. | Rosalind took a cooking class in Chiang Mai and learned to make green curry paste from scratch. | OSN
Magnus went on a road trip in Iceland. | Magnus drove the whole ring road around Iceland in a rented campervan over ten days. | OSN
Hiroshi and his wife went to an onsen. | Hiroshi and his wife spent a weekend at an onsen in Hakone to celebrate her sixtieth birthday. | OSN
Qing made dumplings for Lunar New Year. | Qing made pork and cabbage dumplings for Lunar New Year with her grandmother's folding technique. | OSN
Sipho drove to Durban with friends. | Sipho drove from Johannesburg to Durban with three friends for a long weekend at the beach. | OSN
Emeka was charged twice by a delivery app. | Emeka was charged twice by a delivery app for a late-night order of suya, and it took a week to get refunded. | OSN
Isla's bike was stolen. | Isla's new road bike was stolen from outside a café in Glasgow even though it was locked. | OSN
Zeynep bought a rug at the Grand Bazaar. | Zeynep bought a vintage kilim rug at the Grand Bazaar after bargaining with the seller for nearly an hour. | OSN
Deepa entered an eating contest. | Deepa entered a chilli-eating contest at the county fair and came third out of twenty. | OSN
Esteban's camp stove broke on a trip. | Esteban's camp stove broke on a trip to Yosemite, so he ate cold beans for two days. | OSN
Thiago bought a new grill. | Thiago bought a new charcoal grill after his old one rusted through, and he tested it with picanha. | OSN
Wanjiru saw lions on safari. | Wanjiru saw a lioness with three cubs on a game drive in the Maasai Mara. | OSN
Farida made haleem for her neighbours. | Farida made a huge pot of haleem for her neighbours so they could break the fast together during Ramadan. | OSN
Malia tried ube ice cream. | Malia tried ube ice cream at the night market in Honolulu with her cousins. | OSN
Anders drove to see his sister. | Anders drove through the night to reach his sister's house in Malmö before her surgery. | OSN
Hamid bought an expensive watch. | Hamid bought a designer watch after his promotion and felt guilty about the price afterwards. | OSN
Jomo bought a chess set as a gift. | Jomo bought a hand-carved soapstone chess set at the Maasai Market for his father's birthday. | OSN
Luca signed up for driving lessons. | Luca signed up for advanced motorway driving lessons because fast traffic makes him anxious. | OSN
Odile plans to walk the Camino de Santiago. | Odile plans to walk the Camino de Santiago from Porto next spring with her sister. | OSN
Paulo rented a camper van. | Paulo rented a camper van for a week in Chile and drove it through the Atacama desert. | OSN
Rania took a pastry course. | Rania took a weekend course on French pastry techniques in Beirut and learned to laminate dough. | OSN
Umar took his children to Cappadocia. | Umar took his children to Cappadocia and they rode in a hot-air balloon at sunrise. | OSN
Viktor went kayaking on Lake Balaton. | Viktor went kayaking on Lake Balaton in June with his girlfriend and they paddled to Tihany. | OSN
Yara's dinner party went wrong. | Yara's dinner party went wrong when her oven stopped working an hour before the guests arrived. | OSN
Xiomara found a leather jacket at a thrift store. | Xiomara found a brown vintage leather jacket at a thrift store in Bogotá for about twenty dollars. | OSN
Katarzyna bought a coat in a charity shop. | Katarzyna bought a designer wool coat in a charity shop in Gdańsk for only twelve złoty. | OSN
Gustavo went to a car show. | Gustavo went to a vintage car show in Porto Alegre with his son and saw a restored 1967 Mustang. | OSN | 2022-05-08 | 2022-05-09
Lucía went horse riding in Argentina. | Lucía went horse riding in the foothills of the Andes near Mendoza with her father. | OSN
Ilyas bought a cabin. | Ilyas and his wife bought a small wooden cabin in the mountains near Bursa. | OSN
I went camping last weekend. | I went camping in the Peak District last weekend with two friends and we cooked sausages over a fire. | OSN
I bought a new kitchen gadget. | I bought an air fryer in the sales, and I have been using it for almost everything. | OSN
I had a bad meal at a restaurant. | I had a terrible meal at an Italian restaurant in town where the pasta was overcooked and the service was slow. | OSN
I'm planning a trip to Asia. | I'm planning a three-week trip to Vietnam and Cambodia with my partner in November. | OSN
The user got a speeding ticket. | The user got a speeding ticket on the A9 while driving to Inverness for a family visit. | OSN
The user made bread over the weekend. | The user made a rye sourdough loaf over the weekend using their grandmother's recipe. | OSN
The user is saving money for a holiday. | The user is saving about two hundred pounds a month for a holiday in Greece next summer. | OSN
# ======================================================================== NSO
Ingrid's car broke down near Trondheim during a winter road trip, and she waited three hours for a tow truck. | Ingrid had car trouble on a road trip. | NSO
Rahul took his parents to a fancy seafood restaurant for their anniversary and was shocked by the bill. | Rahul took his parents out to dinner for their anniversary. | NSO
Mei burned a whole tray of cinnamon rolls when she got distracted by a phone call from her sister. | Mei had a baking mishap. | NSO
Haruto twisted his ankle on a muddy trail in Okutama and a stranger helped him back down to the station. | Haruto hurt his ankle while hiking. | NSO
Dariusz picked up a cast-iron skillet at a flea market for five euros. | Dariusz bought a skillet secondhand. | NSO
Fatima's family drove to Chefchaouen for Eid and stayed in a guesthouse with a rooftop terrace. | Fatima's family went to Chefchaouen for Eid. | NSO
Anneke cycled the Dutch coast from Hoek van Holland to Den Helder over four days. | Anneke did a multi-day bike trip along the Dutch coast. | NSO
Pavel camped alone in the Tatra mountains and heard wolves howling during the night. | Pavel went solo camping in the mountains. | NSO
Tariq and his wife tried a new Lebanese restaurant for their anniversary and loved the mezze. | Tariq and his wife ate out for their anniversary. | NSO
Valentina went to the neighbourhood summer fair and won a chocolate cake in the raffle. | Valentina won something in a raffle. | NSO
Xiomara returned a pair of boots she bought online because they were half a size too small. | Xiomara returned some boots she had ordered online. | NSO
Sipho got a flat tyre on the N3 on his way back from visiting his parents in Pietermaritzburg. | Sipho had a flat tyre on a drive. | NSO
Ulla went berry picking in the forest near her cottage and came back with two buckets of bilberries. | Ulla went berry picking. | NSO
Lucía took the overnight bus from Buenos Aires to Mendoza and toured two wineries there. | Lucía visited Mendoza. | NSO
Nasser went sandboarding on the dunes near Dubai and fell off more times than he could count. | Nasser tried sandboarding. | NSO
Keanu caught his biggest wave so far at Pipeline and was buzzing about it for days. | Keanu had a great surf session at Pipeline. | NSO
Jasper sold his old record player to a teenager from two doors down at his street's garage sale. | Jasper sold something at a garage sale. | NSO
Yuki had an awful meal at a tourist restaurant near Kyoto station and regretted not reading the reviews. | Yuki had a bad dining experience in Kyoto. | NSO
Gwen picked blackberries along the canal path and made three jars of jam. | Gwen made homemade blackberry jam. | NSO
Hye-jin went to a pottery market in Icheon and bought a set of celadon bowls. | Hye-jin bought some pottery in Icheon. | NSO
Radu drove to his parents' village with a car full of groceries before the Easter holidays. | Radu drove to his parents' village before Easter. | NSO
Carmen made empanadas with her niece for a family picnic in the park. | Carmen cooked with her niece. | NSO
Zainab ate grilled corn from a vendor in Mexico City and got chilli powder in her eye. | Zainab tried street food in Mexico City. | NSO
Chidi returned a blender after finding it cheaper at another shop two days later. | Chidi returned a kitchen appliance. | NSO
Freya found a tiny roastery in Copenhagen that now supplies all of her beans. | Freya buys her coffee beans from a roastery in Copenhagen. | NSO
Tala missed a connecting flight in Doha because her first flight was delayed, and she had to sleep in the airport. | Tala missed a connecting flight. | NSO
Vikram took a cooking lesson from a home cook in Hyderabad and learned her dum biryani method. | Vikram learned to make biryani in Hyderabad. | NSO
Zoltan finally replaced his ten-year-old phone after it stopped charging. | Zoltan got a new phone. | NSO
Osei climbed Mount Afadja with his cousins and they had a picnic at the top. | Osei climbed Mount Afadja. | NSO
Femi made his first attempt at homemade ramen and the broth took eleven hours. | Femi tried making ramen at home. | NSO
Saoirse left Dublin at five in the morning to catch the ferry to the Aran Islands. | Saoirse took a trip to the Aran Islands. | NSO
Elodie had a new fan belt fitted on her car after it started squealing on the way to Lyon. | Elodie had her car repaired. | NSO
Ifeoma goes to Balogun market before dawn to buy fabric for her tailoring business. | Ifeoma buys fabric at Balogun market. | NSO
Mateus lost his wallet on the metro in Paris and had to borrow cash from his friend. | Mateus lost his wallet while travelling. | NSO
Noor spent an extra night in Istanbul after her flight to Amman was cancelled because of a storm. | Noor's flight to Amman was cancelled. | NSO
Priyanka took her parents on a weekend trip to Jaipur and paid for everything with her bonus. | Priyanka went on a trip with her parents. | NSO
Beatriz made paella for forty people at her nephew's christening. | Beatriz cooked for her nephew's christening. | NSO
Wiremu lost his favourite rod overboard when a wave hit his dinghy near Raglan. | Wiremu lost a fishing rod. | NSO
I backpacked around Portugal alone for two weeks and stayed in hostels. | I travelled in Portugal. | NSO
I spent Saturday making a three-course Moroccan dinner for my partner's birthday. | I cooked a special dinner for my partner's birthday. | NSO
I bought a blue secondhand Volkswagen Golf from a dealer near my work. | I bought a car. | NSO
I got stuck behind a tractor on a narrow lane in Cornwall for almost half an hour. | I was held up by traffic in Cornwall. | NSO
The user's rental car got a cracked windscreen from a stone on Highway 1. | The user's rental car was damaged. | NSO
The user hosted a tapas night for friends with olives, cheese and homemade croquetas. | The user had friends over for dinner. | NSO
The user bought a hand-painted ceramic magnet in Sintra as a souvenir. | The user bought a souvenir in Portugal. | NSO
# ======================================================================== CON
# -- changed plans and reversed decisions
Rahul plans to drive to Goa for the Christmas holidays. | Rahul decided to fly to Goa instead of driving because the coastal roads are flooded. | CON
Amara is planning to spend her summer holiday in Lisbon. | Amara cancelled her Lisbon plans and is going to Crete for her summer holiday instead. | CON
Haruto plans to buy a new Honda this spring. | Haruto changed his mind about the new Honda and bought a used Subaru instead. | CON
Leilani is planning a camping trip to Haleakalā with her kids in July. | Leilani postponed the Haleakalā camping trip with her kids to October. | CON
Camila decided to rent a flat near the city centre. | Camila chose to rent a house in the suburbs after all, because city flats were too expensive. | CON
Giorgos is going to open a taverna on Naxos next summer. | Giorgos has dropped the idea of opening a taverna and will work on a fishing boat next summer. | CON
Nkechi's family reunion will be held in Enugu this December. | Nkechi's family moved the December reunion from Enugu to Abuja. | CON
Pavel's hiking trip to the Tatras is planned for the first week of August. | Pavel's hiking trip to the Tatras has been moved to mid-September. | CON
Valentina plans to celebrate her fortieth birthday with a dinner in Florence. | Valentina will celebrate her fortieth birthday with a weekend in Paris instead of a dinner in Florence. | CON
Magnus said he will never buy an electric car. | Magnus just bought an electric Volvo and loves how quiet it is. | CON
Sipho is going to Cape Town by car for the long weekend. | Sipho is taking the train to Cape Town for the long weekend because his car is in the garage. | CON
Emeka plans to host the street barbecue at his house this year. | Emeka's neighbour Bayo is hosting the street barbecue this year instead of Emeka. | CON
Zeynep decided to keep her old car for another few years. | Zeynep sold her old car and bought a new hybrid. | CON
Tala is moving to Wellington in March for a new job. | Tala turned down the Wellington job and is staying in Auckland. | CON
Jomo's safari is booked for the last week of June. | Jomo cancelled his safari because he could not get time off work. | CON
I'm going to cook a turkey for Christmas dinner this year. | I've decided to do a vegetarian Christmas dinner this year with a mushroom wellington instead of turkey. | CON
The user plans to spend New Year's Eve at a friend's cabin. | The user will spend New Year's Eve at home with their parents after the cabin plans fell through. | CON
# -- replaced items, changed status and favourites
Santiago drives a blue Mazda hatchback. | Santiago sold his Mazda and now rides a motorbike to work. | CON
Mei's favourite restaurant is a dim sum place in Chinatown. | Mei said her favourite restaurant is now a ramen bar near her office. | CON
Bilal's only car is a silver Honda Civic. | Bilal's only car is a white Toyota Prius that he bought new. | CON
Dariusz is a vegetarian and never cooks meat. | Dariusz cooked a pork roast for his parents on Sunday and had two helpings. | CON
Fatima does not know how to drive. | Fatima drives her children to school every morning. | CON
Anneke does not own a car. | Anneke drives her own car to work every day. | CON
Rosalind has never been to Asia. | Rosalind spent a month travelling around Thailand and Laos a few years ago. | CON
Xiomara lives in Bogotá. | Xiomara moved from Bogotá to Cali last month and loves the warmer weather. | CON | 2021-04-10 | 2022-08-03
Hiroshi is a chef at a sushi restaurant in Osaka. | Hiroshi left the sushi restaurant and now runs his own ramen stall in Kyoto. | CON
Qing's local supermarket is open twenty-four hours. | Qing's local supermarket closes at ten in the evening. | CON
Keanu's favourite surf spot is Pipeline. | Keanu said his favourite surf spot is Sunset Beach, not Pipeline. | CON
Deepa's spice shop is on Brick Lane. | Deepa's spice shop is on Green Street in Upton Park. | CON
Yuki pays for everything with cash. | Yuki only uses her credit card and never carries cash. | CON
Thiago has never been camping. | Thiago camps in the Serra da Mantiqueira with his brothers every winter. | CON
Wanjiru drives a green Subaru Forester. | Wanjiru's car is a red Toyota Vitz, her first and only car. | CON
# -- changed counts and amounts
Malia has two cars. | Malia now has only one car after selling her old truck. | CON
Chidi has visited twelve countries. | Chidi has been to fifteen countries after his trip to the Balkans. | CON
Hamid's monthly rent is nine hundred pounds. | Hamid's monthly rent went up to one thousand and fifty pounds. | CON
Umar's camper van sleeps four people. | Umar's camper van only has room for two people to sleep. | CON
Lotte's family owns three bicycles. | Lotte's family now has five bicycles after the twins got their first bikes. | CON
Odile's cooking club has eight members. | Odile's cooking club has grown to fourteen members. | CON
Gustavo paid thirty thousand reais for his classic Beetle. | Gustavo paid forty-five thousand reais for his classic Beetle. | CON
# -- the same event told with incompatible details
Isla's flight to Toronto on Friday landed on time. | Isla's Friday flight to Toronto was diverted to Montreal because of a snowstorm. | CON
Viktor caught the morning train from Budapest to Vienna on Saturday. | Viktor missed the Saturday morning train from Budapest to Vienna and had to take a bus. | CON
Zainab's wedding cake was chocolate. | Zainab's wedding cake was lemon and elderflower. | CON
Ulla's summer cottage is on a lake near Kuopio. | Ulla's summer cottage is on the coast near Turku. | CON
Joaquín won first prize in the neighbourhood paella contest in 2023. | Joaquín came second in the 2023 neighbourhood paella contest. | CON | 2023-06-12 | 2023-07-20
I passed my driving test on the first try. | I passed my driving test on my third attempt. | CON
The user's road trip to Skye in 2022 lasted a week. | The user's road trip to Skye in 2022 was only three days long. | CON | 2022-09-20 | 2023-01-15
"""


if __name__ == "__main__":
    from hand_pairs import build  # the shared checks, dates and writer

    build(PAIRS, __file__, "hand-g", 31104, max_words=40)
