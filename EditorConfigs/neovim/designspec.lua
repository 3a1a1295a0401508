-- designspec language server for Neovim 0.7 – 0.10 (no plugins needed).
--
-- Install: copy this file to ~/.config/nvim/plugin/designspec.lua (or `:luafile` it from your init).
-- Neovim 0.11 and later: use designspec-0.11.lua instead.
--
-- Options (set them in init.lua; this file reads them when a spec is opened):
--   vim.g.designspec_path  path of the `designspec` binary; else $DESIGNSPEC_PATH; else `designspec` on PATH
--   vim.g.designspec       settings sent to the server, e.g.
--     vim.g.designspec = {
--       rules = { ["min-touch-target"] = "warning" },  -- off | hint | information | warning | error
--       defaultPlatforms = { iOS = "17.0" },            -- when a spec has no "platforms"
--       diagnosticsDebounceMs = 150,
--     }
--
--   vim.g.designspec_root      the workspace root, when the markers below do not find the one you want
--   vim.g.designspec_keymaps  false to skip the keymaps below
--   vim.g.designspec_open      the command :DesignSpecPreview opens the page with, as a list, e.g. { 'firefox' };
--                              default vim.ui.open (0.10+), else `open` on macOS and `xdg-open` elsewhere
--
-- Files named *.design.json and *.design.jsonc get the filetype `designspec` (JSONC highlighting),
-- which is also the languageId the server sees. Those buffers indent with two spaces (expandtab,
-- shiftwidth=2: the formatting options Neovim sends, so formatting matches `designspec format`), the omnifunc is the server's
-- completion (i_CTRL-X_CTRL-O), '.' is a keyword character (so dotted SF Symbol names such as
-- cart.badge.plus complete as one word), and these keymaps are set where you have none of your own:
--   K hover · gd definition · gD declaration · gr references · <space>rn rename
--   <space>ca code action · <space>f format · ]d / [d next / previous diagnostic

local patterns = { '*.design.json', '*.design.jsonc' }
local group = vim.api.nvim_create_augroup('designspec', { clear = true })

-- Filetype detection. Neovim 0.8+ matches with vim.filetype; 0.7 (filetype.vim) uses the autocommand.
if vim.filetype and vim.filetype.add then
  vim.filetype.add({ pattern = { ['.*%.design%.jsonc?'] = 'designspec' } })
end
vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
  group = group,
  pattern = patterns,
  callback = function(args)
    if vim.bo[args.buf].filetype ~= 'designspec' then
      vim.bo[args.buf].filetype = 'designspec'
    end
  end,
})

-- One server per project root.
local clients = {}

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
  local scan = vim.loop.fs_scandir(dir)
  while scan do
    local name = vim.loop.fs_scandir_next(scan)
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

local function settings()
  return { designspec = vim.g.designspec or vim.empty_dict() }
end

local function start(buf)
  local path = vim.api.nvim_buf_get_name(buf)
  if path == '' then
    return
  end
  local root = root_dir(path)
  local id = clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    local binary = vim.g.designspec_path or vim.env.DESIGNSPEC_PATH or 'designspec'
    if vim.fn.executable(binary) ~= 1 then
      vim.notify('designspec: `' .. binary .. '` not found; set vim.g.designspec_path or $DESIGNSPEC_PATH',
        vim.log.levels.WARN)
      return
    end
    id = vim.lsp.start_client({
      name = 'designspec',
      cmd = { binary, 'lsp' },
      root_dir = root,
      workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
      init_options = settings(),
      settings = settings(),
      handlers = {
        -- Neovim before 0.8 drops the error of a refused rename without a word: show the server's reason.
        ['textDocument/rename'] = function(err, result, ctx, config)
          if err then
            vim.notify('designspec: ' .. tostring(err.message or err), vim.log.levels.WARN)
            return
          end
          return vim.lsp.handlers['textDocument/rename'](err, result, ctx, config)
        end,
      },
      on_init = function(client)
        -- Neovim before 0.8 does not send `settings` by itself.
        client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
      end,
      on_exit = function()
        clients[root] = nil
      end,
    })
    if id == nil then
      return
    end
    clients[root] = id
  end
  vim.lsp.buf_attach_client(buf, id)
end

