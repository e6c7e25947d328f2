"""A large corpus of memory-like sentences with real sentence embeddings, for ANN recall.

Random unit vectors (``bench_store.HashEmbedder``) are the worst case for any approximate
index: in 384 dimensions every point is nearly orthogonal to every other, so a query's ten
nearest are barely nearer than the rest and HNSW's recall collapses (0.13 at ``ef_search``
100 on 100k of them here). Real memories are not like that. This module writes personal
facts from a small grammar (people, relations, activities, places, dates: well over a
million distinct sentences), embeds them with the packaged MiniLM model, and caches the
vectors under ``benchmarks/.cache`` (about 150 s per 100k sentences on 2 cores, once).
Queries are questions in a different register from the stored statements, so their
neighbours are found by meaning, not by shared wording.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np

CACHE = Path(__file__).parent / ".cache"

NAMES = ("Maria", "Priya", "Tomasz", "Aiko", "Kwame", "Lucia", "Dmitri", "Fatima", "Noah", "Ines", "Ravi", "Chen",
         "Oluwaseun", "Hannah", "Mateo", "Yara", "Elif", "Sven", "Amara", "Kenji", "Zofia", "Diego", "Leila",
         "Farid", "Grace", "Jonas", "Mei", "Tariq", "Nadia", "Pablo", "Sofia", "Arjun", "Ingrid", "Malik", "Rosa",
         "Theo", "Anika", "Idris", "Camille", "Hugo", "Selin", "Bruno", "Asha", "Liam", "Marta", "Omar", "Freya",
         "Luca", "Nia", "Viktor", "Esme", "Rafael", "Keiko", "Emeka", "Clara", "Bilal", "Astrid", "Joao", "Layla",
         "Emil", "Zainab", "Felix", "Daria", "Kofi", "Lena", "Samir")
RELATIONS = ("sister", "brother", "mother", "father", "cousin", "neighbour", "coworker", "manager", "roommate",
             "aunt", "uncle", "grandmother", "partner", "best", "friend", "son", "daughter", "landlord", "dentist",
             "coach", "teacher")
ACTIVITIES = ("rock climbing", "sourdough baking", "learning Portuguese", "watercolour painting", "trail running",
              "playing the cello", "restoring old bicycles", "birdwatching", "competitive chess", "beekeeping",
              "salsa dancing", "building model trains", "open-water swimming", "pottery", "writing a fantasy novel",
              "growing tomatoes", "amateur astronomy", "knitting sweaters", "playing padel", "home brewing",
              "volunteering at the animal shelter", "studying for a nursing exam", "training a rescue dog",
              "collecting vinyl records", "coding a budgeting app", "marathon training", "bouldering", "yoga",
              "fly fishing", "woodworking", "photographing street art", "singing in a choir", "surfing")
PLACES = ("Lisbon", "Osaka", "Nairobi", "a village near Krakow", "Montreal", "the Scottish Highlands",
          "Buenos Aires", "Seoul", "a cabin in Vermont", "Marrakesh", "Reykjavik", "the coast of Kerala", "Vienna",
          "Cape Town", "Hanoi", "Tasmania", "Istanbul", "a farm in Iowa", "Bergen", "Oaxaca", "Tbilisi", "Galway",
          "Kyoto", "Dakar")
THINGS = ("a used Subaru", "a golden retriever puppy", "a standing desk", "an e-bike", "a sailboat", "a 3D printer",
          "two cats", "a vintage typewriter", "an apartment with a balcony", "a greenhouse", "a cargo bike",
          "a piano", "a tortoise", "a drone", "an espresso machine", "a kayak", "a telescope", "a sewing machine")
JOBS = ("a pharmacist", "a bus driver", "a data analyst", "a midwife", "a carpenter",
        "a high-school chemistry teacher", "a sous-chef", "a civil engineer", "a translator", "a veterinarian",
        "a firefighter", "a UX designer", "a librarian", "a paramedic", "an accountant", "a florist",
        "a software tester", "a park ranger")
FOODS = ("spicy ramen", "vegan tacos", "anything with coriander", "blue cheese", "mango sticky rice", "shellfish",
         "dark chocolate", "pickled herring", "mushroom risotto", "peanuts", "fresh figs", "okra")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")

STATEMENTS = (
    "{name} took up {act} in {month} {year}.",
    "{name}'s {rel} has been {act2} every weekend since {year}.",
    "{name} moved to {place} in {month} {year} for a new job.",
    "Last {month}, {name} went to {place} with their {rel}.",
    "{name} works as {job} and has done so since {year}.",
    "{name}'s {rel} works as {job} in {place}.",
    "{name} bought {thing} in {month} {year}.",
    "{name} is allergic to {food} and always checks menus.",
    "{name} said they really love {food}, especially in {place}.",
    "{name} stopped {act2} in {year} after a knee injury.",
    "{name} is planning a trip to {place} for {month} {year}.",
    "{name} and their {rel} argued about {thing} in {month}.",
    "{name}'s {rel} gave them {thing} as a birthday present in {year}.",
    "{name} quit their job as {job} in {month} {year}.",
    "{name} wants to start {act2} once they settle in {place}.",
)
QUESTIONS = (
    "What hobby did {name} pick up?",
    "Where does {name} live now?",
    "What does {name}'s {rel} do for a living?",
    "Which trip is {name} planning?",
    "What did {name} buy recently?",
    "Is {name} allergic to anything?",
    "What food does {name} like?",
    "When did {name} change jobs?",
    "Who did {name} travel with to {place}?",
    "Why did {name} give up {act2}?",
    "What present did {name} get from their {rel}?",
)


def _fill(template: str, rng: np.random.Generator) -> str:
    act = str(rng.choice(ACTIVITIES))
    return template.format(name=rng.choice(NAMES), rel=rng.choice(RELATIONS), act=act, act2=act,
                           place=rng.choice(PLACES), thing=rng.choice(THINGS), job=rng.choice(JOBS),
                           food=rng.choice(FOODS), month=rng.choice(MONTHS), year=int(rng.integers(2008, 2025)))


def fact_texts(n: int, seed: int = 0) -> list[str]:
    """``n`` distinct statements (a numbered suffix breaks the rare exact repeat)."""
    rng = np.random.default_rng(seed)
    out, seen = [], set()
    while len(out) < n:
        text = _fill(STATEMENTS[int(rng.integers(len(STATEMENTS)))], rng)
        if text in seen:
            text = f"{text[:-1]} (note {len(out)})."
        seen.add(text)
        out.append(text)
    return out


def query_texts(n: int, seed: int = 1) -> list[str]:
    rng = np.random.default_rng(seed)
    return [_fill(QUESTIONS[int(rng.integers(len(QUESTIONS)))], rng) for _ in range(n)]


def embedded(texts: list[str]) -> np.ndarray:
    """MiniLM vectors of ``texts`` (unit length), cached by the texts' digest."""
    digest = hashlib.sha256("\n".join(texts).encode()).hexdigest()[:16]
    path = CACHE / f"minilm-{len(texts)}-{digest}.npy"
    if path.exists():
        return np.load(path)
    from memstrata.models.embed.minilm_onnx import MiniLMOnnxEmbedder

    vectors = np.asarray(MiniLMOnnxEmbedder().embed(texts), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    CACHE.mkdir(exist_ok=True)
    np.save(path, vectors)
    return vectors
