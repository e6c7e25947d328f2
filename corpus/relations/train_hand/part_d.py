#!/usr/bin/env python3
"""Hand-written relation pairs, part D (creative hobbies and leisure).

Domain: painting, crafts, music, instruments, bands, concerts, photography, writing,
reading and books, films, games, sports practice and competitions, fitness. Most pairs
are same-person, same-topic memories in conversation-summary style that state different
facts (IND); a smaller set of genuine EQV/OSN/NSO/CON pairs is written in the same style
so that the register alone does not give the label away.

Every pair below was written by hand, one line per pair; the format, the checks and the
dates are described in hand_pairs.py.

    python3 corpus/relations/train_hand/part_d.py   # writes part_d.jsonl next to it
"""

PAIRS = r"""
# ======================================================================== IND
# -- different events on the same hobby, same person
Tomasz has painted watercolour landscapes every Sunday morning since he retired from the railway. | Tomasz felt frustrated when the paper buckled on his latest watercolour of the harbour at dawn. | IND
Kofi's saxophone teacher cancelled the last two lessons because she had a bad cold. | Kofi played a short saxophone solo at his cousin's engagement party and got a standing ovation. | IND
Luca's punk band played their first gig at a tiny bar in Turin. | Luca's punk band was asked to open for a touring Spanish group at a bigger club in Milan. | IND
Dmitri lost a long game at the city chess tournament after blundering his queen. | Dmitri won the blitz side event at the same chess tournament the next day. | IND
Marisol ran the Seville half marathon in the rain and said her shoes felt like sponges. | Marisol ran a 10K trail race in the Sierra Norte and finished third in her age group. | IND
Haruka's first pottery bowl came out of the kiln cracked, which made her laugh. | Haruka glazed a set of four mugs in a blue she mixed herself and gave them to her parents. | IND
Wiremu photographed a pod of dolphins from the ferry on his way to Waiheke Island. | Wiremu got a sharp shot of a kingfisher diving into the estuary near Napier. | IND
Siobhan read one of her short stories aloud at a literary festival in Galway. | Siobhan was interviewed on local radio about her first poetry pamphlet. | IND
Ahmed scored a hat-trick in the five-a-side game with his coworkers. | Ahmed got a yellow card in a five-a-side match for arguing with the referee. | IND
Elif went to a Sezen Aksu concert in Istanbul with her mother. | Elif went to a jazz night at a small club in Izmir with her university friends. | IND
Greta developed her first roll of colour film at home and the prints came out tinted green. | Greta printed a large black-and-white photo of her father for his retirement party. | IND
Bjorn broke his stick during an ice hockey game and had to borrow one from a teammate. | Bjorn's ice hockey team won the amateur league final in overtime. | IND
Nadia finished the first draft of her fantasy novel after two years of writing. | Nadia sent three chapters of her fantasy novel to a literary agent in London. | IND
Omar went to a metal festival in Belgium with three friends from university. | Omar went to a metal festival in Germany on his own and made friends with a group of Finnish fans. | IND
Pavel fell on an overhang at the indoor climbing wall and bruised his elbow. | Pavel led his first outdoor multi-pitch route in the Julian Alps. | IND
Isabela saw Caetano Veloso live in Rio and called it the best night of her life. | Isabela saw Gilberto Gil in São Paulo and was disappointed by the sound. | IND
Carmen's photo of her grandmother's hands won first prize in the town photography contest. | Carmen's photo of a street market in Granada was rejected by a travel magazine. | IND
Rosa swam her first full kilometre without stopping and felt amazing. | Rosa swallowed a lot of water during her first open-water swim in the lake. | IND
Kaito built a Gundam model of the RX-78 over the winter holidays. | Kaito built a smaller Zaku model as a birthday present for his nephew. | IND
Sipho ran the Comrades Marathon for the first time and finished in just under eleven hours. | Sipho volunteered at a water station during the Comrades Marathon to cheer on his running club. | IND
Baptiste played pétanque with his neighbours in the square after the market. | Baptiste's pétanque team lost the village tournament final to the baker's team. | IND
Ewa's charcoal drawing from life class was pinned on the studio wall as an example. | Ewa spilled a jar of ink over her sketchbook during the life drawing session. | IND
The user went to a pottery class on Saturday and made a lopsided vase. | The user tried a glass-blowing taster session with a friend and made a paperweight. | IND
I played in my first chess tournament in the spring and finished in the middle of the table. | I entered an online chess tournament and lost every game on time. | IND
# -- same event, different aspect (neither restates the other)
Elif's mother cried when Sezen Aksu sang her favourite song at the concert. | Elif and her mother queued for three hours to get good places at the Sezen Aksu concert. | IND
Bjorn's team won the league final in overtime. | Bjorn celebrated the league win with his teammates at a karaoke bar until three in the morning. | IND
Marisol's running club organised a bus to take everyone to the Seville half marathon. | Marisol set a personal best at the Seville half marathon. | IND
Haruka's pottery teacher praised the shape of the teapot she threw on the wheel last month. | Haruka discovered that her new teapot leaks from the spout whenever she pours tea for guests. | IND
Sipho finished the Comrades Marathon in just under eleven hours. | Sipho's wife and daughters waited at the finish line of the Comrades Marathon with a banner. | IND
Luca's punk band played a gig at a tiny bar in Turin. | The owner of the bar in Turin refused to pay Luca's band after their gig. | IND
Farid sang along at the Coldplay concert in Abu Dhabi with his cousins. | Farid lost his voice for two days after the Coldplay concert. | IND
Carmen took the photo of her grandmother's hands while they were shelling peas. | Carmen's grandmother was embarrassed that her hands were in a competition photo. | IND
I ran my first marathon in Valencia. | My legs hurt so much after the Valencia marathon that I walked down stairs backwards for three days. | IND
# -- general passion or trait vs a specific episode
Renata is passionate about oil painting and dreams of having her own studio one day. | Renata signed up for a weekend portrait workshop at the community arts centre. | IND
Kenji collects vintage vinyl records of Japanese city pop. | Kenji found a rare signed pressing at a flea market in Osaka and paid far too much for it. | IND
Akua loves reading African literature and always has a novel in her bag. | Akua got a signed copy of a Chimamanda Ngozi Adichie novel at a book event in Accra. | IND
Diego loves old westerns and has seen most of Sergio Leone's films several times. | Diego watched a restored print of a western at an outdoor cinema in Madrid. | IND
Ilse is a big fan of crime novels, especially Scandinavian ones with gloomy detectives. | Ilse guessed the murderer on page forty of her latest mystery and felt cheated by the author. | IND
Zanele loves singing and says music is what keeps her sane. | Zanele was asked to sing a solo at her cousin's wedding next month. | IND
Mateus is passionate about street art and mural painting. | Mateus was fined by the city for painting on a wall without permission. | IND
Hamid has been obsessed with cameras since he was a teenager. | Hamid photographed his sister's wedding as a favour and said it was exhausting. | IND
Thandiwe loves house music and has been DJing since university. | Thandiwe played a three-hour set at a rooftop party in Johannesburg. | IND
Astrid said that Bach's cello suites are the music she would take to a desert island. | Astrid heard the cello suites performed live in a church in Gothenburg and cried through the sarabande. | IND
Jorge is a real cinephile who watches about four films a week. | Jorge fell asleep during a three-hour Hungarian film at the festival and was embarrassed. | IND
Rafael loves long Russian novels and says he likes living with the same characters for months. | Rafael finally finished War and Peace on a beach holiday in Portugal while his kids built sandcastles. | IND
Tendai is passionate about woodcarving and says the smell of fresh wood reminds him of his grandfather. | Tendai carved a small wooden elephant as a wedding gift for his friend Farai. | IND
Kalani paddles outrigger canoes with a club in Hilo. | Kalani's outrigger crew capsized during a practice session in rough water. | IND
Dilnoza loves Uzbek classical music and grew up listening to shashmaqam recordings at her grandmother's house. | Dilnoza is learning to play the dutar from her uncle on Sunday afternoons. | IND
Gulnara practises archery at a club in Kazan three evenings a week after work. | Gulnara hit her first bullseye at seventy metres and her coach filmed it for the club's channel. | IND
Saoirse is reading every Booker Prize winner in order. | Saoirse found a first edition of a Booker winner in a charity shop in Cork. | IND
I love knitting and always have a project on the go. | I finished knitting a baby blanket for my friend's newborn yesterday. | IND
The user enjoys long-distance cycling and likes the feeling of being tired in a good way. | The user rode from Utrecht to the coast and back in one day with two friends from work. | IND
I'm a huge Studio Ghibli fan. | I visited the Ghibli Museum in Tokyo and bought a Totoro notebook. | IND
The user loves horror films, especially old Italian ones with terrible dubbing. | The user watched a horror film alone at home and then had to sleep with the lights on. | IND
# -- feeling or opinion vs an action
Yuki felt embarrassed when her violin teacher asked her to play a scale in front of the class. | Yuki practises violin scales for twenty minutes every morning before work. | IND
Rohan hates crowded concerts and prefers listening to albums at home. | Rohan went to a small acoustic gig in a café and enjoyed it more than he expected. | IND
Lars thinks digital pianos feel dead compared to acoustic ones. | Lars tuned the old upright piano at his daughter's school for free. | IND
Joon feels shy about photographing strangers on the street. | Joon bought a used Fujifilm camera to take street photos in Seoul. | IND
Adaeze said that playing the kora makes her feel connected to her late father. | Adaeze ordered new strings for her kora from a maker in Gambia. | IND
Eitan was nervous about performing his songs in front of people. | Eitan recorded three of his songs on his phone and uploaded them to a streaming site. | IND
Mei is anxious about her grade five piano exam. | Mei's piano teacher gave her extra lessons on sight-reading. | IND
Hana thinks superhero films have become boring and repetitive. | Hana went to see the new Spider-Man film with her nephew because he begged her. | IND
Nkechi finds reading bass clef much harder than treble clef. | Nkechi bought a second-hand keyboard so she could practise reading music at home. | IND
Ilse finds audiobooks distracting because she keeps losing the thread. | Ilse listened to an audiobook on a long drive to Munich because her husband chose it. | IND
Declan felt proud watching his daughter Niamh paint the birdhouse they built together. | Declan wants to build a proper workbench in the garage so he can do more woodworking. | IND
Sunita thinks the Bollywood films of the nineties were far better than the new ones. | Sunita watched a new Bollywood film with her mother and they both cried at the ending. | IND
Malia said lifting heavy weights makes her feel strong and in control. | Malia deadlifted 150 kilograms in training for the first time and screamed with joy. | IND
Rustam feels guilty about how much money he loses at poker. | Rustam plays in a weekly poker game with his old army friends. | IND
The user is frustrated that their running pace has not improved in months. | The user signed up for a track session with a local running club. | IND
I feel calmer on the days when I have done some sketching. | I filled my third sketchbook of the year with drawings of people on the tram. | IND
I find most modern poetry hard to understand and usually give up after a few lines. | I went to my friend Hannah's poetry reading at a café to support her. | IND
The user thinks modern art is overrated. | The user went to Tate Modern with their partner and spent an hour in one installation. | IND
# -- a plan vs a different past activity
Pavel plans a climbing trip to the Julian Alps with his brother next summer. | Pavel climbed in Kalymnos last autumn and loved the limestone. | IND
Siew Ling plans to volunteer at the Penang jazz festival next year. | Siew Ling went to the jazz festival in Penang with her colleagues. | IND
Keanu wants to record an album of Hawaiian slack-key guitar covers. | Keanu played ukulele at a beach bar in Honolulu for tips on Friday night. | IND
Amara plans to paint a series of portraits of her grandmother's neighbours in Accra. | Amara sold her first acrylic painting at a local market for sixty cedis. | IND
Farid wants to learn the oud so he can play the songs his grandfather used to sing. | Farid took a few guitar lessons as a teenager but gave up after a month. | IND
Soo-ah is planning to open an online shop for her paper flowers. | Soo-ah ran a paper flower workshop for her coworkers during a team lunch. | IND
Emeka plans to enter a FIFA tournament at a gaming café in Lagos. | Emeka played a football video game with his cousins all night at a family reunion. | IND
Vikram plans to exhibit his oil paintings at a café in Pune. | Vikram sold two small landscapes to a colleague at work. | IND
Magdalena plans to knit a Christmas jumper for her husband this year. | Magdalena knitted matching hats for her twin granddaughters. | IND
Xiadani plans to publish her short stories about Oaxaca as a small book. | Xiadani read one of her stories at a library event in Mexico City. | IND
Amani is training for her first triathlon and is nervous about the swimming part. | Amani cycled from Nairobi to Naivasha with a group of friends and stayed the night by the lake. | IND
Aroha's kapa haka group will perform at the regional competition in March. | Aroha's kapa haka group performed at her cousin's graduation ceremony. | IND
The user is planning to learn the cello after retiring. | The user played the clarinet in a school orchestra as a teenager. | IND
I'm planning to run my first marathon in Valencia. | I ran a half marathon in Lisbon and finished in just under two hours. | IND
# -- two occurrences of a repeatable activity
Anders played trumpet with his brass band at a summer fête in the park. | Anders played trumpet with the brass band at the Remembrance Day service in November. | IND
Fatima hosted a board game night and her friends played Catan until two in the morning. | Fatima hosted another game night where everyone played Codenames and her brother won every round. | IND
Olusegun played the talking drum at a naming ceremony for his niece. | Olusegun played the talking drum at his church's harvest festival. | IND
Hana went to see a Korean thriller at the cinema with her sister. | Hana went to a midnight screening of a horror film with her coworkers. | IND
Camille went bouldering with her colleagues after work on Tuesday. | Camille went bouldering with her sister at a new gym on Saturday. | IND
Keanu went surfing at sunrise before his shift at the bar. | Keanu went surfing on the North Shore with his cousin during a big swell. | IND
Valentina danced at a milonga in San Telmo until dawn. | Valentina went to a tango festival in Montevideo and danced with a partner from Japan. | IND
Hyun-woo played baduk against his grandfather during the Chuseok holiday. | Hyun-woo played baduk against a visiting Chinese amateur at his club in Busan. | IND
The user went to an open-mic night and played two songs on guitar. | The user played guitar at another open-mic night and forgot the words halfway through. | IND
I went to a life drawing class at the community centre. | I went to a life drawing session in a pub and drew for two hours straight. | IND
# -- a cause vs a consequence stated as a separate fact
Anders had dental surgery on Monday and is living on soup for a few days. | Anders told his bandleader that he cannot play the trumpet at the brass band concert this month. | IND
Noor's son Zayd started drum lessons at school. | Noor bought noise-cancelling headphones because Zayd practises drums in the garage every afternoon. | IND
Marisol injured her calf during a hill session and is seeing a physiotherapist twice a week. | Marisol had to pull out of the Seville half marathon and gave her race number to a friend. | IND
Greta's bathroom darkroom flooded after a pipe burst in the flat upstairs. | Greta lost about twenty rolls of undeveloped film, including photos from her trip to Lofoten. | IND
Omar's car broke down on the way back from the festival in Belgium. | Omar had to take a train home and leave his car at a garage near Ghent. | IND
Rosa took up swimming because of her back pain. | Rosa's back pain has mostly gone since she started swimming three times a week. | IND
Tariq's grandmother taught him Scrabble when he was eight. | Tariq is very good at Scrabble and often beats his whole family. | IND
Chiara broke her wrist skiing in the Dolomites. | Chiara can't play the piano until her cast comes off in six weeks. | IND
Kwabena's laptop was stolen at the bus station. | Kwabena lost the only copy of the first chapters of his novel. | IND
Youssef's oud was damaged in the hold on a flight from Paris. | Youssef borrowed an oud from a friend to play at a wedding in Casablanca. | IND
Obinna took up boxing to manage the stress from his job. | Obinna's boxing coach thinks he is ready for his first amateur bout. | IND
Kaito's cat knocked one of his Gundam models off the shelf. | Kaito bought a glass display cabinet for his Gundam models. | IND
The user sprained an ankle playing basketball. | The user has been doing upper-body workouts at the gym instead of running. | IND
My guitar was damaged when I moved flats. | I've been borrowing my housemate's guitar to practise for my lessons. | IND
# -- the person vs a child, partner, friend or pet on the same topic
Freya's daughter Elsie won a children's drawing contest with a picture of their cat. | Freya has been sketching in the park during her lunch breaks to unwind. | IND
Olusegun is teaching his son Tobi to play the talking drum. | Olusegun plays the talking drum at his church every Sunday. | IND
Sunita's mother loves Shah Rukh Khan films and has seen each of them several times. | Sunita prefers independent Indian films to big Bollywood productions. | IND
Mahmoud's daughter offered to type up his handwritten memoir chapters. | Mahmoud is trying to write five hundred words a day for his memoir. | IND
Eitan's younger brother also plays guitar and they sometimes jam together. | Eitan taught himself guitar from online videos during lockdown. | IND
Lucia's husband Marco has taken up salsa dancing and practises his steps in the kitchen. | Lucia goes to a Pilates class three times a week at a studio near her office. | IND
Carmen's son Pablo got a camera for his birthday. | Carmen's photography club meets at the library every second Tuesday. | IND
Ravi's best friend Arjun plays tabla in a fusion band. | Ravi plays the sitar and has been learning for eight years. | IND
Declan's daughter Niamh wants to learn the fiddle like her grandmother. | Declan played the tin whistle at a pub session in Doolin. | IND
Rafael's wife runs a book club at their local bookshop and often asks him to suggest titles. | Rafael reads novels on his phone during his forty-minute commute. | IND
Taini's dog Biscuit comes to every outdoor yoga class she teaches. | Taini teaches outdoor yoga in the park on summer mornings. | IND
Leila's cat Mishmish sleeps on her newspaper crossword every morning. | Leila enjoys solving cryptic crosswords on the train to work. | IND
Sagal's younger sister illustrated two of her poems for a small zine. | Sagal is writing poems in Somali and English about her childhood in Hargeisa. | IND
Niamh's grandmother gave her an old fiddle that belonged to her great-grandfather. | Niamh is learning the fiddle from her grandmother. | IND
Valentina's tango partner Lucas moved to Spain for work. | Valentina has been dancing tango for five years in Buenos Aires. | IND
The user's son is in a youth orchestra and plays the viola. | The user plays in an adult ukulele group at the library. | IND
My daughter started gymnastics and trains three times a week. | I go to spin classes on Monday and Wednesday evenings. | IND
The user's daughter is learning the flute. | The user bought a music stand so their daughter can practise the flute properly. | IND
# -- advice given vs own experience
Vikram advised his nephew to start with pencil sketches before moving to oil paints. | Vikram struggled for years with oil paints before he learned to mix skin tones. | IND
Astrid told her student to record herself practising so she can hear her mistakes. | Astrid was horrified the first time she heard a recording of her own cello playing. | IND
Pavel told his brother to always double-check his knot before climbing. | Pavel once forgot to finish his figure-eight knot and a friend noticed just in time. | IND
Ingrid recommended gouache to a friend because it is forgiving for beginners. | Ingrid switched from acrylics to gouache two years ago. | IND
Kenji advised a friend to clean vinyl records with distilled water, not tap water. | Kenji ruined a valuable record as a teenager by washing it with dish soap. | IND
Zanele told her nephew to warm up his voice before every choir rehearsal. | Zanele strained her voice last year by singing for hours without warming up. | IND
Nadia advised a friend to write every day, even if it is only a paragraph. | Nadia wrote nothing at all for three months after her father died. | IND
Gulnara warned a beginner at her archery club never to dry-fire a bow. | Gulnara dry-fired her first bow by accident and cracked the limb. | IND
I told my friend to buy a second-hand road bike instead of a new one. | I bought an expensive carbon road bike and regret spending so much. | IND
The user recommended Middlemarch to a colleague. | The user struggled to finish Middlemarch the first time they tried it. | IND
# -- two items of a multi-valued attribute
Akua said her favourite book is Things Fall Apart, which she first read at school in Kumasi. | Akua also loves Americanah and has read it three times. | IND
Ravi's favourite band is Radiohead, and he has seen them live twice in London. | Ravi also loves Carnatic violin music and goes to concerts in Chennai every December. | IND
Camille does yoga every morning before work to loosen her back. | Camille also plays tennis on weekends with her partner at a club near the river. | IND
Tariq plays Scrabble with his grandmother whenever he visits her in Amman. | Tariq plays backgammon with his uncle at the café on Fridays and usually loses. | IND
Greta mostly shoots black-and-white film because she likes the grain. | Greta also has a small digital camera that she uses for travel photos. | IND
Isabela plays the cavaquinho in a roda de samba with friends on Saturday afternoons. | Isabela is learning the pandeiro too, from a teacher in Lapa. | IND
Jorge's favourite director is Pedro Almodóvar. | Jorge also admires Agnès Varda and has seen all her documentaries. | IND
Mei has played the piano since she was six and loves Chopin. | Mei has started taking ballet lessons on Saturday mornings with her best friend. | IND
Hiroshi practises sumi-e ink painting, mostly bamboo and plum blossoms. | Hiroshi also does calligraphy and wrote a scroll for his sister's new home. | IND
Aleksander owns more than a hundred board games and keeps a spreadsheet of them. | Aleksander also collects vintage Polish film posters and has framed six of them. | IND
Dilnoza plays the dutar at family gatherings. | Dilnoza also sings in a folk ensemble in Tashkent that rehearses on Thursday evenings. | IND
One of my favourite films is Spirited Away. | I also love Amélie and watch it whenever I'm feeling low. | IND
The user has played the piano since childhood and still practises most evenings. | The user has started learning the accordion from a retired musician in their village. | IND
I play the bagpipes in a pipe band that marches at the Highland games every summer. | I also play the tin whistle at folk sessions in a pub in Inverness. | IND
# -- a past event vs a current habit
Joon took his first street photography walk in Seoul with a group from an online forum. | Joon goes out with his camera every Sunday morning before the shops open. | IND
Kwabena found his old journals from secondary school and laughed at how dramatic he was. | Kwabena writes in his journal every night before bed. | IND
Anders started playing the trumpet at the age of nine in a school band. | Anders rehearses with a brass band on Wednesday nights. | IND
Rosa swam in the sea every day on holiday in Menorca. | Rosa swims at the municipal pool before work three mornings a week. | IND
Yerlan listened to his first audiobook on a train from Almaty to Astana. | Yerlan listens to audiobooks on his long commute every day. | IND
Dmitri learned chess from his grandfather in Kazan when he was six. | Dmitri plays chess online every evening after putting his kids to bed. | IND
Tendai carved his first spoon at a craft camp when he was twelve. | Tendai spends most Saturday afternoons carving in his shed. | IND
Thandiwe played her first DJ set at a friend's birthday party. | Thandiwe DJs at a club in Johannesburg on weekends. | IND
Parisa wove her first small rug at a workshop in Isfahan. | Parisa weaves for an hour every evening on the loom she inherited from her aunt. | IND
Femi played in a youth academy in Lagos before moving to London. | Femi plays Sunday league football as a striker for a team in Peckham. | IND
I ran my first 5K in Hyde Park with my sister. | I run three times a week along the canal before breakfast. | IND
The user joined a ceramics studio two years ago. | The user goes to the ceramics studio every Thursday evening. | IND
# -- hard: shared words, new fact that presupposes the old one
Giovanni plays the accordion at his family's restaurant on Friday nights. | Giovanni's accordion was repaired by an old craftsman in Castelfidardo. | IND
Malia is training for a powerlifting competition in Auckland. | Malia's coach changed her squat technique six weeks before the competition. | IND
Anjali started learning Kathak at a dance studio near her office. | Anjali performed a short Kathak piece at her company's Diwali party. | IND
Kaito builds Gundam model kits and displays them on a shelf in his room. | Kaito's cat knocked one of his Gundam models off the shelf and snapped its arm. | IND
Ewa goes to a life drawing class every Wednesday evening. | Ewa's life drawing teacher is a retired set designer from the Warsaw opera. | IND
Nasrin learned to play the daf from a teacher in Tehran. | Nasrin plays the daf in a women's ensemble that performs at Nowruz celebrations. | IND
Femi supports Arsenal and watches every match at a pub with his friends. | Femi's friends at the pub bought him an Arsenal shirt for his birthday. | IND
Baptiste enjoys playing pétanque with his neighbours in the square. | Baptiste bought a new set of pétanque boules engraved with his initials. | IND
Aroha is learning kapa haka with her iwi's group and practises the actions in her living room. | Aroha mentioned that her kapa haka tutor is her aunt Mere, who is very strict about timing. | IND
Mirela sews her own clothes from vintage patterns. | Mirela's sewing machine broke while she was making a dress for her sister's graduation. | IND
Ifeoma writes a blog about Nigerian children's books. | Ifeoma's blog post about a picture book set in Enugu was shared by its author. | IND
Valentina has been learning tango for five years and says it changed how she walks. | Valentina bought her first pair of proper tango shoes in Buenos Aires and they gave her blisters. | IND
Tran is a keen badminton player and plays at least three times a week. | Tran's badminton club is hosting a tournament in Da Nang next month and he is helping with the draw. | IND
Beatriz watches telenovelas with her mother every evening. | Beatriz and her mother argued about the ending of a telenovela. | IND
Priyanka started a podcast about Indian indie music. | Priyanka interviewed a Mumbai band for her podcast and they invited her to their gig. | IND
Youssef plays the oud at weddings in Casablanca. | Youssef is teaching his niece Salma to play the oud. | IND
Amani is afraid of open-water swimming. | Amani practises swimming in a lake with a friend on Sunday mornings. | IND
Bruno plays the surdo in a samba school in Rio. | Bruno twisted his wrist at a samba school rehearsal and had to sit out the parade. | IND
Tendai carved a small wooden elephant for his friend Farai. | Farai keeps Tendai's wooden elephant on his desk at work. | IND
Hamid photographed his sister's wedding in Shiraz as a favour to the family. | Hamid said he never wants to photograph a wedding again because the pressure was unbearable. | IND
Santiago plays bass in a funk band called The Lentils. | Santiago's band The Lentils recorded their first demo in a friend's basement. | IND
Kofi has been practising the saxophone for an hour every evening. | Kofi's neighbour complained about the noise from his saxophone practice. | IND
Astrid started taking cello lessons after a concert in Gothenburg. | Astrid's cello teacher is a retired member of the Gothenburg Symphony. | IND
Renata signed up for a portrait workshop at the arts centre. | Renata painted a portrait of her friend Zuzana and gave it to her. | IND
Lucia painted a large canvas of sunflowers for her mother's seventieth birthday. | Lucia's mother hung the sunflower painting above the fireplace. | IND
Mahmoud writes his memoir by hand in school notebooks. | Mahmoud wrote about his childhood in Alexandria in the first chapter of his memoir. | IND
Akua is rereading Half of a Yellow Sun for her book club. | Akua's book club argued for two hours about the ending of Half of a Yellow Sun. | IND
Yerlan finished the audiobook of Dune during a week of long drives. | Yerlan wants to read the second Dune book on paper so he can go slower. | IND
Oksana learned embroidery from her grandmother in a village near Poltava. | Oksana teaches an embroidery class for Ukrainian children in Kraków. | IND
Bongani started making leather wallets as a side hobby. | Bongani cut his thumb while stitching a leather belt and needed three stitches. | IND
Ingrid paints small gouache landscapes of the coast near Bergen. | Ingrid started an Instagram account for her gouache paintings and has four hundred followers. | IND
Ayodele is learning to use manual mode on his camera. | Ayodele took a blurry photo of his son's first football goal and was annoyed with himself. | IND
Chiara's favourite painter is Caravaggio because of his dramatic use of light. | Chiara visited the Uffizi with her sister and spent an hour in front of a Botticelli. | IND
Hiroshi started learning sumi-e ink painting from a teacher in Kyoto. | Hiroshi said grinding the ink stick before each session helps him calm down after work. | IND
Mateus paints murals with his friends on abandoned walls in São Paulo. | Mateus bought a set of neon spray cans for the next mural. | IND
Ingrid felt proud when her gouache painting of a fjord was chosen for the library exhibition. | Ingrid prefers gouache to acrylics because it dries matte. | IND
Magdalena knits a sweater for each of her grandchildren every winter. | Magdalena ran out of the red merino wool she needs to finish Kasia's sweater. | IND
Esperanza sells handmade beaded earrings at the Saturday craft fair. | Esperanza is worried that the rent for her craft fair stall will go up next year. | IND
Oksana embroidered a traditional vyshyvanka for her son's school celebration. | Oksana's son refused to wear the embroidered shirt because his friends teased him. | IND
Soo-ah makes paper flowers and gives them to friends instead of real bouquets. | Soo-ah's friend Jiyeon still keeps the paper peonies Soo-ah gave her three years ago. | IND
Parisa is learning to weave small rugs on a loom she inherited from her aunt. | Parisa's loom needs a new set of heddles before she can start the next rug. | IND
Mei practises the piano for thirty minutes before school every morning. | Mei's grade five piano exam is in June. | IND
Zanele sings in a gospel choir and loves the harmonies. | Zanele's gospel choir is recording a Christmas album in a studio in Soweto. | IND
Eitan taught himself guitar from online videos and still cannot play a clean barre chord. | Eitan wrote his first song about his grandmother's kitchen and played it for her on Friday night. | IND
Lars tunes his own piano because he used to work as a piano technician. | Lars is restoring a nineteenth-century square piano he found at an auction. | IND
Adaeze's favourite instrument is the kora, which she first heard in Dakar. | Adaeze is saving up to buy a kora from a maker in Gambia. | IND
Elif is a huge fan of Sezen Aksu and knows all her songs by heart. | Elif bought tickets for a Sezen Aksu concert in Istanbul for her mother's birthday. | IND
Isabela saw Caetano Veloso live in Rio with her father when she was sixteen. | Isabela has a tattoo of a Caetano Veloso lyric on her wrist. | IND
Thandiwe DJs at a club in Johannesburg on weekends. | Thandiwe bought a new controller because her old one kept dropping the signal. | IND
Carmen entered a photo of her grandmother's hands in a competition. | Carmen's grandmother asked for a framed print of the photo for her bedroom. | IND
Nadia is writing a fantasy novel about a city built on the back of a giant turtle. | Nadia joined an online writing group that swaps chapters every fortnight. | IND
Pedro writes poetry in Portuguese and English. | Pedro read one of his poems aloud at an open-mic night and his hands were shaking. | IND
Xiadani is working on short stories about her hometown in Oaxaca. | Xiadani got a rejection letter from a literary magazine but felt encouraged by the editor's note. | IND
Arash writes film reviews on his personal blog. | Arash's review of a Kiarostami film was shared by a critic he admires. | IND
Siobhan won second prize in a county short story competition. | Siobhan wants to turn her prize-winning short story into a radio play. | IND
Taini runs a book club at her local library for teenagers. | Taini chose a graphic novel for the next book club meeting to get more boys interested. | IND
Rafael is reading War and Peace and is determined to finish it. | Rafael keeps a list of character names on a bookmark to follow War and Peace. | IND
Diego loves old westerns and watches one every Friday night. | Diego introduced his teenage son to The Good, the Bad and the Ugly and his son fell asleep. | IND
Dmitri plays chess online every evening. | Dmitri's online chess rating is around 1800. | IND
Fatima hosts a board game night with her friends every other Saturday. | Fatima's favourite board game is Wingspan because she loves birds. | IND
Leila got stuck on a crossword clue about a river in Scotland. | Leila solves the cryptic crossword with her father over the phone on Sundays. | IND
Bjorn plays ice hockey in an amateur league. | Bjorn's son has started skating lessons at the same rink. | IND
Malia competed in her first powerlifting meet and placed fourth. | Malia wants to compete at the national championships next year. | IND
Obinna spars with his coach every Tuesday evening. | Obinna got a black eye during sparring and had to explain it at work. | IND
Gulnara's archery club is preparing for the regional championship. | Gulnara was chosen to shoot for her club at the regional championship. | IND
Aleksander collects board games. | Aleksander designed his own board game about Polish trains and is testing it with friends. | IND
Nasrin plays the daf in a women's ensemble of Iranian musicians in Berlin. | Nasrin's ensemble was invited to perform at a festival in Hamburg, and she is excited and nervous. | IND
Anjali performed a short Kathak piece at her company's Diwali party. | Anjali's manager asked her to teach a Kathak workshop for the team. | IND
Ifeoma writes reviews of children's books for her blog on Sunday evenings. | Ifeoma reads to her son every night and he always picks the same dinosaur book. | IND
Sagal writes poems in Somali and English, mostly late at night after her children are asleep. | Sagal performed her poems at a spoken word night in Minneapolis and sold out of her zines. | IND
The user is learning to play the drums. | The user's downstairs neighbour asked them to stop drumming after nine at night. | IND
The user writes fan fiction set in the Harry Potter universe. | The user's latest fan fiction story has reached ten thousand readers. | IND
The user goes swimming every morning at six. | The user saw an Olympic swimmer training in the next lane at the same pool. | IND
The user has been learning calligraphy for a year. | The user addressed all their wedding invitations by hand in calligraphy. | IND
I started learning the harmonica because it fits in my pocket. | I played harmonica around a campfire with my cousins and everyone joined in. | IND
I've been doing a Couch to 5K plan for six weeks. | I nearly gave up in week five of Couch to 5K, but my friend Sam pushed me on. | IND
My favourite way to relax is doing jigsaw puzzles. | I lost the last piece of a jigsaw I had spent a month on and was furious. | IND
I'm learning to crochet from online videos. | My first crocheted scarf ended up twice as wide at one end. | IND
I go to a spin class on Monday evenings. | I bought padded cycling shorts because the spin bike saddle was so uncomfortable. | IND
I prefer e-books because I travel a lot for work. | I got a library card for the first time in ten years. | IND
I play Dungeons & Dragons online with friends from university. | I'm writing a campaign for my D&D group set in a floating city. | IND
I love taking photos of old shop signs. | I posted my shop sign photos online and a local historian got in touch. | IND
I run a small book swap box outside my house. | I found a note in the book swap box from a neighbour thanking me. | IND
I have season tickets for Celtic. | I took my nephew to his first Celtic match and he cried when they scored. | IND
The user's book club is reading a Kazuo Ishiguro novel. | The user hosted the book club at their flat and made a lemon cake. | IND
The user plays guitar in a covers band with two colleagues. | The user's covers band played at the office Christmas party. | IND
# -- names a year
Marisol ran her first marathon in Seville in 2021. | Marisol is training for the Berlin Marathon in September 2024. | IND | 2022-02-01 | 2024-01-10
I've seen the Arctic Monkeys live on every tour since 2013. | I'm going to see the Arctic Monkeys in Sheffield with my brother. | IND | 2022-03-01 | 2023-02-01
Omar went to his first metal festival in 2019. | Omar has started playing rhythm guitar in a doom metal band. | IND | 2021-05-01 | 2022-08-15
Kenji started collecting city pop records in 2018. | Kenji spent his whole bonus on records at a shop in Shimokitazawa. | IND | 2020-02-01 | 2021-01-20
Saoirse began her Booker Prize reading project in 2020. | Saoirse is halfway through a Booker winner from the eighties and finds it slow going. | IND | 2020-06-01 | 2022-10-03
# -- loosely related topics of the same person
Tomasz paints watercolour landscapes every Sunday in his garden shed. | Tomasz joined a walking football team for over-sixties and scored in his first match. | IND
Kofi practises the saxophone every evening after dinner. | Kofi started going to a boxing gym to get fitter and says his lungs already feel stronger. | IND
Renata loves oil painting and keeps her easel next to the window of her flat. | Renata reads Slovak poetry before going to sleep, usually a single poem. | IND
Chiara said her favourite painter is Caravaggio. | Chiara plays padel with her colleagues on Thursday evenings and is getting competitive about it. | IND
Hiroshi is learning sumi-e ink painting in Kyoto. | Hiroshi watches baseball with his father every weekend and they argue about the Hanshin Tigers. | IND
Yuki is learning the violin and practises in the mornings before work. | Yuki goes hiking in the mountains near Nagano with a hiking club about once a month. | IND
Santiago plays bass in a funk band with friends from his old job. | Santiago has been doing CrossFit at a gym in Bogotá and is proud he can finally do a pull-up. | IND
Astrid is learning the cello at the age of fifty-two. | Astrid knits woollen socks while she watches films in the evening. | IND
Wiremu photographs birds along the coast near Napier. | Wiremu plays touch rugby with his workmates on Wednesdays and is the oldest player on the team. | IND
Jorge runs a film club at work that meets once a month in a meeting room. | Jorge is learning to play the charango his cousin brought him from Bolivia. | IND
Luca plays drums in a punk band and practises on a rubber pad in his bedroom. | Luca reads a lot of graphic novels, especially Italian ones by Zerocalcare. | IND
Ilse reads a crime novel every week from the library. | Ilse started doing aqua aerobics with her neighbour Gisela and says it is great fun. | IND
Keanu plays ukulele at a beach bar in Honolulu on weekends. | Keanu is building a hollow wooden surfboard in his uncle's garage. | IND
Rohan prefers listening to whole albums at home on his record player. | Rohan is teaching himself to juggle with three balls and can keep them going for a minute. | IND
Greta shoots black-and-white film on an old Leica that belonged to her uncle. | Greta goes cross-country skiing every weekend in winter with her dog Saga running beside her. | IND
Fatima hosts board game nights at her flat for friends from work. | Fatima started a couch-to-5K running plan with her sister and they run together before breakfast. | IND
Lars still tunes pianos for friends and neighbours. | Lars builds model ships in bottles and is working on a copy of a Norwegian whaler. | IND
Mateus paints murals and says colour is his way of arguing with grey cities. | Mateus skateboards at a park near his flat most evenings. | IND
Anders plays the trumpet in a brass band in his town. | Anders goes sea swimming all year round, even in January, with a group of retirees. | IND
Declan does woodworking in his garage on weekends. | Declan plays Gaelic football for his parish's junior B team and hurt his shoulder in the last match. | IND
Nkechi is learning to read music so she can play hymns on the keyboard. | Nkechi goes to a Zumba class on Saturdays with her cousin Chidinma. | IND
Joon does street photography in Seoul's old markets. | Joon plays in a weekend futsal league and his team has not won a game yet. | IND
Elif loves Sezen Aksu's music and plays it while she cooks. | Elif is learning to make ebru marbled paper, an old Turkish craft, at a workshop in Kadıköy. | IND
Camille plays Dungeons & Dragons with colleagues once a fortnight. | Camille goes rowing on the Seine on Sunday mornings with a club in Boulogne. | IND
Emeka plays FIFA with his cousins whenever they visit. | Emeka likes writing short rap verses in his notes app while he waits for the bus. | IND
Pedro writes poetry in a notebook he carries everywhere. | Pedro collects vintage football shirts from Portuguese clubs and owns a Boavista shirt from the nineties. | IND
Xiadani writes short stories in the early morning before work. | Xiadani embroiders flowers on denim jackets and sells a few to friends. | IND
The user plays the piano and is working on a Debussy prelude. | The user goes bouldering with coworkers on Fridays after work. | IND
I love knitting, especially complicated cable patterns. | I play five-a-side football with my brothers on Sunday mornings and always end up in goal. | IND
The user collects vinyl records, mostly soul and funk from the seventies. | The user started taking Brazilian jiu-jitsu classes twice a week to get back in shape. | IND
I play Dungeons & Dragons online with old friends every Sunday night. | I'm training for a charity cycle ride from London to Brighton to raise money for a hospice. | IND
# ======================================================================== EQV
Kofi plays the saxophone in a jazz quartet. | Kofi is the saxophonist in a four-piece jazz group. | EQV
Yuki began taking violin lessons at the age of forty. | Yuki started learning the violin with a teacher when she was forty. | EQV
Haruka has been going to an evening pottery class for three months. | For the past three months, Haruka has attended a pottery class in the evenings. | EQV
Santiago plays bass guitar in a funk band called The Lentils. | Santiago is the bassist of The Lentils, a funk band. | EQV
Akua's favourite novel is Things Fall Apart. | Akua said that Things Fall Apart is the novel she loves most. | EQV
Dmitri's online chess rating is about 1800. | Dmitri is rated around 1800 in online chess. | EQV
Marisol trains with a running club in Seville. | Marisol is a member of a running club in Seville and does her training with them. | EQV
Greta develops her own black-and-white film in her bathroom. | Greta processes her black-and-white film herself, using her bathroom as a darkroom. | EQV
Nadia is writing a fantasy novel set in a city on the back of a giant turtle. | Nadia's novel in progress is a fantasy about a city built on a giant turtle's back. | EQV
Fatima's favourite board game is Wingspan. | Of all board games, Fatima likes Wingspan best. | EQV
Lars mentioned that he once worked as a piano technician. | In the past, Lars had a job as a piano technician. | EQV
Olusegun plays the talking drum at church every Sunday. | Every Sunday, Olusegun plays the talking drum during the church service. | EQV
Zanele sings in a gospel choir. | Zanele mentioned that she is a member of a gospel choir. | EQV
Joon shoots street photography with a second-hand Fujifilm camera. | Joon takes his street photos with a used Fujifilm camera. | EQV
Elif knows every Sezen Aksu song by heart. | Elif can sing all of Sezen Aksu's songs from memory. | EQV
Rosa took up swimming to ease her back pain. | Rosa started swimming as a way to relieve her back pain. | EQV
Kenji collects Japanese city pop on vinyl. | Kenji has a collection of vinyl records of Japanese city pop. | EQV
Taini runs a book club for teenagers at the local library. | Taini leads a teen book club that meets at her local library. | EQV
Bjorn plays ice hockey in an amateur league. | Bjorn is on a team in an amateur ice hockey league. | EQV
Mahmoud aims to write five hundred words of his memoir every day. | Mahmoud's daily goal for his memoir is 500 words. | EQV
Anders's brass band rehearses on Wednesday nights. | Anders rehearses with his brass band every Wednesday evening. | EQV
Camille does yoga every morning before work. | Each morning before going to work, Camille practises yoga. | EQV
Ilse reads about one crime novel a week. | Ilse gets through roughly a crime novel every week. | EQV
Esperanza sells handmade beaded earrings at the Saturday craft fair. | At the craft fair on Saturdays, Esperanza sells beaded earrings that she makes herself. | EQV
Ahmed plays five-a-side football with his coworkers on Thursday evenings. | On Thursday evenings, Ahmed plays five-a-side with people from work. | EQV
Siobhan came second in a county short story competition. | Siobhan won second prize in the county's short story contest. | EQV
Pavel climbs at an indoor wall twice a week. | Pavel goes to the climbing gym two times a week. | EQV
Diego watches an old western every Friday night. | Every Friday evening, Diego puts on a classic western. | EQV
Thandiwe DJs at a club in Johannesburg on weekends. | On weekends, Thandiwe works as a DJ at a Johannesburg club. | EQV
Isabela has a Caetano Veloso lyric tattooed on her wrist. | Isabela has a tattoo of a line from a Caetano Veloso song on her wrist. | EQV
Emeka is saving up for a new gaming console. | Emeka is putting money aside to buy a new games console. | EQV
Parisa inherited her weaving loom from her aunt. | Parisa mentioned that the loom she weaves on was left to her by her aunt. | EQV
Wiremu's photo of a fairy tern is going to be published in a local magazine. | A local magazine will publish Wiremu's photograph of a fairy tern. | EQV
Xiadani is writing short stories set in her hometown in Oaxaca. | Xiadani is working on stories that take place in her Oaxacan hometown. | EQV
Rohan prefers listening to albums at home to going to concerts. | Rohan would rather listen to records at home than go to a concert. | EQV
Hamid never wants to photograph a wedding again. | Hamid said he will not shoot another wedding, ever. | EQV
Leila solves cryptic crosswords on her train to work. | Leila does cryptic crosswords during her commute by train. | EQV
Tariq often beats his grandmother at Scrabble. | Tariq frequently wins when he plays Scrabble against his grandmother. | EQV
Magdalena knits a sweater for every grandchild each winter. | Each winter, Magdalena knits sweaters for all of her grandchildren. | EQV
Valentina's tango partner moved to Spain. | Valentina's dance partner for tango has relocated to Spain. | EQV
I play the cello in an amateur orchestra. | I'm a cellist in an orchestra for amateur musicians. | EQV
I go bouldering twice a week. | I climb at the bouldering gym two times a week. | EQV
The user is learning to paint with watercolours. | The user is learning watercolour painting. | EQV
My favourite board game is Carcassonne. | Carcassonne is the board game I like most. | EQV
The user's running club meets every Tuesday morning. | Every Tuesday morning, the user's running club gets together. | EQV
I read mostly science fiction. | Most of the books I pick up are science fiction. | EQV
The user plays guitar in a covers band with two colleagues. | The user and two coworkers have a covers band in which the user plays guitar. | EQV
# ======================================================================== OSN
Kofi mentioned that he went to a jazz concert last weekend. | Kofi went to a jazz concert at Ronnie Scott's last weekend with his brother and loved the drummer. | OSN
Tomasz finished a watercolour of the harbour. | Tomasz finished a watercolour of Gdynia harbour at dawn and gave it to his wife for their anniversary. | OSN
Luca said that his band had played a gig in Turin. | Luca's punk band played a gig at a tiny bar in Turin to about forty people. | OSN
Haruka made a set of mugs in pottery class. | Haruka made four mugs in pottery class and glazed them in a blue she mixed herself. | OSN
Dmitri shared that he took part in a chess tournament over the weekend. | Dmitri played in the city chess tournament in Kazan over the weekend and finished fourth out of sixty. | OSN | 2023-04-10 | 2023-04-12
Marisol mentioned that she ran a half marathon. | Marisol ran the Seville half marathon in pouring rain and finished in an hour and forty-eight minutes. | OSN
Wiremu photographed a kingfisher. | Wiremu photographed a kingfisher diving into the estuary near Napier at sunrise. | OSN
Elif went to a concert with her mother and said it was a lovely evening. | Elif took her mother to a Sezen Aksu concert in Istanbul for her birthday, and it was a lovely evening. | OSN
Greta printed a photo of her father. | Greta printed a large black-and-white portrait of her father for his retirement party. | OSN
Siobhan won a prize for a short story. | Siobhan won second prize in a county short story competition for a story about her grandmother's farm. | OSN
Yuki mentioned that she is learning to play an instrument. | Yuki is learning the violin with a private teacher in Osaka. | OSN
Rafael finished War and Peace. | Rafael finished War and Peace on a beach holiday in the Algarve after eight months of reading. | OSN
Santiago mentioned that he sold his old amplifier. | Santiago sold his old bass amplifier to a teenager who had just started playing. | OSN
Amara sold one of her paintings. | Amara sold her first acrylic painting, a market scene, for sixty cedis at a craft market in Accra. | OSN
Astrid has started taking music lessons as an adult. | Astrid started taking cello lessons as an adult after hearing the Bach suites performed in Gothenburg. | OSN
Mateus was fined for painting a mural. | Mateus was fined five hundred reais by the city for painting a mural on a wall without permission. | OSN
Pavel went on a climbing trip to the Alps and came back tired but happy. | Pavel went climbing in the Julian Alps with his brother, did his first multi-pitch route and came back tired but happy. | OSN
Carmen's photo won a prize. | Carmen's photo of her grandmother's hands won first prize in the town photography contest. | OSN
Kenji said that he bought a rare record. | Kenji bought a rare signed city pop record at a flea market in Osaka for far more than he planned. | OSN
Nadia sent chapters of her novel to an agent. | Nadia sent the first three chapters of her fantasy novel to a literary agent in London. | OSN
Bjorn was thrilled that his team won the league final. | Bjorn's amateur ice hockey team won the league final 3-2 in overtime, and he was thrilled. | OSN
Farid went to a concert in Abu Dhabi. | Farid went to a Coldplay concert in Abu Dhabi with three of his cousins. | OSN
Chiara broke her wrist. | Chiara broke her left wrist skiing in the Dolomites. | OSN
Zanele will sing at her cousin's wedding. | Zanele will sing a solo of Amazing Grace during the ceremony at her cousin's wedding in Durban. | OSN
Tendai carved a wedding gift for his friend Farai. | Tendai carved a small wooden elephant from jacaranda wood as a wedding gift for his friend Farai. | OSN
Hana watched a horror film at the cinema. | Hana watched a horror film at a midnight screening with her coworkers and couldn't sleep afterwards. | OSN
Joon is excited that he bought a camera. | Joon bought a second-hand Fujifilm camera to take street photos in Seoul and is excited to use it. | OSN
Rosa shared that she swam a kilometre. | Rosa swam her first full kilometre without stopping at the municipal pool and felt amazing. | OSN
Magdalena knitted hats for her granddaughters. | Magdalena knitted matching red hats with pompoms for her twin granddaughters. | OSN
Olusegun played at his niece's naming ceremony. | Olusegun played the talking drum at his niece's naming ceremony in Ibadan. | OSN
Eitan mentioned that he has written a song. | Eitan wrote his first song, about his grandmother's kitchen in Haifa. | OSN
Emeka said that he entered a gaming tournament. | Emeka entered a FIFA tournament at a gaming café in Lagos and reached the semi-final. | OSN
Ingrid's painting was chosen for an exhibition. | Ingrid's gouache painting of a fjord was chosen for the library's exhibition in Bergen. | OSN
Declan played music in a pub in Doolin. | Declan played the tin whistle at a traditional session in a pub in Doolin. | OSN
Vikram mentioned that he sold two of his paintings. | Vikram sold two small oil landscapes to a colleague who wanted them for her new flat. | OSN
Gulnara won a medal at an archery competition. | Gulnara won a bronze medal in the recurve event at the regional archery championship in Kazan. | OSN
Anjali danced at her company's Diwali party. | Anjali performed a short Kathak piece with two friends at her company's Diwali party. | OSN
Adaeze finally bought herself a kora. | Adaeze bought a handmade kora from a maker in Banjul after saving for a year. | OSN
Lucia painted a canvas for her mother's birthday. | Lucia painted a large canvas of sunflowers for her mother's seventieth birthday. | OSN
Ayodele took a photo of his son's first goal. | Ayodele took a photo of his son's first football goal, but it came out blurry. | OSN
I went to a pottery class on Saturday. | I went to a pottery class on Saturday and made a lopsided vase that I actually love. | OSN
The user ran a half marathon. | The user ran the Lisbon half marathon and finished in just under two hours. | OSN
I treated myself to a guitar. | I bought a second-hand Martin acoustic guitar from a music shop in Brighton as a treat. | OSN
The user joined a choir. | The user joined a community choir that rehearses in a church hall on Thursday evenings. | OSN
I finally finished a big jigsaw puzzle. | I finished a two-thousand-piece jigsaw of a Vermeer painting after three weeks. | OSN
The user read a Murakami novel. | The user read Murakami's Kafka on the Shore during a long flight to Tokyo. | OSN
I saw a film at the festival. | I saw an Iranian documentary about beekeepers at the Sheffield film festival. | OSN
# ======================================================================== NSO
Kwabena wrote the first chapter of his novel during a long bus ride from Accra to Kumasi. | Kwabena wrote the first chapter of his novel on a bus. | NSO
Ilse read all the Commissario Brunetti novels one after another over a single summer. | Ilse has read the whole Brunetti series. | NSO
Omar went to the Graspop metal festival in Belgium with three friends from university. | Omar went to a music festival in Belgium. | NSO
Lars tuned the old upright piano at his daughter's school for free. | Lars mentioned that he tuned a piano at his daughter's school. | NSO
Hiroshi wrote a calligraphy scroll with the character for peace as a gift for his sister's new home. | Hiroshi made a calligraphy scroll for his sister. | NSO
Noor's son Zayd started drum lessons at school with a teacher named Mr Hale. | Noor mentioned that her son has started having drum lessons. | NSO
Camille spent three evenings painting a miniature dwarf figure for her Dungeons & Dragons character. | Camille painted a miniature for her D&D game. | NSO
Leila finished the Saturday prize crossword in under an hour for the first time. | Leila said she completed the Saturday prize crossword. | NSO
Fatima taught her three nephews to play Ticket to Ride over the Eid holidays. | Fatima spent some time teaching her nephews a board game. | NSO
Sunita watched a new Shah Rukh Khan film with her mother at a cinema in Leicester. | Sunita went to the cinema with her mother. | NSO
Tariq beat his grandmother at Scrabble with a seven-letter word on a triple-word square. | Tariq mentioned that he beat his grandmother at Scrabble. | NSO
Keanu played ukulele for four hours at a beach bar in Waikiki and made two hundred dollars in tips. | Keanu mentioned that he played ukulele at a beach bar for tips. | NSO
Xiadani's short story about her grandmother's tortilla shop was published in a literary magazine in Mexico City. | Xiadani had a short story published in a magazine. | NSO
Pedro read his poem about his father's fishing boat at an open-mic night in Porto. | Pedro read a poem at an open-mic night. | NSO
Esperanza sold all of her turquoise beaded earrings within two hours at the Saturday craft fair. | Esperanza sold out of her turquoise earrings at the craft fair. | NSO
Soo-ah ran a paper flower workshop for twelve coworkers during a team lunch. | Soo-ah taught some coworkers to make paper flowers. | NSO
Thandiwe played a three-hour house music set at a rooftop party in Braamfontein. | Thandiwe shared that she DJed at a rooftop party. | NSO
Ayodele is learning to shoot in manual mode on the Nikon his wife gave him for his fortieth birthday. | Ayodele is learning manual mode on his camera. | NSO
Diego took his teenage son to an outdoor screening of The Good, the Bad and the Ugly in Almería. | Diego mentioned watching a western with his son. | NSO
Anders played the Last Post on his trumpet at the Remembrance Day service in his town. | Anders played trumpet at a Remembrance Day service. | NSO
Parisa wove a small red and indigo prayer rug as a gift for her mother. | Parisa mentioned that she wove a rug for her mother. | NSO
Rohan went to an acoustic gig at a café in Bangalore with his colleague Meera and liked it. | Rohan said that he went to a gig at a café. | NSO
Isabela saw Gilberto Gil play in São Paulo, but the sound was so bad that she left early. | Isabela went to a Gilberto Gil concert. | NSO
Chiara spent an hour in front of Botticelli's Primavera at the Uffizi with her sister. | Chiara visited the Uffizi with her sister. | NSO
Bongani made a brown leather wallet with hand-stitched edges for his brother's birthday. | Bongani made a leather wallet for his brother. | NSO
Jorge screened Almodóvar's All About My Mother at his workplace film club and twelve people came. | Jorge showed an Almodóvar film at his film club. | NSO
Mei passed her grade five piano exam with distinction. | Mei shared that she passed her piano exam. | NSO
Emeka swam two kilometres at the university pool before his first lecture on Monday. | Emeka mentioned that he went swimming on Monday. | NSO
Oksana embroidered a red and black vyshyvanka for her son's school celebration. | Oksana shared that she embroidered a shirt for her son. | NSO
Siew Ling volunteered as a stage manager's assistant for three nights at the Penang jazz festival. | Siew Ling volunteered at a jazz festival. | NSO
Renata painted a portrait of her friend Zuzana at a weekend workshop and says it is her best work yet. | Renata painted a portrait of a friend at a workshop. | NSO
Kofi's neighbour Mrs Ansah complained about his saxophone practice after ten at night. | Kofi's neighbour complained about his saxophone practice. | NSO
Wiremu woke up at four to photograph the sunrise over Cape Kidnappers with his nephew. | Wiremu photographed a sunrise with his nephew. | NSO
Farid took his first oud lesson with a teacher from Aleppo who lives in his neighbourhood. | Farid said he has had his first oud lesson. | NSO
Marisol injured her left calf during a hill session with her running club. | Marisol hurt her calf while running. | NSO
Malia deadlifted 150 kilograms at her first powerlifting meet in Auckland and placed fourth. | Malia mentioned that she competed in a powerlifting meet in Auckland. | NSO
Kalani's outrigger crew capsized in rough water off Hilo during a dawn practice. | Kalani's canoe crew capsized during practice. | NSO
Baptiste's pétanque team lost the village tournament final to the baker's team by one point. | Baptiste's team lost the pétanque final. | NSO
Nkechi bought a second-hand Yamaha keyboard for eighty pounds at a church sale. | Nkechi mentioned that she has bought a keyboard. | NSO
Vikram exhibited six oil paintings at a café in Pune for a month. | Vikram said that some of his paintings were shown at a café. | NSO
I went to see Hamlet at the Globe with my sister and stood in the yard for three hours. | I saw a Shakespeare play at the Globe. | NSO
The user knitted a yellow baby blanket for a friend's newborn daughter. | The user mentioned knitting a baby blanket for a friend. | NSO
I ran the Valencia marathon in three hours fifty-two, my first ever marathon. | I've run a marathon in Valencia. | NSO
The user played two original songs on guitar at an open-mic night in a Dublin pub. | The user performed at an open-mic night. | NSO
I bought a used Canon film camera from a market stall in Berlin for forty euros. | I picked up a film camera while I was in Berlin. | NSO
I learned the first movement of the Moonlight Sonata on the piano after six months of practice. | I learned the first movement of the Moonlight Sonata. | NSO
The user went bouldering with their sister at a new climbing gym in Leeds. | The user went bouldering with their sister. | NSO
# ======================================================================== CON
Kofi plays the saxophone in a jazz quartet. | Kofi left the jazz quartet and now plays saxophone in a wedding band. | CON
Nadia is writing a fantasy novel about a city on a giant turtle. | Nadia abandoned her fantasy novel and is now writing a crime thriller set in Marseille. | CON
Marisol plans to run the Seville marathon in February. | Marisol decided to skip the Seville marathon and run the Valencia one in December instead. | CON
Santiago plays bass in The Lentils. | Santiago is now the drummer of The Lentils after their old drummer moved abroad. | CON
Fatima's favourite board game is Wingspan. | Fatima said her favourite game is now Azul and that she has gone off Wingspan. | CON
Dmitri's online chess rating is around 1800. | Dmitri's online rating dropped to about 1500 after a bad month. | CON
Haruka's pottery class is on Tuesday evenings. | Haruka's pottery class has moved to Thursday evenings. | CON
Luca's band is called The Rusty Forks. | Luca's band changed its name from The Rusty Forks to Cardboard Saints. | CON
Yuki is learning the violin and practises every morning. | Yuki gave up the violin and started learning the viola instead. | CON
Anders mentioned that he owns two trumpets. | Anders now has three trumpets after buying a vintage one in Copenhagen. | CON
Greta shoots only film and refuses to own a digital camera. | Greta bought her first digital camera for a trip to Iceland. | CON
Mei's grade five piano exam is in June. | Mei's grade five piano exam has been postponed to November. | CON
Bjorn plays defence for his ice hockey team. | Bjorn has switched to playing goalie for his ice hockey team. | CON
Elif bought tickets for the Sezen Aksu concert in Istanbul. | Elif sold her tickets for the Sezen Aksu concert because she couldn't get time off work. | CON
Pavel is planning a climbing trip to the Julian Alps in July. | Pavel cancelled the Julian Alps trip and is going climbing in Kalymnos in July instead. | CON
Esperanza sells her beaded earrings at the Saturday craft fair. | Esperanza stopped going to the craft fair and now sells her earrings only online. | CON
Kenji owns about four hundred city pop records. | Kenji sold most of his collection and now keeps only about fifty records. | CON
Ahmed plays five-a-side football on Thursday evenings. | Ahmed's five-a-side games moved to Monday nights because the pitch was booked on Thursdays. | CON
Astrid is taking weekly cello lessons with a teacher in Gothenburg. | Astrid stopped her cello lessons after hurting her shoulder. | CON
Tomasz paints only in watercolour. | Tomasz has switched to oil painting and hasn't touched his watercolours in months. | CON
Siobhan won second prize in the county short story competition. | Siobhan won first prize in the county short story competition. | CON | 2022-05-10 | 2022-05-24
Rafael has read War and Peace twice. | Rafael admitted he has never managed to finish War and Peace. | CON
Joon uses a Fujifilm camera for his street photography. | Joon sold his Fujifilm and now takes his street photos only on his phone. | CON
Zanele sings alto in the gospel choir at her church. | Zanele sings soprano in the gospel choir at her church. | CON
Ravi has been learning the sitar for eight years. | Ravi started learning the sitar two years ago. | CON | 2022-03-01 | 2022-06-01
Olusegun's son Tobi is learning the talking drum. | Olusegun's son Tobi quit drumming to focus on football. | CON
Camille does yoga every morning before work. | Camille stopped doing morning yoga and now goes running before work instead. | CON
Emeka is saving his pocket money for a PlayStation. | Emeka decided to buy an Xbox instead of a PlayStation. | CON
Mateus paints murals in São Paulo. | Mateus moved to Lisbon and paints his murals there now. | CON
Thandiwe DJs at a club in Johannesburg every weekend. | Thandiwe quit her weekend DJ residency at the Johannesburg club. | CON
Xiadani's story collection will be published by a small press in Oaxaca. | The small press cancelled Xiadani's story collection, so she plans to self-publish it. | CON
Hana's book club meets on the first Monday of each month. | Hana's book club now meets on the last Friday of each month. | CON
Taini teaches yoga in the park on Saturday mornings. | Taini teaches her park yoga class on Sunday mornings. | CON
Hiroshi has entered his sumi-e painting in the Kyoto amateur exhibition. | Hiroshi withdrew his sumi-e painting from the Kyoto amateur exhibition. | CON
Eitan's band has four members. | Eitan's band is now a trio since the keyboard player left. | CON
Ingrid's gouache exhibition at the library will open in May. | Ingrid's exhibition at the library has been moved to September. | CON
Wiremu's fairy tern photo will be published in a local magazine. | The magazine decided not to publish Wiremu's fairy tern photo. | CON
Declan's pub session in Doolin is on Friday nights. | Declan's pub session in Doolin has moved to Saturday nights. | CON
Amara's first painting sold for sixty cedis. | Amara's first painting sold for two hundred cedis. | CON
Omar went to his first metal festival in 2019. | Omar's first ever metal festival was Wacken in 2022. | CON | 2023-01-10 | 2023-05-02
Sipho finished his first Comrades Marathon in just under eleven hours. | Sipho's first Comrades Marathon took him about nine hours. | CON | 2023-06-20 | 2023-08-02
I play tennis every Saturday morning. | I gave up tennis because of my elbow and play golf on Saturdays now. | CON
The user is training for a marathon in April. | The user dropped out of the April marathon because of a knee injury. | CON
I've never been to a live opera. | I saw Tosca at the opera house in Vienna, and it was my third opera. | CON
The user's favourite film is The Godfather. | The user's all-time favourite film is Seven Samurai. | CON
I have two guitars, an acoustic and an electric. | I now own four guitars after buying a bass and a twelve-string. | CON
The user plays first violin in the community orchestra. | The user moved to second violin in the community orchestra this season. | CON
I'm reading Middlemarch at the moment. | I gave up on Middlemarch halfway through and started Jane Eyre. | CON
"""


if __name__ == "__main__":
    from hand_pairs import build  # the shared checks, dates and writer

    build(PAIRS, __file__, "hand-d", 31101, max_words=40)
