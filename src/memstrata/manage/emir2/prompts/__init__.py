"""EMIR2's construction prompts, one module per step, each with its response schema and a
check of what the schema cannot say (ids that must exist, text that must be verbatim)."""
