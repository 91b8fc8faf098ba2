#!/usr/bin/env python3
"""Deterministic books for `make bench`: no randomness beyond a fixed-seed
generator, so every run measures the same input.

  generate.py markdown DIR CHAPTERS MEGABYTES   a Markdown book with book.yaml
  generate.py xhtml DIR CHAPTERS MEGABYTES      the same text as XHTML chapters
  generate.py batch DIR BOOKS                   many small Markdown books, one folder each
  generate.py math DIR CHAPTERS FORMULAS        a Markdown book of TeX formulas, inline and display,
                                                some numbered (`equation`, `align`) and referred to
"""
import os
import random
import sys

WORDS = ("reading writing chapter river city window garden morning evening paper"
         " ink margin binding letter story island harbour lantern winter summer").split()


def paragraph(rng, words):
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def chapter_text(rng, index, chapters, size):
    parts = [f"# Chapter {index}\n"]
    section = 0
    while sum(len(p) for p in parts) < size:
        section += 1
        parts.append(f"\n## Section {section}\n")
        target = rng.randrange(1, chapters + 1)
        parts.append(f"\n{paragraph(rng, 60)} See [chapter {target}](chapter-{target:04d}.md#section-1).\n")
        parts.append(f"\n{paragraph(rng, 80)} *{rng.choice(WORDS)}* and **{rng.choice(WORDS)}**.\n")
        if section % 3 == 0:
            parts.append("\n| a | b |\n|---|---|\n| 1 | 2 |\n")
        if section % 4 == 0:
            parts.append("\n```go\nfunc main() {\n    fmt.Println(\"hello\")\n}\n```\n")
    return "".join(parts)


def markdown_book(folder, chapters, megabytes, rng):
    os.makedirs(folder, exist_ok=True)
    size = megabytes * 1_000_000 // chapters
    names = []
    for index in range(1, chapters + 1):
        name = f"chapter-{index:04d}.md"
        with open(os.path.join(folder, name), "w") as f:
            f.write(chapter_text(rng, index, chapters, size))
        names.append(name)
    with open(os.path.join(folder, "book.yaml"), "w") as f:
        f.write("title: Generated Book\nauthors: Bench Generator\nlanguage: en\nidentifier: urn:uuid:0b0b0b0b-0000-4000-8000-000000000001\nchapters:\n")
        f.writelines(f"  - {name}\n" for name in names)
    return names


def xhtml_book(folder, chapters, megabytes, rng):
    os.makedirs(folder, exist_ok=True)
    size = megabytes * 1_000_000 // chapters
    names = []
    for index in range(1, chapters + 1):
        body, section = [f"<h1>Chapter {index}</h1>"], 0
        while sum(len(p) for p in body) < size:
            section += 1
            target = rng.randrange(1, chapters + 1)
            body.append(f"<h2 id=\"section-{section}\">Section {section}</h2>")
            body.append(f"<p>{paragraph(rng, 60)} See <a href=\"chapter-{target:04d}.xhtml#section-1\">chapter {target}</a>.</p>")
            body.append(f"<p>{paragraph(rng, 80)} <em>{rng.choice(WORDS)}</em> and <strong>{rng.choice(WORDS)}</strong>.</p>")
        name = f"chapter-{index:04d}.xhtml"
        with open(os.path.join(folder, name), "w") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'
                    f"<head><title>Chapter {index}</title></head><body>\n" + "\n".join(body) + "\n</body></html>\n")
        names.append(name)
    with open(os.path.join(folder, "book.yaml"), "w") as f:
        f.write("title: Generated XHTML Book\nauthors: Bench Generator\nlanguage: en\nchapters:\n")
        f.writelines(f"  - {name}\n" for name in names)
    return names


FORMS = (r"\frac{{a_{i}}}{{b_{i} + {n}}}", r"\sum_{{k=1}}^{{{n}}} k^2 = \frac{{{n}({n}+1)(2 \cdot {n}+1)}}{{6}}",
         r"\int_0^{{{n}}} x^{{{i}}} \, dx", r"\sqrt{{x_{i}^2 + y_{n}^2}}", r"e^{{i \pi {n}}} + 1 = 0",
         r"\begin{{pmatrix}} a & {n} \\ {i} & d \end{{pmatrix}}")


