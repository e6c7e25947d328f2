"""EMIR2's LLM retrieval controller (paper 4.2, appendix B): the steps a model takes in place of
the offline rounds' fixed rules. One module per step, each with its prompt, its reply model
(validated in code, retried once) and the function that builds its messages; ``llm_rounds``
runs them over the graph.
"""
