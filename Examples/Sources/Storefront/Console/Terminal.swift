import ArgumentParser
import Foundation

/// Whether the storefront colours its output.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
  /// Colour when standard output is a terminal, `NO_COLOR` is unset and `TERM` is not `dumb`.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never

  /// Whether to colour, given the environment.
  var isEnabled: Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      let environment = ProcessInfo.processInfo.environment
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isatty(STDOUT_FILENO) == 1
    }
  }
}

/// ANSI styles, or plain text when colour is off.
struct TextStyle {
  /// Whether escapes are written.
  let isEnabled: Bool

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func selected(_ text: String) -> String { wrap(text, "1;7") }
  func accent(_ text: String) -> String { wrap(text, "36") }
  func modal(_ text: String) -> String { wrap(text, "33") }
  func error(_ text: String) -> String { wrap(text, "31") }
}

/// Writes to standard output and standard error without buffering, and never traps:
/// a closed pipe loses the text, nothing more.
enum Output {
  /// Writes `text` and a newline to standard output.
  static func line(_ text: String = "") { write(text + "\n", to: STDOUT_FILENO) }

  /// Writes `text` to standard output, without a newline (a prompt).
  static func prompt(_ text: String) { write(text, to: STDOUT_FILENO) }

  /// Writes `text` and a newline to standard error.
  static func errorLine(_ text: String) { write(text + "\n", to: STDERR_FILENO) }

  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return Foundation.write(descriptor, base + offset, buffer.count - offset)
      }
      if written <= 0 {
        if written < 0, errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}
