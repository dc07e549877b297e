import BridgeGenKit

/// An import at the top of a file: `import Foundation`, `@_exported import BridgeRuntime`, or one compiled
/// only where the module exists: `#if canImport(FoundationNetworking) import FoundationNetworking #endif`.
package struct Import: Equatable, Sendable {
    /// The imported module's name.
    package var module: String
    /// Attributes such as `.exported` or `.preconcurrency`.
    package var attributes: [Attribute]
    /// Whether the import is wrapped in `#if canImport(module)`, for modules only some platforms have.
    package var isConditional: Bool

    /// An import of `module`.
    package init(_ module: String, attributes: [Attribute] = [], isConditional: Bool = false) {
        self.module = module
        self.attributes = attributes
        self.isConditional = isConditional
    }
}
