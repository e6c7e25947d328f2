"""Word lists for the train-split generator: people, places, taxonomies, items.

Everything here is hand-written data. Containment in GEO is real geography
(city within region within country); cities whose names are ambiguous across
countries (Cambridge, Perth, Guadalajara, ...) are left out on purpose.
"""

FEMALE = """Ana Mia Leila Priya Aisha Mei Yuki Sofia Fatima Ingrid Chiara Amara Zainab Olga
Noor Camille Lucía Hana Nadia Esther Thandiwe Ayesha Kavya Siobhan Freya Astrid Marta
Beatriz Isabela Catalina Valentina Daniela Ximena Adaeze Chiamaka Folake Wanjiru Akosua
Selin Elif Zeynep Dilnoza Anya Katarzyna Zofia Petra Lena Greta Emma Charlotte Grace
Hannah Rachel Tamar Yael Rania Layla Salma Mariam Sakura Aiko Seo-yeon Meiling Huong
Linh Ananya Deepika Lakshmi Meera Sunita Roya Shirin Parisa Malia Leilani Aroha Moana
Ngozi Amina Halima Mariana Renata Paola Inès Élodie Margaux Saoirse Aoife Niamh Sanne
Femke Johanna Liv Sigrid Tove""".split()

MALE = """Ravi Tom Luca Kenji Omar Diego Mateo Tariq Kwame Chen Hiroshi Takumi Arjun Vikram
Rohan Anil Sanjay Farid Karim Youssef Hamza Mehmet Emre Burak Dmitri Ivan Pavel Tomasz
Piotr Jakub Lars Erik Nils Sven Henrik Jonas Felix Lukas Matthias Pierre Julien Antoine
Hugo Théo Marco Giovanni Lorenzo Matteo Rafael João Tiago Bruno Carlos Javier Alejandro
Santiago Andrés Emeka Chidi Tunde Kofi Jomo Baraka Sipho Thabo Min-jun Hyun-woo Duc Quang
Bao Ahmed Ali Reza Dariush Amir Yosef Eitan Noah Liam Ethan James Daniel Samuel Oliver
George Callum Finn Ciarán Rhys Aled Mikael Aarav Kabir Ishaan Manoj Tane Rawiri Keoni""".split()

# relation word -> (gender or None, variant naming the same relation)
RELATIONS = {
    "sister": ("f", None), "brother": ("m", None),
    "mother": ("f", "mum"), "mum": ("f", "mother"),
    "father": ("m", "dad"), "dad": ("m", "father"),
    "grandmother": ("f", "grandma"), "grandfather": ("m", "grandad"),
    "aunt": ("f", None), "uncle": ("m", None),
    "daughter": ("f", None), "son": ("m", None),
    "niece": ("f", None), "nephew": ("m", None),
    "wife": ("f", None), "husband": ("m", None),
    "flatmate": (None, None), "colleague": (None, None), "neighbour": (None, None),
    "best friend": (None, None), "cousin": (None, None), "manager": (None, None),
}
RELATION_NORM = {"mum": "mother", "dad": "father", "grandma": "grandmother", "grandad": "grandfather"}

PET_NAMES = """Pepper Biscuit Miso Luna Max Nala Mochi Rocky Bruno Coco Olive Ziggy Tofu Simba
Pickle Juniper Basil Maple Rolo Kiwi Chai Bao Loki Frida Pip Otis Hazel Nugget Poppy Waffles
Sesame Clementine Bean Noodle Taco Pumpkin Ginger Domino Yuzu Pesto""".split()

