"""The OpenAPI schema fuzzed against the running server (schemathesis strategies driven by
hypothesis: 20 generated requests per operation, under 500 in all): no request, however
malformed, gets a 5xx, and every response matches the schema (errors included: the one error
shape is declared for every route). Then the hostile requests of ``hostile_requests`` (deep
nesting, huge numbers, hostile cursors and import lines) over one reused connection: no 5xx, and
the connection survives every answer."""

from __future__ import annotations

import httpx
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance, status_code_conformance

from tests.server.hostile_requests import HostileRequest, hostile_requests, one_connection_client, send

CASES_PER_OPERATION = 20
HOSTILE_CASES = 200


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


def test_hostile_requests_over_one_connection_get_no_server_error_and_keep_the_connection(sqlite_server):
    with one_connection_client(sqlite_server.url, sqlite_server.keys["ava"]) as client:

        @settings(max_examples=HOSTILE_CASES, deadline=None, derandomize=True, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(request=hostile_requests())
        def fuzz(request: HostileRequest) -> None:
            try:
                response = send(client, request)
            except httpx.TransportError as exc:  # the connection was cut under the client
                raise AssertionError(f"{request.what}: {type(exc).__name__} {exc}") from None
            assert response.status_code < 500, f"{request.what}: {response.status_code} {response.text[:300]}"
            if response.status_code != 200 and response.headers.get("content-type") == "application/json":
                assert set(response.json()) == {"error"}  # (uvicorn's own 400 for a head over 16 KB is text)

        fuzz()
        assert client.get("/healthz").status_code == 200
