#!/usr/bin/env python3
"""Hand-written relation pairs, part H (work, study, money and home: one value replaces another).

Domain: employer (kinds of workplace and named companies), job title, rank, department,
workplace city, school and university, subject, year group, a child's school, bank,
insurer, mobile network, salary, city, neighbourhood and country of residence, type of
home, floor, landlord, flatmate, commute, remote or office work, manager. The part exists
because a model read "same person, two different values" as IND when nothing in the text
said that anything changed: most CON pairs here state a single-valued attribute of the
same person twice with two different values, often with no change word at all, in the
bare register as well as in conversation-summary style. The IND pairs are minimal
contrasts to them (another person, an extra role, a different attribute that shares
words, a multi-valued attribute, an episode at work, a finished past job), and a smaller
set of EQV/OSN/NSO pairs on the same attributes shows that same attribute does not
always mean CON.

Every pair below was written by hand, one line per pair; the format, the checks and the
dates are described in hand_pairs.py.

    python3 corpus/relations/train_hand/part_h.py   # writes part_h.jsonl next to it
"""

PAIRS = r"""
# ======================================================================== CON
# -- employer, a kind of workplace, bare register, no change word
Akosua works at a bakery. | Akosua works at a hotel. | CON
Lachlan works at a call centre. | Lachlan works at a car dealership. | CON
Zeynep works at a law firm. | Zeynep works at an insurance company. | CON
Bilal works at a hospital. | Bilal works at a primary school. | CON
Ioana works in a bookshop. | Ioana works in a garden centre. | CON
Wen works at a vet's surgery. | Wen works at a pet shop. | CON
Otieno works for a bank. | Otieno works for a telecoms company. | CON
Sigrid works at a museum. | Sigrid works at a council office. | CON
Hamza works at a petrol station. | Hamza works at a warehouse. | CON
Fernanda works at a dental practice. | Fernanda works at a hair salon. | CON
Kavya works at an accountancy firm. | Kavya works at a children's charity. | CON
Malik works at a supermarket. | Malik works at a gym. | CON
Orla works at a pharmacy. | Orla works at a travel agency. | CON
Tendai works for a newspaper. | Tendai works for a radio station. | CON
Minh works in a restaurant kitchen. | Minh works in a school canteen. | CON
Astrid works at a nursery. | Astrid works at a care home. | CON
Yusuf works at the airport. | Yusuf works at the train station. | CON
Rhiannon works at a university library. | Rhiannon works at a recruitment agency. | CON
Jae-won works at a game studio. | Jae-won works at an advertising agency. | CON
I work at a bakery. | I work at a bike shop. | CON
The user works at a dental clinic. | The user works at an animal shelter. | CON
# -- employer, a named company, bare register
Emre works at Brightwater Foods. | Emre works at Kessler Logistics. | CON
Aiko works for Suzukaze Electronics. | Aiko works for Hoshino Pharmaceuticals. | CON
Gustavo is employed by Vela Telecom. | Gustavo is employed by Banco Porto Verde. | CON
Mahsa works for Lumen Analytics. | Mahsa's employer is Harrow Data. | CON
Ezra works at Marlow & Finch, a law firm in Bristol. | Ezra works at Greyhaven Insurance in Bristol. | CON
Halima's employer is Orbis Shipping. | Halima's employer is a family-run textile mill. | CON
Nomvula works for Tandeka Mining. | Nomvula works for a solar panel installer in Pretoria. | CON
Lina's employer is a shipping firm. | Lina's employer is a software company. | CON
Henrik works at Nordvik Paper. | Henrik works at a fish farm. | CON
# -- job title or profession, bare register
Sunil is a plumber. | Sunil is a bus driver. | CON
Caoimhe is a nurse. | Caoimhe is a primary school teacher. | CON
Kwame is an electrician. | Kwame is a taxi driver. | CON
Laila is a dentist. | Laila is a pharmacist. | CON
Marek works as a chef. | Marek works as a postman. | CON
Efua works as a receptionist. | Efua works as a bookkeeper. | CON
Imran is a software developer. | Imran is a secondary school maths teacher. | CON
Zofia is an architect. | Zofia is a florist. | CON
Chidi works as a security guard. | Chidi works as a forklift driver. | CON
Teodora is a hairdresser. | Teodora is a dental nurse. | CON
Qasim is a carpenter. | Qasim is a car mechanic. | CON
Bronwen is a solicitor. | Bronwen is a midwife. | CON
Priyanka works as a data analyst. | Priyanka works as a graphic designer. | CON
Anders is a journalist. | Anders is a firefighter. | CON
Mele works as a cleaner. | Mele works as a care assistant. | CON
I'm a teaching assistant. | I'm a bus driver. | CON
The user is a civil engineer. | The user is a paramedic. | CON
# -- rank or role at work, bare register
Olamide is a junior associate at her law firm. | Olamide is a senior associate at her law firm. | CON
Rashid is a sergeant in the city police. | Rashid is an inspector in the city police. | CON
Ilse is the assistant manager of the hotel. | Ilse is the general manager of the hotel. | CON
Bongani is a trainee at the accounting firm. | Bongani is an audit manager at the accounting firm. | CON
Consuelo is a staff nurse on the surgical ward. | Consuelo is the ward manager of the surgical ward. | CON
Einar is the first mate on the ferry. | Einar is the captain of the ferry. | CON
Alinta is a lecturer at the university. | Alinta is a full professor at the university. | CON
Tiago is a shift supervisor at the warehouse. | Tiago is a picker at the warehouse. | CON
Kaia is the deputy head of her school. | Kaia is the headteacher of her school. | CON
# -- department or team, bare register
Ayumi works in the finance department. | Ayumi works in the HR department. | CON
Javier is on the payments team. | Javier is on the search team. | CON
Shira works in the marketing team at her publisher. | Shira works in the rights team at her publisher. | CON
Amadou is a nurse on the children's ward. | Amadou is a nurse in the emergency department. | CON
Agnieszka works in compliance at the bank. | Agnieszka works in mortgages at the bank. | CON
# -- workplace city, bare register
Nikolai works in Manchester. | Nikolai works in Birmingham. | CON
Fatou's office is in Dakar. | Fatou's office is in Thiès. | CON
# -- school, university, subject, year group, bare register
Kenji studies at Osaka University. | Kenji studies at Kobe University. | CON
Aneurin studies history at Cardiff. | Aneurin studies geography at Cardiff. | CON
Dilnoza is doing a degree in chemistry. | Dilnoza is doing a degree in pharmacology. | CON
Santiago studies law. | Santiago studies architecture. | CON
Mariam is in Year 10. | Mariam is in Year 12. | CON
Yaw is in his second year at university. | Yaw is in his third year at university. | CON
Itzel goes to a Catholic girls' school. | Itzel goes to a mixed state secondary school. | CON
Oisín is studying engineering at Trinity College Dublin. | Oisín is studying engineering at UCD. | CON
Nilufar's major is economics. | Nilufar's major is sociology. | CON
Khadija's son Ayaan goes to Oakfield Primary. | Khadija's son Ayaan goes to St Luke's Primary. | CON
Lars's daughter Freja is at the village school. | Lars's daughter Freja is at a big school in town. | CON
Wairimu's daughter Njeri attends Braeburn School. | Wairimu's daughter Njeri attends Hillcrest School. | CON
# -- bank, insurer, mobile network, salary, bare register
Hyejin's bank is Kookmin. | Hyejin's bank is Shinhan. | CON
Deniz's car insurance is with Allianz. | Deniz's car insurance is with Axa. | CON
Padma's mobile network is Jio. | Padma's mobile network is Airtel. | CON
Vusi's phone contract is with Vodacom. | Vusi's phone contract is with MTN. | CON
Eamon's home insurer is Aviva. | Eamon's home insurer is Zurich. | CON
Cem earns about thirty thousand euros a year. | Cem earns about forty-five thousand euros a year. | CON
Rukhsana is on NHS pay band 5. | Rukhsana is on NHS pay band 7. | CON
Soraya's salary is 2,400 euros a month. | Soraya's salary is 2,900 euros a month. | CON
# -- residence: city, neighbourhood, country, home, floor, landlord, bare register
Gulnara lives in Almaty. | Gulnara lives in Astana. | CON
Thanh lives in Hanoi. | Thanh lives in Da Nang. | CON
Sefa lives in Kumasi. | Sefa lives in Tamale. | CON
Miriam lives in Kreuzberg. | Miriam lives in Neukölln. | CON
Ahmad lives in Jordan. | Ahmad lives in Qatar. | CON
Tamar lives in Haifa. | Tamar lives in Be'er Sheva. | CON
Radek lives in Brno. | Radek lives in Ostrava. | CON
Emeka lives in Lekki. | Emeka lives in Yaba. | CON
Saoirse lives in a flat. | Saoirse lives in a terraced house. | CON
Makoa lives on a houseboat. | Makoa lives in a bungalow. | CON
Kalani lives in a caravan. | Kalani lives in a studio flat. | CON
Ulla lives on the third floor. | Ulla lives on the seventh floor. | CON
Rania's landlord is Mr Haddad. | Rania's landlord is a housing association. | CON
I live in Leicester. | I live in Nottingham. | CON
The user lives in Ohio. | The user lives in Oregon. | CON
# -- commute, working pattern, manager, bare register
Nadia cycles to work. | Nadia takes the tram to work. | CON
Umar drives to work. | Umar takes the train to work. | CON
Xolani works fully remote. | Xolani works in the office five days a week. | CON
Lucía's manager is Tomás. | Lucía's manager is Beatriz. | CON
Arash reports to a woman called Helen. | Arash reports to a man called Graham. | CON
# -- employer, with a change word or time
Amira works at a bakery in Alexandria. | Amira has just started a job at a hotel in Alexandria. | CON
Beatriz works at a call centre. | Beatriz mentioned she has started a new job at a garden centre. | CON
Moana mentioned she works at a surf shop in Raglan. | Moana said she's working at a café in Raglan these days. | CON
Mehmet's wife works at a hospital. | According to Mehmet, his wife now works at a tax office. | CON
Ishaan works at Tata Motors in Pune. | Ishaan moved to Infosys and still lives in Pune. | CON
Precious has worked at a supermarket for six years. | Precious left the supermarket and is now at a courier company. | CON
I work at a bakery near the station. | I've switched jobs and now work at a coffee roastery. | CON
The user works at a furniture store. | The user has started at a car rental company. | CON
Ama has worked at the Ministry of Health since 2019. | Ama moved to the Ghana Health Service in 2023. | CON | 2021-05-10 | 2023-09-02
Ngaio is employed at a winery near Blenheim. | Ngaio has been working at an apple packhouse in Nelson since March. | CON
Lindiwe works for an NGO in Soweto. | Lindiwe joined a bank in Sandton and no longer works for the NGO. | CON
# -- job title, with a change word or time
Jamal works as a waiter. | Jamal works as a delivery driver these days. | CON
Aarav is a junior doctor in Pune. | Aarav now works as a medical writer for a pharmaceutical company. | CON
I'm a teaching assistant at a primary school. | I've been working as a train conductor since March. | CON
The user is a structural engineer. | The user retrained and now works as a nurse. | CON
Rosalind was a bank cashier when we first talked. | Rosalind has become a driving instructor. | CON
Mustafa works as a translator. | Mustafa said he has become a full-time tour guide. | CON
Ngozi's husband is an accountant. | Ngozi's husband has changed careers and is now a chef. | CON
According to Sven, his brother Nils is a dentist. | Sven's brother Nils is a sailing instructor now. | CON
# -- rank, role, department, with a change word
Naveen is on the sales team. | Naveen moved to the customer support team. | CON
Giulia is a junior designer at the agency. | Giulia was promoted to art director at the agency. | CON
Kojo is a constable with the Accra police. | Kojo has been made a sergeant. | CON
I'm an intern at a publishing house. | I've been taken on as an assistant editor at the publishing house. | CON
Ruairí works in the accounts department. | Ruairí has transferred to the legal department. | CON
The user leads the mobile team. | The user now leads the data platform team. | CON
Maximilian is a second-year resident in surgery. | Maximilian is now a third-year resident in surgery. | CON
# -- workplace city, with a change word
Chinedu works as a nurse in Enugu. | Chinedu has moved to Leeds and works as a nurse there. | CON
Paloma's office is in Madrid. | Paloma's company moved her to its Barcelona office. | CON
The user works in Munich. | The user's job is in Stuttgart now. | CON
# -- study, with a change word or time
Dagny is studying physics at Uppsala. | Dagny switched her major from physics to philosophy. | CON
Yerlan is in Year 8. | Yerlan has gone up into Year 9. | CON
Abebe's daughter Selam goes to a state primary school. | Abebe moved his daughter Selam to an international school. | CON
Hania studies at the University of Warsaw. | Hania transferred to Jagiellonian University in Kraków. | CON
I'm doing a degree in nursing. | I changed my course to midwifery. | CON
The user's son Leo goes to Parkside Primary. | The user said Leo started at Brookfield Primary after the move. | CON
Mthunzi is a first-year student at Wits. | Mthunzi is now in his second year at Wits. | CON
# -- bank, insurer, mobile network, salary, with a change word
Ifeoma banks with Zenith Bank. | Ifeoma switched her accounts to Access Bank. | CON
Joaquín's mobile carrier is Movistar. | Joaquín switched his phone to Claro. | CON
Adaora's car is insured with Leadway. | Adaora moved her car insurance to AXA Mansard. | CON
Ailsa earns about 28,000 pounds a year. | Ailsa got a pay rise and now earns about 34,000 pounds a year. | CON
Rasmus's bank is Danske Bank. | Rasmus has moved all his money to Lunar. | CON
I'm with O2 for my phone. | I switched my phone contract to Three. | CON
The user's salary is 52,000 dollars. | The user's salary went up to 58,000 dollars after the review. | CON
# -- residence, with a change word or time
Sibusiso lives in Durban. | Sibusiso moved to Cape Town in the spring. | CON
Paulo lives in Porto. | Paulo has been living in Lisbon since the summer. | CON
The user lives in Toronto. | The user relocated to Vancouver for work. | CON
I live in a flat above a shop. | I've moved into a small house with a garden. | CON
Tadeo rents a room in a shared house. | Tadeo now rents a one-bedroom flat on his own. | CON
Quyen lives on the ground floor. | Quyen has moved up to a flat on the ninth floor of the same block. | CON
Mateo's landlord is a retired teacher called Mrs Ruiz. | Mateo's building was sold, and his landlord is now a property company. | CON
Ayesha lives in Clifton. | Ayesha has moved to Bedminster on the other side of the city. | CON
Hemi lives in New Zealand. | Hemi moved to Australia a few months ago. | CON
Grete lives in a detached house. | Grete sold the house and lives in a narrowboat these days. | CON
Ruben lives in Ghent. | Ruben has been living in Antwerp since the spring of 2022. | CON | 2021-06-01 | 2022-09-15
# -- flatmate, commute, working pattern, manager, with a change word
Zanele lives with her flatmate Kea. | Kea moved out, and Zanele now shares the flat with a nurse called Lindo. | CON
Gaurav shares a flat with his friend Rohit. | Gaurav lives alone now. | CON
Fionnuala commutes by bus. | Fionnuala has started cycling to work. | CON
Babajide works from the office every day. | Babajide has worked from home full-time since his team went remote. | CON
Kamala's manager is called Derek. | Kamala has a new manager, Sunita, since the reorganisation. | CON
I take the bus to work. | These days I ride a scooter to work. | CON
The user works from home. | The user now works in the office four days a week. | CON
Yuki's boss is a woman called Sato. | Yuki's new boss is a man called Mori. | CON
# -- summary style old, bare new, and the reverse
Sandeep mentioned that he works at a call centre in Gurugram. | Sandeep works at a hotel in Gurugram. | CON
Annika said she had been working at a dental clinic for years. | Annika works at a kindergarten. | CON
Babak told me his daughter goes to a school near the park. | Babak's daughter goes to a school on the other side of town. | CON
Magdalena works at a bakery. | Magdalena mentioned that she works at a flower shop. | CON
Esi is a nurse. | Esi told me she works as a police officer. | CON
Kofi Mensah lives in Takoradi. | In our last chat Kofi Mensah said he lives in Cape Coast. | CON
# -- possessives and reported speech
Juliana's job is at a law firm. | Juliana's job is at a public library. | CON
Dmitri's profession is accounting. | Dmitri's profession is teaching. | CON
According to Layla, her husband works at a bank. | According to Layla, her husband works at a car factory. | CON
Shreya said her father is a school principal. | Shreya's father is a tax inspector. | CON
Ebba's flat is on the second floor. | Ebba's flat is on the fifth floor. | CON
Tenzin's employer is a trekking company. | Tenzin's employer is a hotel in Pokhara. | CON
Beatrix's mobile provider is Telekom. | Beatrix's mobile provider is Vodafone. | CON
Kai's landlord is his uncle. | Kai's landlord is a property company. | CON
Ravi's commute is by car. | Ravi's commute is on foot. | CON
Isaura's manager at work is Vera. | Isaura's manager at work is Miguel. | CON

# ======================================================================== IND
# -- a different person, same attribute
Akosua works at a bakery. | Akosua's husband works at a hotel. | IND
Lachlan works at a call centre. | Lachlan's flatmate Ross works at a car dealership. | IND
Zeynep works at a law firm. | Zeynep's sister works at an insurance company. | IND
Sunil is a plumber. | Sunil's neighbour Gary is a bus driver. | IND
Kwame is an electrician. | Kwame's son is a taxi driver. | IND
Laila is a dentist. | Laila's best friend is a pharmacist. | IND
Kenji studies at Osaka University. | Kenji's girlfriend studies at Kobe University. | IND
Gulnara lives in Almaty. | Gulnara's parents live in Astana. | IND
Thanh lives in Hanoi. | Thanh's brother lives in Da Nang. | IND
Hyejin's bank is Kookmin. | Hyejin's mother's bank is Shinhan. | IND
Ulla lives on the third floor. | Ulla's neighbour Berit lives on the seventh floor. | IND
Nadia cycles to work. | Nadia's partner takes the tram to work. | IND
Lucía's manager is Tomás. | Lucía's colleague Pablo has a different manager, Beatriz. | IND
Khadija's son Ayaan goes to Oakfield Primary. | Khadija's daughter Safa goes to St Luke's Primary. | IND
Emre works at Brightwater Foods. | Emre's wife works at Kessler Logistics. | IND
Olamide is a junior associate at her law firm. | Olamide's cousin Tobi is a senior associate at the same firm. | IND
Bilal works at a hospital. | Bilal's twin brother works at a primary school. | IND
I work at a bakery. | My sister works at a bike shop. | IND
The user lives in Toronto. | The user's best friend lives in Vancouver. | IND
Santiago studies law. | Santiago's roommate studies architecture. | IND
Mariam is in Year 10. | Mariam's younger brother is in Year 7. | IND
Deniz's car insurance is with Allianz. | Deniz's father's car insurance is with Axa. | IND
Cem earns about thirty thousand euros a year. | Cem's wife earns about forty-five thousand euros a year. | IND
Saoirse lives in a flat. | Saoirse's grandparents live in a terraced house. | IND
Ayumi works in the finance department. | Ayumi's manager used to work in the HR department. | IND
Imran is a software developer. | Imran's father was a secondary school maths teacher. | IND
Wairimu's daughter Njeri attends Braeburn School. | Wairimu's nephew attends Hillcrest School. | IND
Paulo lives in Porto. | Paulo's ex-wife lives in Lisbon with their son. | IND
Jamal works as a waiter. | Jamal's roommate works as a delivery driver. | IND
Mehmet's wife works at a hospital. | Mehmet works at a university. | IND
# -- a second or extra role, not a replacement
Sunil is a plumber. | Sunil also drives a minicab on Saturday nights. | IND
Ioana works in a bookshop. | Ioana also does weekend shifts at a bar. | IND
Marek works as a chef. | Marek runs a food blog on the side. | IND
Efua works as a receptionist. | Efua also does bookkeeping for her uncle's shop in the evenings. | IND
Caoimhe is a nurse. | Caoimhe also tutors children in maths one evening a week. | IND
Teodora is a hairdresser. | Teodora sells handmade earrings online as a side business. | IND
Priyanka works as a data analyst. | Priyanka does freelance graphic design for friends at weekends. | IND
The user is a civil engineer. | The user is also a volunteer firefighter. | IND
I work at a bakery near the station. | I also work a few evenings a week at a cinema. | IND
Kavya works at an accountancy firm. | Kavya is also a trustee of a children's charity. | IND
Anders is a journalist. | Anders also lectures part-time at the journalism school. | IND
Hamza works at a petrol station. | Hamza helps out at his cousin's warehouse on Sundays. | IND
Chidi works as a security guard. | Chidi is also studying part-time for a law degree. | IND
Santiago studies law. | Santiago works part-time in a shoe shop. | IND
Mele works as a cleaner. | Mele also sings in a band at weddings. | IND
Qasim is a carpenter. | Qasim also teaches woodwork at the community centre on Thursdays. | IND
# -- shared words, a different attribute
Akosua works at a hotel. | Akosua stayed at a hotel in Lisbon for her birthday. | IND
Radek lives in Brno. | Radek's favourite football team is Baník Ostrava. | IND
Nikolai works in Manchester. | Nikolai supports Birmingham City. | IND
Gulnara lives in Almaty. | Gulnara grew up in Astana. | IND
Thanh lives in Hanoi. | Thanh was born in Da Nang. | IND
Deniz's car insurance is with Allianz. | Deniz's home insurance is with Axa. | IND
Vusi's phone contract is with Vodacom. | Vusi's home internet is with MTN. | IND
Ulla lives on the third floor. | Ulla's office is on the seventh floor. | IND
Kenji studies at Osaka University. | Kenji did his exchange semester at Kobe University. | IND
Hyejin's bank is Kookmin. | Hyejin's mortgage is with Shinhan. | IND
Nadia cycles to work. | Nadia takes the tram to the city centre at weekends. | IND
Umar drives to work. | Umar takes the train when he visits his parents. | IND
Lucía's manager is Tomás. | Lucía's mentor at work is Beatriz. | IND
Aneurin studies history at Cardiff. | Aneurin's dissertation is on the geography of Welsh mining towns. | IND
Emeka lives in Lekki. | Emeka's office is in Yaba. | IND
Saoirse lives in a flat. | Saoirse grew up in a terraced house. | IND
Makoa lives on a houseboat. | Makoa rented a bungalow for his holiday in Bali. | IND
Rania's landlord is Mr Haddad. | Rania's employer is a housing association. | IND
Sigrid works at a museum. | Sigrid took her nieces to a museum in Oslo. | IND
Orla works at a pharmacy. | Orla booked her honeymoon through a travel agency. | IND
Fernanda works at a dental practice. | Fernanda has a dentist appointment on Friday. | IND
Miriam lives in Kreuzberg. | Miriam's favourite bar is in Neukölln. | IND
Ahmad lives in Jordan. | Ahmad's company has its headquarters in Qatar. | IND
Cem earns about thirty thousand euros a year. | Cem has about forty-five thousand euros in savings. | IND
Mariam is in Year 10. | Mariam is in the top set for maths. | IND
# -- multi-valued attributes with two different values
Gustavo speaks Portuguese. | Gustavo speaks English. | IND
Zofia can use AutoCAD. | Zofia can use Revit. | IND
Kwame is certified to install solar panels. | Kwame has a certificate in fire alarm installation. | IND
Ezra's firm counts a large supermarket chain among its clients. | Ezra's firm also represents two football clubs. | IND
Priyanka knows SQL. | Priyanka knows Python. | IND
Olamide works closely with a colleague called Dapo. | Olamide works closely with a colleague called Yetunde. | IND
Javier has travelled to Lyon for work. | Javier has travelled to Kraków for work. | IND
Dilnoza has taken a course in organic chemistry. | Dilnoza has taken a course in statistics. | IND
Imran has a side project building a recipe app. | Imran has a side project mapping cycle lanes in his city. | IND
Bronwen has handled family law cases. | Bronwen has handled employment law cases. | IND
Aiko has worked with suppliers in Taiwan. | Aiko has worked with suppliers in Vietnam. | IND
Teodora offers balayage at the salon. | Teodora offers hair extensions at the salon. | IND
Nikolai's colleagues include a man called Pete. | Nikolai's colleagues include a woman called Joy. | IND
I speak Spanish at work. | I speak German at work with our Vienna office. | IND
The user has a first-aid certificate. | The user has a forklift licence. | IND
Henrik has visited paper mills in Finland for work. | Henrik has visited paper mills in Sweden for work. | IND
Anders has written for a Danish daily. | Anders has written for a Norwegian weekly. | IND
Rhiannon has completed a course in archiving. | Rhiannon has completed a course in Welsh for adults. | IND
Tendai's skills include video editing. | Tendai's skills include sound mixing. | IND
Shira has edited books by two Booker-shortlisted authors. | Shira has edited a cookbook by a TV chef. | IND
Kavya's clients include a dairy farm. | Kavya's clients include a chain of opticians. | IND
Marek can cook Polish food. | Marek can cook Thai food. | IND
# -- an episode at work vs the job itself
Ioana works in a bookshop. | Ioana organised a reading night for kids at work. | IND
Bilal works at a hospital. | Bilal helped deliver a baby in the hospital car park. | IND
Lachlan works at a call centre. | Lachlan had a customer shout at him for twenty minutes on Tuesday. | IND
Malik works at a supermarket. | Malik caught a shoplifter at work last week. | IND
Wen works at a vet's surgery. | Wen held a frightened parrot while the vet clipped its claws. | IND
Tendai works for a newspaper. | Tendai interviewed the mayor about the bus strike. | IND
Einar is the captain of the ferry. | Einar had to turn the ferry back because of a storm. | IND
Alinta is a lecturer at the university. | Alinta gave a guest lecture at a conference in Perth. | IND
Kaia is the headteacher of her school. | Kaia led a school trip to the science museum. | IND
Sunil is a plumber. | Sunil fixed a burst pipe at a school on Christmas Eve. | IND
Jae-won works at a game studio. | Jae-won stayed up all night before the game launch. | IND
Fatou's office is in Dakar. | Fatou's office had a power cut and everyone went home early. | IND
Xolani works fully remote. | Xolani flew to Berlin for a team offsite. | IND
Consuelo is the ward manager of the surgical ward. | Consuelo won an award for reducing infections on her ward. | IND
Astrid works at a nursery. | Astrid taught the children to plant sunflowers. | IND
The user works at a dental clinic. | The user fainted at work during a tooth extraction. | IND
I'm a bus driver. | I drove a bus full of football fans to the stadium. | IND
Yusuf works at the airport. | Yusuf found a lost passport at work and returned it. | IND
Rashid is an inspector in the city police. | Rashid led a raid on a counterfeit goods warehouse. | IND
Kenji studies at Osaka University. | Kenji presented a poster at a student conference. | IND
# -- a finished past job or place, and a later separate fact
Magdalena worked at a bakery as a teenager. | Magdalena still bakes bread every Sunday. | IND
Jamal worked as a waiter during university. | Jamal is an accountant. | IND
Sefa lived in Kumasi as a child. | Sefa lives in Tamale. | IND
Zofia worked at a florist's before her architecture degree. | Zofia is an architect. | IND
Hemi lived in Australia for two years in his twenties. | Hemi lives in New Zealand. | IND
Chinedu trained as a nurse in Enugu. | Chinedu works as a nurse in Leeds. | IND
Tadeo shared a flat with three students during his degree. | Tadeo lives with his partner. | IND
Bronwen worked as a midwife before retraining. | Bronwen is a solicitor. | IND
Precious had a summer job at a supermarket. | Precious works at a courier company. | IND
I lived in Nottingham for my degree. | I live in Leicester. | IND
The user worked in a call centre after school. | The user still hates talking on the phone. | IND
Kalani lived in a caravan for a year after leaving school. | Kalani still owns the caravan and rents it to tourists. | IND
Ayesha used to live in Clifton when she was a student. | Ayesha still meets her old Clifton neighbours for coffee. | IND
Santiago studied architecture for a year before switching. | Santiago still sketches buildings on holiday. | IND
Otieno worked for a bank in Nairobi years ago. | Otieno still keeps his savings with that bank. | IND
Efua trained as a bookkeeper at college. | Efua does her own tax return every year. | IND
# -- the same attribute, a plan or wish rather than the current value
Marek works as a chef. | Marek would like to become a postman one day. | IND
Gulnara lives in Almaty. | Gulnara dreams of moving to Astana. | IND
Nadia cycles to work. | Nadia is thinking about getting an e-bike. | IND
Sefa lives in Kumasi. | Sefa has been offered a job in Tamale and is thinking it over. | IND
Cem earns about thirty thousand euros a year. | Cem is hoping for a raise in his next review. | IND
Xolani works fully remote. | Xolani misses having colleagues around. | IND
Kenji studies at Osaka University. | Kenji is applying for a master's at Kobe University. | IND
Hyejin's bank is Kookmin. | Hyejin is comparing savings rates at other banks. | IND
Efua works as a receptionist. | Efua is studying for a bookkeeping qualification at night school. | IND
The user works at a dental clinic. | The user applied for a job at an animal shelter. | IND
# -- more contrasts, first person and summary style
I work at a bakery. | I had a job interview at a bike shop. | IND
I live on the third floor. | My friend lives on the seventh floor of my building. | IND
The user's manager is Tomás. | The user's manager Tomás is going on paternity leave. | IND
Sandeep mentioned that he works at a call centre in Gurugram. | Sandeep said the call centre is hiring for night shifts. | IND
Annika said she works at a dental clinic. | Annika's clinic got a new X-ray machine. | IND
Babak told me his daughter goes to a school near the park. | Babak's daughter won a spelling competition at school. | IND
Moana mentioned she works at a surf shop in Raglan. | Moana goes surfing before her shift at the shop. | IND
Ishaan works at Tata Motors in Pune. | Ishaan bought a Tata car with his staff discount. | IND
Layla's husband works at a bank. | Layla opened a savings account for their son. | IND
Juliana's job is at a law firm. | Juliana borrows law books from the public library. | IND
Ebba's flat is on the second floor. | Ebba's building has five floors and no lift. | IND
Kai's landlord is his uncle. | Kai's uncle is a retired dentist. | IND
Ravi's commute is by car. | Ravi's car failed its MOT. | IND
Tenzin's employer is a trekking company. | Tenzin led a group to Everest Base Camp in October. | IND
Beatrix's mobile provider is Telekom. | Beatrix's phone screen cracked when she dropped it. | IND
Isaura's manager at work is Vera. | Isaura had lunch with Vera and two colleagues. | IND

# ======================================================================== EQV
Hao is a plumber. | Hao earns his living fixing pipes and boilers. | EQV
Ines works from home every day. | Ines works fully remotely and never goes into an office. | EQV
Farah lives on the fourth floor. | Farah's flat is on the fourth floor of her building. | EQV
Kwabena is a lawyer. | Kwabena is an attorney. | EQV
Rui studies medicine at Coimbra. | Rui is a medical student at the University of Coimbra. | EQV
Milan cycles to work. | Milan goes to work by bike. | EQV
Svetlana's manager is Oleg. | Svetlana reports to Oleg. | EQV
Hadi works at a car dealership. | Hadi is employed by a car dealer. | EQV
Ewurabena is a GP. | Ewurabena is a family doctor. | EQV
Jin shares a flat with Kai. | Jin and Kai are flatmates. | EQV
Palesa earns 40,000 rand a month. | Palesa's monthly salary is 40,000 rand. | EQV
Matías takes the bus to work. | Matías commutes to work by bus. | EQV
Oren teaches at a high school. | Oren is a high school teacher. | EQV
Anahí works nights at the hospital. | Anahí is on the night shift at the hospital. | EQV
Tunde is between jobs. | Tunde is currently out of work. | EQV
Yuna's daughter goes to Maple Primary. | Yuna's daughter is a pupil at Maple Primary School. | EQV
Nikhil's mobile network is Vodafone. | Nikhil is a Vodafone mobile customer. | EQV
I rent my flat from my aunt. | My aunt is my landlady. | EQV
The user lives in a bungalow on the edge of town. | The user's home is a single-storey house on the edge of town. | EQV
Selin's bank is Garanti. | Selin keeps her money with Garanti Bank. | EQV
Pita lives in Auckland. | Pita's home is in Auckland. | EQV

# ======================================================================== OSN
Nasrin works at a hospital. | Nasrin is a radiographer at St Mary's Hospital in Leeds. | OSN
Hao lives in Spain. | Hao lives in a flat in the old town of Valencia. | OSN
Birgit is an engineer. | Birgit is a structural engineer who designs bridges for the county council. | OSN
Kiri studies at university. | Kiri studies marine biology at the University of Otago. | OSN
Lamin lives in a flat. | Lamin lives in a two-bedroom flat on the sixth floor. | OSN
Ngozi works in banking. | Ngozi is a loan officer at First Bank in Port Harcourt. | OSN
Tomoko works in retail. | Tomoko is a shift manager at a Uniqlo store in Sapporo. | OSN
Aliyu is a teacher. | Aliyu teaches chemistry at a secondary school in Kano. | OSN
Kirra lives on a boat. | Kirra lives on a narrowboat moored on the Oxford Canal. | OSN
Lwazi works for a tech company. | Lwazi is a backend developer at a fintech start-up in Johannesburg. | OSN
Ashkan lives in London. | Ashkan lives in a flat in Peckham, south London. | OSN
Mirela goes to work by public transport. | Mirela takes the number 12 bus to work. | OSN
Hone works from home some days. | Hone works from home on Mondays and Fridays and goes to the office the rest of the week. | OSN
Ruth's son Eli is at secondary school. | Ruth's son Eli is in Year 8 at Kingsmead Academy. | OSN
Vikram earns over fifty thousand pounds a year. | Vikram earns sixty-two thousand pounds a year. | OSN
Juma is a police officer. | Juma is a police sergeant with the traffic unit in Mombasa. | OSN
Kaveh studies engineering. | Kaveh studies electrical engineering at Sharif University in Tehran. | OSN
I work in a hospital. | I'm a porter at the Royal Infirmary in Edinburgh. | OSN
The user lives in Germany. | The user lives in Leipzig. | OSN
Pilar works for an airline. | Pilar is a cabin crew member with Iberia, based in Madrid. | OSN
Darius rents his flat. | Darius rents his flat from a landlady called Mrs Kowalczyk. | OSN

# ======================================================================== NSO
Tevita is a cardiac nurse at Middlemore Hospital in Auckland. | Tevita works in healthcare. | NSO
Paola lives in a stone cottage near Penzance. | Paola lives in Cornwall. | NSO
Adebayo works as a solicitor. | Adebayo is a lawyer. | NSO
Darya studies French and Spanish at Leeds. | Darya is a university student. | NSO
Hiro lives on the twelfth floor of a tower block in Shinjuku. | Hiro lives in a high-rise in Tokyo. | NSO
Ilias is head of the maths department at a school in Patras. | Ilias teaches at a school in Greece. | NSO
Nyambura drives a forklift at a supermarket distribution centre. | Nyambura works in a warehouse. | NSO
Arturo takes the 7:40 train to Milan every workday. | Arturo commutes by train. | NSO
Chiamaka earns 120,000 dollars a year. | Chiamaka earns a six-figure salary. | NSO
Liesel works from home three days a week. | Liesel works from home part of the time. | NSO
Omid's daughter Sara is in Year 2 at Elm Tree Primary. | Omid's daughter Sara goes to primary school. | NSO
Keoni is a senior backend engineer at an airline. | Keoni is a software engineer. | NSO
The user rents a one-bedroom flat in Glasgow from a housing association. | The user lives in Glasgow. | NSO
I'm a third-year medical student at King's College London. | I'm studying medicine. | NSO
Zhou Wei manages the night shift at a hotel in Chengdu. | Zhou Wei works in hospitality. | NSO
Saia lives in a three-bedroom house in Nuku'alofa with her parents. | Saia lives in Tonga. | NSO
Mercy works in the maternity unit at Korle Bu hospital. | Mercy works at a hospital in Accra. | NSO
Noa teaches Year 5 at a primary school in Haifa. | Noa is a teacher. | NSO
Sultan is a captain with Emirates, flying A380s. | Sultan is a pilot. | NSO
Maeve cycles to her office in Dublin. | Maeve cycles to work. | NSO
Farhan's current account is with HSBC in Birmingham. | Farhan banks with HSBC. | NSO
"""


if __name__ == "__main__":
    from hand_pairs import build  # the shared checks, dates and writer

    build(PAIRS, __file__, "hand-h", 31201, max_words=40)