# ---------------------------------------------------------------- geography
# "Country|how it reads after 'in'|short form after a comma"
# "  Region|how it reads: city, city"  (region "-" = cities listed without region)
GEO_TEXT = """
Canada|Canada|Canada
  Ontario|Ontario: Toronto, Ottawa, Hamilton, Mississauga
  British Columbia|British Columbia: Vancouver, Kelowna, Nanaimo
  Quebec|Quebec: Montreal, Gatineau, Sherbrooke
  Alberta|Alberta: Calgary, Edmonton
  Nova Scotia|Nova Scotia: Halifax
  Manitoba|Manitoba: Winnipeg
United States|the United States|USA
  California|California: San Diego, San Francisco, Oakland, Sacramento
  Texas|Texas: Austin, Houston, Dallas, El Paso
  Washington State|Washington State: Seattle, Spokane, Tacoma
  Illinois|Illinois: Chicago
  Colorado|Colorado: Denver, Boulder
  Florida|Florida: Miami, Orlando, Tampa
  Minnesota|Minnesota: Minneapolis
  Pennsylvania|Pennsylvania: Philadelphia, Pittsburgh
  Michigan|Michigan: Detroit, Ann Arbor
  Arizona|Arizona: Phoenix, Tucson
  Louisiana|Louisiana: New Orleans
  Tennessee|Tennessee: Nashville
  Massachusetts|Massachusetts: Boston
United Kingdom|the UK|UK
  England|England: Leeds, York, Manchester, Bristol, Liverpool, Sheffield, Norwich, Brighton, Oxford, Nottingham
  Scotland|Scotland: Edinburgh, Glasgow, Aberdeen, Dundee, Inverness
  Wales|Wales: Cardiff, Swansea
  Northern Ireland|Northern Ireland: Belfast
Ireland|Ireland|Ireland
  Munster|Munster: Cork, Limerick
  Leinster|Leinster: Dublin, Kilkenny
  Connacht|Connacht: Galway
France|France|France
  Île-de-France|Île-de-France: Paris, Versailles
  Auvergne-Rhône-Alpes|Auvergne-Rhône-Alpes: Lyon, Grenoble, Annecy
  Provence|Provence: Marseille, Nice, Aix-en-Provence
  Occitanie|Occitanie: Toulouse, Montpellier
  Brittany|Brittany: Rennes, Brest
  Nouvelle-Aquitaine|Nouvelle-Aquitaine: Bordeaux
  Hauts-de-France|Hauts-de-France: Lille
Spain|Spain|Spain
  Catalonia|Catalonia: Barcelona, Girona
  Andalusia|Andalusia: Seville, Málaga, Granada
  Valencian Community|the Valencian Community: Valencia, Alicante
  Basque Country|the Basque Country: Bilbao, San Sebastián
  Galicia|Galicia: Vigo, Santiago de Compostela
  -|-: Madrid
Portugal|Portugal|Portugal
  Norte|northern Portugal: Porto, Braga, Guimarães
  Centro|central Portugal: Coimbra, Aveiro
  -|-: Lisbon, Faro
Germany|Germany|Germany
  Bavaria|Bavaria: Munich, Nuremberg, Regensburg
  North Rhine-Westphalia|North Rhine-Westphalia: Cologne, Düsseldorf, Dortmund
  Baden-Württemberg|Baden-Württemberg: Stuttgart, Heidelberg, Freiburg
  Saxony|Saxony: Leipzig, Dresden
  -|-: Berlin, Hamburg
Italy|Italy|Italy
  Lombardy|Lombardy: Milan, Bergamo
  Tuscany|Tuscany: Florence, Pisa, Siena
  Lazio|Lazio: Rome
  Campania|Campania: Naples
  Sicily|Sicily: Palermo, Catania
  Piedmont|Piedmont: Turin
  Veneto|the Veneto: Venice, Verona, Padua
  Emilia-Romagna|Emilia-Romagna: Bologna, Parma
Netherlands|the Netherlands|the Netherlands
  North Holland|North Holland: Amsterdam, Haarlem
  South Holland|South Holland: Rotterdam, The Hague, Leiden
  -|-: Utrecht, Eindhoven, Groningen
Belgium|Belgium|Belgium
  Flanders|Flanders: Ghent, Antwerp, Bruges
  Wallonia|Wallonia: Liège, Namur
  -|-: Brussels
Switzerland|Switzerland|Switzerland
  -|-: Zurich, Geneva, Basel, Lausanne
Austria|Austria|Austria
  Tyrol|Tyrol: Innsbruck
  Styria|Styria: Graz
  -|-: Vienna, Salzburg
Poland|Poland|Poland
  Lesser Poland|Lesser Poland: Kraków
  Masovia|Masovia: Warsaw
  Lower Silesia|Lower Silesia: Wrocław
  Pomerania|Pomerania: Gdańsk
Czechia|Czechia|Czechia
  -|-: Prague, Brno
Sweden|Sweden|Sweden
  -|-: Stockholm, Gothenburg, Malmö, Uppsala
Norway|Norway|Norway
  -|-: Oslo, Bergen, Trondheim, Tromsø
Denmark|Denmark|Denmark
  -|-: Copenhagen, Aarhus, Odense
Finland|Finland|Finland
  -|-: Helsinki, Tampere, Turku
Greece|Greece|Greece
  Crete|Crete: Heraklion, Chania
  -|-: Athens, Thessaloniki
Turkey|Turkey|Turkey
  -|-: Istanbul, Ankara, Izmir, Antalya
Japan|Japan|Japan
  Kansai|the Kansai region: Osaka, Kyoto, Kobe, Nara
  Kanto|the Kanto region: Tokyo, Yokohama
  Hokkaido|Hokkaido: Sapporo
  Kyushu|Kyushu: Fukuoka, Nagasaki
South Korea|South Korea|South Korea
  -|-: Seoul, Busan, Incheon, Daegu
China|China|China
  Guangdong|Guangdong: Guangzhou, Shenzhen
  Sichuan|Sichuan: Chengdu
  Zhejiang|Zhejiang: Hangzhou
  -|-: Beijing, Shanghai
India|India|India
  Maharashtra|Maharashtra: Mumbai, Pune, Nagpur
  Karnataka|Karnataka: Bengaluru, Mysuru
  Tamil Nadu|Tamil Nadu: Chennai, Coimbatore
  Kerala|Kerala: Kochi, Thiruvananthapuram
  West Bengal|West Bengal: Kolkata
  Rajasthan|Rajasthan: Jaipur, Udaipur
Vietnam|Vietnam|Vietnam
  -|-: Hanoi, Ho Chi Minh City, Da Nang, Hoi An
Thailand|Thailand|Thailand
  -|-: Bangkok, Chiang Mai
Indonesia|Indonesia|Indonesia
  Bali|Bali: Denpasar, Ubud
  -|-: Jakarta
Philippines|the Philippines|the Philippines
  -|-: Manila, Cebu City
Australia|Australia|Australia
  New South Wales|New South Wales: Sydney, Wollongong
  Victoria|the state of Victoria: Melbourne, Geelong, Ballarat
  Queensland|Queensland: Brisbane, Cairns
  Western Australia|Western Australia: Fremantle
  South Australia|South Australia: Adelaide
  Tasmania|Tasmania: Hobart
New Zealand|New Zealand|New Zealand
  -|-: Auckland, Wellington, Christchurch, Dunedin
Brazil|Brazil|Brazil
  Bahia|Bahia: Salvador
  Minas Gerais|Minas Gerais: Belo Horizonte
  Paraná|Paraná: Curitiba
  Rio Grande do Sul|Rio Grande do Sul: Porto Alegre
  Pernambuco|Pernambuco: Recife
Argentina|Argentina|Argentina
  -|-: Buenos Aires, Rosario
Mexico|Mexico|Mexico
  Nuevo León|Nuevo León: Monterrey
  Quintana Roo|Quintana Roo: Cancún
  Baja California|Baja California: Tijuana
  -|-: Mexico City
Colombia|Colombia|Colombia
  Antioquia|Antioquia: Medellín
  Valle del Cauca|Valle del Cauca: Cali
  -|-: Bogotá
Chile|Chile|Chile
  -|-: Santiago, Valparaíso
Peru|Peru|Peru
  -|-: Lima, Cusco, Arequipa
South Africa|South Africa|South Africa
  Western Cape|the Western Cape: Cape Town, Stellenbosch
  Gauteng|Gauteng: Johannesburg, Pretoria
  KwaZulu-Natal|KwaZulu-Natal: Durban
Nigeria|Nigeria|Nigeria
  -|-: Lagos, Abuja, Ibadan, Enugu
Kenya|Kenya|Kenya
  -|-: Nairobi, Mombasa, Kisumu
Ghana|Ghana|Ghana
  -|-: Accra, Kumasi
Egypt|Egypt|Egypt
  -|-: Cairo, Luxor
Morocco|Morocco|Morocco
  -|-: Marrakesh, Casablanca, Fez
Ethiopia|Ethiopia|Ethiopia
  -|-: Addis Ababa
Israel|Israel|Israel
  -|-: Tel Aviv, Haifa
Jordan|Jordan|Jordan
  -|-: Amman
United Arab Emirates|the UAE|UAE
  -|-: Dubai, Abu Dhabi
Lebanon|Lebanon|Lebanon
  -|-: Beirut
Iran|Iran|Iran
  -|-: Tehran, Isfahan, Shiraz
Pakistan|Pakistan|Pakistan
  -|-: Lahore, Karachi
Bangladesh|Bangladesh|Bangladesh
  -|-: Dhaka
Sri Lanka|Sri Lanka|Sri Lanka
  -|-: Colombo, Kandy
Nepal|Nepal|Nepal
  -|-: Kathmandu
Iceland|Iceland|Iceland
  -|-: Reykjavík
"""

