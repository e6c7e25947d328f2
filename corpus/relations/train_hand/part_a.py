#!/usr/bin/env python3
"""Hand-written relation pairs, part A (work, education, home, family, relationships,
health, money, daily routines).

Every pair below was written by hand, one line per pair:
    old | new | LABEL [| OLD_DATE NEW_DATE]
The optional fourth field pins the two stored dates where the texts use relative or
future dates ("yesterday", "this fall", a scheduled event). This script only assigns
ids, shuffles (fixed seed) and draws the remaining dates deterministically.

    python3 corpus/relations/train_hand/part_a.py   # writes part_a.jsonl next to it
"""
import datetime as dt
import hashlib
import json
import pathlib
import random
import re
import sys

PAIRS = r"""
# ---------------------------------------------------------------- work and career
Works as a nurse at St. Mary's. | I quit nursing last spring and now teach biology at a high school. | CON | 2022-08-13 2024-01-10
Priya works at Infosys in Bangalore. | Priya mentioned that she left Infosys and joined Wipro in March. | CON
The user is a junior developer. | The user was promoted to senior developer last month. | CON
Tomás expressed that he feels burnt out at his consulting job. | Tomás said he feels energised by his consulting work these days. | CON
I work the night shift at the warehouse. | I switched to day shifts at the warehouse. | CON
My manager is Linda Park. | My new manager is Femi Adeyemi. | CON
Kwame is unemployed and looking for work. | Kwame has started a job as a bus driver in Accra. | CON
ugh, I'm back in the office five days a week | I work fully remote now. | CON
Aiko earns about 4 million yen a year. | Aiko's annual salary is now around 5.5 million yen. | CON
The user is retired. | The user works full time as an accountant. | CON
Olena is a freelance translator. | Olena took an in-house job at a law firm and has stopped freelancing. | CON
Mehmet's job title is product manager. | Mehmet shared that he is head of product now. | CON
My startup has 12 employees. | We've grown to 40 people at my startup. | CON
Fatima plans to sit the bar exam in July. | Fatima decided to postpone the bar exam until February. | CON | 2022-03-01 2022-06-10
tbh I don't have a job right now | I'm working weekends at a bakery. | CON
Lars works for Volvo in Gothenburg. | Lars mentioned that he's working for Scania these days. | CON
Siobhan said her contract ends in December. | Siobhan's contract has been extended until next June. | CON | 2021-05-04 2021-11-15
Chidi hates his new job. | Chidi mentioned that he really likes his new job. | CON
I'm an intern at the city council. | The council hired me as a policy officer after my internship ended. | CON
Ingrid said she only works part time. | Ingrid mentioned that she's now working 40 hours a week. | CON
Rafael runs his own plumbing business. | Rafael sold his plumbing business and works for a contractor now. | CON
Our team sits on the 3rd floor. | They moved our team up to the 11th floor. | CON
Yerlan is a coal miner in Karaganda. | Yerlan retired from the mine in May. | CON | 2023-11-02 2024-08-15
Been at the firm 3 yrs. | The user has worked at the firm for five years. | CON | 2020-02-01 2022-03-10
I work as an attorney. | I'm a lawyer by profession. | EQV
Priya is a pediatrician. | Priya is a children's doctor. | EQV
The user works at Amazon. | The user is employed by Amazon. | EQV
Dmitri got promoted in March 2022. | Dmitri's promotion came through in March 2022. | EQV
Soo-jin teaches at a primary school. | Soo-jin is a primary school teacher. | EQV
I'm self-employed. | I work for myself. | EQV
Ayesha mentioned that she works the night shift at the airport. | Ayesha works overnight shifts at the airport. | EQV
Mateo started at Deloitte on 1 September 2021. | Mateo's first day at Deloitte was 2021-09-01. | EQV
The user's commute takes forty-five minutes each way. | It takes the user three quarters of an hour to get to work and the same to get home. | EQV
Zanele is a vet. | Zanele mentioned that she works as a veterinarian. | EQV
Björn said he quit his job. | Björn resigned from his position. | EQV
Yusuf drives a taxi for a living. | Yusuf makes his living as a taxi driver. | EQV
Camille earns €3,200 a month. | Camille's monthly pay is 3200 euros. | EQV
Hana was laid off in January. | Hana shared that she lost her job in January because of staff cuts. | EQV | 2020-03-02 2020-05-10
Oluwaseun is the CFO of a fintech startup. | Oluwaseun serves as chief financial officer at a fintech start-up. | EQV
I've worked at the hospital since 2018. | I've been employed at the hospital since 2018. | EQV
Started the new job yesterday. | The user's first day at the new job was 14 March 2023. | EQV | 2023-03-15 2023-04-02
Kenji said he was made redundant. | Kenji told us his position was eliminated and he lost his job. | EQV
Isabel has been a flight attendant for ten years. | Isabel has worked as cabin crew for a decade. | EQV
I work in finance. | I'm an investment banker at Barclays. | OSN
Giulia works at a hospital. | Giulia is a radiographer at San Raffaele hospital in Milan. | OSN
The user has a new job. | The user started a new job as a data analyst at Spotify this month. | OSN | 2021-07-05 2021-07-20
Arjun got promoted. | Arjun got promoted to engineering manager in October 2023. | OSN
Mei works remotely. | Mei works remotely from Hokkaido for a Tokyo design agency. | OSN
I'm a teacher. | I teach year 6 maths at a state school in Leeds. | OSN
Esperanza changed jobs last year. | Esperanza left a call centre job in 2023 to become a receptionist at a dental clinic. | OSN | 2024-02-10 2024-05-20
Kofi is looking for work. | Kofi mentioned he's looking for a job as an electrician in Kumasi. | OSN
I work long hours. | honestly I'm doing like 60-hour weeks at work | OSN
Noa is in the military. | Noa serves in the Israeli Air Force as an aircraft technician. | OSN
Ravi mentioned he's been having trouble with a coworker. | Ravi said his coworker Dev keeps taking credit for his work, which has caused friction between them. | OSN
I got a raise. | Got a 7% raise at my annual review. | OSN
Svetlana works weekends. | Svetlana said she works Saturdays and Sundays at a flower shop. | OSN
The user is a nurse. | The user is an ICU nurse. | OSN
Emeka is a doctor. | Emeka is an orthopaedic surgeon. | OSN
Farah mentioned that she started freelancing. | Farah started freelancing as a UX designer in early 2022. | OSN
Changed careers. | I left accounting to retrain as a paramedic. | OSN
Joaquín works in tech. | Joaquín is a backend engineer at Mercado Libre. | OSN
Keiko works as a pastry chef at a hotel in Kyoto. | Keiko is a chef. | NSO
Anders was hired by Ericsson as a network engineer in 2020. | Anders got a job at Ericsson. | NSO
The user mentioned that she negotiated a 10% raise and an extra week of vacation. | The user got a raise. | NSO
Amara mentioned that she works as a criminal defence lawyer in Lagos. | Amara is a lawyer. | NSO
I work four ten-hour days, Monday to Thursday. | I don't work on Fridays. | NSO
Tariq said he drives for Uber on weekday evenings after his day job. | Tariq drives for Uber. | NSO
Lucía is a tenured history professor at the University of Salamanca. | Lucía teaches at a university. | NSO
got fired from the call centre in August for missing too many shifts :( | I lost my job at the call centre. | NSO
Hiroshi has been a conductor on the Yamanote line for 15 years. | Hiroshi works on the railway. | NSO
Nadia mentioned that she accepted a research position at CERN in Geneva. | Nadia accepted a job in Switzerland. | NSO
Bongani mentioned that he manages a team of eight at a mining company. | Bongani is a manager. | NSO
Freya works as a barista three mornings a week at a café near the harbour. | Freya works part time at a café. | NSO
The user's team lead, Jana, is leaving the company in June. | The user's team lead is leaving. | NSO | 2024-03-08 2024-03-20
I teach piano to kids after school, mostly beginners. | I give piano lessons. | NSO
Thabo is a senior pharmacist at a Clicks store in Durban. | Thabo is a pharmacist in South Africa. | NSO
Ximena started a paid internship at the UN in New York in June 2021. | Ximena had an internship at the UN. | NSO
Sergei expressed frustration that his overtime at the factory hasn't been paid for two months. | Sergei works at a factory. | NSO
I work at Google. | My husband works at Google. | IND
Priya works night shifts. | Priya's sister works night shifts. | IND
The user is a registered nurse. | The user wants to become a nurse practitioner. | IND
Wei works in Shanghai. | Wei used to work in Shenzhen. | IND
honestly I love my job | I work at a hospital. | IND
Ananya got promoted in 2021. | Ananya got promoted in 2023. | IND
Pierre speaks French at work. | Pierre speaks English at work. | IND
Marta complained that her manager is strict. | Marta's manager is from Poland. | IND
Had a job interview on Monday. | Had a job interview on Thursday. | IND
Sione is a rugby coach. | Sione is a rugby fan. | IND
The user works from home on Fridays. | The user works from home on Mondays. | IND
Baptiste is applying for jobs in Lyon. | Baptiste is applying for jobs in Marseille. | IND
Dilnoza's colleague Aziz is getting married. | Dilnoza's colleague Aziz is moving to Tashkent. | IND
Ewa is a good programmer. | Ewa teaches programming on weekends. | IND
I have a meeting with HR tomorrow. | I have a meeting with my manager tomorrow. | IND
Kemal drives to work. | Kemal's wife drives to work. | IND
Luca mentioned he's considering leaving his job at the bank. | Luca said his bank is opening a new branch in Turin. | IND
My coworker Yaw plays the guitar. | My coworker Yaw plays five-a-side football. | IND
I earn more than my brother. | My brother works in construction. | IND
Ines is a dentist. | Ines's father is a dentist. | IND
Rashid worked at Emirates for six years. | Rashid worked at Etihad for two years. | IND
Malia said she enjoys her job. | Malia said she enjoys her commute. | IND
Niamh mentioned that she is training to be a midwife. | Niamh mentioned that she is training for a half marathon. | IND
Tomás wants a job in Madrid. | Tomás has a job offer in Madrid. | IND
# ---------------------------------------------------------------- education
I'm studying law at uni. | I switched from law to philosophy in my second year. | CON
Sanjay is in 10th grade. | Sanjay is in 12th grade now. | CON
Zhen goes to Fudan University. | Zhen transferred to Zhejiang University last autumn. | CON | 2023-05-10 2024-02-15
The user's thesis is due on May 15. | The user got an extension, so her thesis is now due on June 30. | CON | 2023-03-01 2023-05-10
Elif graduated in 2020. | Elif graduated in 2021. | CON
Kaito failed the university entrance exam. | Kaito shared that he passed the university entrance exam on his first try. | CON
My daughter goes to Oakwood Primary. | My daughter changed schools and now attends Riverside Academy. | CON
Gabriela is doing a master's in economics. | Gabriela mentioned that she dropped out of her economics master's. | CON
I never went to college. | I have a bachelor's degree in chemistry. | CON
Omar's GPA is 3.4. | Omar said his GPA went up to 3.7 this semester. | CON
Lindiwe wants to study medicine. | Lindiwe has decided to study engineering rather than medicine. | CON
The user is taking four courses this term. | The user is only taking two courses this term. | CON | 2022-09-15 2022-10-20
Mirela's favourite subject is chemistry. | Mirela said her favourite subject is history. | CON
First-year student. | I'm in the final year of my program now. | CON
Haruto's homeroom teacher is Ms. Tanaka. | Haruto's homeroom teacher is Mr. Sato. | CON
Divya is homeschooled. | Divya attends a public high school in Pune. | CON
no PhD for me, not planning on it | I've applied to PhD programs in neuroscience. | CON
Bashir's driving test is on 3 June. | Bashir's driving test got moved to 19 July. | CON | 2024-04-01 2024-05-20
Sanjay studies at MIT. | Sanjay is a student at the Massachusetts Institute of Technology. | EQV
I dropped out of college. | I left university without finishing my degree. | EQV
Zhen graduated with a BSc in physics. | Zhen earned a bachelor of science degree in physics. | EQV
The user is doing an online coding bootcamp. | The user is learning to code through a bootcamp that runs online. | EQV
Elif's graduation ceremony is on 14/07/2023. | Elif's graduation ceremony takes place on July 14, 2023. | EQV | 2023-03-02 2023-05-18
Kaito is a sophomore in high school. | Kaito is in his second year of high school. | EQV | 2021-12-23 2022-02-01
Gabriela majors in biology. | Biology is Gabriela's major. | EQV
Omar is repeating a year at school. | Omar has to redo the school year. | EQV
Lindiwe mentioned that she got a full scholarship. | Lindiwe's tuition is fully covered by a scholarship. | EQV
Mirela is a PhD candidate. | Mirela said she's working on her doctorate. | EQV
Haruto attends cram school three evenings a week. | Three nights a week, Haruto goes to juku. | EQV
I finished my degree last year. | I completed my degree in 2022. | EQV | 2023-04-11 2023-09-02
The user takes evening classes in accounting. | The user studies accounting at night school. | EQV
Divya is an ESL teacher. | Divya teaches English as a second language. | EQV
My son started kindergarten this fall. | My boy began kindergarten this autumn. | EQV | 2022-09-20 2022-11-03
Paulo passed the bar exam. | Paulo has passed his bar examination. | EQV
Sanjay goes to university. | Sanjay studies mechanical engineering at IIT Bombay. | OSN
I'm taking an online course. | I'm taking Stanford's online machine learning course. | OSN
The user has a master's degree. | The user has an MBA from INSEAD. | OSN
Zhen is studying in Europe. | Zhen is on an exchange semester in Copenhagen. | OSN
Elif passed her exams. | Elif mentioned that she passed all five of her final exams in June. | OSN
Kaito is learning a foreign language at school. | Kaito is learning German at school. | OSN
My daughter got into college. | My daughter got into Smith College with a partial scholarship. | OSN
Omar is preparing for an exam. | Omar said he's preparing for the GMAT in November. | OSN | 2019-08-30 2019-09-20
Lindiwe completed a course. | Lindiwe completed a first-aid course with the Red Cross. | OSN
Mirela is writing her thesis. | Mirela is writing her thesis on coral reef bleaching. | OSN
I studied in the UK. | I did my undergrad at the University of Glasgow. | OSN
Gabriela mentioned that she's taking a gap year. | Gabriela is taking a gap year to volunteer in Peru. | OSN
The user's son is in primary school. | The user's son is in year 2 at primary school. | OSN
Divya is doing a PhD. | Divya is in the third year of a chemistry PhD at ETH Zurich. | OSN
Hyun-woo mentioned that he's studying for a certification. | Hyun-woo mentioned that he's studying for the AWS Solutions Architect certification, with the exam booked for April. | OSN
Nikhil graduated from Stanford with honours in 2019. | Nikhil went to Stanford. | NSO
I'm retaking calculus this summer because I failed it in spring. | I failed calculus. | NSO | 2022-05-20 2022-06-10
The user teaches a weekly pottery class at the community college. | The user teaches at a community college. | NSO
Ana mentioned that she was accepted into a nursing program in Porto starting in September. | Ana got into a nursing program. | NSO
Our twins started first grade at Lincoln Elementary. | Our twins are in first grade. | NSO
Felipe has a doctorate in marine biology from the University of Queensland. | Felipe has a doctorate. | NSO
Yuki studied Korean for two years at a language school in Busan. | Yuki studied Korean in South Korea. | NSO
I got an A in organic chemistry. | I passed organic chemistry. | NSO
The user is writing a dissertation on medieval trade routes for her history PhD. | The user is doing a PhD. | NSO
Kamal proudly shared that his son won a full scholarship to study law at Edinburgh. | Kamal's son won a scholarship. | NSO
Abebe mentioned that he is a second-year medical student in Addis Ababa. | Abebe is studying medicine. | NSO
Our daughter has ballet on Tuesdays and violin on Thursdays after school. | Our daughter takes violin lessons. | NSO
Sofia admitted she dropped out of her accounting course in week three. | Sofia didn't finish her accounting course. | NSO
Moana mentioned that she finished her teaching certificate in Auckland last December. | Moana has a teaching certificate. | NSO
Sanjay studies biology. | Sanjay's sister studies biology. | IND
I'm learning French. | I'm learning Italian. | IND
The user has a degree in economics. | The user has a degree in history. | IND
Elif's exam is on Monday. | Elif's interview is on Monday. | IND
Kaito likes maths. | Kaito is good at maths. | IND
Gabriela studied in Madrid. | Gabriela studied in Buenos Aires. | IND
Omar's school has a uniform. | Omar's school has a swimming pool. | IND
Lindiwe expressed that she wants to go to university. | Lindiwe's brother is at university. | IND
Mirela's supervisor is Professor Klein. | Mirela's supervisor is on sabbatical. | IND
My son has homework every night. | My son has football practice every Wednesday. | IND
Haruto passed an English proficiency test in 2022. | Haruto passed an English proficiency test in 2024. | IND
Divya tutors kids in maths. | Divya was tutored in maths as a kid. | IND
I went to a Catholic school. | I send my kids to a Catholic school. | IND
The user enjoys lectures on history. | The user enjoys podcasts on history. | IND
Nour is taking a statistics class. | Nour is taking a photography class. | IND
Tendai mentioned that he applied to Oxford. | Tendai mentioned that he applied to Cambridge. | IND
Hyun-woo failed his first driving test. | Hyun-woo's girlfriend failed her first driving test. | IND
# ---------------------------------------------------------------- home and moving
been living in Manchester for ages | I moved to Bristol last month. | CON
The user rents a flat in Brooklyn. | The user bought a house in New Jersey and moved out of Brooklyn. | CON
Priya lives alone. | Priya mentioned that she has moved in with her boyfriend. | CON
Our apartment has two bedrooms. | Our apartment has three bedrooms. | CON
Mehmet lives on the fourth floor. | Mehmet lives on the ground floor. | CON
Lives with parents. | Got my own place downtown! | CON
Ingrid's rent is 9,000 kronor a month. | Ingrid's rent went up to 10,500 kronor a month. | CON
We own our home. | We're renting at the moment. | CON
The user's address is 14 Elm Street. | The user's address is 27 Birch Road now. | CON
Aiko lives in Osaka. | Aiko shared that she relocated to Sapporo for work. | CON
Kofi plans to move to Toronto in the summer. | Kofi has cancelled his plan to move to Toronto. | CON | 2021-03-18 2021-05-02
The user lives in a house with a big garden. | The user lives in a studio flat with no outdoor space. | CON
Camille has three roommates. | Camille mentioned that she shares her flat with just one roommate now. | CON
Our landlord is Mr. Okafor. | The building was sold and our new landlord is a company called Redstone. | CON
Rafael's house is painted blue. | Rafael repainted his house yellow. | CON
Olena lives in Kyiv. | Olena has been living in Kraków since 2022. | CON | 2021-06-10 2023-02-14
I never want to leave London. | I'm planning to leave London next year. | CON
The user's flat is right in the city centre. | The user's flat is a 40-minute bus ride from the city centre. | CON
Nguyen's family moved into their new house on 3 March. | Nguyen's family moved into their new house on 17 April. | CON
Lars lives on a houseboat. | Lars lives in a farmhouse outside Uppsala. | CON
Mi-rae expressed that she loves her new neighbourhood. | Mi-rae said she regrets moving to her new neighbourhood and can't stand it. | CON
I live in New York City. | I'm a NYC resident. | EQV
The user relocated to Berlin in 2021. | In 2021 the user moved to Berlin. | EQV
Priya shares a flat with two friends. | Priya lives with two friends in a shared apartment. | EQV
We're moving house next Saturday. | Next Saturday is our moving day. | EQV | 2022-05-02 2022-05-02
Kwame's house has a garage. | There's a garage at Kwame's house. | EQV
Aiko rents her apartment. | Aiko's apartment is rented, not owned. | EQV
My flat is 60 square metres. | My flat has a floor area of 60 m². | EQV
Mehmet's home is near the sea. | Mehmet mentioned that he lives close to the coast. | EQV
I live on my own. | I live alone. | EQV
Siobhan bought her first house last year. | Siobhan became a homeowner for the first time in 2022. | EQV | 2023-03-05 2023-06-22
The user lives in a bungalow. | The user's house is single-storey. | EQV
Ingrid moved back in with her parents. | Ingrid said she's living at her parents' place again. | EQV
Chidi's flat is in Lagos. | Chidi lives in an apartment in Lagos. | EQV
Our rent is due on the first of the month. | Rent is paid on the 1st of each month. | EQV
Fatima lives next door to her sister. | Fatima's sister is her next-door neighbour. | EQV
Hana moved out on 31/08/2022. | Hana moved out on August 31, 2022. | EQV
Alejandro mentioned that the heating in his apartment has been broken since November. | According to Alejandro, his flat has had no working heating since November. | EQV | 2019-01-15 2019-02-03
I moved to Canada. | I moved to Halifax, Nova Scotia. | OSN
The user lives in Spain. | The user lives in Valencia. | OSN
Priya bought a house. | Priya bought a three-bedroom terraced house in Leicester. | OSN
We got a new place. | We got a new place in Fremont with a big backyard. | OSN
Tomás moved recently. | Tomás moved to Montevideo in January. | OSN | 2023-03-01 2023-03-20
Kwame lives in Ghana. | Kwame lives in Tamale. | OSN
The user rents an apartment. | The user rents a one-bed apartment above a pharmacy. | OSN
Ayesha lives with family. | Ayesha shared that she lives with her grandparents and two younger brothers. | OSN
I live near a park. | I live across the street from Victoria Park. | OSN
Mateo's apartment is tiny. | Mateo's apartment is an 18-square-metre studio. | OSN
Zanele is house-hunting. | Zanele mentioned that she's house-hunting in Cape Town's southern suburbs. | OSN
Björn moved house in 2020. | Björn moved from Malmö to Lund in June 2020. | OSN
Yusuf lives in Turkey. | Yusuf lives in Kadıköy, on the Asian side of Istanbul. | OSN
My flat has a balcony. | My flat has a south-facing balcony. | OSN
The user is renovating. | The user is renovating her kitchen. | OSN
Oluwaseun is moving to the UK. | Oluwaseun is moving to Leeds in September. | OSN | 2022-04-02 2022-06-15
I live in a two-bedroom flat in Lisbon's Alfama district. | I live in Lisbon. | NSO
Giulia moved to Rotterdam with her partner in 2021. | Giulia moved to the Netherlands. | NSO
The user owns a four-bedroom house with a pool in Phoenix. | The user owns a house. | NSO
Arjun mentioned that he and his wife live with her parents in a big house in Chennai. | Arjun lives with his in-laws. | NSO
Mei lives on the 23rd floor of a tower block in Hong Kong. | Mei lives in a high-rise. | NSO
We're moving to Denver on July 1 because of my husband's new job. | We're moving to Colorado. | NSO | 2019-03-10 2019-04-02
Esperanza's new flat has underfloor heating and a small terrace. | Esperanza's new flat has a terrace. | NSO
Kofi pays $1,400 a month in rent for a one-bedroom in Atlanta. | Kofi rents in Atlanta. | NSO
Noa lives on a kibbutz in the Galilee. | Noa lives in northern Israel. | NSO
Ravi mentioned that he finally moved out of his parents' house and into a flat near his office. | Ravi moved out of his parents' house. | NSO
Svetlana's dacha outside Moscow has a vegetable garden. | Svetlana has a dacha. | NSO
Emeka said he rents a room in a shared house in Peckham. | Emeka lives in London. | NSO
Farah lives on the fifth floor of a building with no lift. | Farah lives on the fifth floor. | NSO
I moved three times in 2022: Leeds, then York, then Hull. | I lived in York for part of 2022. | NSO
Joaquín shares a house near campus with four other students. | Joaquín has housemates. | NSO
Keiko's apartment in Kyoto is a ten-minute walk from the station. | Keiko's apartment is near the station. | NSO
I live in Paris. | My sister lives in Paris. | IND
The user lives in Austin. | The user grew up in Austin. | IND
Priya's flat has a balcony. | Priya's flat has a dishwasher. | IND
We moved to Dublin in 2019. | We visited Dublin in 2023. | IND
Anders said he likes his neighbourhood. | Anders said he likes his neighbours. | IND
Amara expressed that she wants to buy a house. | Amara expressed that she wants to buy a car. | IND
My parents own a house in Goa. | My parents own a house in Shimla. | IND
Tariq painted the kitchen. | Tariq painted the bathroom. | IND
The user's neighbour plays loud music. | The user's neighbour has a barking dog. | IND
Lucía lives near the beach. | Lucía loves the beach. | IND
Hiroshi is moving next month. | Hiroshi's son is moving next month. | IND
Nadia's house has a red door. | Nadia's house is on a quiet street. | IND
Bongani lives in Soweto. | Bongani works in Sandton. | IND
ugh, our flat needs a new boiler | Our flat needs new windows. | IND
Freya lives with two cats. | Freya lives with her boyfriend. | IND
Thabo's apartment is on Long Street. | Thabo's office is on Long Street. | IND
I've lived in six countries. | I've lived in Brazil. | IND
The user is thinking about moving to Portugal. | The user has visited Portugal several times. | IND
# ---------------------------------------------------------------- family members
I have two brothers. | I have three brothers. | CON
mum's 62 | My mum just turned 65. | CON | 2021-03-01 2024-02-11
The user's only daughter is called Emma. | The user's only daughter is named Sophie. | CON
Ximena's father is alive and lives in Puebla. | Ximena's father passed away last winter. | CON
Wei has no siblings. | Wei mentioned that his younger brother is visiting from Chengdu. | CON
My grandmother lives in a care home. | My grandmother moved back in with my aunt. | CON
Ananya is expecting her first child in March. | Ananya's first baby is due in May. | CON | 2023-09-10 2023-11-02
Pierre's son Hugo is in high school. | Pierre's son Hugo has just started university. | CON | 2023-05-02 2023-09-28
Marta doesn't have kids. | Marta shared that she has a two-year-old daughter. | CON
Sione's dad works as a fisherman. | Sione said his dad retired from fishing. | CON
The user's parents are married. | The user's parents got divorced in 2021. | CON | 2020-04-05 2021-11-30
Baptiste's only sister, Claire, lives in Lyon. | Baptiste's sister Claire moved to Bordeaux. | CON
Dilnoza is an only child. | Dilnoza has an older sister. | CON
My uncle Ray is a smoker. | Uncle Ray quit smoking in 2020. | CON | 2019-07-12 2020-10-01
Ewa's twins are six years old. | Ewa's twins turn eight next week. | CON | 2022-05-01 2024-04-20
Kemal's mother is called Ayşe. | Kemal's mother's name is Fatma. | CON
Neha mentioned that her father is moving in with her family next month. | Neha said her father decided to stay in his own flat rather than move in with them. | CON | 2023-09-29 2023-10-20
My mother's sister is visiting. | My maternal aunt is visiting. | EQV
Luca has two children. | Luca said he is the father of two kids. | EQV
The user's grandfather passed away in April. | The user's grandpa died in April. | EQV | 2024-06-01 2024-09-15
Yaw is the eldest of four siblings. | Yaw is the firstborn of four children. | EQV
Ines's brother is a firefighter. | Ines's brother fights fires for a living. | EQV
Rashid's mother-in-law lives with him and his wife. | Rashid's wife's mother lives with the couple. | EQV
My parents are both teachers. | My mum and my dad each work as teachers. | EQV
Malia's son was born on 2 February 2020. | Malia's son's date of birth is 2020-02-02. | EQV
Sanjay and his brother are identical twins. | Sanjay has an identical twin brother. | EQV
The user's kids are 4 and 7. | The user has two children, aged four and seven. | EQV | 2021-05-26 2021-06-30
Elif's father-in-law is a retired surgeon. | Elif's husband's father used to be a surgeon and is now retired. | EQV
My little sister is getting married in June. | My younger sister's wedding is in June. | EQV | 2021-01-22 2021-03-10
Kaito's grandparents raised him. | Kaito shared that he was brought up by his grandparents. | EQV
Gabriela's stepfather is Brazilian. | Gabriela's stepdad is from Brazil. | EQV
Omar's cousin Layla is staying with him this week. | This week Omar has his cousin Layla staying over. | EQV | 2021-08-09 2021-08-11
I have a sister. | I have a younger sister named Leah. | OSN
Omar's mother is ill. | Omar mentioned that his mother is in bed with pneumonia. | OSN | 2022-09-21 2022-09-23
The user has grandchildren. | The user has three grandchildren in Vancouver. | OSN
Lindiwe's brother got married. | Lindiwe's brother Sipho got married in Durban in December. | OSN | 2022-01-05 2022-01-13
Mirela's parents are visiting. | Mirela said her parents are visiting from Bucharest for two weeks. | OSN | 2019-11-06 2019-11-08
My dad retired. | My dad retired from the post office at 63. | OSN
Haruto has a baby sister. | Haruto's baby sister, Yui, was born in August. | OSN | 2023-10-05 2024-01-19
Divya's son plays a sport. | Divya's son plays cricket for his school team. | OSN
The user's brother lives in Asia. | The user's brother lives in Hanoi. | OSN
Tendai's aunt is a nurse. | Tendai's aunt is a nurse at Parirenyatwa Hospital in Harare. | OSN
Nour's grandmother had surgery. | Nour's grandmother had hip replacement surgery in May. | OSN | 2022-06-10 2022-07-01
I'm a parent. | I'm a mum of three boys. | OSN
Felipe's kids are in school. | Felipe's kids are in grades 2 and 5. | OSN
Kamal visits his parents often. | Kamal mentioned that he visits his parents in Sylhet every other weekend. | OSN
Abebe has a nephew. | Abebe has a nine-year-old nephew called Dawit. | OSN
Rosa mentioned that her son is going through a hard time. | Rosa mentioned that her son is going through a hard time after failing his exams and breaking up with his girlfriend. | OSN
My brother Tom, who's 34, lives in Perth with his wife and son. | My brother has a son. | NSO
Sofia mentioned that her father is a retired airline pilot from Porto. | Sofia's father used to be a pilot. | NSO
The user's teenage daughter, Maya, wants to be a vet. | The user has a daughter. | NSO
Moana's grandmother turned 90 on 5 March 2024. | Moana's grandmother is in her nineties. | NSO
Ali mentioned that his younger sister just gave birth to twin girls. | Ali's sister had twins. | NSO
Our son Leo started walking at eleven months. | Our son can walk. | NSO
Jun's parents divorced when he was ten, and he grew up with his mother. | Jun's parents split up when he was a child. | NSO
Astrid has three daughters and a son. | Astrid has four children. | NSO
Paolo's mother is an 80-year-old widow living in Naples. | Paolo's mother lives in Naples. | NSO
I call my grandma every Sunday evening. | I call my grandma every week. | NSO
Leila's stepson, who is 17, is learning to drive. | Leila has a stepson. | NSO
Dev said his wife is a paediatric nurse at Great Ormond Street. | Dev's wife is a nurse. | NSO
The user's cousin Mariana married a Canadian and moved to Calgary. | The user's cousin moved to Canada. | NSO
Ivan said his mother was hospitalised with a broken hip in January. | Ivan's mother broke her hip. | NSO
Chiara expressed that she's exhausted from caring for her father, who has dementia, while working full time. | Chiara's father has dementia. | NSO
My brother is a chef. | My brother-in-law is a chef. | IND
The user's son plays violin. | The user's son plays piano. | IND
Amaru's mother lives in Cusco. | Amaru's mother was born in Cusco. | IND
Jae-won's father is sick. | Jae-won's father-in-law is sick. | IND
Our daughter is turning five. | Our daughter is starting school. | IND
Hamid's sister is a doctor. | Hamid's sister married a doctor. | IND
I really miss my grandparents lately | I visit my grandparents on Sundays. | IND
My niece loves horses. | My niece loves dinosaurs. | IND
Sakura has a brother in Osaka. | Sakura has a brother in Nagoya. | IND
The user's parents are visiting in May. | The user's in-laws are visiting in May. | IND
Kerem's daughter was born in 2019. | Kerem's son was born in 2022. | IND
Elena mentioned that her grandmother taught her to knit. | Elena mentioned that she is teaching her grandmother to use a smartphone. | IND
Mosese's cousins live in Auckland. | Mosese's cousins grew up in Tonga. | IND
My dad has diabetes. | My dad's brother has diabetes. | IND
Aditi's son is allergic to peanuts. | Aditi's son is afraid of dogs. | IND
Rosa's son is 16. | Rosa's nephew is 16. | IND
# ---------------------------------------------------------------- relationships
I'm single. | I've been seeing someone called Marco for a few months. | CON
The user is married to Daniel. | The user and Daniel are divorced now. | CON
Priya is dating Arun. | Priya and Arun broke up in the spring. | CON
Tomás is engaged. | Tomás shared that he called off his engagement. | CON
Aiko's boyfriend is named Kenji. | Aiko's boyfriend is named Ryo. | CON
Kwame and Abena's wedding is on 12 August. | Kwame and Abena are getting married on 9 September. | CON | 2022-02-03 2022-04-15
Olena is in a long-distance relationship. | Olena mentioned that she and her partner live together in Warsaw now. | CON
marriage just isn't for me, I don't want to get married | I'm hoping to marry my girlfriend next year. | CON
Mehmet's best friend is Can. | Mehmet said his best friend these days is Emre. | CON
Lars and Siobhan are just friends. | Lars and Siobhan are a couple now. | CON
Chidi's girlfriend lives in Abuja. | Chidi's girlfriend moved to Port Harcourt. | CON
The user is a widow. | The user remarried in 2023. | CON | 2021-04-04 2023-10-10
Ingrid has never been married. | Ingrid's ex-husband lives in Oslo. | CON
Rafael is happily married. | Rafael shared that he and his wife separated last month. | CON
Dmitri and Anya got married in 2018. | Dmitri and Anya got married in 2019. | CON
I met my wife at a friend's wedding. | I met my wife on a hiking trip in Wales. | CON
Thandiwe said she feels secure in her relationship with Musa. | Thandiwe shared that she has been feeling insecure and anxious in her relationship with Musa. | CON
Yasmin is single and not looking. | Yasmin got engaged to Karim in May. | CON
Soo-jin's spouse is a physician. | Soo-jin is married to a doctor. | EQV
Ayesha and Bilal are engaged. | Ayesha is Bilal's fiancée. | EQV
Mateo's partner is called Jules. | Mateo is in a relationship with someone named Jules. | EQV
Zanele and Thandi have been friends since childhood. | Zanele and Thandi have been friends since they were kids. | EQV
Björn and his girlfriend broke up. | Björn and his girlfriend split up. | EQV
The user's wedding anniversary is on 14 February. | The user got married on Valentine's Day. | EQV
Yusuf has never been married. | Yusuf is a lifelong bachelor. | EQV
Camille lives with her girlfriend, Inès. | Camille and her girlfriend Inès live together. | EQV
Hana has been dating Joon for two years. | Hana and Joon have been a couple for two years. | EQV
Oluwaseun's husband is Tunde. | Oluwaseun is married to Tunde. | EQV
Giulia and Marco got engaged on 3 May 2022. | Marco proposed to Giulia on May 3rd, 2022, and she said yes. | EQV
Arjun mentioned that he and Meera are expecting a baby. | Arjun said that Meera is pregnant with their child. | EQV
Mei expressed that she doesn't get along with her flatmate. | Mei and her flatmate don't get on. | EQV
I've been with my partner since 2016. | My partner and I got together in 2016 and are still together. | EQV
Kofi and Esi tied the knot last Saturday. | Kofi and Esi got married on 9 July 2022. | EQV | 2022-07-12 2022-08-01
Esperanza is in a relationship. | Esperanza mentioned that she's dating a firefighter named Luis. | OSN
Kojo got married. | Kojo married Ama in a small ceremony in Kumasi in 2022. | OSN
The user has a best friend. | The user's best friend is Jess, whom she met at nursery school. | OSN
Noa is seeing someone. | Noa said she has been seeing a guy from her climbing gym since March. | OSN | 2022-05-10 2022-08-13
Ravi had an argument with a friend. | Ravi mentioned that he had an argument with his friend Kiran about money Kiran owed him. | OSN
Svetlana is divorced. | Svetlana has been divorced from her second husband since 2021. | OSN
Emeka went on a date. | Emeka went on a first date with Chioma at a jazz bar on Friday. | OSN | 2021-04-11 2021-04-12
I'm married. | I'm married to a woman named Claire. | OSN
Farah has a close friend from university. | Farah's close friend from university, Yasmin, is a lawyer in Dubai. | OSN
Joaquín is planning his wedding. | Joaquín is planning a beach wedding in Cartagena for next April. | OSN
Keiko's boyfriend is a musician. | Keiko's boyfriend is a jazz drummer. | OSN
Anders and his wife are in counselling. | Anders and his wife see a marriage counsellor every Tuesday. | OSN
Amara got engaged. | Amara shared that she got engaged to her boyfriend of five years on a trip to Zanzibar. | OSN
Tariq reconnected with an old friend. | Tariq reconnected with his school friend Bilal after 20 years. | OSN
Lucy said things with her partner are difficult. | Lucy said things with her partner are difficult because he wants to move abroad and she doesn't. | OSN
Lucía met her husband, Javier, on a train to Seville in 2015. | Lucía is married. | NSO
Hiroshi mentioned that he and his wife of 30 years renewed their vows in Okinawa. | Hiroshi is married. | NSO
The user's girlfriend, a nurse named Beth, moved in with him in June. | The user lives with his girlfriend. | NSO
Nadia mentioned that she and her fiancé have set a wedding date for October. | Nadia is engaged. | NSO | 2022-09-07 2022-09-20
Bongani's best friend since primary school, Sizwe, is moving to Perth. | Bongani's best friend is moving. | NSO
Freya shared that she broke up with her long-term boyfriend after he cheated on her. | Freya is no longer with her boyfriend. | NSO
Thabo and Lerato got married at a registry office and had a big party afterwards. | Thabo and Lerato are married. | NSO
Ximena has been going out with Diego, a chef, since last summer. | Ximena has a boyfriend. | NSO
Wei mentioned that his ex-wife remarried and lives in Singapore with her new husband. | Wei's ex-wife remarried. | NSO
I'm in an open relationship with my partner of six years. | I have a partner. | NSO
Ananya's husband is a pilot who's away most weekends. | Ananya is married to a pilot. | NSO
Pierre and his husband adopted a daughter from Colombia. | Pierre and his husband adopted a daughter. | NSO
Marta meets her friends every Thursday for board games. | Marta plays board games with her friends. | NSO
Sione proposed to his girlfriend on the beach at sunset, and she said yes. | Sione is engaged. | NSO
My sister is dating a dentist. | My best friend is dating a dentist. | IND
The user's husband is from Ghana. | The user's husband works in Ghana. | IND
Priya's boyfriend likes hiking. | Priya's boyfriend likes cooking. | IND
Baptiste is friends with Jules. | Baptiste is friends with Hugo. | IND
Dilnoza's wedding was beautiful. | Dilnoza's sister's wedding was beautiful. | IND
Ewa misses her ex. | Ewa's ex misses her. | IND
Kemal and his wife argue about money. | Kemal and his wife argue about chores. | IND
Luca met his wife in Rome. | Luca married his wife in Venice. | IND
I have a date on Friday. | I have a date on Saturday. | IND
Yaw's girlfriend is a teacher. | Yaw's girlfriend's mother is a teacher. | IND
Ines expressed that she wants a serious relationship. | Ines mentioned she's on two dating apps. | IND
Rashid trusts his business partner. | Rashid's business partner is his cousin. | IND
Malia's friends threw her a surprise party. | Malia threw her friends a surprise party. | IND
Niamh and Cara went to Lisbon together in 2021. | Niamh and Cara went to Lisbon together in 2023. | IND
The user has felt lonely since moving. | The user has made a few friends at the gym. | IND
Lucy's partner wants to move abroad. | Lucy's partner wants to get a dog. | IND
# ---------------------------------------------------------------- health and medical
I'm allergic to penicillin. | I'm not allergic to any medication. | CON
Sanjay weighs 85 kg. | Sanjay is down to 78 kg. | CON
The user has never broken a bone. | The user broke her wrist skiing last winter. | CON | 2022-11-20 2023-04-10
Zhen's blood pressure is normal. | Zhen mentioned being diagnosed with high blood pressure. | CON
Elif is vegetarian. | Elif started eating fish again, so she's pescatarian now. | CON
I smoke about ten cigarettes a day. | I haven't smoked in six months. | CON
Kaito's GP is Dr. Mori. | Kaito switched to a new GP, Dr. Fujita. | CON
Gabriela's knee surgery is scheduled for March 3. | Gabriela's knee surgery has been moved to April 12. | CON | 2023-01-10 2023-02-20
Omar doesn't drink alcohol. | Omar said he has a glass of wine with dinner most nights. | CON
Lindiwe is pregnant. | Lindiwe shared that she had her baby last week. | CON
my eyesight's perfect, never needed glasses | I need reading glasses now. | CON
Mirela takes 20 mg of citalopram daily. | Mirela's doctor increased her citalopram dose to 40 mg. | CON
Haruto is 170 cm tall. | Haruto is 182 cm tall. | CON
Divya has type 1 diabetes. | Divya has type 2 diabetes. | CON
The user sleeps about eight hours a night. | The user mentioned that she only gets four or five hours of sleep a night these days. | CON
Tendai's blood type is O positive. | Tendai's blood type is A negative. | CON
Nour is on crutches. | Nour said she doesn't need her crutches anymore. | CON
I'm lactose intolerant. | dairy doesn't bother me at all tbh | CON
Mohammed mentioned that his back pain has gone away completely. | Mohammed expressed that his back pain is worse than ever. | CON
I have hay fever. | I suffer from seasonal allergic rhinitis. | EQV
Felipe had an appendectomy. | Felipe had his appendix removed. | EQV
The user has high blood pressure. | The user has hypertension. | EQV
Yuki's therapist is Dr. Sato. | Yuki mentioned that she sees Dr. Sato for therapy. | EQV
Kamal takes antidepressants every morning. | Every morning Kamal takes his antidepressants. | EQV
Abebe runs 5 km three times a week. | Three times a week, Abebe goes for a five-kilometre run. | EQV
Sofia is short-sighted. | Sofia is myopic. | EQV
Moana broke her leg on 2 March 2023. | Moana fractured her leg on March 2, 2023. | EQV
I've been alcohol-free for a year. | I haven't had a drink in twelve months. | EQV | 2021-04-11 2021-04-20
Ali has a peanut allergy. | Ali is allergic to peanuts. | EQV
Jun has trouble falling asleep. | Jun said he struggles to get to sleep at night. | EQV
Astrid mentioned that she gave birth to a baby boy on Tuesday. | Astrid said she had a son on Tuesday. | EQV | 2020-10-01 2020-10-01
My cholesterol is 5.2 mmol/L. | My cholesterol level is 5.2 millimoles per litre. | EQV
Paolo is deaf in his left ear. | Paolo has no hearing in his left ear. | EQV
Leila quit caffeine. | Leila mentioned that she has given up caffeine. | EQV
Went to the ER last night with chest pain. | The user visited the emergency room on 11 Oct 2022 because of chest pain. | EQV | 2022-10-12 2022-10-20
Dev has an allergy. | Dev is allergic to shellfish. | OSN
I'm taking medication. | I'm taking 50 mg of sertraline every morning. | OSN
The user had surgery. | The user had knee surgery in February 2023. | OSN
Mariana is pregnant. | Mariana shared that she is pregnant with twins, due in November. | OSN | 2024-03-26 2024-04-10
Ivan has a chronic illness. | Ivan has Crohn's disease. | OSN
Amaru exercises regularly. | Amaru swims at the municipal pool four mornings a week. | OSN
Jae-won has been feeling unwell. | Jae-won mentioned that he has had a fever and a sore throat since Sunday. | OSN | 2022-03-09 2022-03-10
Hamid sees a physiotherapist. | Hamid sees a physiotherapist every Thursday for his lower back. | OSN
I'm on a diet. | I'm doing low-carb to lose ten kilos. | OSN
Sakura got vaccinated. | Sakura got her second HPV vaccine dose in October. | OSN | 2023-11-05 2023-11-20
Kerem has a heart condition. | Kerem mentioned that he has atrial fibrillation. | OSN
Elena is in hospital. | Elena is in Hospital Clínic in Barcelona recovering from pneumonia. | OSN | 2020-06-21 2020-06-22
Mosese has an injury. | Mosese said he tore his hamstring playing rugby. | OSN
The user has a dentist appointment. | The user has a dentist appointment on Thursday at 10:30. | OSN | 2023-08-28 2023-08-29
Aditi is vegetarian. | Aditi is vegan. | OSN
Nikhil gave blood. | Nikhil gave blood at the Red Cross centre on 8 June. | OSN
Grace expressed that she's been struggling with her mental health. | Grace expressed that she's been struggling with her mental health and has started seeing a psychiatrist for panic attacks. | OSN
I have asthma and use a blue inhaler when I jog. | I have asthma. | NSO
Priya had a C-section at Apollo Hospital in Chennai in 2021. | Priya has had a C-section. | NSO
The user tore her ACL playing netball and needs surgery. | The user has a knee injury. | NSO
Tomás takes insulin before every meal for his type 1 diabetes. | Tomás is diabetic. | NSO
Aiko's doctor told her to cut salt because her blood pressure is 150/95. | Aiko has high blood pressure. | NSO
Kwame walks 10,000 steps a day. | Kwame walks every day. | NSO
Olena mentioned that she's allergic to cats and dogs. | Olena is allergic to cats. | NSO
Mehmet mentioned that he's been doing physical therapy for a shoulder injury from the gym. | Mehmet hurt his shoulder. | NSO
Fatima got her flu shot and a COVID booster at the pharmacy on Saturday. | Fatima got a flu shot. | NSO
down 12 kg since January just from cutting sugar and walking! | I've lost weight. | NSO
Lars shared that he was diagnosed with sleep apnoea and now uses a CPAP machine at night. | Lars has sleep apnoea. | NSO
Siobhan sees a counsellor for anxiety every other Monday. | Siobhan sees a counsellor. | NSO
Chidi said he's been sneezing all week because of a bad cold. | Chidi has a cold. | NSO | 2019-10-29 2019-10-30
Ingrid is 34 weeks pregnant with her second child. | Ingrid is pregnant. | NSO | 2023-05-04 2023-05-10
Rafael wears hearing aids in both ears. | Rafael wears hearing aids. | NSO
Dmitri quit drinking completely after a liver scare in 2022. | Dmitri doesn't drink alcohol. | NSO
I'm allergic to cats. | My son is allergic to cats. | IND
The user takes vitamin D. | The user takes iron supplements. | IND
Soo-jin had a headache on Monday. | Soo-jin had a headache on Friday. | IND
Ayesha expressed that she wants to lose weight. | Ayesha goes to the gym. | IND
Mateo's dentist is in Valencia. | Mateo's doctor is in Valencia. | IND
Zanele is allergic to pollen. | Zanele is allergic to dust mites. | IND
Björn runs marathons. | Björn has a bad knee. | IND
Yusuf had a check-up in March. | Yusuf had a check-up in September. | IND
Camille sees a therapist. | Camille is a therapist. | IND
Hana's mother has arthritis. | Hana has arthritis in her hands. | IND
I hate going to the doctor, honestly. | I go to the doctor every six months. | IND
Oluwaseun's daughter has chickenpox. | Oluwaseun's son has chickenpox. | IND
Giulia donated blood in 2020. | Giulia donated blood in 2022. | IND
Arjun mentioned he's trying to drink less coffee. | Arjun mentioned he's trying to drink more water. | IND
The user's left knee hurts. | The user's right shoulder hurts. | IND
Mei's physio recommended yoga. | Mei's physio recommended swimming. | IND
Esperanza can't eat gluten. | Esperanza loves baking bread. | IND
Kofi has a sweet tooth. | Kofi has a cavity. | IND
# ---------------------------------------------------------------- money
got about $5k saved up | My savings are down to $800 after the car repair. | CON
The user is debt-free. | The user has a $20,000 student loan. | CON
Noa banks only with Leumi. | Noa moved all her accounts to Discount Bank. | CON
Ravi's rent is ₹25,000 a month. | Ravi's monthly rent is ₹32,000. | CON
Svetlana has never invested in stocks. | Svetlana mentioned that she recently bought shares in a Russian bank. | CON
Emeka is saving for a house. | Emeka said he stopped saving for a house and spent his savings on an MBA. | CON
My credit score is 640. | My credit score went up to 710. | CON
Farah's car loan is paid off. | Farah still owes $6,000 on her car loan. | CON
Joaquín gets paid weekly. | Joaquín is paid once a month. | CON
Keiko's grocery budget is 40,000 yen a month. | Keiko cut her grocery budget to 30,000 yen a month. | CON
Anders has no credit cards. | Anders pays for everything with his Amex. | CON
Amara's mortgage is with HSBC. | Amara remortgaged with Nationwide. | CON
Tariq lends money to his brother every month. | Tariq shared that he has stopped lending money to his brother. | CON
The user's salary is $72,000. | The user now makes $80,000 a year. | CON
Lucía's pension pays her €1,100 a month. | Lucía's pension is €950 a month. | CON
Hiroshi's family is in debt. | Hiroshi mentioned that his family paid off all their debts last year. | CON
Nadia splits the bills 50/50 with her husband. | Nadia's husband covers all the household bills. | CON
Aroha said she's comfortable financially. | Aroha mentioned that she's struggling to make rent this month. | CON
Bongani earns R30,000 a month. | Bongani's monthly income is thirty thousand rand. | EQV
Freya said she's completely broke. | Freya has no money at all. | EQV
My rent is $1,200 a month. | I pay twelve hundred dollars in rent each month. | EQV
Thabo owes his sister R5,000. | Thabo's sister lent him R5,000 that he hasn't paid back. | EQV
Ximena saves 15% of her pay. | Ximena puts 15 percent of her salary into savings. | EQV
The user is behind on her credit card payments. | The user is in arrears on her credit card. | EQV
Wei bought his flat with cash. | Wei paid for his flat outright, without a mortgage. | EQV
Ananya's annual bonus was ₹2 lakh. | Ananya got a yearly bonus of ₹200,000. | EQV
Pierre declared bankruptcy. | Pierre filed for bankruptcy. | EQV
Marta admitted she spends too much on takeaway. | Marta overspends on takeout food. | EQV
Sione sends money to his family in Samoa every month. | Every month Sione sends remittances to his family in Samoa. | EQV
Baptiste has €10,000 in a savings account. | Baptiste's savings account holds ten thousand euros. | EQV
My dad pays my phone bill. | My phone bill is covered by my father. | EQV
Dilnoza's income doubled this year. | Dilnoza is earning twice as much this year as last year. | EQV | 2023-06-01 2023-09-12
Ewa pays for everything in cash. | Ewa doesn't use cards and pays cash for everything. | EQV
Miguel's paycheck comes every other Friday. | Miguel gets paid every two weeks, on a Friday. | EQV
Kemal has some debt. | Kemal mentioned that he owes £3,400 on a credit card. | OSN
Luca is saving money. | Luca said he's saving £200 a month for a trip to Japan. | OSN
The user made an investment. | The user invested $2,000 in an index fund in January. | OSN
Yaw got a loan. | Yaw got a car loan of 40,000 cedis from his bank. | OSN
Ines has a pension. | Ines has a workplace pension with Aviva. | OSN
Rashid lost money. | Rashid shared that he lost about $15,000 on crypto in 2022. | OSN
Malia bought a car. | Malia bought a second-hand Toyota Corolla for $9,000. | OSN
struggling with bills rn | I'm struggling to pay my electricity bill this winter. | OSN | 2019-01-10 2019-01-25
Niamh got an inheritance. | Niamh inherited €40,000 from her great-aunt. | OSN
Sanjay pays rent. | Sanjay pays ₹18,000 a month for a room in Pune. | OSN
Zhen has a side income. | Zhen earns extra money tutoring Mandarin online on weekends. | OSN
The user donates to charity. | The user gives £25 a month to Médecins Sans Frontières. | OSN
Elif uses a budgeting app. | Elif uses YNAB to budget. | OSN
Kaito has a credit card. | Kaito has a Rakuten credit card with a 300,000 yen limit. | OSN
Gabriela sold something online. | Gabriela sold her old iPhone on eBay for $250. | OSN
Jia mentioned money worries. | Jia said she's worried about money because her hours at the restaurant were cut. | OSN
Omar mentioned that he spent $3,000 on a new MacBook Pro for his design work. | Omar bought a laptop. | NSO
Lindiwe has a R1.2 million home loan with Absa at 11% interest. | Lindiwe has a mortgage. | NSO
I put $300 into my Roth IRA every month. | I contribute to a retirement account. | NSO
Mirela won 2,000 lei in the lottery in December. | Mirela won money in the lottery. | NSO
Haruto's parents give him 3,000 yen of pocket money a month. | Haruto gets pocket money. | NSO
Divya mentioned that she paid off her student loans in March and feels relieved. | Divya paid off her student loans. | NSO
Tendai invests in Apple and Tesla stock through an app. | Tendai owns shares. | NSO
Nour complained that her landlord raised her rent by 8% in January. | Nour's rent went up. | NSO
Felipe is paying off a $12,000 hospital bill in instalments. | Felipe has medical debt. | NSO
Yuki admitted she spends about ¥10,000 a month at coffee shops. | Yuki spends money at coffee shops. | NSO
Kamal's wife manages the family finances and does the taxes every April. | Kamal's wife handles the money in their household. | NSO
Abebe won a €500 prize in a coding competition. | Abebe won a prize. | NSO
Sofia's grandparents gave her $10,000 for her wedding. | Sofia got money from her grandparents. | NSO
The user closed her Barclays account and opened one with Monzo. | The user has a Monzo account. | NSO
Moana earns NZ$28 an hour at the supermarket. | Moana works at a supermarket. | NSO
I owe my brother money. | My brother owes me money. | IND
The user saves for retirement. | The user saves for a holiday. | IND
Ali's rent is high. | Ali's salary is high. | IND
Jun spends a lot on books. | Jun spends a lot on games. | IND
Astrid's husband earns more than she does. | Astrid's husband is an engineer. | IND
Paolo lost his wallet on Monday. | Paolo lost his keys on Monday. | IND
Leila expressed that she wants to be rich. | Leila buys a lottery ticket every week. | IND
Dev's bank charges a monthly fee. | Dev's gym charges a monthly fee. | IND
Mariana paid her taxes in April 2023. | Mariana paid her taxes in April 2024. | IND
Ivan invested in gold. | Ivan invested in bonds. | IND
My mum gave me money for my birthday. | My aunt gave me money for my birthday. | IND
Amaru is saving for a motorbike. | Amaru is saving for a laptop. | IND
Jae-won said he hates paying for subscriptions. | Jae-won pays for Netflix and Spotify. | IND
Hamid's accountant is his cousin. | Hamid's accountant is very expensive. | IND
Sakura got a tax refund this year. | Sakura got a pay rise this year. | IND
# ---------------------------------------------------------------- daily routines
Wake up at 6 every morning. | I've been waking up at 8:30 since I started working from home. | CON
The user goes to bed around 10 p.m. | The user usually goes to sleep after midnight. | CON
Kerem drinks coffee every morning. | Kerem mentioned that he gave up coffee and drinks green tea in the mornings. | CON
Elena walks to work. | Elena cycles to work now. | CON
Mosese eats breakfast at 7. | Mosese said he skips breakfast these days. | CON
Aditi goes to the gym on weekday mornings. | Aditi switched her gym sessions to the evenings. | CON
Nikhil always showers in the morning. | Nikhil always showers at night. | CON
I take the 7:40 train to work. | I take the 8:15 train to work now. | CON
Priya cooks dinner every night. | Priya admitted that she mostly orders takeaway for dinner these days. | CON
Tomás meditates for 20 minutes a day. | Tomás shared that he stopped meditating. | CON
Aiko walks her dog twice a day. | Aiko walks her dog three times a day. | CON
The user does the weekly shop on Saturdays. | The user does the weekly shop on Wednesday evenings now. | CON
Kwame's alarm is set for 5:30. | Kwame's alarm goes off at 6:15. | CON
Olena never eats lunch at her desk. | Olena eats lunch at her desk every day. | CON
Mehmet gets home from work around 6. | Mehmet rarely gets home before 9 p.m. now. | CON
Fatima reads before bed every night. | Fatima hasn't read before bed in months; she scrolls her phone instead. | CON
Lars drives his kids to school. | Lars's kids take the school bus now. | CON
I go running every morning. | Every morning I go for a run. | EQV
Siobhan gets up at 6:30. | Siobhan gets out of bed at half past six. | EQV
The user naps after lunch. | The user takes a nap after eating lunch. | EQV
Chidi works out Monday to Friday. | Chidi exercises every weekday. | EQV
Ingrid walks the dog before breakfast. | Before she has breakfast, Ingrid takes the dog for a walk. | EQV
Rafael has dinner at 9 p.m. | Rafael eats dinner at 21:00. | EQV
Dmitri drinks two coffees every day. | Dmitri has two cups of coffee daily. | EQV
Soo-jin commutes by subway. | Soo-jin takes the metro to and from work. | EQV
Ayesha does yoga on Sunday mornings. | Ayesha mentioned that she practises yoga every Sunday morning. | EQV
Mateo goes to bed at midnight. | Mateo turns in at 12 a.m. | EQV
I never skip breakfast. | I eat breakfast every single day. | EQV
Zanele does her laundry on Tuesdays. | Tuesday is Zanele's laundry day. | EQV
Björn cycles to the office. | Björn bikes to work. | EQV
The user reads for half an hour before sleeping. | The user reads for 30 minutes before bed. | EQV
Yusuf mentioned that he goes to the mosque for Friday prayers. | Yusuf said he attends Friday prayers at the mosque. | EQV
Camille exercises in the mornings. | Camille mentioned that she swims 40 lengths every morning before work. | OSN
Hana drinks tea. | Hana drinks three cups of jasmine tea a day. | OSN
The user has a morning routine. | The user's morning routine is a cold shower, stretching and black coffee. | OSN
Oluwaseun goes to church. | Oluwaseun said she goes to a Pentecostal church in Ikeja every Sunday. | OSN
Giulia takes public transport to work. | Giulia takes the number 54 bus to work. | OSN
Arjun cooks on weekends. | Arjun cooks biryani for the whole family every Sunday. | OSN
I walk a lot. | I walk about 15,000 steps a day. | OSN
Mei keeps a journal. | Mei writes in her journal for ten minutes every night. | OSN
Esperanza watches TV in the evenings. | Esperanza watches telenovelas every evening after dinner. | OSN
Kofi goes to the gym. | Kofi goes to the gym at 5 a.m. on Mondays, Wednesdays and Fridays. | OSN
Noa starts work early. | Noa starts work at 6 a.m. | OSN
Ravi listens to podcasts while commuting. | Ravi mentioned he listens to history podcasts on his hour-long train commute. | OSN
Svetlana plays chess online. | Svetlana said she plays blitz chess on Lichess most evenings. | OSN
Emeka eats lunch out. | Emeka eats lunch at the same Ethiopian place near his office every day. | OSN
The user stretches daily. | The user stretches for 15 minutes every morning and evening. | OSN
Farah mentioned that she takes her kids to swimming lessons every Saturday at 9. | Farah's kids have swimming lessons. | NSO
Joaquín said he plays five-a-side football on Tuesday nights with coworkers. | Joaquín plays football. | NSO
Keiko eats natto and rice for breakfast every day. | Keiko eats rice for breakfast. | NSO
Anders bikes 12 km to work year-round, even in the snow. | Anders bikes to work. | NSO
bed by 10:30 on weeknights so I can get up at 5:30 for work | I get up early on weekdays. | NSO
Amara mentioned that she's been journaling every morning with her coffee since January. | Amara journals. | NSO
Tariq prays at dawn and then reads the Quran before work. | Tariq reads the Quran in the mornings. | NSO
Lucía walks her two greyhounds along the river every evening. | Lucía has dogs. | NSO
Hiroshi does radio calisthenics in the park at 6:30 every morning. | Hiroshi exercises every morning. | NSO
The user meal-preps chicken and rice for the week every Sunday afternoon. | The user meal-preps on Sundays. | NSO
Nadia drops her son at nursery at 8 and then takes the tram to work. | Nadia takes the tram to work. | NSO
Bongani watches the 7 p.m. news every night with his father. | Bongani watches the evening news. | NSO
Freya mentioned that she practises the cello for an hour every day after school. | Freya plays the cello. | NSO
Thabo irons his shirts for the whole week on Sunday night. | Thabo irons on Sundays. | NSO
I drink coffee in the morning. | I drink tea in the afternoon. | IND
The user walks the dog in the morning. | The user walks the dog in the evening. | IND
Ximena goes swimming on Mondays. | Ximena goes swimming on Thursdays. | IND
Wei expressed that he likes cooking. | Wei cooks every night. | IND
Ananya wakes up early. | Ananya's husband wakes up early. | IND
Pierre reads the newspaper at breakfast. | Pierre reads novels at bedtime. | IND
Marta takes the bus to work. | Marta takes the bus to the gym. | IND
Sione plays touch rugby on Wednesdays. | Sione plays touch rugby on Saturdays. | IND
Baptiste enjoys running. | Baptiste runs on Sundays. | IND
Dilnoza has lunch with colleagues. | Dilnoza has lunch with her mother on Fridays. | IND
Ewa watered the plants on Tuesday. | Ewa watered the plants on Saturday. | IND
Kemal checks his email on the train to work. | Kemal checks the weather on the train to work. | IND
Luca hates mornings. | Luca gets up at 6 every day. | IND
Yaw brushes his teeth after breakfast. | Yaw flosses before bed. | IND
Ines said she listens to music while cooking. | Ines said she listens to podcasts while cooking. | IND
The user gets coffee from a café near the office. | The user gets lunch from a café near the office. | IND
# ---------------------------------------------------------------- mixed domains, summary style
Kateryna mentioned that she started a new job as a nurse at a clinic in Lviv and loves her colleagues. | Kateryna works at a clinic. | NSO
Diego expressed that he's been stressed since his landlord announced the building will be sold in spring. | Diego's building is going to be sold. | NSO
Fatou shared that her daughter Awa started secondary school in Dakar and is finding maths hard. | Fatou's daughter started secondary school. | NSO
The user said she paid off her credit card in full last month and cancelled it. | The user paid off her credit card. | NSO
Sung-min told me he broke his arm falling off his bike and will be in a cast for six weeks. | Sung-min broke his arm. | NSO
honestly my new place in Glasgow is amazing, two bedrooms and a view of the river | I live in Glasgow. | NSO
Rustam mentioned that he and his wife get up at 5 to run together before work. | Rustam runs with his wife. | NSO
Leilani said she's been estranged from her brother since their father's funeral in 2020. | Leilani is estranged from her brother. | NSO
Kateryna said she's been a widow since 2019. | Kateryna's husband died in 2019 and she hasn't remarried. | EQV
Fatou works from 9 to 5. | Fatou's working hours are nine till five. | EQV
Sung-min had his wisdom teeth out on Friday. | Sung-min's wisdom teeth were extracted on Friday. | EQV | 2021-06-21 2021-06-22
Leilani is the user's maternal grandmother. | The user's mum's mum is called Leilani. | EQV
My commute is a 20-minute walk. | I walk to work, and it takes me twenty minutes. | EQV
The user lives two doors down from her best friend. | The user's best friend lives two houses away from her on the same street. | EQV
Diego works in hospitality. | Diego is a sommelier at a restaurant in Mendoza. | OSN
Fatou's daughter is learning an instrument. | Fatou's daughter Awa is learning the kora. | OSN
The user mentioned a health scare. | The user mentioned that a lump in her breast turned out to be benign after a biopsy in August. | OSN
Rustam bought a flat. | Rustam bought a two-room flat in Tashkent with a ten-year mortgage. | OSN
Diego's flat is in Mendoza. | Diego's restaurant is in Mendoza. | IND
Fatou sends money to her mother. | Fatou sends letters to her mother. | IND
Sung-min's brother is a nurse. | Sung-min's brother is dating a nurse. | IND
Leilani swims before work. | Leilani swims after work. | IND
"""

