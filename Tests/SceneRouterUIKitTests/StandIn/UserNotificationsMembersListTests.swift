#if os(Linux)
// Reads the Linux-only stand-ins' sources.

import Foundation
import Testing

/// `StandIns/UserNotificationsStandIn/UNUSERNOTIFICATIONS-MEMBERS.md` names every
/// UserNotifications type and member the stand-in declares, so a reviewer on a Mac can check
/// each against Apple's page. (Here, beside the other members lists' tests, which share the
/// reader of the stand-ins' sources.)
@Suite("The UserNotifications members list")
struct UserNotificationsMembersListTests {
  /// The stand-in's surface, without the simulation of the system's side.
  private func declared() throws -> Set<String> {
    var keys: Set<String> = []
    for file in try StandInDeclarations.swiftFiles(under: "StandIns/UserNotificationsStandIn")
    where !file.path.contains("/Simulation/") {
      keys.formUnion(StandInDeclarations.declarations(in: try String(contentsOf: file, encoding: .utf8)))
    }
    return keys
  }

  /// The backticked names in the list's table rows, with the page cell.
  private func listed() throws -> [String: String] {
    let text = try String(
      contentsOf: StandInDeclarations.packageRoot.appendingPathComponent(
        "StandIns/UserNotificationsStandIn/UNUSERNOTIFICATIONS-MEMBERS.md"),
      encoding: .utf8)
    var members: [String: String] = [:]
    for line in text.components(separatedBy: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 3 else { continue }
      members[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[2]
    }
    return members
  }

  @Test("every type and member the stand-in declares is in the list")
  func everyDeclarationListed() throws {
    let declared = try declared()
    #expect(declared.count == 20)
    #expect(declared.subtracting(try listed().keys).sorted() == [])
  }

  @Test("the list names nothing the stand-in does not declare")
  func nothingExtraListed() throws {
    #expect(Set(try listed().keys).subtracting(try declared()).sorted() == [])
  }

  @Test("every entry cites Apple's UserNotifications page")
  func everyEntryCites() throws {
    let uncited = try listed().filter { !$0.value.contains("https://developer.apple.com/documentation/usernotifications/") }
    #expect(uncited.keys.sorted() == [])
  }
}

#endif