# ---------------------------------------------------------------- pets
PET_TREE = {
    "a dog": ["a beagle", "a labrador", "a dachshund", "a border collie", "a golden retriever",
              "a poodle", "a Shiba Inu", "a corgi", "a pug", "a greyhound", "a boxer",
              "a Siberian husky", "a French bulldog", "a Jack Russell terrier", "a cocker spaniel",
              "a whippet", "a dalmatian", "a schnauzer"],
    "a cat": ["a Siamese cat", "a Maine Coon", "a Persian cat", "a Bengal cat", "a ragdoll cat",
              "a British Shorthair", "a Sphynx cat", "a Norwegian Forest cat", "an Abyssinian cat"],
    "a pet bird": ["a budgie", "a cockatiel", "a canary", "an African grey parrot", "a lovebird"],
    "a rabbit": ["a Holland Lop rabbit", "a Netherland Dwarf rabbit", "a Flemish Giant rabbit",
                 "a lionhead rabbit"],
    "a pet reptile": ["a leopard gecko", "a bearded dragon", "a corn snake", "a tortoise",
                      "a ball python"],
}
SMALL_PETS = ["a hamster", "a guinea pig", "a gerbil", "a ferret"]
# bare noun for "X owner" and "is named" phrases
PET_NOUN = {"a dog": "dog", "a cat": "cat", "a pet bird": "bird", "a rabbit": "rabbit",
            "a pet reptile": "reptile"}

