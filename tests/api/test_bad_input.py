"""Bad input gets a clear error naming what was wrong, and nothing stored is lost."""

from __future__ import annotations

import pytest

from memstrata import EmbedderConfig, LLMConfig, Memory, MemoryConfig
from memstrata.errors import InvalidInputError, MemstrataError, ScopeError, UnknownNameError


@pytest.fixture
def seeded(memory):
    memory.add(observations=["Sam lives in Lisbon."], user_id="sam")
    return memory


def assert_unchanged(memory):
    assert [r.text for r in memory.get_all(user_id="sam")] == ["Sam lives in Lisbon."]


@pytest.mark.parametrize("text", ["", "   \n\t"])
def test_empty_text(seeded, text):
    with pytest.raises(InvalidInputError, match="empty"):
        seeded.add(text, user_id="sam")
    with pytest.raises(InvalidInputError, match=r"observations\[1\]: text is empty"):
        seeded.add(observations=["fine", text], user_id="sam")
    assert_unchanged(seeded)


def test_text_over_the_limit_names_the_limit(seeded):
    with pytest.raises(InvalidInputError, match="the limit is 16,000"):
        seeded.add("x" * 16_001, user_id="sam")
    assert_unchanged(seeded)


def test_unparseable_time(seeded):
    with pytest.raises(InvalidInputError, match="time: cannot parse 'last tuesday'"):
        seeded.add("hello", user_id="sam", time="last tuesday")
    with pytest.raises(InvalidInputError, match=r"observations\[0\].valid_at"):
        seeded.add(observations=[{"text": "x", "valid_at": "soonish"}], user_id="sam")
    with pytest.raises(InvalidInputError, match="as_of"):
        seeded.get_all(user_id="sam", as_of="whenever")
    assert_unchanged(seeded)


def test_missing_scope(seeded):
    with pytest.raises(ScopeError, match="user_id"):
        seeded.add("hello")
    with pytest.raises(ScopeError, match="user_id"):
        seeded.search("hello")
    with pytest.raises(ScopeError, match="user_id"):
        seeded.delete_all()
    assert_unchanged(seeded)


def test_malformed_observations(seeded):
    with pytest.raises(InvalidInputError, match=r"observations\[0\].kind"):
        seeded.add(observations=[{"text": "x", "kind": "rumour"}], user_id="sam")
    with pytest.raises(InvalidInputError, match="unknown fields"):
        seeded.add(observations=[{"txt": "x"}], user_id="sam")
    with pytest.raises(InvalidInputError, match="non-empty list"):
        seeded.add(observations=[], user_id="sam")
    with pytest.raises(MemstrataError, match="either messages"):
        seeded.add("a", observations=["b"], user_id="sam")
    with pytest.raises(InvalidInputError, match=r"messages\[1\]"):
        seeded.add([{"role": "user", "content": "ok"}, {"role": "user"}], user_id="sam")
    assert_unchanged(seeded)


def test_unknown_policy_and_backend_list_valid_names(db_path, embedder):
    with pytest.raises(UnknownNameError, match="unknown policy 'roamm'; choose one of: append"):
        Memory.open(db_path, policy="roamm", embedder=embedder)
    with pytest.raises(UnknownNameError, match="choose one of: llama_cpp, openai, replay"):
        Memory(MemoryConfig(path=str(db_path), llm=LLMConfig(provider="gpt")), embedder=embedder)
    with pytest.raises(UnknownNameError, match="choose one of: minilm, openai, sentence-transformers"):
        Memory(MemoryConfig(path=str(db_path), embedder=EmbedderConfig(provider="word2vec")))
    with pytest.raises(UnknownNameError, match="tokenizer"):
        Memory.open(db_path, embedder=embedder, tokenizer="cl99k")
    with pytest.raises(InvalidInputError, match="search mode"):
        Memory.open(db_path, embedder=embedder).search("x", user_id="u", mode="fuzzy")


def test_unknown_configuration_key(db_path, embedder):
    with pytest.raises(InvalidInputError, match="invalid configuration: max_txt_chars"):
        Memory.open(db_path, embedder=embedder, max_txt_chars=5)


def test_bad_budget(seeded):
    with pytest.raises(MemstrataError, match="budget_tokens"):
        seeded.context("x", user_id="sam", budget_tokens=0)


