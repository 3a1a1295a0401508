-- Headless Neovim probe for the shipped EditorConfigs/neovim/designspec.lua (run by .ci/editors.sh).
--
-- Neovim is started with the shipped config as its init file and Tests/Editors/fixtures/probe.design.jsonc
-- on the command line, exactly as a user would open a spec; `--cmd` sets vim.g.designspec to
-- { rules = { ["min-touch-target"] = "warning" } } first, as a user's init.lua would. This probe then
-- waits for the server's diagnostics, turns a rule off with workspace/didChangeConfiguration, asks
-- for hover on a key and for completion inside a `symbol` value, runs the omnifunc's filtering, goes to a
-- token's definition, finds its references, renames it, reads the outline and formats the buffer; it
-- then, in Tests/Editors/fixtures/workspace, goes from a spec to the definition of a token in the tokens
-- file it imports and renames that token across the files; it opens the preview through a recording
-- stand-in for a browser (Tests/Editors/record-open.sh as vim.g.designspec_open) and formats the showcase
-- with its indentation taken out (under 2 s, two spaces); in Tests/Editors/fixtures/token-sources it hovers,
-- goes to definition and completes on names imported from an asset catalog and a DTCG tokens file; it
-- prints what it got, and exits 0 only when every check passed (`cq 3` otherwise).

local out = io.stdout
local failures = {}

local function say(line)
  out:write(line .. '\n')
end

local function check(ok, what)
  say((ok and 'ok   ' or 'FAIL ') .. what)
  if not ok then
    table.insert(failures, what)
  end
end

local function one_line(text, limit)
  local flat = text:gsub('%s+', ' ')
  if #flat > limit then
    return flat:sub(1, limit) .. '…'
  end
  return flat
end

-- The (0-based) line and UTF-16 column just after `needle` on the first line containing `anchor`.
local function position_after(buf, anchor, needle)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    if line:find(anchor, 1, true) then
      local start = line:find(needle, 1, true)
      if start then
        return { line = index - 1, character = start - 1 + #needle }
      end
    end
  end
  return nil
end

local function client_for(buf)
  for _, client in pairs(vim.lsp.buf_get_clients(buf)) do
    if client.name == 'designspec' then
      return client
    end
  end
  return nil
end

local function request(buf, method, position)
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = position }
  local responses, err = vim.lsp.buf_request_sync(buf, method, params, 10000)
  if responses == nil then
    return nil, tostring(err)
  end
  for _, response in pairs(responses) do
    if response.error then
      return nil, vim.inspect(response.error)
    end
    return response.result, nil
  end
  return nil, 'no response'
end

local function code_of(diagnostic)
  if diagnostic.code then
    return diagnostic.code
  end
  local lsp = diagnostic.user_data and diagnostic.user_data.lsp
  return lsp and lsp.code
end

local severity_names = { 'error', 'warning', 'information', 'hint' }

