"""The OpenAPI schema fuzzed against the running server (schemathesis strategies driven by
hypothesis: 25 generated requests per operation, under 500 in all): no request, however
malformed, gets a 5xx, and every response matches the schema (errors included: the one error
shape is declared for every route)."""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance, status_code_conformance

CASES_PER_OPERATION = 25


def test_no_request_gets_a_server_error_or_breaks_the_schema(sqlite_server):
    schema = schemathesis.openapi.from_url(sqlite_server.url + "/openapi.json")
    # A user-bound key: a request that names no user reaches ava's memory, so most cases get past
    # the scope check into the library.
    headers = {"Authorization": f"Bearer {sqlite_server.keys['ava']}"}
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) * CASES_PER_OPERATION <= 500
    for operation in operations:

        @settings(max_examples=CASES_PER_OPERATION, deadline=None, derandomize=True, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(case=operation.as_strategy())
        def fuzz(case):
            case.call_and_validate(headers=headers,
                                   checks=[not_a_server_error, response_schema_conformance, status_code_conformance])

        fuzz()