def test_a_time_far_in_the_future_is_refused_unless_allowed(memory):
    with pytest.raises(InvalidInputError, match="86400 s past the current time"):
        memory.add(observations=[{"text": "Sam lives in 2999.", "time": "2999-01-01"}], user_id="sam")
    with pytest.raises(InvalidInputError, match="allow_future"):
        memory.add("I will live on Mars.", user_id="sam", time="2999-01-01")
    assert memory.get_all(user_id="sam") == []
    memory.add(observations=[{"text": "Sam plans a trip in 2999.", "time": "2999-01-01"}], user_id="sam",
               allow_future=True)
    assert len(memory.get_all(user_id="sam")) == 1


# ----- issue 12, item 7: raw Python exceptions become memstrata errors -------------------
SURROGATE = "caf\udce9"  # what surrogateescape makes of the Latin-1 byte 0xE9 in a UTF-8 stream


def test_lone_surrogates_are_refused_everywhere_text_enters(seeded):
    calls = {
        "text": lambda: seeded.add(f"I like {SURROGATE}", user_id="sam"),
        "observation": lambda: seeded.add(observations=[SURROGATE], user_id="sam"),
        "turn": lambda: seeded.add([{"role": "user", "content": SURROGATE}], user_id="sam"),
        "speaker": lambda: seeded.add([{"role": "user", "name": SURROGATE, "content": "hi"}], user_id="sam"),
        "source": lambda: seeded.add(observations=[{"text": "hi", "sources": [SURROGATE]}], user_id="sam"),
        "metadata": lambda: seeded.add("hi", user_id="sam", metadata={"tag": SURROGATE}),
        "metadata key": lambda: seeded.add("hi", user_id="sam", metadata={SURROGATE: 1}),
        "user_id": lambda: seeded.add("hi", user_id=SURROGATE),
        "agent_id": lambda: seeded.search("hi", user_id="sam", agent_id=SURROGATE),
        "query": lambda: seeded.search(SURROGATE, user_id="sam"),
        "memory id": lambda: seeded.get(SURROGATE, user_id="sam"),
        "update": lambda: seeded.update(seeded.get_all(user_id="sam")[0].id, SURROGATE, user_id="sam"),
    }
    for what, call in calls.items():
        with pytest.raises(InvalidInputError, match="lone surrogate") as info:
            call()
        assert "\\udce9" in str(info.value), what  # the message shows the character, escaped
    assert_unchanged(seeded)


@pytest.mark.parametrize(("value", "message"), [
    (float("nan"), "nan is not a time"),
    (float("inf"), "inf is not a time"),
    (1e20, "past the year 9999"),
    (10**400, "past the year 9999"),
    (1_700_000_000_000, "milliseconds are not accepted"),
    (-1, "must not be negative"),
    (-1e12, "must not be negative"),
    ("0001-01-01T00:00:00+05:00", "outside years 1..9999 in UTC"),
    ("1:99 pm on 8 May, 2023", "cannot parse"),
    (b"2023-01-01", "got bytes"),
])
def test_numeric_times_out_of_range_name_the_field(seeded, value, message):
    with pytest.raises(InvalidInputError, match=message) as info:
        seeded.add("hello", user_id="sam", time=value)
    assert str(info.value).startswith("time: ")
    with pytest.raises(InvalidInputError, match=r"^as_of: "):
        seeded.get_all(user_id="sam", as_of=value)
    with pytest.raises(InvalidInputError, match=r"^observations\[0\].time: "):
        seeded.add(observations=[{"text": "x", "time": value}], user_id="sam")
    assert_unchanged(seeded)


def test_epoch_seconds_within_range_are_accepted(memory):
    memory.add(observations=[{"text": "epoch zero", "time": 0}, {"text": "last second", "time": 253_402_300_799}],
               user_id="u", allow_future=True)
    assert [r.time for r in memory.get_all(user_id="u")] == ["1970-01-01T00:00:00", "9999-12-31T23:59:59"]