LABELS = ("IND", "EQV", "OSN", "NSO", "CON")
FIRST, LAST = dt.date(2019, 1, 1), dt.date(2025, 12, 31)
YEAR = re.compile(r"\b(20[0-2]\d|19\d\d)\b")


def parse():
    pairs = []
    for n, line in enumerate(PAIRS.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(" | ")]
        if len(parts) not in (3, 4) or parts[2] not in LABELS:
            sys.exit(f"bad line {n}: {line}")
        dates = None
        if len(parts) == 4:
            a, b = parts[3].split()
            dates = (dt.date.fromisoformat(a), dt.date.fromisoformat(b))
        pairs.append((parts[0], parts[1], parts[2], dates))
    return pairs


def floor_for(*texts):
    """A fact that names a year is stored no earlier than the start of the next year."""
    years = [int(y) for t in texts for y in YEAR.findall(t)]
    if not years:
        return FIRST
    return max(FIRST, dt.date(min(max(years) + 1, 2025), 1, 1))


def draw_dates(rng, old, new, label):
    if label in ("EQV", "OSN", "NSO"):
        lo_old = lo_new = floor_for(old, new)
    else:
        lo_old, lo_new = floor_for(old), floor_for(new)
    hi_old = dt.date(2025, 3, 31)
    span = max(0, (hi_old - lo_old).days)
    o = lo_old + dt.timedelta(days=rng.randint(0, span))
    if label == "CON":
        gap = rng.randint(20, 600)
    elif label in ("EQV", "OSN", "NSO"):
        gap = 0 if rng.random() < 0.15 else rng.randint(1, 240)
    else:
        gap = 0 if rng.random() < 0.1 else rng.randint(1, 500)
        if rng.random() < 0.06 and lo_new == FIRST:
            gap = -rng.randint(1, 200)
    n = o + dt.timedelta(days=gap)
    if n > LAST:
        n = o + dt.timedelta(days=rng.randint(0, max(0, (LAST - o).days)))
    n = max(n, lo_new)
    n = min(max(n, FIRST), LAST)
    if label == "CON" and n <= o:
        n = min(o + dt.timedelta(days=30), LAST)
    return o, n


def main():
    pairs = parse()
    rows = []
    for old, new, label, dates in pairs:
        # one generator per pair, seeded by its text: pinning or adding a pair never
        # moves the dates of the others
        rng = random.Random(hashlib.sha256(f"{old}\x00{new}".encode()).hexdigest())
        o, n = dates if dates else draw_dates(rng, old, new, label)
        rows.append({"old": old, "new": new, "label": label,
                     "old_time": o.isoformat(), "new_time": n.isoformat()})
    random.Random(7).shuffle(rows)
    out = pathlib.Path(__file__).with_name("part_a.jsonl")
    with out.open("w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            row = {"id": f"hand-a-{i:04d}", **r}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts = {lab: sum(r["label"] == lab for r in rows) for lab in LABELS}
    print(out, len(rows), counts)


if __name__ == "__main__":
    main()
