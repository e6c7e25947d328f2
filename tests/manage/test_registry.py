import pytest

from memstrata.errors import UnknownNameError
from memstrata.manage import create_manager
from memstrata.manage.append import AppendManager


def test_names_map_to_managers():
    assert isinstance(create_manager("append"), AppendManager)
    with pytest.raises(UnknownNameError, match="choose one of: append"):
        create_manager("mem9")
