"""The offline reduction of a claim against a state (no LLM): the shipped relation classifier,
with its structural checks, judges the claim against each current fact it may be about, and
the strongest relation (ROAM's priority) decides the operation:

- EQV (same fact) or NSO (the claim adds nothing to a fact) -> reinforce that fact;
- OSN (the claim makes a fact more specific) -> replace it, marked as a refinement: the
  general value stays as history;
- CON (incompatible values of one attribute) -> replace it, or retract it when the claim only
  says the fact stopped holding (an explicit negation or stop cue with no new value);
- IND with every fact -> add.

The classifier is conservative by design (a doubtful pair is IND), so a doubtful claim is
added next to the facts it might revise rather than hiding one.
"""

from __future__ import annotations

import re

from memstrata.manage.emir2.states import Fact, Operation, Reduction
from memstrata.models.relations.base import highest_priority

# "no longer", "not ... anymore", "stopped", "quit": the claim ends a fact without a new value.
_STOPS = re.compile(r"\b(?:no longer|not\b.{0,40}\b(?:any ?more|any longer)|stopped|quit|gave up|gives up|"
                    r"broke up|split up|left (?:the|his|her|their) (?:job|band|team|club|company))\b", re.I)
_NEW_VALUE = re.compile(r"\b(?:now|instead|switched to|moved to|started|became|is now|are now)\b", re.I)


def reduce_claim(event_id: str, text: str, facts: list[Fact], labels: list[str]) -> Reduction:
    """``labels[i]`` is the relation of (claim, ``facts[i]``), the claim as the new atom."""
    relation = highest_priority(labels)
    if relation == "IND" or not facts:
        return Reduction("apply", [Operation("add", text=text, evidence=[event_id])],
                         reason="no current fact is about the same thing" if facts else "initial state")
    target = next(f for f, lab in zip(facts, labels) if lab == relation)
    if relation in ("EQV", "NSO"):
        return Reduction("apply", [Operation("reinforce", fact_key=target.key, evidence=[event_id])],
                         reason=f"{relation}: restates {target.key}")
    if relation == "OSN":
        return Reduction("apply", [Operation("replace", fact_key=target.key, text=text, evidence=[event_id],
                                             refinement=True)], reason=f"OSN: refines {target.key}")
    if _STOPS.search(text) and not _NEW_VALUE.search(text):
        return Reduction("apply", [Operation("retract", fact_key=target.key, evidence=[event_id])],
                         reason=f"CON: {target.key} stopped holding")
    return Reduction("apply", [Operation("replace", fact_key=target.key, text=text, evidence=[event_id])],
                     reason=f"CON: replaces {target.key}")
