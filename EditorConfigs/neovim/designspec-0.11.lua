-- designspec language server for Neovim 0.11 and later (vim.lsp.config / vim.lsp.enable).
--
-- Install: copy this file to ~/.config/nvim/plugin/designspec.lua. Neovim 0.7 – 0.10: use designspec.lua.
--
-- Options (set them in init.lua, which runs before plugin/):
--   vim.g.designspec_path  path of the `designspec` binary; else $DESIGNSPEC_PATH; else `designspec` on PATH
--   vim.g.designspec_root  the workspace root, when the markers below do not find the one you want
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
    -- Two-space indentation; Neovim sends shiftwidth and expandtab as the formatting options.
    vim.bo[args.buf].expandtab = true
    vim.bo[args.buf].shiftwidth = 2
    vim.bo[args.buf].softtabstop = 2
  end,
})

-- The workspace root (imports, renames and the repository configuration stay inside it): the nearest
-- folder above the file holding .designspec.json(c); else the nearest holding .git; else the nearest
-- holding Package.swift, an .xcodeproj or an .xcworkspace; else the file's folder. vim.g.designspec_root
-- (a folder) sets it by hand.
local root_markers = {
  { '^%.designspec%.jsonc?$' },
  { '^%.git$' },
  { '^Package%.swift$', '%.xcodeproj$', '%.xcworkspace$' },
}

local function holds_marker(dir, group)
  local uv = vim.uv or vim.loop
  local scan = uv.fs_scandir(dir)
  while scan do
    local name = uv.fs_scandir_next(scan)
    if name == nil then
      return false
    end
    for _, pattern in ipairs(group) do
      if name:find(pattern) then
        return true
      end
    end
  end
  return false
end

local function root_dir(path)
  if type(vim.g.designspec_root) == 'string' and vim.g.designspec_root ~= '' then
    return (vim.fn.fnamemodify(vim.fn.expand(vim.g.designspec_root), ':p'):gsub('(.)/$', '%1'))
  end
  local start = vim.fn.fnamemodify(path, ':p:h')
  for _, group in ipairs(root_markers) do
    local dir = start
    while true do
      if holds_marker(dir, group) then
        return dir
      end
      local parent = vim.fn.fnamemodify(dir, ':h')
      if parent == dir then
        break
      end
      dir = parent
    end
  end
  return start
end

local settings = { designspec = vim.g.designspec or vim.empty_dict() }

vim.lsp.config('designspec', {
  cmd = { vim.g.designspec_path or vim.env.DESIGNSPEC_PATH or 'designspec', 'lsp' },
  filetypes = { 'designspec' },
  root_dir = function(bufnr, on_dir)
    on_dir(root_dir(vim.api.nvim_buf_get_name(bufnr)))
  end,
  init_options = settings,
  settings = settings,
})
vim.lsp.enable('designspec')

-- Preview: `:DesignSpecPreview` draws this spec's screens with their findings (the server's
-- `designspec.preview` command writes an HTML page to a temporary folder). The server asks Neovim to
-- open it where Neovim handles window/showDocument; otherwise the page is opened with
-- vim.g.designspec_open (a command as a list, e.g. { 'firefox' }) or vim.ui.open, and its URI is shown. The server's "Preview" code lenses run the same command
-- (`:lua vim.lsp.codelens.refresh()` shows them, `:lua vim.lsp.codelens.run()` runs the one under the cursor).
vim.api.nvim_create_user_command('DesignSpecPreview', function()
  local buf = vim.api.nvim_get_current_buf()
  local params = { command = 'designspec.preview', arguments = { vim.uri_from_bufnr(buf) } }
  vim.lsp.buf_request(buf, 'workspace/executeCommand', params, function(err, result)
    if err then
      vim.notify('designspec: ' .. err.message, vim.log.levels.ERROR)
    elseif result then
      if not result.shownByServer then
        if vim.g.designspec_open then
          local command = type(vim.g.designspec_open) == 'string' and { vim.g.designspec_open } or vim.deepcopy(vim.g.designspec_open)
          vim.system(vim.list_extend(command, { result.uri }), { detach = true })
        else
          vim.ui.open(result.uri)
        end
      end
      vim.notify('designspec preview: ' .. result.uri)
    end
  end)
end, { desc = "designspec: draw this spec's screens with their findings and open the page" })
