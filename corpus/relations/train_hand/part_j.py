#!/usr/bin/env python3
"""Hand-written relation pairs, part J (feelings, mutual support and two people).

Domain: the sentimental memories a memory system distils from conversations between two
friends: gratitude, pride, worry, encouragement, comfort, motivation, self-care,
friendship, family support, faith, resilience, nostalgia and excitement about plans.
Two kinds of pair were mislabelled EQV (or NSO/OSN) by the first models and make up most
of the independent (IND) pairs here: (1) the same person and the same vague theme but a
different occasion, target, reason or feeling, or a feeling vs an action, a promise, a
piece of advice or a wish; (2) two different people (conversation partners) saying
near-identical things about themselves, about each other, or mirroring each other. A
smaller set of genuine EQV/OSN/NSO/CON pairs is written in the same register so that the
register alone does not give the label away.

Every pair below was written by hand, one line per pair; the format, the checks and the
dates are described in hand_pairs.py.

    python3 corpus/relations/train_hand/part_j.py   # writes part_j.jsonl next to it
"""

PAIRS = r"""
# ======================================================================== IND
# -- gratitude: same person, different object or reason
Wanjiru is grateful that her brother paid for her nursing course. | Wanjiru is grateful that her neighbours looked after her children while she was in hospital. | IND
Tariq feels thankful that his manager let him work from home while his father was ill. | Tariq is thankful that his father recovered well after the heart surgery. | IND
Ngozi said she is grateful to her church choir for visiting her every week after the miscarriage. | Ngozi said she is grateful that her husband took two weeks off work to be with her. | IND
Matteo thanked his aunt for letting him stay with her in Bologna during his exams. | Matteo thanked his aunt for the cookbook she gave him for his birthday. | IND
Aroha feels lucky to have a job she loves. | Aroha feels lucky that her whole family lives within walking distance. | IND
Layla is grateful for the friends who helped her move into her new flat. | Layla is grateful for small things, like her morning coffee on the balcony. | IND
Bongani said he appreciates his wife's patience while he studies for his engineering exams. | Bongani said he appreciates that his wife laughs at his terrible jokes. | IND
Selin is grateful that her teacher believed in her when she wanted to quit music. | Selin is grateful that her parents never pushed her to study medicine. | IND
Kenta thanked his coworkers for covering his shifts after the accident. | Kenta thanked his physiotherapist for getting him walking again after the accident. | IND
Paloma feels grateful for her health after a cancer scare last year. | Paloma feels grateful for the time she got to spend with her grandmother before she died. | IND
Rhys is thankful his sister stood up for him when he came out to their parents. | Rhys is thankful that his parents eventually welcomed his partner into the family. | IND
Kalinda thanked Jarrah for driving her to the hospital in the middle of the night. | Kalinda thanked Jarrah for remembering the anniversary of her mother's death. | IND
Dinara is grateful that her colleagues collected money for her father's funeral. | Dinara is grateful that her manager gave her extra leave to grieve. | IND
Nikos is grateful to his neighbour for fixing his fence after the storm. | Nikos is grateful to his neighbour for feeding his cats while he was in Crete. | IND
# -- pride: different achievements or different people
Abebe is proud of his son for finishing his first half marathon. | Abebe is proud of his son for standing up to a bully at school. | IND
Meera is proud of herself for speaking up in the team meeting. | Meera is proud of herself for finally learning to drive at forty. | IND
Joaquín is proud of how far his bakery has come. | Joaquín is proud that his daughter wants to become a baker too. | IND
Halima said she is proud of her students for raising money for the flood victims. | Halima said she is proud of her students' exam results this year. | IND
Sven feels proud of the vegetable garden he built from scratch. | Sven feels proud of the shed he built with his father. | IND
Thao is proud of her mother for going back to school at sixty. | Thao is proud of her mother for leaving an unhappy marriage. | IND
Femi is proud that he paid off his student loans. | Femi is proud that he has stayed sober for two years. | IND
Yael is proud of the mural her art class painted at the children's hospital. | Yael is proud of the solo exhibition she organised in her hometown. | IND
Kamau says he is proud to be the first in his family to go to university. | Kamau says he is proud of his younger sister for getting into medical school. | IND
Camila was proud of her dog for passing the therapy-dog assessment. | Camila was proud of her nephew for learning to ride a bike without stabilisers. | IND
Oskar praised his daughter's piano playing at the school recital. | Oskar praised his daughter for being kind to a new classmate. | IND
# -- worry and anxiety: a different source
Priya is worried about her father's blood pressure. | Priya is worried about losing her job in the next round of layoffs. | IND
Haruto feels anxious before every job interview. | Haruto feels anxious when he has to drive on the motorway. | IND
Dalia worries that her daughter is being left out at her new school. | Dalia worries that her daughter spends too much time on her phone. | IND
Marek is nervous about his citizenship test. | Marek is nervous about his first week as a site foreman. | IND
Aminata said she is stressed about the rent going up. | Aminata said she is stressed about her thesis deadline. | IND
Noam worries about his grandmother living alone in Haifa. | Noam worries that he isn't saving enough for retirement. | IND
Ioana has felt uneasy about flying since a very bumpy flight to Madrid. | Ioana feels uneasy about leaving her cat with a new sitter. | IND
Lakshmi is scared that the operation on her knee will not work. | Lakshmi is scared of becoming a burden to her children as she gets older. | IND
Thabo was nervous before his speech as best man at his brother's wedding. | Thabo was nervous on his first day as a school principal. | IND
Solveig is worried that her son is not sleeping enough. | Solveig is worried about the cost of her son's braces. | IND
Yosef is worried about his sister's long working hours at the hospital. | Yosef is worried that his sister is thinking of moving abroad. | IND
# -- encouragement: different goals or different people encouraged
Farai encouraged his sister to apply for the scholarship in Cape Town. | Farai encouraged his sister to start running with him in the mornings. | IND
Niamh keeps encouraging her brother to see a doctor about his back. | Niamh keeps encouraging her brother to find a hobby outside work. | IND
Rodrigo told his friend Gael not to give up on his music. | Rodrigo told his friend Gael to ask for a raise. | IND
Zeynep's mother encouraged her to study abroad. | Zeynep's mother encouraged her to learn to cook before moving out. | IND
Imran encourages his team to take all their holiday days. | Imran encourages his team to share ideas even when they are unfinished. | IND
Valentina cheered on her cousin at his first boxing match. | Valentina cheered on her cousin when he defended his PhD thesis. | IND
Wei urged his father to retire early. | Wei urged his father to move closer to the family. | IND
Makena motivated her book club to read more African authors. | Makena motivated her book club to start meeting in person again. | IND
Ayesha encouraged her daughter to try out for the cricket team. | Ayesha encouraged her niece to try out for the cricket team. | IND
# -- comfort and coping: a different way of unwinding or source of comfort
Ciaran says cooking for friends helps him switch off after work. | Ciaran says swimming in the sea helps him clear his head. | IND
Jia finds comfort in calling her grandmother every Sunday. | Jia finds comfort in writing in her journal when she cannot sleep. | IND
Omid listens to old Persian songs when he feels homesick. | Omid cooks his mother's recipes when he feels homesick. | IND
Adwoa comforted her niece after she failed her driving test. | Adwoa comforted her niece after her hamster died. | IND
Teodor says gardening helped him get through his divorce. | Teodor says his old army friends helped him get through his divorce. | IND
Nomsa finds that knitting calms her before exams. | Nomsa finds that praying calms her before exams. | IND
Freya takes long baths when she feels overwhelmed. | Freya switches off her phone for a whole day when she feels overwhelmed. | IND
Chidi watches football with his brothers to forget about work. | Chidi plays the drums in his garage to forget about work. | IND
Lior reassured his partner before her surgery. | Lior reassured his partner when she lost her job. | IND
Mateo comforted his son after his team lost the football final. | Mateo comforted his son on his first night at boarding school. | IND
# -- motivation and goals
Selam is motivated to finish her degree for her late father. | Selam is motivated to get fit so she can climb Kilimanjaro. | IND
Karim says his children are what keep him going in his hard job. | Karim says the dream of opening his own café keeps him going. | IND
Anjali wants to run a marathon before she turns forty. | Anjali wants to learn Spanish before she turns forty. | IND
Pieter is determined to get back into shape after his knee surgery. | Pieter is determined to spend less time on his phone. | IND
Linh set a goal to read fifty books this year. | Linh set a goal to save enough for a trip to Japan. | IND
Moussa says he is driven by the wish to make his parents proud. | Moussa says he is driven by a love of solving hard problems. | IND
Efua is motivated by her grandmother, who ran a market stall into her eighties. | Efua is motivated by the young girls she mentors at the coding club. | IND
# -- self-care
Agnieszka started going to bed by ten to look after her health. | Agnieszka started seeing a therapist to look after her mental health. | IND
Jabari takes a walk at lunch every day to clear his mind. | Jabari keeps his phone switched off on Sundays to rest. | IND
Leilani treats herself to a massage after every big deadline. | Leilani treats herself to a new novel after every big deadline. | IND
Sanjana has learned to say no to extra shifts. | Sanjana has learned to ask her family for help with the kids. | IND
Bram started meditating in the mornings. | Bram started cycling to work instead of driving. | IND
Aoife cut back on coffee because it made her anxious. | Aoife cut back on social media because it made her anxious. | IND
Hana blocks out one evening a week just for herself. | Hana has started saying what she needs instead of keeping quiet. | IND
# -- friendship
Yasmin values her friendship with Tolu because they can talk about anything. | Yasmin values her friendship with Tolu because Tolu always tells her the truth. | IND
Ximena feels closer to her coworkers since the office retreat. | Ximena feels closer to her sister since they started a podcast together. | IND
Henrik is glad he got back in touch with his childhood friend Oskar. | Henrik is glad he joined a running group where he has made new friends. | IND
Mei says her best friend always remembers her birthday. | Mei says her best friend drove four hours to be at her graduation. | IND
Samir feels he has drifted apart from his university friends. | Samir feels he has grown closer to his neighbours. | IND
Nomsa's friends rallied around her after the fire at her house. | Nomsa's friends threw her a surprise party for her fortieth birthday. | IND
# -- family support
Nusrat's parents helped pay for her wedding. | Nusrat's parents looked after her baby when she went back to work. | IND
Gael's brother lent him money to fix his car. | Gael's brother helped him rewrite his CV. | IND
Ilona's husband supported her decision to leave her job. | Ilona's husband supported her through her mother's illness. | IND
Sione's grandparents raised him while his parents worked in Auckland. | Sione's grandparents taught him to speak Tongan. | IND
Amara's sister flew in from Lagos to help with the new baby. | Amara's sister calls her every night to check on her. | IND
Radu's father taught him to fix almost anything with his hands. | Radu's father came to every one of his football matches. | IND
Jun's sister supported him through his breakup. | Jun's sister supported him when he decided to change careers. | IND
# -- faith
Ngozi says her faith helped her through the loss of her mother. | Ngozi says her faith gives her patience with her difficult boss. | IND
Emre prays at the mosque every Friday with his father. | Emre fasts during Ramadan even when he travels for work. | IND
Tamar lights candles every Friday evening with her daughters. | Tamar volunteers at her synagogue's food bank. | IND
Vikram feels most at peace at the temple near his parents' house. | Vikram feels most at peace in the mountains. | IND
Mele sings in her church choir every Sunday. | Mele says her church community helped her family after the cyclone. | IND
Rohit's faith was shaken when his close friend died young. | Rohit found comfort in the Bhagavad Gita during his illness. | IND
Esther prays for her son every morning. | Esther believes that God guided her to her husband. | IND
# -- resilience
Zodwa bounced back after losing her job and started a catering business. | Zodwa kept going with her studies after her house flooded. | IND
Katya says losing her leg taught her to be patient. | Katya says losing her leg made her want to try Paralympic swimming. | IND
Tane refused to give up after being rejected by five universities. | Tane refused to give up when his first business failed. | IND
Ama says the hardest year of her life made her stronger. | Ama says therapy made her better at handling stress. | IND
Dmitri kept training after his shoulder injury and made the national rowing team. | Dmitri kept his sense of humour through months of chemotherapy. | IND
Bilal rebuilt his savings after his shop was robbed. | Bilal rebuilt his relationship with his father after years of not speaking. | IND
# -- nostalgia
Giulia misses the summers at her grandparents' farm in Puglia. | Giulia misses the smell of her grandfather's pipe. | IND
Bao feels nostalgic when he hears the songs his mother sang while cooking. | Bao feels nostalgic about the bike rides he took with his father in Hue. | IND
Carys often thinks back on her year teaching in Chile. | Carys often thinks back on her first flat in Cardiff. | IND
Keoni remembers surfing with his uncle every morning as a kid. | Keoni remembers his grandmother's stories about old Hawaii. | IND
Zoltan misses the Budapest of his student days. | Zoltan misses playing chess with his late brother. | IND
Shirin gets emotional looking at photos of her childhood in Shiraz. | Shirin gets emotional when she hears her mother's voice on old videos. | IND
Hoang misses the noodle stall his family ran in Saigon. | Hoang misses the friends he grew up with in Saigon. | IND
# -- excitement about plans
Arjun is excited about his cousin's wedding in Jaipur. | Arjun is excited about starting his new job in Bangalore. | IND
Lucía can't wait to see the northern lights in Norway. | Lucía can't wait to meet her new niece. | IND
Fionn is looking forward to the music festival in Galway. | Fionn is looking forward to a quiet week at home after the festival. | IND
Aviva is thrilled about adopting a rescue dog. | Aviva is thrilled about moving into a flat with a garden. | IND
Kwame is excited to take his kids camping for the first time. | Kwame is excited to finally finish his basement renovation. | IND
Amira is excited about her trip to Zanzibar. | Amira is excited about her sister's engagement party. | IND
# -- the same feeling on a different occasion, or a different feeling
Margit was moved to tears at her granddaughter's christening. | Margit was moved to tears at her granddaughter's school play. | IND
Teodor felt relieved when his biopsy came back clear. | Teodor felt relieved when his son finally found a job. | IND
Olga felt lonely during her first winter in Montreal. | Olga felt lonely after her best friend moved to Berlin. | IND
Reza was disappointed that he didn't get the promotion. | Reza was disappointed that his sister couldn't come to his wedding. | IND
Nikos feels guilty for not visiting his parents often enough. | Nikos feels guilty about eating meat. | IND
Annelies felt supported by her colleagues when her father died. | Annelies felt supported by her colleagues when she came back from maternity leave. | IND
Hoang feels hopeful about his new diabetes treatment. | Hoang feels hopeful that his restaurant will survive the winter. | IND
Pita apologised to his wife for forgetting their anniversary. | Pita apologised to his wife for snapping at her after work. | IND
Ananya congratulated her brother on his wedding. | Ananya congratulated her brother on his promotion. | IND
Reza admires his boss. | Reza finds his boss intimidating. | IND
Aviva is excited about the move to Haifa. | Aviva is sad to leave her neighbours behind when she moves to Haifa. | IND
Matteo is happy about his engagement. | Matteo feels nervous about planning the wedding. | IND
Lakshmi is relieved that her knee operation is over. | Lakshmi is frustrated by how slow her recovery is. | IND
Thao loves her job at the hospital. | Thao finds the night shifts at the hospital exhausting. | IND
Kenta is grateful to his coworkers for covering his shifts. | Kenta feels bad that his coworkers had to cover his shifts. | IND
# -- the new fact presupposes the old one but states something new
Naledi got into her dream university in Cape Town. | Naledi feels overwhelmed by her first term at university. | IND
Asel adopted a rescue cat in the spring. | Asel says her rescue cat helps with her anxiety. | IND
Bolat started a new job in Almaty. | Bolat feels out of place at his new job in Almaty. | IND
Dinara's father passed away in March. | Dinara finds it hard to talk about her father. | IND
Jabari thanked Makena for his birthday present. | Makena gave Jabari a leather watch for his birthday. | IND
Kojo ran his first marathon in Accra. | Kojo's friends held up a banner for him at the finish of his first marathon. | IND
Ama handed in her notice at the bank. | Ama feels relieved since leaving the bank. | IND
Pita and his wife celebrated their tenth anniversary in Apia. | Pita feels his marriage has grown stronger over the years. | IND
Selam graduated with honours in 2023. | Selam wished her late father could have seen her graduate. | IND | 2023-07-02 | 2023-07-20
# -- two people: near-identical wording, only the subject differs
Aroha loves swimming in the sea at dawn. | Tane loves swimming in the sea at dawn too. | IND
Priya is grateful for her mother's support during medical school. | Meera is grateful for her mother's support during medical school. | IND
Haruto is nervous about his driving test next week. | Yuna is nervous about her driving test next week too. | IND
Femi is proud of his younger brother for getting into law school. | Tolu is proud of her younger brother for getting into law school. | IND
Sofia feels lucky to have such supportive friends. | Matteo feels lucky to have such supportive friends. | IND
Amara finds that yoga helps her manage stress. | Chidi finds that yoga helps him manage stress as well. | IND
Noor misses her grandmother's cooking. | Dalia misses her grandmother's cooking. | IND
Kamau wants to visit Japan someday. | Wanjiru wants to visit Japan someday. | IND
Ines is excited about the road trip through Portugal. | Tomas is excited about the road trip through Portugal. | IND
Bram feels burned out at work. | Maud feels burned out at work too. | IND
Selin volunteers at an animal shelter on weekends. | Emre volunteers at an animal shelter on weekends. | IND
Xiaoling is learning to be kinder to herself. | Mei is learning to be kinder to herself too. | IND
Jabari believes hard work always pays off. | Makena believes hard work always pays off. | IND
Rhys said he feels at home in Cardiff. | Carys said she feels at home in Cardiff. | IND
Abebe's faith helps him stay calm in hard times. | Selam's faith helps her stay calm in hard times. | IND
Leilani gets homesick for Maui every winter. | Keoni gets homesick for Maui every winter. | IND
Ioana is thankful for her good health. | Radu is thankful for his good health. | IND
Kabir is looking forward to becoming a father. | Anjali is looking forward to becoming a mother. | IND
Vikram felt proud watching his daughter graduate. | Lakshmi felt proud watching her daughter graduate. | IND
Solveig loves hiking in the fjords with her dog. | Henrik loves hiking in the fjords with his dog. | IND
Shirin cried at the end of the film. | Omid cried at the end of the film too. | IND
Joaquín finds running helps him think. | Paloma finds running helps her think. | IND
Thabo wants to spend more time with his kids. | Nomsa wants to spend more time with her kids. | IND
Aoife is scared of public speaking. | Niamh is scared of public speaking. | IND
Gael feels he needs a break from social media. | Rodrigo feels he needs a break from social media. | IND
Ruth is grateful to her mother for teaching her to sew. | Esther is grateful to her mother for teaching her to sew. | IND
Jarrah feels most at home in the desert near Alice Springs. | Kalinda feels most at home in the desert near Alice Springs. | IND
Yosef is saving up for a trip to Morocco. | Miriam is saving up for a trip to Morocco as well. | IND
Lior finds cooking relaxing after a long shift. | Noam finds cooking relaxing after a long shift too. | IND
Hana is proud of how much her Korean has improved. | Jun is proud of how much his Korean has improved. | IND
Efua feels she has finally found her purpose in teaching. | Kojo feels he has finally found his purpose in teaching. | IND
Asel is nervous about her first marathon. | Bolat is nervous about his first marathon. | IND
# -- two people: A says something about B vs B's own statement
Ximena thinks Valentina works too hard. | Valentina says she loves her demanding job. | IND
Karim told Yasmin she is the most patient person he knows. | Yasmin said she has been losing her patience with her students lately. | IND
Kwame praised Adwoa's cooking at the dinner party. | Adwoa said she learned to cook from her aunt in Kumasi. | IND
Linh said Hoang is always there when she needs him. | Hoang said he wants to be better at keeping in touch with his friends. | IND
Noam told Tamar she should be proud of her new book. | Tamar said she is nervous about how her new book will be received. | IND
Pieter thinks Annelies should take more time for herself. | Annelies has started taking Friday afternoons off. | IND
Sione said Mele is the strongest person in his family. | Mele said she felt exhausted after the cyclone. | IND
Aviva said Noam is a wonderful father. | Noam said he worries he is too strict with his kids. | IND
Zoltan told Margit she was right to sell the old house. | Margit said she misses the old house. | IND
Miriam said Yosef has a gift for making people feel welcome. | Yosef said he gets nervous at parties where he doesn't know anyone. | IND
Bilal thinks Amira is the bravest person he knows. | Amira said she was terrified when she moved to Leeds alone. | IND
# -- two people: mirrored statements, A about B and B about A
Tolu thanked Femi for helping her move house. | Femi thanked Tolu for lending him her car. | IND
Sanjana is grateful to Rohit for listening to her. | Rohit is grateful to Sanjana for listening to him. | IND
Bongani admires Zodwa's patience with their kids. | Zodwa admires Bongani's patience with their kids. | IND
Carys told Rhys she is proud of him for finishing his PhD. | Rhys told Carys he is proud of her for running the Cardiff half marathon. | IND
Ines misses Tomas since he moved to Lyon. | Tomas misses Ines since he moved to Lyon. | IND
Jia worries about Wei working night shifts. | Wei worries about Jia commuting home late at night. | IND
Maud encouraged Bram to take the job in Ghent. | Bram encouraged Maud to start her pottery business. | IND
Omid apologised to Shirin for missing her birthday. | Shirin apologised to Omid for forgetting his exhibition opening. | IND
Keoni trusts Leilani with his biggest secrets. | Leilani trusts Keoni with her biggest secrets. | IND
Aoife looks up to her older sister Niamh. | Niamh looks up to her younger sister Aoife. | IND
Farai said Tendai is the funniest person he knows. | Tendai said Farai is the funniest person he knows. | IND
Haruto thanked Yuna for cheering him on at the race. | Yuna thanked Haruto for cheering her on at her recital. | IND
Ama feels she can always rely on Kwabena. | Kwabena feels he can always rely on Ama. | IND
Selin congratulated Emre on his new job. | Emre congratulated Selin on her engagement. | IND
Efua sent Kojo a care package when he was ill. | Kojo sent Efua flowers after her exams. | IND
Ruth looked after Esther's kids during the house move. | Esther helped Ruth paint her new kitchen. | IND
Yosef listens to Miriam when she is stressed about work. | Miriam listens to Yosef when he is stressed about his studies. | IND
Hana has checked in on Jun every week since his breakup. | Jun checked in on Hana every day after her surgery. | IND
Amira told Bilal she will always be there for him. | Bilal told Amira he will always be there for her. | IND
Ayesha is proud of Imran for running the Lahore marathon. | Imran is proud of Ayesha for opening her own clinic. | IND
Chidi supported Amara through her nursing exams. | Amara supported Chidi when his father died. | IND
Naledi admires how calm Asel stays under pressure. | Asel admires how calm Naledi stays under pressure. | IND
# -- two people: A reassures or advises B vs A's own feeling
Priya told Meera not to worry about her presentation. | Priya said she is worried about her own presentation. | IND
Kamau told Wanjiru she shouldn't feel guilty about taking a holiday. | Kamau said he feels guilty about missing his son's match. | IND
Joaquín told Paloma she should be proud of her garden. | Joaquín said he is proud of his garden. | IND
Valentina told Ximena she deserves a rest after her exams. | Valentina said she needs a rest after her busy month. | IND
Marek told Agnieszka she should call her mother more often. | Marek said he calls his mother every Sunday. | IND
Thabo told Nomsa that she is a wonderful mother. | Thabo said he worries he is not a good enough father. | IND
Gael told Rodrigo to stop being so hard on himself. | Gael admitted he is too hard on himself at work. | IND
Henrik told Solveig she has nothing to be nervous about at her interview. | Henrik said he always gets nervous before interviews. | IND
Lior told Noam he shouldn't be embarrassed about crying at the funeral. | Lior said he was embarrassed about crying during his speech. | IND
Leilani told Keoni his grandmother would be proud of him. | Leilani said she wishes her grandmother could see her now. | IND
# -- two people: different feelings about the same event
Kabir was thrilled when his daughter Zara was born. | Anjali said she felt exhausted and overwhelmed when Zara was born. | IND
Sofia loved the surprise party. | Matteo was stressed while organising the surprise party. | IND
Abebe was relieved that the family reunion went well. | Selam found the family reunion tiring. | IND
Yasmin was moved by the graduation speech. | Karim found the graduation speech far too long. | IND
Tomas was nervous on the drive to Porto. | Ines enjoyed every minute of the drive to Porto. | IND
# -- a feeling vs an action on the same topic
Lucía is excited about her trip to Norway. | Lucía booked a cabin near Tromsø. | IND
Arjun feels nervous about giving a speech at his cousin's wedding. | Arjun wrote his speech for his cousin's wedding. | IND
Teodor worries about his father's memory. | Teodor took his father to see a neurologist. | IND
Freya feels guilty about neglecting her friends. | Freya invited her friends over for dinner on Saturday. | IND
Olga misses her family in Kyiv. | Olga flew to Warsaw to meet her mother for a weekend. | IND
Nikos is grateful to his neighbour for fixing his fence. | Nikos took his neighbour out for a fish dinner in the harbour. | IND
Fionn is proud of his little brother's drawings. | Fionn framed one of his little brother's drawings. | IND
Reza feels ashamed that he lost his temper with his son. | Reza apologised to his son for shouting at him. | IND
Margit loves her new allotment. | Margit planted tomatoes and beans on her new allotment. | IND
Kenta is anxious about his physiotherapy. | Kenta goes to physiotherapy twice a week. | IND
Ilona admires her colleague's calm under pressure. | Ilona asked her colleague to mentor her. | IND
Tane feels homesick for Rotorua. | Tane booked a flight home to Rotorua for Christmas. | IND
Aminata is worried about paying her rent. | Aminata took on a weekend job at a pharmacy. | IND
Jabari wants to get fit. | Jabari signed up for a gym near his office. | IND
Dalia feels sad that her daughter is left out at school. | Dalia arranged a playdate for her daughter with a classmate. | IND
Xiaoling is excited about learning to sail. | Xiaoling bought a second-hand dinghy. | IND
Moussa is grateful to his old maths teacher for believing in him. | Moussa visited his old maths teacher when he went back to Dakar. | IND
Leyla feels nervous about living alone. | Leyla had a new lock fitted on her front door. | IND
Radu loves his grandmother's village. | Radu is repairing the roof of his grandmother's house in the village. | IND
Zeynep is sad that her friend is moving to Canada. | Zeynep threw a farewell party for her friend before the move to Canada. | IND
Sven is excited about becoming a grandfather. | Sven built a cot for his first grandchild. | IND
Noor feels inspired by her aunt's activism. | Noor joined a climate march with her aunt. | IND
Hoang hopes his restaurant survives the winter. | Hoang cut the restaurant's opening hours for the winter. | IND
Ama feels undervalued at her job. | Ama asked her manager for a raise. | IND
Wei is proud of his father's carpentry. | Wei asked his father to teach him carpentry. | IND
Keoni misses his uncle in Hawaii. | Keoni sent his uncle a photo of himself surfing on the Oregon coast. | IND
Bilal is thankful that Amira drove him to the airport. | Bilal bought Amira a box of dates from Medina. | IND
Halima worries about her students' mental health. | Halima started a lunchtime club where students can talk. | IND
# -- a promise vs a feeling or an action
Kwame promised his kids a trip to the zoo. | Kwame took his kids to the aquarium. | IND
Niamh promised to visit her brother in Boston. | Niamh misses her brother in Boston. | IND
Bongani promised his wife he would work fewer late nights. | Bongani feels guilty about working late. | IND
Camila promised to help her friend prepare for her interview. | Camila thinks her friend will do great at her interview. | IND
Samir promised his mother he would call more often. | Samir called his mother on her birthday. | IND
Jun promised Hana he would come to her graduation. | Jun is proud of Hana for graduating. | IND
# -- advice given vs advice taken
Ines advised Tomas to see a therapist. | Tomas started seeing a therapist. | IND
Kwabena suggested that Ama take a week off. | Ama took a week off and went to the coast. | IND
Tolu told Femi to apply for the management job. | Femi applied for the management job. | IND
Sofia advised Matteo to apologise to his brother. | Matteo apologised to his brother. | IND
Yuna recommended swimming to Haruto for his back pain. | Haruto has started swimming twice a week. | IND
Mele advised Sione to save money for a house. | Sione opened a savings account for a house deposit. | IND
Karim's doctor advised him to cut down on sugar. | Karim has stopped putting sugar in his tea. | IND
Wanjiru's mentor told her to negotiate her salary. | Wanjiru negotiated a higher salary at her new job. | IND
Aoife told Niamh to get more sleep. | Niamh has been going to bed earlier. | IND
Jia suggested that Wei join a choir. | Wei joined the choir at his church. | IND
Agnieszka advised Marek to take his citizenship test early. | Marek passed his citizenship test. | IND
Linh encouraged Hoang to ask for help. | Hoang asked his brother for help with the restaurant. | IND
Freya's therapist suggested she keep a journal. | Freya writes in her journal every night before bed. | IND
Paloma told Joaquín he should hire more staff. | Joaquín hired two new bakers. | IND
Gael advised Rodrigo to take a break from his band. | Rodrigo took a month off from his band and went hiking in Patagonia. | IND
Naledi told Asel to stop checking her work emails at night. | Asel still checks her work emails before bed. | IND
# -- a wish vs a fact
Ines wishes she could see her grandmother more often. | Ines visited her grandmother in Porto at Easter. | IND
Kabir wishes he had learned Punjabi as a child. | Kabir is taking Punjabi lessons online. | IND
Zodwa wishes she had more time to paint. | Zodwa painted a portrait of her son. | IND
Keoni wishes he had more friends in Seattle. | Keoni joined a hiking club in Seattle. | IND
Yael wishes her parents understood her art. | Yael's parents came to her exhibition opening. | IND
Ximena wishes she were braver. | Ximena went skydiving for her birthday. | IND
Tendai wishes his brother would call more. | Tendai's brother called him on Sunday. | IND
Giulia wishes she spoke better German. | Giulia passed her B2 German exam. | IND
Mei wishes she had gone to art school. | Mei studied accounting at university. | IND
Sanjana wishes her husband helped more at home. | Sanjana's husband cooks dinner on weekends. | IND
# -- loosely related feelings of the same person
Paloma is proud of her garden. | Paloma feels lonely since her husband died. | IND
Femi is nervous about his new job. | Femi is grateful that his wife is so supportive. | IND
Camila misses her family in Bogotá. | Camila is excited about her new dog. | IND
Ngozi feels blessed to have a big family. | Ngozi wishes she had more time to herself. | IND
Emre admires his father's generosity. | Emre worries about his father's heart. | IND
# -- names a year
Chidi ran the Lagos marathon in 2022. | Chidi was proud of himself for finishing the Lagos marathon in 2024. | IND | 2022-03-01 | 2024-02-20
Tamar felt lonely in her first year in Tel Aviv in 2020. | Tamar is grateful for the friends she made in Tel Aviv. | IND | 2020-12-01 | 2024-06-08
Henrik was worried about his job in 2020. | Henrik was worried about his mother's health in 2022. | IND | 2020-05-04 | 2022-10-17

# ======================================================================== EQV
# -- the same fact restated in other words
Efua is grateful that her aunt paid for her wedding dress. | Efua appreciates that her aunt bought her wedding dress for her. | EQV
Bolat admires his older brother's patience. | Bolat looks up to his older brother for how patient he is. | EQV
Naledi is anxious about her first term at university. | Naledi feels nervous about her first university term. | EQV
Kojo finds gardening relaxing. | Kojo says gardening helps him relax. | EQV
Hana misses her grandmother's cooking. | Hana longs for the food her grandmother used to make. | EQV
Lior is proud of his daughter for learning to read. | Lior feels proud that his daughter has learned to read. | EQV
Miriam thanked Yosef for helping her move. | Miriam expressed her gratitude to Yosef for his help with her move. | EQV
Ananya worries about her father living alone. | Ananya is concerned that her father lives by himself. | EQV
Asel says her cat helps with her anxiety. | According to Asel, her cat eases her anxiety. | EQV
Jarrah encouraged Kalinda to apply for the nursing job. | Kalinda was encouraged by Jarrah to apply for the nursing job. | EQV
Pita feels lucky to have a supportive family. | Pita considers himself fortunate to have a family that supports him. | EQV
Amira is excited about her trip to Zanzibar. | Amira can't wait for her trip to Zanzibar. | EQV
Bilal has not drunk alcohol for three years. | Bilal has been alcohol-free for three years. | EQV
Oskar says running helped him through his divorce. | Running got Oskar through his divorce, he said. | EQV
Ruth feels guilty about missing her son's school play. | Ruth feels bad that she missed her son's school play. | EQV
Esther prays every morning before work. | Every morning, Esther says her prayers before she goes to work. | EQV
Mateo is homesick for Montevideo. | Mateo misses his home in Montevideo. | EQV
Dinara finds it hard to talk about her late father. | Talking about her late father is difficult for Dinara. | EQV
Jun's sister supported him through his breakup. | Jun's sister was there for him during his breakup. | EQV
Ayesha is afraid of flying. | Ayesha has a fear of flying. | EQV
Kojo told Efua that he admires her courage. | Kojo said he admires Efua for being so brave. | EQV
Naledi's mother encouraged her to study law. | Naledi was encouraged by her mother to study law. | EQV
Wanjiru thanked her neighbours for looking after her children while she was in hospital. | Wanjiru expressed thanks to her neighbours for minding her kids during her hospital stay. | EQV
Zeynep regrets not visiting her grandfather before he died. | Zeynep wishes she had visited her grandfather before his death. | EQV
Emre feels at peace when he prays at the mosque. | Praying at the mosque gives Emre a sense of peace. | EQV
Selam is determined to finish her degree. | Selam is set on completing her degree. | EQV
Tane is nostalgic about his childhood in Rotorua. | Tane looks back fondly on growing up in Rotorua. | EQV
Sanjana is learning to set boundaries at work. | Sanjana is working on setting limits at her job. | EQV
Keoni has been best friends with Leilani since primary school. | Keoni and Leilani have been best friends since they were at primary school. | EQV
Marek is nervous about his citizenship test. | Marek feels anxious about taking his citizenship test. | EQV
Aoife quit social media because it made her anxious. | Aoife gave up social media, which was making her anxious. | EQV
Giulia misses the summers she spent at her grandparents' farm in Puglia. | Giulia longs for the summers at her grandparents' farm in Puglia. | EQV
Reza was disappointed that he didn't get the promotion. | Reza felt let down at being passed over for the promotion. | EQV
Lucía's brother lent her money for her flight to Norway. | Lucía borrowed money from her brother for her flight to Norway. | EQV
Yasmin values Tolu's honesty. | Yasmin appreciates that Tolu is an honest person. | EQV
Thabo feels he can always count on his brother. | Thabo knows his brother will always be there for him. | EQV
Carys spent a year teaching English in Chile. | Carys taught English in Chile for a year. | EQV
Priya told Meera not to worry about her presentation. | Priya reassured Meera that she had nothing to worry about with her presentation. | EQV
Abebe is proud of his son for standing up to a bully. | Abebe feels proud that his son stood up to a bully. | EQV
Imran is grateful to his wife for her support during his illness. | Imran appreciates how his wife supported him while he was ill. | EQV

# ======================================================================== OSN
# -- the same feeling or fact, with a detail added
Ines is grateful to her sister. | Ines is grateful to her sister for taking care of their mother after her stroke. | OSN
Kwame is excited about a camping trip with his kids. | Kwame is excited about taking his kids camping in the Volta Region for the first time. | OSN
Hoang worries about his restaurant. | Hoang worries that his restaurant will not survive the winter because of rising rent. | OSN
Lior comforted his partner. | Lior comforted his partner after she lost her job at the bank. | OSN
Oskar praised his daughter's playing. | Oskar praised his daughter's piano playing at her school recital. | OSN
Sven built something for his grandchild. | Sven built a wooden cot for his first grandchild. | OSN
Amira thanked Bilal. | Amira thanked Bilal for driving her to the airport at four in the morning. | OSN
Olga sent her family a parcel. | Olga sent her family in Kyiv a parcel of chocolates and warm socks. | OSN
Ayesha is proud of Imran. | Ayesha is proud of Imran for finishing the Lahore marathon. | OSN
Asel finds that her pet helps with her anxiety. | Asel finds that her rescue cat, Mochi, helps her cope with anxiety. | OSN
Mateo comforted his son after a football match. | Mateo comforted his son after his team lost the under-twelve football final on penalties. | OSN
Zodwa kept studying after her house flooded. | Zodwa kept studying for her nursing diploma after floods wrecked her house in Durban. | OSN
Farai encouraged his sister to apply for a scholarship. | Farai encouraged his sister to apply for a full scholarship at the University of Cape Town. | OSN
Tamar volunteers at a food bank. | Tamar volunteers every Thursday at the food bank run by her synagogue. | OSN
Ruth looked after Esther's kids. | Ruth looked after Esther's two boys for a week while Esther moved house. | OSN
Bongani appreciates his wife's patience. | Bongani appreciates his wife's patience while he studies at night for his engineering exams. | OSN
Jabari takes a walk every day. | Jabari takes a thirty-minute walk around the park every day at lunchtime. | OSN
Selin congratulated Emre. | Selin congratulated Emre on landing a job at an architecture firm in Izmir. | OSN
Margit was moved to tears at a family event. | Margit was moved to tears at her granddaughter's christening. | OSN
Keoni misses Hawaii. | Keoni misses Hawaii, especially surfing with his uncle on the North Shore. | OSN
Noor joined a protest. | Noor joined a climate march in London with her aunt. | OSN
Teodor took his father to a doctor. | Teodor took his father to a neurologist about his memory problems. | OSN
Valentina cheered on her cousin. | Valentina cheered on her cousin from the front row at his first amateur boxing match. | OSN
Radu is repairing his grandmother's house. | Radu is repairing the leaking roof of his grandmother's house in a village near Sibiu. | OSN
Farhan admires his brother's work ethic. | Farhan admires his brother's work ethic, especially the double shifts he works to support his family. | OSN

# ======================================================================== NSO
# -- the same feeling or fact, restated more vaguely
Efua sent Kojo a care package of soup, tea and a novel when he had the flu. | Efua sent Kojo a care package when he was ill. | NSO
Dinara is grateful that her colleagues collected money for her father's funeral. | Dinara is grateful to her colleagues. | NSO
Bolat feels out of place at his new job in Almaty because everyone there speaks Kazakh and he grew up speaking Russian. | Bolat feels out of place at his new job. | NSO
Hana checked in on Jun every evening for a week after his breakup. | Hana checked in on Jun after his breakup. | NSO
Kalinda thanked Jarrah for driving her to the hospital in the middle of the night. | Kalinda thanked Jarrah for giving her a lift. | NSO
Pita apologised to his wife for forgetting their tenth wedding anniversary. | Pita apologised to his wife for forgetting their anniversary. | NSO
Ananya congratulated her brother on his promotion to head chef. | Ananya congratulated her brother on his promotion. | NSO
Yosef is worried that his sister works eighty hours a week as a junior doctor. | Yosef is worried about his sister's long working hours. | NSO
Miriam finds that swimming laps at dawn before work calms her down. | Miriam finds swimming calming. | NSO
Chidi supported Amara through her final nursing exams by cooking for her every night. | Chidi supported Amara through her exams. | NSO
Kabir wishes he had learned Punjabi from his grandmother as a child. | Kabir wishes he had learned Punjabi as a child. | NSO
Solveig is worried about the cost of her son's braces, which will be about forty thousand kroner. | Solveig is worried about the cost of her son's braces. | NSO
Ximena went skydiving over the coast near Valparaíso for her thirtieth birthday. | Ximena went skydiving. | NSO
Aviva adopted a three-year-old rescue greyhound named Pepper. | Aviva adopted a rescue dog. | NSO
Nikos baked a lemon cake for his neighbour to thank him for fixing the fence. | Nikos baked something for his neighbour. | NSO
Linh is saving for a spring trip to Japan to see the cherry blossoms in Kyoto. | Linh is saving for a trip to Japan. | NSO
Femi applied for the regional management job that Tolu told him about. | Femi applied for a management job. | NSO
Thao is proud of her mother for going back to school at sixty to study nursing. | Thao is proud of her mother for going back to school. | NSO
Rhys told Carys he was proud of her for finishing the Cardiff half marathon in under two hours. | Rhys told Carys he was proud of her for running a half marathon. | NSO
Sione opened a savings account for a house deposit after Mele's advice. | Sione opened a savings account. | NSO
Leyla had a new lock and a doorbell camera fitted at her flat. | Leyla had a new lock fitted at her flat. | NSO
Zeynep threw a farewell party for her friend Deniz before Deniz moved to Vancouver. | Zeynep threw a farewell party for a friend. | NSO
Moussa wrote a long thank-you letter to his old maths teacher in Dakar after graduating. | Moussa wrote to his old teacher. | NSO
Agnieszka started seeing a therapist every Tuesday to deal with burnout. | Agnieszka has begun seeing a therapist. | NSO
Sven feels proud of the vegetable garden he built from scratch behind his cabin. | Sven feels proud of his garden. | NSO

# ======================================================================== CON
# -- the same person's feeling about the same thing, reversed
Kenta loves his new job at the design studio. | Kenta has come to dislike his job at the design studio. | CON
Naledi feels confident about her law exams. | Naledi now feels unsure she will pass her law exams. | CON
Bolat is nervous about his move to Almaty. | Bolat no longer feels nervous about his move to Almaty. | CON
Amira is excited about her trip to Zanzibar. | Amira is dreading her trip to Zanzibar now that her sister can't come. | CON
Ruth feels close to her sister-in-law. | Ruth has grown distant from her sister-in-law since their argument. | CON
Oskar enjoys running with his club. | Oskar has stopped enjoying running with his club. | CON
Jun trusts his business partner completely. | Jun no longer trusts his business partner. | CON
Hana finds her commute relaxing. | Hana finds her commute stressful. | CON
Lior is optimistic about his startup. | Lior has become pessimistic about his startup's future. | CON
Asel loves living in Almaty. | Asel has grown tired of living in Almaty and wants to leave. | CON
"""


if __name__ == "__main__":
    from hand_pairs import build  # the shared checks, dates and writer

    build(PAIRS, __file__, "hand-j", 31401, max_words=40)
