/// Something `scenerouter platforms` found that a Linux build cannot see: a `#if` that goes
/// wrong on an Apple platform, an Apple API newer than the package's deployment target, or a
/// Swift feature newer than the package's stated tools version.
package struct PlatformFinding: Hashable, Sendable, CustomStringConvertible {
  /// The three checks, in the order they run and report.
  package enum Check: String, CaseIterable, Comparable, Sendable {
    /// `#if` configurations: imports and framework types in each platform's active code.
    case ifconfig
    /// Apple APIs used under a deployment target older than the one that introduced them.
    case availability
    /// Swift language features newer than the package's `swift-tools-version`.
    case features

    /// Orders checks as they run: `ifconfig`, `availability`, `features`.
    package static func < (lhs: Check, rhs: Check) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// The file, relative to the package's folder (`Sources/App/Login.swift`).
  package var file: String
  /// The 1-based line.
  package var line: Int
  /// The check that found it.
  package var check: Check
  /// A sentence naming what is wrong and on which platform.
  package var message: String

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - file: The file, relative to the package's folder.
  ///   - line: The 1-based line.
  ///   - check: The check that found it.
  ///   - message: A sentence naming what is wrong and on which platform.
  package init(file: String, line: Int, check: Check, message: String) {
    self.file = file
    self.line = line
    self.check = check
    self.message = message
  }

  /// `file:line: [check] message`, as compilers print diagnostics.
  package var description: String { "\(file):\(line): [\(check.rawValue)] \(message)" }
}
