import Foundation
import SceneRouterTools
import Testing

/// A package that states Swift 6.2 and uses a 6.3 feature, and 6.2 features it may use.
enum RouterPackage {
  static let planted: [String: String] = [
    "Package.swift": """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "Routers",
        targets: [
          .target(name: "Routing"),
          .testTarget(name: "RoutingTests", dependencies: ["Routing"], resources: [.copy("Fixtures")]),
        ]
      )

      """,
    "Sources/Routing/DefaultRouter.swift": """
      @MainActor
      final class DefaultRouter {
        weak let screen: AnyObject?

        init(screen: AnyObject?) {
          self.screen = screen
        }

        isolated deinit {}
      }

      #if compiler(>=6.3)
      final class Later {
        weak let kept: AnyObject? = nil
      }
      #endif

      """,
    "Tests/RoutingTests/Fixtures/Copied.swift": """
      // A resource the tests read, never compiled: not checked.
      final class Copied {
        weak let kept: AnyObject? = nil
      }

      """,
    "Sources/Routing/Log.swift": """
      func log() {
        Swift::print("routed")
      }

      """,
    "Tests/RoutingTests/RouterTests.swift": """
      @MainActor
      func start() {
        Task.immediate {}
        Task(name: "load") {}
      }

      func `reads as a sentence`() {}

      """,
    "Examples/Sources/Demo/Main.swift": """
      nonisolated(nonsending) func work() async {}

      @concurrent func crunch() async {}

      let counts: [3 of Int] = [1, 2, 3]

      """,
  ]

  static let corrected: [String: String] = [
    "Sources/Routing/Log.swift": """
      func log() {
        print("routed")
      }

      """,
    "Sources/Routing/DefaultRouter.swift": """
      @MainActor
      final class DefaultRouter {
        weak var screen: AnyObject?

        init(screen: AnyObject?) {
          self.screen = screen
        }

        isolated deinit {}
      }

      """
  ]
}

extension PlatformsTests {
  @Suite("FeatureCheck")
  struct FeatureCheckTests {
    static func report(_ files: [String: String]) async throws -> PlatformsReport {
      let package = try TemporaryPackage(RouterPackage.planted.merging(files) { _, new in new })
      defer { package.remove() }
      return try await package.report([.features])
    }

    @Test("reports 6.3 features in a 6.2 package, not inside #if compiler(>=6.3) or resources, and lists the 6.2 ones")
    func planted() async throws {
      let report = try await Self.report([:])
      #expect(
        report.text == """
          Sources/Routing/DefaultRouter.swift:3: [features] weak let (SE-0481) needs Swift 6.3; Package.swift states 6.2
          Sources/Routing/Log.swift:2: [features] module selector Module::name (SE-0491) needs Swift 6.3; Package.swift states 6.2

          Swift features within the stated version (not findings):
            isolated deinit (SE-0371, Swift 6.2): 1 use: Sources/Routing/DefaultRouter.swift:9
            Task.immediate (SE-0472, Swift 6.2): 1 use: Tests/RoutingTests/RouterTests.swift:3
            nonisolated(nonsending) (SE-0461, Swift 6.2): 1 use: Examples/Sources/Demo/Main.swift:1
            @concurrent (SE-0461, Swift 6.2): 1 use: Examples/Sources/Demo/Main.swift:3
            [N of T] type sugar (SE-0483, Swift 6.2): 1 use: Examples/Sources/Demo/Main.swift:5
            raw identifier (SE-0451, Swift 6.2): 1 use: Tests/RoutingTests/RouterTests.swift:7
            task name Task(name:) (SE-0469, Swift 6.2): 1 use: Tests/RoutingTests/RouterTests.swift:4

          features: 2 findings in 4 files (Package.swift states Swift 6.2)
          scenerouter platforms: 2 findings

          """)
    }

    @Test("passes once the router holds its screen in a weak var and print needs no module selector")
    func corrected() async throws {
      let report = try await Self.report(RouterPackage.corrected)
      #expect(report.findings == [])
    }

    @Test("a package stating 6.3 may use weak let")
    func newerToolsVersion() async throws {
      let manifest = (RouterPackage.planted["Package.swift"] ?? "").replacingOccurrences(of: "6.2", with: "6.3")
      let report = try await Self.report(["Package.swift": manifest])
      #expect(report.findings == [])
      #expect(report.summary.first == "features: no finding in 4 files (Package.swift states Swift 6.3)")
    }

    @Test("reads a target whose path: is outside Sources/, Tests/ and Examples/, as SceneRouter's stand-ins")
    func targetOutsideTheSourceFolders() async throws {
      let manifest = (RouterPackage.planted["Package.swift"] ?? "").replacingOccurrences(
        of: ".target(name: \"Routing\"),",
        with: ".target(name: \"Routing\"), .target(name: \"UIKitStandIn\", path: \"StandIns/UIKitStandIn\"),")
      let standIn = "open class UIViewController {\n  public weak let parent: UIViewController? = nil\n}\n"
      let report = try await Self.report(
        RouterPackage.corrected.merging(["Package.swift": manifest, "StandIns/UIKitStandIn/UIViewController.swift": standIn]) {
          _, new in new
        })
      #expect(
        report.findings.map(\.description) == [
          "StandIns/UIKitStandIn/UIViewController.swift:2: [features] weak let (SE-0481) needs Swift 6.3; Package.swift states 6.2"
        ])
      #expect(report.summary.first == "features: 1 finding in 5 files (Package.swift states Swift 6.2)")
    }
  }
}
