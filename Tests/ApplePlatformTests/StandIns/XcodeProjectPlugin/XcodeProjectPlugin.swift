// A stand-in for XcodeProjectPlugin, the module Xcode offers plugins for Xcode projects, with the
// declarations of Xcode 16's module for what the plugins use. It is built against the toolchain's
// real PackagePlugin, and only type-checks: nothing here runs.
import Foundation
import PackagePlugin

/// The Xcode project a plugin runs for.
public struct XcodeProject {
    /// The project's identifier.
    public let id: String
    /// The project's name.
    public let displayName: String
    /// The folder holding the project.
    public let directoryURL: URL
    /// The project's targets.
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
    /// The target's identifier.
    public let id: String
    /// The target's name, as Xcode shows it.
    public let displayName: String
    /// What the target builds, if anything.
    public let product: XcodeProduct?
    /// What the target depends on.
    public let dependencies: [XcodeTargetDependency]
    /// The files the target builds from.
    public let inputFiles: FileList
}

/// What an Xcode target depends on.
public enum XcodeTargetDependency {
    /// Another target of the project.
    case target(XcodeTarget)
    /// A product of a package.
    case product(any Product)
}

/// What an Xcode target builds.
public struct XcodeProduct {
    /// The product's identifier.
    public let id: String
    /// The product's name.
    public let displayName: String
}

/// What a plugin gets when Xcode runs it for a project.
public struct XcodePluginContext {
    /// The project.
    public let xcodeProject: XcodeProject
    /// A folder the plugin and its commands may write to.
    public let pluginWorkDirectoryURL: URL

    /// A tool the plugin depends on, by name.
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("the XcodeProjectPlugin stand-in only type-checks")
    }
}

/// A build-tool plugin for targets of Xcode projects.
public protocol XcodeBuildToolPlugin {
    /// The commands that build `target`'s generated sources.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin for Xcode projects.
public protocol XcodeCommandPlugin {
    /// Runs the command with `arguments`; Xcode passes `--target <name>` for each selected target.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
