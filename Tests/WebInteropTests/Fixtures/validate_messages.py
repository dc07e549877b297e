"""Validates messages, one JSON object per line, against the generated JSON Schema with the
independent `jsonschema` package (draft 2020-12).

Usage: python3 validate_messages.py [--strict] [--root REF] [--base BASE_SCHEMA] SCHEMA FILE...
prints {"validated": N, "failures": [...]}. --root validates against one definition of the schema,
such as #/$defs/NativeToWebMessage, instead of its root. --base makes a protocol's schema available
to an extension's SCHEMA, which refers to it as bridge.schema.json (as when the two files sit side
by side), so the extension's messages are checked by both. --strict prints a summary instead, and
exits with status 1 when any message fails or none was validated (for .ci/run).
"""

import json
import os
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012


def load(path: str) -> dict:
    """A schema from `path`, checked against the draft's metaschema."""
    with open(path, encoding="utf-8") as handle:
        schema = json.load(handle)
    Draft202012Validator.check_schema(schema)
    return schema


def main() -> None:
    arguments = sys.argv[1:]
    strict = arguments[0] == "--strict"
    if strict:
        arguments = arguments[1:]
    root = None
    if arguments[0] == "--root":
        root, arguments = arguments[1], arguments[2:]
    registry = Registry()
    if arguments[0] == "--base":
        base = load(arguments[1])
        # Under its file name: the URI an extension's relative "bridge.schema.json#/$defs/…" resolves to.
        resource = Resource.from_contents(base, default_specification=DRAFT202012)
        registry = registry.with_resource(os.path.basename(arguments[1]), resource)
        arguments = arguments[2:]
    schema = load(arguments[0])
    if root is not None:
        schema["$ref"] = root
    validator = Draft202012Validator(schema, registry=registry)
    validated = 0
    failures = []
    for path in arguments[1:]:
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                validated += 1
                error = best_match(validator.iter_errors(json.loads(line)))
                if error is not None:
                    failures.append({
                        "file": path,
                        "line": number,
                        "at": "/".join(str(part) for part in error.absolute_path),
                        "error": error.message[:500],
                    })
    if not strict:
        print(json.dumps({"validated": validated, "failures": failures}))
        return
    for failure in failures[:20]:
        print("schema:", json.dumps(failure), file=sys.stderr)
    if failures or validated == 0:
        sys.exit("schema: %d of %d messages break %s" % (len(failures), validated, arguments[0]))
    print("schema: all %d messages match %s" % (validated, arguments[0]))


if __name__ == "__main__":
    main()
