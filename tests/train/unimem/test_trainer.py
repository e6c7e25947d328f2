"""``memstrata train unimem`` end to end on a tiny random model with a real tokenizer: SFT from
the gold teacher, Stage-Decoupled GRPO updates of both stages, checkpoints, metrics with a
reward per update, the plot, trajectories with token ids and logprobs; the adapter then loads
as the ``unimem`` agent's model. And the config is refused, naming the field, before any model
loads."""

from __future__ import annotations

import json

import pytest

from memstrata import Memory
from memstrata.api.config import LLMConfig, create_llm
from memstrata.cli.main import main
from memstrata.train.unimem.config import load_config
from tests.train.unimem.toy_episodes import write_toy

AGENT = {"max_steps": 3, "max_searches": 1, "search_limit": 3, "max_tokens": 16}


def config(tmp_path, model_dir, **over) -> str:
    cfg = {"model": str(model_dir), "episodes": str(write_toy(tmp_path / "toy.jsonl", 4)), "output": str(tmp_path / "run"),
           "split": [2, 1, 1], "updates": 2, "group_size": 2, "agent": AGENT, "lora": {"r": 4, "alpha": 8},
           "sft_settings": {"epochs": 1}, "threads": 1, **over}
    path = tmp_path / "train.json"
    path.write_text(json.dumps(cfg))
    return str(path)


def test_train_unimem_runs_sft_and_both_stages_and_the_adapter_loads_as_the_agent(tmp_path, tiny_model_dir, capsys):
    assert main(["train", "unimem", "--config", config(tmp_path, tiny_model_dir)]) == 0
    run = tmp_path / "run"
    summary = json.loads(capsys.readouterr().out)
    assert set(summary) >= {"base", "sft", "final"} and summary["episodes"] == {"train": 2, "val": 1, "test": 1}
    lines = [json.loads(x) for x in (run / "metrics.jsonl").read_text().splitlines()]
    updates = [x for x in lines if x["type"] == "update"]
    assert [u["stage"] for u in updates] == ["construction", "retrieval"]  # the 1:1 schedule
    assert all(isinstance(u["reward"], float) and u["actions"] > 0 for u in updates)
    assert [x["name"] for x in lines if x["type"] == "eval"] == ["base", "sft", "final"]
    assert (run / "sft_adapter" / "adapter_config.json").exists() and (run / "adapter" / "adapter_config.json").exists()
    assert (run / "rewards.png").stat().st_size > 0
    calls = [json.loads(x) for x in (run / "trajectories.jsonl").read_text().splitlines() if '"type": "call"' in x]
    assert calls and all(len(c["token_ids"]) == len(c["logprobs"]) > 0 and c["prompt_ids"] for c in calls)
    # The trained adapter as the agent's model, through the public API.
    llm = create_llm(LLMConfig(provider="transformers", model=str(tiny_model_dir), adapter=str(run / "adapter")))
    with Memory.open(tmp_path / "m.db", policy="unimem", llm=llm, policy_options=AGENT) as m:
        m.add([{"id": "t1", "name": "Sam", "content": "I moved to Porto."}], user_id="sam")
        m.search("Where does Sam live?", user_id="sam")
        assert [e.kind for e in m.manager.events] == ["construction", "retrieval"]


def test_joint_grpo_with_and_without_credit_assignment(tmp_path, tiny_model_dir, capsys):
    for eca in (False, True):
        path = config(tmp_path, tiny_model_dir, algorithm="grpo", eca=eca, update_robust=eca, sft=False, updates=1,
                      output=str(tmp_path / f"run-{eca}"), log_trajectories=False)
        assert main(["train", "unimem", "--config", path]) == 0
        lines = [json.loads(x) for x in (tmp_path / f"run-{eca}" / "metrics.jsonl").read_text().splitlines()]
        assert [x["stage"] for x in lines if x["type"] == "update"] == ["joint"]


def test_sft_fits_the_teacher_demonstrations(tmp_path, tiny_model_dir, capsys):
    path = config(tmp_path, tiny_model_dir, algorithm="none", sft_settings={"epochs": 6, "learning_rate": 2e-2},
                  lora={"r": 16, "alpha": 32})
    assert main(["train", "unimem", "--config", path]) == 0
    losses = [json.loads(x)["loss"] for x in (tmp_path / "run" / "metrics.jsonl").read_text().splitlines()
              if '"sft"' in x and '"epoch"' in x]
    assert len(losses) == 6 and losses[-1] < 0.8 * losses[0]


