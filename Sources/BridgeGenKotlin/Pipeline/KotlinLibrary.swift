import BridgeGenKit

/// The Android library module the Kotlin output is: the generated API and the hand-written runtime
/// under `src/main/kotlin`, in folders that follow their packages, with the module's build file,
/// manifest and consumer rules beside them (`Resources/module`), so that an Android team can add
/// the folder to its project as it is. An extension's output is its sources alone, for a module
/// that already has the base library.
enum KotlinLibrary {
    /// Where a package's sources go: `src/main/kotlin/com/gbg/bridge` for `com.gbg.bridge`.
    static func sourceFolder(of packageName: String) -> String {
        "src/main/kotlin/" + packageName.replacing("`", with: "").replacing(".", with: "/")
    }

    /// The runtime's files and the module's, as the library holds them, in a fixed order, each
    /// opening with the generated-file notice in its own comment syntax (the writer removes only the
    /// files that carry it), a runtime file also saying where to change it.
    static func files(sourceLabel: String) -> [OutputFile] {
        let notice = GeneratedFileHeader.lines(language: KotlinGenerator.language, sourceLabel: sourceLabel)
        return resources.map { resource in
            var lines = notice
            if let origin = resource.origin { lines.append("Copied unchanged from \(origin): edit it there.") }
            return OutputFile(name: resource.name, contents: headed(resource.text, by: lines, in: resource.name))
        }
    }

    /// The library's file names besides the generated sources, for `fileNames`.
    static var fileNames: [String] { resources.map(\.name) }

    /// A file of the library as the resources hold it: its path in the library, its text, and, for a
    /// runtime file, where it is written by hand.
    private struct Resource {
        var name: String
        var text: String
        var origin: String?
    }

    private static let resources: [Resource] = {
        let runtimeFolder = sourceFolder(of: KotlinNaming.runtimePackage)
        let runtime = resourcePaths(under: "runtime").map { path in
            Resource(
                name: "\(runtimeFolder)/\(path)", text: load("runtime/\(path)"),
                origin: "Sources/BridgeGenKotlin/Resources/runtime/\(path)")
        }
        let module = resourcePaths(under: "module").map { path in Resource(name: path, text: load("module/\(path)")) }
        return runtime + module
    }()

    /// `text` with `lines` as a comment at its top: `//` for Kotlin, `#` for ProGuard rules, and for
    /// XML a comment after the declaration, which must come first.
    private static func headed(_ text: String, by lines: [String], in name: String) -> String {
        if name.hasSuffix(".pro") { return lines.map { "# \($0)\n" }.joined() + "\n" + text }
        if name.hasSuffix(".xml") {
            let comment = "<!-- " + lines.joined(separator: "\n     ") + " -->\n"
            guard text.hasPrefix("<?xml"), let end = text.firstIndex(of: "\n") else { return comment + text }
            return String(text[...end]) + comment + String(text[text.index(after: end)...])
        }
        return lines.map { "// \($0)\n" }.joined() + "\n" + text
    }

    /// The files below `folder` of the resources, sorted, so the output's order never depends on
    /// the file system's.
    private static func resourcePaths(under folder: String) -> [String] {
        EmbeddedResources.files.compactMap { file in
            file.path.hasPrefix(folder + "/") ? String(file.path.dropFirst(folder.count + 1)) : nil
        }.sorted()
    }

    /// The text of the resource at `path`.
    private static func load(_ path: String) -> String {
        guard let file = EmbeddedResources.files.first(where: { $0.path == path }) else {
            fatalError("BridgeGenKotlin's resource \(path) is not embedded: run .ci/embed-resources")
        }
        return file.text
    }
}
