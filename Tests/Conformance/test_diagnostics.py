"""Diagnostics: pushed with the version they belong to, with source, code and HIG link."""

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import fixture_text, open_document, wait_for_diagnostics


async def test_push_diagnostics_with_version_and_code_description(client: LanguageClient):
    uri = open_document(client, "recipes.design.json", version=3)
    published = await wait_for_diagnostics(client, uri)
    assert published.version == 3
    assert published.diagnostics, "a spec without platforms gets at least the information diagnostic"
    for diagnostic in published.diagnostics:
        assert diagnostic.source == "designspec"
        assert isinstance(diagnostic.code, str) and diagnostic.code
    links = [d.code_description.href for d in published.diagnostics if d.code_description is not None]
    assert links and all(href.startswith("https://") for href in links)


async def test_edit_republishes_for_new_version_only(client: LanguageClient):
    uri = open_document(client, "recipes.design.json", version=1)
    await wait_for_diagnostics(client, uri)
    since = len(client.published)
    text = fixture_text("recipes.design.json")
    for version in (2, 3, 4):
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=text + " " * version)],
            )
        )
    await wait_for_diagnostics(client, uri, since, lambda params: params.version == 4)
    versions = [params.version for params in client.published[since:] if params.uri == uri]
    assert versions == sorted(versions) and set(versions) <= {2, 3, 4}, versions


async def test_rule_can_be_switched_off_by_settings(client: LanguageClient):
    uri = open_document(client, "recipes.design.json")
    published = await wait_for_diagnostics(client, uri)
    since = len(client.published)
    rule = next(d.code for d in published.diagnostics if not str(d.code).startswith("syntax"))
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"designspec": {"rules": {rule: "off"}}})
    )
    republished = await wait_for_diagnostics(client, uri, since)
    assert rule not in [d.code for d in republished.diagnostics]


async def test_close_clears_diagnostics(client: LanguageClient):
    uri = open_document(client, "recipes.design.json")
    await wait_for_diagnostics(client, uri)
    since = len(client.published)
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    cleared = await wait_for_diagnostics(client, uri, since)
    assert len(cleared.diagnostics) == 0


async def test_settings_are_pulled_from_clients_that_answer_configuration(client: LanguageClient):
    uri = open_document(client, "recipes.design.json")
    published = await wait_for_diagnostics(client, uri)
    rule = next(d.code for d in published.diagnostics if not str(d.code).startswith("syntax"))
    client.set_configuration({"rules": {rule: "off"}}, section="designspec")
    since = len(client.published)
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    answers = bool(client.capabilities.workspace and client.capabilities.workspace.configuration)
    if answers:
        republished = await wait_for_diagnostics(client, uri, since)
        assert rule not in [d.code for d in republished.diagnostics]
    else:
        # A client that cannot answer is not asked; its (empty) settings leave the rule on.
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixture_text("recipes.design.json"))],
            )
        )
        republished = await wait_for_diagnostics(client, uri, since, lambda params: params.version == 2)
        assert rule in [d.code for d in republished.diagnostics]
