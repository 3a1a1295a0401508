"""Tokens from an asset catalog and a DTCG tokens file (fixtures/workspace/token-sources): hover names the
source file, definition opens it, completion offers the names, and the catalog's own findings are published
for the colorset's Contents.json, which the client never opened."""

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import BINARY, CLIENTS, FIXTURES, SERVER_ENV, encoding_of, fixture_text, fixture_uri, make_client, open_document, position_of, wait_for_diagnostics

FOLDER = "workspace/token-sources"
SPEC = f"{FOLDER}/app.design.jsonc"
ACCENT = f"{FOLDER}/App/Assets.xcassets/AccentColor.colorset/Contents.json"
HIGHLIGHT = f"{FOLDER}/App/Assets.xcassets/Highlight.colorset/Contents.json"
TOKENS = f"{FOLDER}/brand.tokens.json"


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(server_command=[BINARY, "lsp"], server_env=SERVER_ENV, client_factory=make_client),
)
async def sources_client(request, lsp_client: LanguageClient):
    """A client with the capabilities of `request.param` and the token-sources folder as its workspace."""
    folder = (FIXTURES / FOLDER).resolve().as_uri()
    params = types.InitializeParams(
        capabilities=client_capabilities(request.param),
        root_uri=folder,
        workspace_folders=[types.WorkspaceFolder(uri=folder, name="token-sources")],
    )
    lsp_client.init_result = await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


def inside(client: LanguageClient, needle: str) -> types.Position:
    """A position inside the string that follows `"color": ` in `needle`."""
    return position_of(fixture_text(SPEC), needle, encoding_of(client), delta=len(needle) - 3)


async def test_the_imported_names_resolve(sources_client: LanguageClient):
    uri = open_document(sources_client, SPEC)
    published = await wait_for_diagnostics(sources_client, uri)
    assert [d.message for d in published.diagnostics if d.code == "unknown-color" and "empty" not in d.message] == []
    assert not [d for d in published.diagnostics if d.code.startswith("import/")]


async def test_hover_names_the_colorset_and_the_tokens_file(sources_client: LanguageClient):
    uri = open_document(sources_client, SPEC)
    document = types.TextDocumentIdentifier(uri=uri)
    accent = await sources_client.text_document_hover_async(
        types.HoverParams(text_document=document, position=inside(sources_client, '"color": "AccentColor"')))
    assert accent is not None and "AccentColor.colorset/Contents.json" in accent.contents.value
    assert "#B25E00" in accent.contents.value and "#F5A524" in accent.contents.value
    brand = await sources_client.text_document_hover_async(
        types.HoverParams(text_document=document, position=inside(sources_client, '"color": "brand.primary"')))
    assert brand is not None and "brand.tokens.json" in brand.contents.value
    assert "Buttons and links." in brand.contents.value


async def test_definition_opens_the_colorset_and_the_token(sources_client: LanguageClient):
    uri = open_document(sources_client, SPEC)
    document = types.TextDocumentIdentifier(uri=uri)
    accent = await sources_client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=inside(sources_client, '"color": "AccentColor"')))
    accent = accent[0] if isinstance(accent, list) else accent
    assert accent.uri == fixture_uri(ACCENT)
    brand = await sources_client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=inside(sources_client, '"color": "brand.primary"')))
    brand = brand[0] if isinstance(brand, list) else brand
    assert brand.uri == fixture_uri(TOKENS)
    assert brand.range.start == position_of(fixture_text(TOKENS), '"primary"', encoding_of(sources_client))


async def test_completion_offers_the_imported_names(sources_client: LanguageClient):
    uri = open_document(sources_client, SPEC)
    position = position_of(fixture_text(SPEC), '"color": ""', encoding_of(sources_client), delta=len('"color": "'))
    result = await sources_client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position))
    items = result.items if isinstance(result, types.CompletionList) else result
    labels = {item.label for item in items}
    assert {"AccentColor", "Highlight", "brand.primary"} <= labels


async def test_the_catalogs_findings_are_published_at_its_files(sources_client: LanguageClient):
    open_document(sources_client, SPEC)
    published = await wait_for_diagnostics(sources_client, fixture_uri(HIGHLIGHT))
    assert [d.code for d in published.diagnostics] == ["custom-color-light-dark-variants"]
    assert not [p for p in sources_client.published if p.uri == fixture_uri(ACCENT) and p.diagnostics]
