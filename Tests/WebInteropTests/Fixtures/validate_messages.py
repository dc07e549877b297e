"""Validates messages, one JSON object per line, against the generated JSON Schema with the
independent `jsonschema` package (draft 2020-12).

Usage: python3 validate_messages.py [--root REF] SCHEMA FILE...
prints {"validated": N, "failures": [...]}. --root validates against one definition of the schema,
such as #/$defs/NativeToWebMessage, instead of its root.
"""

import json
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match


def main() -> None:
    arguments = sys.argv[1:]
    root = None
    if arguments[0] == "--root":
        root, arguments = arguments[1], arguments[2:]
    with open(arguments[0], encoding="utf-8") as handle:
        schema = json.load(handle)
    Draft202012Validator.check_schema(schema)
    if root is not None:
        schema["$ref"] = root
    validator = Draft202012Validator(schema)
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
    print(json.dumps({"validated": validated, "failures": failures}))


if __name__ == "__main__":
    main()
