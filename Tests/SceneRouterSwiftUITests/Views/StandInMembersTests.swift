#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

import Foundation
import Testing

/// The SwiftUI stand-in declares exactly the members its members list names: a member
/// added to the stand-in without a documented declaration (and so usable by the views
/// without anyone checking it against Apple's page) fails here, and so does a listed
/// member the stand-in no longer declares.
@Suite("SwiftUI stand-in: members list")
struct StandInMembersTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every member the stand-in declares, as `Owner.name(label:)`, `Owner.name` or `Type`.
  static func declaredMembers() throws -> Set<String> {
    let folder = packageRoot.appendingPathComponent("StandIns/SwiftUIStandIn")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    var members: Set<String> = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      members.formUnion(declarations(in: text))
    }
    return members
  }

  /// The public declarations of one source file, each keyed by the type or extension it is in.
  static func declarations(in text: String) -> [String] {
    var result: [String] = []
    var owner = ""
    var ownerIsProtocol = false
    var pending = ""
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("///") || line.hasPrefix("//") { continue }
      // Re-exports (`@_exported public import class UIKitStandIn.NSUserActivity`) declare nothing.
      if line.hasPrefix("@_exported") { continue }
      let words = line.split(separator: " ").map(String.init)
      if let index = words.firstIndex(where: { ["struct", "protocol", "extension", "enum", "class"].contains($0) }),
        !rawLine.hasPrefix(" "), index + 1 < words.count
      {
        owner = String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        ownerIsProtocol = words[index] == "protocol"
        if words.contains("public") || words.contains("open") { result.append(owner) }
        continue
      }
      // A function at the top level (`withAnimation`) belongs to no type.
      if !rawLine.hasPrefix(" "), words.contains("func") {
        owner = ""
        ownerIsProtocol = false
      }
      let requirementKeywords = ["var", "associatedtype", "typealias", "func"]
      let isDeclaration =
        words.contains("public") || words.contains("open")
        || (ownerIsProtocol && (words.contains { requirementKeywords.contains($0) } || line.contains("init(")))
      if pending.isEmpty && !isDeclaration { continue }
      pending += (pending.isEmpty ? "" : " ") + line
      // A declaration is complete once its parameter list is closed (or it has none).
      if pending.contains("("), pending.filter({ $0 == "(" }).count > pending.filter({ $0 == ")" }).count { continue }
      if let key = key(of: pending, owner: owner) { result.append(key) }
      pending = ""
    }
    return result
  }

  private static func key(of declaration: String, owner: String) -> String? {
    let words = declaration.split(separator: " ").map(String.init)
    let prefix = owner.isEmpty ? "" : owner + "."
    for keyword in ["var", "let", "associatedtype", "typealias"] {
      if let index = words.firstIndex(of: keyword), index + 1 < words.count {
        return prefix + words[index + 1].drop { $0 == "`" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      }
    }
    let name: String
    let afterName: Substring
    if let range = declaration.range(of: "func ") {
      let rest = declaration[range.upperBound...]
      name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      afterName = rest.dropFirst(name.count)
    } else if let range = declaration.range(of: "init") {
      name = "init"
      afterName = declaration[range.upperBound...].drop { $0 == "?" || $0 == "!" }
    } else {
      return nil
    }
    // Skip generic parameters, then read the labels of the parameter list.
    var rest = afterName
    if rest.first == "<" {
      var depth = 0
      while let character = rest.first {
        rest = rest.dropFirst()
        if character == "<" { depth += 1 }
        if character == ">" { depth -= 1 }
        if depth == 0 { break }
      }
    }
    guard rest.first == "(" else { return nil }
    var depth = 0
    var parameters: [String] = []
    var current = ""
    var previous: Character = " "
    for character in rest {
      defer { previous = character }
      if character == ">", previous == "-" {
        current.append(character)
        continue
      }
      if character == "(" || character == "<" || character == "[" {
        depth += 1
        if depth == 1 { continue }
      }
      if character == ")" || character == ">" || character == "]" {
        depth -= 1
        if depth == 0 {
          parameters.append(current)
          break
        }
      }
      if character == ",", depth == 1 {
        parameters.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    let labels = parameters.compactMap { parameter -> String? in
      let head = parameter.split(separator: ":", maxSplits: 1).first ?? ""
      let names = head.split(separator: " ").filter { !$0.hasPrefix("@") }
      return names.first.map(String.init)
    }
    return prefix + name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// The members the list names: the first backticked text of each table row.
  static func listedMembers() throws -> Set<String> {
    let list = try String(
      contentsOf: packageRoot.appendingPathComponent("Sources/SceneRouterSwiftUI/SceneRouterSwiftUI.docc/SwiftUIMembers.md"), encoding: .utf8)
    var members: Set<String> = []
    for line in list.split(separator: "\n") where line.hasPrefix("| `") {
      let afterTick = line.dropFirst(3)
      if let end = afterTick.firstIndex(of: "`") { members.insert(String(afterTick[..<end])) }
    }
    return members
  }

  @Test("the parser reads a declaration's owner, name and labels")
  func parserReadsDeclarations() {
    let source = """
      public struct Sample<T>: View where T: Hashable {
        nonisolated public init(path: Binding<T>, @ViewBuilder root: () -> T)
        where T: Hashable {}
        public var body: some View { StandInLeaf() }
      }
      extension View {
        nonisolated public func sheet<Item, Content>(
          item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View where Item: Identifiable, Content: View {
          StandInLeaf()
        }
        public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { StandInLeaf() }
      }
      public protocol Representable: View {
        associatedtype Controller
        func make(context: Int) -> Controller
        static func dismantle(_ controller: Controller, coordinator: Void)
      }
      open class Hosting<Content> {
        public var rootView: Content
      }
      @MainActor
      public func animate<Result>(
        _ animation: Int? = 0, _ body: () throws -> Result, completion: @escaping () -> Void
      ) rethrows -> Result {
        try body()
      }
      """
    #expect(Self.declarations(in: source) == [
      "Sample", "Sample.init(path:root:)", "Sample.body", "View.sheet(item:onDismiss:content:)", "View.tabItem(_:)",
      "Representable", "Representable.Controller", "Representable.make(context:)",
      "Representable.dismantle(_:coordinator:)", "Hosting", "Hosting.rootView", "animate(_:_:completion:)",
    ])
  }

  @Test("every member the stand-in declares is named in the members list")
  func everyDeclaredMemberIsListed() throws {
    let unlisted = try Self.declaredMembers().subtracting(Self.listedMembers()).sorted()
    #expect(unlisted == [], "declared by the stand-in but not in SwiftUIMembers.md")
  }

  @Test("every member the members list names is declared by the stand-in")
  func everyListedMemberIsDeclared() throws {
    let missing = try Self.listedMembers().subtracting(Self.declaredMembers()).sorted()
    #expect(missing == [], "listed in SwiftUIMembers.md but not declared by the stand-in")
  }
}

#endif
