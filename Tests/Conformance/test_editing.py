"""Navigation, rename, outline, folding, selection, formatting, inlay hints, semantic tokens and links."""

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import column, encoding_of, fixture_text, open_document, position_of

FIXTURE = "recipes.design.json"


def doc(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


def use_of_brand(client: LanguageClient):
    """The document, its URI and the position inside the use `"color": "brand"`."""
    uri = open_document(client, FIXTURE)
    text = fixture_text(FIXTURE)
    return uri, text, position_of(text, '"color": "brand"', encoding_of(client), delta=12)


async def test_definition_and_references_of_a_color_token(client: LanguageClient):
    uri, text, position = use_of_brand(client)
    result = await client.text_document_definition_async(types.DefinitionParams(text_document=doc(uri), position=position))
    location = result[0] if isinstance(result, list) else result
    assert location.uri == uri
    assert location.range.start == position_of(text, '"brand"', encoding_of(client))
    references = await client.text_document_references_async(
        types.ReferenceParams(text_document=doc(uri), position=position, context=types.ReferenceContext(include_declaration=True))
    )
    assert len(references) == 2


async def test_rename_of_a_color_token(client: LanguageClient):
    uri, _, position = use_of_brand(client)
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(text_document=doc(uri), position=position))
    assert prepared is not None
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=position, new_name="accent"))
    if edit.document_changes:
        edits = [e for change in edit.document_changes for e in change.edits]
    else:
        edits = edit.changes[uri]
    assert sorted(e.new_text for e in edits) == ["accent", "accent"]


async def test_outline_folding_and_selection(client: LanguageClient):
    uri = open_document(client, FIXTURE)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))
    names = []
    pending = list(symbols)
    while pending:  # nested DocumentSymbols or flat SymbolInformation, as the client asked
        symbol = pending.pop()
        names.append(symbol.name)
        pending.extend(getattr(symbol, "children", None) or [])
    assert "colors" in names and "screens" in names and "home" in names
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc(uri)))
    assert any(f.start_line == 0 and f.end_line == 14 for f in folds)
    text = fixture_text(FIXTURE)
    position = position_of(text, "Today", encoding_of(client), delta=2)
    ranges = await client.text_document_selection_range_async(types.SelectionRangeParams(text_document=doc(uri), positions=[position]))
    assert len(ranges) == 1 and ranges[0].parent is not None


def offset_of(text: str, position: types.Position, encoding: str) -> int:
    """The index in `text` of `position` (its column in `encoding` units)."""
    lines = text.split("\n")
    start = sum(len(line) + 1 for line in lines[: position.line])
    line_text = lines[position.line] if position.line < len(lines) else ""
    index = 0
    while index < len(line_text) and column(line_text[:index], encoding) < position.character:
        index += 1
    return start + index


def applying(edits: list[types.TextEdit], text: str, encoding: str) -> str:
    """`text` with `edits` (which never overlap) applied, the last first."""
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = offset_of(text, edit.range.start, encoding), offset_of(text, edit.range.end, encoding)
        text = text[:start] + edit.new_text + text[end:]
    return text


async def test_formatting_answers_small_edits_that_give_the_formatted_text(client: LanguageClient):
    uri = open_document(client, FIXTURE)
    text = fixture_text(FIXTURE)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=doc(uri), options=types.FormattingOptions(tab_size=2, insert_spaces=True))
    )
    assert len(edits) >= 1 and all(isinstance(edit, types.TextEdit) for edit in edits)
    assert all(len(edit.new_text) < len(text) // 2 for edit in edits), "edits of the changed lines, not the whole document"
    formatted = applying(edits, text, encoding_of(client))
    assert '"brand": { "light": "#B25E00", "dark": "#F5A524" }' in formatted


async def test_inlay_hints_tokens_and_links(client: LanguageClient):
    uri = open_document(client, FIXTURE)
    whole = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=15, character=0))
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(text_document=doc(uri), range=whole))
    assert "#B25E00 · dark #F5A524" in [h.label for h in hints]
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc(uri)))
    assert len(tokens.data) > 0 and len(tokens.data) % 5 == 0
    links = await client.text_document_document_link_async(types.DocumentLinkParams(text_document=doc(uri)))
    assert len(links) == 0


async def test_workspace_symbols(client: LanguageClient):
    open_document(client, FIXTURE)
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="home"))
    assert [s.name for s in symbols] == ["home"]


async def test_fix_all_and_every_fix(client: LanguageClient):
    uri = open_document(client, "fixes.design.json")
    whole = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=20, character=0))
    only = await client.text_document_code_action_async(
        types.CodeActionParams(text_document=doc(uri), range=whole, context=types.CodeActionContext(diagnostics=[], only=["source.fixAll"]))
    )
    assert [a.kind for a in only] == ["source.fixAll.designspec"]
    everything = await client.text_document_code_action_async(
        types.CodeActionParams(text_document=doc(uri), range=whole, context=types.CodeActionContext(diagnostics=[]))
    )
    assert sum(1 for a in everything if a.kind == types.CodeActionKind.QuickFix) >= 2


async def test_templates_follow_the_clients_snippet_support(client: LanguageClient):
    text = '{ "screens": [ { "id": "a", "content": [  ] } ] }'
    uri = open_document(client, "fixes.design.json", text=text)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(uri), position=types.Position(line=0, character=text.index("[  ]") + 2))
    )
    button = next(item for item in result.items if item.label == "New button")
    snippets = client.capabilities.text_document.completion.completion_item.snippet_support
    assert (button.insert_text_format == types.InsertTextFormat.Snippet) == bool(snippets)
    assert ("${1:" in button.text_edit.new_text) == bool(snippets)
