import Foundation
import SceneRouterTools
import Testing

/// A SwiftUI package whose deployment targets (iOS 16, macOS 13) are older than some APIs
/// it uses, and the rows of availability data those APIs have.
enum AnimatorPackage {
  static let table = """
    symbol\tios\tmacos\tpage
    # Rows as Apple's pages give them.
    AnimationCompletionCriteria\t17.0\t14.0\thttps://developer.apple.com/documentation/swiftui/animationcompletioncriteria
    withAnimation(_:_:)\t13.0\t10.15\thttps://developer.apple.com/documentation/swiftui/withanimation(_:_:)
    withAnimation(_:completionCriteria:_:completion:)\t17.0\t14.0\thttps://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)
    View.fullScreenCover(item:onDismiss:content:)\t14.0\t-\thttps://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    UIViewController.sheetPresentationController\t15.0\t-\thttps://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    Task.immediate(name:priority:executorPreference:operation:)\t26.0\t26.0\thttps://developer.apple.com/documentation/swift/task/immediate(name:priority:executorpreference:operation:)
    @Observable\t17.0\t14.0\thttps://developer.apple.com/documentation/observation/observable()
    View.body\t13.0\t10.15\thttps://developer.apple.com/documentation/swiftui/view/body-8kl5o
    UIViewControllerRepresentable.body\t13.0\t-\thttps://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/body
    Animation.smooth\t17.0\t14.0\thttps://developer.apple.com/documentation/swiftui/animation/smooth
    Text\t13.0\t10.15\thttps://developer.apple.com/documentation/swiftui/text
    Text.init(_:)\t13.0\t10.15\thttps://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4

    """

  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "Animator",
      platforms: [.iOS(.v16), .macOS(.v13)],
      targets: [
        .target(name: "Views"),
        .testTarget(name: "ViewsTests", dependencies: ["Views"]),
      ]
    )

    """

  static let planted: [String: String] = [
    "Package.swift": manifest,
    "Sources/Views/Animator.swift": """
      #if canImport(SwiftUI)
      import SwiftUI

      struct Animator {
        func run(_ body: @escaping () -> Void, done: @escaping () -> Void) {
          withAnimation(.default, completionCriteria: .logicallyComplete) {
            body()
          } completion: {
            done()
          }
          withAnimation { body() }
          let criteria: AnimationCompletionCriteria = .removed
          _ = criteria
        }
      }

      @Observable
      final class Model {}

      extension View {
        func cover<Item: Identifiable, Content: View>(
          _ item: Binding<Item?>, content: @escaping (Item) -> Content
        ) -> some View {
          fullScreenCover(item: item, onDismiss: nil, content: content)
        }
      }
      #endif

      """,
    "Sources/Views/Sheet.swift": """
      // UIKit on macOS is ifconfig's finding; its APIs are not looked for there.
      import UIKit

      func sheet(of controller: UIViewController) -> Any? {
        controller.sheetPresentationController
      }

      """,
    "Sources/Views/Body.swift": """
      #if canImport(SwiftUI)
      import SwiftUI

      func render(_ view: some View) -> some View {
        view.body
      }

      func settle(_ body: () -> Void) {
        withAnimation(.smooth) { body() }
      }
      #endif

      """,
    "Sources/Views/Tasks.swift": """
      /// The package's own `sheetPresentationController`: no UIKit import, so not UIKit's.
      struct Sheet {
        var sheetPresentationController: Int { 0 }
      }

      func start(_ sheet: Sheet) -> Int {
        Task.immediate {}
        return sheet.sheetPresentationController
      }

      """,
    "Tests/ViewsTests/TasksTests.swift": """
      func startInTests() {
        Task.immediate {}
      }

      """,
  ]

  static let corrected: [String: String] = [
    "Sources/Views/Animator.swift": """
      #if canImport(SwiftUI)
      import SwiftUI

      struct Animator {
        func run(_ body: @escaping () -> Void, done: @escaping () -> Void) {
          if #available(iOS 17, macOS 14, *) {
            withAnimation(.default, completionCriteria: .logicallyComplete) {
              body()
            } completion: {
              done()
            }
            let criteria: AnimationCompletionCriteria = .removed
            _ = criteria
          } else {
            withAnimation { body() }
            done()
          }
        }
      }

      @available(iOS 17.0, macOS 14.0, *)
      @Observable
      final class Model {}

      extension View {
        @available(macOS, unavailable)
        func cover<Item: Identifiable, Content: View>(
          _ item: Binding<Item?>, content: @escaping (Item) -> Content
        ) -> some View {
          fullScreenCover(item: item, onDismiss: nil, content: content)
        }
      }
      #endif

      """,
    "Sources/Views/Body.swift": """
      #if canImport(SwiftUI)
      import SwiftUI

      func render(_ view: some View) -> some View {
        view.body
      }

      func settle(_ body: () -> Void) {
        if #available(iOS 17, macOS 14, *) {
          withAnimation(.smooth) { body() }
        } else {
          withAnimation(.easeInOut) { body() }
        }
      }
      #endif

      """,
    "Sources/Views/Tasks.swift": """
      /// The package's own `sheetPresentationController`: no UIKit import, so not UIKit's.
      struct Sheet {
        var sheetPresentationController: Int { 0 }
      }

      func start(_ sheet: Sheet) -> Int {
        guard #available(iOS 26, macOS 26, *) else {
          Task {}
          return sheet.sheetPresentationController
        }
        Task.immediate {}
        return sheet.sheetPresentationController
      }

      """,
  ]
}

extension PlatformsTests {
  @Suite("AvailabilityCheck")
  struct AvailabilityCheckTests {
    static func findings(_ files: [String: String]) async throws -> [String] {
      let package = try TemporaryPackage(AnimatorPackage.planted.merging(files) { _, new in new })
      defer { package.remove() }
      let table = try AvailabilityTable(text: AnimatorPackage.table, fileName: "apple-apis.tsv")
      return try await package.report([.availability], table: table).findings.map(\.description)
    }

    @Test("reports APIs newer than the deployment targets, and one macOS lacks, where nothing guards them; x.body is not taken for the one macOS lacks")
    func planted() async throws {
      let swiftUI = "https://developer.apple.com/documentation/swiftui"
      let immediate = "https://developer.apple.com/documentation/swift/task/immediate(name:priority:executorpreference:operation:)"
      let observable = "https://developer.apple.com/documentation/observation/observable()"
      #expect(
        try await Self.findings([:]) == [
          "Sources/Views/Animator.swift:6: [availability] on iOS, withAnimation(_:completionCriteria:_:completion:) needs iOS 17.0; the package declares iOS 16 (\(swiftUI)/withanimation(_:completioncriteria:_:completion:))",
          "Sources/Views/Animator.swift:6: [availability] on macOS, withAnimation(_:completionCriteria:_:completion:) needs macOS 14.0; the package declares macOS 13 (\(swiftUI)/withanimation(_:completioncriteria:_:completion:))",
          "Sources/Views/Animator.swift:12: [availability] on iOS, AnimationCompletionCriteria needs iOS 17.0; the package declares iOS 16 (\(swiftUI)/animationcompletioncriteria)",
          "Sources/Views/Animator.swift:12: [availability] on macOS, AnimationCompletionCriteria needs macOS 14.0; the package declares macOS 13 (\(swiftUI)/animationcompletioncriteria)",
          "Sources/Views/Animator.swift:17: [availability] on iOS, @Observable needs iOS 17.0; the package declares iOS 16 (\(observable))",
          "Sources/Views/Animator.swift:17: [availability] on macOS, @Observable needs macOS 14.0; the package declares macOS 13 (\(observable))",
          "Sources/Views/Animator.swift:24: [availability] on macOS, View.fullScreenCover(item:onDismiss:content:) does not exist on macOS (\(swiftUI)/view/fullscreencover(item:ondismiss:content:))",
          "Sources/Views/Body.swift:9: [availability] on iOS, Animation.smooth needs iOS 17.0; the package declares iOS 16 (\(swiftUI)/animation/smooth)",
          "Sources/Views/Body.swift:9: [availability] on macOS, Animation.smooth needs macOS 14.0; the package declares macOS 13 (\(swiftUI)/animation/smooth)",
          "Sources/Views/Tasks.swift:7: [availability] on iOS, Task.immediate(name:priority:executorPreference:operation:) needs iOS 26.0; the package declares iOS 16 (\(immediate))",
          "Sources/Views/Tasks.swift:7: [availability] on macOS, Task.immediate(name:priority:executorPreference:operation:) needs macOS 26.0; the package declares macOS 13 (\(immediate))",
        ])
    }

    @Test("passes once if #available, guard #available and @available guard each use")
    func corrected() async throws {
      #expect(try await Self.findings(AnimatorPackage.corrected) == [])
    }

    @Test("without platforms: in Package.swift, SwiftPM's default deployment targets apply; Text(…) is one finding, the type's")
    func defaultDeploymentTargets() async throws {
      let manifest = AnimatorPackage.manifest.replacingOccurrences(of: "  platforms: [.iOS(.v16), .macOS(.v13)],\n", with: "")
      let findings = try await Self.findings([
        "Package.swift": manifest, "Sources/Views/Animator.swift": "", "Sources/Views/Body.swift": "",
        "Sources/Views/Sheet.swift": "",
        "Sources/Views/Tasks.swift": "func start() {\n  Task.immediate {}\n}\n",
      "Sources/Views/Label.swift": "#if canImport(SwiftUI)\nimport SwiftUI\n\nlet label = Text(\"Hello\")\n#endif\n",
      ])
      let immediate = "https://developer.apple.com/documentation/swift/task/immediate(name:priority:executorpreference:operation:)"
      #expect(
        findings == [
          "Sources/Views/Label.swift:4: [availability] on iOS, Text needs iOS 13.0; the package declares no iOS version, so SwiftPM's default iOS 12 applies (https://developer.apple.com/documentation/swiftui/text)",
          "Sources/Views/Label.swift:4: [availability] on macOS, Text needs macOS 10.15; the package declares no macOS version, so SwiftPM's default macOS 10.13 applies (https://developer.apple.com/documentation/swiftui/text)",
          "Sources/Views/Tasks.swift:2: [availability] on iOS, Task.immediate(name:priority:executorPreference:operation:) needs iOS 26.0; the package declares no iOS version, so SwiftPM's default iOS 12 applies (\(immediate))",
          "Sources/Views/Tasks.swift:2: [availability] on macOS, Task.immediate(name:priority:executorPreference:operation:) needs macOS 26.0; the package declares no macOS version, so SwiftPM's default macOS 10.13 applies (\(immediate))",
        ])
    }

    @Test("a type the package declares itself is its own, not SwiftUI's")
    func ownType() async throws {
      let manifest = AnimatorPackage.manifest.replacingOccurrences(of: "  platforms: [.iOS(.v16), .macOS(.v13)],\n", with: "")
      let findings = try await Self.findings([
        "Package.swift": manifest, "Sources/Views/Animator.swift": "", "Sources/Views/Body.swift": "",
        "Sources/Views/Sheet.swift": "", "Sources/Views/Tasks.swift": "",
        "Sources/Views/Label.swift": "#if canImport(SwiftUI)\nimport SwiftUI\n\nlet label = Text(\"Hello\")\n#endif\n",
        "Sources/Views/Text.swift": "struct Text {\n  init(_ text: String) {}\n}\n",
      ])
      #expect(findings == [])
    }
  }
}
