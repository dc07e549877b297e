import BridgeSpec
import GeneratorTestSupport
import Testing

/// What each construct of a spec generates in the JSON Schema: one tiny spec per feature
/// (`SnippetFeature`, of the same name as the test) and the exact definitions it gives.
@Suite struct SchemaSnippetTests {
    /// An enum type: its values, and any other string from a newer peer.
    @Test func enumeration() throws {
        let spec = try WebSnippet.spec(.enumeration)
        try expectSnippet(
            WebSnippet.schema(spec, ["Side"]),
            """
            {
              "Side": {
                "description": "A side of a document.",
                "type": "string",
                "anyOf": [
                  { "const": "front", "description": "The side with the photo." },
                  { "const": "back", "description": "The other side." },
                  { "type": "string", "description": "A value this version does not declare, from a newer peer." }
                ]
              }
            }
            """)
    }

    /// A default: the field's `default`, and it is not required.
    @Test func defaultValue() throws {
        let spec = try WebSnippet.spec(.defaultValue)
        try expectSnippet(
            WebSnippet.schema(spec, ["Options", "Photo"]),
            """
            {
              "Options": {
                "type": "object",
                "properties": {
                  "quality": { "description": "JPEG quality.", "type": "integer", "default": 80 }
                }
              },
              "Photo": {
                "type": "object",
                "properties": {
                  "mimeType": { "type": "string", "default": "image/jpeg" }
                }
              }
            }
            """)
    }

    /// An optional field: left out of `required`.
    @Test func optionalField() throws {
        let spec = try WebSnippet.spec(.optionalField)
        try expectSnippet(
            WebSnippet.schema(spec, ["Note"]),
            """
            {
              "Note": {
                "type": "object",
                "required": ["text"],
                "properties": {
                  "text": { "type": "string" },
                  "author": { "description": "Who wrote it.", "type": "string" }
                }
              }
            }
            """)
    }

    /// A wire name: the property is the JSON key.
    @Test func wireName() throws {
        let spec = try WebSnippet.spec(.wireName)
        try expectSnippet(
            WebSnippet.schema(spec, ["Label"]),
            """
            {
              "Label": {
                "type": "object",
                "required": ["image-data"],
                "properties": {
                  "image-data": { "type": "string" }
                }
              }
            }
            """)
    }

    /// A map: an object whose every property has the value type.
    @Test func map() throws {
        let spec = try WebSnippet.spec(.map)
        try expectSnippet(
            WebSnippet.schema(spec, ["Tags"]),
            """
            {
              "Tags": {
                "type": "object",
                "required": ["counts"],
                "properties": {
                  "counts": {
                    "type": "object",
                    "additionalProperties": { "type": "integer" }
                  }
                }
              }
            }
            """)
    }

    /// An array: `items` of the element type, nested for an array of arrays.
    @Test func array() throws {
        let spec = try WebSnippet.spec(.array)
        try expectSnippet(
            WebSnippet.schema(spec, ["Grid"]),
            """
            {
              "Grid": {
                "type": "object",
                "required": ["names", "rows"],
                "properties": {
                  "names": {
                    "type": "array",
                    "items": { "type": "string" }
                  },
                  "rows": {
                    "type": "array",
                    "items": {
                      "type": "array",
                      "items": { "type": "integer" }
                    }
                  }
                }
              }
            }
            """)
    }

    /// Recursion: a type refers to its own definition.
    @Test func recursion() throws {
        let spec = try WebSnippet.spec(.recursion)
        try expectSnippet(
            WebSnippet.schema(spec, ["Node"]),
            """
            {
              "Node": {
                "type": "object",
                "required": ["children"],
                "properties": {
                  "children": {
                    "type": "array",
                    "items": { "$ref": "#/$defs/Node" }
                  },
                  "next": { "$ref": "#/$defs/Node" }
                }
              }
            }
            """)
    }

    /// A blob: a field that may travel as a blob is base64 or a reference to one.
    @Test func blob() throws {
        let spec = try WebSnippet.spec(.blob)
        try expectSnippet(
            WebSnippet.schema(spec, ["Scan"]),
            """
            {
              "Scan": {
                "type": "object",
                "required": ["image", "mimeType"],
                "properties": {
                  "image": {
                    "anyOf": [
                      {
                        "type": "string",
                        "contentEncoding": "base64",
                        "pattern": "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"
                      },
                      { "$ref": "#/$defs/BlobReference" }
                    ]
                  },
                  "mimeType": { "type": "string" }
                }
              }
            }
            """)
    }

