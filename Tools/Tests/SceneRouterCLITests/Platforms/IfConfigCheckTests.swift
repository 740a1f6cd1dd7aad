import Foundation
import SceneRouterTools
import Testing

/// A package shaped like SceneRouter's adapters: a UI-free core, stand-ins linked only on
/// Linux (in `StandIns/`, found through their targets' `path:`), a UIKit and a SwiftUI
/// adapter, and a test target.
enum AdapterPackage {
  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "Adapters",
      platforms: [.iOS(.v17), .macOS(.v14)],
      targets: [
        .target(name: "Core"),
        .target(name: "UIKitStandIn", path: "StandIns/UIKitStandIn"),
        .target(name: "SwiftUIStandIn", dependencies: ["UIKitStandIn"], path: "StandIns/SwiftUIStandIn"),
        .target(
          name: "UIKitAdapter",
          dependencies: ["Core", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))]),
        .target(
          name: "SwiftUIAdapter",
          dependencies: ["Core", .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux]))]),
        .target(name: "Legacy", dependencies: ["UIKitStandIn"]),
        .testTarget(
          name: "UIKitAdapterTests",
          dependencies: ["UIKitAdapter", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))]),
      ]
    )

    """

  /// The stand-ins and the core, the same in both versions.
  static let common: [String: String] = [
    "Package.swift": manifest,
    "StandIns/UIKitStandIn/UIViewController.swift": """
      // Declared here, but the stand-ins' own files are never checked.
      import Nowhere

      open class UIViewController {
        public init() {}
        public struct Nested {}
      }
      public protocol UINavigationControllerDelegate {}

      """,
    "StandIns/SwiftUIStandIn/View.swift": """
      public protocol View {}
      public struct Text: View {
        public init(_ text: String) {}
      }
      public struct NavigationPath {}
      public protocol ObservableObject: AnyObject {}

      """,
    "Sources/Core/Screen.swift": """
      /// The core declares its own NavigationPath: a use of it is not SwiftUI's.
      public struct NavigationPath {
        public init() {}
      }

      """,
  ]

  /// Every file that breaks a rule, each on the lines the tests name.
  static let planted: [String: String] = [
    "Sources/UIKitAdapter/Host.swift": """
      #if canImport(UIKit)
      import UIKit
      #else
      import UIKitStandIn
      #endif
      import Core

      public final class Host {
        let root: UIViewController
        public init(root: UIViewController) { self.root = root }
      }

      """,
    "Sources/UIKitAdapter/Presenter.swift": """
      #if canImport(UIKit) || os(Linux)
      import Core

      struct Presenter {
        func show(_ controller: UIViewController, path: NavigationPath) {}
      }
      #endif

      """,
    "Sources/UIKitAdapter/Colors.swift": """
      #if os(iOS) || os(macOS)
      import UIKit
      #endif
      import Nuke

      """,
    "Sources/SwiftUIAdapter/Label.swift": """
      #if canImport(SwiftUI)
      import SwiftUI
      #elseif os(Linux)
      import SwiftUIStandIn
      #endif

      struct Label: View {
        let text = Text("Hello")
      }

      """,
    "Sources/SwiftUIAdapter/Model.swift": """
      import Combine

      final class Model: ObservableObject {}

      """,
    "Sources/Legacy/Old.swift": """
      #if canImport(UIKit)
      import UIKit
      #else
      import UIKitStandIn
      #endif

      """,
    "Tests/UIKitAdapterTests/HostTests.swift": """
      #if os(Linux) || os(macOS)
      import UIKitStandIn
      #endif
      @testable import UIKitAdapter

      func makeRoot() -> UIViewController { UIViewController() }

      """,
  ]

  /// The same files, following the rules.
  static let corrected: [String: String] = [
    "Sources/UIKitAdapter/Host.swift": """
      #if canImport(UIKit)
      import UIKit
      #elseif os(Linux)
      import UIKitStandIn
      #endif
      import Core

      #if canImport(UIKit) || os(Linux)
      public final class Host {
        let root: UIViewController
        public init(root: UIViewController) { self.root = root }
      }
      #endif

      """,
    "Sources/UIKitAdapter/Presenter.swift": """
      #if canImport(UIKit) || os(Linux)
      #if canImport(UIKit)
      import UIKit
      #elseif os(Linux)
      import UIKitStandIn
      #endif
      import Core

      struct Presenter {
        func show(_ controller: UIViewController, path: NavigationPath) {}
      }
      #endif

      """,
    "Sources/UIKitAdapter/Colors.swift": """
      #if os(iOS)
      import UIKit
      #endif

      """,
    "Sources/SwiftUIAdapter/Label.swift": planted["Sources/SwiftUIAdapter/Label.swift"] ?? "",
    "Sources/SwiftUIAdapter/Model.swift": """
      #if canImport(Combine)
      import Combine

      final class Model: ObservableObject {}
      #endif

      """,
    "Sources/Legacy/Old.swift": """
      #if canImport(UIKit)
      import UIKit
      #elseif os(Linux)
      import UIKitStandIn
      #endif

      """,
    "Tests/UIKitAdapterTests/HostTests.swift": """
      #if canImport(UIKit)
      import UIKit
      #elseif os(Linux)
      import UIKitStandIn
      #endif
      @testable import UIKitAdapter

      #if canImport(UIKit) || os(Linux)
      func makeRoot() -> UIViewController { UIViewController() }
      #endif

      """,
  ]
}

extension PlatformsTests {
  @Suite("IfConfigCheck")
  struct IfConfigCheckTests {
    static func findings(_ files: [String: String]) async throws -> [String] {
      let package = try TemporaryPackage(AdapterPackage.common.merging(files) { _, new in new })
      defer { package.remove() }
      return try await package.report([.ifconfig]).findings.map(\.description)
    }

    @Test("reports each planted import, framework type and stand-in rule, per platform")
    func planted() async throws {
      let rule = "a stand-in is imported only on Linux, never as a fallback on an Apple platform"
      #expect(
        try await Self.findings(AdapterPackage.planted) == [
          "Sources/Legacy/Old.swift:4: [ifconfig] on macOS, imports UIKitStandIn: \(rule)",
          "Sources/Legacy/Old.swift:4: [ifconfig] imports UIKitStandIn outside an #if os(Linux) clause: \(rule)",
          "Sources/SwiftUIAdapter/Model.swift:1: [ifconfig] on Linux, imports Combine, which Linux does not have",
          "Sources/SwiftUIAdapter/Model.swift:3: [ifconfig] on Linux, uses ObservableObject, a SwiftUI type, without importing SwiftUIStandIn",
          "Sources/UIKitAdapter/Colors.swift:2: [ifconfig] on macOS, imports UIKit, which macOS does not have",
          "Sources/UIKitAdapter/Colors.swift:4: [ifconfig] on iOS, imports Nuke, which Package.swift does not provide to target UIKitAdapter there",
          "Sources/UIKitAdapter/Colors.swift:4: [ifconfig] on macOS, imports Nuke, which Package.swift does not provide to target UIKitAdapter there",
          "Sources/UIKitAdapter/Colors.swift:4: [ifconfig] on Linux, imports Nuke, which Package.swift does not provide to target UIKitAdapter there",
          "Sources/UIKitAdapter/Host.swift:4: [ifconfig] on macOS, imports UIKitStandIn, which Package.swift does not provide to target UIKitAdapter there",
          "Sources/UIKitAdapter/Host.swift:4: [ifconfig] imports UIKitStandIn outside an #if os(Linux) clause: \(rule)",
          "Sources/UIKitAdapter/Presenter.swift:5: [ifconfig] on iOS, uses UIViewController, a UIKit type, without importing UIKit",
          "Sources/UIKitAdapter/Presenter.swift:5: [ifconfig] on Linux, uses UIViewController, a UIKit type, without importing UIKitStandIn",
          "Tests/UIKitAdapterTests/HostTests.swift:2: [ifconfig] on macOS, imports UIKitStandIn, which Package.swift does not provide to target UIKitAdapterTests there",
          "Tests/UIKitAdapterTests/HostTests.swift:6: [ifconfig] on iOS, uses UIViewController, a UIKit type, without importing UIKit",
        ])
    }

    @Test("passes the corrected package: stand-ins under #elseif os(Linux), every framework type imported")
    func corrected() async throws {
      #expect(try await Self.findings(AdapterPackage.corrected) == [])
    }

    @Test("a macOS file that names a UIKit type without any import is told macOS has no UIKit")
    func uikitTypeOnMacOS() async throws {
      let findings = try await Self.findings([
        "Sources/UIKitAdapter/Mac.swift": """
          #if os(macOS)
          let delegate: (any UINavigationControllerDelegate)? = nil
          #endif

          """
      ])
      #expect(
        findings == [
          "Sources/UIKitAdapter/Mac.swift:2: [ifconfig] on macOS, uses UINavigationControllerDelegate, a UIKit type, without importing UIKit, which macOS does not have"
        ])
    }
  }
}
