// The designspec VS Code client: starts `designspec lsp` for design spec files and passes it the
// `designspec.*` settings (as initializationOptions, with workspace/didChangeConfiguration on every
// change, and in answer to workspace/configuration).
'use strict';
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

/** @type {LanguageClient | undefined} */
let client;

/** The settings object the server reads: rules, defaultPlatforms, diagnosticsDebounceMs. */
function serverSettings() {
  const config = vscode.workspace.getConfiguration('designspec');
  return {
    designspec: {
      rules: config.get('rules', {}),
      defaultPlatforms: config.get('defaultPlatforms', {}),
      diagnosticsDebounceMs: config.get('diagnosticsDebounceMs', 150),
    },
  };
}

function serverPath() {
  return vscode.workspace.getConfiguration('designspec').get('server.path') || 'designspec';
}

async function startClient() {
  // No `transport` here: with TransportKind.stdio the client would append `--stdio` to the arguments.
  const serverOptions = { command: serverPath(), args: ['lsp'] };
  const clientOptions = {
    documentSelector: [
      { language: 'designspec' },
      // Also when a user maps the files to json/jsonc (e.g. for the JSON Schema).
      { language: 'json', pattern: '**/*.design.json' },
      { language: 'jsonc', pattern: '**/*.design.{json,jsonc}' },
    ],
    synchronize: { configurationSection: 'designspec' },
    initializationOptions: serverSettings,
  };
  client = new LanguageClient('designspec', 'designspec', serverOptions, clientOptions);
  try {
    await client.start();
  } catch (error) {
    client = undefined;
    vscode.window.showErrorMessage(
      `designspec: could not start "${serverPath()} lsp" (${error && error.message ? error.message : error}). ` +
        'Set "designspec.server.path" to the binary.'
    );
  }
}

/**
 * "designspec: Preview Screens": runs the server's `designspec.preview` on the active spec. The server
 * writes the page and asks VS Code to open it in the browser (window/showDocument, external); the
 * "Preview" code lens on each screen runs the same server command directly.
 */
async function previewActiveFile() {
  const editor = vscode.window.activeTextEditor;
  if (!client || !editor) {
    vscode.window.showWarningMessage('designspec: open a design spec to preview it');
    return;
  }
  const result = await client.sendRequest('workspace/executeCommand', {
    command: 'designspec.preview',
    arguments: [editor.document.uri.toString()],
  });
  if (result && !result.shownByServer) {
    await vscode.env.openExternal(vscode.Uri.parse(result.uri));
  }
}

async function activate(context) {
  context.subscriptions.push(vscode.commands.registerCommand('designspec.previewActiveFile', previewActiveFile));
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration('designspec.server.path')) {
        if (client) await client.stop();
        await startClient();
      }
    })
  );
  await startClient();
}

async function deactivate() {
  if (client) await client.stop();
}

module.exports = { activate, deactivate };
