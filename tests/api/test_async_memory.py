import asyncio

from memstrata import AsyncMemory, Memory


def test_async_memory_mirrors_the_sync_api(db_path, embedder):
    async def scenario():
        async with AsyncMemory(Memory.open(db_path, embedder=embedder)) as m:
            results = await asyncio.gather(*[
                m.add(observations=[f"fact {i} about asynchronous ingest"], user_id="u") for i in range(5)])
            assert all(r.decisions[0].event == "added" for r in results)
            found = await m.search("fact 3", user_id="u", limit=5, min_score=0)  # every ranked record
            ctx = await m.context("asynchronous", user_id="u", budget_tokens=50)
            history = await m.history(found[0].id, user_id="u")
            return found, ctx, history

    found, ctx, history = asyncio.run(scenario())
    assert len(found) == 5 and ctx.tokens <= 50 and history[0].action == "create"