@pytest.mark.parametrize(("call", "message"), [
    (lambda m: m.search("x", user_id="sam", limit="5"), "search: limit must be int, got str '5'"),
    (lambda m: m.search("x", user_id="sam", limit=2.5), "search: limit must be int, got float"),
    (lambda m: m.search("x", user_id="sam", limit=True), "search: limit must be int, got bool"),
    (lambda m: m.search("x", user_id="sam", limit=10**9), "limit: must be at most 10,000"),
    (lambda m: m.search("x", user_id="sam", limit=-1), "limit: must be at least 0"),
    (lambda m: m.search("x", user_id="sam", include_evidence="yes"), "include_evidence must be bool"),
    (lambda m: m.search("x", user_id="sam", filters="kind=fact"), "filters must be dict"),
    (lambda m: m.search("x", user_id="sam", filters={"time_from": "soon"}), "filters.time_from: cannot parse"),
    (lambda m: m.search("x", user_id="sam", filters={"topic": {1, 2}}), "filters.topic: set is not JSON"),
    (lambda m: m.search(b"x", user_id="sam"), "search: query must be str, got bytes"),
    (lambda m: m.search("x", user_id="sam", mode=None), "search: mode must be str"),
    (lambda m: m.search("x", user="sam"), "search: unknown argument 'user'; the arguments are query, user_id"),
    (lambda m: m.context("x", user_id="sam", budget_tokens="256"), "context: budget_tokens must be int"),
    (lambda m: m.context("x", user_id="sam", budget_tokens=0), "budget_tokens: must be at least 1"),
    (lambda m: m.get_all(user_id="sam", roles="primary"), r"get_all: roles must be tuple\[str, ...\] or None"),
    (lambda m: m.get_all(user_id="sam", roles=("primary", "boss")), "roles: .*'boss'"),
    (lambda m: m.get_all(user_id="sam", limit="3"), "get_all: limit must be int or None"),
    (lambda m: m.get(5, user_id="sam"), "get: memory_id must be str, got int 5"),
    (lambda m: m.delete(["id"], user_id="sam"), "delete: memory_id must be str, got list"),
    (lambda m: m.history(None, user_id="sam"), "history: memory_id must be str, got NoneType"),
    (lambda m: m.update("id", 42, user_id="sam"), "update: text must be str, got int"),
    (lambda m: m.add("x", user_id="sam", infer="no"), "add: infer must be bool"),
    (lambda m: m.add("x", user_id=7), "add: user_id must be str or None, got int"),
    (lambda m: m.add([{"role": "user", "content": "x", "id": {"a": 1}}], user_id="sam"), r"messages\[0\].id"),
    (lambda m: m.add(observations=[{"text": "x", "speaker": ["a"]}], user_id="sam"), r"observations\[0\].speaker"),
    (lambda m: m.export(path=3), "export: path must be str or Path or None"),
])
def test_wrongly_typed_arguments_name_the_method_and_argument(seeded, call, message):
    with pytest.raises(InvalidInputError, match=message):
        call(seeded)
    assert_unchanged(seeded)


def test_async_memory_checks_arguments_the_same_way(seeded):
    import asyncio

    from memstrata import AsyncMemory

    async def scenario():
        return await AsyncMemory(seeded).search("Lisbon", user_id="sam", limit="5")

    with pytest.raises(InvalidInputError, match="search: limit must be int, got str '5'"):
        asyncio.run(scenario())


@pytest.mark.parametrize(("metadata", "message"), [
    ({"when": object()}, "metadata.when: object is not JSON-serialisable"),
    ({"tags": {"a", "b"}}, "metadata.tags: set is not JSON-serialisable"),
    ({"raw": b"x"}, "metadata.raw: bytes is not JSON-serialisable"),
    ({"score": float("nan")}, "metadata.score: nan has no JSON form"),
    ({"deep": {"er": [1, {"est": float("inf")}]}}, r"metadata.deep.er\[1\].est: inf has no JSON form"),
    ({1: "one"}, r"add: metadata must be dict\[str, Any\] or None, got dict \{1: 'one'\}"),
    ({"big": 2**64}, "metadata.big: 18446744073709551616 is outside the 64-bit integer range"),
    (["tag"], "add: metadata must be dict"),
])
def test_metadata_must_be_json(seeded, metadata, message):
    with pytest.raises(InvalidInputError, match=message):
        seeded.add("hello", user_id="sam", metadata=metadata)
    with pytest.raises(InvalidInputError, match=r"observations\[0\]\.metadata|add: metadata"):
        seeded.add(observations=[{"text": "hello", "metadata": metadata}], user_id="sam")
    assert_unchanged(seeded)


