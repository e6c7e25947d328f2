"""Everything that produces weights (needs the ``train`` extra). It may import ``models``;
``models`` and the rest of the package never import it."""
