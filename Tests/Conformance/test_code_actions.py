"""Quick fixes from the engine's suggested fixes, and document colors."""

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import encoding_of, fixture_text, open_document, position_of, wait_for_diagnostics


async def test_quick_fix_replaces_renamed_symbol(client: LanguageClient):
    uri = open_document(client, "fixes.design.json")
    text = fixture_text("fixes.design.json")
    encoding = encoding_of(client)
    published = await wait_for_diagnostics(client, uri)
    renamed = [d for d in published.diagnostics if d.code == "sf-symbol-renamed"]
    assert len(renamed) == 1
    start = position_of(text, '"a.magnify"', encoding)
    assert renamed[0].range.start == start
    assert renamed[0].tags is not None and types.DiagnosticTag.Deprecated in renamed[0].tags
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=renamed[0].range,
            context=types.CodeActionContext(diagnostics=renamed),
        )
    )
    fixes = [a for a in actions if isinstance(a, types.CodeAction) and a.kind == types.CodeActionKind.QuickFix]
    assert fixes, actions
    edits = fixes[0].edit.changes[uri]
    assert len(edits) == 1
    assert edits[0].range == renamed[0].range
    assert edits[0].new_text == '"character.magnify"'


async def test_document_colors_and_presentation(client: LanguageClient):
    uri = open_document(client, "fixes.design.json")
    text = fixture_text("fixes.design.json")
    colors = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    red = [c for c in colors if c.range.start == position_of(text, '"#FF0000"', encoding_of(client))]
    assert len(red) == 1
    assert (red[0].color.red, red[0].color.green, red[0].color.blue, red[0].color.alpha) == (1, 0, 0, 1)
    presentations = await client.text_document_color_presentation_async(
        types.ColorPresentationParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            color=types.Color(red=0.0, green=0.5, blue=1.0, alpha=1.0),
            range=red[0].range,
        )
    )
    assert presentations[0].label == "#0080FF"
    assert presentations[0].text_edit.new_text == '"#0080FF"'
