/// One Kotlin source file: its header comment, package, imports, the opt-ins its code needs, and
/// its declarations, in order.
package struct KotlinFile: Sendable {
    /// The file name, such as `Types.kt`.
    package var name: String
    /// The lines of the comment the file opens with (the generated-file notice).
    package var headerComment: [String]
    /// The package, such as `com.gbg.bridge`.
    package var packageName: String
    /// Fully qualified names, written as `import` lines in this order.
    package var imports: [String]
    /// Annotation classes the whole file opts into (`@file:OptIn(…)`).
    package var optIns: [String]
    /// The declarations, in order.
    package var declarations: [KotlinDeclaration]

    package init(
        name: String, headerComment: [String], packageName: String, imports: [String], optIns: [String] = [],
        declarations: [KotlinDeclaration]
    ) {
        self.name = name
        self.headerComment = headerComment
        self.packageName = packageName
        self.imports = imports
        self.optIns = optIns
        self.declarations = declarations
    }
}
