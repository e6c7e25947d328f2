"""Build memstrata's small knowledge-update suite (episode format), written for the project.

Each episode is one person's history: background facts, a chain of values of one
single-valued attribute (the last is current, the earlier ones are obsolete), and a question
about the current value. The obsolete values are listed on the question
(``obsolete_values``) so the interference builder can plant type II confounders; only the
current value's observation is in the history itself, so N=0 holds no conflict.

    python scripts/build_ku_suite.py   ->  src/memstrata/eval/data/knowledge_update_suite.jsonl
"""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src" / "memstrata" / "eval" / "data" / "knowledge_update_suite.jsonl"

PEOPLE = ["Ava", "Ben", "Chloe", "Dev", "Elena", "Felix", "Grace", "Hugo", "Iris", "Jonas", "Kira", "Luis"]
BACKGROUND = [
    "{p} has a younger brother who studies law.", "{p} enjoys hiking on weekends.",
    "{p} is allergic to peanuts.", "{p} plays the piano in the evenings.",
    "{p} volunteers at an animal shelter once a month.", "{p} prefers tea over coffee.",
    "{p} is learning Spanish with an app.", "{p} grew up near the coast.",
]
# (attribute question, sentence template with {p} and {v}, nine values: eight obsolete then the current one)
ATTRIBUTES = [
    ("Where does {p} live now?", "{p} lives in {v}.",
     ["Leeds", "Ghent", "Porto", "Lyon", "Graz", "Turin", "Malmo", "Bergen", "Utrecht"]),
    ("Where does {p} work now?", "{p} works at {v}.",
     ["a bakery", "a bank", "a law firm", "a bookshop", "a hospital", "a school", "a museum", "a hotel",
      "a robotics startup"]),
    ("What car does {p} drive now?", "{p} drives a {v}.",
     ["Fiat Panda", "Ford Focus", "Honda Civic", "Mazda 3", "Skoda Octavia", "Toyota Yaris", "VW Golf", "Kia Ceed",
      "Renault Zoe"]),
    ("What is {p}'s job title now?", "{p} works as a {v}.",
     ["junior analyst", "sales assistant", "barista", "teaching assistant", "copy editor", "lab technician",
      "project coordinator", "data analyst", "product manager"]),
    ("Which gym does {p} go to now?", "{p} goes to the {v} gym.",
     ["Ironworks", "Pulse", "Summit", "Core Club", "Flex Hall", "Vertex", "Motion Lab", "Anchor", "Northside"]),
    ("How many cats does {p} have now?", "{p} has {v} cats.",
     ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"]),
]


def build() -> list[dict]:
    episodes = []
    start = date(2023, 1, 9)
    for i, person in enumerate(PEOPLE):
        for j, (question, template, values) in enumerate(ATTRIBUTES[i % 3 * 2:i % 3 * 2 + 2]):
            eid = f"ku-{person.lower()}-{j + 1}"
            observations = []
            for k, fact in enumerate(BACKGROUND[(i + j) % 4:(i + j) % 4 + 4]):
                observations.append({"id": f"{eid}-b{k + 1}", "text": fact.format(p=person),
                                     "time": (start + timedelta(days=30 * k)).isoformat(), "source": f"{eid}-b{k + 1}"})
            current, obsolete = values[-1], values[:-1]
            observations.append({"id": f"{eid}-gold", "text": template.format(p=person, v=current),
                                 "time": (start + timedelta(days=400)).isoformat(), "source": f"{eid}-gold"})
            episodes.append({
                "id": eid, "observations": observations,
                "questions": [{"id": f"{eid}-q", "question": question.format(p=person), "answer": current,
                               "time": (start + timedelta(days=430)).isoformat(), "category": "knowledge-update",
                               "gold_sources": [f"{eid}-gold"], "confounder_sources": [],
                               "obsolete_values": obsolete}],
                "license": "written for memstrata, Apache-2.0",
            })
    return episodes


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    episodes = build()
    OUT.write_text("".join(json.dumps(e) + "\n" for e in episodes), encoding="utf-8")
    print(f"{len(episodes)} episodes -> {OUT}")


if __name__ == "__main__":
    main()
