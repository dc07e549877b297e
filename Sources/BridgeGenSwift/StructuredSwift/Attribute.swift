import BridgeGenKit

/// An attribute written before a declaration or an import: `@MainActor`, `@available(*, deprecated)`.
package struct Attribute: Equatable, Sendable {
    /// The name after the `@`, such as `MainActor`.
    package var name: String
    /// What goes between the parentheses, as source text; nil when there are no parentheses.
    package var arguments: String?
    /// Text from the spec that ends the arguments as `message: "…"`, which the renderer quotes and
    /// escapes; nil for none.
    package var message: String?

    /// `@name`, or `@name(arguments)` when `arguments` is not nil.
    package init(_ name: String, arguments: String? = nil, message: String? = nil) {
        self.name = name
        self.arguments = arguments
        self.message = message
    }

    /// `@available(*, deprecated, message: "…")`.
    package static func deprecated(_ message: String) -> Attribute {
        Attribute("available", arguments: "*, deprecated", message: message)
    }

    /// `@MainActor`.
    package static let mainActor = Attribute("MainActor")
    /// `@discardableResult`.
    package static let discardableResult = Attribute("discardableResult")
    /// `@_exported`, for an import that re-exports its module to the importing module's clients.
    package static let exported = Attribute("_exported")
    /// `@preconcurrency`.
    package static let preconcurrency = Attribute("preconcurrency")
    /// `@inlinable`: the body is part of the module's interface, so callers compile it in place.
    package static let inlinable = Attribute("inlinable")
    /// `@usableFromInline`: an internal declaration that inlinable code may use.
    package static let usableFromInline = Attribute("usableFromInline")
    /// `@exclusivity(unchecked)`: a class property whose accesses skip the run-time check.
    package static let exclusivityUnchecked = Attribute("exclusivity", arguments: "unchecked")
    /// `@_spi(BridgeGenerated)`: a public declaration only the runtime uses (codecs, the protocol
    /// definition's tables, wire conversions), hidden from apps. Written only in a file rendered
    /// public: SPI is a kind of public, and a package or internal file needs nothing to hide.
    package static let generatedSPI = Attribute("_spi", arguments: "BridgeGenerated")
}
