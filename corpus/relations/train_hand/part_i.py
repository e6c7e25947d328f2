#!/usr/bin/env python3
"""Hand-written relation pairs, part I (possessions, affiliations and personal attributes).

Domain: the car, motorbike or bicycle someone rides, their phone, laptop and games console,
the gym they go to, the team they support, the one club they play for, their GP, dentist,
hairdresser or barber, their partner's name and relationship status, hair and looks, diet,
favourites, counts (pets, children, siblings, tattoos), their one pet's name or breed, shoe
size, blood type, usual coffee order, place of worship and usual running route.

This part exists for one case the model got wrong: the SAME person, a SINGLE-VALUED
attribute, two DIFFERENT values, often with no change word at all ("X drives a Skoda" /
"X drives a Toyota"), which is CON, not IND or EQV. About half of the CON pairs are in
the bare short register with no change word; the rest use change words, first person,
"the user", reported speech and possessives. The IND pairs are written as minimal
contrasts to them: a different person with the same attribute, an extra item that does not
replace the first, the same shared words on a different attribute, two values of a
multi-valued attribute, an episode vs the attribute, and a wish vs a possession. A smaller
set of EQV/OSN/NSO pairs uses the same attributes, so that "same attribute" does not
always mean CON.

Every pair below was written by hand, one line per pair; the format, the checks and the
dates are described in hand_pairs.py.

    python3 corpus/relations/train_hand/part_i.py   # writes part_i.jsonl next to it
"""

