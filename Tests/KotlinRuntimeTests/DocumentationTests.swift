import Foundation
import TestSupport
import Testing

/// Every public declaration of the Kotlin runtime has a KDoc comment, as every public Swift
/// declaration has a doc comment: the runtime ships as source inside an Android library, where
/// these comments are its documentation. (The compiler's explicit API mode already makes every
/// public declaration say so.)
@Suite struct DocumentationTests {
    @Test func everyPublicDeclarationHasAComment() throws {
        var undocumented: [String] = []
        for file in try KotlinBuild.kotlinFiles(in: KotlinBuild.runtimeSources) {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard Self.declaresSomethingPublic(code), !Self.isInsideHiddenDeclaration(index, of: lines) else { continue }
                // The comment ends on the line before, above any annotations.
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
                let above = previous >= 0 ? lines[previous].trimmingCharacters(in: .whitespaces) : ""
                if !above.hasSuffix("*/") {
                    undocumented.append("\(file.lastPathComponent):\(index + 1): \(code)")
                }
            }
        }
        #expect(undocumented.isEmpty, "public declarations without a KDoc comment:\n\(undocumented.joined(separator: "\n"))")
    }

    /// Whether the line at `index` is inside a class, object or interface that is not public: its
    /// overrides and members are not part of the API.
    private static func isInsideHiddenDeclaration(_ index: Int, of lines: [String]) -> Bool {
        var bound = indentation(of: lines[index])
        var previous = index - 1
        while bound > 0 && previous >= 0 {
            let line = lines[previous]
            let indent = indentation(of: line)
            let code = line.trimmingCharacters(in: .whitespaces)
            let isComment = code.hasPrefix("*") || code.hasPrefix("/*") || code.hasPrefix("//")
            if !code.isEmpty && !isComment && indent < bound {
                bound = indent
                let words = code.split(separator: " ").map(String.init)
                if words.contains(where: { ["class", "object", "interface"].contains($0) })
                    && words.contains(where: { ["private", "internal"].contains($0) })
                {
                    return true
                }
            }
            previous -= 1
        }
        return false
    }

    private static func indentation(of line: String) -> Int { line.prefix { $0 == " " }.count }

    /// Whether a line declares something public: explicitly, or as an override or a constructor
    /// property of a public class, which inherit the class's visibility.
    private static func declaresSomethingPublic(_ code: String) -> Bool {
        let words = code.split(separator: " ").prefix(5).map(String.init)
        if words.contains("private") || words.contains("internal") || words.contains("protected") { return false }
        if words.contains("public") || words.contains("override") { return true }
        // A constructor property: `val name: Type,` inside a public class's parameter list.
        return (words.first == "val" || words.first == "var") && code.hasSuffix(",")
    }
}

/// Only the runtime's `android/` folder uses Android's classes: the rest is the kernel, which
/// compiles, runs its tests and is benchmarked on any JVM, and could serve another platform's
/// WebView.
@Suite struct AndroidImportTests {
    @Test func onlyTheAndroidFolderImportsAndroid() throws {
        let androidFolder = KotlinBuild.runtimeSources.appendingPathComponent(KotlinBuild.androidFolder).path + "/"
        var imports: [String] = []
        var androidFiles = 0
        for file in try KotlinBuild.kotlinFiles(in: KotlinBuild.runtimeSources) {
            let usesAndroid = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                .contains { $0.hasPrefix("import android.") || $0.hasPrefix("import androidx.") }
            if file.path.hasPrefix(androidFolder) {
                if usesAndroid { androidFiles += 1 }
            } else if usesAndroid {
                imports.append(file.lastPathComponent)
            }
        }
        #expect(imports.isEmpty, "files outside android/ that import Android's classes: \(imports)")
        #expect(androidFiles >= 2, "the WebView transport was not found in android/")
    }
}
