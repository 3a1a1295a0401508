"""Static checks of the editor configurations CI cannot run (run by .ci/editors.sh).

Parses every JSON/TOML/XML configuration, and checks that the VS Code extension's settings, the Helix,
Kate, Sublime and Zed settings use exactly the keys the server reads (rules, defaultPlatforms,
diagnosticsDebounceMs) and the same file patterns. Prints one line per check; exits 1 on a failure.
"""
import json
import re
import sys
import tomllib
import xml.dom.minidom
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONFIGS = ROOT / "EditorConfigs"
SERVER_KEYS = {"rules", "defaultPlatforms", "legacy", "strict", "diagnosticsDebounceMs"}
SEVERITIES = ["off", "hint", "information", "warning", "error"]
PATTERNS = ["*.design.json", "*.design.jsonc"]
failures = 0


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures += 1


def jsonc(path):
    """JSON with // comments (outside strings) and trailing commas, as Sublime and Zed accept."""
    text = path.read_text()
    out, in_string, i = [], False, 0
    while i < len(text):
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\":
                out.append(text[i + 1])
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
            out.append(c)
        elif text.startswith("//", i):
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        else:
            out.append(c)
        i += 1
    return json.loads(re.sub(r",(\s*[}\]])", r"\1", "".join(out)))


package = json.loads((CONFIGS / "vscode/package.json").read_text())
contributes = package["contributes"]
language = contributes["languages"][0]
check(language["id"] == "designspec" and language["filenamePatterns"] == PATTERNS,
      "vscode: language designspec for " + ", ".join(language["filenamePatterns"]))
check(contributes["jsonValidation"][0]["fileMatch"] == PATTERNS
      and contributes["jsonValidation"][0]["url"] == "./design-spec.schema.json",
      "vscode: jsonValidation maps both patterns to the copied schema")
properties = contributes["configuration"]["properties"]
check({key.split(".", 1)[1] for key in properties} == SERVER_KEYS | {"server.path"},
      "vscode: settings are server.path plus " + ", ".join(sorted(SERVER_KEYS)))
check(properties["designspec.rules"]["additionalProperties"]["enum"] == SEVERITIES,
      "vscode: rule severities " + "|".join(SEVERITIES))
for name in ["language-configuration.json", "designspec.tmLanguage.json"]:
    json.loads((CONFIGS / "vscode" / name).read_text())
    check(True, f"vscode: {name} parses")
check((CONFIGS / "vscode" / package["main"]).is_file(), "vscode: main " + package["main"] + " exists")
check((ROOT / "Schemas/design-spec.schema.json").is_file(), "vscode: scripts/copy-schema.js has Schemas/design-spec.schema.json to copy")

helix = tomllib.loads((CONFIGS / "helix/languages.toml").read_text())
server = helix["language-server"]["designspec"]
check(server["command"] == "designspec" and server["args"] == ["lsp"], "helix: designspec lsp")
check(set(server["config"]["designspec"]) <= SERVER_KEYS, "helix: config keys are server settings")
check([t["glob"] for t in helix["language"][0]["file-types"]] == PATTERNS, "helix: file-types")

kate = json.loads((CONFIGS / "kate/lspclient-settings.json").read_text())["servers"]["designspec"]
check(kate["command"] == ["designspec", "lsp"], "kate: designspec lsp")
check(set(kate["settings"]["designspec"]) == SERVER_KEYS and set(kate["initializationOptions"]["designspec"]) == SERVER_KEYS,
      "kate: settings and initializationOptions keys")
syntax = xml.dom.minidom.parse(str(CONFIGS / "kate/designspec.xml")).documentElement
check(syntax.getAttribute("name") == "Design Spec" and re.fullmatch(kate["highlightingModeRegex"], "Design Spec") is not None
      and syntax.getAttribute("extensions") == ";".join(PATTERNS), "kate: highlighting mode matches highlightingModeRegex")

sublime = jsonc(CONFIGS / "sublime/LSP.sublime-settings")["clients"]["designspec"]
check(sublime["command"] == ["designspec", "lsp"] and set(sublime["settings"]["designspec"]) == SERVER_KEYS,
      "sublime: designspec lsp with the server settings")
syntax_text = (CONFIGS / "sublime/DesignSpec.sublime-syntax").read_text()
check(f"scope: {sublime['selector']}\n" in syntax_text, "sublime: the syntax's scope is the client's selector")

zed = jsonc(CONFIGS / "zed/settings.json")
check(zed["file_types"]["Design Spec"] == PATTERNS and set(zed["lsp"]["designspec"]["settings"]) == SERVER_KEYS,
      "zed: file_types and lsp.designspec.settings")
extension = tomllib.loads((CONFIGS / "zed/extension.toml").read_text())
check(extension["language_servers"]["designspec"]["languages"] == ["Design Spec"]
      and tomllib.loads((CONFIGS / "zed/languages/designspec/config.toml").read_text())["name"] == "Design Spec",
      "zed: extension serves the language Design Spec")

schema_settings = jsonc(CONFIGS / "json-schema/vscode-settings.json")
check(schema_settings["json.schemas"][0]["fileMatch"] == PATTERNS, "json-schema: json.schemas fileMatch")

print(f"static checks: {'all passed' if failures == 0 else str(failures) + ' failed'}")
sys.exit(1 if failures else 0)