# ---------------------------------------------------------------- vehicles
CARS = {
    "Toyota": ["Corolla", "RAV4", "Yaris", "Prius"], "Honda": ["Civic", "CR-V", "Jazz"],
    "Volkswagen": ["Golf", "Polo", "ID.3"], "Ford": ["Focus", "Fiesta", "Puma"],
    "Tesla": ["Model 3", "Model Y"], "Nissan": ["Leaf", "Qashqai"],
    "Hyundai": ["Ioniq 5", "i30", "Tucson"], "Kia": ["EV6", "Sportage", "Picanto"],
    "Skoda": ["Octavia", "Fabia"], "Renault": ["Clio", "Zoe"], "Peugeot": ["208", "3008"],
    "Subaru": ["Outback", "Forester"], "Mazda": ["MX-5", "CX-5"], "Volvo": ["XC40", "V60"],
    "Fiat": ["500", "Panda"], "Mini": ["Cooper"], "Dacia": ["Duster", "Sandero"],
}
# first model year, so that no sentence dates a car before it existed
CAR_LAUNCH = {"Tesla Model 3": 2017, "Tesla Model Y": 2020, "Hyundai Ioniq 5": 2021, "Kia EV6": 2021,
              "Volkswagen ID.3": 2020, "Ford Puma": 2019, "Nissan Leaf": 2011, "Renault Zoe": 2013,
              "Peugeot 3008": 2009, "Volvo XC40": 2018, "Mazda CX-5": 2012, "Dacia Duster": 2010,
              "Hyundai i30": 2007, "Nissan Qashqai": 2007, "Kia Picanto": 2004, "Skoda Fabia": 2000,
              "Honda CR-V": 1996, "Toyota RAV4": 1994, "Toyota Prius": 1997, "Honda Jazz": 2001,
              "Volvo V60": 2010, "Dacia Sandero": 2008, "Subaru Forester": 1997, "Fiat 500": 2007,
              "Mini Cooper": 2001, "Hyundai Tucson": 2004, "Kia Sportage": 1993, "Peugeot 208": 2012}
ELECTRIC = {"Tesla Model 3", "Tesla Model Y", "Nissan Leaf", "Hyundai Ioniq 5", "Kia EV6",
            "Renault Zoe", "Volkswagen ID.3"}
HYBRID = {"Toyota Prius"}
CAR_COLOURS = ["red", "blue", "black", "white", "silver", "green", "grey", "yellow"]
BIKES = {"a bike": ["a road bike", "a mountain bike", "an e-bike", "a folding bike", "a cargo bike",
                    "a gravel bike", "a tandem"]}

