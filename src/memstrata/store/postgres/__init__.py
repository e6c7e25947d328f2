"""The PostgreSQL + pgvector store (extra ``postgres``)."""
