;;; eglot-probe.el --- batch Emacs probe for EditorConfigs/emacs/designspec-eglot.el  -*- lexical-binding: t; -*-

;; Run by .ci/editors.sh as
;;   DESIGNSPEC_PATH=<binary> emacs --batch -Q -l Tests/Editors/eglot-probe.el
;; from the repository root.  Loads the shipped registration as a user's init file would (with
;; `designspec-settings' asking for min-touch-target as a warning), visits the fixture, lets the
;; shipped `eglot-ensure' hook connect (batch Emacs has no command loop, so the probe runs
;; `post-command-hook' once), waits for flymake diagnostics, turns a rule off through
;; `designspec-settings' and `eglot-signal-didChangeConfiguration', asks for hover on a key and completes
;; inside a `symbol' value through eglot's completion-at-point function and
;; the completion styles `completion-at-point' would use; then, in Tests/Editors/fixtures/workspace,
;; goes to a token's definition in the tokens file a spec imports and renames it across the files.
;; It also goes to a definition with the key M-., opens the preview through a recording stand-in for a
;; browser, formats the showcase with its indentation taken out (under 2 s, two spaces), and opens a
;; spec with a missing binary (one line, no error); types `cart.b' and presses C-M-i twice; and, in a
;; workspace copied to a temporary folder with a .designspec.json, checks eglot's root and goes to a
;; definition in the copied tokens file.  Exits 0 only when every check passed.

;;; Code:

(load (expand-file-name "Tests/Editors/probe-common.el") nil t)

(defun probe-diagnostic (code)
  "The flymake diagnostic whose text names rule CODE."
  (cl-find-if (lambda (d) (string-match-p (regexp-quote (format "[%s]" code)) (flymake-diagnostic-text d)))
              (flymake-diagnostics)))

(defun probe-line-of (diagnostic)
  "The text of DIAGNOSTIC's line."
  (save-excursion
    (goto-char (flymake-diagnostic-beg diagnostic))
    (buffer-substring-no-properties (line-beginning-position) (line-end-position))))

(defun probe-across-files (server)
  "In Tests/Editors/fixtures/workspace: from a spec that imports the tokens file, go to a token's
definition through xref (as M-. does) and rename the token with `eglot-rename' across the files,
answering yes when eglot asks to edit files that are not visited."
  (find-file (expand-file-name "features/cart.design.jsonc" probe-workspace))
  (run-hooks 'post-command-hook)
  (probe-check (eq (probe-wait 10 #'eglot-current-server) server) "the importing spec joins the same eglot server")
  (probe-go-to-shared-definition 'eglot)
  (let (asked)
    (cl-letf (((symbol-function 'y-or-n-p) (lambda (prompt) (setq asked prompt) t)))
      (eglot-rename "primary"))
    (probe-say "eglot-rename asked: %s" (probe-one-line asked 300)))
  (probe-check-renamed-across-files "eglot-rename"))

(defun probe-format-showcase ()
  "Format Examples/showcase.design.jsonc with its indentation taken out, as M-x eglot-format-buffer
does with the shipped settings: under 2 s, and the result is the shipped (formatted) showcase, indented
with two spaces."
  (let* ((folder (make-temp-file "designspec-format" t))
         (file (expand-file-name "showcase.design.jsonc" folder))
         (expected (with-temp-buffer (insert-file-contents (expand-file-name "Examples/showcase.design.jsonc" probe-root)) (buffer-string))))
    (with-temp-file file
      (insert expected)
      (goto-char (point-min))
      (while (re-search-forward "^[ \t]+" nil t) (replace-match "")))
    (find-file file)
    (run-hooks 'post-command-hook)
    (let ((server (probe-wait 10 #'eglot-current-server)))
      (probe-check server "eglot connected for the showcase")
      (when server
        (let ((start (float-time)))
          (eglot-format-buffer)
          (let ((seconds (- (float-time) start))
                (text (buffer-substring-no-properties (point-min) (point-max))))
            (probe-say "eglot-format-buffer on the showcase (%d lines, indentation taken out): %.2f s; tabSize %s, insertSpaces %s"
                       (count-lines (point-min) (point-max)) seconds tab-width (not indent-tabs-mode))
            (probe-check (< seconds 2.0) "eglot-format-buffer formats the showcase in under 2 s")
            (probe-check (and (string= text expected) (not (string-match-p "^\t" text)) (string-match-p "^  \"name\"" text))
                         "the result is the shipped showcase, indented with two spaces")))
        (ignore-errors (eglot-shutdown server))))))

(defvar eglot-lsp-context)

(defun probe-copied-workspace-root ()
  "A workspace copied out of the repository with a .designspec.json at its top: eglot's project for
a spec in its features folder is that top folder (not the spec's folder), and the import resolves."
  (let* ((folder (file-name-as-directory (make-temp-file "designspec-copied" t)))
         (features (expand-file-name "features/" folder)))
    (make-directory features)
    (dolist (name '("tokens.design.jsonc" "features/cart.design.jsonc"))
      (copy-file (expand-file-name name probe-workspace) (expand-file-name name folder)))
    (with-temp-file (expand-file-name ".designspec.json" folder) (insert "{}\n"))
    (find-file (expand-file-name "cart.design.jsonc" features))
    (let ((root (let* ((eglot-lsp-context t) (project (project-current nil default-directory)))
                  (if project (project-root project) default-directory))))
      (probe-say "copied workspace: eglot's root %s" root)
      (probe-check (equal (file-name-as-directory (expand-file-name root)) folder)
                   "eglot's root for a copied workspace is the folder holding .designspec.json"))
    (run-hooks 'post-command-hook)
    (let ((server (probe-wait 10 #'eglot-current-server)))
      (probe-check server "eglot connected in the copied workspace")
      (when server
        (probe-wait 10 (lambda () (flymake-diagnostics)))
        (probe-check (not (cl-some (lambda (d) (string-match-p "\\[import/" (flymake-diagnostic-text d))) (flymake-diagnostics)))
                     "its import of ../tokens.design.jsonc resolves")
        (probe-goto-after "\"Total\"" "\"color\": \"br")
        (let* ((item (car (xref-backend-definitions 'eglot (xref-backend-identifier-at-point 'eglot))))
               (file (and item (xref-location-group (xref-item-location item)))))
          (probe-say "copied workspace: definition of \"brand\" in %s" file)
          (probe-check (equal file (expand-file-name "tokens.design.jsonc" folder))
                       "go to definition opens the copied tokens file"))
        (ignore-errors (eglot-shutdown server))))))

(defun probe-run ()
  "Run every check."
  (setq designspec-settings '(:rules (:min-touch-target "warning")))
  (require 'designspec-eglot (expand-file-name "EditorConfigs/emacs/designspec-eglot.el"))
  (probe-say "Emacs %s, eglot %s, config EditorConfigs/emacs/designspec-eglot.el"
             emacs-version (probe-package-version 'eglot))
  (find-file "Tests/Editors/fixtures/probe.design.jsonc")
  (probe-say "file: %s" (file-relative-name buffer-file-name))
  (probe-check (eq major-mode 'designspec-mode) (format "major mode is designspec-mode (got %s)" major-mode))
  (run-hooks 'post-command-hook)
  (let ((server (probe-wait 10 #'eglot-current-server)))
    (probe-check server "eglot connected")
    (when server
      (probe-say "server: %s" (mapconcat #'identity (process-command (jsonrpc--process server)) " "))
      (probe-check (equal (eglot--language-id server) "designspec")
                   (format "languageId is designspec (got %s)" (eglot--language-id server)))
      (let* ((start (float-time))
             (arrived (probe-wait 15 (lambda () (and (probe-diagnostic "min-touch-target")
                                                     (probe-diagnostic "sf-symbol-exists"))))))
        (probe-say "diagnostics after %d ms:" (round (* 1000 (- (float-time) start))))
        (dolist (d (flymake-diagnostics))
          (save-excursion
            (goto-char (flymake-diagnostic-beg d))
            (probe-say "  %d:%d %s %s" (line-number-at-pos) (1+ (current-column))
                       (flymake-diagnostic-type d) (probe-one-line (flymake-diagnostic-text d) 120))))
        (probe-check arrived "diagnostics for min-touch-target and sf-symbol-exists arrived"))
      (let ((touch (probe-diagnostic "min-touch-target"))
            (symbol (probe-diagnostic "sf-symbol-exists")))
        (when touch
          (probe-check (string-match-p "\"width\": 30" (probe-line-of touch))
                       "min-touch-target is on the 30x30 button line")
          (probe-check (eq (flymake-diagnostic-type touch) 'eglot-warning)
                       "min-touch-target is a warning (eglot-warning), as designspec-settings asks (default: information)"))
        (when symbol
          (probe-check (string-match-p "hart\\.fill" (probe-line-of symbol))
                       "sf-symbol-exists is on the \"hart.fill\" line")
          (probe-check (eq (flymake-diagnostic-type symbol) 'eglot-error)
                       "sf-symbol-exists keeps its default severity, error")))
      ;; A settings change while the file is open, the way an eglot user applies one.
      (setq designspec-settings '(:rules (:min-touch-target "off")))
      (eglot-signal-didChangeConfiguration server)
      (probe-check (probe-wait 5 (lambda () (and (not (probe-diagnostic "min-touch-target"))
                                                 (probe-diagnostic "sf-symbol-exists"))))
                   "after eglot-signal-didChangeConfiguration with min-touch-target \"off\", only sf-symbol-exists remains")
      ;; Hover on the key "width" of the third button.
      (probe-goto-after "\"symbol\": \"star\"" "\"wid")
      (let* ((hover (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams)))
             (contents (plist-get hover :contents))
             (text (if (stringp contents) contents (or (plist-get contents :value) (format "%S" contents)))))
        (probe-say "hover on key \"width\" (%d:%d): %s"
                   (line-number-at-pos) (1+ (current-column)) (probe-one-line text 400))
        (probe-check (string-match-p (regexp-quote "developer.apple.com/design/human-interface-guidelines/buttons") text)
                     "hover links the HIG article on buttons")
        (probe-check (string-match-p "Make buttons easy for people to use" text)
                     "hover quotes the HIG text on buttons"))
      ;; Completion inside the value "star", through eglot's completion-at-point function and
;; the completion styles `completion-at-point' would use.
      (probe-goto-after "\"symbol\": \"star\"" "\"symbol\": \"sta")
      (let* ((capf (eglot-completion-at-point))
             (prefix (and capf (buffer-substring-no-properties (nth 0 capf) (point))))
             (labels (and capf (probe-complete prefix (nth 2 capf) (plist-get (nthcdr 3 capf) :predicate)))))
        (probe-say "completion in \"sta|r\" (%d:%d), prefix %S: %d items: %s"
                   (line-number-at-pos) (1+ (current-column)) prefix (length labels)
                   (mapconcat #'substring-no-properties (seq-take labels 12) ", "))
        (probe-check (member "star.fill" labels) "completion offers the SF Symbol star.fill")
        (probe-check (member "star" labels) "completion offers the SF Symbol star"))
      (probe-check-cart-b #'eglot-completion-at-point)
      (probe-check-cart-b-keys #'eglot-completion-at-point)
      ;; Go to the definition of the color token "ink" with the key M-., as a user does.
      (probe-goto-after "\"Welcome\"" "\"color\": \"in")
      (let ((use (point))
            (command (key-binding (kbd "M-."))))
        (probe-check (eq command #'xref-find-definitions)
                     (format "M-. runs xref-find-definitions in designspec-mode (got %s; js-mode's is js-find-symbol)" command))
        (probe-capturing-messages (lambda () (call-interactively command)))
        (probe-say "M-. on \"ink\" went to line %d: %s" (line-number-at-pos)
                   (probe-one-line (buffer-substring-no-properties (line-beginning-position) (line-end-position)) 80))
        (probe-check (and (equal (line-number-at-pos)
                                 (save-excursion (goto-char (point-min)) (search-forward "\"colors\"") (line-number-at-pos)))
                          (looking-at "\"ink\""))
                     "M-. lands on the token in \"colors\"")
        (goto-char use))
      ;; A refused rename reads as the server's reason alone.
      (let ((shown (condition-case err (progn (eglot-rename "") "no error") (error (error-message-string err)))))
        (probe-say "eglot-rename to \"\" says: %s" shown)
        (probe-check (equal shown "designspec: A name cannot be empty.") "a refused rename says the server's reason, without an error code"))
      ;; Rename it, as M-x eglot-rename does, then format the buffer, as M-x eglot-format-buffer does.
      (eglot-rename "bodyText")
      (probe-check (and (save-excursion (goto-char (point-min)) (search-forward "\"colors\": { \"bodyText\": \"label\" }" nil t))
                        (save-excursion (goto-char (point-min)) (search-forward "\"color\": \"bodyText\"" nil t)))
                   "eglot-rename edits the declaration and the use")
      ;; Methods eglot 1.9 has no UI for, through its connection: folding, inlay hints, semantic
      ;; tokens, outline, workspace symbols.
      (let* ((doc (list :uri (eglot--path-to-uri buffer-file-name)))
             (whole (list :start (list :line 0 :character 0) :end (list :line (count-lines (point-min) (point-max)) :character 0)))
             (folds (jsonrpc-request server :textDocument/foldingRange (list :textDocument doc)))
             (hints (jsonrpc-request server :textDocument/inlayHint (list :textDocument doc :range whole)))
             (tokens (plist-get (jsonrpc-request server :textDocument/semanticTokens/full (list :textDocument doc)) :data))
             (outline (jsonrpc-request server :textDocument/documentSymbol (list :textDocument doc)))
             (found (jsonrpc-request server :workspace/symbol (list :query "home"))))
        (probe-say "folds %d, inlay hints %S, semantic token integers %d, outline %d entries, workspace symbols %d"
                   (length folds) (mapcar (lambda (h) (plist-get h :label)) hints) (length tokens) (length outline) (length found))
        (probe-check (>= (length folds) 3) "folding ranges")
        (probe-check (member "label" (mapcar (lambda (h) (plist-get h :label)) hints)) "an inlay hint shows the system color behind the token")
        (probe-check (and (> (length tokens) 0) (zerop (% (length tokens) 5))) "semantic tokens")
        (probe-check (> (length outline) 0) "document symbols")
        (probe-check (equal (plist-get (aref found 0) :name) "home") "workspace symbol \"home\""))
      (eglot-format-buffer)
      (probe-check (save-excursion (goto-char (point-min)) (looking-at "// Fixture"))
                   "eglot-format-buffer keeps the leading comment")
      (probe-check-preview)
      (probe-across-files server)
      (ignore-errors (eglot-shutdown server))))
  (probe-format-showcase)
  (probe-copied-workspace-root)
  ;; A missing binary: one clear line when a spec is opened, not a backtrace or a byte-code dump.
  (let* ((designspec-server-path "/nonexistent/designspec")
         (folder (make-temp-file "designspec-missing" t))
         (said (probe-capturing-messages
                (lambda ()
                  (find-file (expand-file-name "app.design.jsonc" folder))
                  (run-hooks 'post-command-hook))))
         (ours (cl-remove-if-not (lambda (line) (string-prefix-p "designspec" line)) said)))
    (probe-say "opening a spec with a missing binary says: %s" (mapconcat #'identity said " | "))
    (probe-check (and (= (length ours) 1)
                      (string-match-p "\\`designspec: /nonexistent/designspec not found; [^\n]*\\'" (car ours))
                      (not (cl-some (lambda (line) (or (string-match-p "#\\[\\|raised" line))) said)))
                 "a missing binary is one line naming it, with no error"))
  ;; A missing binary: a clear message, not a backtrace.
  (let* ((designspec-server-path "/nonexistent/designspec")
         (contact (cdr (assq 'designspec-mode eglot-server-programs)))
         (message (condition-case err (progn (funcall contact t) "no error") (user-error (error-message-string err)))))
    (probe-say "with a missing binary: %s" message)
    (probe-check (string-match-p "designspec: /nonexistent/designspec not found" message)
                 "a missing binary is a user-error naming it")))

(condition-case err
    (probe-run)
  (error (probe-check nil (format "probe raised: %S" err))))
(probe-finish "emacs eglot")

;;; eglot-probe.el ends here