# ---------------------------------------------------------------- music and sport
INSTRUMENTS = {
    "a string instrument": ["the violin", "the viola", "the cello", "the double bass", "the harp",
                            "the guitar", "the ukulele", "the banjo", "the mandolin"],
    "a woodwind instrument": ["the flute", "the clarinet", "the oboe", "the bassoon",
                              "the saxophone", "the recorder"],
    "a brass instrument": ["the trumpet", "the trombone", "the French horn", "the tuba",
                           "the cornet"],
    "a keyboard instrument": ["the piano", "the organ", "the harpsichord", "the accordion"],
    "a percussion instrument": ["the drums", "the marimba", "the xylophone", "the djembe",
                                "the tabla"],
}
INSTRUMENT_PLAYER = {"the violin": "a violinist", "the cello": "a cellist", "the piano": "a pianist",
                     "the flute": "a flautist", "the drums": "a drummer", "the harp": "a harpist",
                     "the guitar": "a guitarist", "the trumpet": "a trumpeter",
                     "the saxophone": "a saxophonist", "the oboe": "an oboist",
                     "the organ": "an organist", "the banjo": "a banjo player",
                     "the tuba": "a tuba player", "the viola": "a viola player"}
# category phrase -> list of (verb phrase, noun for 'X lessons')
SPORTS = {
    "[plays|play] a racket sport": [("[plays|play] tennis", "tennis"), ("[plays|play] badminton", "badminton"),
                                    ("[plays|play] squash", "squash"), ("[plays|play] table tennis", "table tennis"),
                                    ("[plays|play] padel", "padel")],
    "[plays|play] a team sport": [("[plays|play] football", "football"), ("[plays|play] basketball", "basketball"),
                                  ("[plays|play] volleyball", "volleyball"), ("[plays|play] rugby", "rugby"),
                                  ("[plays|play] handball", "handball"), ("[plays|play] netball", "netball"),
                                  ("[plays|play] cricket", "cricket"), ("[plays|play] water polo", "water polo")],
    "[does|do] a martial art": [("[does|do] judo", "judo"), ("[does|do] karate", "karate"),
                                ("[does|do] taekwondo", "taekwondo"), ("[does|do] aikido", "aikido"),
                                ("[does|do] Brazilian jiu-jitsu", "Brazilian jiu-jitsu"), ("[does|do] kung fu", "kung fu")],
    "[does|do] a water sport": [("[goes|go] surfing", "surfing"), ("[goes|go] kayaking", "kayaking"),
                                ("[goes|go] windsurfing", "windsurfing"), ("[goes|go] sailing", "sailing"),
                                ("[goes|go] paddleboarding", "paddleboarding")],
    "[does|do] a winter sport": [("[goes|go] skiing", "skiing"), ("[goes|go] snowboarding", "snowboarding"),
                                 ("[plays|play] ice hockey", "ice hockey"), ("[does|do] biathlon", "biathlon"),
                                 ("[goes|go] cross-country skiing", "cross-country skiing")],
}
SPORT_SYNONYMS = [("[plays|play] table tennis", "[plays|play] ping-pong"),
                  ("[plays|play] football", "[plays|play] soccer"),
                  ("[does|do] karate", "[practises|practise] karate"),
                  ("[does|do] judo", "[practises|practise] judo")]

# ---------------------------------------------------------------- food, hobbies, languages
FOODS = """sushi|tacos|ramen|pho|dumplings|falafel|paella|pierogi|jollof rice|injera|dosa|biryani|
pad thai|kimchi|croissants|dark chocolate|spicy food|olives|blue cheese|mangoes|figs|lentil soup|
baklava|churros|empanadas|ceviche|halloumi|sourdough bread|miso soup|tiramisu|goulash|shakshuka|
bao buns|laksa|poutine|moussaka|gnocchi|tamales|arepas|samosas|katsu curry|fish and chips|
banana bread|oysters|pistachio ice cream|okra stew|bibimbap|pavlova|pretzels|plantain chips""".replace("\n", "").split("|")

HOBBIES = """knitting|pottery|rock climbing|birdwatching|chess|gardening|baking|photography|
woodworking|painting|calligraphy|dancing|origami|embroidery|hiking|geocaching|stargazing|fishing|
sketching|crossword puzzles|jigsaw puzzles|beekeeping|foraging|skateboarding|board games|
sea swimming|archery|fencing|bouldering|sewing|journaling|bonsai|kite flying|tap dancing|
trail running|cycling|yoga|karaoke|quilting|leathercraft""".replace("\n", "").split("|")
HOBBY_SUB = {
    "painting": ["watercolour painting", "oil painting", "acrylic painting"],
    "photography": ["film photography", "wildlife photography", "street photography"],
    "dancing": ["salsa dancing", "tango", "flamenco", "ballroom dancing"],
    "rock climbing": ["bouldering", "sport climbing"],
    "baking": ["sourdough baking", "cake decorating"],
    "yoga": ["hot yoga", "Ashtanga yoga", "yin yoga"],
    "cycling": ["mountain biking", "track cycling"],
}

