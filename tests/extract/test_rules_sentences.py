from memstrata.extract.rules.sentences import pack_lines, split_long, split_sentences


def test_abbreviations_decimals_and_initials_do_not_end_a_sentence():
    text = "Dr. Lee paid $3.50 at 5 p.m. on the way, e.g. for coffee. J. K. Rowling wrote it. Done."
    assert split_sentences(text) == ["Dr. Lee paid $3.50 at 5 p.m. on the way, e.g. for coffee.",
                                     "J. K. Rowling wrote it.", "Done."]


def test_an_ellipsis_ends_a_sentence_only_when_a_new_one_starts():
    assert split_sentences("Well... maybe later. Wait... What?") == ["Well... maybe later.", "Wait...", "What?"]


def test_emoji_stay_with_their_sentence_and_can_end_one():
    assert split_sentences("Done! 🎉 Next one.") == ["Done! 🎉", "Next one."]
    assert split_sentences("I love it 😍 See you") == ["I love it 😍", "See you"]


def test_quoted_speech_is_not_cut_but_a_stop_inside_it_can_end_the_sentence():
    assert split_sentences('She said "Stop. Now." and left.') == ['She said "Stop. Now." and left.']
    assert split_sentences('A track called "Savana." What else?') == ['A track called "Savana."', "What else?"]


def test_links_and_versions_are_not_cut():
    assert split_sentences("See example.com/a.b for v2.1 notes. Ok.") == ["See example.com/a.b for v2.1 notes.", "Ok."]


def test_overlong_text_is_cut_at_clause_marks_and_nothing_is_lost():
    text = "; ".join(f"clause number {i} says something about the garden" for i in range(40))
    parts = split_long(text, 120)
    assert len(parts) > 5 and all(len(p) <= 120 for p in parts)
    assert " ".join(parts).split() == text.split()


def test_lines_are_packed_whole():
    lines = "\n".join(f"{i}. item number {i}" for i in range(1, 30))
    parts = pack_lines(lines, 100)
    assert all(len(p) <= 100 for p in parts) and "\n".join(parts) == lines