    /// Events: each event's data checked by its name, and each direction refusing the events that
    /// only go the other way.
    @Test func eventDirections() throws {
        let spec = try WebSnippet.spec(.eventDirections)
        try expectSnippet(
            WebSnippet.schema(spec, ["EventPayload", "NativeToWebEventMessage", "WebToNativeEventMessage"]),
            """
            {
              "EventPayload": {
                "description": "An event's payload: its `data` is the event's type.",
                "$ref": "#/$defs/Payload",
                "allOf": [
                  {
                    "if": {
                      "required": ["action"],
                      "properties": {
                        "action": { "const": "host.paused" }
                      }
                    },
                    "then": {
                      "description": "The host paused.",
                      "properties": {
                        "data": { "$ref": "#/$defs/EmptyEventData" }
                      }
                    }
                  },
                  {
                    "if": {
                      "required": ["action"],
                      "properties": {
                        "action": { "const": "page.progress" }
                      }
                    },
                    "then": {
                      "properties": {
                        "data": { "$ref": "#/$defs/Progress" }
                      }
                    }
                  },
                  {
                    "if": {
                      "required": ["action"],
                      "properties": {
                        "action": { "const": "either.reset" }
                      }
                    },
                    "then": {
                      "description": "Either side resets.",
                      "properties": {
                        "data": { "$ref": "#/$defs/EmptyEventData" }
                      }
                    }
                  }
                ]
              },
              "NativeToWebEventMessage": {
                "description": "An event flowing this way: any event but those the spec sends only the other way.",
                "$ref": "#/$defs/EventMessage",
                "not": {
                  "properties": {
                    "payload": {
                      "properties": {
                        "action": {
                          "enum": ["page.progress"]
                        }
                      }
                    }
                  }
                }
              },
              "WebToNativeEventMessage": {
                "description": "An event flowing this way: any event but those the spec sends only the other way.",
                "$ref": "#/$defs/EventMessage",
                "not": {
                  "properties": {
                    "payload": {
                      "properties": {
                        "action": {
                          "enum": ["host.paused"]
                        }
                      }
                    }
                  }
                }
              }
            }
            """)
    }

    /// Errors per action: the schema checks a response's code against every code of the protocol, so
    /// a code an action lists joins `BridgeErrorCode`; the action's result is checked on success.
    @Test func errorsPerAction() throws {
        let spec = try WebSnippet.spec(.errorsPerAction)
        try expectSnippet(
            WebSnippet.schema(spec, ["ResponsePayload", "BridgeErrorCode"]),
            """
            {
              "ResponsePayload": {
                "description": "A response's payload: its `status`, the action's result type in `data` on success, and an `error` when the status is error.",
                "$ref": "#/$defs/Payload",
                "required": ["action", "status"],
                "allOf": [
                  {
                    "if": {
                      "required": ["status"],
                      "properties": {
                        "status": { "const": "error" }
                      }
                    },
                    "then": {
                      "required": ["error"]
                    }
                  },
                  {
                    "if": {
                      "required": ["action", "status"],
                      "properties": {
                        "action": { "const": "capability.query" },
                        "status": { "const": "success" }
                      }
                    },
                    "then": {
                      "required": ["data"],
                      "properties": {
                        "data": { "$ref": "#/$defs/Capabilities" }
                      }
                    }
                  },
                  {
                    "if": {
                      "required": ["action", "status"],
                      "properties": {
                        "action": { "const": "snippet.print" },
                        "status": { "const": "success" }
                      }
                    },
                    "then": {
                      "required": ["data"],
                      "properties": {
                        "data": { "$ref": "#/$defs/Empty" }
                      }
                    }
                  }
                ]
              },
              "BridgeErrorCode": {
                "description": "A machine-readable error code: the `code` of a response's error.",
                "type": "string",
                "anyOf": [
                  { "const": "BUSY", "description": "Recoverable by default." },
                  { "const": "TIMEOUT", "description": "Recoverable by default." },
                  { "const": "INVALID_REQUEST", "description": "Not recoverable by default." },
                  { "const": "VERSION_MISMATCH", "description": "Not recoverable by default." },
                  { "const": "INTERNAL_ERROR", "description": "Not recoverable by default." },
                  { "const": "UNSUPPORTED_ACTION", "description": "Not recoverable by default." },
                  { "const": "CANCELLED", "description": "Recoverable by default." },
                  { "const": "PAPER_JAM", "description": "The paper is stuck. Recoverable by default." },
                  { "type": "string", "description": "A value this version does not declare, from a newer peer." }
                ]
              }
            }
            """)
    }

