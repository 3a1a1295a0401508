"""Completion: plain-text edits that replace a string value's contents, in the negotiated encoding."""

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import encoding_of, fixture_text, open_document, position_of


async def complete_in_symbol(client: LanguageClient):
    uri = open_document(client, "recipes.design.json")
    text = fixture_text("recipes.design.json")
    encoding = encoding_of(client)
    cursor = position_of(text, "star.fill", encoding, delta=6)  # "star.f|ill"
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=cursor)
    )
    return text, encoding, cursor, result


async def test_completion_replaces_the_strings_contents(client: LanguageClient):
    text, encoding, cursor, result = await complete_in_symbol(client)
    assert isinstance(result, types.CompletionList)
    item = next(i for i in result.items if i.label == "star.fill")
    assert item.insert_text_format in (None, types.InsertTextFormat.PlainText)
    assert isinstance(item.text_edit, types.TextEdit)
    assert item.text_edit.new_text == "star.fill"
    contents = position_of(text, "star.fill", encoding)
    assert item.text_edit.range.start == contents
    assert item.text_edit.range.end.line == cursor.line
    assert item.text_edit.range.end.character == contents.character + len("star.fill")


async def test_completion_resolve_fills_documentation(client: LanguageClient):
    _, _, _, result = await complete_in_symbol(client)
    lazy = [i for i in result.items if i.documentation is None and i.data is not None]
    for item in lazy[:3]:
        resolved = await client.completion_item_resolve_async(item)
        assert resolved.label == item.label
        assert resolved.documentation is not None
