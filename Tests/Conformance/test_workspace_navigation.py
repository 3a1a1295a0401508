"""Definition, references and rename across the specs of a workspace folder (fixtures/workspace/navigation):
`cart` and `home` use the tokens file's `brand`; `own` defines its own `brand` and is left alone."""

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import BINARY, CLIENTS, FIXTURES, SERVER_ENV, column, encoding_of, fixture_text, fixture_uri, make_client, open_document, position_of, wait_for_diagnostics

FOLDER = "workspace/navigation"
TOKENS = f"{FOLDER}/tokens.design.jsonc"
CART = f"{FOLDER}/features/cart.design.jsonc"
HOME = f"{FOLDER}/features/home.design.jsonc"
OWN = f"{FOLDER}/features/own.design.jsonc"


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(server_command=[BINARY, "lsp"], server_env=SERVER_ENV, client_factory=make_client),
)
async def workspace_client(request, lsp_client: LanguageClient):
    """A client with the capabilities of `request.param` and the navigation folder open as its workspace."""
    folder = (FIXTURES / FOLDER).resolve().as_uri()
    params = types.InitializeParams(
        capabilities=client_capabilities(request.param),
        root_uri=folder,
        workspace_folders=[types.WorkspaceFolder(uri=folder, name="navigation")],
    )
    lsp_client.init_result = await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


def doc(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


def brand_in_cart(client: LanguageClient):
    """Opens the cart spec; its URI and the position inside its use `"color": "brand"`."""
    uri = open_document(client, CART)
    return uri, position_of(fixture_text(CART), '"color": "brand"', encoding_of(client), delta=12)


def starts_of_brand(client: LanguageClient, name: str) -> list[tuple[str, types.Position]]:
    """Where each `"brand"` string of fixture `name` starts."""
    text, encoding = fixture_text(name), encoding_of(client)
    result, offset = [], text.find('"brand"')
    while offset >= 0:
        before = text[:offset]
        line_text = before.rsplit("\n", 1)[-1]
        result.append((fixture_uri(name), types.Position(line=before.count("\n"), character=column(line_text, encoding))))
        offset = text.find('"brand"', offset + 1)
    return result


def apply(text: str, edits: list[types.TextEdit], encoding: str) -> str:
    """`text` with `edits` applied (positions in `encoding` units)."""
    lines = text.split("\n")

    def offset(position: types.Position) -> int:
        line = lines[position.line]
        characters, units = 0, 0
        while units < position.character:
            character = line[characters]
            units += len(character.encode("utf-8")) if encoding == "utf-8" else (1 if encoding == "utf-32" else len(character.encode("utf-16-le")) // 2)
            characters += 1
        return sum(len(l) + 1 for l in lines[: position.line]) + characters

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = offset(edit.range.start), offset(edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text


async def test_imports_resolve_in_the_workspace_folder(workspace_client: LanguageClient):
    uri, _ = brand_in_cart(workspace_client)
    published = await wait_for_diagnostics(workspace_client, uri)
    assert [d.code for d in published.diagnostics if d.code in ("unknown-color", "unknown-text-style")] == []


async def test_definition_of_an_imported_token_is_in_the_tokens_file(workspace_client: LanguageClient):
    uri, position = brand_in_cart(workspace_client)
    result = await workspace_client.text_document_definition_async(types.DefinitionParams(text_document=doc(uri), position=position))
    location = result[0] if isinstance(result, list) else result
    assert location.uri == fixture_uri(TOKENS)
    assert location.range.start == position_of(fixture_text(TOKENS), '"brand"', encoding_of(workspace_client))


async def test_references_cover_the_specs_that_see_the_token(workspace_client: LanguageClient):
    uri, position = brand_in_cart(workspace_client)
    references = await workspace_client.text_document_references_async(
        types.ReferenceParams(text_document=doc(uri), position=position, context=types.ReferenceContext(include_declaration=True))
    )
    found = sorted((r.uri, r.range.start.line, r.range.start.character) for r in references)
    expected = sorted((u, p.line, p.character) for name in (TOKENS, CART, HOME) for u, p in starts_of_brand(workspace_client, name))
    assert found == expected
    assert fixture_uri(OWN) not in {r.uri for r in references}


async def test_rename_edits_every_spec_that_sees_the_token(workspace_client: LanguageClient):
    uri, position = brand_in_cart(workspace_client)
    edit = await workspace_client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=position, new_name="primary"))
    if edit.document_changes:
        versions = {change.text_document.uri: change.text_document.version for change in edit.document_changes}
        assert versions == {fixture_uri(CART): 1, fixture_uri(TOKENS): None, fixture_uri(HOME): None}
        edits = {change.text_document.uri: change.edits for change in edit.document_changes}
    else:
        edits = edit.changes
    assert set(edits) == {fixture_uri(CART), fixture_uri(TOKENS), fixture_uri(HOME)}
    for name in (TOKENS, CART, HOME):
        renamed = apply(fixture_text(name), edits[fixture_uri(name)], encoding_of(workspace_client))
        assert renamed == fixture_text(name).replace('"brand"', '"primary"')


async def test_a_rename_to_a_name_another_spec_sees_is_refused(workspace_client: LanguageClient):
    uri, position = brand_in_cart(workspace_client)
    with pytest.raises(JsonRpcException) as refused:
        await workspace_client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=position, new_name="accent"))
    assert "accent" in str(refused.value)


async def test_hover_and_completion_of_an_imported_token_name_its_file(workspace_client: LanguageClient):
    uri, position = brand_in_cart(workspace_client)
    hover = await workspace_client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=position))
    contents = hover.contents.value if isinstance(hover.contents, types.MarkupContent) else str(hover.contents)
    assert "defined in tokens.design.jsonc:3" in contents
    inside = position_of(fixture_text(CART), '"background": "brand"', encoding_of(workspace_client), delta=17)
    completion = await workspace_client.text_document_completion_async(types.CompletionParams(text_document=doc(uri), position=inside))
    items = completion.items if isinstance(completion, types.CompletionList) else completion
    brand = next(item for item in items if item.label == "brand")
    assert brand.detail.startswith("Token from tokens.design.jsonc: ")
    assert "heading" not in [item.label for item in items], "a color slot offers no type tokens"
