;;; designspec-eglot.el --- designspec language server through eglot  -*- lexical-binding: t; -*-

;; Works with the eglot of Emacs 28 (ELPA eglot 1.9 and later) and the eglot built into Emacs 29+.
;;
;; Install: copy this file into your `load-path' and add to your init file
;;
;;   (require 'designspec-eglot)
;;
;; Files named *.design.json and *.design.jsonc open in `designspec-mode' (JSON editing from
;; `js-json-mode' on Emacs 29+, `js-mode' before), the languageId the server sees is "designspec",
;; and eglot starts `designspec lsp' in them.
;;
;; Options (M-x customize-group RET designspec, or setq before the `require'):
;;   `designspec-server-path'  the binary; default $DESIGNSPEC_PATH, else "designspec" on PATH
;;   `designspec-settings'     settings sent to the server, e.g.
;;     (setq designspec-settings
;;           '(:rules (:min-touch-target "warning")   ; off | hint | information | warning | error
;;             :defaultPlatforms (:iOS "17.0")        ; when a spec has no "platforms"
;;             :diagnosticsDebounceMs 150))
;;
;; Preview: M-x designspec-preview draws the spec's screens with their findings in a browser.

;;; Code:

(require 'cl-lib)
(require 'eglot)
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
Eglot sends `tab-width' and `indent-tabs-mode' as the formatting options,
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
  "The workspace root of a design spec, as a project, when eglot asks (DIR is where it asks from).
Only eglot's question is answered (`eglot-lsp-context'): project commands keep their own project."
  (when (and (bound-and-true-p eglot-lsp-context) (derived-mode-p 'designspec-mode))
    (cons 'transient (designspec-root (or buffer-file-name dir)))))

(add-hook 'project-find-functions #'designspec--project -50)

;; M-. is go-to-definition (through eglot's xref backend) on every Emacs: the parent `js-mode' binds
;; it to `js-find-symbol' on Emacs 28, and a binding in the mode's own map wins over its parent's.
(define-key designspec-mode-map (kbd "M-.") #'xref-find-definitions)

(defun designspec-eglot--settings (&rest _)
  "The settings object: `designspec-settings' under the key `designspec'."
  (list :designspec (or designspec-settings (make-hash-table))))

(defun designspec--server-missing-message ()
  "One line saying the server binary cannot be found and how to fix it."
  (format "designspec: %s not found; install it with `designspec install' (docs/install-and-format.md) or set `designspec-server-path'"
          designspec-server-path))

(defun designspec--server-command ()
  "The server's command line; a `user-error' naming the binary when it cannot be run."
  (unless (executable-find designspec-server-path)
    (user-error "%s" (designspec--server-missing-message)))
  (list designspec-server-path "lsp"))

(add-to-list 'eglot-server-programs
             `(designspec-mode
               . ,(lambda (&optional _interactive)
                    (append (designspec--server-command)
                            (list :initializationOptions #'designspec-eglot--settings)))))

(defvar designspec-eglot--previous-configuration
  (default-value 'eglot-workspace-configuration)
  "The default `eglot-workspace-configuration' before this file was loaded.")

(defun designspec-eglot--workspace-configuration (server)
  "The previous default configuration for SERVER plus the section \"designspec\".
Eglot reads it for workspace/didChangeConfiguration and to answer
workspace/configuration.  Directory-local values of
`eglot-workspace-configuration' replace it; add a `:designspec' section
to them if you use both."
  (let* ((others (if (functionp designspec-eglot--previous-configuration)
                     (funcall designspec-eglot--previous-configuration server)
                   designspec-eglot--previous-configuration))
         (plist (if (consp (car-safe others))
                    ;; The alist form ((SECTION . VALUE) ...).
                    (cl-loop for (section . value) in others
                             collect (if (keywordp section) section (intern (format ":%s" section)))
                             collect value)
                  (copy-sequence others))))
    (plist-put plist :designspec (plist-get (designspec-eglot--settings) :designspec))))

(setq-default eglot-workspace-configuration #'designspec-eglot--workspace-configuration)

(defun designspec-eglot-ensure ()
  "Start eglot in this buffer, or say in one line that the server cannot be found."
  (if (executable-find designspec-server-path)
      (eglot-ensure)
    (message "%s" (designspec--server-missing-message))))

(add-hook 'designspec-mode-hook #'designspec-eglot-ensure)

(defun designspec-eglot--plain-refusal (function &rest args)
  "Call FUNCTION with ARGS; in a design spec, a request the server refuses is a `user-error'
with the server's reason alone (eglot 1.9 shows jsonrpc's error data, code and all)."
  (if (derived-mode-p 'designspec-mode)
      (condition-case err (apply function args)
        (jsonrpc-error
         (let ((reason (alist-get 'jsonrpc-error-message (cdr err))))
           (if reason (user-error "designspec: %s" reason) (signal (car err) (cdr err))))))
    (apply function args)))

(advice-add 'eglot-rename :around #'designspec-eglot--plain-refusal)

(defun designspec-preview ()
  "Draw this design spec's screens with their findings and open the page.
Runs the server's `designspec.preview' command, which writes an HTML page to a
temporary folder; the page opens with `browse-url' (set
`browse-url-browser-function' to choose the browser) unless the server already
asked Emacs to show it (window/showDocument), and the echo area says where the
page is, so it can be opened by hand where Emacs runs without a browser.  Where
eglot shows code lenses, the \"Preview\" lens on each screen runs the same command."
  (interactive)
  (let* ((server (eglot--current-server-or-lose))
         (uri (plist-get (eglot--TextDocumentIdentifier) :uri))
         (result (jsonrpc-request server :workspace/executeCommand
                                  (list :command "designspec.preview" :arguments (vector uri)))))
    (unless (eq (plist-get result :shownByServer) t)
      (condition-case err (browse-url (plist-get result :uri))
        (error (message "designspec: no browser opened the preview (%s)" (error-message-string err)))))
    (message "designspec preview: %s" (plist-get result :uri))))

(provide 'designspec-eglot)
;;; designspec-eglot.el ends here
