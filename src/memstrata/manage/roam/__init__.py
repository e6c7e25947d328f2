"""ROAM: relation-guided management of atomic memories (papers/roam.txt, section 2)."""