    /// An extension: a schema of its own, which composes with its base's and checks the extension's
    /// requests, results and events, and its codes and capabilities as sets.
    @Test func extensionSpec() throws {
        let spec = try WebSnippet.spec(.extensionSpec)
        try expectSnippet(
            WebSnippet.schema(spec, ["Message", "ExtensionChecks", "ExtensionErrorCode", "ExtensionCapabilityID"]),
            """
            {
              "Message": {
                "description": "A message the base schema's `Message` accepts, with the extension's checks.",
                "allOf": [
                  { "$ref": "bridge.schema.json#/$defs/Message" },
                  { "$ref": "#/$defs/ExtensionChecks" }
                ]
              },
              "ExtensionChecks": {
                "description": "The extension's checks of a message: the data of its actions' requests and results, and of its events.",
                "allOf": [
                  {
                    "if": {
                      "required": ["type"],
                      "properties": {
                        "type": { "const": "request" }
                      }
                    },
                    "then": {
                      "properties": {
                        "payload": { "$ref": "#/$defs/ExtensionRequestPayload" }
                      }
                    }
                  },
                  {
                    "if": {
                      "required": ["type"],
                      "properties": {
                        "type": { "const": "response" }
                      }
                    },
                    "then": {
                      "properties": {
                        "payload": { "$ref": "#/$defs/ExtensionResponsePayload" }
                      }
                    }
                  },
                  {
                    "if": {
                      "required": ["type"],
                      "properties": {
                        "type": { "const": "event" }
                      }
                    },
                    "then": {
                      "properties": {
                        "payload": { "$ref": "#/$defs/ExtensionEventPayload" }
                      }
                    }
                  }
                ]
              },
              "ExtensionErrorCode": {
                "description": "The extension's error codes, in a response's error. The base's `BridgeErrorCode` admits them as values from a newer peer.",
                "type": "string",
                "anyOf": [
                  { "const": "SNIPPETS_FAILED", "description": "It failed." },
                  { "type": "string", "description": "A value this version does not declare, from a newer peer." }
                ]
              },
              "ExtensionCapabilityID": {
                "description": "The extension's capability IDs, as capability discovery declares them.",
                "type": "string",
                "anyOf": [
                  { "const": "snippets.tool", "description": "A tool." },
                  { "type": "string", "description": "A value this version does not declare, from a newer peer." }
                ]
              }
            }
            """)
    }

    /// A nullable field takes its type or `null`; an optional one is left out of `required`.
    @Test func nullable() throws {
        let spec = try WebSnippet.spec(.nullable)
        try expectSnippet(
            WebSnippet.schema(spec, ["Fix"]),
            """
            {
              "Fix": {
                "type": "object",
                "required": ["latitude", "altitude"],
                "properties": {
                  "latitude": { "type": "number" },
                  "altitude": {
                    "description": "Metres above sea level; null when unknown.",
                    "anyOf": [
                      { "type": "number" },
                      { "type": "null" }
                    ]
                  },
                  "speed": {
                    "anyOf": [
                      { "type": "number" },
                      { "type": "null" }
                    ]
                  }
                }
              }
            }
            """)
    }

    /// Limits are JSON Schema's own keywords.
    @Test func limits() throws {
        let spec = try WebSnippet.spec(.limits)
        try expectSnippet(
            WebSnippet.schema(spec, ["Shot"]),
            """
            {
              "Shot": {
                "type": "object",
                "required": ["tags"],
                "properties": {
                  "quality": { "type": "integer", "minimum": 0, "maximum": 100, "default": 80 },
                  "label": { "type": "string", "minLength": 1, "maxLength": 20 },
                  "tags": {
                    "type": "array",
                    "items": { "type": "string" },
                    "maxItems": 10
                  }
                }
              }
            }
            """)
    }

    /// A sensitive field is annotated `x-sensitive` (`writeOnly` would say something else).
    @Test func sensitive() throws {
        let spec = try WebSnippet.spec(.sensitive)
        try expectSnippet(
            WebSnippet.schema(spec, ["Unlock"]),
            """
            {
              "Unlock": {
                "type": "object",
                "required": ["key"],
                "properties": {
                  "key": { "type": "string", "x-sensitive": true },
                  "hint": { "type": "string" }
                }
              }
            }
            """)
    }
}