LANGUAGES = """French Spanish German Italian Portuguese Mandarin Cantonese Japanese Korean
Arabic Hindi Urdu Bengali Tamil Swahili Yoruba Turkish Russian Polish Dutch Swedish Greek Hebrew
Persian Vietnamese Thai Indonesian Tagalog Amharic Zulu Icelandic Welsh Catalan Hungarian""".split()

# ---------------------------------------------------------------- favourites (category -> values)
FAVOURITES = {
    "film": ["Spirited Away", "Amélie", "The Godfather", "Parasite", "Casablanca", "Paddington 2",
             "Moonlight", "Cinema Paradiso", "Seven Samurai", "Pan's Labyrinth", "Arrival", "Coco",
             "The Grand Budapest Hotel", "Before Sunrise", "In the Mood for Love", "Whiplash",
             "Jaws", "Up", "Alien", "Rear Window"],
    "book": ["Things Fall Apart", "One Hundred Years of Solitude", "Pride and Prejudice", "Beloved",
             "The Little Prince", "Dune", "Middlemarch", "The Remains of the Day", "Norwegian Wood",
             "Wuthering Heights", "The Name of the Rose", "Half of a Yellow Sun", "The Hobbit",
             "Anna Karenina", "Persepolis", "The God of Small Things", "Jane Eyre", "Dracula"],
    "band": ["Radiohead", "ABBA", "Fleetwood Mac", "the Beatles", "Daft Punk", "Khruangbin",
             "Arctic Monkeys", "Queen", "BTS", "Tinariwen", "Massive Attack", "Coldplay", "the Cure",
             "Sigur Rós", "Tame Impala", "the Strokes"],
    "colour": ["green", "blue", "yellow", "purple", "orange", "red", "teal", "black", "pink"],
    "season": ["spring", "summer", "autumn", "winter"],
    "cuisine": ["Thai", "Ethiopian", "Italian", "Japanese", "Mexican", "Lebanese", "Korean",
                "Georgian", "Peruvian", "Indian", "Vietnamese", "Greek"],
    "author": ["Toni Morrison", "Haruki Murakami", "Chimamanda Ngozi Adichie", "Jane Austen",
               "Gabriel García Márquez", "Leo Tolstoy", "Kazuo Ishiguro", "Ursula K. Le Guin",
               "Italo Calvino", "Elena Ferrante", "Terry Pratchett", "Octavia Butler"],
    "board game": ["Catan", "Ticket to Ride", "Carcassonne", "Scrabble", "Pandemic", "Azul",
                   "Codenames", "Dixit"],
    "flower": ["the tulip", "the sunflower", "the peony", "the orchid", "the lily", "the rose", "the daisy"],
    "drink": ["mango lassi", "espresso", "mint tea", "hot chocolate", "kombucha", "lemonade",
              "chai", "matcha latte"],
    "TV show": ["The Office", "Succession", "Fleabag", "Breaking Bad", "The Crown", "Dark",
                "Schitt's Creek", "Bluey", "Ted Lasso", "Money Heist"],
    "painter": ["Frida Kahlo", "Claude Monet", "Vincent van Gogh", "Hokusai", "Rembrandt",
                "Georgia O'Keeffe", "Gustav Klimt"],
    "dessert": ["tiramisu", "baklava", "crème brûlée", "mochi", "cheesecake", "pavlova",
                "gulab jamun", "apple crumble"],
}
FAV_PLURAL = {"film": "films", "book": "books", "band": "bands", "colour": "colours",
              "season": "seasons", "cuisine": "cuisines", "author": "authors",
              "board game": "board games", "flower": "flowers", "drink": "drinks",
              "TV show": "TV shows", "painter": "painters", "dessert": "desserts"}
TEAMS = ["Arsenal", "Benfica", "Boca Juniors", "Ajax", "Celtic", "Napoli", "Galatasaray",
         "Flamengo", "Borussia Dortmund", "Kaizer Chiefs", "Real Madrid", "Liverpool",
         "Porto", "Juventus", "Club América", "Olympique Lyonnais", "Fenerbahçe"]

