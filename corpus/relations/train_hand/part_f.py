#!/usr/bin/env python3
"""Hand-written relation pairs, part F (career, school and community).

Domain: jobs, businesses, studies, exams, teaching, activism, volunteering, charity, faith
and community groups, health, therapy and wellbeing, personal growth. Most pairs are hard
IND pairs of the kind a retriever really returns: same person, same topic, shared words,
written in conversation-summary style, but stating different facts. A smaller number of
EQV/OSN/NSO/CON pairs in the same style keeps "summary style" from meaning IND.

Every pair below was written by hand, one line per pair; the format, the checks and the
dates are described in hand_pairs.py.

    python3 corpus/relations/train_hand/part_f.py   # writes part_f.jsonl next to it
"""

PAIRS = r"""
# ======================================================================== IND
# -- a job or role vs a specific episode at work
Kofi works as a pharmacist at a busy hospital in Kumasi. | Kofi caught a dosing error on a child's prescription during his Tuesday shift and felt shaken afterwards. | IND
Adaeze is a junior associate at a commercial law firm in Lagos. | Adaeze stayed at the office until midnight preparing documents for a shipping dispute. | IND
Hiroshi manages a small team of game developers in Osaka. | Hiroshi said one of his developers, Yuki, resigned to start her own studio. | IND
Mei runs the night desk at a local newspaper in Penang. | Mei is proud that her team broke the story about the flooded housing estate before any other paper. | IND
Farid drives for a ride-hailing app in Toronto to support his family. | Farid mentioned that a passenger left a violin in his car and he drove across town to return it. | IND
Leila is a nurse on a paediatric ward in Marseille. | Leila cried in her car after a long shift when a little boy she had looked after for weeks was finally sent home. | IND
Valentina works in marketing for an olive oil company in Seville. | Valentina's campaign for the company's new lemon-infused oil won a regional advertising award. | IND
Sven teaches carpentry at a vocational college in Malmö. | Sven's students built a wooden bus shelter for the neighbourhood as their end-of-term project. | IND
Tomasz works night shifts as a welder at the shipyard in Gdańsk. | Tomasz said his supervisor praised his welding on the hull of the new ferry. | IND
Renata teaches a class of eight-year-olds at a public school in Porto Alegre. | Renata is trying to raise money for a small science corner in her classroom. | IND
Ravi is a site reliability engineer at a bank in Bengaluru. | Ravi handled a server outage at 3 a.m. and got the bank's website back online in forty minutes. | IND
Wanjiru works as an auditor for a firm in Nairobi. | Wanjiru spent the whole week at a tea factory in Kericho checking their stock records. | IND
# -- a passion or trait vs a specific episode that does not restate it
Chiamaka is passionate about getting more girls into science and engineering. | Chiamaka spoke at a career day at her old secondary school in Enugu about her work as an engineer. | IND
Rashid cares deeply about food waste in his neighbourhood. | Rashid collected unsold bread from three bakeries on Saturday and delivered it to a night shelter. | IND
Noor loves mentoring new employees. | Noor took the new intern, Sami, out for lunch on his first day and showed him around the office. | IND
Ewa has always been a perfectionist about her schoolwork. | Ewa rewrote her history essay on the Solidarity movement three times before handing it in. | IND
Anahera is committed to keeping te reo Māori alive in her community. | Anahera started a weekly te reo Māori conversation group at the local marae. | IND
Zainab has a strong interest in public health. | Zainab helped register families at a vaccination drive in her neighbourhood last weekend. | IND
Camille loves teaching teenagers, even on difficult days. | Camille confiscated four phones in her first lesson this morning and still laughed about it at lunch. | IND
Gabriel is very involved in his parish. | Gabriel repainted the church hall with two other volunteers over the bank holiday weekend. | IND
Kamala is outspoken about workers' rights. | Kamala gave a talk on pension reform at her union branch meeting. | IND
Tendai has a calm and patient manner that his students appreciate. | Tendai stayed behind after class to help a student who was struggling with quadratic equations. | IND
# -- a feeling or opinion vs an action
Thabo feels undervalued at the accounting firm where he works. | Thabo updated his CV and sent it to two recruiters on Monday. | IND
Lerato is nervous about presenting her research at the conference in Durban. | Lerato rehearsed her conference talk in front of her flatmates three times. | IND
Yusuf thinks online exams are unfair to students with slow internet. | Yusuf emailed his department asking for a resit after his connection dropped during a statistics quiz. | IND
Elif is frustrated that her start-up has not found investors yet. | Elif pitched her recycling app to a panel of angel investors in Istanbul. | IND
Hana feels guilty about taking sick leave during the busy season. | Hana took three days off work because of a bad migraine. | IND
Linh is excited about her new role as head of the science department. | Linh rewrote the chemistry syllabus for the Year 10 classes over the summer holidays. | IND
Dawit feels lonely since moving to Addis Ababa for his master's degree. | Dawit joined an Orthodox youth choir at a church near his university. | IND
Niamh was disappointed by the turnout at the climate march she organised. | Niamh handed out leaflets for the next climate march at the train station every morning this week. | IND
Renata believes children learn maths best through games. | Renata built a board game about fractions for her class out of old cereal boxes. | IND
Tomasz feels the younger workers at the shipyard are too afraid to complain about unpaid overtime. | Tomasz helped organise a union meeting about overtime pay at the shipyard. | IND
Sipho is proud of how far his small construction company has come. | Sipho bought a second-hand excavator for his construction company. | IND
Burak enjoys his job as a translator but finds it isolating. | Burak rented a desk at a co-working space in Kadıköy so he can be around other people. | IND
# -- a plan vs a different past activity
Magnus plans to open a bicycle repair shop in Bergen next spring. | Magnus worked as a bike courier in Oslo for three years after university. | IND
Paolo wants to apply for a scholarship to study architecture in Milan. | Paolo spent last summer working on his uncle's building site in Bari. | IND
Isabela is going to take the medical school entrance exam again in November. | Isabela started tutoring younger students in biology to earn some extra money. | IND
Oksana plans to train as a psychotherapist. | Oksana volunteered on a crisis helpline in Lviv for two years. | IND
Gabriel intends to stand for the parish council next year. | Gabriel organised a litter pick along the canal with his neighbours. | IND
Miriam hopes to publish her first academic paper before she graduates. | Miriam presented a poster on coral bleaching at a student symposium in Eilat. | IND
Kenji wants to get a teaching licence so he can teach English back home in Japan. | Kenji tutored Japanese exchange students at his university in Vancouver. | IND
Saanvi plans to sit the civil services exam in two years. | Saanvi did a summer internship at the district collector's office in Jaipur. | IND
Valentina is thinking about going freelance next year. | Valentina designed the logo for her cousin's café as a favour. | IND
Thabo intends to qualify as a chartered accountant by the time he is thirty. | Thabo worked as a bank teller in Soweto while he finished his degree. | IND
# -- two occurrences of a repeatable activity (dates pinned far apart)
Tendai led a first-aid workshop for parents at the community centre. | Tendai led another first-aid workshop at the community centre, this time for teenage lifeguards. | IND | 2023-03-20 | 2023-09-12
Bilal gave blood at the hospital donor clinic and felt a bit faint afterwards. | Bilal donated blood again and was told it was his tenth donation. | IND | 2022-01-18 | 2022-07-25
Samira ran a bake sale to raise money for the school library. | Samira ran a second bake sale, this time to pay for the Year 6 trip to the science museum. | IND | 2021-11-05 | 2022-04-02
Jorge went to a job fair at the convention centre but found mostly sales jobs. | Jorge went to a tech job fair at his university and got two interview invitations. | IND | 2023-02-10 | 2023-05-16
Wanjiru sat the first paper of her CPA exams and felt it went badly. | Wanjiru sat the second paper of her CPA exams and thinks she passed comfortably. | IND | 2022-05-26 | 2022-11-24
Ciarán volunteered at the parish soup kitchen on Christmas Day. | Ciarán volunteered at the parish soup kitchen on Easter Sunday and peeled potatoes for three hours. | IND | 2021-12-27 | 2022-04-18
Astrid's therapy session this week was about her father's illness. | Astrid's therapy session this week focused on her fear of failing at work. | IND | 2023-05-12 | 2023-05-26
Fatou hosted a Quran study circle for teenage girls at her home during Ramadan. | Fatou hosted her Ramadan study circle again this year and twice as many girls came. | IND | 2022-05-05 | 2023-04-15
Hiroshi gave a talk on game design at a local university. | Hiroshi was invited back to the university to give a talk on running an indie studio. | IND | 2021-06-10 | 2022-06-03
Mei attended a journalism ethics workshop in Kuala Lumpur. | Mei attended a data journalism bootcamp in Singapore and learned to scrape government websites. | IND
Marisol's bakery had a stall at the town's Christmas market. | Marisol's bakery had a stall at the summer food festival and sold out of empanadas by noon. | IND
# -- a cause vs a consequence
Moussa lost his job when the textile factory in Thiès closed. | Moussa has started a tailoring business from his garage. | IND
Agnieszka burned out after months of sixty-hour weeks at the consultancy. | Agnieszka started seeing a therapist every Wednesday evening. | IND
Bartek's grades dropped because he was working nights at a warehouse. | Bartek asked his tutor to help him make a study timetable. | IND
Marisol's bakery got a glowing review in the local paper. | Marisol had to hire two extra staff to cope with the weekend queues. | IND
Otieno's school in Kisumu won a grant for solar panels. | Otieno's students can now use the computer lab even during power cuts. | IND
Quang hurt his back lifting boxes at the warehouse. | Quang is doing physiotherapy twice a week at a clinic near his home. | IND
Rutendo's scholarship was cut when the foundation lost its funding. | Rutendo took a part-time job at the campus bookshop to help pay her fees. | IND
Ayumi was promoted to team leader at the call centre. | Ayumi feels awkward giving feedback to colleagues who used to be her peers. | IND
Hana's manager praised her report in front of the whole department. | Hana feels more confident speaking up in meetings lately. | IND
Farid's car broke down and he could not drive for a week. | Farid borrowed money from his brother-in-law to cover the rent. | IND
# -- the person vs a friend, child or pet on the same topic
Esther is studying to become a midwife. | Esther's roommate Grace is training to become a paediatric nurse. | IND
Yosef teaches Hebrew at a synagogue school. | Yosef's daughter Noa has started teaching swimming to young children at the community pool. | IND
Diego is preparing for his final law exams. | Diego's girlfriend Paula has finished her accounting exams and is helping him revise. | IND
Lucía volunteers at an animal shelter on weekends. | Lucía's son Mateo has started volunteering at a food bank with his scout group. | IND
Théo is a firefighter in Lyon. | Théo's wife Sandrine is training to become a paramedic. | IND
Bruna runs a small hair salon in Recife. | Bruna's sister Carla is opening a nail studio two streets away from the salon. | IND
Seo-yeon is anxious about her university entrance exam. | Seo-yeon's younger brother Ji-ho is anxious about starting middle school. | IND
Arash is learning Python in an evening course. | Arash's best friend Kian got a job as a data analyst after finishing the same evening course. | IND
Nkechi works as a credit analyst at a bank in Abuja. | Nkechi's husband Emeka works as a loan officer at a microfinance bank. | IND
Ingrid is a hospital chaplain in Uppsala. | Ingrid's son Erik has just been accepted to study theology. | IND
Sven teaches carpentry at a vocational college. | Sven's dog Bamse comes to the workshop with him and sleeps under the workbench. | IND
Ewa is preparing for her matura exams. | Ewa's best friend Zosia has decided to take a gap year instead of sitting the matura. | IND
# -- advice given vs own experience
Priyanka told her niece to choose a university course she actually enjoys rather than one that pays well. | Priyanka studied accountancy because her parents insisted, though she always wanted to study music. | IND
Sipho advised his younger cousin to keep a budget when starting his first job. | Sipho ran out of money in his first month at the mine and had to borrow from his mother. | IND
Keanu recommended journaling to a friend who was struggling with stress. | Keanu started journaling after a difficult breakup and found it calmed him down. | IND
Nkechi told her mentee not to accept the first salary offer she gets. | Nkechi negotiated a twelve percent raise when she joined the bank. | IND
Parisa advised her students to sleep well before their exams. | Parisa pulled an all-nighter before her own final statistics exam and regretted it. | IND
Malia encouraged her church youth group to volunteer at the hospital. | Malia volunteered in the hospital gift shop when she was a teenager. | IND
Kofi tells his pharmacy students to double-check every dosage. | Kofi once handed a patient the wrong inhaler as a trainee and still remembers how scared he was. | IND
Agnieszka urged her sister to take all her holiday days this year. | Agnieszka has not taken a full week off work since 2020. | IND | 2023-04-10 | 2023-06-01
# -- two items of a multi-valued attribute
Deepa is fluent in Tamil and is learning German for work. | Deepa is taking a sign language course in the evenings. | IND
Hamid volunteers as a football coach for under-twelves. | Hamid volunteers as a Dari interpreter at the local health clinic. | IND
Chiara's favourite subject to teach is Latin. | Chiara also enjoys teaching art history, especially the Renaissance unit. | IND
Taras has a certificate in project management. | Taras recently earned a certificate in cybersecurity. | IND
Rahel is a member of the Ethiopian community association in Seattle. | Rahel joined a women's hiking group through her church. | IND
Jun's favourite business book is The Lean Startup. | Jun recently read a biography of a Korean shipping magnate and found it inspiring. | IND
Min-jun plays in his company's football team. | Min-jun sings in his company's choir and performed at the year-end party. | IND
Ingrid serves on the board of a women's shelter. | Ingrid serves on the board of her local library's friends association. | IND
Joaquín speaks Spanish and Quechua. | Joaquín is learning English so he can guide tourists around Cusco. | IND
Leila has a degree in nursing. | Leila is studying for a diploma in palliative care. | IND
Otieno teaches physics at a secondary school. | Otieno also coaches the school's debate team. | IND
# -- a past event vs a current habit
Thiago ran his first charity 5k for a cancer charity in 2021. | Thiago now runs with a group from his office every Tuesday and Thursday morning. | IND | 2021-10-02 | 2023-03-14
Olu quit drinking after a health scare. | Olu goes to a support meeting in a church basement every Monday night. | IND
Burak learned to meditate at a retreat near Bodrum. | Burak meditates for ten minutes before every client call. | IND
Keanu was a lifeguard at Waikiki during high school. | Keanu swims laps at the university pool every morning before class. | IND
Deepa was the first person in her family to go to university. | Deepa mentors first-generation students at her old college once a month. | IND
Magnus once cycled from Oslo to Trondheim for charity. | Magnus commutes to work by bike all year round, even in the snow. | IND
Yosef studied at a yeshiva in Jerusalem in his twenties. | Yosef studies Talmud with a partner over the phone every Sunday morning. | IND
Chiamaka did an internship at a refinery in Port Harcourt. | Chiamaka reads engineering journals on her commute every day. | IND
# -- NEW presupposes the old fact but states a new one
Hiroshi founded a small video game studio in Osaka. | Hiroshi's studio released its first game, a puzzle adventure about a lost cat. | IND
Rashid set up a community fridge outside his mosque. | Rashid cleans the community fridge every Friday after prayers. | IND
Noor was hired as an HR manager at a logistics company. | Noor's first project at the logistics company is redesigning the parental leave policy. | IND
Magnus opened his bicycle repair shop in Bergen. | Magnus's bicycle shop runs free repair classes for teenagers on Saturday mornings. | IND
Chiamaka got a place at Imperial College to study chemical engineering. | Chiamaka's flatmate at Imperial is from Singapore and is teaching her to cook laksa. | IND
Moussa started a tailoring business from his garage. | Moussa's tailoring business got its biggest order yet: thirty school uniforms. | IND
Anahera started a te reo Māori conversation group at the marae. | Anahera's conversation group has grown to twenty regulars, including three kaumātua. | IND
Elif founded a start-up that makes a recycling app. | Elif's recycling app now has ten thousand users in Izmir. | IND
Oksana started training as a psychotherapist. | Oksana's training requires her to attend her own therapy sessions, which she finds surprisingly hard. | IND
Isabela got into medical school on her second attempt. | Isabela's anatomy professor is a retired surgeon who tells stories about operating in the Amazon. | IND
Thabo qualified as a chartered accountant. | Thabo framed his chartered accountant certificate and hung it in his mother's living room. | IND
Ayumi moved to a new job at a call centre in Fukuoka. | Ayumi's call centre has a rooftop garden where she eats lunch on sunny days. | IND
# -- different events on the same topic
Jorge was rejected after his interview with a fintech company. | Jorge was offered a junior developer role at a logistics start-up. | IND
Ciarán ran a sponsored swim for the hospice where his father died. | Ciarán organised a pub quiz that raised six hundred euros for the same hospice. | IND
Samira's daughter Lina won the school spelling bee. | Samira was elected chair of the parents' association at Lina's school. | IND
Otieno took his physics class on a trip to the geothermal plant at Olkaria. | Otieno's class won second place at the county science fair with a homemade wind turbine. | IND
Bruna's salon was flooded during the heavy rains. | Bruna's salon won a local award for best customer service. | IND
Taras was laid off from a software company in Kyiv. | Taras got a contract with a Polish firm and now works remotely from Lviv. | IND
Lerato's paper was accepted at the conference in Durban. | Lerato won the best student presentation prize at a workshop in Cape Town. | IND
Zainab helped set up a free blood pressure clinic at her mosque. | Zainab gave a talk on diabetes prevention to the women's group at her mosque. | IND
Linh's school was inspected by the education department. | Linh's department ran a science week with a rocket launch on the football pitch. | IND
Dawit's thesis proposal was approved by his committee. | Dawit received a small grant to collect data in villages near Bahir Dar. | IND
# -- loosely related topics of the same person
Kofi's hospital pharmacy is short-staffed this month. | Kofi has started going to a gym near the hospital after his shifts. | IND
Adaeze is a junior associate at a commercial law firm. | Adaeze sings in the choir at her Anglican church on Sundays. | IND
Renata teaches at a public school in Porto Alegre. | Renata has been having trouble sleeping and is trying to cut out coffee after lunch. | IND
Hiroshi's game studio has six employees. | Hiroshi volunteers at a children's coding club at the public library once a month. | IND
Mei is studying for a part-time master's in communications. | Mei donates to an animal welfare charity every month. | IND
Valentina works in marketing for an olive oil company. | Valentina has been going to physiotherapy for a shoulder injury from rowing. | IND
Ravi is preparing for a cloud certification exam. | Ravi teaches maths to children at a slum school on Saturday mornings. | IND
Lucía volunteers at an animal shelter on weekends. | Lucía is taking an online course in bookkeeping to help with her husband's plumbing business. | IND
Noor is an HR manager at a logistics company. | Noor recently started wearing hearing aids and is still getting used to them. | IND
Esther is studying to become a midwife. | Esther leads the youth group at her Pentecostal church on Friday evenings. | IND
Théo is a firefighter in Lyon. | Théo is studying for a degree in history through distance learning. | IND
Bilal is a secondary school PE teacher. | Bilal has been fasting on Mondays and Thursdays to build more discipline. | IND
Sipho owns a small construction company in Durban. | Sipho is learning isiXhosa because many of his workers speak it at home. | IND
Camille teaches French literature at a lycée in Nantes. | Camille is training for a half marathon to raise money for a children's hospital. | IND
Elif's start-up makes a recycling app. | Elif teaches Turkish to Syrian refugee children at a community centre on Saturdays. | IND
Amara runs a catering business from her kitchen in Peckham. | Amara has started seeing a physiotherapist for pain in her wrist. | IND
Nasrin is doing a PhD in chemistry in Heidelberg. | Nasrin joined a Persian dance class at the university sports centre. | IND
Omar is a junior doctor in emergency medicine in Cairo. | Omar is learning German in case he decides to work in Berlin one day. | IND
Kwabena manages a cocoa farmers' cooperative near Kumasi. | Kwabena is a deacon at the Presbyterian church in his town. | IND
Selin is an architect at a firm in Ankara. | Selin has started therapy to cope with what she saw after the earthquake. | IND
Karim owns a small café in Beirut's Mar Mikhael district. | Karim is taking an online course in graphic design. | IND
Pieter teaches history at a secondary school in Utrecht. | Pieter has been volunteering at a hospice on Sunday afternoons. | IND
Hyun-woo works as a civil servant in Sejong. | Hyun-woo was diagnosed with high blood pressure and is cutting down on salt. | IND
Rohan founded an edtech start-up that teaches coding in Hindi. | Rohan goes on a silent meditation retreat every year to switch off. | IND
Graciela retired after thirty years of teaching geography in Rosario. | Graciela had cataract surgery and can read without glasses again. | IND
Tariq is a trainee accountant in Bradford. | Tariq is learning to recite the Quran with proper tajweed. | IND
Cerys is a district nurse in rural Gwynedd. | Cerys sings alto in a community choir in Caernarfon. | IND
Maya leads her school's environmental club. | Maya got a part-time job at a bike shop. | IND
Johanna is a Lutheran pastor in a village near Kassel. | Johanna runs half marathons and raised money for a hospice with her last one. | IND
Anjali teaches at a government primary school in a village in Bihar. | Anjali is preparing for a state exam to become a headteacher. | IND
Soraya runs a women's argan oil cooperative near Essaouira. | Soraya's daughter Salma has started university in Rabat to study computer science. | IND
# -- more same-person, same-topic pairs
Amara runs a catering business from her kitchen in Peckham. | Amara catered a wedding for two hundred guests and barely slept for three days. | IND
Amara wants to open a proper restaurant one day. | Amara took a food hygiene course at the local college. | IND
Amara is proud that her jollof rice won the community cook-off. | Amara's son Tobi helps her deliver catering orders on weekends. | IND
Alejandro campaigns for safer bike lanes in Guadalajara. | Alejandro was interviewed on local radio after a cyclist was hit on Avenida Vallarta. | IND
Alejandro feels the city council ignores cyclists. | Alejandro and his group painted a temporary bike lane overnight, and the police removed it the next day. | IND
Alejandro works as a civil engineer for a water utility. | Alejandro's cycling collective is planning a bike parade for World Car-Free Day. | IND
Alejandro campaigns for safer bike lanes in Guadalajara. | Alejandro's daughter Ximena learned to ride a bike in the park on Sunday. | IND
Nasrin is doing a PhD in chemistry in Heidelberg. | Nasrin's experiment failed for the third time and she spent the evening walking by the river to calm down. | IND
Nasrin misses her family in Shiraz. | Nasrin video-calls her parents every Friday after her lab meeting. | IND
Nasrin is worried her visa will expire before she finishes her PhD. | Nasrin's supervisor wrote a letter to support her visa extension. | IND
Omar is a junior doctor in emergency medicine in Cairo. | Omar treated a boy who had fallen from a balcony and stayed with him until his parents arrived. | IND
Omar is considering moving to the UK to work for the NHS. | Omar passed the English language test required for UK medical registration. | IND
Omar feels exhausted after a run of back-to-back night shifts. | Omar's colleagues threw him a small surprise party for his birthday in the staff room. | IND
Kwabena manages a cocoa farmers' cooperative near Kumasi. | Kwabena negotiated a better price for the cooperative's beans with a Swiss buyer. | IND
Kwabena believes young people should see farming as a real career. | Kwabena runs a weekend agriculture club for secondary school students. | IND
Kwabena's cooperative lost part of its harvest to black pod disease. | Kwabena attended a training on disease-resistant cocoa varieties in Accra. | IND
Aroha works as a social worker with young offenders in Rotorua. | Aroha drove one of her clients to his first job interview at a timber mill. | IND
Aroha finds her job emotionally draining. | Aroha goes to kapa haka practice every Tuesday to recharge. | IND
Aroha is studying part-time for a master's in social policy. | Aroha's research looks at how marae-based programmes help young people stay out of prison. | IND
Aroha works as a social worker with young offenders in Rotorua. | Aroha was named social worker of the year by her regional office. | IND
Selin is an architect at a firm in Ankara. | Selin's design for a primary school in an earthquake zone was shortlisted in a national competition. | IND
Selin volunteered to inspect damaged buildings in Hatay after the earthquake. | Selin has become more outspoken about enforcing building codes. | IND
Selin wants to do a master's in seismic design abroad. | Selin is learning Japanese because she admires Japanese earthquake engineering. | IND
Karim owns a small café in Beirut's Mar Mikhael district. | Karim's café hosts a poetry night on the first Thursday of every month. | IND
Karim had to close his café for three months after the port explosion. | Karim rebuilt the café's front window with help from neighbours and friends. | IND
Karim's barista Rana is studying law at night. | Karim is thinking of teaching coffee roasting classes at the café. | IND
Karim's café hosts a monthly poetry night. | Karim read one of his own poems at the café's poetry night for the first time and his hands were shaking. | IND
Pieter teaches history at a secondary school in Utrecht. | Pieter took his class to the Anne Frank House and several students were very moved. | IND
Pieter volunteers with a refugee welcome group. | Pieter helped a Syrian family fill in their application for social housing. | IND
Pieter is tired of the paperwork that comes with teaching. | Pieter marked forty essays on the train to Amsterdam. | IND
Naledi is in her final year of a psychology degree at Wits. | Naledi's research project looks at stress among taxi drivers in Johannesburg. | IND
Naledi is worried about finding a job after graduation. | Naledi applied for a graduate programme in a mining company's HR department. | IND
Naledi feels the university counselling service is badly understaffed. | Naledi waited six weeks for her first appointment with a campus counsellor. | IND
Naledi's research project is about stress among taxi drivers. | Naledi interviewed twenty taxi drivers at the Bree Street rank for her project. | IND
Hyun-woo works as a civil servant in Sejong. | Hyun-woo's team had to redo an entire budget report after a minister changed his mind. | IND
Hyun-woo wants a better work-life balance. | Hyun-woo started leaving the office at six on Fridays to go climbing with friends. | IND
Hyun-woo's father wants him to take the higher civil service exam. | Hyun-woo bought the study guides for the higher civil service exam but hasn't opened them. | IND
Rohan founded an edtech start-up that teaches coding in Hindi. | Rohan's start-up hired its first ten employees. | IND
Rohan dropped out of engineering college to work on his start-up. | Rohan's parents were upset at first but now tell everyone about his company. | IND
Rohan thinks Indian schools focus too much on rote learning. | Rohan gave a TEDx talk in Pune about learning by building things. | IND
Graciela retired after thirty years of teaching geography in Rosario. | Graciela still tutors her neighbour's grandchildren for free. | IND
Graciela volunteers at a soup kitchen run by her parish. | Graciela's soup kitchen served a record number of meals during the winter. | IND
Graciela is learning to use a tablet so she can join video calls with her former colleagues. | Graciela's granddaughter set up her first email account. | IND
Eitan is a physiotherapist at a sports clinic in Haifa. | Eitan helped a teenage footballer return to training after a knee reconstruction. | IND
Eitan believes most back pain can be fixed with better habits. | Eitan gives a free posture workshop at a local tech company every month. | IND
Eitan is a physiotherapist at a sports clinic in Haifa. | Eitan's clinic is moving to a bigger building near the port. | IND
Tariq is a trainee accountant in Bradford. | Tariq passed three of his professional exams in one sitting. | IND
Tariq coaches a youth cricket team at the local community centre. | Tariq raised money for new cricket kits by hosting a charity iftar. | IND
Ifeoma is preparing for her Canadian medical licensing exam. | Ifeoma works night shifts at a care home while she studies. | IND
Ifeoma's husband Chidi is very supportive of her studies. | Chidi cooks dinner every evening so that Ifeoma can study. | IND
Ifeoma is preparing for her Canadian medical licensing exam. | Ifeoma joined an online study group with other internationally trained doctors. | IND
Hamish runs a youth football project in Glasgow's East End. | Hamish took the youth football team to a tournament in Dundee and they reached the semi-final. | IND
Hamish is struggling to find funding for his youth project. | Hamish applied for a lottery grant for the youth project. | IND
Hamish's youth football project got a lottery grant. | Hamish hired a part-time coach for the youth football project. | IND
Cerys is a district nurse in rural Gwynedd. | Cerys drove through the snow to visit an elderly patient who lives alone on a farm. | IND
Cerys is learning Welsh so she can speak to her patients in their first language. | Cerys passed her intermediate Welsh exam with a distinction. | IND
Katarina teaches piano at a music school in Novi Sad. | Katarina's student Luka won second prize at a national piano competition. | IND
Katarina feels burned out from teaching forty students a week. | Katarina has started spending Friday afternoons composing her own music. | IND
Katarina teaches piano at a music school in Novi Sad. | Katarina's own teacher, a well-known pianist from Belgrade, came to hear her students' concert. | IND
Vusi is a pastor at a small church in Soweto. | Vusi's church started a homework club for children whose parents work late. | IND
Vusi believes churches should help fight unemployment. | Vusi helped twelve young people from his congregation get forklift licences. | IND
Vusi's church runs a homework club. | Vusi's church choir sang at the mayor's inauguration. | IND
Maya is a high school junior who leads her school's environmental club. | Maya's environmental club convinced the cafeteria to stop using plastic straws. | IND
Maya wants to study environmental law. | Maya interned at a nonprofit that sues polluting factories. | IND
Thanh owns a nail salon in Houston with her sister. | Thanh is taking English classes at the community college on Monday nights. | IND
Thanh worries about the chemicals in nail polish affecting her health. | Thanh installed a new ventilation system in the salon. | IND
Thanh's nail salon in Houston is doing well. | Thanh's niece Vy started working at the salon as a receptionist. | IND
Johanna is a Lutheran pastor in a village near Kassel. | Johanna's congregation raised money to repair the church organ. | IND
Johanna finds it hard to attract young people to church. | Johanna started a Friday evening youth café in the church hall. | IND
Dariusz works in a warehouse in Dublin. | Dariusz got an offer to study nursing at Trinity College as a mature student. | IND
Dariusz is nervous about going back to school at forty. | Dariusz's daughter helped him set up his student email and laptop. | IND
Dariusz is studying nursing as a mature student. | Dariusz did his first hospital placement on a cardiology ward and loved it. | IND
Anjali teaches at a government primary school in a village in Bihar. | Anjali walks four kilometres to school every morning. | IND
Anjali is trying to reduce dropouts among girls at her school. | Anjali visited the homes of three girls who had stopped coming to class. | IND
Owen has struggled with a stammer since childhood. | Owen spoke at a public meeting against the closure of the local library. | IND
Owen is a librarian in Swansea. | Owen started a Saturday coding club at the library. | IND
Owen is a librarian in Swansea. | Owen's library is hosting an exhibition on the history of the copper industry. | IND
Soraya runs a women's argan oil cooperative near Essaouira. | Soraya's cooperative started selling to a shop in Paris. | IND
Soraya believes earning their own money changed the lives of the women in her cooperative. | Soraya taught basic bookkeeping to the cooperative's members. | IND
# -- first person
I work as a teaching assistant at a primary school. | I helped a boy in my class read his first whole book on his own this week. | IND
I'm studying for the CFA Level 1 exam. | I find the ethics section of the CFA material the hardest part to remember. | IND
I started therapy to work on my social anxiety. | My therapist suggested I try a breathing exercise before making phone calls. | IND
The user volunteers at a hospice on Sundays. | The user said that a patient at the hospice taught them to play backgammon. | IND
The user is applying for data science jobs. | The user completed an online course in machine learning and built a project predicting bike rentals. | IND
I run a small candle business on Etsy. | I had my best month ever in December, with over two hundred orders. | IND
I'm nervous about my PhD viva next month. | My supervisor read my whole thesis over the weekend and sent me twelve pages of comments. | IND
I've been going to a grief support group since my mum died. | I planted a rose bush in the garden on what would have been my mum's birthday. | IND
The user is a union representative at a car parts factory. | The user helped a colleague file a complaint about unsafe machinery. | IND
The user wants to become a primary school teacher. | The user spent three weeks volunteering in a classroom in Ghana. | IND
I give private maths lessons to high school students. | One of my students, Ana, got the top grade in her maths exam and brought me chocolates. | IND
I'm training to be a counsellor. | My placement at a student counselling centre starts in September. | IND
I started a new job as a project coordinator at an NGO. | My new manager at the NGO is very supportive and checks in with me every Friday. | IND
I was diagnosed with ADHD at thirty-two. | I use a visual timer to help me focus when I write reports at work. | IND
I love working with teenagers at the youth centre. | Last week I took six teenagers from the youth centre on a camping trip in the Peak District. | IND
The user believes mental health days should be part of every school's policy. | The user took a mental health day from work after a stressful month. | IND
The user is a volunteer firefighter in a small town. | The user attended a training weekend on rescuing people from crashed cars. | IND
I got my first job as a barista when I was sixteen. | I still make coffee for my whole office every morning. | IND
I quit my corporate job to become a yoga teacher. | I'm worried about paying the rent now that my yoga classes are half empty in summer. | IND
The user's daughter is starting university in Edinburgh. | The user is going back to university to study for a master's in social work. | IND
I've been volunteering with a literacy charity for two years. | The literacy charity asked me to train their new volunteers in the spring. | IND
The user feels stuck in their accounting career. | The user has started an evening pottery class to have something creative in their life. | IND
I'm the treasurer of my local mosque committee. | I helped organise an interfaith iftar with the church and synagogue down the road. | IND
I started seeing a nutritionist for my type 2 diabetes. | My doctor said my blood sugar levels have improved a lot since March. | IND
The user is preparing for the bar exam in July. | The user's study group meets in the law library every weekday at 8 a.m. | IND
I had a panic attack during a team meeting last month. | I told my manager about my anxiety and she offered to let me work from home on Fridays. | IND
The user teaches English to adult migrants. | The user's student Abdi passed his citizenship test on the first try. | IND
I failed my first-year statistics exam. | I retook the statistics module over the summer and actually enjoyed it. | IND
I'm proud of my team for shipping the new app on time. | My team celebrated the app launch with a karaoke night. | IND
The user plans to start a community garden on the empty lot behind their building. | The user grew tomatoes on their balcony for the first time this summer. | IND
I'm a shift manager at a supermarket. | A customer shouted at me at the supermarket yesterday and I went home feeling awful. | IND
The user has been sober for three years. | The user shared their recovery story at a school assembly. | IND
I started learning sign language because my nephew is deaf. | My nephew Leo taught me how to sign "dinosaur" and "pizza". | IND
I think my company's return-to-office policy is pointless. | I've been going into the office three days a week since January. | IND
The user is a Sunday school teacher. | The user made a nativity costume for every child in the Sunday school class. | IND
I want to become a certified personal trainer. | I've lost eight kilos since I started lifting weights last year. | IND
The user's favourite part of teaching is the first week of school. | The user decorated their classroom with a space theme before the new term. | IND
I'm doing a part-time MBA. | My MBA group project is a business plan for a vegan food truck. | IND
The user finds it hard to say no to extra work. | The user agreed to cover a colleague's shifts for the whole of next week. | IND
I volunteer as a Scout leader. | My Scout troop earned their first-aid badges after a long Saturday of practice. | IND
The user is a nurse who works night shifts. | The user bought blackout curtains to sleep better during the day. | IND
Priyanka works as an accountant at a shipping firm in Mumbai. | Priyanka has started taking Hindustani vocal lessons on Saturday mornings. | IND
Lucía's animal shelter is running out of space for dogs. | Lucía fostered two puppies from the shelter in her flat for a month. | IND
Joaquín works as a porter on the Inca Trail. | Joaquín carried a hiker's pack down the mountain after she twisted her ankle. | IND
# ======================================================================== EQV
Kofi works as a pharmacist at a busy hospital in Kumasi. | Kofi mentioned that he is a hospital pharmacist in Kumasi and that the hospital is very busy. | EQV
Renata believes children learn maths best through games. | According to Renata, games are the best way for children to learn maths. | EQV
Tomasz is anxious about his thermodynamics exam. | Tomasz said he feels nervous about the upcoming thermodynamics exam. | EQV
Adaeze wants to specialise in maritime law. | Adaeze's goal is to become a specialist in maritime law. | EQV
Hiroshi founded a small video game studio in Osaka. | Hiroshi is the founder of a small Osaka-based game studio. | EQV
Mei donates to an animal welfare charity every month. | Every month Mei gives money to a charity that helps animals. | EQV
Valentina is thinking about going freelance next year. | Valentina is considering becoming a freelancer next year. | EQV
Chiamaka is passionate about getting more girls into science and engineering. | Chiamaka cares a lot about encouraging girls to pursue science and engineering. | EQV
Noor loves mentoring new employees. | Noor really enjoys being a mentor to new staff. | EQV
Thabo feels undervalued at the accounting firm where he works. | Thabo said he doesn't feel appreciated at his accounting firm. | EQV
Lerato is nervous about presenting her research at the conference in Durban. | Lerato feels anxious about giving her research presentation at the Durban conference. | EQV
Elif founded a start-up that makes a recycling app. | Elif is the founder of the start-up behind a recycling app. | EQV
Magnus commutes to work by bike all year round, even in the snow. | Magnus cycles to work in every season, snow included. | EQV
Oksana plans to train as a psychotherapist. | Oksana intends to become a trained psychotherapist. | EQV
Moussa lost his job when the textile factory in Thiès closed. | Moussa became unemployed after the Thiès textile factory shut down. | EQV
Esther is studying to become a midwife. | Esther is a student midwife. | EQV
Deepa was the first person in her family to go to university. | Nobody in Deepa's family had gone to university before her. | EQV
Olu goes to a support meeting in a church basement every Monday night. | Every Monday night, Olu attends a support group that meets in a church basement. | EQV
Amara runs a catering business from her kitchen in Peckham. | Amara operates a home-based catering business in Peckham. | EQV
Alejandro feels the city council ignores cyclists. | Alejandro thinks the city council doesn't pay attention to cyclists. | EQV
Nasrin misses her family in Shiraz. | Nasrin said she is homesick for her family back in Shiraz. | EQV
Omar is a junior doctor in emergency medicine in Cairo. | Omar works as a junior emergency doctor in Cairo. | EQV
Aroha finds her job emotionally draining. | Aroha said her work leaves her emotionally exhausted. | EQV
Karim owns a small café in Beirut's Mar Mikhael district. | Karim is the owner of a little café in Mar Mikhael, Beirut. | EQV
Pieter teaches history at a secondary school in Utrecht. | Pieter is a secondary school history teacher in Utrecht. | EQV
Hyun-woo wants a better work-life balance. | Hyun-woo wishes he had a healthier balance between work and his personal life. | EQV
Rohan thinks Indian schools focus too much on rote learning. | Rohan believes there is too much memorisation in Indian schools. | EQV
Graciela volunteers at a soup kitchen run by her parish. | Graciela helps out as a volunteer at her parish's soup kitchen. | EQV
Cerys is a district nurse in rural Gwynedd. | Cerys works as a community nurse covering the countryside of Gwynedd. | EQV
Vusi is a pastor at a small church in Soweto. | Vusi leads a small congregation in Soweto as its pastor. | EQV
Maya wants to study environmental law. | Maya would like to study environmental law at university. | EQV
Johanna finds it hard to attract young people to church. | Johanna struggles to get young people to come to church. | EQV
Anjali walks four kilometres to school every morning. | Every morning Anjali makes a four-kilometre walk to her school. | EQV
Soraya runs a women's argan oil cooperative near Essaouira. | Soraya manages a cooperative of women who produce argan oil near Essaouira. | EQV
Tariq coaches a youth cricket team at the local community centre. | Tariq is the coach of a junior cricket team based at the community centre. | EQV
Ifeoma works night shifts at a care home while she studies. | While studying, Ifeoma works nights at a care home. | EQV
Hamish is struggling to find funding for his youth project. | Hamish is having a hard time getting money for his youth project. | EQV
Bilal gave blood at the hospital donor clinic last week. | Bilal donated blood at the hospital's donor clinic last week. | EQV
I'm studying for the CFA Level 1 exam. | I'm preparing to take Level 1 of the CFA exams. | EQV
I started therapy to work on my social anxiety. | I began seeing a therapist to deal with my social anxiety. | EQV
The user volunteers at a hospice on Sundays. | On Sundays, the user does volunteer work at a hospice. | EQV
I quit my corporate job to become a yoga teacher. | I left the corporate world to work as a yoga teacher. | EQV
The user is a union representative at a car parts factory. | The user serves as a union rep at a factory that makes car parts. | EQV
I'm the treasurer of my local mosque committee. | I look after the money as treasurer of my local mosque's committee. | EQV
The user finds it hard to say no to extra work. | The user struggles to turn down additional work. | EQV
# ======================================================================== OSN
Kofi passed his pharmacy licensing exam. | Kofi passed his pharmacy licensing exam on the first attempt with one of the top scores in Ghana. | OSN
Renata organised a book fair at her school. | Renata organised a book fair at her school that raised enough money for forty new picture books. | OSN
Tomasz passed his welding certification exam. | Tomasz passed his welding certification exam last month with the second-highest score in his group. | OSN
Adaeze was called to the bar. | Adaeze was called to the Nigerian bar at a ceremony in Abuja, with her grandmother in the audience. | OSN
Hiroshi's studio released its first game. | Hiroshi's studio released its first game, a puzzle adventure about a lost cat, on Steam. | OSN
Leila is studying for a diploma. | Leila is studying for a diploma in palliative care at a nursing school in Marseille. | OSN
Sven's students built a bus shelter as their end-of-term project. | Sven's students built a wooden bus shelter with a green roof for the neighbourhood as their end-of-term project. | OSN
Ravi got the bank's website back online after an outage. | Ravi got the bank's website back online forty minutes after a 3 a.m. server outage, working from his kitchen table. | OSN
Zainab volunteered at a vaccination drive. | Zainab volunteered at a polio vaccination drive at the primary school in her neighbourhood, registering families at the gate. | OSN
Gabriel repainted the church hall. | Gabriel repainted the church hall in pale yellow with two other volunteers over the bank holiday weekend. | OSN
Elif pitched her app to investors. | Elif pitched her recycling app to a panel of five angel investors in Istanbul, and two asked for a follow-up meeting. | OSN
Linh rewrote the chemistry syllabus. | Linh rewrote the Year 10 chemistry syllabus over the summer holidays, adding much more lab work. | OSN
Magnus worked as a bike courier after university. | Magnus worked as a bike courier in Oslo for three years after finishing his geography degree. | OSN
Paolo spent last summer working on a building site. | Paolo spent last summer working on his uncle's building site in Bari, mostly mixing concrete. | OSN
Jorge was offered a developer job. | Jorge was offered a junior developer role at a logistics start-up in Monterrey, starting in March. | OSN
Moussa started a tailoring business. | Moussa started a tailoring business in his garage with two second-hand sewing machines. | OSN
Agnieszka started seeing a therapist. | Agnieszka started seeing a therapist every Wednesday evening after burning out at the consultancy. | OSN
Quang is doing physiotherapy for his back. | Quang is doing physiotherapy for his back twice a week at a clinic near his home in Da Nang. | OSN
Diego passed his final law exams. | Diego passed his final law exams with honours, ranking third in his class. | OSN
Bruna's salon won a local award. | Bruna's salon won the local business association's award for best customer service. | OSN
Nkechi negotiated a raise when she joined the bank. | Nkechi negotiated twelve percent more than the first offer when she joined the bank in Abuja. | OSN
Thiago ran a charity 5k. | Thiago ran a charity 5k in São Paulo for a children's cancer charity and finished in 27 minutes. | OSN
Keanu started journaling. | Keanu started journaling every night before bed after a difficult breakup. | OSN
Amara catered a wedding. | Amara catered a Yoruba wedding for two hundred guests in Croydon, cooking for three days straight. | OSN
Alejandro was interviewed on local radio. | Alejandro was interviewed on Guadalajara's public radio station about the cyclist who was hit on Avenida Vallarta. | OSN
Nasrin's supervisor wrote a letter for her visa. | Nasrin's supervisor, Professor Krüger, wrote a strong letter supporting her visa extension. | OSN
Omar passed an English language test. | Omar passed the OET English test with a B in every section, which he needs for UK registration. | OSN
Kwabena attended a training on cocoa disease. | Kwabena attended a three-day training in Accra on cocoa varieties that resist black pod disease. | OSN
Selin's school design was shortlisted in a competition. | Selin's design for an earthquake-resistant primary school in Malatya was shortlisted in a national architecture competition. | OSN
Pieter took his class to the Anne Frank House. | Pieter took his Year 4 history class to the Anne Frank House on a rainy Tuesday, and several students were moved to tears. | OSN
Naledi applied for a graduate programme. | Naledi applied for the graduate programme in the HR department of a large mining company in Johannesburg. | OSN
Rohan gave a TEDx talk. | Rohan gave a TEDx talk in Pune about learning by building things, and the video has over fifty thousand views. | OSN
Hamish took his team to a tournament. | Hamish took his under-fourteens football team to a tournament in Dundee, where they reached the semi-final. | OSN
Cerys passed her Welsh exam. | Cerys passed her intermediate Welsh exam with a distinction. | OSN
Vusi helped young people get forklift licences. | Vusi helped twelve young people from his congregation get forklift licences through a training company in Germiston. | OSN
Maya's club got the cafeteria to stop using plastic straws. | Maya's environmental club got the cafeteria to replace plastic straws with paper ones after a three-month petition. | OSN
Johanna's congregation raised money for the organ. | Johanna's congregation raised eighteen thousand euros to repair the church's 200-year-old organ. | OSN
Owen started a coding club at the library. | Owen started a free Saturday coding club for children aged eight to twelve at the library. | OSN
I got a new job. | I got a new job as a project coordinator at an NGO that works on clean water in Uganda. | OSN
I volunteer with a literacy charity. | I volunteer with a literacy charity every Tuesday evening, helping adults learn to read. | OSN
The user took a mental health day. | The user took a mental health day from work last Friday after a stressful month and spent it walking by the sea. | OSN
I passed my nursing exam. | I passed my final nursing exam with 87 percent and can now register as a nurse. | OSN
The user attended a training weekend for volunteer firefighters. | The user attended a training weekend for volunteer firefighters on cutting people out of crashed cars. | OSN
I gave a talk at my old school. | I gave a talk about careers in nursing at my old secondary school in Leicester. | OSN
The user's student passed the citizenship test. | The user's student Abdi passed his citizenship test on the first try, scoring 23 out of 24. | OSN
# ======================================================================== NSO
Kofi caught a dosing error on a child's prescription during his Tuesday shift. | Kofi caught a prescription error at work. | NSO
Renata built a board game about fractions for her class out of old cereal boxes. | Renata made a maths game for her class. | NSO
Tomasz helped organise a union meeting about overtime pay at the shipyard. | Tomasz helped organise a union meeting. | NSO
Mei attended a data journalism bootcamp in Singapore and learned to scrape government websites. | Mei attended a journalism bootcamp. | NSO
Farid drove across town to return a violin that a passenger had left in his car. | Farid returned something a passenger had left behind. | NSO
Valentina's campaign for a lemon-infused olive oil won a regional advertising award. | Valentina's campaign won an award. | NSO
Wanjiru spent this whole week in Kericho auditing a tea factory's stock records. | Wanjiru was away on an audit this week. | NSO
Chiamaka spoke at a career day at her old secondary school in Enugu about her work as an engineer. | Chiamaka spoke at a school career day. | NSO
Rashid collected unsold bread from three bakeries on Saturday and took it to a night shelter. | Rashid delivered donated bread to a shelter on Saturday. | NSO
Anahera started a weekly te reo Māori conversation group at the local marae. | Anahera started a language group. | NSO
Yusuf emailed his department asking for a resit after his connection dropped during a statistics quiz. | Yusuf asked his department for a resit. | NSO
Hana took three days off work because of a bad migraine. | Hana took some sick days. | NSO
Dawit joined an Orthodox youth choir at a church near his university. | Dawit joined a church choir. | NSO
Isabela got into medical school on her second attempt. | Isabela got into medical school. | NSO
Miriam presented a poster on coral bleaching at a student symposium in Eilat. | Miriam presented her research at a symposium. | NSO
Saanvi did a summer internship at the district collector's office in Jaipur. | Saanvi did an internship in Jaipur. | NSO
Samira ran a bake sale to raise money for the school library. | Samira organised a fundraiser for the school library. | NSO
Ciarán organised a pub quiz that raised six hundred euros for the hospice. | Ciarán organised a fundraiser for the hospice. | NSO
Otieno's class won second place at the county science fair with a homemade wind turbine. | Otieno's class did well at the science fair. | NSO
Bartek asked his tutor to help him make a study timetable. | Bartek asked his tutor for help. | NSO
Marisol had to hire two extra staff to cope with the weekend queues at her bakery. | Marisol hired more staff. | NSO
Rutendo took a part-time job at the campus bookshop to help pay her fees. | Rutendo has a part-time job on campus. | NSO
Yosef's daughter Noa teaches swimming to young children at the community pool. | Yosef's daughter works as a swimming teacher. | NSO
Théo's wife Sandrine is training to become a paramedic. | Théo's wife is in training for a new job. | NSO
Priyanka studied accountancy because her parents insisted, though she always wanted to study music. | Priyanka studied accountancy. | NSO
Sipho bought a second-hand excavator for his construction company. | Sipho bought an excavator. | NSO
Taras earned a certificate in cybersecurity fundamentals from an online course run by a Warsaw university. | Taras earned a cybersecurity certificate. | NSO
Min-jun sang with his company's choir at the year-end party. | Min-jun performed at his company's party. | NSO
Burak meditates for ten minutes before every client call. | Burak meditates before work calls. | NSO
Ayumi moved to a new job at a call centre in Fukuoka. | Ayumi changed jobs. | NSO
Jorge got two interview invitations at a tech job fair at his university. | Jorge got interviews through a job fair. | NSO
Amara took a food hygiene course at Lewisham College. | Amara did a food safety course. | NSO
Nasrin video-calls her parents every Friday after her lab meeting. | Nasrin calls her parents every week. | NSO
Omar treated a boy who had fallen from a balcony and stayed with him until his parents arrived. | Omar treated a boy who had fallen. | NSO
Kwabena negotiated a better price for the cooperative's beans with a Swiss chocolate buyer. | Kwabena got a better price for the cooperative's cocoa. | NSO
Aroha drove one of her clients to his first job interview at a timber mill. | Aroha gave a client a lift to a job interview. | NSO
Karim rebuilt the café's front window with help from neighbours and friends. | Karim repaired the café's window. | NSO
Graciela's soup kitchen served a record four hundred meals a day during the winter. | Graciela's soup kitchen was very busy during the winter. | NSO
Eitan helped a teenage footballer return to training after a knee reconstruction. | Eitan helped a young athlete recover from a knee injury. | NSO
Thanh installed a new ventilation system in the salon to reduce the fumes from nail polish. | Thanh improved the salon's ventilation. | NSO
My team celebrated the app launch with a karaoke night in Shibuya. | My team celebrated the app launch. | NSO
I took six teenagers from the youth centre camping in the Peak District last week. | I took some teenagers from the youth centre on a trip last week. | NSO
The user helped a colleague file a complaint about an unguarded press machine. | The user helped a colleague file a safety complaint. | NSO
I'm doing a part-time MBA at Warwick while working full-time. | I'm doing an MBA. | NSO
The user spent three weeks volunteering in a primary school classroom in Tamale, Ghana. | The user volunteered in Ghana. | NSO
# ======================================================================== CON
# -- reversed plans and decisions
Renata plans to start a master's in education next year. | Renata decided not to do a master's and will focus on her classroom instead. | CON
Adaeze wants to specialise in maritime law. | Adaeze has decided to specialise in family law rather than maritime law. | CON
Zainab plans to study medicine. | Zainab has decided to study public health instead of medicine. | CON
Dawit plans to do his fieldwork near Bahir Dar. | Dawit moved his fieldwork to villages near Gondar because of security concerns. | CON
Magnus plans to open his bike shop in Bergen. | Magnus decided to open his bike shop in Stavanger, where the rent is cheaper. | CON
Isabela is going to retake the medical school entrance exam in November. | Isabela gave up on medicine and enrolled in a nursing programme. | CON
Saanvi plans to sit the civil services exam in two years. | Saanvi dropped her civil services plans and accepted a job at a consulting firm. | CON
Seo-yeon plans to apply to Seoul National University. | Seo-yeon decided to apply to universities in Canada instead of Seoul National University. | CON
Amara plans to open her restaurant in Peckham. | Amara signed a lease for her restaurant in Brixton, not Peckham. | CON
Omar is considering moving to the UK to work for the NHS. | Omar has decided to stay in Cairo and not move abroad. | CON
Hyun-woo is taking the higher civil service exam this year. | Hyun-woo decided not to take the higher civil service exam at all. | CON
Naledi plans to do a master's in clinical psychology in Cape Town. | Naledi has chosen to do her master's at Stellenbosch rather than in Cape Town. | CON
I'm planning to do my teacher training in Manchester. | I've accepted a place for teacher training in Bristol instead of Manchester. | CON
# -- a job, role or status that changed
Tomasz works night shifts at the shipyard. | Tomasz switched to day shifts at the shipyard so he can attend lectures in the evening. | CON
Kofi works at the hospital pharmacy in Kumasi. | Kofi left the hospital last month and now runs his own community pharmacy in Accra. | CON | 2021-03-10 | 2022-08-15
Mei runs the night desk at a newspaper in Penang. | Mei moved from the night desk to become the newspaper's health reporter. | CON
Leila works on a paediatric ward. | Leila transferred to the oncology ward at the start of the year. | CON
Thabo works at an accounting firm in Johannesburg. | Thabo quit the accounting firm and now works as a finance manager at a hospital. | CON
Hana works full-time at the insurance company. | Hana went part-time at the insurance company and works only three days a week. | CON
Bartek works nights at a warehouse. | Bartek quit the warehouse job and now works weekends at a cinema. | CON
Esther is studying to become a midwife. | Esther switched from midwifery to a degree in social work. | CON
Nkechi works as a credit analyst at a bank in Abuja. | Nkechi was promoted from credit analyst to head of risk at her bank. | CON
Chiara teaches Latin at a liceo in Bologna. | Chiara retired from teaching last year. | CON | 2020-09-01 | 2023-03-01
Alejandro works as a civil engineer for a water utility. | Alejandro left the water utility to work full-time for a cycling advocacy group. | CON
Selin works at an architecture firm in Ankara. | Selin left her firm and moved to Istanbul to start her own practice. | CON
Pieter teaches history at a secondary school in Utrecht. | Pieter became the headteacher of a primary school in Amersfoort. | CON
Tariq is a trainee accountant in Bradford. | Tariq qualified as a chartered accountant and now works in Leeds. | CON | 2020-02-01 | 2023-07-01
Johanna is the pastor of a village church near Kassel. | Johanna was appointed to a city church in Hamburg and left the village parish. | CON
Karim's café is closed for repairs after the explosion. | Karim's café has reopened and is busier than before. | CON | 2020-08-20 | 2020-12-10
Elif's start-up has not found investors yet. | Elif's start-up raised its first investment from two angel investors. | CON | 2022-03-01 | 2022-10-01
I work as a shift manager at a supermarket. | I left the supermarket and started an apprenticeship as an electrician. | CON
The user has been sober for three years. | The user relapsed recently and is drinking again. | CON
I go to therapy every week. | I stopped going to therapy because I feel much better now. | CON
# -- a changed count, frequency or result
Hiroshi's game studio has six employees. | Hiroshi's game studio has grown to fourteen employees. | CON | 2021-02-01 | 2023-02-01
Moussa's tailoring business has two employees. | Moussa now has five people working in his tailoring business. | CON
Rohan's start-up has ten employees. | Rohan had to lay off most of his staff, and his start-up now has three employees. | CON | 2022-06-01 | 2023-05-01
Oksana volunteers on a crisis helpline three nights a week. | Oksana cut back her crisis helpline volunteering to one night a week. | CON
Quang has physiotherapy twice a week. | Quang's physiotherapist reduced his sessions to once a week. | CON
Ciarán volunteers at the soup kitchen every Saturday. | Ciarán now volunteers at the soup kitchen on Tuesday evenings instead of Saturdays. | CON
Lerato's paper was accepted at the Durban conference. | Lerato's paper was rejected by the Durban conference reviewers. | CON
Wanjiru failed the first paper of her CPA exams. | Wanjiru passed the first paper of her CPA exams. | CON
# -- one event with two dates
Ravi's cloud certification exam is on 14 March. | Ravi's cloud certification exam has been moved to 2 April. | CON
Diego's final law exams are in June. | Diego's final law exams were postponed to September because of a strike. | CON
Cerys's intermediate Welsh exam is in May. | Cerys's intermediate Welsh exam is in June. | CON
The user's PhD viva is scheduled for 12 June. | The user's PhD viva was moved to 3 July. | CON
"""


if __name__ == "__main__":
    from hand_pairs import build  # the shared checks, dates and writer

    build(PAIRS, __file__, "hand-f", 31103, max_words=40)
