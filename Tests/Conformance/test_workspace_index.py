"""The workspace index: indexing progress, watched spec files (registered dynamically where the client
allows, and their changes), workspace symbols of specs that are not open, and an edit of a tokens file
re-checking the open spec that imports it."""

import asyncio
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import BINARY, CLIENTS, SERVER_ENV, make_client, wait_for_diagnostics

FILES = {
    "tokens.design.jsonc": '{\n  "colors": { "brand": "systemBlue" },\n  "typography": { "heading": "title2" }\n}\n',
    "features/cart.design.jsonc": (
        '{ "imports": ["../tokens.design.jsonc"], "platforms": { "iOS": "17.0" },\n'
        '  "screens": [{ "id": "cart", "content": [{ "type": "text", "text": "Total", "color": "brand" }] }] }\n'
    ),
    "features/profile.design.json": '{ "imports": ["../tokens.design.jsonc"], "screens": [{ "id": "profile" }] }\n',
}
INDEXING = "designspec/indexing"


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(server_command=[BINARY, "lsp"], server_env=SERVER_ENV, client_factory=make_client),
)
async def workspace_client(request, lsp_client: LanguageClient, tmp_path: pathlib.Path):
    """A client with the capabilities of `request.param`, initialized with a folder holding `FILES`."""
    root = tmp_path.resolve()
    for relative, text in FILES.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text, encoding="utf-8")
    capabilities = client_capabilities(request.param)
    params = types.InitializeParams(
        capabilities=capabilities, root_uri=root.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="specs")],
    )
    lsp_client.init_result = await lsp_client.initialize_session(params)
    lsp_client.root = root
    watched = capabilities.workspace.did_change_watched_files if capabilities.workspace else None
    lsp_client.registers_watched_files = bool(watched and watched.dynamic_registration)
    lsp_client.shows_progress = bool(capabilities.window and capabilities.window.work_done_progress)
    yield
    await lsp_client.shutdown_session()


def uri(client: LanguageClient, relative: str) -> str:
    return (client.root / relative).as_uri()


def open_spec(client: LanguageClient, relative: str) -> str:
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=uri(client, relative), language_id="json", version=1, text=FILES[relative])))
    return uri(client, relative)


def indexing_progress(client: LanguageClient) -> list[dict]:
    """The work-done values sent on the indexing token, in order."""
    return [params.value for params in client.progress if params.token == INDEXING]


async def indexed(client: LanguageClient, timeout: float = 10.0) -> dict | None:
    """Waits for the end of the indexing progress (None for a client that shows no server progress)."""
    if not client.shows_progress:
        return None
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        for value in indexing_progress(client):
            if value["kind"] == "end":
                return value
        if loop.time() > deadline:
            raise AssertionError(f"indexing progress did not end: {client.progress}")
        await asyncio.sleep(0.02)


async def symbols(client: LanguageClient, query: str) -> dict[str, str]:
    """Workspace symbols matching `query`: name → file name."""
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query=query)) or []
    return {symbol.name: pathlib.Path(symbol.location.uri).name for symbol in found}


async def test_indexing_reports_progress_and_watched_files_are_registered_where_the_client_allows(workspace_client: LanguageClient):
    end = await indexed(workspace_client)
    if end is not None:
        assert end["message"] == "3 specs indexed"
        kinds = [value["kind"] for value in indexing_progress(workspace_client)]
        assert kinds[0] == "begin" and kinds[-1] == "end" and kinds.count("end") == 1, kinds
    await symbols(workspace_client, "")  # a round trip: the registration, if any, came before its answer
    registrations = [(r.method, r.register_options["watchers"][0]["globPattern"]) for r in workspace_client.registrations]
    if workspace_client.registers_watched_files:
        assert registrations == [("workspace/didChangeWatchedFiles", "**/*.design.{json,jsonc}")]
    else:
        assert registrations == []


async def test_workspace_symbols_cover_specs_that_are_not_open(workspace_client: LanguageClient):
    await indexed(workspace_client)
    assert await symbols(workspace_client, "") == {
        "brand": "tokens.design.jsonc", "heading": "tokens.design.jsonc",
        "cart": "cart.design.jsonc", "profile": "profile.design.json",
    }
    found = await workspace_client.workspace_symbol_async(types.WorkspaceSymbolParams(query="brand"))
    assert [(s.name, s.container_name, s.location.range.start) for s in found] == [
        ("brand", "colors", types.Position(line=1, character=14)),
    ]


async def test_a_spec_created_on_disk_is_indexed_when_the_client_reports_it(workspace_client: LanguageClient):
    await indexed(workspace_client)
    created = workspace_client.root / "features" / "settings.design.json"
    created.write_text('{ "screens": [{ "id": "settings" }] }\n', encoding="utf-8")
    workspace_client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=created.as_uri(), type=types.FileChangeType.Created)]))
    assert await symbols(workspace_client, "settings") == {"settings": "settings.design.json"}


async def test_editing_the_tokens_file_rechecks_the_open_importer(workspace_client: LanguageClient):
    cart = open_spec(workspace_client, "features/cart.design.jsonc")
    first = await wait_for_diagnostics(workspace_client, cart)
    assert "unknown-color" not in [d.code for d in first.diagnostics]
    tokens = open_spec(workspace_client, "tokens.design.jsonc")
    await wait_for_diagnostics(workspace_client, tokens)
    since = len(workspace_client.published)
    workspace_client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=tokens, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text='{ "colors": { "accent": "systemPink" } }')],
    ))
    rechecked = await wait_for_diagnostics(workspace_client, cart, since,
                                           lambda params: "unknown-color" in [d.code for d in params.diagnostics])
    assert rechecked.version == 1, "the importer's text did not change"
