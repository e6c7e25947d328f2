"""``MemstrataStore`` against the real LangGraph: the store API (put, get, search, delete,
namespaces) and a compiled graph whose node reads and writes memory through it."""

from __future__ import annotations

from typing import TypedDict

import pytest

pytest.importorskip("langgraph")

from langgraph.graph import END, START, StateGraph  # noqa: E402
from langgraph.store.base import BaseStore  # noqa: E402

from memstrata import Memory  # noqa: E402
from memstrata.adapters.langgraph import MemstrataStore  # noqa: E402


@pytest.fixture
def store(tmp_path, embedder):
    with Memory.open(tmp_path / "memory.db", embedder=embedder) as m:
        yield MemstrataStore(m)


def test_put_get_search_update_delete(store):
    ns = ("memories", "sam")
    store.put(ns, "diet", {"content": "Sam is vegetarian.", "topic": "food"})
    store.put(ns, "pet", {"content": "Sam has a parrot named Kiwi.", "topic": "home"})
    store.put(("memories", "ada"), "diet", {"content": "Ada eats fish."})
    assert store.get(ns, "diet").value == {"content": "Sam is vegetarian.", "topic": "food"}
    assert store.get(ns, "missing") is None
    hits = store.search(ns, query="What does Sam eat?", limit=1)
    assert [h.key for h in hits] == ["diet"] and hits[0].score is not None
    assert [h.key for h in store.search(ns, filter={"topic": "home"})] == ["pet"]
    assert "Ada" not in str([h.value for h in store.search(ns, query="fish")])  # another user's namespace
    store.put(ns, "diet", {"content": "Sam is vegan now.", "topic": "food"})  # the text changed: an update
    assert store.get(ns, "diet").value["content"] == "Sam is vegan now."
    record_id = store.memory.search("vegan", user_id="sam", agent_id="memories")[0].id
    assert [h.action for h in store.memory.history(record_id, user_id="sam", agent_id="memories")][-1] == "update"
    store.delete(ns, "pet")
    assert store.get(ns, "pet") is None and [h.key for h in store.search(ns)] == ["diet"]
    assert store.list_namespaces(prefix=("memories",)) == [("memories", "ada"), ("memories", "sam")]
    assert store.list_namespaces(max_depth=1) == [("memories",)]


def test_a_graph_node_remembers_through_the_store(store):
    class State(TypedDict):
        user: str
        message: str
        reply: str

    def remember_and_recall(state: State, *, store: BaseStore) -> dict:
        ns = ("chat", state["user"])
        store.put(ns, f"m{len(store.search(ns))}", {"content": state["message"]})
        known = [h.value["content"] for h in store.search(ns, query=state["message"], limit=3)]
        return {"reply": " | ".join(known)}

    builder = StateGraph(State)
    builder.add_node("remember", remember_and_recall)
    builder.add_edge(START, "remember")
    builder.add_edge("remember", END)
    graph = builder.compile(store=store)
    graph.invoke({"user": "lia", "message": "Lia's bike is green.", "reply": ""})
    out = graph.invoke({"user": "lia", "message": "What colour is Lia's bike?", "reply": ""})
    assert "Lia's bike is green." in out["reply"]
    assert graph.invoke({"user": "max", "message": "hello", "reply": ""})["reply"] == "hello"  # max's own only
