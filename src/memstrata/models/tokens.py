"""The one declared tokenizer every budget is measured in.

Budgets are counted with an OpenAI BPE (``cl100k_base`` by default) from ``bpe-openai``,
which ships its tables in the wheel and so works offline. The tokenizer's name is reported
with every packed context so figures from different runs are comparable.
"""

from __future__ import annotations

from functools import lru_cache

from memstrata.errors import UnknownNameError

DEFAULT_TOKENIZER = "cl100k_base"


class TokenCounter:
    def __init__(self, name: str = DEFAULT_TOKENIZER):
        import bpe_openai

        valid = list(bpe_openai.list_encoding_names())
        if name not in valid:
            raise UnknownNameError("tokenizer", name, valid)
        self.name = name
        self._enc = bpe_openai.get_encoding(name)

    def count(self, text: str) -> int:
        return len(self._enc.encode_ordinary(text))

    def truncate(self, text: str, max_tokens: int) -> str:
        """The longest prefix of ``text`` that is at most ``max_tokens`` tokens."""
        if max_tokens <= 0:
            return ""
        ids = self._enc.encode_ordinary(text)
        if len(ids) <= max_tokens:
            return text
        # Decoding a cut through a multi-byte character can yield a replacement char;
        # step back until the prefix decodes cleanly and stays within budget.
        for cut in range(max_tokens, 0, -1):
            prefix = self._enc.decode(ids[:cut])
            if "\ufffd" not in prefix and self.count(prefix) <= max_tokens:
                return prefix
        return ""


@lru_cache(maxsize=8)
def get_token_counter(name: str = DEFAULT_TOKENIZER) -> TokenCounter:
    return TokenCounter(name)
