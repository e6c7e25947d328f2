"""Management policies: how incoming observations change the memory state."""

from memstrata.manage.base import Manager, ManagerContext
from memstrata.manage.registry import POLICIES, create_manager

__all__ = ["Manager", "ManagerContext", "POLICIES", "create_manager"]
