#!/usr/bin/env python3
"""Writes many-broken-links/: a one-chapter book whose only line is '[x](y) ' * N
(N broken links on one line; default 140000, a 1 MB line). The fuzzer's case was
a 1 MB line of these in chapters/preface.md of field-guide. Known defect:
reporting the errors is slow.
Usage: python3 make_many_broken_links.py [N]"""
import os, sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 140000
os.makedirs("many-broken-links", exist_ok=True)
with open("many-broken-links/book.yaml", "w") as f:
    f.write("title: T\nlanguage: en\nchapters: [a.md]\n")
with open("many-broken-links/a.md", "w") as f:
    f.write("[x](y) " * n + "\n")
print("wrote many-broken-links/ (N=%d)" % n)
