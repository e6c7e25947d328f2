"""The evaluation harness: episode files, converters, retrieval diagnostics and reports."""
