"""Shared fixtures: the designspec server under test, driven with real editors' capability sets.

The server binary comes from the DESIGNSPEC_BIN environment variable; diagnostics are not debounced.
"""

import asyncio
import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

CLIENTS = ["neovim@v0.7.0", "visual-studio-code", "emacs"]
FIXTURES = pathlib.Path(__file__).parent / "fixtures"
BINARY = os.environ.get("DESIGNSPEC_BIN", "designspec")
SERVER_ENV = {**os.environ, "DESIGNSPEC_DEBOUNCE_MS": "0"}


def record_diagnostics(client: LanguageClient, params: types.PublishDiagnosticsParams):
    """Keeps every publication (pytest-lsp keeps only the latest list per URI, without its version)."""
    client.diagnostics[params.uri] = params.diagnostics
    client.published.append(params)


def record_show_document(client: LanguageClient, params: types.ShowDocumentParams) -> types.ShowDocumentResult:
    """Keeps every `window/showDocument` request (the preview command sends one) and reports success."""
    client.shown_documents.append(params)
    return types.ShowDocumentResult(success=True)


def record_progress(client: LanguageClient, params: types.ProgressParams):
    """Keeps every `$/progress` as sent, in order: work-done values and partial results alike (pytest-lsp's
    own handler reads only work-done values, and only on tokens the server created)."""
    client.progress.append(params)


def record_registration(client: LanguageClient, params: types.RegistrationParams) -> None:
    """Keeps every capability the server registers dynamically (the watched spec files)."""
    client.registrations.extend(params.registrations)


def make_client() -> LanguageClient:
    client = LanguageClient(converter_factory=default_converter)
    client.published = []
    client.shown_documents = []
    client.progress = []
    client.registrations = []
    register_lsp_features(client, {
        **DEFAULT_CLIENT_FEATURES,
        types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: record_diagnostics,
        types.WINDOW_SHOW_DOCUMENT: record_show_document,
        types.PROGRESS: record_progress,
        types.CLIENT_REGISTER_CAPABILITY: record_registration,
    })
    return client


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(server_command=[BINARY, "lsp"], server_env=SERVER_ENV, client_factory=make_client),
)
async def client(request, lsp_client: LanguageClient):
    """A client with the capabilities of `request.param`, initialized; shut down afterwards."""
    params = types.InitializeParams(capabilities=client_capabilities(request.param))
    lsp_client.init_result = await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


def fixture_text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def fixture_uri(name: str) -> str:
    return (FIXTURES / name).resolve().as_uri()


def open_document(client: LanguageClient, name: str, version: int = 1, text: str | None = None) -> str:
    """Opens fixture `name` (language id `json`, as most editors send) and returns its URI."""
    uri = fixture_uri(name)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="json", version=version, text=text if text is not None else fixture_text(name)
            )
        )
    )
    return uri


def encoding_of(client: LanguageClient) -> str:
    encoding = client.init_result.capabilities.position_encoding
    return encoding if encoding is not None else "utf-16"


def column(line_text: str, encoding: str) -> int:
    """Length of `line_text` in `encoding` units."""
    if encoding == "utf-8":
        return len(line_text.encode("utf-8"))
    if encoding == "utf-32":
        return len(line_text)
    return len(line_text.encode("utf-16-le")) // 2


def position_of(text: str, needle: str, encoding: str, delta: int = 0) -> types.Position:
    """The position `delta` characters into the first occurrence of `needle`, in `encoding` units."""
    offset = text.index(needle) + delta
    before = text[:offset]
    line = before.count("\n")
    line_text = before.rsplit("\n", 1)[-1]
    return types.Position(line=line, character=column(line_text, encoding))


async def wait_for_diagnostics(client: LanguageClient, uri: str, since: int = 0, predicate=lambda params: True,
                               timeout: float = 10.0) -> types.PublishDiagnosticsParams:
    """The first publication for `uri` at index `since` or later that satisfies `predicate`."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        for params in client.published[since:]:
            if params.uri == uri and predicate(params):
                return params
        if loop.time() > deadline:
            raise AssertionError(f"no matching publishDiagnostics for {uri}; got {client.published[since:]}")
        await asyncio.sleep(0.02)
