import Foundation
import SceneRouterTools
import SwiftIfConfig
import Testing

extension PlatformsTests {
  @Suite("AvailabilityTable")
  struct AvailabilityTableTests {
    static let header = "symbol\tios\tmacos\tpage\n"

    static func error(_ text: String) -> String? {
      do {
        _ = try AvailabilityTable(text: text, fileName: "apple-apis.tsv")
        return nil
      } catch {
        return error.description
      }
    }

    @Test("reads comments anywhere, versions, - for unavailable, and the page's framework")
    func rows() throws {
      let table = try AvailabilityTable(
        text: """
          # A comment before the header.
          symbol\tios\tmacos\tpage
          # UIKit
          UIViewController.sheetPresentationController\t15.0\t-\thttps://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller

          @Observable\t17.0\t14.0\thttps://developer.apple.com/documentation/observation/observable()
          """, fileName: "apple-apis.tsv")
      #expect(table.rows.map(\.spelling) == ["UIViewController.sheetPresentationController", "@Observable"])
      #expect(table.rows.map(\.line) == [4, 6])
      #expect(table.rows.first?.iOS == .version(VersionTuple(15, 0)))
      #expect(table.rows.first?.macOS == .unavailable)
      #expect(table.rows.map(\.framework) == ["uikit", "observation"])
    }

    @Test(
      "reads each form of symbol",
      arguments: [
        ("AnimationCompletionCriteria", AvailabilitySymbol.type(["AnimationCompletionCriteria"])),
        ("UIView.AnimationOptions", .type(["UIView", "AnimationOptions"])),
        ("UIViewController.sheetPresentationController", .member(type: ["UIViewController"], name: "sheetPresentationController")),
        ("withAnimation", .member(type: [], name: "withAnimation")),
        (
          "UINavigationController.pushViewController(_:animated:)",
          .function(type: ["UINavigationController"], name: "pushViewController", labels: ["_", "animated"])
        ),
        ("UIViewController.init?(coder:)", .function(type: ["UIViewController"], name: "init", labels: ["coder"])),
        ("UIView.layoutIfNeeded()", .function(type: ["UIView"], name: "layoutIfNeeded", labels: [])),
        ("@ObservationIgnored", .attribute("ObservationIgnored")),
      ])
    func symbols(spelling: String, symbol: AvailabilitySymbol) {
      #expect(AvailabilitySymbol(spelling) == symbol)
    }

    @Test("refuses spellings it cannot match", arguments: ["push(_:animated", "a..b", "f(_:x)", "@", "+(_:_:)", "View[]"])
    func unreadableSymbols(spelling: String) {
      #expect(AvailabilitySymbol(spelling) == nil)
    }

    @Test(
      "names the line and the fault of a malformed file",
      arguments: [
        ("", "apple-apis.tsv: no header line symbol<TAB>ios<TAB>macos<TAB>page"),
        (
          "symbol ios macos page\n",
          "apple-apis.tsv:1: the first line that is not a comment must be the header symbol<TAB>ios<TAB>macos<TAB>page"
        ),
        (
          header + "Atomic\t18.0\thttps://developer.apple.com/documentation/synchronization/atomic\n",
          "apple-apis.tsv:2: expected 4 tab-separated fields (symbol, ios, macos, page), found 3"
        ),
        (
          header + "Atomic\t18\t15.0\thttps://developer.apple.com/documentation/synchronization/atomic\n",
          "apple-apis.tsv:2: the ios column holds '18', neither a version such as 17.0 nor - (unavailable)"
        ),
        (
          header + "Atomic\t18.0\t15.0\thttps://example.com/atomic\n",
          "apple-apis.tsv:2: the page 'https://example.com/atomic' is not a developer.apple.com address"
        ),
        (
          header + "push(_:animated\t2.0\t-\thttps://developer.apple.com/documentation/uikit\n",
          "apple-apis.tsv:2: 'push(_:animated' is not a symbol this tool reads (Type, Type.member, Type.member(label:_:), function(label:), @Attribute)"
        ),
        (
          header + "Atomic\t18.0\t15.0\thttps://developer.apple.com/a\n# again\nAtomic\t18.0\t15.0\thttps://developer.apple.com/a\n",
          "apple-apis.tsv:4: Atomic is listed twice (line 2)"
        ),
      ])
    func malformed(text: String, message: String) {
      #expect(Self.error(text) == message)
    }

    @Test("the repository's Tools/Availability/apple-apis.tsv reads, every row")
    func repositoryData() throws {
      let path = PackageFolder.path + "/Tools/Availability/apple-apis.tsv"
      let table = try AvailabilityTable.load(path: path)
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      #expect(table.rows.count == rows.count - 1)
    }
  }
}
