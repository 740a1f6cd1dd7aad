#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

import Foundation
import Testing

/// The UIKit members list, a DocC article of SceneRouterUIKit
/// (`Sources/SceneRouterUIKit/SceneRouterUIKit.docc/UIKitMembers.md`), names every UIKit type
/// and member the stand-in declares, so a reviewer on a Mac can check each against Apple's page.
@Suite("The UIKit members list")
struct MembersListTests {
  private func listText() throws -> String {
    try String(
      contentsOf: StandInDeclarations.packageRoot.appendingPathComponent("Sources/SceneRouterUIKit/SceneRouterUIKit.docc/UIKitMembers.md"),
      encoding: .utf8)
  }

  /// The backticked names in the list's table rows that cite a page.
  private func listedMembers() throws -> [String: String] {
    var members: [String: String] = [:]
    for line in try listText().components(separatedBy: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 3 else { continue }
      members[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[2]
    }
    return members
  }

  @Test("every type and member the stand-in declares is in the list")
  func everyDeclarationListed() throws {
    let declared = try StandInDeclarations.uikitSurface()
    let listed = Set(try listedMembers().keys)
    #expect(declared.count > 50)
    #expect(declared.subtracting(listed).sorted() == [])
  }

  @Test("the list names nothing the stand-in does not declare")
  func nothingExtraListed() throws {
    let declared = try StandInDeclarations.uikitSurface()
    #expect(Set(try listedMembers().keys).subtracting(declared).sorted() == [])
  }

  @Test("every entry cites Apple's documentation page")
  func everyEntryCites() throws {
    let uncited = try listedMembers().filter { !$0.value.contains("https://developer.apple.com/documentation/uikit/") }
    #expect(uncited.keys.sorted() == [])
  }

  @Test("the adapter uses no part of the stand-in's simulated device")
  func adapterUsesNoSimulation() throws {
    for file in try StandInDeclarations.swiftFiles(under: "Sources/SceneRouterUIKit") {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(!text.contains("UIKitSimulator"), "\(file.lastPathComponent) uses the simulator")
    }
  }

  @Test("the reader finds labels, nested types and protocol requirements")
  func readerSelfTest() {
    let keys = StandInDeclarations.declarations(in: """
      @MainActor
      open class UIView: NSObject {
        public struct AnimationOptions: OptionSet, Sendable {
          public let rawValue: UInt
          public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        }
        private var hidden = 0
        open class func animate(
          withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {}
        public required init?(coder: NSCoder) { nil }
      }
      @MainActor
      public protocol UITabBarControllerDelegate: NSObjectProtocol {
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
      }
      extension UIViewController {
        public var presentedViewController: UIViewController? { nil }
        func internalHelper() {}
      }
      public enum UIModalTransitionStyle: Int, Sendable {
        case coverVertical = 0
      }
      """)
    #expect(keys == [
      "UIView", "UIView.AnimationOptions", "UIView.AnimationOptions.rawValue",
      "UIView.AnimationOptions.transitionCrossDissolve", "UIView.animate(withDuration:animations:completion:)",
      "UIView.init?(coder:)", "UITabBarControllerDelegate", "UITabBarControllerDelegate.tabBarController(_:didSelect:)",
      "UIViewController.presentedViewController", "UIModalTransitionStyle", "UIModalTransitionStyle.coverVertical",
    ])
  }
}

#endif
