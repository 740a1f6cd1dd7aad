import Foundation
import Testing

@Suite("Progress on a terminal")
struct TerminalProgressTests {
  static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  @Test(
    "a long run on a terminal shows how many files are read, then clears the line",
    .enabled(if: hasScript, "needs util-linux's /usr/bin/script to give the tool a terminal"))
  func showsProgressOnATerminal() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/Tree", withIntermediateDirectories: true)
    for index in 0..<200 {
      try Data("struct Item\(index) {}\n".utf8).write(to: URL(fileURLWithPath: folder + "/Tree/Item\(index).swift"))
    }
    let tool = ScenerouterBinary.productsDirectory.appendingPathComponent("scenerouter").path
    let outcome = try await PackageFolder.run(["-qec", "\(tool) graph Tree", "/dev/null"], in: folder, executable: "/usr/bin/script")
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("\rreading 0/200 files (0%)"))
    #expect(outcome.standardOutput.contains("\rreading 198/200 files (99%)"))
    #expect(outcome.standardOutput.contains("\r\u{1B}[Kflowchart LR"))
  }

  @Test("piped, the same run prints no progress at all")
  func silentWhenPiped() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/Tree", withIntermediateDirectories: true)
    for index in 0..<200 {
      try Data("struct Item\(index) {}\n".utf8).write(to: URL(fileURLWithPath: folder + "/Tree/Item\(index).swift"))
    }
    let outcome = try await PackageFolder.run(["graph", "Tree"], in: folder)
    #expect(outcome.status == 0)
    #expect(outcome.standardError == "")
    #expect(outcome.standardOutput == "flowchart LR\n")
  }
}