PAIRS = r"""
# ======================================================================== CON
# -- cars, motorbikes and bicycles, no change word
Arjun drives a Toyota Corolla. | Arjun drives a Skoda Octavia. | CON
Catalina's car is a red Fiat Panda. | Catalina's car is a white Seat Ibiza. | CON
Wojciech drives a Ford Focus estate. | Wojciech drives a Volkswagen Passat estate. | CON
The user drives a Nissan Leaf. | The user drives a Tesla Model 3. | CON
I drive a Honda Jazz. | My car is a Kia Picanto. | CON
Efua drives a Mercedes C-Class. | Efua drives a BMW 3 Series. | CON
Sven's car is a Volvo V70. | Sven's car is a Saab 9-3. | CON
Nour drives a black Range Rover Evoque. | Nour drives a silver Audi Q3. | CON
Nikhil's car is a Maruti Swift. | Nikhil drives a Tata Nexon. | CON
Kemal rides a Honda CB500F. | Kemal rides a Triumph Street Twin. | CON
Tevita rides a Yamaha MT-07. | Tevita's motorbike is a Kawasaki Z650. | CON
Dagmar's motorbike is a Ducati Monster. | Dagmar's motorbike is a BMW R nineT. | CON
Jakub's bike is a Brompton folding bike. | Jakub's bike is a Specialized hybrid. | CON
Teodor's bicycle is a steel Surly. | Teodor's bicycle is a Giant e-bike. | CON
My sister drives a Citroën C3. | My sister's car is a Dacia Sandero. | CON
# -- phones, laptops and consoles, no change word
Rania's phone is an iPhone 12. | Rania's phone is a Samsung Galaxy S22. | CON
Quentin uses a Google Pixel 7. | Quentin uses a OnePlus 11. | CON
The user's phone is a Fairphone 4. | The user's phone is an iPhone 14 Pro. | CON
Halvard still uses a Nokia flip phone. | Halvard uses a Samsung Galaxy A54. | CON
Hyun-woo's phone is a Galaxy Z Flip. | Hyun-woo carries an iPhone 15 Pro. | CON
Priyanka's laptop is a MacBook Air. | Priyanka's laptop is a Lenovo ThinkPad. | CON
Dario's laptop is a Dell XPS 13. | Dario's laptop is an HP Spectre. | CON
My laptop is an old Chromebook. | My laptop is a Microsoft Surface. | CON
Olamide plays on a PlayStation 5. | Olamide plays on an Xbox Series X. | CON
Ugo's games console is a Nintendo Switch. | Ugo's games console is a PlayStation 4. | CON
# -- gyms, teams and clubs, no change word
Tamsin goes to the Ironworks gym on Mill Lane. | Tamsin goes to the Pulse gym by the station. | CON
Bruno trains at Kinetic Fitness. | Bruno trains at the Harbour Leisure Centre. | CON
Yusuf lifts at the Foundry gym. | Yusuf lifts at Titan Barbell on Canal Road. | CON
Aditi supports Arsenal. | Aditi supports Tottenham. | CON
Kwame is a Chelsea fan. | Kwame is a Manchester United fan. | CON
Javier supports Real Betis. | Javier supports Sevilla. | CON
Mehmet supports Galatasaray. | Mehmet supports Fenerbahçe. | CON
Fionn supports the Boston Celtics. | Fionn supports the Chicago Bulls. | CON
My football team is Celtic. | I support Hibernian. | CON
Giulia supports Juventus. | Giulia supports Napoli. | CON
Wahid is a Liverpool supporter. | Wahid is a Manchester City supporter. | CON
The user's favourite football team is Ajax. | The user's favourite football team is PSV. | CON
Callum rows for the Tideway Rowing Club. | Callum rows for Thames Vale Rowing Club. | CON
Nikos plays league chess for the Kifisia club. | Nikos plays league chess for the Piraeus club. | CON
# -- doctors, dentists, hairdressers and places of worship, no change word
Zofia's GP is Dr Hartley. | Zofia's GP is Dr Okafor. | CON
Emeka's dentist is Dr Lindqvist on Park Road. | Emeka's dentist is at the Smile Studio on the high street. | CON
Valeria gets her hair cut by Marco at Taglio. | Valeria's hairdresser is Jess at the Curl Up salon. | CON
My GP is Dr Singh at the Elm Tree surgery. | My GP is Dr Bailey at the Riverside Medical Centre. | CON
Zoltan's barber is Laci on Andrássy Street. | Zoltan's barber is a young guy called Gergő near his office. | CON
Anneli attends St Olaf's Lutheran church. | Anneli attends the Pentecostal church on Kings Road. | CON
Baraka worships at the Methodist church in Kilimani. | Baraka worships at All Saints Cathedral in Nairobi. | CON
Hiba goes to the Al-Noor mosque for Friday prayers. | Hiba goes to the Central mosque for Friday prayers. | CON
Gaurav's family goes to the Shri Ram temple in Wembley. | Gaurav's family goes to the Neasden temple. | CON
# -- partners and relationship status, no change word
Lena's husband is called Stefan. | Lena's husband is called Matthias. | CON
Farhan's girlfriend is named Sana. | Farhan's girlfriend is named Mehreen. | CON
Oona is married to a man named Pekka. | Oona's husband is Juha. | CON
The user's partner is called Jordan. | The user's partner is called Sam. | CON
Cyrus's wife is Shirin. | Cyrus's wife is Laleh. | CON
Yasmin's husband is named Karim. | Yasmin is married to Adel. | CON
Kwabena's wife is called Adjoa. | Kwabena's wife is called Akosua. | CON
Beatriz is single. | Beatriz is married. | CON
Paulo is engaged. | Paulo is single. | CON
Wen is divorced. | Wen is married. | CON
I'm in a relationship. | I'm single these days. | CON
# -- hair, looks and body, no change word
Sade has long braids. | Sade has a short afro. | CON
Taro has black hair. | Taro has bleached blond hair. | CON
Gintare has a pixie cut. | Gintare has hair down to her waist. | CON
Marek is bald. | Marek has a full head of curly hair. | CON
The user has brown hair. | The user has red hair. | CON
Imani dyes her hair purple. | Imani dyes her hair green. | CON
Eszter is a blonde. | Eszter has dark brown hair. | CON
Uriel has brown eyes. | Uriel has green eyes. | CON
Vera is 1.62 metres tall. | Vera is 1.75 metres tall. | CON
Ulla wears a size 38 shoe. | Ulla wears a size 40 shoe. | CON
Vikram's blood type is O positive. | Vikram's blood type is B negative. | CON
My blood group is A negative. | My blood group is AB positive. | CON
# -- diet, favourites and usual orders, no change word
Rukmini is vegetarian. | Rukmini is pescatarian. | CON
Vusi eats meat. | Vusi is vegetarian. | CON
Yara is vegan. | Yara eats fish. | CON
I'm pescatarian. | I'm vegan. | CON
Zainab's favourite colour is green. | Zainab's favourite colour is orange. | CON
Aleksandr's favourite film is Stalker. | Aleksandr's favourite film is Solaris. | CON
Delphine's favourite book is Madame Bovary. | Delphine's favourite book is The Stranger. | CON
Hamza's favourite food is biryani. | Hamza's favourite food is lasagne. | CON
My favourite band is Radiohead. | My favourite band is Arcade Fire. | CON
The user's favourite season is autumn. | The user's favourite season is spring. | CON
Esra's favourite flower is the tulip. | Esra's favourite flower is the peony. | CON
Sakura's favourite anime is Mushishi. | Sakura's favourite anime is Cowboy Bebop. | CON
Yosef always orders a flat white. | Yosef always orders a cortado. | CON
Zuri's usual coffee is an oat milk latte. | Zuri's usual coffee is a black Americano. | CON
I always get a cappuccino with an extra shot. | I always get an iced caramel macchiato. | CON
# -- counts and pets, no change word
Fatou has two cats. | Fatou has four cats. | CON
Jun has one sister. | Jun has two sisters. | CON
Kamala has three tattoos. | Kamala has seven tattoos. | CON
Lwazi has no siblings. | Lwazi has a younger brother. | CON
I have two dogs. | I have one dog. | CON
The user has four grandchildren. | The user has six grandchildren. | CON
Nilufar has five siblings. | Nilufar has three siblings. | CON
Ximena has two dogs. | Ximena has three dogs. | CON
Orhan's only dog is a beagle called Pasha. | Orhan's dog is a greyhound called Duman. | CON
Pilar has one cat, called Mango. | Pilar's cat is called Churro. | CON
Radek's one pet is a tortoise named Boris. | Radek's one pet is a hamster named Pepík. | CON
Sunniva's only horse is a grey Arab mare. | Sunniva's only horse is a chestnut Irish cob. | CON
Paola's one dog is a poodle. | Paola's dog is a Jack Russell. | CON
Solveig has a cocker spaniel and no other pets. | Solveig's only pet is a Siamese cat. | CON
# -- usual running route, no change word
Carys's usual run is along the canal towpath. | Carys's usual run is a loop around Roath Park lake. | CON
Dong-hyun runs the same route every morning, along the Han River. | Dong-hyun's morning route goes up Namsan mountain. | CON
Rui's usual running route is the Lisbon riverfront. | Rui's usual running route is through Monsanto forest park. | CON
# -- reported speech and summaries, no change word
Leon said his phone is a Pixel 6. | Leon's phone is an iPhone 13, according to his sister. | CON
Maryam mentioned that her GP is Dr Clarke. | Maryam's GP is Dr Haddad at the Victoria surgery. | CON
Nnamdi told me he has one brother. | Nnamdi has three brothers. | CON
Ondrej said he supports Sparta Prague. | Ondrej supports Slavia Prague. | CON
Ayesha mentioned that her car is a Honda Civic. | Ayesha drives a Suzuki Swift, she said during the call. | CON
According to Marcus, his dentist is on Bridge Street. | Marcus's dentist is in the shopping centre by the bus station. | CON
Keoni told us he has two brothers and no sisters. | Keoni has two sisters. | CON
The user said their partner is a woman named Alex. | The user's partner is a man named Chris. | CON
Joaquín shared that he has four tattoos. | Joaquín has only one tattoo, a small anchor on his wrist. | CON
Mariam said she always orders a mint tea at the café. | Mariam's usual order at the café is a hot chocolate. | CON
# ======================================================================== CON
# -- replaced vehicles and devices (change words)
Eero drives a Volvo XC60. | Eero traded in his Volvo for a Polestar 2 last month. | CON
Florin's car is an old Dacia Logan. | Florin finally got rid of the Dacia and now drives a Toyota RAV4. | CON
Hedda drives a Golf. | Hedda mentioned she sold her Golf and bought an electric Kia Niro. | CON
I drive a Mazda 3. | I switched to a Hyundai Ioniq 5 in the spring. | CON
The user drives a Peugeot 308. | These days the user drives a Citroën C4. | CON
Idris drives a Land Cruiser. | Idris sold the Land Cruiser and now drives a small electric Fiat 500e. | CON
Niamh drives a Fiat 500. | Niamh's new car is a Mini Cooper. | CON
Aiko's husband drives a Toyota Prius. | Aiko's husband traded the Prius for a Honda CR-V. | CON
My brother's car is a VW Polo. | My brother just bought a Ford Kuga and sold the Polo. | CON
Ilkka rides a Harley-Davidson Sportster. | Ilkka sold his Harley and now rides a Honda Africa Twin. | CON
Tariq rides a Vespa. | Tariq swapped his Vespa for a Royal Enfield Classic. | CON
Ugne's bike is a Dutch city bike. | Ugne was given a carbon road bike and sold her Dutch bike. | CON
Jelena's phone is a Huawei P30. | Jelena switched to an iPhone 15 after her Huawei stopped getting updates. | CON
Kaveh uses an iPhone 11. | Kaveh told me he finally moved to Android and now uses a Pixel 8. | CON
My phone is a Samsung Galaxy S10. | I upgraded to a Galaxy S23 and gave the old one to my mum. | CON
Viktor's phone is a BlackBerry. | Viktor finally gave in and bought an iPhone to replace his BlackBerry. | CON
Ismail's laptop is an old Acer. | Ismail replaced his Acer with a MacBook Pro for his design course. | CON
Hoang plays on a PS4. | Hoang upgraded to a PlayStation 5 and sold the PS4 to his cousin. | CON
# -- changed gym, team, club, doctor, hairdresser or church
Lindiwe goes to the Pulse Fitness gym in Rosebank. | Lindiwe cancelled her Pulse membership and now goes to Virgin Active in Sandton. | CON
Mateo goes to the CrossFit box on Ferry Street. | These days Mateo trains at a boxing gym in the old mill instead. | CON
I go to the gym on Fitzwilliam Road. | I've moved to the Ember gym near work. | CON
Noa supports Maccabi Haifa. | Noa said she has switched allegiance to Hapoel Tel Aviv since moving there. | CON
Pratik supports Mumbai Indians. | Pratik has become a Chennai Super Kings supporter since moving to Chennai. | CON
Chayton supports the Denver Broncos. | Chayton said he gave up on the Broncos and roots for the Kansas City Chiefs now. | CON
Oluwaseun plays for the Yaba Rangers basketball club. | Oluwaseun left Yaba Rangers and now plays for Surulere Kings. | CON
Ottilie's dentist is Dr Brandt. | Ottilie moved to a new dentist, Dr Varga, after Dr Brandt retired. | CON
Freya's dentist is in Bristol. | Freya switched to a dentist in Bath after moving. | CON
Gabriela's GP is Dr Moreno. | Gabriela registered with a new GP, Dr Ahmed, when she moved house. | CON
Pania's hairdresser is Aroha at Cut Above. | Pania now gets her hair done by her cousin at home. | CON
Dalia attends St George's Orthodox church. | Dalia stopped going to St George's and now attends the Anglican church near her new flat. | CON
Yohannes attends the Ethiopian Orthodox church in Lewisham. | Yohannes has left the church in Lewisham for an evangelical church near his university. | CON
Femi's usual run is five laps of the park. | Femi has changed his usual run to the riverside path since the park closed for works. | CON
Emre runs along the Bosphorus every morning. | Emre's morning run is now on a treadmill at the gym because of his knee. | CON
# -- changed partner, status, looks or diet
Rashid is married to Amal. | Rashid and Amal divorced, and he is now married to Dina. | CON
Shira has a girlfriend called Tal. | Shira broke up with Tal and is dating someone named Noga. | CON
Thanh is single. | Thanh got engaged to his long-time girlfriend at New Year. | CON
The user has a boyfriend named Kai. | The user said they split up with Kai and are single now. | CON
My husband is Aleksei. | My husband is Vitaly; we got married after my divorce from Aleksei. | CON
Ulrike is vegetarian. | Ulrike started eating fish again and is pescatarian now. | CON
Vanessa is vegan. | Vanessa has gone back to eating meat since her pregnancy. | CON
Zara is a vegetarian. | Zara told me she's been eating chicken again since the autumn. | CON
Wiktor has blond hair. | Wiktor dyed his hair jet black for a festival and kept it. | CON
Xu wears her hair long. | Xu had her hair cut into a short bob over the weekend. | CON
Rasa has short brown hair. | Rasa has grown her hair out and dyed it auburn. | CON
Dunja's hair is dyed pink. | Dunja went back to her natural dark brown hair colour. | CON
Bianca's favourite album is Blue by Joni Mitchell. | Bianca says her favourite album these days is Rumours. | CON
Chinedu's usual order at the café is a cappuccino. | Chinedu gave up dairy and now always orders a black coffee. | CON
Bartek's coffee order is always a double espresso. | Bartek's doctor told him to cut caffeine, so his usual order is now a decaf latte. | CON
# -- changed counts and pets
Yaw has two cats. | Yaw adopted a third cat from the shelter, so he has three now. | CON
Zeynep has one child. | Zeynep's second baby arrived in March. | CON
Amaru has no tattoos. | Amaru got his first tattoo, a condor on his forearm. | CON
Wanda has four tattoos. | Wanda added two more tattoos this summer and now has six. | CON
Malak has three siblings. | Malak's parents had another baby, so she now has four siblings. | CON
Gulshan has two children. | Gulshan welcomed a third child in the spring. | CON
Lorcan's son takes a size 3 shoe. | Lorcan's son has gone up to a size 5 shoe. | CON
Jasmin's only dog is a Labrador called Teddy. | Teddy died, and Jasmin's only dog is now a dachshund called Fritz. | CON
Selin's only pet is a cat named Pamuk. | Selin's only pet is now a parrot called Limon. | CON
I have three cats. | One of my cats died, so I'm down to two. | CON
The user has a goldfish called Bubbles and no other pets. | The user gave the goldfish to a neighbour and now keeps a single hamster. | CON
# -- names a year
Kalinda's laptop is a Surface Pro. | In 2023 Kalinda replaced her Surface with a MacBook Air. | CON | 2021-05-10 | 2023-09-02
Bongani has supported Kaizer Chiefs since he was a boy. | Bongani switched to supporting Orlando Pirates in 2022, to his father's horror. | CON | 2020-03-14 | 2022-11-20
Chidera drives a Toyota Corolla she bought in 2016. | Chidera has been driving a Lexus RX since 2024. | CON | 2021-02-01 | 2024-06-18
# ======================================================================== IND
# -- a different person, the same attribute
Arjun drives a Toyota Corolla. | Arjun's wife drives a Skoda Octavia. | IND
Catalina's car is a red Fiat Panda. | Catalina's brother's car is a white Seat Ibiza. | IND
I drive a Honda Jazz. | My mother drives a Kia Picanto. | IND
My brother drives a Tesla Model Y. | I drive a Toyota Yaris. | IND
Kemal rides a Honda CB500F. | Kemal's riding buddy Serkan rides a Triumph Street Twin. | IND
Rania's phone is an iPhone 12. | Rania's daughter's phone is a Samsung Galaxy A14. | IND
Priyanka's laptop is a MacBook Air. | Priyanka's husband's laptop is a Lenovo ThinkPad. | IND
Olamide plays on a PlayStation 5. | Olamide's younger brother plays on an Xbox Series S. | IND
Tamsin goes to the Ironworks gym on Mill Lane. | Tamsin's flatmate goes to the Pulse gym by the station. | IND
Aditi supports Arsenal. | Aditi's dad supports Tottenham. | IND
Javier supports Real Betis. | Javier's best friend supports Sevilla, which makes derby days tense. | IND
Mehmet supports Galatasaray. | Mehmet's father-in-law supports Fenerbahçe. | IND
Zofia's GP is Dr Hartley. | Zofia's son's GP is Dr Okafor at the university practice. | IND
Lena's husband is called Stefan. | Lena's sister's husband is called Matthias. | IND
Beatriz is single. | Beatriz's twin brother is married. | IND
Wen is divorced. | Wen's ex-husband has married again. | IND
Taro has black hair. | Taro's girlfriend has bleached blond hair. | IND
Sade has long braids. | Sade's daughter has a short afro. | IND
Rukmini is vegetarian. | Rukmini's husband is pescatarian. | IND
Zainab's favourite colour is green. | Zainab's daughter's favourite colour is orange. | IND
Fatou has two cats. | Fatou's neighbour has four cats. | IND
Goran has three children. | Goran's brother has two children. | IND
Vikram's blood type is O positive. | Vikram's wife's blood type is B negative. | IND
Yosef always orders a flat white. | Yosef's colleague always orders a cortado. | IND
The user's phone is a Fairphone 4. | The user's partner has an iPhone 14 Pro. | IND
Carys's usual run is along the canal towpath. | Carys's husband runs a loop around Roath Park lake. | IND
Orhan's only dog is a beagle called Pasha. | Orhan's neighbour has a greyhound called Duman. | IND
Ulla wears a size 38 shoe. | Ulla bought her husband a pair of size 44 slippers. | IND
Hiba goes to the Al-Noor mosque for Friday prayers. | Hiba's brother goes to the Central mosque for Friday prayers. | IND
My football team is Celtic. | My best mate supports Rangers, so we don't watch the derby together. | IND
The user is single. | The user's best friend just got engaged. | IND
# -- an extra item, not a replacement
Wojciech drives a Ford Focus estate. | Wojciech also keeps a vintage Polski Fiat in his garage for sunny weekends. | IND
Nour drives a black Range Rover Evoque. | Nour also has a little scooter for getting around the old town. | IND
Idris drives a Land Cruiser. | Idris also has a pickup truck for the farm. | IND
I drive a Honda Jazz. | I also borrow my dad's van when I need to move furniture. | IND
Ilkka rides a Harley-Davidson Sportster. | Ilkka also owns an old moped that he is restoring with his son. | IND
Teodor's bicycle is a steel Surly. | Teodor also has a rusty single-speed that he leaves at the station. | IND
Quentin uses a Google Pixel 7. | Quentin also carries a cheap Nokia as a backup phone when hiking. | IND
Rania's phone is an iPhone 12. | Rania also has an iPad that she uses for reading recipes. | IND
Kaveh uses an iPhone 11. | Kaveh also got an Apple Watch for his birthday. | IND
Dario's laptop is a Dell XPS 13. | Dario also has a gaming PC with a huge monitor at home. | IND
Olamide plays on a PlayStation 5. | Olamide also has a Nintendo Switch for playing on the train. | IND
Fatou has two cats. | Fatou also keeps chickens in her back garden. | IND
Yaw has two cats. | Yaw also has a tank of tropical fish. | IND
Ximena has two dogs. | Ximena also looks after her neighbour's parrot at weekends. | IND
Kamala has three tattoos. | Kamala also has her nose pierced. | IND
Bruno trains at Kinetic Fitness. | Bruno also does a yoga class at a studio near his office on Wednesdays. | IND
Yusuf lifts at the Foundry gym. | Yusuf also swims at the public baths on Sundays. | IND
The user has four grandchildren. | The user also has two great-grandchildren. | IND
Hamza's favourite food is biryani. | Hamza also loves lasagne. | IND
Jun has one sister. | Jun has two brothers. | IND
Viktor's phone is a BlackBerry. | Viktor's company gave him an iPhone for work calls. | IND
Priyanka's laptop is a MacBook Air. | Priyanka's employer issued her a Dell laptop for work. | IND
# -- shared words, a different attribute
Aditi supports Arsenal. | Aditi took her nephew on a stadium tour at the Emirates. | IND
Kwame is a Chelsea fan. | Kwame bought tickets for the Chelsea match against Brighton. | IND
Mehmet supports Galatasaray. | Mehmet watched the Galatasaray derby at a café in Kadıköy with friends. | IND
Javier supports Real Betis. | Javier played five-a-side on a pitch near the Betis stadium. | IND
Fionn supports the Boston Celtics. | Fionn supports Shamrock Rovers in football. | IND
Pratik supports Mumbai Indians. | Pratik plays cricket for his office team on Saturdays. | IND
Giulia supports Juventus. | Giulia works in the ticket office at Napoli's stadium. | IND
Zofia's GP is Dr Hartley. | Zofia saw a dermatologist, Dr Novak, about a mole. | IND
Emeka's dentist is Dr Lindqvist on Park Road. | Emeka had a filling done at an emergency dental clinic while on holiday. | IND
Valeria gets her hair cut by Marco at Taglio. | Valeria had her nails done at the salon next door to Taglio. | IND
Pania's hairdresser is Aroha at Cut Above. | Pania trained as a hairdresser before she became a teacher. | IND
Tamsin goes to the Ironworks gym on Mill Lane. | Tamsin tried a free day pass at a fancy spa gym and said it was too posh for her. | IND
Cyrus's wife is Shirin. | Cyrus's sister is called Laleh. | IND
Lena's husband is called Stefan. | Lena's husband has a brother called Matthias. | IND
Farhan's girlfriend is named Sana. | Farhan's ex-girlfriend Mehreen got married recently. | IND
Vikram's blood type is O positive. | Vikram donates blood every three months. | IND
Anneli attends St Olaf's Lutheran church. | Anneli went to a Catholic friend's wedding at St Mary's. | IND
Hiba goes to the Al-Noor mosque for Friday prayers. | Hiba volunteers at the Central mosque's food bank on Saturdays. | IND
Baraka worships at the Methodist church in Kilimani. | Baraka sings tenor in the Methodist church choir. | IND
Rui's usual running route is the Lisbon riverfront. | Rui cycles to work along the Lisbon riverfront. | IND
Marek is bald. | Marek has a thick grey beard. | IND
Taro has black hair. | Taro has brown eyes. | IND
Eszter is a blonde. | Eszter wears glasses. | IND
The user has brown hair. | The user has a beard. | IND
Rukmini is vegetarian. | Rukmini is allergic to peanuts. | IND
Goran has three children. | Goran has two grandchildren. | IND
Lwazi has no siblings. | Lwazi has three cousins he grew up with like brothers. | IND
Nilufar has five siblings. | Nilufar has five nieces. | IND
Radek's one pet is a tortoise named Boris. | Radek named his new car Boris too. | IND
Kwabena's wife is called Adjoa. | Kwabena's wife works as a pharmacist. | IND
Uriel has brown eyes. | Uriel had laser eye surgery. | IND
Callum rows for the Tideway Rowing Club. | Callum coaches a junior crew at a school boat club on Saturdays. | IND
The user is a member of the Anytime gym on Queen Street. | The user's gym membership costs thirty pounds a month. | IND
# -- an episode vs the attribute
Arjun drives a Toyota Corolla. | Arjun took the Corolla to a car wash before his cousin's wedding. | IND
Efua drives a Mercedes C-Class. | Efua got a speeding ticket on the motorway to Kumasi. | IND
Sven's car is a Volvo V70. | Sven's Volvo failed its inspection because of worn brakes. | IND
Niamh drives a Fiat 500. | Niamh rented a Mini Cooper for her holiday in Cornwall. | IND
Idris drives a Land Cruiser. | Idris drove across the desert to visit his uncle in Agadez. | IND
Tevita rides a Yamaha MT-07. | Tevita passed an advanced riding course at the weekend. | IND
Teodor's bicycle is a steel Surly. | Teodor cycled all the way to Copenhagen for charity. | IND
Hyun-woo's phone is a Galaxy Z Flip. | Hyun-woo cracked his phone screen on the subway stairs. | IND
Jelena's phone is a Huawei P30. | Jelena bought a new phone case with sunflowers on it. | IND
Hoang plays on a PS4. | Hoang played Mario Kart on his cousin's Switch at a party. | IND
Emre runs along the Bosphorus every morning. | Emre went for a run along the Seine on a work trip to Paris. | IND
Carys's usual run is along the canal towpath. | Carys ran a charity race around Roath Park lake on Saturday. | IND
Yosef always orders a flat white. | Yosef tried a pistachio latte once and hated it. | IND
Chinedu's usual order at the café is a cappuccino. | Chinedu spilled his cappuccino all over his keyboard. | IND
I always get a cappuccino with an extra shot. | I bought an espresso machine for home. | IND
Vusi eats meat. | Vusi cooked a vegetarian curry when his sister visited. | IND
Zara is a vegetarian. | Zara cooked chicken nuggets for her kids and had a salad herself. | IND
Ulrike is vegetarian. | Ulrike tried a new vegan restaurant in Kreuzberg. | IND
Aleksandr's favourite film is Stalker. | Aleksandr watched Solaris for the first time at a film club. | IND
My favourite band is Radiohead. | I saw Arcade Fire live in Montreal and loved it. | IND
Rashid is married to Amal. | Rashid and Amal went to Petra for their anniversary. | IND
Shira has a girlfriend called Tal. | Shira and Tal had a big argument about money. | IND
Thanh is single. | Thanh went on a blind date arranged by his aunt. | IND
The user has a boyfriend named Kai. | Kai cooked the user a birthday dinner. | IND
I'm in a relationship. | I'm having dinner at my partner's parents' house on Sunday. | IND
Wiktor has blond hair. | Wiktor got a haircut before his job interview. | IND
Sade has long braids. | Sade spent six hours at the salon getting her braids redone. | IND
Dunja's hair is dyed pink. | Dunja's pink hair dye stained her pillowcases. | IND
Zoltan's barber is Laci on Andrássy Street. | Zoltan is growing a moustache for Movember. | IND
Zeynep has one child. | Zeynep's son started primary school. | IND
Malak has three siblings. | Malak's siblings threw her a surprise party. | IND
Amaru has no tattoos. | Amaru helped his sister choose a design for her first tattoo. | IND
Solveig has a cocker spaniel and no other pets. | Solveig's spaniel won a rosette at the village dog show. | IND
Pilar has one cat, called Mango. | Pilar is cat-sitting her friend's cat Churro for a week. | IND
Dalia attends St George's Orthodox church. | Dalia's niece was baptised at St George's. | IND
Ottilie's dentist is Dr Brandt. | Ottilie had a wisdom tooth removed at the hospital. | IND
Freya's dentist is in Bristol. | Freya's dentist recommended an electric toothbrush. | IND
My GP is Dr Singh at the Elm Tree surgery. | I saw an out-of-hours doctor at the walk-in centre on Sunday. | IND
Oluwaseun plays for the Yaba Rangers basketball club. | Oluwaseun scored twenty points in the Rangers' game on Saturday. | IND
Chayton supports the Denver Broncos. | Chayton has a Broncos flag hanging in his garage. | IND
Lindiwe goes to the Pulse Fitness gym in Rosebank. | Lindiwe pulled a muscle doing deadlifts at the gym. | IND
# -- a wish, a plan or a trial vs what they have
Tevita would love to own a Ducati one day. | Tevita rides a Yamaha MT-07. | IND
Nikhil dreams of owning a Porsche 911. | Nikhil's car is a Maruti Swift. | IND
Olamide wants to buy an Xbox when the price drops. | Olamide plays on a PlayStation 5. | IND
Quentin is tempted by the new iPhone. | Quentin uses a Google Pixel 7. | IND
Fatou would like a dog someday. | Fatou has two cats. | IND
Beatriz hopes to get married before she turns forty. | Beatriz is single. | IND
Imani is thinking about dyeing her hair green. | Imani dyes her hair purple. | IND
Kemal test-rode a BMW at the dealership but didn't buy it. | Kemal rides a Honda CB500F. | IND
Lindiwe considered joining Virgin Active but found it too expensive. | Lindiwe goes to the Pulse Fitness gym in Rosebank. | IND
I'd love a vintage Land Rover Defender. | I drive a Honda Jazz. | IND
The user is saving up for a MacBook Pro. | The user's laptop is a five-year-old Acer. | IND
Gintare wonders whether a pixie cut would suit her. | Gintare has hair down to her waist. | IND
Hedda thinks she might get a Tesla next. | Hedda drives a Golf. | IND
# -- two values of a multi-valued attribute
Wahid plays football and squash. | Wahid plays tennis. | IND
Bianca likes Joni Mitchell. | Bianca likes Fleetwood Mac. | IND
Chinedu loves jollof rice. | Chinedu loves sushi. | IND
Dalia owns a Kindle. | Dalia owns a pair of noise-cancelling headphones. | IND
Eero is friends with a potter named Aino. | Eero is friends with a chef called Mikko. | IND
Femi has visited Accra. | Femi has visited Nairobi. | IND
Gabriela collects stamps. | Gabriela does Brazilian jiu-jitsu. | IND
I speak Spanish. | I speak Portuguese. | IND
The user likes hiking. | The user likes board games. | IND
Kalinda listens to Tame Impala. | Kalinda listens to Gurrumul. | IND
Lorcan plays hurling. | Lorcan plays the fiddle. | IND
Nnamdi likes Burna Boy. | Nnamdi likes Fela Kuti. | IND
Paola enjoys gardening. | Paola enjoys pottery. | IND
Sunniva rides horses. | Sunniva goes cross-country skiing. | IND
My sister loves Thai food. | My sister loves Ethiopian food. | IND
# ======================================================================== EQV
Fatou has two cats. | Fatou is the owner of two cats. | EQV
Aditi supports Arsenal. | Aditi is an Arsenal fan. | EQV
Sven's car is a Volvo V70. | Sven drives a Volvo V70. | EQV
Rania's phone is an iPhone 12. | Rania uses an iPhone 12. | EQV
Goran has three children. | Goran is a father of three. | EQV
Lwazi has no siblings. | Lwazi is an only child. | EQV
Beatriz is single. | Beatriz isn't in a relationship. | EQV
Cyrus's wife is Shirin. | Cyrus is married to Shirin. | EQV
Marek is bald. | Marek has no hair on his head. | EQV
Rukmini is vegetarian. | Rukmini doesn't eat meat or fish. | EQV
Vikram's blood type is O positive. | Vikram has O+ blood. | EQV
Yosef always orders a flat white. | A flat white is Yosef's usual order. | EQV
Zainab's favourite colour is green. | Green is the colour Zainab likes best. | EQV
Tamsin goes to the Ironworks gym on Mill Lane. | Tamsin trains at the Ironworks gym on Mill Lane. | EQV
Kamala has three tattoos. | Kamala has got three tattoos in total. | EQV
Ulla wears a size 38 shoe. | Ulla's shoe size is 38. | EQV
Emre runs along the Bosphorus every morning. | Every morning, Emre goes for a run by the Bosphorus. | EQV
My GP is Dr Singh at the Elm Tree surgery. | I'm registered with Dr Singh at the Elm Tree surgery. | EQV
The user drives a Nissan Leaf. | The user's car is a Nissan Leaf. | EQV
Kemal rides a Honda CB500F. | Kemal's motorbike is a Honda CB500F. | EQV
Anneli attends St Olaf's Lutheran church. | Anneli goes to church at St Olaf's, a Lutheran church. | EQV
I have two dogs. | I own two dogs. | EQV
# ======================================================================== OSN
Hedda drives a Volkswagen. | Hedda drives a grey Volkswagen Golf that she bought secondhand. | OSN
Priyanka's laptop is a MacBook. | Priyanka's laptop is a silver 13-inch MacBook Air. | OSN
Callum supports a Premier League club. | Callum supports Brighton. | OSN
Ngozi is married. | Ngozi is married to a teacher named Chuka. | OSN
Bongani has a dog. | Bongani has a Rhodesian Ridgeback called Shaka. | OSN
Ines has pets. | Ines has two guinea pigs, Pip and Squeak. | OSN
Matteo is in a relationship. | Matteo is engaged to his girlfriend Chiara. | OSN
Kemal rides a motorbike. | Kemal rides a Honda CB500F. | OSN
Sven's blood type is O. | Sven's blood type is O negative. | OSN
Halvard doesn't eat meat. | Halvard is vegan. | OSN
Leilani has two children. | Leilani has a son and a daughter. | OSN
Ilkka has three siblings. | Ilkka has two older sisters and a younger brother. | OSN
The user supports a basketball team. | The user supports the Golden State Warriors. | OSN
I have a cat. | I have a ginger tomcat called Biscuit. | OSN
Quentin's phone is an Android. | Quentin's phone is a Google Pixel 7. | OSN
Nour goes to a gym near her office. | Nour goes to the Iron Lotus gym, two minutes from her office. | OSN
Marek's dentist is in Kraków. | Marek's dentist is Dr Zielińska in Kraków's Old Town. | OSN
Yara has a tattoo. | Yara has a small swallow tattoo on her ankle. | OSN
Javier supports a Seville club. | Javier supports Real Betis. | OSN
Kaveh's usual coffee is a latte. | Kaveh always orders an oat milk latte with an extra shot. | OSN
Rui runs by the river. | Rui runs along the Tagus from Cais do Sodré to Belém. | OSN
Femi drives a Japanese car. | Femi drives a Toyota Camry. | OSN
Oona is vegetarian. | Oona is vegan. | OSN
Nikos attends an Orthodox church. | Nikos attends the Greek Orthodox cathedral of St Sophia. | OSN
# ======================================================================== NSO
Wojciech drives a dark blue Ford Focus estate with a roof box. | Wojciech drives a Ford. | NSO
Mehmet supports Galatasaray. | Mehmet supports a Turkish football club. | NSO
Aditi supports Arsenal. | Aditi supports a London club. | NSO
Rania's phone is an iPhone 12. | Rania has an Apple phone. | NSO
Lena is married to Stefan. | Lena is married. | NSO
Fatou has two cats. | Fatou has pets. | NSO
Goran has three children. | Goran is a father. | NSO
Vikram's blood type is O positive. | Vikram's blood type is O. | NSO
Tamar is vegan. | Tamar doesn't eat meat. | NSO
Tevita rides a Yamaha MT-07. | Tevita rides a Yamaha. | NSO
Orhan's only dog is a beagle called Pasha. | Orhan has a beagle. | NSO
Carys's usual run is along the Taff Trail by the river. | Carys usually runs by the river. | NSO
Zoltan gets his hair cut by Laci, a barber on Andrássy Street. | Zoltan's barber is on Andrássy Street. | NSO
The user drives an electric Hyundai Kona. | The user drives an electric car. | NSO
I have a son and two daughters. | I have three kids. | NSO
Olamide plays on a PlayStation 5. | Olamide plays on a Sony console. | NSO
Hiba goes to the Al-Noor mosque on Cowley Road for Friday prayers. | Hiba goes to a mosque for Friday prayers. | NSO
Thanh is engaged to Linh. | Thanh is in a relationship. | NSO
Dagmar's motorbike is a red Ducati Monster. | Dagmar rides an Italian motorbike. | NSO
Bianca's favourite album is Blue by Joni Mitchell. | Bianca's favourite album is by Joni Mitchell. | NSO
Kamala has a lotus tattoo on her shoulder. | Kamala has a tattoo. | NSO
Yosef always orders a flat white with oat milk. | Yosef always orders a flat white. | NSO
"""


if __name__ == "__main__":
    from hand_pairs import build  # the shared checks, dates and writer

    build(PAIRS, __file__, "hand-i", 31301, max_words=40)
