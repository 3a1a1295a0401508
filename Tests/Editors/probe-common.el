;;; probe-common.el --- helpers shared by the batch Emacs probes  -*- lexical-binding: t; -*-

;; Loaded by eglot-probe.el and lsp-mode-probe.el (run by .ci/editors.sh from the repository root).

;;; Code:

(require 'package)
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

(defun probe-check-preview ()
  "Run the shipped `designspec-preview' with `browse-url' captured; check the page was written and opened."
  (let* ((opened nil)
         (browse-url-browser-function (lambda (url &rest _) (setq opened url))))
    (designspec-preview)
    (probe-say "designspec-preview opened: %s" opened)
    (probe-check (and opened (string-prefix-p "file://" opened) (file-exists-p (url-unhex-string (substring opened 7))))
                 "designspec-preview writes the page and opens it")))

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

(defun probe-package-version (name)
  "The installed version of package NAME, as a string."
  (or (ignore-errors (package-version-join (package-desc-version (cadr (assq name package-alist))))) "?"))

(defun probe-finish (name)
  "Print the verdict for the probe NAME and leave Emacs with its status."
  (if (zerop probe-failures)
      (progn (probe-say "%s: all checks passed" name) (kill-emacs 0))
    (probe-say "%s: %d check(s) failed" name probe-failures)
    (kill-emacs 3)))

(provide 'probe-common)
;;; probe-common.el ends here
