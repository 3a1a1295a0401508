;;; probe-common.el --- helpers shared by the batch Emacs probes  -*- lexical-binding: t; -*-

;; Loaded by eglot-probe.el and lsp-mode-probe.el (run by .ci/editors.sh from the repository root).

;;; Code:

(require 'package)
(require 'cl-lib)
(require 'browse-url)
(require 'subr-x)
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)

(defvar probe-failures 0 "Number of failed checks.")

(defun probe-say (format-string &rest args)
  "Print FORMAT-STRING with ARGS on stdout."
  (princ (concat (apply #'format format-string args) "\n")))

(defun probe-check (ok what)
  "Record the check WHAT, passed when OK."
  (probe-say "%s %s" (if ok "ok  " "FAIL") what)
  (unless ok (setq probe-failures (1+ probe-failures))))

(defun probe-one-line (text limit)
  "TEXT on one line, cut to LIMIT characters."
  (let ((flat (replace-regexp-in-string "[ \t\n]+" " " (or text ""))))
    (if (> (length flat) limit) (concat (substring flat 0 limit) "…") flat)))

(defun probe-wait (seconds predicate)
  "Process events until PREDICATE holds or SECONDS pass; return PREDICATE's value."
  (let ((deadline (+ (float-time) seconds)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(defconst probe-opener (expand-file-name "Tests/Editors/record-open.sh")
  "A stand-in for a browser that records the URLs it is asked to open.")

(defun probe-capturing-messages (function)
  "Call FUNCTION; return the messages it showed, oldest first."
  (let ((said nil)
        (original (symbol-function 'message)))
    (cl-letf (((symbol-function 'message)
               (lambda (format-string &rest args)
                 (when format-string (push (apply #'format format-string args) said))
                 (apply original format-string args))))
      (condition-case err (funcall function)
        (error (push (format "raised %S" err) said))))
    (nreverse said)))

(defun probe-check-preview ()
  "Run the shipped `designspec-preview' with `browse-url' opening pages through `probe-opener' (as
`browse-url-generic' runs a browser); check the page was written, handed to the opener and named in
the echo area."
  (let* ((log (make-temp-file "designspec-opened"))
         (process-environment (cons (concat "DESIGNSPEC_OPEN_LOG=" log) process-environment))
         (browse-url-browser-function #'browse-url-generic)
         (browse-url-generic-program probe-opener)
         (browse-url-generic-args nil)
         (said (probe-capturing-messages #'designspec-preview))
         (opened (probe-wait 10 (lambda ()
                                  (let ((text (with-temp-buffer (insert-file-contents log) (buffer-string))))
                                    (and (string-suffix-p "\n" text) (string-trim text)))))))
    (probe-say "designspec-preview opened: %s; said: %s" opened (mapconcat #'identity said " | "))
    (probe-check (and opened (string-prefix-p "file://" opened) (file-exists-p (url-unhex-string (substring opened 7))))
                 "designspec-preview writes the page and opens it with the configured browser")
    (probe-check (member (format "designspec preview: %s" opened) said)
                 "designspec-preview says where the page is")
    ;; Emacs in a terminal with no browser: browse-url fails, and the page's place is still said.
    (let* ((browse-url-browser-function (lambda (&rest _) (error "No usable browser found")))
           (said (probe-capturing-messages #'designspec-preview)))
      (probe-say "designspec-preview without a browser said: %s" (mapconcat #'identity said " | "))
      (probe-check (and opened (equal (car (last said)) (format "designspec preview: %s" opened))
                        (not (cl-some (lambda (line) (string-prefix-p "raised" line)) said)))
                   "without a browser, designspec-preview still says where the page is"))))

(defun probe-goto-after (anchor needle)
  "Move point just after NEEDLE on the first line containing ANCHOR."
  (goto-char (point-min))
  (search-forward anchor)
  (beginning-of-line)
  (search-forward needle (line-end-position)))

(defun probe-complete (prefix table predicate)
  "The candidates `completion-at-point' shows for PREFIX from TABLE: the
completion styles in force (`completion-styles', with the table's category
defaults and overrides) applied to PREDICATE-filtered TABLE."
  (let ((all (completion-all-completions prefix table predicate (length prefix))))
    (when (consp all) (setcdr (last all) nil))
    (mapcar #'substring-no-properties all)))

(defun probe-complete-as-shown (prefix table predicate)
  "The candidates for PREFIX from TABLE in the order `completion-at-point' shows them: filtered by the
completion styles in force, then sorted by the metadata's display sort function as the styles adjust
it (the flex style ranks by its own score first)."
  (let* ((metadata (completion-metadata prefix table predicate))
         (all (completion-all-completions prefix table predicate (length prefix) metadata))
         (sort (completion-metadata-get metadata 'display-sort-function)))
    (when (consp all) (setcdr (last all) nil))
    (mapcar #'substring-no-properties (if (and sort (consp all)) (funcall sort all) all))))

(defun probe-check-cart-b (capf-function)
  "Type `cart.b' as a `symbol' value and complete it with CAPF-FUNCTION: the names that begin with it
come first, in the order the completion UI shows them."
  (probe-goto-after "\"symbol\": \"star\"" "\"symbol\": \"")
  (delete-char 4)
  (insert "cart.b")
  (let* ((capf (funcall capf-function))
         (prefix (and capf (buffer-substring-no-properties (nth 0 capf) (point))))
         (shown (and capf (probe-complete-as-shown prefix (nth 2 capf) (plist-get (nthcdr 3 capf) :predicate)))))
    (probe-say "completion of \"cart.b\", prefix %S: %d shown, first: %s"
               prefix (length shown) (mapconcat #'identity (seq-take shown 5) ", "))
    (probe-check (and shown (seq-every-p (lambda (name) (string-prefix-p "cart.badge." name)) (seq-take shown 3)))
                 "completion of cart.b shows cart.badge.* first"))
  (delete-char -6)
  (insert "star")
  ;; What the idle timer does in an interactive session: send the edits before the next request.
  (when (fboundp 'eglot--signal-textDocument/didChange) (eglot--signal-textDocument/didChange)))

(defun probe-check-cart-b-keys (capf-function)
  "Type `cart.b' as a `symbol' value and press C-M-i twice, as a user does (CAPF-FUNCTION in
`completion-at-point-functions'): the common part is inserted once, the list shows cart.badge.* near its
top, and choosing cart.badge.plus from it leaves the well-formed \"cart.badge.plus\"."
  (probe-goto-after "\"symbol\": \"star\"" "\"symbol\": \"")
  (delete-char 4)
  (insert "cart.b")
  (let ((completion-at-point-functions (list capf-function))
        (line (lambda () (buffer-substring-no-properties (line-beginning-position) (line-end-position)))))
    (completion-at-point)
    (completion-at-point)
    (let* ((after (funcall line))
           (listed (when (get-buffer "*Completions*")
                     (with-current-buffer "*Completions*" (buffer-substring-no-properties (point-min) (point-max)))))
           (first (and listed (string-match "cart\\.badge\\.[a-z.]+" listed) (match-string 0 listed))))
      (probe-say "C-M-i twice on \"cart.b\": line %s; the list starts with %s" (string-trim after) first)
      (probe-check (and (string-match-p "\"symbol\": \"cart\\.badge\\.\"" after) (not (string-match-p "cart\\.b.*cart\\.b" after)))
                   "C-M-i twice on cart.b inserts the common part cart.badge. once")
      (probe-check (and listed (string-match-p "cart\\.badge\\.plus" (substring listed 0 (min (length listed) 400))))
                   "the list shows cart.badge.plus near its top")
      (when listed
        ;; A click or RET in the list: `choose-completion' reads the selected window's buffer.
        (with-selected-window (display-buffer "*Completions*")
          (goto-char (point-min))
          (when (search-forward "cart.badge.plus" nil t)
            (goto-char (match-beginning 0))
            (choose-completion)))
        (probe-say "chose cart.badge.plus: %s" (string-trim (funcall line)))
        (probe-check (string-match-p "\"symbol\": \"cart\\.badge\\.plus\", \"accessibilityLabel\"" (funcall line))
                     "choosing cart.badge.plus leaves the well-formed \"cart.badge.plus\""))))
  (probe-goto-after "\"accessibilityLabel\": \"Rate\"" "\"symbol\": \"")
  (delete-region (point) (progn (search-forward "\"") (1- (point))))
  (insert "star")
  (when (fboundp 'eglot--signal-textDocument/didChange) (eglot--signal-textDocument/didChange)))

(defun probe-package-version (name)
  "The installed version of package NAME, as a string."
  (or (ignore-errors (package-version-join (package-desc-version (cadr (assq name package-alist))))) "?"))

(defun probe-finish (name)
  "Print the verdict for the probe NAME and leave Emacs with its status."
  (if (zerop probe-failures)
      (progn (probe-say "%s: all checks passed" name) (kill-emacs 0))
    (probe-say "%s: %d check(s) failed" name probe-failures)
    (kill-emacs 3)))

(defconst probe-root (expand-file-name default-directory)
  "The repository root (the probes are loaded from it).")

(defconst probe-workspace (expand-file-name "Tests/Editors/fixtures/workspace/")
  "The folder of the cross-file checks (the probes are loaded from the repository root).")

(defun probe-text-of (file)
  "The text of the buffer visiting FILE (relative to `probe-workspace'), or \"\" when none does."
  (let ((buffer (find-buffer-visiting (expand-file-name file probe-workspace))))
    (if buffer (with-current-buffer buffer (buffer-substring-no-properties (point-min) (point-max))) "")))

(defun probe-go-to-shared-definition (backend)
  "From the use of `brand' in the cart spec (the current buffer), go to its definition through
the xref BACKEND as M-. does; check it is `brand' in the tokens file, and come back to the use."
  (let ((cart (current-buffer)))
    (probe-goto-after "\"Total\"" "\"color\": \"br")
    (let ((item (car (xref-backend-definitions backend (xref-backend-identifier-at-point backend)))))
      (when item (xref-pop-to-location item)))
    (probe-say "definition of \"brand\" in cart: %s:%d: %s" (file-relative-name buffer-file-name) (line-number-at-pos)
               (probe-one-line (buffer-substring-no-properties (line-beginning-position) (line-end-position)) 80))
    (probe-check (and (string-suffix-p "fixtures/workspace/tokens.design.jsonc" buffer-file-name) (looking-at "\"brand\""))
                 "go to definition opens the tokens file at \"brand\"")
    (switch-to-buffer cart)
    (probe-goto-after "\"Total\"" "\"color\": \"br")))

(defun probe-check-renamed-across-files (command)
  "Check that COMMAND renamed `brand' to `primary' in every spec of `probe-workspace' that uses it."
  (let ((cart (probe-text-of "features/cart.design.jsonc"))
        (tokens (probe-text-of "tokens.design.jsonc"))
        (home (probe-text-of "features/home.design.jsonc")))
    (probe-check (and (string-match-p (regexp-quote "\"color\": \"primary\"") cart)
                      (string-match-p (regexp-quote "\"primary\": {") tokens)
                      (not (string-match-p "\"brand\"" cart)) (not (string-match-p "\"brand\"" tokens)))
                 (format "%s from the use edits the use and the declaration in the tokens file" command))
    (probe-check (string-match-p (regexp-quote "\"background\": \"primary\"") home)
                 (format "%s also edits the spec that was not open (home)" command))))

(provide 'probe-common)
;;; probe-common.el ends here
