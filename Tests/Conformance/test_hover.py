"""Hover: Markdown for these clients, over the value under the cursor."""

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import encoding_of, fixture_text, open_document, position_of


async def test_hover_on_symbol_is_markdown(client: LanguageClient):
    uri = open_document(client, "recipes.design.json")
    text = fixture_text("recipes.design.json")
    position = position_of(text, "star.fill", encoding_of(client), delta=3)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    )
    assert hover is not None
    assert isinstance(hover.contents, types.MarkupContent)
    formats = client.capabilities.text_document.hover.content_format
    assert hover.contents.kind == types.MarkupKind.Markdown and types.MarkupKind.Markdown in formats
    assert "star.fill" in hover.contents.value
    assert hover.range is not None
    assert hover.range.start.line == position.line
    assert hover.range.start.character <= position.character <= hover.range.end.character
