import pytest

from memstrata.errors import UnknownNameError
from memstrata.manage import create_manager
from memstrata.manage.append import AppendManager


def test_names_map_to_managers():
    assert isinstance(create_manager("append"), AppendManager)
    with pytest.raises(UnknownNameError, match="choose one of: append"):
        create_manager("mem9")


def test_every_policy_name_loads():
    from memstrata.manage.registry import POLICIES

    for name in POLICIES:
        assert create_manager(name).name == name


def test_shared_options_reach_the_policies_that_take_them():
    from memstrata.manage.registry import accepted_options, options_for

    assert "k" in accepted_options("roam") and "k" in accepted_options("mem0")
    assert "relations" not in accepted_options("roam-con")  # fixed by the ablation's preset
    opts = {"k": 3, "evermemos:threshold": 0.8, "roam:fusion": "none"}
    assert options_for("roam", opts) == {"k": 3, "fusion": "none"}
    assert options_for("mem0", opts) == {"k": 3}
    assert options_for("evermemos", opts) == {"threshold": 0.8}
    assert options_for("append", opts) == {}


@pytest.mark.parametrize("options, message", [({"kk": 3}, "'kk' is not accepted"),
                                              ({"mem0:threshold": 0.5}, "'threshold' is not accepted by mem0"),
                                              ({"roam:k": 3}, "names policy 'roam', which is not being run")])
def test_option_typos_are_errors(options, message):
    from memstrata.errors import InvalidInputError
    from memstrata.manage.registry import check_options

    with pytest.raises(InvalidInputError, match=message):
        check_options(["mem0", "evermemos"], options)
