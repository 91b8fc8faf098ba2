#!/usr/bin/env python3
"""Writes ThirdParty/CTreeSitterGrammars/yaml/schema.core.c, the file the YAML
grammar's scanner includes to tell a plain scalar's type (null, bool, int,
float or string) as it reads it, one character at a time.

tree-sitter-yaml generates this file from the schema; its PyPI sdists (0.7.0
to 0.7.2, the only source on PyPI) leave it out, so this script generates it
the same way: the regular expressions of the YAML 1.2.2 core schema
(https://yaml.org/spec/1.2.2/#1032-tag-resolution), compiled to one
deterministic automaton whose states fit the scanner's int8_t.

    python3 scripts/yaml-core-schema.py
"""
import pathlib

try:
    import re._parser as sre_parse
    import re._constants as sre
except ImportError:  # Python before 3.11
    import sre_parse
    import sre_constants as sre

# In the order tag resolution tries them: "12" is an int before it is a float.
SCHEMA = [
    ("RS_NULL", r"null|Null|NULL|~"),
    ("RS_BOOL", r"true|True|TRUE|false|False|FALSE"),
    ("RS_INT", r"[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+"),
    ("RS_FLOAT", r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?(\.inf|\.Inf|\.INF)|\.nan|\.NaN|\.NAN"),
]
ALPHABET = range(32, 127)  # printable ASCII; any other character makes a string


class NFA:
    def __init__(self):
        self.edges = []  # per state: list of (set of characters, next state)
        self.empty = []  # per state: states reached without reading
        self.accepts = {}

    def state(self):
        self.edges.append([])
        self.empty.append([])
        return len(self.edges) - 1

    def build(self, items, start):
        """Adds the parsed pattern `items` from `start`; returns its end state."""
        for op, arg in items:
            if op is sre.LITERAL:
                end = self.state()
                self.edges[start].append(({arg}, end))
                start = end
            elif op is sre.IN:
                chars = set()
                for kind, value in arg:
                    if kind is sre.LITERAL:
                        chars.add(value)
                    elif kind is sre.RANGE:
                        chars.update(range(value[0], value[1] + 1))
                    else:
                        raise ValueError(f"unsupported class item {kind}")
                end = self.state()
                self.edges[start].append((chars, end))
                start = end
            elif op is sre.SUBPATTERN:
                start = self.build(arg[-1], start)
            elif op is sre.BRANCH:
                end = self.state()
                for alternative in arg[1]:
                    self.empty[self.build(alternative, start)].append(end)
                start = end
            elif op is sre.MAX_REPEAT:
                low, high, sub = arg
                for _ in range(low):
                    start = self.build(sub, start)
                if high is sre.MAXREPEAT:
                    loop = self.state()
                    self.empty[start].append(loop)
                    self.empty[self.build(sub, loop)].append(loop)
                    start = loop
                else:
                    ends = [start]
                    for _ in range(high - low):
                        start = self.build(sub, start)
                        ends.append(start)
                    for end in ends[:-1]:
                        self.empty[end].append(start)
            else:
                raise ValueError(f"unsupported pattern item {op}")
        return start

    def closure(self, states):
        seen, stack = set(states), list(states)
        while stack:
            for target in self.empty[stack.pop()]:
                if target not in seen:
                    seen.add(target)
                    stack.append(target)
        return frozenset(seen)


def automaton():
    nfa = NFA()
    start = nfa.state()
    for rank, (result, pattern) in enumerate(SCHEMA):
        end = nfa.build(sre_parse.parse(pattern), start)
        nfa.accepts[end] = (rank, result)
    first = nfa.closure([start])
    states, table, results = {first: 0}, [], []
    queue = [first]
    while queue:
        current = queue.pop(0)
        accepted = sorted(nfa.accepts[s] for s in current if s in nfa.accepts)
        results.append(accepted[0][1] if accepted else "RS_STR")
        row = []
        for char in ALPHABET:
            targets = nfa.closure([t for s in current for chars, t in nfa.edges[s] if char in chars])
            if not targets:
                row.append(-1)
                continue
            if targets not in states:
                states[targets] = len(states)
                queue.append(targets)
            row.append(states[targets])
        table.append(row)
    assert len(table) < 128, "the scanner keeps the state in an int8_t"
    return table, results


def main():
    table, results = automaton()
    rows = ",\n".join("    {" + ", ".join(str(n) for n in row) + "}" for row in table)
    text = f"""// Written by scripts/yaml-core-schema.py; do not edit.
// The YAML 1.2.2 core schema's tag resolution (null, bool, int, float; anything else a string)
// as an automaton over printable ASCII, read one character at a time by scanner.c.

#include <stdint.h>

typedef enum {{ RS_STR, RS_INT, RS_NULL, RS_BOOL, RS_FLOAT, RS_TIMESTAMP }} ResultSchema;

// The state a scalar reaches once it can only be a string.
#define SCH_STT_FRZ -1

static const int8_t SCH_NEXT[{len(table)}][{len(ALPHABET)}] = {{
{rows}
}};

static const ResultSchema SCH_RESULT[{len(table)}] = {{{", ".join(results)}}};

static int8_t adv_sch_stt(int8_t sch_stt, int32_t cur_chr, ResultSchema *rlt_sch) {{
    int8_t next = SCH_STT_FRZ;
    if (sch_stt != SCH_STT_FRZ && cur_chr >= {ALPHABET.start} && cur_chr < {ALPHABET.stop}) {{
        next = SCH_NEXT[sch_stt][cur_chr - {ALPHABET.start}];
    }}
    *rlt_sch = next == SCH_STT_FRZ ? RS_STR : SCH_RESULT[next];
    return next;
}}
"""
    target = pathlib.Path(__file__).resolve().parent.parent / "ThirdParty/CTreeSitterGrammars/yaml/schema.core.c"
    target.write_text(text)
    print(f"{target}: {len(table)} states")


if __name__ == "__main__":
    main()
