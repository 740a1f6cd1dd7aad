import SwiftIfConfig

/// A platform `scenerouter platforms` evaluates a package's `#if`s for: what `os()`,
/// `arch()` and `canImport()` answer there, and which modules the system provides.
///
/// The module lists name what an app or package commonly imports; a module missing from
/// them is reported as not provided, so the list leans towards including Apple's frameworks.
package enum TargetPlatform: String, CaseIterable, Comparable, Sendable {
  /// iOS on a device: `os(iOS)`, `arch(arm64)`, no `targetEnvironment`.
  case iOS
  /// macOS on Apple silicon: `os(macOS)`, `arch(arm64)`.
  case macOS
  /// Linux on x86-64, where the package is built and tested here: `os(Linux)`, `arch(x86_64)`.
  case linux

  /// Orders platforms as they are reported: iOS, macOS, Linux.
  package static func < (lhs: TargetPlatform, rhs: TargetPlatform) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }

  /// The platform's name in output: `iOS`, `macOS`, `Linux`.
  package var displayName: String {
    switch self {
    case .iOS: "iOS"
    case .macOS: "macOS"
    case .linux: "Linux"
    }
  }

  /// The platform's name in `Package.swift` conditions and `platforms:` as SwiftPM reports
  /// them: `ios`, `macos`, `linux`.
  package var packageName: String {
    switch self {
    case .iOS: "ios"
    case .macOS: "macos"
    case .linux: "linux"
    }
  }

  /// Whether the platform is Apple's: availability applies and stand-ins are never built.
  package var isApple: Bool { self != .linux }

  /// The names `os()` is true for.
  package var operatingSystemNames: Set<String> {
    switch self {
    case .iOS: ["iOS"]
    case .macOS: ["macOS", "OSX"]
    case .linux: ["Linux"]
    }
  }

  /// The name `arch()` is true for.
  package var architecture: String { self == .linux ? "x86_64" : "arm64" }

  /// The name `_runtime()` is true for.
  package var runtime: String { isApple ? "_ObjC" : "_Native" }

  /// The OS names `@available` and `#available` use for the platform (`iOS`,
  /// `iOSApplicationExtension`); empty for Linux, which has no availability.
  package var availabilityNames: Set<String> {
    switch self {
    case .iOS: ["iOS", "iOSApplicationExtension"]
    case .macOS: ["macOS", "OSX", "macOSApplicationExtension", "OSXApplicationExtension"]
    case .linux: []
    }
  }

  /// The deployment target SwiftPM uses when `platforms:` names none (tools version 5.9 and
  /// later); nil for Linux.
  package var defaultDeploymentTarget: VersionTuple? {
    switch self {
    case .iOS: VersionTuple(12, 0)
    case .macOS: VersionTuple(10, 13)
    case .linux: nil
    }
  }

  /// The modules the toolchain and the SDK provide: `canImport()` is true for them and an
  /// `import` of them needs nothing from `Package.swift`.
  package var systemModules: Set<String> {
    let swift: Set<String> = [
      "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Distributed", "Observation", "Synchronization",
      "Dispatch", "Foundation", "Testing", "XCTest", "_Differentiation", "Cxx", "CxxStdlib",
    ]
    let apple: Set<String> = [
      "Darwin", "ObjectiveC", "CoreFoundation", "Combine", "SwiftUI", "SwiftData", "CoreGraphics", "QuartzCore",
      "CoreText", "CoreImage", "CoreData", "CoreLocation", "CoreML", "CoreMedia", "CoreVideo", "CoreAudio",
      "CoreBluetooth", "CoreTransferable", "os", "OSLog", "Security", "Network", "UniformTypeIdentifiers",
      "MapKit", "WebKit", "AVFoundation", "AVKit", "StoreKit", "UserNotifications", "Intents", "AppIntents",
      "WidgetKit", "Metal", "MetalKit", "Accelerate", "CryptoKit", "Charts", "TipKit", "LocalAuthentication",
      "AuthenticationServices", "PhotosUI", "Photos", "GameKit", "SpriteKit", "SceneKit", "CloudKit", "Contacts",
      "EventKit", "SafariServices", "Vision", "NaturalLanguage", "PDFKit", "QuickLook", "LinkPresentation",
      "SystemConfiguration", "IOKit", "ImageIO", "CoreServices", "Accessibility",
    ]
    switch self {
    case .iOS:
      return swift.union(apple).union([
        "UIKit", "IntentsUI", "MessageUI", "ActivityKit", "CoreMotion", "CoreHaptics", "CoreNFC", "ARKit", "RealityKit",
        "ContactsUI", "EventKitUI", "PencilKit", "BackgroundTasks", "CarPlay", "Social",
      ])
    case .macOS:
      return swift.union(apple).union(["AppKit", "ContactsUI", "RealityKit", "ServiceManagement", "Social"])
    case .linux:
      return swift.union([
        "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Glibc",
      ])
    }
  }

  /// The system modules each system module brings along (an `@_exported import` in its
  /// interface): importing SwiftUI on iOS makes UIKit's, Observation's and Combine's names
  /// visible. Used to tell whether a file can mean an Apple API by a name, never to excuse
  /// a missing import of UIKit or SwiftUI themselves.
  package var systemReExports: [String: [String]] {
    let darwinFoundation = ["Darwin", "Dispatch", "CoreFoundation", "ObjectiveC"]
    switch self {
    case .iOS:
      return [
        "SwiftUI": ["UIKit", "Observation", "Combine", "Foundation", "CoreGraphics"],
        "UIKit": ["Foundation", "CoreGraphics", "QuartzCore"], "Foundation": darwinFoundation,
      ]
    case .macOS:
      return [
        "SwiftUI": ["AppKit", "Observation", "Combine", "Foundation", "CoreGraphics"],
        "AppKit": ["Foundation", "CoreGraphics", "QuartzCore"], "Foundation": darwinFoundation,
      ]
    case .linux:
      return ["Foundation": ["Glibc", "Dispatch", "FoundationEssentials", "FoundationInternationalization"]]
    }
  }

  /// A version as `Package.swift` spells it (`.v16`): `16.0` gives `16`, `10.13` gives `10.13`.
  ///
  /// - Parameters:
  ///   - version: A version.
  package static func spelling(of version: VersionTuple) -> String {
    var components = version.components
    while components.count > 1, components.last == 0 { components.removeLast() }
    return components.map(String.init).joined(separator: ".")
  }
}
