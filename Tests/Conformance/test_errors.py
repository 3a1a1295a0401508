"""Error replies and cancellation (malformed frames and invalid params: see the Swift end-to-end tests,
since pygls cannot send them)."""

import asyncio

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcMethodNotFound, JsonRpcRequestCancelled
from pytest_lsp import LanguageClient

from conftest import encoding_of, fixture_text, open_document, position_of


async def test_unknown_request_is_method_not_found(client: LanguageClient):
    with pytest.raises(JsonRpcMethodNotFound):
        await client.protocol.send_request_async("designspec/noSuchMethod", {})


async def test_cancelled_request_is_answered_once_and_server_keeps_serving(client: LanguageClient):
    uri = open_document(client, "recipes.design.json")
    text = fixture_text("recipes.design.json")
    position = position_of(text, "star.fill", encoding_of(client), delta=2)
    params = types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    future = client.protocol.send_request(types.TEXT_DOCUMENT_COMPLETION, params, msg_id=4242)
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id=4242))
    try:
        result = await asyncio.wrap_future(future)
        assert isinstance(result, types.CompletionList)  # answered before the cancellation arrived
    except JsonRpcRequestCancelled:
        pass
    hover = await client.text_document_hover_async(types.HoverParams(text_document=params.text_document, position=position))
    assert hover is not None
