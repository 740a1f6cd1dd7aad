import Foundation
import SceneRouterTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints `reading 120/4000 files` on standard error, on a terminal only, rewriting one line.
final class TerminalProgress: ReadingProgress {
  private var lastShown = -1

  /// A reporter when standard error is a terminal; nil for pipes, files and tests.
  static func onTerminal() -> TerminalProgress? {
    isatty(STDERR_FILENO) == 1 ? TerminalProgress() : nil
  }

  func report(done: Int, of total: Int) {
    // Redraw at most a hundred times a run, and only for runs worth watching.
    guard total >= 200 else { return }
    let percent = done * 100 / total
    guard percent != lastShown else { return }
    lastShown = percent
    standardError("\rreading \(done)/\(total) files (\(percent)%)", terminator: "")
  }

  func finish(done: Int) {
    guard lastShown >= 0 else { return }
    standardError("\r\u{1B}[K", terminator: "")
  }
}

/// Writes `text` to standard error.
func standardError(_ text: String, terminator: String = "\n") {
  FileHandle.standardError.write(Data((text + terminator).utf8))
}
