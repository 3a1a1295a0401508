;;; lsp-mode-probe.el --- batch Emacs probe for EditorConfigs/emacs/designspec-lsp-mode.el  -*- lexical-binding: t; -*-

;; Run by .ci/editors.sh as
;;   DESIGNSPEC_PATH=<binary> emacs --batch -Q -l Tests/Editors/lsp-mode-probe.el
;; from the repository root.  Loads the shipped registration as a user's init file would (with
;; `designspec-settings' asking for min-touch-target as a warning), visits the fixture so the
;; shipped `lsp-deferred' hook starts the server (batch Emacs never idles, so the probe runs its idle
;; timer), waits for lsp-mode's diagnostics, turns a rule off with workspace/didChangeConfiguration,
;; asks for hover on a key and completes inside a `symbol' value through lsp-mode's
;; completion-at-point function and the completion styles `completion-at-point' would use; then, in
;; Tests/Editors/fixtures/workspace, goes to a token's definition in the tokens file a spec imports
;; and renames it across the files.  Exits 0 only when every check passed.  The lsp-mode settings below are what a user answers interactively
;; (project root) or has in an init file (no yasnippet installed here).

;;; Code:

(load (expand-file-name "Tests/Editors/probe-common.el") nil t)

(defvar lsp-session-file)
(defvar lsp-auto-guess-root)
(defvar lsp-enable-snippet)
(defvar lsp-restart)
(setq lsp-session-file (make-temp-file "designspec-lsp-session")
      lsp-auto-guess-root t
      lsp-enable-snippet nil
      lsp-restart 'ignore)

(declare-function lsp-workspaces "lsp-mode")
(declare-function lsp-diagnostics "lsp-mode")

(defun probe-lsp-diagnostic (code)
  "lsp-mode's diagnostic for rule CODE in the current file."
  (cl-find-if (lambda (d) (equal (lsp:diagnostic-code? d) code))
              (gethash (lsp--fix-path-casing buffer-file-name) (lsp-diagnostics t))))

(defun probe-lsp-line (diagnostic)
  "The text of DIAGNOSTIC's first line."
  (let ((line (lsp:position-line (lsp:range-start (lsp:diagnostic-range diagnostic)))))
    (save-excursion
      (goto-char (point-min))
      (forward-line line)
      (buffer-substring-no-properties (line-beginning-position) (line-end-position)))))

(defun probe-lsp-across-files ()
  "In Tests/Editors/fixtures/workspace: from a spec that imports the tokens file, go to a token's
definition through lsp-mode's xref backend (as M-. does) and rename it with `lsp-rename' across the files."
  (find-file (expand-file-name "features/cart.design.jsonc" probe-workspace))
  (mapc #'timer-event-handler (copy-sequence timer-idle-list))
  (run-hooks 'window-configuration-change-hook)
  (probe-check (probe-wait 10 (lambda () (cl-find-if (lambda (w) (eq (lsp--workspace-status w) 'initialized)) (lsp-workspaces))))
               "the importing spec joins lsp-mode's workspace")
  (probe-go-to-shared-definition 'xref-lsp)
  (lsp-rename "primary")
  (probe-check-renamed-across-files "lsp-rename"))

(defun probe-run ()
  "Run every check."
  (setq designspec-settings '(:rules (:min-touch-target "warning")))
  (require 'designspec-lsp-mode (expand-file-name "EditorConfigs/emacs/designspec-lsp-mode.el"))
  (probe-say "Emacs %s, lsp-mode %s, config EditorConfigs/emacs/designspec-lsp-mode.el"
             emacs-version (probe-package-version 'lsp-mode))
  (find-file "Tests/Editors/fixtures/probe.design.jsonc")
  (probe-say "file: %s" (file-relative-name buffer-file-name))
  (probe-check (eq major-mode 'designspec-mode) (format "major mode is designspec-mode (got %s)" major-mode))
  ;; Batch Emacs never idles: run the idle timer `lsp-deferred' set (and the visibility hook it may add).
  (mapc #'timer-event-handler (copy-sequence timer-idle-list))
  (run-hooks 'window-configuration-change-hook)
  (let ((workspace (probe-wait 10 (lambda ()
                                    (cl-find-if (lambda (w) (eq (lsp--workspace-status w) 'initialized))
                                                (lsp-workspaces))))))
    (probe-check workspace "lsp-mode connected")
    (when workspace
      (probe-say "server: %s" (mapconcat #'identity
                                         (process-command (lsp--workspace-proc workspace)) " "))
      (let* ((start (float-time))
             (arrived (probe-wait 15 (lambda () (and (probe-lsp-diagnostic "min-touch-target")
                                                     (probe-lsp-diagnostic "sf-symbol-exists"))))))
        (probe-say "diagnostics after %d ms:" (round (* 1000 (- (float-time) start))))
        (dolist (d (gethash (lsp--fix-path-casing buffer-file-name) (lsp-diagnostics t)))
          (let ((position (lsp:range-start (lsp:diagnostic-range d))))
            (probe-say "  %d:%d %s %s: %s" (1+ (lsp:position-line position)) (1+ (lsp:position-character position))
                       (nth (1- (or (lsp:diagnostic-severity? d) 1)) '("error" "warning" "information" "hint"))
                       (lsp:diagnostic-code? d) (probe-one-line (lsp:diagnostic-message d) 120))))
        (probe-check arrived "diagnostics for min-touch-target and sf-symbol-exists arrived"))
      (let ((touch (probe-lsp-diagnostic "min-touch-target"))
            (symbol (probe-lsp-diagnostic "sf-symbol-exists")))
        (when touch
          (probe-check (string-match-p "\"width\": 30" (probe-lsp-line touch))
                       "min-touch-target is on the 30x30 button line")
          (probe-check (equal (lsp:diagnostic-severity? touch) 2)
                       "min-touch-target is a warning, as designspec-settings asks (default: information)"))
        (when symbol
          (probe-check (string-match-p "hart\\.fill" (probe-lsp-line symbol))
                       "sf-symbol-exists is on the \"hart.fill\" line")
          (probe-check (equal (lsp:diagnostic-severity? symbol) 1)
                       "sf-symbol-exists keeps its default severity, error")))
      ;; A settings change while the file is open, pushed as lsp-mode clients do.
      (setq designspec-settings '(:rules (:min-touch-target "off")))
      (with-lsp-workspace workspace
        (lsp--set-configuration (lsp-configuration-section "designspec")))
      (probe-check (probe-wait 5 (lambda () (and (not (probe-lsp-diagnostic "min-touch-target"))
                                                 (probe-lsp-diagnostic "sf-symbol-exists"))))
                   "after lsp--set-configuration with min-touch-target \"off\", only sf-symbol-exists remains")
      ;; Hover on the key "width" of the third button.
      (probe-goto-after "\"symbol\": \"star\"" "\"wid")
      (let* ((hover (lsp-request "textDocument/hover" (lsp--text-document-position-params)))
             (contents (and hover (lsp:hover-contents hover)))
             (text (cond ((stringp contents) contents)
                         ((hash-table-p contents) (or (gethash "value" contents) ""))
                         (t (format "%S" contents)))))
        (probe-say "hover on key \"width\" (%d:%d): %s"
                   (line-number-at-pos) (1+ (current-column)) (probe-one-line text 400))
        (probe-check (string-match-p (regexp-quote "developer.apple.com/design/human-interface-guidelines/buttons") text)
                     "hover links the HIG article on buttons")
        (probe-check (string-match-p "Make buttons easy for people to use" text)
                     "hover quotes the HIG text on buttons"))
      ;; Completion inside the value "star", through lsp-mode's completion-at-point function and the completion
;; styles `completion-at-point' would use.
      (probe-goto-after "\"symbol\": \"star\"" "\"symbol\": \"sta")
      (let* ((capf (lsp-completion-at-point))
             (prefix (and capf (buffer-substring-no-properties (nth 0 capf) (point))))
             (labels (and capf (probe-complete prefix (nth 2 capf) (plist-get (nthcdr 3 capf) :predicate)))))
        (probe-say "completion in \"sta|r\" (%d:%d), prefix %S: %d items: %s"
                   (line-number-at-pos) (1+ (current-column)) prefix (length labels)
                   (mapconcat #'substring-no-properties (seq-take labels 12) ", "))
        (probe-check (member "star.fill" labels) "completion offers the SF Symbol star.fill")
        (probe-check (member "star" labels) "completion offers the SF Symbol star"))
      (probe-check-cart-b #'lsp-completion-at-point)
      (probe-check-preview)
      (probe-lsp-across-files)
      (ignore-errors (lsp-workspace-shutdown workspace)))))

(condition-case err
    (probe-run)
  (error (probe-check nil (format "probe raised: %S" err))))
(probe-finish "emacs lsp-mode")

;;; lsp-mode-probe.el ends here