-- The usual LSP keymaps, buffer-local, each only where the user has no mapping of that key.
local function set_keymaps(buf)
  local format = vim.lsp.buf.format or vim.lsp.buf.formatting -- 0.8+ / 0.7
  local maps = {
    { 'K', vim.lsp.buf.hover, 'hover' },
    { 'gd', vim.lsp.buf.definition, 'definition' },
    { 'gD', vim.lsp.buf.declaration, 'declaration' },
    { 'gr', vim.lsp.buf.references, 'references' },
    { '<space>rn', vim.lsp.buf.rename, 'rename' },
    { '<space>ca', vim.lsp.buf.code_action, 'code action' },
    { '<space>f', function() format({ async = true }) end, 'format' },
    { ']d', vim.diagnostic.goto_next, 'next diagnostic' },
    { '[d', vim.diagnostic.goto_prev, 'previous diagnostic' },
  }
  for _, map in ipairs(maps) do
    if vim.fn.maparg(map[1], 'n') == '' then
      vim.keymap.set('n', map[1], map[2], { buffer = buf, desc = 'designspec: ' .. map[3] })
    end
  end
end

vim.api.nvim_create_autocmd('FileType', {
  group = group,
  pattern = 'designspec',
  callback = function(args)
    -- JSONC highlighting where the runtime has it (0.8+); JavaScript's accepts comments on 0.7.
    local jsonc = vim.fn.globpath(vim.o.runtimepath, 'syntax/jsonc.vim') ~= ''
    vim.bo[args.buf].syntax = jsonc and 'jsonc' or 'javascript'
    vim.bo[args.buf].commentstring = '// %s'
    -- Two-space indentation; Neovim sends shiftwidth and expandtab as the formatting options.
    vim.bo[args.buf].expandtab = true
    vim.bo[args.buf].shiftwidth = 2
    vim.bo[args.buf].softtabstop = 2
    vim.bo[args.buf].omnifunc = 'v:lua.vim.lsp.omnifunc'
    if not vim.bo[args.buf].iskeyword:find('46', 1, true) then
      vim.bo[args.buf].iskeyword = vim.bo[args.buf].iskeyword .. ',46' -- '.'
    end
    if vim.g.designspec_keymaps ~= false then
      set_keymaps(args.buf)
    end
    start(args.buf)
  end,
})

-- Preview: `:DesignSpecPreview` draws this spec's screens with their findings (the server's
-- `designspec.preview` command writes an HTML page to a temporary folder). The server asks Neovim to
-- open it where Neovim handles window/showDocument (0.8+ does not yet); otherwise this opens it with
-- vim.g.designspec_open, else vim.ui.open (0.10+), else `open` (macOS) or `xdg-open`, and says where the
-- page is. Where Neovim declares code lenses (0.8+), the server's "Preview" lenses run the same command
-- (`:lua vim.lsp.codelens.refresh()` shows them, `:lua vim.lsp.codelens.run()` runs the one under the cursor).
local function open_page(uri)
  local command = vim.g.designspec_open
  if command == nil and vim.ui.open then
    vim.ui.open(uri)
  else
    if command == nil then
      command = { vim.fn.has('mac') == 1 and 'open' or 'xdg-open' }
    elseif type(command) == 'string' then
      command = { command }
    end
    if vim.fn.executable(command[1]) == 1 then
      local argv = vim.list_extend(vim.deepcopy(command), { uri })
      vim.fn.jobstart(argv, { detach = true })
    else
      vim.notify('designspec: cannot open the preview: `' .. command[1] .. '` not found; set vim.g.designspec_open',
        vim.log.levels.WARN)
    end
  end
  vim.notify('designspec preview: ' .. uri)
end

vim.api.nvim_create_user_command('DesignSpecPreview', function()
  local buf = vim.api.nvim_get_current_buf()
  local params = { command = 'designspec.preview', arguments = { vim.uri_from_bufnr(buf) } }
  vim.lsp.buf_request(buf, 'workspace/executeCommand', params, function(err, result)
    if err then
      vim.notify('designspec: ' .. err.message, vim.log.levels.ERROR)
    elseif result and not result.shownByServer then
      open_page(result.uri)
    elseif result then
      vim.notify('designspec preview: ' .. result.uri)
    end
  end)
end, { desc = "designspec: draw this spec's screens with their findings and open the page" })
