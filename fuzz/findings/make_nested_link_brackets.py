#!/usr/bin/env python3
"""Writes nested-link-brackets/: a one-chapter book whose only line is
'[' * N + 'x' + '](x)' * N. cmark-gfm makes one link (to the missing 'x'),
so there is one broken link. The Resolve stage is quadratic in N: 8000 takes 0.6 s,
16000 takes 2.2 s and 32000 takes 8.7 s, with or without --lenient.
With the target b.md present, the same line resolves in 0.01 s.
Usage: python3 make_nested_link_brackets.py [N]   (default 32000)"""
import os, sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 32000
os.makedirs("nested-link-brackets", exist_ok=True)
with open("nested-link-brackets/book.yaml", "w") as f:
    f.write("title: T\nlanguage: en\nchapters: [a.md]\n")
with open("nested-link-brackets/a.md", "w") as f:
    f.write("[" * n + "x" + "](x)" * n + "\n")
print("wrote nested-link-brackets/ (N=%d)" % n)
