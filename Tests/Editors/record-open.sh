#!/bin/sh
# Stands in for a browser in the editor probes: the shipped configs open the preview page with it
# (Neovim: vim.g.designspec_open; Emacs: browse-url-generic-program), and it appends each argument,
# one a line, to the file named by $DESIGNSPEC_OPEN_LOG.
printf '%s\n' "$@" >> "${DESIGNSPEC_OPEN_LOG:?DESIGNSPEC_OPEN_LOG names the file to record into}"
