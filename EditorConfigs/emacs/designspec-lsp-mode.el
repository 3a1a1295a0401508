;;; designspec-lsp-mode.el --- designspec language server through lsp-mode  -*- lexical-binding: t; -*-

;; Works with lsp-mode 8.0 and later.
;;
;; Install: copy this file into your `load-path' and add to your init file
;;
;;   (require 'designspec-lsp-mode)
;;
;; Files named *.design.json and *.design.jsonc open in `designspec-mode' (JSON editing from
;; `js-json-mode' on Emacs 29+, `js-mode' before), the languageId the server sees is "designspec",
;; and lsp-mode starts `designspec lsp' in them.
;;
;; Options (M-x customize-group RET designspec, or setq before the `require'):
;;   `designspec-server-path'  the binary; default $DESIGNSPEC_PATH, else "designspec" on PATH
;;   `designspec-settings'     settings sent to the server, e.g.
;;     (setq designspec-settings
;;           '(:rules (:min-touch-target "warning")   ; off | hint | information | warning | error
;;             :defaultPlatforms (:iOS "17.0")        ; when a spec has no "platforms"
;;             :diagnosticsDebounceMs 150))
;;   After changing them, M-x lsp-workspace-restart (or call `lsp--set-configuration').
;;
;; Preview: M-x designspec-preview draws the spec's screens with their findings in a browser;
;; M-x lsp-lens-mode shows a "Preview" lens on each screen.

;;; Code:

(require 'cl-lib)
(require 'lsp-mode)
(require 'project)

(defgroup designspec nil
  "Design spec files checked against Apple's Human Interface Guidelines."
  :group 'languages)

(defcustom designspec-server-path (or (getenv "DESIGNSPEC_PATH") "designspec")
  "The `designspec' binary; it is started as \"designspec lsp\"."
  :type 'string)

(defcustom designspec-settings nil
  "Settings for the designspec server, as a plist.
Keys: `:rules' (a plist of rule id to \"off\", \"hint\", \"information\",
\"warning\" or \"error\"), `:defaultPlatforms' (a plist of platform to
minimum OS version) and `:diagnosticsDebounceMs' (a number).  They are
sent as initializationOptions, with workspace/didChangeConfiguration and
in answer to workspace/configuration for the section \"designspec\"."
  :type '(plist :key-type symbol :value-type sexp))

(defun designspec--mode-setup ()
  "Comment syntax and two-space indentation of design spec files.
lsp-mode sends `tab-width' and `indent-tabs-mode' as the formatting options,
so formatting indents with two spaces, as `designspec format' does."
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local indent-tabs-mode nil)
  (setq-local tab-width 2)
  (setq-local js-indent-level 2))

(unless (fboundp 'designspec-mode)
  (if (fboundp 'js-json-mode)
      (define-derived-mode designspec-mode js-json-mode "DesignSpec"
        "Major mode for design spec files (JSON with comments)."
        (designspec--mode-setup))
    (define-derived-mode designspec-mode js-mode "DesignSpec"
      "Major mode for design spec files (JSON with comments)."
      (designspec--mode-setup))))

;; Dotted and hyphenated names (SF Symbols such as cart.badge.plus, token names such as brand-blue)
;; are one symbol, so completion at point takes the whole name typed so far as its prefix.
(modify-syntax-entry ?. "_" designspec-mode-syntax-table)
(modify-syntax-entry ?- "_" designspec-mode-syntax-table)

(add-to-list 'auto-mode-alist '("\\.design\\.jsonc?\\'" . designspec-mode))

;; The workspace root (imports, renames and the repository configuration stay inside it).
(defcustom designspec-root-markers
  '(("\\`\\.designspec\\.jsonc?\\'")
    ("\\`\\.git\\'")
    ("\\`Package\\.swift\\'" "\\.xcodeproj\\'" "\\.xcworkspace\\'"))
  "What marks a design spec workspace's root: groups of file-name regexps, first group first.
