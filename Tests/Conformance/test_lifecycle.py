"""Lifecycle: initialize advertises what is implemented, in the negotiated position encoding."""

from lsprotocol import types
from pytest_lsp import LanguageClient


async def test_initialize_result(client: LanguageClient):
    result = client.init_result
    capabilities = result.capabilities
    offered = (client.capabilities.general.position_encodings if client.capabilities.general else None) or []
    expected = "utf-8" if "utf-8" in offered else "utf-16"
    assert capabilities.position_encoding == expected
    assert result.server_info is not None and result.server_info.name == "designspec"
    assert capabilities.hover_provider is True
    assert capabilities.completion_provider is not None
    assert capabilities.completion_provider.resolve_provider is True
    sync = capabilities.text_document_sync
    assert sync.open_close is True and sync.change == types.TextDocumentSyncKind.Incremental
    pulls = client.capabilities.text_document.diagnostic is not None
    assert (capabilities.diagnostic_provider is not None) == pulls


async def test_unknown_notification_is_ignored(client: LanguageClient):
    client.protocol.notify("designspec/noSuchNotification", {})
    client.protocol.notify(types.SET_TRACE, types.SetTraceParams(value=types.TraceValue.Verbose))
    result = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri="file:///nowhere/not-open.design.json"),
            position=types.Position(line=0, character=0),
        )
    )
    assert result is None
