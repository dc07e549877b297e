// A stand-in for WebKit with the signatures and isolation of Apple's current SDK (iOS 26, macOS 26)
// for exactly the API BridgeRuntime's glue uses, read from Apple's documentation, and enough
// behaviour to run scenarios: handlers scoped to content worlds, the exception WebKit raises for a
// second handler of the same name, user scripts at document start, navigation delegate calls, and
// scripts evaluated in whichever page is current when the web content process runs them.
//
// What a scenario needs to play the page and the network lives behind `@_spi(StandIn)`, which the
// runtime does not import: the glue can only use what the real WebKit declares.
//
// Like the real module, it brings Foundation and the platform's view classes with it.
@_exported import Foundation

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
#if canImport(UIKit)
@_exported import UIKit
#elseif canImport(AppKit)
@_exported import AppKit
#endif