# ---------------------------------------------------------------- work and study
EMPLOYERS = [
    ("Halcyon Bank", "a bank"), ("Northgate Bank", "a bank"), ("St Mary's Hospital", "a hospital"),
    ("Riverside General Hospital", "a hospital"), ("Kestrel Games", "a video game studio"),
    ("Pixel Harbor", "a video game studio"), ("Northwind Logistics", "a logistics company"),
    ("Lumen Labs", "a biotech startup"), ("Greenleaf Foods", "a food company"),
    ("Bluefin Analytics", "a data analytics firm"), ("Atlas Architects", "an architecture firm"),
    ("Marlow & Finch", "a law firm"), ("Okafor Legal", "a law firm"),
    ("Sunbeam Solar", "a solar energy company"), ("Tidewater Insurance", "an insurance company"),
    ("Corvid Software", "a software company"), ("Brightline", "a software company"),
    ("Fernwood Primary School", "a primary school"), ("Hillcrest Academy", "a secondary school"),
    ("Copperleaf Café", "a café"), ("Saffron Kitchen", "a restaurant"),
    ("Meridian Airlines", "an airline"), ("Vantage Consulting", "a consulting firm"),
    ("Orchid Pharmaceuticals", "a pharmaceutical company"), ("Harbourview Hotel", "a hotel"),
    ("Quill & Ink", "a publishing house"), ("Nimbus Robotics", "a robotics startup"),
    ("the Daily Courier", "a newspaper"), ("Spotify", "a music streaming company"),
    ("IKEA", "a furniture retailer"), ("Siemens", "an engineering company"),
    ("the BBC", "a broadcaster"), ("Airbus", "an aircraft manufacturer"),
    ("Mosaic Museum", "a museum"), ("Ridgeway Veterinary Clinic", "a veterinary clinic"),
]
JOBS = {
    "a doctor": ["a cardiologist", "a paediatrician", "a GP", "an anaesthetist", "a dermatologist",
                 "a radiologist", "an oncologist"],
    "a nurse": ["a paediatric nurse", "an ICU nurse", "a school nurse", "a mental health nurse"],
    "an engineer": ["a civil engineer", "a mechanical engineer", "a software engineer",
                    "an electrical engineer", "a chemical engineer"],
    "a teacher": ["a maths teacher", "a primary school teacher", "a music teacher",
                  "a chemistry teacher", "an English teacher"],
    "a lawyer": ["an immigration lawyer", "a corporate lawyer", "a criminal defence lawyer",
                 "a family lawyer"],
    "a designer": ["a graphic designer", "a UX designer", "an interior designer", "a fashion designer"],
    "a chef": ["a pastry chef", "a head chef", "a sushi chef"],
    "a journalist": ["a sports journalist", "a science journalist", "a political journalist"],
    "a scientist": ["a marine biologist", "a geologist", "a neuroscientist", "a climate scientist"],
    "a musician": ["a cellist", "a jazz pianist", "a session drummer", "an orchestral violinist"],
}
FLAT_JOBS = ["an accountant", "a pharmacist", "a plumber", "an electrician", "a librarian",
             "a firefighter", "a police officer", "a social worker", "a pilot", "a translator",
             "a dentist", "a vet", "a physiotherapist", "a carpenter", "a data analyst",
             "a project manager", "a barista", "an architect", "an estate agent", "a bus driver",
             "a midwife", "a florist", "a paramedic", "a photographer", "a tour guide", "a baker",
             "a dental hygienist", "a sommelier", "a park ranger", "a speech therapist"]
JOB_SYNONYMS = [("a GP", "a general practitioner"), ("a lawyer", "an attorney"),
                ("a physician", "a medical doctor"), ("a vet", "a veterinarian"),
                ("a physiotherapist", "a physical therapist"), ("a flautist", "a flute player"),
                ("an estate agent", "a real estate agent"), ("a paediatrician", "a children's doctor")]

UNIVERSITIES = [("the University of Edinburgh", "Edinburgh"), ("Trinity College Dublin", "Dublin"),
                ("Leiden University", "Leiden"), ("the University of Toronto", "Toronto"),
                ("Kyoto University", "Kyoto"), ("the University of Cape Town", "Cape Town"),
                ("Seoul National University", "Seoul"), ("the University of Melbourne", "Melbourne"),
                ("McGill University", "Montreal"), ("Heidelberg University", "Heidelberg"),
                ("the University of Bologna", "Bologna"), ("ETH Zurich", "Zurich"),
                ("the University of Nairobi", "Nairobi"), ("IIT Bombay", "Mumbai"),
                ("Uppsala University", "Uppsala"), ("the University of Lagos", "Lagos"),
                ("the University of Michigan", "Ann Arbor"), ("the University of Porto", "Porto"),
                ("Jagiellonian University", "Kraków"), ("the University of Buenos Aires", "Buenos Aires")]
