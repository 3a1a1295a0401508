-- designspec language server for Neovim 0.11 and later (vim.lsp.config / vim.lsp.enable).
--
-- Install: copy this file to ~/.config/nvim/plugin/designspec.lua. Neovim 0.7 – 0.10: use designspec.lua.
--
-- Options (set them in init.lua, which runs before plugin/):
--   vim.g.designspec_path  path of the `designspec` binary; else $DESIGNSPEC_PATH; else `designspec` on PATH
--   vim.g.designspec       settings sent to the server, e.g.
--     vim.g.designspec = {
--       rules = { ["min-touch-target"] = "warning" },  -- off | hint | information | warning | error
--       defaultPlatforms = { iOS = "17.0" },            -- when a spec has no "platforms"
--       diagnosticsDebounceMs = 150,
--     }
-- Later changes: vim.lsp.config('designspec', { settings = { designspec = { ... } } }).

vim.filetype.add({ pattern = { ['.*%.design%.jsonc?'] = 'designspec' } })
-- Highlight with the JSON tree-sitter parser when it is installed, else the jsonc syntax.
pcall(vim.treesitter.language.register, 'json', 'designspec')
vim.api.nvim_create_autocmd('FileType', {
  group = vim.api.nvim_create_augroup('designspec', { clear = true }),
  pattern = 'designspec',
  callback = function(args)
    vim.bo[args.buf].syntax = 'jsonc'
    vim.bo[args.buf].commentstring = '// %s'
  end,
})

local settings = { designspec = vim.g.designspec or vim.empty_dict() }

vim.lsp.config('designspec', {
  cmd = { vim.g.designspec_path or vim.env.DESIGNSPEC_PATH or 'designspec', 'lsp' },
  filetypes = { 'designspec' },
  root_markers = { '.git' },
  init_options = settings,
  settings = settings,
})
vim.lsp.enable('designspec')
