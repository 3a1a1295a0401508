; Highlighting for the JSON(C) syntax tree.
(pair key: (string) @property.json_key)
(string) @string
(escape_sequence) @string.escape
(number) @number
[(true) (false)] @boolean
(null) @constant
(comment) @comment
["{" "}" "[" "]"] @punctuation.bracket
[":" ","] @punctuation.delimiter
