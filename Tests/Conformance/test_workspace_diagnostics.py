"""workspace/diagnostic (pull): every spec of the workspace folder, with work-done progress and partial results.

None of the three capability sets declares pull diagnostics (they predate LSP 3.17), so each is tested as it
is (no diagnostic provider: those clients get pushed diagnostics) and with pull diagnostics added, as newer
versions of those editors declare them.
"""

import pathlib
import tempfile

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import BINARY, CLIENTS, SERVER_ENV, encoding_of, make_client, position_of

SPECS = {
    "tokens.design.jsonc": '{ "colors": { "brand": { "light": "#0A5FCC", "dark": "#5AA2FF" } } }',
    "features/cart.design.jsonc": (
        '{ "imports": ["../tokens.design.jsonc", "../missing.design.jsonc"], "platforms": { "iOS": "17.0" },\n'
        '  "screens": [{ "id": "cart", "content": [{ "type": "text", "text": "Total", "color": "brand" }] }] }'
    ),
    "features/about.design.jsonc": (
        '{ "platforms": { "iOS": "17.0" }, "screens": [{ "id": "about", "content": [{ "type": "text", "text": "Hi" }] }] }'
    ),
}


@pytest_lsp.fixture(
    params=CLIENTS,
    config=ClientServerConfig(server_command=[BINARY, "lsp"], server_env=SERVER_ENV, client_factory=make_client),
)
async def pulling_client(request, lsp_client: LanguageClient):
    """A client with the capabilities of `request.param` plus pull diagnostics, its workspace folder holding `SPECS`."""
    with tempfile.TemporaryDirectory() as folder:
        root = pathlib.Path(folder).resolve()
        for relative, text in SPECS.items():
            (root / relative).parent.mkdir(parents=True, exist_ok=True)
            (root / relative).write_text(text, encoding="utf-8")
        capabilities = client_capabilities(request.param)
        capabilities.text_document.diagnostic = types.DiagnosticClientCapabilities(dynamic_registration=False)
        lsp_client.root = root
        lsp_client.init_result = await lsp_client.initialize_session(types.InitializeParams(
            capabilities=capabilities, root_uri=root.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name=root.name)],
        ))
        yield
        await lsp_client.shutdown_session()


def uri_of(client: LanguageClient, relative: str) -> str:
    return (client.root / relative).as_uri()


def by_uri(report: types.WorkspaceDiagnosticReport) -> dict:
    reports = {}
    for item in report.items:
        assert item.uri not in reports, f"{item.uri} reported twice"
        reports[item.uri] = item
    return reports


async def test_clients_that_do_not_pull_are_not_offered_pull_diagnostics(client: LanguageClient):
    assert client.init_result.capabilities.diagnostic_provider is None


async def test_every_spec_is_reported_and_unchanged_ones_say_so(pulling_client: LanguageClient):
    client = pulling_client
    provider = client.init_result.capabilities.diagnostic_provider
    assert provider.workspace_diagnostics and provider.inter_file_dependencies

    about = uri_of(client, "features/about.design.jsonc")
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=about, language_id="jsonc", version=3, text=SPECS["features/about.design.jsonc"])))
    reports = by_uri(await client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[])))
    assert set(reports) == {uri_of(client, relative) for relative in SPECS}
    assert reports[about].version == 3
    assert all(report.version is None for uri, report in reports.items() if uri != about)

    cart_text = SPECS["features/cart.design.jsonc"]
    missing = [d for d in reports[uri_of(client, "features/cart.design.jsonc")].items if d.code == "import/missing-file"]
    assert [d.range.start for d in missing] == [position_of(cart_text, '"../missing', encoding_of(client))]

    previous = [types.PreviousResultId(uri=uri, value=report.result_id) for uri, report in reports.items()]
    again = by_uri(await client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=previous)))
    assert {uri: report.kind for uri, report in again.items()} == {uri: "unchanged" for uri in reports}

    (client.root / "tokens.design.jsonc").write_text('{ "colors": { "accent": "#FF0000" } }', encoding="utf-8")
    after = by_uri(await client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=previous)))
    assert after[uri_of(client, "tokens.design.jsonc")].kind == "full"
    cart = after[uri_of(client, "features/cart.design.jsonc")]
    assert cart.kind == "full", "the cart imports the tokens file"
    assert "unknown-color" in [d.code for d in cart.items], "`brand` is gone from the tokens file"
    assert after[about].kind == "unchanged"


async def test_progress_and_partial_results(pulling_client: LanguageClient):
    client = pulling_client
    since = len(client.progress)
    result = await client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(
        previous_result_ids=[], work_done_token="work", partial_result_token="part"))
    assert len(result.items) == 0, "every report went out as a partial result"
    sent = client.progress[since:]

    partial = [params.value for params in sent if params.token == "part"]
    assert partial and all(set(value) == {"items"} for value in partial)
    uris = [item["uri"] for value in partial for item in value["items"]]
    assert sorted(uris) == sorted(uri_of(client, relative) for relative in SPECS)

    work = [params.value for params in sent if params.token == "work"]
    # One report per step; a step checks a few specs per core of the server's machine.
    reports = work[1:-1]
    assert [value["kind"] for value in work] == ["begin"] + ["report"] * len(reports) + ["end"]
    assert 1 <= len(reports) <= len(SPECS)
    checked = [int(value["message"].split("/")[0]) for value in reports]
    assert checked == sorted(set(checked)) and reports[-1]["message"] == f"{len(SPECS)}/{len(SPECS)} specs"
    assert work[0]["title"] and work[0]["percentage"] == 0
    percentages = [value["percentage"] for value in work[1:-1]]
    assert percentages == sorted(percentages) and percentages[-1] == 100
