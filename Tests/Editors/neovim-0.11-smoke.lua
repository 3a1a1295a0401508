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
-- The root: by markers, most telling first, else the file's folder; vim.g.designspec_root by hand.
local function root_of(path)
  local found
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  config.root_dir(vim.api.nvim_get_current_buf(), function(dir) found = dir end)
  return found
end
local scratch = vim.fn.tempname()
vim.fn.mkdir(scratch .. '/App/App.xcodeproj', 'p')
vim.fn.mkdir(scratch .. '/App/Specs/features', 'p')
local spec = scratch .. '/App/Specs/features/cart.design.jsonc'
vim.fn.writefile({ '{}' }, spec)
check(type(config.root_dir) == 'function', 'root_dir is a function')
if type(config.root_dir) == 'function' then
  check(root_of(spec) == scratch .. '/App', 'an .xcodeproj marks the root: ' .. tostring(root_of(spec)))
  vim.fn.writefile({ '{}' }, scratch .. '/App/Specs/.designspec.json')
  check(root_of(spec) == scratch .. '/App/Specs', '.designspec.json wins over an .xcodeproj: ' .. tostring(root_of(spec)))
  vim.g.designspec_root = scratch
  check(root_of(spec) == scratch, 'vim.g.designspec_root sets it by hand: ' .. tostring(root_of(spec)))
  vim.g.designspec_root = nil
  vim.fn.delete(scratch .. '/App', 'rf')
  vim.fn.mkdir(scratch .. '/loose', 'p')
  vim.fn.writefile({ '{}' }, scratch .. '/loose/a.design.jsonc')
  check(root_of(scratch .. '/loose/a.design.jsonc') == scratch .. '/loose', "no marker: the file's folder")
end
vim.fn.delete(scratch, 'rf')
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