@pytest.mark.parametrize("over,field", [
    ({"unknown_key": 1}, "unknown_key"), ({"schedule": "0:1"}, "schedule"), ({"schedule": "2:1", "algorithm": "grpo"},
                                                                           "schedule"),
    ({"eca": False}, "eca"), ({"update_robust": True, "eca": False, "algorithm": "grpo"}, "update_robust"),
    ({"reward": "judge"}, "answer_llm"), ({"group_size": 1}, "group_size"), ({"model": "no/such/model"}, "model"),
    ({"lora": {"r": 0}}, "lora.r")])
def test_a_bad_config_is_refused_naming_the_field_before_a_model_loads(tmp_path, over, field, capsys):
    path = config(tmp_path, tmp_path, **over)  # never loaded: every case fails validation first
    assert main(["train", "unimem", "--config", path, "--check"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: InvalidInputError") and field in err and len(err.strip().splitlines()) == 1


def test_check_accepts_a_good_config_without_loading_anything(tmp_path, capsys):
    cfg = load_config(config(tmp_path, "smollm2-135m"))
    assert cfg.algorithm == "sd-grpo" and cfg.stages.stage(1) == "retrieval"


def test_the_gpu_recipe_config_is_valid_apart_from_its_machine_paths(tmp_path):
    from tests.conftest import ROOT

    episodes = write_toy(tmp_path / "toy.jsonl", 2)
    cfg = load_config(ROOT / "benchmarks" / "unimem_gpu" / "paper_scale.json",
                      {"model": "smollm2-135m", "episodes": str(episodes)})
    assert (cfg.algorithm, cfg.schedule, cfg.update_robust, cfg.device) == ("sd-grpo", "1:1", True, "cuda")


@pytest.mark.parametrize("rung", ["M0", "M0-sft", "M1", "M2", "M3", "M4"])
def test_every_rung_of_the_ablation_ladder_is_a_valid_config(tmp_path, rung):
    from tests.conftest import ROOT

    switches = json.loads((ROOT / "benchmarks" / "unimem_ladder" / f"{rung}.json").read_text())
    cfg = load_config(config(tmp_path, "smollm2-135m"), switches)
    assert cfg.algorithm == switches["algorithm"] and cfg.update_robust == switches["update_robust"]


@pytest.mark.parametrize("content,message", [(b"\x00\xff\xfe", "not readable JSON"), (b"[1, 2]", "JSON object"),
                                             (b'{"model": "smollm2-135m"', "not readable JSON")])
def test_a_hostile_config_file_is_one_clear_line(tmp_path, content, message, capsys):
    path = tmp_path / "hostile.json"
    path.write_bytes(content)
    assert main(["train", "unimem", "--config", str(path), "--check"]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and len(err.splitlines()) == 1


def test_a_bad_episode_file_is_refused_before_any_model_loads(tmp_path, capsys):
    (tmp_path / "ep.jsonl").write_text("not json\n")
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"model": "no-model-needed-yet", "episodes": "ep.jsonl", "output": "o"}))
    assert main(["train", "unimem", "--config", str(path), "--set", "model=\"smollm2-135m\""]) == 2
    assert "ep.jsonl:1: not valid JSON" in capsys.readouterr().err


def test_resume_sft_goes_on_from_the_folders_sft_adapter_and_keeps_its_lines(tmp_path, tiny_model_dir, capsys):
    first = config(tmp_path, tiny_model_dir, algorithm="none", eval_base=False)
    assert main(["train", "unimem", "--config", first]) == 0
    run = tmp_path / "run"
    sft_lines = (run / "metrics.jsonl").read_text().splitlines()
    adapter = (run / "sft_adapter" / "adapter_model.safetensors").read_bytes()
    capsys.readouterr()
    again = config(tmp_path, tiny_model_dir, resume_sft=True, updates=1)
    assert main(["train", "unimem", "--config", again]) == 0
    summary = json.loads(capsys.readouterr().out)
    lines = (run / "metrics.jsonl").read_text().splitlines()
    assert lines[:len(sft_lines)] == sft_lines  # SFT not redone: its lines kept as they were
    assert [json.loads(x)["type"] for x in lines[len(sft_lines):]] == ["update", "eval"]
    assert summary["sft_resumed"] and summary["sft"]["reward"] == json.loads(sft_lines[-1])["reward"]
    assert (run / "sft_adapter" / "adapter_model.safetensors").read_bytes() == adapter
    # Without an SFT adapter in the folder, SFT runs afresh.
    fresh = config(tmp_path, tiny_model_dir, resume_sft=True, updates=0, output=str(tmp_path / "other"))
    assert main(["train", "unimem", "--config", fresh]) == 0
    assert any(json.loads(x)["type"] == "sft" for x in (tmp_path / "other" / "metrics.jsonl").read_text().splitlines())


def test_resume_sft_without_sft_is_refused(tmp_path, tiny_model_dir):
    with pytest.raises(Exception, match="resume_sft"):
        load_config(config(tmp_path, tiny_model_dir, resume_sft=True, sft=False))
