"""The ``memstrata`` command line."""
