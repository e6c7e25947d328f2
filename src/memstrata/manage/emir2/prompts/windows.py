"""Step 1: window planning. A session is cut into windows of turns that each keep to one
stretch of conversation, so extraction sees whole exchanges (a question and its answer, a story
and its follow-up) and prompts stay small. Short sessions are one window without asking."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from memstrata.manage.emir2.prompts.common import DATA_RULE, data_block, turn_lines
from memstrata.models.llm.base import Message


class Window(BaseModel):
    first_turn: str = Field(description="id of the window's first turn")
    last_turn: str = Field(description="id of the window's last turn")
    topic: str = Field("", description="a few words on what the window is about")


class WindowPlan(BaseModel):
    windows: list[Window]


SYSTEM = f"""You split a conversation session into consecutive windows for memory extraction.
Each window is a run of consecutive turns about one matter; a new window starts where the
speakers move on to something else. Windows cover every turn exactly once, in order, and hold
between 4 and {{max_turns}} turns (the last may be shorter). Do not split a question from its answer.
{DATA_RULE}
Reply with JSON only: {{{{"windows": [{{{{"first_turn": ..., "last_turn": ..., "topic": ...}}}}]}}}}."""


def build_messages(turns: list[dict], session_time: datetime, max_turns: int) -> list[Message]:
    payload = {"session_date": f"{session_time:%Y-%m-%d}", "turns": turn_lines(turns)}
    return [{"role": "system", "content": SYSTEM.format(max_turns=max_turns)},
            {"role": "user", "content": data_block(payload) + "\nPlan the windows of this session."}]


def check(plan: WindowPlan, turns: list[dict], max_turns: int) -> list[str]:
    """Errors: windows must tile the turns in order, each at most ``max_turns`` long."""
    ids = [t["id"] for t in turns]
    errors, at = [], 0
    for i, w in enumerate(plan.windows):
        if w.first_turn not in ids or w.last_turn not in ids:
            errors.append(f"windows[{i}]: turn ids must be among the session's turns")
            continue
        first, last = ids.index(w.first_turn), ids.index(w.last_turn)
        if first != at:
            errors.append(f"windows[{i}] starts at {w.first_turn}; it must start at {ids[at] if at < len(ids) else 'the end'}")
        if last < first or last - first + 1 > max_turns:
            errors.append(f"windows[{i}] must hold 1 to {max_turns} turns")
        at = last + 1
    if at != len(ids) and not errors:
        errors.append(f"the windows end before the last turn ({ids[-1]})")
    return errors


def split(turns: list[dict], plan: WindowPlan) -> list[list[dict]]:
    ids = [t["id"] for t in turns]
    return [turns[ids.index(w.first_turn): ids.index(w.last_turn) + 1] for w in plan.windows]


def fixed(turns: list[dict], size: int) -> list[list[dict]]:
    """The fallback when planning fails: windows of ``size`` turns."""
    return [turns[i:i + size] for i in range(0, len(turns), size)]
