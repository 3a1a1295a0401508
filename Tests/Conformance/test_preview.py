"""The preview: a "Preview" code lens per screen and the designspec.preview command."""

import json
import pathlib
from urllib.parse import unquote, urlparse

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import fixture_text, open_document


def page_path(uri: str) -> pathlib.Path:
    parsed = urlparse(uri)
    assert parsed.scheme == "file", uri
    return pathlib.Path(unquote(parsed.path))


async def test_code_lens_on_each_screen(client: LanguageClient):
    capabilities = client.init_result.capabilities
    assert list(capabilities.execute_command_provider.commands) == ["designspec.preview"]
    text_document = client.capabilities.text_document
    if text_document is None or text_document.code_lens is None:
        assert capabilities.code_lens_provider is None
        return
    uri = open_document(client, "recipes.design.json")
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    screens = len(json.loads(fixture_text("recipes.design.json"))["screens"])
    assert len(lenses) == screens > 0
    for lens in lenses:
        assert lens.command.title == "Preview"
        assert lens.command.command == "designspec.preview"
        assert lens.command.arguments[0] == uri


async def test_preview_command_writes_the_page_and_shows_it(client: LanguageClient):
    uri = open_document(client, "recipes.design.json")
    answer = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="designspec.preview", arguments=[uri])
    )
    page = page_path(answer["uri"])
    html = page.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>")
    assert "A wireframe, not a pixel-perfect render." in html
    window = client.capabilities.window
    supports_show = window is not None and window.show_document is not None and window.show_document.support
    assert answer["shownByServer"] == bool(supports_show)
    if supports_show:
        assert [(shown.uri, shown.external) for shown in client.shown_documents] == [(answer["uri"], True)]
    else:
        assert client.shown_documents == []

    again = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="designspec.preview", arguments=[uri])
    )
    assert again["uri"] == answer["uri"], "running again refreshes the same page"


async def test_unknown_command_is_an_error(client: LanguageClient):
    try:
        await client.workspace_execute_command_async(types.ExecuteCommandParams(command="designspec.nope", arguments=[]))
    except Exception as error:  # pygls raises the JSON-RPC error
        assert "-32602" in str(error) or "unknown command" in str(error)
    else:
        raise AssertionError("designspec.nope should be rejected")
