"""Episode files (../shared/EPISODES.md): JSON Lines, one episode per line.

Reading validates every line and stops at the first bad one with the file, the line number
and the field at fault. Unknown extra fields are kept (suites written elsewhere may carry
their own), so reading and writing a file does not lose anything.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from memstrata.errors import InvalidInputError
from memstrata.jsonl import read_jsonl
from memstrata.timeutil import normalize_time


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")


def _iso(value: object) -> str:
    return normalize_time(value, "time")  # raises InvalidInputError naming the field


class Turn(_Open):
    id: str
    speaker: str | None = None
    text: str


class Session(_Open):
    id: str
    time: str
    turns: list[Turn]

    _time = field_validator("time")(classmethod(lambda cls, v: _iso(v)))


class EpisodeObservation(_Open):
    id: str | None = None
    text: str = Field(min_length=1)
    time: str
    source: str | None = None
    sources: list[str] | None = None  # extension: several provenance keys
    speaker: str | None = None

    _time = field_validator("time")(classmethod(lambda cls, v: _iso(v)))

    def provenance(self) -> list[str]:
        return list(self.sources or ([self.source] if self.source else []))


class Question(_Open):
    id: str
    question: str = Field(min_length=1)
    answer: str | int | float | None = None
    time: str | None = None
    category: str = "uncategorized"
    gold_sources: list[str] = Field(default_factory=list)
    confounder_sources: list[str] = Field(default_factory=list)

    @field_validator("time")
    @classmethod
    def _time(cls, v: object) -> str | None:
        return None if v is None else _iso(v)

    @field_validator("category", mode="before")
    @classmethod
    def _category(cls, v: object) -> str:
        return str(v)


class Episode(_Open):
    id: str
    scope: str | None = None
    observations: list[EpisodeObservation] = Field(default_factory=list)
    sessions: list[Session] = Field(default_factory=list)
    questions: list[Question] = Field(default_factory=list)

    @property
    def scope_id(self) -> str:
        return self.scope or self.id


BUILTIN_SUITES = {"builtin:knowledge-update": Path(__file__).parent / "data" / "knowledge_update_suite.jsonl"}


def resolve_episode_file(name: str | Path) -> Path:
    """A path, or the name of a suite shipped with memstrata (``builtin:knowledge-update``)."""
    return BUILTIN_SUITES.get(str(name), Path(name))


def read_episodes(path: str | Path) -> list[Episode]:
    path = resolve_episode_file(path)
    episodes = []
    for no, value in read_jsonl(path, "episode file", lambda no, msg: InvalidInputError(f"{path}:{no}: {msg}")):
        try:
            episodes.append(Episode.model_validate(value))
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(map(str, err["loc"])) or "episode"
            raise InvalidInputError(f"{path}:{no}: {where}: {err['msg']}") from None
        except InvalidInputError as exc:
            raise InvalidInputError(f"{path}:{no}: {exc}") from None
    ids = [e.id for e in episodes]
    if len(set(ids)) != len(ids):
        raise InvalidInputError(f"{path}: episode ids repeat")
    return episodes


def write_episodes(path: str | Path, episodes: list[Episode]) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".partial")
    with open(tmp, "w", encoding="utf-8") as f:
        for ep in episodes:
            f.write(json.dumps(ep.model_dump(exclude_none=True), ensure_ascii=False) + "\n")
    tmp.replace(path)
