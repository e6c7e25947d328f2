"""Training the offline extractor's sentence triage (keep / drop / join) from labelled chats."""