local function probe()
  local version = vim.version()
  say(string.format('Neovim %d.%d.%d, config EditorConfigs/neovim/designspec.lua',
    version.major, version.minor, version.patch))
  local buf = vim.api.nvim_get_current_buf()
  say('file: ' .. vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ':.'))
  check(vim.bo[buf].filetype == 'designspec', 'filetype is designspec (got ' .. vim.bo[buf].filetype .. ')')

  local attached = vim.wait(10000, function()
    local client = client_for(buf)
    return client ~= nil and client.initialized == true
  end, 20)
  check(attached, 'designspec client started and initialized')
  if not attached then
    return
  end
  local client = client_for(buf)
  say('server: ' .. table.concat(client.config.cmd, ' '))

  -- Diagnostics: the 30x30 button and the misspelled symbol.
  local function find(code)
    for _, diagnostic in ipairs(vim.diagnostic.get(buf)) do
      if code_of(diagnostic) == code then
        return diagnostic
      end
    end
    return nil
  end
  local started = vim.loop.hrtime()
  local arrived = vim.wait(15000, function()
    return find('min-touch-target') ~= nil and find('sf-symbol-exists') ~= nil
  end, 20)
  say(string.format('diagnostics after %d ms:', (vim.loop.hrtime() - started) / 1e6))
  for _, diagnostic in ipairs(vim.diagnostic.get(buf)) do
    say(string.format('  %d:%d %s %s: %s', diagnostic.lnum + 1, diagnostic.col + 1,
      severity_names[diagnostic.severity] or '?', tostring(code_of(diagnostic)), one_line(diagnostic.message, 120)))
  end
  check(arrived, 'diagnostics for min-touch-target and sf-symbol-exists arrived')
  local touch = find('min-touch-target')
  local symbol = find('sf-symbol-exists')
  if touch then
    local line = vim.api.nvim_buf_get_lines(buf, touch.lnum, touch.lnum + 1, false)[1] or ''
    check(line:find('"width": 30', 1, true) ~= nil, 'min-touch-target is on the 30x30 button line')
    check(touch.severity == vim.diagnostic.severity.WARN,
      'min-touch-target is a warning, as vim.g.designspec.rules asks (default: information)')
  end
  if symbol then
    local line = vim.api.nvim_buf_get_lines(buf, symbol.lnum, symbol.lnum + 1, false)[1] or ''
    check(line:find('hart.fill', 1, true) ~= nil, 'sf-symbol-exists is on the "hart.fill" line')
    check(symbol.severity == vim.diagnostic.severity.ERROR, 'sf-symbol-exists keeps its default severity, error')
  end

  -- A settings change while the file is open: the rule turned off, pushed the way a user of 0.7 would
  -- (client.config.settings also answers workspace/configuration).
  client.config.settings = { designspec = { rules = { ['min-touch-target'] = 'off' } } }
  client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
  local dropped = vim.wait(5000, function()
    return find('min-touch-target') == nil and find('sf-symbol-exists') ~= nil
  end, 20)
  check(dropped, 'after workspace/didChangeConfiguration with min-touch-target "off", only sf-symbol-exists remains')

  -- Hover on the key "width" of the third button.
  local at = position_after(buf, '"symbol": "star"', '"wid')
  local hover, hover_error = request(buf, 'textDocument/hover', at)
  local text = ''
  if hover and hover.contents then
    local contents = hover.contents
    text = type(contents) == 'string' and contents or contents.value or vim.inspect(contents)
  end
  say(string.format('hover on key "width" (%d:%d): %s', at.line + 1, at.character + 1,
    hover_error or one_line(text, 400)))
  check(text:find('developer.apple.com/design/human-interface-guidelines/buttons', 1, true) ~= nil,
    'hover links the HIG article on buttons')
  check(text:find('Make buttons easy for people to use', 1, true) ~= nil, 'hover quotes the HIG text on buttons')

  -- Completion inside the value "star".
  at = position_after(buf, '"symbol": "star"', '"symbol": "sta')
  local completion, completion_error = request(buf, 'textDocument/completion', at)
  local items = completion and (completion.items or completion) or {}
  local labels = {}
  for _, item in ipairs(items) do
    table.insert(labels, item.label)
  end
  say(string.format('completion in "sta|r" (%d:%d): %d items: %s', at.line + 1, at.character + 1, #labels,
    completion_error or table.concat(vim.list_slice(labels, 1, 12), ', ')))
  check(vim.tbl_contains(labels, 'star.fill'), 'completion offers the SF Symbol star.fill')
  check(vim.tbl_contains(labels, 'star'), 'completion offers the SF Symbol star')

  -- The built-in omnifunc (i_CTRL-X_CTRL-O), as Neovim 0.7's vim.lsp.omnifunc runs it: the word before
  -- the cursor under the buffer's 'iskeyword' is the prefix, the items are filtered and sorted by
  -- vim.lsp.util, and accepting one replaces that word. Typed after "symbol": in a new line, with and
  -- without the closing quote, and in the middle of a line.
  check(vim.bo[buf].omnifunc == 'v:lua.vim.lsp.omnifunc', 'the config sets omnifunc to vim.lsp.omnifunc')
  local welcome = position_after(buf, '"Welcome"', '{')
  for _, case in ipairs({
    { typed = 'cart', want = 'cart' }, { typed = 'cart.f', want = 'cart.fill' }, { typed = 'squa', want = 'square' },
    { typed = 'cart.b', want = 'cart.badge.plus', first = 'cart.badge.' },
  }) do
    -- After the typed value: its closing quote; nothing; the rest of the line, as when a value is typed
    -- into the middle of a line (the next key's opening quote then ends the string for a parser).
    for _, tail in ipairs({ '" },', '', ', "width": 44 },' }) do
      local before = '        { "type": "image", "symbol": "' .. case.typed
      local line = before .. tail
      vim.api.nvim_buf_set_lines(buf, welcome.line, welcome.line, false, { line })
      local result = request(buf, 'textDocument/completion', { line = welcome.line, character = #before })
      local textMatch = vim.api.nvim_buf_call(buf, function() return vim.fn.match(before, '\\k*$') end)
      local prefix = before:sub(textMatch + 1)
      local matches = vim.lsp.util.text_document_completion_list_to_complete_items(result or {}, prefix)
      local accepted = ''
      for _, item in ipairs(matches) do
        if item.word:gsub('"$', '') == case.want then
          accepted = before:sub(1, textMatch) .. item.word .. line:sub(#before + 1)
          break
        end
      end
      say(string.format('omnifunc after "%s%s: prefix %q, %d items, first %s; accepted: %s', case.typed, tail,
        prefix, #matches, matches[1] and matches[1].word or '-', accepted))
      check(accepted:find('"symbol": "' .. case.want .. '"', 1, true) ~= nil and select(2, accepted:gsub('"', '')) % 2 == 0,
        string.format('omnifunc completes "%s%s to the well-formed "%s"', case.typed, tail, case.want))
      if case.first then
        check(matches[1] ~= nil and vim.startswith(matches[1].word, case.first),
          string.format('omnifunc lists %s* first for "%s%s', case.first, case.typed, tail))
      end
      vim.api.nvim_buf_set_lines(buf, welcome.line, welcome.line + 1, false, {})
    end
  end

  -- Navigation and refactoring on the color token "ink".
  at = position_after(buf, '"Welcome"', '"color": "in')
  local definition = request(buf, 'textDocument/definition', at)
  local target = definition and (definition.range or (definition[1] and definition[1].range))
  local declared = position_after(buf, '"colors"', '{ "')
  say(string.format('definition of "ink": %s', vim.inspect(target)))
  check(target ~= nil and target.start.line == declared.line, 'go to definition lands on the token in "colors"')
  local references = vim.lsp.buf_request_sync(buf, 'textDocument/references',
    { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = at, context = { includeDeclaration = true } }, 10000)
  local count = 0
  for _, response in pairs(references or {}) do count = count + #(response.result or {}) end
  check(count == 2, 'references of "ink" with its declaration: 2 (got ' .. count .. ')')
  -- A refused rename through vim.lsp.buf.rename (Neovim 0.7 alone would show nothing).
  vim.api.nvim_win_set_cursor(0, { at.line + 1, at.character })
  local notify = vim.notify
  local refusals = {}
  vim.notify = function(message) table.insert(refusals, message) end
  vim.lsp.buf.rename(' ')
  vim.wait(5000, function() return #refusals > 0 end, 20)
  vim.notify = notify
  say('rename to " " says: ' .. table.concat(refusals, ' | '))
  check(refusals[1] == 'designspec: A name cannot be empty.', "a refused rename says the server's reason, without an error code")
  local rename = vim.lsp.buf_request_sync(buf, 'textDocument/rename',
    { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = at, newName = 'bodyText' }, 10000)
  for _, response in pairs(rename or {}) do
    if response.result then vim.lsp.util.apply_workspace_edit(response.result, client.offset_encoding or 'utf-16') end
  end
  local text_after = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
  check(text_after:find('"colors": { "bodyText": "label" }', 1, true) ~= nil and text_after:find('"color": "bodyText"', 1, true) ~= nil,
    'rename edits the declaration and the use')

  local symbols = request(buf, 'textDocument/documentSymbol', nil)
  local names = {}
  local function collect(list) for _, symbol in ipairs(list or {}) do table.insert(names, symbol.name); collect(symbol.children) end end
  collect(symbols)
  say('outline: ' .. table.concat(names, ', '))
  check(vim.tbl_contains(names, 'home') and vim.tbl_contains(names, 'Welcome'), 'the outline lists the screen and its text')

  -- The methods Neovim 0.7 has no UI for, through its client: folding, selection, inlay hints,
  -- semantic tokens, links, workspace symbols and fix-all.
  local uri = vim.uri_from_bufnr(buf)
  local function sync(method, params)
    for _, response in pairs(vim.lsp.buf_request_sync(buf, method, params, 10000) or {}) do
      return response.result, response.error
    end
  end
  local folds = sync('textDocument/foldingRange', { textDocument = { uri = uri } }) or {}
  check(#folds >= 3, 'folding ranges (' .. #folds .. ')')
  local welcome_at = position_after(buf, '"Welcome"', '"Wel')
  local selection = (sync('textDocument/selectionRange', { textDocument = { uri = uri }, positions = { welcome_at } }) or {})[1]
  check(selection ~= nil and selection.parent ~= nil and selection.parent.parent ~= nil, 'selection ranges grow outwards')
  local whole = { start = { line = 0, character = 0 }, ['end'] = { line = vim.api.nvim_buf_line_count(buf), character = 0 } }
  local hints = sync('textDocument/inlayHint', { textDocument = { uri = uri }, range = whole }) or {}
  local labels = {}
  for _, hint in ipairs(hints) do table.insert(labels, hint.label) end
  say('inlay hints: ' .. table.concat(labels, ' | '))
  check(vim.tbl_contains(labels, 'label'), 'an inlay hint shows the system color the token stands for')
  local tokens = sync('textDocument/semanticTokens/full', { textDocument = { uri = uri } }) or {}
  check(tokens.data ~= nil and #tokens.data > 0 and #tokens.data % 5 == 0, 'semantic tokens (' .. #(tokens.data or {}) .. ' integers)')
  local symbols_found = sync('workspace/symbol', { query = 'home' }) or {}
  check(#symbols_found >= 1 and symbols_found[1].name == 'home', 'workspace symbol "home"')
  client.config.settings = { designspec = vim.empty_dict() }
  client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
  check(vim.wait(5000, function() return find('min-touch-target') ~= nil end, 20), 'min-touch-target is back with the default settings')
  local fix_all = sync('textDocument/codeAction', { textDocument = { uri = uri }, range = whole,
    context = { diagnostics = {}, only = { 'source.fixAll' } } }) or {}
  local fix_edits = fix_all[1] and fix_all[1].edit and fix_all[1].edit.changes and fix_all[1].edit.changes[uri] or {}
  check(#fix_all == 1 and fix_all[1].kind == 'source.fixAll.designspec' and #fix_edits == 2,
    'fix-all sets the 30x30 button to 44x44 (' .. #fix_edits .. ' edits)')

  -- Formatting as the shipped <space>f keymap does: the options Neovim sends come from the buffer's
  -- shiftwidth and expandtab, which the config sets to two spaces.
  check(vim.fn.maparg('<space>f', 'n') ~= '', 'the config maps <space>f to format')
  check(vim.bo[buf].expandtab and vim.lsp.util.get_effective_tabstop(buf) == 2,
    'the buffer indents with two spaces (expandtab ' .. tostring(vim.bo[buf].expandtab) .. ', shiftwidth ' .. vim.bo[buf].shiftwidth .. ')')
  vim.lsp.buf.formatting_sync(nil, 10000)
  local formatted = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  check(vim.tbl_contains(formatted, '  "colors": { "bodyText": "label" },'), 'formatting keeps the layout and the comments')
  check(formatted[1]:find('^// Fixture') ~= nil, 'formatting keeps the leading comment')

  -- The preview through the shipped :DesignSpecPreview: Neovim 0.7 has no window/showDocument and no
  -- code lenses, so the config opens the page with vim.g.designspec_open (here a recording stand-in
  -- for a browser) and says where it is.
  local opened_log = vim.fn.tempname()
  vim.env.DESIGNSPEC_OPEN_LOG = opened_log
  vim.g.designspec_open = { vim.fn.fnamemodify('Tests/Editors/record-open.sh', ':p') }
  local notify = vim.notify
  local shown = {}
  vim.notify = function(message) table.insert(shown, message) end
  vim.cmd('DesignSpecPreview')
  vim.wait(10000, function() return #shown > 0 and vim.fn.filereadable(opened_log) == 1 end, 20)
  vim.notify = notify
  local opened = vim.fn.filereadable(opened_log) == 1 and vim.fn.readfile(opened_log)[1] or nil
  say('DesignSpecPreview: opened ' .. tostring(opened) .. '; said ' .. table.concat(shown, ' | '))
  check(opened ~= nil and opened:match('^file://') ~= nil and vim.fn.filereadable(vim.uri_to_fname(opened)) == 1,
    ':DesignSpecPreview writes the page and opens it with vim.g.designspec_open')
  check(opened ~= nil and vim.tbl_contains(shown, 'designspec preview: ' .. opened), ':DesignSpecPreview says where the page is')

  -- Across files: a spec importing ../tokens.design.jsonc (Tests/Editors/fixtures/workspace). Go to the
  -- definition of its use of `brand` (as gd does: the tokens file opens at the token), then rename the
  -- token from that use (as <space>rn does) and apply the edit over files.
  vim.cmd('edit Tests/Editors/fixtures/workspace/features/cart.design.jsonc')
  local cart = vim.api.nvim_get_current_buf()
  check(vim.wait(10000, function() return client_for(cart) ~= nil end, 20), 'the importing spec attaches to the same server')
  local use = position_after(cart, '"Total"', '"color": "br')
  local found = request(cart, 'textDocument/definition', use)
  local location = found and (found.uri and found or found[1])
  if location then vim.lsp.util.jump_to_location(location, client.offset_encoding or 'utf-16') end
  local tokens = vim.api.nvim_get_current_buf()
  local cursor = vim.api.nvim_win_get_cursor(0)
  local landed = vim.api.nvim_buf_get_lines(tokens, cursor[1] - 1, cursor[1], false)[1] or ''
  say(string.format('definition of "brand" in cart: %s:%d:%d: %s', vim.fn.fnamemodify(vim.api.nvim_buf_get_name(tokens), ':.'),
    cursor[1], cursor[2] + 1, one_line(landed, 80)))
  check(vim.api.nvim_buf_get_name(tokens):find('fixtures/workspace/tokens%.design%.jsonc$') ~= nil
    and landed:sub(cursor[2] + 1, cursor[2] + 7) == '"brand"', 'go to definition opens the tokens file at "brand"')
  vim.api.nvim_set_current_buf(cart)
  local renamed = vim.lsp.buf_request_sync(cart, 'textDocument/rename',
    { textDocument = { uri = vim.uri_from_bufnr(cart) }, position = use, newName = 'primary' }, 10000)
  local touched = {}
  for _, response in pairs(renamed or {}) do
    if response.result then
      local result = response.result
      for _, change in ipairs(result.documentChanges or {}) do table.insert(touched, vim.fn.fnamemodify(vim.uri_to_fname(change.textDocument.uri), ':t')) end
      for uri in pairs(result.changes or {}) do table.insert(touched, vim.fn.fnamemodify(vim.uri_to_fname(uri), ':t')) end
      vim.lsp.util.apply_workspace_edit(result, client.offset_encoding or 'utf-16')
    elseif response.error then
      say('rename error: ' .. vim.inspect(response.error))
    end
  end
  table.sort(touched)
  say('rename of "brand" edits: ' .. table.concat(touched, ', '))
  local function text_of(path)
    local other = vim.fn.bufnr(path)
    return other > 0 and table.concat(vim.api.nvim_buf_get_lines(other, 0, -1, false), '\n') or ''
  end
  local cart_text = text_of('Tests/Editors/fixtures/workspace/features/cart.design.jsonc')
  local tokens_text = text_of('Tests/Editors/fixtures/workspace/tokens.design.jsonc')
  local home_text = text_of('Tests/Editors/fixtures/workspace/features/home.design.jsonc')
  check(cart_text:find('"color": "primary"', 1, true) ~= nil and tokens_text:find('"primary": {', 1, true) ~= nil
    and not cart_text:find('"brand"', 1, true) and not tokens_text:find('"brand"', 1, true),
    'rename from the use edits the use and the declaration in the tokens file')
  check(home_text:find('"background": "primary"', 1, true) ~= nil, 'rename also edits the spec that is not open (home)')
end

-- Tokens from an asset catalog and a DTCG tokens file (Tests/Editors/fixtures/token-sources): hover on an
-- imported name names its source file, go to definition opens the colorset's Contents.json or the token's
-- key in the tokens file, and completion in an empty color value offers the imported names.
local function token_sources()
  vim.cmd('edit Tests/Editors/fixtures/token-sources/app.design.jsonc')
  local app = vim.api.nvim_get_current_buf()
  local attached = vim.wait(10000, function()
    local client = client_for(app)
    return client ~= nil and client.initialized == true
  end, 20)
  check(attached, 'the spec importing a catalog attaches to a designspec server')
  if not attached then return end
  local client = client_for(app)
  local function hover_text(position)
    local result = request(app, 'textDocument/hover', position)
    local contents = result and result.contents
    return type(contents) == 'table' and (contents.value or '') or tostring(contents or '')
  end
  local accent = position_after(app, '"Go"', '"color": "Acc')
  local brand = position_after(app, '"Read more"', '"color": "brand.pri')
  local accent_hover = hover_text(accent)
  say('hover on "AccentColor": ' .. one_line(accent_hover, 120))
  check(accent_hover:find('AccentColor.colorset/Contents.json', 1, true) ~= nil, 'hover on a catalog color names its Contents.json')
  local brand_hover = hover_text(brand)
  say('hover on "brand.primary": ' .. one_line(brand_hover, 120))
  check(brand_hover:find('brand.tokens.json', 1, true) ~= nil and brand_hover:find('Buttons and links.', 1, true) ~= nil,
    'hover on a DTCG token names the tokens file and shows its $description')

  local function definition(position)
    local found = request(app, 'textDocument/definition', position)
    local location = found and (found.uri and found or found[1])
    if not location then return nil, '' end
    local line = location.range.start.line
    local lines = vim.fn.readfile(vim.uri_to_fname(location.uri))
    return vim.uri_to_fname(location.uri), (lines[line + 1] or ''):sub(location.range.start.character + 1)
  end
  local accent_file = definition(accent)
  say('definition of "AccentColor": ' .. tostring(accent_file and vim.fn.fnamemodify(accent_file, ':.')))
  check(accent_file ~= nil and accent_file:find('AccentColor%.colorset/Contents%.json$') ~= nil,
    'go to definition of a catalog color opens its Contents.json')
  local brand_file, brand_text = definition(brand)
  say('definition of "brand.primary": ' .. tostring(brand_file and vim.fn.fnamemodify(brand_file, ':.')) .. ': ' .. one_line(brand_text, 40))
  check(brand_file ~= nil and brand_file:find('brand%.tokens%.json$') ~= nil and brand_text:sub(1, 9) == '"primary"',
    'go to definition of a DTCG token opens the tokens file at its key')

  local empty = position_after(app, '"Pick"', '"color": "')
  local completion = request(app, 'textDocument/completion', empty)
  local labels = {}
  for _, item in ipairs((completion and (completion.items or completion)) or {}) do labels[item.label] = true end
  say(string.format('completion in an empty color: AccentColor %s, brand.primary %s', tostring(labels['AccentColor'] == true),
    tostring(labels['brand.primary'] == true)))
  check(labels['AccentColor'] and labels['Highlight'] and labels['brand.primary'], 'completion offers the imported catalog and DTCG names')
end

-- Formats Examples/showcase.design.jsonc with its indentation taken out, as <space>f does: under 2 s,
-- and the result is the shipped (formatted) showcase, indented with two spaces.
local function format_showcase()
  local expected = vim.fn.readfile('Examples/showcase.design.jsonc')
  local folder = vim.fn.tempname()
  vim.fn.mkdir(folder, 'p')
  local stripped = {}
  for _, line in ipairs(expected) do table.insert(stripped, (line:gsub('^%s+', ''))) end
  vim.fn.writefile(stripped, folder .. '/showcase.design.jsonc')
  vim.cmd('edit ' .. folder .. '/showcase.design.jsonc')
  local showcase = vim.api.nvim_get_current_buf()
  local attached = vim.wait(10000, function()
    local client = client_for(showcase)
    return client ~= nil and client.initialized == true
  end, 20)
  check(attached, 'the showcase attaches to a designspec server')
  if not attached then return end
  local started = vim.loop.hrtime()
  vim.lsp.buf.formatting_sync(nil, 10000)
  local seconds = (vim.loop.hrtime() - started) / 1e9
  local lines = vim.api.nvim_buf_get_lines(showcase, 0, -1, false)
  say(string.format('formatting the showcase (%d lines, indentation taken out): %.2f s', #lines, seconds))
  check(seconds < 2, 'formatting the showcase takes under 2 s')
  check(vim.deep_equal(lines, expected), 'the result is the shipped showcase, indented with two spaces')
end

-- A workspace copied out of the repository (Tests/Editors/fixtures/workspace in a temporary folder, no
-- .git above it) with a .designspec.json at its top: the config takes that folder as the root, so the
-- feature spec's import of ../tokens.design.jsonc resolves (no import/ finding) and go to definition works.
local function copied_workspace()
  local folder = vim.fn.tempname()
  vim.fn.mkdir(folder .. '/features', 'p')
  for _, name in ipairs({ 'tokens.design.jsonc', 'features/cart.design.jsonc', 'features/home.design.jsonc' }) do
    vim.fn.writefile(vim.fn.readfile('Tests/Editors/fixtures/workspace/' .. name), folder .. '/' .. name)
  end
  vim.fn.writefile({ '{}' }, folder .. '/.designspec.json')
  vim.cmd('edit ' .. folder .. '/features/cart.design.jsonc')
  local cart = vim.api.nvim_get_current_buf()
  local attached = vim.wait(10000, function()
    local client = client_for(cart)
    return client ~= nil and client.initialized == true
  end, 20)
  check(attached, 'a spec in a copied workspace attaches to a designspec server')
  if not attached then return end
  local client = client_for(cart)
  say('copied workspace: root ' .. tostring(client.config.root_dir))
  check(client.config.root_dir == folder, 'the root is the copied folder holding .designspec.json, not the spec\'s folder')
  vim.wait(5000, function() return #vim.diagnostic.get(cart) > 0 end, 20)
  local imports = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(cart)) do
    local code = tostring(code_of(diagnostic))
    if code:find('^import/') then table.insert(imports, code) end
  end
  check(#imports == 0, 'its import of ../tokens.design.jsonc resolves (import findings: ' .. table.concat(imports, ', ') .. ')')
  local found = request(cart, 'textDocument/definition', position_after(cart, '"Total"', '"color": "br'))
  local location = found and (found.uri and found or found[1])
  check(location ~= nil and vim.uri_to_fname(location.uri) == folder .. '/tokens.design.jsonc',
    'go to definition opens the copied tokens file')
end

local ok, err = xpcall(function() probe(); token_sources(); format_showcase(); copied_workspace() end, debug.traceback)
if not ok then
  check(false, 'probe raised: ' .. tostring(err))
end
if #failures == 0 then
  say('neovim: all checks passed')
  vim.cmd('qa!')
else
  say(string.format('neovim: %d check(s) failed', #failures))
  vim.cmd('cq 3')
end
