"""Policy names -> manager classes, imported lazily so a policy's dependencies load only
when it is used."""

from __future__ import annotations

import importlib
import inspect
from typing import Any, get_type_hints

from memstrata.errors import InvalidInputError, UnknownNameError
from memstrata.manage.base import Manager
from memstrata.typecheck import conforms, describe
from memstrata.validate import brief

POLICIES: dict[str, str] = {
    "append": "memstrata.manage.append:AppendManager",
    "mem0": "memstrata.manage.mem0.manager:Mem0Manager",
    "evermemos": "memstrata.manage.evermemos.manager:EverMemOSManager",
    "roam": "memstrata.manage.roam.manager:RoamManager",
    "roam-con": "memstrata.manage.roam.manager:RoamManager",
    "roam-con-eqv": "memstrata.manage.roam.manager:RoamManager",
    "roam-nofusion": "memstrata.manage.roam.manager:RoamManager",
    "emir2": "memstrata.manage.emir2.manager:Emir2Manager",
    "emir2-single-round": "memstrata.manage.emir2.manager:Emir2Manager",
    "emir2-no-cross": "memstrata.manage.emir2.manager:Emir2Manager",
    "emir2-no-states": "memstrata.manage.emir2.manager:Emir2Manager",
    "unimem": "memstrata.manage.unimem.manager:UnimemManager",
}
# Ablations are presets of one manager: ROAM's relations it acts on or fusion switched off;
# EMIR2's rounds, cross-chain edges or semantic states.
PRESETS: dict[str, dict[str, Any]] = {
    "roam": {"name": "roam"},
    "roam-con": {"name": "roam-con", "relations": ("CON",)},
    "roam-con-eqv": {"name": "roam-con-eqv", "relations": ("CON", "EQV")},
    "roam-nofusion": {"name": "roam-nofusion", "fusion": "none"},
    "emir2": {"name": "emir2"},
    "emir2-single-round": {"name": "emir2-single-round", "rounds": 1},
    "emir2-no-cross": {"name": "emir2-no-cross", "cross_edges": False},
    "emir2-no-states": {"name": "emir2-no-states", "states": False},
}


def _manager_class(name: str) -> type[Manager]:
    if name not in POLICIES:
        raise UnknownNameError("policy", name, list(POLICIES))
    module, cls = POLICIES[name].split(":")
    return getattr(importlib.import_module(module), cls)


def create_manager(name: str, **options: Any) -> Manager:
    """The manager of policy ``name``. Options are checked against the ones it accepts and
    their annotated types first, so a typo or a wrong type names the option."""
    cls = _manager_class(name)
    accepted = accepted_options(name)
    unknown = sorted(set(options) - accepted)
    if unknown:
        raise InvalidInputError(f"policy_options: {', '.join(map(repr, unknown))} not accepted by policy {name!r}; "
                                f"it accepts: {', '.join(sorted(accepted)) or 'no options'}", field="policy_options")
    hints = get_type_hints(cls.__init__)
    for key, value in options.items():
        hint = hints.get(key, Any)
        if not conforms(value, hint):
            raise InvalidInputError(f"policy_options.{key}: expected {describe(hint)}, got {type(value).__name__} "
                                    f"{brief(value)}", field=f"policy_options.{key}")
    return cls(**{**PRESETS.get(name, {}), **options})


def accepted_options(name: str) -> set[str]:
    """The options a policy takes (its manager's keyword arguments, less what its preset fixes)."""
    params = inspect.signature(_manager_class(name).__init__).parameters
    return {p for p, v in params.items() if v.kind == v.KEYWORD_ONLY} - set(PRESETS.get(name, {}))


def options_for(name: str, options: dict[str, Any]) -> dict[str, Any]:
    """The options of one policy out of a shared set: ``"POLICY:KEY"`` applies to that policy
    only, a plain ``"KEY"`` to every policy that accepts it (so ``k=10`` reaches roam and
    mem0 but not evermemos, which has no k)."""
    out: dict[str, Any] = {}
    for key, value in options.items():
        policy, scoped, option = key.rpartition(":")
        if scoped and policy == name:
            out[option] = value
        elif not scoped and key in accepted_options(name):
            out[key] = value
    return out


def check_options(policies: list[str], options: dict[str, Any]) -> None:
    """Every option must reach at least one of ``policies``; a typo is an error, not a no-op."""
    for key in options:
        policy, scoped, option = key.rpartition(":")
        targets = [policy] if scoped else policies
        if scoped and policy not in policies:
            raise InvalidInputError(f"policy option {key!r} names policy {policy!r}, which is not being run")
        if not any(option in accepted_options(p) for p in targets if p in POLICIES):
            accepted = sorted(set().union(*(accepted_options(p) for p in targets if p in POLICIES)))
            raise InvalidInputError(f"policy option {option!r} is not accepted by {', '.join(targets)}; "
                                    f"options: {', '.join(accepted) or 'none'}")
