#!/usr/bin/env python3
"""Hand-written relation pairs, part E (family, relationships and home life).

Covers partners, children, parents, siblings, friends, pets, moving house, home projects,
gardening, celebrations and family traditions, written in the conversation-summary style
of stored memories. Most pairs are hard IND cases: the same person and the same topic
(the same pet, child, friend, project or place) but a different fact. A smaller set of
EQV/OSN/NSO/CON pairs is written in the same style.

Every pair below was written by hand, one line per pair; the format, the checks and the
dates are described in hand_pairs.py.

    python3 corpus/relations/train_hand/part_e.py   # writes part_e.jsonl next to it
"""

PAIRS = r"""
# ======================================================================== IND
# -- different events on the same topic (same person, same family members, same place)
Amira mentioned that she and her husband Karim repainted their daughter's bedroom a pale yellow over the long weekend. | Amira shared that Karim assembled a new bunk bed for the kids while she was visiting her sister. | IND
Bogdan said his family spent Christmas Eve at his grandmother's house in Cluj, eating sarmale until midnight. | Bogdan mentioned that his grandmother taught his daughter how to roll sarmale for the first time. | IND
Chiamaka shared that her son Tobe lost his first tooth at breakfast and was thrilled about the tooth fairy. | Chiamaka said Tobe got his first pair of glasses and now insists on wearing them to bed. | IND
Dilnoza mentioned that her sister helped her pack up the kitchen before the move to Tashkent. | Dilnoza said the movers broke two of her grandmother's porcelain bowls during the move. | IND
Eamon is building raised vegetable beds along the back fence with reclaimed scaffolding boards. | Eamon said slugs destroyed most of the lettuce seedlings in his raised beds this spring. | IND
Haruto mentioned that his wife Emi organised a surprise party for his fortieth birthday at their favourite izakaya. | Haruto shared that his kids made him a handmade card with a drawing of the family cat for his fortieth birthday. | IND
Ifeoma said her cat Biscuit knocked a vase off the windowsill while chasing a fly. | Ifeoma mentioned that Biscuit had to have two teeth removed at the vet last Thursday. | IND
Kasia shared that she and her partner Ola finally put up shelves in the hallway after months of putting it off. | Kasia said Ola tiled the bathroom splashback on her own over two evenings. | IND
Luana mentioned that her parents flew in from Recife to meet their new granddaughter. | Luana said her mother cooked moqueca for the whole family on her last night in town. | IND
Mehmet said his brother Emre helped him carry a sofa up five flights of stairs. | Mehmet mentioned that Emre is moving in with him for a few months while he looks for a job. | IND
Nkechi shared that her daughter Adaeze won a spelling bee at her primary school. | Nkechi said Adaeze has started reading chapter books on her own before bed. | IND
Oskar said the roof of his garden shed leaked during last week's storm. | Oskar mentioned that he cleared out the garden shed and gave his old bike to the boy next door. | IND
Paloma mentioned that her dog Canela got into the neighbour's garden and dug up their tulip bulbs. | Paloma shared that Canela passed her obedience class with a ribbon for best recall. | IND
I told the assistant that my partner and I hosted our first dinner party in the new flat. | I mentioned that the oven in our new flat runs hot, so we burned the roast potatoes. | IND
The user said their son started nursery this week and cried at drop-off. | The user mentioned that their son has made a friend called Milo at nursery. | IND
Rosalind shared that her grandson Alfie stayed over for the weekend and they baked scones. | Rosalind said Alfie is learning to ride a bike without stabilisers. | IND
Soraya said her mother-in-law is coming to stay for three weeks in July. | Soraya mentioned that she cleared out the spare room and bought a new mattress for guests. | IND
Tevita shared that his extended family gathered for his niece's first birthday with a whole roasted pig. | Tevita said he and his cousins sang hymns late into the night at the family reunion in Nuku'alofa. | IND
Vikram mentioned that he and his wife replaced the leaking kitchen tap themselves by following a video. | Vikram said the kitchen cabinets in their new house are an ugly shade of brown he wants to change. | IND
Wiremu said he took his nephews eeling in the creek behind his grandparents' house. | Wiremu shared that his grandparents' house is being sold after forty years in the family. | IND
Yusuf mentioned that his twins started walking within a week of each other. | Yusuf said the twins' favourite game is hiding in the laundry basket. | IND
Zhanna shared that her husband Arman proposed to her on a frozen lake near Almaty. | Zhanna said she and Arman argued for weeks about whether to have a big wedding or a small one. | IND
Adebayo mentioned that his neighbours helped him put out a small kitchen fire last month. | Adebayo said his neighbours threw him a welcome party when he first moved onto the street. | IND
Brigid shared that her parrot Captain learned to imitate the doorbell. | Brigid said Captain bit the postman's finger through the letterbox. | IND
Consuelo said her granddaughter's quinceañera was held in the church where Consuelo herself got married. | Consuelo mentioned that she sewed the lace trim on her granddaughter's quinceañera dress. | IND
Dawit mentioned that he and his brothers roasted coffee beans together during the Ethiopian New Year celebration. | Dawit said his mother always makes doro wat for the Ethiopian New Year. | IND
Fumiko shared that her bonsai maple survived the winter on the balcony. | Fumiko said she repotted three of her bonsai trees last weekend. | IND
Gareth mentioned that he and his dad rewired the garage together. | Gareth said his dad fell off a stepladder while cleaning the gutters. | IND
Hye-jin said her son Jisung broke his wrist at a trampoline park. | Hye-jin mentioned that Jisung is taking taekwondo lessons twice a week. | IND
I shared that my sister and I spent Saturday sorting through our late father's books. | I mentioned that I kept my father's old chess set and put it on the mantelpiece. | IND
Saoirse and Dáire bought their first home, a stone cottage in Kerry. | Saoirse said the cottage in Kerry has no central heating, so they rely on a wood stove. | IND
Tariku mentioned that his wife Meron runs a small bakery a few streets from their home. | Tariku said he helps Meron at the bakery every Saturday morning so she can take a proper break at lunchtime. | IND
Yui's husband Sota is the main cook in their house. | Yui said Sota burned the rice at her parents' New Year gathering. | IND
Bruno bought a house with a big garden in Porto Alegre. | Bruno is planning to build a churrasqueira in the garden for family barbecues. | IND
Carmela shared that her mother looks after the twins two days a week while Carmela works at the hospital. | Carmela said her mother taught the twins to make fresh gnocchi, and the kitchen ended up covered in flour. | IND
Dario proposed to his partner Chiara on a gondola in Venice. | Dario and Chiara are looking for a wedding venue in Puglia. | IND
Elin said she is very close to her younger sister Maja and talks to her almost every day. | Elin and Maja went on a spa weekend in Varberg to celebrate Maja's thirtieth birthday. | IND
Jana is restoring an old cottage in South Bohemia that belonged to her great-aunt, doing most of the work at weekends. | Jana was delighted to find a box of old family letters hidden in the attic of the cottage. | IND
Lwazi is excited that he and his wife are expecting their first child in a few months. | Lwazi spent the weekend painting the nursery a soft grey and putting up shelves for the baby's books. | IND
Marta mentioned that her neighbour Pilar always waters her plants and feeds the fish whenever she travels. | Marta brought Pilar a box of pastéis de nata from Lisbon to thank her for keeping an eye on the flat. | IND
Thabo's mother still lives in the family home in Polokwane. | Thabo repaired the roof of the family home in Polokwane over the Easter weekend. | IND
Viliami is proud that his daughter is learning traditional Tongan dance at the community hall. | Viliami stayed up late making a tapa cloth costume for his daughter's first dance performance. | IND
Wren's partner Jess works night shifts as a nurse, so they mostly see each other at weekends. | Wren shared that she and Jess are fostering two tiny kittens for a local rescue. | IND
Ugne's grandmother has a huge lilac bush in her garden. | Ugne planted a lilac cutting from her grandmother's garden in a pot on her balcony. | IND
# -- the new one presupposes the old fact but states something new
Joaquim adopted a one-eyed rescue cat named Pirata. | Joaquim said Pirata sleeps on his laptop keyboard whenever he tries to work from home. | IND
Kiri and her partner bought an old villa in Ponsonby. | Kiri said the villa in Ponsonby needs its entire roof replaced before winter. | IND
Luana got engaged to her girlfriend Bia during a trip to Lisbon. | Luana and Bia have started looking at wedding venues in the Algarve. | IND
Mehmet's wife gave birth to a baby boy named Deniz. | Mehmet said Deniz finally slept through the night for the first time. | IND
Nkechi moved into a new house with a big back garden. | Nkechi planted plantain and scotch bonnet peppers in her new back garden. | IND
Oskar's daughter Freja started studying biology at university in Aarhus this autumn. | Oskar drove Freja's old desk and bookshelves across the country to her student flat. | IND
Paloma got a kitten for her son's seventh birthday after months of him asking. | Paloma said the kitten, Churro, has already shredded the living-room curtains and knocked over a plant. | IND
I bought an old terraced house in Sheffield with a small yard at the back. | I found original Victorian tiles under the hallway carpet in my house, and I'm trying to restore them. | IND
The user's brother is getting married in June. | The user is giving a speech at their brother's wedding and is nervous about it. | IND
Soraya said her son started learning the tar from his grandfather, who played it as a young man in Tabriz. | Soraya said her son played the tar for the whole family at Nowruz, and his grandfather cried. | IND
Tevita mentioned that his wife Mele is expecting their third baby. | Tevita is building an extra bedroom onto the house so the older two kids won't have to share with the baby. | IND
Vikram bought a second-hand upright piano for his daughter. | Vikram's daughter played her first recital piece for her grandparents on the new piano. | IND
Wiremu's mother gave him the old kayak she used to paddle around the harbour. | Wiremu paddled the kayak across the harbour with his cousin on Sunday and spotted a pod of dolphins. | IND
Xavier's daughter Inès has been begging for a puppy. | Xavier took Inès to volunteer at a dog shelter on Sunday. | IND
Leilani and her mother sing together in their church's gospel choir every week. | Leilani felt nervous but thrilled when her mother sang a duet with her at the Easter service. | IND
Matteo adopted an elderly dachshund named Biscotto from a shelter in Turin. | Matteo carries Biscotto up the stairs every evening because the dog's back legs are weak. | IND
Kaito's son Ren just turned ten and has become obsessed with maps. | Kaito took Ren on his first overnight camping trip in the mountains, and Ren navigated with a paper map. | IND
# -- a general passion or trait vs a specific episode that does not restate it
Ilse loves spending her Sunday mornings at her allotment, saying it is the quietest part of her week. | Ilse harvested her first crop of purple carrots and gave half to her neighbour. | IND
Jovan is a devoted dad who puts his daughters to bed every night. | Jovan read his daughters a Serbian folk tale that his own father used to tell him. | IND
Kiri cherishes the tradition of her whānau gathering at the marae every summer. | Kiri helped prepare a hāngī for eighty guests at the marae on Saturday. | IND
Laszlo describes himself as a keen amateur carpenter with a small workshop in his garage. | Laszlo built a wooden rocking horse for his grandson's second birthday. | IND
Maelle adores her two cats and calls them her little roommates. | Maelle bought a tall cat tree and placed it by the living-room window. | IND
Nasser mentioned that he is very close to his older brother Fahad, who taught him to drive. | Nasser flew to Riyadh to help Fahad move into his new apartment. | IND
Odette says hosting family dinners is her favourite thing in the world. | Odette cooked a four-course meal for her in-laws' anniversary on Friday. | IND
Pradeep takes great pride in his rose garden, which his late father planted thirty years ago. | Pradeep entered his yellow roses in the village flower show and came third. | IND
Rahel is passionate about keeping her family's Eritrean recipes alive. | Rahel taught her teenage nephew how to make injera from scratch. | IND
Santiago said he enjoys fixing things around the house because it helps him switch off after work. | Santiago spent the evening unclogging the bathroom drain with a plumber's snake. | IND
The user loves celebrating Diwali with their extended family. | The user spent the afternoon making rangoli patterns on the doorstep with their nieces. | IND
Tuyet is very protective of her younger siblings. | Tuyet drove three hours in the rain to pick up her brother when his car broke down. | IND
Uzma describes herself as the family's official photographer. | Uzma printed a photo album of her parents' fortieth wedding anniversary party. | IND
Vesna is an enthusiastic beekeeper and says the bees have taught her patience. | Vesna got stung twelve times while moving a hive last week and had to ice her arms all evening. | IND
Wendell said nothing makes him happier than taking his grandkids fishing at the lake near his cabin. | Wendell bought his granddaughter her own fishing rod for her birthday. | IND
Yolanda is known in her family for her tamales. | Yolanda spent Christmas Eve making two hundred tamales with her sisters. | IND
Zubair's wife says he is a very patient father who never raises his voice. | Zubair stayed up all night with his son, who had a high fever. | IND
I love gardening more than anything, especially early in the morning before work. | I planted three apple trees along the fence this weekend. | IND
Anouk enjoys redecorating her home every few years because she gets bored of the same colours. | Anouk painted her living room a deep forest green. | IND
Bashir is proud of his large family and likes to joke that he has more grandchildren than chairs. | Bashir shared that his youngest granddaughter was born on Tuesday and will be named after his late mother. | IND
Gustavo is a huge fan of family road trips. | Gustavo's car broke down on the way to his in-laws' house in Mendoza. | IND
Rafael is a big believer in family Sunday lunches and expects everyone to turn up. | Rafael was hurt when his teenage son skipped Sunday lunch to go to a friend's party. | IND
Anjali celebrates Karva Chauth every year with her mother-in-law and the other women on her street. | Anjali was touched that her husband fasted alongside her on Karva Chauth this year. | IND
Ines is passionate about helping newly arrived families settle into her town. | Ines spent Saturday helping a family from Eritrea assemble furniture in their new flat. | IND
# -- a feeling or opinion vs an action
Cosmin feels anxious about leaving his dog Rex alone during the day. | Cosmin hired a dog walker to take Rex out at lunchtime. | IND
Dagny felt overwhelmed by the clutter in her flat after the kids' toys took over the living room. | Dagny donated four bags of clothes to a charity shop on her way to work. | IND
Emilio is nervous about meeting his girlfriend's parents. | Emilio bought flowers and a bottle of wine for dinner with his girlfriend's family. | IND
Fenna felt heartbroken when her rabbit Snuffel died. | Fenna buried Snuffel under the cherry tree in her back garden. | IND
Goran is frustrated with how slowly the kitchen renovation is going. | Goran ordered new oak worktops for the kitchen. | IND
Hinemoa felt emotional watching her son graduate. | Hinemoa took her son out for dinner at his favourite restaurant after the graduation ceremony. | IND
Itzel is excited about becoming an aunt and keeps buying tiny baby socks. | Itzel knitted a yellow blanket for her sister's baby while watching television in the evenings. | IND
Jarrah feels guilty that he doesn't call his mum often enough. | Jarrah set a weekly reminder to ring his mum on Sunday evenings. | IND
Kateryna misses her parents, who still live in Kharkiv. | Kateryna sent her parents a parcel of medicine and chocolate. | IND
Lorenzo thinks his teenage daughter spends too much time on her phone. | Lorenzo and his daughter agreed on a no-phones rule at dinner. | IND
Mirela felt relieved when the sale of her flat finally went through. | Mirela celebrated the sale of her flat with a bottle of prosecco and a takeaway. | IND
Nobuhle is worried about her grandmother living alone since her grandfather passed away. | Nobuhle installed a video doorbell at her grandmother's house. | IND
Orla is dreading hosting Christmas for twelve people this year, especially with her tiny oven. | Orla ordered a turkey from the local butcher and asked him to cut it in half so it would fit. | IND
Pita feels proud of the deck he built behind his house. | Pita sanded and oiled the deck before the summer. | IND
Rasmus finds it hard to be away from his kids during work trips. | Rasmus reads bedtime stories to his kids over video call when he travels. | IND
Shreya is annoyed that her upstairs neighbours play loud music. | Shreya left a polite note on her upstairs neighbours' door. | IND
Tobias loves his new neighbourhood because the kids can play safely in the street. | Tobias joined the neighbourhood's community garden and is growing pumpkins with his son. | IND
I feel lonely since my best friend moved to Canada. | I had a two-hour video call with my best friend on Sunday. | IND
The user is stressed about their daughter's upcoming wedding and isn't sleeping well. | The user booked a string quartet to play at the drinks reception of their daughter's wedding. | IND
Umar feels grateful to his neighbours for their help after his surgery. | Umar baked baklava for his neighbours as a thank-you. | IND
Ulrike is trying to get her family to eat less meat and cooks vegetarian three nights a week. | Ulrike said her husband grilled bratwurst for the neighbours at the street party on Saturday. | IND
# -- a plan vs a different past activity
Valeria plans to turn her garage into a home gym. | Valeria converted her spare bedroom into an office last year. | IND
Wanza wants to take her kids to visit their grandparents in Mombasa over the holidays. | Wanza took her kids to Lake Naivasha for a long weekend. | IND
Yaroslav is planning to build a treehouse for his sons. | Yaroslav built a sandpit for his sons two summers ago. | IND
Zuzana intends to plant a wildflower meadow in her back garden. | Zuzana planted a hornbeam hedge along the front of her house. | IND
Ahanu hopes to take his father on a fishing trip to Lake Superior. | Ahanu took his father to a baseball game in Milwaukee. | IND
Beatrix is thinking about getting a second dog so her terrier Bramble has company. | Beatrix took Bramble to the seaside for the first time, and he refused to go near the waves. | IND
Cheng plans to repaint the front fence in the spring. | Cheng replaced the broken gate latch on the front fence. | IND
Delphine wants to throw a surprise party for her husband's fiftieth. | Delphine threw a surprise party for her best friend last year. | IND
Efua plans to visit her sister in Accra next month and is bringing her nephew a bike. | Efua visited her aunt in Kumasi in the summer and helped her paint the kitchen. | IND
Florin is saving up to renovate the bathroom. | Florin renovated the kitchen with his brother-in-law's help. | IND
Gwen intends to start a family recipe book for her grandchildren. | Gwen framed her mother's handwritten recipe for apple cake and hung it in the kitchen. | IND
Hamid plans to move to a bigger house once the baby arrives, ideally one with a garden. | Hamid moved into his current flat three years ago when he started his job in Leeds. | IND
Isabela wants her kids to grow up speaking Portuguese so they can talk to their grandparents in Brazil. | Isabela enrolled her kids in a Saturday football club to help them make friends in the new town. | IND
I am planning to build a small pond in my garden. | I dug out an old tree stump in my garden. | IND
The user wants to organise a family reunion next summer. | The user attended a cousin's wedding in Ohio last month. | IND
Jomo plans to plant mango trees on his family's land in Machakos. | Jomo dug a new well on the family land with his uncles. | IND
Kamala hopes to take her parents on a pilgrimage to Varanasi. | Kamala took her parents to the beach in Goa for their anniversary. | IND
Leif intends to insulate the attic before winter. | Leif cleaned out the attic and found his grandfather's old ski boots. | IND
Marisol is planning her daughter's christening. | Marisol went to her nephew's christening last weekend. | IND
Nadim plans to teach his son to swim this summer. | Nadim taught his son to ride a bike last summer. | IND
# -- two occurrences of a repeatable activity
Olamide had Sunday lunch at his parents' house and helped his dad fix the gate. | Olamide had Sunday lunch at his parents' house again, and his sister announced her engagement. | IND
Priyanka took her dog Mango to the groomer in March. | Priyanka took Mango to the groomer again in June and he came back with a bow. | IND | 2023-03-20 | 2023-06-18
Amira's family celebrated Eid at her aunt's house in 2022. | Amira's family celebrated Eid at her brother's new apartment in 2024. | IND | 2022-05-03 | 2024-04-11
Bogdan mowed the lawn on Saturday morning before the rain. | Bogdan mowed the lawn on Sunday evening after the family barbecue. | IND
I visited my grandmother in the care home on Tuesday. | I visited my grandmother in the care home on Friday and we did a jigsaw together. | IND
Eamon's family went camping in the Wicklow Mountains last August. | Eamon's family went camping in the Wicklow Mountains again this August, this time with the grandparents. | IND | 2022-09-01 | 2023-08-25
Farrukh hosted a plov night for his friends in February. | Farrukh hosted another plov night, this time for his wife's colleagues, in May. | IND | 2024-02-20 | 2024-05-26
Giedre walked her dog along the beach at sunrise on Monday. | Giedre walked her dog along the beach at sunset on Wednesday. | IND
The user's son had a sleepover at his friend Leo's house on Friday. | The user's son had a sleepover at his cousin's house last weekend. | IND
Joaquim took his kids to the zoo during the Easter holidays. | Joaquim took his kids to the zoo again for his daughter's birthday in October. | IND
Kasia's book club met at her flat in January. | Kasia's book club met at her friend Magda's house in March. | IND
Luana's family had a churrasco in the back garden for Father's Day. | Luana's family had a churrasco at the beach for her cousin's graduation. | IND
Mehmet called his mother in Izmir on her birthday. | Mehmet called his mother in Izmir to wish her a happy Mother's Day. | IND
Nkechi's sister braided her hair before the wedding. | Nkechi's sister braided her hair again before the Christmas party. | IND
Santiago cleaned out the gutters in November. | Santiago cleaned out the gutters again in April after a windy spring. | IND
I took my cat to the vet for her annual jabs last spring. | I took my cat to the vet this week because she stopped eating. | IND
Rosalind hosted the family Boxing Day lunch in 2021. | Rosalind hosted the family Boxing Day lunch in 2023, and her son carved the ham. | IND | 2021-12-28 | 2023-12-29
Tevita took his daughter to her netball match on Saturday. | Tevita drove his daughter to a netball tournament in Auckland the following month. | IND
Hye-jin made kimchi with her mother-in-law last November. | Hye-jin made kimchi with her own mother this November. | IND
Zubair flew home to Lahore for his cousin's wedding. | Zubair flew home to Lahore for his grandfather's ninetieth birthday. | IND
Petra's hens stopped laying over the winter. | Petra added two new hens to her flock in the spring. | IND
# -- a cause vs a consequence
Vikram's daughter was recently diagnosed with a severe peanut allergy. | Vikram cleared all the peanut butter out of the kitchen cupboards and started reading every food label. | IND
Ilse's back garden floods every winter. | Ilse dug a drainage trench along the edge of the lawn. | IND
Jovan's mother had a fall at home, which left the whole family shaken. | Jovan installed grab rails in his mother's bathroom and put non-slip mats in the shower. | IND
Kiri's neighbour's tree fell onto her fence during a storm. | Kiri and her neighbour split the cost of a new fence. | IND
Laszlo's wife started working night shifts at the hospital. | Laszlo now does the school run every morning. | IND
Maelle's landlord decided to sell the flat she rents. | Maelle is looking for a new place to rent near her daughter's school. | IND
Nasser's son was being bullied by older boys at school. | Nasser met with his son's headteacher on Wednesday and left feeling reassured. | IND
Odette's cat kept scratching the sofa. | Odette bought a sisal scratching post and put it next to the sofa. | IND
The user's partner got a job offer in Edinburgh. | The user has been researching primary schools in Edinburgh for their kids. | IND
Pradeep was disappointed that his tomato plants got blight after weeks of rain. | Pradeep pulled up all his tomato plants and burned them. | IND
Rahel's basement flooded after heavy rain. | Rahel moved her family photo albums from the basement to the attic. | IND
Santiago's mother was diagnosed with dementia, and he is struggling to accept it. | Santiago's mother moved in with him and his wife and now has the downstairs bedroom. | IND
I got a puppy who chews everything in sight. | I put baby gates across the kitchen door. | IND
Tuyet's kids kept fighting over their shared bedroom. | Tuyet converted the study into a second bedroom for her son. | IND
Uzma's husband was transferred to his company's Dubai office. | Uzma's family is packing up their house in Karachi, and the kids are sad to leave their friends. | IND
Sunniva's husband snores so loudly that she often sleeps in the spare room. | Sunniva bought a new mattress for the spare room. | IND
Ulrike's son is allergic to grass pollen. | Ulrike replaced most of her lawn with gravel and herbs. | IND
# -- the person vs a friend, child or pet, same topic
Vesna is learning to play the accordion so she can join the folk band in her village. | Vesna's granddaughter is learning to play the violin. | IND
Wendell's wife grows prize-winning dahlias. | Wendell grows runner beans and courgettes in the back garden. | IND
Yolanda's son is getting married in Guadalajara in the spring. | Yolanda's niece got married in Guadalajara last spring. | IND
Zhanna has loved horse riding since she was a little girl on her grandparents' farm. | Zhanna's daughter started riding lessons at a stable outside Almaty. | IND
Adebayo's best friend Tunde just bought a house in Ibadan. | Adebayo is looking to buy a house in Ibadan. | IND
Brigid's sister adopted a greyhound. | Brigid is fostering a greyhound for a rescue charity. | IND
Chiamaka's husband Obi is a brilliant cook who makes pepper soup whenever someone is ill. | Chiamaka's mother-in-law taught her how to make ofe nsala the way Obi's family likes it. | IND
Dagny's best friend Sigrid just had a baby boy. | Dagny is expecting her second child in March. | IND
Emilio's parents celebrated their fortieth anniversary with a trip to Sicily. | Emilio and his wife celebrated their tenth anniversary in Sicily. | IND
Fenna's daughter keeps chickens for a school project. | Fenna's neighbour keeps chickens and gives her eggs every week. | IND
The user's dog loves swimming in the lake. | The user's brother's dog is afraid of water. | IND
Goran's wife renovated her grandmother's cottage on the island of Hvar. | Goran renovated the balcony of their flat in Split. | IND
Hinemoa's mother is teaching her grandchildren to weave flax. | Hinemoa learned to weave flax from her aunt. | IND
Itzel's brother Diego is moving to Monterrey for work. | Itzel is moving to Monterrey to be closer to her parents. | IND
Jarrah's dog Bluey has arthritis. | Jarrah's mum's dog Pepper has just been diagnosed with diabetes. | IND
I am allergic to cats. | My son desperately wants a kitten for his birthday. | IND
Kateryna's friend Olena is teaching her to bake paska for Easter. | Kateryna's daughter decorated pysanky eggs at school. | IND
Oluwaseun's daughter Tolu loves drawing. | Oluwaseun framed Tolu's drawing of the family and hung it in the hallway. | IND
Fatima's son Yassine is shy around new people. | Fatima said Yassine made a new friend on his first day at school. | IND
# -- advice given vs own experience
Lorenzo advised his brother to get a survey done before buying an old house. | Lorenzo discovered dry rot in the floorboards of his own house. | IND
Mirela told her friend to start potty training early. | Mirela's son was potty trained just after he turned three. | IND
Nobuhle recommended that her sister crate-train her new puppy. | Nobuhle's own dog sleeps on her bed every night. | IND
Orla suggested her friend try a bedside crib for the new baby. | Orla found the first months with her twins exhausting. | IND
Pita told his nephew to always measure twice and cut once. | Pita cut a shelf too short and had to start over. | IND
Rasmus encouraged his friend to take the full paternity leave. | Rasmus took six months of paternity leave when his daughter was born. | IND
Shreya advised her cousin to put everything in writing with her landlord. | Shreya is in a dispute with her landlord over her deposit. | IND
The user suggested that a friend get a mediator for their divorce. | The user went through a difficult divorce five years ago. | IND
Tobias recommended his wedding photographer to a colleague. | Tobias's wedding photos took four months to arrive. | IND
Umar told his daughter to water the seedlings only in the evening. | Umar lost most of his seedlings to a late frost. | IND
I advised my sister to book the venue early for her wedding. | I booked the venue for my own wedding eighteen months in advance. | IND
# -- two values of a multi-valued attribute
Valeria has a tabby cat named Olive who sleeps on her pillow every night. | Valeria has a border collie named Fern who needs two long walks a day. | IND
One of Wanza's favourite family traditions is the Christmas Eve carol service. | Wanza loves her family's tradition of a New Year's Day picnic on Diani Beach. | IND
Yaroslav grows cucumbers in his greenhouse. | Yaroslav grows sweet peppers in his greenhouse. | IND
Zuzana's best friends from university are Petra and Lucie. | Zuzana has become close friends with her neighbour Marta. | IND
Ahanu's son plays ice hockey on Saturday mornings. | Ahanu's son plays the guitar in a school band. | IND
Beatrix's older brother lives in Vienna. | Beatrix's younger brother runs a vineyard in Burgenland. | IND
Cheng's daughter is learning the guzheng from a teacher in Chinatown. | Cheng's daughter is learning to swim and was scared of putting her face in the water at first. | IND
Delphine and her husband enjoy cycling together on weekends. | Delphine and her husband enjoy cooking elaborate meals together on Friday nights. | IND
Efua's kids love her groundnut soup. | Efua's kids get excited whenever she makes kelewele. | IND
Florin's garden has a plum tree that his grandfather planted. | Florin's garden has a walnut tree that shades the whole terrace. | IND
I enjoy baking bread with my kids. | I enjoy doing jigsaw puzzles with my kids on rainy days. | IND
Gwen collects vintage teapots and displays them on the kitchen dresser. | Gwen collects hand-painted Easter eggs from every country she visits. | IND
Hamid's wife speaks Dari and Pashto. | Hamid's wife is learning German at an evening class. | IND
The user's family celebrates Hanukkah. | The user's family also celebrates Thanksgiving with their neighbours. | IND
Isabela plays the piano for her family every Sunday. | Isabela sings with her daughters in the church choir. | IND
Jomo's daughters are named Wanjiku and Njeri, after their grandmothers. | Jomo's son is named Kamau, after Jomo's late father. | IND
# -- a past event vs a current habit
Kamala learned to make payasam from her grandmother as a child. | Kamala makes payasam for her family every Onam. | IND
Leif went ice fishing with his father as a boy. | Leif takes his sons ice fishing every February. | IND
Marisol moved into her current house in 2015. | Marisol hosts a barbecue for the whole street every July. | IND | 2021-05-10 | 2022-07-20
Nadim met his wife at a friend's wedding in Beirut. | Nadim and his wife go dancing every Thursday evening. | IND
Olamide's grandmother gave him her old sewing machine before she moved back to Abeokuta. | Olamide sews matching outfits for his whole family every Christmas, and the kids love choosing the fabric. | IND
Priyanka adopted her dog Mango from a street rescue in Pune. | Priyanka takes Mango for a long walk around the lake every evening. | IND
Amira planted a lemon tree in the garden when her daughter was born. | Amira makes lemonade from her lemon tree every summer. | IND
Bogdan's father taught him to keep bees. | Bogdan checks his hives every Sunday morning. | IND
I grew up on a sheep farm in Wales. | I keep four hens in my back garden in Cardiff. | IND
The user's grandparents emigrated from Sicily in the 1960s. | The user makes fresh pasta with their grandmother every Sunday. | IND | 2020-02-14 | 2020-06-07
Chiamaka's parents divorced when she was ten. | Chiamaka has dinner with her father every other Friday. | IND
Dawit's family moved from Gondar to Addis Ababa when he was small. | Dawit visits his grandmother in Gondar every two years. | IND
Fumiko inherited her mother's tea ceremony set. | Fumiko holds a small tea ceremony for her daughters every New Year. | IND
Hyacinth moved to Birmingham from Kingston in her twenties. | Hyacinth bakes a Jamaican Easter bun for her grandchildren every spring. | IND
# -- first-person pairs on the same topic
I mentioned that my daughter Nia has started sleeping in her own bed. | I mentioned that Nia asked for a night light shaped like the moon. | IND
I painted the nursery sage green before the baby arrived. | I assembled the cot in the nursery with my brother's help. | IND
My dog Rosie loves chasing squirrels in the park, but she has never caught one. | My dog Rosie had her teeth cleaned at the vet on Tuesday. | IND
I hosted Thanksgiving for my in-laws for the first time. | My mother-in-law brought her famous pecan pie to Thanksgiving. | IND
I am renovating the upstairs bathroom myself to save money. | I chose dark green tiles for the upstairs bathroom after weeks of going back and forth. | IND
My sister is moving back to our hometown. | My sister asked me to help her pack up her flat in London. | IND
I planted garlic in October. | I harvested my first garlic bulbs in July and braided them. | IND
My son is learning to swim at the local leisure centre. | My son got his 25-metre swimming badge on Saturday. | IND
The user's partner proposed on their fifth anniversary. | The user and their partner are arguing about the wedding guest list. | IND
The user's dog is a rescue from Romania who was nervous around men at first. | The user's dog needs daily medication for epilepsy, which costs them about forty pounds a month. | IND
The user enjoys cooking Sunday roasts for the family. | The user's youngest child recently went vegetarian. | IND
The user moved to a new house in the suburbs. | The user's new neighbours brought round a lasagne to welcome them. | IND
The user said their kids love decorating the Christmas tree together. | The user mentioned that the family's Christmas tree fell over when the cat climbed it. | IND
The user's father is recovering from a hip replacement at home. | The user is teaching their father to make video calls so he can see his grandchildren more often. | IND
I am worried that my teenage son is not sleeping enough. | My teenage son got a part-time job at a supermarket. | IND
I love our family camping trips more than any hotel holiday. | Our tent leaked on the last camping trip and we all got soaked. | IND
My partner and I have been together for seven years. | My partner and I adopted a cat together last spring. | IND
My grandmother taught me to knit when I was eight. | I knitted a scarf for my grandmother's birthday. | IND
I moved to Lisbon with my husband three years ago. | My husband and I are learning Portuguese at an evening class. | IND
My brother and I are not speaking after an argument about our mother's care. | My brother visited our mother in hospital on Monday. | IND
# -- loosely related topics for the same person
Quentin is renovating an old farmhouse in Normandy with his wife. | Quentin's youngest daughter just started learning the cello. | IND
Radu's mother makes the best cozonac in the family. | Radu is planning to repaint his parents' balcony. | IND
Saoirse's partner Dáire works long hours as a paramedic. | Saoirse planted a row of sweet peas along the garden wall. | IND
Tariku's son is obsessed with dinosaurs. | Tariku is looking for a bigger apartment in Addis Ababa. | IND
Ugne and her boyfriend adopted a hamster and named it after a Lithuanian basketball player. | Ugne is teaching her boyfriend to cook Lithuanian cepelinai. | IND
Vaea's family gathers every Sunday after church for a big lunch. | Vaea's brother is moving to Brisbane for work. | IND
Xavier built a bookshelf for his son's room. | Xavier's son has become a big fan of the Asterix comics. | IND
Yui's grandmother lives in a small village in Nagano. | Yui is growing shiso and cherry tomatoes on her apartment balcony. | IND
Zola's best friend Thandi is getting married in December and asked Zola to be her maid of honour. | Zola is learning to sew her own clothes and made her first skirt last weekend. | IND
Anjali's husband cooks dinner every weeknight. | Anjali's in-laws are visiting from Jaipur for Holi. | IND
Bruno's cat Nico sleeps on the radiator all winter. | Bruno replaced the old radiators in his flat with underfloor heating. | IND
Carmela's twins turn four in April and want a dinosaur party. | Carmela is converting the loft into a playroom with a reading nook under the window. | IND
Dario's dad taught him how to make limoncello. | Dario's lemon tree finally produced fruit this year. | IND
Elin moved from Umeå to Gothenburg to live with her partner. | Elin's partner's parents have a summer cabin on an island. | IND
Fatima and her sisters have a group chat where they share recipes. | Fatima's youngest sister is studying pharmacy in Rabat. | IND
Gustavo spends Saturdays coaching his son's football team. | Gustavo's wife runs a small plant nursery from their garden. | IND
Hyacinth's church holds a harvest festival every October. | Hyacinth grows callaloo and sweet potatoes in her back garden. | IND
Idris is saving up for his wedding next year. | Idris's fiancée Samira is a primary school teacher. | IND
Jana's parents are retiring to the Czech countryside. | Jana inherited her grandfather's collection of wooden toys. | IND
Kaito's wife is learning Portuguese for their trip to Brazil. | Kaito built a small vegetable garden on their rooftop. | IND
Lwazi's dog Shaka is terrified of fireworks and hides under the bed. | Lwazi is hosting a braai for his friends and family on New Year's Eve. | IND
Marta's son is learning to play chess with his grandfather. | Marta is redecorating the guest room before her in-laws visit. | IND
Nikhil's younger brother is getting married in Hyderabad. | Nikhil is designing a new logo for his family's sweet shop. | IND
Oluwaseun's wife is a midwife. | Oluwaseun is teaching his daughter to ride a bike in the park. | IND
Petra keeps chickens in her back garden. | Petra's neighbour's fox terrier keeps digging under her fence. | IND
Rafael's grandmother's house in Minas Gerais has a huge mango tree. | Rafael is planting a small orchard at his own place near Belo Horizonte. | IND
Thabo's daughter is applying to universities. | Thabo is converting his garage into a study. | IND
Viliami's family holds a kava circle every Friday night. | Viliami is building a fale in his back yard for family gatherings. | IND
Wren has been estranged from her father for almost ten years. | Wren was surprised when her stepmother sent her a birthday card with a long handwritten note. | IND
Zainab's son started Quran classes at the mosque. | Zainab is hosting an iftar for her neighbours on Saturday. | IND
I am trying to get my toddler to eat vegetables. | My toddler's favourite book is about a hungry caterpillar. | IND
My parents are celebrating their thirty-fifth anniversary in June. | My parents are thinking about downsizing to a bungalow. | IND
The user's wife is training for a half marathon. | The user looks after the kids every Saturday morning. | IND
The user's cat is fourteen years old. | The user recently moved into a ground-floor flat with a small garden. | IND
I inherited my grandmother's upright piano and had it tuned for the first time in decades. | My daughter has started piano lessons at school. | IND
My husband and I are doing a kitchen renovation. | My husband's parents are coming to stay for Christmas. | IND
Quentin's wife Claire is pregnant with their fourth child. | Quentin's eldest son is learning to drive. | IND
Radu's father keeps bees in the village. | Radu bought a jar of acacia honey at the farmers' market. | IND
Idris's parents were against him moving abroad. | Idris's parents gave him their blessing to marry Samira. | IND
Nikhil's grandmother lives with his family. | Nikhil's grandmother celebrated her eighty-fifth birthday with a puja at home. | IND
Sunniva's kids go to a forest kindergarten where they spend every day outside, even in winter. | Sunniva bought her kids new waterproof overalls because their old ones had holes in the knees. | IND
Zainab's husband travels a lot for work. | Zainab took the kids to her parents' house while her husband was away. | IND
Henrik has started restoring his late father's wooden rowing boat in the garage. | Henrik's father used to row him across the fjord to visit his aunt. | IND
Seda felt proud when her son played a shepherd in the nursery nativity play. | Seda stayed up late sewing a shepherd costume out of an old tea towel and a bedsheet. | IND

# ======================================================================== EQV
# -- a later session restates the same fact in other words
Amira mentioned that her daughter Layla started ballet classes on Saturdays. | Amira shared that her daughter Layla now goes to ballet class every Saturday. | EQV
Bogdan said he and his wife are expecting their first child in the autumn. | Bogdan shared that his wife is pregnant with their first baby, due in the autumn. | EQV
Chiamaka's son Tobe is allergic to eggs. | Chiamaka mentioned that Tobe can't eat eggs because of an allergy. | EQV
Dilnoza moved from Samarkand to Tashkent to be closer to her parents. | Dilnoza relocated to Tashkent from Samarkand so that she could live near her parents. | EQV
Eamon's dog Bran is a twelve-year-old Irish wolfhound. | Eamon has an Irish wolfhound called Bran, who is twelve. | EQV
Farrukh is the youngest of five brothers. | All four of Farrukh's brothers are older than him. | EQV
Giedre felt proud when her son rode his bike without training wheels for the first time. | Giedre was proud to see her son ride his bike without stabilisers for the first time. | EQV
Haruto and Emi have been married for twelve years. | Haruto mentioned that Emi has been his wife for twelve years. | EQV
I live with my partner and our two cats in a flat in Glasgow. | My partner, our two cats and I share a flat in Glasgow. | EQV
The user's mother lives with them. | The user mentioned that their mother lives in the same house as them. | EQV
Ifeoma's cat Biscuit is scared of the vacuum cleaner. | Ifeoma mentioned that Biscuit is terrified of the hoover. | EQV
Jovan's two daughters are eight and five years old. | Jovan has two daughters, aged five and eight. | EQV
Kasia and Ola are renovating their bathroom themselves. | Kasia said she and Ola are doing the bathroom renovation on their own, without hiring builders. | EQV
Laszlo's granddaughter Emma was born last week. | Laszlo shared that his granddaughter Emma arrived last week. | EQV
Maelle's partner Théo works from home on Mondays and Fridays. | Maelle mentioned that Théo works remotely every Monday and Friday. | EQV
Nasser enjoys gardening with his kids on weekends. | Nasser said he likes spending weekends in the garden with his children. | EQV
Odette's favourite holiday is Christmas because the whole family comes together. | Odette loves Christmas most of all, since it brings her whole family together. | EQV
Pradeep's parents live with him and his wife in Bengaluru. | Pradeep and his wife share their Bengaluru home with his parents. | EQV
Rahel is nervous about her daughter starting school next week. | Rahel feels anxious that her daughter begins school next week. | EQV
Santiago's brother lent him his van for the move. | Santiago borrowed his brother's van to move house. | EQV
Tuyet sends money to her parents in Da Nang every month. | Tuyet mentioned that she supports her parents in Da Nang with a monthly transfer. | EQV
Uzma's son is scared of the dark and sleeps with a night light. | Uzma's son sleeps with a night light because he is afraid of the dark. | EQV
Vesna keeps three beehives at the bottom of her garden. | Vesna has three hives of bees at the far end of her garden. | EQV
I am getting married to my girlfriend Hannah next summer. | Hannah and I are getting married next summer. | EQV
Wendell's grandson Jayden is staying with him for the summer holidays. | Jayden, Wendell's grandson, is spending the summer holidays at Wendell's house. | EQV
Yolanda and her sisters make tamales together every Christmas Eve. | Every Christmas Eve, Yolanda gets together with her sisters to make tamales. | EQV
Zubair has felt exhausted since the twins were born. | Zubair said he has been worn out ever since the twins arrived. | EQV
Anouk painted her front door bright yellow. | Anouk gave her front door a fresh coat of bright yellow paint. | EQV
Bashir misses his younger brother, who lives in Toronto. | Bashir said he misses his little brother in Toronto. | EQV
Cosmin's dog Rex is a German shepherd mix he got from a shelter. | Cosmin adopted Rex, a German shepherd cross, from a shelter. | EQV
Dagny and her husband are separating after fifteen years of marriage. | Dagny shared that she and her husband of fifteen years are splitting up. | EQV
Emilio's girlfriend Sara is moving in with him next month. | Emilio said his girlfriend Sara will move into his place next month. | EQV
Goran hates doing DIY but does it to save money. | Goran said he dislikes DIY and only does it because it is cheaper. | EQV
Hinemoa's whānau hold a reunion every New Year at their marae in Rotorua. | Every New Year, Hinemoa's extended family gathers for a reunion at their marae in Rotorua. | EQV
Itzel is excited that her sister is having a baby. | Itzel is thrilled about her sister's pregnancy. | EQV
The user and their wife are trying for a baby. | The user mentioned that they and their wife are trying to conceive. | EQV
Jarrah's mum has lived alone in Broome since his dad died. | Jarrah mentioned that his widowed mother lives by herself in Broome. | EQV
Kateryna's parents still live in Kharkiv. | Kateryna said her mum and dad are still living in Kharkiv. | EQV
Lorenzo's daughter Giulia turns sixteen in May. | Lorenzo's daughter Giulia will be sixteen in May. | EQV
Mirela sold her flat and moved in with her boyfriend. | Mirela moved in with her boyfriend after selling her flat. | EQV
I felt so proud watching my son play his first football match. | Watching my son's first football match made me really proud. | EQV
Nobuhle's grandmother raised her in Soweto. | Nobuhle was brought up by her grandmother in Soweto. | EQV
Orla is hosting Christmas dinner for twelve people this year. | Orla will be cooking Christmas dinner for twelve guests this year. | EQV
Pita built the deck behind his house himself. | Pita mentioned that he constructed the back deck of his house on his own. | EQV
Rasmus and his partner share the school run equally. | Rasmus said he and his partner split the school drop-offs and pick-ups fifty-fifty. | EQV
Shreya's in-laws visit every Diwali. | Every Diwali, Shreya gets a visit from her in-laws. | EQV

# ======================================================================== OSN
# -- the same fact or event, with details added
Amira mentioned that she repainted her daughter's bedroom. | Amira repainted her daughter Layla's bedroom pale lilac over the bank holiday weekend, with Karim doing the ceiling. | OSN
Bogdan got a dog from a shelter. | Bogdan adopted a two-year-old Carpathian shepherd named Ursu from a shelter in Brașov. | OSN
Chiamaka's son had his birthday party on Saturday. | Chiamaka's son Tobe had his sixth birthday party at a trampoline park on Saturday with fifteen friends from school. | OSN
Dilnoza moved house last month. | Dilnoza moved into a three-bedroom apartment in Tashkent last month, with her sister helping her pack. | OSN
Eamon mentioned that he built some raised beds in the garden. | Eamon built four raised vegetable beds from reclaimed scaffolding boards along his back fence. | OSN
Fumiko's daughter got married. | Fumiko's eldest daughter Yui married her university sweetheart in a shrine ceremony in Kyoto. | OSN
Gareth went on holiday with his family. | Gareth took his wife and two boys to a caravan park in Pembrokeshire for a week. | OSN
I redid our bathroom. | I retiled our bathroom and replaced the old bath with a walk-in shower over three weekends. | OSN
The user's parents are coming to visit. | The user's parents are flying in from Manila to stay with them for three weeks. | OSN
Hye-jin said her son hurt himself on Saturday. | Hye-jin's son Jisung broke his wrist at a trampoline park on Saturday. | OSN
Ilse grows vegetables on her allotment. | Ilse grows potatoes, broad beans and purple carrots on her allotment by the river. | OSN
Jovan's mother had a fall at home. | Jovan's mother slipped on the wet kitchen floor at home and bruised her hip. | OSN
Kiri helped with the cooking for a family celebration at the marae. | Kiri helped prepare a hāngī for eighty guests at the marae for her uncle's seventieth birthday. | OSN
Laszlo made a toy for his grandson. | Laszlo carved a wooden rocking horse for his grandson Bence's second birthday. | OSN
Maelle has two cats. | Maelle has two Siamese cats called Pho and Miso. | OSN
Nasser helped his brother move house. | Nasser flew to Riyadh and spent four days helping his brother Fahad move into a new apartment. | OSN
Odette's in-laws celebrated their wedding anniversary. | Odette's in-laws celebrated their golden wedding anniversary with a dinner at her house. | OSN
Pradeep won a prize at the village flower show. | Pradeep won third prize at the village flower show with his yellow climbing roses. | OSN
Rahel is teaching her nephew to cook. | Rahel is teaching her fifteen-year-old nephew Yonas to make injera and shiro from her mother's recipes. | OSN
Santiago fixed the bathroom drain. | Santiago unclogged the bathroom drain with a plumber's snake after hair blocked it completely. | OSN
Tuyet is close to her siblings. | Tuyet is very close to both of her siblings, a younger brother and sister, and talks to them every day. | OSN
Uzma threw a party for her parents' anniversary. | Uzma threw a fortieth wedding anniversary party for her parents at a banquet hall in Karachi. | OSN
Vesna got stung by her bees last week. | Vesna got stung twelve times last week while moving a hive without her gloves. | OSN
Wendell bought his granddaughter a birthday present. | Wendell bought his granddaughter Kayla her own fishing rod and tackle box for her ninth birthday. | OSN
Yolanda made tamales for Christmas Eve. | Yolanda made two hundred pork and chicken tamales with her sisters on Christmas Eve. | OSN
Zubair's son was ill last night. | Zubair's son had a high fever and an ear infection last night, so Zubair stayed up with him. | OSN
I adopted a cat. | I adopted a shy black cat called Juniper from the RSPCA. | OSN
Anouk redecorated her living room. | Anouk painted her living room deep forest green and hung new linen curtains. | OSN
Cosmin hired a dog walker for Rex. | Cosmin hired a dog walker named Irina to take Rex out every weekday at lunchtime. | OSN
Dagny has been decluttering her flat. | Dagny has been decluttering her flat and took four bags of clothes and old toys to a charity shop. | OSN
Emilio met his girlfriend's parents for the first time. | Emilio met his girlfriend Sara's parents for the first time over a long Sunday lunch in Naples. | OSN
Fenna's rabbit died. | Fenna's elderly rabbit Snuffel died peacefully in his sleep at the age of nine. | OSN
The user is planning a family reunion. | The user is planning a family reunion for about sixty relatives at a lake house in Minnesota. | OSN
Goran ordered new worktops for the kitchen. | Goran ordered solid oak worktops for the kitchen from a carpenter in Zagreb. | OSN
Hinemoa's son graduated from university. | Hinemoa's son Tama graduated from the University of Waikato with a degree in civil engineering. | OSN
Itzel knitted something for her sister's baby. | Itzel knitted a yellow cotton blanket with little ducks on it for her sister's baby. | OSN
Jarrah rings his mum every week. | Jarrah rings his mum in Broome every Sunday evening for a long chat. | OSN
Kateryna sent her parents a parcel. | Kateryna sent her parents in Kharkiv a parcel of medicine, coffee and chocolate. | OSN
Lorenzo set some rules about his daughter's phone use. | Lorenzo and his daughter agreed that phones stay in a basket during dinner and after ten at night. | OSN
I have a garden. | I have a small walled garden with a fig tree and a vegetable patch. | OSN
Nobuhle installed a camera at her grandmother's house. | Nobuhle installed a video doorbell at her grandmother's house in Soweto so she can check who visits. | OSN
Orla ordered a turkey for Christmas dinner. | Orla ordered a free-range turkey for Christmas dinner from the butcher on Main Street. | OSN
Pita treated the deck before summer. | Pita sanded the deck and gave it two coats of oil before summer. | OSN
Rasmus took paternity leave. | Rasmus took six months of paternity leave when his daughter Alma was born. | OSN
Shreya complained to her upstairs neighbours about the noise. | Shreya left a polite note asking her upstairs neighbours to turn their music down after eleven. | OSN
Tobias said he joined a community garden. | Tobias joined the community garden on his street and got a plot right next to the beehives. | OSN

# ======================================================================== NSO
# -- the same fact or event, restated more vaguely
Amira's husband Karim built a wooden playhouse for the kids in the back garden over Easter. | Amira mentioned that Karim built a playhouse for the kids. | NSO
Bogdan's wife Ioana gave birth to a baby girl named Sofia at a hospital in Cluj on Tuesday. | Bogdan shared that his wife had a baby girl. | NSO
Chiamaka and her husband Obi moved from Lagos into a semi-detached house in Manchester. | Chiamaka and Obi moved to Manchester. | NSO
Eamon's sister Niamh is getting married in a small castle in County Clare in September. | Eamon's sister is getting married in September. | NSO
Farrukh hosted a big plov dinner for twenty friends to celebrate his new flat. | Farrukh had friends over for dinner to celebrate his new flat. | NSO
Giedre's beagle Ruta swallowed a sock and needed emergency surgery on Friday. | Giedre's dog needed an operation on Friday. | NSO
Haruto's kids made him a handmade card with a drawing of the family cat for his fortieth birthday. | Haruto's kids made him a card for his birthday. | NSO
I spent the weekend building a chicken coop from old pallets with my daughter. | I built a chicken coop at the weekend. | NSO
The user's teenage son passed his driving test on his second attempt yesterday. | The user's son passed his driving test. | NSO
Ifeoma's parents celebrated their thirtieth wedding anniversary with a big party in Enugu. | Ifeoma's parents had an anniversary party. | NSO
Jovan put up new wallpaper with a bird pattern in his daughters' shared bedroom. | Jovan wallpapered his daughters' room. | NSO
Kasia and Ola adopted two ginger kittens, Marchew and Dynia, from a shelter in Kraków. | Kasia and Ola adopted some kittens. | NSO
Luana's grandmother turned ninety, and the whole family flew to Recife for a surprise lunch. | Luana's family celebrated her grandmother's ninetieth birthday. | NSO
Mehmet replaced the rotten window frames in his living room with new oak ones. | Mehmet replaced some window frames at home. | NSO
Nkechi's daughter Adaeze won her school spelling bee by spelling the word rhythm correctly. | Nkechi's daughter won a spelling competition. | NSO
Oskar cleared out his garden shed and gave his old bike to the boy next door. | Oskar tidied out his shed. | NSO
Paloma took her dog Canela to puppy training classes every Tuesday for two months. | Paloma took her dog to training classes. | NSO
Rosalind's grandson Alfie stayed with her for the weekend, and they baked cheese scones together. | Rosalind had her grandson over for the weekend. | NSO
Soraya's mother-in-law is coming from Shiraz to stay with the family for three weeks in July. | Soraya's mother-in-law is visiting in July. | NSO
Tevita's family held a big feast with a roasted pig for his niece's first birthday. | Tevita's family celebrated his niece's first birthday. | NSO
Vikram and his wife fixed their leaking kitchen tap themselves after watching a video tutorial. | Vikram fixed a leaking tap. | NSO
Wiremu took his two nephews eeling in the creek behind his grandparents' house on Sunday. | Wiremu went eeling with his nephews on Sunday. | NSO
Yusuf's twin boys, Idris and Ilyas, both started walking in the same week. | Yusuf's twins have started walking. | NSO
Zhanna's husband Arman proposed to her on a frozen lake near Almaty at sunset. | Zhanna mentioned that Arman proposed to her on a lake. | NSO
Adebayo installed smoke alarms in every room of his house after a small kitchen fire. | Adebayo put smoke alarms in his house. | NSO
Brigid's African grey parrot Captain has learned to imitate both the doorbell and the microwave. | Brigid's parrot can imitate the doorbell. | NSO
Consuelo sewed the lace trim on her granddaughter's quinceañera dress entirely by hand. | Consuelo helped with her granddaughter's quinceañera dress. | NSO
My partner and I hosted a dinner party for eight friends in our new flat on Saturday. | My partner and I had a dinner party on Saturday. | NSO
Dawit and his three brothers roasted coffee beans over charcoal during the Ethiopian New Year celebrations. | Dawit roasted coffee with his brothers for the New Year. | NSO
Fumiko repotted three of her bonsai maples into glazed pots from Tokoname last weekend. | Fumiko repotted some bonsai trees last weekend. | NSO
Gareth and his dad rewired the whole garage over two weekends in March. | Gareth and his dad rewired the garage. | NSO
The user's daughter started at a Montessori nursery three mornings a week. | The user's daughter has started nursery. | NSO
Ilse harvested her first crop of purple carrots from the allotment and gave half to her neighbour Bärbel. | Ilse harvested carrots from her allotment. | NSO
Kiri's uncle Hemi turned seventy, and the whānau threw him a party at the marae. | Kiri's uncle had a seventieth birthday party. | NSO
Laszlo's son and daughter-in-law are moving from Budapest to Vienna in October. | Laszlo's son is moving abroad in the autumn. | NSO
Maelle bought a tall sisal cat tree for her cats and put it by the living-room window. | Maelle bought a cat tree. | NSO
Nasser's son Omar scored two goals in his under-10 football final on Saturday. | Nasser's son played in a football final on Saturday. | NSO
Odette cooked a four-course Christmas dinner for twelve relatives, finishing with her famous bûche de Noël. | Odette cooked Christmas dinner for her family. | NSO
Pradeep planted two guava trees and a row of curry leaf plants along the side of his house. | Pradeep planted some trees beside his house. | NSO
Rahel and her husband bought a three-bedroom terraced house near her parents in Leicester. | Rahel bought a house with her husband. | NSO
I adopted a retired racing greyhound named Blue from a rescue in Kent. | I adopted a greyhound. | NSO
Santiago's mother, who has early-stage dementia, moved in with him and his wife in January. | Santiago's mother moved in with him. | NSO
Tuyet drove three hours in the rain to collect her brother after his car broke down near Huế. | Tuyet picked up her brother when his car broke down. | NSO
Uzma's family is relocating from Karachi to Dubai because her husband was transferred there. | Uzma's family is moving abroad. | NSO
Vesna harvested twenty kilos of linden honey from her three hives this summer. | Vesna harvested honey this summer. | NSO
Wendell took his granddaughter Kayla fishing at Lake Lanier, and she caught her first bass. | Wendell took his granddaughter fishing. | NSO

# ======================================================================== CON
# -- changed plans, reversed decisions, changed counts or status
Amira plans to host Eid dinner at her house this year. | Amira decided that her sister will host Eid dinner this year instead of her. | CON
Bogdan mentioned that he has two dogs, a sheepdog named Ursu and a scruffy mutt called Mița. | Bogdan now has three dogs after adopting a puppy from his neighbour's litter. | CON
Chiamaka and Obi are planning to move to Manchester in the spring. | Chiamaka and Obi have decided to stay in Lagos rather than move to Manchester. | CON
Dilnoza's sister is moving in with her next month. | Dilnoza's sister changed her mind and will rent her own flat instead of moving in with Dilnoza. | CON | 2023-03-01 | 2023-03-20
Eamon is planning to paint the kitchen cabinets sage green. | Eamon decided to paint the kitchen cabinets navy blue after all. | CON
Farrukh's wedding is scheduled for June. | Farrukh's wedding has been postponed to September. | CON | 2022-02-10 | 2022-04-02
Giedre's son is in second grade. | Giedre's son is now in third grade. | CON | 2022-10-01 | 2023-10-05
I am single and not looking for a relationship. | I have started dating a woman I met at my climbing gym. | CON
The user's family is spending Christmas at the grandparents' house this year. | The user's family cancelled their trip to the grandparents' and will spend Christmas at home. | CON
Haruto and Emi are expecting a baby boy. | Haruto and Emi found out that their baby is actually a girl. | CON
Ifeoma's cat Biscuit is strictly an indoor cat because they live near a busy road. | Ifeoma has started letting Biscuit roam outside during the day since they moved to a quieter street. | CON
Jovan lives in a flat in Belgrade with his daughters. | Jovan and his daughters moved to a house in Novi Sad. | CON
Kasia and Ola are renting a small flat in Kraków's Podgórze district. | Kasia and Ola bought their own flat in Kraków and no longer rent. | CON
Laszlo has three grandchildren. | Laszlo now has four grandchildren after his daughter had a baby boy. | CON
Maelle shared that she is engaged to Théo and they are planning a summer wedding. | Maelle and Théo have called off their engagement after five years together. | CON
Nasser's son Omar goes to the local state school with his cousins. | Nasser moved Omar to a private school this term after problems with bullying. | CON
Odette's parents live in Lyon. | Odette's parents sold their house in Lyon and moved to the coast near Montpellier. | CON
Pradeep plans to sell his parents' old house in Mysore. | Pradeep decided to keep his parents' house in Mysore and rent it out. | CON
Rahel's daughter wants to study medicine. | Rahel's daughter has decided she wants to become an architect instead of a doctor. | CON
Santiago is against getting a dog because nobody is home during the day. | Santiago came round to the idea and agreed that the family can get a dog. | CON
Tuyet's brother is living with her while he finishes university. | Tuyet's brother moved out of her flat into student housing. | CON
Uzma's family is moving to Dubai in August. | Uzma's husband's transfer fell through, so the family is staying in Karachi. | CON | 2023-05-01 | 2023-06-15
Vesna said she keeps three beehives and sells the honey to her neighbours. | Vesna has expanded to five beehives this year after catching two wild swarms. | CON
Wendell's grandson is staying with him for the whole summer. | Wendell's grandson went home after only a week because he missed his parents. | CON
Yolanda is hosting Thanksgiving for the whole family. | Yolanda's son offered to host Thanksgiving, so Yolanda won't be hosting this year. | CON
Zubair works from home to help with the twins. | Zubair has gone back to working in the office five days a week. | CON
I live alone with my dog. | My girlfriend has moved in with me and my dog. | CON
Anouk's living room is painted white. | Anouk repainted her living room deep forest green. | CON
Bashir has five grandchildren. | Bashir's sixth grandchild was born on Tuesday. | CON
Cosmin walks his dog Rex himself every lunchtime. | Cosmin is back in the office, so a dog walker now takes Rex out at lunchtime. | CON
Dagny has been married to Henrik for fifteen years, and they live in Bergen with their kids. | Dagny and Henrik are divorced now, and she has moved to Oslo with the kids. | CON
Emilio lives with two flatmates in Turin. | Emilio moved out of his flatshare and now lives with his girlfriend Sara. | CON
Fenna has two rabbits, Snuffel and Pluis, who live in a hutch in the garden. | Fenna has only one rabbit left since Snuffel died. | CON
The user's daughter is learning the violin. | The user's daughter gave up the violin and switched to drums. | CON
Goran's kitchen renovation should be finished by March. | Goran's kitchen renovation has been delayed until June. | CON | 2024-01-10 | 2024-02-20
Hinemoa's son is studying civil engineering in Hamilton. | Hinemoa's son switched from civil engineering to a teaching degree. | CON
Itzel plans to be at the birth of her sister's baby in Oaxaca. | Itzel can no longer travel to Oaxaca for the birth of her sister's baby. | CON
Jarrah's mum lives alone in Broome and says she will never leave. | Jarrah's mum has moved to Perth to live with Jarrah's sister. | CON
Kateryna's parents refuse to leave Kharkiv. | Kateryna's parents have agreed to come and live with her in Warsaw. | CON
Lorenzo's daughter Giulia is fifteen. | Giulia, Lorenzo's daughter, just turned sixteen. | CON | 2023-02-10 | 2023-05-20
Mirela is selling her flat to move in with her boyfriend. | Mirela split up with her boyfriend and has taken her flat off the market. | CON
Nobuhle's grandmother lives alone in Soweto. | Nobuhle's grandmother has moved into a care home in Johannesburg. | CON
Orla is hosting Christmas this year. | Orla's brother is hosting Christmas this year instead of her. | CON | 2023-10-05 | 2023-11-20
I am planning to repaint the garden fence green. | I ended up painting the garden fence grey. | CON
Pita said the deck behind his house is made of treated pine. | Pita replaced his old pine deck with a hardwood one after the boards started rotting. | CON
Rasmus drops his daughter off at nursery every morning. | Rasmus's partner now does all the nursery drop-offs since Rasmus started an early shift. | CON
"""


if __name__ == "__main__":
    from hand_pairs import build  # the shared checks, dates and writer

    build(PAIRS, __file__, "hand-e", 31102, max_words=40)