def math_chapter(rng, index, formulas):
    """A chapter of `formulas` formulas: two in three inline, the others display; one display in four an
    `equation` with a \\label, one in eight an `align` of two rows, each referred to after it."""
    parts, labels = [f"# Chapter {index}\n"], []
    for number in range(formulas):
        form = FORMS[rng.randrange(len(FORMS))].format(i=rng.randrange(1, 9), n=rng.randrange(1, 99))
        if number % 3:
            parts.append(f"\n{paragraph(rng, 12)} The value ${form}$ follows.\n")
        elif number % 8 == 3:
            label = f"a{number}"
            parts.append(f"\n$$\n\\begin{{align}}\n y &= {form} \\label{{{label}}} \\\\\n z &= y + 1\n\\end{{align}}\n$$\n")
            labels.append(label)
        elif number % 4 == 0:
            label = f"e{number}"
            parts.append(f"\n$$\n\\begin{{equation}}\n{form} \\label{{{label}}}\n\\end{{equation}}\n$$\n")
            labels.append(label)
        else:
            parts.append(f"\n$$\n{form}\n$$\n")
        if labels and number % 5 == 4:
            parts.append(f"\nBy $\\eqref{{{labels[-1]}}}$, {paragraph(rng, 8)}\n")
    return "".join(parts)


def math_book(folder, chapters, formulas, rng):
    os.makedirs(folder, exist_ok=True)
    names = []
    for index in range(1, chapters + 1):
        name = f"chapter-{index:04d}.md"
        with open(os.path.join(folder, name), "w") as f:
            f.write(math_chapter(rng, index, formulas // chapters))
        names.append(name)
    with open(os.path.join(folder, "book.yaml"), "w") as f:
        f.write("title: Generated Math Book\nauthors: Bench Generator\nlanguage: en\n"
                "math: {numbering: ams, labels: page}\nchapters:\n")
        f.writelines(f"  - {name}\n" for name in names)
    return names


# One section of pandoc's Markdown with every construct issue 34 names; {i} and {p} vary it per use.
PANDOC_SECTION = """
## Section {i} {{#sec-{i} .section}}

{p} H~2~O and 2^10^ with *emphasis*, "quotes" -- dashes... and a note.^[An inline note {i}.] A [small caps
span]{{.smallcaps}} and a [link](https://example.com){{.external}}; the value $x_{i}^2$ here.\\
A hard break above.

Term {i}
:   {p}

::: {{.warning}}
{p}
:::

| Line one of block {i}
|    indented line
| last line

a. first
b. second

(@ex{i}) An example; see (@ex{i}).

#. auto one
#. auto two

  Right     Left     Center     Default
-------     ------ ----------   -------
     12     12        12            12
    123     123       123          123

Table: A simple table {i}.

+---------------+---------------+
| Fruit         | Price         |
+===============+===============+
| Bananas       | $1.34         |
+---------------+---------------+

```{{=html}}
<p class="raw">raw {i}</p>
```

### Unnumbered {i} {{-}}

{p}
"""


def pandoc_book(folder, chapters, sections, rng):
    """A book of pandoc's Markdown (`-f markdown`): each chapter `sections` sections of every construct."""
    os.makedirs(folder, exist_ok=True)
    names = []
    for index in range(1, chapters + 1):
        name = f"chapter-{index:04d}.md"
        parts = [f"# Chapter {index}\n"]
        for section in range(sections):
            number = index * 1000 + section
            parts.append(PANDOC_SECTION.format(i=number, p=paragraph(rng, 60)))
        with open(os.path.join(folder, name), "w") as f:
            f.write("".join(parts))
        names.append(name)
    with open(os.path.join(folder, "title.txt"), "w") as f:
        f.write("% Generated Pandoc Book\n% Bench Generator\n")
    return names


def main():
    kind, folder = sys.argv[1], sys.argv[2]
    rng = random.Random(20241122)
    if kind == "markdown":
        markdown_book(folder, int(sys.argv[3]), int(sys.argv[4]), rng)
    elif kind == "xhtml":
        xhtml_book(folder, int(sys.argv[3]), int(sys.argv[4]), rng)
    elif kind == "math":
        math_book(folder, int(sys.argv[3]), int(sys.argv[4]), rng)
    elif kind == "pandoc":
        pandoc_book(folder, int(sys.argv[3]), int(sys.argv[4]), rng)
    elif kind == "batch":
        with open(os.path.join(folder + "-list.txt"), "w") as listing:
            for index in range(1, int(sys.argv[3]) + 1):
                book = os.path.join(folder, f"book-{index:04d}")
                markdown_book(book, 10, 1, rng)
                listing.write(os.path.join(book, "book.yaml") + "\n")


if __name__ == "__main__":
    main()
