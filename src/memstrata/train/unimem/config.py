"""The training configuration of ``memstrata train unimem --config CONFIG``: a JSON file,
validated before any model loads. Unknown keys, impossible schedules, switches that contradict
each other, a reward that needs a model none is given for, and a missing model folder or episode
file are refused, naming the field.

The ablation ladder is a choice of four switches:

    M0  algorithm "none" (evaluation of the base manager; with sft true, of the SFT adapter)
    M1  algorithm "grpo", eca false                  joint GRPO over construct-then-retrieve
    M2  algorithm "grpo", eca true                   + event-wise credit assignment
    M3  algorithm "sd-grpo", update_robust false     Stage-Decoupled GRPO (ECA is built in)
    M4  algorithm "sd-grpo", update_robust true      + update-robust attribution (Uni-Mem)
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from memstrata.api.config import LLMConfig
from memstrata.errors import InvalidInputError
from memstrata.train.unimem.advantages import Schedule


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class LoraSettings(Strict):
    r: int = Field(8, ge=1, le=256)
    alpha: int = Field(16, ge=1, le=1024)
    dropout: float = Field(0.0, ge=0.0, lt=1.0)
    # The attention and MLP projections of Llama- and Qwen-style models.
    targets: list[str] = Field(default_factory=lambda: ["q_proj", "k_proj", "v_proj", "o_proj",
                                                        "gate_proj", "up_proj", "down_proj"])


class AgentSettings(Strict):
    """The ``unimem`` policy options the rollouts run the agent with."""

    chunk_turns: int | None = Field(None, ge=1)
    max_steps: int = Field(6, ge=1, le=200)
    max_searches: int = Field(2, ge=1, le=64)
    search_limit: int = Field(5, ge=1, le=100)
    max_tokens: int = Field(160, ge=8, le=32_768)
    max_writes: int = Field(50, ge=1, le=10_000)  # creations and updates per event (the choice toy: 1)
    max_deletes: int = Field(5, ge=1, le=1000)


class SFTSettings(Strict):
    # "gold": a deterministic teacher that writes each episode's observations of a chunk as
    # memories through the same tools, gate included; or a configured model.
    teacher: Literal["gold"] | LLMConfig = "gold"
    epochs: int = Field(2, ge=1, le=100)
    learning_rate: float = Field(2e-4, gt=0, le=1.0)
    episodes: int | None = Field(None, ge=1)  # demonstrate on the first N training episodes only (None: all)


class TrainConfig(Strict):
    model: str  # a model folder, a GGUF file or a known local model (hf_models.known_models)
    episodes: str  # an episode file (EPISODES.md); split by episode into train / val / test
    output: str  # the run folder: adapters, metrics.jsonl, rewards.png, trajectories
    split: tuple[int, int, int] = (2, 1, 7)  # train : val : test, by episode, seeded (the paper's LoCoMo split)
    test_episodes: str | None = None  # a separate held-out file instead of the split's test part
    seed: int = 0
    sft: bool = True
    # Rerun into a run folder that already holds sft_adapter/ and its recorded evaluation: SFT is
    # not redone (its adapter is loaded and its metrics lines are kept) and RL starts from it.
    resume_sft: bool = False
    sft_settings: SFTSettings = Field(default_factory=SFTSettings)
    algorithm: Literal["none", "grpo", "sd-grpo"] = "sd-grpo"
    eca: bool = True
    update_robust: bool = True
    schedule: str = "1:1"  # C:R, sd-grpo only
    updates: int = Field(20, ge=0, le=100_000)  # policy updates: each one episode's group of rollouts, one step
    group_size: int = Field(4, ge=2, le=64)
    temperature: float = Field(1.0, gt=0, le=2.0)
    learning_rate: float = Field(1e-4, gt=0, le=1.0)
    kl_coef: float = Field(0.02, ge=0)
    clip_eps: float = Field(0.2, gt=0, lt=1.0)
    lora: LoraSettings = Field(default_factory=LoraSettings)
    agent: AgentSettings = Field(default_factory=AgentSettings)
    # evidence-contains (offline: the reference answer appears in the evidence handed over),
    # answer-f1 (offline scoring of a frozen answer model's reply), judge (answer model + judge).
    reward: Literal["evidence-contains", "answer-f1", "judge"] = "evidence-contains"
    answer_llm: LLMConfig | None = None
    judge_llm: LLMConfig | None = None  # default: the answer model
    budget_tokens: int = Field(256, ge=16, le=32_768)  # the evidence the answerer is shown
    log_trajectories: bool = True  # every reply of every rollout as JSONL in the run folder
    eval_base: bool = True  # evaluate the base model first (M0 original; off to save time on CPU)
    eval_every: int = Field(0, ge=0)  # greedy reward on the validation episodes every N updates (0: at the end only)
    threads: int | None = Field(None, ge=1, le=512)
    device: str = "cpu"  # "cuda" on a GPU machine (the recipe)
    dtype: Literal["float32", "bfloat16", "float16"] = "float32"
    gradient_checkpointing: bool = False

    @field_validator("schedule")
    @classmethod
    def _schedule(cls, value: str) -> str:
        Schedule.parse(value)  # ValueError names the rule
        return value

    @field_validator("split")
    @classmethod
    def _split(cls, value: tuple[int, int, int]) -> tuple[int, int, int]:
        if any(v < 0 for v in value) or value[0] == 0:
            raise ValueError("split is train:val:test parts, each >= 0, with a train part")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> TrainConfig:
        if self.update_robust and not self.eca:
            raise ValueError("update_robust routes credit along lineage, which needs eca: set eca true")
        if self.algorithm == "sd-grpo" and not self.eca:
            raise ValueError("sd-grpo scores construction event by event, which is eca: set eca true")
        if self.algorithm != "sd-grpo" and self.schedule != "1:1":
            raise ValueError("schedule alternates the stages of sd-grpo; algorithm is " + self.algorithm)
        if self.resume_sft and not self.sft:
            raise ValueError("resume_sft resumes after an SFT stage: set sft true")
        if self.reward != "evidence-contains" and self.answer_llm is None:
            raise ValueError(f"reward {self.reward!r} needs answer_llm (the frozen answer model)")
        return self

    @property
    def stages(self) -> Schedule:
        return Schedule.parse(self.schedule)


def load_config(path: str | Path, overrides: dict[str, Any] | None = None) -> TrainConfig:
    """The config file, checked, with paths relative to it; errors name the field."""
    p = Path(path)
    try:
        raw = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InvalidInputError(f"no training config at {path}", field="config") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidInputError(f"training config {path} is not readable JSON: {exc}", field="config") from None
    if not isinstance(raw, dict):
        raise InvalidInputError(f"training config {path} must be a JSON object", field="config")
    raw.update(overrides or {})
    for key in ("episodes", "output", "test_episodes"):
        if isinstance(raw.get(key), str) and not Path(raw[key]).is_absolute():
            raw[key] = str(p.parent / raw[key])
    if isinstance(raw.get("model"), str) and ("/" in raw["model"] or raw["model"].endswith(".gguf")) \
            and not Path(raw["model"]).is_absolute():
        raw["model"] = str(p.parent / raw["model"])
    try:
        cfg = TrainConfig.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(map(str, first["loc"])) or "config"
        raise InvalidInputError(f"training config {path}: {where}: {first['msg']}", field=where) from None
    check_paths(cfg)
    return cfg


def check_paths(cfg: TrainConfig) -> None:
    from memstrata.models.llm.hf_models import known_models

    if cfg.model not in known_models() and not Path(cfg.model).exists():
        raise InvalidInputError(f"model: no model folder or GGUF file at {cfg.model} (known local models: "
                                f"{', '.join(known_models())})", field="model")
    for key in ("episodes", "test_episodes"):
        value = getattr(cfg, key)
        if value is not None and not Path(value).is_file():
            raise InvalidInputError(f"{key}: no episode file at {value}", field=key)
