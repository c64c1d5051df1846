#!/usr/bin/env python3
"""Renders Markdown from standard input with markdown-it-py (CommonMark, with GitHub's tables
and strikethrough) and prints the text of each block, one a line, in order: each heading,
paragraph and list item's text as a reader sees it. A block in which any Markdown syntax acted
(emphasis, code, a link, an image, HTML, strikethrough) is printed as `SYNTAX <token types>`
instead, so a test can check that text from data never turns into syntax
(Tests/ChartA11yTests/Phrasing/MarkdownEscapingTests.swift). With `--bold`, bold is allowed
and read as its text: a data table's caption is ours, in bold."""
import sys

from markdown_it import MarkdownIt

PLAIN = {"text", "softbreak"}


def main() -> int:
    plain = PLAIN | ({"strong_open", "strong_close"} if "--bold" in sys.argv[1:] else set())
    parser = MarkdownIt("commonmark").enable(["table", "strikethrough"])
    tokens = parser.parse(sys.stdin.read())
    for token in tokens:
        if token.type != "inline":
            continue
        children = token.children or []
        syntax = sorted({child.type for child in children if child.type not in plain})
        if syntax:
            print("SYNTAX " + " ".join(syntax))
            continue
        print("".join(" " if child.type == "softbreak" else child.content or "" for child in children))
    return 0


if __name__ == "__main__":
    sys.exit(main())
