//! Starts `designspec lsp` for Design Spec files and hands it the user's `lsp.designspec` settings.
//!
//! Binary: `lsp.designspec.binary.path` in Zed's settings, else `designspec` on the worktree's PATH.
//! Settings: `lsp.designspec.settings` (`rules`, `defaultPlatforms`, `diagnosticsDebounceMs`) are sent
//! as initializationOptions, with workspace/didChangeConfiguration and for workspace/configuration.

use zed_extension_api::{self as zed, serde_json, settings::LspSettings, LanguageServerId, Result};

struct DesignSpecExtension;

/// The user's `lsp.designspec.settings` under the section name the server reads.
fn designspec_settings(id: &LanguageServerId, worktree: &zed::Worktree) -> serde_json::Value {
    let settings = LspSettings::for_worktree(id.as_ref(), worktree)
        .ok()
        .and_then(|lsp| lsp.settings)
        .unwrap_or_else(|| serde_json::json!({}));
    serde_json::json!({ "designspec": settings })
}

impl zed::Extension for DesignSpecExtension {
    fn new() -> Self {
        DesignSpecExtension
    }

    fn language_server_command(&mut self, id: &LanguageServerId, worktree: &zed::Worktree) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(id.as_ref(), worktree).ok().and_then(|lsp| lsp.binary);
        let configured = binary.as_ref().and_then(|binary| binary.path.clone());
        let command = match configured {
            Some(path) => path,
            None => worktree.which("designspec").ok_or_else(|| {
                "`designspec` not found on PATH; set lsp.designspec.binary.path in Zed's settings".to_string()
            })?,
        };
        let args = binary.and_then(|binary| binary.arguments).unwrap_or_else(|| vec!["lsp".to_string()]);
        Ok(zed::Command { command, args, env: worktree.shell_env() })
    }

    fn language_server_initialization_options(
        &mut self,
        id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(Some(designspec_settings(id, worktree)))
    }

    fn language_server_workspace_configuration(
        &mut self,
        id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(Some(designspec_settings(id, worktree)))
    }
}

zed::register_extension!(DesignSpecExtension);
