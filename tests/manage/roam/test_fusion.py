"""Deterministic fusion (eq. 9 without a model): the documented view format and the cap."""

from memstrata.manage.roam.fusion import Member, changed_words, fuse_deterministic
from memstrata.models.tokens import get_token_counter

TOK = get_token_counter()


def test_con_keeps_a_value_chain_with_dates_in_time_order():
    members = [Member("b", "Ava lives in Ghent.", "2023-03-01", "CON"),
               Member("a", "Ava lives in Leeds.", "2023-01-01", "CON")]
    view = fuse_deterministic("Ava lives in Utrecht.", "2024-02-13", members, TOK)
    assert view == "Ava lives in Utrecht (earlier: Leeds, 2023-01-01; Ghent, 2023-03-01)"


def test_changed_words_fall_back_to_the_whole_atom_when_wording_differs():
    assert changed_words("Sam runs 5 km every morning.", "Sam runs 10 km every morning.") == "5"
    assert changed_words("Sam is a nurse at the city hospital.", "Sam teaches math.") == \
        "Sam is a nurse at the city hospital"


def test_eqv_and_nso_add_dates_of_restatements_but_never_a_count():
    members = [Member("a", "Ava hikes on weekends.", "2024-03-01", "EQV"),
               Member("b", "Ava hikes.", "2024-05-01", "NSO"),
               Member("c", "Ava enjoys hiking.", "2023-02-01", "EQV")]  # same day as the survivor
    view = fuse_deterministic("Ava enjoys hiking on weekends.", "2023-02-01T10:00:00", members, TOK)
    assert view == "Ava enjoys hiking on weekends (also said on 2024-03-01, 2024-05-01)"


def test_osn_members_add_nothing_because_the_survivor_entails_them():
    members = [Member("a", "Ava has a dog.", "2024-01-01", "OSN")]
    assert fuse_deterministic("Ava has a dog named Rex.", "2024-02-01", members, TOK) == "Ava has a dog named Rex."


def test_the_cap_drops_the_oldest_history_first_and_keeps_the_current_value():
    members = [Member(str(i), f"Ava lives in City{i}.", f"2020-01-{i + 1:02d}", "CON") for i in range(20)]
    view = fuse_deterministic("Ava lives in Utrecht.", "2024-02-13", members, TOK, cap_tokens=40)
    assert TOK.count(view) <= 40
    assert view.startswith("Ava lives in Utrecht (earlier:")
    assert "City19, 2020-01-20" in view and "City0," not in view


def test_a_long_atom_alone_is_never_cut():
    long = "Ava " + "really " * 80 + "likes tea."
    members = [Member("a", "Ava likes coffee.", "2020-01-01", "CON")]
    assert fuse_deterministic(long, "2024-01-01", members, TOK, cap_tokens=16) == long.strip()
