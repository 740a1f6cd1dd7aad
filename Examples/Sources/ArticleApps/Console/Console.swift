import Foundation

/// Standard output and standard error for the article apps' terminal front end.
enum Console {
  /// Writes one line to standard error.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
