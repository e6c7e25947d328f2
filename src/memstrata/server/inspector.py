"""The memory inspector at ``/ui``: three static files (``server/ui``) that call the REST API
from the page. No build step and nothing fetched from the network. The key is typed into the
page and kept in its memory only (sent as the Authorization header, never a cookie or
storage), so the inspector has exactly the rights of that key; a strict Content-Security-
Policy allows the page's own script and nothing else, and texts are inserted as text, never
as HTML."""

from __future__ import annotations

from importlib.resources import files

from fastapi import FastAPI
from fastapi.responses import Response

_TYPES = {"index.html": "text/html; charset=utf-8", "app.js": "text/javascript; charset=utf-8",
          "style.css": "text/css; charset=utf-8"}
_HEADERS = {"Content-Security-Policy": "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
            "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"}


def _page(name: str) -> Response:
    body = files("memstrata.server").joinpath("ui", name).read_bytes()
    return Response(body, media_type=_TYPES[name], headers=_HEADERS)


def mount_inspector(app: FastAPI) -> None:
    @app.get("/ui", include_in_schema=False)
    @app.get("/ui/", include_in_schema=False)
    async def index() -> Response:
        return _page("index.html")

    @app.get("/ui/app.js", include_in_schema=False)
    async def script() -> Response:
        return _page("app.js")

    @app.get("/ui/style.css", include_in_schema=False)
    async def style() -> Response:
        return _page("style.css")
