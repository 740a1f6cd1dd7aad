#if os(Linux)
// Reads the Linux-only stand-ins' sources.

import Foundation
import Testing

/// `StandIns/IntentsUIStandIn/INTENTSUI-MEMBERS.md` names every Intents and IntentsUI type and
/// member the two stand-ins declare, so a reviewer on a Mac can check each against Apple's page.
@Suite("The Intents and IntentsUI members list")
struct IntentsUIMembersListTests {
  /// The surface of both stand-ins, without the simulation of the system's side.
  private func declared() throws -> Set<String> {
    var keys: Set<String> = []
    for folder in ["StandIns/IntentsStandIn", "StandIns/IntentsUIStandIn"] {
      for file in try StandInDeclarations.swiftFiles(under: folder) where !file.path.contains("/Simulation/") {
        keys.formUnion(StandInDeclarations.declarations(in: try String(contentsOf: file, encoding: .utf8)))
      }
    }
    return keys
  }

  /// The backticked names in the list's table rows, with the page cell.
  private func listed() throws -> [String: String] {
    let text = try String(
      contentsOf: StandInDeclarations.packageRoot.appendingPathComponent("StandIns/IntentsUIStandIn/INTENTSUI-MEMBERS.md"),
      encoding: .utf8)
    var members: [String: String] = [:]
    for line in text.components(separatedBy: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 3 else { continue }
      members[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[2]
    }
    return members
  }

  @Test("every type and member the stand-ins declare is in the list")
  func everyDeclarationListed() throws {
    let declared = try declared()
    #expect(declared.count > 30)
    #expect(declared.subtracting(try listed().keys).sorted() == [])
  }

  @Test("the list names nothing the stand-ins do not declare")
  func nothingExtraListed() throws {
    #expect(Set(try listed().keys).subtracting(try declared()).sorted() == [])
  }

  @Test("every entry cites Apple's documentation page")
  func everyEntryCites() throws {
    let uncited = try listed().filter { !$0.value.contains("https://developer.apple.com/documentation/") }
    #expect(uncited.keys.sorted() == [])
  }
}

#endif