SUBJECTS = ["physics", "chemistry", "history", "law", "economics", "architecture", "linguistics",
            "computer science", "philosophy", "mathematics", "biology", "nursing", "music",
            "geography", "psychology", "civil engineering", "fine art", "anthropology",
            "political science", "veterinary medicine", "marine biology", "statistics"]

# ---------------------------------------------------------------- misc
# neutral company names (no sector in the name, so any product or place fits)
ORGS = ["Halden Group", "Torvik", "Marisol", "Oakhurst", "Bramblewood", "Northfield & Co", "Velora",
        "Larkspur", "Ferrow", "Quillon", "Saltmarsh", "Ambergate", "Pinecrest", "Corvane", "Tessaly",
        "Moraine", "Kelby & Hart", "Orlith"]
CLUBS = ["book club", "running club", "choir", "chess club", "climbing group", "pottery class",
         "language exchange", "board game night", "five-a-side team", "knitting circle"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# employer type -> jobs that make sense there ("works as X at Y")
JOB_AT = {
    "a bank": ["an accountant", "a data analyst", "a project manager", "a software engineer", "a corporate lawyer"],
    "a hospital": ["a cardiologist", "a paediatrician", "an anaesthetist", "a radiologist", "an oncologist",
                   "a dermatologist", "a paediatric nurse", "an ICU nurse", "a mental health nurse", "a pharmacist",
                   "a physiotherapist", "a midwife", "a speech therapist", "a social worker"],
    "a video game studio": ["a software engineer", "a graphic designer", "a UX designer", "a project manager", "a data analyst"],
    "a logistics company": ["a data analyst", "a project manager", "an accountant", "a mechanical engineer"],
    "a biotech startup": ["a neuroscientist", "a chemical engineer", "a data analyst", "a project manager", "a software engineer"],
    "a food company": ["a chemical engineer", "an accountant", "a data analyst", "a project manager", "a pastry chef"],
    "a data analytics firm": ["a data analyst", "a software engineer", "a project manager", "a UX designer"],
    "an architecture firm": ["an architect", "an interior designer", "a civil engineer", "a project manager"],
    "a law firm": ["an immigration lawyer", "a corporate lawyer", "a criminal defence lawyer", "a family lawyer",
                   "a translator", "an accountant"],
    "a solar energy company": ["an electrical engineer", "an electrician", "a project manager", "a data analyst",
                               "a climate scientist"],
    "an insurance company": ["an accountant", "a data analyst", "a corporate lawyer", "a project manager"],
    "a software company": ["a software engineer", "a UX designer", "a data analyst", "a project manager", "a graphic designer"],
    "a primary school": ["a primary school teacher", "a music teacher", "a school nurse", "a speech therapist", "a librarian"],
    "a secondary school": ["a maths teacher", "a chemistry teacher", "an English teacher", "a music teacher",
                           "a school nurse", "a librarian"],
    "a café": ["a barista", "a baker", "a pastry chef"],
    "a restaurant": ["a head chef", "a pastry chef", "a sushi chef", "a sommelier"],
    "an airline": ["a pilot", "a data analyst", "a mechanical engineer", "a project manager"],
    "a consulting firm": ["a project manager", "a data analyst", "an accountant", "a civil engineer"],
    "a pharmaceutical company": ["a chemical engineer", "a pharmacist", "a data analyst", "a neuroscientist"],
    "a hotel": ["a head chef", "a sommelier", "an accountant", "a pastry chef"],
    "a publishing house": ["a translator", "a graphic designer", "a project manager"],
    "a robotics startup": ["a mechanical engineer", "an electrical engineer", "a software engineer"],
    "a newspaper": ["a sports journalist", "a science journalist", "a political journalist", "a photographer",
                    "a graphic designer"],
    "a music streaming company": ["a software engineer", "a data analyst", "a UX designer"],
    "a furniture retailer": ["an interior designer", "a data analyst", "a project manager", "a carpenter"],
    "an engineering company": ["a civil engineer", "a mechanical engineer", "an electrical engineer", "a chemical engineer"],
    "a broadcaster": ["a sports journalist", "a political journalist", "a science journalist", "a photographer",
                      "a graphic designer"],
    "an aircraft manufacturer": ["a mechanical engineer", "an electrical engineer", "a software engineer"],
    "a museum": ["a tour guide", "a photographer", "a project manager", "a librarian"],
    "a veterinary clinic": ["a vet"],
}