def test_self_referencing_metadata_is_refused(seeded):
    loop: list = []
    loop.append(loop)
    with pytest.raises(InvalidInputError, match="nested deeper than 32 levels"):
        seeded.add("hello", user_id="sam", metadata={"loop": loop})
    assert_unchanged(seeded)


def test_json_metadata_round_trips(memory):
    metadata = {"topic": "travel", "n": 3, "ok": True, "none": None, "tags": ["a", "b"], "nested": {"x": 1.5}}
    memory.add("Sam flew to Oslo.", user_id="u", metadata=metadata)
    assert memory.get_all(user_id="u")[0].attrs["metadata"] == metadata
    assert [r.text for r in memory.search("Oslo", user_id="u", filters={"topic": "travel"})] == ["Sam flew to Oslo."]


def test_scope_ids_have_a_length_limit_and_no_control_characters(seeded):
    from memstrata.types import Scope
    from memstrata.validate import MAX_SCOPE_ID_CHARS

    assert MAX_SCOPE_ID_CHARS == 256
    Scope("u" * 256, agent_id="a" * 256, run_id="r" * 256)  # at the limit: fine
    with pytest.raises(ScopeError, match="user_id: is 1,000,000 characters; the limit is 256"):
        seeded.add("hello", user_id="u" * 1_000_000)
    with pytest.raises(ScopeError, match="run_id: is 257 characters"):
        seeded.search("hello", user_id="sam", run_id="r" * 257)
    for bad in ("a\x00b", "line\nbreak", "tab\there", "del\x7f", "c1\x85"):
        with pytest.raises(ScopeError, match="control character"):
            seeded.add("hello", user_id=bad)
    with pytest.raises(ScopeError, match="agent_id"):
        Scope("u", agent_id="a\x1b[31m")
    assert_unchanged(seeded)


def test_unknown_policy_options_name_the_option_and_the_accepted_ones(db_path, embedder):
    with pytest.raises(InvalidInputError, match=r"policy_options: 'kk' not accepted by policy 'roam'; "
                                                r"it accepts: classifier, fusion, k, llm_relation_budget, "
                                                r"min_candidate_relevance, relation_backend, relation_checks"):
        Memory.open(db_path, embedder=embedder, policy="roam", policy_options={"kk": 3})
    with pytest.raises(InvalidInputError, match="'k' not accepted by policy 'append'; it accepts: no options"):
        Memory.open(db_path, embedder=embedder, policy="append", policy_options={"k": 3})
    with pytest.raises(InvalidInputError, match="policy_options.k: expected int, got str '5'"):
        Memory.open(db_path, embedder=embedder, policy="mem0", policy_options={"k": "5"})
    with pytest.raises(InvalidInputError, match="relations:.*'XYZ'"):
        Memory.open(db_path, embedder=embedder, policy="roam", policy_options={"relations": ["XYZ"]})
    assert not db_path.exists()  # options are checked before the store is created


def test_import_file_with_invalid_utf8_or_surrogate_escapes_names_the_line(seeded, tmp_path):
    from memstrata.errors import ImportFormatError

    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b'{"type": "memstrata-export"}\n{"type": "turn", "text": "caf\xe9"}\n')
    with pytest.raises(ImportFormatError, match=r"import line 2: not valid UTF-8 \(byte 0xe9 at byte 30\)"):
        seeded.import_(bad, user_id="sam")
    bad.write_text('{"type": "turn", "text": "\\udce9"}\n', encoding="ascii")
    with pytest.raises(ImportFormatError, match="import line 1: holds the escape '\\\\udce9', a lone surrogate"):
        seeded.import_(bad, user_id="sam")
    bad.write_text('{"type": "turn", "score": NaN}\n', encoding="ascii")
    with pytest.raises(ImportFormatError, match="import line 1: not valid JSON \\(NaN is not a JSON value\\)"):
        seeded.import_(bad, user_id="sam")
    assert_unchanged(seeded)


def test_export_to_a_missing_folder_is_a_clear_error(seeded, tmp_path):
    with pytest.raises(InvalidInputError, match="path: cannot write the export to .*No such file or directory"):
        seeded.export(tmp_path / "missing" / "out.jsonl")
