from memstrata.extract.rules import RulesExtractor


def test_an_overlong_turn_becomes_several_observations_and_none_is_refused():
    sentence = ", and ".join(f"I planted {i} rows of tulips in the north garden" for i in range(60)) + "."
    turns = [{"id": "t1", "speaker": "Sam", "text": sentence * 3, "time": "2024-04-01T09:00:00"}]
    observations = RulesExtractor(max_chars=300).extract(turns, "2024-04-01T09:00:00")
    assert len(observations) > 10 and all(len(o.text) <= 300 + len("Sam: ") for o in observations)
    assert all(o.sources == ["t1"] for o in observations)
    words = " ".join(o.text for o in observations)
    assert words.count("tulips") == 180  # every clause is somewhere


def test_an_overlong_list_is_split_between_its_lines():
    items = "\n".join(f"- item {i}: a long description of the thing number {i} to pack" for i in range(80))
    turns = [{"id": "t1", "speaker": "assistant", "text": items, "time": "2024-04-01T09:00:00"}]
    observations = RulesExtractor().extract(turns, "2024-04-01T09:00:00")
    assert len(observations) > 3 and all(o.attrs["unparsed_reason"] == "list" for o in observations)
    assert sum(o.text.count("- item") for o in observations) == 80
