#!/usr/bin/env python3
"""Hand-written relation pairs, part C (hard cases across all areas of personal life).

Every pair below was written by hand, one line per pair; the format, the checks and the
dates are described in hand_pairs.py.

    python3 corpus/relations/train_hand/part_c.py   # writes part_c.jsonl next to it
"""

PAIRS = r"""
# ======================================================================== IND
# -- a different person in the same frame
My brother works as a plumber in Leeds. | My brother-in-law works as a plumber in Leeds. | IND
Aiko's mother is a retired nurse. | Aiko's mother-in-law is a retired nurse. | IND
Kwame's cousin is getting married in December. | Kwame's nephew is getting married in December. | IND
Priya's sister is a dentist in Pune. | Priya's stepsister is a dentist in Pune. | IND
Mateo's grandfather was a fisherman in Galicia. | Mateo's great-grandfather was a fisherman in Galicia. | IND
The user's son plays rugby for his school team. | The user's grandson plays rugby for his school team. | IND
Ngozi's husband grew up in Enugu. | Ngozi's father-in-law grew up in Enugu. | IND
I had lunch with my manager on Friday. | I had lunch with my manager's boss on Friday. | IND
Lukas's roommate is training for a triathlon. | Lukas is training for a triathlon. | IND
Yasmin's daughter is learning Arabic calligraphy. | Yasmin is learning Arabic calligraphy. | IND
Dmitri's wife works at the city library. | Dmitri's sister works at the city library. | IND
Oliver's dog is terrified of thunderstorms. | Oliver's neighbour's dog is terrified of thunderstorms. | IND
Siobhan's best friend moved to Galway. | Siobhan's ex-boyfriend moved to Galway. | IND
Amaru's mother is from Cusco. | Amaru's wife is from Cusco. | IND
Mohammed's eldest daughter is a pharmacist. | Mohammed's youngest daughter is a pharmacist. | IND
Wei's parents retired to Hainan. | Wei's in-laws retired to Hainan. | IND
Akira quit his job at Sony. | Akira's wife quit her job at Sony. | IND
Björn's wife is a pilot. | Björn's father-in-law is a pilot. | IND
Aleksander teaches history at a high school in Poznań. | Aleksander's wife teaches history at a high school in Poznań. | IND
Lan's daughter plays the piano. | Lan's daughter's best friend plays the piano. | IND
Eleni's older son is studying law in Athens. | Eleni's younger son is studying law in Athens. | IND
Agus sold his motorbike. | Agus sold his father's motorbike. | IND
# -- a different attribute in the same frame
Elif's office is on the fourth floor. | Elif's flat is on the fourth floor. | IND
Jin-woo's birthday is on March 3. | Jin-woo's wedding anniversary is on March 3. | IND
Tunde's work number ends in 4417. | Tunde's home number ends in 4417. | IND
My car is dark green. | My bike is dark green. | IND
Farhan's favourite sport to watch is cricket. | Farhan's favourite sport to play is badminton. | IND
Chiara's first language is Italian. | Chiara teaches Italian at a language school. | IND
Hana's commute to work takes forty minutes. | Hana's commute to her climbing gym takes forty minutes. | IND
Omar's daughter is allergic to cats. | Omar's daughter is scared of cats. | IND
Thandiwe's mother was born in Durban. | Thandiwe's mother lives in Durban. | IND
Rui's sister studied architecture in Porto. | Rui's sister works as an architect in Lisbon. | IND
Min-jun's favourite season is autumn. | Min-jun's birthday is in autumn. | IND
Sven owns a sailboat. | Sven is taking sailing lessons. | IND
Akua's house has a blue front door. | Akua's shop has a blue front door. | IND
My sister's wedding is in Goa. | My sister's bachelorette party is in Goa. | IND
Kenji's flight to Seoul was delayed. | Kenji's flight back from Seoul was delayed. | IND
Helga bought a new laptop for work. | Helga bought a new laptop for her son. | IND
Lucía's dentist is in Valencia. | Lucía's dermatologist is in Valencia. | IND
Tane coaches the under-12 football team. | Tane coaches the under-14 football team. | IND
Salma's gym opens at 6 a.m. | Salma's café opens at 6 a.m. | IND
Greta's bike was stolen outside the station. | Greta's bike helmet was stolen outside the station. | IND
Kalani's daughter is seven. | Kalani's dog is seven. | IND
Deepa's favourite author is Arundhati Roy. | Deepa met Arundhati Roy at a book signing. | IND
The user's mortgage is with Barclays. | The user's savings account is with Barclays. | IND
Putri's wedding dress was made in Yogyakarta. | Putri's wedding rings were made in Yogyakarta. | IND
Rangi went to school in Rotorua. | Rangi's marae is near Rotorua. | IND
Our neighbour painted his fence white. | Our neighbour painted his garage door white. | IND
Folake bought a dress for her cousin's wedding. | Folake bought a dress for her own engagement party. | IND
Zofia used to live in Gdańsk. | Zofia's parents live in Gdańsk. | IND
I worked at a bakery in high school. | I work at a bakery now. | IND
Nikos smoked in his twenties. | Nikos smokes a pipe on weekends. | IND
# -- a second value of a multi-valued attribute
Zeynep speaks German. | Zeynep speaks Dutch. | IND
I'm allergic to shellfish. | I'm allergic to ibuprofen. | IND
Kofi plays the trumpet in a jazz band. | Kofi plays the drums in a church band. | IND
Ayesha has been to Japan. | Ayesha has been to South Korea. | IND
Marcus has a golden retriever named Duke. | Marcus has a beagle named Rosie. | IND
Valentina volunteers at an animal shelter. | Valentina volunteers at a food bank on Saturdays. | IND
Emeka supports Arsenal. | Emeka supports the Los Angeles Lakers. | IND
Mei is friends with Ana from her book club. | Mei is friends with Ravi from her climbing gym. | IND
Takeshi collects vinyl records. | Takeshi collects vintage film cameras. | IND
Lerato enjoys baking sourdough. | Lerato enjoys making pasta from scratch. | IND
Joaquín has a compass tattoo on his forearm. | Joaquín has his daughter's name tattooed on his wrist. | IND
Aoife finished reading Middlemarch last week. | Aoife finished reading Beloved last week. | IND
Tenzin is a member of the Rotary Club. | Tenzin is a member of a mountaineering club. | IND
The user subscribes to Netflix. | The user subscribes to Spotify Premium. | IND
Nadia shared that she loves painting landscapes. | Nadia shared that she loves writing poetry. | IND
Caroline is thankful for her supportive dad. | Caroline is thankful for her neighbours, who fed her cat while she was away. | IND
One of Bilal's hobbies is chess. | One of Bilal's hobbies is fly fishing. | IND
Wanjiru grows tomatoes on her balcony. | Wanjiru grows mint on her balcony. | IND
I have a cousin in Toronto. | I have a cousin in Vancouver. | IND
Ishaan is taking an evening class in accounting. | Ishaan is taking an evening class in Spanish. | IND
Kemi works as a nurse. | Kemi teaches yoga part-time. | IND
Moussa speaks Wolof and French. | Moussa speaks Arabic. | IND
I've been to Morocco once. | I have been to Tunisia twice. | IND
Sofia loves the films of Wong Kar-wai. | Sofia loves the films of Agnès Varda. | IND
Mamadou owns a taxi. | Mamadou owns a small grocery shop. | IND
Hiroshi plays on his company's football team. | Hiroshi is a member of a local taiko drumming group. | IND
Nurul enjoys batik painting. | Nurul enjoys badminton. | IND
Juan Carlos is fluent in Quechua. | Juan Carlos is fluent in Aymara. | IND
Ruth has a cat called Mochi. | Ruth has a cat called Pickle. | IND
Grace is allergic to bee stings. | Grace is allergic to latex. | IND
My uncle has a farm in Iowa. | My uncle has a house in Florida. | IND
Minh's café serves Vietnamese coffee. | Minh's café serves banh mi. | IND
# -- two dated occurrences of a repeatable event
Yuki ran the Tokyo Marathon in 2022. | Yuki ran the Tokyo Marathon in 2024. | IND | 2022-03-15 | 2024-03-08
I visited my grandparents in Kerala in December 2021. | I visited my grandparents in Kerala in August 2023. | IND | 2022-01-05 | 2023-09-02
Camila had a dentist appointment on 4 March. | Camila had a dentist appointment on 19 September. | IND | 2022-03-05 | 2022-09-20
Piotr saw Metallica live in Warsaw in 2019. | Piotr saw Metallica live in Warsaw in 2024. | IND | 2019-08-30 | 2024-07-10
Mariam hosted the family Eid dinner last year. | Mariam hosted the family Eid dinner this year. | IND
Callum caught the flu in January 2020. | Callum caught the flu in February 2023. | IND | 2020-01-25 | 2023-02-14
The user's team won the pub quiz on 12 May. | The user's team won the pub quiz on 9 June. | IND | 2023-05-13 | 2023-06-10
Hao flew to Singapore for work in April 2022. | Hao flew to Singapore for work in November 2022. | IND | 2022-04-20 | 2022-11-28
Noa gave a talk at a conference in Haifa in 2021. | Noa gave a talk at a conference in Haifa in 2024. | IND | 2021-06-11 | 2024-05-30
Parisa had a job interview at Deloitte in June 2023. | Parisa had a job interview at Deloitte in February 2024. | IND | 2023-06-15 | 2024-02-20
Ama's family went camping at Lake Volta in 2021. | Ama's family went camping at Lake Volta in 2023. | IND | 2021-08-15 | 2023-08-20
I donated blood in March. | I donated blood again in July. | IND | 2024-03-20 | 2024-07-18
Diego got a speeding ticket last spring. | Diego got a speeding ticket on the way to Toledo last week. | IND | 2021-09-10 | 2022-11-20
Aibek watched his son's football match on 4 May. | Aibek watched his son's football match on 18 May. | IND | 2024-05-05 | 2024-05-19
# -- a feeling vs an action
Leila loves hiking. | Leila went hiking in the Atlas Mountains last weekend. | IND
Chidi is nervous about his driving test. | Chidi booked his driving test for next Thursday. | IND
Olivia feels proud of her vegetable garden. | Olivia spent Saturday weeding her vegetable garden. | IND
Matti is worried about his father's health. | Matti drove his father to a cardiology appointment. | IND
Sakura enjoys cooking for friends. | Sakura cooked dinner for six friends on Saturday. | IND
Dariush is excited about his new job. | Dariush started his new job on Monday. | IND
Anya felt lonely after moving to Helsinki. | Anya joined a choir after moving to Helsinki. | IND
Ikenna says he hates running. | Ikenna ran a charity 5K with his colleagues. | IND
Marcus expressed that he finds painting relaxing. | Marcus painted a sunset over the lake last week. | IND
Jamal is scared of flying. | Jamal flew to Atlanta for his cousin's wedding. | IND
Nomvula misses her late grandmother. | Nomvula visited her grandmother's grave on Sunday. | IND
Sipho feels motivated to get fit. | Sipho went to the gym three times this week. | IND
Yetunde is frustrated with her landlord. | Yetunde asked her landlord to fix the boiler. | IND
Keanu loves the ocean. | Keanu went snorkelling at Hanauma Bay. | IND
# -- a plan vs its outcome
Haruka plans to adopt a rescue dog. | Haruka adopted a greyhound from a rescue centre in May. | IND
Arjun is planning a trip to Iceland. | Arjun spent a week in Iceland in March. | IND
Selam wants to open a bakery. | Selam opened a bakery in Addis Ababa. | IND | 2022-08-11 | 2024-03-02
Tomasz hopes to get into medical school. | Tomasz started medical school in Kraków. | IND
Beatriz is saving up for a car. | Beatriz bought a second-hand Fiat. | IND | 2021-05-18 | 2021-11-02
Luca wants to learn Japanese before his trip. | Luca passed the JLPT N5 exam. | IND
The user is thinking about proposing to his girlfriend. | The user proposed to his girlfriend on the beach. | IND
Fatou signed up for a half marathon in October. | Fatou finished a half marathon in 2 hours 5 minutes. | IND
Emre intends to run for the local council. | Emre won a seat on the local council. | IND
Astrid wants to climb Kilimanjaro. | Astrid climbed Mount Kenya last year. | IND
Pilar is applying for jobs in Madrid. | Pilar got a job offer from a firm in Madrid. | IND
Kwabena hopes to buy a house this year. | Kwabena signed a lease on a bigger flat. | IND
Solomon wants to visit Lalibela. | Solomon visited Axum with his parents. | IND
# -- topic overlap in conversation-summary style
Inês talked about her ceramics course. | Inês feels that working with clay keeps her calm. | IND
Darnell expressed that camping with his kids is his favourite way to unwind. | Darnell mentioned that his kids roasted marshmallows on their last camping trip. | IND
Ngozi shared that her garden attracts lots of butterflies. | Ngozi shared that she planted lavender in her garden. | IND
Caroline is thankful for her mentor at work. | Caroline talked about a project her mentor helped her finish. | IND
Jonas discussed his plans to renovate the kitchen. | Jonas said the cost of kitchen materials is stressing him out. | IND
Rania mentioned she is reading a book about the history of Cairo. | Rania expressed that she misses living in Cairo. | IND
Kavya talked about her daughter's dance recital. | Kavya said her daughter has been dancing since age four. | IND
Hyun shared a photo of his new bike. | Hyun said cycling to work saves him money. | IND
Obinna expressed gratitude for his church community. | Obinna sings in his church choir. | IND
Esi talked about her trip to Cape Coast. | Esi said she wants to take her kids to Cape Coast someday. | IND
Ximena said she's been feeling burned out at work. | Ximena mentioned she's taking a week off in August. | IND
Gulnara shared that she started learning the dombra. | Gulnara said music reminds her of her grandmother. | IND
Zainab talked about her son's first day at school. | Zainab expressed that she worries her son is shy. | IND
Raúl mentioned he has been watching a lot of Formula 1. | Raúl shared that he is going to the Monaco Grand Prix. | IND
Thao shared that she enjoys running by the river. | Thao said she bought new running shoes. | IND
Imani expressed that her therapist has helped her a lot. | Imani talked about feeling anxious before exams. | IND
Tamar talked about her grandmother's recipes. | Tamar shared that she is writing a family cookbook. | IND
Bongani said his band is recording an album. | Bongani expressed that music is his way of coping with stress. | IND
Mele mentioned she is learning to weave. | Mele said her aunt taught her traditional Tongan dances. | IND
Caroline is thankful for her sister's help with the move. | Caroline talked about how stressful moving house was. | IND

# ======================================================================== EQV
# -- world knowledge, low word overlap
Aminata works as a children's doctor. | Aminata is a paediatrician. | EQV
Hamza works as a vet. | Hamza is a veterinary surgeon. | EQV
Zanele is an attorney. | Zanele works as a lawyer. | EQV
My mum's mother lives with us. | My maternal grandmother lives with us. | EQV
Rohan's father's brother owns a restaurant. | Rohan's paternal uncle owns a restaurant. | EQV
Agnieszka is teetotal. | Agnieszka doesn't drink alcohol. | EQV
Ji-ho eats a vegan diet. | Ji-ho eats no animal products at all. | EQV
Lan's son is in his first year of university. | Lan's son is a university freshman. | EQV
The user works the night shift. | The user works overnight. | EQV
Otieno lives in Kenya's capital. | Otieno lives in Nairobi. | EQV
Malia lives in the Aloha State. | Malia lives in Hawaii. | EQV
Freya is a GP. | Freya is a family doctor. | EQV
Sok quit smoking. | Sok is a former smoker. | EQV
Tuan works for himself. | Tuan is self-employed. | EQV
Xochitl is expecting her first baby. | Xochitl is pregnant with her first child. | EQV
Imani is an only child. | Imani has no brothers or sisters. | EQV
Théo holds a PhD in chemistry. | Théo has a doctorate in chemistry. | EQV
Astrid is a Norwegian citizen. | Astrid holds Norwegian citizenship. | EQV
Seo-yeon is five foot four. | Seo-yeon is about 163 cm tall. | EQV
Hemi's dog weighs 30 kilograms. | Hemi's dog weighs about 66 pounds. | EQV
Rangi speaks te reo Māori. | Rangi speaks the Māori language. | EQV
Pema lives in Thimphu. | Pema lives in the capital of Bhutan. | EQV
Sipho's birthday is on Christmas Day. | Sipho was born on December 25. | EQV
Youssef lives in the same building as his office. | Youssef lives in the building where he works. | EQV
Tesfaye's wife is an obstetrician. | Tesfaye's wife is a doctor specialising in pregnancy and childbirth. | EQV
Ingrid is a dermatologist. | Ingrid is a skin doctor. | EQV
Kenji is a Tokyo native. | Kenji was born in Tokyo. | EQV
Anya's mother-in-law lives with Anya and her husband. | Anya's husband's mother lives with them. | EQV
Mariana teaches at the elementary school in her town. | Mariana is a primary school teacher in her town. | EQV
Hassan has lived in Manchester his whole life. | Hassan has never lived anywhere but Manchester. | EQV
The user's partner is a software developer. | The user's partner writes software for a living. | EQV
Ruth is hard of hearing. | Ruth has partial hearing loss. | EQV
Cian is colour-blind. | Cian has a colour vision deficiency. | EQV
Eleni married her high school sweetheart. | Eleni's husband was her boyfriend in high school. | EQV
Ahmad dropped out of university. | Ahmad left university without finishing his degree. | EQV
Luka is a night owl. | Luka habitually stays up late. | EQV
The user's flat is a studio. | The user lives in a one-room apartment. | EQV
Hira is a neurosurgeon. | Hira is a brain surgeon. | EQV
Raphael earns his living as a translator. | Raphael is a professional translator. | EQV
Ayumi is a stay-at-home mom. | Ayumi is a full-time homemaker who looks after her kids. | EQV
Chen Jing is a pescatarian. | Chen Jing eats fish but no other meat. | EQV
Abebe's daughter is in her final year of secondary school. | Abebe's daughter is a high school senior. | EQV
Fumiko is an octogenarian. | Fumiko is in her eighties. | EQV
Daniela is a sommelier. | Daniela is a professional wine steward. | EQV
Pablo's car runs entirely on battery power. | Pablo's car is fully electric. | EQV
Leah keeps kosher. | Leah follows Jewish dietary laws. | EQV
Mustafa fasts during Ramadan. | Mustafa observes the Ramadan fast. | EQV
Mehdi lives in the capital of Morocco. | Mehdi lives in Rabat. | EQV
Ayla lives in Turkey's capital. | Ayla lives in Ankara. | EQV
Kalinda works in the emergency department. | Kalinda works in the ER. | EQV
Marta doesn't have a driving licence. | Marta isn't licensed to drive. | EQV
Haruto passed his driving test. | Haruto got his driver's licence. | EQV
Lwazi had to put his old dog down last month. | Lwazi's old dog was euthanised last month. | EQV
Isabela works from home. | Isabela works remotely. | EQV
# -- dates and quantities
Karim has been married for ten years. | Karim got married in 2014. | EQV | 2024-11-20 | 2024-12-01
Aroha turned forty in 2023. | Aroha was born in 1983. | EQV | 2023-10-01 | 2024-01-15
Yetunde was widowed in 2020. | Yetunde's husband died in 2020. | EQV | 2021-03-01 | 2022-05-10
Daiki has lived in Kyoto since 2015. | Daiki moved to Kyoto in 2015 and still lives there. | EQV | 2023-02-11 | 2023-09-04
Obinna retired in 2022. | Obinna has been retired since 2022. | EQV | 2023-01-20 | 2023-06-30
Chiamaka's wedding is on the last Saturday of June 2025. | Chiamaka is getting married on 28 June 2025. | EQV | 2024-11-02 | 2025-01-14
Giorgos has been living in Munich for three years. | Giorgos moved to Munich in 2021. | EQV | 2024-04-10 | 2024-05-22
Zora's daughter was born in March 2020. | Zora's daughter is three years old. | EQV | 2023-06-10 | 2023-07-01
I started at Shopify in January 2022. | I've been working at Shopify for two years. | EQV | 2024-01-20 | 2024-02-15
Itzel's grandmother turns 100 in 2025. | Itzel's grandmother was born in 1925. | EQV | 2024-08-01 | 2024-09-10
Zeynep's son was born on New Year's Day 2021. | Zeynep's son was born on 1 January 2021. | EQV | 2021-02-01 | 2022-06-01
Marguerite has lived in Quebec City for twenty years. | Marguerite moved to Quebec City in 2003. | EQV | 2023-03-10 | 2023-07-21
Aziz got divorced last year. | Aziz's divorce was finalised in 2022. | EQV | 2023-04-01 | 2023-05-12
Elif's twins turned six in May 2024. | Elif's twins were born in May 2018. | EQV | 2024-06-01 | 2024-07-01
Ivan has been meat-free since 2018. | Ivan hasn't eaten meat since 2018. | EQV | 2022-02-14 | 2022-08-30
Quynh celebrated her fiftieth birthday last month. | Quynh turned 50 last month. | EQV
Pilar runs 10K every Saturday. | Every Saturday, Pilar runs ten kilometres. | EQV
I work four days a week. | I have a four-day working week. | EQV
The user wakes up at 5:30 every weekday. | On weekdays, I get up at half past five. | EQV
# -- structure, person and register
Milica is fluent in Serbian and English. | Milica speaks English and Serbian fluently. | EQV
Kiri does her grocery shopping on Sundays. | Kiri buys her groceries every Sunday. | EQV
I cycle to work every day. | I ride my bike to work daily. | EQV
The user's twin sister is called Maya. | Maya is the user's twin sister. | EQV
Nia's parents divorced when she was eight. | Nia was eight when her parents split up. | EQV
I am allergic to peanuts. | The user has a peanut allergy. | EQV
I don't eat pork. | The user avoids eating pork. | EQV
My grandmother raised me. | I was brought up by my grandmother. | EQV
Lars is not married. | Lars is unmarried. | EQV
Emre's daughter is his only child. | Emre has one child, a daughter. | EQV
Aisha's husband is a pilot for Emirates. | Aisha is married to an Emirates pilot. | EQV
Leilani is bilingual in English and Hawaiian. | Leilani speaks both English and Hawaiian fluently. | EQV
Jonas sold his car and now takes the bus everywhere. | Jonas no longer owns a car and gets around by bus. | EQV
Kofi is afraid of heights. | Kofi has a fear of heights. | EQV
Valentina's husband is ten years older than her. | Valentina is ten years younger than her husband. | EQV
Ayaan is the eldest of four children. | Ayaan is the oldest of four siblings. | EQV
Björn commutes by ferry. | Björn takes the ferry to work. | EQV
Daniel's mother is Korean and his father is Ghanaian. | Daniel has a Ghanaian father and a Korean mother. | EQV
I live two blocks from the beach. | My home is two blocks away from the beach. | EQV
Hui Min lives in Johor Bahru and commutes daily to her job in Singapore. | Hui Min works in Singapore but lives in Johor Bahru, crossing the border every day. | EQV
Tomás is the father of two girls. | Tomás has two daughters. | EQV
Nasrin's brother is a chef at a Persian restaurant. | Nasrin's brother cooks professionally at a Persian restaurant. | EQV
The user's ex-wife lives in Cork. | The user's former wife lives in Cork. | EQV
Yaw is a morning person. | Yaw prefers getting up early. | EQV
Gabriel's favourite band is Radiohead. | Radiohead is Gabriel's favourite band. | EQV
Lucas was born in Belo Horizonte. | Lucas's birthplace is Belo Horizonte. | EQV
Hyun-woo graduated from Seoul National University. | Hyun-woo is a graduate of Seoul National University. | EQV
Faisal's children are all grown up. | All of Faisal's kids are adults now. | EQV
Mei's husband is a firefighter. | Mei is married to a firefighter. | EQV
Sunita moved back in with her parents. | Sunita is living with her parents again. | EQV
Chinwe's mum is her best friend. | Chinwe's best friend is her mother. | EQV
Bich Ngoc's father is a retired army colonel. | Bich Ngoc's dad retired from the army as a colonel. | EQV
Hugo was born in the same year as his wife. | Hugo and his wife were born in the same year. | EQV
# -- summary style vs plain style
Arif mentioned that he adopted a kitten. | Arif adopted a kitten. | EQV
Ngozi shared that she got promoted to senior engineer. | Ngozi was promoted to senior engineer. | EQV
Marcus expressed that he is proud of his daughter for graduating. | Marcus is proud that his daughter graduated. | EQV
Caroline is thankful for her supportive mom. | Caroline is grateful to her mother for supporting her. | EQV
Jun said he's been learning to skateboard. | Jun has been learning to skateboard. | EQV
Ama talked about how she met her husband at university. | Ama met her husband at university. | EQV
Budi mentioned that his favourite dish is rendang. | Budi's favourite dish is rendang. | EQV
According to Lucía, her brother is a firefighter. | Lucía's brother is a firefighter. | EQV
Sofia told me she's moving to Lisbon in the spring. | Sofia is moving to Lisbon in the spring. | EQV
Katya expressed that she's nervous about her thesis defence. | Katya feels nervous about defending her thesis. | EQV
Ravi mentioned that his wife is a nurse at a cancer hospital. | Ravi's wife works as a nurse at a cancer hospital. | EQV
Naledi expressed that she wants to go back to school to study psychology. | Naledi hopes to return to school to study psychology. | EQV
Hiroshi shared that his father is recovering from a stroke. | Hiroshi's father is recovering from a stroke. | EQV | 2020-03-23 | 2020-03-23
Marcus talked about his fear of public speaking. | Marcus is afraid of public speaking. | EQV
Thandiwe is grateful that her brother lent her money. | Thandiwe is thankful to her brother for the loan. | EQV
Élodie said her favourite city is Marseille. | Élodie's favourite city is Marseille. | EQV
Joon mentioned that he quit his job to start a restaurant. | Joon quit his job to open a restaurant. | EQV
Neha expressed frustration that her flight was cancelled. | Neha was frustrated that her flight got cancelled. | EQV
Olumide shared that he and his wife are expecting twins. | Olumide's wife is pregnant with twins. | EQV
Sergio expressed that he's thrilled about becoming a grandfather. | Sergio is excited to become a grandfather. | EQV
Yasmin mentioned she has been sober for five years. | Yasmin hasn't had a drink in five years. | EQV | 2022-09-27 | 2022-10-02
Min-jun shared that he runs a small bakery with his mother. | Min-jun and his mother run a small bakery together. | EQV
Sara said she's allergic to dogs. | Sara has a dog allergy. | EQV
Caroline is thankful for the nurses who cared for her dad. | Caroline appreciates the nurses who looked after her father. | EQV
Akosua expressed that she prefers tea to coffee. | Akosua likes tea more than coffee. | EQV

# ======================================================================== OSN
# -- world knowledge: place, breed, instrument family, job hierarchy
Aiko lives in Japan. | Aiko lives in Sapporo. | OSN
Mateo is a doctor. | Mateo is an orthopaedic surgeon. | OSN
Kwabena has a dog. | Kwabena has a Rhodesian ridgeback. | OSN
Ingrid plays a string instrument. | Ingrid plays the viola in a quartet. | OSN
Farida plays a brass instrument. | Farida plays the French horn. | OSN
Jonas has a pet bird. | Jonas has a cockatiel called Pip. | OSN
Oksana lives in Ukraine. | Oksana lives in Lviv. | OSN
Keisha works in tech. | Keisha is a software engineer at Microsoft. | OSN
Babajide is a teacher. | Babajide teaches maths at a secondary school in Ibadan. | OSN
Siddharth is a musician. | Siddharth plays the sitar professionally. | OSN
Matteo has been to South America. | Matteo spent two weeks hiking in Patagonia. | OSN
Élodie is learning a Romance language. | Élodie is learning Portuguese. | OSN
Avi served in the military. | Avi served in the Israeli Navy. | OSN
Dorji works in hospitality. | Dorji manages a hotel in Paro. | OSN
Adaeze is a nurse. | Adaeze is a neonatal intensive care nurse. | OSN
Ivana is a lawyer. | Ivana is a family lawyer at a firm in Zagreb. | OSN
Tariq drives a sports car. | Tariq drives a Porsche 911. | OSN
Eilidh lives in Scotland. | Eilidh lives in Inverness. | OSN
Quynh was born in Vietnam. | Quynh was born in Huế. | OSN
Ren plays a team sport. | Ren plays volleyball. | OSN
Paolo works in finance. | Paolo is an investment banker in Milan. | OSN
Rizal works for an airline. | Rizal is a pilot for Garuda Indonesia. | OSN
Jamal keeps a reptile as a pet. | Jamal keeps a bearded dragon. | OSN
Shirin works at a university. | Shirin is a lecturer in Persian literature at SOAS. | OSN
Yasmin is a vegetarian. | Yasmin is a vegan. | OSN
Haruka lives in Kansai. | Haruka lives in Osaka. | OSN
Lakshmi lives in South India. | Lakshmi lives in Chennai. | OSN
Emre drives a German car. | Emre drives a BMW 3 Series. | OSN
Chidi plays a keyboard instrument. | Chidi plays the organ at St Paul's. | OSN
Selin is an athlete. | Selin is a professional volleyball player. | OSN
Aroha works in healthcare. | Aroha is a midwife in Wellington. | OSN
Thiago works in construction. | Thiago is a site foreman for a construction company in Recife. | OSN
Jin speaks a Chinese language. | Jin speaks Cantonese. | OSN
Kavya's husband works in IT. | Kavya's husband is a network administrator at Infosys. | OSN
Wanjiru has been to Europe. | Wanjiru visited Rome and Florence on her honeymoon. | OSN
Dong-hyun is in the army. | Dong-hyun is doing his mandatory military service in the Korean army. | OSN
Sakura studied abroad. | Sakura spent a year in Melbourne as an exchange student from Osaka. | OSN
Hamid has been to the United States. | Hamid spent a semester at Boston University. | OSN
Diego is a football fan. | Diego is a lifelong Boca Juniors fan. | OSN
Femi's wife is a doctor. | Femi's wife is a paediatric oncologist. | OSN
Lena lives in Germany. | Lena lives in a flat in Leipzig. | OSN
Nayeli's family is from Mexico. | Nayeli's family is from Oaxaca. | OSN
Katarzyna works in a school. | Katarzyna is the headteacher of a primary school in Łódź. | OSN
Rahul lives in Maharashtra. | Rahul lives in Pune. | OSN
Imogen plays a woodwind instrument. | Imogen plays the clarinet. | OSN
Samuel owns a hound. | Samuel owns a basset hound. | OSN
Chloé's mother works in a hospital. | Chloé's mother is a radiographer at the university hospital in Lyon. | OSN
Mpho lives in Gauteng. | Mpho lives in Soweto. | OSN
Jorge supports a Spanish football club. | Jorge is a season-ticket holder and lifelong supporter of Real Betis. | OSN
Yerlan works in the oil industry. | Yerlan is a petroleum engineer on an offshore rig in the Caspian. | OSN
Carlos owns a restaurant. | Carlos owns a taquería in San Antonio. | OSN
Ana is a university student. | Ana is a second-year medical student at the University of São Paulo. | OSN
Olga is a scientist. | Olga is a marine biologist studying coral reefs. | OSN
Ayodele works for a bank. | Ayodele is a branch manager at Access Bank in Abuja. | OSN
Akua owns a business. | Akua owns a tailoring shop in Kumasi. | OSN
Hoda has a cat. | Hoda has a Persian cat named Simsim. | OSN
Hyun has a pet. | Hyun has a hamster named Dubu. | OSN
Roksana does martial arts. | Roksana has a brown belt in judo. | OSN
The user was born in the 1990s. | The user was born in 1994. | OSN | 2021-04-04 | 2021-09-09
# -- added names, dates, quantities, details
Noor has a sister. | Noor has a sister named Hiba. | OSN
Liam ran a marathon. | Liam ran the Chicago Marathon in 2023. | OSN | 2023-11-05 | 2024-01-10
Amara got married. | Amara got married in Lagos in April 2022. | OSN | 2022-05-01 | 2022-07-15
I have kids. | I have three kids. | OSN
Sven has been to Japan. | Sven has visited Japan twice, in 2019 and 2023. | OSN | 2023-06-01 | 2023-12-01
Cian broke his arm. | Cian broke his left arm falling off a ladder. | OSN
Valentina has a tattoo. | Valentina has a small hummingbird tattoo on her ankle. | OSN
Hannah adopted a dog. | Hannah adopted a three-year-old beagle named Pepper. | OSN
Tesfaye runs every morning. | Tesfaye runs eight kilometres every morning before work. | OSN
Rosa owns a car. | Rosa owns a red Toyota Corolla. | OSN
Nuno went to university in Portugal. | Nuno studied engineering at the University of Coimbra. | OSN
Njeri has siblings. | Njeri has two younger sisters. | OSN
Kalani surfs. | Kalani surfs at Pipeline most mornings. | OSN
The user is a grandparent. | The user has three grandchildren. | OSN
Niamh is in a relationship. | Niamh has been dating Ciarán for six months. | OSN
Giulia has a brother. | Giulia's brother Marco is a chef in Bologna. | OSN
Chen moved abroad. | Chen moved from Shanghai to Toronto in 2020. | OSN | 2021-01-10 | 2021-06-01
Tomás plays a sport. | Tomás plays padel twice a week. | OSN
Gulnara is married. | Gulnara has been married to Timur since 2012. | OSN | 2022-03-01 | 2022-09-09
Mariana moved house. | Mariana moved into a two-bedroom flat in Guadalajara last spring. | OSN
Sione has children. | Sione has four children, the eldest of whom is twelve. | OSN
Aarav is studying. | Aarav is studying for a master's in data science at IIT Delhi. | OSN
The user's favourite cuisine is Italian. | The user's favourite cuisine is Italian, especially Neapolitan pizza. | OSN
Marguerite speaks French. | Marguerite speaks French, English and Haitian Creole. | OSN
Aino had surgery. | Aino had knee surgery in Tampere last month. | OSN
Bolat rides horses. | Bolat rides his Akhal-Teke stallion every weekend. | OSN
Tamar has a degree. | Tamar has a bachelor's degree in social work from Tel Aviv University. | OSN
Jae-won has a younger sibling. | Jae-won's younger brother is a conscript in the army. | OSN
Dmitri relocated for work. | Dmitri relocated to Yekaterinburg when his company opened an office there. | OSN
Zanele has a grandchild. | Zanele became a grandmother when her daughter had a baby girl. | OSN
Wei plays board games. | Wei plays Go every evening with his grandfather. | OSN
Nadia's son is a teenager. | Nadia's son just turned fifteen. | OSN
Ibrahim went on a pilgrimage. | Ibrahim performed Hajj in Mecca in 2023. | OSN | 2023-07-15 | 2023-09-20
Lucía works night shifts. | Lucía works night shifts as an ICU nurse. | OSN
The user bought a house. | The user bought a three-bedroom house in Leeds. | OSN
Sanjay takes medication for his blood pressure. | Sanjay takes 5 mg of amlodipine daily for his blood pressure. | OSN
Freya is pregnant. | Freya is 20 weeks pregnant with a baby girl. | OSN
Anh's daughter goes to school. | Anh's daughter is in third grade at Lincoln Elementary. | OSN
Pieter collects stamps. | Pieter collects stamps from former Soviet republics. | OSN
Ahmed's father is retired. | Ahmed's father retired from teaching in 2020. | OSN | 2021-02-02 | 2021-05-05
Rafael has a sibling. | Rafael has a twin brother. | OSN
Patrice is a grandfather. | Patrice has seven grandchildren. | OSN
Hemi had a baby. | Hemi and his partner welcomed a baby boy named Nikau in March. | OSN
Duc drinks coffee. | Duc drinks two cups of Vietnamese iced coffee every morning. | OSN
Nicolás learned to dance. | Nicolás learned to dance tango in Buenos Aires. | OSN
Fiona has pets. | Fiona has two rabbits and a guinea pig. | OSN
Kaveh works from home on some days. | Kaveh works from home on Mondays and Fridays. | OSN
Amir lost weight. | Amir lost 12 kilograms after taking up cycling. | OSN
Cheng got a promotion. | Cheng was promoted to head of logistics in January. | OSN
Eamon plays golf. | Eamon plays golf off a handicap of twelve. | OSN
Sina has a boat. | Sina has a small fishing boat moored in Apia. | OSN
Juma owns livestock. | Juma owns thirty goats and a few cows. | OSN
I went to a concert last night. | I saw Burna Boy in concert last night. | OSN
Ayelet had a baby. | Ayelet gave birth to a baby girl in November. | OSN
Kenta went to a music festival. | Kenta went to Fuji Rock Festival with his college friends. | OSN
The user's daughter plays an instrument. | The user's daughter plays the cello in her school orchestra. | OSN
Ida has a scar. | Ida has a scar on her chin from a childhood fall. | OSN
Kamala's grandson graduated. | Kamala's grandson graduated from law school in Chennai in May. | OSN
Yuna is anxious about her exams. | Yuna is anxious about her university entrance exams in November. | OSN
Precious has a daughter. | Precious has a daughter named Lindiwe who is studying nursing. | OSN
Matías got a pet. | Matías got a parrot from his grandmother. | OSN
Sahar is learning to drive. | Sahar is learning to drive and has her test in June. | OSN
Halima is getting married. | Halima is getting married to Yusuf in Kano next August. | OSN
Ximena has a sister. | Ximena shared that her older sister lives in Monterrey. | OSN
# -- summary style
Ngozi adopted a puppy. | Ngozi shared that she adopted a puppy and named it Biscuit. | OSN
Marcus went hiking. | Marcus mentioned that he went hiking in the Rockies with his brother. | OSN
Caroline is thankful for her mom. | Caroline is thankful for her mom, who drove her to every chemo appointment. | OSN
Esi volunteers. | Esi shared that she volunteers at a children's hospital on weekends. | OSN
Kenji is learning to cook. | Kenji said he's learning to cook Thai food from YouTube videos. | OSN
Leila goes to a woodworking class. | Leila talked about her weekly woodworking class and said it keeps her grounded. | OSN
Marcus expressed that he enjoys photography. | Marcus expressed that he enjoys photography, especially shooting wildlife at dawn. | OSN
Ngozi talked about her new job. | Ngozi talked about her new job as a data analyst at a hospital in Abuja. | OSN
Caroline is grateful for her friends. | Caroline is grateful for her friends, who threw her a surprise party for her 30th. | OSN
Arturo mentioned he's learning an instrument. | Arturo mentioned he's learning the accordion from his uncle. | OSN
Ngozi expressed that she loves travelling. | Ngozi expressed that she loves travelling and that Zanzibar was her favourite trip so far. | OSN
Mira lives by the sea. | Mira lives in a cottage overlooking the sea in Cornwall. | OSN
Putri studied abroad. | Putri shared that she left Indonesia to do her master's in Melbourne and loved the coffee there. | OSN

I have a younger brother. | My younger brother Tomasz just started secondary school. | OSN
I work in healthcare. | I'm a physiotherapist at a sports clinic in Leeds. | OSN
I speak a Scandinavian language. | I speak Danish. | OSN
Kamal shared that he moved to Canada. | Kamal shared that he moved to Winnipeg with his wife and two sons. | OSN

# ======================================================================== NSO
# -- world knowledge: place, breed, instrument family, job hierarchy, kinship
Ana lives in Porto. | Ana lives in Portugal. | NSO
Rohan owns a border collie. | Rohan owns a dog. | NSO
Chiara plays the oboe. | Chiara plays a woodwind instrument. | NSO
Hiroshi is a cardiologist. | Hiroshi is a doctor. | NSO
Mehmet's wife's sister is staying with them. | Mehmet's sister-in-law is staying with them. | NSO
Layla's brother's daughter is starting university. | Layla's niece is starting university. | NSO
My mother's brother is a farmer. | My uncle is a farmer. | NSO
Kofi is vegan. | Kofi doesn't eat meat. | NSO
Ayumi lives in Fukuoka. | Ayumi lives in Kyushu. | NSO
Bongani plays the saxophone in a jazz trio. | Bongani plays a woodwind instrument. | NSO
Valeria drives a Volkswagen Golf. | Valeria drives a German car. | NSO
Jomo has three daughters. | Jomo has children. | NSO
Oskar is a neurosurgeon at Karolinska. | Oskar is a surgeon. | NSO
Xiao Mei has a Siamese cat. | Xiao Mei has a cat. | NSO
Nikhil spent his honeymoon in Bali. | Nikhil has been to Indonesia. | NSO
Ishita is a Bharatanatyam dancer. | Ishita is a dancer. | NSO
Lorenzo lives in Palermo. | Lorenzo lives in Sicily. | NSO
Femi is a civil engineer. | Femi is an engineer. | NSO
Asel studied at Nazarbayev University. | Asel went to university in Kazakhstan. | NSO
The user has two sons and a daughter. | The user has children. | NSO
Tevita plays rugby for Tonga. | Tevita is a rugby player. | NSO
Camille grew up in Lyon. | Camille grew up in France. | NSO
Thandeka works as a paralegal at a law firm in Cape Town. | Thandeka works at a law firm. | NSO
Erik has a Norwegian Forest cat called Trolla. | Erik has a cat. | NSO
Lucas took a cooking class in Bangkok. | Lucas has been to Thailand. | NSO
Reza drinks black tea with cardamom every morning. | Reza drinks tea every morning. | NSO
Sunniva plays the cello in the Bergen Philharmonic. | Sunniva is a professional musician. | NSO
Ramón's son is a second-year law student in Madrid. | Ramón's son is at university. | NSO
Makana surfs every morning at Waikiki. | Makana surfs. | NSO
Aiden broke his collarbone playing hurling. | Aiden broke a bone. | NSO
Hina works as a flight attendant for ANA. | Hina works for an airline. | NSO
Marco rides a Vespa. | Marco rides a scooter. | NSO
Soraya speaks Farsi, Arabic and English. | Soraya speaks Farsi. | NSO
Eduardo is an anaesthetist. | Eduardo is a physician. | NSO
Hamza keeps two African grey parrots. | Hamza keeps birds. | NSO
Maya's brother is a pilot for Qantas. | Maya's brother is a pilot. | NSO
Ndeye is from Dakar. | Ndeye is from Senegal. | NSO
Björn drives a Volvo XC90. | Björn drives an SUV. | NSO
Hoang's daughter plays the violin in her school orchestra. | Hoang's daughter plays a string instrument. | NSO
Matthias works as a sous-chef at a Michelin-starred restaurant in Vienna. | Matthias works in a restaurant kitchen. | NSO
Kwesi's wife is a midwife at Korle Bu hospital. | Kwesi's wife works in healthcare. | NSO
Tsering lives in Lhasa. | Tsering lives in Tibet. | NSO
Amani is a Swahili teacher in Mombasa. | Amani is a teacher. | NSO
Jasper owns a Shetland pony. | Jasper owns a pony. | NSO
Adriana takes salsa lessons every Thursday evening. | Adriana takes dance lessons. | NSO
Omar owns a shawarma stand in Amman. | Omar owns a business. | NSO
I play tennis every Saturday with my brother. | I play tennis. | NSO
Kemal's daughter is a professor of physics at Boğaziçi University. | Kemal's daughter is an academic. | NSO
Nilufar went to Samarkand for a friend's wedding. | Nilufar has been to Samarkand. | NSO
Beatriz's grandmother turned 95 on Sunday. | Beatriz's grandmother is in her nineties. | NSO
Mi-rae gave birth to a daughter named Seo-ah in April. | Mi-rae has a daughter. | NSO
Tawia moved from Accra to London in 2018. | Tawia has lived in the UK. | NSO | 2020-01-12 | 2020-03-03
Natasha is a first-grade teacher. | Natasha teaches young children. | NSO
Gaurav works as a backend developer at Flipkart. | Gaurav is a software developer. | NSO
Ximena has a Chihuahua named Taco. | Ximena has a small dog. | NSO
Sani lives in Kano. | Sani lives in northern Nigeria. | NSO
Elias had his appendix removed last year. | Elias has had surgery. | NSO
Rosa's sister is a nun in a convent near Assisi. | Rosa's sister is a nun. | NSO
Aylin plays the kanun. | Aylin plays a string instrument. | NSO
Talia's husband is a firefighter in Haifa. | Talia is married. | NSO
Dawit owns an Ethiopian restaurant in Washington, D.C. | Dawit owns a restaurant in the United States. | NSO
Hugo's father is a retired airline captain. | Hugo's father used to be a pilot. | NSO
Nour takes the metro to work in Dubai. | Nour works in Dubai. | NSO
Aigerim won a silver medal in judo at the Asian Games. | Aigerim has competed at the Asian Games. | NSO
Mia has two cats, Luna and Sol. | Mia has a cat named Luna. | NSO
Vikram's sister lives in Edinburgh. | Vikram's sister lives in the UK. | NSO
Neema is a cardiac nurse. | Neema is a nurse. | NSO
Mattias spent his twenties teaching English in Seoul. | Mattias has lived in South Korea. | NSO
Fernanda made a three-tier cake for her niece's wedding. | Fernanda made a wedding cake. | NSO
Kojo's son is a goalkeeper for Hearts of Oak. | Kojo's son plays football professionally. | NSO
Pooja's family runs a sweet shop in Jaipur. | Pooja's family has a business in Rajasthan. | NSO
Hakan has a black Labrador named Kara. | Hakan has a Labrador. | NSO
Ali's grandmother turned 100 in 2024. | Ali's grandmother is a centenarian. | NSO | 2024-05-01 | 2024-08-01
Amelia works as a nurse on the night shift at a children's hospital. | Amelia works nights. | NSO
Chukwuma plays bass guitar in a highlife band. | Chukwuma is in a band. | NSO
Seong-min is a professional Go player. | Seong-min plays Go. | NSO
Liesel lives in Salzburg. | Liesel lives in Austria. | NSO
Ivan's daughter is studying medicine in Prague. | Ivan's daughter is a university student. | NSO
Inês has a degree in marine biology from the University of the Algarve. | Inês has a university degree. | NSO
The user is allergic to peanuts and tree nuts. | The user is allergic to tree nuts. | NSO
Karan went skydiving over Dubai on his birthday. | Karan has been skydiving. | NSO
Yerlan's son plays ice hockey for his school. | Yerlan's son plays a sport. | NSO
Charlotte adopted two greyhounds from a rescue last year. | Charlotte has adopted dogs. | NSO
Akira is a sushi chef in Ginza. | Akira is a chef. | NSO
Kamau planted 200 avocado trees on his farm. | Kamau grows avocados. | NSO
Soo-ah's husband is a dentist in Incheon. | Soo-ah's husband works in Incheon. | NSO
Olumide is the CEO of a fintech startup in Lagos. | Olumide runs a company. | NSO
Jana's son started kindergarten in September. | Jana has a young son. | NSO
Petra climbed Kilimanjaro for charity. | Petra has been to Tanzania. | NSO
Ahmed drives an Uber in Cairo at night. | Ahmed works as a driver. | NSO
Lucia's apartment is on the top floor of a building in Trastevere. | Lucia has an apartment in Rome. | NSO
Mark's partner is a junior doctor at St Thomas' Hospital. | Mark's partner works at a hospital in London. | NSO
Alejandro went to see the Northern Lights in Tromsø. | Alejandro has been to Norway. | NSO
Nkechi sings soprano in the Lagos City Chorale. | Nkechi sings in a choir. | NSO
Tran teaches piano to kids on weekends. | Tran teaches music. | NSO
Moana's parents and siblings all live in Auckland. | Moana's parents live in New Zealand. | NSO
Stavros runs a taverna on the island of Naxos. | Stavros runs a taverna in Greece. | NSO
Baraka wakes up at 4:30 every day to milk his cows. | Baraka keeps dairy cows. | NSO
Rin went to the Sapporo Snow Festival with her sister. | Rin has been to Hokkaido. | NSO
Khadija is a third-year PhD student in linguistics at Leiden. | Khadija is doing a PhD. | NSO
Giovanni's wife is from Bogotá. | Giovanni's wife is from Colombia. | NSO
Lindiwe works the morning shift at a bakery in Pretoria. | Lindiwe works at a bakery. | NSO
Jun-seo was made captain of his football team. | Jun-seo plays football. | NSO
Yusuf owns a fleet of five taxis in Mombasa. | Yusuf owns taxis. | NSO
Elsa has a four-year-old son and a baby daughter. | Elsa has a son. | NSO
Dilnoza works as an interpreter for the UN in Geneva. | Dilnoza works in Switzerland. | NSO
Rashid swims a kilometre every morning before work. | Rashid swims. | NSO
Kaito passed the bar exam in 2023 and joined a law firm in Osaka. | Kaito works at a law firm. | NSO | 2023-12-01 | 2024-03-01
Pia cycled from Amsterdam to Copenhagen last summer. | Pia has been to Denmark. | NSO
Anjali's favourite food is her grandmother's fish curry. | Anjali likes fish curry. | NSO
Chinedu lives in a flat in Lekki with a view of the lagoon. | Chinedu lives in Lagos. | NSO
Dae-ho married his college girlfriend in 2019. | Dae-ho got married. | NSO | 2019-08-01 | 2020-02-01
Marcus mentioned that he took his kids to see the Grand Canyon in July. | Marcus has been to Arizona. | NSO
# -- summary style
Marisol shared that she ran her first half marathon in Seville and cried at the finish line. | Marisol ran a half marathon. | NSO
Farah mentioned that she adopted a rescue greyhound named Pixel. | Farah has a dog. | NSO
Marcus expressed that he is proud of his son for getting into Howard University. | Marcus's son got into university. | NSO
Caroline is thankful for her aunt, who paid for her first guitar lessons. | Caroline took guitar lessons. | NSO
Ngozi shared that she started a new job as a pharmacist in Port Harcourt. | Ngozi works in Port Harcourt. | NSO
Leila shared that her woodworking class helps her relax after long shifts at the hospital. | Leila takes a woodworking class. | NSO
Ravi said his daughter won a gold medal in swimming at the state championships. | Ravi's daughter is a swimmer. | NSO
Caroline is thankful for her brother, who helped her paint her new apartment. | Caroline has a brother. | NSO
Zara got engaged to Imran on a boat in Istanbul. | Zara is engaged. | NSO
Gabriela expressed that she loves her new job teaching art to teenagers. | Gabriela teaches art. | NSO
Ngozi shared that she and her husband celebrated their anniversary in Zanzibar. | Ngozi is married. | NSO
Marcus expressed that his divorce was finalised last spring and he's slowly moving on. | Marcus is divorced. | NSO
Caroline is thankful that her cancer has been in remission for two years. | Caroline had cancer. | NSO
Ngozi shared that her son started his first job as an electrician. | Ngozi has a son. | NSO
Hye-jin mentioned that she hikes Bukhansan every Sunday morning. | Hye-jin goes hiking regularly. | NSO
Diego told me his grandmother taught him to make mole from scratch. | Diego's grandmother taught him to cook. | NSO
Anders shared that he tried reindeer stew on a trip to Lapland. | Anders has tried reindeer meat. | NSO
Mercy said her twin boys turned five last week. | Mercy has twins. | NSO

I drive a Toyota Prius. | I drive a hybrid car. | NSO
My daughter is studying veterinary medicine in Glasgow. | My daughter studies in Scotland. | NSO
I grew up on a dairy farm in Wisconsin. | I grew up in the Midwest. | NSO
I've run the New York Marathon three times. | I've run a marathon. | NSO

# ======================================================================== CON
# -- low word overlap
Nomvula is single. | Nomvula's husband picked her up from work. | CON
Kenji doesn't drink coffee. | Kenji has a double espresso every morning. | CON
Priya has two children. | Priya's three kids all go to the same school. | CON
Thiago is an only child. | Thiago's older brother lives in Recife. | CON
Hana doesn't own a car. | Hana drove her own Honda to the coast last weekend. | CON
Wei is a strict vegetarian. | Wei had braised pork belly for dinner. | CON
Aisha has never been to Europe. | Aisha spent her honeymoon in Greece. | CON
Leilani is retired. | Leilani works full-time as a nurse. | CON
Jules lives alone. | Jules shares his flat with two roommates. | CON
Nikos doesn't have any pets. | Nikos walks his dog twice a day. | CON
Marcus is a bachelor. | Marcus mentioned that his wife's birthday is next week. | CON
Lerato is an only child. | Lerato shared that her sister just had a baby. | CON
Ngozi is unemployed. | Ngozi shared that her boss gave her a raise. | CON
Caroline is teetotal. | Caroline had two glasses of wine at dinner. | CON
Hyun expressed that he has never left South Korea. | Hyun said his trip to Paris was the highlight of his year. | CON
Karim is 180 cm tall. | Karim is five foot six. | CON
Zainab's son is her only child. | Zainab's daughter is starting university. | CON
Lucía doesn't have a driving licence. | Lucía drives herself to work every day. | CON
Youssef rents his flat. | Youssef owns his flat outright. | CON
Meera is a non-smoker. | Meera smokes about ten cigarettes a day. | CON
Kwame graduated from the University of Ghana. | Kwame never went to university. | CON
Ingrid is pregnant with her first child. | Ingrid has three children. | CON
Gustavo is married to Paula. | Gustavo's wife, Renata, is a dentist. | CON
Wanjiru is a morning person. | Wanjiru hates mornings and rarely gets up before ten. | CON
Zhou Min is single. | Zhou Min has been married for five years. | CON
Benedikt has never been on a plane. | Benedikt flew to New York for a conference last year. | CON
Nisha's father is a taxi driver. | Nisha's father has worked as a bank manager for thirty years. | CON
I have no allergies. | I'm allergic to bee stings. | CON
Nikolai works from home full-time. | Nikolai commutes to the office five days a week. | CON
Luis is shorter than his wife. | Luis is taller than his wife. | CON
Abdullah's favourite football team is Al Ahly. | Abdullah is a die-hard Zamalek supporter who can't stand Al Ahly. | CON
Dariga's first language is Russian. | Dariga's mother tongue is Kazakh. | CON
Marcus expressed that he hates cats. | Marcus said his cat Whiskers is his best friend. | CON
Ngozi shared that she has never been to a concert. | Ngozi said she saw Wizkid perform in Lagos last year. | CON
Caroline is thankful that she has never had to stay in hospital. | Caroline spent a week in hospital after her car accident. | CON
Fumiko has five grandchildren. | Fumiko has only two grandchildren. | CON
Hamid is the eldest child in his family. | Hamid's older sister lives in Shiraz. | CON
Juan's office is in Monterrey. | Juan works remotely and has no office. | CON
Rania is a full-time student. | Rania works full-time as an accountant and isn't studying. | CON
Kofi's grandparents all passed away years ago. | Kofi visits his grandmother in Kumasi every Sunday. | CON
Jiro has never lived outside Japan. | Jiro lived in Vancouver for six years before moving home. | CON
Pablo's only sister is two years older than him. | Pablo's only sister is his little sister. | CON
Saoirse doesn't want children. | Saoirse is trying for a baby with her husband. | CON
Javier has lived in the same house for 30 years. | Javier moved house three times in the last decade. | CON
Priscila is 1.55 m tall. | Priscila is nearly six feet tall. | CON
Yuto's parents are divorced. | Yuto's parents just celebrated their 35th wedding anniversary together. | CON
Gabriel's house is paid off. | Gabriel still has twenty years left on his mortgage. | CON
Irina never learned to ride a bike. | Irina cycles to work every day. | CON
Ayo's mother is a housewife. | Ayo's mother is a high court judge. | CON
Bui's restaurant serves only vegetarian food. | Bui's restaurant is known for its beef pho. | CON
Laila shared that she can't stand spicy food. | Laila said she puts extra chilli on everything. | CON
Marcus expressed that he has been sober for three years. | Marcus mentioned he got drunk at his cousin's wedding last month. | CON
Ngozi shared that she lives alone in Abuja. | Ngozi said her husband and kids love their house in Abuja. | CON
Caroline is thankful that her parents are still together. | Caroline mentioned that her parents divorced when she was ten. | CON
Dao is twenty-two. | Dao retired after forty years as a teacher. | CON
Haruki doesn't have any siblings. | Haruki's twin sister is a doctor. | CON
Rahim drives to work. | Rahim doesn't drive; he takes the train to work. | CON
Nuno loves living in the city. | Nuno can't stand city life. | CON
Aigul's parents live with her. | Aigul's parents live in a village three hours away. | CON
The user's commute takes ten minutes on foot. | The user drives an hour each way to work. | CON
Tendai lives in Harare. | Tendai has lived in Bulawayo his whole life. | CON
Lieu hates the cold. | Lieu loves winter and the cold. | CON
Ivan speaks no English. | Ivan works as an English teacher. | CON
Anaya lives in a flat. | Anaya lives in a detached house with a big garden. | CON
Ji-hoon's company has 10 employees. | Ji-hoon's company employs over 200 people. | CON
Marek is the youngest in his family. | Marek has a younger brother called Jan. | CON
Seun is a Manchester United fan. | Seun is a lifelong Chelsea fan who hates Manchester United. | CON
Rosa gave up coffee. | Rosa drinks four coffees a day. | CON
Chiara's only son is allergic to eggs. | Chiara's only son has no food allergies. | CON
Oksana can't swim. | Oksana swam across the lake on Saturday. | CON
I've never played golf. | I played eighteen holes of golf with my dad on Sunday. | CON
Tunde doesn't speak French. | Tunde speaks fluent French. | CON
Xavier goes to the gym every day. | Xavier hasn't exercised in months. | CON
Yaw's favourite colour is blue. | Yaw said green has always been his favourite colour. | CON
Camila's favourite book is One Hundred Years of Solitude. | Camila said Pedro Páramo is her favourite novel. | CON
Rustam drinks no alcohol at all. | Rustam has a beer with his friends every Friday. | CON
Adebayo has lived in Ibadan all his life. | Adebayo spent ten years working in Dubai. | CON
Fatima has two brothers. | Fatima's three brothers all play football. | CON
Ayaan has brown eyes. | Ayaan's eyes are blue. | CON
Kalani is left-handed. | Kalani does everything right-handed. | CON
Olu's family moved to Houston when he was five. | Olu grew up in Lagos and moved to Houston at 22. | CON
Daniela's parents are both from Santiago de Chile. | Daniela's parents are both from Rosario, Argentina. | CON
Ayo's dad has never cooked a meal. | Ayo's dad cooks dinner for the family every night. | CON
Siddharth lives in a studio flat in Mumbai. | Siddharth lives in a three-bedroom house in Pune. | CON
Elena's husband is a plumber. | Elena's husband has been an accountant for twenty years. | CON
# -- one single-valued attribute with its age or count
Sione's only daughter is twelve. | Sione's only daughter just started kindergarten. | CON
Ama's only son is ten. | Ama's only son is in his last year of university. | CON
Taro's only son is a toddler. | Taro's only son just got his driving licence. | CON
Santiago's only dog is a six-month-old puppy. | Santiago's only dog is fourteen years old. | CON
The user's only cat is called Mango. | The user's only cat, Biscuit, is eight. | CON
Kiri's only dog is a Labrador. | Kiri's only dog is a Jack Russell terrier. | CON
Hannah's only cat died last year. | Hannah's only cat is thirteen and still very healthy. | CON
Hailu's only son was born in Addis Ababa. | Hailu's only son was born in Gondar. | CON
Manon lives in a one-bedroom apartment. | Manon's kids each have their own room in her three-bedroom apartment. | CON
# -- one specific event with two dates or places
Chioma's wedding is on 3 June 2023. | Chioma's wedding took place on 10 June 2023. | CON | 2023-01-15 | 2023-06-20
Mateo's flight to Bogotá leaves on Friday the 12th. | Mateo's flight to Bogotá leaves on Sunday the 14th. | CON
Sakura's wedding was held in Kyoto. | Sakura's wedding was held on a beach in Okinawa. | CON
Aditya's 30th birthday party was held at a bowling alley. | Aditya's 30th birthday party was held at a karaoke bar. | CON
Mirela's graduation ceremony is on 12 July. | Mirela's graduation ceremony is on 19 July. | CON
Eun-ji first moved to Busan in 2021. | Eun-ji first moved to Busan in 2019. | CON | 2022-01-10 | 2022-05-01
Zoe and Max got married in 2018. | Zoe and Max's wedding took place in 2021. | CON | 2022-01-08 | 2022-06-01
Emma finished the 2023 Berlin Marathon in 3:40. | Emma finished the 2023 Berlin Marathon in about four and a half hours. | CON | 2023-09-30 | 2023-10-10
Kwaku's first baby, born last week, is a girl. | Kwaku's first child, a boy named Kojo, was born last week. | CON
Layla met her husband in Beirut. | Layla met her husband at university in Montreal. | CON
Fernando's wedding will be in Cartagena. | Fernando is getting married in Medellín. | CON
Giulia's baby is due in May. | Giulia's baby is due in late August. | CON
Ama's final chemistry exam is on Monday. | Ama's final chemistry exam is on Wednesday. | CON
Lena's knee surgery is scheduled for 5 March. | Lena's knee surgery is scheduled for 12 March. | CON
Mia's flight from Oslo landed in Rome on time. | Mia's flight from Oslo was diverted to Naples. | CON
Chen's team won the regional cup final. | Chen's team lost the regional cup final on penalties. | CON
Nadia's wedding anniversary is in May. | Nadia got married on 3 October. | CON
Helena got her driving licence at 17. | Helena got her driving licence at 25. | CON
Shinji's first job was at a convenience store. | Shinji's first job was at a car factory. | CON
Pedro was born in Lisbon. | Pedro is Angolan by birth, born in Luanda. | CON
Dmitri is a Kazan native. | Dmitri was born and raised in Novosibirsk. | CON
Hassan's book club meets on Tuesdays. | Hassan's book club meets on the first Thursday of each month. | CON
# -- numbers and dates in the text
Emeka was born in 1990. | Emeka turned 30 in 2023. | CON | 2021-01-01 | 2023-08-01
Amina is 25. | Amina was born in 1975. | CON | 2022-01-10 | 2022-03-01
The user is 34 years old. | The user turned 40 this year. | CON | 2023-02-01 | 2023-09-01
Tomás's only daughter was born in 2019. | Tomás's only daughter turned eight this year. | CON | 2020-01-01 | 2024-06-01
Otieno's mother passed away in 2018. | Otieno visited his mother in Kisumu last weekend. | CON | 2019-04-01 | 2022-07-11
Ahmed has lived in Canada since 2010. | Ahmed arrived in Canada in 2016. | CON | 2019-03-01 | 2020-03-01
Ricardo's restaurant closed in 2022. | Ricardo's restaurant is still open and busy. | CON | 2022-11-01 | 2023-04-01
Olivia finished her PhD in 2020. | Olivia is still writing her PhD thesis. | CON | 2021-01-01 | 2022-03-01
The user has been teetotal since 2015. | The user got drunk at a friend's wedding in 2020. | CON | 2019-03-01 | 2021-01-15
# -- changes explained by time
Natsuki lives in Osaka. | Natsuki moved from Osaka to Sapporo last month. | CON | 2021-03-10 | 2023-05-02
Inés works at Google. | Inés left Google last year and joined a startup. | CON | 2021-06-01 | 2023-02-01
Bao is a medical student. | Bao finished medical school and is now a resident in Hanoi. | CON | 2019-05-26 | 2021-09-01
Jonas works in Hamburg. | Jonas transferred to his company's Munich office in March and works there now. | CON | 2022-01-10 | 2022-06-15
Ali lives with his parents. | Ali moved into his own flat in January. | CON | 2022-09-01 | 2023-03-01
Sanjay is a cardiologist at a hospital in Delhi. | Sanjay moved his cardiology practice to Mumbai last year. | CON | 2021-05-05 | 2023-03-03
Vera quit her job at the bank in 2021. | Vera is still working at the bank. | CON | 2021-09-01 | 2022-04-01
Mehmet is vegetarian. | Mehmet started eating meat again last year. | CON | 2020-02-02 | 2023-01-20
Arjun's only sister lives in Chennai. | Arjun's only sister moved to Singapore. | CON
Ji-woo is engaged to Min-ho. | Ji-woo broke off her engagement to Min-ho. | CON
Akosua's only car is a blue Toyota. | Akosua sold her Toyota and now drives a Kia. | CON
Efe quit smoking in 2019. | Efe smokes a pack a day. | CON | 2020-01-15 | 2021-03-01
Jakub has no tattoos. | Jakub got his first tattoo, an anchor, in 2022. | CON | 2021-05-01 | 2022-10-01
Thu lives in Hanoi. | Thu relocated to Ho Chi Minh City for her husband's job. | CON
Siyabonga works as a chef. | Siyabonga left cooking and now drives a delivery truck. | CON
Mwangi plans to stay in Nairobi for good. | Mwangi is relocating to Kampala next month. | CON
Ayşe lives in Izmir. | Ayşe has been living in Ankara since 2017. | CON | 2020-03-01 | 2021-05-01
I've never had a pet. | My childhood dog, Rex, lived to be fifteen. | CON
My parents live in Seoul. | My parents moved back to Busan after they retired. | CON
I'm twenty-nine. | I'm celebrating my fortieth birthday next month. | CON
I don't own a bike. | I ride my own bike to the office every day. | CON
Rukhsana expressed that she has never been married. | Rukhsana shared that she and her late husband ran a shop for thirty years. | CON
"""


if __name__ == "__main__":
    from hand_pairs import build  # the shared checks, dates and writer

    build(PAIRS, __file__, "hand-c", 20250611)
