-- Smoke check of EditorConfigs/neovim/designspec-0.11.lua on Debian's Neovim 0.7 (run by .ci/editors.sh).
--
-- Neovim 0.7 has no vim.lsp.config / vim.lsp.enable, so this stands in recording doubles for those two
-- and checks what the shipped file registers: the command, filetypes, root markers and settings, and
-- that its vim.filetype.add pattern gives *.design.json / *.design.jsonc the filetype designspec
-- (filetype.lua detection, the default since 0.8; .ci/editors.sh turns it on for 0.7 with
-- `--cmd 'let g:do_filetype_lua = 1 | let g:did_load_filetypes = 0'`). It cannot show that Neovim
-- 0.11 starts the server; that stays untested here.

local failures = 0
local function check(ok, what)
  io.stdout:write((ok and 'ok   ' or 'FAIL ') .. what .. '\n')
  if not ok then
    failures = failures + 1
  end
end

local configured, enabled = {}, {}
vim.lsp.config = function(name, config)
  configured[name] = config
end
vim.lsp.enable = function(name)
  table.insert(enabled, name)
end
vim.g.designspec = { rules = { ['min-touch-target'] = 'warning' } }
vim.env.DESIGNSPEC_PATH = '/opt/designspec/bin/designspec'

local ok, err = pcall(dofile, 'EditorConfigs/neovim/designspec-0.11.lua')
check(ok, 'designspec-0.11.lua runs' .. (ok and '' or (': ' .. tostring(err))))
local config = configured.designspec or {}
check(vim.deep_equal(config.cmd, { '/opt/designspec/bin/designspec', 'lsp' }),
  'cmd is { $DESIGNSPEC_PATH, "lsp" }: ' .. vim.inspect(config.cmd))
check(vim.deep_equal(config.filetypes, { 'designspec' }), 'filetypes: ' .. vim.inspect(config.filetypes))
check(vim.deep_equal(config.root_markers, { '.git' }), 'root_markers: ' .. vim.inspect(config.root_markers))
local expected = { designspec = { rules = { ['min-touch-target'] = 'warning' } } }
check(vim.deep_equal(config.settings, expected), 'settings carry vim.g.designspec: ' .. vim.inspect(config.settings, { newline = ' ', indent = '' }))
check(vim.deep_equal(config.init_options, expected), 'init_options carry vim.g.designspec')
check(vim.deep_equal(enabled, { 'designspec' }), 'vim.lsp.enable("designspec") called')
for _, name in ipairs({ 'Tests/Editors/fixtures/probe.design.jsonc', 'Examples/recipes.design.jsonc' }) do
  vim.cmd('edit ' .. name)
  check(vim.bo.filetype == 'designspec', name .. ' opens with filetype designspec (got ' .. vim.bo.filetype .. ')')
end
vim.cmd('enew')
vim.cmd('file plain.json')
vim.cmd('filetype detect')
check(vim.bo.filetype == 'json', 'plain.json keeps filetype json (got ' .. vim.bo.filetype .. ')')

io.stdout:write(string.format('neovim 0.11 config smoke check: %s\n', failures == 0 and 'all checks passed' or (failures .. ' failed')))
vim.cmd(failures == 0 and 'qa!' or 'cq 3')