The root is the nearest folder above a spec holding a name of the first group
that has one anywhere above it; else the spec's own folder."
  :type '(repeat (repeat regexp)))

(defcustom designspec-root-directory nil
  "The workspace root for design specs, or nil to find it by `designspec-root-markers'.
Set it for one project in its .dir-locals.el:
  ((designspec-mode . ((designspec-root-directory . \"~/src/app/\"))))"
  :type '(choice (const :tag "Found by markers" nil) directory)
  :safe #'stringp)

(defun designspec-root (file)
  "The workspace root for FILE, a folder name ending in a slash."
  (if designspec-root-directory
      (file-name-as-directory (expand-file-name designspec-root-directory))
    (let ((start (file-name-directory (expand-file-name file))))
      (or (cl-some (lambda (group)
                     (locate-dominating-file
                      start (lambda (dir)
                              (cl-some (lambda (regexp) (ignore-errors (directory-files dir nil regexp t 1))) group))))
                   designspec-root-markers)
          start))))

(defun designspec--project (dir)
  "The workspace root of a design spec, as a project, for lsp-mode's root guess (DIR is where it asks from).
A root holding .git is left to `project-try-vc', so project commands keep the repository."
  (when (derived-mode-p 'designspec-mode)
    (let ((root (designspec-root (or buffer-file-name dir))))
      (unless (and (null designspec-root-directory) (file-exists-p (expand-file-name ".git" root)))
        (cons 'transient root)))))

(add-hook 'project-find-functions #'designspec--project -50)

;; M-. is go-to-definition (through lsp-mode's xref backend) on every Emacs: the parent `js-mode' binds
;; it to `js-find-symbol' on Emacs 28, and a binding in the mode's own map wins over its parent's.
(define-key designspec-mode-map (kbd "M-.") #'xref-find-definitions)

(add-to-list 'lsp-language-id-configuration '(designspec-mode . "designspec"))

(lsp-register-custom-settings
 `(("designspec.rules" ,(lambda () (plist-get designspec-settings :rules)))
   ("designspec.defaultPlatforms" ,(lambda () (plist-get designspec-settings :defaultPlatforms)))
   ("designspec.diagnosticsDebounceMs" ,(lambda () (plist-get designspec-settings :diagnosticsDebounceMs)))))

(lsp-register-client
 (make-lsp-client
  :new-connection (lsp-stdio-connection (lambda () (list designspec-server-path "lsp"))
                                        ;; Without the binary lsp-mode says the server is not installed.
                                        (lambda () (executable-find designspec-server-path)))
  :activation-fn (lsp-activate-on "designspec")
  :server-id 'designspec
  :initialization-options (lambda () (lsp-configuration-section "designspec"))
  :initialized-fn (lambda (workspace)
                    (with-lsp-workspace workspace
                      (lsp--set-configuration (lsp-configuration-section "designspec"))))))

(add-hook 'designspec-mode-hook #'lsp-deferred)

(defun designspec-preview ()
  "Draw this design spec's screens with their findings and open the page.
Runs the server's `designspec.preview' command, which writes an HTML page to a
temporary folder; the page opens with `browse-url' (set
`browse-url-browser-function' to choose the browser) unless the server already
asked Emacs to show it (window/showDocument), and the echo area says where the
page is, so it can be opened by hand where Emacs runs without a browser.  With
`lsp-lens-mode' on, the \"Preview\" lens on each screen runs the same command."
  (interactive)
  (let ((result (lsp-request "workspace/executeCommand"
                             (list :command "designspec.preview" :arguments (vector (lsp--buffer-uri))))))
    (unless (eq (lsp-get result :shownByServer) t)
      (condition-case err (browse-url (lsp-get result :uri))
        (error (message "designspec: no browser opened the preview (%s)" (error-message-string err)))))
    (message "designspec preview: %s" (lsp-get result :uri))))

(provide 'designspec-lsp-mode)
;;; designspec-lsp-mode.el ends here
