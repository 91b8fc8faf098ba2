#!/usr/bin/env python3
"""Checks book.yaml files against schema/book.schema.json, as an editor's YAML language server does.

usage: scripts/check-book-yaml.py SCHEMA FILE...

Prints `FILE: KEY PATH: message` for each problem and exits 1 if there is one. YAML is read as YAML 1.2 reads
it (and as epubbuild's loader does): `2024-05-01` is text, not a date.
"""
import json
import sys

import jsonschema
import yaml


class Yaml12Loader(yaml.SafeLoader):
    """PyYAML's safe loader without YAML 1.1's timestamps."""


Yaml12Loader.yaml_implicit_resolvers = {
    first: [(tag, pattern) for tag, pattern in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def main(schema_path, files):
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    problems = 0
    for name in files:
        with open(name, encoding="utf-8") as handle:
            document = yaml.load(handle, Loader=Yaml12Loader)
        for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
            where = "/".join(str(part) for part in error.absolute_path) or "(top)"
            print(f"{name}: {where}: {error.message}")
            problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2:]))
